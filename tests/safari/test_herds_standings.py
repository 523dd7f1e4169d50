"""The search bots score a cut-off Herds playout, and a move's gain on the spot, with the herds on the
table counted: the engine banks a hand's points only when it ends, so its result does not move while
herds are laid."""

from rules.bots import RandomBot
from rules.bots.budget import Budget
from rules.bots.hints import NO_HINT, hint_for
from rules.bots.prior import root_order
from rules.core import Rng
from rules.safari.herds import GAME, herd_points, side_of
from rules.safari.herds_standings import horizon, standings


def random_states(seed: int, players: int = 4):
    """Every state of one random game, in order."""
    s = GAME.setup(players, seed, GAME.default_options(players))
    bot = RandomBot(seed)
    yield s
    while not GAME.is_over(s):
        s = GAME.apply(s, bot.choose(GAME, GAME.view(s, GAME.to_act(s)[0])))
        yield s


def test_the_herds_on_the_table_count_mid_hand_and_the_banked_points_stay():
    seen_herds = 0
    for s in random_states(1):
        if s.step == "over":
            continue
        table = [sum(herd_points(h) for h in side) for side in s.herds]
        seen_herds += any(table)
        expected = [s.scores[side_of(4, p)] + table[side_of(4, p)] for p in range(4)]
        assert standings(s).scores == expected
        assert GAME.result(s).scores == [s.scores[side_of(4, p)] for p in range(4)]
    assert seen_herds


def test_standings_do_not_jump_when_a_hand_is_banked_and_end_as_the_engine_scores():
    for seed, players in ((2, 4), (3, 3), (4, 2)):
        states = list(random_states(seed, players))
        banked = 0
        for before, after in zip(states, states[1:], strict=False):
            if after.hand_number != before.hand_number:
                banked += 1
                assert standings(after).scores == standings(before).scores
        assert banked
        assert standings(states[-1]) == GAME.result(states[-1])


def test_a_herd_laid_now_is_a_gain_on_the_spot():
    """With the engine's result every herd move gains nothing; with the standings the best scanned
    move is a herd or a grow, and it is tried first."""
    hint = hint_for(GAME)
    for seed in range(40):
        for s in random_states(seed):
            if s.step != "herds":
                continue
            seat = s.turn
            moves = GAME.legal_moves(s, seat)
            if not any(m.kind == "herd" for m in moves):
                continue
            budget = Budget(iterations=1)
            order, values = root_order(GAME, s, moves, seat, Rng.from_seed(seed), NO_HINT, budget, hint.standings)
            assert moves[order[0]].kind in ("herd", "grow")
            assert values[order[0]] == 1.0
            flat, _ = root_order(GAME, s, moves, seat, Rng.from_seed(seed), NO_HINT, budget,
                                 lambda game, state: game.result(state))
            assert sorted(flat) == sorted(order)
            return
    raise AssertionError("no position with a herd to lay")


def test_playouts_look_about_two_rounds_ahead():
    assert [hint_for(GAME).horizon(p) for p in (2, 3, 4)] == [horizon(2), horizon(3), horizon(4)] == [16, 24, 32]

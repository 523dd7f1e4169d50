"""The strong bot's imagined Savannah players play a card for what it scores on the spot: the
leaning's points are the rulebook's own (Examples B and C) and the engine's on random games."""

import math
import random

import pytest

from rules.bots import SearchBot
from rules.bots.hints import hint_for
from rules.safari.savannah import GAME, Place
from rules.safari.savannah_playout_policy import PER_POINT, weights
from tests.safari.test_savannah import DEBRA, EXAMPLE_C, example_b_state


def points(state, move) -> int:
    """The points the leaning reads into a move (its weight is exp(PER_POINT x points))."""
    return round(math.log(weights(state, move.seat, [move])[0]) / PER_POINT)


def test_phase_one_points_are_example_bs():
    """T-SV-B: Debra's 3 of elephants scores 4 (a line of 4 elephants); her 2 of monkeys at (2, 1) too."""
    s = example_b_state()
    assert points(s, Place(DEBRA, "elephant-3a", 4, 4)) == 4
    assert points(s, Place(DEBRA, "monkey-2a", 2, 1)) == 4
    assert points(s, Place(DEBRA, "monkey-2a", 6, 5)) == 0  # a corner only: no line


def test_phase_two_points_are_example_cs():
    """T-SV-C: Kevin's 2 of tigers removes the row of 2s (4); Debra's 4 of zebras would clear 3 (her card stays)."""
    s = GAME.from_board(3, EXAMPLE_C, [["tiger-2a"], ["zebra-4a"], ["elephant-4a"]], phase="two", turn=0,
                        deck1=[], deck2=[])
    assert points(s, Place(0, "tiger-2a", 2, 3)) == 4
    after = GAME.apply(s, Place(0, "tiger-2a", 2, 3))
    assert points(after, Place(1, "zebra-4a", 1, 3)) == 3


def test_the_more_a_move_scores_the_more_it_weighs():
    s = example_b_state()
    moves = GAME.legal_moves(s, DEBRA)
    w = weights(s, DEBRA, moves)
    scored = sorted(zip((points(s, m) for m in moves), w, strict=True))
    assert scored[0][0] == 0 and scored[0][1] == 1.0  # a move that scores nothing: no opinion
    assert all(a[1] <= b[1] for a, b in zip(scored, scored[1:], strict=False))
    assert scored[-1][0] >= 4  # Debra's 4-point elephant (or better) is among them


@pytest.mark.parametrize("seed", [1, 2])
def test_the_leaning_scores_as_the_engine_does(seed):
    """Eight placements a turn through a random game, both phases: the leaning's points are what the engine logs."""
    rng = random.Random(seed)
    s = GAME.setup(3, seed, GAME.default_options(3))
    checked = set()
    while not GAME.is_over(s):
        seat = GAME.to_act(s)[0]
        moves = GAME.legal_moves(s, seat)
        if s.phase in ("one", "two") and not s.pending_pair:
            for m in rng.sample(moves, min(8, len(moves))):
                logged = [e for e in GAME.apply(s, m).log[len(s.log):] if e.kind == "place"]
                assert points(s, m) == logged[0].data["points"]
            checked.add(s.phase)
        s = GAME.apply(s, rng.choice(moves))
    assert checked == {"one", "two"}


def test_opening_and_marking_stay_coin_tosses():
    s = GAME.setup(3, 4, GAME.default_options(3))
    seat = GAME.to_act(s)[0]
    moves = GAME.legal_moves(s, seat)
    assert s.phase == "opening" and weights(s, seat, moves) == [1.0] * len(moves)


def test_the_strong_bot_uses_it():
    s = example_b_state()
    moves = GAME.legal_moves(s, DEBRA)
    assert hint_for(GAME).weights_in(s, DEBRA, moves) == weights(s, DEBRA, moves)


def test_playouts_look_one_round_ahead_at_every_level():
    """Every level's playouts stop after each rival has answered and the seat has moved again (with
    whole playouts medium lost to easy); only the strong level's lean towards points."""
    assert hint_for(GAME).horizon(3) == 3 and hint_for(GAME).horizon(2) == 2
    s = example_b_state()
    for bot in (SearchBot(1, iterations=20, hints=True), SearchBot(1, iterations=20)):
        bot.choose(GAME, GAME.view(s, DEBRA))
        assert 0 < bot.simulated_moves <= 20 * 3


def test_strong_scores_a_cut_off_playout_on_the_lead_so_a_wider_lead_is_worth_more():
    from rules.bots.hints import NO_HINT
    from rules.bots.reward import lead_rewards, rewards
    from rules.core import Result
    from rules.safari.savannah_playout_policy import LEAD_SCALE

    assert hint_for(GAME).lead_scale() == LEAD_SCALE == 8.0 and NO_HINT.lead_scale() is None
    kept, widened = [20.0, 18.0, 5.0], [28.0, 18.0, 5.0]
    assert lead_rewards(widened, LEAD_SCALE)[0] > lead_rewards(kept, LEAD_SCALE)[0] > 0.5
    assert lead_rewards(kept, LEAD_SCALE) == pytest.approx([0.5 + 0.5 * math.tanh(2 / 8), 0.5 + 0.5 * math.tanh(-2 / 8),
                                                            0.5 + 0.5 * math.tanh(-15 / 8)])
    assert lead_rewards([10.0, 10.0, 10.0], LEAD_SCALE) == [0.5, 0.5, 0.5]
    # scored on who leads, the two differ only by the small margin term
    lead = [rewards(Result(scores=s, winners=[0]), False)[0] for s in (kept, widened)]
    assert lead[1] - lead[0] < lead_rewards(widened, LEAD_SCALE)[0] - lead_rewards(kept, LEAD_SCALE)[0]

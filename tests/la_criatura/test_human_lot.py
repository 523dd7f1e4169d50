"""The die lot among the winning humans (option `human_lot`, RULES.md D-29).

The rulebook (seeds/004, "The Creature card is revealed"): "if the humans win, it does not matter who boards,
since the threat of the Creature has been eradicated. If the human players want to determine a winner, they may
do so by drawing lots with the six-sided die." Off, every human wins together (D-19); on, the die decides one.
"""

import random

import pytest

from rules.la_criatura import GAME
from rules.la_criatura.state import OVER, Attack
from tests.conformance import play_random_game, replay
from tests.la_criatura.helpers import kinds
from tests.la_criatura.test_helicopter import at_helicopter, ready_all
from tests.la_criatura.test_random_games import check_invariants, check_secrecy, random_states


def humans_win(players=4, holder=1, infected=(2,), lot=True, dice=()):
    """Revealed mode, the Creature's last shield down: human seat 0 strikes the Creature with the die `dice`
    (attack dice first: two for a human in revealed mode, then the lot's rolls)."""
    s = ready_all(at_helicopter(players, holder=holder, infected=infected), reveal=True)
    s.human_lot = lot
    for p in infected:
        s.standing[p] = False
    s.attack_order = [0] + [p for p in s.attack_order if p != 0]
    s.attack_pos = 0
    s.fixed_rolls = list(dice)
    return GAME.apply(s, Attack(0, holder))


def lot_lines(s) -> list[str]:
    return [str(GAME.describe_event(e)) for e in s.log if e.kind.startswith("lot")]


def test_off_every_human_wins_together_and_nobody_draws_lots():
    s = humans_win(lot=False, dice=[6, 6])
    assert s.phase == OVER and s.winners == [0, 3]
    assert not lot_lines(s)
    assert GAME.result(s).winners == [0, 3]


def test_on_the_highest_roll_boards_alone():
    s = humans_win(dice=[6, 6, 2, 5])       # the leader (seat 0) rolls first, then clockwise
    assert s.phase == OVER and s.winners == [3]
    assert GAME.result(s).scores == [0.0, 0.0, 0.0, 1.0] and GAME.result(s).winners == [3]
    assert [e.data for e in kinds(s, "lot_roll")] == [{"seat": 0, "roll": 2}, {"seat": 3, "roll": 5}]
    assert kinds(s, "game_over")[-1].data["winners"] == [3]
    assert lot_lines(s) == ["The humans have won: Player 1 and Player 4 draw lots with the die for the helicopter",
                            "Player 1 rolls 2 in the lot", "Player 4 rolls 5 in the lot",
                            "Player 4 wins the lot with 5 and boards the helicopter"]


def test_eliminated_humans_draw_lots_too():
    """D-19 counts the knocked-out humans among the winners, so they take part in the lot."""
    s = ready_all(at_helicopter(4, holder=1, infected=(2,)), reveal=True)
    s.human_lot = True
    s.standing[2] = s.standing[3] = False
    s.attack_order, s.attack_pos = [0, 1], 0
    s.fixed_rolls = [6, 6, 1, 6]
    s = GAME.apply(s, Attack(0, 1))
    assert kinds(s, "lot")[0].data["seats"] == [0, 3] and s.winners == [3]


def test_ties_for_the_highest_roll_again_and_only_they():
    s = humans_win(5, holder=1, infected=(2,), dice=[6, 6, 4, 1, 4, 3, 3, 6, 2])
    rolls = [(e.data["seat"], e.data["roll"]) for e in kinds(s, "lot_roll")]
    assert rolls == [(0, 4), (3, 1), (4, 4), (0, 3), (4, 3), (0, 6), (4, 2)]
    assert [e.data for e in kinds(s, "lot_tie")] == [{"seats": [0, 4], "roll": 4}, {"seats": [0, 4], "roll": 3}]
    assert s.winners == [0]
    assert "Player 1 and Player 5 tie with 4 and roll again" in lot_lines(s)


def test_the_creature_side_winning_draws_no_lot():
    s = ready_all(at_helicopter(4, holder=1, infected=(2,)), reveal=True)
    s.human_lot = True
    s.standing[3] = False
    s.attack_order, s.attack_pos = [1, 0, 2], 0
    s.fixed_rolls = [6]
    s = GAME.apply(s, Attack(1, 0))
    assert s.winners == [1, 2] and not kinds(s, "lot")


def test_two_seats_hold_both_human_passengers_without_a_lot():
    s = ready_all(at_helicopter(3, holder=1, two_seats=True))
    s.human_lot = True
    s.attack_order, s.attack_pos = [0, 1, 2], 0
    s.fixed_rolls = [6]
    s = GAME.apply(s, Attack(0, 1))
    assert s.winners == [0, 2] and not kinds(s, "lot")


def test_a_saved_end_with_the_lot_is_a_state_the_game_can_reach():
    s, _seed, _moves = lot_game()
    again = GAME.load_state(GAME.dump_state(s))            # check_state: the one winner follows from the lot
    assert again.winners == s.winners and len(s.winners) == 1 and again.human_lot
    forged = s.clone()
    forged.winners = [s.holder if s.holder >= 0 else next(p for p in range(s.players) if s.infected[p])]
    with pytest.raises(Exception, match="follow from who stands"):   # the Creature's side cannot win a humans' lot
        GAME.load_state(GAME.dump_state(forged))
    off = s.clone()
    off.human_lot = False                                  # without the option one winner is not the end
    with pytest.raises(Exception, match="follow from who stands"):
        GAME.load_state(GAME.dump_state(off))


def test_the_option_is_offered_in_the_rulebooks_words():
    info = GAME.Options.model_fields["human_lot"]
    assert info.default is False and info.title and info.description
    assert GAME.parse_options({"human_lot": True}).human_lot
    assert GAME.setup(4, 1, {"human_lot": True}).human_lot and not GAME.setup(4, 1, {}).human_lot


def test_the_lot_is_public_and_each_view_shows_it():
    s = humans_win(dice=[6, 6, 2, 5])
    check_secrecy(s)
    for seat in (None, 0, 1, 2, 3):
        view = GAME.view(s, seat)
        assert view.human_lot and [e.kind for e in view.events if e.kind.startswith("lot")] == [
            "lot", "lot_roll", "lot_roll", "lot_won"]


def test_random_games_with_the_lot_keep_the_contract_and_end_with_one_human():
    endings = {"lot": 0}
    for seed in range(30):
        options = {"human_lot": True, "two_seats": seed % 5 == 4}
        last = None
        for s in random_states(3 + seed % 6, 700 + seed, options):
            check_invariants(s)
            last = s
        if kinds(last, "lot"):
            endings["lot"] += 1
            assert len(last.winners) == 1 and last.winners[0] in kinds(last, "lot")[0].data["seats"]
    s, moves = play_random_game(GAME, 5, seed=11, check_every=3, options={"human_lot": True})
    again = replay(GAME, 5, 11, moves, {"human_lot": True})
    assert GAME.dump_state(again) == GAME.dump_state(s)
    assert endings["lot"], "no random game ended with the humans drawing lots"


_LOT_GAME: list = []


def lot_game():
    """A random four-seat game with the option on that the humans won and settled by the lot: (state, seed, moves)."""
    if _LOT_GAME:
        return _LOT_GAME[0]
    rnd = random.Random(3)
    for seed in range(300):
        s = GAME.setup(4, seed, {"human_lot": True})
        moves = []
        while not GAME.is_over(s):
            p = rnd.choice(GAME.to_act(s))
            moves.append(rnd.choice(GAME.legal_moves(s, p)))
            s = GAME.apply(s, moves[-1])
        if kinds(s, "lot"):
            _LOT_GAME.append((s, seed, moves))
            return _LOT_GAME[0]
    pytest.fail("no game ended in a lot")


def test_a_lot_decided_game_replays_the_same():
    s, seed, moves = lot_game()
    t = GAME.setup(4, seed, {"human_lot": True})
    for m in moves:
        t = GAME.apply(t, m)
    assert t.winners == s.winners and lot_lines(t) == lot_lines(s)
    assert GAME.dump_state(t) == GAME.dump_state(s)

"""The strong bot's imagined Safari Sprint racers play their own ducky's cards into the spots that
move far, a rival's into the slow ones, and claim high."""

import pytest

from rules.bots.budget import Budget
from rules.bots.hints import hint_for
from rules.bots.playout import playout
from rules.core import Rng
from rules.safari.safari_sprint import GAME, Claim, Play
from rules.safari.sprint_playout_policy import expected_steps, weights

ANIMALS = ["elephant", "lion", "monkey", "tiger"]


def _racing(racing_card="RC-02"):
    """Four racers, seat 0 on the elephant; the round's racing card moves 5/4/3/2."""
    s = GAME.setup(4, 7, {"animals": ANIMALS, "first_player": 0})
    for seat, (animal, space) in enumerate(zip(ANIMALS, (10, 9, 8, 7), strict=True)):
        s = GAME.apply(s, Claim(seat, animal, space))
    assert s.phase == "play"
    s.racing_card = racing_card
    return s


def test_the_last_card_of_a_round_moves_exactly_what_its_spot_says():
    s = _racing()
    s.row, s.row_seats = ["lion-5a", "monkey-3a", "tiger-1a"], [1, 2, 3]
    assert expected_steps(s, "elephant-6a") == 5  # goes first: RC-02's first spot
    assert expected_steps(s, "elephant-4a") == 4  # between the 5 and the 3
    assert expected_steps(s, "elephant-1b") == 3  # ahead of the other 1: its third spot, not the fourth


def test_cards_still_to_come_push_a_card_back():
    s = _racing()
    s.row, s.row_seats = [], []
    # first to play: three cards to come; a 6 is passed only by a 6, a 1 by anything
    assert expected_steps(s, "elephant-6a") > expected_steps(s, "elephant-1a")
    assert expected_steps(s, "elephant-1a") == pytest.approx(2.0)  # three cards ahead of it, surely


def test_own_cards_go_where_they_move_far_and_rivals_where_they_move_little():
    s = _racing()
    s.row, s.row_seats = ["lion-5a", "monkey-3a", "tiger-1a"], [1, 2, 3]
    s.hands[0] = ["elephant-1b", "elephant-6a", "lion-1a", "lion-6a", "ducktor-3"]
    own_slow, own_fast, rival_slow, rival_fast, explorer = weights(s, 0, [Play(0, c) for c in s.hands[0]])
    assert own_fast > own_slow > 0
    assert rival_slow > rival_fast > 0
    assert own_fast > explorer > rival_fast


def test_a_slow_racing_card_leaves_little_to_choose():
    """RC-08 crawls 3/3/2/2: the leaning follows the racing card, not the card's number alone."""
    s = _racing("RC-08")
    s.row, s.row_seats = ["lion-5a", "monkey-3a", "tiger-1a"], [1, 2, 3]
    fast, slow = weights(s, 0, [Play(0, "elephant-6a"), Play(0, "elephant-1b")])
    assert fast / slow == pytest.approx(1.6487213, rel=1e-6)  # 3 spaces against 2: exp(0.5 x 1)


def test_claims_lean_to_high_spaces_and_to_animals_in_hand():
    s = GAME.setup(4, 7, {"animals": ANIMALS, "first_player": 0})
    moves = GAME.legal_moves(s, 0)
    w = dict(zip(moves, weights(s, 0, moves), strict=True))
    assert all(x > 0 for x in w.values())
    animal = ANIMALS[0]
    assert w[Claim(0, animal, 10)] > w[Claim(0, animal, 5)] > w[Claim(0, animal, 1)]
    s.hands[0] = ["elephant-1a", "lion-2a", "lion-3b", "lion-5a", "monkey-4a", "ducktor-2"]
    w = dict(zip(moves, weights(s, 0, moves), strict=True))
    assert w[Claim(0, "lion", 10)] > w[Claim(0, "elephant", 10)] > w[Claim(0, "tiger", 10)]


def test_the_strong_bot_uses_it():
    s = _racing()
    s.row, s.row_seats = [], []
    moves = GAME.legal_moves(s, s.order[0])
    assert hint_for(GAME).weights_in(s, s.order[0], moves) == weights(s, s.order[0], moves)


def test_a_playout_stops_where_its_race_ends():
    """The races are scored apart: a playout from race 1 scores race 1 and leaves the next undealt."""
    hint = hint_for(GAME)
    s = _racing()
    assert hint.stage(s) == 1
    end, made, cut = playout(GAME, s, Rng.from_seed(3), hint, Budget(iterations=1), 2000, stage=hint.stage(s))
    assert not cut and end.race == 2 and end.phase == "claim"
    assert len(end.race_points) == 1 and made == 4 * 11  # four racers, eleven rounds
    whole, _, _ = playout(GAME, s, Rng.from_seed(3), hint, Budget(iterations=1), 2000)
    assert GAME.is_over(whole) and len(whole.race_points) == 3  # without a stage: the whole series

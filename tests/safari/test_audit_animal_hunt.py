"""Animal Hunt audit: extra turns keep the seating order (AH-02), the three choices' conditions (AH-03),
public answers and flips (AH-04), shared wins (AH-07) and the cards left in hand at the end."""

import pytest

from rules import IllegalMove
from rules.safari.animal_hunt import FACE_DOWN, GAME, SLOTS, Ask, Flip, Show
from tests.safari.test_animal_hunt import two_player_game


def test_ah_02_extra_turns_do_not_change_the_order():
    """3 players: seat 1 scores a pair by asking, goes again, misses; then seat 2 plays, not seat 0 or 1."""
    hands = [["lion-1a", "lion-2a", "lion-3a", "lion-4a", "lion-5a", "lion-6a", "monkey-1a"],
             ["tiger-1a", "tiger-2a", "tiger-3a", "tiger-4a", "tiger-5a", "tiger-6a", "monkey-2a"],
             ["zebra-1a", "zebra-2a", "zebra-3a", "zebra-4a", "zebra-5a", "zebra-6a", "monkey-3a"]]
    grid = ["lion-1b", "elephant-1a", "elephant-2a"]
    s = GAME.setup(3, 2, {"deck_order": [c for h in hands for c in h] + grid, "first_player": 1})
    s = GAME.apply(GAME.apply(s, Flip(1, 0)), Ask(1, 0))  # seat 0 holds the 1 Lion: a pair
    assert GAME.to_act(s) == [1] and s.piles[1] == ["lion-1b", "lion-1a"]
    s = GAME.apply(GAME.apply(s, Flip(1, 1)), Flip(1, 2))  # 1 and 2 Elephant: a miss
    assert GAME.to_act(s) == [2]


def test_ah_03_choice_b_is_offered_even_to_a_player_holding_the_card():
    """Bluffing is allowed: you may ask someone else for a card you hold yourself (they must say no)."""
    s = GAME.apply(two_player_game(), Flip(0, 1))  # 3 Lion; seat 0 holds the 3 Lion
    moves = GAME.legal_moves(s, 0)
    assert Show(0) in moves and Ask(0, 1) in moves
    s = GAME.apply(s, Ask(0, 1))
    assert GAME.to_act(s) == [1] and s.piles == [[], []] and "lion-3a" in s.hands[0]


def test_ah_03_choice_c_needs_another_face_down_card():
    s = two_player_game()
    s.grid = [None] * SLOTS
    s.grid[5] = "monkey-6a"  # the last card of the hunting ground
    s = GAME.apply(s, Flip(0, 5))
    assert GAME.legal_moves(s, 0) == [Ask(0, 1)]  # no Show (no 6 Monkey in hand), no second flip
    for slot in (5, 6):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, Flip(0, slot))
        assert err.value.rule == "Animal Hunt, Choice C: Flip Another Card" and err.value.reason


def test_ah_04_flips_and_no_answers_are_public():
    s = GAME.apply(GAME.apply(two_player_game(), Flip(0, 2)), Ask(0, 1))  # 6 Monkey: seat 1 says no
    public = GAME.view(s, None)
    flip = next(e.data for e in public.events if e.kind == "flip")
    ask = next(e.data for e in public.events if e.kind == "ask")
    assert flip["card"] == "monkey-6a" and ask == {"seat": 0, "target": 1, "card": "monkey-6a", "answer": False,
                                                    "turned_back": [2]}
    assert public.grid[2] == FACE_DOWN  # turned back face down


def test_ah_07_tied_scores_share_the_victory_and_hands_are_not_scored():
    s = two_player_game()
    s.piles = [["lion-4b", "lion-4a"], ["monkey-6a", "monkey-6b", "lion-1a", "lion-1b"]]
    s.duckies = {"elephant": None, "lion": 0, "monkey": None, "tiger": None, "zebra": None}
    s.phase, s.hands[0] = "over", []
    res = GAME.result(s)
    assert res.scores == [4.0, 4.0] and res.winners == [0, 1]  # 2 cards + 2 for the lion ducky = 4 cards

"""Deducktion audit: rules of §2.8 (DK-xx) and the rulebook the first tests left unchecked."""

import random
from collections import Counter

import pytest

from rules import IllegalMove
from rules.safari.components import ANIMALS, EXPLORER
from rules.safari.deducktion import (
    GAME,
    HAND_CARDS,
    QUESTION_DECK,
    Ask,
    Done,
    Flip,
    Give,
    Guess,
    Meld,
    excluded_faces,
    question_faces,
)
from tests.conformance import json_strings
from tests.safari.test_deducktion import exchange_state


@pytest.mark.parametrize("players,hand,leftover,reserve", [(2, 8, 1, 8), (3, 8, 1, 0), (4, 6, 1, 0), (5, 5, 0, 0)])
def test_setup_question_deck_missing_cards_and_deal(players, hand, leftover, reserve):
    s = GAME.setup(players, 8, {"first_player": 0})
    assert len(s.qdeck) + len(s.flipped) == 36
    assert Counter(c.split("-")[0] for c in QUESTION_DECK) == Counter({**{a: 6 for a in ANIMALS}, EXPLORER: 6})
    assert sorted(c.split("-")[0] for c in s.missing) == sorted(ANIMALS)  # exactly one per animal
    assert [len(h) for h in s.hands] == [hand] * players
    assert len(s.leftover) == leftover and len(s.reserve) == reserve
    dealt = [c for h in s.hands for c in h] + s.reserve + s.leftover
    assert len(dealt) == 25 and not any(c.startswith(EXPLORER) for c in dealt)
    assert Counter(dealt + s.missing) == Counter(HAND_CARDS)
    public = json_strings(GAME.view(s, None).model_dump(mode="json"))
    assert set(s.leftover) <= public  # DK-10: the leftover card lies face up
    assert not set(s.reserve) & json_strings(GAME.view(s, 0).model_dump(mode="json"))


def test_deck_order_puts_the_first_card_of_each_animal_aside():
    order = ["lion-3b", "elephant-6b", "tiger-1b", "zebra-2b", "monkey-4b", "lion-1b"]
    s = GAME.setup(3, 1, {"first_player": 0, "deck_order": order})
    assert s.missing == ["elephant-6b", "lion-3b", "monkey-4b", "tiger-1b", "zebra-2b"]
    assert "lion-1b" in s.hands[0]  # the rest is dealt in blocks, seat 0 first


def test_dk_04_a_meld_grows_by_single_cards_on_later_turns_but_starts_with_three():
    s = GAME.setup(3, 2, {"first_player": 0})
    s.hands[0] = ["elephant-2b", "lion-2b", "monkey-5b", "tiger-5b"]
    s.melds[0] = []
    s.step, s.flipped = "meld", []
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Meld(0, ("monkey-5b", "tiger-5b")))
    assert "three or more" in err.value.reason and err.value.rule.startswith("Deducktion")
    s.melds[0] = ["elephant-5b", "lion-5b", "zebra-5b"]
    assert Meld(0, ("monkey-5b",)) in GAME.legal_moves(s, 0)
    s = GAME.apply(s, Meld(0, ("monkey-5b",)))
    s = GAME.apply(s, Meld(0, ("tiger-5b",)))
    assert s.step == "ask"  # nothing left to meld: the question cards are flipped
    assert sorted(c[-2] for c in s.melds[0]) == ["5"] * 5


def test_dk_05_final_melds_go_round_from_the_first_player_then_everyone_guesses():
    s = GAME.setup(3, 2, {"first_player": 1})
    s.turns_taken = s.total_turns - 1
    s.turn, s.step, s.flipped = 0, "ask", ["tiger-2a", "tiger-3a", "zebra-5a"]
    s.hands[0] = ["elephant-1b", "lion-1b", "monkey-1b"]
    s.hands[1] = ["elephant-4b", "lion-4b", "monkey-4b"]
    s.hands[2] = ["elephant-6b"]
    s = GAME.apply(s, Ask(0, 2, ("tiger-2a", "tiger-3a"), None, False))  # the last turn: answer zero
    assert s.step == "final_meld" and GAME.to_act(s) == [1]
    s = GAME.apply(s, Done(1))
    assert s.step == "final_meld" and GAME.to_act(s) == [0]  # seat 2 has nothing to meld: skipped
    s = GAME.apply(s, Meld(0, ("elephant-1b", "lion-1b", "monkey-1b")))
    assert s.step == "guess" and GAME.to_act(s) == [0, 1, 2]
    assert s.melds[1] == []


def test_dk_06_same_number_and_same_animal_asks_about_the_number():
    flipped = ["tiger-2a", "lion-5a", "ducktor-2"]
    s = exchange_state(["elephant-1b"], ["lion-2b", "zebra-2b", "tiger-3b"], flipped)
    pair = ("tiger-2a", "ducktor-2")
    assert set(question_faces(pair, "tiger", False)) == {f"{a}-2" for a in ANIMALS}
    assert Ask(0, 1, pair, "tiger", True) not in GAME.legal_moves(s, 0)  # no sequence, so no wrap
    s = GAME.apply(s, Ask(0, 1, pair, "tiger", False))
    assert s.question["question"] == "number" and s.question["count"] == 2


def test_dk_07_two_explorers_take_the_third_cards_animal_only():
    s = exchange_state(["elephant-1b"], ["lion-2b"], ["ducktor-1", "ducktor-3", "zebra-5a"])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Ask(0, 1, ("ducktor-1", "ducktor-3"), "tiger", False))
    assert "Zebra" in err.value.reason
    with pytest.raises(IllegalMove):
        GAME.apply(s, Ask(0, 1, ("zebra-5a", "tiger-2a"), None, False))  # not a flipped card


def test_dk_09_with_exactly_as_many_cards_as_received_the_whole_hand_goes():
    s = exchange_state(["elephant-1b", "elephant-2b"], ["tiger-2b", "tiger-3b", "lion-6b"],
                       ["tiger-2a", "tiger-3a", "zebra-5a"])
    s = GAME.apply(s, Ask(0, 1, ("tiger-2a", "tiger-3a"), None, False))
    assert s.step != "return"  # no choice to make
    assert s.hands[0] == ["tiger-2b", "tiger-3b"]
    assert sorted(s.hands[1]) == ["elephant-1b", "elephant-2b", "lion-6b"]
    assert s.question["count"] == 2 and GAME.view(s, 2).question.count == 2  # the count is public
    assert not any(e.kind in ("exchange_cards", "answer_cards") for e in GAME.view(s, 2).events)


def test_dk_01_guesses_stay_secret_until_everyone_has_guessed():
    s = GAME.setup(3, 5, {"first_player": 0})
    s.step = "guess"
    s.missing = ["elephant-1b", "lion-3b", "monkey-5b", "tiger-6b", "zebra-2b"]
    s = GAME.apply(s, Guess(0, "elephant", 4))
    other = GAME.view(s, 1)
    assert other.my_guesses == [] and other.guesses == [] and other.guesses_made == [1, 0, 0]
    assert not any(e.kind == "guess" for e in other.events)
    assert GAME.view(s, 0).my_guesses == [4]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Guess(0, "tiger", 6))
    assert "Lion" in err.value.reason
    with pytest.raises(IllegalMove):
        GAME.apply(s, Guess(1, "elephant", 7))
    for a in ANIMALS[1:]:
        s = GAME.apply(s, Guess(0, a, 0))
    for p in (1, 2):
        for a in ANIMALS:
            s = GAME.apply(s, Guess(p, a, 0))
    assert GAME.is_over(s) and s.scores == [-3, 0, 0]
    assert GAME.result(s).winners == [1, 2]  # tie shared (DK-13)
    assert GAME.view(s, 1).guesses[0] == [4, 0, 0, 0, 0] and GAME.view(s, None).missing == s.missing


def test_dk_12_the_reserve_card_is_seen_only_by_the_asker():
    s = exchange_state(["elephant-1b"], ["lion-6b"], ["tiger-2a", "tiger-3a", "zebra-5a"], players=2)
    top = s.reserve[0]
    s = GAME.apply(s, Ask(0, 1, ("tiger-2a", "tiger-3a"), None, False))
    assert top in s.hands[0]
    assert top not in json_strings(GAME.view(s, 1).model_dump(mode="json"))
    assert top not in json_strings(GAME.view(s, None).model_dump(mode="json"))


def test_dk_05_no_melding_after_the_question_cards_are_flipped():
    s = GAME.setup(3, 2, {"first_player": 0})
    s.hands[0] = ["elephant-2b", "lion-2b", "monkey-2b", "tiger-5b"]
    s.step, s.flipped = "meld", []
    s = GAME.apply(s, Flip(0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Meld(0, ("elephant-2b", "lion-2b", "monkey-2b")))
    assert "start of your turn" in err.value.reason
    with pytest.raises(IllegalMove):
        GAME.apply(s, Give(0, ("elephant-2b",)))


def test_nonsense_card_lists_are_refused_in_plain_words():
    s = exchange_state(["elephant-1b", "elephant-2b", "monkey-6b"], ["lion-6b", "tiger-2b"],
                       ["tiger-2a", "lion-6a", "zebra-5a"])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Ask(0, 1, (["tiger-2a"], ["lion-6a"]), None, False))
    assert "two of the three" in err.value.reason
    s = GAME.apply(s, Ask(0, 1, ("lion-6a", "tiger-2a"), None, False))
    for cards in ((["elephant-1b"], ["monkey-6b"]), (1, 2), None):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, Give(0, cards))
        assert "Pass cards from your hand" in err.value.reason and err.value.rule.startswith("Deducktion")


def _faces_held(hand):
    return {f"{c.split('-')[0]}-{c.split('-')[1][0]}" for c in hand}


def test_determinize_keeps_what_answers_proved_about_other_hands():
    """A zero answer rules its faces out of the target's hand until that hand takes in unknown cards, and during an
    exchange the answering player holds exactly the announced number of matching cards: imagined deals keep both."""
    checked = 0
    for players in (2, 3, 4):
        for seed in range(5):
            rng = random.Random(seed)
            s = GAME.setup(players, seed)
            while not GAME.is_over(s):
                for seat in range(players):
                    view = GAME.view(s, seat)
                    ruled_out = excluded_faces(view)
                    for p in range(players):
                        assert not ruled_out[p] & _faces_held(s.hands[p])  # the knowledge is true
                    d = GAME.determinize(view, checked)
                    assert GAME.view(d, seat) == view
                    for p in range(players):
                        assert not ruled_out[p] & _faces_held(d.hands[p])
                        checked += bool(ruled_out[p]) and p != seat
                    if s.step == "return" and seat != s.ex_target:
                        wanted = set(s.question["faces"])
                        held = [c for c in d.hands[s.ex_target] if _faces_held([c]) & wanted]
                        assert len(held) == s.question["count"] and sorted(held) == sorted(d.ex_cards)
                s = GAME.apply(s, rng.choice(GAME.legal_moves(s, rng.choice(GAME.to_act(s)))))
    assert checked > 50

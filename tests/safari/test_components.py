"""The shared duck! duck! SAFARI! box: card counts, ids, lookups, racing cards, board, laps."""

from collections import Counter

import pytest
from pydantic import ValidationError

from rules.safari import components as c


def test_66_cards_with_two_copies_of_each_animal_card_and_one_of_each_explorer():
    assert len(c.ALL_CARDS) == 66 == len(set(c.ALL_CARDS))
    faces = Counter(c.face_of(x) for x in c.ALL_CARDS)
    assert all(faces[f"{a}-{n}"] == 2 for a in c.ANIMALS for n in range(1, 7))
    assert all(faces[f"ducktor-{n}"] == 1 for n in range(1, 7))
    assert c.ALL_CARDS[:3] == ("elephant-1a", "elephant-1b", "elephant-2a")
    assert c.ALL_CARDS[-1] == "ducktor-6"


def test_lookups():
    assert c.suit_of("lion-3b") == "lion" and c.number_of("lion-3b") == 3
    assert c.suit_of("ducktor-4") == "ducktor" and c.number_of("ducktor-4") == 4
    assert c.is_explorer("ducktor-4") and not c.is_explorer("zebra-6a")
    assert c.TWIN_OF["lion-3a"] == "lion-3b" and c.TWIN_OF["lion-3b"] == "lion-3a"
    assert c.card_name("monkey-2a") == "2 Monkey"
    assert not c.is_card("lion-7a") and not c.is_card(3) and c.is_card("tiger-1b")
    assert c.SUITS == (*c.ANIMALS, "ducktor") and c.DUCKIES == c.SUITS


def test_racing_cards_follow_ss01():
    assert len(c.RACING_CARDS) == 12
    assert c.RACING_SPOTS["RC-01"][:4] == (4, 4, 3, 1)
    assert c.RACING_SPOTS["RC-12"] == (1, 2, 3, 4, 4, 3)


def test_racing_deck_validation_refuses_bad_data():
    good = c.RACING_DECK.model_dump()
    bad = {**good, "cards": good["cards"][:11]}
    with pytest.raises(ValidationError):
        c.RacingDeck.model_validate(bad)
    negative = {**good, "cards": [{**good["cards"][0], "spots": [4, 4, 3, 1, 1, -1]}, *good["cards"][1:]]}
    with pytest.raises(ValidationError):
        c.RacingDeck.model_validate(negative)


@pytest.mark.parametrize("score,lap,spot", [(0, 0, 0), (19, 0, 19), (20, 1, 0), (45, 2, 5)])
def test_laps_and_space_sf01(score, lap, spot):
    assert c.laps(score) == lap and c.space(score) == spot


def test_board_sides():
    assert [s.label for s in c.BOARD.track.spaces][:2] == ["start / 20", "1"]
    assert len(c.BOARD.track.spaces) == 20
    assert c.SPOT_LABELS[:3] == ("1st", "2nd", "3rd")
    assert [s.animal for s in c.BOARD.hi_lo.stacks] == list(c.ANIMALS)
    assert c.ordinal(11) == "11th" and c.ordinal(22) == "22nd"

"""Setup: player counts, the deal, deck_order and first_player (RULES.md, "Options")."""

import pytest

from rules import SetupError
from rules.strange_creatures import GAME
from rules.strange_creatures.cards import STARTING_IDS, UNKNOWN_IDS


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_deal(players):
    s = GAME.setup(players, 11)
    assert [len(h) for h in s.hands] == [5] * players
    assert len(s.box) == 25 - 5 * players
    assert sorted(sum(s.hands, []) + s.box) == sorted(STARTING_IDS)
    assert len(s.display) == 3 and len(s.draw) == 44
    assert sorted(s.display + s.draw) == sorted(UNKNOWN_IDS)
    assert s.coins == [2] * players and s.stamps == [[]] * players
    assert s.round == 1 and s.phase == "play" and s.turn == s.leader


@pytest.mark.parametrize("players", [2, 6])
def test_player_count(players):
    with pytest.raises(SetupError):
        GAME.setup(players, 1)


def test_deck_order_blocks_and_draw_pile():
    order = ["brown-9", "green-3", "x-a", "yellow-1", "green-4", "blue-2", "blue-5", "yellow-6", "trump-b",
             "colorless-3", "brown-2", "blue-6", "mega-a", "twelve-b"]
    s = GAME.setup(3, 1, {"deck_order": order, "first_player": 2})
    # Starting ids in listed order, 5 per seat: seat 0 gets the first five, seat 1 the next.
    assert sorted(s.hands[0]) == sorted(["green-3", "yellow-1", "green-4", "blue-2", "blue-5"])
    assert set(["yellow-6", "colorless-3", "brown-2", "blue-6"]) <= set(s.hands[1])
    # Unknown ids in listed order: the first three are the display, left to right; then the pile top.
    assert s.display == ["brown-9", "x-a", "trump-b"]
    assert s.draw[:2] == ["mega-a", "twelve-b"]
    assert s.leader == 2 and s.turn == 2


def test_deck_order_refuses_unknown_and_repeated_ids():
    with pytest.raises(SetupError):
        GAME.setup(4, 1, {"deck_order": ["purple-7"]})
    with pytest.raises(SetupError):
        GAME.setup(4, 1, {"deck_order": ["green-3", "green-3"]})
    with pytest.raises(SetupError):
        GAME.setup(4, 1, {"first_player": 4})


def test_first_leader_is_a_seeded_random_seat():
    leaders = {GAME.setup(4, seed).leader for seed in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert GAME.setup(4, 9).leader == GAME.setup(4, 9).leader
    assert GAME.dump_state(GAME.setup(5, 3)) == GAME.dump_state(GAME.setup(5, 3))

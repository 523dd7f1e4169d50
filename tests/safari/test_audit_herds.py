"""Herds audit: rules of §2.7 (HD-xx) and the rulebook the first tests left unchecked."""

import pytest

from rules import IllegalMove
from rules.safari.herds import GAME, DoneHerds, Draw, Give, Grow, NewHerd, Pass, Swap, Take, is_herd
from tests.safari.test_herds import position, run

FULL_LIONS = [f"lion-{n}a" for n in range(1, 7)]


@pytest.mark.parametrize("players,hand,pile", [(2, 6, 50), (3, 5, 47), (4, 4, 46)])
def test_setup_hand_sizes_grassland_and_draw_pile(players, hand, pile):
    s = GAME.setup(players, 3, {"first_player": 1})
    assert s.dealer == 0 and s.turn == 1  # the player left of the dealer plays first
    assert len(s.grass) == 4
    # Step One already drew the first player's card
    assert [len(h) for h in s.hands] == [hand + (p == 1) for p in range(players)]
    assert len(s.deck) == pile - 1


def test_hd_02_step_two_is_a_required_choice():
    s = position(["lion-2a", "tiger-4a"], ["elephant-6a", "zebra-5a"])
    assert {type(m) for m in GAME.legal_moves(s, 0)} == {Draw, Give}
    for move in (DoneHerds(0), Pass(0, "lion-2a", 1)):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, move)
        assert err.value.rule.startswith("Herds")


def test_hd_03_the_cards_you_trade_away_cannot_be_taken_back():
    s = position(["lion-2a", "tiger-4a"], ["elephant-2a", "zebra-5a"])
    s = GAME.apply(s, Give(0, "lion-2a"))
    assert Take(0, "lion-2a") not in GAME.legal_moves(s, 0)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Take(0, "lion-2a"))
    assert "grassland" in err.value.reason
    s = GAME.apply(s, Take(0, "elephant-2a"))
    assert "lion-2a" in s.grass and "elephant-2a" in s.hands[0]


def test_hd_05_a_ducktor_stands_in_only_for_its_own_number():
    assert is_herd(["lion-2a", "ducktor-3", "lion-4a"])
    assert not is_herd(["lion-2a", "ducktor-4", "lion-4a"])
    assert is_herd(["ducktor-1", "ducktor-2", "ducktor-3"])  # an all-Ducktor group is a Ducktor herd
    herds = [[["ducktor-1", "ducktor-2", "ducktor-3"], ["elephant-3a", "elephant-4a", "elephant-5a"]], []]
    s = position(["lion-4a", "ducktor-6", "ducktor-4", "zebra-1a"], ["monkey-3a"], herds=herds)
    s = GAME.apply(s, Draw(0, "monkey-3a"))
    moves = GAME.legal_moves(s, 0)
    assert Grow(0, 0, "lion-4a") not in moves  # a Ducktor herd takes only Ducktor cards
    assert Grow(0, 0, "ducktor-4") in moves and Grow(0, 1, "ducktor-6") in moves
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Grow(0, 0, "lion-4a"))
    assert "does not continue" in err.value.reason


def test_hd_06_no_swapping_in_an_opponents_herd():
    herds = [[], [["elephant-3a", "ducktor-4", "elephant-5a"]]]
    s = position(["elephant-4a", "lion-5a", "lion-6a", "zebra-1a"], ["monkey-3a"], herds=herds)
    s = GAME.apply(s, Draw(0, "deck"))
    assert not any(isinstance(m, Swap) for m in GAME.legal_moves(s, 0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Swap(0, 0, "elephant-4a"))
    assert "opponent" in err.value.reason


def test_hd_07_keep_one_card_for_step_four():
    s = position(["lion-1a", "lion-2a"], ["lion-3a"], deck=["zebra-1a", "zebra-2a"])
    s = GAME.apply(s, Draw(0, "lion-3a"))
    assert not any(isinstance(m, NewHerd) for m in GAME.legal_moves(s, 0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, NewHerd(0, ("lion-1a", "lion-2a", "lion-3a")))
    assert "keep at least one card" in err.value.reason and err.value.rule == "Herds, Step Four: Pass One Card"


def test_hd_08_last_card_drawn_in_step_one_ends_the_hand_after_step_four():
    s = position(["zebra-1a", "zebra-2a"], ["monkey-3a", "tiger-4a"], deck=["elephant-1a", "elephant-2a",
                                                                            "elephant-3a"])
    s = run(s, Draw(0, "deck"), DoneHerds(0), Pass(0, "zebra-1a", 1))  # Step Five flips elephant-2a
    assert s.turn == 1 and "elephant-2a" in s.grass
    assert s.last_card_drawn and "elephant-3a" in s.hands[1]  # Step One took the last card
    assert Draw(1, "deck") not in GAME.legal_moves(s, 1) and Draw(1, "monkey-3a") in GAME.legal_moves(s, 1)
    s = run(s, Draw(1, "monkey-3a"), DoneHerds(1))
    assert s.hand_number == 1
    s = GAME.apply(s, Pass(1, "monkey-3a", 0))
    assert s.hand_number == 2 and not any(e.kind == "flip" and e.data["seat"] == 1 for e in s.log)


def test_hd_08_a_step_five_flip_of_the_last_card_ends_the_hand():
    s = position(["zebra-1a", "zebra-2a"], ["monkey-3a"], deck=["elephant-1a", "elephant-2a"])
    s = run(s, Draw(0, "deck"), DoneHerds(0))
    assert not s.last_card_drawn
    s = GAME.apply(s, Pass(0, "zebra-1a", 1))
    kinds = [e.kind for e in s.log]
    flip = max(i for i, k in enumerate(kinds) if k == "flip")
    assert s.log[flip].data["card"] == "elephant-2a" and kinds[flip + 1] == "hand_scored"
    assert s.hand_number == 2


def test_hd_01_condition_b_counts_the_teams_full_herd_and_the_passing_players_hand():
    s = position(["zebra-2a"], ["monkey-3a"], players=4, herds=[[FULL_LIONS], []])
    s.hands[2] = ["zebra-1a"]
    s.turn, s.step = 2, "pass"
    s = GAME.apply(s, Pass(2, "zebra-1a", 3))
    scored = [e for e in s.log if e.kind == "hand_scored"]
    assert scored and scored[-1].data["points"] == [7, 0]
    assert GAME.result(s).scores == [7.0, 0.0, 7.0, 0.0]


def test_hd_10_the_game_ends_once_a_side_reaches_60_and_ties_share():
    s = position(["zebra-1a"], ["monkey-3a"], herds=[[FULL_LIONS], []])
    s.scores = [53, 0]
    s.step = "pass"
    s = GAME.apply(s, Pass(0, "zebra-1a", 1))  # 53 + 7 = 60
    assert GAME.is_over(s) and s.scores == [60, 0] and GAME.result(s).winners == [0]
    s = position(["zebra-1a"], ["monkey-3a"], herds=[[FULL_LIONS], [["tiger-1a", "tiger-2a", "tiger-3a"]]])
    s.scores = [55, 60]
    s.step = "pass"
    s = GAME.apply(s, Pass(0, "zebra-1a", 1))
    assert GAME.is_over(s) and s.scores == [62, 62] and GAME.result(s).winners == [0, 1]
    view = GAME.view(s, None)
    assert view.laps == [3, 3] and view.spaces == [2, 2]  # SF-01/SF-02
    s = position(["zebra-1a"], ["monkey-3a"], herds=[[FULL_LIONS], []])
    s.scores = [52, 0]
    s.step = "pass"
    s = GAME.apply(s, Pass(0, "zebra-1a", 1))
    assert not GAME.is_over(s) and s.scores == [59, 0] and s.hand_number == 2


def test_hd_11_the_deal_passes_left_and_everything_is_reshuffled():
    s = GAME.setup(3, 4, {"first_player": 1})
    assert (s.dealer, s.turn) == (0, 1)
    s.herds = [[FULL_LIONS], [], []]
    s.hands[1] = ["zebra-1a"]
    s.step = "pass"
    s = GAME.apply(s, Pass(1, "zebra-1a", 2))  # seat 1 has no full herd: the hand goes on
    assert s.hand_number == 1
    s.turn, s.step, s.hands[0] = 0, "pass", ["monkey-1a"]
    s = GAME.apply(s, Pass(0, "monkey-1a", 1))
    assert s.hand_number == 2 and (s.dealer, s.turn) == (1, 2)
    assert s.herds == [[], [], []] and s.scores == [7, 0, 0]
    assert [len(h) for h in s.hands] == [5, 5, 6] and len(s.grass) == 4 and len(s.deck) == 66 - 19 - 1


def test_step_four_refuses_a_seat_that_is_not_a_number():
    s = position(["lion-2a", "tiger-4a"], ["elephant-6a"])
    s = run(s, Draw(0, "deck"), DoneHerds(0))
    for to in (1.0, True, "1", None):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, Pass(0, "lion-2a", to))
        assert "opponent" in err.value.reason

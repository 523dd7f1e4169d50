"""Audit of Strange Creatures against the rulebook (seeds/000), the refresher (seeds/001) and RULES-DECISIONS §1.

Each test is named after the rule it checks. Trick arithmetic (SC-A1, SC-29, SC-17) is checked on
`resolve` directly; the phases are checked through real moves. Seats: Ivan 0, Karl 1, Loren 2, Jane 3.
"""

import pytest

from rules.strange_creatures import GAME
from rules.strange_creatures.cards import CARDS, STARTING_IDS, sort_key
from rules.strange_creatures.moves import Pass, Play, Remove
from rules.strange_creatures.trick import Played, resolve

from .scenario import IVAN, JANE, KARL, LOREN, all_72_once, buy, pass_, pass_all, refused, remove, start, trick

T = 12  # twelfths per unit


def res(*plays):
    """Resolve a trick given as card ids in play order; ('x-a', copy) for an X, (card, [+3s]) for a group."""
    trick_ = []
    for seat, p in enumerate(plays):
        if isinstance(p, str):
            trick_.append(Played(seat, p))
        elif CARDS[p[0]].kind == "x":
            trick_.append(Played(seat, p[0], (), p[1]))
        else:
            trick_.append(Played(seat, p[0], tuple(p[1])))
    return resolve(trick_)


# ----- SC-A1: the trick winner, branch by branch ---------------------------------------------------
def test_sc_a1_step1_colorless_2_voids_even_with_mega_and_trump():
    r = res("green-9", "mega-a", "trump-a", "colorless-2a", "colorless-2b")
    assert r.winner is None and r.void == 3  # the first colorless 2 leads next


def test_sc_a1_step1_an_x_copying_a_colorless_2_voids_the_trick():
    r = res("green-9", ("x-a", "colorless-2b"), "colorless-2a")
    assert r.winner is None and r.void == 1


def test_sc_a1_step2_first_mega_trump_beats_trumps_and_numbers():
    r = res("trump-a", "green-10", "mega-a", "mega-b")
    assert r.winner == 2 and r.void is None
    assert res("mega-a", ("x-a", "mega-b")).winner == 0  # an X copying a mega is a mega; first played wins
    assert res("trump-a", ("x-a", "mega-b")).winner == 1


def test_sc_a1_step3_first_trump_beats_every_number_card():
    assert res("green-10", "trump-b", "trump-a", ("twelve-a", ["plus3-a"])).winner == 1
    assert res("colorless-3", ("x-a", "trump-c"), "trump-a").winner == 1


def test_sc_a1_step5_only_colorless_and_shapeshifters_highest_value_ties_first():
    r = res("seven-a", "colorless-3", "plus3-a")
    assert r.colors == (None, None, None) and r.winner == 0
    r = res("colorless-3", "twelve-a", "seven-b")  # no color at all: the 12 stays 12
    assert r.values[1] == 12 * T and r.winner == 1
    assert res("seven-a", "seven-b").winner == 0  # tie: first played
    r = res("colorless-3", ("plus3-a", []), ("seven-a", ["plus3-b"]))
    assert r.values == (3 * T, 3 * T, 10 * T) and r.winner == 2


def test_sc_a1_step6_colorless_number_with_the_top_value_ties_to_first_of_led_or_colorless():
    # green 2 led, blue 3 off-suit, colorless 3: top value 3 is held by the colorless 3 -> the first 3 that is
    # green or colorless wins; the off-suit blue 3 never does.
    assert res("green-2", "blue-3", "colorless-3").winner == 2
    # colorless 3 + 3 = 6 played before a green 6: the colorless card is first of the tied led/colorless cards
    assert res("green-1", ("colorless-3", ["plus3-a"]), "green-6").winner == 1
    # green 6 first, then colorless 3 + 3 = 6: tie, the green 6 was first
    assert res("green-6", ("colorless-3", ["plus3-a"])).winner == 0
    # colorless 3 + two +3s = 9 beats an off-suit blue 8 and the green 6 led
    assert res("green-6", "blue-8", ("colorless-3", ["plus3-a", "plus3-b"])).winner == 2


def test_sc_a1_step7_highest_of_the_led_color_ties_first_played():
    # green 4 led, 12 (two colors -> 6, green), green 6 after it: tie -> the 12, played first
    r = res("green-4", "blue-1", "twelve-a", "green-6")
    assert r.values[2] == 6 * T and r.colors[2] == "green" and r.winner == 2
    # an off-suit 10 never wins against the led color
    assert res("green-1", "blue-10", "brown-9").winner == 0


# ----- suit to follow ---------------------------------------------------------------------------------
def test_suit_when_a_colorless_card_or_shapeshifter_leads_is_the_first_color_played():
    r = res("trump-a", "seven-a", "blue-2", "green-9")
    assert r.lead == "blue" and r.colors[1] == "blue" and r.winner == 0
    r = res("colorless-3", ("x-a", "yellow-8"), "blue-9")
    assert r.lead == "yellow" and r.winner == 1  # the X's copied yellow set the suit; the blue 9 is off-suit
    r = res("plus3-a", "brown-2", "brown-1")
    assert r.lead == "brown" and r.colors[0] == "brown" and r.values[0] == 3 * T and r.winner == 0


def test_following_suit_after_a_colorless_lead_in_play():
    hands = [
        ["colorless-3", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "blue-6", "green-3", "green-4"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
    ]
    s = trick(start(hands, first=IVAN), (IVAN, "colorless-3"))
    assert {m.card for m in GAME.legal_moves(s, KARL)} == set(hands[KARL])  # no color yet: anything
    s = trick(s, (KARL, "blue-2"))
    assert [m.card for m in GAME.legal_moves(s, LOREN)] == ["blue-6"]  # blue is now the suit
    err = refused(s, Play(LOREN, "green-1"))
    assert err.rule == "Strange Creatures, 1. Play the trick"
    assert err.reason == ("Blue is the first color played in this trick and you hold a blue card, "
                          "so you must follow suit.")  # not "was led": the colorless 3 was led


def test_sc_10_a_trump_may_be_played_while_no_color_is_set_after_a_shapeshifter_lead():
    hands = [
        ["yellow-5", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-6", "green-3", "green-4"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "seven-a", "trump-a"], first=IVAN)
    s = stage(s, IVAN, ["seven-a", "yellow-1"])
    s = stage(s, KARL, ["trump-a", "blue-1"])
    s = trick(s, (IVAN, "seven-a"))
    assert Play(KARL, "trump-a") in GAME.legal_moves(s, KARL)
    s = trick(s, (KARL, "trump-a"), (LOREN, "green-1"))
    assert s.winner == KARL


def test_an_x_copying_an_off_suit_card_does_not_follow_and_does_not_change_the_suit():
    hands = [
        ["green-5", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["green-1", "blue-1", "blue-2", "blue-3", "blue-4"],
        ["green-2", "brown-1", "brown-2", "brown-3", "brown-4"],
    ]
    s = start(hands, ["blue-10", "yellow-8", "brown-9", "x-a"], first=IVAN)
    s = stage(s, KARL, ["x-a", "green-1", "blue-1"])
    s = trick(s, (IVAN, "green-5"), (KARL, "x-a", (), "blue-10"))
    assert GAME.view(s, None).suit == "green"
    assert [m.card for m in GAME.legal_moves(s, LOREN)] == ["green-2"]


# ----- SC-29: the 12's divisor ---------------------------------------------------------------------
def test_sc_29_twelve_divisor_counts_x_copied_and_off_suit_colors_not_colorless():
    r = res("green-2", ("x-a", "yellow-8"), "twelve-a")
    assert r.values[2] == 6 * T  # green + the X's yellow
    r = res("green-2", "blue-8", "colorless-3", "brown-1", "twelve-a")
    assert r.values[4] == 4 * T  # three colors (colorless does not count)
    r = res("green-2", "blue-8", "yellow-1", "brown-1", "twelve-a")
    assert r.values[4] == 3 * T
    r = res("green-2", "seven-a", "plus3-a", "twelve-a", "trump-a")
    assert r.values[3] == 12 * T  # shapeshifters in the first color add nothing; trumps have no color
    r = res("green-2", "blue-1", ("x-a", "twelve-b"), "twelve-a")
    assert r.values[2] == r.values[3] == 6 * T and r.colors[2] == "green"  # an X copying a 12 is divided too


# ----- SC-17: +3 groups -------------------------------------------------------------------------------
def test_sc_17_plus3_groups_on_7_12_colorless_2_and_colorless_3():
    r = res("green-4", ("seven-a", ["plus3-a"]))
    assert (r.colors[1], r.values[1], r.winner) == ("green", 10 * T, 1)
    r = res("green-2", "blue-8", ("twelve-a", ["plus3-a", "plus3-b"]))
    assert r.values[2] == 12 * T  # 12 / 2 = 6, then + 3 + 3
    r = res("green-9", ("colorless-2a", ["plus3-a"]))
    assert r.void == 1 and r.values[1] == 5 * T  # still voids; worth 5 for the lowest card
    r = res("green-5", ("colorless-3", ["plus3-a"]))
    assert r.colors[1] is None and r.values[1] == 6 * T and r.winner == 1


def test_sc_17_lowest_card_uses_the_value_after_plus3():
    hands = [
        ["green-1", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["green-3", "blue-1", "blue-3", "blue-4", "blue-5"],
        ["blue-2", "brown-1", "brown-2", "brown-3", "brown-4"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "plus3-a"], first=IVAN)
    s = stage(s, IVAN, ["green-1", "plus3-a", "yellow-1"])
    s = trick(s, (IVAN, "green-1", ["plus3-a"]), (KARL, "green-3"), (LOREN, "blue-2"))
    assert s.winner == IVAN and s.lowest == [LOREN]  # 1 + 3 = 4 is not the lowest; the blue 2 is


def test_sc_17_lone_plus3_is_a_3_in_the_first_color_even_when_it_leads():
    r = res("plus3-a", "trump-a", "yellow-2")
    assert r.colors[0] == "yellow" and r.values[0] == 3 * T and r.winner == 1


def test_sc_17_plus3_only_on_number_cards_and_must_follow_with_the_number_card():
    hands = [
        ["green-5", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["green-1", "blue-1", "blue-2", "blue-3", "blue-4"],
        ["green-2", "brown-1", "brown-2", "brown-3", "brown-4"],
    ]
    s = start(hands, ["blue-10", "yellow-8", "brown-9", "plus3-a", "seven-a", "trump-a"], first=IVAN)
    s = stage(s, KARL, ["green-1", "blue-1", "plus3-a", "seven-a", "trump-a"])
    s = trick(s, (IVAN, "green-5"))
    legal = GAME.legal_moves(s, KARL)
    assert Play(KARL, "seven-a", ("plus3-a",)) in legal and Play(KARL, "green-1", ("plus3-a",)) in legal
    assert Play(KARL, "blue-1", ("plus3-a",)) not in legal
    err = refused(s, Play(KARL, "blue-1", ("plus3-a",)))
    assert "follow suit" in err.reason
    err = refused(s, Play(KARL, "trump-a", ("plus3-a",)))
    assert err.rule == "Strange Creatures, Shapeshifters" and "number card" in err.reason


# ----- X copying each kind of card -------------------------------------------------------------------
def test_x_copying_a_7_12_or_plus3_acts_like_that_shapeshifter():
    r = res("blue-2", ("x-a", "seven-a"))
    assert (r.colors[1], r.values[1], r.winner) == ("blue", 7 * T, 1)
    r = res("blue-2", "green-1", ("x-a", "twelve-a"))
    assert (r.colors[2], r.values[2]) == ("blue", 6 * T)
    r = res(("x-a", "plus3-a"), "brown-2")
    assert (r.colors[0], r.values[0], r.winner) == ("brown", 3 * T, 0)


def _x_trick(copy: str, display_rest: list[str]):
    """Karl's X copies `copy` in a trick Ivan wins with a yellow 6 (Karl is never the winner)."""
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-5", "blue-1", "blue-2", "blue-3", "blue-4"],
        ["yellow-5", "brown-1", "brown-2", "brown-3", "brown-4"],
    ]
    s = start(hands, [copy, *display_rest, "x-a"], first=IVAN)
    s = stage(s, KARL, ["x-a", "blue-1", "blue-2", "blue-3", "blue-4"])
    return trick(s, (IVAN, "yellow-6"), (KARL, "x-a", (), copy), (LOREN, "yellow-5"))


@pytest.mark.parametrize(("copy", "coins", "stamps"), [
    ("green-0", 3, [1]), ("green-8", 3, []), ("green-9", 2, [2]), ("green-10", 3, []),
    ("colorless-2a", 4, []), ("green-2.5", 2, []), ("plus3-a", 2, []),
])
def test_sc_15_x_takes_the_copied_effect(copy, coins, stamps):
    s = _x_trick(copy, ["blue-10", "yellow-8"])
    assert s.coins[KARL] == coins and s.stamps[KARL] == stamps


def test_sc_15_x_copying_a_colorless_2_voids_and_leads_next():
    s = _x_trick("colorless-2a", ["blue-10", "yellow-8"])
    assert s.winner is None and s.reference == KARL and not any(e.kind == "trick_won" for e in s.log)
    assert [e.data["reason"] for e in s.log if e.kind == "stamp"] == ["yellow-6", "yellow-5"]  # effects only
    s = pass_all(s)
    assert s.leader == KARL and s.turn == KARL


def test_sc_15_x_copying_trump_or_mega_wins_like_one():
    s = _x_trick("trump-a", ["blue-10", "yellow-8"])
    assert s.winner == KARL and s.stamps[KARL] == [1]
    s = _x_trick("mega-a", ["blue-10", "yellow-8"])
    assert s.winner == KARL


def test_sc_15_x_copying_3_33_removes_the_x_for_3_coins_and_4_25_any_card_for_a_stamp():
    s = _x_trick("green-3.33", ["blue-10", "yellow-8"])
    s = pass_all_buys(s)
    assert s.phase == "remove" and GAME.legal_moves(s, KARL) == [Remove(KARL, "x-a"), Pass(KARL)]
    s = remove(s, KARL, "x-a")
    assert s.coins[KARL] == 5 and "x-a" in s.removed_public and all_72_once(s)
    s = _x_trick("green-4.25", ["blue-10", "yellow-8"])
    s = pass_all_buys(s)
    s = remove(s, KARL, "blue-3")
    assert s.stamps[KARL] == [1] and s.coins[KARL] == 2 and "blue-3" in s.removed_hidden[KARL]
    assert "x-a" in s.discards[KARL]


def test_sc_25_x_copying_a_2_5_scores_no_bonus_but_an_owned_2_5_does():
    s = _x_trick("green-2.5", ["blue-10", "yellow-8"])
    s = GAME.clone(s)
    s.round = 4
    for p in range(3):  # everyone's hand is empty: round 4 (and the game) ends after this trick
        s.discards[p].extend(s.hands[p])
        s.hands[p] = []
    s = pass_all(s)
    assert s.phase == "over"
    rows = {f.seat: f for f in s.final}
    assert rows[KARL].bonus_cards == 0 and rows[KARL].points == 0


# ----- Phase 3 order ---------------------------------------------------------------------------------
def test_sc_18_lowest_tie_winner_at_distance_0_then_clockwise_wrapping():
    hands = [
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
        ["green-5", "green-1", "green-2", "green-3", "green-4"],
        ["yellow-1", "yellow-2", "yellow-3", "yellow-4", "yellow-5"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "brown-8", "blue-9"], first=LOREN)
    s = trick(s, (LOREN, "yellow-1"), (JANE, "blue-1"), (IVAN, "brown-1"), (KARL, "green-5"))
    assert s.winner == LOREN and s.lowest == [LOREN, JANE, IVAN]
    assert s.turn == LOREN
    s = buy(s, LOREN, "yellow-8")
    assert s.display == ["brown-8", "blue-8", "green-8"] and s.turn == JANE
    s = buy(s, JANE, "blue-8")
    assert s.turn == IVAN


def test_sc_20_five_coin_wave_clockwise_from_winner_without_lowest_players_one_buy_each():
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["yellow-5", "blue-1", "blue-2", "blue-3", "blue-4"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
        ["brown-2", "brown-1", "brown-3", "brown-4", "brown-5"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "brown-8", "blue-9", "green-9"], first=KARL)
    s = GAME.clone(s)
    s.coins = [5, 6, 7, 9]
    s = trick(s, (KARL, "yellow-5"), (LOREN, "green-1"), (JANE, "brown-2"), (IVAN, "yellow-6"))
    # Ivan wins (yellow 6); Loren's green 1 is the lowest. Coins after effects: Karl 6 (a stamp), Loren 7+2, Jane 9+2.
    assert s.winner == IVAN and s.lowest == [LOREN] and s.coins == [5, 6, 9, 11]
    s = buy(s, LOREN, "yellow-8")
    assert s.buy_stage == "wave" and s.queue == [IVAN, KARL, JANE]  # Loren (lowest) is left out
    assert s.turn == IVAN
    s = buy(s, IVAN, "brown-8")
    s = pass_(s, KARL)
    s = buy(s, JANE, "green-8")
    assert s.phase == "play" and s.turn == IVAN  # nobody buys twice
    assert [len(h) for h in s.hands] == [5, 4, 5, 5]


def test_sc_21_empty_draw_pile_leaves_the_slot_empty_and_others_still_buy():
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
    ]
    s = GAME.clone(start(hands, ["yellow-8", "blue-8", "green-8", "brown-8"], first=IVAN))
    s.box.extend(s.draw[1:])  # only the brown 8 is left in the draw pile
    s.draw = s.draw[:1]
    s.coins = [2, 5, 2]
    s = trick(s, (IVAN, "yellow-6"), (KARL, "blue-2"), (LOREN, "green-1"))
    s = buy(s, LOREN, "yellow-8")
    assert s.display == ["brown-8", "blue-8", "green-8"] and s.draw == []
    s = buy(s, KARL, "blue-8")
    assert s.display == ["brown-8", None, "green-8"]
    assert GAME.view(s, None).display == ["brown-8", None, "green-8"]


# ----- SC-09: end of Phase 3 -------------------------------------------------------------------------
def test_sc_09_removals_clockwise_from_the_winner_then_expert_then_round_end():
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "blue-4.25", "brown-3.33", "green-4.25"],
              first=KARL, expert=True)
    s = stage(s, IVAN, ["yellow-6", "green-4.25"])
    s = stage(s, KARL, ["yellow-5"], discard=["blue-1"])
    s = stage(s, LOREN, ["blue-4.25"], discard=["green-1"])
    s = stage(s, JANE, ["brown-3.33", "brown-1"])
    s = GAME.clone(s)
    s.coins = [2, 2, 2, 4]
    s = trick(s, (KARL, "yellow-5"), (LOREN, "blue-4.25"), (JANE, "brown-3.33"), (IVAN, "yellow-6"))
    assert s.winner == IVAN and s.lowest == [JANE]  # 3⅓ < 4¼
    s = pass_(s, JANE)  # Jane passes her purchase; nobody has 5 coins
    assert s.phase == "remove" and s.queue == [LOREN, JANE]  # clockwise from Ivan; Ivan won (no effect)
    assert s.coins[JANE] == 4  # the 3⅓ pays only when removed
    s = remove(s, LOREN, "blue-4.25")
    assert s.stamps[LOREN] == [1]
    s = remove(s, JANE, "brown-3.33")
    assert s.coins[JANE] == 7
    # expert: only Jane has 5 coins now (the 3⅓ reward came first); Karl and Loren have empty hands
    assert s.phase == "expert" and s.queue == [JANE] and s.round == 1
    s = remove(s, JANE, "brown-1")
    assert s.coins[JANE] == 2
    # Jane's hand is now empty too; Karl's and Loren's were already: the round ends after all removals
    assert s.round == 2 and s.leader == IVAN and s.turn == IVAN
    assert all_72_once(s)


def test_round_end_is_checked_after_a_4_25_removal_from_hand():
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "blue-4.25"], first=IVAN)
    s = stage(s, IVAN, ["yellow-6", "yellow-1"])
    s = stage(s, KARL, ["blue-4.25", "blue-1"])
    s = stage(s, LOREN, ["green-1", "green-2"])
    s = trick(s, (IVAN, "yellow-6"), (KARL, "blue-4.25"), (LOREN, "green-1"))
    s = pass_(s, LOREN)
    assert s.phase == "remove" and s.turn == KARL
    s = remove(s, KARL, "blue-1")  # his last hand card
    assert s.round == 2 and s.leader == IVAN


def test_sc_24_a_void_last_trick_gives_the_colorless_2_player_the_next_round_lead():
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "colorless-2a"], first=IVAN)
    s = stage(s, IVAN, ["yellow-6"])
    s = stage(s, KARL, ["blue-5"])
    s = stage(s, LOREN, ["colorless-2a"])
    s = pass_all(trick(s, (IVAN, "yellow-6"), (KARL, "blue-5"), (LOREN, "colorless-2a")))
    assert s.round == 2 and s.leader == LOREN and s.turn == LOREN
    start_event = [e for e in s.log if e.kind == "round_start"][-1]
    assert start_event.data == {"round": 2, "stamp_value": 2, "leader": LOREN}


# ----- SC-25 / SC-26: final scoring --------------------------------------------------------------------
def _last_trick(coins, stamps, own):
    """Round 4, one card each (Ivan wins with a yellow 6); `own` = extra cards in each discard pile."""
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "yellow-2.5", "blue-2.5", "x-a"], first=IVAN)
    s = stage(s, IVAN, ["yellow-6"], discard=own[0])
    s = stage(s, KARL, ["blue-5"], discard=own[1])
    s = stage(s, LOREN, ["green-5"], discard=own[2])
    s = GAME.clone(s)
    s.round, s.coins, s.stamps = 4, list(coins), [list(x) for x in stamps]
    return pass_all(trick(s, (IVAN, "yellow-6"), (KARL, "blue-5"), (LOREN, "green-5")))


def test_sc_25_and_sc_26_owned_2_5_bonus_then_coins_break_the_tie():
    s = _last_trick([3, 6, 1], [[], [5], [4]], [[], ["yellow-2.5"], ["blue-2.5", "x-a"]])
    # Ivan 4 (round-4 stamp); Karl 5 + 1 (blue 5 stamp) + 5 = 11; Loren 4 + 1 + 5 = 10
    assert s.phase == "over" and [f.points for f in s.final] == [4, 11, 10]
    assert [f.bonus_cards for f in s.final] == [0, 1, 1] and GAME.result(s).winners == [KARL]
    s = _last_trick([3, 6, 7], [[], [5], [5]], [[], ["yellow-2.5"], ["blue-2.5"]])
    assert [f.points for f in s.final] == [4, 11, 11] and GAME.result(s).winners == [LOREN]  # 7 coins > 6


def test_sc_26_shared_win_after_the_coin_tie_break():
    s = _last_trick([3, 6, 6], [[], [5], [5]], [[], ["yellow-2.5"], ["blue-2.5"]])
    assert GAME.result(s).winners == [KARL, LOREN]
    assert [f.winner for f in s.final] == [False, True, True]


def test_sc_25_a_removed_2_5_scores_nothing():
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "blue-4.25", "blue-2.5"], first=IVAN)
    s = stage(s, IVAN, ["yellow-6"])
    s = stage(s, KARL, ["blue-4.25"], discard=["blue-2.5"])
    s = stage(s, LOREN, ["green-5"])
    s = GAME.clone(s)
    s.round = 4
    s = trick(s, (IVAN, "yellow-6"), (KARL, "blue-4.25"), (LOREN, "green-5"))
    s = pass_all_buys(s)
    s = remove(s, KARL, "blue-2.5")
    assert s.phase == "over" and s.final[KARL].bonus_cards == 0 and s.final[KARL].points == 1


# ----- helpers ---------------------------------------------------------------------------------------
def pass_all_buys(s):
    while s.phase == "buy":
        s = pass_(s, s.turn)
    return s


def stage(s, seat: int, hand: list[str], discard: list[str] = ()):
    """Test fixture: give `seat` exactly `hand` (and `discard`) as if earlier tricks had happened. Cards come from
    the draw pile or the box; the seat's old cards go back (Starting cards to the box, others under the pile)."""
    s = GAME.clone(s)
    wanted = list(hand) + list(discard)
    old = s.hands[seat] + s.discards[seat]
    s.hands[seat], s.discards[seat] = [], []
    for c in old:
        if c not in wanted:
            (s.box if c in STARTING_IDS else s.draw).append(c)
    for c in wanted:
        if c in old:
            continue
        zone = next(z for z in (s.draw, s.box, *s.hands, *s.discards) if c in z)
        zone.remove(c)
    s.hands[seat] = sorted(hand, key=sort_key)
    s.discards[seat] = list(discard)
    assert all_72_once(s)
    return s


def test_the_stage_fixture_keeps_every_card_once():
    s = start([["yellow-1", "yellow-2", "yellow-3", "yellow-4", "yellow-5"],
               ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
               ["green-1", "green-2", "green-3", "green-4", "green-5"]], first=IVAN)
    s = stage(s, KARL, ["green-9", "yellow-6"], discard=["blue-1"])
    assert s.hands[KARL] == ["yellow-6", "green-9"] and s.discards[KARL] == ["blue-1"]


# ----- determinize keeps what the seat watched (D11) ----------------------------------------------------
def _watched_cards(s, seat_q):
    """Cards the whole table saw `seat_q` buy or play (they stay with that seat unless removed in public)."""
    out = set()
    for e in s.log:
        if e.to is None and e.data.get("seat") == seat_q and e.kind in ("card_bought", "card_played"):
            out.add(e.data["card"])
            out.update(e.data.get("plus", []))
    return out - set(s.removed_public)


def _shown_cards(s):
    return {c for e in s.log if e.kind in ("display_revealed", "display_refilled")
            for c in (e.data["cards"] if "cards" in e.data else [e.data["card"]]) if c}


@pytest.mark.parametrize(("players", "seed", "expert"), [(3, 21, True), (4, 22, False), (5, 23, True)])
def test_d11_determinize_keeps_bought_and_played_cards_with_their_owner_and_the_known_draw_bottom(
        players, seed, expert):
    from .test_invariants import random_game

    states = random_game(players, seed, expert)
    for s in states[::7]:
        shown = _shown_cards(s)
        for seat in (None, *range(players)):
            d = GAME.determinize(GAME.view(s, seat), seed)
            assert GAME.view(d, seat) == GAME.view(s, seat) and all_72_once(d)
            for q in range(players):
                if q == seat:
                    continue
                w = _watched_cards(s, q)
                owned = lambda st, q=q, w=w: sorted(  # noqa: E731
                    c for c in st.hands[q] + st.discards[q] + st.removed_hidden[q] if c in w)
                assert owned(d) == owned(s)
                if not s.removed_hidden[q]:
                    assert d.discards[q] == s.discards[q]
                    assert sorted(c for c in d.hands[q] if c in w) == sorted(c for c in s.hands[q] if c in w)
            for i, c in enumerate(s.draw):
                if c in shown:
                    assert d.draw[i] == c


def test_d11_determinize_still_re_deals_what_nobody_saw():
    s = GAME.setup(4, 5, {})
    deals = {tuple(GAME.determinize(GAME.view(s, IVAN), k).hands[KARL]) for k in range(6)}
    assert len(deals) > 1
    assert all(GAME.determinize(GAME.view(s, IVAN), k).hands[IVAN] == s.hands[IVAN] for k in range(3))


def test_d11_determinize_with_a_shortened_event_log_still_gives_a_consistent_state():
    from .test_invariants import random_game

    s = random_game(4, 31, True)[60]
    view = GAME.view(s, KARL)
    short = view.model_copy(update={"events": view.events[len(view.events) // 2:]})
    d = GAME.determinize(short, 1)
    assert all_72_once(d) and d.hands[KARL] == s.hands[KARL]


def test_sc_11_trumps_are_never_the_lowest_card_and_without_values_only_the_wave_buys():
    hands = [
        ["yellow-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "trump-a", "mega-a", "trump-b", "green-9"], first=IVAN)
    s = stage(s, IVAN, ["trump-a", "yellow-1"])
    s = stage(s, KARL, ["mega-a", "blue-1"])
    s = stage(s, LOREN, ["trump-b", "green-9"])
    s = GAME.clone(s)
    s.coins = [5, 2, 6]
    t = trick(s, (IVAN, "trump-a"), (KARL, "mega-a"), (LOREN, "trump-b"))
    assert t.winner == KARL and t.lowest == []
    assert t.buy_stage == "wave" and t.queue == [LOREN, IVAN] and t.turn == LOREN  # clockwise from Karl
    t = trick(s, (IVAN, "trump-a"), (KARL, "blue-1"), (LOREN, "green-9"))
    assert t.winner == IVAN and t.lowest == [KARL]

"""The 13 "Leicht vergessen" items of the German refresher (seeds/001), one test each, with its numbers."""

import pytest

from rules.strange_creatures import GAME
from rules.strange_creatures.moves import Buy, Pass, Play, Remove

from .scenario import IVAN, JANE, KARL, LOREN, buy, give, pass_, pass_all, refused, remove, start, trick
from .test_examples import BOOK_DISPLAY, BOOK_HANDS, book_trick, stamps_in_round

ONE_COLOR_EACH = [
    ["yellow-1", "yellow-2", "yellow-3", "yellow-4", "yellow-5"],
    ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
    ["green-1", "green-2", "green-3", "green-4", "green-5"],
    ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
]
CHEAP_DISPLAY = ["yellow-8", "blue-8", "green-8", "brown-8", "yellow-9", "blue-9", "green-9", "brown-9"]


def first_legal_trick(s):
    for _ in range(s.players):
        s = GAME.apply(s, GAME.legal_moves(s, s.turn)[0])
    return s


def test_item_01_the_winner_gets_no_card_effect():
    """001 item 1: Ivan wins with a yellow 1 (effect: 2 coins) -> only the 1-point stamp, still 2 coins."""
    s = start(ONE_COLOR_EACH, CHEAP_DISPLAY, first=IVAN)
    s = trick(s, (IVAN, "yellow-1"), (KARL, "blue-5"), (LOREN, "green-3"), (JANE, "brown-2"))
    assert s.winner == IVAN
    assert s.stamps[IVAN] == [1] and s.coins[IVAN] == 2
    assert s.stamps[KARL] == [1] and s.coins[KARL] == 2  # Starting 5: a 1-point stamp
    assert s.coins[LOREN] == 3 and s.coins[JANE] == 4  # green 3: 1 coin; brown 2: 2 coins


@pytest.mark.parametrize("round_no", [3, 4])
def test_item_02_effect_stamps_do_not_grow(round_no):
    """001 item 2: in round 3 (and 4) the trick is worth 3 (4), but a 9's stamp is still worth 2, not 3 (4),
    and a Starting 5's stamp still 1."""
    t, gained, five_seat = stamps_in_round(round_no)
    assert gained[t.winner] == [round_no]
    assert gained[LOREN] == [2]
    assert gained[five_seat] == [1]


def test_item_03_round_ends_only_after_phase_3():
    """001 item 3: everyone plays their 5th card; the lowest player buys (hand 1 again) but the others
    still have empty hands, so the round ends after Phase 3; the bought card stays: hand 5 + 1."""
    hands = ONE_COLOR_EACH[:3]
    s = start(hands, CHEAP_DISPLAY, first=IVAN)
    for _ in range(4):
        s = pass_all(first_legal_trick(s))
    assert [len(h) for h in s.hands] == [1, 1, 1] and s.round == 1
    s = first_legal_trick(s)
    assert [len(h) for h in s.hands] == [0, 0, 0] and s.round == 1 and s.phase == "buy"
    buyer = s.turn
    assert buyer == s.lowest[0]
    s = buy(s, buyer, s.display[0])
    while s.phase != "play":
        s = pass_(s, s.turn)
    assert s.round == 2
    assert sorted(len(h) for h in s.hands) == [5, 5, 6] and len(s.hands[buyer]) == 6


def test_item_04_others_with_5_coins_buy_at_the_printed_cost():
    """001 item 4: after the lowest card, Karl with 6 coins buys the brown 9 for 3 (not 5); Loren, the
    lowest card, is not asked again although she also has 6."""
    hands = [
        ["yellow-2", "yellow-3", "yellow-4", "yellow-5", "yellow-6"],
        ["blue-2", "green-2", "blue-3", "green-3", "brown-6"],
        ["blue-1", "green-1", "blue-4", "green-4", "brown-1"],
        ["brown-3", "brown-4", "brown-5", "blue-5", "green-5"],
    ]
    s = start(hands, ["brown-9", "yellow-8", "blue-10"], first=IVAN)
    s = trick(s, (IVAN, "yellow-6"), (KARL, "blue-2"), (LOREN, "blue-1"), (JANE, "brown-3"))
    assert s.coins == [2, 4, 4, 3] and s.turn == LOREN
    s = pass_(s, LOREN)
    assert s.phase == "play"  # nobody had 5 coins
    s = trick(s, (IVAN, "yellow-5"), (KARL, "green-2"), (LOREN, "green-1"), (JANE, "brown-4"))
    assert s.coins == [2, 6, 6, 4] and s.turn == LOREN
    s = pass_(s, LOREN)
    assert s.buy_stage == "wave" and s.turn == KARL and s.queue == [KARL]
    s = buy(s, KARL, "brown-9")
    assert s.coins[KARL] == 3 and "brown-9" in s.hands[KARL]
    assert s.phase == "play"


def test_item_05_bought_creatures_go_straight_to_hand():
    """001 item 5: Loren's brown 9 is playable in the very next trick (and wins it); the display was refilled."""
    s = buy(book_trick(), LOREN, "brown-9")
    assert s.display == ["yellow-8", "green-0", "blue-10"]
    s = trick(s, (JANE, "brown-4"), (IVAN, "brown-1"), (KARL, "brown-2"), (LOREN, "brown-9"))
    assert s.winner == LOREN
    assert s.stamps[LOREN] == [1]


def test_item_06_lowest_card_counts_across_all_colors():
    """001 item 6: yellow led; Loren's off-suit blue 1 is the lowest card, below Jane's yellow 3."""
    hands = [
        ["yellow-5", "green-1", "green-2", "green-3", "green-4"],
        ["yellow-6", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["blue-1", "brown-1", "brown-2", "brown-3", "brown-4"],
        ["yellow-3", "yellow-1", "yellow-2", "yellow-4", "brown-5"],
    ]
    s = start(hands, CHEAP_DISPLAY, first=IVAN)
    s = trick(s, (IVAN, "yellow-5"), (KARL, "yellow-6"), (LOREN, "blue-1"), (JANE, "yellow-3"))
    assert s.winner == KARL and s.lowest == [LOREN] and s.turn == LOREN


def test_item_07_colorless_cards_and_trumps_only_without_the_color():
    """001 item 7: Karl holds green, so his trump and colorless 3 are refused on a green lead; Loren, with no
    green, plays her trump and wins over a green 9; a colorless 3 wins when it is the highest value."""
    hands = [
        ["green-1", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["green-2", "colorless-3", "blue-1", "blue-2", "blue-3"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
    ]
    s = start(hands, first=IVAN)
    s = give(s, IVAN, ["green-9"], ["yellow-4"])
    s = give(s, KARL, ["trump-a"], ["blue-3"])
    s = give(s, LOREN, ["trump-b"], ["brown-5"])
    t = trick(s, (IVAN, "green-9"))
    for card in ("trump-a", "colorless-3"):
        err = refused(t, Play(KARL, card))
        assert err.rule == "Strange Creatures, Colorless Cards" and "green" in err.reason
    t = trick(t, (KARL, "green-2"), (LOREN, "trump-b"))
    assert t.winner == LOREN
    # Green 1 led, blue 2 off-suit, colorless 3: the 3 is the highest value in the trick and wins.
    hands[KARL] = ["blue-2", "colorless-3", "blue-1", "blue-3", "blue-4"]
    hands[LOREN] = ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"]
    t = start(hands, first=IVAN)
    t = trick(t, (IVAN, "green-1"), (KARL, "colorless-3"), (LOREN, "brown-2"))
    assert t.winner == KARL


def test_item_08_shapeshifters_can_always_be_played():
    """001 item 8: Karl may play his 7 on a green lead although he holds green (it is a green 7 and wins);
    a trick led by a 7 takes the first color played as the suit."""
    hands = [
        ["green-5", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["green-1", "green-2", "blue-1", "blue-2", "blue-3"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
        ["blue-4", "blue-5", "yellow-5", "green-3", "green-4"],
    ]
    s = give(start(hands, first=IVAN), KARL, ["seven-a"], ["blue-3"])
    t = trick(s, (IVAN, "green-5"), (KARL, "seven-a"), (LOREN, "brown-1"), (JANE, "green-4"))
    seven = GAME.view(t, None).trick[1]
    assert (seven.color, seven.value) == ("green", "7") and t.winner == KARL

    s = give(start(hands, first=KARL), KARL, ["seven-a"], ["blue-3"])
    t = trick(s, (KARL, "seven-a"))
    assert GAME.view(t, None).suit is None
    t = trick(t, (LOREN, "brown-1"))  # anything goes until a color is played; now brown is the suit
    assert GAME.view(t, None).suit == "brown"
    t = trick(t, (JANE, "blue-4"))  # Jane holds no brown
    t = trick(t, (IVAN, "yellow-1"))
    seven = GAME.view(t, None).trick[0]
    assert (seven.color, seven.value) == ("brown", "7") and t.winner == KARL


def test_item_09_the_12_is_divided():
    """001 item 9: two colors -> 6 (a yellow 6 beats the yellow 4 led); four colors -> 3 (loses to a yellow 5)."""
    three = [
        ["yellow-4", "yellow-1", "yellow-2", "yellow-3", "green-1"],
        ["blue-5", "blue-1", "blue-2", "blue-3", "blue-4"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
    ]
    s = give(start(three, first=IVAN), LOREN, ["twelve-a"], ["brown-5"])
    s = trick(s, (IVAN, "yellow-4"), (KARL, "blue-5"), (LOREN, "twelve-a"))
    twelve = GAME.view(s, None).trick[2]
    assert (twelve.color, twelve.value) == ("yellow", "6") and s.winner == LOREN

    five = [
        ["yellow-6", "blue-6", "green-6", "brown-6", "colorless-3"],
        ["yellow-5", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
    ]
    s = give(start(five, first=0), 0, ["twelve-a"], ["colorless-3"])
    s = trick(s, (0, "twelve-a"), (1, "yellow-5"), (2, "blue-2"), (3, "green-2"), (4, "brown-2"))
    twelve = GAME.view(s, None).trick[0]
    assert (twelve.color, twelve.value) == ("yellow", "3") and s.winner == 1

    # Only one color in the trick (or none at all): the 12 stays 12.
    one = [["yellow-4", "yellow-1", "yellow-2", "yellow-3", "green-1"],
           ["yellow-5", "blue-1", "blue-2", "blue-3", "blue-4"],
           ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"]]
    s = give(start(one, first=IVAN), LOREN, ["twelve-a"], ["brown-5"])
    s = trick(s, (IVAN, "yellow-4"), (KARL, "yellow-5"), (LOREN, "twelve-a"))
    assert [GAME.view(s, None).trick[2].value, s.winner] == ["12", LOREN]
    s = give(start(one, first=IVAN), IVAN, ["twelve-a"], ["yellow-4"])
    s = give(s, KARL, ["trump-a"], ["yellow-5"])
    s = give(s, LOREN, ["seven-a"], ["brown-5"])
    s = trick(s, (IVAN, "twelve-a"), (KARL, "trump-a"), (LOREN, "seven-a"))
    twelve = GAME.view(s, None).trick[0]
    assert (twelve.color, twelve.value) == (None, "12")


def test_item_10_plus3_only_with_number_cards_and_after_dividing():
    """001 item 10: no +3 on a trump or an X; two +3s on a green 4 make 10; 12 with three colors is 4, + 3 = 7;
    a lone +3 is a 3 in the color led."""
    hands = [
        ["yellow-1", "yellow-2", "yellow-3", "yellow-4", "yellow-5"],
        ["green-4", "blue-1", "blue-2", "blue-3", "blue-4"],
        ["green-1", "green-2", "green-3", "green-5", "brown-1"],
        ["brown-2", "brown-3", "brown-4", "brown-5", "blue-5"],
    ]
    s = start(hands, first=KARL)
    s = give(s, KARL, ["plus3-a", "plus3-b", "trump-a", "x-a"], ["blue-1", "blue-2", "blue-3", "blue-4"])
    for card in ("trump-a", "x-a"):
        err = refused(s, Play(KARL, card, ("plus3-a",), "yellow-8" if card == "x-a" else None))
        assert err.rule == "Strange Creatures, Shapeshifters" and "number card" in err.reason
    t = trick(s, (KARL, "green-4", ["plus3-a", "plus3-b"]), (LOREN, "green-5"), (JANE, "brown-2"),
              (IVAN, "yellow-1"))
    group = GAME.view(t, None).trick[0]
    assert (group.color, group.value) == ("green", "10") and t.winner == KARL

    s = give(start(ONE_COLOR_EACH, first=IVAN), JANE, ["twelve-a", "plus3-a"], ["brown-4", "brown-5"])
    t = trick(s, (IVAN, "yellow-1"), (KARL, "blue-1"), (LOREN, "green-1"), (JANE, "twelve-a", ["plus3-a"]))
    group = GAME.view(t, None).trick[3]
    assert (group.color, group.value) == ("yellow", "7") and t.winner == JANE

    s = give(start(ONE_COLOR_EACH, first=IVAN), KARL, ["plus3-a"], ["blue-5"])
    t = trick(s, (IVAN, "yellow-2"), (KARL, "plus3-a"), (LOREN, "green-1"), (JANE, "brown-1"))
    lone = GAME.view(t, None).trick[1]
    assert (lone.color, lone.value) == ("yellow", "3") and t.winner == KARL


def test_item_11_the_x_copies_for_one_trick():
    """001 item 11: Karl's X copies the brown 9 without following green (2-point stamp, the 9 stays in the
    display); Loren's X copies the green 3⅓, she buys that very 3⅓, and removing the effect removes her X."""
    hands = [
        ["green-5", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["green-1", "blue-1", "blue-2", "blue-3", "blue-4"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "green-2"],
        ["green-6", "blue-5", "blue-6", "brown-5", "brown-6"],
    ]
    s = start(hands, ["brown-9", "green-3.33", "blue-10", "yellow-8"], first=IVAN)
    s = give(s, KARL, ["x-a"], ["blue-4"])
    s = give(s, LOREN, ["x-b"], ["brown-4"])
    s = trick(s, (IVAN, "green-5"), (KARL, "x-a", (), "brown-9"), (LOREN, "x-b", (), "green-3.33"),
              (JANE, "green-6"))
    v = GAME.view(s, None)
    assert [(p.copies, p.color, p.value) for p in v.trick[1:3]] == [("brown-9", "brown", "9"),
                                                                 ("green-3.33", "green", "3⅓")]
    assert s.winner == JANE and s.stamps[KARL] == [2] and "brown-9" in s.display
    assert s.lowest == [LOREN]
    s = buy(s, LOREN, "green-3.33")
    assert s.coins[LOREN] == 0 and s.phase == "remove" and s.turn == LOREN
    assert GAME.legal_moves(s, LOREN) == [Remove(LOREN, "x-b"), Pass(LOREN)]
    s = remove(s, LOREN, "x-b")
    assert s.coins[LOREN] == 3 and "x-b" in s.removed_public
    assert "x-a" in s.discards[KARL] and "x-b" not in s.discards[LOREN] and "green-3.33" in s.hands[LOREN]


def test_item_12_removals_come_at_the_end_of_phase_3():
    """001 item 12: Loren's 3⅓ coins arrive after buying (2 coins: the brown 9 for 3 is out of reach; then
    +3 -> 5); Karl's 4¼ may take a hand card, a discard card or itself, and removing it leaves his +3."""
    hands = [
        ["green-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
        ["green-5", "green-1", "blue-6", "brown-6", "green-2"],
    ]
    s = start(hands, ["brown-9", "yellow-8", "blue-10"], first=IVAN)
    s = give(s, KARL, ["blue-4.25", "plus3-a"], ["blue-4", "blue-5"])
    s = give(s, LOREN, ["green-3.33"], ["brown-4"])
    s = trick(s, (IVAN, "yellow-4"), (KARL, "blue-3"), (LOREN, "brown-5"), (JANE, "blue-6"))
    s = pass_(s, KARL)  # lowest card (3 coins), buys nothing
    assert s.phase == "play" and s.turn == IVAN and s.discards[KARL] == ["blue-3"] and s.coins[LOREN] == 2
    s = trick(s, (IVAN, "green-6"), (KARL, "blue-4.25", ["plus3-a"]), (LOREN, "green-3.33"), (JANE, "green-5"))
    assert s.winner == IVAN and s.lowest == [LOREN] and s.coins[LOREN] == 2
    assert [m.card for m in GAME.legal_moves(s, LOREN) if isinstance(m, Buy)] == ["yellow-8"]
    s = pass_(s, LOREN)
    assert s.phase == "remove" and s.queue == [KARL, LOREN]  # clockwise from the winner, Ivan
    offered = {m.card for m in GAME.legal_moves(s, KARL) if isinstance(m, Remove)}
    assert offered == {"blue-1", "blue-2", "blue-3", "blue-4.25"}  # hand, discard pile, the 4¼; never the +3
    s = remove(s, KARL, "blue-4.25")
    assert s.stamps[KARL] == [1]
    s = remove(s, LOREN, "green-3.33")
    assert s.coins[LOREN] == 5
    assert s.discards[KARL] == ["blue-3", "plus3-a"] and s.discards[LOREN] == ["brown-5"]
    assert s.removed_public == ["blue-4.25", "green-3.33"]


def test_item_13_the_whole_deck_returns_every_round():
    """001 item 13: at round end every discard pile goes back to hand (keeping hand cards) and all 3 display
    cards go under the draw pile while 3 new ones are revealed."""
    s = start(BOOK_HANDS, BOOK_DISPLAY + ["yellow-10", "blue-9", "green-10"], first=IVAN)
    s = trick(s, (IVAN, "green-3"), (KARL, "green-4"), (LOREN, "blue-2"), (JANE, "green-5"))
    s = buy(s, LOREN, "brown-9")
    owned = [sorted(h + d) for h, d in zip(s.hands, s.discards, strict=True)]
    old_display = list(s.display)
    while s.round == 1:
        s = pass_all(GAME.apply(s, GAME.legal_moves(s, s.turn)[0]))
        if s.round == 1:
            old_display = list(s.display)
    assert [sorted(h) for h in s.hands] == owned
    assert [len(h) for h in s.hands] == [5, 5, 6, 5] and s.discards == [[], [], [], []]
    assert s.draw[-3:] == old_display
    assert s.display == ["yellow-10", "blue-9", "green-10"]

"""The worked examples of RULES-DECISIONS §1.5 (T-SC-01 .. T-SC-12), with the book's numbers.

Seats: Ivan 0, Karl 1, Loren 2, Jane 3. Every player starts with 2 coins.
"""

from rules.strange_creatures import GAME
from rules.strange_creatures.moves import Play

from .scenario import IVAN, JANE, KARL, LOREN, buy, give, pass_, pass_all, refused, start, trick, trick_winner

# The rulebook's first trick: Loren holds no green card.
BOOK_HANDS = [
    ["green-3", "yellow-1", "yellow-2", "blue-1", "brown-1"],  # Ivan
    ["green-4", "yellow-3", "yellow-4", "blue-3", "brown-2"],  # Karl
    ["blue-2", "yellow-5", "yellow-6", "blue-4", "brown-3"],  # Loren
    ["green-5", "blue-5", "blue-6", "brown-4", "brown-5"],  # Jane
]
BOOK_DISPLAY = ["yellow-8", "brown-9", "blue-10", "green-0"]  # three in the display, then the pile top


def book_trick():
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    return trick(s, (IVAN, "green-3"), (KARL, "green-4"), (LOREN, "blue-2"), (JANE, "green-5"))


def test_t_sc_01_follow_suit_and_trick_winner():
    """T-SC-01: green 3, green 4, blue 2 (Loren can't follow), green 5 -> Jane wins; Loren's blue 2 is lowest."""
    s = book_trick()
    assert s.winner == JANE
    assert s.lowest == [LOREN]
    assert GAME.view(s, None).trick_winner == JANE
    # Negative check: if Loren held a green card, the blue 2 is refused.
    hands = [list(h) for h in BOOK_HANDS]
    hands[LOREN] = ["blue-2", "green-1", "yellow-6", "blue-4", "brown-3"]
    hands[IVAN] = ["green-3", "yellow-1", "yellow-2", "blue-1", "yellow-5"]
    t = trick(start(hands, BOOK_DISPLAY, first=IVAN), (IVAN, "green-3"), (KARL, "green-4"))
    err = refused(t, Play(LOREN, "blue-2"))
    assert "follow suit" in err.reason and err.rule == "Strange Creatures, 1. Play the trick"


def test_t_sc_02_rewards():
    """T-SC-02: Jane +1-point stamp, no effect; Ivan +1, Karl +1, Loren +2 coins -> 3, 3, 4, 2."""
    s = book_trick()
    assert s.stamps == [[], [], [], [1]]
    assert s.coins == [3, 3, 4, 2]


def test_t_sc_03_discover():
    """T-SC-03: Loren takes the brown 9 for 3 coins (-> 1), straight to hand; the display refills; nobody has 5."""
    s = book_trick()
    assert s.phase == "buy" and s.turn == LOREN
    s = buy(s, LOREN, "brown-9")
    assert s.coins == [3, 3, 1, 2]
    assert "brown-9" in s.hands[LOREN]
    assert s.display == ["yellow-8", "green-0", "blue-10"]  # refilled at once, in the same slot
    assert s.phase == "play" and s.turn == JANE  # the 5-coin wave was empty; Phase 3 is over


def test_t_sc_04_prepare_next_trick():
    """T-SC-04: played cards on top of the discard piles; Jane leads; hands 4, 4, 5, 4."""
    s = buy(book_trick(), LOREN, "brown-9")
    assert [d[-1] for d in s.discards] == ["green-3", "green-4", "blue-2", "green-5"]
    assert s.leader == JANE and GAME.to_act(s) == [JANE]
    assert [len(h) for h in s.hands] == [4, 4, 5, 4]
    assert s.round == 1


def test_t_sc_05_shapeshifting_12():
    """T-SC-05: green 2, blue 8, colorless 3, 12 -> the 12 is a green 6 and wins; lowest = green 2.

    Built with real moves: in trick 1 everyone plays a 1, so all four tie for the lowest card and each
    may discover a creature (Ivan first: he won); Karl takes the blue 8 and Jane the 12."""
    hands = [
        ["yellow-1", "green-2", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "colorless-3", "brown-2", "brown-3", "brown-4"],
        ["brown-1", "brown-5", "brown-6", "green-3", "green-4"],
    ]
    s = start(hands, ["blue-8", "twelve-a", "brown-10", "green-10"], first=IVAN)
    s = trick(s, (IVAN, "yellow-1"), (KARL, "blue-1"), (LOREN, "green-1"), (JANE, "brown-1"))
    assert s.lowest == [IVAN, KARL, LOREN, JANE] and s.coins == [2, 4, 4, 4]
    s = pass_(s, IVAN)
    s = buy(s, KARL, "blue-8")
    s = pass_(s, LOREN)
    s = buy(s, JANE, "twelve-a")
    assert s.phase == "play" and s.turn == IVAN
    s = trick(s, (IVAN, "green-2"), (KARL, "blue-8"), (LOREN, "colorless-3"), (JANE, "twelve-a"))
    twelve = GAME.view(s, None).trick[3]
    assert (twelve.color, twelve.value, twelve.value_twelfths) == ("green", "6", 72)
    assert s.winner == JANE
    assert s.lowest == [IVAN]


def test_t_sc_06_12_divisor():
    """T-SC-06: four colors -> 3; one color -> 12; no color -> 12 and colorless."""
    five = [
        ["yellow-1", "yellow-2", "yellow-3", "yellow-4", "yellow-5"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "green-2", "green-3", "green-4", "green-5"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
        ["yellow-6", "blue-6", "green-6", "brown-6", "colorless-3"],
    ]
    s = give(start(five, first=0), 4, ["twelve-a"], ["colorless-3"])
    s = trick(s, (0, "yellow-1"), (1, "blue-1"), (2, "green-1"), (3, "brown-1"), (4, "twelve-a"))
    v = GAME.view(s, None).trick[4]
    assert (v.color, v.value) == ("yellow", "3")
    assert s.winner == 4  # a yellow 3 beats the yellow 1 that was led

    one_color = [
        ["green-2", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["green-3", "blue-1", "blue-2", "blue-3", "blue-4"],
        ["green-4", "brown-1", "brown-2", "brown-3", "brown-4"],
    ]
    s = give(start(one_color, first=0), 2, ["twelve-a"], ["brown-4"])
    s = trick(s, (0, "green-2"), (1, "green-3"), (2, "twelve-a"))
    v = GAME.view(s, None).trick[2]
    assert (v.color, v.value) == ("green", "12") and s.winner == 2

    s = start(one_color, first=0)
    s = give(s, 0, ["twelve-a"], ["yellow-4"])
    s = give(s, 1, ["seven-a"], ["blue-4"])
    s = give(s, 2, ["plus3-a"], ["brown-4"])
    s = trick(s, (0, "twelve-a"), (1, "seven-a"), (2, "plus3-a"))
    v = GAME.view(s, None).trick
    assert [(p.color, p.value) for p in v] == [(None, "12"), (None, "7"), (None, "3")]
    assert s.winner == 0  # no color at all: the highest value wins (SC-13)


def _first_legal_until_round(s, round_no):
    """Play the first legal move (passing every Phase 3 choice) until round `round_no` begins."""
    while s.round < round_no:
        s = pass_all(s)
        if s.round >= round_no:
            break
        s = GAME.apply(s, GAME.legal_moves(s, s.turn)[0])
    return pass_all(s)


def _find_trick(s, wanted):
    """Depth-first over the legal plays of one trick; the first finished trick state where wanted(state)."""
    if s.phase != "play" or (s.trick and len(s.trick) == s.players):
        return s if wanted(s) else None
    for move in GAME.legal_moves(s, s.turn):
        found = _find_trick(GAME.apply(s, move), wanted)
        if found is not None:
            return found
    return None


def _played(s, seat):
    return next(p.card for p in s.trick if p.seat == seat)


STAMP_HANDS = [
    ["green-3", "yellow-1", "yellow-2", "blue-1", "brown-1"],
    ["green-6", "yellow-3", "yellow-4", "blue-3", "brown-2"],
    ["blue-2", "yellow-5", "yellow-6", "blue-4", "brown-3"],
    ["green-5", "blue-5", "blue-6", "brown-4", "brown-5"],
]


def stamps_in_round(round_no):
    """Loren buys the brown 9 in round 1; then a trick in `round_no` where neither the 9 nor a Starting 5 wins."""
    s = start(STAMP_HANDS, BOOK_DISPLAY, first=IVAN)
    s = trick(s, (IVAN, "green-3"), (KARL, "green-6"), (LOREN, "blue-2"), (JANE, "green-5"))
    s = buy(s, LOREN, "brown-9")
    s = _first_legal_until_round(s, round_no)
    assert s.round == round_no and len(s.trick) == 0
    fives = {"yellow-5", "blue-5", "green-5", "brown-5"}

    def wanted(t):
        nine = _played(t, LOREN) == "brown-9" and t.winner != LOREN
        five = any(p.card in fives and p.seat != t.winner for p in t.trick)
        return nine and five and t.winner is not None

    before = [list(x) for x in s.stamps]
    t = _find_trick(s, wanted)
    assert t is not None
    gained = [t.stamps[p][len(before[p]):] for p in range(4)]
    five_seat = next(p.seat for p in t.trick if p.card in fives and p.seat != t.winner)
    return t, gained, five_seat


def test_t_sc_07_stamp_values():
    """T-SC-07: round 3: the winner gets a 3-point stamp, a colored 9 gives 2 (not 3), a Starting 5 gives 1."""
    t, gained, five_seat = stamps_in_round(3)
    assert gained[t.winner] == [3]
    assert gained[LOREN] == [2]
    assert gained[five_seat] == [1]
    assert GAME.view(t, None).stamp_value == 3


# T-SC-08: 3 players. A (seat 0) plays their last card in trick 5 and is the lowest card with 3 coins.
ROUND_END_HANDS = [
    ["yellow-3", "yellow-5", "yellow-6", "brown-5", "brown-6"],  # A
    ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],  # B
    ["green-1", "green-2", "green-3", "green-4", "brown-1"],  # C
]
ROUND_END_DRAW = ["yellow-8", "blue-8", "green-8", "brown-8", "yellow-3.33", "blue-3.33", "green-3.33", "brown-3.33"]


def four_tricks_then_last_card():
    A, B, C = 0, 1, 2
    s = start(ROUND_END_HANDS, ROUND_END_DRAW, first=A)
    s = trick(s, (A, "yellow-5"), (B, "blue-1"), (C, "green-4"))  # A wins, B lowest
    s = buy(s, B, "yellow-8")
    s = trick(s, (A, "yellow-6"), (B, "yellow-8"), (C, "green-1"))  # B wins, C lowest
    s = buy(s, C, "blue-8")
    s = trick(s, (B, "blue-2"), (C, "blue-8"), (A, "brown-5"))  # C wins, B lowest
    s = buy(s, B, "green-8")
    s = trick(s, (C, "green-3"), (A, "brown-6"), (B, "green-8"))  # B wins, C lowest
    s = buy(s, C, "brown-8")
    assert [len(h) for h in s.hands] == [1, 3, 3] and s.leader == B
    s = trick(s, (B, "blue-5"), (C, "brown-8"), (A, "yellow-3"))  # A plays the last card of their hand
    assert s.hands[A] == [] and s.round == 1 and s.phase == "buy"  # the round has not ended
    assert s.winner == B and s.lowest == [A] and s.coins[A] == 3 and s.turn == A
    return s


def test_t_sc_08_round_ends_only_after_phase_3():
    """T-SC-08: A buys a cost-2 card with 3 coins -> hand 1 -> the round goes on."""
    s = buy(four_tricks_then_last_card(), 0, "yellow-3.33")
    assert s.coins[0] == 1 and s.hands[0] == ["yellow-3.33"]
    assert s.round == 1 and s.phase == "play" and s.turn == 1
    assert [len(h) for h in s.hands] == [1, 2, 2]


def test_t_sc_08_variant_round_ends():
    """T-SC-08 variant: A declines -> hand 0 -> round 2: piles back to hand, fresh display, B leads."""
    s = four_tricks_then_last_card()
    old_display = list(s.display)
    s = pass_(s, 0)
    assert s.round == 2 and s.leader == 1 and GAME.to_act(s) == [1]
    assert [len(h) for h in s.hands] == [5, 7, 7] and s.discards == [[], [], []]
    assert s.draw[-3:] == old_display  # the old display went under the pile
    assert not set(s.display) & set(old_display) and all(s.display)


def test_t_sc_09_plus3_on_12():
    """T-SC-09: green 2, blue 8, then 12 + 3 -> 12 / 2 = 6, + 3 = 9, green, wins."""
    hands = [
        ["green-2", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
    ]
    s = give(start(hands, first=IVAN), KARL, ["blue-8"], ["blue-5"])
    s = give(s, LOREN, ["twelve-a", "plus3-a"], ["brown-4", "brown-5"])
    s = trick(s, (IVAN, "green-2"), (KARL, "blue-8"), (LOREN, "twelve-a", ["plus3-a"]))
    v = GAME.view(s, None).trick[2]
    assert (v.color, v.value, v.plus) == ("green", "9", ["plus3-a"])
    assert s.winner == LOREN


def test_t_sc_10_colorless_2_voids_the_trick():
    """T-SC-10: green 9, trump, colorless 2 -> nobody wins; the 9 gives 2 points, the colorless 2 two coins."""
    hands = [
        ["yellow-1", "yellow-2", "yellow-3", "yellow-4", "yellow-5"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
    ]
    s = give(start(hands, first=IVAN), IVAN, ["green-9"], ["yellow-5"])
    s = give(s, KARL, ["trump-a"], ["blue-5"])
    s = give(s, LOREN, ["colorless-2a"], ["brown-5"])
    s = trick(s, (IVAN, "green-9"), (KARL, "trump-a"), (LOREN, "colorless-2a"))
    assert s.winner is None and s.reference == LOREN
    assert s.stamps == [[2], [], []]  # no round stamp for anyone
    assert s.coins == [2, 2, 4]
    assert s.lowest == [LOREN] and s.turn == LOREN  # Phase 3 starts from the colorless-2 player
    s = pass_all(s)
    assert s.leader == LOREN and GAME.to_act(s) == [LOREN] and s.last_winner is None


def test_t_sc_11_colorless_number_card():
    """T-SC-11: green 2, blue 8, colorless 3 -> green 2; green 2, blue 1, colorless 3 -> colorless 3;
    green 3, colorless 3 -> green 3 (tie: first played)."""
    shop = [
        ["yellow-1", "green-2", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["green-1", "colorless-3", "brown-2", "brown-3", "brown-4"],
    ]
    s = start(shop, ["blue-8", "brown-10", "green-10"], first=IVAN)
    s = trick(s, (IVAN, "yellow-1"), (KARL, "blue-1"), (LOREN, "green-1"))  # all tie for lowest
    s = pass_all(buy(pass_(s, IVAN), KARL, "blue-8"))  # Karl discovers the blue 8
    s = trick(s, (IVAN, "green-2"), (KARL, "blue-8"), (LOREN, "colorless-3"))
    assert trick_winner(s) == IVAN  # 8 is the highest value, and it is off-suit

    base = [
        ["green-2", "green-3", "yellow-1", "yellow-2", "yellow-3"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["colorless-3", "brown-1", "brown-2", "brown-3", "brown-4"],
    ]
    s = trick(start(base, first=IVAN), (IVAN, "green-2"), (KARL, "blue-1"), (LOREN, "colorless-3"))
    assert s.winner == LOREN

    s = trick(start(base, first=IVAN), (IVAN, "green-3"), (KARL, "blue-1"), (LOREN, "colorless-3"))
    assert s.winner == IVAN


def test_t_sc_12_lowest_card_tie():
    """T-SC-12: Karl wins; Ivan and Loren both played a 2 -> Loren buys first, then Ivan."""
    hands = [
        ["yellow-2", "yellow-1", "yellow-3", "green-1", "green-2"],
        ["yellow-6", "yellow-5", "blue-3", "blue-4", "blue-5"],
        ["blue-2", "blue-1", "brown-1", "brown-2", "brown-3"],
        ["yellow-4", "green-3", "green-4", "green-5", "brown-4"],
    ]
    s = start(hands, ["yellow-8", "blue-8", "green-8", "brown-8", "blue-9"], first=IVAN)
    s = trick(s, (IVAN, "yellow-2"), (KARL, "yellow-6"), (LOREN, "blue-2"), (JANE, "yellow-4"))
    assert s.winner == KARL
    assert s.lowest == [LOREN, IVAN] and s.turn == LOREN
    s = buy(s, LOREN, "yellow-8")
    assert s.turn == IVAN
    s = buy(s, IVAN, "brown-8")
    assert "yellow-8" in s.hands[LOREN] and "brown-8" in s.hands[IVAN]
    assert s.phase == "play" and s.turn == KARL

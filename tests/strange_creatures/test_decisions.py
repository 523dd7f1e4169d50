"""The decisions of RULES.md (D1..D12) and the SC-.. gaps not already covered by the worked examples."""

from rules.strange_creatures import GAME
from rules.strange_creatures.moves import Play, Remove

from .scenario import IVAN, JANE, KARL, LOREN, all_72_once, give, pass_, pass_all, remove, start, trick, trick_winner
from .test_examples import BOOK_DISPLAY, BOOK_HANDS
from .test_expert import HANDS as EXPERT_HANDS
from .test_refresher import ONE_COLOR_EACH
from .test_rejections import removal_state


def test_d3_plus3_order_does_not_matter_and_d4_number_card_on_top():
    s = start(ONE_COLOR_EACH, first=KARL)
    s = give(s, KARL, ["plus3-a", "plus3-b"], ["blue-2", "blue-3"])
    listed = [m for m in GAME.legal_moves(s, KARL) if m.card == "blue-4" and m.plus]
    assert [m.plus for m in listed] == [("plus3-a",), ("plus3-b",), ("plus3-a", "plus3-b")]
    s = GAME.apply(s, Play(KARL, "blue-4", ("plus3-b", "plus3-a")))
    assert s.trick[0].plus == ("plus3-a", "plus3-b")
    s = pass_all(trick(s, (LOREN, "green-1"), (JANE, "brown-1"), (IVAN, "yellow-1")))
    assert s.discards[KARL] == ["plus3-a", "plus3-b", "blue-4"]  # the number card shows on top


def test_d5_an_x_copying_a_4_25_may_remove_itself():
    s = start(ONE_COLOR_EACH, ["green-4.25", "yellow-8", "blue-8"], first=IVAN)
    s = give(s, KARL, ["x-a"], ["blue-5"])
    s = trick(s, (IVAN, "yellow-5"), (KARL, "x-a", (), "green-4.25"), (LOREN, "green-2"), (JANE, "brown-2"))
    assert trick_winner(s) == IVAN
    while s.phase == "buy":
        s = pass_(s, s.turn)
    assert s.phase == "remove" and s.turn == KARL
    assert Remove(KARL, "x-a") in GAME.legal_moves(s, KARL)
    s = remove(s, KARL, "x-a")
    assert s.stamps[KARL] == [1] and "x-a" in s.removed_public and all_72_once(s)


def test_d6_declining_a_removal_gives_no_reward():
    s = removal_state()
    s = pass_(pass_(s, KARL), LOREN)
    assert s.stamps[KARL] == [] and s.coins[LOREN] == 2
    assert s.discards[KARL][-1] == "blue-4.25" and s.discards[LOREN][-1] == "green-3.33"


def test_d8_a_4_25_removal_then_an_expert_removal():
    s = start(EXPERT_HANDS, ["brown-9", "yellow-8", "blue-10"], first=IVAN, expert=True)
    s = give(s, KARL, ["blue-4.25"], ["brown-6"])
    s = trick(s, (IVAN, "yellow-6"), (KARL, "blue-2"), (LOREN, "blue-1"), (JANE, "brown-3"))
    s = pass_(s, LOREN)
    s = trick(s, (IVAN, "yellow-5"), (KARL, "green-2"), (LOREN, "green-1"), (JANE, "brown-4"))
    s = pass_(pass_(pass_(pass_(s, LOREN), KARL), KARL), LOREN)  # no purchase, no expert removal yet
    assert s.coins == [2, 6, 6, 4] and s.phase == "play"
    s = trick(s, (IVAN, "yellow-4"), (KARL, "blue-4.25"), (LOREN, "blue-4"), (JANE, "brown-5"))
    while s.phase == "buy":
        s = pass_(s, s.turn)
    assert s.phase == "remove" and s.turn == KARL
    s = remove(s, KARL, "green-3")  # the 4¼: a hand card, face down, +1-point stamp
    assert s.stamps[KARL] == [1] and s.phase == "expert" and s.queue == [KARL, LOREN]
    s = remove(s, KARL, "blue-4.25")  # the expert rule: 5 coins
    assert s.coins[KARL] == 1 and s.removed_hidden[KARL] == ["green-3"] and s.removed_public == ["blue-4.25"]


def test_d10_result_before_the_end():
    s = trick(start(ONE_COLOR_EACH, first=IVAN), (IVAN, "yellow-1"), (KARL, "blue-5"), (LOREN, "green-3"),
              (JANE, "brown-2"))
    r = GAME.result(s)
    assert r.scores == [1.0, 1.0, 0.0, 0.0] and r.winners == []


def test_sc_14_an_x_copying_a_colored_card_sets_the_suit():
    hands = [list(h) for h in ONE_COLOR_EACH]
    hands[KARL] = ["brown-6", "blue-1", "blue-2", "blue-3", "blue-4"]
    s = give(start(hands, ["brown-9", "yellow-8", "blue-8"], first=IVAN), IVAN, ["x-a"], ["yellow-5"])
    s = trick(s, (IVAN, "x-a", (), "brown-9"))
    assert GAME.view(s, None).suit == "brown"
    assert GAME.legal_moves(s, KARL) == [Play(KARL, "brown-6")]  # Karl must follow brown


def test_sc_15_and_sc_21_an_empty_display():
    s = GAME.clone(start(ONE_COLOR_EACH, first=IVAN))
    s = give(s, KARL, ["x-a"], ["blue-5"])
    s.box.extend([c for c in s.display if c] + s.draw)  # the pile and display are used up
    s.display, s.draw = [None, None, None], []
    s = trick(s, (IVAN, "yellow-5"))
    assert Play(KARL, "x-a") in GAME.legal_moves(s, KARL)
    s = trick(s, (KARL, "x-a"), (LOREN, "green-1"), (JANE, "brown-1"))
    resolved = next(e for e in reversed(s.log) if e.kind == "trick_resolved").data
    assert resolved["colors"][1] is None and resolved["values"][1] == "0"  # a colorless 0
    assert not any(e.kind == "card_bought" for e in s.log)
    assert s.phase == "play" and trick_winner(s) == IVAN  # the lowest card (Karl's 0) could buy nothing


def test_sc_23_the_first_colorless_2_leads_next():
    s = start(ONE_COLOR_EACH, ["yellow-8", "blue-8", "green-8"], first=IVAN)
    s = give(s, KARL, ["colorless-2a"], ["blue-5"])
    s = give(s, LOREN, ["mega-a"], ["green-5"])
    s = give(s, JANE, ["colorless-2b"], ["brown-5"])
    s = trick(s, (IVAN, "yellow-5"), (KARL, "colorless-2a"), (LOREN, "mega-a"), (JANE, "colorless-2b"))
    assert s.winner is None and s.reference == KARL
    assert s.coins == [2, 4, 2, 4] and s.stamps[IVAN] == [1]  # everyone's effects, no round stamp
    s = pass_all(s)
    assert s.leader == KARL and s.last_void


def test_book_setup_is_consistent():
    s = start(BOOK_HANDS, BOOK_DISPLAY)
    assert all_72_once(s)

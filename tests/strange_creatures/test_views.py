"""Views: what each seat (and the public table) may see, and everything a table screen needs."""

from rules.strange_creatures import GAME

from .scenario import IVAN, JANE, KARL, LOREN, buy, give, pass_all, start, trick
from .test_examples import BOOK_DISPLAY, BOOK_HANDS, book_trick


def test_hands_and_discard_piles():
    s = buy(book_trick(), LOREN, "brown-9")
    s = trick(s, (JANE, "brown-4"), (IVAN, "brown-1"))
    public = GAME.view(s, None)
    assert public.hand == [] and public.seat is None
    assert [sv.hand_count for sv in public.seats] == [3, 4, 5, 3]
    assert [sv.discard_top for sv in public.seats] == ["green-3", "green-4", "blue-2", "green-5"]
    assert all(sv.discard == [] for sv in public.seats)
    mine = GAME.view(s, LOREN)
    assert mine.hand == s.hands[LOREN] and "brown-9" in mine.hand
    assert mine.seats[LOREN].discard == ["blue-2"] and mine.seats[IVAN].discard == []
    assert "yellow-1" not in GAME.view(s, LOREN).model_dump_json()  # Ivan's hand card


def test_table_fields():
    s = book_trick()
    v = GAME.view(s, LOREN)
    assert (v.round, v.stamp_value, v.rounds) == (1, 1, 4)
    assert v.phase == "buy" and v.turn == LOREN and v.to_act == [LOREN]
    assert v.trick_complete and v.trick_winner == JANE and v.reference == JANE and v.lowest == [LOREN]
    assert [(p.seat, p.card, p.color, p.value) for p in v.trick] == [
        (IVAN, "green-3", "green", "3"), (KARL, "green-4", "green", "4"),
        (LOREN, "blue-2", "blue", "2"), (JANE, "green-5", "green", "5")]
    assert v.suit == "green" and v.leader == IVAN
    assert v.display == ["yellow-8", "brown-9", "blue-10"] and v.draw_count == 44
    assert v.box_count == 5 and v.removed_public == []
    assert [sv.coins for sv in v.seats] == [3, 3, 4, 2] and v.seats[JANE].stamps == [1]
    assert v.scores == [0, 0, 0, 1] and v.final is None and v.last_winner is None
    s = pass_all(buy(s, LOREN, "brown-9"))
    v = GAME.view(s, None)
    assert v.last_winner == JANE and v.phase == "play" and v.trick == [] and v.turn == JANE


def test_trick_in_progress_shows_what_is_fixed():
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    s = give(s, KARL, ["twelve-a", "plus3-a"], ["yellow-3", "yellow-4"])
    s = give(s, LOREN, ["x-a"], ["yellow-5"])
    s = trick(s, (IVAN, "green-3"), (KARL, "twelve-a", ["plus3-a"]), (LOREN, "x-a", (), "brown-9"))
    v = GAME.view(s, JANE)
    assert not v.trick_complete and v.trick_winner is None
    assert [(p.card, p.plus, p.copies, p.color, p.value) for p in v.trick] == [
        ("green-3", [], None, "green", "3"),
        ("twelve-a", ["plus3-a"], None, "green", None),  # green at once; the 12 is divided once all have played
        ("x-a", [], "brown-9", "brown", "9"),
    ]
    s = trick(s, (JANE, "green-5"))
    twelve = GAME.view(s, None).trick[1]
    assert (twelve.color, twelve.value, twelve.value_twelfths) == ("green", "9", 108)  # 12 / 2 (green, brown) + 3


def test_final_scoring_breakdown():
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    s = give(s, IVAN, ["green-2.5", "blue-2.5"])
    while not GAME.is_over(s):
        s = GAME.apply(s, GAME.legal_moves(s, s.turn)[-1])
    v = GAME.view(s, None)
    assert v.over and v.phase == "over" and v.turn is None and v.to_act == []
    ivan = v.final[IVAN]
    assert ivan.bonus_cards == 2 and ivan.bonus_points == 10
    assert ivan.points == ivan.stamp_points + 10 == sum(s.stamps[IVAN]) + 10
    result = GAME.result(s)
    assert result.scores == [float(f.points) for f in v.final]
    assert result.winners == [f.seat for f in v.final if f.winner]

"""Tap-to-mark (tabletop/table/marking.py): a tap marks or unmarks, only what may be marked, at most so many with
the latest taps winning, and another person at the screen finds nothing marked."""

import random

from tabletop.table.marking import Marks

HAND = ["a", "b", "c", "d", "e"]


def test_a_tap_marks_and_a_second_tap_unmarks():
    marks = Marks()
    assert marks.tap("b", HAND) and marks.tap("d", HAND)
    assert list(marks) == ["b", "d"] and "b" in marks and "a" not in marks and len(marks) == 2
    assert marks.tap("b", HAND)
    assert list(marks) == ["d"]


def test_what_may_not_be_marked_is_left_as_it_was():
    marks = Marks()
    marks.tap("a", HAND)
    assert not marks.tap("z", HAND) and list(marks) == ["a"]
    assert not marks.tap("a", ()) and list(marks) == ["a"]      # nothing may be marked: the tap is not a mark


def test_at_most_so_many_the_latest_taps_win():
    marks = Marks()
    for name in ["a", "b", "c"]:
        marks.tap(name, HAND, most=2)
    assert list(marks) == ["b", "c"]
    marks.keep(HAND, most=1)
    assert list(marks) == ["c"]
    marks.keep(HAND, most=0)
    assert list(marks) == []
    marks.tap("a", HAND, most=-1)          # a count below zero asks for none
    assert list(marks) == []


def test_kept_to_what_may_still_be_marked_in_tap_order():
    marks = Marks()
    for name in ["e", "a", "c"]:
        marks.tap(name, HAND)
    marks.keep(["a", "c", "d"])            # "e" has left the hand
    assert list(marks) == ["a", "c"]
    marks.keep(())                          # no longer choosing: nothing stays marked
    assert list(marks) == []


def test_with_last_is_the_marks_a_drag_of_one_more_would_make_and_changes_nothing():
    marks = Marks()
    for name in ["a", "b", "c"]:
        marks.tap(name, HAND)
    assert marks.with_last("a", most=2) == ["c", "a"]
    assert marks.with_last("d") == ["a", "b", "c", "d"]
    assert marks.with_last("d", ["b", "d"]) == ["b", "d"]
    assert list(marks) == ["a", "b", "c"]


def test_forget_clears_every_mark():
    marks = Marks()
    rng = random.Random(58)
    for _ in range(40):
        marks.tap(rng.choice(HAND), HAND, most=rng.choice([None, 1, 2, 3]))
        assert len(marks) == len(set(marks)) and set(marks) <= set(HAND)     # each mark once, all markable
    marks.forget()
    assert list(marks) == [] and not marks

"""Numbers and lists in words, shared by narration, panels and summaries."""

from rules.core import counted, listed


def test_counted_says_one_thing_and_many_things():
    assert [counted(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


def test_listed_joins_names_as_people_do():
    assert listed(["Ada"]) == "Ada"
    assert listed(["Ada", "Basil"]) == "Ada and Basil"
    assert listed(["Ada", "Basil", "Cleo"]) == "Ada, Basil and Cleo"

"""What a card counts as is in the view as soon as the rules fix it, not only once the trick is
complete: the table shows a shapeshifting 7's colour while the trick is still open (issue: players
could not tell whether it was winning)."""

import dataclasses

from rules.strange_creatures import GAME
from rules.strange_creatures.trick import Played


def open_trick(*plays, players=4):
    s = GAME.setup(players, 3, {"first_player": 0})
    return dataclasses.replace(s, trick=[Played(seat, *p) if isinstance(p, tuple) else Played(seat, p)
                                         for seat, p in enumerate(plays)])


def counts_as(s):
    return [(p.color, p.value) for p in GAME.view(s, None).trick]


def test_a_seven_takes_the_first_colour_played_at_once():
    assert counts_as(open_trick("yellow-3", "seven-a")) == [("yellow", "3"), ("yellow", "7")]


def test_a_led_seven_waits_for_the_first_colour_then_shows_it():
    assert counts_as(open_trick("seven-a")) == [(None, "7")]
    assert counts_as(open_trick("seven-a", "colorless-3")) == [(None, "7"), (None, "3")]
    assert counts_as(open_trick("seven-a", "colorless-3", "green-9")) == [("green", "7"), (None, "3"), ("green", "9")]


def test_a_lone_plus3_and_a_twelve_take_the_colour_the_twelve_value_waits_for_every_colour():
    plays = counts_as(open_trick("blue-5", "plus3-a", "twelve-a"))
    assert plays[1] == ("blue", "3") and plays[2] == ("blue", None)


def test_an_x_counts_as_its_copy_and_trumps_have_no_colour():
    assert counts_as(open_trick("brown-2", ("x-a", (), "green-9"), "trump-a")) == [
        ("brown", "2"), ("green", "9"), (None, None)]

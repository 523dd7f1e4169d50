"""Who the screen shows, and when the curtain must come down."""

from tabletop.couch.hotseat import HotSeat


def test_one_human_against_bots_never_needs_a_curtain():
    hs = HotSeat([2])
    for to_act in ([0], [2], [1], [], [2, 0]):
        assert hs.follow(to_act) == 2
        assert not hs.curtain_up


def test_bots_only_shows_the_public_table():
    hs = HotSeat([])
    assert hs.follow([0]) is None and not hs.curtain_up


def test_between_two_people_the_curtain_comes_down_and_waits_for_a_tap():
    hs = HotSeat([0, 1])
    assert hs.follow([0]) is None and hs.curtain_for == 0     # nobody holds the laptop yet
    assert hs.reveal() == 0
    assert hs.follow([0]) == 0 and not hs.curtain_up            # still Ivan: no curtain
    assert hs.follow([1]) is None and hs.curtain_for == 1       # Karl's turn: hide
    assert hs.follow([1]) is None                               # nothing shows until the tap
    assert hs.reveal() == 1 and not hs.curtain_up


def test_bots_between_people_keep_the_holder_and_then_hide():
    hs = HotSeat([0, 2])
    hs.follow([0])
    hs.reveal()
    assert hs.follow([1]) == 0          # a bot thinks; Ivan keeps watching his own view
    assert hs.follow([2]) is None and hs.curtain_for == 2


def test_an_undo_before_the_pass_lifts_the_curtain_for_the_holder():
    hs = HotSeat([0, 1])
    hs.follow([0])
    hs.reveal()
    hs.follow([1])
    assert hs.curtain_up
    assert hs.follow([0]) == 0 and not hs.curtain_up  # Ivan took his move back: the laptop never moved


def test_simultaneous_choices_are_taken_one_person_at_a_time():
    hs = HotSeat([0, 1, 2])
    hs.follow([0, 1, 2])
    assert hs.curtain_for == 0
    hs.reveal()
    assert hs.follow([1, 2]) is None and hs.curtain_for == 1

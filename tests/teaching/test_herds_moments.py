"""Herds' moments that a field cannot say: a grassland Ducktor must be played (only when one is held), a wild
card is taught from an animal herd that holds a Ducktor (never from a Ducktor herd), a new hand only after the
first."""

from rules.core import Event
from tabletop.teaching.moments import condition
from tests.teaching.positions import looks


def test_use_the_ducktor_now_comes_before_done_only_with_a_grassland_ducktor_in_hand():
    told = quiet = 0
    for seed in range(1, 6):
        for look in looks("herds", 3, seed):
            if not any(m.kind == "done" for m in look.moves):
                continue
            shown = "must-play" in look.due("herds")
            assert shown == bool(look.view.must_play)
            assert all(c in look.view.hand for c in look.view.must_play)
            told += shown
            quiet += not shown
    assert told and quiet


def test_the_wild_card_moment_is_for_an_animal_herd_with_a_ducktor():
    wild = condition("herds", "wild_in_herd")
    seen = 0
    for look in looks("herds", 2, 3):
        for e in look.new:
            if e.kind == "herd":
                suits = {c.split("-")[0] for c in e.data["cards"]}
                assert wild(look.view, e) == ("ducktor" in suits and len(suits) > 1)
                seen += 1
    assert seen
    view = next(looks("herds", 2, 3)).view
    assert not wild(view, Event("herd", {"cards": ["ducktor-2", "ducktor-3", "ducktor-4"]}))
    assert wild(view, Event("herd", {"cards": ["lion-2a", "ducktor-3", "lion-4b"]}))


def test_a_new_hand_is_taught_at_the_second_deal_not_the_first():
    deals = []
    for look in looks("herds", 2, 1):
        for e in look.new:
            if e.kind == "deal" and look.seat == 0:
                deals.append((e.data["hand_number"], "new-hand" in look.due("herds")))
    assert len(deals) >= 2
    assert deals[0] == (1, False)
    assert all(shown == (n > 1) for n, shown in deals)

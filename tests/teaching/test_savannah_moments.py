"""Savannah's moments that a field cannot say: the opening's two moments split the dealer from the others, and
the lap card is about the player who passed 20, whoever reads it."""

from tests.teaching.positions import looks


def test_the_dealer_starts_the_savannah_and_the_others_touch_a_corner():
    dealer_told = corner_told = 0
    for look in looks("savannah", 3, 4):
        if look.view.phase != "opening" or not look.moves:
            continue
        shown = look.due("savannah")
        if not look.view.board:
            assert look.seat == look.view.dealer
            assert "opening-dealer" in shown and "opening-corner" not in shown
            dealer_told += 1
        else:
            assert look.seat != look.view.dealer
            assert "opening-corner" in shown and "opening-dealer" not in shown
            corner_told += 1
    assert dealer_told == 1 and corner_told == 2


def test_the_lap_card_is_taught_when_the_placing_player_has_passed_20_to_every_reader():
    before, after = set(), set()
    for look in looks("savannah", 2, 7):
        places = [e for e in look.new if e.kind == "place"]
        if not places:
            continue
        placer = places[-1].data["seat"]
        taught = "lap" in look.due("savannah")
        assert taught == (look.view.laps[placer] >= 1)
        (after if taught else before).add(look.seat)
        if taught and look.view.laps[look.seat] == 0:
            return                      # a reader without a lap card of their own is told too
    raise AssertionError(f"no reader without a lap card was told of another's: {before}, {after}")

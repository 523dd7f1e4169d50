"""Herds' conditions for its moments (tabletop/rules_text/herds.moments.json)."""

from rules.safari.components import EXPLORER, suit_of


def four_players(view, subject) -> bool:
    """Four players: two teams of partners."""
    return view.players == 4


def wild_in_herd(view, event) -> bool:
    """A new animal herd holds a Ducktor standing in for an animal."""
    suits = {suit_of(c) for c in event.data.get("cards", ())}
    return EXPLORER in suits and len(suits) > 1


def grassland_ducktor(view, move) -> bool:
    """The reader holds a Ducktor taken from the grassland that must go into a herd this turn."""
    return bool(view.must_play)


def lapped(view, event) -> bool:
    """A side's ducky has passed 20 on the score track (holds a lap card)."""
    return any(view.laps)


def later_hand(view, event) -> bool:
    """A hand after the first was dealt."""
    return event.data.get("hand_number", 1) > 1

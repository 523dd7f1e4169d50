"""Hi-Lo Hijinks' conditions for its moments (tabletop/rules_text/hi-lo-hijinks.moments.json)."""

from rules.safari.components import is_explorer


def explorer_card(view, move) -> bool:
    """The reader may play a Ducktor card (onto any stack)."""
    return is_explorer(move.card)


def by_another(view, event) -> bool:
    """Someone other than the reader did it (the reader's own match is taught before their choice)."""
    return event.data.get("seat") != view.seat


def younger(view, subject) -> bool:
    """The game is played For Younger Players."""
    return view.younger_players


def with_ducktor(view, subject) -> bool:
    """The game is played with Ducktor Livingstone's cards and ducky (not For Younger Players)."""
    return not view.younger_players

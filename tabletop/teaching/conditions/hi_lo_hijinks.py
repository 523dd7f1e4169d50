"""Hi-Lo Hijinks' conditions for its moments (tabletop/rules_text/hi-lo-hijinks.moments.json)."""

from rules.safari.components import is_explorer


def explorer_card(view, move) -> bool:
    """The reader may play a Ducktor card (onto any stack)."""
    return is_explorer(move.card)


def by_another(view, event) -> bool:
    """Someone other than the reader matched, and the reader has not matched yet: their own match was taught
    before their choice ("Your match" and "Give a card away?"), so another's match tells them nothing new."""
    if event.data.get("seat") == view.seat:
        return False
    return not any(e.kind == "play" and e.data.get("result") == "match" and e.data.get("seat") == view.seat
                   for e in view.events)


def younger(view, subject) -> bool:
    """The game is played For Younger Players."""
    return view.younger_players


def with_ducktor(view, subject) -> bool:
    """The game is played with Ducktor Livingstone's cards and ducky (not For Younger Players)."""
    return not view.younger_players

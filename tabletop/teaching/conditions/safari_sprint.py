"""Safari Sprint's conditions for its moments (tabletop/rules_text/safari-sprint.moments.json)."""

from rules.safari.components import LOOP_LENGTH, is_explorer


def stolen(view, event) -> bool:
    """A claimed animal was taken from another player (its ducky moved to a lower space)."""
    return event.data.get("from_seat") is not None


def ducktor_card(view, event) -> bool:
    """A Ducktor Livingstone card was played into the row."""
    return is_explorer(event.data["card"])


def pushes(view, event) -> bool:
    """A ducky landed on another and pushed it (and maybe more) back."""
    return bool(event.data.get("pushed"))


def lapped(view, event) -> bool:
    """The moving ducky passed space 20 (the start corner) and went round the loop."""
    to = event.data["to"]
    return (to - event.data["steps"]) // LOOP_LENGTH < to // LOOP_LENGTH

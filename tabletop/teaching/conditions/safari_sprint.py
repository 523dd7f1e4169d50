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
    """A ducky has gone round the loop: this move took it past space 20, or one already stands past it in the
    reader's view (Ducktor's catch-up can take him round too)."""
    to = event.data["to"]
    crossed = (to - event.data["steps"]) // LOOP_LENGTH < to // LOOP_LENGTH
    return crossed or any(p >= LOOP_LENGTH for p in view.positions.values())

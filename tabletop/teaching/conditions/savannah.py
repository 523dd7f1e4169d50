"""Savannah's conditions for its moments (tabletop/rules_text/savannah.moments.json)."""


def opening_first(view, move) -> bool:
    """The reader is the dealer placing the savannah's first card."""
    return view.phase == "opening" and not view.board


def opening_corner(view, move) -> bool:
    """The reader places an opening card, which may touch the others only at a corner."""
    return view.phase == "opening" and bool(view.board)


def phase_one(view, move) -> bool:
    """The reader plays a card in phase 1 (lines score)."""
    return view.phase == "one"


def scored_line(view, event) -> bool:
    """A phase-1 card scored for its lines."""
    return view.phase == "one" and event.data.get("points", 0) > 0


def lapped(view, event) -> bool:
    """The player who placed the card has passed 20 on the score track (holds a lap card)."""
    return view.laps[event.data["seat"]] >= 1

"""La Criatura's conditions for its moments (tabletop/rules_text/la-criatura.moments.json).

Every condition reads the reader's own view only: their own status (never another seat's), the phase and the
public table."""


def one_seat(view, subject) -> bool:
    """The book's helicopter: one seat."""
    return not view.two_seats


def two_seats(view, subject) -> bool:
    """The optional rule: two seats in the helicopter."""
    return view.two_seats


def is_human(view, event) -> bool:
    """The reader is human now (read at a deal of their own character card)."""
    return view.status == "human"


def is_creature(view, event) -> bool:
    """The reader holds the Creature card now."""
    return view.status == "creature"


def is_infected(view, event) -> bool:
    """The reader is infected now."""
    return view.status == "infected"


def event_slot(view, move) -> bool:
    """The reader's own slot in the event phase (not a reaction window nor a prompt), awake: one card is free."""
    return view.phase == "events" and not view.stack and not view.prompts and not view.sedated[view.seat]


def own_token(view, event) -> bool:
    """The victory token went to the reader."""
    return view.seat is not None and event.data.get("seat") == view.seat

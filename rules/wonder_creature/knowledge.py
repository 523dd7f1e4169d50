"""What a seat knows about opponents' hands from its own exchanges (for determinize).

If I gave card X to Q, Q still holds X until Q gives it back to me, shows it, or exchanges with
someone else out of my sight (then Q may have passed it on, so I stop assuming).
"""

from rules.core import Event
from rules.core.checks import a_seat, list_of, one_of

from .catalogue import CATALOGUE

_CARD = one_of(CATALOGUE.index)
READ_EVENTS = {
    "exchange_cards": {"seat": a_seat, "target": a_seat, "gave": _CARD, "got": _CARD},
    "exchange": {"seat": a_seat, "target": a_seat},
    "creature_shown": {"seat": a_seat, "cards": list_of(_CARD)},
}
"""The events `known_holdings` reads, and what they hold (a loaded state's log is checked against this)."""


def known_holdings(events: list[Event], seat: int | None, players: int) -> list[set[str]]:
    known: list[set[str]] = [set() for _ in range(players)]
    if seat is None:
        return known
    for e in events:
        d = e.data
        if e.kind == "exchange_cards":
            a, b = d["seat"], d["target"]
            if seat == a:
                other, mine, theirs = b, d["gave"], d["got"]
            elif seat == b:
                other, mine, theirs = a, d["got"], d["gave"]
            else:
                continue
            known[other].add(mine)
            known[other].discard(theirs)
        elif e.kind == "exchange" and seat not in (d["seat"], d["target"]):
            known[d["seat"]].clear()
            known[d["target"]].clear()
        elif e.kind == "creature_shown":
            known[d["seat"]].difference_update(d["cards"])
    return known

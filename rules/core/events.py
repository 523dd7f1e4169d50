"""The event log: what happened, and who may see it."""

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened (trick won, coins paid, card bought, die rolled).

    `to` lists the seats allowed to see it; None means everyone, including the public table.
    `data` holds only JSON values (str, int, float, bool, None, lists, dicts).
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    to: tuple[int, ...] | None = None


def visible_events(log: list[Event], seat: int | None) -> list[Event]:
    return [e for e in log if e.to is None or (seat is not None and seat in e.to)]

"""The three kinds of choice a Wonder Creature player makes; every move names its seat."""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from .catalogue import CATALOGUE


@dataclass(frozen=True)
class StartExchange:
    """The active player names an opponent and (secretly) the card they give (WC-03)."""

    seat: int
    target: int
    card: str
    kind: Literal["exchange"] = "exchange"


@dataclass(frozen=True)
class GiveCard:
    """The named opponent can't refuse; they choose (secretly) the card they give back (WC-03)."""

    seat: int
    card: str
    kind: Literal["give"] = "give"


@dataclass(frozen=True)
class ShowCreature:
    """Three cards chosen in secret for this round's creature, in card-list order (WC-05, WC-11)."""

    seat: int
    cards: tuple[str, ...]
    kind: Literal["show"] = "show"

    @classmethod
    def of(cls, seat: int, cards: Iterable[str]) -> "ShowCreature":
        """The move for these cards in any order (the engine wants them in card-list order)."""
        order = CATALOGUE.index
        return cls(seat, tuple(sorted(cards, key=lambda c: order.get(c, len(order)) if isinstance(c, str) else -1)))


Move = Annotated[StartExchange | GiveCard | ShowCreature, Field(discriminator="kind")]

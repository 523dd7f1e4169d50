"""A seat's area: its name plate and its hand, laid the same way at every table.

Every game shows each seat as a plate (the name, lit while it is that seat's turn, a short note) and a
hand: the viewer's own cards face up in a gently arched fan, or, for anyone else (another seat, the TV's
public view), the backs with a count. An adapter declares a `SeatArea` (the plate's words and state, the
cards as `Item`s, how large they may grow) and gets the zones; what is its game's own (coins, stamps, a
discard pile, melds) it lays beside them itself.

Privacy: the area draws only the items it is handed. Face-up `cards` are given only when the view is that
seat's own (`view.seat == seat`); for every other view the adapter hands `backs`, built from counts.
"""

from dataclasses import dataclass, field

import pygame

from .frame import CARD_RATIO, snap
from .zones import Fan, Item, Plate, Zone


@dataclass(frozen=True)
class CardFit:
    """How wide a hand's cards are: as tall as the hand's rect allows less `lift` units (room for the arc and
    a lifted card), `span` card widths across its width, at most `most` units and `cap` pixels, never under
    `least` pixels; snapped to the ladder of card sizes so faces are drawn once per size."""

    lift: float = 0.0
    span: float | None = 6.0
    most: float | None = None
    cap: float | None = None
    least: int = 0

    def width(self, rect: pygame.Rect, unit: int) -> int:
        limits = [(rect.h - unit * self.lift) / CARD_RATIO]
        if self.span:
            limits.append(rect.w / self.span)
        if self.most is not None:
            limits.append(unit * self.most)
        if self.cap is not None:
            limits.append(self.cap)
        return max(self.least, snap(min(limits)))


BACKS = CardFit(span=6.0, most=4.0)     # a hand someone else holds, in the room of the viewer's own hand


def face_down(seat: int, n: int, face=("back",), **item) -> list[Item]:
    """`n` face-down cards of a seat's hand; each keeps its id (`back:<seat>:<k>`) while the hand keeps its size."""
    return [Item(f"back:{seat}:{k}", face, **item) for k in range(n)]


def hand_spot(seat: int | None) -> str | None:
    """The name a piece's spawn or sink gives a seat's hand (zones.laid_pieces finds it, the viewer's own too);
    None for no seat: the piece does not fly."""
    return None if seat is None else f"hand:{seat}"


def held_fan(seat: int, rect: pygame.Rect, items: list[Item], card_w: int, count: int | None, z: int = 60,
             target: bool = False) -> Fan:
    """The backs of a hand held at another seat's block (`hand:<seat>`), from the block's left, never wider
    than the block, with the count on a chip."""
    return Fan(f"hand:{seat}", rect, items=items, card_w=min(card_w, rect.w), align="left", count=count,
               target=target, z=z)


@dataclass
class SeatArea:
    """One seat's plate and hand, declared. `cards` (face up, the viewer's own) or else `backs` (what anyone
    else sees of the hand) fill the `hand` rect: the own hand as `hand` (also `hand:<seat>`), arched, z 100; the
    backs as `hand:<seat>` with `count` on a chip, z 60, the fan only as wide as its cards when `centred` (the
    chip sits on them)."""

    seat: int
    plate: pygame.Rect | None             # None where the game shows the seat's plate elsewhere (a seat panel)
    hand: pygame.Rect
    words: str = ""
    active: bool = False
    note: str = ""
    prefix: str = "plate"                 # the plate's handle: "<prefix>:<seat>"
    plate_target: bool = False
    cards: list[Item] | None = None       # the viewer's own hand, face up; None for every other view
    fit: CardFit = field(default_factory=CardFit)
    arc: float = 0.08                     # the own fan's arc, in card widths
    hand_name: str = "hand"
    hand_target: bool = False
    backs: list[Item] = field(default_factory=list)
    count: int | None = None
    backs_fit: CardFit = BACKS
    centred: bool = False
    backs_target: bool = False
    backs_z: int = 60

    def plate_zone(self) -> Plate:
        return Plate(f"{self.prefix}:{self.seat}", self.plate, text=self.words, active=self.active, note=self.note,
                     target=self.plate_target)

    def hand_zone(self, unit: int) -> Fan:
        if self.cards is not None:
            card_w = self.fit.width(self.hand, unit)
            return Fan(self.hand_name, self.hand, items=self.cards, card_w=card_w, arc=card_w * self.arc,
                       target=self.hand_target, z=100, also=f"hand:{self.seat}")
        card_w = self.backs_fit.width(self.hand, unit)
        rect = self.hand
        if self.centred:
            fan_w = min(rect.w, round(card_w * (1 + 1.06 * max(0, len(self.backs) - 1))))
            rect = pygame.Rect(rect.centerx - fan_w // 2, rect.y, fan_w, rect.h)
        return Fan(f"hand:{self.seat}", rect, items=self.backs, card_w=card_w, count=self.count,
                   target=self.backs_target, z=self.backs_z)

    def zones(self, unit: int) -> list[Zone]:
        """The plate (when it lies here), then the hand."""
        return ([self.plate_zone()] if self.plate is not None else []) + [self.hand_zone(unit)]

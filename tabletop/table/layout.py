"""The layout vocabulary: how a table states where its parts go, so no adapter works out rectangles by hand.

Every table is the felt's three bands (`Frame.bands`): the other seats across the top, the play area in the
centre, the viewer's own band at the bottom (with the status line and the move buttons between). A table
declares, and this module works out:

    others(view, me)                 the other seats, clockwise from the one after `me` (how they sit round it)
    Strip(least, share, per, px)     a part of a band that keeps its width: at least `least` units, else its
                                     `share` (or whole `per`-th part) of the length it is cut from
    split(rect, parts, gap)          a rect cut across (columns) or `down` (rows) into Strips, pixel lengths and
                                     shares of what is left (a share grows into spare room; Strips do not)
    CardRow(most, across, ...)       cards that grow with the room: `across` card widths fill the width they get,
                                     never wider than `most` units; `need` is the height a band asks for them
    SeatRing(gap, most)              the other seats' blocks across a band, one column each (never wider than
                                     `most` units, centred then), or in `lines` rows of them
    Block(parts)                     one seat's block cut in rows: a plate line, its cards, a line of tokens
    Piles(most, cap)                 piles of one card size in a row or a column, whichever gives bigger cards
    in_a_row(rect, n, w, h, step)    tokens or cards side by side, closing up to stay inside

The band heights come from the needs (`Frame.bands`): each band asks for what its cards need at the size the
window's width allows, spare height is spread by shares, and a short window takes the same share from each.
A table sized for a hand everyone could hold (the dealt hand, the longest on the table) keeps its places when
the laptop is passed on.
"""

from dataclasses import dataclass

import pygame

from .frame import CARD_RATIO, card_height, cols, rows, snap


def others(view, me: int) -> list[int]:
    """The seats other than `me`, clockwise from the one after it: how they sit round the table."""
    return [(me + k) % view.players for k in range(1, view.players)]


@dataclass(frozen=True)
class Strip:
    """A part of a band that keeps its width: `least` units at the least, else `share` of the length cut (a
    fraction) or its `per`-th part in whole pixels, and never under `px` pixels."""

    least: float = 0.0
    share: float = 0.0
    per: int = 0
    px: float = 0.0

    def length(self, frame, total: float) -> float:
        part = total // self.per if self.per else total * self.share
        return max(frame.unit * self.least, part, self.px)


def split(rect: pygame.Rect, parts, frame, gap: int = 0, down: bool = False) -> list[pygame.Rect]:
    """`rect` cut into columns (rows when `down`): each part a `Strip` (its length of the rect's width or
    height), a pixel length above 1, or a share (1 or below) of what the others leave."""
    total = rect.h if down else rect.w
    weights = [p.length(frame, total) if isinstance(p, Strip) else p for p in parts]
    return rows(rect, weights, gap) if down else cols(rect, weights, gap)


@dataclass(frozen=True)
class CardRow:
    """Cards that grow with the room: as wide as `across` card widths across the width allow, at most `most`
    units, snapped to the ladder of card sizes when `snapped` (faces cached per width)."""

    most: float
    across: float
    snapped: bool = False

    def card(self, width: float, frame) -> float:
        w = min(frame.unit * self.most, width / max(self.across, 1e-6))
        return snap(w) if self.snapped else w

    def need(self, width: float, frame, units: float = 0.0, px: float = 0.0, whole: bool = False) -> int:
        """The band height these cards ask for: the card's height plus `units` of text and `px` of margin
        (`whole`: the card width rounded to a pixel first, as it will be drawn)."""
        w = self.card(width, frame)
        return round((card_height(round(w)) if whole else w * CARD_RATIO) + frame.unit * units + px)


@dataclass(frozen=True)
class SeatRing:
    """The other seats' blocks across a band: one column each, `gap` pads apart, never wider than `most` units
    (the row then centred in the band), or in `lines` rows of columns."""

    gap: float = 1.0
    most: float | None = None

    def column_width(self, width: float, n: int, frame) -> float:
        """How wide each seat's column is in a band `width` wide."""
        n = max(1, n)
        w = (width - frame.pad * self.gap * (n - 1)) / n
        return min(w, frame.unit * self.most) if self.most is not None else w

    def cells(self, band: pygame.Rect, seats: list[int], frame, lines: int = 1) -> dict[int, pygame.Rect]:
        """Each seat's block: left to right in the order given, `lines` rows of them (filled row by row)."""
        gap = round(frame.pad * self.gap)
        per_line = -(-len(seats) // max(1, lines)) if seats else 1
        out = {}
        for k, line in enumerate(rows(band, [1] * max(1, lines), gap=gap)):
            chunk = seats[k * per_line:(k + 1) * per_line]
            if not chunk:
                continue
            n = per_line if lines > 1 else len(chunk)
            span = line
            if self.most is not None:
                w = self.column_width(line.w, n, frame)
                span = pygame.Rect(0, line.y, round(w * n + gap * (n - 1)), line.h)
                span.centerx = line.centerx
            out.update(zip(chunk, cols(span, [1] * n, gap=gap), strict=False))
        return out


@dataclass(frozen=True)
class Block:
    """One seat's block cut in rows, top to bottom: each part a pixel height (above 1), a height in units
    (`Strip(least=...)`), or a share of what is left (its cards); `gap` pixels apart, or `pads` of the frame's
    pad (whole pixels)."""

    parts: tuple
    gap: int = 4
    pads: float | None = None

    def cut(self, rect: pygame.Rect, frame) -> list[pygame.Rect]:
        weights = [round(frame.unit * p.least) if isinstance(p, Strip) else p for p in self.parts]
        return rows(rect, weights, gap=int(frame.pad * self.pads) if self.pads is not None else self.gap)


@dataclass(frozen=True)
class Piles:
    """Piles of one card size in a rect: side by side, or one under another, whichever lets the cards grow bigger;
    never wider than `most` units (and `cap` pixels) nor under 8 pixels, on the ladder of card sizes; centred in
    the rect (from its top when they do not fit). Each pile keeps `below` pixels under it for its caption."""

    most: float | None = None
    cap: float | None = None

    def rects(self, rect: pygame.Rect, n: int, frame, gap: int = 0, below: int = 0) -> list[pygame.Rect]:
        """Where each of `n` piles lies, `gap` pixels apart."""
        limits = [10**6 if self.most is None else frame.unit * self.most, 10**6 if self.cap is None else self.cap]
        in_row = min((rect.w - (n - 1) * gap) / n, (rect.h - below) / CARD_RATIO, *limits)
        in_col = min(rect.w, (rect.h - n * below - (n - 1) * gap) / n / CARD_RATIO, *limits)
        w = snap(max(8, in_row, in_col))
        h = card_height(w)
        if in_row >= in_col:
            x = rect.x + (rect.w - n * w - (n - 1) * gap) // 2
            y = rect.y + max(0, (rect.h - below - h) // 2)
            return [pygame.Rect(x + k * (w + gap), y, w, h) for k in range(n)]
        y = rect.y + max(0, (rect.h - n * (h + below) - (n - 1) * gap) // 2)
        return [pygame.Rect(rect.centerx - w // 2, y + k * (h + below + gap), w, h) for k in range(n)]


def in_a_row(rect: pygame.Rect, n: int, w: int, h: int, step: float) -> list[pygame.Rect]:
    """`n` pieces `w` by `h` side by side from the left of `rect`, `step` pixels from one to the next, closer
    (overlapping) where that would run past its right edge; centred up and down (from its top when taller): tokens
    on a seat, a player's kit, lap cards."""
    step = step if n < 2 else min(step, (rect.w - w) / (n - 1))
    y = rect.y + max(0, (rect.h - h) // 2)
    return [pygame.Rect(round(rect.x + k * step), y, w, h) for k in range(n)]

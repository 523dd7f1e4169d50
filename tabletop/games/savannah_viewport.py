"""The savannah's window: a pannable, zoomable view of an unbounded grid of cards (# machinery candidate).

It shows the grid one of three ways:

- following (from the start): the whole savannah while its cards can be LEAST_WIDTH text units wide; past
  that they stay that wide and the window pans, following the last card played. Along an axis that
  overflows, the window shows whole cells (a space cut by its edge is never lit) and keeps over the cards;
  along the other, it is centred on the cards in sight (a savannah running down a diagonal does not leave
  half the window bare);
- whole ("show the whole savannah", the 0 key): every card and every space round them, with a margin of
  felt and clear of the zoom buttons, however small the cards get; kept so while the savannah grows or
  shrinks, until the person zooms or pans;
- the person's own (they zoomed or panned): their zoom and their place, kept over the cards.
"""

import math

import pygame

from ..table.frame import CARD_RATIO, card_height, snap

GAP = 0.07                        # space between cards on the savannah, in card widths
MARGIN = 0.15                     # cells of felt kept round the spaces (themselves round the cards) when fitting
LEAST_WIDTH = 1.9                 # following, the cards shrink to fit down to this many text units wide, then pan
SMALLEST = 8                      # the whole savannah's cards are never narrower (pixels)


class Viewport:
    """Where each cell of the grid is on the screen. `scale` (card width in text units) and `centre` (in cells)
    are the person's own zoom and pan, None while the table chooses; `whole` is "show the whole savannah"."""

    def __init__(self):
        self.scale: float | None = None
        self.centre: tuple[float, float] | None = None
        self.whole = False
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.card_w = 1
        self.origin = (0.0, 0.0)       # screen position of cell (0, 0)'s top left
        self.followed = None           # the last card played when it was last brought into sight
        self.auto: tuple[float, float] | None = None   # where following the plays put the window (not panned)
        self.unit = 18                 # the frame's text unit at the last layout (zoom is kept in units)

    @property
    def pitch(self) -> tuple[float, float]:
        return _pitch(self.card_w)

    def lay(self, rect, cells, follow, unit: int, most: int, avoid: pygame.Rect | None = None) -> None:
        """Place the grid in `rect`: `cells` are every cell worth seeing (the cards and the spaces round them),
        `follow` the last card played (brought into sight when it changes), `most` the widest a card may be,
        `avoid` what lies over the window (the zoom buttons: the whole savannah keeps clear of them)."""
        self.rect, self.unit = pygame.Rect(rect), unit
        cells = set(cells) or {(0, 0)}
        moved = follow is not None and follow != self.followed
        self.followed = follow
        fitted, area = self._fitted(cells, most, avoid)
        least = unit * LEAST_WIDTH
        if self.scale is None and (self.whole or fitted >= min(least, most)):
            self.card_w, self.auto = fitted, None
            r0, c0, r1, c1 = _extent(cells)
            self._centre_on(((r0 + r1) / 2, (c0 + c1) / 2), area.center)
            return
        if self.scale is None:
            self.card_w = max(SMALLEST, snap(min(least, most)))
            self._follow(cells, follow if moved else None)
        else:
            self.card_w = max(SMALLEST, snap(max(min(fitted, least, most), min(self.scale * unit, most * 1.6))))
            self._own(cells, follow if moved else None)

    # the three ways ------------------------------------------------------------------------------------
    def _fitted(self, cells, most, avoid) -> tuple[int, pygame.Rect]:
        """The card width that shows every cell with its margin (at most `most`), and the part of the window
        they then fill: all of it, or what lies below `avoid` when a cell would be under it."""
        r0, c0, r1, c1 = _extent(cells)
        middle = ((r0 + r1) / 2, (c0 + c1) / 2)
        area = self.rect
        while True:
            w = min(area.w / ((c1 - c0 + 2 * MARGIN) * (1 + GAP) + 1),
                    area.h / ((r1 - r0 + 2 * MARGIN) * (CARD_RATIO + GAP) + CARD_RATIO))
            width = max(SMALLEST, snap(min(w, most)))
            if avoid is None or area is not self.rect:
                return width, area
            origin = _origin(width, middle, area.center)
            margin = round(width * MARGIN)
            if not any(_cell_rect(origin, width, *c).inflate(margin, margin).colliderect(avoid) for c in cells):
                return width, area
            top = avoid.bottom + 2
            area = pygame.Rect(self.rect.x, top, self.rect.w, max(1, self.rect.bottom - top))

    def _follow(self, cells, follow) -> None:
        """Following the plays at the least width: the axis that overflows most first (over the cards, whole
        cells at its edges, the followed card in sight), then the other over the cards in that band."""
        px, py = self.pitch
        fits = (_whole_cells(self.rect.h, py, card_height(self.card_w)),
                _whole_cells(self.rect.w, px, self.card_w))
        r0, c0, r1, c1 = _extent(cells)
        start = self.auto or ((r0 + r1) / 2, (c0 + c1) / 2)
        spans = ((r1 - r0 + 1) / fits[0], (c1 - c0 + 1) / fits[1])
        first = 0 if spans[0] >= spans[1] else 1
        second = 1 - first
        centre = list(start)
        along = [k[first] for k in cells]
        centre[first] = _along(start[first], min(along), max(along), fits[first], follow[first] if follow else None)
        sizes = (card_height(self.card_w), self.card_w)
        reach = (self.rect.size[1 - first] + sizes[first]) / 2 / (py, px)[first]   # cells in sight, in part too
        band = [k[second] for k in cells if abs(k[first] - centre[first]) < reach] or [k[second] for k in cells]
        centre[second] = _along(start[second], min(band), max(band), fits[second], follow[second] if follow else None)
        mid = ((r0 + r1) / 2, (c0 + c1) / 2)
        self.auto = tuple(centre) if tuple(centre) != mid else None
        self._centre_on(tuple(centre), self.rect.center)

    def _own(self, cells, follow) -> None:
        """The person's zoom and pan, brought to the followed card when it changes, kept over the cards."""
        px, py = self.pitch
        reach_r = max(0.0, (self.rect.h / py - 1) / 2)          # cells from the window's middle to the last whole one
        reach_c = max(0.0, (self.rect.w / px - 1) / 2)
        cr, cc = self.centre if self.centre is not None else self.current_centre()
        if follow is not None:
            room_r, room_c = max(0.0, reach_r - 0.5), max(0.0, reach_c - 0.5)
            cr = min(max(cr, follow[0] - room_r), follow[0] + room_r)
            cc = min(max(cc, follow[1] - room_c), follow[1] + room_c)
        r0, c0, r1, c1 = _extent(cells)
        self.centre = (_over(cr, r0, r1, reach_r), _over(cc, c0, c1, reach_c))
        self._centre_on(self.centre, self.rect.center)

    def _centre_on(self, cell, point) -> None:
        """Put the middle of `cell` (fractional cells allowed) at the screen `point`."""
        self.origin = _origin(self.card_w, cell, point)

    # where things are -------------------------------------------------------------------------------------
    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        return _cell_rect(self.origin, self.card_w, r, c)

    def cell_at(self, pos) -> tuple[float, float]:
        px, py = self.pitch
        return (pos[1] - self.origin[1] - card_height(self.card_w) / 2) / py, \
            (pos[0] - self.origin[0] - self.card_w / 2) / px

    def current_centre(self) -> tuple[float, float]:
        return self.cell_at(self.rect.center)

    # the person's gestures ----------------------------------------------------------------------------------
    def zoom(self, factor: float, about) -> None:
        """Zoom by `factor`, keeping the cell under `about` (a screen point) where it is."""
        before = self.cell_at(about)
        centre = self.current_centre()
        old_w = self.card_w
        self.scale = max(1.0, min(old_w * factor / self.unit, 20.0))
        self.whole = False
        k = old_w / max(1.0, self.scale * self.unit)
        self.centre = (before[0] + (centre[0] - before[0]) * k, before[1] + (centre[1] - before[1]) * k)

    def pan(self, dx: float, dy: float) -> None:
        """Move the grid by (dx, dy) pixels on the screen."""
        px, py = self.pitch
        cr, cc = self.current_centre()
        self.centre = (cr - dy / py, cc - dx / px)
        self.whole = False
        if self.scale is None:
            self.scale = self.card_w / max(1, self.unit)

    def fit(self) -> None:
        """Show the whole savannah (and keep showing it whole) until the person zooms or pans."""
        self.scale = self.centre = self.auto = None
        self.whole = True

    def show(self, cell) -> None:
        """Pan just enough to bring `cell` wholly into the window (the keyboard's focus went there)."""
        r = self.cell_rect(*cell)
        inside = self.rect.inflate(-self.card_w // 4, -self.card_w // 4)
        if inside.contains(r):
            return
        dx = min(0, inside.right - r.right) or max(0, inside.x - r.x)
        dy = min(0, inside.bottom - r.bottom) or max(0, inside.y - r.y)
        self.pan(dx, dy)


def _pitch(card_w: int) -> tuple[float, float]:
    return card_w * (1 + GAP), card_height(card_w) + card_w * GAP


def _origin(card_w: int, cell, point) -> tuple[float, float]:
    """Where cell (0, 0)'s top left goes for the middle of `cell` to be at the screen `point`."""
    px, py = _pitch(card_w)
    return point[0] - cell[1] * px - card_w / 2, point[1] - cell[0] * py - card_height(card_w) / 2


def _cell_rect(origin, card_w: int, r: int, c: int) -> pygame.Rect:
    px, py = _pitch(card_w)
    return pygame.Rect(round(origin[0] + c * px), round(origin[1] + r * py), card_w, card_height(card_w))


def _extent(cells) -> tuple[int, int, int, int]:
    rs = [r for r, _c in cells]
    cs = [c for _r, c in cells]
    return min(rs), min(cs), max(rs), max(cs)


def _whole_cells(window: float, pitch: float, size: float) -> int:
    """How many cells a window `window` pixels long shows whole (each `size` long, `pitch` apart)."""
    return max(1, int((window - size) // pitch) + 1) if window >= size else 1


def _along(centre: float, low: int, high: int, fits: int, follow: int | None) -> float:
    """One axis of the following window: its middle, in cells. Cells low..high that all fit are centred;
    else the window stays within them, showing `fits` whole cells, with the followed cell and one beside
    it in sight when the followed card changed."""
    if high - low + 1 <= fits:
        return (low + high) / 2
    half = (fits - 1) / 2
    if follow is not None:
        room = max(0.0, half - 1)
        centre = min(max(centre, follow - room), follow + room)
    centre = min(max(centre, low + half), high - half)
    return math.floor(centre - half + 0.5) + half        # whole cells at both edges


def _over(centre: float, low: int, high: int, half: float) -> float:
    """A window's middle kept over the cells low..high: centred on them when they all fit (`half`: cells
    from its middle to the last whole one), else within them (no edge of the window past theirs)."""
    if high - low <= 2 * half:
        return (low + high) / 2
    return min(max(centre, low + half), high - half)

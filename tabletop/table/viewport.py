"""A large board's window: a pannable, zoomable view of an unbounded grid of cells (a savannah of cards
laid edge to edge), for any table whose board can outgrow the screen. The board is the cells worth seeing
(given at each layout); a `Grid` declares the cells' spacing and the limits of the view.

It shows the grid one of three ways:

- following (from the start): the whole board while its cells can be `least` text units wide; past that they
  stay that wide and the window pans, following the last cell played. Along an axis that overflows, the
  window shows whole cells (a space cut by its edge is never lit) and keeps over the cells; along the other,
  it is centred on the cells in sight (a board running down a diagonal does not leave half the window bare);
- whole ("show the whole board", the 0 key): every cell worth seeing, with a margin of felt and clear of the
  zoom buttons, however small the cells get; kept so while the board grows or shrinks, until the person
  zooms or pans;
- the person's own (they zoomed or panned): their zoom and their place, kept over the cells.

The table lays the board through it: `sort` tells the cards wholly in the window (pieces) from those its edge
cuts (drawn clipped by the `Window` zone, to be panned into view), `lit_part` is the part of a space that lights
and takes a drop, and `clipped` keeps what an adapter draws over the board inside the window.
The gestures that move it (wheel, fingers, a drag on bare felt, keys, buttons) are pan_zoom.py's.
"""

import math
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame

from .frame import CARD_RATIO, card_height, snap
from .zones import Area


@dataclass(frozen=True)
class Grid:
    """What a board declares about its cells and its window (cells are cards: CARD_RATIO high)."""

    gap: float                  # space between cells, in cell widths
    margin: float               # cells of felt kept round the cells worth seeing when the whole board is fitted
    least: float                # following, the cells shrink to fit down to this many text units wide, then pan
    smallest: int               # the whole board's cells are never narrower (pixels)
    zoom: tuple[float, float]   # the person's zoom: the narrowest and widest cell, in text units
    beyond: float               # the person may zoom this far past the widest cell the table lays (`most`)


class Viewport:
    """Where each cell of the grid is on the screen. `scale` (cell width in text units) and `centre` (in cells)
    are the person's own zoom and pan, None while the table chooses; `whole` is "show the whole board"."""

    def __init__(self, grid: Grid):
        self.grid = grid
        self.scale: float | None = None
        self.centre: tuple[float, float] | None = None
        self.whole = False
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.card_w = 1
        self.origin = (0.0, 0.0)       # screen position of cell (0, 0)'s top left
        self.followed = None           # the last cell played when it was last brought into sight
        self.auto: tuple[float, float] | None = None   # where following the plays put the window (not panned)
        self.unit = 18                 # the frame's text unit at the last layout (zoom is kept in units)

    @property
    def pitch(self) -> tuple[float, float]:
        return _pitch(self.card_w, self.grid.gap)

    def lay(self, rect, cells, follow, unit: int, most: int, avoid: pygame.Rect | None = None) -> None:
        """Place the grid in `rect`: `cells` are every cell worth seeing (the cards and the spaces round them),
        `follow` the last cell played (brought into sight when it changes), `most` the widest a cell may be,
        `avoid` what lies over the window (the zoom buttons: the whole board keeps clear of them)."""
        self.rect, self.unit = pygame.Rect(rect), unit
        cells = set(cells) or {(0, 0)}
        moved = follow is not None and follow != self.followed
        self.followed = follow
        fitted, area = self._fitted(cells, most, avoid)
        least = unit * self.grid.least
        if self.scale is None and (self.whole or fitted >= min(least, most)):
            self.card_w, self.auto = fitted, None
            r0, c0, r1, c1 = _extent(cells)
            self._centre_on(((r0 + r1) / 2, (c0 + c1) / 2), area.center)
            return
        if self.scale is None:
            self.card_w = max(self.grid.smallest, snap(min(least, most)))
            self._follow(cells, follow if moved else None)
        else:
            self.card_w = max(self.grid.smallest, snap(max(min(fitted, least, most),
                                                          min(self.scale * unit, most * self.grid.beyond))))
            self._own(cells, follow if moved else None)

    # the three ways ------------------------------------------------------------------------------------
    def _fitted(self, cells, most, avoid) -> tuple[int, pygame.Rect]:
        """The card width that shows every cell with its margin (at most `most`), and the part of the window
        they then fill: all of it, or what lies below `avoid` when a cell would be under it."""
        gap, margin_cells = self.grid.gap, self.grid.margin
        r0, c0, r1, c1 = _extent(cells)
        middle = ((r0 + r1) / 2, (c0 + c1) / 2)
        area = self.rect
        while True:
            w = min(area.w / ((c1 - c0 + 2 * margin_cells) * (1 + gap) + 1),
                    area.h / ((r1 - r0 + 2 * margin_cells) * (CARD_RATIO + gap) + CARD_RATIO))
            width = max(self.grid.smallest, snap(min(w, most)))
            if avoid is None or area is not self.rect:
                return width, area
            origin = _origin(width, gap, middle, area.center)
            margin = round(width * margin_cells)
            if not any(_cell_rect(origin, width, gap, *c).inflate(margin, margin).colliderect(avoid) for c in cells):
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
        self.origin = _origin(self.card_w, self.grid.gap, cell, point)

    # where things are -------------------------------------------------------------------------------------
    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        return _cell_rect(self.origin, self.card_w, self.grid.gap, r, c)

    def around(self, first, last) -> pygame.Rect:
        """A frame round the cells `first` to `last` (a line of them), reaching halfway into the gaps beside."""
        r = self.cell_rect(*first).union(self.cell_rect(*last))
        return r.inflate(self.card_w * self.grid.gap, self.card_w * self.grid.gap)

    def lit_part(self, cell, glow: int) -> pygame.Rect | None:
        """The part of a cell that lights up and takes a drop: the cell in sight, inset by the `glow` the table
        draws round a lit spot (which would otherwise spill onto the next cell); None when the cell is mostly out
        of the window."""
        r = self.cell_rect(*cell)
        seen = r.clip(self.rect.inflate(-2, -2))
        if seen.w * seen.h * 2 < r.w * r.h:
            return None
        inset = min(glow, r.w // 6)
        return seen.inflate(-2 * inset, -2 * inset)

    def sort(self, items, avoid: pygame.Rect) -> tuple[list, list]:
        """(places, peeks) of `items` [(Item, cell)]: a card wholly in the window and clear of `avoid` (the zoom
        buttons) is a piece, (Item, rect); one cut by the window's edge (or under `avoid`) is drawn clipped,
        (face, rect), to be panned into view."""
        inside = self.rect.inflate(-2, -2)
        places, peeks = [], []
        for item, cell in items:
            r = self.cell_rect(*cell)
            if inside.contains(r) and not avoid.colliderect(r):
                places.append((item, r))
            elif inside.colliderect(r):
                peeks.append((item.face, r))
        return places, peeks

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
        narrowest, widest = self.grid.zoom
        self.scale = max(narrowest, min(old_w * factor / self.unit, widest))
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
        """Show the whole board (and keep showing it whole) until the person zooms or pans."""
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


@contextmanager
def clipped(surface: pygame.Surface, rect: pygame.Rect):
    """Draw only inside `rect` (a board's window) while inside; the clip before is given back."""
    clip = surface.get_clip()
    surface.set_clip(rect)
    try:
        yield
    finally:
        surface.set_clip(clip)


@dataclass
class Window(Area):
    """A board's window on the felt: a faint frame, and the cards its edge cuts (`peeks`, (face, rect), drawn by
    the adapter's `faces`) clipped to it, to be panned into view; `draw_inside` adds what the board draws there."""

    peeks: list = field(default_factory=list)
    faces: Any = None
    fill: tuple = (24, 66, 44)
    border: tuple = (70, 118, 90)

    def draw_under(self, surface, unit) -> None:
        pygame.draw.rect(surface, self.fill, self.rect, border_radius=max(6, unit // 2))
        pygame.draw.rect(surface, self.border, self.rect, 1, border_radius=max(6, unit // 2))
        with clipped(surface, self.rect.inflate(-2, -2)):
            for face, r in self.peeks:
                surface.blit(self.faces(face, r.w), r)
            self.draw_inside(surface, unit)

    def draw_inside(self, surface, unit) -> None:
        """What the board draws in its window over the cards cut by its edge (a play's lines ringed)."""


def _pitch(card_w: int, gap: float) -> tuple[float, float]:
    return card_w * (1 + gap), card_height(card_w) + card_w * gap


def _origin(card_w: int, gap: float, cell, point) -> tuple[float, float]:
    """Where cell (0, 0)'s top left goes for the middle of `cell` to be at the screen `point`."""
    px, py = _pitch(card_w, gap)
    return point[0] - cell[1] * px - card_w / 2, point[1] - cell[0] * py - card_height(card_w) / 2


def _cell_rect(origin, card_w: int, gap: float, r: int, c: int) -> pygame.Rect:
    px, py = _pitch(card_w, gap)
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
    it in sight when the followed cell changed."""
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

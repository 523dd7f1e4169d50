"""The two-sided duck! duck! SAFARI! board, drawn in code, and where pieces go on it.

The board is 16:10 (ASPECT = 1.6) on both sides, as a real two-sided board is one piece of card.
Everything is laid out on a 160 x 100 grid of board units; the geometry objects turn those into
pixels for whatever rect the table gives (the board keeps its aspect, centred in the rect), with
the same arithmetic the drawing uses, so a ducky placed with `space_center` lands on its space.

Number side: the loop of 20 spaces runs clockwise round the edge, from the start/"20" corner
(top left, index 0) along the top (1..6), down the right (7..9), back along the bottom (10..16)
and up the left (17..19). The infield holds the Safari Sprint card row (a value badge under each
spot), the racing card and the lap cards. The row reads as the rulebook lays it: the 1st spot at the
right end, the later spots to its left ("the empty slot farthest to the right", a card played ahead
"pushes the others to the left"), so spot k counts from the right. Hi-Lo side: the explorer spot on the left,
then one column per animal: its Higher ducky spot, the stack, its Lower ducky spot.
"""

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from rules.safari.components import ANIMALS, BOARD, SPOT_LABELS

from ...language import N_, _, current
from .. import fonts, safe
from ..drawing import INK, ellipse, mix, outlined_text, rrect, shrink, supersample
from ..fonts import fitting_size
from .duckies import ducky
from .style import CARD_COLOURS, CARD_RATIO, CREAM, SAVANNA
from .words import animal as animal_name
from .words import place, side

UNITS = (160.0, 100.0)
ASPECT = UNITS[0] / UNITS[1]
"""Width / height of the board (both sides)."""
FRAME = 3.0
"""The wooden rim round the board, in board units."""

# ----- number side -------------------------------------------------------------------------------
LOOP = BOARD.track.loop_length
COLS = 7
ROWS = LOOP // 2 - COLS + 2
"""A loop of 20 round a 7 x 5 grid of cells: 7 along the top and bottom, 3 more down each side."""
ROW_H = 18.0
"""Height of the top and bottom rows (the side cells share what is left)."""
TILE_GAP = 0.9
DUCKY_NUDGE = (0.08, 0.04)
"""A ducky stands this share of the tile right of and below the tile centre: the space number sits
in the tile's top-left corner, where a ducky (tail low, head on the right) leaves it readable."""
BADGE = 0.21
"""Radius of the number disc, as a share of the tile's shorter side."""
SPOT = {"pad": 3.0, "gap": 2.0, "label_top": 22.0, "label_h": 4.0, "value_h": 4.8, "lower_gap": 1.6}
"""The card row in the infield: side padding, gap between spots, label band, value badge band."""
WATER = ((92, 168, 214), (196, 232, 248))
MILESTONES = (5, 10, 15)
"""Spaces with a bolder number ring, to count by fives."""

# ----- hi-lo side --------------------------------------------------------------------------------
HILO = {
    "explorer_x": 6.0, "explorer_w": 24.0, "columns_x": 32.0, "column_w": 25.0,
    "ducky": 19.0, "higher_y": 8.5, "label_h": 6.0, "stack_w": 17.5, "lower_y": 72.5,
}
"""Hi-Lo side layout in board units: the explorer column, the five animal columns, their parts."""

COLOURS = {
    "rim": (122, 82, 46), "rim_dark": (84, 54, 30), "rim_light": (160, 112, 66),
    "tile_a": (250, 230, 178), "tile_b": (240, 214, 150), "tile_edge": (190, 150, 88),
    "badge": (255, 251, 236), "start_red": (214, 64, 52), "spot": (176, 208, 118), "spot_edge": (250, 246, 226),
    "label": (72, 104, 46), "hilo_field": (146, 184, 96),
}


# ----- geometry: pure arithmetic on the rect ------------------------------------------------------

def board_rect(rect) -> pygame.Rect:
    """The board inside `rect`: as large as fits at 16:10, centred (never smaller than 1 x 1)."""
    x, y, w, h = _floats(rect)
    bw = min(w, h * ASPECT)
    bh = bw / ASPECT
    return safe.rect(round(x + (w - bw) / 2), round(y + (h - bh) / 2), round(bw), round(bh))


def _floats(rect):
    r = pygame.Rect(rect)
    return float(r.x), float(r.y), float(max(1, r.w)), float(max(1, r.h))


class _Units:
    """Board units to pixels for the board fitted into `rect` (floats kept until the last rounding)."""

    def __init__(self, rect, fitted: bool = False):
        board = pygame.Rect(rect) if fitted else board_rect(rect)
        self.x0, self.y0 = float(board.x), float(board.y)
        self.u = max(1, board.w) / UNITS[0]

    def px(self, v):
        return v * self.u

    def pt(self, x, y):
        return self.x0 + x * self.u, self.y0 + y * self.u

    def rect(self, x, y, w, h) -> pygame.Rect:
        """Edges rounded one by one, so neighbouring cells share their edges exactly."""
        left, top = round(self.x0 + x * self.u), round(self.y0 + y * self.u)
        right, bottom = round(self.x0 + (x + w) * self.u), round(self.y0 + (y + h) * self.u)
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))


def _cell(index: int) -> tuple[int, int]:
    """Grid cell (col, row) of space `index`: clockwise from the top-left corner."""
    i = index % LOOP
    side = ROWS - 2
    if i < COLS:
        return i, 0
    if i < COLS + side:
        return COLS - 1, 1 + i - COLS
    if i < 2 * COLS + side:
        return COLS - 1 - (i - COLS - side), ROWS - 1
    return 0, ROWS - 2 - (i - 2 * COLS - side)


def _cell_units(col: int, row: int) -> tuple[float, float, float, float]:
    cw = (UNITS[0] - 2 * FRAME) / COLS
    side_h = (UNITS[1] - 2 * FRAME - 2 * ROW_H) / (ROWS - 2)
    x = FRAME + col * cw
    if row == 0:
        y, h = FRAME, ROW_H
    elif row == ROWS - 1:
        y, h = UNITS[1] - FRAME - ROW_H, ROW_H
    else:
        y, h = FRAME + ROW_H + (row - 1) * side_h, side_h
    return x, y, cw, h


def _outward(index: int) -> tuple[int, int]:
    """Which way the board's edge lies from a space (the space number sits on that side)."""
    col, row = _cell(index)
    if row == 0:
        return 0, -1
    if row == ROWS - 1:
        return 0, 1
    return (-1, 0) if col == 0 else (1, 0)


def _tile_units(index: int):
    x, y, w, h = _cell_units(*_cell(index))
    g = TILE_GAP / 2
    return x + g, y + g, w - 2 * g, h - 2 * g


def _infield_units():
    cw = (UNITS[0] - 2 * FRAME) / COLS
    x0, y0 = FRAME + cw, FRAME + ROW_H
    return x0, y0, UNITS[0] - 2 * x0, UNITS[1] - 2 * y0


def _slot_units(column: int):
    """The card-row place `column` from the left (0..5), whatever spot it is."""
    x0, y0, w, _ = _infield_units()
    n = len(SPOT_LABELS)
    sw = (w - 2 * SPOT["pad"] - (n - 1) * SPOT["gap"]) / n
    top = SPOT["label_top"] + SPOT["label_h"] + 0.4
    return x0 + SPOT["pad"] + column * (sw + SPOT["gap"]), top, sw, sw * CARD_RATIO


def _spot_units(k: int):
    """Spot k (0 = 1st): the 1st at the right end of the row, the later spots leftwards (SS-04)."""
    return _slot_units(len(SPOT_LABELS) - 1 - k)


def _lower_row_units(which: str):
    """The racing card (under the row's left end) and the lap pile (under its right end)."""
    x, y, w, h = _slot_units(0 if which == "racing" else len(SPOT_LABELS) - 1)
    top = y + h + SPOT["value_h"] + SPOT["lower_gap"] * 1.2
    return x, top, w, h


DUCKY_CLEAR = (0.3, 0.28)
"""The share of a ducky's square, from its top-left corner across and down, that its drawing leaves
empty in every animal (the tail rises from below it, ears and manes start right of it): a number disc
may reach that far into the square without hiding any of the ducky, nor the ducky any of the number."""
DUCKY_INSET = 0.4
"""Board units kept clear between the duckies and the tile's right and bottom edges."""


def _ducky_row_units(index: int, n: int) -> tuple[float, float, float]:
    """(size, left, top) in board units from the tile's corner: `n` squares in a row in the tile's lower
    right, as large as they can be with the number disc in the top-left corner uncovered."""
    _x, _y, w, h = _tile_units(index)
    _cx, _cy, r = _badge_units(index)
    disc = 2 * r + 1.0                                   # the disc's right and bottom edge from the tile's corner
    room_w, room_h = w - DUCKY_INSET, h - DUCKY_INSET
    beside = min(room_h, (room_w - disc) / n)           # the row right of the disc
    below = min(room_h - disc, room_w / n)              # the row under it
    corner = min(room_w / n, room_h, (room_w - disc) / (n - DUCKY_CLEAR[0]),
                 (room_h - disc) / (1 - DUCKY_CLEAR[1]))  # the first square's empty corner over the disc
    size = max(1.0, min(max(beside, below, corner), min(w, h) * 0.92))
    return size, room_w - n * size, room_h - size


@dataclass(frozen=True)
class NumberGeometry:
    """Where things go on the number side, in the pixels of the rect the board is drawn into."""

    rect: pygame.Rect
    """The board itself (16:10, centred in the rect asked for)."""

    @property
    def _u(self):
        return _Units(self.rect, fitted=True)

    def space_rect(self, index: int) -> pygame.Rect:
        """The tile of space `index` (0 = start/20 corner, 1..19; other ints wrap round the loop)."""
        return self._u.rect(*_tile_units(index))

    def space_center(self, index: int) -> tuple[int, int]:
        """Where to centre a `ducky_size()` ducky on space `index` (the number stays visible)."""
        x, y, w, h = _tile_units(index)
        px, py = self._u.pt(x + w * (0.5 + DUCKY_NUDGE[0]), y + h * (0.5 + DUCKY_NUDGE[1]))
        return round(px), round(py)

    def space_points(self, index: int, n: int) -> list[tuple[int, int]]:
        """`n` spots side by side on one space (score duckies may share a space in Savannah and Herds)."""
        n = max(1, int(n))
        cx, cy = self.space_center(index)
        if n == 1:
            return [(cx, cy)]
        r = self.space_rect(index)
        step = min(r.w, r.h) * 0.62 / max(1, n - 1) if n > 1 else 0
        step = min(step, min(r.w, r.h) * 0.3)
        ox, oy = _outward(index)
        dx, dy = (1, 0) if oy else (0, 1)  # spread along the track
        first = -(n - 1) / 2
        return [(round(cx + dx * step * (first + i)), round(cy + dy * step * (first + i))) for i in range(n)]

    def ducky_size(self) -> int:
        """A ducky size that fits a space (the square `ducky()` draws)."""
        x, y, w, h = _tile_units(0)
        return max(1, round(self._u.px(min(w, h) * 0.92)))

    def ducky_squares(self, index: int, n: int = 1) -> list[pygame.Rect]:
        """Squares for `n` duckies standing side by side on space `index`, left to right, none over
        another and none over the space's number (two duckies a lap apart share a space)."""
        n = max(1, int(n))
        x, y, w, h = _tile_units(index)
        size, left, top = _ducky_row_units(index, n)
        return [self._u.rect(x + left + k * size, y + top, size, size) for k in range(n)]

    def number_rect(self, index: int) -> pygame.Rect:
        """The box round space `index`'s printed number disc (top-left of its tile)."""
        cx, cy, r = _badge_units(index)
        return self._u.rect(cx - r, cy - r, 2 * r, 2 * r)

    @staticmethod
    def runs_leftward(index: int) -> bool:
        """Does the track run right to left on space `index` (the bottom row, clockwise round the loop)?"""
        return _outward(index) == (0, 1)

    def spot_rect(self, k: int) -> pygame.Rect:
        """Card-row spot k (0..5 for 1st..6th): a card of width `spot_rect(k).w` fills it."""
        return self._u.rect(*_spot_units(k))

    def spot_label_rect(self, k: int) -> pygame.Rect:
        """The printed "1st".."6th" above spot k."""
        x, y, w, _ = _spot_units(k)
        return self._u.rect(x, SPOT["label_top"], w, SPOT["label_h"])

    def spot_value_rect(self, k: int) -> pygame.Rect:
        """The band under spot k where the table shows the racing card's value for that spot."""
        x, y, w, h = _spot_units(k)
        return self._u.rect(x, y + h + 0.4, w, SPOT["value_h"] - 0.4)

    @property
    def racing_card_rect(self) -> pygame.Rect:
        """The face-up racing card of the round (under the 1st spot)."""
        return self._u.rect(*_lower_row_units("racing"))

    @property
    def lap_pile_rect(self) -> pygame.Rect:
        """The pile of +20 lap cards (under the 6th spot)."""
        return self._u.rect(*_lower_row_units("laps"))

    @property
    def title_rect(self) -> pygame.Rect:
        """The painted title between the racing card and the lap pile (free for a banner)."""
        rx, ry, rw, rh = _lower_row_units("racing")
        lx, _, _, _ = _lower_row_units("laps")
        return self._u.rect(rx + rw + 2, ry, lx - rx - rw - 4, rh)

    @property
    def card_width(self) -> int:
        """Width of a card that fills a spot."""
        return self.spot_rect(0).w


def number_side_geometry(rect) -> NumberGeometry:
    """The number side's geometry for a board drawn into `rect` (any size and aspect)."""
    return NumberGeometry(board_rect(rect))


def track_path(geometry: NumberGeometry, start: int, end: int, include_start: bool = False) -> list[tuple[int, int]]:
    """The space centres a ducky passes moving forward from `start` to `end`, one per space.

    Positions may be absolute race or score positions (43 -> 47) or spaces 0..19; moving forward
    wraps past the start/20 corner to 1. The start space is left out unless `include_start`;
    the end is always the last point. A backward push is one `space_center` call.
    """
    start, end = int(start), int(end)
    steps = end - start if end >= start else (end - start) % LOOP
    first = 0 if include_start else 1
    return [geometry.space_center((start + i) % LOOP) for i in range(first, steps + 1)]


def _hilo_column_x(animal: str) -> float:
    return HILO["columns_x"] + ANIMALS.index(animal) * HILO["column_w"]


def _hilo_units(animal: str, part: str):
    cx = _hilo_column_x(animal) + HILO["column_w"] / 2
    d = HILO["ducky"]
    if part == "higher":
        return cx - d / 2, HILO["higher_y"], d, d
    if part == "lower":
        return cx - d / 2, HILO["lower_y"], d, d
    sw = HILO["stack_w"]
    sh = sw * CARD_RATIO
    if part == "stack":
        return cx - sw / 2, UNITS[1] / 2 - sh / 2, sw, sh
    label_h = HILO["label_h"]
    if part == "higher_label":
        return cx - HILO["column_w"] / 2 + 1, HILO["higher_y"] + d + 0.6, HILO["column_w"] - 2, label_h
    if part == "lower_label":
        return cx - HILO["column_w"] / 2 + 1, HILO["lower_y"] - label_h - 0.6, HILO["column_w"] - 2, label_h
    raise KeyError(part)


def _explorer_units():
    d = HILO["ducky"] + 2
    cx = HILO["explorer_x"] + HILO["explorer_w"] / 2
    return cx - d / 2, UNITS[1] / 2 - d / 2, d, d


@dataclass(frozen=True)
class HiLoGeometry:
    """Where things go on the Hi-Lo side, in the pixels of the rect the board is drawn into."""

    rect: pygame.Rect

    @property
    def _u(self):
        return _Units(self.rect, fitted=True)

    @property
    def explorer_rect(self) -> pygame.Rect:
        """The explorer spot: Ducktor's ducky stands here until someone plays an explorer card."""
        return self._u.rect(*_explorer_units())

    def stack_rect(self, animal: str) -> pygame.Rect:
        """The animal's stack (a card of width `stack_rect(a).w` fills it)."""
        return self._u.rect(*_hilo_units(animal, "stack"))

    def higher_rect(self, animal: str) -> pygame.Rect:
        """The ducky spot next to the word Higher (above the stack)."""
        return self._u.rect(*_hilo_units(animal, "higher"))

    def lower_rect(self, animal: str) -> pygame.Rect:
        """The ducky spot next to the word Lower (below the stack)."""
        return self._u.rect(*_hilo_units(animal, "lower"))

    def side_rect(self, animal: str, side: str) -> pygame.Rect:
        """`higher_rect` or `lower_rect` by name ("higher" | "lower", as the engine's view says)."""
        return self.higher_rect(animal) if side == "higher" else self.lower_rect(animal)

    def ducky_size(self) -> int:
        return self.higher_rect(ANIMALS[0]).w

    @property
    def card_width(self) -> int:
        return self.stack_rect(ANIMALS[0]).w


def hilo_geometry(rect) -> HiLoGeometry:
    """The Hi-Lo side's geometry for a board drawn into `rect` (any size and aspect)."""
    return HiLoGeometry(board_rect(rect))


# ----- drawing ------------------------------------------------------------------------------------

START = N_("start")
RACING_CARD = N_("Racing\ncard")
"""The racing card's place, printed on two lines."""
LAPS = N_("laps")
EXPLORER_SPOT = N_("Explorer")
"""The words printed on the board (board.json has them in English): said in the language chosen now."""



def _rim(s, u: _Units):
    whole = u.rect(0, 0, *UNITS)
    rad = u.px(5)
    rrect(s, COLOURS["rim_dark"], whole, rad)
    rrect(s, COLOURS["rim"], whole.inflate(-max(1, u.px(1.2)), -max(1, u.px(1.2))), rad)
    rrect(s, COLOURS["rim_light"], whole.inflate(-max(1, u.px(1.2)), -max(1, u.px(1.2))), rad, max(1, u.px(0.5)))


def _grass_tufts(s, u: _Units, area, colour, count, seed):
    """A scatter of little spiky grass clumps (fixed pseudo-random places, the same every time)."""
    x, y, w, h = area
    r = seed
    size = u.px(1.5)
    if size < 1.5:
        return
    for _tuft in range(count):
        r = (r * 1103515245 + 12345) & 0x7FFFFFFF
        tx = x + (r % 1000) / 1000 * w
        r = (r * 1103515245 + 12345) & 0x7FFFFFFF
        ty = y + (r % 1000) / 1000 * h
        bx, by = u.pt(tx, ty)
        spikes = [(-1, 0), (-0.8, -0.9), (-0.35, -0.3), (0, -1.4), (0.35, -0.3), (0.9, -1.0), (1, 0)]
        pygame.draw.polygon(s, colour, [(bx + dx * size, by + dy * size) for dx, dy in spikes])


def _acacia(s, u: _Units, x, y, size):
    """An acacia tree: a flat-topped crown on a forked trunk (trees, never font glyphs)."""
    trunk = SAVANNA["tree"]
    w = max(1, round(u.px(size * 0.07)))
    base = u.pt(x, y)
    fork = u.pt(x, y - size * 0.45)
    pygame.draw.line(s, trunk, base, fork, w)
    pygame.draw.line(s, trunk, fork, u.pt(x - size * 0.25, y - size * 0.75), w)
    pygame.draw.line(s, trunk, fork, u.pt(x + size * 0.22, y - size * 0.78), w)
    crown = SAVANNA["grass_dark"]
    for dx, dy, cw in ((-0.3, -0.85, 0.55), (0.2, -0.88, 0.6), (-0.02, -0.95, 0.7)):
        cx, cy = x + dx * size, y + dy * size
        ellipse(s, crown, (*u.pt(cx - cw * size / 2, cy - size * 0.09), u.px(cw * size), u.px(size * 0.2)))


def _waterhole(s, u: _Units, x, y, w, h):
    """A little waterhole (rubber duckies like water): blue with a lighter rim and a glint."""
    ellipse(s, SAVANNA["sand_dark"], (*u.pt(x - 0.8, y - 0.5), u.px(w + 1.6), u.px(h + 1.2)))
    ellipse(s, WATER[0], (*u.pt(x, y), u.px(w), u.px(h)))
    ellipse(s, WATER[1], (*u.pt(x + w * 0.2, y + h * 0.25), u.px(w * 0.35), u.px(h * 0.18)))


def _arrow(s, colour, u: _Units, x, y, size, direction):
    """A fat arrow drawn as a shape: direction (dx, dy) is one of the four sides."""
    dx, dy = direction
    px, py = -dy, dx
    pts = [(0.5, 0), (0, 0.45), (0, 0.18), (-0.5, 0.18), (-0.5, -0.18), (0, -0.18), (0, -0.45)]
    pygame.draw.polygon(s, colour, [u.pt(x + (a * dx + b * px) * size, y + (a * dy + b * py) * size)
                                    for a, b in pts])


def _number_shapes(s, u: _Units):
    _rim(s, u)
    ix, iy, iw, ih = _infield_units()
    field = u.rect(ix - 0.5, iy - 0.5, iw + 1, ih + 1)
    rrect(s, SAVANNA["grass"], field, u.px(2.5))
    _grass_tufts(s, u, (ix + 2, iy + 3, iw - 4, ih - 5), mix(SAVANNA["grass"], SAVANNA["grass_dark"], 0.6), 40, 7)
    # the title's little scene: a sun and an acacia behind the words
    rx, ry, rw, rh = _lower_row_units("racing")
    lx = _lower_row_units("laps")[0]
    mid = (rx + rw + lx) / 2
    _acacia(s, u, mid - 22, ry + rh - 1, 13)
    ellipse(s, SAVANNA["grass_light"], (*u.pt(mid - 30, ry + rh - 3.5), u.px(60), u.px(5)))
    _waterhole(s, u, mid + 16, ry + rh - 8.5, 12, 4.4)
    # the track
    for i in range(LOOP):
        tile = u.rect(*_tile_units(i))
        rad = u.px(2.2)
        rrect(s, COLOURS["tile_edge"], tile.move(0, max(1, round(u.px(0.5)))), rad)
        rrect(s, COLOURS["tile_a"] if i % 2 else COLOURS["tile_b"], tile, rad)
        if i == 0:
            _start_tile(s, u)
        else:
            _badge(s, u, i, ring=i in MILESTONES)
    # the card row: spot outlines, the racing card and lap pile places
    for k in range(len(SPOT_LABELS)):
        _spot(s, u, _spot_units(k))
        lx_, ly_, lw_, lh_ = _spot_units(k)
        rrect(s, mix(SAVANNA["grass"], CREAM, 0.75), u.rect(lx_ + 1.5, SPOT["label_top"] + 0.2, lw_ - 3,
                                                            SPOT["label_h"] - 0.4), u.px(2))
    _spot(s, u, _lower_row_units("racing"), dashed=False, fill=mix(SAVANNA["grass"], CARD_COLOURS["tiger"][0], 0.25))
    _spot(s, u, _lower_row_units("laps"), dashed=False, fill=mix(SAVANNA["grass"], CREAM, 0.3))
    _loop_mark(s, u, _lower_row_units("laps"))


def _loop_mark(s, u: _Units, spot):
    """A circular arrow in the lap pile's place: "once round the loop"."""
    x, y, w, h = spot
    cx, cy, r = x + w / 2, y + h * 0.42, w * 0.28
    colour = mix(SAVANNA["grass"], CREAM, 0.8)
    rect = u.rect(cx - r, cy - r, 2 * r, 2 * r)
    if rect.w >= 4:
        pygame.draw.arc(s, colour, rect, 0.6, 5.6, max(1, round(u.px(1.1))))
        ax, ay = cx + r * math.cos(0.6), cy - r * math.sin(0.6)
        a = r * 0.45
        pygame.draw.polygon(s, colour, [u.pt(ax - a, ay - a * 0.1), u.pt(ax + a, ay - a * 0.1), u.pt(ax, ay + a)])


def _spot(s, u: _Units, spot, dashed=True, fill=None):
    x, y, w, h = spot
    r = u.rect(x, y, w, h)
    rad = u.px(1.6)
    rrect(s, fill or COLOURS["spot"], r, rad)
    if not dashed:
        rrect(s, COLOURS["spot_edge"], r, rad, max(1, round(u.px(0.45))))
        return
    # dashes round the edge: a place to put a card, not a card
    lw = max(1, round(u.px(0.45)))
    dash = max(2.0, u.px(2.0))
    for (ax, ay), (bx, by) in (((r.left, r.top), (r.right, r.top)), ((r.right, r.top), (r.right, r.bottom)),
                               ((r.right, r.bottom), (r.left, r.bottom)), ((r.left, r.bottom), (r.left, r.top))):
        length = max(abs(bx - ax), abs(by - ay))
        n = max(1, int(length / (dash * 2)))
        for i in range(n):
            t0, t1 = (i + 0.25) / n, (i + 0.75) / n
            pygame.draw.line(s, COLOURS["spot_edge"], (ax + (bx - ax) * t0, ay + (by - ay) * t0),
                             (ax + (bx - ax) * t1, ay + (by - ay) * t1), lw)


def _badge_units(index: int):
    """Centre and radius of the number disc in the top-left corner of a tile."""
    x, y, w, h = _tile_units(index)
    r = min(w, h) * BADGE
    return x + r + 1.0, y + r + 1.0, r


def _badge(s, u: _Units, index, ring=False):
    cx, cy, r = _badge_units(index)
    pygame.draw.circle(s, COLOURS["badge"], u.pt(cx, cy), u.px(r))
    pygame.draw.circle(s, COLOURS["rim"] if ring else COLOURS["tile_edge"], u.pt(cx, cy), u.px(r),
                       max(1, round(u.px(0.7 if ring else 0.35))))


def _start_tile(s, u: _Units):
    """The start/"20" corner: red, a chequered flag band along its foot, its "20" disc like the others."""
    x, y, w, h = _tile_units(0)
    tile = u.rect(x, y, w, h)
    rrect(s, COLOURS["start_red"], tile, u.px(2.2))
    n, rows = 10, 2
    sq = (w - 2.4) / n
    for row in range(rows):
        for col in range(n):
            colour = CREAM if (row + col) % 2 == 0 else INK
            cell = u.rect(x + 1.2 + col * sq, y + h - 1.2 - (rows - row) * sq, sq, sq)
            pygame.draw.rect(s, colour, cell)
    _badge(s, u, 0, ring=True)


def _number_text(s, u: _Units):
    size = round(u.px(5.0))
    if size < 7:
        return
    for i in range(1, LOOP):
        cx, cy, r = _badge_units(i)
        fonts.blit_text(s, BOARD.track.spaces[i].label, round(u.px(r * (1.25 if i < 10 else 1.1))),
                        u.pt(cx, cy + r * 0.05), INK, "bold", "center")
    x, y, w, h = _tile_units(0)
    label = BOARD.track.spaces[0].label
    twenty = label.split("/")[-1].strip() if "/" in label else "20"
    cx, cy, r = _badge_units(0)
    fonts.blit_text(s, twenty, round(u.px(r * 1.25)), u.pt(cx, cy + r * 0.05), INK, "bold", "center")
    start = _(START).upper()
    fonts.blit_text(s, start, fitting_size(start, round(u.px(3.2)), u.px(x + w - cx - r - 1)),
                    u.pt((cx + r + x + w) / 2, cy), CREAM, "bold", "center")
    for k in range(len(SPOT_LABELS)):
        lx, _y, lw, _h = _spot_units(k)
        fonts.blit_text(s, place(k + 1), round(u.px(3.0)), u.pt(lx + lw / 2, SPOT["label_top"] + SPOT["label_h"] / 2),
                        COLOURS["label"], "bold", "center")
    rx, ry, rw, rh = _lower_row_units("racing")
    first, second = _(RACING_CARD).split("\n")
    size = min(fitting_size(line, round(u.px(2.6)), u.px(rw - 1)) for line in (first, second))
    fonts.blit_text(s, first, size, u.pt(rx + rw / 2, ry + rh / 2 - 1.8), CREAM, "bold", "center")
    fonts.blit_text(s, second, size, u.pt(rx + rw / 2, ry + rh / 2 + 1.8), CREAM, "bold", "center")
    lx, ly, lw, lh = _lower_row_units("laps")
    fonts.blit_text(s, "+20", round(u.px(3.4)), u.pt(lx + lw / 2, ly + lh * 0.42), CREAM, "bold", "center")
    laps = _(LAPS)
    fonts.blit_text(s, laps, fitting_size(laps, round(u.px(2.4)), u.px(lw - 1)), u.pt(lx + lw / 2, ly + lh * 0.8),
                    CREAM, "bold", "center")
    _title(s, u, (rx + rw + lx) / 2, ry + rh * 0.5)


def _title(s, u: _Units, cx, cy):
    size = round(u.px(5.2))
    if size < 8:
        return
    edge = max(1, round(u.px(0.5)))
    top = outlined_text("duck! duck!", round(u.px(3.6)), CREAM, COLOURS["rim_dark"], edge=edge)
    big = outlined_text("SAFARI!", size, (255, 204, 60), COLOURS["rim_dark"], edge=edge)
    s.blit(top, top.get_rect(midbottom=u.pt(cx, cy + 0.2)))
    s.blit(big, big.get_rect(midtop=u.pt(cx, cy - 0.6)))


def _hilo_shapes(s, u: _Units):
    _rim(s, u)
    field = u.rect(FRAME, FRAME, UNITS[0] - 2 * FRAME, UNITS[1] - 2 * FRAME)
    rrect(s, COLOURS["hilo_field"], field, u.px(3))
    _grass_tufts(s, u, (FRAME + 2, FRAME + 2, UNITS[0] - 2 * FRAME - 4, UNITS[1] - 2 * FRAME - 4),
                 mix(COLOURS["hilo_field"], SAVANNA["grass_dark"], 0.6), 60, 11)
    # the explorer column
    ex, ew = HILO["explorer_x"], HILO["explorer_w"]
    rrect(s, mix(CARD_COLOURS["ducktor"][1], COLOURS["hilo_field"], 0.15),
          u.rect(ex, FRAME + 3, ew, UNITS[1] - 2 * FRAME - 6), u.px(3))
    x, y, w, h = _explorer_units()
    pygame.draw.circle(s, mix(CARD_COLOURS["ducktor"][0], CREAM, 0.55), u.pt(x + w / 2, y + h / 2), u.px(w / 2))
    pygame.draw.circle(s, CARD_COLOURS["ducktor"][0], u.pt(x + w / 2, y + h / 2), u.px(w / 2),
                       max(1, round(u.px(0.7))))
    for animal in ANIMALS:
        frame, light = CARD_COLOURS[animal]
        cx = _hilo_column_x(animal)
        rrect(s, mix(light, COLOURS["hilo_field"], 0.15), u.rect(cx + 1, FRAME + 3, HILO["column_w"] - 2,
                                                               UNITS[1] - 2 * FRAME - 6), u.px(3))
        for part in ("higher", "lower"):
            hx, hy, hw, hh = _hilo_units(animal, part)
            pygame.draw.circle(s, mix(frame, CREAM, 0.6), u.pt(hx + hw / 2, hy + hh / 2), u.px(hw / 2))
            pygame.draw.circle(s, frame, u.pt(hx + hw / 2, hy + hh / 2), u.px(hw / 2), max(1, round(u.px(0.6))))
        _spot(s, u, _hilo_units(animal, "stack"), dashed=False, fill=mix(frame, light, 0.55))
        for part, direction in (("higher_label", (0, -1)), ("lower_label", (0, 1))):
            lx, ly, lw, lh = _hilo_units(animal, part)
            rrect(s, frame, u.rect(lx + 1, ly, lw - 2, lh), u.px(lh / 2))
            _arrow(s, CREAM, u, lx + 4.2, ly + lh / 2, lh * 0.8, direction)


def _hilo_text(s, u: _Units):
    if u.px(3.0) < 6:
        return
    labels = {key: side(key) for key in ("higher", "lower")}
    for stack in BOARD.hi_lo.stacks:
        for part, key in (("higher_label", "higher"), ("lower_label", "lower")):
            lx, ly, lw, lh = _hilo_units(stack.animal, part)
            size = fitting_size(labels[key], round(u.px(3.1)), u.px(lw - 7))     # clear of the arrow on its left
            fonts.blit_text(s, labels[key], size, u.pt(lx + lw / 2 + 2.4, ly + lh / 2), CREAM, "bold", "center")
        sx, sy, sw, sh = _hilo_units(stack.animal, "stack")
        name = animal_name(stack.animal)
        fonts.blit_text(s, name, fitting_size(name, round(u.px(2.6)), u.px(sw - 1)), u.pt(sx + sw / 2, sy + sh - 2.6),
                        INK, "bold", "center")
    x, y, w, h = _explorer_units()
    explorer = _(EXPLORER_SPOT)
    fonts.blit_text(s, explorer, fitting_size(explorer, round(u.px(3.0)), u.px(HILO["explorer_w"] - 1)),
                    u.pt(x + w / 2, y + h + 3.2), CARD_COLOURS["ducktor"][0], "bold", "center")
    if u.px(4.4) >= 8:
        edge = max(1, round(u.px(0.4)))
        a = outlined_text("Hi-Lo", round(u.px(4.6)), (255, 204, 60), COLOURS["rim_dark"], edge=edge)
        b = outlined_text("Hijinks", round(u.px(3.4)), CREAM, COLOURS["rim_dark"], edge=edge)
        top = a.get_rect(midtop=u.pt(HILO["explorer_x"] + HILO["explorer_w"] / 2, FRAME + 6))
        s.blit(a, top)
        s.blit(b, b.get_rect(midtop=(top.centerx, top.bottom - edge)))


def _hilo_icons(s, u: _Units):
    """Faint duckies in the empty places, so each spot says whose it is before a card covers it."""
    for animal in ANIMALS:
        sx, sy, sw, sh = _hilo_units(animal, "stack")
        size = round(u.px(sw * 0.8))
        if size >= 8:
            icon = ducky(animal, size, "right", False).copy()
            icon.set_alpha(150)
            s.blit(icon, icon.get_rect(center=u.pt(sx + sw / 2, sy + sh * 0.42)))
    x, y, w, h = _explorer_units()
    size = round(u.px(w * 0.8))
    if size >= 8:
        icon = ducky("ducktor", size, "right", False).copy()
        icon.set_alpha(110)
        s.blit(icon, icon.get_rect(center=u.pt(x + w / 2, y + h / 2)))


def board_surface(side: str, w: int, h: int) -> pygame.Surface:
    """The board's `side` ("number" or "hilo") drawn into a w x h surface, board centred, the rest clear.

    Cached per size and language: the table blits it every frame and draws only the pieces on top.
    """
    if side not in ("number", "hilo"):
        raise ValueError(f"side is 'number' or 'hilo', not {side!r}")
    return _board_surface(side, *safe.dims(w, h), current())


@lru_cache(maxsize=8)
def _board_surface(side: str, w: int, h: int, lang: str) -> pygame.Surface:
    out = safe.surface(w, h)
    board = board_rect((0, 0, w, h))
    k = supersample(max(board.w, board.h))
    big = safe.surface(board.w * k, board.h * k)
    (_number_shapes if side == "number" else _hilo_shapes)(big, _Units((0, 0, board.w * k, board.h * k), fitted=True))
    out.blit(shrink(big, board.w, board.h), board.topleft)
    u = _Units((0, 0, w, h))
    if side == "number":
        _number_text(out, u)
    else:
        _hilo_icons(out, u)
        _hilo_text(out, u)
    return out

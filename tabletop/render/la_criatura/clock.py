"""The time marker: a track of numbered spaces ending at the helicopter, and where the clock token
stands on it turn by turn.

The clock token starts on the number of regular turns (players - 1) and moves one space towards
the helicopter at the start of each turn (RULES-DECISIONS LC-01); the view's `clock` is that number
(0 = the helicopter). The track is laid along the longer side of whatever rect it is given: left to
right when wide, bottom to top when tall. Drawing and geometry share `_layout`, so a token placed
with `clock_position` lands on its space.
"""

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from rules.la_criatura.engine import LaCriatura

from .. import fonts
from ..drawing import INK, mix, rrect, shrink
from .icons import icon
from .style import canvas

MAX_TURNS = LaCriatura.max_players - 1
"""Numbered spaces on the marker: the most regular turns a game can have."""
ASPECT = 6.0
"""Width / height the marker is drawn at when only a width is given (`face(("time_marker",), w)`)."""
HELIPAD = 1.5
"""The helicopter space is this many numbered spaces long."""
COLOURS = {"plate": (54, 64, 80), "plate_edge": (30, 36, 48), "space": (232, 236, 242), "space_edge": (120, 134, 156),
           "number": (30, 36, 48), "pad": (214, 66, 56), "pad_mark": (252, 246, 232), "path": (150, 164, 184)}


@dataclass(frozen=True)
class _Layout:
    horizontal: bool
    centres: tuple[tuple[float, float], ...]
    """Centre of the space for each clock value: index 0 the helicopter, then 1 .. MAX_TURNS."""
    radius: float
    pad_radius: float


def _layout(w: float, h: float) -> _Layout:
    w, h = max(1.0, float(w)), max(1.0, float(h))
    horizontal = w >= h
    long_, short = (w, h) if horizontal else (h, w)
    margin = short * 0.1
    slot = max(0.0, long_ - 2 * margin) / (MAX_TURNS + HELIPAD)
    radius = max(0.5, min(slot * 0.42, short * 0.34))
    pad_radius = max(0.5, min(slot * HELIPAD * 0.45, short * 0.44))
    along = [margin + slot * (MAX_TURNS + HELIPAD / 2)]  # the helicopter, at the end of the run
    along += [margin + slot * (MAX_TURNS - v + 0.5) for v in range(1, MAX_TURNS + 1)]
    if horizontal:
        centres = tuple((a, h / 2) for a in along)
    else:
        centres = tuple((w / 2, h - a) for a in along)
    return _Layout(horizontal, centres, radius, pad_radius)


def _rect_xywh(rect):
    r = pygame.Rect(rect)
    return r.x, r.y, max(1, r.w), max(1, r.h)


def clock_space(rect, clock: float) -> tuple[int, int]:
    """The centre of the space numbered `clock` (0 = the helicopter) on a marker drawn in `rect`.

    A fractional clock lies between two spaces (for a token sliding along).
    """
    x, y, w, h = _rect_xywh(rect)
    lay = _layout(w, h)
    c = min(float(MAX_TURNS), max(0.0, float(clock)))
    lo, hi = math.floor(c), math.ceil(c)
    t = c - lo
    (ax, ay), (bx, by) = lay.centres[lo], lay.centres[hi]
    px, py = ax + (bx - ax) * t, ay + (by - ay) * t
    return min(x + w - 1, max(x, round(x + px))), min(y + h - 1, max(y, round(y + py)))


def clock_position(rect, turn: float, turns: int = MAX_TURNS) -> tuple[int, int]:
    """Where the clock token stands in turn `turn` of a game of `turns` regular turns (the view's
    `turn` and `turns`; turn turns + 1 is the helicopter phase). Fractions slide between spaces."""
    turns = min(MAX_TURNS, max(1, int(turns)))
    t = min(turns + 1.0, max(1.0, float(turn)))
    return clock_space(rect, turns + 1 - t)


def clock_token_size(rect) -> int:
    """A clock token diameter that sits inside one numbered space of the marker in `rect`."""
    _, _, w, h = _rect_xywh(rect)
    return max(1, math.floor(_layout(w, h).radius * 2 * 0.9))


@lru_cache(maxsize=32)
def clock_track(w: int, h: int) -> pygame.Surface:
    """The time marker at w x h: a steel plate, spaces MAX_TURNS .. 1 and the helicopter pad."""
    w, h = max(1, int(w)), max(1, int(h))
    big, k = canvas(w, h)
    W, H = big.get_size()
    short = min(W, H)
    rrect(big, COLOURS["plate_edge"], (0, 0, W, H), short * 0.22)
    rrect(big, COLOURS["plate"], (short * 0.04, short * 0.04, W - short * 0.08, H - short * 0.08), short * 0.2)
    lay = _layout(W, H)
    if min(w, h) >= 4:
        path = [lay.centres[v] for v in range(MAX_TURNS, -1, -1)]
        pygame.draw.lines(big, COLOURS["path"], False, path, max(1, round(lay.radius * 0.25)))
        for v in range(1, MAX_TURNS + 1):
            cx, cy = lay.centres[v]
            pygame.draw.circle(big, COLOURS["space_edge"], (cx, cy), lay.radius)
            pygame.draw.circle(big, COLOURS["space"], (cx, cy), lay.radius * 0.86)
        cx, cy = lay.centres[0]
        pygame.draw.circle(big, mix(COLOURS["pad"], INK, 0.35), (cx, cy), lay.pad_radius)
        pygame.draw.circle(big, COLOURS["pad"], (cx, cy), lay.pad_radius * 0.9)
        pygame.draw.circle(big, COLOURS["pad_mark"], (cx, cy), lay.pad_radius * 0.74,
                           max(1, round(lay.pad_radius * 0.06)))
        icon(big, "helicopter", (cx, cy), lay.pad_radius * 0.6, COLOURS["pad_mark"])
    s = shrink(big, w, h)
    small = _layout(w, h)
    size = round(small.radius * 1.1)
    if size >= 7:
        for v in range(1, MAX_TURNS + 1):
            cx, cy = small.centres[v]
            fonts.blit_text(s, str(v), size, (cx, cy + size * 0.04), COLOURS["number"], "bold", "center")
    return s


def time_marker(width: int) -> pygame.Surface:
    """The marker drawn at `width` and its own proportions (ASPECT)."""
    w = max(1, int(width))
    return clock_track(w, max(1, round(w / ASPECT)))


__all__ = ["ASPECT", "MAX_TURNS", "clock_position", "clock_space", "clock_token_size", "clock_track",
           "time_marker"]

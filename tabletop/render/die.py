"""A six-sided die drawn in code: still faces, a marked face, and a tumble that lands on a given value.

The table never decides a roll: the engine's event holds the number, and `tumble_frames` only
animates a die landing on it. The marked face (a gold ring) shows the die kept when two dice are
rolled and the better one counts (La Criatura's humans in the revealed helicopter phase).
"""

import math
import random
from functools import lru_cache

import pygame

from . import safe
from .drawing import rrect, shrink, supersample

PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
"""Pip positions per value on a 3 x 3 grid (-1, 0, 1), the way a real die shows them."""
COLOURS = {"body": (250, 246, 234), "edge": (196, 186, 164), "shade": (232, 224, 204), "pip": (30, 30, 36),
           "ring": (232, 178, 40), "ring_dark": (150, 104, 16)}
LAYOUT = {"inset": 0.04, "radius": 0.18, "pip_r": 0.085, "pip_spread": 0.25, "ring": 0.1}
"""Shares of the die's side: margin, corner radius, pip radius, pip spacing, marked ring width."""
TUMBLE = {"shrink": 0.78, "bounce": 0.2, "turns": 1.6}
"""The tumble: how small the die gets in the air, how high it bounces (share of the frame), how far it spins."""


def _value(value) -> int:
    v = int(value)
    if v not in PIPS:
        raise ValueError(f"a die shows 1 to 6, not {value!r}")
    return v


@lru_cache(maxsize=256)
def die_face(value: int, size: int, marked: bool = False) -> pygame.Surface:
    """A `size` x `size` die showing `value`; `marked` rings it in gold (cached: do not draw on it)."""
    v = _value(value)
    size = max(1, int(size))
    k = supersample(size)
    big = safe.surface(size * k, size * k)
    S = big.get_width()
    inset = max(0.0, LAYOUT["inset"] * S)
    if marked:
        ring = LAYOUT["ring"] * S
        rrect(big, COLOURS["ring_dark"], (0, 0, S, S), LAYOUT["radius"] * S * 1.2)
        rrect(big, COLOURS["ring"], (S * 0.015, S * 0.015, S * 0.97, S * 0.97), LAYOUT["radius"] * S * 1.15)
        inset += ring
    side = S - 2 * inset
    rad = LAYOUT["radius"] * side
    rrect(big, COLOURS["edge"], (inset, inset, side, side), rad)
    rrect(big, COLOURS["body"], (inset + side * 0.03, inset + side * 0.02, side * 0.94, side * 0.92), rad * 0.9)
    rrect(big, COLOURS["shade"], (inset + side * 0.1, inset + side * 0.1, side * 0.8, side * 0.8), rad * 0.7)
    rrect(big, COLOURS["body"], (inset + side * 0.12, inset + side * 0.1, side * 0.76, side * 0.76), rad * 0.7)
    cx = cy = S / 2
    for gx, gy in PIPS[v]:
        pygame.draw.circle(big, COLOURS["pip"], (cx + gx * side * LAYOUT["pip_spread"],
                                                  cy + gy * side * LAYOUT["pip_spread"] - side * 0.01),
                           max(0.5, side * LAYOUT["pip_r"]))
    return shrink(big, size, size)


def _tumble_values(final: int, frames: int, seed: int) -> list[int]:
    """The faces shown on the way: never the same twice running, the last one `final`."""
    rng = random.Random(f"{seed}:{final}:{frames}")
    values = [final]
    for _ in range(frames - 1):
        values.append(rng.choice([v for v in PIPS if v != values[-1]]))
    return values[::-1]


@lru_cache(maxsize=64)
def _tumble(final: int, size: int, frames: int, seed: int, marked: bool) -> tuple[pygame.Surface, ...]:
    values = _tumble_values(final, frames, seed)
    spin = random.Random(seed).choice((-1, 1)) * TUMBLE["turns"] * 360
    out = []
    for i, v in enumerate(values[:-1]):
        t = i / max(1, frames - 1)  # 0 .. just before landing
        left = 1 - t
        angle = spin * left * left  # slows down as it lands
        hop = abs(math.sin(t * math.pi * 2.5)) * left * TUMBLE["bounce"] * size
        scale = TUMBLE["shrink"] + (1 - TUMBLE["shrink"]) * t
        face = die_face(v, size, marked)
        turned = safe.rotozoom(face, angle, scale)
        # keep the turned die inside the frame: shrink again if its corners would stick out
        fit = min(1.0, size / max(1, turned.get_width()), size / max(1, turned.get_height()))
        if fit < 1.0:
            turned = safe.scale(turned, turned.get_width() * fit, turned.get_height() * fit)
        frame = safe.surface(size, size)
        room = max(0, (size - turned.get_height()) / 2)
        frame.blit(turned, turned.get_rect(center=(size / 2, size / 2 + room - min(room * 2, hop))))
        out.append(frame)
    out.append(die_face(final, size, marked))
    return tuple(out)


def tumble_frames(final_value: int, size: int, frames: int = 12, seed: int = 0, marked: bool = False) -> list:
    """`frames` surfaces of `size` x `size`: the die spinning and bouncing, the last one exactly
    `die_face(final_value, size, marked)`. The same seed gives the same tumble (replays look alike)."""
    return list(_tumble(_value(final_value), max(1, int(size)), max(1, int(frames)), int(seed), bool(marked)))

"""The six rubber duckies of duck! duck! SAFARI!, drawn in code.

Each ducky is told apart three ways, so colour-blind players never have to rely on colour:
a silhouette (ear flap and trunk, mane ring, round ears and curly tail, cat ears, mohawk, pith
helmet), a mark (wrinkles, mane, face patch, wedge stripes, full bands, helmet band and scarf)
and a colour. The same drawing is the icon on the cards and markers.

Shapes are laid out on a 100 x 100 grid facing right and drawn for the asked size, a few times
larger, then brought down in one smooth step so the edges are antialiased.
"""

import math
from functools import lru_cache

import pygame

from rules.safari.components import DUCKIES

from .. import safe
from ..drawing import INK, bezier, clip_to, dilate, ellipse, mix, shrink, spiral, supersample, thick_curve
from .style import DUCKY_COLOURS

GRID = 100
FILL = 0.92
"""Share of the square the grid covers: the rest keeps outlines and the helmet inside the canvas."""
HEAD = (62, 35, 18.5)
"""Head centre and radius on the grid: features hang off it."""
BODY = (8, 52, 78, 38)
WING = (44, 68, 17, 11, 0.25)
"""Wing: centre x, y, half length, half height, tilt (radians)."""
TAIL = [(16, 68), (5, 44), (12, 43), (32, 57)]
BILL_TOP = (74, 36, 25, 11)
BILL_LOW = (76, 42, 19, 8)
EYE = (69, 30, 3.8)
SHADOW = (12, 84, 78, 13)
"""Where the soft shadow lies under the ducky (grid units)."""

EAR_ELEPHANT = (34, 14, 32, 44)
TRUNK = [(76, 38), (97, 36), (93, 66)]
LION_MANE = (12, 7.5, 23.5)
"""Mane ring: number of tufts, tuft radius, ring radius (around HEAD)."""
MONKEY_EARS = [(43, 30, 9.5), (60, 13, 8.5)]
MONKEY_TAIL = (13, 34, 13, 3, 1.6, 1.25)
"""Tail spiral: centre x, y, start radius, end radius, start angle (radians), turns."""
TIGER_EARS = [(48, 20), (63, 14.5)]
TIGER_STRIPES = [((26, 50), (34, 50), (31, 66)), ((40, 48), (48, 48), (44, 68)), ((54, 48), (62, 49), (57, 66)),
                 ((20, 58), (26, 55), (26, 70)),
                 ((52, 18), (58, 16), (57, 28)), ((62, 16), (68, 16.5), (64, 26)), ((45, 27), (48, 22), (52, 32))]
"""Tapered wedges hanging from the back and the crown (tiger); zebra bands run right through."""
ZEBRA_BANDS = [18, 28, 38, 48, 58, 68, 78]
ZEBRA_HEAD_BANDS = [(44, 26), (46, 36), (49, 45)]
MOHAWK = [(46, 24), (44, 15), (50, 19), (51, 9), (56, 16), (59, 6), (63, 15), (67, 8), (68, 19), (60, 22)]
HELMET_DOME = (45, 2, 36, 32)
HELMET_BRIM = (38, 17, 50, 9)
SCARF = [(50, 50), (74, 46), (76, 52), (52, 57)]
SCARF_KNOT = [(56, 52), (48, 64), (60, 62)]
HELMET = ((236, 220, 170), (196, 174, 120), (104, 74, 44))
SCARF_COLOUR = (212, 58, 52)
MANE = ((170, 92, 30), (200, 124, 44))
MONKEY_FACE = (240, 204, 156)
EAR_INNER = (236, 176, 186)
STRIPE = (34, 28, 26)
OUTLINE = (54, 40, 30)


class _Pen:
    """Grid units to pixels on a square canvas of `px` pixels."""

    def __init__(self, surface, px):
        self.s = surface
        self.k = px / GRID * FILL
        self.o = px * (1 - FILL) / 2

    def p(self, x, y):
        return self.o + x * self.k, self.o + y * self.k

    def pts(self, points):
        return [self.p(x, y) for x, y in points]

    def r(self, x, y, w, h):
        return self.o + x * self.k, self.o + y * self.k, w * self.k, h * self.k

    def circle(self, colour, x, y, rad):
        if rad * self.k >= 0.5:
            pygame.draw.circle(self.s, colour, self.p(x, y), rad * self.k)

    def ellipse(self, colour, rect, width=0):
        ellipse(self.s, colour, self.r(*rect), width * self.k if width else 0)

    def poly(self, colour, points):
        pygame.draw.polygon(self.s, colour, self.pts(points))

    def curve(self, colour, points, r0, r1):
        thick_curve(self.s, colour, self.pts(points), r0 * self.k, r1 * self.k)

    def line(self, colour, a, b, width):
        pygame.draw.line(self.s, colour, self.p(*a), self.p(*b), max(1, round(width * self.k)))

    def arc(self, colour, rect, a0, a1, width):
        x, y, w, h = self.r(*rect)
        if w >= 2 and h >= 2:
            pygame.draw.arc(self.s, colour, pygame.Rect(round(x), round(y), round(w), round(h)), a0, a1,
                            max(1, round(width * self.k)))


def _body(pen, body, shade):
    pen.poly(body, TAIL)
    pen.ellipse(body, BODY)
    pen.ellipse(body, (48, 46, 38, 34))  # the chest rises to the head


def _teardrop(cx, cy, a, b, tilt, steps=28):
    """A wing: round at the front, pointed at the back (left), tip lifted by `tilt` radians."""
    pts = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        u, v = math.cos(t), math.sin(t) * math.sin(t / 2) ** 1.4
        x, y = -a * u, b * v
        pts.append((cx + x * math.cos(tilt) - y * math.sin(tilt), cy + x * math.sin(tilt) + y * math.cos(tilt)))
    return pts


def _wing(pen, shade):
    cx, cy, a, b, tilt = WING
    pen.poly(shade, _teardrop(cx, cy, a, b, tilt))
    pen.poly(mix(shade, INK, 0.12), _teardrop(cx + a * 0.15, cy + b * 0.25, a * 0.55, b * 0.45, tilt))


def _head(pen, body):
    x, y, r = HEAD
    pen.circle(body, x, y, r)


def _bill(pen, bill):
    pen.ellipse(mix(bill, INK, 0.18), BILL_LOW)
    pen.ellipse(bill, BILL_TOP)
    pen.line(mix(bill, INK, 0.4), (80, 42), (96, 41.5), 0.9)


def _eye(pen):
    x, y, r = EYE
    pen.circle(INK, x, y, r)
    pen.circle((255, 255, 255), x + r * 0.35, y - r * 0.38, r * 0.36)


def _cheek(pen, body):
    pen.circle(mix(body, (240, 120, 120), 0.35), 66, 42, 3.2)


# ----- the animals: what each adds behind the base ducky and on top of it -----------------------

def _elephant_front(pen, body, shade, bill):
    ear, inner = mix(body, shade, 0.6), mix(EAR_INNER, body, 0.25)
    pen.ellipse(ear, EAR_ELEPHANT)
    pen.ellipse(inner, (EAR_ELEPHANT[0] + 5, EAR_ELEPHANT[1] + 6, EAR_ELEPHANT[2] - 12, EAR_ELEPHANT[3] - 13))
    pen.arc(mix(shade, INK, 0.4), EAR_ELEPHANT, 4.6, 7.8, 1.1)
    trunk = bezier(*TRUNK, steps=30)
    pen.curve(body, trunk, 7.5, 4.2)
    pen.curve(body, bezier((93, 66), (92, 72), (86, 70), 8), 4.2, 3.6)  # the tip curls back
    for t in (0.35, 0.55, 0.72, 0.86):  # wrinkles across the trunk
        i = int(t * (len(trunk) - 1))
        (x0, y0), (x1, y1) = trunk[i - 1], trunk[i + 1]
        dx, dy = x1 - x0, y1 - y0
        n = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        nx, ny = -dy / n, dx / n
        r = 6.5 - 3 * t
        cx, cy = trunk[i]
        pen.line(mix(shade, INK, 0.3), (cx - nx * r * 0.8, cy - ny * r * 0.8), (cx + nx * r * 0.8, cy + ny * r * 0.8),
                 0.9)
    pen.poly((250, 246, 236), [(77, 45), (87, 50), (78, 49)])  # a little tusk


def _lion_behind(pen, body, shade, bill):
    n, tuft, ring = LION_MANE
    hx, hy, _ = HEAD
    pen.circle(MANE[0], hx, hy, ring + tuft * 0.4)
    for i in range(n):
        a = i * 2 * math.pi / n
        pen.circle(MANE[i % 2], hx + ring * math.cos(a), hy + ring * math.sin(a), tuft)


def _lion_front(pen, body, shade, bill):
    pen.curve(MANE[0], [(8, 46), (5, 40), (6, 36)], 5.0, 4.0)  # tail tuft
    pen.circle(MANE[1], 6, 38, 3.2)


def _monkey_behind(pen, body, shade, bill):
    cx, cy, r0, r1, a0, turns = MONKEY_TAIL
    tail = [(18, 64), (6, 56)] + spiral(cx, cy + 10, r0, r1, a0, turns, 40)
    pen.curve(body, tail, 3.4, 2.6)
    for x, y, r in MONKEY_EARS:
        pen.circle(body, x, y, r)
        pen.circle(MONKEY_FACE, x, y, r * 0.55)


def _monkey_front(pen, body, shade, bill):
    pen.ellipse(MONKEY_FACE, (58, 20, 26, 30))
    pen.circle(mix(body, INK, 0.15), 66, 19, 4.5)  # a tuft of hair on the brow


def _tiger_behind(pen, body, shade, bill):
    for x, y in TIGER_EARS:
        pen.circle(body, x, y, 6.8)
        pen.circle(STRIPE, x, y, 3.6)


def _tiger_front(pen, body, shade, bill):
    pen.ellipse((252, 246, 234), (62, 38, 16, 12))  # white cheek ruff


def _tiger_marks(pen, body, shade, bill):
    for wedge in TIGER_STRIPES:
        pen.poly(STRIPE, wedge)
    pen.poly(STRIPE, [(8, 47), (14, 50), (9, 53)])  # the tail's tip


def _zebra_behind(pen, body, shade, bill):
    pen.poly(STRIPE, MOHAWK)


def _zebra_marks(pen, body, shade, bill):
    for x in ZEBRA_BANDS:
        pen.poly(STRIPE, [(x, 40), (x + 4.6, 40), (x + 1.5, 92), (x - 3.5, 92)])
    for x, y in ZEBRA_HEAD_BANDS:
        pen.poly(STRIPE, [(x - 8, y - 2), (x + 2, y - 5), (x + 3, y - 1.5), (x - 7, y + 1.8)])


def _ducktor_front(pen, body, shade, bill):
    dome, dark, band = HELMET
    pen.poly(SCARF_COLOUR, SCARF)
    pen.poly(mix(SCARF_COLOUR, INK, 0.2), SCARF_KNOT)
    x, y, w, h = HELMET_DOME
    pen.ellipse(dome, (x, y, w, h))
    pen.ellipse(dark, HELMET_BRIM)
    pen.ellipse(dome, (HELMET_BRIM[0] + 2, HELMET_BRIM[1], HELMET_BRIM[2] - 4, HELMET_BRIM[3] - 3))
    pen.poly(band, [(x + 1.5, y + h * 0.5), (x + w - 1.5, y + h * 0.5), (x + w - 2.5, y + h * 0.5 + 3.5),
                    (x + 2.5, y + h * 0.5 + 3.5)])
    pen.circle(dark, x + w * 0.5, y + 1.5, 2.6)  # the knob on top
    pen.arc(mix(dome, (255, 255, 255), 0.6), (x + 6, y + 4, w - 16, h - 10), 1.7, 2.8, 1.3)


ANIMAL_PARTS = {
    # behind the head, on the head (after it), marks clipped to the body and head
    "elephant": (None, _elephant_front, None),
    "lion": (_lion_behind, _lion_front, None),
    "monkey": (_monkey_behind, _monkey_front, None),
    "tiger": (_tiger_behind, _tiger_front, _tiger_marks),
    "zebra": (_zebra_behind, None, _zebra_marks),
    "ducktor": (None, _ducktor_front, None),
}
"""What each ducky adds to the plain rubber duck, in drawing order."""


def _draw(animal: str, px: int, outline_px: float) -> pygame.Surface:
    """The ducky on a px x px canvas (no shadow), outlined by `outline_px` pixels."""
    body, shade, bill = DUCKY_COLOURS[animal]
    behind, front, marks = ANIMAL_PARTS[animal]
    art = safe.surface(px, px)
    pen = _Pen(art, px)
    if behind:
        behind(pen, body, shade, bill)
    _body(pen, body, shade)
    _head(pen, body)
    if marks:
        layer = safe.surface(px, px)
        marks(_Pen(layer, px), body, shade, bill)
        art.blit(clip_to(layer, art.copy()), (0, 0))
    _wing(pen, shade)
    if animal != "elephant":
        _bill(pen, bill)
    if front:
        front(pen, body, shade, bill)
    _eye(pen)
    if animal not in ("monkey",):
        _cheek(pen, body)
    if outline_px <= 0:
        return art
    out = dilate(art, outline_px, OUTLINE)
    out.blit(art, (0, 0))
    return out


def _draw_shadow(pen):
    x, y, w, h = SHADOW
    for i in range(6):
        t = i / 6
        pen.ellipse((0, 0, 0, 30), (x + w * t * 0.22, y + h * t * 0.25, w * (1 - t * 0.44), h * (1 - t * 0.5)))


@lru_cache(maxsize=256)
def ducky(animal: str, size: int, facing: str = "right", shadow: bool = True) -> pygame.Surface:
    """A `size` x `size` ducky standing on its soft shadow (cached: callers must not draw on it).

    The ducky fills the square's width; its feet (the shadow) sit near the bottom, so centre the
    square on a board space. `facing="left"` mirrors it (the race runs both ways round the loop).
    """
    size = max(1, int(size))
    if animal not in DUCKY_COLOURS:
        raise KeyError(f"unknown ducky {animal!r}; one of {DUCKIES}")
    if size < 4:
        s = safe.surface(size, size)
        s.fill((*DUCKY_COLOURS[animal][0], 255))
        return s
    k = supersample(size)
    px = size * k
    big = safe.surface(px, px)
    if shadow:
        _draw_shadow(_Pen(big, px))
    outline = max(1.0, size * 0.028) * k if size >= 10 else 0.7 * k
    big.blit(_draw(animal, px, outline), (0, 0))
    img = shrink(big, size, size)
    return safe.flip(img, True, False) if facing == "left" else img


@lru_cache(maxsize=64)
def ducky_shadow(size: int) -> pygame.Surface:
    """Only the soft shadow (for a ducky lifted while it hops along the track)."""
    size = max(1, int(size))
    k = supersample(size)
    big = safe.surface(size * k, size * k)
    _draw_shadow(_Pen(big, size * k))
    return shrink(big, size, size)


def ducky_anchor(size: int) -> tuple[int, int]:
    """Where the ducky's feet touch the ground inside its `size` square (to stand it on a point)."""
    x, y, w, h = SHADOW
    k, o = FILL / GRID * size, size * (1 - FILL) / 2
    return round(o + (x + w / 2) * k), round(o + (y + h / 2) * k)

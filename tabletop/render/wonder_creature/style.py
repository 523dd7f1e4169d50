"""Colours, proportions and the unit pen shared by the Wonder Creature cards and their creatures.

A card is 100 x 140 units. The three parts of a creature are laid out on one 300 x 140 strip
(head card, body card, tail card, left to right) and cut into thirds, so the parts of one creature
meet exactly at the joins; the neck and the tail root cross the cut at the same height and
thickness for every creature, so a chimera (a head of one, the body of another) joins too.
"""

import math

import pygame

from ..drawing import INK, ellipse, mix, thick_curve

UNIT_W, UNIT_H = 100.0, 140.0
"""One card in units; a strip of three is 300 x 140."""
CARD_RATIO = UNIT_H / UNIT_W

NECK_JOIN = (100.0, 84.0, 10.0)
"""Where the neck crosses from the head card to the body card: x, centre y, half thickness."""
TAIL_JOIN = (200.0, 98.0, 6.0)
"""Where the tail root crosses from the body card to the tail card."""
GROUND = 124.0
"""The line the creature stands on (the same on every card, so the ground runs on across the joins)."""

BACKGROUNDS = {
    # panel, frame (darker), pattern ink
    "Red": ((226, 92, 74), (150, 40, 34), (244, 140, 120)),
    "Yellow": ((246, 204, 82), (178, 128, 20), (252, 226, 140)),
    "Blue": ((86, 146, 218), (34, 76, 150), (140, 184, 236)),
}
"""Card backgrounds by the colour word of cards.json. An unknown colour is drawn grey (still with its pips)."""
UNKNOWN_BACKGROUND = ((170, 170, 176), (96, 96, 104), (200, 200, 206))
PATTERN = {"Red": "zigzag", "Yellow": "dots", "Blue": "waves"}
"""A background pattern per colour: a second clue besides the danger pips."""

CREATURE_COLOURS = {
    "Dragon": {"body": (82, 160, 98), "shade": (52, 116, 72), "belly": (234, 218, 146), "wing": (128, 192, 112),
               "wing_bone": (44, 104, 64), "horn": (244, 236, 206), "eye": (255, 214, 60), "spike": (216, 80, 52)},
    "Griffin": {"body": (212, 156, 84), "shade": (166, 112, 56), "feather": (250, 248, 240),
                "feather_shade": (214, 210, 200), "wing": (150, 98, 58), "wing_tip": (228, 206, 168),
                "beak": (246, 184, 40), "eye": (250, 170, 30), "tuft": (110, 66, 34)},
}
"""Each creature's own colours: the same on every background, so a creature looks like one animal."""
EYE = {"white": (252, 250, 236), "pupil": (20, 18, 14), "glint": (255, 255, 255), "teeth": (252, 250, 240),
       "claw": (240, 232, 204), "talon": (40, 34, 30), "brow": (96, 90, 84)}
"""Colours every creature shares: eyes, teeth and claws."""
FAR_SIDE = (20, 30, 20)
"""The far legs and wing are mixed towards this, so they sit behind the near ones."""
TITLE_INK = (255, 252, 240)
OUTLINE = (44, 32, 28)

LAYOUT = {
    "radius": 6.0, "border": 3.2, "plaque": (6.0, 6.0, 34.0, 22.0), "small_plaque": (6.0, 6.0, 40.0, 17.0),
    "tiny_plaque": (4.0, 4.0, 64.0, 26.0), "tiny_below": 40,
    "title_x": 44.0, "title_y": 4.5, "name_size": 12.5, "part_size": 10.0, "words_min_width": 84,
}
"""Card layout in units (of 100 across). Below `words_min_width` pixels a card shows no words and a
larger plaque of spikes only; below `tiny_below` pixels the plaque grows again so its spikes still count."""
PIP = {"filled": (255, 246, 222), "empty": (118, 106, 100), "plaque": (46, 36, 34), "plaque_edge": (20, 16, 14)}

BACK = {"frame": (62, 40, 96), "panel": (92, 62, 140), "star": (150, 120, 200), "medal": (246, 232, 200),
        "silhouette": (62, 40, 96), "title": (255, 226, 120)}


class Pen:
    """Units to pixels on a canvas: `scale` pixels per unit; `zoom` about `origin` draws a part larger."""

    def __init__(self, surface, scale: float, origin=(0.0, 0.0), zoom: float = 1.0):
        self.s = surface
        self.origin = origin
        self.zoom = zoom
        self.k = scale * zoom
        self._scale = scale

    def zoomed(self, origin, zoom: float) -> "Pen":
        """The same canvas with drawings made `zoom` times larger about `origin` (a part's own frame)."""
        return Pen(self.s, self._scale, origin, zoom)

    def p(self, x, y):
        ox, oy = self.origin
        return (ox + (x - ox) * self.zoom) * self._scale, (oy + (y - oy) * self.zoom) * self._scale

    def pts(self, points):
        return [self.p(x, y) for x, y in points]

    def circle(self, colour, x, y, r):
        if r * self.k >= 0.5:
            pygame.draw.circle(self.s, colour, self.p(x, y), r * self.k)

    def ellipse(self, colour, x, y, w, h):
        px, py = self.p(x, y)
        ellipse(self.s, colour, (px, py, w * self.k, h * self.k))

    def poly(self, colour, points):
        if len(points) >= 3:
            pygame.draw.polygon(self.s, colour, self.pts(points))

    def stroke(self, colour, points, r0, r1):
        """A rounded stroke along `points`, radius r0 at the start to r1 at the end (units).

        The points are filled in first so the discs overlap into one smooth band.
        """
        thick_curve(self.s, colour, self.pts(dense(points, max(0.3, min(r0, r1) * 0.3))), r0 * self.k, r1 * self.k)

    def line(self, colour, a, b, width):
        pygame.draw.line(self.s, colour, self.p(*a), self.p(*b), max(1, round(width * self.k)))

    def lines(self, colour, points, width):
        if len(points) >= 2:
            pygame.draw.lines(self.s, colour, False, self.pts(points), max(1, round(width * self.k)))


def dense(points, step: float):
    """`points` with extra points put in so no two neighbours are more than `step` apart."""
    out = list(points[:1])
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        n = max(1, math.ceil(math.hypot(x1 - x0, y1 - y0) / step))
        out += [(x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n) for i in range(1, n + 1)]
    return out


def cubic(p0, p1, p2, p3, steps=28):
    """Points on a cubic curve (tangent p0->p1 at the start and p2->p3 at the end)."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


__all__ = ["BACK", "BACKGROUNDS", "CARD_RATIO", "CREATURE_COLOURS", "EYE", "FAR_SIDE", "GROUND", "INK",
           "LAYOUT", "NECK_JOIN", "OUTLINE", "PATTERN", "PIP", "Pen", "TAIL_JOIN", "TITLE_INK", "UNIT_H", "UNIT_W",
           "UNKNOWN_BACKGROUND", "cubic", "dense", "mix"]

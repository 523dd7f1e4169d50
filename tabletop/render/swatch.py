"""A person's swatch: their colour in their shape (evening/people.py), drawn beside their name wherever the app
names a remembered person (New game's suggestions, the Players screen)."""

import math
from functools import lru_cache

import pygame

from ..evening.people import person_colour
from . import safe
from .shapes import star_points

RING_LIGHT = (246, 240, 226)
RING_DARK = (24, 24, 26)


@lru_cache(maxsize=64)
def swatch(index: int, size: int) -> pygame.Surface:
    """The swatch of colour `index`, `size` pixels square (transparent around the shape)."""
    colour = person_colour(index)
    size = max(8, int(size))
    surf = safe.surface(size, size)
    c, r = size / 2, size / 2 - 1.5
    ring = RING_LIGHT if colour.dark else RING_DARK
    width = max(1, size // 12)
    if colour.shape == "circle":
        pygame.draw.circle(surf, colour.rgb, (c, c), r)
        pygame.draw.circle(surf, ring, (c, c), r, width)
        return surf
    if colour.shape == "square":
        points = [(c - r * 0.86, c - r * 0.86), (c + r * 0.86, c - r * 0.86), (c + r * 0.86, c + r * 0.86),
                  (c - r * 0.86, c + r * 0.86)]
    elif colour.shape == "diamond":
        points = [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
    elif colour.shape == "triangle":
        points = [(c, c - r), (c + r, c + r * 0.8), (c - r, c + r * 0.8)]
    elif colour.shape == "hexagon":
        points = [(c + r * math.cos(a), c + r * math.sin(a)) for a in (k * math.pi / 3 for k in range(6))]
    else:
        points = star_points(c, c, r, r * 0.5)
    pygame.draw.polygon(surf, colour.rgb, points)
    pygame.draw.polygon(surf, ring, points, width)
    return surf

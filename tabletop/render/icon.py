"""Menagerie's icon, drawn in code: a yellow rubber duck on a green felt tile.

The app sets it as the window icon; `art/make_icon.py` writes it as PNG, ICO and ICNS for the
desktop builds, so both use this one drawing.
"""

import pygame

from . import safe

MASTER = 1024

FELT = (36, 110, 74)
FELT_EDGE = (22, 74, 50)
DUCK = (255, 206, 48)
DUCK_SHADE = (232, 168, 20)
BEAK = (245, 124, 32)
INK = (28, 28, 36)


def draw_icon(size: int = MASTER) -> pygame.Surface:
    """The icon at `size` pixels: a rounded felt tile and a duck facing right."""
    s = safe.surface(size, size)
    u = size / 64  # a 64-unit grid keeps the shapes readable

    def r(x, y, w, h):
        return pygame.Rect(round(x * u), round(y * u), round(w * u), round(h * u))

    def p(x, y):
        return round(x * u), round(y * u)

    pygame.draw.rect(s, FELT_EDGE, r(2, 2, 60, 60), border_radius=round(12 * u))
    pygame.draw.rect(s, FELT, r(4, 4, 56, 56), border_radius=round(10 * u))
    pygame.draw.ellipse(s, FELT_EDGE, r(12, 46, 42, 8))  # shadow under the duck
    pygame.draw.ellipse(s, DUCK_SHADE, r(10, 27, 42, 24))  # body
    pygame.draw.ellipse(s, DUCK, r(10, 25, 40, 22))
    pygame.draw.polygon(s, DUCK, [p(8, 24), p(18, 30), p(14, 38)])  # tail
    pygame.draw.ellipse(s, DUCK_SHADE, r(18, 32, 18, 10))  # wing
    pygame.draw.circle(s, DUCK, p(40, 20), round(11 * u))  # head
    pygame.draw.ellipse(s, BEAK, r(46, 20, 13, 6))  # beak
    pygame.draw.line(s, (200, 90, 20), p(48, 23), p(58, 23), max(1, round(u)))
    pygame.draw.circle(s, INK, p(43, 16), round(2.4 * u))  # eye
    pygame.draw.circle(s, (255, 255, 255), p(44, 15), round(0.9 * u))
    return s

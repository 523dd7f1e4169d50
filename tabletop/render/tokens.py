"""Coins (1s and 5s) and stamps (1 to 4 points), drawn once per size and cached."""

from functools import lru_cache

import pygame

from . import fonts, safe
from .palette import GOLD, GOLD_DARK, INK, SILVER, STAMP_COLOURS


@lru_cache(maxsize=64)
def coin(value: int, diameter: int) -> pygame.Surface:
    """A 1 is a small gold coin, a 5 a larger silver one with a gold centre."""
    d = max(8, int(diameter))
    s = safe.surface(d, d)
    c = d / 2
    face, rim = (SILVER, (110, 114, 124)) if value == 5 else (GOLD, GOLD_DARK)
    pygame.draw.circle(s, (0, 0, 0, 70), (c + 1, c + 2), c - 1)
    pygame.draw.circle(s, rim, (c, c), c - 1.5)
    pygame.draw.circle(s, face, (c, c), c - max(2, d * 0.1))
    if value == 5:
        pygame.draw.circle(s, GOLD, (c, c), c * 0.55)
    pygame.draw.circle(s, rim, (c, c), c * 0.72, max(1, d // 18))
    label = fonts.text(str(value), max(7, int(d * 0.5)), INK, "bold")
    s.blit(label, label.get_rect(center=(c, c + 1)))
    return s


@lru_cache(maxsize=64)
def stamp(points: int, size: int) -> pygame.Surface:
    """A postage-stamp square with perforated edges, its points in the middle."""
    n = max(10, int(size))
    s = safe.surface(n, n)
    colour = STAMP_COLOURS.get(points, (120, 120, 120))
    pygame.draw.rect(s, (250, 246, 232), (0, 0, n, n), border_radius=max(1, n // 12))
    step = max(4, n // 6)
    r = max(1, step // 3)
    for i in range(step // 2, n, step):
        for x, y in ((i, 0), (i, n), (0, i), (n, i)):
            pygame.draw.circle(s, (0, 0, 0, 0), (x, y), r)
    inner = pygame.Rect(0, 0, n * 0.72, n * 0.72)
    inner.center = (n / 2, n / 2)
    pygame.draw.rect(s, colour, inner, border_radius=max(1, n // 14))
    label = fonts.text(str(points), max(7, int(n * 0.5)), (255, 255, 255), "bold")
    s.blit(label, label.get_rect(center=inner.center))
    return s


def make_change(amount: int) -> list[int]:
    """Coins for an amount, 5s first (change is always made automatically)."""
    fives, ones = divmod(max(0, amount), 5)
    return [5] * fives + [1] * ones

"""The green felt behind every screen: a soft gradient with a vignette, drawn once per window size."""

from functools import lru_cache

import pygame

from . import safe

FELT = (28, 74, 52)
FELT_DARK = (18, 52, 36)


@lru_cache(maxsize=8)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """A soft vertical gradient with a vignette, cached per window size."""
    w, h = size
    surf = safe.surface(*size, alpha=False)
    for y in range(0, h, 4):
        k = y / max(1, h - 1)
        c = [int(FELT[i] * (1 - 0.35 * k) + FELT_DARK[i] * 0.35 * k) for i in range(3)]
        pygame.draw.rect(surf, c, (0, y, w, 4))
    shade = safe.surface(*size)
    band = max(20, min(w, h) // 10)
    for i in range(0, band, 2):
        a = int(70 * (1 - i / band) ** 2)
        pygame.draw.rect(shade, (0, 0, 0, a), (i, i, w - 2 * i, h - 2 * i), width=2)
    surf.blit(shade, (0, 0))
    return surf.convert() if pygame.display.get_init() and pygame.display.get_surface() else surf

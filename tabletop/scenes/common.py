"""Shared layout for the menu-like screens: a centred column of widgets (the felt is render/felt.py)."""

import pygame

from ..render.felt import felt  # noqa: F401  (screens take the felt from here too)


def column(size, width, heights, gap=12, top=None):
    """Rects for widgets stacked in a centred column."""
    w, h = size
    total = sum(heights) + gap * (len(heights) - 1)
    y = (h - total) // 2 if top is None else top
    x = (w - width) // 2
    rects = []
    for hh in heights:
        rects.append(pygame.Rect(x, y, width, hh))
        y += hh + gap
    return rects

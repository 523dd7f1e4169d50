"""Shared layout for the menu-like screens: a centred column of widgets (the felt is render/felt.py)."""

import pygame

from ..render.felt import felt  # noqa: F401  (screens take the felt from here too)


def column(size, width, heights, gap=12, top=None):
    """Rects for widgets stacked in a centred column; in a short window the gaps close up and then
    every widget gives up the same share of its height, so nothing starts above the top edge."""
    w, h = size
    room = h - 16
    total = sum(heights) + gap * (len(heights) - 1)
    if total > room:
        gap = max(2, gap - (total - room) // max(1, len(heights) - 1))
        total = sum(heights) + gap * (len(heights) - 1)
    if total > room:
        share = (room - gap * (len(heights) - 1)) / sum(heights)
        heights = [max(18, int(hh * share)) for hh in heights]
        total = sum(heights) + gap * (len(heights) - 1)
    y = (h - total) // 2 if top is None else top
    x = (w - width) // 2
    rects = []
    for hh in heights:
        rects.append(pygame.Rect(x, y, width, hh))
        y += hh + gap
    return rects

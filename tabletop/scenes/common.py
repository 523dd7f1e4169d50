"""Shared layout for the menu-like screens: a centred column of widgets, a dialog card over the table (the felt
is render/felt.py)."""

import pygame

from ..render import fonts, safe
from ..render.felt import felt  # noqa: F401  (screens take the felt from here too)


def draw_dialog(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """A dialog over the table: the screen shaded, a cream card with a brass edge at `rect`; returns it."""
    shade = safe.surface(*surface.get_size())
    shade.fill((0, 0, 0, 120))
    surface.blit(shade, (0, 0))
    fonts.cover(surface, surface.get_rect(), "overlay")      # the table under the shade is not to be read now
    pygame.draw.rect(surface, (250, 245, 230), rect, border_radius=18)
    pygame.draw.rect(surface, (150, 120, 60), rect, 3, border_radius=18)
    return rect


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


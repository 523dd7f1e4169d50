"""Marks drawn as shapes (never font glyphs): suit marks, stars, coins' rims, a tick."""

import math

import pygame


def star_points(cx, cy, r_out, r_in, points=5, turn=-math.pi / 2):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = turn + i * math.pi / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def star(surface, colour, center, radius, outline=None, width=0):
    pts = star_points(center[0], center[1], radius, radius * 0.45)
    pygame.draw.polygon(surface, colour, pts, width)
    if outline:
        pygame.draw.polygon(surface, outline, pts, max(1, int(radius / 8)))


def suit_mark(surface, suit: str, center, size, colour, outline=(30, 30, 30)):
    """A distinct silhouette per suit, so colour is never the only clue.

    yellow: sun (disc with rays); blue: drop; green: leaf (triangle); brown: square (a stone).
    """
    cx, cy = center
    r = size / 2
    lw = max(1, int(size / 12))
    if suit == "yellow":
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(surface, outline, (cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a)),
                             (cx + r * math.cos(a), cy + r * math.sin(a)), max(1, lw + 1))
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.58)
        pygame.draw.circle(surface, outline, (cx, cy), r * 0.58, lw)
    elif suit == "blue":
        pts = [(cx, cy - r)]
        for i in range(0, 181, 15):
            a = math.radians(i)
            pts.append((cx + r * 0.62 * math.cos(a), cy + r * 0.28 + r * 0.62 * math.sin(a)))
        pts = [pts[0]] + pts[1:]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, outline, pts, lw)
    elif suit == "green":
        pts = [(cx, cy - r), (cx + r * 0.9, cy + r * 0.75), (cx - r * 0.9, cy + r * 0.75)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, outline, pts, lw)
    elif suit == "brown":
        rect = pygame.Rect(0, 0, r * 1.5, r * 1.5)
        rect.center = (cx, cy)
        pygame.draw.rect(surface, colour, rect)
        pygame.draw.rect(surface, outline, rect, lw)
    elif suit == "colorless":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.75, max(2, int(size / 6)))
        pygame.draw.circle(surface, outline, (cx, cy), r * 0.75, lw)
    elif suit == "shapeshifter":
        # a pinwheel of the four suit colours
        from .palette import SUIT_COLOURS
        for i, name in enumerate(("yellow", "blue", "green", "brown")):
            a0 = -math.pi / 2 + i * math.pi / 2
            pts = [(cx, cy)] + [(cx + r * 0.85 * math.cos(a0 + k * math.pi / 8),
                                 cy + r * 0.85 * math.sin(a0 + k * math.pi / 8)) for k in range(5)]
            pygame.draw.polygon(surface, SUIT_COLOURS[name], pts)
        pygame.draw.circle(surface, outline, (cx, cy), r * 0.85, lw)


def tick(surface, colour, rect, width=3):
    x, y, w, h = rect
    pygame.draw.lines(surface, colour, False, [(x + w * 0.15, y + h * 0.55), (x + w * 0.4, y + h * 0.8),
                                               (x + w * 0.85, y + h * 0.2)], width)

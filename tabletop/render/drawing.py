"""Drawing helpers every box's pieces share: colour mixing, smooth shapes drawn large and brought
down in one smooth step, thick curves, outlines grown around a shape, rounded masks, outlined words.
Everything goes through render/safe.py, so no size is ever zero."""

import math

import pygame

from . import fonts, safe

INK = (38, 30, 24)


def mix(a, b, t: float):
    """The colour `t` of the way from a to b (t in 0..1)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=False))


def supersample(size: int, limit: int = 2400) -> int:
    """How many times larger to draw shapes before one smooth step down to `size` (edges antialiased).

    The drawing is still made for the asked size (line widths and details follow it); the factor
    only softens pygame's stair-stepped edges, and shrinks for big pieces to bound the memory used.
    """
    size = max(1, int(size))
    k = 4 if size <= 120 else 3 if size <= 400 else 2
    while k > 1 and size * k > limit:
        k -= 1
    return k


def shrink(img: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """`img` brought down to w x h (one smooth area-averaging step; both sizes clamped)."""
    return safe.scale(img, w, h)


def rrect(surface, colour, rect, radius=0, width=0):
    """A rounded rectangle that never gets a negative size or a radius bigger than it can hold."""
    x, y, w, h = rect
    if w < 1 or h < 1:
        return
    r = pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))
    radius = int(max(0, min(radius, r.w / 2, r.h / 2)))
    if width and width * 2 >= min(r.w, r.h):
        width = 0
    pygame.draw.rect(surface, colour, r, int(width), border_radius=radius)


def ellipse(surface, colour, rect, width=0):
    """An ellipse in a float rect (skipped when it would be empty)."""
    x, y, w, h = rect
    if w < 1 or h < 1:
        return
    r = pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))
    if width and width * 2 >= min(r.w, r.h):
        width = 0
    pygame.draw.ellipse(surface, colour, r, int(width))


def thick_curve(surface, colour, points, r0, r1):
    """A rounded stroke along `points` whose radius goes from r0 to r1 (trunks, tails, curls)."""
    n = len(points)
    for i, (x, y) in enumerate(points):
        r = r0 + (r1 - r0) * (i / max(1, n - 1))
        if r >= 0.5:
            pygame.draw.circle(surface, colour, (x, y), r)


def bezier(p0, p1, p2, steps=24):
    """Points on a quadratic curve from p0 to p2 pulled towards p1."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def spiral(cx, cy, r_start, r_end, a_start, turns, steps=40):
    """Points of a spiral (a monkey's tail, the lap card's loop)."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a = a_start + turns * 2 * math.pi * t
        r = r_start + (r_end - r_start) * t
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def dilate(img: pygame.Surface, radius: float, colour) -> pygame.Surface:
    """The silhouette of `img` grown by `radius` pixels, filled with `colour` (a cartoon outline).

    Blit `img` over the result to get the outlined drawing.
    """
    w, h = img.get_size()
    out = safe.surface(w, h)
    r = int(round(radius))
    mask = pygame.mask.from_surface(img, 60)
    if r >= 1:
        kernel = pygame.mask.Mask((2 * r + 1, 2 * r + 1))
        for y in range(2 * r + 1):
            for x in range(2 * r + 1):
                if (x - r) ** 2 + (y - r) ** 2 <= r * r + r * 0.6:
                    kernel.set_at((x, y))
        mask = mask.convolve(kernel, pygame.mask.Mask((w, h)), (-r, -r))
    mask.to_surface(out, setcolor=(*colour[:3], 255), unsetcolor=(*colour[:3], 0))
    return out


def clip_to(layer: pygame.Surface, shape: pygame.Surface) -> pygame.Surface:
    """`layer` kept only where `shape` is opaque (stripes that stay inside a body)."""
    m = pygame.mask.from_surface(shape, 60)
    keep = safe.surface(*layer.get_size())
    m.to_surface(keep, setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0))
    layer.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return layer


def rounded_mask(img: pygame.Surface, radius: int) -> None:
    """Cut `img`'s corners round (for card faces drawn edge to edge)."""
    w, h = img.get_size()
    mask = safe.surface(w, h)
    rrect(mask, (255, 255, 255, 255), (0, 0, w, h), radius)
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def outlined_text(words: str, size: int, colour, outline, weight="bold", edge: int = 2) -> pygame.Surface:
    """Text with a solid rim (numbers stay readable on any background)."""
    base = fonts.text(words, size, tuple(colour), weight)
    rim = fonts.text(words, size, tuple(outline), weight)
    w, h = base.get_size()
    s = safe.surface(w + 2 * edge, h + 2 * edge)
    for dx in range(0, 2 * edge + 1):
        for dy in range(0, 2 * edge + 1):
            if (dx - edge) ** 2 + (dy - edge) ** 2 <= edge * edge + 1:
                s.blit(rim, (dx, dy))
    s.blit(base, (edge, edge))
    return s

"""Every new surface and every transform goes through here, so no size is ever zero or negative.

pygame-ce 2.5.8 dies with a segmentation fault (not an exception) when `transform.smoothscale`
or its kin get a zero-width or zero-height surface, and `Surface((0, h))` makes exactly such a
surface without complaint. A card drawn very small (an X's inset copy, an icon in a thin effect
box) can ask for one. These helpers clamp every size to at least one pixel and never hand a
degenerate surface to a transform. `tests/tabletop/test_safe_drawing.py` checks that nothing
else in `tabletop/` or `art/` calls `pygame.transform` or `pygame.Surface` directly.
"""

import pygame


def dims(w, h) -> tuple[int, int]:
    """A size of at least 1x1 pixels (NaN and negatives become 1)."""
    def one(v) -> int:
        try:
            return max(1, int(v))
        except (TypeError, ValueError, OverflowError):
            return 1
    return one(w), one(h)


def surface(w, h, alpha: bool = True) -> pygame.Surface:
    """A new surface, transparent when `alpha`, never smaller than 1x1."""
    size = dims(w, h)
    return pygame.Surface(size, pygame.SRCALPHA) if alpha else pygame.Surface(size)


def _degenerate(img: pygame.Surface) -> bool:
    w, h = img.get_size()
    return w < 1 or h < 1


def _blank(size) -> pygame.Surface:
    """A transparent stand-in of `size` for a source that has nothing to draw."""
    return surface(*size)


def scale(img: pygame.Surface, w, h, smooth: bool = True) -> pygame.Surface:
    """`img` scaled to w x h (both clamped to >= 1); a degenerate source gives a blank surface."""
    size = dims(w, h)
    if _degenerate(img):
        return _blank(size)
    if size == img.get_size():
        return img.copy()
    if smooth and img.get_bitsize() in (24, 32):
        return pygame.transform.smoothscale(img, size)
    return pygame.transform.scale(img, size)


def scale_by(img: pygame.Surface, factor: float, smooth: bool = True) -> pygame.Surface:
    w, h = img.get_size()
    return scale(img, round(w * factor), round(h * factor), smooth)


def fit(img: pygame.Surface, w, h, smooth: bool = True) -> pygame.Surface:
    """`img` scaled to fit inside w x h, keeping its proportions (never upscaled past the box)."""
    iw, ih = img.get_size()
    bw, bh = dims(w, h)
    if iw < 1 or ih < 1:
        return _blank((1, 1))
    k = min(bw / iw, bh / ih)
    return scale(img, round(iw * k), round(ih * k), smooth)


def rotate(img: pygame.Surface, angle: float) -> pygame.Surface:
    if _degenerate(img):
        return _blank((1, 1))
    return pygame.transform.rotate(img, angle)


def rotozoom(img: pygame.Surface, angle: float, factor: float) -> pygame.Surface:
    if _degenerate(img) or factor <= 0:
        return _blank((1, 1))
    out = pygame.transform.rotozoom(img, angle, factor)
    return out if not _degenerate(out) else _blank((1, 1))


def flip(img: pygame.Surface, x: bool, y: bool) -> pygame.Surface:
    if _degenerate(img):
        return _blank((1, 1))
    return pygame.transform.flip(img, x, y)


def rect(x, y, w, h) -> pygame.Rect:
    """A rect with a width and height of at least one pixel (for sized drawing)."""
    return pygame.Rect(int(x), int(y), *dims(w, h))

"""Text in the Noto Sans that pygame-gui ships (it has the ½ ⅓ ¼ glyphs the cards need).

Fonts are opened once per (weight, pixel size) and rendered strings are cached, so a frame that
shows the same words as the last one renders no text at all.
"""

import os
from contextlib import contextmanager
from functools import lru_cache

import pygame
import pygame_gui

from . import safe

_DATA = os.path.join(os.path.dirname(pygame_gui.__file__), "data")
FONT_FILES = {
    "regular": os.path.join(_DATA, "NotoSans-Regular.ttf"),
    "bold": os.path.join(_DATA, "NotoSans-Bold.ttf"),
    "italic": os.path.join(_DATA, "NotoSans-Italic.ttf"),
}


@lru_cache(maxsize=128)
def font(size: int, weight: str = "regular") -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(FONT_FILES[weight], max(6, int(size)))


_written: list[str] | None = None


@contextmanager
def recording():
    """Collect every string drawn while inside, cached or not (the privacy tests read what a seat saw)."""
    global _written
    outer, _written = _written, []
    try:
        yield _written
    finally:
        if outer is not None:
            outer.extend(_written)
        _written = outer


def text(words: str, size: int, colour=(20, 20, 20), weight: str = "regular") -> pygame.Surface:
    """A rendered, antialiased string (cached: callers must not draw on the result)."""
    if _written is not None:
        _written.append(words)
    return _render(words, int(size), tuple(colour), weight)


@lru_cache(maxsize=4096)
def _render(words: str, size: int, colour, weight: str) -> pygame.Surface:
    img = font(size, weight).render(words, True, colour)
    return img.convert_alpha() if pygame.display.get_surface() else img


@lru_cache(maxsize=2048)
def _wrap(words: str, size: int, width: int, weight: str) -> tuple[str, ...]:
    return tuple(_wrap_lines(words, size, width, weight))


def wrap(words: str, size: int, width: int, weight: str = "regular") -> list[str]:
    """Split `words` into lines that fit `width` pixels (cached: narration re-wraps every frame)."""
    return list(_wrap(words, int(size), int(width), weight))


def _wrap_lines(words: str, size: int, width: int, weight: str = "regular") -> list[str]:
    f = font(size, weight)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_text(surface: pygame.Surface, words: str, size: int, pos, colour=(20, 20, 20), weight="regular",
              anchor: str = "topleft") -> pygame.Rect:
    img = text(words, size, tuple(colour), weight)
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, rect)
    return rect


def fit(words: str, size: int, width: int, weight: str = "regular") -> str:
    """`words`, cut with an ellipsis if needed so it fits `width` pixels."""
    f = font(size, weight)
    if f.size(words)[0] <= width:
        return words
    while len(words) > 1 and f.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def chip(words: str, size: int, bg=(250, 245, 230), fg=(40, 30, 20), min_w: int = 0) -> "pygame.Surface":
    """A rounded label (counts on piles and hands) drawn once: one blit per frame."""
    if _written is not None:
        _written.append(words)
    return _chip(words, size, tuple(bg), tuple(fg), min_w)


@lru_cache(maxsize=512)
def _chip(words: str, size: int, bg, fg, min_w: int) -> "pygame.Surface":
    img = text(words, size, fg, "bold")
    w = max(min_w, img.get_width() + 12)
    h = img.get_height() + 4
    s = safe.surface(w, h)
    pygame.draw.rect(s, bg, s.get_rect(), border_radius=min(8, h // 2))
    s.blit(img, img.get_rect(center=(w / 2, h / 2)))
    return s

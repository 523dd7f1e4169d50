"""Text in the Noto Sans that pygame-gui ships (it has the ½ ⅓ ¼ glyphs the cards need).

Fonts are opened once per (weight, pixel size) and rendered strings are cached, so a frame that
shows the same words as the last one renders no text at all.

Words are a third of an em apart at every size (`Font`): Noto Sans's own space is a quarter em, which
hinting rounds down to 3 px at the log's 13 px, so "4 Elephant" read as "4Elephant".
"""

import math
import os
import weakref
from contextlib import contextmanager
from dataclasses import dataclass
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


WORD_SPACE = 1 / 3                 # the gap between two words, in em (the printer's "thick space")
SPACES = (" ", " \u200a", "\u2004", " \u2009", "\u2004\u200a", "\u2004\u2009")  # the font's spaces, narrow to wide


class Font(pygame.font.Font):
    """The font with words at least WORD_SPACE apart: each space is drawn and measured as the narrowest of the
    font's own spaces (a space and a hair space, a three-per-em space...) that is that wide at this size. The
    words themselves are unchanged, so whatever reads what was drawn reads the words given."""

    def __init__(self, path: str, size: int):
        super().__init__(path, size)
        least = math.ceil(size * WORD_SPACE)
        self.space = next((s for s in SPACES if pygame.font.Font.size(self, s)[0] >= least), SPACES[-1])

    def spaced(self, words: str) -> str:
        return words.replace(" ", self.space) if self.space != " " else words

    def size(self, words):
        return super().size(self.spaced(words))

    def render(self, words, *args, **kwargs):
        return super().render(self.spaced(words), *args, **kwargs)


@lru_cache(maxsize=128)
def font(size: int, weight: str = "regular") -> Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return Font(FONT_FILES[weight], max(6, int(size)))


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


@dataclass(frozen=True)
class Placed:
    """A string drawn at a place (or, with `words` None, an opaque thing drawn over the place: a piece, a
    banner), in drawing order: what the layout tests read to find words cut, covered or run out of their box."""

    words: str | None
    rect: pygame.Rect
    target: tuple[int, int]            # the size of the surface it was drawn on (the window's, or a face's)
    full: str | None = None            # the words before `fit` cut them ("…"), None when whole
    box: pygame.Rect | None = None     # where the drawing code means it to stay (`within`)
    owner: str = ""                    # who drew it ("panel", "button", "zone:hand", "piece", "overlay")

    @property
    def cut(self) -> bool:
        return self.full is not None


_placed: list[Placed] | None = None
_cuts: dict[str, str] = {}                        # fit's shortened words -> the words given, while placing
_within: list[tuple[pygame.Rect | None, str]] = []


@contextmanager
def placing():
    """Collect where every string is drawn, whether `fit` shortened it, and what is drawn over it (tests only:
    off, each hook below costs one comparison)."""
    global _placed
    outer, _placed = _placed, []
    _cuts.clear()
    try:
        yield _placed
    finally:
        if outer is not None:
            outer.extend(_placed)
        _placed = outer


@contextmanager
def within(box: pygame.Rect | None, owner: str):
    """Strings drawn inside belong to `box` (a panel, a button, a zone): they must not run out of it."""
    if _placed is None:
        yield
        return
    _within.append((pygame.Rect(box) if box is not None else None, owner))
    try:
        yield
    finally:
        _within.pop()


def placed(surface: pygame.Surface, words: str, rect) -> None:
    """Note words blitted from a ready-made image (a chip) at `rect` of `surface`."""
    if _placed is not None:
        box, owner = _within[-1] if _within else (None, "")
        _placed.append(Placed(words, pygame.Rect(rect), surface.get_size(), _cuts.get(words), box, owner))


_printed: "weakref.WeakKeyDictionary[pygame.Surface, list]" = weakref.WeakKeyDictionary()


def printed(face: pygame.Surface, words: str, rect) -> None:
    """Note words printed on a piece's face (a card's name): wherever the face is drawn, the layout tests read
    them as words on the window, so a token laid over the name is found like one laid over a caption."""
    _printed.setdefault(face, []).append((words, pygame.Rect(rect)))


def carried(surface: pygame.Surface, face: pygame.Surface, topleft, owner: str) -> None:
    """`face` was drawn at `topleft` of `surface`: its printed words are placed there, as `owner`'s."""
    if _placed is not None and face in _printed:
        for words, rect in _printed[face]:
            _placed.append(Placed(words, rect.move(topleft), surface.get_size(), None, None, owner))


def cover(surface: pygame.Surface, rect, owner: str) -> None:
    """Note something opaque drawn over `rect` (a piece, a banner): words drawn there before are hidden."""
    if _placed is not None:
        _placed.append(Placed(None, pygame.Rect(rect), surface.get_size(), None, None, owner))


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
    if _placed is not None:
        placed(surface, words, _inked(img, rect))
    return rect


def _inked(img: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The part of a rendered line that has ink (a line's image is taller than its letters: its empty
    top and bottom may touch the next line without the words touching)."""
    ink = img.get_bounding_rect()
    return ink.move(rect.topleft) if ink.w and ink.h else pygame.Rect(rect.topleft, (0, 0))


def fitting_size(words: str, size: int, width: float, weight: str = "bold", least: int = 6, step: int = 1) -> int:
    """`size`, or smaller (by `step`, down to `least`) until `words` fit `width` pixels: a longer word in another
    language still fits its card or line before `fit` has to cut it."""
    while size > least and font(size, weight).size(words)[0] > width:
        size -= step
    return size


def fit(words: str, size: int, width: int, weight: str = "regular") -> str:
    """`words`, cut with an ellipsis if needed so it fits `width` pixels."""
    f = font(size, weight)
    if f.size(words)[0] <= width:
        return words
    given = words
    while len(words) > 1 and f.size(words + "…")[0] > width:
        words = words[:-1]
    words = words.rstrip() + "…"
    if _placed is not None:
        _cuts[words] = given
    return words


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

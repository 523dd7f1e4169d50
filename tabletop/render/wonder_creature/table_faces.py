"""The faces the table composes from the cards: a whole creature (a picker's option) and an empty slot of
Your creature (where the viewer lays a head, a body and a tail). Both carry words, so they are cached per
language, like the cards.
"""

from functools import lru_cache

import pygame

from rules.wonder_creature.catalogue import PARTS

from ...language import current, words
from .. import fonts, safe
from .cards import CREATURES, card_face, card_height
from .creatures import silhouette_strip

GHOST = (235, 228, 200)                        # the faint outline in an empty slot


def creature_face(cards: tuple, width: int):
    """# machinery candidate: a composite face (several cards as one picture) for a picker option.
    Three cards side by side, touching, each 0.6 of `width`: one creature in a picker (the cards carry
    words, so cached per language)."""
    return _creature_face(cards, width, current())


@lru_cache(maxsize=64)
def _creature_face(cards: tuple, width: int, _lang: str):
    w = max(1, round(width * 0.6))
    faces = [card_face(c, w) for c in cards]
    out = safe.surface(w * len(faces), faces[0].get_height())
    for k, img in enumerate(faces):
        out.blit(img, (k * w, 0))
    return out


def slot_face(part: str, width: int):
    """A printed slot of Your creature: the faint outline of a head, a body or a tail, the word under it
    (in the language now: cached per language)."""
    return _slot_face(part, width, current())


@lru_cache(maxsize=16)
def _slot_face(part: str, width: int, _lang: str):
    h = card_height(width)
    out = safe.surface(width, h)
    k = PARTS.index(part)
    strip = silhouette_strip((CREATURES[0],) * 3, width, GHOST)
    third = strip.subsurface(pygame.Rect(k * width, 0, width, strip.get_height()))
    small = max(1, round(width * 0.8))
    shape = safe.scale(third, small, round(third.get_height() * 0.8))
    out.blit(shape, ((width - small) // 2, round(h * 0.02)))
    size, word = round(width * 0.2), words().term(part.capitalize())
    size = fonts.fitting_size(word, size, width - 4, least=8)     # "Schwanz" is longer than "Tail"
    if size >= 8:
        fonts.blit_text(out, word, size, (width // 2, h - round(h * 0.06)), GHOST, "bold", anchor="midbottom")
    return out


def table_faces():
    """Every slot, and a few creatures (matching, mixed, of one and of three backgrounds) for the tests."""
    yield from (("slot", p) for p in PARTS)
    for creature in ("Dragon", "Griffin"):
        for colours in (("R", "R", "R"), ("R", "Y", "B")):
            yield ("creature", *(f"WC-{creature[0]}{part}-{c}" for part, c in zip("HBT", colours, strict=True)))
    yield ("creature", "WC-GH-B", "WC-DB-Y", "WC-DT-R")

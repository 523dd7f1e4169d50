"""Colour-blind suit marks: the suit's name written on the card, for players who cannot tell the
suit colours apart even with the suit shapes (a Settings switch).

Added on top of a game's own card face and cached per (face surface, colour), so the card drawing
code stays untouched and the cost is one extra blit per card size.
"""

from functools import lru_cache

import pygame

from rules.core.said import N_
from tabletop import language
from tabletop.render import fonts

# Translators: a suit's colour in three letters, on a card's corner (Yellow, Blue, Green, Brown)
LETTERS = {"yellow": N_("Yel"), "blue": N_("Blu"), "green": N_("Grn"), "brown": N_("Brn")}


def marked(face: pygame.Surface, colour: str) -> pygame.Surface:
    """A copy of `face` with a small badge naming `colour` in its lower-left corner (in the language spoken)."""
    word = LETTERS.get(colour)
    if word is None:
        return face
    return _marked(face, language._(word))


@lru_cache(maxsize=1024)
def _marked(face: pygame.Surface, word: str) -> pygame.Surface:
    w, h = face.get_size()
    out = face.copy()
    size = max(8, int(w * 0.13))
    text = fonts.font(size, "bold").render(word, True, (20, 20, 20))
    badge = text.get_rect()
    badge.inflate_ip(max(4, w // 20), 2)
    badge.bottomleft = (max(2, int(w * 0.07)), h - max(2, int(h * 0.03)))
    pygame.draw.rect(out, (255, 255, 255), badge, border_radius=max(2, size // 3))
    pygame.draw.rect(out, (20, 20, 20), badge, 1, border_radius=max(2, size // 3))
    out.blit(text, text.get_rect(center=badge.center))
    return out

"""Colour-blind suit marks: the suit's name written on the card, for players who cannot tell the
suit colours apart even with the suit shapes (a Settings switch).

Added on top of a game's own card face and cached per (face surface, colour), so the card drawing
code stays untouched and the cost is one extra blit per card size.
"""

from functools import lru_cache

import pygame

from tabletop.render import fonts

LETTERS = {"yellow": "Yel", "blue": "Blu", "green": "Grn", "brown": "Brn"}


@lru_cache(maxsize=1024)
def marked(face: pygame.Surface, colour: str) -> pygame.Surface:
    """A copy of `face` with a small badge naming `colour` in its lower-left corner."""
    word = LETTERS.get(colour)
    if word is None:
        return face
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

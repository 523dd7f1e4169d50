"""Wonder Creature drawn in code: the 18 cards (thirds of two creatures on three backgrounds) and the back.

Cached per size like the other boxes: the table asks for a face at the width it shows and only
blits it. `face(key, width)` and `faces()` are the one entry point for a game adapter and the tests.
"""

from rules.wonder_creature.catalogue import CATALOGUE

from .cards import CREATURES, DANGER, MOST_DANGER, card_back, card_face, card_height, danger_plaque, describe
from .creatures import creature_strip, silhouette_strip, strip_size

__all__ = ["CREATURES", "DANGER", "MOST_DANGER", "card_back", "card_face", "card_height", "creature_strip",
           "danger_plaque", "describe", "face", "faces", "silhouette_strip", "strip_size"]


def face(key: tuple, width: int):
    """Any piece by key: ("card", id) or ("back",); `width` wide, card_height(width) tall."""
    kind = key[0]
    if kind == "card":
        return card_face(key[1], width)
    if kind == "back":
        return card_back(width)
    raise KeyError(f"unknown Wonder Creature face {key!r}")


def faces():
    """Every key `face` accepts."""
    yield from (("card", c) for c in CATALOGUE.ids)
    yield ("back",)

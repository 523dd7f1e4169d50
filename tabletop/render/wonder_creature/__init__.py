"""Wonder Creature drawn in code: the 18 cards (thirds of two creatures on three backgrounds) and the back.

Cached per size like the other boxes: the table asks for a face at the width it shows and only
blits it. `face(key, width)` and `faces()` are the one entry point for a game adapter and the tests.
"""

from rules.wonder_creature.catalogue import CATALOGUE

from .cards import (
    CREATURES,
    DANGER,
    MOST_DANGER,
    card_back,
    card_face,
    card_height,
    colour_order,
    danger_plaque,
    describe,
)
from .creatures import creature_strip, silhouette_strip, strip_size
from .table_faces import creature_face, slot_face, table_faces

__all__ = ["CREATURES", "DANGER", "MOST_DANGER", "card_back", "card_face", "card_height", "colour_order",
           "creature_face", "creature_strip", "danger_plaque", "describe", "face", "faces", "silhouette_strip",
           "slot_face", "strip_size", "table_faces"]


def face(key: tuple, width: int):
    """Any piece by key: ("card", id), ("back",) or ("slot", part), `width` wide and card_height(width) tall;
    ("creature", *ids): three cards side by side (table_faces.py)."""
    kind = key[0]
    if kind == "card":
        return card_face(key[1], width)
    if kind == "back":
        return card_back(width)
    if kind == "slot":
        return slot_face(key[1], width)
    if kind == "creature":
        return creature_face(key[1:], width)
    raise KeyError(f"unknown Wonder Creature face {key!r}")


def faces():
    """Every card and the back (the slots and a few creatures: `table_faces`)."""
    yield from (("card", c) for c in CATALOGUE.ids)
    yield ("back",)

"""duck! duck! SAFARI! drawn in code: the two-sided board, the six duckies and every card of the box.

Everything is cached per size: the table asks for a face at the width it shows and only blits it.
`face(key, width)` and `faces()` give one entry point over all of it for a game adapter (and for
the tests that draw every face at every width).
"""

from rules.safari.components import ALL_CARDS, DUCKIES, RACING_CARDS, SUITS

from .board import (
    ASPECT,
    HiLoGeometry,
    NumberGeometry,
    board_rect,
    board_surface,
    hilo_geometry,
    number_side_geometry,
    track_path,
)
from .cards import (
    LAP_ID,
    MARKER_IDS,
    card_back,
    card_face,
    card_height,
    describe,
    lap_card,
    marker_card,
    racing_back,
    racing_card,
)
from .duckies import ducky, ducky_anchor, ducky_shadow

__all__ = [
    "ASPECT", "HiLoGeometry", "LAP_ID", "MARKER_IDS", "NumberGeometry", "board_rect", "board_surface",
    "card_back", "card_face", "card_height", "describe", "ducky", "ducky_anchor", "ducky_shadow", "face", "faces",
    "hilo_geometry", "lap_card", "marker_card", "number_side_geometry", "racing_back", "racing_card", "track_path",
]


def face(key: tuple, width: int):
    """Any piece by key: ("card", id), ("back",), ("racing", rc_id), ("racing_back",), ("marker", suit),
    ("lap",), ("ducky", name) (a square of side `width`), ("board", side) (16:10 at `width`)."""
    kind = key[0]
    if kind == "card":
        return card_face(key[1], width)
    if kind == "back":
        return card_back(width)
    if kind == "racing":
        return racing_card(key[1], width)
    if kind == "racing_back":
        return racing_back(width)
    if kind == "marker":
        return marker_card(key[1], width)
    if kind == "lap":
        return lap_card(width)
    if kind == "ducky":
        return ducky(key[1], width)
    if kind == "board":
        return board_surface(key[1], width, round(max(1, width) / ASPECT))
    raise KeyError(f"unknown safari face {key!r}")


def faces():
    """Every key `face` accepts."""
    yield from (("card", c) for c in ALL_CARDS)
    yield ("back",)
    yield from (("racing", r) for r in RACING_CARDS)
    yield ("racing_back",)
    yield from (("marker", s) for s in SUITS)
    yield ("lap",)
    yield from (("ducky", d) for d in DUCKIES)
    yield from (("board", side) for side in ("number", "hilo"))

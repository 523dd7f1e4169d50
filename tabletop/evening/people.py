"""The colours that stay a person's (records.Person.colour is an index into PALETTE): twelve, each with a shape.

Chosen from the Okabe-Ito and Paul Tol palettes, which stay apart for the common colour-vision deficiencies,
and set apart in lightness from the felt (a light ring is drawn around the dark ones). No two colours share a
shape and a similar hue: where two look alike to someone, the shape tells them apart, and the name is always
written beside the swatch.
"""

from dataclasses import dataclass

from .records import COLOURS


@dataclass(frozen=True)
class PersonColour:
    rgb: tuple[int, int, int]
    shape: str          # circle, square, diamond, triangle, hexagon or star (render/swatch.py draws it)
    dark: bool = False  # drawn with a light ring on the dark felt


SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "star")
PALETTE: tuple[PersonColour, ...] = (
    PersonColour((230, 159, 0), "circle"),           # orange
    PersonColour((86, 180, 233), "square"),          # sky blue
    PersonColour((213, 94, 0), "diamond"),           # vermilion
    PersonColour((240, 228, 66), "triangle"),        # yellow
    PersonColour((0, 114, 178), "hexagon", True),    # blue
    PersonColour((204, 121, 167), "star"),           # reddish purple
    PersonColour((246, 240, 226), "circle"),         # cream
    PersonColour((0, 158, 115), "square"),           # bluish green
    PersonColour((34, 30, 36), "diamond", True),     # black
    PersonColour((170, 51, 119), "triangle", True),  # wine
    PersonColour((187, 187, 187), "hexagon"),        # grey
    PersonColour((51, 34, 136), "star", True),       # indigo
)
assert len(PALETTE) == COLOURS


def person_colour(index: int) -> PersonColour:
    """A colour index as a history file holds it (checked there: 0..11); any other wraps round."""
    return PALETTE[index % len(PALETTE)]


# New game's names for the seats nobody named yet; a forgotten name's place in Settings' remembered names takes one.
SEAT_NAMES = ("Robin", "Ada", "Basil", "Cleo", "Dmitri", "Esme", "Fern", "Gus", "Hana", "Ines")

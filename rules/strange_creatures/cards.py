"""The 72 creature cards, loaded once from cards.json and checked against the printed counts.

Values are kept exact as whole numbers of twelfths (2½ = 30, 3⅓ = 40, 4¼ = 51, 12 ÷ 3 = 48), so
comparisons never touch floats. The catalogue is read-only after loading.
"""

import json
from dataclasses import dataclass
from fractions import Fraction
from importlib import resources
from types import MappingProxyType
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

TWELFTHS = 12
Kind = Literal["number", "seven", "twelve", "plus3", "x", "trump", "mega"]
SHAPESHIFTERS = frozenset({"seven", "twelve", "plus3", "x"})


def to_twelfths(text: str) -> int:
    """'17/4' -> 51; refuses values that are not whole twelfths."""
    value = Fraction(text) * TWELFTHS
    if value.denominator != 1:
        raise ValueError(f"{text} is not a whole number of twelfths")
    return int(value)


_GLYPHS = {0: "", 6: "½", 4: "⅓", 3: "¼", 8: "⅔", 9: "¾"}


def value_label(twelfths: int) -> str:
    """How a value is printed on a card: 30 -> '2½', 40 -> '3⅓', 51 -> '4¼', 36 -> '3'."""
    whole, part = divmod(twelfths, TWELFTHS)
    if part in _GLYPHS:
        return f"{whole}{_GLYPHS[part]}" if whole or not part else _GLYPHS[part]
    return f"{Fraction(twelfths, TWELFTHS)}"


# ----- the file format ----------------------------------------------------------------------
class EffectData(BaseModel):
    model_config = ConfigDict(extra="forbid")
    coins: int = 0
    stamp: int = 0
    removal: Literal["self", "any"] | None = None
    removal_coins: int = 0
    removal_stamp: int = 0


class ColoredData(BaseModel):
    model_config = ConfigDict(extra="forbid")
    value: str
    label: str | None = None
    starting: bool = False
    cost: int | None = None
    effect: EffectData = EffectData()
    end_points: int = 0

    @field_validator("value")
    @classmethod
    def _exact(cls, v: str) -> str:
        to_twelfths(v)
        return v


class OtherData(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ids: list[str]
    kind: Kind
    name: str
    value: str | None = None
    starting: bool = False
    cost: int | None = None
    voids_trick: bool = False
    effect: EffectData = EffectData()


class CatalogueData(BaseModel):
    """cards.json; the validators hold the printed constraints RULES-DECISIONS §6 asks a replacement to keep."""

    model_config = ConfigDict(extra="forbid")
    about: str = ""
    colors: list[str]
    colored: list[ColoredData]
    other: list[OtherData]

    @model_validator(mode="after")
    def _printed_counts(self):
        if len(self.colors) != 4:
            raise ValueError("Strange Creatures has four colors")
        starting = len(self.colors) * sum(c.starting for c in self.colored)
        starting += sum(len(o.ids) for o in self.other if o.starting)
        total = len(self.colors) * len(self.colored) + sum(len(o.ids) for o in self.other)
        if total != 72 or starting != 25:
            raise ValueError(f"expected 72 cards with 25 Starting cards, found {total} and {starting}")
        for entry in [*self.colored, *self.other]:
            if entry.starting == (entry.cost is not None):
                raise ValueError("Starting cards have no cost; every Unknown Creature card has one")
            if entry.cost is not None and not 0 <= entry.cost <= 5:
                raise ValueError("costs run from 0 to 5 (5 coins must buy any card)")
        nine = next((c for c in self.colored if to_twelfths(c.value) == 9 * TWELFTHS), None)
        if nine is None or nine.cost != 3:
            raise ValueError("the printed brown 9 costs 3")
        return self


# ----- the cards as the engine uses them ----------------------------------------------------
@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    kind: str
    color: str | None
    value: int | None  # twelfths; None for trumps and the X (which takes its copy's value)
    starting: bool
    cost: int | None
    coins: int
    stamp: int
    removal: str | None
    removal_coins: int
    removal_stamp: int
    end_points: int
    voids_trick: bool
    order: int

    @property
    def is_number(self) -> bool:
        """Cards a +3 may join (SC-17b): colored and colorless numbers, 7 and 12."""
        return self.kind in ("number", "seven", "twelve")

    @property
    def is_shapeshifter(self) -> bool:
        return self.kind in SHAPESHIFTERS

    @property
    def has_effect(self) -> bool:
        return bool(self.coins or self.stamp or self.removal)


def _build(data: CatalogueData) -> tuple[Card, ...]:
    cards: list[Card] = []

    def add(**kw):
        cards.append(Card(order=len(cards), **kw))

    for color in data.colors:
        for c in data.colored:
            value = to_twelfths(c.value)
            add(id=f"{color}-{c.label or c.value}", name=f"{color} {value_label(value)}", kind="number",
                color=color, value=value, starting=c.starting, cost=c.cost, coins=c.effect.coins,
                stamp=c.effect.stamp, removal=c.effect.removal, removal_coins=c.effect.removal_coins,
                removal_stamp=c.effect.removal_stamp, end_points=c.end_points, voids_trick=False)
    for o in data.other:
        for card_id in o.ids:
            add(id=card_id, name=o.name, kind=o.kind, color=None,
                value=to_twelfths(o.value) if o.value is not None else None, starting=o.starting, cost=o.cost,
                coins=o.effect.coins, stamp=o.effect.stamp, removal=o.effect.removal,
                removal_coins=o.effect.removal_coins, removal_stamp=o.effect.removal_stamp, end_points=0,
                voids_trick=o.voids_trick)
    if len({c.id for c in cards}) != len(cards):
        raise ValueError("card ids must be unique")
    return tuple(cards)


def _load() -> tuple[Card, ...]:
    text = resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8")
    return _build(CatalogueData.model_validate(json.loads(text)))


ALL_CARDS: tuple[Card, ...] = _load()
CARDS = MappingProxyType({c.id: c for c in ALL_CARDS})
COLORS: tuple[str, ...] = tuple(dict.fromkeys(c.color for c in ALL_CARDS if c.color))
STARTING_IDS: tuple[str, ...] = tuple(c.id for c in ALL_CARDS if c.starting)
UNKNOWN_IDS: tuple[str, ...] = tuple(c.id for c in ALL_CARDS if not c.starting)
X_BLANK = Card(id="", name="blank X", kind="number", color=None, value=0, starting=False, cost=None, coins=0,
               stamp=0, removal=None, removal_coins=0, removal_stamp=0, end_points=0, voids_trick=False, order=-1)
"""What an X becomes when the display holds nothing it may copy (SC-15): a colorless 0, no effect."""


def sort_key(card_id: str) -> int:
    return CARDS[card_id].order

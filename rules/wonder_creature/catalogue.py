"""The 18 Wonder Creature cards, read once from cards.json and checked by a pydantic model.

The card list is invented data (RULES-DECISIONS 3.2, WC-01/WC-02), so it lives in a data file that
real card scans can replace; the model refuses any replacement that breaks what the rulebook
needs (6 heads, 6 bodies, 6 tails; backgrounds with a strict danger order; tiers 1-4 reachable).
"""

from collections import Counter
from importlib import resources
from itertools import combinations
from types import MappingProxyType
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core.said import Said, Term, commas, said

PARTS: tuple[str, ...] = ("head", "body", "tail")


class Background(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    color: str = Field(min_length=1)
    danger: int = Field(ge=1, description="higher is more dangerous (wins ties)")


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1)
    creature: str = Field(min_length=1)
    part: Literal["head", "body", "tail"]
    background: str


class CardFile(BaseModel):
    """The whole of cards.json."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str = ""
    backgrounds: tuple[Background, ...]
    cards: tuple[Card, ...]

    @model_validator(mode="after")
    def _printed_constraints(self) -> "CardFile":
        if len(self.cards) != 18:
            raise ValueError(f"the box has 18 cards, the file lists {len(self.cards)}")
        ids = Counter(c.id for c in self.cards)
        twice = sorted(i for i, n in ids.items() if n > 1)
        if twice:
            raise ValueError(f"card ids used twice: {twice}")
        parts = Counter(c.part for c in self.cards)
        if any(parts[p] != 6 for p in PARTS):
            raise ValueError(f"the box has 6 heads, 6 bodies and 6 tails, the file has {dict(parts)}")
        colors = [b.color for b in self.backgrounds]
        if len(set(colors)) != len(colors) or len({b.danger for b in self.backgrounds}) != len(colors):
            raise ValueError("background colours and their danger values must all differ (ties need an order)")
        unknown = sorted({c.background for c in self.cards} - set(colors))
        if unknown:
            raise ValueError(f"cards use backgrounds that are not listed: {unknown}")
        reachable = {creature_tier(t) for t in combinations(self.cards, 3)}
        missing = [t for t in (1, 2, 3, 4) if t not in reachable]
        if missing:
            raise ValueError(f"strength levels {missing} cannot be built from these cards")
        return self


def creature_tier(cards) -> int:
    """Strength level of three Card models: 1 (best) .. 5 (not one head, one body and one tail).

    RULES-DECISIONS WC-05/WC-06: 1 = one creature, one background; 2 = one creature, two
    backgrounds; 3 = one creature, three backgrounds; 4 = anything else with H+B+T; 5 = incomplete.
    """
    if sorted(c.part for c in cards) != sorted(PARTS):
        return 5
    if len({c.creature for c in cards}) != 1:
        return 4
    return len({c.background for c in cards})


def load_card_file() -> CardFile:
    text = resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8")
    return CardFile.model_validate_json(text)


class Catalogue:
    """Read-only lookup tables built once from the validated file (plain tuples for the inner loop).

    Cards are numbered in file order; that order is also the order hands are kept in and the order
    a creature's three cards are written in a move.
    """

    def __init__(self, data: CardFile):
        self.data = data
        self.ids: tuple[str, ...] = tuple(c.id for c in data.cards)
        self.index = MappingProxyType({c: i for i, c in enumerate(self.ids)})
        danger = {b.color: b.danger for b in data.backgrounds}
        self.colors_by_danger: tuple[str, ...] = tuple(
            b.color for b in sorted(data.backgrounds, key=lambda b: -b.danger)
        )
        rank_of_color = {color: r for r, color in enumerate(self.colors_by_danger)}
        creatures = sorted({c.creature for c in data.cards})
        self.creature: tuple[int, ...] = tuple(creatures.index(c.creature) for c in data.cards)
        self.part: tuple[int, ...] = tuple(PARTS.index(c.part) for c in data.cards)
        self.color_rank: tuple[int, ...] = tuple(rank_of_color[c.background] for c in data.cards)
        self.danger: tuple[int, ...] = tuple(danger[c.background] for c in data.cards)
        self.cards = MappingProxyType({c.id: c for c in data.cards})

    def name(self, card_id: str) -> str:
        """'Dragon Head (Red)': how narration and prompts name a card (in English; `said` in any language)."""
        return self.said(card_id).english()

    def term(self, card_id: str) -> Term:
        """'Dragon Head': the creature's part a card shows, a word the catalogs translate ("Drachenkopf")."""
        c = self.cards[card_id]
        return Term(part_name(c.creature, c.part))

    def said(self, card_id: str) -> Said:
        """'Dragon Head (Red)' as a sentence for any language: the part and the background's colour."""
        return said("{creature_part} ({colour})", creature_part=self.term(card_id),
                    colour=Term(self.cards[card_id].background))

    def said_any(self, card) -> "Said | str":
        """A card in a sentence; a name that is no card as written (repr), as a refused move may name anything."""
        return self.said(card) if isinstance(card, str) and card in self.cards else repr(card)

    def said_all(self, card_ids) -> "Said | str":
        """Several cards, comma after comma ("Dragon Head (Red), Griffin Tail (Blue)"), each as `said_any`."""
        return commas(self.said_any(c) for c in card_ids)


def part_name(creature: str, part: str) -> str:
    """'Dragon Head': a creature's part as the cards name it (the message id of its translation)."""
    return f"{creature} {part.capitalize()}"


CATALOGUE = Catalogue(load_card_file())

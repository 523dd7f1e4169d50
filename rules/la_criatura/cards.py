"""The event and weapon cards, read once from the JSON data files and validated (RULES-DECISIONS 4.3, 4.4)."""

import json
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core.said import Said, Term, commas

Who = Literal["all", "all-but-leader", "infected", "creature", "leader"]
Phase = Literal["events", "vote", "movement", "helicopter"]


class EventCard(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    slug: str = Field(pattern=r"^[a-z][a-z-]*[a-z]$")
    name: str
    count: int = Field(ge=1)
    who: Who
    phases: list[Phase] = Field(min_length=1)
    reaction: bool = False
    effect: str


class EventDeck(BaseModel):
    model_config = ConfigDict(extra="forbid")
    cards: list[EventCard]

    @model_validator(mode="after")
    def _printed_constraints(self):
        if sum(c.count for c in self.cards) != 63:
            raise ValueError("La Criatura has 63 event cards")
        slugs = [c.slug for c in self.cards]
        if len(set(slugs)) != len(slugs):
            raise ValueError("event card slugs must be unique")
        for named in ("armed", "armed-to-the-teeth", "awake", "stimulant"):
            if named not in slugs:
                raise ValueError(f"the rulebook names the event card {named!r}")
        return self


class WeaponCard(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z][a-z-]*[a-z]$")
    name: str
    type: Literal["weapon", "defense"]
    bonus: int = Field(default=0, ge=0, le=3)
    protects_from: int = Field(default=7, ge=2, le=7)

    @model_validator(mode="after")
    def _one_kind(self):
        if self.type == "weapon" and not 1 <= self.bonus <= 3:
            raise ValueError(f"{self.id}: a weapon's bonus is +1, +2 or +3")
        if self.type == "defense" and (self.bonus or self.protects_from > 6):
            raise ValueError(f"{self.id}: a defensive object has a protection range and no bonus")
        return self


class WeaponDeck(BaseModel):
    model_config = ConfigDict(extra="forbid")
    weapons: list[WeaponCard]

    @model_validator(mode="after")
    def _printed_constraints(self):
        if len(self.weapons) != 10:
            raise ValueError("La Criatura has 10 weapon cards")
        if len({w.id for w in self.weapons}) != 10:
            raise ValueError("weapon ids must be unique")
        return self


def _load(name: str) -> dict:
    return json.loads(resources.files(__package__).joinpath(name).read_text(encoding="utf-8"))


EVENT_TYPES: dict[str, EventCard] = {c.slug: c for c in EventDeck.model_validate(_load("events.json")).cards}
WEAPONS: dict[str, WeaponCard] = {w.id: w for w in WeaponDeck.model_validate(_load("weapons.json")).weapons}

# card id ("armed-3") -> its type slug ("armed"); ids are the slug plus a copy number from 1
EVENT_IDS: tuple[str, ...] = tuple(f"{c.slug}-{i}" for c in EVENT_TYPES.values() for i in range(1, c.count + 1))
SLUG_OF: dict[str, str] = {cid: cid.rsplit("-", 1)[0] for cid in EVENT_IDS}
WEAPON_IDS: tuple[str, ...] = tuple(WEAPONS)
ATTACK_BONUS: dict[str, int] = {w.id: w.bonus for w in WEAPONS.values()}
PROTECTS_FROM: dict[str, int] = {w.id: w.protects_from for w in WEAPONS.values()}


def card_name(card_id: str) -> str:
    if card_id in SLUG_OF:
        return EVENT_TYPES[SLUG_OF[card_id]].name
    if card_id in WEAPONS:
        return WEAPONS[card_id].name
    return card_id


def card_term(card_id: str) -> Term:
    """A card's name as a word the catalogs translate where it is shown ("Armed" / "Bewaffnet")."""
    return Term(card_name(card_id))


def card_list(card_ids) -> "Said | str":
    """Several cards' names, comma-joined and translated where shown."""
    return commas(card_term(c) for c in card_ids)

"""The duck! duck! SAFARI! box: 66 game cards, racing cards, the two-sided board and the duckies.

Shared by every game in the box (Safari Sprint, Hi-Lo Hijinks, Animal Hunt, Savannah, Herds,
Deducktion). Card ids are short and stable: animal cards `<animal>-<n><copy>` (copy `a` or `b`,
e.g. `lion-3a`), explorer cards `ducktor-<n>`. Lookups are precomputed dicts so the games' inner
loops stay fast; the data tables (racing cards, board) live in JSON validated by pydantic.
"""

import json
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

ANIMALS: tuple[str, ...] = ("elephant", "lion", "monkey", "tiger", "zebra")
EXPLORER = "ducktor"
SUITS: tuple[str, ...] = (*ANIMALS, EXPLORER)
NUMBERS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
COPIES: tuple[str, ...] = ("a", "b")
DUCKIES: tuple[str, ...] = SUITS
"""The six duckies: one per animal plus Ducktor Livingstone (the explorer ducky)."""

SUIT_NAMES = MappingProxyType({
    "elephant": "Elephant", "lion": "Lion", "monkey": "Monkey", "tiger": "Tiger", "zebra": "Zebra",
    "ducktor": "Ducktor Livingstone",
})


def card_id(suit: str, number: int, copy: str = "") -> str:
    """The id of a card: `card_id("lion", 3, "a") == "lion-3a"`, `card_id("ducktor", 4) == "ducktor-4"`."""
    return f"{suit}-{number}{'' if suit == EXPLORER else copy}"


ANIMAL_CARDS: tuple[str, ...] = tuple(card_id(a, n, c) for a in ANIMALS for n in NUMBERS for c in COPIES)
EXPLORER_CARDS: tuple[str, ...] = tuple(card_id(EXPLORER, n) for n in NUMBERS)
ALL_CARDS: tuple[str, ...] = ANIMAL_CARDS + EXPLORER_CARDS
"""All 66 ids, canonical order: elephant-1a, elephant-1b, elephant-2a, ... zebra-6b, ducktor-1..6."""
CARD_SET: frozenset[str] = frozenset(ALL_CARDS)
CARD_INDEX = MappingProxyType({c: i for i, c in enumerate(ALL_CARDS)})
"""Position of each id in ALL_CARDS; sort cards with `key=CARD_INDEX.__getitem__`."""

SUIT_OF = MappingProxyType({c: c.split("-")[0] for c in ALL_CARDS})
NUMBER_OF = MappingProxyType({c: int(c.split("-")[1][0]) for c in ALL_CARDS})
FACE_OF = MappingProxyType({c: f"{SUIT_OF[c]}-{NUMBER_OF[c]}" for c in ALL_CARDS})
"""The printed face without the copy letter (`lion-3a` -> `lion-3`): both copies of a card share it."""
TWIN_OF = MappingProxyType({c: c[:-1] + ("b" if c[-1] == "a" else "a") for c in ANIMAL_CARDS})
"""The other copy of an animal card (`lion-3a` <-> `lion-3b`); explorer cards have no twin."""
_EXPLORER_SET = frozenset(EXPLORER_CARDS)


def is_card(card_id: object) -> bool:
    """True for one of the 66 ids (use before the fast lookups when the id comes from outside)."""
    return isinstance(card_id, str) and card_id in CARD_SET


def suit_of(card_id: str) -> str:
    return SUIT_OF[card_id]


def number_of(card_id: str) -> int:
    return NUMBER_OF[card_id]


def is_explorer(card_id: str) -> bool:
    return card_id in _EXPLORER_SET


def face_of(card_id: str) -> str:
    return FACE_OF[card_id]


def card_name(card_id: str) -> str:
    """How a card is said in words: "3 Lion", "4 Ducktor Livingstone"."""
    return f"{NUMBER_OF[card_id]} {SUIT_NAMES[SUIT_OF[card_id]]}"


def cards_of(suits=SUITS) -> list[str]:
    """The ids of the given suits, canonical order."""
    wanted = set(suits)
    return [c for c in ALL_CARDS if SUIT_OF[c] in wanted]


# ----- score track laps (SF-01, SF-02) ------------------------------------------------------------
LOOP_LENGTH = 20


def laps(score: int) -> int:
    """Lap cards shown for a score or race position: floor(score / 20) (SF-02: unlimited)."""
    return score // LOOP_LENGTH


def space(score: int) -> int:
    """The board space a score or race position is drawn on: 1..19, or 0 = the start/"20" corner (SF-01)."""
    return score % LOOP_LENGTH


# ----- data files ---------------------------------------------------------------------------------
_HERE = Path(__file__).parent


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RacingCard(_Frozen):
    """One Safari Sprint racing card: spaces moved by the ducky whose card lies on 1st, 2nd, ... 6th."""

    id: str = Field(pattern=r"^RC-\d\d$")
    spots: tuple[int, int, int, int, int, int]
    character: str

    @field_validator("spots")
    @classmethod
    def _no_backward(cls, v):
        if any(x < 0 for x in v):
            raise ValueError("racing values must be >= 0 (no backward movement is defined)")
        return v


class RacingDeck(_Frozen):
    source: str
    cards: tuple[RacingCard, ...]

    @model_validator(mode="after")
    def _twelve_different(self):
        if len(self.cards) != 12:
            raise ValueError("the box has 12 racing cards")
        if len({c.id for c in self.cards}) != 12 or len({c.spots for c in self.cards}) != 12:
            raise ValueError("the 12 racing cards are all different")
        if not any(c.spots[:4] == (4, 4, 3, 1) for c in self.cards):
            raise ValueError("one racing card reads 4/4/3/1 for spots 1-4 (Examples C-F)")
        return self


class TrackSpace(_Frozen):
    index: int
    label: str


class TrackSide(_Frozen):
    loop_length: Literal[20]
    spaces: tuple[TrackSpace, ...]
    spots: tuple[str, ...]

    @model_validator(mode="after")
    def _loop(self):
        if [s.index for s in self.spaces] != list(range(self.loop_length)):
            raise ValueError("the track lists spaces 0 (start/20 corner) to 19 in order")
        return self


class HiLoStack(_Frozen):
    animal: str
    higher: str
    lower: str


class HiLoSpot(_Frozen):
    id: str
    label: str
    side: str


class HiLoSide(_Frozen):
    explorer_spot: HiLoSpot
    stacks: tuple[HiLoStack, ...]
    labels: dict[str, str]

    @model_validator(mode="after")
    def _one_stack_per_animal(self):
        if tuple(s.animal for s in self.stacks) != ANIMALS:
            raise ValueError("the Hi-Lo side has one stack per animal, in ANIMALS order")
        return self


class Board(_Frozen):
    source: str
    track: TrackSide
    hi_lo: HiLoSide


def _load(name: str, model):
    return model.model_validate(json.loads((_HERE / name).read_text(encoding="utf-8")))


RACING_DECK: RacingDeck = _load("racing_cards.json", RacingDeck)
RACING_CARDS: tuple[str, ...] = tuple(c.id for c in RACING_DECK.cards)
RACING_SPOTS = MappingProxyType({c.id: c.spots for c in RACING_DECK.cards})
"""Racing card id -> movement for spots 1st..6th (index 0 = 1st)."""
BOARD: Board = _load("board.json", Board)
SPOT_LABELS: tuple[str, ...] = BOARD.track.spots
"""The card-row spots on the track side: "1st", "2nd", ... (Safari Sprint card row, Savannah decks)."""


def ordinal(n: int) -> str:
    """1 -> "1st", 2 -> "2nd", ... (for any n)."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"

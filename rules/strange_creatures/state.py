"""The whole game state: plain lists and numbers, copied by hand for speed."""

from dataclasses import dataclass, field
from typing import Literal

from rules.core import Event, Rng

from .trick import Played

Phase = Literal["play", "buy", "remove", "expert", "over"]
ROUNDS = 4
HAND_SIZE = 5
DISPLAY_SLOTS = 3
EXPERT_PRICE = 5
WAVE_COINS = 5


@dataclass
class FinalLine:
    """One seat's final scoring (kept in the state so the result never depends on hidden re-deals)."""

    seat: int
    stamps: int
    bonus_cards: int  # 2½ cards owned at the end
    bonus_points: int
    points: int
    coins: int
    winner: bool


@dataclass
class SCState:
    players: int
    rng: Rng
    expert: bool
    round: int  # 1..4; the round's stamp value
    hands: list[list[str]]
    discards: list[list[str]]  # bottom .. top
    coins: list[int]
    stamps: list[list[int]]
    display: list[str | None]  # 3 slots, left to right
    draw: list[str]  # top first
    box: list[str]  # Starting cards left over at setup (nobody sees them)
    removed_public: list[str]  # removed where everyone saw which card (3⅓ itself, trick cards)
    removed_hidden: list[list[str]]  # removed face down from a hand or discard pile, per owner
    leader: int
    turn: int | None  # the seat deciding now; None when the game is over
    phase: Phase = "play"
    trick: list[Played] = field(default_factory=list)
    reference: int | None = None  # trick winner, or the first colorless-2 player (SC-19)
    winner: int | None = None  # seat that won the current/last trick (None: nobody)
    lowest: list[int] = field(default_factory=list)
    buy_stage: Literal["lowest", "wave"] | None = None
    queue: list[int] = field(default_factory=list)  # seats still to be asked in this step of Phase 3
    removal: list[str | None] = field(default_factory=list)  # per seat: "self" (3⅓), "any" (4¼) or None
    last_winner: int | None = None
    last_void: bool = False
    final: list[FinalLine] | None = None
    log: list[Event] = field(default_factory=list)


def card_places(s: SCState) -> list[list[str]]:
    """Every place a card lies in; a sound state has each of the 72 in exactly one of them, once.
    A trick card removed at the end of Phase 3 lies in removed_public (its +3s stay in the trick)."""
    trick = [[*play.plus, *([] if play.gone else [play.card])] for play in s.trick]
    return [*s.hands, *s.discards, *s.removed_hidden, s.removed_public, s.draw, s.box,
            [c for c in s.display if c is not None], *trick]


def clone(s: SCState) -> SCState:
    return SCState(
        s.players, Rng(s.rng.state), s.expert, s.round, [list(h) for h in s.hands], [list(d) for d in s.discards],
        list(s.coins), [list(x) for x in s.stamps], list(s.display), list(s.draw), list(s.box),
        list(s.removed_public), [list(r) for r in s.removed_hidden], s.leader, s.turn, s.phase, list(s.trick),
        s.reference, s.winner, list(s.lowest), s.buy_stage, list(s.queue), list(s.removal), s.last_winner,
        s.last_void, s.final, list(s.log),
    )

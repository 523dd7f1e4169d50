"""The full Wonder Creature game state (the referee's truth, hidden parts included)."""

from dataclasses import dataclass, field
from typing import Literal

from rules.core import Event, Rng

BASIC_HAND = 5
ADVANCED_HAND = 3
BASIC_MAX_PLAYERS = 3
DRAW = 3  # cards drawn by each player after a round, and cards in a creature
EXCHANGE_LAPS = 2  # each player starts this many exchanges per round


@dataclass(frozen=True)
class PendingExchange:
    """An exchange the initiator has started; `card` is their secret choice until the swap."""

    initiator: int
    target: int
    card: str


@dataclass(frozen=True)
class RoundRecord:
    """What everyone saw at a round's reveal."""

    round: int
    first: int
    creatures: tuple[tuple[str, ...], ...]
    tiers: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass
class WonderState:
    players: int
    advanced: bool
    rng: Rng
    deck: list[str]  # top card first
    hands: list[list[str]]  # each kept in card-list order
    discard: list[str]  # shown creatures: out of the game (WC-08)
    sets: list[int]
    round: int  # 1-based
    round_first: int
    rounds_total: int
    phase: Literal["exchange", "reveal", "over"]
    exchanges_done: int  # finished exchanges this round
    pending: PendingExchange | None
    chosen: list[tuple[str, ...] | None]  # secret creature choices this round (cards stay in the hand)
    history: list[RoundRecord] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

    def clone(self) -> "WonderState":
        return WonderState(
            self.players, self.advanced, Rng(self.rng.state), list(self.deck), [list(h) for h in self.hands],
            list(self.discard), list(self.sets), self.round, self.round_first, self.rounds_total, self.phase,
            self.exchanges_done, self.pending, list(self.chosen), list(self.history), list(self.log),
        )

"""What one seat (or the public table, seat None) may know: everything a table screen draws."""

from typing import Literal

from pydantic import BaseModel, ConfigDict

from rules.core import View


class PendingExchangeView(BaseModel):
    """An exchange waiting for the target's card. `card` is the initiator's own secret choice,
    present only in the initiator's view."""

    model_config = ConfigDict(extra="forbid")

    initiator: int
    target: int
    card: str | None = None


class RoundView(BaseModel):
    """One finished round: every seat's shown creature (by seat), its tier 1-5, the winners."""

    model_config = ConfigDict(extra="forbid")

    round: int
    first: int
    creatures: list[list[str]]
    tiers: list[int]
    winners: list[int]


class WonderView(View):
    advanced: bool
    phase: Literal["exchange", "reveal", "over"]
    decision: Literal["start-exchange", "give-card", "show-creature"] | None  # this seat's, now
    hand: list[str]  # own hand in card-list order; [] for the public table
    hand_sizes: list[int]
    deck_size: int
    discard: list[str]  # every shown card, out of the game
    sets: list[int]
    round: int
    rounds_total: int
    round_first: int
    exchanges_done: int
    exchanges_per_round: int
    exchanges_started: list[int]  # per seat, this round (each starts 2)
    next_initiator: int | None  # who starts the current or next exchange (exchange phase only)
    pending: PendingExchangeView | None
    committed: list[bool]  # who has secretly chosen a creature this round
    my_creature: list[str] | None  # this seat's secret choice, until the reveal
    rounds: list[RoundView]
    winners: list[int]  # most sets, once the game is over

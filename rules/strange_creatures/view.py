"""What one seat (or the public table) may know, shaped for the table screen.

Hidden: other seats' hands, their discard piles below the top card, cards removed face down from
a hand or discard pile (4¼, expert rule), the draw pile and the leftover Starting cards in the box.
Everything else is public, including which decision is pending and the queue of Phase 3.
"""

from pydantic import BaseModel, ConfigDict

from rules.core import View


class PlayView(BaseModel):
    """One play in the trick, in play order."""

    model_config = ConfigDict(extra="forbid")
    seat: int
    card: str
    plus: list[str]  # +3 cards laid on `card`
    copies: str | None  # the display card an X copies
    color: str | None  # color it counts as once known (colored cards at once, shapeshifters once a color is played)
    value: str | None  # printed value once known ("6", "2½", "3⅓"); None for trumps
    value_twelfths: int | None  # the same value as an exact whole number of twelfths
    removed: bool  # removed from the game at the end of Phase 3


class SeatView(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: int
    hand_count: int
    coins: int
    stamps: list[int]  # stamp values, in the order won
    stamp_points: int
    discard_count: int
    discard_top: str | None
    discard: list[str]  # bottom .. top; the whole pile only in that seat's own view, else []
    removed_face_down_count: int
    removed_face_down: list[str]  # only in that seat's own view
    removal_effect: str | None  # this trick: "self" (3⅓) or "any" (4¼) removal due at the end of Phase 3


class FinalView(BaseModel):
    """Final scoring of one seat: stamps + 5 per 2½ owned; coins break ties."""

    model_config = ConfigDict(extra="forbid")
    seat: int
    stamp_points: int
    bonus_cards: int
    bonus_points: int
    points: int
    coins: int
    winner: bool


class SCView(View):
    expert: bool
    round: int
    rounds: int
    stamp_value: int
    phase: str  # "play" | "buy" | "remove" | "expert" | "over": the kind of decision pending
    turn: int | None  # the seat deciding now
    hand: list[str]  # own hand (seat views only)
    seats: list[SeatView]
    leader: int
    trick: list[PlayView]
    suit: str | None  # the color to follow so far
    trick_complete: bool
    trick_winner: int | None  # once the trick is complete; None when nobody won
    trick_void_by: int | None  # seat whose colorless 2 voided the trick (leads next)
    reference: int | None  # winner, or the colorless-2 player: where Phase 3 order starts
    lowest: list[int]  # seats that played the lowest card, in buying order
    buy_stage: str | None  # "lowest" or "wave" (5+ coins)
    queue: list[int]  # seats still to be asked in this step of Phase 3 (the first is deciding)
    display: list[str | None]  # 3 slots, left to right; None = empty
    draw_count: int
    box_count: int
    removed_public: list[str]
    last_winner: int | None  # winner of the last finished trick
    last_void: bool  # the last finished trick had no winner (colorless 2)
    scores: list[int]  # stamp points so far
    final: list[FinalView] | None

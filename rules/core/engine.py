"""The engine contract every game implements (see ARCHITECTURE.md, "The engine contract").

A game subclasses `Engine`, sets the class attributes, and writes the underscored hooks. The
base class does what is the same for every game: option parsing, the out-of-turn check, cloning
before a move (so `apply` never changes its input and a refused move leaves nothing half-done),
and JSON for states and moves with validation at that boundary.
"""

import copy
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from .errors import BadData, IllegalMove, SetupError
from .events import Event, visible_events
from .options import BaseOptions
from .result import Result
from .view import View


def seat_name(seat: int) -> str:
    """How the rules refer to a seat in words (seats are 0-based, players count from 1)."""
    return f"Player {seat + 1}"


def _short_validation_message(err: ValidationError) -> str:
    first = err.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ())) or "the text"
    return f"{where}: {first.get('msg', 'invalid')}"


class Engine:
    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseOptions]] = BaseOptions
    State: ClassVar[type]  # a dataclass; JSON via pydantic
    Move: ClassVar[Any]  # a move dataclass, or an Annotated union of them discriminated by "kind"
    View: ClassVar[type[View]] = View

    def __init__(self) -> None:
        self._state_json = TypeAdapter(self.State)
        self._move_json = TypeAdapter(self.Move)

    # ----- the contract -------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: BaseOptions | dict | None = None):
        opts = self.parse_options(options)
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise SetupError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}"
            )
        if opts.first_player is not None and not 0 <= opts.first_player < players:
            raise SetupError(f"first_player must be a seat from 0 to {players - 1}")
        return self._setup(players, int(seed), opts)

    def to_act(self, s) -> list[int]:
        raise NotImplementedError

    def legal_moves(self, s, seat: int) -> list:
        raise NotImplementedError

    def apply(self, s, move):
        """A new state with `move` played; raises IllegalMove and leaves `s` untouched."""
        seat = getattr(move, "seat", None)
        acting = self.to_act(s)
        if not acting:
            raise IllegalMove("The game is over; no more moves can be made.", f"{self.title}, game end")
        if seat not in acting:
            raise self.out_of_turn(s, move, acting)
        t = self.clone(s)
        self._apply(t, move)
        return t

    def out_of_turn(self, s, move, acting: list[int]) -> IllegalMove:
        """The refusal for a move by a seat that is not to act; a game may name the rule the player missed."""
        seat = getattr(move, "seat", None)
        waiting = ", ".join(seat_name(p) for p in acting)
        who = seat_name(seat) if isinstance(seat, int) else "That seat"
        return IllegalMove(f"It is not {who}'s turn; waiting for {waiting}.", f"{self.title}, turn order")

    def view(self, s, seat: int | None) -> BaseModel:
        raise NotImplementedError

    def determinize(self, view: BaseModel, seed: int):
        raise NotImplementedError

    def default_options(self, players: int) -> BaseOptions:
        """The options a game of this size starts with unless the host picks others (a game whose
        larger sizes need a variant, like Wonder Creature's advanced game, says so here)."""
        return self.Options()

    def is_over(self, s) -> bool:
        return not self.to_act(s)

    def result(self, s) -> Result:
        raise NotImplementedError

    def dump_state(self, s) -> str:
        return self._state_json.dump_json(s).decode()

    def load_state(self, text: str | bytes):
        try:
            return self._state_json.validate_json(text)
        except ValidationError as err:
            raise BadData(f"Not a valid {self.title} game state ({_short_validation_message(err)})") from None

    def dump_move(self, move) -> str:
        return self._move_json.dump_json(move).decode()

    def load_move(self, text: str | bytes):
        try:
            return self._move_json.validate_json(text)
        except ValidationError as err:
            raise IllegalMove(
                f"That move could not be understood ({_short_validation_message(err)}).",
                f"{self.title}, move format",
            ) from None

    # ----- words, for the terminal game and the table's narration --------------------------
    def describe_move(self, move) -> str:
        return self.dump_move(move)

    def describe_event(self, event: Event) -> str:
        details = ", ".join(f"{k} {v}" for k, v in event.data.items())
        return f"{event.kind}: {details}" if details else event.kind

    # ----- hooks and helpers for the games --------------------------------------------------
    def parse_options(self, options) -> BaseOptions:
        if options is None:
            return self.Options()
        if isinstance(options, self.Options):
            return options
        if isinstance(options, BaseModel):
            options = options.model_dump()
        try:
            return self.Options.model_validate(options)
        except ValidationError as err:
            raise SetupError(f"Bad options for {self.title} ({_short_validation_message(err)})") from None

    def _setup(self, players: int, seed: int, options: BaseOptions):
        raise NotImplementedError

    def _apply(self, s, move) -> None:
        """Play `move` on `s` (a private clone) in place; raise IllegalMove before changing anything
        that matters (the clone is thrown away when a move is refused)."""
        raise NotImplementedError

    def clone(self, s):
        """A deep copy; games override this with a fast hand-written copy."""
        return copy.deepcopy(s)

    @staticmethod
    def events_for(log: list[Event], seat: int | None) -> list[Event]:
        return visible_events(log, seat)

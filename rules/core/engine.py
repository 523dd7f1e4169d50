"""The engine contract every game implements (see ARCHITECTURE.md, "The engine contract").

A game subclasses `Engine`, sets the class attributes, and writes the underscored hooks. The
base class does what is the same for every game: option parsing, the out-of-turn check, cloning
before a move (so `apply` never changes its input and a refused move leaves nothing half-done),
and JSON for states and moves with validation at that boundary.
"""

import copy
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from .checks import check_seats, require
from .errors import BadData, IllegalMove, SeatError, SetupError
from .events import Event, visible_events
from .options import BaseOptions
from .result import Result
from .said import Listed, Said, Seat, said
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
    # table size -> (the rulebook's name for the variant that size plays, what it changes): message ids
    variants: ClassVar[dict[int, tuple[str, str]]] = {}

    def __init__(self) -> None:
        self._state_json = TypeAdapter(self.State)
        self._move_json = TypeAdapter(self.Move)

    # ----- the contract -------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: BaseOptions | dict | None = None):
        """A new game; `options=None` means this table size's defaults (`default_options(players)`)."""
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise SetupError("{game} is for {least} to {most} players, not {n}", game=self.title,
                             least=self.min_players, most=self.max_players, n=str(players))
        opts = self.default_options(players) if options is None else self.parse_options(options)
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
            raise IllegalMove("The game is over; no more moves can be made.", said("{game}, game end", game=self.title))
        if seat not in acting:
            raise self.out_of_turn(s, move, acting)
        t = self.clone(s)
        self._apply(t, move)
        return t

    def out_of_turn(self, s, move, acting: list[int]) -> IllegalMove:
        """The refusal for a move by a seat that is not to act; a game may name the rule the player missed."""
        seat = getattr(move, "seat", None)
        waiting = Listed(Seat(p) for p in acting)
        rule = said("{game}, turn order", game=self.title)
        if not isinstance(seat, int):
            return IllegalMove("It is not that seat's turn; waiting for {waiting}.", rule, waiting=waiting)
        return IllegalMove("It is not {who}'s turn; waiting for {waiting}.", rule, who=Seat(seat), waiting=waiting)

    def view(self, s, seat: int | None) -> BaseModel:
        """What `seat` may know (None: the public table); a seat not at this table is refused here,
        once for every game, because a negative index would quietly show the last seat's hand."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < s.players):
            raise SeatError(self.no_such_seat(s.players, seat))
        return self._view(s, seat)

    def no_such_seat(self, players: int, seat) -> str:
        if type(seat) is not int:
            return f"A seat is a whole number from 0 to {players - 1} (or None for the public table), not {seat!r}"
        return f"{self.title} has seats 0 to {players - 1} at this table; there is no seat {seat}"

    def determinize(self, view: BaseModel, seed: int):
        raise NotImplementedError

    @property
    def usual_players(self) -> int:
        """The table size a tool picks when nobody says: four, within the game's range (Savannah: 3)."""
        return min(max(4, self.min_players), self.max_players)

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
        """A saved state, refused with BadData unless it is one the game could be in (see `check_state`)."""
        try:
            s = self._state_json.validate_json(text)
        except ValidationError as err:
            raise BadData(f"Not a valid {self.title} game state ({_short_validation_message(err)})") from None
        self.check_state(s)
        return s

    def check_state(self, s) -> None:
        """Raise BadData unless `s` keeps the game's invariants and the contract's.

        The game's `_check_state` comes first (written from its rules: every card once, seats and
        counters in range, lists one per seat, the log entries it reads back). Then the contract, which
        holds for every game: each seat to act has a move, the result can be counted, and what each seat
        is shown can be imagined back into a full state with the same view (the log is history the state
        cannot re-derive; this is how it is checked against the rest). A state the checks themselves
        trip over is refused as well.
        """
        try:
            self._check_common(s)
            self._check_state(s)
            self._check_contract(s)
        except BadData as err:
            raise BadData(f"Not a valid {self.title} game state ({err})") from None
        except (LookupError, TypeError, ValueError, AttributeError, ArithmeticError, RecursionError) as err:
            raise BadData(f"Not a valid {self.title} game state (it does not add up: {type(err).__name__})") from None

    def _check_common(self, s) -> None:
        players = s.players
        require(type(players) is int and self.min_players <= players <= self.max_players,
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players!r}")
        require(type(s.rng.state) is int and 0 <= s.rng.state < 1 << 64, "the random generator's state is out of range")
        for e in s.log:
            if e.to is not None:
                check_seats(e.to, players, "a log entry's audience")

    def _check_state(self, s) -> None:
        """The game's own invariants, written from its rules; raise BadData (rules.core.checks helps)."""

    def _check_contract(self, s) -> None:
        players = s.players
        acting = self.to_act(s)
        check_seats(acting, players, "the seats to act")
        for seat in acting:
            require(bool(self.legal_moves(s, seat)), f"{seat_name(seat)} is to act but has no move")
        self.result(s)  # bots score unfinished playouts too
        for seat in [None, *range(players)]:
            v = self.view(s, seat)
            imagined = self.determinize(v, 0)
            who = "the public table" if seat is None else seat_name(seat)
            require(self.view(imagined, seat) == v, f"what {who} sees does not add up (its log or hidden cards)")

    def dump_move(self, move) -> str:
        return self._move_json.dump_json(move).decode()

    def load_move(self, text: str | bytes):
        try:
            return self._move_json.validate_json(text)
        except ValidationError as err:
            raise IllegalMove("That move could not be understood ({problem}).",
                              said("{game}, move format", game=self.title),
                              problem=_short_validation_message(err)) from None

    # ----- words, for the terminal game and the table's narration --------------------------
    def describe_move(self, move) -> "Said | str":
        """The move in words: a `Said` (rules/core/said.py) the edge says in its reader's language."""
        return self.dump_move(move)

    def describe_event(self, event: Event) -> "Said | str":
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

    def _view(self, s, seat: int | None) -> BaseModel:
        """The view of a seat already known to be at the table (or None)."""
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

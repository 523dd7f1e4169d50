"""A game in progress at the table: the engine, who sits where, every state so far, saved after each move.

The table asks a Match for views and hands it moves; the Match keeps the history that undo needs
and writes the autosave after every change (atomic), so killing the app mid-game loses nothing.
"""

import contextlib
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel

from ..evening.book import Book
from ..evening.entry import played_game
from ..language import generation
from ..storage.saves import (
    BotWeighing,
    PhoneAnswer,
    Replayed,
    SaveRecord,
    SeatSetup,
    dump_moves,
    new_save_path,
    prune_finished,
    record_for,
    write_save,
)
from .undo import undo_refusal

CARRIED = ("phone_place", "hints_off", "evening", "duckies")   # the table's fields Play again keeps as they were


class UndoRefused(Exception):
    """`str(err)` says why, in words."""


@dataclass(frozen=True)
class TakenBack:
    """A move undone at the table: the states around it and its mover, so the mover's log can show,
    from their own view, what they took back (the others learn only that a move was taken back:
    the card went back into a hand they may not see)."""

    before: object
    after: object
    seat: int
    seen: dict = field(default_factory=dict, compare=False, repr=False)

    def seen_by(self, game, seat) -> tuple[int, list]:
        """(how many events `seat` had read before the move, the events the move added), from that seat's
        own views; worked out once per seat, as the log is rebuilt after every move."""
        if seat not in self.seen:
            cut = len(game.view(self.before, seat).events)
            self.seen[seat] = (cut, list(game.view(self.after, seat).events[cut:]))
        return self.seen[seat]


class Match:
    def __init__(self, game, record: SaveRecord, states: list, moves: list, save_path: Path | None = None,
                 autosave: bool = True):
        self.game = game
        self.record = record
        self.states = states
        self.moves = moves
        self.save_path = save_path
        self.autosave = autosave
        self.dumped = dump_moves(game, moves)  # the moves as save-file JSON, kept in step with `moves`
        self.version = 0          # bumps on every change, so screens know when to redraw
        self.taken_back: list[TakenBack] = []  # this run's undone moves (a save keeps only the moves that stand)
        self.save_error: str | None = None
        self._phone_move: tuple[int, int] | None = None   # (seat, seq) of a phone's move being played
        self._bot_move: tuple[int, dict] | None = None    # (seat, what it weighed) of a bot's move being played

    # ----- making one ----------------------------------------------------------------------
    @classmethod
    def new(cls, game, players: int, seed: int, options=None, seats: list[SeatSetup] | None = None,
            save_path: Path | None = None, autosave: bool = True, table: dict | None = None) -> "Match":
        """`table`: the save's fields that are the table's, not the rules' (hints off, the evening, the score
        duckies, how the starter was chosen, where the phones reach it), written with the first save."""
        seats = seats or [SeatSetup(name=f"Player {i + 1}") for i in range(players)]
        if not isinstance(options, BaseModel):     # the host's choices over this table size's defaults
            options = {**game.default_options(players).model_dump(), **(options or {})}
        record = record_for(game, players, seed, options, seats)
        if table:
            record = SaveRecord.model_validate({**record.model_dump(), **table})
        state = game.setup(players, seed, record.options)
        match = cls(game, record, [state], [], save_path, autosave)
        match.save()
        return match

    def again(self, seed: int, options=None, save_path: Path | None = None) -> "Match":
        """The next game at this table ("Play again"): the same seats and score duckies, and the same phone links
        (each seat's secret, its phone and the answer to its last move) and the place the phones reach the table, in
        the same evening; teaching goes on where it was on, each person's moments already shown kept; who starts is
        chosen by the same rule (the caller's options hold its first player)."""
        carried = {name: getattr(self.record, name) for name in CARRIED}
        chosen = isinstance(options, dict) and options.get("first_player") is not None
        carried["who_starts"] = self.record.who_starts if chosen else None
        match = Match.new(self.game, self.record.players, seed, options, list(self.record.seats), save_path,
                          self.autosave, table=carried)
        if self.record.teaching is not None and self.record.teaching.on:   # still teaching: what each person was
            match.record.teaching = self.record.teaching.model_copy(deep=True)   # shown is not shown again
        return match

    @classmethod
    def resumed(cls, replayed: Replayed, save_path: Path | None = None, autosave: bool = True) -> "Match":
        return cls(replayed.game, replayed.record, list(replayed.states), list(replayed.moves), save_path, autosave)

    # ----- reading ---------------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.record.seats]

    @property
    def humans(self) -> list[int]:
        return self.record.humans()

    def is_bot(self, seat: int) -> bool:
        return self.record.seats[seat].kind == "bot"

    def to_act(self) -> list[int]:
        return self.game.to_act(self.state)

    def view(self, seat: int | None):
        """What `seat` may know (None: the public table). The only way the screen sees the game."""
        return self.game.view(self.state, seat)

    # ----- changing --------------------------------------------------------------------------
    def play(self, move):
        """Apply `move` (IllegalMove propagates, nothing changes) and autosave (with a phone's answer, when it
        is that phone's move: `phone_move`)."""
        state = self.game.apply(self.state, move)
        self.states.append(state)
        self.moves.append(move)
        self.dumped.append(json.loads(self.game.dump_move(move)))
        self.version += 1
        if self._phone_move is not None and self._phone_move[0] == move.seat:
            seat, seq = self._phone_move
            self._phone_move = None
            self.answered(seat, PhoneAnswer(seq=seq), save=False)   # written with the move, in one file
        if self._bot_move is not None and self._bot_move[0] == move.seat:
            self._keep_weighing(*self._bot_move)
        self.save()
        return state

    @contextlib.contextmanager
    def bot_move(self, seat: int, weighed: dict | None):
        """A bot's move being played in this block, with what it weighed (table/bots.py `weighed`): kept in the
        save with the move, if the move played is the one it weighed (not a stand-in for a refused one)."""
        self._bot_move = (seat, weighed) if weighed else None
        try:
            yield
        finally:
            self._bot_move = None

    def _keep_weighing(self, seat: int, weighed: dict) -> None:
        at = len(self.moves) - 1
        try:
            weighing = BotWeighing.model_validate({**weighed, "at": at, "seat": seat})
        except Exception:  # not what a bot answers: the move stands, without a why
            return
        if weighing.moves[0].move != self.dumped[-1]:
            return
        self._forget_weighings(at)
        self.record = self.record.model_copy(update={"bot_weighings": [*self.record.bot_weighings, weighing]})

    def _forget_weighings(self, moves: int) -> None:
        """Only the weighings of the first `moves` moves stand (the others' moves were taken back)."""
        kept = [w for w in self.record.bot_weighings if w.at < moves]
        if len(kept) != len(self.record.bot_weighings):
            self.record = self.record.model_copy(update={"bot_weighings": kept})

    @contextlib.contextmanager
    def phone_move(self, seat: int, seq: int):
        """A phone's move (`seq`) being played in this block: the save that the move writes also says it was
        accepted, so a phone that sends it again after the laptop died is answered and it is not played twice."""
        self._phone_move = (seat, seq)
        try:
            yield
        finally:
            self._phone_move = None

    def answered(self, seat: int, answer: PhoneAnswer, save: bool = True) -> None:
        """Keep the answer a seat's phone was given to its last move (a refusal is saved at once, as a move is)."""
        seats = list(self.record.seats)
        seats[seat] = seats[seat].model_copy(update={"phone_answer": answer})
        self.record = self.record.model_copy(update={"seats": seats})
        if save:
            self.save()

    def count_hint(self, seat: int) -> None:
        """A hint was shown to `seat`: counted in the save (the final score says how many each used)."""
        used = dict(self.record.hints_used)
        used[str(seat)] = used.get(str(seat), 0) + 1
        self.record = self.record.model_copy(update={"hints_used": used})
        self.save()

    def hints_used(self) -> list[int]:
        """Hints shown to each seat this game."""
        return [self.record.hints_used.get(str(seat), 0) for seat in range(self.record.players)]

    _refusal: tuple | None = None    # ((version, seat), why): the button and the tap ask once per position

    def undo_refusal(self, seat: int | None) -> str | None:
        key = (self.version, seat, generation())   # the version moves with every move and undo; the words with
        #                                            the language
        if self._refusal is None or self._refusal[0] != key:
            self._refusal = (key, undo_refusal(self.game, self.states, self.moves, seat, self.names))
        return self._refusal[1]

    def undo(self, seat: int | None):
        why = self.undo_refusal(seat)
        if why:
            raise UndoRefused(why)
        self.taken_back.append(TakenBack(self.states[-2], self.states[-1], self.moves[-1].seat))
        self.states.pop()
        move = self.moves.pop()
        self.dumped.pop()
        self._forget_weighings(len(self.moves))
        self.version += 1
        self.save()
        return move

    def snapshot(self) -> SaveRecord:
        return self.record.model_copy(update={"moves": list(self.dumped), "finished": self.over})

    def save(self) -> None:
        """Write this game's own file; on failure keep playing and say why in `save_error` (the table
        shows it), and try again after the next move."""
        if not self.autosave:
            return
        try:
            if self.save_path is None:
                self.save_path = new_save_path(self.game.id)
            snapshot = self.snapshot()
            write_save(snapshot, self.save_path)
            self.save_error = None
        except Exception as err:  # a full disk, a read-only folder, saves/ being a file: never stop the game
            self.save_error = getattr(err, "strerror", None) or str(err) or type(err).__name__
            return
        if snapshot.finished:
            prune_finished(self.save_path.parent)
        self._enter_in_history(snapshot)

    _entered = False       # this game's result is in the evening's history (entry.py)

    def _enter_in_history(self, snapshot: SaveRecord) -> None:
        """A game of an evening that has just ended is entered in the history, after its save (a kill between the
        two is caught up from the save; a finished game's last move cannot be undone). Never stops the game."""
        if snapshot.evening is None or not snapshot.finished or self._entered:
            return
        try:
            Book().record(played_game(self.game, snapshot, self.state, self.save_path.stem, time.time()))
            self._entered = True
        except Exception:   # the history is a convenience: the game and its save go on
            return

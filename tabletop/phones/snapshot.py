"""What one phone seat is shown, made from that seat's view and the game's table adapter only.

Nothing here is written per game: the table adapter already says everything a phone needs.
  - the status line: `adapter.status(view, my_turn)`, worded for a phone (`gesture = "phone"`: each prompt's phone
    words, tabletop/table/gesture_words.py), or what the table waits for before it plays the phones' moves
    (`table_waits`: a round's summary, a tap at the laptop);
  - the hand and private information: the pieces the adapter lays out for the seat's view that it
    does not lay out for the public view (same id and face key), so a face-down card others hold, a
    hidden role or a private result is covered in every game without being named here. Face keys are
    the table's own (tuples become JSON lists; `face_from_json` turns them back) so the faces can be
    drawn with the table's drawing code;
  - the moves: every legal move of the seat, in the engine's order, labelled the way the table labels
    it: the adapter's picker (`ask`) words when one gesture fits several moves, else the table's button
    label, else the engine's `describe_move` as the player's own button says it ("Ada takes the blue 4 from
    the display" is "Take the blue 4 from the display" on Ada's phone, in every language: table/you.py);
    each carries its grip (the handle you pick up, the handle you drop it on) so a page can offer "a
    card, then a target";
  - the log: `log_lines` narrated by the adapter from the seat's view (with moves taken back), said to the
    player where a line names them ("Robin passes 6 Monkey to you", table/you.py), its newest
    `LOG_LINES` lines. `messages(seat)` makes what the server sends: the whole snapshot (a phone that joins or
    rejoins) and the same with only the log lines that changed since the seat's last one (`log_change`: a
    phone that holds that one keeps its lines before `log_start` and replaces the rest);
  - the scores: the adapter's side panel (`adapter.panel(view)`);
  - the notepad, in games whose adapter writes one (`adapter.sheet(view)`, tabletop/table/notepad.py): the
    seat's own sheet and the seat's own marks only, from the same store as the laptop's (the save record),
    so a seat that moves between a phone and the laptop keeps its marks. `mark(seat, key)` cycles one;
  - the teaching card on show for the seat (`teaching`, from tabletop/teaching/on_phones.py when teaching is on):
    its words, what it lights among the seat's own pieces and choices, the rule it teaches (teaching_card.py).

Each seat has its own adapter instance: an adapter keeps things from the last view it was given, and
a phone's must never hold another seat's. Everything here runs on the thread that owns the match
(the render loop): the server thread only ever sees the finished, serialised snapshots.
"""

import hashlib
import operator
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ..couch.results import winners_line, with_hints
from ..evening.book import Book
from ..evening.standings import evening_standings
from ..games import game_title, make_adapter
from ..language import N_, _, generation, words
from ..table.evening_sheet import games_line, leaders_line, shown, winners_of
from ..table.frame import make_frame
from ..table.log import Narrator, log_lines
from ..table.notepad import MARKS, Marks
from ..table.who_starts import opening_lines
from ..table.zones import Area
from .face_keys import face_from_json, face_to_json
from .messages import (
    ChoiceOut,
    FinalOut,
    LogLineOut,
    NoteCellOut,
    NotepadOut,
    PieceOut,
    ScoreRowOut,
    ScoresOut,
    SeriesOut,
    Snapshot,
    SnapshotMessage,
)
from .refusals import Stale, refusal_of, why_not
from .table_list import TableList, container, zone_title
from .teaching_card import card_out

__all__ = ["PhoneViews", "SeatMessages", "Stale", "NotOnNotepad", "refusal_of", "face_to_json", "face_from_json",
           "second_person", "log_change", "move_key"]

LAYOUT_SIZE = (1280, 800)    # the window size the adapter lays pieces out for (a phone shows them its own way)
LOG_LINES = 300              # the newest lines of the log a snapshot carries
PLAY_AGAIN = N_("The laptop shows the final score: Play again starts a new game there.")


def second_person(label: str, name: str) -> str:
    """An option that is the player holding the phone ("Move the vote to whom?" "Ada") is "Yourself" there. The
    moves' own sentences are said to the player by the adapter (`Adapter.you`, tabletop/table/you.py)."""
    return _("Yourself") if name and label == name else label


def move_key(game, move) -> str:
    """A short fingerprint of a move: a phone sends it with the index it chose, so an index that names
    another move by the time it arrives is refused instead of played."""
    return hashlib.sha256(game.dump_move(move).encode()).hexdigest()[:16]


class NotOnNotepad(Exception):
    """A mark for a cell the seat's notepad does not have (or a game without one); `str(err)` is safe to send."""


def log_change(now: Snapshot, before: Snapshot | None) -> Snapshot:
    """`now` carrying only the log lines a phone holding `before`'s log lacks or holds otherwise: from the
    first line (counted in the seat's whole log) that differs, or that the phone does not have, to the end.
    A log that only grew sends its new lines; a move taken back that rewrote earlier lines sends from there;
    a log that shrank sends nothing past its end, so the phone drops the lines it has beyond it."""
    if before is None:
        return now
    held, held_from = before.log, before.log_start
    lines, start = now.log, now.log_start
    skip = start - held_from                   # the phone's lines before this window begins
    same = 0
    if 0 <= skip <= len(held):
        overlap = held[skip:skip + len(lines)]
        if all(map(operator.is_, overlap, lines)) or overlap == lines[:len(overlap)]:
            same = len(overlap)
        else:
            same = next(i for i, (a, b) in enumerate(zip(overlap, lines, strict=False)) if a != b)
    return now.model_copy(update={"log": lines[same:], "log_start": start + same, "log_whole": False})


def picks(move, own: set[str]) -> list[str]:
    """The seat's own pieces a move takes together (the cards it passes, melds or discards), as the handles its
    pieces carry ("card:<id>"); [] for a move that names no set of the seat's cards."""
    cards = getattr(move, "cards", None)
    if not isinstance(cards, tuple | list) or not cards or not all(isinstance(c, str) for c in cards):
        return []
    handles = [f"card:{c}" for c in cards]
    return handles if all(h in own for h in handles) else []


@dataclass(frozen=True)
class SeatMessages:
    """One seat's snapshot as the server sends it: `whole` (the snapshot message with the log's newest
    `LOG_LINES` lines: for a phone that joins or rejoins; made when first asked, as few phones need it) and
    `change` (the same message with only the log lines changed since the seat's previous one: for the phone
    that holds that one; None when nothing changed)."""

    snapshot: Snapshot
    change: str | None

    @cached_property
    def whole(self) -> str:
        return SnapshotMessage(snapshot=self.snapshot).model_dump_json()


class PhoneViews:
    """Snapshots for the phone seats of one match, and the moves their choices stand for."""

    def __init__(self, match):
        self.match = match
        self.game = match.game
        self._adapters: dict[int | None, object] = {}
        self._narrators: dict[int, Narrator] = {}     # seat -> its narrator (it words itself anew on a switch)
        self._log_out: dict[int, dict] = {}     # seat -> (words, struck through) -> its line as sent
        self._said_in = generation()            # the language those lines were said in
        self._public: tuple | None = None      # (state, version, names, the public table's pieces)
        self._made: dict[int, SeatMessages] = {}
        self.table_waits: str | None = None     # the table holds moves back for this (words): the status says it
        self._titles: dict[tuple, str | None] = {}  # (seat, a face key's repr) -> its large-view title, said anew
        self._titles_in = generation()              # with the language
        self.teaching = None    # the phone seats' teaching cards (teaching/on_phones.py: `card(seat)`), when on
        self._series: tuple | None = None   # (evening, version, language, the series as sent): read once an end

    def adapter(self, seat: int | None):
        """This seat's own adapter (None: the public table's), with the players' names, worded for taps."""
        adapter = self._adapters.get(seat)
        if adapter is None:
            adapter = self._adapters[seat] = make_adapter(self.game.id, self.game)
            adapter.gesture = "phone"    # its words for moves say "tap a lit card or a choice", not a table's gesture
            adapter.match = self.match
            adapter.duckies = tuple(self.match.record.duckies or ())     # the score duckies chosen
            adapter.you = seat           # its sentences speak to the phone's player (tabletop/table/you.py)
        adapter.names = list(self.match.names)
        return adapter

    # ----- what a seat is shown --------------------------------------------------------------------
    def snapshot(self, seat: int) -> Snapshot:
        match, game = self.match, self.game
        view = match.view(seat)
        adapter = self.adapter(seat)
        to_act = list(view.to_act)
        my_turn = seat in to_act and not view.over
        zones = adapter.zones(view, make_frame(LAYOUT_SIZE))
        pieces = self._private_pieces(adapter, zones)
        moves = game.legal_moves(match.state, seat) if my_turn else []
        choices = self._choices(adapter, view, moves, zones, pieces)
        why = self._why_not(adapter, view, choices) if my_turn else (lambda handle: None)
        for piece in pieces:
            if piece.handle and not any(c.source == piece.handle or piece.handle in c.picks for c in choices):
                piece.why_not = why(piece.handle)
        table = TableList(adapter, zones, {p.id for p in pieces}, lambda face: self._title(adapter, face), why).groups()
        names = list(match.names)
        log = self._log(seat, adapter, view)
        # the status after the moves were gripped: an adapter words it from what the seat can do now
        status = self._status(adapter, view, my_turn)
        return Snapshot(
            game_id=game.id, title=game_title(game.id), seat=seat, name=adapter.name(seat), names=names,
            version=match.version, to_act=to_act, waiting_for=[adapter.name(p) for p in to_act],
            my_turn=my_turn, over=bool(view.over), status=status, private=pieces, choices=choices,
            log=log[-LOG_LINES:], log_start=max(0, len(log) - LOG_LINES), log_whole=True,
            scores=self._scores(adapter, view), notepad=self._notepad(seat, adapter, view), table=table,
            final=self._final(adapter, view, log) if view.over else None,
            teaching=self._teaching(seat, adapter, pieces, choices, zones), hints=not match.record.hints_off)

    def _teaching(self, seat: int, adapter, pieces, choices, zones):
        """The teaching card on show for the seat (its own moments: teaching/on_phones.py), or None."""
        shown = self.teaching.card(seat) if self.teaching is not None else None
        return card_out(self.game.id, shown, adapter, pieces, choices, zones) if shown is not None else None

    def _status(self, adapter, view, my_turn: bool) -> str:
        """The table's status line for the seat, or what the table waits for while it holds the moves back."""
        if self.table_waits and not view.over:
            return self.table_waits
        return adapter.status(view, my_turn)

    def messages(self, seat: int) -> SeatMessages:
        """The seat's snapshot now as the server sends it, whole and as a change from the one this made for the
        seat before (the server sends the change to a phone that holds that one, the whole to any other)."""
        snap = self.snapshot(seat)
        last = self._made.get(seat)
        if last is None:                 # the first: no phone holds anything yet
            change = SnapshotMessage(snapshot=snap).model_dump_json()
        elif snap == last.snapshot:      # nothing changed (the log's lines are the very same objects)
            change = None
        else:
            change = SnapshotMessage(snapshot=log_change(snap, last.snapshot)).model_dump_json()
        made = self._made[seat] = SeatMessages(snap, change)
        return made

    def _public_pieces(self) -> set:
        """(id, face) of every piece the public table shows, laid out once per position for all the seats."""
        match = self.match
        names = tuple(match.names)
        cached = self._public
        if cached is not None and cached[0] is match.state and cached[1] == match.version and cached[2] == names:
            return cached[3]
        zones = self.adapter(None).zones(match.view(None), make_frame(LAYOUT_SIZE))
        public = {(p.id, repr(p.face)) for z in zones for p in z.pieces()}
        self._public = (match.state, match.version, names, public)
        return public

    def _private_pieces(self, adapter, zones: list) -> list[PieceOut]:
        """The pieces the seat's layout shows and the public one does not, each under the name of the place it
        lies in (its zone's, else the titled area around it: "Which Elephant is missing?", "Your character")."""
        public = self._public_pieces()
        areas = [z for z in zones if isinstance(z, Area) and z.title]
        out = []
        for zone in zones:
            heading = None
            for piece in zone.pieces():
                if (piece.id, repr(piece.face)) in public:
                    continue
                if heading is None:
                    area = container(zone, areas)
                    heading = zone_title(zone) or (zone_title(area) if area is not None else None) or ""
                out.append(PieceOut(
                    id=str(piece.id), face=face_to_json(piece.face), handle=piece.handle, zone=zone.name,
                    zone_label=heading or None, caption=piece.caption, badges=[b.text for b in piece.badges],
                    title=self._title(adapter, piece.face)))
        return out

    def _title(self, adapter, face) -> str | None:
        """A face's title in its large view ("Green 6"), said once per seat and language: the title is the face's
        own (its key says all of it; the lines under it, which may follow the view, are not wanted here), kept
        per seat all the same, since it is said by the seat's own adapter."""
        if self._titles_in != generation():
            self._titles.clear()
            self._titles_in = generation()
        key = (adapter.you, repr(face))
        if key not in self._titles:
            described = adapter.describe(face)
            self._titles[key] = described[0] if described else None
        return self._titles[key]

    def _choices(self, adapter, view, moves: list, zones: list, pieces: list[PieceOut]) -> list[ChoiceOut]:
        """Every move of the seat as the table offers it. Where one gesture fits several moves the adapter's
        picker words them (and a move the picker leaves out, the same question asked again, is left out here);
        each carries the face of what it starts from or shows, what it costs or does (`choice_note`), and the
        seat's own cards it takes together (`picks`: cards passed or discarded, chosen one by one on a page)."""
        grips = [adapter.grip(m) for m in moves]
        by_gesture: dict[tuple, list[int]] = {}
        for i, g in enumerate(grips):
            by_gesture.setdefault((g.source, g.target) if g else ("", i), []).append(i)
        asked: dict[int, tuple] = {}      # move index -> (the picker's title, the option's words, its face)
        left_out: set[int] = set()
        for indexes in by_gesture.values():
            if len(indexes) < 2:
                continue
            prompt = adapter.ask(view, [moves[i] for i in indexes])
            for option in prompt.options:
                for i in indexes:
                    if i not in asked and option.move == moves[i]:
                        asked[i] = (prompt.title, option.label, option.face)
                        break
            left_out |= {i for i in indexes if i not in asked}
        # the face of the one piece a move starts from (a display's creature); not of a player's hand of backs
        count = Counter(p.handle for z in zones for p in z.pieces() if p.handle)
        faces = {p.handle: p.face for z in zones for p in z.pieces() if p.handle and count[p.handle] == 1}
        own = {p.handle for p in pieces if p.handle}
        me = adapter.name(view.seat)
        out = []
        for i, (move, grip) in enumerate(zip(moves, grips, strict=True)):
            if i in left_out:
                continue
            question, words_, face = asked.get(i, (None, None, None))
            label = words_ or (grip.label if grip and grip.label else None) or adapter.narrate_move(move)
            note = adapter.choice_note(view, move)
            face = face_to_json(face if face is not None else faces.get(grip.source) if grip else None)
            chosen = picks(move, own)
            out.append(ChoiceOut(
                index=i, key=move_key(self.game, move), label=second_person(label, me), question=question,
                button=grip.label if grip and grip.label and grip.target is None else None,
                source=grip.source if grip else None, target=grip.target if grip else None,
                face=face if isinstance(face, list | str) else None,
                note=note[0] if note else None, warn=bool(note and note[1]), picks=chosen,
                whole=second_person(adapter.narrate_move(move), me) if chosen else None))
        return out

    def _why_not(self, adapter, view, choices: list[ChoiceOut]):
        """handle -> why a piece of the seat's that no move starts from cannot be used now: the engine's refusal of
        a tap on it, else of a drop on a place the seat's moves go to now (`refusals.why_not`)."""
        targets = list(dict.fromkeys(c.target for c in choices if c.target))
        state = self.match.state
        return lambda handle: why_not(self.game, state, adapter, view, handle, targets)

    def _final(self, adapter, view, log) -> FinalOut:
        """The laptop's final score for this seat's view: who won, the game's last words on it, the table."""
        result = self.game.result(self.match.state)
        headers, rows = with_hints(*adapter.final_table(view, result), self.match.hints_used())
        told = [line.text for line in log if not line.taken_back]
        return FinalOut(headline=winners_line([adapter.name(w) for w in result.winners]),
                        result=told[-1] if told else "", headers=[str(h) for h in headers],
                        rows=[[str(c) for c in row] for row in rows], winners=list(result.winners),
                        again=_(PLAY_AGAIN), series=self._evening())

    def _evening(self) -> SeriesOut | None:
        """The match's evening so far from the history (the game just ended is in it): names, wins and each game's
        winners, the same for every seat; read once per position and language."""
        evening = self.match.record.evening
        if not evening:
            return None
        key = (evening, self.match.version, generation())
        if self._series is None or self._series[:3] != key:
            try:
                games = Book().games_of(evening)
            except Exception:      # the history is a convenience: a phone's end never fails for it
                games = []
            out = None
            if games:
                out = SeriesOut(title=_("Tonight: {games}", games=games_line(games)), leaders=leaders_line(games),
                                headers=[_("Player"), _("Wins")],
                                standings=[[shown(r.name), words().number(r.won)] for r in evening_standings(games)],
                                games=[_("{n}. {game}: {winners}", n=k + 1, game=game_title(g.game),
                                         winners=words().listed(winners_of(g))) for k, g in enumerate(games)])
            self._series = (*key, out)
        return self._series[3]

    def _log(self, seat: int, adapter, view) -> list[LogLineOut]:
        """The seat's whole log as sent, each line the same object as last time (see `_line_out`)."""
        if self._said_in != generation():      # another language: the lines as sent are other words now
            self._log_out.clear()
            self._said_in = generation()
        narrator = self._narrators.get(seat)
        if narrator is None:
            narrator = self._narrators[seat] = Narrator(adapter.narrate)
        made = self._log_out.setdefault(seat, {})
        lines = [*opening_lines(self.game, self.match, seat, adapter.name),   # who began, and why
                 *log_lines(self.game, narrator, view, self.match.taken_back, name=adapter.name)]
        return [self._line_out(made, line) for line in lines]

    @staticmethod
    def _line_out(made: dict, line) -> LogLineOut:
        """One log line as sent, the same object for the same words (so `log_change` finds the lines a phone
        holds by identity)."""
        key = (line.text, line.taken_back)
        out = made.get(key)
        if out is None:
            out = made[key] = LogLineOut(text=line.text, taken_back=line.taken_back)
        return out

    @staticmethod
    def _scores(adapter, view) -> ScoresOut:
        spec = adapter.panel(view)
        facts = [[{"face": face_to_json(part[1])} if isinstance(part, tuple) and part and part[0] == "face"
                  else str(part) for part in line] for line in spec.facts]
        rows = [ScoreRowOut(seat=r.seat, name=r.name, cells=[str(c) for c in r.cells], active=bool(r.active),
                            mine=bool(r.mine)) for r in spec.rows]
        headers = spec.called or spec.headers     # a column the table leaves unnamed for room is named here
        return ScoresOut(title=str(spec.title), facts=facts, headers=[str(h) for h in headers], rows=rows)

    # ----- the notepad --------------------------------------------------------------------------------
    @staticmethod
    def _sheet(adapter, view):
        """The adapter's notepad for this view (a `Sheet`), or None in a game without one."""
        write = getattr(adapter, "sheet", None)
        return write(view) if callable(write) and view.seat is not None else None

    def _marks(self, adapter) -> Marks:
        """The store the laptop's table keeps the marks in (the match's save record): the adapter's own when
        it has one, the same record otherwise."""
        marks = getattr(adapter, "marks", None)
        return marks if isinstance(marks, Marks) else Marks(self.match)

    def _notepad(self, seat: int, adapter, view) -> NotepadOut | None:
        sheet = self._sheet(adapter, view)
        if sheet is None:
            return None
        marks = self._marks(adapter).of(seat)
        cells = [[NoteCellOut(key=str(key), tone=sheet.tone(key), facts=[f.text for f in sheet.facts.get(key, ())],
                              mark=marks.get(key, "") if marks.get(key, "") in MARKS else "") for key in row]
                 for row in sheet.keys]
        return NotepadOut(title=sheet.title, rows=[str(r) for r in sheet.row_labels],
                          columns=[str(c) for c in sheet.col_labels], cells=cells, lines=[str(x) for x in sheet.lines],
                          legend=sheet.legend)

    def mark(self, seat: int, key: str) -> str:
        """Cycle `seat`'s own mark on its notepad cell `key` (kept with the save, as at the laptop) and return
        the new mark; `NotOnNotepad` when the seat's notepad has no such cell. Not a move: the game is untouched."""
        adapter = self.adapter(seat)
        sheet = self._sheet(adapter, self.match.view(seat))
        if sheet is None:
            raise NotOnNotepad(_("This game has no notepad."))
        if key not in {k for row in sheet.keys for k in row}:
            raise NotOnNotepad(_("That is not a cell of your notepad."))
        return self._marks(adapter).cycle(seat, key)

    # ----- what a seat's choice means -----------------------------------------------------------------
    def resolve(self, seat: int, index: int, key: str):
        """The move choice `index` (with fingerprint `key`) stands for, checked against the seat's legal
        moves now; `Stale` when it is not one of them any more (the phone had an older position)."""
        if self.match.over:
            raise Stale(_("The game is over; no more moves can be made."))
        if seat not in self.match.to_act():
            raise Stale(_("It is not your turn any more."))
        moves = self.game.legal_moves(self.match.state, seat)
        if not 0 <= index < len(moves) or move_key(self.game, moves[index]) != key:
            raise Stale(_("The table has moved on since that choice was shown; choose again."))
        return moves[index]

"""What one phone seat is shown, made from that seat's view and the game's table adapter only.

Nothing here is written per game: the table adapter already says everything a phone needs.
  - the status line: `adapter.status(view, my_turn)`, worded for a phone (`gesture = "phone"`), or what the
    table waits for before it plays the phones' moves (`table_waits`: a round's summary, a tap at the laptop);
  - the hand and private information: the pieces the adapter lays out for the seat's view that it
    does not lay out for the public view (same id and face key), so a face-down card others hold, a
    hidden role or a private result is covered in every game without being named here. Face keys are
    the table's own (tuples become JSON lists; `face_from_json` turns them back) so the faces can be
    drawn with the table's drawing code;
  - the moves: every legal move of the seat, in the engine's order, labelled the way the table labels
    it: the adapter's picker (`ask`) words when one gesture fits several moves, else the table's button
    label, else the engine's `describe_move` with the players' names, spoken to the player ("Ada takes
    the blue 4 from the display" is "Take the blue 4 from the display" on Ada's phone, `second_person`);
    each carries its grip (the handle you pick up, the handle you drop it on) so a page can offer "a
    card, then a target";
  - the log: `log_lines` narrated by the adapter from the seat's view (with moves taken back), its newest
    `LOG_LINES` lines. `messages(seat)` makes what the server sends: the whole snapshot (a phone that joins or
    rejoins) and the same with only the log lines that changed since the seat's last one (`log_change`: a
    phone that holds that one keeps its lines before `log_start` and replaces the rest);
  - the scores: the adapter's side panel (`adapter.panel(view)`);
  - the notepad, in games whose adapter writes one (`adapter.sheet(view)`, tabletop/table/notepad.py): the
    seat's own sheet and the seat's own marks only, from the same store as the laptop's (the save record),
    so a seat that moves between a phone and the laptop keeps its marks. `mark(seat, key)` cycles one.

Each seat has its own adapter instance: an adapter keeps things from the last view it was given, and
a phone's must never hold another seat's. Everything here runs on the thread that owns the match
(the render loop): the server thread only ever sees the finished, serialised snapshots.
"""

import hashlib
import operator
import re
from dataclasses import dataclass
from functools import cached_property

from rules.core.errors import IllegalMove

from ..games import game_title, make_adapter
from ..language import N_, _, current, generation, words
from ..table.frame import make_frame
from ..table.log import Narrator, log_lines
from ..table.notepad import MARKS, Marks
from .messages import (
    ChoiceOut,
    LogLineOut,
    NoteCellOut,
    NotepadOut,
    PieceOut,
    ScoreRowOut,
    ScoresOut,
    Snapshot,
    SnapshotMessage,
)

LAYOUT_SIZE = (1280, 800)    # the window size the adapter lays pieces out for (a phone shows them its own way)
LOG_LINES = 300              # the newest lines of the log a snapshot carries
STALE_RULE = N_("Phones, moves")


def face_to_json(face):
    """A face key as JSON (tuples become lists, other values their text)."""
    if isinstance(face, tuple | list):
        return [face_to_json(f) for f in face]
    if isinstance(face, dict):
        return {str(k): face_to_json(v) for k, v in face.items()}
    if face is None or isinstance(face, bool | int | float | str):
        return face
    return str(face)


def face_from_json(data):
    """The table's face key back from its JSON (lists become tuples, as the adapters' keys are)."""
    if isinstance(data, list):
        return tuple(face_from_json(d) for d in data)
    return data


IRREGULAR_VERBS = {"is": "be", "has": "have", "does": "do", "goes": "go"}
SIBILANT_ENDINGS = ("sses", "shes", "ches", "xes", "zzes", "oes")   # passes, pushes, catches, fixes, buzzes, echoes


def base_form(verb: str) -> str | None:
    """The plain form of an English verb in the third person singular ("plays" -> "play", "carries" -> "carry",
    "passes" -> "pass", "has" -> "have"); None for a word that is not one ("my", "(3", "across")."""
    if verb in IRREGULAR_VERBS:
        return IRREGULAR_VERBS[verb]
    if len(verb) < 3 or not verb.isalpha() or not verb.islower() or not verb.endswith("s") or verb.endswith("ss"):
        return None
    if verb.endswith("ies"):
        return verb[:-1] if len(verb) <= 4 else verb[:-3] + "y"     # dies -> die, carries -> carry
    if verb.endswith(SIBILANT_ENDINGS):
        return verb[:-2]
    return verb[:-1]


def second_person(label: str, name: str) -> str:
    """A move's words as its button speaks to the player whose move it is: "Ada takes the blue 4 from the display"
    is "Take the blue 4 from the display" on Ada's phone, "Robin plays Stimulant on Robin" is "Play Stimulant
    on yourself", and an option that is the player ("Move the vote to whom?" "Ada") is "Yourself". Words that
    do not start with the player's name (a button's own words, another option) are kept as they are."""
    if not name:
        return label
    if label == name:
        return _("Yourself")
    if current() != "en" or not label.startswith(name + " "):
        return label                      # another language's move sentence reads well as a choice as it is
    verb, _sep, rest = label[len(name) + 1:].partition(" ")
    base = base_form(verb)
    if base is None:
        return label
    own = r"(?<![\w-])" + re.escape(name) + r"(?![\w-])"
    rest = re.sub(own + "'s", "your", rest)
    rest = re.sub(own, "yourself", rest)
    if rest.endswith(".") and not rest.endswith(".."):
        rest = rest[:-1]                  # a button says what it does, it does not end a sentence
    return " ".join(w for w in (base[:1].upper() + base[1:], rest) if w)


TABLE_GESTURE = re.compile(r"\s*\((?:or )?(?:tap|drag|press)\b[^()]*\)")


def phone_status(status: str) -> str:
    """The table's status line for a phone: its bracketed hints at the table's gestures ("ask a player for its
    twin (tap their hand)") go, since a phone lists the moves as things to tap."""
    return TABLE_GESTURE.sub("", status)


def move_key(game, move) -> str:
    """A short fingerprint of a move: a phone sends it with the index it chose, so an index that names
    another move by the time it arrives is refused instead of played."""
    return hashlib.sha256(game.dump_move(move).encode()).hexdigest()[:16]


class Stale(Exception):
    """A phone's choice that is no longer open to it (the position moved on); shown like a refusal."""

    def __init__(self, reason: str, rule: str = STALE_RULE):
        super().__init__(reason)
        self.reason, self.rule = reason, _(rule)


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

    def adapter(self, seat: int | None):
        """This seat's own adapter (None: the public table's), with the players' names, worded for taps."""
        adapter = self._adapters.get(seat)
        if adapter is None:
            adapter = self._adapters[seat] = make_adapter(self.game.id, self.game)
            adapter.gesture = "phone"    # its words for moves say "tap a lit card or a choice", not a table's gesture
            adapter.match = self.match
        adapter.names = list(self.match.names)
        return adapter

    # ----- what a seat is shown --------------------------------------------------------------------
    def snapshot(self, seat: int) -> Snapshot:
        match, game = self.match, self.game
        view = match.view(seat)
        adapter = self.adapter(seat)
        to_act = list(view.to_act)
        my_turn = seat in to_act and not view.over
        pieces = self._private_pieces(seat, view)
        moves = game.legal_moves(match.state, seat) if my_turn else []
        names = list(match.names)
        log = self._log(seat, adapter, view)
        return Snapshot(
            game_id=game.id, title=game_title(game.id), seat=seat, name=adapter.name(seat), names=names,
            version=match.version, to_act=to_act, waiting_for=[adapter.name(p) for p in to_act],
            my_turn=my_turn, over=bool(view.over), status=self._status(adapter, view, my_turn),
            private=pieces, choices=self._choices(adapter, view, moves, pieces),
            log=log[-LOG_LINES:], log_start=max(0, len(log) - LOG_LINES), log_whole=True,
            scores=self._scores(adapter, view), notepad=self._notepad(seat, adapter, view))

    def _status(self, adapter, view, my_turn: bool) -> str:
        """The table's status line for the seat, or what the table waits for while it holds the moves back."""
        if self.table_waits and not view.over:
            return self.table_waits
        return phone_status(adapter.status(view, my_turn))

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

    def _layout(self, seat: int | None, view) -> list:
        """(zone, piece) for every piece the adapter lays out for this view."""
        zones = self.adapter(seat).zones(view, make_frame(LAYOUT_SIZE))
        return [(z, p) for z in zones for p in z.pieces()]

    def _public_pieces(self) -> set:
        """(id, face) of every piece the public table shows, laid out once per position for all the seats."""
        match = self.match
        names = tuple(match.names)
        cached = self._public
        if cached is not None and cached[0] is match.state and cached[1] == match.version and cached[2] == names:
            return cached[3]
        public = {(p.id, repr(p.face)) for _z, p in self._layout(None, match.view(None))}
        self._public = (match.state, match.version, names, public)
        return public

    def _private_pieces(self, seat: int, view) -> list[PieceOut]:
        public = self._public_pieces()
        adapter = self.adapter(seat)
        out = []
        for zone, piece in self._layout(seat, view):
            if (piece.id, repr(piece.face)) in public:
                continue
            described = adapter.describe(piece.face)
            out.append(PieceOut(
                id=str(piece.id), face=face_to_json(piece.face), handle=piece.handle, zone=zone.name,
                zone_label=zone.label, caption=piece.caption, badges=[b.text for b in piece.badges],
                title=described[0] if described else None))
        return out

    def _choices(self, adapter, view, moves: list, pieces: list[PieceOut]) -> list[ChoiceOut]:
        grips = [adapter.grip(m) for m in moves]
        by_gesture: dict[tuple, list[int]] = {}
        for i, g in enumerate(grips):
            by_gesture.setdefault((g.source, g.target) if g else ("", i), []).append(i)
        asked: dict[int, tuple[str, str]] = {}      # move index -> (the picker's title, the option's words)
        for indexes in by_gesture.values():
            if len(indexes) < 2:
                continue
            prompt = adapter.ask(view, [moves[i] for i in indexes])
            for option in prompt.options:
                for i in indexes:
                    if i not in asked and option.move == moves[i]:
                        asked[i] = (prompt.title, option.label)
                        break
        faces = {p.handle: p.face for p in pieces if p.handle}
        out = []
        for i, (move, grip) in enumerate(zip(moves, grips, strict=True)):
            question, words = asked.get(i, (None, None))
            label = words or (grip.label if grip and grip.label else None) or adapter.narrate_move(move)
            label = second_person(label, adapter.name(view.seat))
            out.append(ChoiceOut(
                index=i, key=move_key(self.game, move), label=label, question=question,
                button=grip.label if grip and grip.label and grip.target is None else None,
                source=grip.source if grip else None, target=grip.target if grip else None,
                face=faces.get(grip.source) if grip else None))
        return out

    def _log(self, seat: int, adapter, view) -> list[LogLineOut]:
        """The seat's whole log as sent, each line the same object as last time (see `_line_out`)."""
        if self._said_in != generation():      # another language: the lines as sent are other words now
            self._log_out.clear()
            self._said_in = generation()
        narrator = self._narrators.get(seat)
        if narrator is None:
            narrator = self._narrators[seat] = Narrator(adapter.narrate)
        made = self._log_out.setdefault(seat, {})
        lines = log_lines(self.game, narrator, view, self.match.taken_back, name=adapter.name)
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
        return ScoresOut(title=str(spec.title), facts=facts, headers=[str(h) for h in spec.headers], rows=rows)

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


def refusal_of(err: Exception, adapter=None) -> tuple[str, str | None]:
    """(reason, rule) for a refused move, in the players' names when an adapter is given."""
    if isinstance(err, Stale):
        return err.reason, err.rule
    if isinstance(err, IllegalMove):
        if adapter is None:
            return words().refusal(err)
        # a refusal with fields is said from its message; a fixed sentence whole, with the players' names
        return adapter.say(err.said if err.said.params else err.reason), words().say(err.rule_said)
    return _("That move could not be played."), None

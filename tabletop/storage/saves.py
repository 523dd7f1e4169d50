"""Save files: the setup arguments and the moves of one game, replayed through the engine on load.

A save holds no game state at all, only what `(setup, moves)` needs to rebuild it exactly, so it
is small, survives engine refactors that keep the rules, and cannot smuggle in an impossible
position: every move is checked by the referee again when the game is loaded, and every other field
when the file is read (SaveRecord: strict types, finite times). A save that does not parse, has a
field missing, extra or wrong, names an unknown game, or holds a move the rules refuse is "damaged":
the caller gets a `SaveError` with a message a player can read, and `load_or_set_aside` renames the
file (kept, never deleted) so the app carries on. Any failure at all while reading counts as damage (a file
of deeply nested brackets raises RecursionError, not ValueError): no file can stop the app.

Every game has a file of its own in `saves/` (named by when it started), so a new game never
replaces an unfinished one; finished games stay for later viewing, the oldest removed first once
there are more than KEEP_FINISHED.
"""

import ipaddress
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    JsonValue,
    ValidationError,
    field_validator,
    model_serializer,
    model_validator,
)

import rules
from rules.safari.components import DUCKIES

from ..language import _, words
from .data_dir import clean_stale_temps, data_dir, move_aside, write_atomic

FORMAT = "menagerie-save"
FORMAT_VERSION = 1
OLDEST_READABLE = 1
SAVES_FOLDER = "saves"
KEEP_FINISHED = 40
SET_ASIDE = "damaged"


class SaveError(Exception):
    """A save that cannot be resumed; `str(err)` is the message to show."""


# Every field of a save is checked when the file is read, not when a screen first uses it: strict types (no
# "4" for 4, no 1 for true), finite times a clock can show, marks the notepad knows. A file that fails is
# damaged and set aside with the reason, so no later screen can trip over it.
STRICT = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False)
LATEST_TIME = 32_503_680_000.0  # 1 January 3000: later than any real save, and every platform's clock can show it
Mark = Literal["yes", "no", "maybe"]  # tabletop.table.notepad.MARKS without the empty one (never stored)
SeatMarks = dict[Annotated[str, Field(max_length=100)], Mark]  # card key -> the player's own mark
Notes = dict[Literal["notepad"], dict[Annotated[str, Field(pattern=r"^(0|[1-9][0-9]?)$")], SeatMarks]]


PHONE_KEY = r"^[A-Za-z0-9_-]{32,64}$"   # a phone seat's link secret (tabletop/phones/server.py: url-safe, 128 bits+)
PHONE_DEVICE = r"^[0-9a-f]{64}$"        # the SHA-256 of the device token a seat's phone was given (never the token)
MAX_SEQ = 2**53 - 1                     # a phone's move numbers: what a JavaScript number counts exactly


def _without_defaults(data, fields: tuple[str, ...]):
    """A dumped model without the phone fields it does not use: a save without phones is written exactly as
    before phones came (older versions read it)."""
    if isinstance(data, dict):
        for name in fields:
            if data.get(name) is None:
                data.pop(name, None)
    return data


class PhoneAnswer(BaseModel):
    """The answer a phone seat's last move was given: its `seq`, and accepted (no `reason`) or refused (why, and
    the rule). Kept in the save with the move it answers (one atomic write), so a phone that sends the move again
    after the laptop died and came back gets the same answer, and the move is not played twice."""

    model_config = STRICT

    seq: int = Field(ge=1, le=MAX_SEQ)
    reason: str | None = Field(default=None, max_length=1000)
    rule: str | None = Field(default=None, max_length=300)

    @property
    def accepted(self) -> bool:
        return self.reason is None


class PhonePlace(BaseModel):
    """Where a game's phone server listened: Continue and Play again listen there again, so the links the
    phones hold (and their QR codes) still work."""

    model_config = STRICT

    address: str = Field(pattern=r"^[0-9]{1,3}(\.[0-9]{1,3}){3}$")
    port: int = Field(ge=1, le=65535)

    @field_validator("address")
    @classmethod
    def _ipv4(cls, address: str) -> str:
        ipaddress.IPv4Address(address)       # ValueError: not an address (a damaged save)
        return address


class SeatSetup(BaseModel):
    model_config = STRICT

    name: str = Field(min_length=1, max_length=40)
    kind: Literal["human", "bot", "phone"] = "human"   # "phone": the person plays from their phone's browser
    bot: str | None = Field(default=None, max_length=40)  # which bot drives the seat ("random", "Bot (easy)")
    # The secret in this seat's phone link, kept so that Continue lets the same phone rejoin without scanning
    # again (the save is the players' own file on their laptop). Kept while the seat is switched to the laptop
    # or a bot, so switching back brings the same phone back; and through Play again.
    phone_key: str | None = Field(default=None, pattern=PHONE_KEY)
    # The phone that holds the seat (a digest of its device token: with the token it takes the seat back without
    # the host, also after Continue), and the answer to its last move (see PhoneAnswer).
    phone_device: str | None = Field(default=None, pattern=PHONE_DEVICE)
    phone_answer: PhoneAnswer | None = None

    @model_serializer(mode="wrap")
    def _no_empty_phone_fields(self, handler):
        return _without_defaults(handler(self), ("phone_key", "phone_device", "phone_answer"))


class Teaching(BaseModel):
    """Teach as we play, for one game (tabletop/teaching/): whether it is on, and the moments each person was
    shown ("table": the public screens; "0", "1"...: the person at that seat), so Continue teaches none twice."""

    model_config = STRICT

    on: bool = True
    taught: dict[Annotated[str, Field(pattern=r"^(table|0|[1-9][0-9]?)$")],
                 list[Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,59}$")]]] = Field(default_factory=dict)
    stopped: list[Annotated[int, Field(ge=0, le=11)]] = Field(default_factory=list, max_length=12)  # phones' own stop

    @model_validator(mode="after")
    def _bounded(self):
        if any(len(ids) > 200 for ids in self.taught.values()):
            raise ValueError("more moments taught to one person than any game has")
        return self


MOST_WEIGHED = 3            # a bot's choice and its two best alternatives (scenes/why.py says them)
MOST_WEIGHINGS = 20_000     # far more moves than any game has: a hostile file cannot make the replay wade through more
MOVE_JSON_CHARS = 2_000     # a weighed move is one move's JSON: a hostile one cannot fill memory


class WeighedMove(BaseModel):
    """One move a bot weighed: the move as the save writes moves, how many imagined games began with it and
    the share of them it won (0 to 1)."""

    model_config = STRICT

    move: dict[str, JsonValue]
    tried: int = Field(ge=0, le=10**9)
    won: float = Field(ge=0.0, le=1.0)

    @field_validator("move")
    @classmethod
    def _small(cls, move: dict) -> dict:
        if len(json.dumps(move)) > MOVE_JSON_CHARS:
            raise ValueError("a weighed move longer than any move")
        return move


class BotWeighing(BaseModel):
    """What a bot weighed from its own view when it made move number `at` (0-based) of the game: the move it
    played first, then the best alternatives its search tried. Kept so a finished game's replay can say why
    (scenes/why.py); a seat's hidden cards are in its alternatives, so nothing shows it while the game runs."""

    model_config = STRICT

    at: int = Field(ge=0, lt=MOST_WEIGHINGS)
    seat: int = Field(ge=0, le=11)
    playouts: int = Field(ge=0, le=10**9)
    moves: list[WeighedMove] = Field(min_length=1, max_length=MOST_WEIGHED)


def _sound_weighings(raw) -> list[BotWeighing]:
    """The weighings of a save that are whole, one per move, at most MOST_WEIGHINGS: a damaged or hostile entry
    is dropped (a replay without a bot's why), never the game itself."""
    if not isinstance(raw, list):
        return []
    kept: dict[int, BotWeighing] = {}
    for entry in raw[:MOST_WEIGHINGS]:
        try:
            weighing = entry if isinstance(entry, BotWeighing) else BotWeighing.model_validate(entry)
        except Exception:  # ValidationError, or a RecursionError on a deeply nested move
            continue
        kept.setdefault(weighing.at, weighing)
    return list(kept.values())


class SaveRecord(BaseModel):
    """Everything needed to rebuild one game: `rules.games()[game].setup(players, seed, options)` + moves."""

    model_config = STRICT

    format: Literal["menagerie-save"] = FORMAT
    version: int = FORMAT_VERSION
    game: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]{0,59}$")
    players: int = Field(ge=1, le=12)
    seed: int
    options: dict[str, JsonValue] = Field(default_factory=dict)  # the engine's Options model checks them on replay
    seats: list[SeatSetup]
    moves: list[dict[str, JsonValue]] = Field(default_factory=list)  # each is json.loads(game.dump_move(move))
    finished: bool = False
    started_at: float = Field(default=0.0, ge=0.0, le=LATEST_TIME)
    saved_at: float = Field(default=0.0, ge=0.0, le=LATEST_TIME)
    notes: Notes = Field(default_factory=dict)  # what the table keeps per seat (notepad marks); never rules
    phone_place: PhonePlace | None = None        # where its phone server listened (games with phone seats)
    teaching: Teaching | None = None             # teach as we play (None: never turned on in this game)
    # What each bot weighed when it moved (its choice and best alternatives), for the finished game's replay.
    # Written only when there is one (a save without bots reads as before); an entry that is not sound is dropped.
    bot_weighings: list[BotWeighing] = Field(default_factory=list)
    hints_used: dict[Annotated[str, Field(pattern=r"^(0|[1-9][0-9]?)$")], Annotated[int, Field(ge=1)]] = \
        Field(default_factory=dict)              # seat -> hints shown to it (the final score says so)
    hints_off: bool = False                      # New game turned hints off for this game
    # The evening this game belongs to (tabletop/evening/): its series, in the history file beside the saves.
    evening: str | None = Field(default=None, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")
    # The score duckies chosen in New game, one per seat or team (tabletop/table/duckies.py): a table habit, never
    # a rule. None: nobody chose, the usual order.
    duckies: list[Literal[DUCKIES]] | None = Field(default=None, min_length=1, max_length=len(DUCKIES))
    # How the starter was chosen (tabletop/table/who_starts.py): a seat chosen in New game, the last game's winner or
    # loser; None: at random (or a first player given on the command line). The log says why; Play again repeats it.
    who_starts: Literal["chosen", "winner", "loser"] | None = None

    @model_serializer(mode="wrap")
    def _no_empty_phone_place(self, handler):
        """Fields a game does not use are left out: a save without phones, teaching, bots' weighings, hints, an
        evening, chosen duckies or a rule for who starts is written as before them (older versions read it)."""
        data = _without_defaults(handler(self), ("phone_place", "teaching", "evening", "duckies", "who_starts"))
        if isinstance(data, dict):
            for name in ("bot_weighings", "hints_used", "hints_off"):
                if not data.get(name, True):
                    data.pop(name, None)
        return data

    @field_validator("bot_weighings", mode="before")
    @classmethod
    def _drop_unsound_weighings(cls, raw):
        return _sound_weighings(raw)

    @model_validator(mode="after")
    def _seats_agree(self):
        if len(self.seats) != self.players:
            raise ValueError(f"{self.players} players but {len(self.seats)} seats described")
        strangers = sorted(seat for seat in [*self.notes.get("notepad", {}), *self.hints_used]
                           if int(seat) >= self.players)
        if strangers:
            raise ValueError(f"notes for seat {strangers[0]} of a {self.players}-player game")
        if self.who_starts is not None and self.options.get("first_player") is None:
            raise ValueError(f"who_starts {self.who_starts} but no first_player among the options")
        taught = self.teaching.taught if self.teaching is not None else {}
        if any(person != "table" and int(person) >= self.players for person in taught):
            raise ValueError(f"moments taught to a seat of a {self.players}-player game that it does not have")
        chosen = self.duckies or []
        if len(set(chosen)) < len(chosen) or len(chosen) > self.players:
            raise ValueError("the same ducky chosen twice, or more duckies than players")
        if any(w.at >= len(self.moves) or w.seat >= self.players for w in self.bot_weighings):  # of no move here
            self.bot_weighings = [w for w in self.bot_weighings if w.at < len(self.moves) and w.seat < self.players]
        return self

    def humans(self) -> list[int]:
        """The people at the laptop (phone seats are people too, but never at the laptop)."""
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def phones(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "phone"]


def saves_dir() -> Path:
    """The folder of save files (OSError when the data folder cannot be used)."""
    return data_dir() / SAVES_FOLDER


def folder_problem(folder: Path) -> str | None:
    """Why games cannot be saved in `folder` when something is plainly in the way, in words; None otherwise."""
    folder = Path(folder)
    try:
        blocked = folder.exists() and not folder.is_dir()
    except OSError as err:
        return _("the saves folder cannot be used ({why})", why=str(err.strerror or err))
    if blocked:
        return _("{folder} is a file, not a folder (move or rename that file)", folder=str(folder))
    return None


def saves_problem() -> str | None:
    """Why this run cannot keep games in the data folder's saves/ (the menu says it); None when it can."""
    try:
        folder = saves_dir()
    except OSError:
        return None  # the data folder itself cannot be used: `storage_problem` says so already
    return folder_problem(folder)


def new_save_path(game_id: str, folder: Path | None = None) -> Path:
    """A file of its own for a game starting now: never the name of an existing save."""
    folder = Path(folder) if folder is not None else saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path, n = folder / f"{stamp}-{game_id}.json", 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{game_id}-{n}.json"
    return path


def record_for(game, players: int, seed: int, options, seats: list[SeatSetup]) -> SaveRecord:
    """A fresh record for a game about to start (options as the engine's Options model, a dict or None)."""
    opts = game.parse_options(options).model_dump(mode="json", exclude_defaults=True)
    return SaveRecord(game=game.id, players=players, seed=seed, options=opts, seats=list(seats),
                      started_at=time.time())


def dump_moves(game, moves) -> list[dict]:
    return [json.loads(game.dump_move(m)) for m in moves]


def write_save(record: SaveRecord, path: Path) -> None:
    """Write atomically (temp file + os.replace): a kill at any moment loses at most the move in flight.
    A file where the saves folder should be is a SaveError that names it (not the system's "File exists")."""
    path = Path(path)
    problem = folder_problem(path.parent)
    if problem:
        raise SaveError(problem)
    record = record.model_copy(update={"saved_at": time.time()})
    write_atomic(path, record.model_dump_json(indent=None))


def _migrate(data: dict) -> dict:
    """Bring an older save up to FORMAT_VERSION, or say plainly that it cannot be read."""
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(_("The save file has no format version, so it is not a Menagerie save or it was damaged."))
    if version > FORMAT_VERSION:
        raise SaveError(
            _("This save was made by a newer Menagerie (save format {version}); this version reads format "
              "{newest}. Update Menagerie to continue it.", version=str(version), newest=str(FORMAT_VERSION))
        )
    if version < OLDEST_READABLE:
        raise SaveError(
            _("This save was made by an old Menagerie (save format {version}) that this version can no longer "
              "read (it reads formats {oldest} to {newest}).", version=str(version), oldest=str(OLDEST_READABLE),
              newest=str(FORMAT_VERSION))
        )
    # Future formats add their step here: if version == 1: data = upgrade_1_to_2(data); version = 2 ...
    return data


def parse_save(text: str | bytes) -> SaveRecord:
    """The record in `text`, or a SaveError that says what is wrong with it."""
    try:
        data = json.loads(text)
    except Exception:  # ValueError, UnicodeDecodeError, RecursionError on deeply nested brackets...
        raise SaveError(_("The save file is damaged: it is not readable JSON (it may have been cut short).")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(_("The file is not a Menagerie save."))
    data = _migrate(data)
    try:
        return SaveRecord.model_validate(data)
    except ValidationError as err:
        raise SaveError(_("The save file is damaged ({why}).", why=_first_problem(err))) from None
    except Exception as err:  # anything else the validator trips on is damage too
        raise SaveError(_("The save file is damaged ({why}).", why=type(err).__name__)) from None


def _first_problem(err: ValidationError) -> str:
    """The first thing wrong, as "field: what" (e.g. "saved_at: Input should be a finite number")."""
    first = err.errors(include_url=False)[0]
    where = ".".join(str(part) for part in first.get("loc", ()))
    what = str(first.get("msg", "invalid")).removeprefix("Value error, ")
    if first.get("type") == "missing":
        what = "missing"
    elif first.get("type") == "extra_forbidden":
        what = "not a field of a save"
    return f"{where}: {what}" if where else what


def read_save(path: Path) -> SaveRecord:
    path = Path(path)
    try:
        text = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(_("There is no saved game.")) from None
    except OSError as err:
        raise SaveError(_("The save file could not be read ({why}).", why=str(err.strerror or err))) from None
    return parse_save(text)


class Replayed:
    """A record rebuilt: the game object, every state from setup on (states[i] is before moves[i])."""

    def __init__(self, game, record: SaveRecord, states: list, moves: list):
        self.game = game
        self.record = record
        self.states = states
        self.moves = moves

    @property
    def state(self):
        return self.states[-1]


def replay(record: SaveRecord, catalogue: dict | None = None) -> Replayed:
    """Set the game up again and re-apply every move through the referee; SaveError if anything does not fit.

    `catalogue` maps game ids to engines (default: `rules.games()`; tests pass their own)."""
    game = (rules.games() if catalogue is None else catalogue).get(record.game)
    if game is None:
        raise SaveError(_("The save is for a game this version does not have ({game}).", game=repr(record.game)))
    if len(record.seats) != record.players:
        raise SaveError(_("The save is damaged: {players} players but {seats} seats described.",
                          players=str(record.players), seats=str(len(record.seats))))
    try:
        state = game.setup(record.players, record.seed, record.options)
    except Exception as err:
        raise SaveError(_("The save's game setup is not valid in this version ({why}).", why=str(err))) from None
    states, moves = [state], []
    for i, raw in enumerate(record.moves):
        try:
            move = game.load_move(json.dumps(raw))
            state = game.apply(state, move)
        except rules.IllegalMove as err:
            raise SaveError(
                _("The save is damaged or was edited: move {n} is not allowed by the rules ({why}).", n=str(i + 1),
                  why=words().say(err.said))
            ) from None
        except Exception as err:  # whatever the engine trips on, the save is what is wrong
            raise SaveError(_("The save is damaged: move {n} could not be replayed ({why}).", n=str(i + 1),
                              why=str(err))) from None
        states.append(state)
        moves.append(move)
    return Replayed(game, record, states, moves)


def load_or_set_aside(path: Path, catalogue: dict | None = None) -> tuple[Replayed | None, str | None]:
    """Resume the save at `path`: (replayed, None), or (None, message) with a damaged file renamed aside.

    A missing file is (None, None): nothing to continue, nothing to complain about.
    """
    path = Path(path)
    clean_stale_temps(path)
    if not path.exists():
        return None, None
    try:
        return replay(read_save(path), catalogue), None
    except Exception as err:  # SaveError, or anything else: the file is set aside and the app goes on
        return None, set_aside(path, err)


def set_aside(path: Path, err: Exception) -> str:
    """Rename a save that cannot be used (kept for a human to look at) and say so in words."""
    kept = move_aside(path, SET_ASIDE)
    said = str(err) if isinstance(err, SaveError) else _("The save file is damaged ({why}).", why=type(err).__name__)
    if kept is None:
        return said
    return f"{said} " + _("It was kept as {name}.", name=kept.name)


@dataclass
class SaveSlot:
    """One game's save file, read but not replayed (listing the saves stays quick)."""

    path: Path
    record: SaveRecord

    @property
    def moves(self) -> int:
        return len(self.record.moves)

    @property
    def finished(self) -> bool:
        return self.record.finished

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.record.seats]


def list_saves(folder: Path | None = None, finished: bool | None = False) -> tuple[list[SaveSlot], list[str]]:
    """The saves in `folder`, newest first: unfinished ones (finished=False), finished ones (True) or
    all (None); plus one message per damaged file, each set aside as it is found."""
    try:
        folder = Path(folder) if folder is not None else saves_dir()
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        return [], []
    slots, messages = [], []
    for path in paths:
        if f".{SET_ASIDE}-" in path.name:
            continue
        try:
            slot = SaveSlot(path, read_save(path))
        except Exception as err:
            messages.append(f"{path.name}: {set_aside(path, err)}")
            continue
        if finished is None or slot.finished == finished:
            slots.append(slot)
    slots.sort(key=lambda slot: (slot.record.saved_at, slot.path.name), reverse=True)
    return slots, messages


def prune_finished(folder: Path, keep: int = KEEP_FINISHED) -> list[Path]:
    """Remove the oldest finished saves beyond `keep`; returns what was removed."""
    slots, _ = list_saves(folder, finished=True)
    removed = []
    for slot in slots[keep:]:
        try:
            slot.path.unlink()
            removed.append(slot.path)
        except OSError:
            pass
    return removed


def delete_save(path: Path) -> bool:
    """A player deleted a game from the list; False when the file could not be removed."""
    try:
        Path(path).unlink()
        return True
    except FileNotFoundError:
        return True
    except OSError:
        return False

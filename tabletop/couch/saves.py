"""Save files: the setup arguments and the moves of one game, replayed through the engine on load.

A save holds no game state at all, only what `(setup, moves)` needs to rebuild it exactly, so it
is small, survives engine refactors that keep the rules, and cannot smuggle in an impossible
position: every move is checked by the referee again when the game is loaded. A save that does
not parse, names an unknown game, or holds a move the rules refuse is "damaged": the caller gets
a `SaveError` with a message a player can read, and `load_or_set_aside` renames the file (kept,
never deleted) so the app carries on.
"""

import json
import time
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

import rules

from .data_dir import clean_stale_temps, data_dir, move_aside, write_atomic

FORMAT = "menagerie-save"
FORMAT_VERSION = 1
OLDEST_READABLE = 1
AUTOSAVE_NAME = "autosave.json"


class SaveError(Exception):
    """A save that cannot be resumed; `str(err)` is the message to show."""


class SeatSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    kind: Literal["human", "bot"] = "human"
    bot: str | None = None  # which bot drives the seat (e.g. "random", "search"), for kind == "bot"


class SaveRecord(BaseModel):
    """Everything needed to rebuild one game: `rules.games()[game].setup(players, seed, options)` + moves."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["menagerie-save"] = FORMAT
    version: int = FORMAT_VERSION
    game: str
    players: int = Field(ge=1, le=12)
    seed: int
    options: dict = Field(default_factory=dict)
    seats: list[SeatSetup]
    moves: list[dict] = Field(default_factory=list)  # each is json.loads(game.dump_move(move))
    finished: bool = False
    saved_at: float = 0.0

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]


def autosave_path() -> Path:
    return data_dir() / "saves" / AUTOSAVE_NAME


def record_for(game, players: int, seed: int, options, seats: list[SeatSetup]) -> SaveRecord:
    """A fresh record for a game about to start (options as the engine's Options model, a dict or None)."""
    opts = game.parse_options(options).model_dump(mode="json", exclude_defaults=True)
    return SaveRecord(game=game.id, players=players, seed=seed, options=opts, seats=list(seats))


def dump_moves(game, moves) -> list[dict]:
    return [json.loads(game.dump_move(m)) for m in moves]


def write_save(record: SaveRecord, path: Path | None = None) -> Path:
    """Write atomically (temp file + os.replace): a kill at any moment loses at most the move in flight."""
    path = Path(path) if path is not None else autosave_path()
    record = record.model_copy(update={"saved_at": time.time()})
    write_atomic(path, record.model_dump_json(indent=None))
    return path


def _migrate(data: dict) -> dict:
    """Bring an older save up to FORMAT_VERSION, or say plainly that it cannot be read."""
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError("The save file has no format version, so it is not a Menagerie save or it was damaged.")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"This save was made by a newer Menagerie (save format {version}); this version reads format "
            f"{FORMAT_VERSION}. Update Menagerie to continue it."
        )
    if version < OLDEST_READABLE:
        raise SaveError(
            f"This save was made by an old Menagerie (save format {version}) that this version can no longer "
            f"read (it reads formats {OLDEST_READABLE} to {FORMAT_VERSION})."
        )
    # Future formats add their step here: if version == 1: data = upgrade_1_to_2(data); version = 2 ...
    return data


def parse_save(text: str | bytes) -> SaveRecord:
    """The record in `text`, or a SaveError that says what is wrong with it."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise SaveError("The save file is damaged: it is not readable JSON (it may have been cut short).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("The file is not a Menagerie save.")
    data = _migrate(data)
    try:
        return SaveRecord.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "the file"
        raise SaveError(f"The save file is damaged ({where}: {first.get('msg', 'invalid')}).") from None


def read_save(path: Path | None = None) -> SaveRecord:
    path = Path(path) if path is not None else autosave_path()
    try:
        text = path.read_bytes()
    except FileNotFoundError:
        raise SaveError("There is no saved game.") from None
    except OSError as err:
        raise SaveError(f"The save file could not be read ({err.strerror or err}).") from None
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
        raise SaveError(f"The save is for a game this version does not have ({record.game!r}).")
    if len(record.seats) != record.players:
        raise SaveError(f"The save is damaged: {record.players} players but {len(record.seats)} seats described.")
    try:
        state = game.setup(record.players, record.seed, record.options)
    except (ValueError, TypeError) as err:
        raise SaveError(f"The save's game setup is not valid in this version ({err}).") from None
    states, moves = [state], []
    for i, raw in enumerate(record.moves):
        try:
            move = game.load_move(json.dumps(raw))
            state = game.apply(state, move)
        except rules.IllegalMove as err:
            raise SaveError(
                f"The save is damaged or was edited: move {i + 1} is not allowed by the rules ({err.reason})."
            ) from None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as err:
            raise SaveError(f"The save is damaged: move {i + 1} could not be replayed ({err}).") from None
        states.append(state)
        moves.append(move)
    return Replayed(game, record, states, moves)


def load_or_set_aside(path: Path | None = None, catalogue: dict | None = None) -> tuple[Replayed | None, str | None]:
    """Resume the save at `path`: (replayed, None), or (None, message) with a damaged file renamed aside.

    A missing file is (None, None): nothing to continue, nothing to complain about.
    """
    path = Path(path) if path is not None else autosave_path()
    clean_stale_temps(path)
    if not path.exists():
        return None, None
    try:
        return replay(read_save(path), catalogue), None
    except SaveError as err:
        kept = move_aside(path)
        where = f" It was kept as {kept.name}." if kept is not None else ""
        return None, f"{err}{where}"

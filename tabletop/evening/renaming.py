"""A person renamed or forgotten in every record on this machine that names them: the saves (finished and
unfinished: each seat's name, and a phone's last answer that named them), Settings' remembered seat names, and
the history (book.py).

The saves come first and the history last: a kill in between leaves the history naming the person as before,
so renaming or forgetting again finds them and finishes the job (the history done first would leave saves that
no later rename could find). Each save is written whole and atomically; one that cannot be read is left as it
is and counted. A save keeps its time (it was not played now). The game this app holds open is never written
here: its table would write its own names back, so a person playing in it is renamed or forgotten after it.
"""

from dataclasses import dataclass, field
from pathlib import Path

from ..language import _
from ..storage.data_dir import write_atomic
from ..storage.saves import SET_ASIDE, SaveRecord, folder_problem, read_save, saves_dir
from .book import Book
from .people import SEAT_NAMES

FORGOTTEN_SEAT = "Player {n}"       # a forgotten person's seat in a save (as a game started without names)


@dataclass
class Renamed:
    """What a rename or forget did: why it was refused (in words), or which saves it changed and left."""

    refused: str | None = None
    saves: list[Path] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)      # saves that could not be read or written (file names)
    history_unwritten: str | None = None                    # why the history file could not be written

    def problem(self) -> str | None:
        """What players should be told besides "done", in words (None: everything was changed)."""
        if self.refused:
            return self.refused
        said = []
        if self.unchanged:
            said.append(_("These saved games could not be changed: {files}.", files=", ".join(self.unchanged)))
        if self.history_unwritten:
            said.append(_("The players' history could not be written ({why}).", why=self.history_unwritten))
        return " ".join(said) or None


def same(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold()


def renamed_record(record: SaveRecord, old: str, new: str | None) -> SaveRecord | None:
    """The save with the person `old` called `new` (None: forgotten, their seat called by its number), or None
    when no person's seat in it is called `old` (a bot's seat of the same name is a bot's, and stays)."""
    hits = [i for i, s in enumerate(record.seats) if s.kind in ("human", "phone") and same(s.name, old)]
    if not hits:
        return None
    called = {i: new if new is not None else FORGOTTEN_SEAT.format(n=i + 1) for i in hits}
    said = new if new is not None else _("a player")
    seats = []
    for i, seat in enumerate(record.seats):
        update = {"name": called[i]} if i in called else {}
        answer = seat.phone_answer
        if answer is not None and answer.reason and old.strip() in answer.reason:     # a refusal that named them
            update["phone_answer"] = answer.model_copy(update={"reason": answer.reason.replace(old.strip(), said)})
        seats.append(seat.model_copy(update=update) if update else seat)
    return record.model_copy(update={"seats": seats})


def rename_in_saves(folder: Path, old: str, new: str | None, keep: Path | None = None) -> tuple[list[Path], list[str]]:
    """Rename (or forget, `new` None) in every save in `folder` but `keep` (the game the app has open): the saves
    changed, and the names of those that could not be read or written."""
    changed, unchanged = [], []
    try:
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        return [], []
    if folder_problem(folder):
        return [], []
    for path in paths:
        if f".{SET_ASIDE}-" in path.name or (keep is not None and path == keep):
            continue
        try:
            record = read_save(path)
        except Exception:       # damaged: Continue and Games set it aside and say so when they list it
            unchanged.append(path.name)
            continue
        after = renamed_record(record, old, new)
        if after is None:
            continue
        try:
            write_atomic(path, after.model_dump_json(indent=None))      # as write_save, but keeping its time
            changed.append(path)
        except Exception:
            unchanged.append(path.name)
    return changed, unchanged


def renamed_names(names: list[str], old: str, new: str | None) -> list[str]:
    """Settings' remembered seat names with `old` called `new`; forgotten: that seat gets one of New game's
    names, none of which is already in the list (nor the forgotten one)."""
    out = list(names)
    for i, name in enumerate(out):
        if not same(name, old):
            continue
        if new is not None:
            out[i] = new
            continue
        spare = [n for n in (SEAT_NAMES[i % len(SEAT_NAMES)], *SEAT_NAMES)
                 if not same(n, old) and not any(same(n, other) for other in out)]
        out[i] = spare[0] if spare else FORGOTTEN_SEAT.format(n=i + 1)
    return out


def playing_now(app) -> list[str]:
    """The people seated in the unfinished game the app holds open (renamed or forgotten only after it)."""
    table = getattr(app, "last_game", None)
    session = getattr(table, "session", None)
    if session is None or session.over:
        return []
    return [s.name for s in session.match.record.seats if s.kind in ("human", "phone")]


def open_save(app) -> Path | None:
    table = getattr(app, "last_game", None)
    session = getattr(table, "session", None)
    return getattr(getattr(session, "match", None), "save_path", None) if session is not None else None


def change_everywhere(app, book: Book, old: str, new: str | None, folder: Path | None = None) -> Renamed:
    """Rename `old` to `new` (or forget them: `new` None) in the saves, Settings and the history."""
    if any(same(name, old) for name in playing_now(app)):
        said = (_("{name} is playing in the unfinished game open now: rename them once it is over.", name=old)
                if new is not None else
                _("{name} is playing in the unfinished game open now: forget them once it is over.", name=old))
        return Renamed(refused=said)
    if new is not None:
        why = book.why_not_rename(old, new)
        if why is not None:
            return Renamed(refused=why)
        new = new.strip()
    try:
        folder = Path(folder) if folder is not None else saves_dir()
    except OSError:
        folder = None
    done = Renamed()
    if folder is not None:
        done.saves, done.unchanged = rename_in_saves(folder, old, new, keep=open_save(app))
    settings = getattr(app, "settings", None)
    if settings is not None and any(same(n, old) for n in settings.player_names):
        settings.player_names = renamed_names(settings.player_names, old, new)
        settings.save()
    if new is not None:
        book.rename(old, new)
    else:
        book.forget(old)
    done.history_unwritten = book.write_error
    return done

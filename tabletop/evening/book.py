"""The history file kept: read (checked, a damaged one set aside and said), written whole after each change,
and brought up to date with the saves (a game whose last move was saved just before a kill is added when the
app next reads the book: no finished game is lost between its save and its entry).

`Book` is what the app holds: the evening open now, a finished game recorded in it, New evening, a person
renamed or forgotten (in every record that names them: the history and the saves).
"""

import time
from pathlib import Path

from pydantic import ValidationError

from ..language import _
from ..storage.data_dir import clean_stale_temps, data_dir, move_aside, write_atomic
from .records import COLOURS, Evening, History, Person, PlayedGame, PlayedSeat

HISTORY_FILE = "history.json"
SET_ASIDE = "damaged"
QUIET_HOURS = 12.0          # an open evening whose last game ended longer ago than this is last night's


def history_path() -> Path:
    """Beside the saves folder (OSError when the data folder cannot be used)."""
    return data_dir() / HISTORY_FILE


def read_history(path: Path) -> tuple[History, str | None]:
    """The history in `path` (an empty one where there is no file), and what was wrong with a file that could
    not be used, in words (it is kept under another name; the app goes on without it)."""
    path = Path(path)
    try:
        if not path.is_file():
            return History(), None
        return History.model_validate_json(path.read_bytes()), None
    except Exception as err:        # anything: a file that cannot be read must not stop the app
        why = _first_problem(err) if isinstance(err, ValidationError) else type(err).__name__
        kept = move_aside(path, SET_ASIDE)
        said = _("The players' history could not be read ({why}); the app starts a new one.", why=why)
        return History(), (f"{said} " + _("The file was kept as {name}.", name=kept.name) if kept is not None else said)


def _first_problem(err: ValidationError) -> str:
    first = err.errors()[0] if err.errors() else {}
    where = ".".join(str(part) for part in first.get("loc", ()))
    return f"{where}: {first.get('msg', '')}" if where else str(first.get("msg", "not a history file"))


class Book:
    """The history of this machine's game nights, as one file; every change is written at once."""

    def __init__(self, path: Path | None = None, clock=time.time):
        self.clock = clock
        self.problem: str | None = None        # what was wrong with the file found, in words (the menu says it)
        self.write_error: str | None = None
        try:
            self.path = Path(path) if path is not None else history_path()
        except OSError as err:
            self.path = None
            self.write_error = str(err.strerror or err)
        self.history = History()
        if self.path is not None:
            clean_stale_temps(self.path)
            self.history, self.problem = read_history(self.path)

    # ----- writing ------------------------------------------------------------------------------------------------
    def write(self) -> bool:
        """Write the whole history atomically; False (and `write_error`) when it could not be (the games go on)."""
        if self.path is None:
            return False
        try:
            write_atomic(self.path, self.history.model_dump_json(exclude_none=False))
            self.write_error = None
            return True
        except Exception as err:    # a full disk, a read-only folder: never stop a game for its history
            self.write_error = getattr(err, "strerror", None) or str(err) or type(err).__name__
            return False

    def _change(self, **update) -> None:
        self.history = History.model_validate(self.history.model_copy(update=update).model_dump())
        self.write()

    # ----- evenings -----------------------------------------------------------------------------------------------
    @property
    def evenings(self) -> list[Evening]:
        return list(self.history.evenings)

    def evening(self, key: str) -> Evening | None:
        return next((e for e in self.history.evenings if e.key == key), None)

    def open_evening(self) -> Evening | None:
        """The evening going on now: the last one, unless New evening ended it or its last game was long ago."""
        last = self.history.evenings[-1] if self.history.evenings else None
        if last is None or last.ended_at is not None:
            return None
        active = max([last.started_at, *(g.finished_at for g in self.games_of(last.key))])
        return last if self.clock() - active <= QUIET_HOURS * 3600 else None

    def evening_for_game(self, continuing: bool = True) -> str:
        """The evening a game starting now belongs to: the open one (continuing), else a new one."""
        now = self.open_evening() if continuing else None
        return now.key if now is not None else self.new_evening().key

    def new_evening(self) -> Evening:
        """End the open evening (if any) and begin another."""
        now = self.clock()
        evenings = [e if e.ended_at is not None else e.model_copy(update={"ended_at": max(now, e.started_at)})
                    for e in self.history.evenings]
        key = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
        taken = {e.key for e in evenings}
        n = 1
        while (key if n == 1 else f"{key}-{n}") in taken:
            n += 1
        evening = Evening(key=key if n == 1 else f"{key}-{n}", started_at=now)
        self._change(evenings=[*evenings, evening])
        return evening

    def games_of(self, evening: str) -> list[PlayedGame]:
        """The evening's finished games, in the order they ended."""
        return sorted((g for g in self.history.games if g.evening == evening), key=lambda g: (g.finished_at, g.key))

    # ----- games ---------------------------------------------------------------------------------------------------
    def record(self, game: PlayedGame) -> None:
        """A finished game: kept (in place of an earlier entry of the same save), its people remembered."""
        games = [g for g in self.history.games if g.key != game.key] + [game]
        evenings = list(self.history.evenings)
        if not any(e.key == game.evening for e in evenings):      # an evening only its games named (a lost write)
            evenings.append(Evening(key=game.evening, started_at=game.started_at, ended_at=None))
            evenings.sort(key=lambda e: e.started_at)
        self._change(games=games, evenings=evenings, people=self._met(game))

    def recorded(self, key: str) -> bool:
        return any(g.key == key for g in self.history.games)

    # ----- people --------------------------------------------------------------------------------------------------
    @property
    def people(self) -> list[Person]:
        """Everyone who played here, the most recent first."""
        return sorted(self.history.people, key=lambda p: (-p.last_played, p.name.casefold()))

    def person(self, name: str) -> Person | None:
        return next((p for p in self.history.people if p.name.casefold() == name.casefold()), None)

    def colour_of(self, name: str) -> int:
        """A person's colour (one not taken by those who played most recently, for a name never seen)."""
        known = self.person(name)
        return known.colour if known is not None else self._free_colour()

    def _free_colour(self, people: list[Person] | None = None) -> int:
        taken = [p.colour for p in sorted(people if people is not None else self.history.people,
                                          key=lambda p: -p.last_played)]
        return next((c for c in range(COLOURS) if c not in taken[:COLOURS - 1]), len(taken) % COLOURS)

    def _met(self, game: PlayedGame) -> list[Person]:
        people = list(self.history.people)
        for seat in game.seats:
            if not seat.person:
                continue
            known = next((i for i, p in enumerate(people) if p.name.casefold() == seat.name.casefold()), None)
            if known is None:
                people.append(Person(name=seat.name, colour=self._free_colour(people), last_played=game.finished_at))
            elif people[known].last_played < game.finished_at:
                people[known] = people[known].model_copy(update={"last_played": game.finished_at})
        return people

    def rename(self, old: str, new: str) -> str | None:
        """Call a person `new` from now on, in every game that names them; None, or why not (in words)."""
        why = self.why_not_rename(old, new)
        if why is not None:
            return why
        new = new.strip()
        self._change(games=[_renamed(g, old, new) for g in self.history.games],
                     people=[p.model_copy(update={"name": new}) if p.name.casefold() == old.casefold() else p
                             for p in self.history.people])
        return None

    def why_not_rename(self, old: str, new: str) -> str | None:
        """Why `old` cannot be called `new` (in words), or None (the saves are renamed before the history)."""
        new = new.strip()
        if not new or len(new) > 40:
            return _("A name has 1 to 40 letters.")
        if self.person(old) is None:
            return _("Nobody called {name} played here.", name=old)
        if new.casefold() != old.casefold() and self.person(new) is not None:
            return _("{name} is someone else's name here.", name=new)
        return None

    def forget(self, name: str) -> None:
        """Forget a person: their name leaves every game (the seat is said as "Player 3"), and the list."""
        self._change(games=[_renamed(g, name, None) for g in self.history.games],
                     people=[p for p in self.history.people if p.name.casefold() != name.casefold()])


def _renamed(game: PlayedGame, old: str, new: str | None) -> PlayedGame:
    """The game with the person `old` called `new` (None: by their seat's number, a name no person has)."""
    if not any(s.person and s.name.casefold() == old.casefold() for s in game.seats):
        return game
    seats = [(s.model_copy(update={"name": new}) if new is not None
              else PlayedSeat(name=FORGOTTEN.format(n=i + 1), kind="forgotten"))
             if s.person and s.name.casefold() == old.casefold() else s for i, s in enumerate(game.seats)]
    return game.model_copy(update={"seats": seats})


FORGOTTEN = "#{n}"      # a forgotten person's seat: its number (screens say "Player {n}")

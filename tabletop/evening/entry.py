"""A finished game's entry in the history, made from what its end made public: the engine's result and the
public view (a hidden role only where that view shows it), and the seats as the save names them. Also the
catch-up: a finished save of an evening that the history lacks (the app was killed between the game's last
save and its entry) is replayed and entered when the book is next opened."""

from pathlib import Path

from ..rules_text.box import box_facts
from ..storage.saves import SaveRecord, list_saves, replay, saves_dir
from .book import Book
from .records import PlayedGame, PlayedSeat


def seats_of(record: SaveRecord) -> list[PlayedSeat]:
    """People by name; a bot by its seat's name and level (the Players screen lists bots by level)."""
    return [PlayedSeat(name=s.name, kind=s.kind, level=s.bot if s.kind == "bot" else None) for s in record.seats]


def played_game(game, record: SaveRecord, state, key: str, finished_at: float) -> PlayedGame:
    """The entry of a game over in `state` (`record.evening` names its evening), ended at `finished_at` (the clock
    when its last move was played; a save's own time when it is caught up)."""
    result = game.result(state)
    roles = None
    field = box_facts(game.id).revealed
    if field:
        public = getattr(game.view(state, None), field, None)       # the public view only: never a seat's own
        if isinstance(public, (list, tuple)) and len(public) == record.players and any(public):
            roles = [str(r) if r else None for r in public]
    return PlayedGame(key=key, game=game.id, evening=record.evening, started_at=record.started_at,
                      finished_at=max(finished_at, record.started_at), seats=seats_of(record),
                      scores=[float(x) for x in result.scores], winners=list(result.winners), roles=roles)


def catch_up(book: Book, folder: Path) -> None:
    """Enter every finished save of an evening that the history lacks. A save that
    cannot be replayed is left to Continue's list (which sets it aside and says so)."""
    slots, _messages = list_saves(folder, finished=True)
    for slot in slots:
        if slot.record.evening is None or book.recorded(slot.path.stem):
            continue
        try:
            replayed = replay(slot.record)
            book.record(played_game(replayed.game, slot.record, replayed.states[-1], slot.path.stem,
                                    slot.record.saved_at))
        except Exception:       # damaged: Continue and Saved games say so when they list it
            continue


def caught_up_book() -> Book:
    """The history as screens and new games read it: the file, with any finished game it lacks caught up."""
    book = Book()
    if book.path is not None:
        try:
            catch_up(book, saves_dir())
        except OSError:         # no saves folder to read: the history as it is
            pass
    return book


def tonight_for_a_new_game(continuing: bool = True) -> str | None:
    """The evening a game started now joins (the open one, or a new one); None when no history can be kept."""
    book = caught_up_book()
    return book.evening_for_game(continuing) if book.path is not None else None

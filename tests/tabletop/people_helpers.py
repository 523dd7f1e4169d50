"""A history made by hand for the Players tests: finished games with chosen seats, scores and times."""

from tabletop.evening.book import Book
from tabletop.evening.records import PlayedGame, PlayedSeat


def seat(name: str, kind: str = "human", level: str | None = None) -> PlayedSeat:
    return PlayedSeat(name=name, kind=kind, level=level if kind == "bot" else None)


def bot(name: str, level: str = "Bot (medium)") -> PlayedSeat:
    return seat(name, "bot", level)


def played(key: str, game: str, seats: list[PlayedSeat], scores: list[float], winners: list[int],
           finished_at: float, evening: str = "e1") -> PlayedGame:
    return PlayedGame(key=key, game=game, evening=evening, started_at=finished_at - 60, finished_at=finished_at,
                      seats=seats, scores=scores, winners=winners)


def book_of(*games: PlayedGame) -> Book:
    """The data folder's history with these games in it (each recorded as the app records a finished game)."""
    book = Book()
    for game in games:
        book.record(game)
    return book

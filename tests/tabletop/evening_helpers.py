"""Evenings for the screens' tests: finished games as the history keeps them (tabletop/evening/records.py), of
the three ways games count (points, penalty points, no points), written to a data folder's history."""

from tabletop.evening.book import Book
from tabletop.evening.records import PlayedGame, PlayedSeat

NAMES = ["Ada", "Basil", "Cleo", "Dmitri", "Esme", "Fern", "Gus", "Hana", "Ines", "Jo"]


def game(key: str, game_id: str, evening: str, names: list[str], scores: list[float], winners: list[int],
         at: float) -> PlayedGame:
    seats = [PlayedSeat(name=n, kind="bot", level="Bot (easy)") if n.endswith("(bot)") else PlayedSeat(name=n)
             for n in names]
    return PlayedGame(key=key, game=game_id, evening=evening, started_at=at - 600, finished_at=at, seats=seats,
                      scores=scores, winners=winners)


def mixed(evening: str = "20261205-200000", at: float = 1_796_000_000.0, seats: int = 3) -> list[PlayedGame]:
    """Hi-Lo twice (penalty points: the engine's scores are the negated penalties), Strange Creatures (points), La
    Criatura with `seats` people (no points)."""
    ada, basil, cleo = NAMES[:3]
    sc = "strange-creatures"
    return [
        game(f"hi-lo-hijinks-1-{evening}", "hi-lo-hijinks", evening, [ada, basil, cleo], [-3, -10, -14], [0], at),
        game(f"{sc}-1-{evening}", sc, evening, [basil, cleo, ada], [41, 35, 28], [0], at + 900),
        game(f"hi-lo-hijinks-2-{evening}", "hi-lo-hijinks", evening, [ada, basil, cleo], [-12, -4, -9], [1], at + 1800),
        game(f"la-criatura-1-{evening}", "la-criatura", evening, NAMES[:seats], [0.0] * (seats - 1) + [1.0],
             [seats - 1], at + 2700),
    ]


def book_with(games: list[PlayedGame], clock=None) -> Book:
    """The data folder's history (MENAGERIE_DATA_DIR: each test's own) with these games in their evenings."""
    book = Book(clock=clock or (lambda: games[-1].finished_at + 60 if games else 1_796_000_000.0))
    for g in games:
        book.record(g)
    return book

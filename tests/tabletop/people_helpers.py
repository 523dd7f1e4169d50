"""A history made by hand for the Players tests: finished games with chosen seats, scores and times."""

from tabletop.evening.book import Book
from tabletop.evening.records import PlayedGame, PlayedSeat


def seat(name: str, kind: str = "human", level: str | None = None) -> PlayedSeat:
    return PlayedSeat(name=name, kind=kind, level=level if kind == "bot" else None)


def bot(name: str, level: str = "Bot (medium)") -> PlayedSeat:
    return seat(name, "bot", level)


def played(key: str, game: str, seats: list[PlayedSeat], scores: list[float], winners: list[int],
           finished_at: float, evening: str = "e1") -> PlayedGame:
    return PlayedGame(key=key, game=game, evening=evening, started_at=max(0, finished_at - 60), finished_at=finished_at,
                      seats=seats, scores=scores, winners=winners)


def book_of(*games: PlayedGame) -> Book:
    """The data folder's history with these games in it (each recorded as the app records a finished game)."""
    book = Book()
    for game in games:
        book.record(game)
    return book


def finished_match(game_id: str, seats: list[tuple[str, str]], seed: int = 1, evening: str = "e1"):
    """A real game played to its end by random moves through the couch Match (saved move by move in the data
    folder, entered in the history as the app enters one): seats are (name, "human" | "phone" | a bot level)."""
    import random

    import rules
    from tabletop.couch.match import Match
    from tabletop.storage.saves import SeatSetup

    game = rules.games()[game_id]
    setups = [SeatSetup(name=name, kind="bot", bot=kind) if kind.startswith("Bot") else SeatSetup(name=name, kind=kind)
              for name, kind in seats]
    match = Match.new(game, len(seats), seed, None, setups)
    match.record = match.record.model_copy(update={"evening": evening})
    rnd = random.Random(seed)
    while not match.over:
        seat = match.to_act()[0]
        match.play(rnd.choice(game.legal_moves(match.state, seat)))
    return match

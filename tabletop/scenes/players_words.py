"""The Players screen's words: a person's record at each game in the game's own terms (points where the most win,
the lowest total where it wins, none at all in La Criatura), how they fared with each bot level at the table,
and one line per game they played (its replay one tap away)."""

from ..evening.records import PlayedGame
from ..evening.standings import GameRecord, against_bots, person_history, places
from ..games import game_title
from ..language import _, n_
from ..rules_text.box import box_facts
from ..table.session import BOT_LEVELS, RANDOM_SEAT
from .saved_words import when

LEVELS = [*BOT_LEVELS, RANDOM_SEAT]        # the order bots are listed in: easy, medium, strong, random


def number(x: float) -> int | float:
    """A score as the game says it (41, not 41.0)."""
    return int(x) if float(x).is_integer() else x


def game_line(name: str, record: GameRecord) -> str:
    """"Ada: 14 games of Strange Creatures, 6 won, best 41 points"; Hi-Lo, where the lowest total wins: "…, lowest
    total 3"; La Criatura, without points: "…, 1 won"."""
    games = n_("{name}: {n} game of {game}", "{name}: {n} games of {game}", record.played, name=name,
               game=game_title(record.game))
    how = box_facts(record.game).points
    if how == "none" or record.best is None:
        return _("{games}, {won} won", games=games, won=record.won)
    best = number(record.best)
    if how == "lower":
        return _("{games}, {won} won, lowest total {best}", games=games, won=record.won, best=best)   # as the book
    return n_("{games}, {won} won, best {best} point", "{games}, {won} won, best {best} points", round(abs(best)),
              games=games, won=record.won, best=best)


def level_order(level: str) -> tuple[int, str]:
    return (LEVELS.index(level) if level in LEVELS else len(LEVELS), level)


def bot_lines(games: list[PlayedGame], name: str) -> list[str]:
    """How the person fared in games with each bot level at the table, by level ("Bot (strong)")."""
    return [n_("With {level} at the table: {n} game, {won} won", "With {level} at the table: {n} games, {won} won",
               row.played, level=_(row.level), won=row.won)
            for row in sorted(against_bots(games, name), key=lambda row: level_order(row.level))]


def record_lines(games: list[PlayedGame], name: str) -> list[str]:
    """Everything the record view says of a person: one line per game, then one per bot level."""
    return [game_line(name, record) for record in person_history(games, name)] + bot_lines(games, name)


def games_of(games: list[PlayedGame], name: str) -> list[PlayedGame]:
    """The games a person played, the newest first."""
    mine = [g for g in games if any(s.person and s.name.casefold() == name.casefold() for s in g.seats)]
    return sorted(mine, key=lambda g: (g.finished_at, g.key), reverse=True)


def played_line(game: PlayedGame, name: str, kept: bool) -> str:
    """"Hi-Lo Hijinks · 6 Dec 21:04 · won" / "… · place 2 of 4", and that its replay is gone when it is."""
    seat = next(i for i, s in enumerate(game.seats) if s.person and s.name.casefold() == name.casefold())
    place = places(game)[seat]
    how = _("won") if seat in game.winners else _("place {place} of {players}", place=place, players=len(game.seats))
    line = _("{game} · {when} · {how}", game=game_title(game.game), when=when(game.finished_at), how=how)
    return line if kept else _("{line} (replay no longer kept)", line=line)


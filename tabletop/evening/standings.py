"""What an evening's games and a person's history add up to (no screen, no file: the records in, numbers out).

Places: the engine's winners are first (a tie-break such as Strange Creatures' coins is already in them); the
others are placed by score, equal scores sharing a place. Points are added only over games of the same kind,
as the game counts them (box facts `points`: the most win, the fewest win, or no points at all).
"""

from dataclasses import dataclass, field

from ..language import _
from ..rules_text.box import box_facts
from ..table.session import bare_name
from .records import PlayedGame, PlayedSeat


def places(game: PlayedGame) -> list[int]:
    """Each seat's place (1 is first)."""
    rank = [(0 if s in game.winners else 1, -game.scores[s]) for s in range(len(game.seats))]
    return [1 + sum(other < mine for other in rank) for mine in rank]


def points(game: PlayedGame) -> list[float] | None:
    """Each seat's points as the game's final score says them (Hi-Lo's penalty points are positive), or None for a
    game without points."""
    how = box_facts(game.game).points
    if how == "none":
        return None
    return [-x if how == "lower" else x for x in game.scores]


def seat_name(seat: PlayedSeat, index: int) -> str:
    """A seat as the evening names it (a forgotten person by their seat's number)."""
    return _("Player {n}", n=index + 1) if seat.kind == "forgotten" else seat.name


def who(seat: PlayedSeat) -> tuple[str, str]:
    """Whom a seat stands for over an evening: a person by name (any case), a bot by its seat's name in whichever
    language it was given ("Ada (bot)" is "Ada (Bot)"), a forgotten person by their seat (never merged with a
    person)."""
    if seat.kind == "bot":
        return "bot", bare_name(seat.name).casefold()
    return ("forgotten" if seat.kind == "forgotten" else "person"), seat.name.casefold()


@dataclass
class Standing:
    """One participant of an evening: games played, won, and each kind of game's points added up."""

    name: str
    person: bool
    played: int = 0
    won: int = 0
    points: dict[str, float] = field(default_factory=dict)     # game id -> total points over its games
    played_of: dict[str, int] = field(default_factory=dict)    # game id -> games of it played


def evening_standings(games: list[PlayedGame]) -> list[Standing]:
    """Everyone who played in these games, by wins (most first), then fewer games, then name."""
    rows: dict[str, Standing] = {}
    for game in games:
        scored = points(game)
        for i, seat in enumerate(game.seats):
            row = rows.setdefault(who(seat), Standing(seat_name(seat, i), seat.person))
            row.played += 1
            row.won += i in game.winners
            row.played_of[game.game] = row.played_of.get(game.game, 0) + 1
            if scored is not None:
                row.points[game.game] = row.points.get(game.game, 0.0) + scored[i]
    return sorted(rows.values(), key=lambda r: (-r.won, r.played, r.name.casefold()))


def leaders(standings: list[Standing]) -> list[str]:
    """The evening's leaders: the most wins (all who share them); nobody before a game was won."""
    best = max((r.won for r in standings), default=0)
    return [r.name for r in standings if best and r.won == best]


@dataclass
class GameRecord:
    """A person's record at one game: games, wins, best and total points (None: a game without points)."""

    game: str
    played: int = 0
    won: int = 0
    best: float | None = None
    keys: list[str] = field(default_factory=list)      # the games' keys, newest first (their replays)


def person_history(games: list[PlayedGame], name: str) -> list[GameRecord]:
    """Each game a person played, the one played most first."""
    records: dict[str, GameRecord] = {}
    for game in sorted(games, key=lambda g: g.finished_at, reverse=True):
        seat = next((i for i, s in enumerate(game.seats) if s.person and s.name.casefold() == name.casefold()), None)
        if seat is None:
            continue
        record = records.setdefault(game.game, GameRecord(game.game))
        record.played += 1
        record.won += seat in game.winners
        record.keys.append(game.key)
        scored = points(game)
        if scored is not None:
            mine = scored[seat]
            lower = box_facts(game.game).points == "lower"
            if record.best is None or (mine < record.best if lower else mine > record.best):
                record.best = mine
    return sorted(records.values(), key=lambda r: (-r.played, r.game))


@dataclass
class Against:
    """How a person fared in games with a bot level at the table."""

    level: str
    played: int = 0
    won: int = 0


def against_bots(games: list[PlayedGame], name: str) -> list[Against]:
    """For each bot level a person played with: games together and the person's wins."""
    out: dict[str, Against] = {}
    for game in games:
        seat = next((i for i, s in enumerate(game.seats) if s.person and s.name.casefold() == name.casefold()), None)
        if seat is None:
            continue
        for level in sorted({s.level for s in game.seats if s.kind == "bot" and s.level}):
            row = out.setdefault(level, Against(level))
            row.played += 1
            row.won += seat in game.winners
    return sorted(out.values(), key=lambda a: a.level)

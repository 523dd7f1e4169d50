"""An evening in words, for the command line (and any screen that says it in lines): each game and its winner,
then the standings. Names as the records keep them; numbers and lists as the reader's language says them."""

from ..couch.results import winners_line
from ..games import game_title
from ..language import _, n_, words
from ..rules_text.box import box_facts
from .records import PlayedGame
from .standings import Standing, evening_standings, seat_name


def game_line(number: int, game: PlayedGame) -> str:
    """"Game 2, Hi-Lo Hijinks: Ada wins!"."""
    winners = winners_line([seat_name(game.seats[w], w) for w in game.winners])
    return _("Game {n}, {game}: {winners}", n=number, game=game_title(game.game), winners=winners)


def points_words(game_id: str, total: float) -> str:
    """A total in the game's own terms ("41 points", "12 penalty points")."""
    n = round(total) if float(total).is_integer() else total
    if box_facts(game_id).points == "lower":
        return n_("{points} penalty point", "{points} penalty points", n, points=words().number(n))
    return n_("{points} point", "{points} points", n, points=words().number(n))


def standing_line(row: Standing) -> str:
    """"Ada: 2 wins in 3 games (Hi-Lo Hijinks 35 penalty points)"."""
    line = _("{name}: {wins} in {games}", name=row.name,
             wins=n_("{n} win", "{n} wins", row.won),
             games=n_("{n} game", "{n} games", row.played))
    kinds = [_("{game} {points}", game=game_title(g), points=points_words(g, total)) for g, total in row.points.items()]
    return _("{line} ({points})", line=line, points=", ".join(kinds)) if kinds else line


def evening_lines(games: list[PlayedGame]) -> list[str]:
    """The evening: "Tonight: 3 games", one line per game, then "Standings" and a line per player."""
    if not games:
        return [_("Tonight: no game finished yet")]
    lines = [n_("Tonight: {n} game", "Tonight: {n} games", len(games))]
    lines += [game_line(i + 1, g) for i, g in enumerate(games)]
    lines.append(_("Standings:"))
    lines += [f"  {standing_line(row)}" for row in evening_standings(games)]
    return lines

"""An evening's games as the screens word them (no drawing here): the running score sheet (a row per person, a
column per game, each cell the place and the points, then the wins and each kind of game's points added up), the
standings, each game's winners, and the line saying who leads. Every screen that shows the evening (the final
score, the TV, Tonight, the evening's summary and its picture, the phones) reads its words from here, so they
say the same thing.

Points are said as the game counts them (tabletop/evening/standings.py): a game with the fewest points winning
says "penalty points"; a game without points (La Criatura) shows places only and adds nothing up.
"""

from dataclasses import dataclass, field

from ..evening.book import FORGOTTEN
from ..evening.records import PlayedGame
from ..evening.standings import evening_standings, places, points
from ..games import game_title
from ..language import N_, _, n_, words
from ..rules_text.box import box_facts

PLACES = [N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"), N_("8th"), N_("9th"),
          N_("10th"), N_("11th"), N_("12th")]
ABSENT = "–"                    # a person who did not play that game


@dataclass
class Grid:
    """A table to draw: two-line headers (the second may be ""), rows of words, and the cells to mark gold (a game's
    winners) as (row, column). `rule_before`: the column the added-up part starts at (a line is drawn before it)."""

    headers: list[tuple[str, str]]
    rows: list[list[str]]
    marked: set[tuple[int, int]] = field(default_factory=set)
    rule_before: int | None = None
    bold_rows: tuple[int, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.rows


def place_word(place: int) -> str:
    return _(PLACES[place - 1]) if 1 <= place <= len(PLACES) else words().number(place)


def number(x: float) -> str:
    """Points as the language writes them (whole numbers without ".0")."""
    return words().number(int(x) if float(x).is_integer() else x)


def shown(name: str) -> str:
    """A name as screens say it: a person or a bot by name, a forgotten person by their seat ("Player 3")."""
    mark = FORGOTTEN.split("{")[0]
    if name.startswith(mark) and name[len(mark):].isdigit():
        return _("Player {n}", n=int(name[len(mark):]))
    return name


def people_of(games: list[PlayedGame]) -> list[str]:
    """Everyone who played these games, the evening's leader first (the standings' order)."""
    return [row.name for row in evening_standings(games)]


def winners_of(game: PlayedGame) -> list[str]:
    return [shown(game.seats[w].name) for w in game.winners]


def points_word(game_id: str) -> str:
    """What a kind of game's points are called when added up: points, or penalty points (the fewest win)."""
    return _("penalty points") if box_facts(game_id).points == "lower" else _("points")


def kinds_with_points(games: list[PlayedGame]) -> list[str]:
    """Each kind of game played with points, in the order first played."""
    return list(dict.fromkeys(g.game for g in games if points(g) is not None))


def running_sheet(games: list[PlayedGame]) -> Grid:
    """The evening's score sheet: a row per person (leader first); a column per game (its number and title over
    each person's place and points, the winners' cells marked); then the wins and, for each kind of game with
    points, its points added up."""
    people = people_of(games)
    standings = {row.name: row for row in evening_standings(games)}
    kinds = kinds_with_points(games)
    headers = [("", "")] + [(_("Game {n}", n=k + 1), game_title(g.game)) for k, g in enumerate(games)]
    headers += [(_("Wins"), "")] + [(game_title(kind), _("total {points}", points=points_word(kind)))
                                    for kind in kinds]
    rows, marked = [], set()
    for r, name in enumerate(people):
        row = [shown(name)]
        for k, game in enumerate(games):
            seat = _seat_of(game, name)
            if seat is None:
                row.append(ABSENT)
                continue
            place = place_word(places(game)[seat])
            scored = points(game)
            row.append(place if scored is None else _("{place} · {points}", place=place, points=number(scored[seat])))
            if seat in game.winners:
                marked.add((r, k + 1))
        standing = standings[name]
        row.append(words().number(standing.won))
        row += [number(standing.points[kind]) if kind in standing.points else ABSENT for kind in kinds]
        rows.append(row)
    return Grid(headers, rows, marked, rule_before=len(games) + 1)


def standings_sheet(games: list[PlayedGame]) -> Grid:
    """The standings: place, name, wins, games played, and each kind of game's points added up."""
    kinds = kinds_with_points(games)
    headers = [("", ""), (_("Player"), ""), (_("Wins"), ""), (_("Games"), "")]
    headers += [(game_title(kind), _("total {points}", points=points_word(kind))) for kind in kinds]
    standings = evening_standings(games)
    rows, marked = [], set()
    for r, row in enumerate(standings):
        place = 1 + sum(other.won > row.won for other in standings)
        rows.append([place_word(place), shown(row.name), words().number(row.won), words().number(row.played),
                     *(number(row.points[k]) if k in row.points else ABSENT for k in kinds)])
        if row.won and place == 1:
            marked |= {(r, 1), (r, 2)}
    return Grid(headers, rows, marked)


def winners_sheet(games: list[PlayedGame]) -> Grid:
    """Each game in the order played: its number, title and winners."""
    headers = [("", ""), (_("Game"), ""), (_("Won by"), "")]
    rows = [[words().number(k + 1), game_title(g.game), words().listed(winners_of(g)) or ABSENT]
            for k, g in enumerate(games)]
    return Grid(headers, rows)


def leaders_line(games: list[PlayedGame], ended: bool = False) -> str:
    """"Ada leads with 2 wins.", "Ada and Basil lead with 1 win each." (an evening that has ended: "Ada won the
    evening with 2 wins."), or that no game has finished or been won yet."""
    standings = evening_standings(games)
    best = max((r.won for r in standings), default=0)
    if not games:
        return _("No game finished yet tonight.")
    leading = [shown(r.name) for r in standings if best and r.won == best]
    if not leading:
        return n_("{n} game, nobody won yet.", "{n} games, nobody won yet.", len(games))
    if ended and len(leading) == 1:
        return n_("{who} won the evening with {n} win.", "{who} won the evening with {n} wins.", best, who=leading[0])
    if ended:
        return n_("{who} shared the evening with {n} win each.", "{who} shared the evening with {n} wins each.", best,
                  who=words().listed(leading))
    if len(leading) == 1:
        return n_("{who} leads with {n} win.", "{who} leads with {n} wins.", best, who=leading[0])
    return n_("{who} lead with {n} win each.", "{who} lead with {n} wins each.", best, who=words().listed(leading))


def games_line(games: list[PlayedGame]) -> str:
    return n_("{n} game", "{n} games", len(games))


def _seat_of(game: PlayedGame, name: str) -> int | None:
    return next((i for i, s in enumerate(game.seats) if s.name.casefold() == name.casefold()), None)

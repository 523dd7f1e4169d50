"""What a game's box tells a group choosing it: the ages and playing time its rulebook prints, and the
options (and table sizes) good for a first game, as the game's `rules/<box>/RULES.md` decides.

Kept as data beside the rules texts, `tabletop/rules_text/<game-id>.box.json`: `ages` (the youngest age,
or null where the rulebook prints none), `minutes` ([shortest, longest], or null), `first_game` (`options`:
each switch's value for a first game; `players`: [fewest, most], where only some table sizes suit one),
`points`: how an evening adds up the game's final scores ("higher": the most points win, "lower": the fewest
win, as Hi-Lo's penalty points, "none": the game has no points, only a winner), `revealed` (optional): the
public view's field that says each seat's hidden role once the game revealed it (the history keeps that and
nothing else), `who_starts` (WhoStarts: how the game's first player, dealer or first leader is chosen) and
`rulebook`: where the numbers are printed (for readers of the file, never shown).

`who_starts` holds: `role` ("first player", "dealer" or "first leader", as the book names who begins), `phrase`
(the rulebook's own sentence on it, a message id New game shows on hover; null where the book says nothing),
`choices` (how a group may choose: "random" always, "seat" unless the book says it must be random, "winner" /
"loser": the last game's, where the book or common practice does so), `first_player_offset` (the engine's
`first_player` is the chosen seat plus this, round the table: 1 where the engine's first player is the seat left
of the dealer, Herds and Hi-Lo), `view` (the field of the seat's view at the start that names the chosen seat:
`dealer`, `leader`, `turn`...) and its own `rulebook` note (where the book says it, or whose practice it is).
"""

import json
from dataclasses import dataclass, field
from functools import cache

from .library import RULES_DIR

ROLES = ("first player", "dealer", "first leader")
CHOICES = ("random", "seat", "winner", "loser")


@dataclass(frozen=True)
class WhoStarts:
    """How a game's first player (or dealer, or first leader) is chosen, as its rulebook says."""

    role: str = "first player"                       # ROLES: who the book says begins
    phrase: str | None = None                        # the rulebook's sentence (a message id); None: it says nothing
    choices: tuple[str, ...] = ("random", "seat")    # CHOICES the book or common practice allows
    first_player_offset: int = 0                     # engine first_player = (chosen seat + this) % players
    view: str = "turn"                               # the start view's field naming the chosen seat

    def first_player(self, seat: int, players: int) -> int:
        """The engine's `first_player` option for the chosen seat (the dealer, where the role is "dealer")."""
        return (seat + self.first_player_offset) % players


def _who_starts(data: dict | None) -> WhoStarts | None:
    """The `who_starts` entry checked: a role and choices the app knows, at random always allowed."""
    if not data:
        return None
    choices = tuple(data.get("choices") or ("random",))
    if data.get("role") not in ROLES or "random" not in choices or not set(choices) <= set(CHOICES):
        raise ValueError(f"who_starts: unknown role or choices in {data!r}")
    return WhoStarts(role=data["role"], phrase=data.get("phrase"), choices=choices,
                     first_player_offset=int(data.get("first_player_offset", 0)), view=data.get("view", "turn"))


@dataclass(frozen=True)
class BoxFacts:
    ages: int | None = None                          # "ages 8+" → 8; None: the rulebook does not say
    minutes: tuple[int, int] | None = None           # playing time, shortest and longest
    first_game_options: dict[str, bool] = field(default_factory=dict)
    first_game_players: tuple[int, int] | None = None
    points: str = "higher"                           # "higher", "lower" (penalty points) or "none"
    revealed: str | None = None                      # the public view's field of roles the end revealed
    who_starts: WhoStarts | None = None              # how the first player / dealer / first leader is chosen


@cache
def box_facts(game_id: str) -> BoxFacts:
    """The game's box facts; none known when the game has no file."""
    path = RULES_DIR / f"{game_id}.box.json"
    if not path.is_file():
        return BoxFacts()
    data = json.loads(path.read_text(encoding="utf-8"))
    first = data.get("first_game") or {}
    return BoxFacts(
        ages=data.get("ages"),
        minutes=tuple(data["minutes"]) if data.get("minutes") else None,
        first_game_options=dict(first.get("options") or {}),
        first_game_players=tuple(first["players"]) if first.get("players") else None,
        points=data.get("points", "higher"),
        revealed=data.get("revealed"),
        who_starts=_who_starts(data.get("who_starts")),
    )


def who_starts_phrases() -> list[str]:
    """The rulebooks' sentences on who starts, for the catalogs (rules/language/catalogs.py reads them)."""
    rules = [box_facts(path.name.removesuffix(".box.json")).who_starts for path in sorted(RULES_DIR.glob("*.box.json"))]
    return [rule.phrase for rule in rules if rule is not None and rule.phrase]

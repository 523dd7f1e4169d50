"""What a game's box tells a group choosing it: the ages and playing time its rulebook prints, and the
options (and table sizes) good for a first game, as the game's `rules/<box>/RULES.md` decides.

Kept as data beside the rules texts, `tabletop/rules_text/<game-id>.box.json`: `ages` (the youngest age,
or null where the rulebook prints none), `minutes` ([shortest, longest], or null), `first_game` (`options`:
each switch's value for a first game; `players`: [fewest, most], where only some table sizes suit one),
`points`: how an evening adds up the game's final scores ("higher": the most points win, "lower": the fewest
win, as Hi-Lo's penalty points, "none": the game has no points, only a winner), `revealed` (optional): the
public view's field that says each seat's hidden role once the game revealed it (the history keeps that and
nothing else), and `rulebook`: where the numbers are printed (for readers of the file, never shown).
"""

import json
from dataclasses import dataclass, field
from functools import cache

from .library import RULES_DIR


@dataclass(frozen=True)
class BoxFacts:
    ages: int | None = None                          # "ages 8+" → 8; None: the rulebook does not say
    minutes: tuple[int, int] | None = None           # playing time, shortest and longest
    first_game_options: dict[str, bool] = field(default_factory=dict)
    first_game_players: tuple[int, int] | None = None
    points: str = "higher"                           # "higher", "lower" (penalty points) or "none"
    revealed: str | None = None                      # the public view's field of roles the end revealed


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
    )

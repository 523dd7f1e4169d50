"""Who starts a game and why: the rule a group chose (New game, Play again) made into the engine's `first_player`,
and the log's first line that says it ("Ada deals: chosen in New game").

The rule is one of RULES: a seat chosen by the group ("chosen"), the last game's winner or its loser; at random is
no rule at all (`first_player` None: the engine's seeded draw, so a seed deals as it always did). Each game's box
facts say which rules its book or common practice allows and what the engine's `first_player` means there
(`WhoStarts.first_player_offset`: Herds and Hi-Lo take the seat left of the dealer). A save keeps the rule
(`SaveRecord.who_starts`), so the log says why and Play again applies it again.

The log's line is read from the seat's own view of the game's first position (the field the box facts name:
`dealer`, `leader`, `turn`...): who deals or starts is public in every game from the start.
"""

from dataclasses import dataclass
from types import SimpleNamespace

from ..evening.standings import places
from ..language import N_, _
from ..rules_text.box import WhoStarts, box_facts
from .log import LogLine

RULES = ("chosen", "winner", "loser")

# Who begins, as each game's book names them; the name is the seat's.
ROLE_LINES = {"first player": N_("{name} starts"), "dealer": N_("{name} deals"),
              "first leader": N_("{name} leads first")}
# Why: the save's rule; "random": none (the engine drew); "set": a first player given without a rule (the
# command line's --first-player).
WHY = {"random": N_("drawn at random"), "set": N_("chosen for this game"), "chosen": N_("chosen in New game"),
       "winner": N_("won the last game"), "loser": N_("lost the last game")}


AT_RANDOM_ONLY = WhoStarts(choices=("random",))     # a game whose box facts do not say: the engine draws


def rule_of(game_id: str) -> WhoStarts:
    """How the game's first player is chosen, as its box facts say (at random only where they say nothing)."""
    return box_facts(game_id).who_starts or AT_RANDOM_ONLY


@dataclass(frozen=True)
class LastGame:
    """A finished game's people by name, and which of them ended first and which last (ties: all of them)."""

    names: tuple[str, ...]
    winners: tuple[int, ...]
    losers: tuple[int, ...]

    @classmethod
    def of(cls, names, scores, winners) -> "LastGame":
        """From a game's seats' names, its scores (higher is better) and its winners (a history entry or a Result)."""
        placed = places(SimpleNamespace(seats=list(names), scores=list(scores), winners=list(winners)))
        return cls(tuple(names), tuple(winners), tuple(s for s, p in enumerate(placed) if p == max(placed)))

    def seats_now(self, rule: str, names: list[str]) -> list[int]:
        """The seats at this table (by `names`) of the last game's winners ("winner") or losers ("loser")."""
        wanted = {self.names[s].casefold() for s in (self.winners if rule == "winner" else self.losers)}
        return [i for i, name in enumerate(names) if name.casefold() in wanted]


def seat_for(rule: str, last: LastGame | None, names: list[str], seed: int) -> int | None:
    """The seat that begins under "winner" or "loser": that person of the last game, seated here now; a tie is
    settled by lot, the new game's seed; None when no such person sits at this table."""
    seats = last.seats_now(rule, names) if last is not None else []
    return seats[seed % len(seats)] if seats else None


def first_player(game_id: str, seat: int, players: int) -> int:
    """The engine's `first_player` for the seat that begins as the book names it (a dealer game's dealer)."""
    return rule_of(game_id).first_player(seat, players)


def again(game_id: str, rule: str | None, options: dict, names: list[str], scores, winners, seed: int) -> dict:
    """The options of the next game at this table (Play again) under the same rule: the winner or the loser of
    the game just finished begins; a chosen seat or at random stay as they were."""
    if rule not in ("winner", "loser"):
        return dict(options)
    seat = seat_for(rule, LastGame.of(names, scores, winners), names, seed)
    return {**options, "first_player": first_player(game_id, seat, len(names))} if seat is not None else dict(options)


def starter_seat(game, first_state, seat) -> int | None:
    """The seat that began, read from `seat`'s own view of the game's first position (box facts' `view`); None where
    the box facts do not say who begins (a game without them names nobody)."""
    facts = box_facts(game.id).who_starts
    if facts is None:
        return None
    named = getattr(game.view(first_state, seat), facts.view, None)
    return named if isinstance(named, int) and not isinstance(named, bool) and 0 <= named else None


def starter_line(game, played, seat, name) -> str:
    """The log's first line: who began and why ("Ada deals: chosen in New game"), from `seat`'s view of the first
    position and the save's rule; "" when the view names nobody. `played` is a couch Match or a Replayed."""
    begun = starter_seat(game, played.states[0], seat)
    if begun is None:
        return ""
    record = played.record
    why = record.who_starts or ("set" if record.options.get("first_player") is not None else "random")
    role = rule_of(game.id).role
    return _("{who}: {why}", who=_(ROLE_LINES[role], name=name(begun)), why=_(WHY[why]))


def opening_lines(game, played, seat, name) -> list[LogLine]:
    """The lines a seat's log begins with, before the game's events: who began and why."""
    line = starter_line(game, played, seat, name)
    return [LogLine(line)] if line else []


def first_player_meaning(games) -> str:
    """`play --first-player N`'s help (plain English, as the command line's): what the engine's first player is in
    each game where it is not simply the seat that starts (a dealer game's dealer or the seat left of them)."""
    kinds: dict[str, list[str]] = {}
    for game in games:
        facts = rule_of(game.id)
        if facts.role == "dealer":
            kinds.setdefault("the seat left of the dealer" if facts.first_player_offset else "the dealer",
                             []).append(game.title)
        elif facts.role == "first leader":
            kinds.setdefault("the first leader", []).append(game.title)
    said = "; ".join(f"{', '.join(titles)}: {what}" for what, titles in kinds.items())
    return f"the engine's first player, seat N from 0 (--option first_player=N): the seat that starts ({said})"

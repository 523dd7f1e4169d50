"""Why did it do that? In a finished game's replay, what a bot weighed from its own view when it moved.

What a bot weighed is recorded when it decides, not worked out afterwards: the bot's worker answers with its
move and its search's weighing (table/bots.py `weighed`: the move played, then the two best alternatives, each
with how many imagined games began with it and the share it won), and the table keeps that with the move in
the save (storage/saves.py `BotWeighing`, an optional field written only when there is one; a damaged or
hostile entry is dropped when the file is read, and here too when it does not fit the game: its choice must
be the move played, its alternatives legal moves of that seat at that position). So "at the time" is the
bot's own search at its own level, an easy bot's slips included.

A game saved before weighings were kept, or a bot that does not search (random), has none: then the strong
search weighs that seat's own view at that position again, at a fixed number of playouts and a fixed seed
(the same words every time), and the words say it was worked out again now.

Never while a game can still be played: a bot's alternatives name the cards in its hand (and in La Criatura
its side). `why_at` answers only for a finished game, and the table's own scene has no such words at all.
"""

import json
from dataclasses import dataclass

import pygame

from ..language import _, n_
from ..render import fonts
from ..table.you import to_you

RECOMPUTE_PLAYOUTS = 120     # the strong search where a save holds no weighing: at most about a second
SHOWN_ALTERNATIVES = 2
INK, SOFT, CARD, EDGE = (40, 30, 10), (90, 70, 30), (250, 245, 230), (170, 140, 80)


@dataclass(frozen=True)
class Considered:
    """One move a bot weighed: `won` is the share of the imagined games it won, None if the search did not try it."""

    move: object
    tried: int
    won: float | None


@dataclass(frozen=True)
class Why:
    seat: int
    choice: Considered
    alternatives: tuple[Considered, ...]
    playouts: int
    recomputed: bool          # worked out again in the replay (the save kept no weighing for this move)
    only_move: bool           # the seat had nothing else it could do


def has_why(replayed, at: int) -> bool:
    """Whether move `at` has a why to tell (a bot's, in a finished game), without working it out: stepping through
    a replay must not search at every step (a recomputed why takes a second; it is worked out when asked)."""
    game, record = replayed.game, replayed.record
    if not (record.finished or game.is_over(replayed.states[-1])) or not 0 <= at < len(replayed.moves):
        return False
    seat = replayed.moves[at].seat
    kept = any(w.at == at and w.seat == seat for w in record.bot_weighings)
    return kept or (0 <= seat < len(record.seats) and record.seats[seat].kind == "bot")


def why_at(replayed, at: int) -> Why | None:
    """What the bot that made move `at` weighed, or None: a person's move, or a game that is not over."""
    game, record = replayed.game, replayed.record
    if not (record.finished or game.is_over(replayed.states[-1])) or not 0 <= at < len(replayed.moves):
        return None
    move, state = replayed.moves[at], replayed.states[at]
    seat = move.seat
    legal = game.legal_moves(state, seat)
    kept = next((w for w in record.bot_weighings if w.at == at and w.seat == seat), None)
    if kept is not None:
        found = recorded(game, kept, move, legal)
        if found is not None:
            return found
    if not 0 <= seat < len(record.seats) or record.seats[seat].kind != "bot":
        return None
    return recomputed(game, state, seat, move, legal, seed=record.seed * 1009 + at)


def recorded(game, kept, move, legal: list) -> Why | None:
    """A save's weighing of `move`, if it fits: its first move is the move played, the others legal then."""
    try:
        considered = [Considered(game.load_move(json.dumps(w.move)), w.tried, w.won if w.tried else None)
                      for w in kept.moves]
    except Exception:  # a move this game cannot read: the entry is dropped
        return None
    if considered[0].move != move or any(c.move not in legal for c in considered[1:]):
        return None
    others = tuple(c for c in considered[1:] if c.move != move and c.tried)[:SHOWN_ALTERNATIVES]
    return Why(kept.seat, considered[0], others, kept.playouts, False, len(legal) == 1)


def recomputed(game, state, seat: int, move, legal: list, seed: int) -> Why:
    """The strong search weighs the seat's own view at that position again (the view only: never the state)."""
    from rules.bots import SearchBot

    bot = SearchBot(seed, iterations=RECOMPUTE_PLAYOUTS, hints=True, mast=0.1)   # the strong level's search
    weighing = bot.weigh(game, game.view(state, seat))
    tried = {id(w): Considered(w.move, w.tried, w.mean if w.tried else None) for w in weighing.moves}
    chosen = next((tried[id(w)] for w in weighing.moves if w.move == move), Considered(move, 0, None))
    others = tuple(tried[id(w)] for w in weighing.moves if w.move != move and w.tried)[:SHOWN_ALTERNATIVES]
    return Why(seat, chosen, others, weighing.playouts, True, len(legal) == 1)


# ----- words ---------------------------------------------------------------------------------------------

def move_words(adapter, move, seat: int) -> str:
    """A move as the seat's own button words it ("Play the 5 on the Lion stack"; the table's sentence where a
    game has no button words for it)."""
    return adapter.say(to_you(adapter.game.describe_move(move), seat, button=True))


def of_ten(won: float) -> int:
    return round(min(1.0, max(0.0, won)) * 10)


def why_words(adapter, why: Why) -> tuple[str, list[str]]:
    """(title, lines): where the weighing comes from, the choice and its estimate, the alternatives and theirs."""
    who = adapter.name(why.seat)
    title = _("Why {who} did that", who=who)
    if why.recomputed:
        source = n_("Worked out again now: this save does not keep what {who} weighed, so the strong search "
                    "weighed {who}'s own view at that moment in {n} imagined game.",
                    "Worked out again now: this save does not keep what {who} weighed, so the strong search "
                    "weighed {who}'s own view at that moment in {n} imagined games.", why.playouts, who=who)
    else:
        source = n_("What {who} weighed from its own view when it moved, in {n} imagined game.",
                    "What {who} weighed from its own view when it moved, in {n} imagined games.",
                    why.playouts, who=who)
    chosen = move_words(adapter, why.choice.move, why.seat)
    if why.only_move:
        choice = _("Its choice, “{move}”, was its only move.", move=chosen)
    elif why.choice.won is None:
        choice = _("Its choice, “{move}”, was not among the moves the search tried.", move=chosen)
    else:
        choice = _("Its choice, “{move}”, won {n} of 10 imagined games.", move=chosen, n=of_ten(why.choice.won))
    lines = [source, choice]
    alts = [(move_words(adapter, c.move, why.seat), of_ten(c.won or 0.0)) for c in why.alternatives]
    if len(alts) >= 2:
        lines.append(_("The alternatives: “{first}”, {n} of 10; “{second}”, {m} of 10.",
                       first=alts[0][0], n=alts[0][1], second=alts[1][0], m=alts[1][1]))
    elif alts:
        lines.append(_("The alternative: “{first}”, {n} of 10.", first=alts[0][0], n=alts[0][1]))
    elif not why.only_move:
        lines.append(_("It tried no other move."))
    return title, lines


def draw_why(surface: pygame.Surface, area: pygame.Rect, title: str, lines: list[str], unit: int) -> None:
    """The why as a card at the foot of the play area `area` (the step's words stay readable in the bar below, the
    log beside it)."""
    width = min(area.w - 2 * unit, unit * 48)
    size = max(13, unit)
    inner = width - 2 * unit
    wrapped = [fonts.wrap(line, size, inner) for line in lines]
    title_size = fonts.fitting_size(title, round(unit * 1.3), inner, least=size)
    high = unit * 2 + title_size + unit // 2 + sum(len(w) for w in wrapped) * (size + 5) + unit // 2 * len(lines)
    panel = pygame.Rect(0, 0, width, min(area.h - unit, high))
    panel.midbottom = (area.centerx, area.bottom - unit // 2)
    pygame.draw.rect(surface, CARD, panel, border_radius=14)
    pygame.draw.rect(surface, EDGE, panel, width=2, border_radius=14)
    fonts.cover(surface, panel, "overlay")
    with fonts.within(panel, "why"):
        y = panel.y + unit
        fonts.blit_text(surface, fonts.fit(title, title_size, inner, "bold"), title_size, (panel.x + unit, y), INK,
                        "bold")
        y += title_size + unit // 2
        for i, rows in enumerate(wrapped):
            for row in rows:
                if y + size > panel.bottom - unit // 2:
                    break
                fonts.blit_text(surface, row, size, (panel.x + unit, y), SOFT if i == 0 else INK)
                y += size + 5
            y += unit // 2

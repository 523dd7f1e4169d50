"""What every game's text renderer shares: player names, counts in words, options in the player's voice.

A renderer turns one view (never the full state) into lines a player reads at a glance. A game without
a renderer of its own gets `Renderer`, which lays out any view field by field (see text_view.py).
"""

import json
import re
import textwrap

from rules.core import Engine, seat_name
from rules.language import Words, words_for


def name(view, seat: int | None, words: Words | None = None) -> str:
    """'Player 3', or 'Player 1 (you)' for the seat whose view this is (in `words`' language, English if none)."""
    _ = words or words_for("en")
    if seat is None or seat < 0:
        return _("nobody")
    return _("Player {n} (you)", n=seat + 1) if seat == view.seat else _.seat(seat)


def names(view, seats, words: Words | None = None) -> str:
    _ = words or words_for("en")
    return _.listed([name(view, p, _) for p in seats]) or _("nobody")


def and_list(items, words: Words | None = None) -> str:
    return (words or words_for("en")).listed([str(i) for i in items])


def waiting_line(view, words: Words | None = None) -> str:
    """Whose turn it is, in words."""
    _ = words or words_for("en")
    if view.over:
        return _("The game is over.")
    if not view.to_act:
        return ""
    if view.seat is not None and view.seat in view.to_act:
        others = [p for p in view.to_act if p != view.seat]
        if others:
            return _("Your turn. ({who} also to decide.)", who=names(view, others, _))
        return _("Your turn.")
    return _("Waiting for {who}.", who=names(view, view.to_act, _))


def columns(rows: list[list[str]], indent: str = "  ", gap: str = "  ") -> list[str]:
    """Rows of cells, each column as wide as its widest cell."""
    if not rows:
        return []
    widths = [max(len(r[i]) if i < len(r) else 0 for r in rows) for i in range(max(len(r) for r in rows))]
    out = []
    for r in rows:
        cells = [c.ljust(widths[i]) for i, c in enumerate(r)]
        out.append((indent + gap.join(cells)).rstrip())
    return out


WIDTH = 100


def fold(lines: list[str], width: int = WIDTH) -> list[str]:
    """Long lines wrapped at `width`, each continuation indented under its line's text."""
    out = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        lead = line[: len(line) - len(line.lstrip())]
        out += textwrap.wrap(line, width, initial_indent="", subsequent_indent=lead + "  ",
                             break_on_hyphens=False) or [line]
    return out


def wrapped(label: str, items, width: int = WIDTH, sep: str = ", ") -> list[str]:
    """'label: a, b, c' wrapped under itself when it gets long."""
    items = [str(i) for i in items]
    head = f"{label}: "
    lines, line = [], head
    for i, item in enumerate(items):
        piece = item + (sep.rstrip() if i < len(items) - 1 else "")
        if len(line) + len(piece) > width and line.strip() != head.strip():
            lines.append(line.rstrip())
            line = " " * len(head)
        line += piece + " "
    lines.append(line.rstrip())
    return lines


# ----- options: the engine's own words, said to the player -------------------------------------------
_IRREGULAR = {"is": "", "has": "have", "does": "do", "goes": "go"}


def _imperative(verb: str) -> str | None:
    """'plays' -> 'play', 'passes' -> 'pass', 'is' -> '' ; None if the word is not a verb ending in s."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if not verb.endswith("s") or len(verb) < 3:
        return None
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    return verb[:-1]


def as_option(text: str, seat: int) -> str:
    """An engine's 'Player 1 plays the blue 5.' as an option for Player 1: 'Play the blue 5'.

    Only the subject and the verb's ending change; the rest stays in the engine's words (another
    mention of the acting seat becomes 'yourself', 'their' becomes 'your').
    """
    text = text.strip().rstrip(".")
    subject = seat_name(seat) + " "
    if not text.startswith(subject):
        return text
    rest = text[len(subject):]
    verb, _, tail = rest.partition(" ")
    plain = _imperative(verb)
    if plain is None:
        return text
    said = f"{plain} {tail}".strip() if plain else tail
    said = re.sub(rf"\b{re.escape(seat_name(seat))}\b(?!\d)", "yourself", said)
    said = re.sub(r"\btheir\b", "your", said)
    return said[:1].upper() + said[1:]


def move_fields(game, move, view) -> str:
    """A move of an engine without describe_move, from its JSON: 'Play: card n-2'."""
    data = json.loads(game.dump_move(move))
    kind = str(data.pop("kind", "move")).replace("_", " ")
    data.pop("seat", None)
    details = ", ".join(f"{k.replace('_', ' ')} {name(view, v) if k in ('target', 'to') and isinstance(v, int) else v}"
                        for k, v in data.items())
    return kind.capitalize() + (f": {details}" if details else "")


class Renderer:
    """What every game's renderer shares; each game writes `position` (generic.py: any view, field by field).

    `words` is the reader's language (`renderer_for` gives each game a renderer with it); a renderer makes
    every line with it: `self.words("Hand: {cards}", cards=...)`, `self.words.say(game.describe_event(e))`.
    """

    words: Words = words_for("en")

    def position(self, view) -> list[str]:
        raise NotImplementedError

    def option(self, game, move, view) -> str:
        """How one legal move reads in the numbered list (`view` is the deciding seat's)."""
        if type(game).describe_move is Engine.describe_move:  # no words of its own: name the fields
            return move_fields(game, move, view)
        sentence = game.describe_move(move)
        if self.words.lang == "en":
            return as_option(str(sentence), move.seat)
        return self.words.say(sentence).rstrip(".")

    def group(self, label: str) -> tuple[str, str] | None:
        """(heading, item) when a long list reads better grouped: ('Play 3 Lion at', 'row 0, column 1')."""
        return None

    def narrate(self, game, event) -> str:
        return self.words.say(game.describe_event(event))

    def final(self, game, view, result) -> list[str]:
        """The final scores, one line per player."""
        _ = self.words
        return [_("  {who}: {score}", who=name(view, p, _), score=score) + (_("  (winner)") if p in result.winners
                                                                             else "")
                for p, score in enumerate(result.scores)]


"""Animal Hunt in words: the face-down hunting ground as a grid with its gaps, score piles, duckies, your hand."""

from rules.safari.components import ANIMALS, SUIT_NAMES, SUIT_OF, card_name

from .base import Renderer, columns, count, name, waiting_line, wrapped
from .safari_common import card_mark, card_names, legend

FACE_DOWN = "down"


def grid_lines(v) -> list[str]:
    """Rows and columns numbered from 1, as the moves name them: '##' face down, '3Li' face up, '.' a gap."""
    rows = [["", *[f"col {c + 1}" for c in range(v.cols)]]]
    for r in range(v.rows):
        cells = []
        for c in range(v.cols):
            card = v.grid[r * v.cols + c]
            cells.append("." if card is None else "##" if card == FACE_DOWN else card_mark(card))
        rows.append([f"row {r + 1}", *cells])
    return columns(rows, indent="    ", gap="  ")


class AnimalHunt(Renderer):
    def position(self, v) -> list[str]:
        down = sum(1 for c in v.grid if c == FACE_DOWN)
        lines = [f"Animal Hunt. The hunting ground ({count(down, 'card')} face down as ##; . = a gap):"]
        lines += grid_lines(v)
        up = [c for c in v.grid if c not in (None, FACE_DOWN)]
        if up:
            suits = sorted({SUIT_OF[c] for c in up}, key=ANIMALS.index)
            lines.append(f"  Face up: {', '.join(card_name(c) for c in up)} ({legend(suits)}).")
        if v.phase == "choose" and v.first_flip is not None:
            card = v.grid[v.first_flip]
            where = f"row {v.first_flip // v.cols + 1}, column {v.first_flip % v.cols + 1}"
            lines.append(f"{name(v, v.turn)} flipped the {card_name(card)} at {where}: now show its twin from the "
                         "hand, ask a player for it, or flip another card.")
        lines.append("Players (a card in the score pile is 1 point, a ducky 2):")
        rows = []
        for p in range(v.players):
            pile = v.piles[p]
            ducks = [SUIT_NAMES[a] for a in ANIMALS if v.duckies.get(a) == p]
            rows.append([name(v, p), f"{count(v.hand_sizes[p], 'card')} in hand",
                         f"score pile {len(pile)}", "duckies: " + (", ".join(ducks) or "none"),
                         f"= {count(v.scores[p], 'point')}"])
        lines += columns(rows, indent="    ")
        for p in range(v.players):
            if v.piles[p]:
                lines += wrapped(f"    Pairs won by {name(v, p)}", card_names(v.piles[p][::2]))
        free = [SUIT_NAMES[a] for a in ANIMALS if v.duckies.get(a) is None]
        if free:
            lines.append(f"  Duckies nobody has won yet: {', '.join(free)}.")
        if v.seat is not None:
            lines += wrapped("Your hand", card_names(v.hand) or ["empty"])
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def group(self, label: str):
        head, sep, column = label.rpartition(", column ")
        return (head, "column " + column) if sep and head.startswith("Flip") else None

    def final(self, game, v, result) -> list[str]:
        return [f"  {name(v, p)}: {count(x, 'point')}" + ("  (winner)" if p in result.winners else "")
                for p, x in enumerate(v.scores)]


RENDERER = AnimalHunt()

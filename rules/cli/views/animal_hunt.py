"""Animal Hunt in words: the face-down hunting ground as a grid with its gaps, score piles, duckies, your hand."""

from rules.safari.components import ANIMALS, SUIT_OF

from .base import columns, name, waiting_line, wrapped
from .safari_common import SafariRenderer, animal_name, card_mark, card_name, card_names, legend

FACE_DOWN = "down"


def grid_lines(v, words) -> list[str]:
    """Rows and columns numbered from 1, as the moves name them: '##' face down, '3Li' face up, '.' a gap."""
    rows = [["", *[words("col {n}", n=c + 1) for c in range(v.cols)]]]
    for r in range(v.rows):
        cells = []
        for c in range(v.cols):
            card = v.grid[r * v.cols + c]
            cells.append("." if card is None else "##" if card == FACE_DOWN else card_mark(card, words))
        rows.append([words("row {n}", n=r + 1), *cells])
    return columns(rows, indent="    ", gap="  ")


class AnimalHunt(SafariRenderer):
    def position(self, v) -> list[str]:
        _ = self.words
        down = sum(1 for c in v.grid if c == FACE_DOWN)
        lines = [_.n_("Animal Hunt. The hunting ground ({n} card face down as ##; . = a gap):",
                      "Animal Hunt. The hunting ground ({n} cards face down as ##; . = a gap):", down)]
        lines += grid_lines(v, _)
        up = [c for c in v.grid if c not in (None, FACE_DOWN)]
        if up:
            suits = sorted({SUIT_OF[c] for c in up}, key=ANIMALS.index)
            lines.append(_("  Face up: {cards} ({legend}).", cards=", ".join(card_name(c, _) for c in up),
                           legend=legend(suits, _)))
        if v.phase == "choose" and v.first_flip is not None:
            card = v.grid[v.first_flip]
            lines.append(_("{who} flipped the {card} at row {row}, column {col}: now show its twin from the hand, "
                           "ask a player for it, or flip another card.", who=name(v, v.turn, _),
                           card=card_name(card, _), row=v.first_flip // v.cols + 1, col=v.first_flip % v.cols + 1))
        lines.append(_("Players (a card in the score pile is 1 point, a ducky 2):"))
        rows = []
        for p in range(v.players):
            pile = v.piles[p]
            ducks = [animal_name(a, _) for a in ANIMALS if v.duckies.get(a) == p]
            rows.append([name(v, p, _), _.n_("{n} card in hand", "{n} cards in hand", v.hand_sizes[p]),
                         _("score pile {n}", n=len(pile)),
                         _("duckies: {animals}", animals=", ".join(ducks) or _("none")),
                         _.n_("= {n} point", "= {n} points", v.scores[p])])
        lines += columns(rows, indent="    ")
        for p in range(v.players):
            if v.piles[p]:
                lines += wrapped("    " + _("Pairs won by {who}", who=name(v, p, _)), card_names(v.piles[p][::2], _))
        free = [animal_name(a, _) for a in ANIMALS if v.duckies.get(a) is None]
        if free:
            lines.append(_("  Duckies nobody has won yet: {animals}.", animals=", ".join(free)))
        if v.seat is not None:
            lines += wrapped(_("Your hand"), card_names(v.hand, _) or [_("empty")])
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return lines

    def group(self, label: str):
        """'Flip the card at row 2' / 'column 3': the flips of one row together (only flips name a column)."""
        column = self.words("column {col}", col="")
        head, sep, rest = label.rpartition(", " + column)
        return (head, column + rest) if sep and (self.words.lang != "en" or head.startswith("Flip")) else None

    def final(self, game, v, result) -> list[str]:
        return self.scores(v, v.scores, result.winners)


RENDERER = AnimalHunt()

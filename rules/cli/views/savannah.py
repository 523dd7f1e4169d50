"""Savannah in words: the card grid as a small text grid (rows and columns as the moves name them), scores, hand."""

from rules.core.said import N_
from rules.safari.components import SUIT_OF, SUITS

from .base import columns, name, names, waiting_line, wrapped
from .safari_common import SafariRenderer, card_mark, card_name, card_names, legend

PHASES = {"opening": N_("Savannah, the opening: each player lays one card. {dealer} dealt."),
          "one": N_("Savannah, Phase 1: build lines on the savannah. {dealer} dealt."),
          "two": N_("Savannah, Phase 2: clear the savannah. {dealer} dealt."),
          "over": N_("Savannah, the game is over. {dealer} dealt.")}


MAX_COLUMNS = 22
MAX_ROWS = 30


def by_row(v, words) -> list[str]:
    """A board too spread out for a grid: its cards and markers row by row, each at its column."""
    said: dict[tuple[int, int], str] = {(c.row, c.col): card_name(c.card, words) for c in v.board}
    for m in v.markers:
        said[(m.row, m.col)] = words("a space marked by {who}", who=name(v, m.owner, words))
    for r, c in v.pending_cells:
        said.setdefault((r, c), words("an unplayable space to mark"))
    lines = ["    " + words("(too spread out for a grid; row by row)")]
    for r in sorted({r for r, _ in said}):
        cells = ", ".join(words("{what} at column {col}", what=said[(r, c)], col=c)
                          for c in sorted(c for q, c in said if q == r))
        lines.append("    " + words("row {row}: {cells}", row=r, cells=cells))
    return lines


def grid_lines(v, words) -> list[str]:
    """Every card and marker, with one empty ring around them: '3Li' a card, 'X2' a space marked by Player 2,
    '?' an unplayable space waiting for its marker, '.' an empty space."""
    cells: dict[tuple[int, int], str] = {(c.row, c.col): card_mark(c.card, words) for c in v.board}
    for m in v.markers:
        cells[(m.row, m.col)] = f"X{m.owner + 1}"
    for r, c in v.pending_cells:
        cells.setdefault((r, c), "?")
    if not cells:
        return ["    " + words("(no cards yet)")]
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    top, bottom, left, right = min(rows) - 1, max(rows) + 1, min(cols) - 1, max(cols) + 1
    if right - left + 1 > MAX_COLUMNS or bottom - top + 1 > MAX_ROWS:
        return by_row(v, words)
    suits = sorted({SUIT_OF[c.card] for c in v.board}, key=SUITS.index)
    keys = [legend(suits, words)] if suits else []
    keys.append(words("X2 = a space marked by Player 2; ? = unplayable, to be marked") if v.pending_cells
                else words("X2 = a space marked by Player 2"))
    out = [[words("column"), *[str(c) for c in range(left, right + 1)]]]
    for r in range(top, bottom + 1):
        out.append([words("row {n}", n=r), *[cells.get((r, c), ".") for c in range(left, right + 1)]])
    return [f"  {k}." for k in keys] + columns(out, indent="    ", gap=" ")


class Savannah(SafariRenderer):
    def position(self, v) -> list[str]:
        _ = self.words
        dealer = name(v, v.dealer, _)
        lines = [_(PHASES.get(v.phase, PHASES["over"]), dealer=dealer)]
        cards = lambda n: _.n_("{n} card", "{n} cards", n)  # noqa: E731 - a count said the same way throughout
        if v.phase in ("opening", "one"):
            lines.append(_("  1st deck {first}, 2nd deck {second}.", first=cards(v.deck1_size),
                           second=cards(v.deck2_size)))
        elif v.phase == "two":
            lines.append(_.n_("  Deck {deck}; {n} card cleared so far.", "  Deck {deck}; {n} cards cleared so far.",
                              len(v.removed), deck=cards(v.deck1_size)))
        if v.phase == "opening" and v.opening_left:
            lines.append(_("  Still to lay an opening card: {who}.", who=names(v, v.opening_left, _)))
        lines.append(_("The savannah (rows go down, columns across):"))
        lines += grid_lines(v, _)
        if v.phase in ("opening", "one", "two"):
            lines.append(_("  A card must touch another card (side or corner). A row or column of cards must be one"))
            lines.append(_("  animal with different numbers, one number with different animals, or all different."))
        if v.pending_cells:
            where = ", ".join(_("row {row}, column {col}", row=r, col=c) for r, c in v.pending_cells)
            lines.append(_("  Unplayable spaces to mark (?): {where}.", where=where))
        if v.pending_pair:
            r, c = v.pending_cells[0]
            lines.append(_("  You drew {cards}: one goes face down on row {row}, column {col}, the other on top of "
                           "the 1st deck.", cards=_.listed([card_name(x, _) for x in v.pending_pair]), row=r, col=c))
        mine = [m for m in v.markers if m.card]
        if mine:
            lines.append(_("  Your markers: {markers}.", markers=", ".join(
                _("{card} at row {row}, column {col}", card=card_name(m.card, _), row=m.row, col=m.col)
                for m in mine)))
        lines.append(_("Scores:"))
        lines += columns([[name(v, p, _), _.n_("{n} point", "{n} points", v.scores[p]),
                           _.n_("{n} card in hand", "{n} cards in hand", v.hand_sizes[p])]
                          for p in range(v.players)], indent="    ")
        if v.seat is not None:
            lines += wrapped(_("Your hand"), card_names(v.hand, _) or [_("empty")])
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return lines

    def group(self, label: str):
        """'Play 3 Lion at' / 'row 0, column 1': the places of one card together."""
        row = self.words("row {row}, column {col}", row="", col="").partition(",")[0]  # "row " / "Zeile "
        head, sep, where = label.partition(" " + row)
        return (head, row + where) if sep else None

    def final(self, game, v, result) -> list[str]:
        return self.scores(v, v.scores, result.winners)


RENDERER = Savannah()

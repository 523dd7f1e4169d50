"""Savannah in words: the card grid as a small text grid (rows and columns as the moves name them), scores, hand."""

from rules.safari.components import SUIT_OF, SUITS, card_name

from .base import Renderer, columns, count, name, names, waiting_line, wrapped
from .safari_common import card_mark, card_names, legend

PHASES = {"opening": "the opening: each player lays one card", "one": "Phase 1: build lines on the savannah",
          "two": "Phase 2: clear the savannah", "over": "the game is over"}


MAX_COLUMNS = 22
MAX_ROWS = 30


def by_row(v) -> list[str]:
    """A board too spread out for a grid: its cards and markers row by row, each at its column."""
    words: dict[tuple[int, int], str] = {(c.row, c.col): card_name(c.card) for c in v.board}
    for m in v.markers:
        words[(m.row, m.col)] = f"a space marked by {name(v, m.owner)}"
    for r, c in v.pending_cells:
        words.setdefault((r, c), "an unplayable space to mark")
    lines = ["    (too spread out for a grid; row by row)"]
    for r in sorted({r for r, _ in words}):
        lines.append(f"    row {r}: " + ", ".join(f"{words[(r, c)]} at column {c}"
                                                  for c in sorted(c for q, c in words if q == r)))
    return lines


def grid_lines(v) -> list[str]:
    """Every card and marker, with one empty ring around them: '3Li' a card, 'X2' a space marked by Player 2,
    '?' an unplayable space waiting for its marker, '.' an empty space."""
    cells: dict[tuple[int, int], str] = {(c.row, c.col): card_mark(c.card) for c in v.board}
    for m in v.markers:
        cells[(m.row, m.col)] = f"X{m.owner + 1}"
    for r, c in v.pending_cells:
        cells.setdefault((r, c), "?")
    if not cells:
        return ["    (no cards yet)"]
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    top, bottom, left, right = min(rows) - 1, max(rows) + 1, min(cols) - 1, max(cols) + 1
    if right - left + 1 > MAX_COLUMNS or bottom - top + 1 > MAX_ROWS:
        return by_row(v)
    suits = sorted({SUIT_OF[c.card] for c in v.board}, key=SUITS.index)
    keys = [legend(suits)] if suits else []
    keys.append("X2 = a space marked by Player 2" + ("; ? = unplayable, to be marked" if v.pending_cells else ""))
    out = [["column", *[str(c) for c in range(left, right + 1)]]]
    for r in range(top, bottom + 1):
        out.append([f"row {r}", *[cells.get((r, c), ".") for c in range(left, right + 1)]])
    return [f"  {k}." for k in keys] + columns(out, indent="    ", gap=" ")


class Savannah(Renderer):
    def position(self, v) -> list[str]:
        lines = [f"Savannah, {PHASES.get(v.phase, v.phase)}. {name(v, v.dealer)} dealt."]
        if v.phase in ("opening", "one"):
            lines.append(f"  1st deck {count(v.deck1_size, 'card')}, 2nd deck {count(v.deck2_size, 'card')}.")
        elif v.phase == "two":
            lines.append(f"  Deck {count(v.deck1_size, 'card')}; {count(len(v.removed), 'card')} cleared so far.")
        if v.phase == "opening" and v.opening_left:
            lines.append(f"  Still to lay an opening card: {names(v, v.opening_left)}.")
        lines.append("The savannah (rows go down, columns across):")
        lines += grid_lines(v)
        if v.phase in ("opening", "one", "two"):
            lines.append("  A card must touch another card (side or corner). A row or column of cards must be one")
            lines.append("  animal with different numbers, one number with different animals, or all different.")
        if v.pending_cells:
            where = ", ".join(f"row {r}, column {c}" for r, c in v.pending_cells)
            lines.append(f"  Unplayable spaces to mark (?): {where}.")
        if v.pending_pair:
            r, c = v.pending_cells[0]
            lines.append(f"  You drew {' and '.join(card_name(x) for x in v.pending_pair)}: one goes face down on "
                         f"row {r}, column {c}, the other on top of the 1st deck.")
        mine = [m for m in v.markers if m.card]
        if mine:
            lines.append("  Your markers: " + ", ".join(f"{card_name(m.card)} at row {m.row}, column {m.col}"
                                                      for m in mine) + ".")
        lines.append("Scores:")
        lines += columns([[name(v, p), count(v.scores[p], "point"), count(v.hand_sizes[p], "card") + " in hand"]
                          for p in range(v.players)], indent="    ")
        if v.seat is not None:
            lines += wrapped("Your hand", card_names(v.hand) or ["empty"])
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def group(self, label: str):
        head, sep, where = label.partition(" at row ")
        return (head + " at", "row " + where) if sep else None


    def final(self, game, v, result) -> list[str]:
        return [f"  {name(v, p)}: {count(x, 'point')}" + ("  (winner)" if p in result.winners else "")
                for p, x in enumerate(v.scores)]


RENDERER = Savannah()

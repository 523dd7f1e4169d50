"""How a sensible Savannah player leans, for the strong search bot's imagined playouts.

`weights(state, seat, moves)` gives one positive weight per legal move (1.0 = no opinion). Uniform
playouts put a card where it scores nothing as readily as where it completes a line of five, so an
imagined game was played by people who never look at the lines, and its standings said little
about the move being judged. This leaning plays a card for what it scores on the spot, as a person
scans the savannah for the best line:

- **Phase 1:** each line through the card scores its length (one animal, or one number) or its
  length less one (all different), as the engine scores it (`outcome`);
- **Phase 2:** the cards the play removes (each a point).

A move weighs exp(`PER_POINT` x points). Opening cards and the choice of a marker card stay coin
tosses. Every legal move keeps a weight above zero: a playout can still do anything.

Playouts look one round ahead (`horizon`, at every level): after the move being judged, each rival
answers it and the seat takes its own next turn, then the standings are scored. A placement's worth
is mostly what it leaves the next players, and a playout of seventy moves buries that under the
luck of the draw, at twenty times the cost. Three-player games at budgets x0.3, chance 33%:

- strong with this leaning and whole playouts, against medium with whole uniform playouts: 36%
  (25-48) of 60; strong looking three moves ahead, 62% (53-70) of 120 (61% and 63% on two sets of
  60 deals); six moves, 55% (42-67);
- medium with whole uniform playouts lost to easy, 21% (12-33) of 60; looking one round ahead it
  won 57% (48-66) of 120 (66% and 49% on two sets of 60). Strong against it: 33% (23-46) of 60,
  so the leaning adds nothing shown once both look one round ahead.

Strong scores its cut-off playouts on the seat's lead over its best rival (level 0.5, a lead of
`LEAD_SCALE` points 0.88; `reward.lead_rewards`), not on who leads: 42% (35-49) of 180 against medium
(40% of deals 0-59, 43% of 60-179), where scoring on who leads gave 34% (28-42) of the same 180.
Looking two rounds ahead instead gave 32% (21-44) of 60 (not kept).
"""

import math

from .savannah import WIDTH, line_kind, pos_of, run

PER_POINT = 0.6  # each point on the spot multiplies a placement's weight by about 1.8
LEAD_SCALE = 8.0  # a cut-off playout 8 points ahead of the best rival scores 0.88
ROW, COLUMN = 1, WIDTH  # the two directions a line runs in


def horizon(players: int) -> int:
    """One round: every rival's answer and the seat's own next turn."""
    return players


def weights(state, seat: int, moves) -> list[float]:
    if state.phase not in ("one", "two") or state.pending_pair:
        return [1.0] * len(moves)
    score = _phase_one_points if state.phase == "one" else _phase_two_points
    neighbours: dict[int, tuple[list[str], list[str]]] = {}
    out = []
    for m in moves:
        pos = pos_of(m.row, m.col)
        if pos not in neighbours:  # every card tried on a cell meets the same runs
            neighbours[pos] = (_beside(state.board, pos, ROW), _beside(state.board, pos, COLUMN))
        out.append(math.exp(PER_POINT * score(m.card, neighbours[pos])))
    return out


def _beside(board, pos: int, step: int) -> list[str]:
    """The cards the line through `pos` would hold besides the new one, both ways along `step`."""
    return run(board, pos, -step) + run(board, pos, step)


def _lines(card: str, runs) -> list[tuple[int, str]]:
    """(cards, kind) of each line the new card makes: one per run of cards beside it."""
    return [(len(others) + 1, line_kind([card, *others])) for others in runs if others]


def _line_points(length: int, kind: str) -> int:
    """One animal or one number scores the whole line, all different one less (as `outcome`)."""
    return length if kind in ("A", "B") else length - 1


def _phase_one_points(card: str, runs) -> int:
    return sum(_line_points(length, kind) for length, kind in _lines(card, runs))


def _phase_two_points(card: str, runs) -> int:
    """Cards removed: a lone line goes whole if one animal or one number, else all but the new card
    (so as many as it would score in Phase 1); two lines go together, the new card staying only if
    neither is one animal or one number."""
    lines = _lines(card, runs)
    if len(lines) < 2:
        return sum(_line_points(length, kind) for length, kind in lines)
    (a, kind_a), (b, kind_b) = lines
    together = a + b - 1
    return together if {kind_a, kind_b} & {"A", "B"} else together - 1

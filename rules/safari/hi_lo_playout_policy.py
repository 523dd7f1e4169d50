"""How a sensible Hi-Lo Hijinks player leans, for the strong search bot's imagined playouts.

`weights(state, seat, moves)` gives one positive weight per legal move (1.0 = no opinion). A seat
leans on its own hand and the open stacks only: it plays a card its stack wants (a match most of
all: it earns the bonus), takes a stack only when it must and then the smallest, and keeps off the
explorer cards while someone else holds the Ducktor ducky (taking it costs 4 points). Uniform
playouts take a five-card stack as readily as they play a wanted card, so every imagined line
was judged against players nobody meets at a table. Reversing and giving stay coin tosses.
Every legal move keeps a weight above zero: a playout can still do anything.
"""

import math

from .components import EXPLORER, NUMBER_OF, SUIT_OF
from .hi_lo_hijinks import wants

WANTED, MATCH = 4.0, 6.0
TAKEN_PER_CARD = 0.7  # each card of a taken stack divides the weight by about 2
TAKES_THE_DUCKTOR = 0.3


def weights(state, seat: int, moves) -> list[float]:
    return [_play_weight(state, seat, m) if m.kind == "play" else 1.0 for m in moves]


def _play_weight(state, seat: int, move) -> float:
    pile = state.stacks[move.stack]
    top = pile[-1]
    if wants(state.sides[move.stack], top, move.card):
        w = MATCH if NUMBER_OF[move.card] == NUMBER_OF[top] else WANTED
    else:
        w = math.exp(-TAKEN_PER_CARD * len(pile))
    if SUIT_OF[move.card] == EXPLORER and state.ducktor_holder != seat:
        w *= TAKES_THE_DUCKTOR
    return w

"""How a sensible Wonder Creature player leans, for the strong search bot's imagined playouts.

`weights(state, seat, moves)` gives one positive weight per legal move (1.0 = no opinion). A seat
leans only on its own hand: it keeps the cards that build a creature together and lets go of the
one that fits least, whether it starts an exchange or answers one, and it shows its strongest
three. Uniform playouts let every imagined player (the searching seat's own later self included)
hand away the card it needs as often as the one it does not, so a line was judged against players
nobody meets at a table. Whom to ask stays a coin toss. Every legal move keeps a weight above zero:
a playout can still do anything.

A card's fit is looked up, not searched: what the two cards left would make on average with any
third card of the deck, computed once from the card list (153 pairs, 816 creatures).
"""

import math
from functools import cache
from itertools import combinations

from .catalogue import CATALOGUE
from .ranking import strength

LEANING = 0.6  # a creature-score point multiplies a move's weight by e^(1/LEANING), about 5


def score(cards) -> float:
    """A creature's worth on one line: each level better is worth more than any backgrounds."""
    tier, *by_danger = strength(cards)
    colours = len(by_danger)
    return 4.0 * (5 - tier) + sum(-n * (colours - r) for r, n in enumerate(by_danger)) / (3.0 * colours)


@cache
def _tables() -> tuple[dict, dict]:
    ids = CATALOGUE.ids
    creatures = {frozenset(t): score(t) for t in combinations(ids, 3)}
    pairs = {}
    for a, b in combinations(ids, 2):
        thirds = [creatures[frozenset((a, b, c))] for c in ids if c not in (a, b)]
        pairs[frozenset((a, b))] = sum(thirds) / len(thirds)
    return creatures, pairs


def kept_worth(hand, card: str) -> float:
    """What the hand keeps when `card` leaves it: with three cards, the two left's promise; with
    more (the basic game's five), the best creature the rest already makes."""
    creatures, pairs = _tables()
    rest = [c for c in hand if c != card]
    if len(rest) == 2:
        return pairs[frozenset(rest)]
    return max(creatures[frozenset(t)] for t in combinations(rest, 3))


def weights(state, seat: int, moves) -> list[float]:
    hand = state.hands[seat]
    out = []
    for m in moves:
        if m.kind == "show":
            worth = _tables()[0][frozenset(m.cards)]
        else:
            worth = kept_worth(hand, m.card)
        out.append(worth)
    best = max(out)
    return [math.exp((w - best) / LEANING) for w in out]

"""Shuffling a deck, honouring a prearranged order when a tutorial or test asks for one."""

from collections import Counter

from .errors import SetupError
from .rng import Rng


def arrange(deck: list[str], order: list[str] | None, rng: Rng) -> list[str]:
    """Return `deck` shuffled; the ids in `order` (a prefix) come first, in that order.

    The shuffle always runs, so a game with an order uses the generator like one without.
    """
    cards = list(deck)
    rng.shuffle(cards)
    if not order:
        return cards
    wanted = Counter(order)
    have = Counter(deck)
    unknown = sorted(c for c in wanted if c not in have)
    if unknown:
        raise SetupError(f"deck_order names cards this deck does not have: {', '.join(unknown)}")
    extra = sorted(c for c, n in wanted.items() if n > have[c])
    if extra:
        raise SetupError(f"deck_order lists these cards more often than the deck has them: {', '.join(extra)}")
    rest = Counter(wanted)
    tail = []
    for c in cards:
        if rest[c] > 0:
            rest[c] -= 1
        else:
            tail.append(c)
    return list(order) + tail


def split_order(order: list[str] | None, members: set[str]) -> list[str] | None:
    """The part of a combined deck_order that belongs to one of a game's decks, order kept."""
    if not order:
        return None
    return [c for c in order if c in members]

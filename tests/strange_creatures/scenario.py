"""Helpers for Strange Creatures tests: stacked setups and moves in one line each.

Seats for the rulebook's examples: Ivan 0, Karl 1, Loren 2, Jane 3.
"""

from collections import Counter

import pytest

from rules import IllegalMove
from rules.strange_creatures import GAME
from rules.strange_creatures.cards import ALL_CARDS, CARDS, sort_key
from rules.strange_creatures.moves import Buy, Pass, Play, Remove

IVAN, KARL, LOREN, JANE = 0, 1, 2, 3


def start(hands: list[list[str]], draw: list[str] = (), first: int = 0, expert: bool = False, seed: int = 7):
    """A game whose seats hold exactly `hands` (5 Starting cards each) and whose display/draw pile start with `draw`."""
    assert all(len(h) == 5 for h in hands)
    order = [c for h in hands for c in h] + list(draw)
    return GAME.setup(len(hands), seed, {"deck_order": order, "first_player": first, "expert": expert})


def play(s, seat, card, plus=(), copy=None):
    return GAME.apply(s, Play(seat, card, tuple(plus), copy))


def buy(s, seat, card):
    return GAME.apply(s, Buy(seat, card))


def pass_(s, seat):
    return GAME.apply(s, Pass(seat))


def remove(s, seat, card):
    return GAME.apply(s, Remove(seat, card))


def trick(s, *plays):
    """Play (seat, card) or (seat, card, plus) or (seat, card, plus, copy) tuples in order."""
    for p in plays:
        s = play(s, *p)
    return s


def trick_winner(s):
    """Winner of the trick just completed, whether or not Phase 3 still waits for a decision."""
    return s.winner if s.trick else s.last_winner


def refused(s, move) -> IllegalMove:
    """Apply `move`, expect a refusal that explains itself, and check the state did not change."""
    before = GAME.dump_state(s)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, move)
    assert GAME.dump_state(s) == before
    assert err.value.reason and err.value.rule.startswith("Strange Creatures")
    return err.value


def pass_all(s):
    """Pass every pending Phase 3 decision until a card must be played (or the game ends)."""
    while s.phase in ("buy", "remove", "expert"):
        s = pass_(s, s.turn)
    return s


def give(s, seat: int, put_in: list[str], take_out: list[str] = ()):
    """Test fixture for tricks that need bought cards in hand at the start: moves Unknown Creature
    cards from the draw pile into a hand and sends `take_out` back (Starting cards to the box,
    others under the draw pile). All 72 cards stay accounted for."""
    s = GAME.clone(s)
    for c in put_in:
        assert c in s.draw, f"{c} is not in the draw pile (put it in the display-free part of deck_order)"
        s.draw.remove(c)
        s.hands[seat].append(c)
    for c in take_out:
        s.hands[seat].remove(c)
        (s.box if CARDS[c].starting else s.draw).append(c)
    s.hands[seat].sort(key=sort_key)
    return s


def where_cards_are(s) -> Counter:
    """Every card's count across all zones (hands, discards, trick, display, draw, removed, box)."""
    found = Counter()
    for zone in [*s.hands, *s.discards, *s.removed_hidden, s.removed_public, s.draw, s.box]:
        found.update(zone)
    found.update(c for c in s.display if c)
    for p in s.trick:
        found.update(p.plus)
        if not p.gone:
            found[p.card] += 1
    return found


def all_72_once(s) -> bool:
    return where_cards_are(s) == Counter(c.id for c in ALL_CARDS)

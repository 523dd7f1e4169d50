"""Invariants over many random games: all 18 cards accounted for at every step, and the bookkeeping
(hands, sets, discard, secret choices) agrees with the rules."""

import random
from collections import Counter

import pytest

from rules.wonder_creature import CATALOGUE, GAME

CONFIGS = [(2, False), (3, False), (2, True), (3, True), (4, True), (5, True), (6, True)]


def check(s) -> None:
    n = s.players
    everything = s.deck + [c for h in s.hands for c in h] + s.discard
    assert Counter(everything) == Counter(CATALOGUE.ids), "a card is missing or doubled"
    assert len(s.discard) == 3 * n * len(s.history)
    assert sum(s.sets) >= len(s.history) and all(r.winners for r in s.history)
    for h in s.hands:
        assert h == sorted(h, key=CATALOGUE.index.__getitem__)
    if s.phase != "over":
        start = 3 if s.advanced else 5
        assert [len(h) for h in s.hands] == [start] * n
        assert len(s.deck) == 18 - n * start - 3 * n * len(s.history)
        assert s.round == len(s.history) + 1
    if s.pending is not None:
        assert s.phase == "exchange" and s.pending.card in s.hands[s.pending.initiator]
        assert s.pending.initiator != s.pending.target
    for p, chosen in enumerate(s.chosen):
        if chosen is not None:
            assert s.phase == "reveal" and set(chosen) <= set(s.hands[p]) and len(set(chosen)) == 3
    views = [GAME.view(s, p) for p in range(n)]
    for v in views:
        assert sum(v.hand_sizes) + v.deck_size + len(v.discard) == 18
        assert (v.decision is not None) == (v.seat in v.to_act)


@pytest.mark.parametrize(("players", "advanced"), CONFIGS)
def test_random_games_keep_every_card_and_the_bookkeeping(players, advanced):
    chooser = random.Random(players * 10 + advanced)
    for seed in range(25):
        s = GAME.setup(players, seed, {"advanced": advanced})
        check(s)
        while acting := GAME.to_act(s):
            seat = chooser.choice(acting)
            legal = GAME.legal_moves(s, seat)
            assert legal and all(m.seat == seat for m in legal)
            s = GAME.apply(s, chooser.choice(legal))
            check(s)
        assert s.phase == "over" and len(s.deck) < 3 * players
        assert len(s.history) == s.rounds_total
        result = GAME.result(s)
        assert result.winners == [p for p in range(players) if s.sets[p] == max(s.sets)]

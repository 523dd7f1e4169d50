"""Shared helpers for the La Criatura tests: rigged dice, quiet states and a simple driver."""

from rules.core import Rng
from rules.la_criatura import GAME
from rules.la_criatura.state import Attack, Discard, HeliReady, Pass, Vote


def d6(x: int) -> tuple[int, int]:
    return (6, x - 1)


def rig(*draws: tuple[int, int]) -> Rng:
    """A generator whose next `below(n)` calls give the listed values (dice via d6)."""
    for start in range(1, 5_000_000):
        r = Rng(start)
        if all(r.below(n) == v for n, v in draws):
            return Rng(start)
    raise AssertionError("no generator found")


def quiet(players: int, seed: int = 1, leader: int = 0):
    """Turn 2, before the event pass, with no cards or tokens anywhere (so nobody has a slot)."""
    s = GAME.setup(players, seed, {"first_player": leader})
    for p in range(players):
        s.discard.extend(s.hands[p])
        s.hands[p] = []
    s.tokens = [0] * players
    GAME._advance(s)
    return s


def step(s, vote_for=None):
    """One dull move: pass, keep cards, vote as told (default: the next seat), stay hidden, attack someone."""
    p = GAME.to_act(s)[0]
    legal = GAME.legal_moves(s, p)
    for m in legal:
        if isinstance(m, Pass) or (isinstance(m, Discard) and not m.cards) or (
                isinstance(m, HeliReady) and not m.reveal):
            return GAME.apply(s, m)
    if any(isinstance(m, Vote) for m in legal):
        target = vote_for(p) if vote_for else (p + 1) % s.players
        return GAME.apply(s, Vote(p, target))
    attacks = [m for m in legal if isinstance(m, Attack) and not m.auto_hit]
    return GAME.apply(s, (attacks or legal)[0])


def run_until(s, stop, vote_for=None, limit: int = 2000):
    for _ in range(limit):
        if stop(s):
            return s
        s = step(s, vote_for)
    raise AssertionError("condition never reached")


def kinds(s, kind: str, since: int = 0):
    return [e for e in s.log[since:] if e.kind == kind]

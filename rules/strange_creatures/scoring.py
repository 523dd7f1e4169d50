"""Game end: stamps plus 5 points per 2½ owned; most coins breaks a tie; then the win is shared."""

from rules.core import Result

from .cards import CARDS
from .state import FinalLine, SCState


def final_lines(s: SCState) -> list[FinalLine]:
    """Called after round 4, when every card a player still owns is back in their hand (SC-25)."""
    rows = []
    for p in range(s.players):
        bonus_cards = [c for c in s.hands[p] + s.discards[p] if CARDS[c].end_points]
        bonus = sum(CARDS[c].end_points for c in bonus_cards)
        stamps = sum(s.stamps[p])
        rows.append((p, stamps, len(bonus_cards), bonus, stamps + bonus, s.coins[p]))
    best = max(r[4] for r in rows)
    tied = [r for r in rows if r[4] == best]
    richest = max(r[5] for r in tied)
    winners = {r[0] for r in tied if r[5] == richest}
    return [FinalLine(p, st, bc, bp, pts, coins, p in winners) for p, st, bc, bp, pts, coins in rows]


def result_of(s: SCState) -> Result:
    if s.final is None:
        return Result(scores=[float(sum(x)) for x in s.stamps], winners=[])
    return Result(scores=[float(f.points) for f in s.final], winners=[f.seat for f in s.final if f.winner])

"""How a finished (or cut-off) playout scores for each seat: mostly winning, a little the margin.

Winning dominates; the score margin gives playouts a gradient when every line wins or loses.
In a team game (Herds at four, La Criatura's sides) a seat wins fully when its side wins, so
partners pull together; elsewhere a shared win is split, as it is at the table.

A playout cut off long before the end may instead be scored on each seat's lead over its best
rival (`lead_rewards`, where the game's hint says so): "ahead" then counts 0.8 whether by one point
or twenty, so a move that widens a lead barely differs from one that keeps it.
"""

import math


def rewards(result, finished: bool = True, team_game: bool = False) -> list[float]:
    """One reward per seat; an unfinished playout counts the seats ahead on score as its winners."""
    scores = result.scores
    low, high = min(scores), max(scores)
    winners = result.winners if finished else [p for p, v in enumerate(scores) if v == high]
    share = 1.0 if team_game else 1.0 / max(1, len(winners))
    span = high - low
    won = set(winners)
    return [0.8 * (share if p in won else 0.0) + 0.2 * ((v - low) / span if span > 0 else 0.5)
            for p, v in enumerate(scores)]


def lead_rewards(scores, scale: float) -> list[float]:
    """One reward per seat from its lead over the best other seat, in units of `scale` points:
    0.5 level, towards 1 far ahead, towards 0 far behind (every seat for itself)."""
    out = []
    for p, v in enumerate(scores):
        rival = max(x for q, x in enumerate(scores) if q != p)
        out.append(0.5 + 0.5 * math.tanh((v - rival) / scale))
    return out

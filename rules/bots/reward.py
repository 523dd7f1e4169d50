"""How a finished (or cut-off) playout scores for each seat: mostly winning, a little the margin.

Winning dominates; the score margin gives playouts a gradient when every line wins or loses.
In a team game (Herds at four, La Criatura's sides) a seat wins fully when its side wins, so
partners pull together; elsewhere a shared win is split, as it is at the table.
"""


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

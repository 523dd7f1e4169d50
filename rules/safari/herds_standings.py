"""How a Herds game stands mid-hand, for the search bots' cut-off playouts and their gain on the spot.

The engine banks a hand's points only when the hand ends (HD-09), so its `result` of an unfinished
game does not move while herds are laid: a playout cut off mid-hand, or a herd laid at the root,
looked worth nothing. These standings count every side's herds on the table as the hand would score
them now, on top of the banked points. A finished game stands as the engine scored it.
"""

from rules.core import Result

from .herds import herd_points, side_of


def standings(state) -> Result:
    if state.step == "over":
        points = list(state.scores)
    else:
        points = [banked + sum(herd_points(h) for h in side) for banked, side in zip(state.scores, state.herds,
                                                                                   strict=True)]
    seats = [float(points[side_of(state.players, p)]) for p in range(state.players)]
    best = max(seats)
    return Result(scores=seats, winners=[p for p, x in enumerate(seats) if x == best])


def horizon(players: int) -> int:
    """About two rounds of turns (a turn is a draw or trade, herds, done and a pass): long enough for a
    herd started now, or a card passed now, to show; short enough that the next deal's luck does not."""
    return 8 * players

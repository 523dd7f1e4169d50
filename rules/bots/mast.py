"""Move-average sampling (MAST): playouts that learn, while the bot thinks, which moves pay.

Uniform playouts let every imagined opponent throw away its best card as often as keep it, so a
line is judged against players nobody meets at a table. MAST (Finnsson and Bjornsson, 2008) keeps,
for every move seen in this decision's playouts (a move names its seat, so it is a seat's own
choice), the average reward its seat got at the end, and draws playout moves in proportion to
exp(average / temperature): moves that have paid are played more, for the searching seat and for
the imagined opponents alike. It needs no knowledge of the game, only moves that can be compared.
"""

import math


class Mast:
    """A move's weight is exp((its average - the average of every move credited) / temperature):
    a move not seen yet counts as average, so with Savannah's hundreds of placements the few tried
    are not crowded out by the untried, nor the untried by the tried."""

    def __init__(self, temperature: float = 0.1):
        self.temperature = temperature
        self.totals: dict = {}
        self.all = [0.0, 0]

    def weight(self, move) -> float:
        got = self.totals.get(move)
        if got is None:
            return 1.0
        return math.exp((got[0] / got[1] - self.all[0] / self.all[1]) / self.temperature)

    def learn(self, line, reward_of) -> None:
        """Credit every move of a finished playout with the reward its seat ended with."""
        for move in line:
            r = reward_of[move.seat]
            self.all[0] += r
            self.all[1] += 1
            got = self.totals.get(move)
            if got is None:
                self.totals[move] = [r, 1]
            else:
                got[0] += r
                got[1] += 1

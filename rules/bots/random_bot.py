"""A bot that plays a uniformly random legal move: the baseline every other bot must beat."""

from rules.core import Rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng.from_seed(seed)

    def choose(self, game, view):
        """Legal moves never depend on hidden information, so any determinization lists them."""
        state = game.determinize(view, self.rng.next64())
        return self.rng.choice(game.legal_moves(state, view.seat))

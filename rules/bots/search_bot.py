"""Information-set Monte Carlo: judge each legal move by random playouts from many imagined deals.

The bot sees only its view. Every iteration imagines a full state consistent with it
(`determinize`), tries one root move chosen by UCB1, plays the game out at random and scores
the end for this seat. A seat's legal moves never depend on what it cannot see, so the root
moves are the same in every imagined deal and their statistics can be pooled.

Long games (Herds runs to 60 points over a thousand moves) would spend the whole budget on a few
playouts, so a playout stops after `max_playout_moves` and the game's standings at that point
(`result` of an unfinished game: the scores so far) stand in for the end.

The rules package has no clock: a time budget needs a clock handed in by the caller
(`clock=time.monotonic`); without one the budget is a number of iterations.
"""

import math

from rules.core import Rng


def seat_reward(result, seat: int, finished: bool = True) -> float:
    """Mostly winning (shared wins split), a little for the score, so playouts give a gradient.
    An unfinished playout counts the seats ahead on score as its winners."""
    low, high = min(result.scores), max(result.scores)
    winners = result.winners if finished else [p for p, v in enumerate(result.scores) if v == high]
    win = 1.0 / len(winners) if seat in winners else 0.0
    margin = (result.scores[seat] - low) / (high - low) if high > low else 0.5
    return 0.8 * win + 0.2 * margin


class SearchBot:
    name = "search"

    def __init__(self, seed: int = 0, *, iterations: int = 400, seconds: float | None = None,
                 clock=None, exploration: float = 0.7, max_playout_moves: int = 400):
        if seconds is not None and clock is None:
            raise ValueError("a time budget needs a clock, e.g. clock=time.monotonic")
        self.rng = Rng.from_seed(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.clock = clock
        self.exploration = exploration
        self.max_playout_moves = max_playout_moves
        self.simulated_moves = 0  # counted for the benchmark

    def choose(self, game, view):
        seat = view.seat
        moves = game.legal_moves(game.determinize(view, self.rng.next64()), seat)
        if len(moves) == 1:
            return moves[0]
        visits = [0] * len(moves)
        totals = [0.0] * len(moves)
        deadline = self.clock() + self.seconds if self.seconds is not None else None
        done = 0
        while True:
            if deadline is not None:
                if self.clock() >= deadline and done >= len(moves):
                    break
            elif done >= max(self.iterations, len(moves)):
                break
            i = self._pick(visits, totals, done)
            state = game.apply(game.determinize(view, self.rng.next64()), moves[i])
            visits[i] += 1
            end = self._playout(game, state)
            totals[i] += seat_reward(game.result(end), seat, game.is_over(end))
            done += 1
        best = max(range(len(moves)), key=lambda k: (totals[k] / visits[k] if visits[k] else -1.0, visits[k]))
        return moves[best]

    def _pick(self, visits, totals, done) -> int:
        for i, v in enumerate(visits):
            if v == 0:
                return i
        log_n = math.log(done)
        c = self.exploration
        return max(range(len(visits)), key=lambda k: totals[k] / visits[k] + c * math.sqrt(log_n / visits[k]))

    def _playout(self, game, state):
        rng = self.rng
        for _ in range(self.max_playout_moves):
            acting = game.to_act(state)
            if not acting:
                return state
            seat = acting[0] if len(acting) == 1 else rng.choice(acting)
            state = game.apply(state, rng.choice(game.legal_moves(state, seat)))
            self.simulated_moves += 1
        return state

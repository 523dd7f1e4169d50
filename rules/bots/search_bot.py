"""Flat information-set Monte Carlo: judge each root move by playouts from many imagined deals.

The bot sees only its view. Every iteration imagines a full state consistent with it
(`determinize`), tries one root move chosen by UCB1, plays the game out (uniformly, or leaning
the way the game's hint says) and scores the end for this seat (a side's win in a team game).
A seat's legal moves never depend on what it cannot see, so the root moves are the same in every
imagined deal and their statistics pool.

On time whatever the position: with hundreds of legal moves (Savannah) the root is widened
progressively, a few first (those that gain on the spot, see `prior`) and more as playouts
accumulate, instead of one playout per move before the clock is even read. A move's average
starts from its gain on the spot, counted as `prior_visits` playouts, so a short search follows
the obvious point and a long one the playouts. Long games stop a
playout after `max_playout_moves` (or the hint's horizon, or where the hint's stage ends)
and score the standings then (the hint's `standings`: mostly the `result` of the unfinished game;
the strong level may judge it by more, `judgement`: what each player knows in Deducktion);
the clock is read inside playouts too, and a playout the clock cut short is left uncounted.

`temperature` > 0 makes human mistakes: the final pick is drawn among the tried moves, a move
less likely the further its average falls behind the best (the easy level's slips).
"""

import math
from dataclasses import dataclass

from rules.core import Rng

from .budget import Budget
from .hints import NO_HINT, hint_for
from .mast import Mast
from .playout import playout
from .prior import root_order
from .reward import lead_rewards, rewards


def widened(tried: int, total: int, base: int = 8, rate: float = 2.0) -> int:
    """How many root moves are in play after `tried` playouts (progressive widening)."""
    return min(total, base + int(rate * math.sqrt(tried)))


@dataclass(frozen=True)
class Weighed:
    """One root move as the search judged it: `tried` playouts began with it, and it won `mean` of them (a
    side's win in a team game; a share of the lead where the game scores cut-off playouts by it)."""

    move: object
    tried: int
    mean: float


@dataclass(frozen=True)
class Weighing:
    """What a decision weighed, best first (the move `choose` plays leads): a Hint's and a replay's "why"."""

    moves: tuple[Weighed, ...]
    playouts: int


class SearchBot:
    name = "search"

    def __init__(self, seed: int = 0, *, iterations: int = 400, seconds: float | None = None,
                 clock=None, exploration: float = 0.7, max_playout_moves: int = 400,
                 hints: bool = False, temperature: float = 0.0, max_iterations: int | None = None,
                 mast: float | None = None, prior_visits: float = 2.0, forgetful: bool = False,
                 lean_where_needed: bool = False):
        if seconds is not None and clock is None:
            raise ValueError("a time budget needs a clock, e.g. clock=time.monotonic")
        self.rng = Rng.from_seed(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.clock = clock
        self.exploration = exploration
        self.max_playout_moves = max_playout_moves
        self.hints = hints
        self.temperature = temperature
        self.max_iterations = max_iterations  # a cap on playouts even with time left (easy)
        self.mast = mast  # the move-average temperature of learning playouts (strong), or None
        self.prior_visits = prior_visits  # playouts' worth of trust in a move's gain on the spot
        self.forgetful = forgetful  # recalls only what the game's hint says a forgetful player would (easy)
        self.lean_where_needed = lean_where_needed  # lean where uniform playouts mislead (medium; hints.py)
        self._prior: list[tuple[float, float]] = []
        self.simulated_moves = 0  # counted for the benchmark

    def budget(self) -> Budget:
        if self.seconds is not None:
            return Budget(seconds=self.seconds, clock=self.clock, iterations=self.max_iterations)
        return Budget(iterations=self.iterations)

    def choose(self, game, view):
        moves, order, visits, totals = self._search(game, view)
        return moves[self._final(order, visits, totals)]

    def weigh(self, game, view) -> Weighing:
        """The same search as `choose`, every root move tried reported with its estimate: the move `choose`
        would play (at temperature 0) first, then the others by how often they were tried."""
        moves, order, visits, totals = self._search(game, view)
        if len(moves) == 1:
            return Weighing((Weighed(moves[0], 0, 0.0),), 0)    # a move alone is not searched: nothing weighed
        tried = sorted((i for i in order if visits[i]), key=lambda k: (visits[k], self._mean(k, visits, totals)),
                       reverse=True)
        if not tried:
            tried = [order[0]]
        return Weighing(tuple(Weighed(moves[i], visits[i], self._mean(i, visits, totals)) for i in tried),
                        sum(visits))

    def _search(self, game, view):
        """The root search: (moves, order, visits, totals); a move alone is not searched (no visits)."""
        budget = self.budget()  # started first: the whole decision counts against it
        seat = view.seat
        rng = self.rng
        knows = hint_for(game)  # what every level knows of the game: sides, how far a playout sees, how it stands
        if self.forgetful:
            view = knows.forget(view)
        imagined = game.determinize(view, rng.next64())
        moves = game.legal_moves(imagined, seat)
        if len(moves) == 1:
            return moves, [0], [0], [0.0]
        hint = knows if self.hints else NO_HINT  # the strong level's extras: stages, move averages, judgement
        needed = self.lean_where_needed and knows.uniform_misleads
        lean = knows if self.hints or needed else NO_HINT  # how playouts lean: strong's, medium's where needed
        team = knows.team_game(view.players)
        standings = knows.standings  # how an imagined state stands: a move's gain, a cut-off playout's score
        if self.hints:  # strong may judge a stopped playout by more, for the seat it decides for
            def judged(g, end):
                return knows.judgement(g, end, seat)
        else:
            judged = standings
        order, first = root_order(game, imagined, moves, seat, rng, lean, budget, standings)  # the widening's first
        visits = [0] * len(moves)
        totals = [0.0] * len(moves)
        self._prior = [(self.prior_visits * v, self.prior_visits) for v in first]
        mast = Mast(self.mast) if self.mast and hint.learns else None
        lead_scale = hint.lead_scale()  # strong's cut-off playouts scored on the lead, where the game says so
        stage = hint.stage(imagined)  # a race scored apart: strong's playouts stop where it ends
        horizon = knows.horizon(view.players) or self.max_playout_moves
        while not budget.spent():
            i = self._pick(order, visits, totals, budget.done)
            state = game.apply(game.determinize(view, rng.next64()), moves[i])
            line = [moves[i]] if mast else None
            end, made, cut = playout(game, state, rng, lean, budget, horizon, mast, line, stage)
            self.simulated_moves += made
            if cut:
                break  # the clock ran out half-way: an unfinished line would only mislead
            over = game.is_over(end)
            stand = judged(game, end)
            got = lead_rewards(stand.scores, lead_scale) if lead_scale and not over else rewards(stand, over, team)
            if mast:
                mast.learn(line, got)
            visits[i] += 1
            totals[i] += got[seat]
            budget.done += 1
        return moves, order, visits, totals

    def _pick(self, order, visits, totals, done) -> int:
        width = widened(done, len(order))
        for i in order[:width]:
            if visits[i] == 0:
                return i
        log_n = math.log(max(done, 1))
        c = self.exploration
        return max(order[:width], key=lambda k: self._mean(k, visits, totals) + c * math.sqrt(log_n / visits[k]))

    def _mean(self, i, visits, totals) -> float:
        """A move's average reward, its gain on the spot counted as `prior_visits` playouts: with a
        handful of playouts a greedy player's choice wins, with many the playouts' (Savannah's lines)."""
        extra, weight = self._prior[i]
        return (totals[i] + extra) / (visits[i] + weight)

    def _final(self, order, visits, totals) -> int:
        tried = [i for i in order if visits[i]]
        if not tried:
            return order[0]  # no playout finished in time: a move at random
        means = {i: self._mean(i, visits, totals) for i in tried}
        if self.temperature <= 0:
            return max(tried, key=lambda k: (visits[k], means[k]))  # the most tried: the least lucky
        best = max(means.values())
        weights = [math.exp((means[i] - best) / self.temperature) * visits[i] for i in tried]
        return tried[self.rng.weighted(weights)]

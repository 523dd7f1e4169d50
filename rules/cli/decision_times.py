"""`python -m rules strength --times`: how long each level takes to decide, at its full budget.

Whole ladder games at full budgets take hours for the long games, so the time promise (a decision
within its level's budget + 10%, whatever the position) is checked here on positions instead: four
spread through a seeded random game of each game, and the one where the seat to act had the most
legal moves (Savannah's hundreds of placements, where progressive widening has to keep the promise).
A benchmark run by hand, never by the tests' clock: figures depend on the machine and its load.
"""

import random
import statistics
import time

import rules
from rules.bots import LEVELS, make_level_bot

SPREAD = 4


def positions(game, players: int, seed: int) -> list:
    """States with a choice to make: SPREAD spread through one random game, then the widest one."""
    chooser = random.Random(seed)
    s = game.setup(players, seed, game.default_options(players))
    line = []
    while not game.is_over(s):
        seat = game.to_act(s)[0]
        moves = game.legal_moves(s, seat)
        if len(moves) > 1:
            line.append((len(moves), s))
        s = game.apply(s, chooser.choice(moves))
    picked = [line[len(line) * k // SPREAD][1] for k in range(SPREAD)] if line else []
    if line:
        picked.append(max(line, key=lambda item: item[0])[1])
    return picked


def decision_times(game_ids: list[str], players: int | None, seed: int = 1, clock=time.monotonic,
                   scale: float = 1.0, out=print) -> list[dict]:
    out("| game | players | level | positions | s/decision median | max | budget | verdict |")
    out("|---|---|---|---|---|---|---|---|")
    rows = []
    for game_id in game_ids:
        game = rules.games()[game_id]
        n = min(max(players or game.usual_players, game.min_players), game.max_players)
        states = positions(game, n, seed)
        for level in LEVELS:
            took = []
            for i, s in enumerate(states):
                view = game.view(s, game.to_act(s)[0])
                bot = make_level_bot(level, seed + i, clock=clock, scale=scale)
                start = clock()
                bot.choose(game, view)
                took.append(clock() - start)
            budget = LEVELS[level].budget * scale
            worst = max(took)
            verdict = "ok" if worst <= budget * 1.1 else "OVER"
            rows.append(dict(game=game_id, level=level, median=statistics.median(took), max=worst, budget=budget,
                             ok=verdict == "ok"))
            out(f"| {game.title} | {n} | {level} | {len(took)} | {statistics.median(took):.3f} | {worst:.3f} | "
                f"{budget:g} | {verdict} |")
    return rows

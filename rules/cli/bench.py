"""`python -m rules bench`: speed figures per game, printed (never asserted in tests)."""

import random
import statistics
import time

from rules.bots import SearchBot


def random_game(game, players: int, seed: int) -> tuple[int, float]:
    """Moves played and seconds taken by one random game, counting only legal_moves + apply."""
    chooser = random.Random(seed)
    s = game.setup(players, seed, game.default_options(players))
    moves = 0
    start = time.perf_counter()
    while True:
        acting = game.to_act(s)
        if not acting:
            break
        seat = acting[0] if len(acting) == 1 else chooser.choice(acting)
        s = game.apply(s, chooser.choice(game.legal_moves(s, seat)))
        moves += 1
    return moves, time.perf_counter() - start


def bench_game(game, seconds: float, out=print, players: int | None = None) -> None:
    players = players or game.usual_players
    total_moves, total_time, seed = 0, 0.0, 0
    game_times = []
    while total_time < seconds or len(game_times) < 5:
        moves, took = random_game(game, players, seed)
        total_moves += moves
        total_time += took
        game_times.append(took)
        seed += 1
    bot = SearchBot(seed=1, seconds=min(1.0, seconds), clock=time.perf_counter)
    s = game.setup(players, 1, game.default_options(players))
    seat = game.to_act(s)[0]
    start = time.perf_counter()
    bot.choose(game, game.view(s, seat))
    bot_rate = bot.simulated_moves / (time.perf_counter() - start)
    out(f"{game.id} ({players} players)")
    out(f"  random moves per second:      {total_moves / total_time:>10,.0f}  ({len(game_times)} games)")
    out(f"  one random full game, median: {statistics.median(game_times) * 1000:>10.1f} ms")
    out(f"  search bot simulated moves/s: {bot_rate:>10,.0f}")
    if players != game.max_players:
        largest = [random_game(game, game.max_players, seed)[1] for seed in range(7)]
        out(f"  one random full game at {game.max_players} players, median: "
            f"{statistics.median(largest) * 1000:.1f} ms")
    extra = getattr(game, "bench_figures", None)  # optional: game-specific bars, given a clock
    if extra is not None:
        for label, figure in extra(time.perf_counter).items():
            out(f"  {label}: {figure}")

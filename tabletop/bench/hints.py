"""`python -m tabletop bench --hints`: how long a Hint takes in each game, and the frames while it thinks.

For each game, positions from a game played at random (spread over it) where the laptop's seat acts, each hinted
through the table's own Hint (H: its bot process thinks, the line is made when the answer is in) while that table
draws every frame at 60 per second: the time from H to the hint on the table (median, p95; the bar: p95 within
1 s on a 2-core machine) and the intervals between frames meanwhile (p99; the bar: 20 ms), beside the same
table's frames with nothing thinking (a shared machine's own hitches). The worker is started before
the first hint is timed (a table starts it with its first bot's turn or the first hint).
"""

import os
import statistics
import time

HINTS_PER_GAME = 20
HINT_BAR = 1.0
FRAME_BAR = 20.0


def positions(game, players: int, count: int, seed: int = 11) -> list:
    """`count` states where seat 0 (the laptop's person) acts, spread over games played at random (as many games
    as it takes: a game where seat 0 acts a handful of times gives a handful)."""
    from rules.core import Rng

    found = []
    for k in range(seed, seed + 20):
        rng = Rng.from_seed(k)
        state = game.setup(players, k, game.default_options(players).model_dump())
        mine = []
        while not game.is_over(state) and len(mine) < 400:
            if 0 in game.to_act(state):
                mine.append(state)
            seat = game.to_act(state)[0]
            moves = game.legal_moves(state, seat)
            state = game.apply(state, moves[rng.next64() % len(moves)])
        found += mine[::max(1, len(mine) // 5)][:5]      # five from each game, spread over it
        if len(found) >= count:
            break
    return found[:count]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def frames(app, clock, done) -> list[float]:
    """Milliseconds between frames, drawing every one at 60 per second, until `done()`."""
    gaps, last = [], None
    while not done():
        now = time.perf_counter()
        app.invalidate()                 # draw every frame: the worst case for the render loop
        app.step(min(now - last, 0.1) if last else 1 / 60)
        drawn = time.perf_counter()
        if last is not None:
            gaps.append((drawn - last) * 1000)
        last = drawn
        clock.tick(60)
    return gaps


def hint_bench(game_id: str, count: int = HINTS_PER_GAME) -> tuple[float, float, float, float, int]:
    """(median s, p95 s, frames' p99 ms, the same table's frames' p99 ms with nothing thinking, hints) for
    `game_id`'s hints at a table drawing every frame."""
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    import rules

    from ..app import App
    from ..settings import Settings
    from ..table.session import RANDOM_SEAT, GameConfig, SeatConfig

    game = rules.games()[game_id]
    players = max(game.min_players, min(4, game.max_players))
    app = App(size=(1280, 800), settings=Settings(animation="Normal", bot_pace="Quick"), headless=False)
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", RANDOM_SEAT) for i in range(1, players)]
    scene = app.open("table", game, GameConfig(game.id, seats, seed=5), pace=1e6)   # the bots wait: only hints think
    states = positions(game, players, count)
    warm = scene.worker.hint(game, game.view(states[0], 0), 1)     # the process up (a table's first bot starts it)
    warm.wait(10.0)
    times, gaps = [], []
    clock = pygame.time.Clock()
    for state in states:
        scene.forget_viewer()
        scene.session.state = state                 # seat 0 to act: the table's own Hint, its line made on arrival
        scene.refresh(animate=False)
        asked = time.perf_counter()
        scene.hints.press()
        gaps += frames(app, clock, lambda: scene.hints.current() is None or scene.hints.marks() is not None
                       or scene.hints.current().failed is not None)
        times.append(time.perf_counter() - asked)
    end = time.perf_counter() + sum(times)     # the same loop as long again with nothing thinking: the machine's own
    calm = frames(app, clock, lambda: time.perf_counter() >= end)
    app.finish()
    return (statistics.median(times), percentile(times, 0.95), percentile(gaps, 0.99) if gaps else float("nan"),
            percentile(calm, 0.99) if calm else float("nan"), len(times))


def print_hint_bench(say) -> None:
    from ..games import ADAPTERS

    for game_id in ADAPTERS:
        median, p95, p99, calm, n = hint_bench(game_id)
        ok = p95 <= HINT_BAR and p99 <= FRAME_BAR
        say(f"{game_id:18} {n} hints: median {median:.2f} s, p95 {p95:.2f} s (bar {HINT_BAR:.0f} s); frames p99 "
            f"{p99:.1f} ms while it thinks (bar {FRAME_BAR:.0f} ms), {calm:.1f} ms without  "
            f"{'OK' if ok else 'OVER'}")

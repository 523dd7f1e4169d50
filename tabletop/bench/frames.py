"""Frame time of the busiest table against a sprite baseline, and launch time to the first menu frame.

1. The busiest Strange Creatures table (5 players, big hands late in the game, a 4-card trick,
   the display, coins and stamps): the median time of a full table frame, next to a baseline
   that blits the same number of pre-rendered sprites over the same background in the same run.
2. Launch to the first menu frame, measured on a fresh process (median of three).
Figures are printed, not asserted.
"""

import os
import statistics
import subprocess
import sys
import time

FRAMES = 150


def busiest_state(game, seed: int = 1):
    """Random play until a late-round trick waits on its last card; keep the one with most on the table."""
    from rules.core import Rng

    best, best_size = None, -1
    for attempt in range(6):
        rng = Rng.from_seed(seed + attempt)
        s = game.setup(players=5, seed=seed + attempt)
        while not game.is_over(s):
            seat = game.to_act(s)[0]
            v = game.view(s, seat)
            if v.phase == "play" and len(v.trick) == 4 and v.round >= 3:
                size = len(v.hand) + sum(sv.hand_count + len(sv.stamps) + sv.coins for sv in v.seats)
                if size > best_size:
                    best, best_size = s, size
            s = game.apply(s, rng.choice(game.legal_moves(s, seat)))
    return best


def frame_times(draw, surface) -> list[float]:
    times = []
    for _ in range(FRAMES):
        t0 = time.perf_counter()
        draw(surface)
        times.append(time.perf_counter() - t0)
    return times


def table_bench() -> tuple[float, float, int]:
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import rules

    from ..app import App
    from ..scenes.common import felt
    from ..scenes.table_scene import TableScene
    from ..settings import Settings
    from ..table.session import GameConfig, SeatConfig

    app = App(size=(1280, 800), settings=Settings(animation="Off", bot_pace="Instant"))
    game = rules.games()["strange-creatures"]
    seats = [SeatConfig(f"Seat {i + 1}") for i in range(5)]
    scene = TableScene(app, game, GameConfig("strange-creatures", seats, 1))
    app.push(scene)
    scene.session.state = busiest_state(game)
    scene.refresh(animate=False)
    scene.board.finish()
    surface = app.surface
    scene.draw(surface)  # warm the caches, as a running table has
    table = frame_times(scene.draw, surface)
    sprites = [(scene.adapter.face(s.piece.face, s.piece.rect.w), (round(s.x), round(s.y)))
               for s in scene.board.ordered()]
    background = felt(surface.get_size())

    def baseline(target):
        target.blit(background, (0, 0))
        for img, pos in sprites:
            target.blit(img, pos)

    base = frame_times(baseline, surface)
    app.finish()
    return statistics.median(table), statistics.median(base), len(sprites)


def _app_command() -> list[str]:
    """How to start the app again: the frozen bundle is its own executable, a checkout runs the module."""
    return [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "tabletop"]


def launch_time() -> float:
    env = {**os.environ, "MENAGERIE_REPORT_FIRST_FRAME": "1", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    samples = []
    for _ in range(3):
        start = time.time()
        out = subprocess.run([*_app_command(), "--max-frames", "2"], capture_output=True, text=True, env=env,
                             timeout=60)
        stamp = next((line.split()[1] for line in out.stdout.splitlines() if line.startswith("first-frame")), None)
        if stamp is not None:
            samples.append(float(stamp) - start)
    return statistics.median(samples) if samples else float("nan")

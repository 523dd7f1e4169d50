"""What the app costs when nothing happens, next to a bare pygame loop measured in the same run, and
how steady frames stay while strong bots think. On a laptop on the couch, idle is battery.

Each idle figure comes from a child process of its own (a window, its loop, nothing else), so one
measurement cannot disturb another: the bare loop (events handled, `clock.tick(60)`, nothing drawn),
the main menu, and a table waiting for a person to move.
"""

import os
import statistics
import subprocess
import sys
import time

SECONDS = 4.0
WARMUP = 1.5


def _child(kind: str) -> None:
    """Run one idle loop and print its CPU share (run as `python -m tabletop.bench.idle KIND`)."""
    import threading

    import pygame

    marks = {}

    def measure(stop):
        time.sleep(WARMUP)
        marks["start"] = (time.process_time(), time.perf_counter())
        time.sleep(SECONDS)
        marks["end"] = (time.process_time(), time.perf_counter())
        stop()

    if kind == "bare":
        pygame.display.init()
        window = pygame.Window("bare loop", (1280, 800))
        window.get_surface()
        running = [True]
        threading.Thread(target=measure, args=(lambda: running.__setitem__(0, False),), daemon=True).start()
        clock = pygame.time.Clock()
        while running[0]:
            for _event in pygame.event.get():
                pass
            clock.tick(60)
    else:
        import rules

        from ..app import App
        from ..table.session import GameConfig, SeatConfig

        app = App(size=(1280, 800), headless=False)
        app.home()
        if kind == "table":
            seats = [SeatConfig("You")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, 4)]
            game = rules.games()["strange-creatures"]
            app.open("table", game, GameConfig(game.id, seats, seed=7, options={"first_player": 0}))
        threading.Thread(target=measure, args=(lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)),),
                         daemon=True).start()
        app.run()
    (c0, w0), (c1, w1) = marks["start"], marks["end"]
    print(f"cpu {100.0 * (c1 - c0) / max(1e-9, w1 - w0):.3f}")


def idle_percent(kind: str) -> float:
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    out = subprocess.run([sys.executable, "-m", "tabletop.bench.idle", kind], capture_output=True, text=True,
                         env=env, timeout=60)
    line = next((x for x in out.stdout.splitlines() if x.startswith("cpu ")), None)
    return float(line.split()[1]) if line else float("nan")


def bot_frame_intervals(seconds: float = 8.0) -> tuple[float, float, float, int]:
    """(median, p99, max) milliseconds between frames, and moves made, while strong bots play a paced
    game on screen (the table animates; the bots think in their own process)."""
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import rules

    from ..app import App
    from ..settings import Settings
    from ..table.session import GameConfig, SeatConfig

    app = App(size=(1280, 800), settings=Settings(animation="Normal", bot_pace="Quick"), headless=False)
    seats = [SeatConfig(f"Bot {i}", "Bot (strong)") for i in range(4)]
    game = rules.games()["strange-creatures"]
    scene = app.open("table", game, GameConfig(game.id, seats, seed=5))
    stamps, end = [], time.perf_counter() + seconds
    original = app.draw

    def timed_draw():
        original()
        stamps.append(time.perf_counter())

    app.draw = timed_draw
    clock_end = end
    import pygame

    clock = pygame.time.Clock()
    last = time.perf_counter()
    while time.perf_counter() < clock_end:
        now = time.perf_counter()
        app.step(min(now - last, 0.1))
        last = now
        app.invalidate()                  # draw every frame: the worst case for the render loop
        clock.tick(60)
    moves = len(scene.session.moves)
    app.finish()
    gaps = sorted((b - a) * 1000 for a, b in zip(stamps, stamps[1:], strict=False))
    if not gaps:
        return float("nan"), float("nan"), float("nan"), moves
    p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
    return statistics.median(gaps), p99, gaps[-1], moves


if __name__ == "__main__":
    _child(sys.argv[1])

"""Couch-play figures for `python -m tabletop bench`: idle CPU of a still table, and resume time.

Printed figures, not timed tests: the bars are "a table where nothing moves costs under 3% CPU"
and "resuming the save of a finished 5-player game takes under 0.5 s".
"""

import os
import random
import statistics
import tempfile
import threading
import time
from pathlib import Path

from ..storage.data_dir import scratch_data_dir

IDLE_BAR = 3.0      # percent of one core
RESUME_BAR = 0.5    # seconds


def finished_game_save(folder: Path, game_id: str = "strange-creatures", players: int = 5, seed: int = 2024) -> Path:
    """Play a whole game with random legal moves and leave its autosave in `folder`."""
    import rules

    from ..couch.match import Match
    from ..storage.saves import SeatSetup

    game = rules.games()[game_id]
    path = folder / "finished.json"
    seats = [SeatSetup(name=f"Player {i + 1}", kind="bot", bot="random") for i in range(players)]
    match = Match.new(game, players, seed, seats=seats, save_path=path, autosave=False)
    chooser = random.Random(seed)
    while not match.over:
        seat = match.to_act()[0]
        match.play(chooser.choice(game.legal_moves(match.state, seat)))
    match.autosave = True
    match.save()
    return path


def resume_seconds(path: Path, repeats: int = 5) -> tuple[float, int]:
    """Median wall time to read, check and replay the save into a Match (and the number of moves)."""
    from ..couch.match import Match
    from ..storage.saves import load_or_set_aside

    times, moves = [], 0
    for _ in range(repeats):
        t0 = time.perf_counter()
        replayed, message = load_or_set_aside(path)
        if replayed is None:
            raise RuntimeError(message or "the save vanished")
        match = Match.resumed(replayed, save_path=path, autosave=False)
        match.view(0)
        times.append(time.perf_counter() - t0)
        moves = len(match.moves)
    return statistics.median(times), moves


def idle_cpu_percent(warmup: float = 1.5, measure: float = 3.0, game_id: str = "strange-creatures") -> float:
    """CPU share of the app's process while a human ponders (nothing moves), through the real wait loop."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    import rules

    from ..app import App
    from ..scenes.table_scene import TableScene
    from ..table.session import GameConfig, SeatConfig

    game = rules.games()[game_id]
    app = App(size=(1280, 800), headless=False)
    app.autosave = False  # a bench must never overwrite the player's saved game
    seats = [SeatConfig("You")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, 4)]
    app.push(TableScene(app, game, GameConfig(game_id, seats, seed=7, options={"first_player": 0})))
    marks = {}

    def clock():
        time.sleep(warmup)
        marks["start"] = (time.process_time(), time.perf_counter())
        time.sleep(measure)
        marks["end"] = (time.process_time(), time.perf_counter())
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=clock, daemon=True).start()
    app.run()
    (c0, w0), (c1, w1) = marks["start"], marks["end"]
    return 100.0 * (c1 - c0) / max(1e-9, w1 - w0)


def couch_bench(print_=print) -> bool:
    """Print the couch-play figures; True when both bars are met."""
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        path = finished_game_save(Path(tmp))
        seconds, moves = resume_seconds(path)
    met = seconds < RESUME_BAR
    ok &= met
    print_(f"resume a finished 5-player Strange Creatures save ({moves} moves): {seconds * 1000:.0f} ms "
           f"(bar {RESUME_BAR * 1000:.0f} ms) {'ok' if met else 'TOO SLOW'}")
    with scratch_data_dir():  # the player's settings and saves stay untouched
        cpu = idle_cpu_percent()
    met = cpu < IDLE_BAR
    ok &= met
    print_(f"idle table, nothing moving: {cpu:.2f}% CPU (bar {IDLE_BAR:.0f}%) {'ok' if met else 'TOO BUSY'}")
    return ok


if __name__ == "__main__":
    raise SystemExit(0 if couch_bench() else 1)

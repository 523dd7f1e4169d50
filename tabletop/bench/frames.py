"""What a player's frame costs on the busiest table of each game, and launch time to the first menu.

A frame is measured whole, as the player gets it: the table's every layer (felt, zones, panel, log,
pieces, badges, text), pygame-gui's layer and the flip, with one piece moving each frame so the
caches work as they do in play. The baseline in the same run blits the same number of sprites over
the felt and flips. Figures are printed, never asserted.
"""

import os
import random
import statistics
import subprocess
import sys
import time

FRAMES = 150


def busiest_state(game, players: int, painter, size, seed: int = 1, attempts: int = 3):
    """Random play; keep the position that puts the most pieces on the table (the viewer's seat 0)."""
    best, most = None, -1
    for attempt in range(attempts):
        rnd = random.Random(seed + attempt)
        s = game.setup(players, seed + attempt)
        step = 0
        while not game.is_over(s):
            seat = game.to_act(s)[0]
            if step % 7 == 0:
                n = len(painter.lay_out(game.view(s, 0), size))
                if n > most:
                    best, most = s, n
            s = game.apply(s, rnd.choice(game.legal_moves(s, seat)))
            step += 1
    return best


def whole_frames(app, scene) -> list[float]:
    """Frame times of the real draw (scenes, pygame-gui, flip) with one piece moving."""
    sprites = [s for s in scene.board.sprites.values()]
    times = []
    for k in range(FRAMES):
        moving = sprites[k % len(sprites)]
        moving.x += 1 if k % 2 == 0 else -1          # a piece in flight: the pieces layer is redrawn
        t0 = time.perf_counter()
        app.draw()
        times.append(time.perf_counter() - t0)
    return times


def sprites_of(scene) -> list:
    """(image, position) of every piece on the table, drawn by the game's own faces: the baseline's sprites."""
    return [(scene.adapter.face(s.piece.face, s.piece.rect.w), (round(s.x), round(s.y)))
            for s in scene.board.ordered()]


def baseline_frame(app, sprites, background) -> float:
    """Seconds to blit the felt and the sprites and flip: what a frame costs with nothing but the pieces."""
    t0 = time.perf_counter()
    app.surface.blit(background, (0, 0))
    for img, pos in sprites:
        app.surface.blit(img, pos)
    app.window.flip()
    return time.perf_counter() - t0


def baseline_frames(app, sprites, background) -> list[float]:
    return [baseline_frame(app, sprites, background) for _ in range(FRAMES)]


def table_bench(game_id: str, size=(1280, 800)) -> tuple[float, float, int, int]:
    """(table frame median, baseline median, pieces, players) for the busiest table of one game."""
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import rules

    from ..app import App
    from ..render.felt import felt
    from ..settings import Settings
    from ..table.session import GameConfig, SeatConfig

    game = rules.games()[game_id]
    players = game.max_players              # the busiest table: every seat taken (La Criatura: ten)
    app = App(size=size, settings=Settings(animation="Off", bot_pace="Instant"))
    seats = [SeatConfig(f"Seat {i + 1}") for i in range(players)]
    scene = app.make("table", game, GameConfig(game_id, seats, 1))
    app.push(scene)
    scene.session.state = busiest_state(game, players, scene.painter, size)
    scene.couch.hotseat.viewer = scene.couch.hotseat.holder = 0   # look as seat 0, no curtain
    scene.couch.hotseat.curtain_for = None
    scene.couch.hotseat.humans = [0]
    scene.refresh(animate=False)
    scene.board.finish()
    app.draw()  # warm the caches, as a running table has
    table = whole_frames(app, scene)
    sprites = sprites_of(scene)
    base = baseline_frames(app, sprites, felt(app.surface.get_size()))
    app.finish()
    return statistics.median(table), statistics.median(base), len(sprites), players


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

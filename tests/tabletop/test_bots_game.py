"""A bots-only game runs to the end through the table, and the command line does the same."""

import subprocess
import sys

import pytest

import rules
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import bots_to_the_end, pump


def test_bots_only_game_reaches_the_final_score(app):
    scene = bots_to_the_end(app, "strange-creatures", 4, 3)
    result = scene.session.result()
    assert result.winners and len(result.scores) == 4
    assert any("The game ends" in line for line in scene.narration)


def test_command_line_plays_headless_and_writes_a_screenshot(tmp_path):
    shot = tmp_path / "end.png"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "MENAGERIE_DATA_DIR": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    import os

    env = {**os.environ, **env}
    out = subprocess.run([sys.executable, "-m", "tabletop", "play", "strange-creatures", "--players", "3", "--humans",
                          "0", "--seed", "5", "--speed", "0", "--quit-when-over", "--screenshot", str(shot)],
                         capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert "Winner" in out.stdout
    assert shot.exists() and shot.stat().st_size > 10_000


def test_bots_game_with_animation_holds_and_round_summaries(app):
    """Paced play: tweens run, finished tricks are held on screen, round summaries come and go."""
    from tabletop.scenes.summary import SummaryScene
    from tabletop.settings import Settings

    app.settings = Settings(animation="Fast", bot_pace="Quick")
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(3)]
    scene = TableScene(app, rules.games()["strange-creatures"], GameConfig("strange-creatures", seats, 8))
    app.push(scene)
    saw_hold = saw_summary = saw_motion = False
    for _ in range(6000):
        pump(app, dt=0.1)
        saw_hold |= scene.hold > 0
        saw_summary |= isinstance(app.top, SummaryScene)
        saw_motion |= any(s.t < 1.0 for s in scene.board.sprites.values())
        if isinstance(app.top, ResultsScene):
            break
    assert scene.session.over and isinstance(app.top, ResultsScene)
    assert saw_hold and saw_summary and saw_motion


def test_every_phase_draws_from_a_seat_view(app):
    """Humans in every seat, moves chosen at random through the table: buying, removals (expert
    rule on), round ends and the finished-trick hold are all drawn from a seat's view."""
    import random

    import pygame

    from tabletop.settings import Settings

    app.settings = Settings(animation="Fast", bot_pace="Quick")
    seats = [SeatConfig(f"Human {i}") for i in range(4)]
    config = GameConfig("strange-creatures", seats, 21, {"expert": True})
    scene = TableScene(app, rules.games()["strange-creatures"], config)
    app.push(scene)
    chooser = random.Random(5)
    phases = set()
    for _ in range(2000):
        if scene.session.over:
            break
        while scene.hold > 0 or app.top is not scene:
            if scene.hold > 0 and app.top is scene:
                assert scene.hold == float("inf")  # people at the table: the result waits for their tap
                scene.on_key(pygame.K_SPACE)
            pump(app, dt=0.2)
            if isinstance(app.top, CurtainScene):
                app.top.finish()  # hot seat: the next person takes the laptop and taps "ready"
            elif app.top is not scene and not scene.session.over:
                app.pop()
        phases.add(scene.view.phase)
        assert scene.view.seat == scene.session.to_act()[0]
        moves = scene.session.legal_moves(scene.viewer)
        assert scene.index.moves == moves
        scene.perform(chooser.choice(moves))
        pump(app, dt=0.05)
    assert scene.session.over
    assert {"play", "buy", "expert"} <= phases, phases


def test_a_thinking_bot_never_freezes_the_window(app):
    """The bot thinks on a worker thread: frames keep coming and input is handled meanwhile."""
    import threading

    import pygame

    release = threading.Event()

    class SlowBot:
        def choose(self, game, view):
            release.wait(5)
            return game.legal_moves(game.determinize(view, 1), view.seat)[0]

    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, 3)]
    config = GameConfig("strange-creatures", seats, 2, {"first_player": 1})
    scene = TableScene(app, rules.games()["strange-creatures"], config, pace=0.01)
    scene.bots = {1: SlowBot(), 2: SlowBot()}
    app.push(scene)
    pump(app, 3)
    assert scene.bot_turn is not None and not scene.bot_turn.ready
    frames = app.frames
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    for _ in range(20):
        pump(app, dt=0.02)
    assert app.frames == frames + 20 and app.settings.fullscreen   # the loop ran and handled the key
    assert not scene.session.moves
    release.set()
    import time

    give_up = time.monotonic() + 30  # real time: the worker thread and the pace timer run on the wall clock
    while not scene.session.moves and time.monotonic() < give_up:
        pump(app, dt=0.02)
        time.sleep(0.01)
    assert scene.session.moves and scene.session.moves[0].seat == 1


@pytest.mark.real_bots
def test_a_searching_bot_thinks_in_its_own_process(app):
    """Search bots never share the interpreter lock with the render loop: they think in a child process."""
    import os

    from tabletop.table.bots import RemoteTurn

    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (medium)") for i in range(1, 3)]
    scene = TableScene(app, rules.games()["strange-creatures"], GameConfig("strange-creatures", seats, 4,
                                                                           {"first_player": 1}), pace=0.01)
    app.push(scene)
    try:
        for _ in range(400):
            pump(app, dt=0.02)
            if scene.bot_turn is not None:
                break
        assert isinstance(scene.bot_turn, RemoteTurn)
        assert scene.worker.proc.pid != os.getpid() and scene.worker.proc.is_alive()
        import time

        give_up = time.monotonic() + 30
        while not scene.session.moves and time.monotonic() < give_up:
            pump(app, dt=0.02)
            time.sleep(0.01)
        assert scene.session.moves and scene.session.moves[0].seat == 1   # the bot's move came back
    finally:
        scene.worker.close()
    assert scene.worker.proc is None


def test_every_bot_seat_is_a_level_of_the_rules_bots():
    """Easy, medium and strong at the table are the three levels of rules.bots, and every one of
    them thinks in the worker process (even easy searches, briefly)."""
    from rules.bots import LEVELS
    from tabletop.table.bots import SearchSeat, make_seat_bot
    from tabletop.table.session import BOT_LEVELS

    assert sorted(BOT_LEVELS.values()) == sorted(LEVELS)
    for label, level in BOT_LEVELS.items():
        assert make_seat_bot(label, 3) == SearchSeat(3, level)

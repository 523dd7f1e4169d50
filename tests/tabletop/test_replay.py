"""Replay: every game with a table steps through a saved game from start to end; an unfinished game
shows only the public table; the command line draws a step headless."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS
from tabletop.render import fonts
from tabletop.storage import saves
from tabletop.storage.saves import SeatSetup
from tests.tabletop.privacy import hidden_words, leaked

ROOT = Path(__file__).resolve().parents[2]


def bots_game(game_id: str, seed: int = 4, moves: int | None = None) -> Match:
    game = rules.games()[game_id]
    players = game.usual_players
    match = Match.new(game, players, seed, seats=[SeatSetup(name=f"Bot {i}", kind="bot", bot="random")
                                                  for i in range(players)])
    chooser = random.Random(seed)
    while not match.over and (moves is None or len(match.moves) < moves):
        match.play(chooser.choice(game.legal_moves(match.state, match.to_act()[0])))
    return match


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_a_finished_game_replays_to_its_result_and_draws_every_step(app, game_id):
    match = bots_game(game_id)
    replayed = saves.replay(saves.read_save(match.save_path))
    game = replayed.game
    assert game.result(replayed.state) == game.result(match.state)
    scene = app.open("replay", replayed, step=0)
    steps = len(replayed.moves)
    for step in range(steps + 1):
        scene.go(step)
        app.draw()
        assert scene.said()
    assert scene.step == steps
    scene.seat_menu.selected_option = ("Bot 1", "Bot 1")
    import pygame
    import pygame_gui

    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Bot 1",
                                         ui_element=scene.seat_menu))
    app.step(0.02)
    assert scene.seat == 1 and scene.view.seat == 1       # a finished game: any seat's view


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_an_unfinished_game_replays_only_the_public_table(app, game_id):
    whole = len(bots_game(game_id).moves)
    match = bots_game(game_id, moves=whole // 2)            # the same game, stopped half way
    assert not match.over and len(match.moves) == whole // 2
    replayed = saves.replay(saves.read_save(match.save_path))
    scene = app.open("replay", replayed, seat=1)
    assert scene.seat is None and not scene.seat_menu.is_enabled
    for step in range(0, len(replayed.moves) + 1, 3):
        scene.go(step)
        scene.painter.invalidate()
        with fonts.recording() as drawn:
            app.draw()
        ids, words = hidden_words(replayed.game, replayed.states[step], None)
        assert not leaked(drawn, ids, words), f"step {step} shows a hidden card: {leaked(drawn, ids, words)[:3]}"


def test_play_runs_the_steps_at_the_chosen_speed(app):
    replayed = saves.replay(saves.read_save(bots_game("strange-creatures", moves=12).save_path))
    scene = app.open("replay", replayed, step=0)
    scene.press("play")
    scene.speed = 5.0
    for _ in range(40):
        app.step(0.1)
    assert scene.step == len(replayed.moves) and not scene.playing


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_the_command_line_draws_a_step_headless(game_id, tmp_path):
    match = bots_game(game_id)
    shot = tmp_path / "step.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run([sys.executable, "-m", "tabletop", "replay", str(match.save_path), "--step", "7",
                          "--screenshot", str(shot)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert shot.exists() and shot.stat().st_size > 10_000

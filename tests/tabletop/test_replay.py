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


def test_the_speed_and_seat_menus_open_upward_inside_the_window(app):
    """The bar sits at the window's bottom: a menu opening down would drop its options off the window."""
    import pygame

    replayed = saves.replay(saves.read_save(bots_game("hi-lo-hijinks").save_path))
    scene = app.open("replay", replayed)
    window = pygame.Rect((0, 0), app.size)
    for menu in (scene.speed_menu, scene.seat_menu):
        assert menu.expand_direction == "up"
        press_open(app, menu)
        assert menu.current_state is menu.menu_states["expanded"]
        options = menu.current_state.options_selection_list.get_abs_rect()
        assert window.contains(options) and options.bottom <= menu.get_abs_rect().top + 4     # its edge may touch
        assert len(menu.options_list) == (len(replayed.record.seats) + 1 if menu is scene.seat_menu else 4)
        press_open(app, menu)                                          # and closed again
        assert menu.current_state is menu.menu_states["closed"]


def press_open(app, menu) -> None:
    """A press on the menu's arrow button, open or close (what a click on it posts)."""
    import pygame
    import pygame_gui

    state = menu.current_state
    arrow = state.close_button if state is menu.menu_states["expanded"] else state.open_button
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=arrow))
    app.step(0.02)


def test_a_seat_asked_for_in_an_unfinished_game_is_answered_with_the_public_table(app):
    match = bots_game("safari-sprint", moves=30)
    replayed = saves.replay(saves.read_save(match.save_path))
    scene = app.open("replay", replayed, seat=1)
    assert scene.seat is None
    with fonts.recording() as drawn:
        app.draw()
    said = " ".join(drawn)
    assert "only the public table" in said and "Bot 1's view" in said
    scene.press("back")                                       # said once: a step puts it away
    with fonts.recording() as drawn:
        app.draw()
    assert "Bot 1's view" not in " ".join(drawn)
    finished = app.open("replay", saves.replay(saves.read_save(bots_game("safari-sprint").save_path)), seat=1)
    assert finished.seat == 1 and finished.note == ""


def test_the_command_line_says_an_unfinished_game_shows_only_the_public_table(tmp_path):
    match = bots_game("strange-creatures", moves=9)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run([sys.executable, "-m", "tabletop", "replay", str(match.save_path), "--seat", "1",
                          "--screenshot", str(tmp_path / "step.png")], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "only the public table" in run.stderr and "Bot 1" in run.stderr
    german = subprocess.run([sys.executable, "-m", "tabletop", "replay", str(match.save_path), "--seat", "1",
                             "--lang", "de", "--screenshot", str(tmp_path / "step.png")], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert german.returncode == 0 and "only the public table" not in german.stderr, german.stderr[-2000:]
    assert "Bot 1" in german.stderr                       # the note said in the language asked for

"""Couch play inside the real app: curtain between people, undo, F1 rules, sounds, autosave and Continue,
the table display from the menu, and settings."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

import rules
from tabletop.app import App
from tabletop.couch.resume import continue_note, rebuild
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.rules_screen import RulesScene
from tabletop.scenes.saved_games import SavedGamesScene
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.settings import Settings
from tabletop.storage import saves
from tabletop.table.session import GameConfig, SeatConfig
from tests.couch.killing import kill_once_saved

SC = "strange-creatures"
ROOT = Path(__file__).resolve().parents[2]


def pump(app, frames=1, dt=1 / 60):
    for _ in range(frames):
        app.step(dt)


def start(app, humans, seed=5, first_player=0, pace=0.0):
    seats = [SeatConfig(n, "Human" if i < humans else "Bot (easy)") for i, n in enumerate(["Ivan", "Karl", "Loren",
                                                                                           "Jane"])]
    scene = TableScene(app, rules.games()[SC], GameConfig(SC, seats, seed, {"first_player": first_player}), pace=pace)
    app.push(MenuScene(app))
    app.push(scene)
    return scene


def tap(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    pump(app)


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    pump(app)


def spy_faces(scene):
    drawn = []
    real = scene.adapter.face
    scene.adapter.face = lambda face, w: drawn.append(face) or real(face, w)
    return drawn


def hand_faces(scene, seat):
    return {("card", c) for c in scene.session.view(seat).hand}


def lift_curtain(app):
    pump(app, 30)                      # past the arming delay
    tap(app, (app.size[0] // 2, app.size[1] // 3))


def test_curtain_between_two_people_and_no_hand_is_drawn_under_it(app):
    scene = start(app, humans=2)
    drawn = spy_faces(scene)
    table_draws = []
    real_draw = scene.draw
    scene.draw = lambda surface: table_draws.append(1) or real_draw(surface)

    assert isinstance(app.top, CurtainScene) and app.top.name == "Ivan"   # nobody holds the laptop yet
    pump(app, 5)
    app.draw()
    assert not table_draws and not drawn
    lift_curtain(app)
    assert app.top is scene and scene.viewer == 0 and scene.view.hand == scene.session.view(0).hand
    assert table_draws and hand_faces(scene, 0) & set(drawn)

    scene.perform(scene.session.legal_moves(0)[0])
    for _ in range(200):                              # the bots play on until Karl must act
        if isinstance(app.top, CurtainScene):
            break
        pump(app)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Karl"
    assert scene.session.to_act() == [1]
    table_draws.clear()
    drawn.clear()
    for _ in range(10):
        app.invalidate()
        pump(app)
    assert not table_draws, "the table was drawn while the curtain was up"
    assert not set(drawn) & hand_faces(scene, 1)
    alone = pygame.Surface(app.size)
    curtain.draw(alone)
    assert pygame.image.tobytes(alone, "RGB") == pygame.image.tobytes(app.surface, "RGB")

    lift_curtain(app)
    assert app.top is scene and scene.viewer == 1
    assert hand_faces(scene, 1) & set(drawn)


def test_one_person_against_bots_never_sees_a_curtain(app):
    scene = start(app, humans=1, seed=9)
    for _ in range(40):
        for _ in range(100):
            if scene.session.to_act() == [0] or scene.session.over:
                break
            pump(app)
            assert not any(isinstance(s, CurtainScene) for s in app.scenes)
        if scene.session.over:
            break
        scene.perform(scene.session.legal_moves(0)[-1])
        pump(app)
        assert not any(isinstance(s, CurtainScene) for s in app.scenes)
        assert scene.viewer == 0


def test_ctrl_z_takes_back_a_move_and_a_refusal_says_why(app):
    scene = start(app, humans=1, pace=5.0)          # bots wait five seconds: time to change one's mind
    hand = list(scene.view.hand)
    scene.perform(scene.session.legal_moves(0)[0])
    assert len(scene.view.hand) == len(hand) - 1
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.session.moves == [] and scene.view.hand == hand
    assert scene.log[-1].taken_back and "plays" in scene.log[-1].text  # struck through, never as if it stood
    assert scene.narration[-1].endswith("(taken back)")

    scene.perform(scene.session.legal_moves(0)[0])
    pump(app, 400, dt=0.05)                            # a bot has played since
    assert scene.session.moves[-1].seat != 0
    moves = len(scene.session.moves)
    tap(app, scene.couch.buttons["undo"].center)
    assert len(scene.session.moves) == moves
    assert scene.message is not None and "has played since your move" in scene.message[0]


def test_undo_from_the_curtain_before_the_pass(app):
    scene = start(app, humans=2, first_player=0)
    lift_curtain(app)
    # Ivan leads; the bots are seats 2 and 3, Karl is seat 1 and plays next
    scene.perform(scene.session.legal_moves(0)[0])
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Karl" and curtain.undo_label
    pump(app, 30)
    tap(app, curtain.undo_rect.center)
    assert app.top is scene and scene.viewer == 0 and scene.session.moves == []


def test_f1_opens_the_rules_over_the_table_and_esc_returns_to_the_same_game(app):
    scene = start(app, humans=1, pace=0.2)
    before = len(scene.session.moves)
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game_id == SC
    pump(app, 120, dt=0.05)                            # the game waits while the rules are read
    assert len(scene.session.moves) == before
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_moves_make_sounds(app):
    scene = start(app, humans=1)
    app.sound.played.clear()
    scene.perform(scene.session.legal_moves(0)[0])
    assert app.sound.played and app.sound.played[-1] == "card"


def test_every_move_is_autosaved_and_continue_resumes_it_in_a_new_run(app):
    scene = start(app, humans=1, seed=14)
    for _ in range(3):
        for _ in range(100):
            if scene.session.to_act() == [0]:
                break
            pump(app)
        scene.perform(scene.session.legal_moves(0)[0])
    played = len(scene.session.moves)
    assert len(saves.read_save(scene.session.match.save_path).moves) == played
    state = scene.session.game.dump_state(scene.session.state)

    again = App(size=(1280, 800), settings=Settings(animation="Off", bot_pace="Instant"), headless=True)
    try:
        again.push(MenuScene(again))
        assert continue_note(again) == ""
        assert again.scenes[-1].cont.is_enabled
        again.top.press(again.top.cont)
        listed = again.top
        assert isinstance(listed, SavedGamesScene) and len(listed.rows) == 1
        listed.resume(listed.rows[0][0])
        table = again.top
        assert isinstance(table, TableScene)
        assert table.session.game.dump_state(table.session.state) == state
        assert [s.name for s in table.session.config.seats] == ["Ivan", "Karl", "Loren", "Jane"]
        assert table.session.config.seats[1].kind == "Bot (easy)"
    finally:
        again.finish()


def test_a_damaged_save_is_set_aside_and_the_menu_says_so(app, tmp_path):
    path = saves.saves_dir() / "20261130-120000-strange-creatures.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "menagerie-save", "version": 1, "game": "strange-creatures", "pla')
    app.push(MenuScene(app))
    pump(app, 2)
    assert not app.top.cont.is_enabled
    kept = "20261130-120000-strange-creatures.damaged-1.json"
    assert "damaged" in app.save_notice and f"kept as {kept}" in app.save_notice
    assert not path.exists() and (path.parent / kept).exists()


def test_the_tv_window_from_the_menu_shows_only_the_public_view(app):
    scene = start(app, humans=1)
    key(app, pygame.K_ESCAPE)                          # leaving asks first
    assert type(app.top).__name__ == "LeaveTableScene"
    app.top.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=app.top.leave_button))
    pump(app)                                          # back to the menu; the game stays open
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.display.is_enabled
    asked = []
    match = scene.session.match
    real = match.view
    match.view = lambda seat: asked.append(seat) or real(seat)
    menu.press(menu.display)
    assert app.tv is not None and isinstance(app.top, MenuScene)   # a second window; the laptop keeps its screen
    pump(app, 2)
    assert asked and set(asked) == {None}
    app.top.press(app.top.display)                     # and the menu closes it again
    assert app.tv is None


def test_settings_volume_mute_and_colour_names_are_remembered(app):
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    rows = app.top.couch
    app.top.handle(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=rows.volume, value=30))
    app.top.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=rows.mute))
    app.top.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=rows.marks))
    assert app.sound.muted and abs(app.sound.volume - 0.3) < 1e-9
    loaded = Settings.load()
    assert loaded.mute and abs(loaded.volume - 0.3) < 1e-9 and loaded.colourblind_marks
    scene = start(app, humans=1)
    drawn = spy_faces(scene)
    app.invalidate()
    pump(app)
    assert scene.adapter.colour_marks and drawn


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killing_the_app_mid_game_loses_nothing(private_data_dir):
    env = dict(os.environ, MENAGERIE_DATA_DIR=str(private_data_dir), PYTHONPATH=str(ROOT),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    child = subprocess.Popen([sys.executable, "-m", "tabletop", "play", SC, "--players", "4", "--humans", "0",
                              "--seed", "77", "--speed", "0.01"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    path = kill_once_saved(child, private_data_dir / "saves", 20, wait=60)
    slots, messages = saves.list_saves()
    assert messages == [] and [s.path for s in slots] == [path]
    (match, _config), why = rebuild(slots[0])
    assert why is None and len(match.moves) >= 20 and match.record.seed == 77
    # the saved moves replay to the same game the killed app was playing: seed 77, bots only
    game = rules.games()[SC]
    state = game.setup(4, 77)
    for move in match.moves:
        state = game.apply(state, move)
    assert game.dump_state(state) == game.dump_state(match.state)


def test_coming_back_to_a_hot_seat_game_from_the_menu_shows_the_curtain(app):
    """Whoever picks the laptop up after the menu (or the table display) must pass the curtain first."""
    scene = start(app, humans=2, first_player=0)
    app.top.finish()                                  # Ivan takes the laptop
    assert app.top is scene and scene.viewer == 0
    app.home()
    app.top.press(app.top.cont)
    listed = app.top
    listed.resume(listed.rows[0][0])
    pump(app)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ivan"
    assert scene.viewer is None or app.top is not scene   # the table under the curtain is not drawn


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_why_undo_is_dim_is_told_beside_the_undo_button_not_mid_table(size):
    from tabletop.render import fonts

    app = App(size=size, settings=Settings(animation="Off", bot_pace="Instant"), headless=True)
    try:
        scene = start(app, humans=1, first_player=0)
        pump(app, 2)
        undo = scene.couch.buttons["undo"]
        assert scene.couch.undo_why()                          # nothing played yet: Undo is dim
        for causes in ("hover", "tap"):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=undo.center, rel=(1, 1), buttons=(0, 0, 0)))
            pump(app, 40, dt=0.05)                             # past the hover delay
            if causes == "tap":
                tap(app, undo.center)
            assert scene.message is not None, causes
            with fonts.placing() as drawn:
                scene.draw(app.surface)
            banner = [p.rect for p in drawn if p.words is None and p.owner == "overlay"][-1]
            unit = scene.painter.frame.unit
            assert banner.right <= undo.left and undo.left - banner.right <= unit, (causes, banner, undo)
            assert banner.top <= undo.centery <= banner.bottom, (causes, banner, undo)
            assert app.surface.get_rect().contains(banner)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
            pump(app, 200, dt=0.05)                            # the tip goes
    finally:
        app.finish()

"""Storage trouble never stops an evening: a failed autosave is said at the table (and retried),
an unusable data folder only turns saving off, Continue lists every unfinished game with Resume and
Delete, and benches keep out of the player's folder."""

import pygame
import pygame_gui

from tabletop.app import App
from tabletop.render import fonts
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.saved_games import SavedGamesScene
from tabletop.settings import Settings
from tabletop.storage import saves
from tests.couch.test_table_couch import pump, start


def drawn_text(app) -> list[str]:
    app.top.repaint() if hasattr(app.top, "repaint") else None
    with fonts.recording() as seen:
        app.draw()
    return seen


def test_a_failed_autosave_is_shown_retried_and_cleared(app, monkeypatch):
    scene = start(app, humans=1, first_player=0)
    pump(app)

    def no_space(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "write_atomic", no_space)
    scene.perform(scene.session.legal_moves(0)[0])
    assert any("This game is not being saved: No space left on device" in t for t in drawn_text(app))
    monkeypatch.undo()
    for _ in range(200):                     # the bots move; each move tries the save again
        if scene.session.match.save_error is None:
            break
        pump(app, dt=0.05)
    assert scene.session.match.save_error is None
    assert not any("not being saved" in t for t in drawn_text(app))
    assert len(saves.read_save(scene.session.match.save_path).moves) == len(scene.session.moves)


def test_an_unusable_data_folder_turns_saving_off_and_the_game_plays(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(blocker / "menagerie"))
    app = App(size=(1280, 800), settings=Settings.load(), headless=True)
    try:
        assert app.storage_problem
        app.push(MenuScene(app))
        pump(app)
        assert any("Settings and saves are off for this run" in t for t in drawn_text(app))
        assert not app.top.cont.is_enabled
        scene = start(app, humans=1, first_player=0)
        scene.perform(scene.session.legal_moves(0)[0])
        assert scene.session.match.save_error and len(scene.session.moves) == 1
    finally:
        app.finish()


def test_continue_lists_unfinished_games_and_deletes_one_after_asking(app):
    first = start(app, humans=1, seed=3)
    first.perform(first.session.legal_moves(0)[0])
    second = start(app, humans=1, seed=4)
    second.perform(second.session.legal_moves(0)[0])
    app.reset_to(MenuScene(app))
    app.top.press(app.top.cont)
    listed = app.top
    assert isinstance(listed, SavedGamesScene)
    rows = [slot.path for slot, *_buttons in listed.rows]
    assert rows == [second.session.match.save_path, first.session.match.save_path]  # newest (and live) first
    listed.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=listed.rows[1][2]))
    assert listed.confirm is not None and first.session.match.save_path.exists()  # it asks first
    listed.handle(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED, ui_element=listed.confirm))
    assert not first.session.match.save_path.exists()
    assert [slot.path for slot, *_buttons in listed.rows] == [second.session.match.save_path]


def test_the_table_bench_never_touches_the_players_folder(monkeypatch, tmp_path):
    from tabletop.storage.data_dir import scratch_data_dir

    monkeypatch.delenv("MENAGERIE_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    with scratch_data_dir() as folder:
        start_bench = App(size=(1024, 640), settings=Settings(animation="Off"), headless=True)
        try:
            scene = start(start_bench, humans=0)
            scene.perform(scene.session.legal_moves(scene.session.to_act()[0])[0])
        finally:
            start_bench.finish()
        assert list((folder / "saves").glob("*.json"))
    assert not (tmp_path / "xdg").exists() and not (tmp_path / "home").exists()

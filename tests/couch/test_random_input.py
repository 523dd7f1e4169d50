"""Thousands of random clicks, drags, keys, finger events and resizes at every scene: no exception."""

import time
import zlib

import pytest

import rules
from tabletop.app import App
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.rules_screen import RulesScene as CouchRulesScene
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig
from tests.couch.monkey import run_monkey

EVENTS = 800


def table(app, humans=1):
    seats = [SeatConfig(f"P{i}", "Human" if i < humans else "Bot (easy)") for i in range(4)]
    game = rules.games()["strange-creatures"]
    return TableScene(app, game, GameConfig("strange-creatures", seats, seed=5), pace=0)


def with_tv(app):
    """A table with the TV window open: input to the laptop never breaks the second window."""
    app.open_tv()
    return table(app, humans=2)


def curtain(app):
    app.push(table(app, humans=2))
    return CurtainScene(app, "Karl", on_ready=lambda: None, undo_label="Undo", on_undo=lambda: None, arm_delay=0.1)


SCENES = {
    "menu": MenuScene,
    "setup": SetupScene,
    "settings": SettingsScene,
    "table-one-human": table,
    "table-two-humans": lambda app: table(app, humans=2),
    "table-with-tv": with_tv,
    "couch-rules": CouchRulesScene,
    "curtain": curtain,
}


@pytest.fixture(scope="module")
def app():
    a = App(size=(1280, 800), headless=True)
    yield a
    a.finish()


@pytest.mark.parametrize("name", list(SCENES))
def test_random_input_never_raises(app, name, monkeypatch, tmp_path):
    make = SCENES[name]

    def restart(a):
        a.scenes.clear()
        a.push(MenuScene(a))
        a.push(make(a))

    restart(app)
    started = time.perf_counter()
    draws = run_monkey(app, EVENTS, seed=zlib.crc32(name.encode()) % 1000, restart=restart)
    assert draws > EVENTS // 10
    assert time.perf_counter() - started < 40

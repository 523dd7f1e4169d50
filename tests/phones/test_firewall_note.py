"""Windows' firewall question is explained before it is asked: the first table on Windows whose phone server
would listen on the home network shows the note in the join panel and listens only when the person taps
"Listen for phones"; once said, never again on this computer; never on other systems, for 127.0.0.1, or for the
command line's own address. The platform is a parameter, so this runs on any system (the server itself
listens on 127.0.0.1 here: only where Windows would see the home network is pretended)."""

import pytest

import rules
from tabletop import language
from tabletop.phones import firewall, host
from tabletop.render import fonts
from tabletop.scenes.table_scene import TableScene
from tabletop.settings import Settings
from tabletop.table.session import GameConfig, SeatConfig
from tests.tabletop.helpers import pump
from tests.tabletop.test_text_fits import problems

HOME_NETWORK = "192.168.1.20"      # what the laptop's network would be (never listened on: see `at_home`)
PORT = 18591


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch, instant_table_bots):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def at_home(monkeypatch):
    """The note sees a home network; the server listens on the loopback all the same."""
    monkeypatch.setattr(firewall, "default_address", lambda: HOME_NETWORK)
    monkeypatch.setattr(host, "default_address", lambda: host.LOOPBACK)


def phone_game(app) -> TableScene:
    seats = [SeatConfig("Robin", "Phone"), SeatConfig("Ada", "Bot (easy)"), SeatConfig("Basil", "Bot (easy)")]
    config = GameConfig("strange-creatures", seats, 3)
    scene = TableScene(app, rules.games()["strange-creatures"], config, pace=0)
    app.push(scene)
    return scene


def test_when_the_note_is_due():
    assert firewall.note_due(HOME_NETWORK, explained=False, platform="win32")
    assert not firewall.note_due(HOME_NETWORK, explained=True, platform="win32")
    assert not firewall.note_due(host.LOOPBACK, explained=False, platform="win32")
    assert not firewall.note_due(HOME_NETWORK, explained=False, platform="linux")
    assert not firewall.note_due(HOME_NETWORK, explained=False, platform="darwin")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_windows_hears_the_note_first_and_listens_when_told(app, at_home, monkeypatch, lang):
    monkeypatch.setattr(firewall, "PLATFORM", "win32")
    app.settings.phone_port = PORT
    language.choose(lang)
    try:
        scene = phone_game(app)
        pump(app, 2)
        phones = scene.phones
        assert phones.asks_first == firewall.NOTE and not phones.running      # nothing listens yet
        scene.repaint()
        with fonts.placing() as drawn:
            app.draw()
        said = " ".join(p.full or p.words for p in drawn if p.words)
        assert language._("Before phones can join") in said
        assert language._(firewall.NOTE).split()[0] in said
        found = problems(drawn, app.size, ["Robin", "Ada", "Basil"])
        assert not found, "\n".join(found)
        assert "listen" in scene.join_panel.buttons
        scene.phone_action("listen")
        assert phones.running and phones.asks_first is None
        assert phones.url(0).startswith(f"http://{host.LOOPBACK}:")
        assert Settings.load().firewall_explained
        scene.phones.stop()
        app.pop()
        again = phone_game(app)                      # the next game on this computer: no note, it listens at once
        pump(app, 1)
        assert again.phones.asks_first is None and again.phones.running
        again.phones.stop()
    finally:
        language.choose("en")


def test_other_systems_listen_at_once(app, at_home, monkeypatch):
    monkeypatch.setattr(firewall, "PLATFORM", "linux")
    app.settings.phone_port = PORT
    scene = phone_game(app)
    pump(app, 1)
    assert scene.phones.asks_first is None and scene.phones.running
    scene.phones.stop()

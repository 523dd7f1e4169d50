"""Shared by every test: headless pygame, a private data folder (no test ever reads or writes a
player's real settings or saves), and a headless app for the table and couch tests."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# English unless a test asks for another language: the app's first start and the terminal game follow the system's
# language (SDL's preferred locales; LANGUAGE, LC_ALL, LANG), which must not be the developer's here.
os.environ["LANGUAGE"], os.environ["LANG"] = "en", "C.UTF-8"
for _name in ("LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)

import pytest  # noqa: E402


def pytest_xdist_auto_num_workers(config):
    """`-n auto`: one worker more than the cores. Some tests wait on a browser, a child process or a socket;
    a third worker keeps both cores busy meanwhile (measured on 2 cores: 268 s against 283 s)."""
    return (os.cpu_count() or 1) + 1


@pytest.fixture(autouse=True, scope="session")
def _private_data_folder(tmp_path_factory):
    patch = pytest.MonkeyPatch()
    patch.setenv("MENAGERIE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    yield
    patch.undo()


@pytest.fixture
def app():
    from tabletop.app import App
    from tabletop.settings import Settings

    a = App(size=(1280, 800), settings=Settings(animation="Off", bot_pace="Instant"), headless=True)
    yield a
    a.finish()


@pytest.fixture
def german():
    """The app speaks German for this test (tabletop/language.py), English again after it."""
    from tabletop import language

    language.choose("de")
    yield language.words()
    language.choose("en")


@pytest.fixture(params=["en", "de"])
def speaking(request):
    """The test runs once in each language the app speaks (German words are longer: layouts must hold)."""
    from tabletop import language

    language.choose(request.param)
    yield request.param
    language.choose("en")


@pytest.fixture
def instant_table_bots(request, monkeypatch):
    """Table tests drive the table, not the bots' thinking: bot seats play random moves at once, in
    process (every real level searches in a worker process for a fifth of a second or more, which
    would make a bots-only game take minutes). Mark a test `real_bots` to keep the real levels."""
    if request.node.get_closest_marker("real_bots"):
        return
    from rules.bots import RandomBot
    from tabletop.scenes import table_scene

    monkeypatch.setattr(table_scene, "make_seat_bot", lambda kind_label, seed: RandomBot(seed))

"""Headless table tests: a dummy video and audio driver, set before pygame is imported anywhere."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _settings_home(tmp_path, monkeypatch):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))  # settings and autosaves stay in the test


@pytest.fixture
def app():
    from tabletop.app import App
    from tabletop.settings import Settings

    a = App(size=(1280, 800), settings=Settings(animation="Off", bot_pace="Instant"), headless=True)
    yield a
    a.finish()

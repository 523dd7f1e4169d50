"""Settings → About: the version (pyproject.toml's, the one number) and the licences of the fonts and libraries,
fitting the smallest window in both languages; `--version` says the same number; a built bundle's build info
stands in for the metadata a frozen app lacks."""

import json
import sys
import tomllib
from pathlib import Path

import pygame
import pygame_gui
import pytest

from tabletop import about, language
from tabletop.__main__ import main
from tests.couch.test_german_screens import drawn_problems
from tests.couch.test_german_screens import widget_problems as german_problems
from tests.tabletop.helpers import pump
from tests.tabletop.test_text_fits import widget_problems, widgets_of

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


@pytest.fixture(params=["en", "de"])
def speaking(request):
    language.choose(request.param)
    yield request.param
    language.choose("en")


def make_app(size, lang):
    from tabletop.app import App
    from tabletop.settings import Settings

    return App(size=size, settings=Settings(animation="Off", bot_pace="Instant", language=lang), headless=True,
               lang=lang)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_about_shows_the_version_and_every_licence_and_fits(speaking, size):
    app = make_app(size, speaking)
    try:
        settings = app.open("settings")
        pump(app, 1)
        settings.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=settings.about))
        scene = app.top
        assert type(scene).__name__ == "AboutScene"
        pump(app, 2)
        where = f"About ({speaking}) at {size[0]}x{size[1]}"
        found = widget_problems(scene, where)
        if speaking == "de":
            found += german_problems(scene, where)
        more, _said = drawn_problems(scene, app, where)
        assert not found + more, "\n".join(found + more)
        words = [w[2] for w in widgets_of(scene)]
        version_line = language._("Version {version}", version=PYPROJECT_VERSION)
        assert version_line in words and PYPROJECT_VERSION in version_line
        for library in about.libraries():
            assert any(w.startswith(f"{library.name} {library.version}") and library.licence in w for w in words), \
                library
        for name, licence in about.FONTS:
            assert f"{name} · {licence}" in words
        assert ("Über Menagerie" if speaking == "de" else "About Menagerie") in words
        scene.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.back))
        assert app.top is settings
    finally:
        app.finish()


def test_every_shipped_library_has_a_version_and_a_licence():
    """Read from the installed metadata: the app's requirements and theirs, each with a licence to show."""
    libraries = {lib.name.lower().replace("_", "-"): lib for lib in about.libraries()}
    for needed in ("python", "sdl", "pygame-ce", "pygame-gui", "pydantic", "aiohttp", "platformdirs", "segno",
                   "babel"):
        assert needed in libraries, needed
    assert not [lib for lib in libraries.values() if not (lib.version and lib.licence)]
    assert "LGPL" in libraries["pygame-ce"].licence and libraries["pygame-gui"].licence == "MIT"
    assert "pytest" not in libraries and "pyinstaller" not in libraries      # extras are not shipped


def test_version_is_pyprojects(capsys):
    assert about.version() == PYPROJECT_VERSION
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.split() == ["Menagerie", PYPROJECT_VERSION]


def test_a_frozen_app_reads_its_build_info(tmp_path, monkeypatch):
    """A frozen app has no package metadata: the version and libraries come from the bundle's build info."""
    info = tmp_path / "build_info.json"
    info.write_text(json.dumps({"version": "9.8.7", "libraries": [["pygame-ce", "2.5.8", "LGPL v2.1"]]}))
    monkeypatch.setattr(about, "BUILT_INFO", info)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    about._known.cache_clear()
    try:
        assert about.version() == "9.8.7"
        assert about.libraries() == [about.Library("pygame-ce", "2.5.8", "LGPL v2.1")]
    finally:
        about._known.cache_clear()

"""No native crash at any size: every piece face of every table, at every small width and a few large ones,
and whole games.

pygame-ce 2.5.8 segfaults on zero-size surfaces in its transforms, which kills the app (and would
kill pytest) without a traceback. `tabletop/render/safe.py` is the one place that makes surfaces
and transforms; these tests keep it that way and draw everything at every size a layout can ask.
"""

import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import rules
from tabletop.games import ADAPTERS, make_adapter
from tabletop.render import safe

ROOT = Path(__file__).resolve().parents[2]
# every small width (where a part's share of the width rounds to zero or below), then a sweep up: a large face
# has no part near zero, and each large width costs as much as dozens of small ones
# every width up to 32 px (where a part's share of a card rounds to nothing), every other one to 64, a few large
WIDTHS = [*range(1, 33), *range(33, 65, 2), *range(65, 430, 53), 430]
DIRECT = re.compile(r"pygame\.transform\.|pygame\.Surface\(")


def test_nothing_else_makes_surfaces_or_transforms():
    offenders = []
    for folder in ("tabletop", "art", "packaging"):
        for path in (ROOT / folder).rglob("*.py"):
            if path == ROOT / "tabletop" / "render" / "safe.py":
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if DIRECT.search(line):
                    offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not offenders, "use tabletop.render.safe instead:\n" + "\n".join(offenders)


def test_helpers_never_pass_a_degenerate_size():
    pygame.init()
    empty = pygame.Surface((0, 5), pygame.SRCALPHA)  # the shape that crashed smoothscale
    assert safe.scale(empty, 10, 10).get_size() == (10, 10)
    assert safe.scale(safe.surface(8, 8), 0, -3).get_size() == (1, 1)
    assert safe.scale_by(safe.surface(3, 3), 0.01).get_size() == (1, 1)
    assert safe.fit(safe.surface(40, 20), 0, 0).get_size() == (1, 1)
    assert safe.rotate(empty, 30).get_size() == (1, 1)
    assert safe.rotozoom(safe.surface(4, 4), 45, 0.0).get_size() == (1, 1)
    assert safe.surface(float("nan"), -2).get_size() == (1, 1)
    assert safe.rect(3, 4, 0, -1).size == (1, 1)


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_face_draws_at_every_width(game_id):
    pygame.init()
    adapter = make_adapter(game_id, rules.games()[game_id])
    faces = list(adapter.faces())
    assert faces, "an adapter lists the faces it draws"
    for marks in (False, True):
        adapter.colour_marks = marks
        for face in faces:
            for width in WIDTHS:
                img = adapter.face(face, width)
                assert img.get_width() >= 1 and img.get_height() >= 1, (face, width)


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_a_bots_only_game_draws_at_every_window_size(game_id, tmp_path):
    """A whole game, the window cycling through 1024x640, 1024x1000, 1280x800 and 1920x1080 as it goes
    (tests/tabletop/every_size.py), in a child process: a native crash is a failed test, not a dead run."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "MENAGERIE_DATA_DIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "-m", "tests.tabletop.every_size", game_id, "8"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, f"exit {run.returncode}\n{run.stdout[-2000:]}\n{run.stderr[-2000:]}"
    assert "Final score" in run.stdout

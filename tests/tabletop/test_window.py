"""The window is called Menagerie everywhere a desktop shows it: title, X11 class, Wayland app id."""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_app_names_its_window_class_before_sdl_starts():
    import tabletop.app  # noqa: F401  (sets the hints at import, before any display opens)

    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME"):
        assert os.environ[hint] == "Menagerie"


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xwininfo")), reason="needs Xvfb and xwininfo")
def test_under_a_real_x_server_the_class_is_menagerie(tmp_path):
    display = ":93"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", MENAGERIE_DATA_DIR=str(tmp_path))
    app = None
    try:
        socket = Path("/tmp/.X11-unix/X93")
        for _ in range(100):              # the server is up once its socket exists
            if socket.exists():
                break
            time.sleep(0.1)
        app = subprocess.Popen([sys.executable, "-m", "tabletop", "--size", "1024x640"], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        tree = ""
        for _ in range(150):
            time.sleep(0.2)
            tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True, text=True).stdout
            if '"Menagerie": (' in tree:
                break
        assert '"Menagerie": ("Menagerie" "Menagerie")' in tree, tree
    finally:
        for proc in (app, server):
            if proc is not None:
                proc.kill()
                proc.wait(10)

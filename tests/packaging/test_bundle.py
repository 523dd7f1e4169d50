"""The desktop build: PyInstaller makes one folder whose `menagerie` starts, draws and exits cleanly.

Builds the bundle once (into a temporary folder, so a developer's dist/ is left alone) and runs
the frozen executable headless with the same automation flags as `python -m tabletop`; then the release's
smoke test (packaging/smoke_test.py: the nine games, German, a phone seat) and the download it packs
(packaging/build.py --archive). Skipped when PyInstaller is not installed; CI installs it through the `test` extra.
"""

import hashlib
import os
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("PyInstaller")

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
BUILD_SCRIPT = ROOT / "packaging" / "build.py"
SMOKE_TEST = ROOT / "packaging" / "smoke_test.py"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
EXE_NAME = "menagerie.exe" if sys.platform == "win32" else "menagerie"
SIZE_LIMIT_MB = 80
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory, worker_id) -> Path:
    """The app built once per test run: pytest-xdist's workers share one build (the first to come builds it, the
    others wait for it), so the slow build is not repeated on every worker that draws one of these tests."""
    base = tmp_path_factory.getbasetemp()
    out = (base if worker_id == "master" else base.parent) / "bundle"
    app, built, failed = out / "dist" / "menagerie", out / "built", out / "failed"
    try:
        out.mkdir()
    except FileExistsError:                       # another worker builds it
        deadline = time.monotonic() + 900
        while not built.exists():
            if failed.exists() or time.monotonic() > deadline:
                pytest.fail("the bundle was not built (see the worker that built it)")
            time.sleep(1)
        return app
    try:
        subprocess.run([sys.executable, str(BUILD_SCRIPT), "--dist", str(out / "dist"), "--work", str(out / "work")],
                       cwd=ROOT, check=True, timeout=900)
        assert (app / EXE_NAME).is_file()
    except BaseException:
        failed.touch()
        raise
    built.touch()
    return app


def contents(app: Path) -> dict[str, int]:
    return {str(p.relative_to(app)): p.stat().st_size for p in app.rglob("*") if p.is_file()}


def run_frozen(app: Path, home: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """Start the frozen app headless, as a user whose home folder is `home` (a fresh one)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MENAGERIE_", "XDG_"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home), USERPROFILE=str(home),
               APPDATA=str(home / "AppData" / "Roaming"))
    return subprocess.run([str(app / EXE_NAME), *args], cwd=home, env=env, capture_output=True, text=True,
                          timeout=timeout)


def assert_ran(done: subprocess.CompletedProcess, screenshot: Path) -> None:
    assert done.returncode == 0, f"exit {done.returncode}\nstdout:\n{done.stdout}\nstderr:\n{done.stderr}"
    assert screenshot.is_file(), f"no screenshot\nstderr:\n{done.stderr}"
    assert screenshot.read_bytes().startswith(PNG_SIGNATURE)


def test_frozen_app_draws_a_few_frames_and_exits_cleanly(bundle, tmp_path):
    before = contents(bundle)
    shot = tmp_path / "menu.png"
    assert_ran(run_frozen(bundle, tmp_path, "--max-frames", "5", "--screenshot", str(shot)), shot)
    assert contents(bundle) == before, "the app wrote into its bundle; saves and settings go in the user's folder"


def test_frozen_app_plays_a_bot_game_to_the_end(bundle, tmp_path):
    before = contents(bundle)
    shot = tmp_path / "over.png"
    done = run_frozen(bundle, tmp_path, "play", "strange-creatures", "--players", "4", "--humans", "0", "--seed", "5",
                      "--speed", "0", "--quit-when-over", "--screenshot", str(shot), "--lang", "de", timeout=300)
    assert_ran(done, shot)
    assert "Endstand" in done.stdout, done.stdout      # the compiled German catalogs and Babel's data travel along
    assert contents(bundle) == before


def test_bundle_ships_what_the_app_reads_and_nothing_it_does_not(bundle):
    files = contents(bundle)
    size_mb = sum(files.values()) / 1e6
    assert size_mb <= SIZE_LIMIT_MB, f"bundle is {size_mb:.1f} MB"
    internal = bundle / "_internal"
    package_data = [p for pkg in ("rules", "tabletop") for kind in ("*.json", "*.md", "*.mo")
                    for p in (ROOT / pkg).rglob(kind)]
    for data in [*package_data, *(ROOT / "sounds").glob("*.wav")]:
        assert (internal / data.relative_to(ROOT)).is_file(), data.relative_to(ROOT)
    fonts = {p.name for p in (internal / "pygame_gui" / "data").iterdir()}
    for needed in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "FiraCode-Regular.ttf", "default_theme.json"):
        assert needed in fonts, needed
    assert (internal / "pygame_gui" / "data" / "licenses" / "NotoSans-LICENSE.txt").is_file()
    assert not any(name.startswith(("NotoSansJP", "NotoSansSC", "NotoSansKR", "NotoSansArabic")) for name in fonts)
    shipped = {p.name.split(".")[0] for p in internal.rglob("*")}
    for unused in ("numpy", "_tkinter", "tkinter", "_pytest", "hypothesis", "yaml", "_yaml"):
        assert unused not in shipped, unused


def test_frozen_app_says_pyprojects_version(bundle, tmp_path):
    done = run_frozen(bundle, tmp_path, "--version", timeout=60)
    assert done.returncode == 0 and done.stdout.split() == ["Menagerie", VERSION], done.stdout + done.stderr


def test_the_release_smoke_test_passes(bundle):
    """What each release build must pass (.github/workflows/release.yml runs the same script)."""
    done = subprocess.run([sys.executable, str(SMOKE_TEST), str(bundle.parent)], cwd=ROOT, capture_output=True,
                          text=True, timeout=1800)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    steps = [line.split()[1] for line in done.stdout.splitlines() if line.startswith(("PASS", "FAIL"))]
    assert {"version", "start", "german", "phone"} <= set(steps) and len(steps) == 4 + 9, steps


def test_the_linux_download_holds_the_app_its_menu_entry_and_install_note(bundle, tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("the Linux download is packed on Linux")
    done = subprocess.run([sys.executable, str(BUILD_SCRIPT), "--archive", "--dist", str(bundle.parent)], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    archive = bundle.parent / f"menagerie-{VERSION}-linux-x86_64.tar.gz"
    digest, name = (bundle.parent / f"{archive.name}.sha256").read_text().split()
    assert name == archive.name and digest == hashlib.sha256(archive.read_bytes()).hexdigest()
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
        for needed in ("menagerie/menagerie", "menagerie/menagerie.desktop", "menagerie/menagerie.png",
                       "menagerie/INSTALL.txt", "menagerie/add-to-menu.sh"):
            assert needed in members, needed
        assert members["menagerie/menagerie"].mode & 0o111 and members["menagerie/add-to-menu.sh"].mode & 0o111
        desktop = tar.extractfile("menagerie/menagerie.desktop").read().decode()
        assert "Exec=menagerie" in desktop and "Icon=menagerie" in desktop
        assert tar.extractfile("menagerie/menagerie.png").read().startswith(PNG_SIGNATURE)

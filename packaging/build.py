"""Build the one-folder desktop app for this machine: dist/menagerie/ (and dist/Menagerie.app on macOS).

    python packaging/build.py                  # incremental, into ./dist and ./build
    python packaging/build.py --clean          # drop PyInstaller's cache first
    python packaging/build.py --dist DIR --work DIR
    python packaging/build.py --measure        # then time the frozen app from start to first frame

Prints how long the build took and how large the folder is; with --measure, also how long the
frozen app takes from being started to its first drawn frame (headless, median of 5 starts).
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "menagerie.spec"


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path, clean: bool = False, quiet: bool = True) -> Path:
    """Run PyInstaller on the spec and return the app folder (dist/menagerie)."""
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm",
               "--distpath", str(dist), "--workpath", str(work)]
    if clean:
        command.append("--clean")
    if quiet:
        command += ["--log-level", "WARN"]
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    subprocess.run(command, cwd=ROOT, env=env, check=True)
    return dist / "menagerie"


def first_frame_seconds(app: Path, runs: int = 5) -> float:
    """Median wall time from starting the frozen app to its first frame (it prints the moment it drew it)."""
    exe = app / ("menagerie.exe" if sys.platform == "win32" else "menagerie")
    samples = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", MENAGERIE_REPORT_FIRST_FRAME="1",
                   MENAGERIE_DATA_DIR=home)
        for _ in range(runs):
            started = time.time()
            done = subprocess.run([str(exe), "--max-frames", "2"], env=env, capture_output=True, text=True, timeout=60)
            stamps = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("first-frame ")]
            if done.returncode != 0 or not stamps:
                raise RuntimeError(f"the frozen app failed (exit {done.returncode}):\n{done.stderr}")
            samples.append(float(stamps[0]) - started)
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's cache before building")
    parser.add_argument("--verbose", action="store_true", help="show PyInstaller's full log")
    parser.add_argument("--measure", action="store_true", help="time the frozen app's start to first frame")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is not installed: pip install -e '.[packaging]'", file=sys.stderr)
        return 2
    started = time.perf_counter()
    try:
        app = build(args.dist.resolve(), args.work.resolve(), clean=args.clean, quiet=not args.verbose)
    except subprocess.CalledProcessError as failure:
        print(f"PyInstaller failed (exit {failure.returncode})", file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - started
    print(f"built {app} in {elapsed:.0f} s; folder {folder_size(app) / 1e6:.1f} MB")
    if args.measure:
        print(f"frozen app, start to first frame: {first_frame_seconds(app):.2f} s (median of 5, headless)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

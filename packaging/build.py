"""Build the one-folder desktop app for this machine: dist/menagerie/ (and dist/Menagerie.app on macOS).

    python packaging/build.py                  # incremental, into ./dist and ./build
    python packaging/build.py --clean          # drop PyInstaller's cache first
    python packaging/build.py --dist DIR --work DIR

Prints how long the build took and how large the folder is, the two figures the release checks.
"""

import argparse
import os
import subprocess
import sys
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's cache before building")
    parser.add_argument("--verbose", action="store_true", help="show PyInstaller's full log")
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
    return 0


if __name__ == "__main__":
    sys.exit(main())

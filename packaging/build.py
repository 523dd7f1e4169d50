"""Build the one-folder desktop app for this machine: dist/menagerie/ (and dist/Menagerie.app on macOS).

    python packaging/build.py                  # incremental, into ./dist and ./build
    python packaging/build.py --clean          # drop PyInstaller's cache first
    python packaging/build.py --dist DIR --work DIR
    python packaging/build.py --measure        # then time the frozen app from start to first frame
    python packaging/build.py --archive        # pack the built app as the release's download, with its .sha256
    python packaging/build.py --name           # the download's file name for this system (nothing is built)

Prints how long the build took and how large the folder is; with --measure, also how long the
frozen app takes from being started to its first drawn frame (headless, median of 5 starts).

This file is also the one place the release automation takes its names from: the systems and their
runners (MATRIX), each download's file name (ARCHIVES) and the smoke test's command (SMOKE_TEST). The
workflows in .github/workflows call it instead of repeating them; tests/packaging/test_workflows.py
checks that they do.
"""

import argparse
import hashlib
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "menagerie.spec"
LINUX_EXTRAS = ROOT / "packaging" / "linux"      # the .desktop file, the menu script and INSTALL.txt

# ----- the release's names (the workflows read these; nowhere else says them) -------------------------
# Each system: the hosted runner that builds it (Linux on the oldest supported Ubuntu, so the bundle's glibc
# suits older distributions too) and its download's file name.
MATRIX = [
    {"system": "linux", "runner": "ubuntu-22.04"},
    {"system": "windows", "runner": "windows-latest"},
    {"system": "macos", "runner": "macos-latest"},
]
ARCHIVES = {
    "linux": "menagerie-{version}-linux-x86_64.tar.gz",
    "windows": "menagerie-{version}-windows-x64.zip",
    "macos": "menagerie-{version}-macos.zip",          # the .app
}
# Run from the checkout against the built app in dist/ (packaging/smoke_test.py says what it plays).
SMOKE_TEST = "python packaging/smoke_test.py dist"
PYTHON_VERSION = "3.11"


# The .app's Info.plist beyond what PyInstaller writes (its bundle id, icon and version are set in the spec).
MACOS_BUNDLE_ID = "org.menagerie.tabletop"
MACOS_INFO = {
    "CFBundleName": "Menagerie",
    "CFBundleDisplayName": "Menagerie",
    "NSHighResolutionCapable": True,
    "LSMinimumSystemVersion": "11.0",
    "LSApplicationCategoryType": "public.app-category.board-games",
    # asked the first time the phone server listens on the home network (macOS 15 and later)
    "NSLocalNetworkUsageDescription": "Menagerie listens on your home network so that phones on the same Wi-Fi "
                                      "can join a game as private hands.",
}


def this_system() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def project_version() -> str:
    """The one version number: pyproject.toml's (the app reads it from its metadata, the bundle from build info)."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def archive_name(system: str | None = None, version: str | None = None) -> str:
    return ARCHIVES[system or this_system()].format(version=version or project_version())


def version_numbers(version: str | None = None) -> tuple[int, int, int, int]:
    """"1.2.3" (or "1.2.3rc1") as the four numbers a Windows version resource holds: (1, 2, 3, 0)."""
    numbers = [int(re.match(r"\d*", part).group() or 0) for part in (version or project_version()).split(".")[:4]]
    return tuple((numbers + [0, 0, 0, 0])[:4])


def windows_version_info(version: str | None = None) -> str:
    """The Windows version resource (PyInstaller's `version=` file): what Explorer's Properties → Details shows."""
    version = version or project_version()
    numbers = version_numbers(version)
    strings = {"CompanyName": "Menagerie", "FileDescription": "Menagerie", "FileVersion": version,
               "InternalName": "menagerie", "LegalCopyright": "Menagerie's authors",
               "OriginalFilename": "menagerie.exe", "ProductName": "Menagerie", "ProductVersion": version}
    table = ", ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return (f"VSVersionInfo(ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0, "
            f"OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)), "
            f"kids=[StringFileInfo([StringTable('040904B0', [{table}])]), "
            f"VarFileInfo([VarStruct('Translation', [1033, 1200])])])\n")


def executable(dist: Path, system: str | None = None) -> Path:
    """The frozen app's program in a dist folder (on macOS the one inside the .app, as the download has it)."""
    system = system or this_system()
    if system == "macos":
        return dist / "Menagerie.app" / "Contents" / "MacOS" / "menagerie"
    return dist / "menagerie" / ("menagerie.exe" if system == "windows" else "menagerie")


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


def first_frame_seconds(dist: Path, runs: int = 5) -> float:
    """Median wall time from starting the frozen app to its first frame (it prints the moment it drew it)."""
    exe = executable(dist)
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


# ----- the download ------------------------------------------------------------------------------------
def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pack(dist: Path, system: str | None = None, out: Path | None = None) -> Path:
    """dist's app packed as this system's download, and beside it NAME.sha256 (`sha256sum -c` reads it).

    Linux: a .tar.gz of the folder (its programs stay executable); Windows: a .zip of the folder; macOS: a .zip
    of Menagerie.app made by `ditto`, which keeps the bundle's links and attributes as Finder's Compress does."""
    system = system or this_system()
    out = out or dist
    target = out / archive_name(system)
    target.unlink(missing_ok=True)
    if system == "linux":
        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(dist / "menagerie", arcname="menagerie")
    elif system == "windows":
        folder = dist / "menagerie"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
            for path in sorted(folder.rglob("*")):
                z.write(path, Path("menagerie") / path.relative_to(folder))
    else:
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(dist / "Menagerie.app"),
                        str(target)], check=True)
    (out / f"{target.name}.sha256").write_text(f"{sha256_of(target)}  {target.name}\n", encoding="utf-8")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's cache before building")
    parser.add_argument("--verbose", action="store_true", help="show PyInstaller's full log")
    parser.add_argument("--measure", action="store_true", help="time the frozen app's start to first frame")
    parser.add_argument("--archive", action="store_true",
                        help="pack the app in --dist as this system's download (+ .sha256); builds it first when "
                             "there is none")
    parser.add_argument("--name", action="store_true", help="print this system's download file name and stop")
    parser.add_argument("--version", action="store_true", help="print the version (pyproject.toml's) and stop")
    args = parser.parse_args(argv)
    if args.name or args.version:
        print(archive_name() if args.name else project_version())
        return 0
    dist = args.dist.resolve()
    if not (args.archive and executable(dist).is_file()):
        try:
            import PyInstaller  # noqa: F401
        except ImportError:
            print("PyInstaller is not installed: pip install -e '.[packaging]'", file=sys.stderr)
            return 2
        started = time.perf_counter()
        try:
            app = build(dist, args.work.resolve(), clean=args.clean, quiet=not args.verbose)
        except subprocess.CalledProcessError as failure:
            print(f"PyInstaller failed (exit {failure.returncode})", file=sys.stderr)
            return 1
        elapsed = time.perf_counter() - started
        print(f"built {app} in {elapsed:.0f} s; folder {folder_size(app) / 1e6:.1f} MB")
    if args.measure:
        print(f"frozen app, start to first frame: {first_frame_seconds(dist):.2f} s (median of 5, headless)")
    if args.archive:
        target = pack(dist)
        print(f"packed {target} ({target.stat().st_size / 1e6:.1f} MB) and {target.name}.sha256")
    return 0


if __name__ == "__main__":
    sys.exit(main())

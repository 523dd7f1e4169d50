"""Where Menagerie keeps what outlives a run (saves, settings), and how it writes there safely.

platformdirs picks the folder each platform expects (XDG on Linux, Application Support on macOS,
the roaming AppData on Windows); `MENAGERIE_DATA_DIR` overrides it (tests and benches use that,
so they never touch a player's real folder). Files are written atomically (a temporary file in
the same folder, then `os.replace`), so a crash or a kill in the middle of a write leaves either
the old file or the new one, never half of one. A folder that cannot be made or written (a
read-only mount) is not fatal: `storage_problem` says why, and the app plays without saving.
"""

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path

import platformdirs

ENV_OVERRIDE = "MENAGERIE_DATA_DIR"
APP_NAME = "menagerie"


def data_dir(create: bool = True) -> Path:
    """The user's data folder for Menagerie (created on demand; OSError when that is impossible)."""
    override = os.environ.get(ENV_OVERRIDE)
    if override:
        folder = Path(override).expanduser()
    else:
        folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=True))
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def storage_problem() -> str | None:
    """Why settings and saves cannot be kept in this run, in words; None when the folder works.

    The app asks once, at start, so this is also where the temp files a killed run left (in the data
    folder and the folders in it, such as saves/) are removed: no writer of this run has begun yet."""
    folder = None
    try:
        folder = data_dir()
        fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=str(folder))
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        where = f" ({folder or err.filename or 'the data folder'})"
        return f"{err.strerror or err}{where}"
    clean_stale_temps_in(folder, depth=1)
    return None


@contextmanager
def scratch_data_dir():
    """A throw-away data folder for the rest of this block (benches, demos): the player's settings and
    saves are never read or written meanwhile, and child processes inherit the same folder."""
    old = os.environ.get(ENV_OVERRIDE)
    with tempfile.TemporaryDirectory(prefix="menagerie-scratch-") as tmp:
        os.environ[ENV_OVERRIDE] = tmp
        try:
            yield Path(tmp)
        finally:
            if old is None:
                os.environ.pop(ENV_OVERRIDE, None)
            else:
                os.environ[ENV_OVERRIDE] = old


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step: readers see the old file or the new one, nothing between."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def clean_stale_temps(path: Path) -> int:
    """Remove temp files a killed writer of `path` left behind (the real file is always whole)."""
    path = Path(path)
    removed = 0
    for stale in path.parent.glob(f".{path.name}.*.tmp") if path.parent.is_dir() else []:
        try:
            stale.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def clean_stale_temps_in(folder: Path, depth: int = 0) -> int:
    """Remove every temp file of write_atomic (`.NAME.RANDOM.tmp`) in `folder`, and in its subfolders down to
    `depth` levels, as a run killed mid-write leaves them; the real files are always whole."""
    folder, removed = Path(folder), 0
    try:
        entries = list(folder.iterdir()) if folder.is_dir() else []
    except OSError:
        return 0
    for entry in entries:
        try:
            if entry.is_dir() and not entry.is_symlink():
                removed += clean_stale_temps_in(entry, depth - 1) if depth > 0 else 0
            elif entry.name.startswith(".") and entry.name.endswith(".tmp") and entry.is_file():
                entry.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def move_aside(path: Path, label: str = "damaged") -> Path | None:
    """Rename a bad file out of the way (kept for a human to look at); returns its new name."""
    path = Path(path)
    if not path.exists():
        return None
    n = 1
    while True:
        target = path.with_name(f"{path.stem}.{label}-{n}{path.suffix}")
        if not target.exists():
            break
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target

"""Where Menagerie keeps what outlives a run (saves, settings), and how it writes there safely.

The folder follows each platform's habit; `MENAGERIE_DATA_DIR` overrides it (tests use that).
Files are written atomically (a temporary file in the same folder, then `os.replace`), so a crash
or a kill in the middle of a write leaves either the old file or the new one, never half of one.
"""

import os
import sys
import tempfile
from pathlib import Path

ENV_OVERRIDE = "MENAGERIE_DATA_DIR"


def data_dir(create: bool = True) -> Path:
    """The user's data folder for Menagerie (created on demand)."""
    override = os.environ.get(ENV_OVERRIDE)
    if override:
        folder = Path(override).expanduser()
    elif sys.platform.startswith("win"):
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        folder = Path(base) / "Menagerie"
    elif sys.platform == "darwin":
        folder = Path.home() / "Library" / "Application Support" / "Menagerie"
    else:
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        folder = Path(base) / "menagerie"
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


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

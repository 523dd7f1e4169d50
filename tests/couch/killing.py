"""Killing a running app with SIGKILL once its save holds some moves (for the kill-and-resume tests)."""

import json
import os
import signal
import subprocess
import time
from pathlib import Path


def saved_moves(path: Path) -> int:
    try:
        return len(json.loads(path.read_text())["moves"])
    except (OSError, ValueError, KeyError):
        return 0


def the_save(folder: Path) -> Path | None:
    """The one game file a child process writes in `folder` (its name says when it started)."""
    found = sorted(folder.glob("*.json")) if folder.is_dir() else []
    return found[0] if found else None


def kill_now(child: subprocess.Popen) -> None:
    """SIGKILL `child` (if it still runs) and wait for it."""
    try:
        if child.poll() is None:
            os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)


def kill_once_saved(child: subprocess.Popen, folder: Path, moves: int, wait: float) -> Path:
    """SIGKILL `child` as soon as its save in `folder` holds `moves` moves (or `wait` seconds have passed)."""
    path = None
    try:
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            path = path or the_save(folder)
            if path is not None and saved_moves(path) >= moves:
                break
            time.sleep(0.01)
    finally:
        kill_now(child)
    assert child.returncode == -signal.SIGKILL
    assert path is not None, "the child never saved its game"
    return path

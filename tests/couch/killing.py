"""Killing a running app with SIGKILL once its autosave holds some moves (for the kill-and-resume tests)."""

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


def kill_once_saved(child: subprocess.Popen, path: Path, moves: int, wait: float) -> None:
    """SIGKILL `child` as soon as its autosave holds `moves` moves (or `wait` seconds have passed)."""
    try:
        deadline = time.monotonic() + wait
        while saved_moves(path) < moves and time.monotonic() < deadline:
            time.sleep(0.01)
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
    assert child.returncode == -signal.SIGKILL

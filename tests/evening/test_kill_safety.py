"""SIGKILL at any moment of an evening's series: the history file is always whole (or not yet there), and after
the next start every finished game of the evening is in it (none lost between a game's save and its entry)."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.evening.book import HISTORY_FILE
from tabletop.evening.entry import caught_up_book
from tabletop.evening.records import History
from tabletop.storage.saves import list_saves
from tests.couch.killing import kill_now

ROOT = Path(__file__).resolve().parents[2]
SERIES = ["play", "hi-lo-hijinks", "--humans", "0", "--games", "6", "--quit-when-over", "--speed", "0",
          "--size", "1024x640"]


def kill_when(child: subprocess.Popen, data: Path, finished: int, extra: float) -> None:
    """SIGKILL once `finished` games' saves are finished and `extra` seconds more have passed (or 60 s)."""
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            done = sum('"finished":true' in p.read_text(errors="ignore") for p in (data / "saves").glob("*.json")) \
                if (data / "saves").is_dir() else 0
            if done >= finished:
                break
            time.sleep(0.005)
        time.sleep(extra)
    finally:
        kill_now(child)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("finished, extra", [(1, 0.0), (1, 0.003), (2, 0.0), (2, 0.05), (3, 0.01)])
def test_a_kill_mid_series_loses_no_game_and_halves_no_file(data_dir, finished, extra):
    env = dict(os.environ, MENAGERIE_DATA_DIR=str(data_dir), PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "tabletop", *SERIES], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    kill_when(child, data_dir, finished, extra)
    assert child.returncode == -signal.SIGKILL, "the series ended before the kill"
    path = data_dir / HISTORY_FILE
    if path.exists():
        History.model_validate_json(path.read_bytes())                   # whole: old or new, never half
    book = caught_up_book()
    assert book.problem is None
    saved, damaged = list_saves(data_dir / "saves", finished=True)
    assert not damaged
    assert len(saved) >= finished
    assert {g.key for g in book.history.games} == {s.path.stem for s in saved}
    assert not [p for p in data_dir.iterdir() if p.name.endswith(".tmp")]   # a killed writer's temp file is gone

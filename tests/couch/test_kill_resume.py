"""Kill a running game with SIGKILL mid-game and resume it: nothing that was played is lost."""

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.storage import saves
from tests.couch.kill_target import GAME, chosen_moves
from tests.couch.killing import kill_once_saved, saved_moves

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_game_loses_nothing(private_data_dir):
    seed = 31
    env = dict(os.environ, MENAGERIE_DATA_DIR=str(private_data_dir), PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "tests.couch.kill_target", str(seed)], cwd=ROOT, env=env)
    path = kill_once_saved(child, private_data_dir / "saves", 25, wait=30)

    replayed, message = saves.load_or_set_aside(path)
    assert message is None, message                      # the file is whole: atomic writes
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no stray temp file kept
    played = len(replayed.moves)
    assert played >= 25 and not replayed.record.finished

    # The same seed and chooser give the same game: the save holds exactly its first `played` moves.
    game = rules.games()[GAME]
    expected = Match.new(game, 4, seed, seats=replayed.record.seats, autosave=False)
    chooser = random.Random(seed)
    for _ in range(played):
        expected.play(chosen_moves(game, expected, chooser))
    assert game.dump_state(replayed.state) == game.dump_state(expected.state)

    # Continue exactly where it stopped.
    match = Match.resumed(replayed, save_path=path)
    match.play(chosen_moves(game, match, chooser))
    assert saved_moves(path) == played + 1

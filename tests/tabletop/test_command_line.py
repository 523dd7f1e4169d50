"""`python -m tabletop play ...` with arguments that cannot start a game: one plain line, exit 2."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("args,words", [
    (["--players", "7"], "Strange Creatures is for 3 to 5 players."),
    (["--players", "0"], "Strange Creatures is for 3 to 5 players."),
    (["--humans", "-3"], "--humans must be from 0 to 4"),
    (["--humans", "9"], "--humans must be from 0 to 4"),
    (["--bot", "wizard"], "There is no bot level 'wizard'"),
    (["--deck-order", "zz"], "deck_order names cards this game does not have: zz"),
])
def test_bad_arguments_say_what_is_wrong_in_one_line(args, words, tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "MENAGERIE_DATA_DIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "-m", "tabletop", "play", "strange-creatures", *args, "--speed", "0",
                          "--quit-when-over"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    said = [line for line in run.stderr.splitlines() if not line.startswith("ALSA lib")]  # SDL's own noise
    assert said == [said[0]] and words in said[0] and "Traceback" not in run.stderr


def test_unknown_games_and_games_without_a_table_are_named(capsys):
    import rules
    from tabletop.__main__ import main
    from tabletop.games import ADAPTERS

    assert main(["play", "no-such-game"]) == 2
    assert "There is no game called 'no-such-game'" in capsys.readouterr().err
    for game_id in [g for g in rules.games() if g not in ADAPTERS]:
        assert main(["play", game_id]) == 2
        assert f"python -m rules play {game_id}" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", ["savannah", "strange-creatures", "la-criatura"])
def test_without_players_the_table_is_four_within_the_games_range(game_id):
    """`play savannah` with no --players seats three (its most), not a refused four."""
    import rules
    from tabletop.__main__ import direct_config, parser

    game, config = direct_config(parser().parse_args(["play", game_id, "--humans", "0"]))
    assert len(config.seats) == game.usual_players == min(max(4, game.min_players), game.max_players)
    assert game is rules.games()[game_id]

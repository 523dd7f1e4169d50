"""The terminal game in German, for every game: a whole game of bots narrated, the final position and the scores,
with no English left (names and the games' titles aside)."""

import subprocess
import sys

import pytest

import rules
from rules.cli.play import TerminalGame
from rules.language import words_for
from tests.english_left import english_in


@pytest.mark.parametrize("game_id", sorted(rules.games()))
def test_a_bots_only_terminal_game_is_told_in_german(game_id):
    game = rules.games()[game_id]
    lines: list[str] = []
    TerminalGame(game, game.usual_players, 3, set(), "random", 0.0, out=lines.append, words=words_for("de")).run()
    assert any("Endstand" in line for line in lines)
    english = [(line, found) for line in lines if (found := english_in(line))]
    assert not english, f"{len(english)} lines with English, first: {english[:5]}"
    assert not [line for line in lines if "{" in line and "}" in line], "a field left unfilled"


def test_the_command_line_narrates_a_whole_game_in_german():
    done = subprocess.run([sys.executable, "-m", "rules", "play", "strange-creatures", "--lang", "de", "--bots", "all",
                           "--bot", "random", "--seed", "4"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Endstand:" in done.stdout and "Final scores" not in done.stdout
    assert len(done.stdout.splitlines()) > 50


def test_an_unknown_language_is_one_plain_line():
    done = subprocess.run([sys.executable, "-m", "rules", "play", "herds", "--lang", "fr"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip().endswith("'fr' is not a language we speak; choose from en, de")

"""Bad command-line arguments, to `python -m rules` and to `python -m tabletop`: one plain line on stderr and
exit status 2, never a traceback, never quietly replaced by a default, never found only when the run ends."""

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(module: str, args: list[str], tmp_path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "MENAGERIE_DATA_DIR": str(tmp_path),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          input="q\n", timeout=60)


def said(done: subprocess.CompletedProcess) -> list[str]:
    return [line for line in done.stderr.splitlines() if not line.startswith("ALSA lib")]  # SDL's own noise


def assert_one_line(done: subprocess.CompletedProcess, words: str) -> None:
    lines = said(done)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert len(lines) == 1 and words in lines[0], lines


@pytest.mark.parametrize("args,words", [
    (["play", "strange-creatures", "--option", "expert"], "--option 'expert': write NAME=VALUE"),
    (["play", "strange-creatures", "--option", "=true"], "--option '=true': write NAME=VALUE"),
    (["bench", "nope"], "there is no game called 'nope'"),
    (["bench", "--players", "0"], "--players: must be 1 or more, not 0"),
    (["bench", "savannah", "--players", "4"], "Savannah is for 2 to 3 players"),
    (["bench", "--seconds", "nan"], "'nan' is not a number of seconds"),
    (["play", "strange-creatures", "--players", "0"], "Strange Creatures is for 3 to 5 players (not 0)"),
    (["play", "strange-creatures", "--players", "6"], "Strange Creatures is for 3 to 5 players (not 6)"),
    (["play", "strange-creatures", "--humans", "99"], "--humans must be from 0 to 4 (the number of players), not 99"),
    (["play", "strange-creatures", "--humans", "-3"], "--humans must be from 0 to 4 (the number of players), not -3"),
    (["play", "strange-creatures", "--bot-seconds", "-1"], "'-1' is not a number of seconds (0 or more)"),
    (["play", "strange-creatures", "--bot-seconds", "nan"], "'nan' is not a number of seconds (0 or more)"),
    (["play", "strange-creatures", "--players", "four"], "--players: invalid int value: 'four'"),
    (["play", "no-such-game"], "invalid choice: 'no-such-game'"),
    (["play", "strange-creatures", "--option", "expert=perhaps"], "--option expert=perhaps: 'perhaps' is not true or"),
    (["play", "strange-creatures", "--option", "experts=true"], "Strange Creatures has no option 'experts'"),
    (["play", "safari-sprint", "--players", "3", "--option", "animals=lion,tigger,zebra"],
     "'tigger' is not one of elephant, lion, monkey, tiger, zebra"),
    (["play", "safari-sprint", "--players", "3", "--option", "animals=lion,lion,zebra"],
     "--option animals: each animal can race only once"),
    (["play", "la-criatura", "--option", "dice=1,six"], "--option dice=1,six: 'six' is not a whole number"),
    (["play", "wonder-creature", "--players", "4", "--option", "advanced=false"], "need the advanced game"),
])
def test_rules_command_line(args, words, tmp_path):
    assert_one_line(run("rules", args, tmp_path), words)


@pytest.mark.parametrize("args,words", [
    (["--size", "0x0"], "'0x0' is not a size: width and height must be above 0"),
    (["--size=-800x600"], "'-800x600' is not a size: width and height must be above 0"),
    (["--size", "wide"], "'wide' is not a size: write WIDTHxHEIGHT"),
    (["--size", "1280"], "'1280' is not a size: write WIDTHxHEIGHT"),
    (["--max-frames", "-1"], "--max-frames: must be 1 or more, not -1"),
    (["--max-frames", "0"], "--max-frames: must be 1 or more, not 0"),
    (["--screenshot", "/missing/dir/x.png"], "there is no folder '/missing/dir'"),
    (["--screenshot", "shot.txt"], "'shot.txt' must end in .png"),
    (["play", "strange-creatures", "--speed", "nan"], "--speed: 'nan' is not a number of seconds"),
    (["play", "strange-creatures", "--speed", "-1"], "--speed: '-1' is not a number of seconds"),
    (["play", "strange-creatures", "--max-frames", "-1"], "--max-frames: must be 1 or more, not -1"),
    (["play", "strange-creatures", "--size", "0x0"], "'0x0' is not a size"),
    (["play", "strange-creatures", "--screenshot", "/missing/dir/x.png"], "there is no folder '/missing/dir'"),
    (["replay", "nowhere.json"], "There is no save file 'nowhere.json'."),
    (["play", "strange-creatures", "--option", "expert"], "--option 'expert': write NAME=VALUE"),
    (["play", "strange-creatures", "--option", "expert=perhaps"], "--option expert=perhaps: 'perhaps' is not true or"),
    (["play", "hi-lo-hijinks", "--option", "younger=true"], "Hi-Lo Hijinks has no option 'younger'"),
    (["play", "safari-sprint", "--players", "3", "--option", "animals=lion,tigger,zebra"],
     "'tigger' is not one of elephant, lion, monkey, tiger, zebra"),
    (["play", "la-criatura", "--option", "two_seats=maybe"], "'maybe' is not true or false"),
    (["play", "wonder-creature", "--players", "4", "--option", "advanced=false"], "need the advanced game"),
])
def test_tabletop_command_line(args, words, tmp_path):
    assert_one_line(run("tabletop", args, tmp_path), words)


def test_a_screenshot_into_a_folder_that_exists_is_written(tmp_path):
    shot = tmp_path / "x.png"
    done = run("tabletop", ["--max-frames", "2", "--screenshot", str(shot), "--size", "1024x640"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 0


def test_sizes_below_the_smallest_window_are_raised_to_it_and_the_smallest_is_the_apps():
    from tabletop.__main__ import SMALLEST, parser
    from tabletop.app import MIN_SIZE

    assert SMALLEST == MIN_SIZE == (1024, 640)
    assert parser().parse_args(["--size", "800x600"]).size == (1024, 640)
    assert parser().parse_args(["--size", "1x1"]).size == (1024, 640)
    assert parser().parse_args(["--size", "1600X900"]).size == (1600, 900)
    assert parser().parse_args(["play", "herds", "--size", "2000x500"]).play_size == (2000, 640)


def test_zero_seconds_is_a_valid_pace_and_budget():
    """--speed 0 is the documented "instant"; --bot-seconds 0 asks the search bot for its least effort."""
    from rules.cli.arguments import seconds
    from tabletop.__main__ import parser

    assert parser().parse_args(["play", "herds", "--speed", "0"]).speed == 0.0
    assert seconds("0") == 0.0 and seconds("2.5") == 2.5
    for bad in ("inf", "-0.5", "soon"):
        with pytest.raises(argparse.ArgumentTypeError):
            seconds(bad)

"""`python -m tabletop play GAME --humans 0 --games N --quit-when-over`: a series of N games played by themselves,
the evening's standings printed, the series kept in the data folder; `--continue-evening` adds to it."""

import re

from tabletop.__main__ import main
from tabletop.evening.entry import caught_up_book
from tabletop.storage.saves import list_saves


def test_three_games_make_an_evening_and_a_second_run_adds_to_it(data_dir, capsys):
    assert main(["play", "hi-lo-hijinks", "--humans", "0", "--games", "3", "--quit-when-over", "--speed", "0",
                 "--seed", "11"]) == 0
    out = capsys.readouterr().out
    assert "Tonight: 3 games" in out
    assert len(re.findall(r"^Game \d, Hi-Lo Hijinks: .+ wins?!$", out, re.M)) == 3
    assert "Standings:" in out and "penalty points" in out
    book = caught_up_book()
    [evening] = book.evenings
    games = book.games_of(evening.key)
    assert len(games) == 3 and all(g.winners for g in games)
    finished, _ = list_saves(finished=True)
    assert sorted(g.key for g in games) == sorted(s.path.stem for s in finished)

    assert main(["play", "strange-creatures", "--humans", "0", "--quit-when-over", "--speed", "0",
                 "--continue-evening"]) == 0
    out = capsys.readouterr().out
    assert "Tonight: 4 games" in out and "Game 4, Strange Creatures:" in out
    assert len(caught_up_book().evenings) == 1

    assert main(["play", "strange-creatures", "--humans", "0", "--quit-when-over", "--speed", "0"]) == 0
    assert "Tonight: 1 game\n" in capsys.readouterr().out          # without --continue-evening: a new evening
    assert len(caught_up_book().evenings) == 2


def test_the_standings_are_said_in_german(data_dir, capsys):
    assert main(["play", "strange-creatures", "--humans", "0", "--games", "2", "--quit-when-over", "--speed", "0",
                 "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "Heute Abend: 2 Partien" in out and "Stand:" in out and "Punkte" in out


def test_named_people_are_remembered_as_people_and_bots_by_level(data_dir, capsys):
    assert main(["play", "hi-lo-hijinks", "--humans", "0", "--phones", "0", "--names", "Ada, Basil", "--bot", "easy",
                 "--quit-when-over", "--speed", "0", "--seed", "3", "--players", "3"]) == 0
    [game] = caught_up_book().history.games
    assert [s.name for s in game.seats][:2] == ["Ada", "Basil"]
    assert {s.level for s in game.seats} == {"Bot (easy)"}      # all bots here: people are those who play


def test_bad_names_are_refused_in_one_line(data_dir, capsys):
    for names in ("Ada,,Basil", "Ada,ada", "A" * 41, "A,B,C,D,E"):
        try:
            code = main(["play", "hi-lo-hijinks", "--names", names, "--players", "4"])
        except SystemExit as stop:
            code = stop.code
        assert code == 2, names

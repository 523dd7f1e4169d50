"""Both command lines take every option every game has, as `--option NAME=VALUE` read by one module
(rules/cli/game_options.py): switches, numbers and lists (`--option animals=lion,tiger,zebra`); only the options
named change (Wonder Creature at four keeps its advanced game); `--help` lists each game's options with their
type, default and allowed values. Bad names and values: tests/test_cli_arguments.py (one line, exit 2)."""

import subprocess
import sys

import pytest

import rules
from rules.cli.game_options import OptionError, choices, options_help, read_options, with_defaults
from tabletop.couch.match import Match
from tests.test_cli_arguments import ROOT, run


def example(game, name: str, players: int) -> tuple[str, object]:
    """A value to give each option at the command line, and what the game should get."""
    info = game.Options.model_fields[name]
    allowed = choices(info)
    if name == "deck_order":
        return "none", None
    if name == "first_player":
        return "1", 1
    if allowed:
        picked = allowed[:players] if "list" in str(info.annotation) else allowed[0]
        return (",".join(picked), picked) if isinstance(picked, list) else (picked, picked)
    if info.annotation is bool:
        return "true", True
    return "1,2,3", [1, 2, 3]          # the lists of whole numbers (La Criatura's dice, creature deals)


@pytest.mark.parametrize("game_id", list(rules.games()))
def test_every_option_of_every_game_is_read_and_changes_only_itself(game_id):
    game = rules.games()[game_id]
    for players in (game.min_players, game.max_players):
        for name in game.Options.model_fields:
            text, value = example(game, name, players)
            chosen = read_options(game, [f"{name}={text}"], players)
            assert chosen == {name: value}
            options = with_defaults(game, players, chosen)
            assert options == {**game.default_options(players).model_dump(), name: value}
            if name != "creature_deals":       # a seat per deal: checked by the game when it deals
                game.setup(players, 3, options)


def test_the_tables_command_line_gives_the_game_its_options():
    from tabletop.__main__ import direct_config, parser

    for argv, options in [
        (["play", "hi-lo-hijinks", "--option", "younger_players=true"], {"younger_players": True}),
        (["play", "wonder-creature", "--players", "2", "--option", "advanced=yes"], {"advanced": True}),
        (["play", "la-criatura", "--option", "two_seats=true", "--option", "dice=6,6"], {"two_seats": True,
                                                                                        "dice": [6, 6]}),
        (["play", "safari-sprint", "--players", "3", "--option", "animals=lion,tiger,zebra"],
         {"animals": ["lion", "tiger", "zebra"]}),
        (["play", "strange-creatures", "--expert", "--first-player", "2"], {"expert": True, "first_player": 2}),
    ]:
        game, config = direct_config(parser().parse_args([*argv, "--humans", "0"]))
        assert config.options == options
        match = Match.new(game, len(config.seats), config.seed, config.options, autosave=False)
        assert {k: match.record.options.get(k) for k in options} == options       # the game plays them


def test_wonder_creature_at_four_keeps_the_advanced_game_when_another_option_is_named():
    game = rules.games()["wonder-creature"]
    options = with_defaults(game, 4, read_options(game, ["first_player=1"], 4))
    assert options["advanced"] is True and options["first_player"] == 1
    game.setup(4, 3, options)                              # once refused: advanced was dropped


@pytest.mark.parametrize("argv", [
    ["play", "safari-sprint", "--players", "3", "--option", "animals=lion,tiger,zebra"],
    ["play", "wonder-creature", "--players", "4", "--option", "first_player=1"],
    ["play", "hi-lo-hijinks", "--players", "2", "--option", "younger_players=true"],
])
def test_the_terminal_game_plays_with_list_and_size_options(argv, tmp_path):
    done = run("rules", [*argv, "--bots", "all", "--bot", "random"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Final scores" in done.stdout


def test_a_bad_option_is_one_line():
    game = rules.games()["safari-sprint"]
    with pytest.raises(OptionError, match="^--option animals=lion,emu: 'emu' is not one of elephant"):
        read_options(game, ["animals=lion,emu"], 3)


@pytest.mark.parametrize("module", ["rules", "tabletop"])
def test_help_lists_every_games_options_with_type_default_and_allowed_values(module):
    done = subprocess.run([sys.executable, "-m", module, "play", "--help"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={"SDL_VIDEODRIVER": "dummy", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    said = " ".join(done.stdout.split())
    assert said.count("every game:") == 1
    for game in rules.games().values():
        for name in game.Options.model_fields:
            assert f"{name}:" in said, (module, game.id, name)
        if len(game.Options.model_fields) > 2:
            assert f"{game.id}:" in said
    assert "animals: a comma list of elephant, lion, monkey, tiger, zebra, or none; default none" in said
    assert "advanced: true or false; default false at 2-3 players, true at 4-6 players" in said
    assert "younger_players: true or false; default false. For Younger Players" in said
    assert "two_seats: true or false; default false. Two seats in the helicopter" in said
    assert "the Two-Player Variant" in said
    assert options_help(rules.games().values()) in done.stdout

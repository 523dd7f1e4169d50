"""Each game has one name per language, and every screen that names a game says that very name: New game (its
menu and its notes), the Games list, the table's side panel (which the TV and the replay draw too), the phone
page's header, the rules screen (its picker, its header and its text's first heading).

A game's name is never looked up as a word: the game Herds is not the word "Herds" of its table (German "Herden",
the herds each side made), which New game and the Games list once showed while the table said "Herds"."""

import pygame
import pytest

import rules
from tabletop import language
from tabletop.couch import resume
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS, game_title
from tabletop.phones.snapshot import PhoneViews
from tabletop.render import fonts
from tabletop.rules_text import library as lib
from tabletop.scenes.rules_screen import RulesScene
from tabletop.scenes.saved_games import SavedGamesScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.table_scene import TableScene
from tabletop.storage.saves import list_saves
from tabletop.table.session import GameConfig, SeatConfig


def other_names(game_id: str) -> set[str]:
    """What a screen could wrongly call the game: its name looked up as a word, and every other game's name."""
    title = rules.games()[game_id].title
    looked_up = {language.words().term(title), language._(title)}
    return (looked_up | {game_title(g) for g in ADAPTERS if g != game_id}) - {game_title(game_id)}


def names_it(words: str, game_id: str) -> bool:
    return game_title(game_id) in words and not any(n in words for n in other_names(game_id) if n not in
                                                    game_title(game_id))


def panel_title(app, game_id: str) -> str:
    game = rules.games()[game_id]
    players = max(game.min_players, 2)
    seats = [SeatConfig("Ada")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    scene = TableScene(app, game, GameConfig(game_id, seats, 3), pace=0)
    app.push(scene)
    try:
        with fonts.recording() as drawn:
            scene.draw(app.surface)
        title = scene.adapter.panel(scene.view).title
        assert title in drawn
        return title
    finally:
        app.pop()


def test_every_screen_names_each_game_the_same_way_in_each_language(app, speaking, tmp_path, monkeypatch):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path))
    setup = SetupScene(app)
    for game_id in ADAPTERS:
        game = rules.games()[game_id]
        name = game_title(game_id)
        assert name and name not in other_names(game_id)
        wrong = []

        if setup.title_of(game_id) != name:                             # New game's menu
            wrong.append(f"New game: {setup.title_of(game_id)!r}")

        match = Match.new(game, max(game.min_players, 2), seed=4)       # the Games list
        slot = next(s for s in list_saves()[0] if s.path == match.save_path)
        row = SavedGamesScene(app, everything=True).describe_row(slot)
        if not row.startswith(name + " ·") or not names_it(row, game_id):
            wrong.append(f"the Games list: {row!r}")
        if not names_it(resume.describe(slot), game_id):
            wrong.append(f"Continue: {resume.describe(slot)!r}")

        header = PhoneViews(match).snapshot(0).title                     # the phone page's header
        if header != name:
            wrong.append(f"the phone page: {header!r}")

        title = panel_title(app, game_id)                               # the table (the TV, the replay)
        if any(n in title for n in other_names(game_id) if n not in name):
            wrong.append(f"the table's panel: {title!r}")

        rules_scene = RulesScene(app, game_id)                           # the rules screen
        app.push(rules_scene)
        with fonts.recording() as drawn:
            rules_scene.draw(app.surface)
        app.pop()
        if name not in drawn:
            wrong.append(f"the rules screen's header: {drawn[:4]!r}")
        heading = next(b.text for b in lib.parse(lib.read(game_id)) if b.kind == "h1")
        if heading != name:
            wrong.append(f"the rules text's heading: {heading!r}")
        picker = RulesScene(app)
        app.push(picker)
        with fonts.recording() as drawn:
            picker.draw(app.surface)
        app.pop()
        if name not in drawn:
            wrong.append("the rules screen's list of games")
        assert not wrong, f"{game_id} is {name!r} in {speaking}, but " + "; ".join(wrong)


@pytest.fixture(autouse=True)
def _window():
    pygame.display.init()

"""The Players screen: the people remembered here, each one's record in the game's own terms and per bot level,
their replays one tap away; Rename and Forget reach the history, the saves and Settings (a forgotten name is
nowhere in the data folder afterwards); a person on a phone counts like one at the laptop; a damaged or hostile
history file never stops the menu or this screen."""

import json
import re

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UILabel

from tabletop import language
from tabletop.evening.book import HISTORY_FILE, Book
from tabletop.scenes.players import PlayersScene
from tabletop.scenes.players_words import bot_lines, game_line, record_lines
from tabletop.scenes.replay import ReplayScene
from tabletop.storage.data_dir import data_dir
from tabletop.storage.saves import list_saves, read_save, saves_dir

from .helpers import pump
from .people_helpers import book_of, bot, finished_match, played, seat


def labels(scene) -> list[str]:
    return [w.text for w in scene.widgets if isinstance(w, UILabel)]


def players(app) -> PlayersScene:
    app.open("menu")
    scene = app.open("players")
    pump(app, 2)
    return scene


def mixed_history():
    """Ada: three kinds of game (points, penalty points, none) with bots of two levels."""
    return book_of(
        played("sc1", "strange-creatures", [seat("Ada"), bot("B1", "Bot (strong)"), bot("B2", "Bot (easy)")],
               [41, 30, 12], [0], 1000),
        played("sc2", "strange-creatures", [seat("Ada"), bot("B1", "Bot (strong)"), bot("B2", "Bot (easy)")],
               [20, 33, 12], [1], 2000),
        played("hl1", "hi-lo-hijinks", [seat("Ada"), bot("B1", "Bot (medium)"), seat("Basil")], [-7, -3, -9], [1],
               3000),
        played("hl2", "hi-lo-hijinks", [seat("Ada"), bot("B1", "Bot (medium)"), seat("Basil")], [-2, -3, -9], [0],
               4000),
        played("lc1", "la-criatura", [seat("Ada"), bot("B1", "Bot (strong)"), bot("B2")], [1, 0, 0], [0], 5000))


# ----- the words ----------------------------------------------------------------------------------------

def test_each_kind_of_game_is_said_in_its_own_terms():
    games = mixed_history().history.games
    assert record_lines(games, "Ada")[:3] == [
        "Ada: 2 games of Hi-Lo Hijinks, 1 won, lowest total 2",     # Hi-Lo: the lowest total wins
        "Ada: 2 games of Strange Creatures, 1 won, best 41 points",
        "Ada: 1 game of La Criatura, 1 won",                                  # no points at all
    ]


def test_bots_are_listed_by_level_with_the_persons_games_and_wins_against_each():
    games = mixed_history().history.games
    assert bot_lines(games, "Ada") == ["With Bot (easy) at the table: 2 games, 1 won",
                                       "With Bot (medium) at the table: 3 games, 2 won",
                                       "With Bot (strong) at the table: 3 games, 2 won"]
    assert bot_lines(games, "Basil") == ["With Bot (medium) at the table: 2 games, 0 won"]


def test_the_lines_are_german_in_german(german):
    games = mixed_history().history.games
    from tabletop.evening.standings import person_history

    lines = [game_line("Ada", r) for r in person_history(games, "Ada")] + bot_lines(games, "Ada")
    english = re.compile(r"\b(games?|won|points?|lowest|best|With)\b")
    assert lines and not [line for line in lines if english.search(line)], lines


# ----- the screen -----------------------------------------------------------------------------------------

def test_the_screen_lists_people_newest_first_and_shows_the_picked_ones_record(app):
    book = mixed_history()
    book.record(played("hl3", "hi-lo-hijinks", [seat("Cleo"), bot("B")], [-1, -2], [0], 6000))
    book.record(played("hl4", "hi-lo-hijinks", [seat("Basil"), bot("B")], [-1, -2], [0], 7000))
    scene = players(app)
    assert list(scene.person_buttons.values()) == ["Basil", "Cleo", "Ada"] and scene.picked == "Basil"
    scene.press(next(b for b, name in scene.person_buttons.items() if name == "Ada"))
    pump(app)
    shown = labels(scene)
    assert "Ada: 2 games of Strange Creatures, 1 won, best 41 points" in shown
    assert "With Bot (strong) at the table: 3 games, 2 won" in shown


def test_a_person_on_a_phone_counts_under_their_name_and_their_replay_is_one_tap_away(app):
    """End to end: a real game with a phone seat, saved and entered as the app does, then the screen's Replay."""
    finished_match("hi-lo-hijinks", [("Ada", "human"), ("Mira", "phone"), ("B1", "Bot (strong)")], seed=5)
    finished_match("hi-lo-hijinks", [("Mira", "human"), ("Ada", "phone"), ("B1", "Bot (easy)")], seed=6)
    book = Book()
    assert [p.name for p in book.people] and {"Ada", "Mira"} == {p.name for p in book.people}
    assert record_lines(book.history.games, "Mira")[0].startswith("Mira: 2 games of Hi-Lo Hijinks")
    scene = players(app)
    scene.pick("Mira")
    scene.press(next(b for b, view in scene.view_buttons.items() if view == "games"))
    pump(app)
    assert len(scene.replays) == 2
    target = next(iter(scene.replays)).get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1, touch=False))
    pump(app, 3)
    assert isinstance(app.top, ReplayScene)


def test_a_replay_no_longer_kept_says_so(app):
    mixed_history()           # games entered without save files: as if their saves were pruned
    scene = players(app)
    scene.pick("Ada")
    scene.view = "games"
    scene.rebuild()
    assert not scene.replays
    assert any("(replay no longer kept)" in text for text in labels(scene))
    scene.replay("sc1")
    assert "no longer kept" in scene.note and app.top is scene


# ----- rename and forget ----------------------------------------------------------------------------------

def data_files() -> dict[str, bytes]:
    root = data_dir()
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def named_everywhere(app, name: str = "Zenobia"):
    """`name` in the history, a finished save, an unfinished save (on a phone there) and Settings."""
    import rules
    from tabletop.couch.match import Match
    from tabletop.storage.saves import SeatSetup

    finished_match("hi-lo-hijinks", [(name, "human"), ("Quill", "human"), ("B1", "Bot (strong)")], seed=7)
    game = rules.games()["strange-creatures"]
    unfinished = Match.new(game, 3, 4, None, [SeatSetup(name="Quill"), SeatSetup(name=name, kind="phone"),
                                              SeatSetup(name="B2", kind="bot", bot="Bot (easy)")])
    unfinished.play(game.legal_moves(unfinished.state, unfinished.to_act()[0])[0])
    app.settings.player_names = ["Quill", name, "Robin"]
    app.settings.save()
    return unfinished


def test_a_rename_reaches_the_history_the_saves_and_settings(app):
    named_everywhere(app)
    before = {s.path.name: s.record.saved_at for s in list_saves(finished=None)[0]}
    scene = players(app)
    scene.pick("Zenobia")
    scene.press(scene.rename_button)
    assert scene.entry is not None and scene.entry.get_text() == "Zenobia"
    scene.entry.set_text("Zoe")
    scene.press(scene.save_button)
    assert scene.picked == "Zoe" and "Zoe" in scene.note
    book = Book()
    assert {p.name for p in book.people} == {"Zoe", "Quill"}
    saves = list_saves(finished=None)[0]
    assert sorted(n for s in saves for n in s.names if n.startswith("Z")) == ["Zoe", "Zoe"]
    assert {s.path.name: s.record.saved_at for s in saves} == before       # not played now: their times stay
    assert app.settings.player_names == ["Quill", "Zoe", "Robin"]
    assert not any(b"Zenobia" in text for text in data_files().values())


def test_a_forgotten_name_is_nowhere_in_the_data_folder(app):
    named_everywhere(app)
    scene = players(app)
    scene.pick("Zenobia")
    scene.press(scene.forget_button)
    assert scene.confirm is not None
    pygame.event.post(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED, ui_element=scene.confirm))
    pump(app, 2)
    assert "Zenobia" not in [p.name for p in Book().people] and scene.picked == "Quill"
    found = [name for name, text in data_files().items() if b"zenobia" in text.lower()]
    assert not found, found
    assert len(Book().history.games) == 1 and "Quill" in app.settings.player_names
    seats = [s.name for slot in list_saves(finished=None)[0] for s in slot.record.seats]
    assert "Player 1" in seats and "Player 2" in seats      # their seats are called by number
    names = app.settings.player_names          # the seat keeps a name of its own, none twice
    assert len(names) == 3 and len({n.casefold() for n in names}) == 3


def test_a_save_that_cannot_be_read_is_left_as_it_is_and_said(app):
    named_everywhere(app)
    scene = players(app)
    broken = saves_dir() / "20200101-000000-hi-lo-hijinks.json"      # damaged after Continue looked at the saves
    broken.write_text('{"format": "menagerie-save", "version": 1, "players": "Zenobia"')
    scene.pick("Zenobia")
    scene.press(scene.rename_button)
    scene.entry.set_text("Zoe")
    scene.press(scene.save_button)
    assert broken.read_text().endswith('"Zenobia"') and broken.name in scene.note
    assert "Zoe" in [p.name for p in Book().people]


def test_nobody_playing_in_the_open_game_is_renamed_or_forgotten_until_it_is_over(app):
    from tabletop.scenes.table_scene import TableScene
    from tabletop.table.session import GameConfig, SeatConfig

    named_everywhere(app)
    config = GameConfig("hi-lo-hijinks", [SeatConfig("Zenobia"), SeatConfig("B", "Bot (easy)")], 3)
    import rules

    app.last_game = TableScene(app, rules.games()["hi-lo-hijinks"], config)
    scene = players(app)
    scene.pick("Zenobia")
    scene.forget()
    assert "Zenobia" in [p.name for p in Book().people] and "unfinished game" in scene.note
    path = app.last_game.session.match.save_path
    assert read_save(path).seats[0].name == "Zenobia"


def test_a_rename_to_someone_elses_name_is_refused_in_words(app):
    mixed_history()
    scene = players(app)
    scene.pick("Ada")
    scene.press(scene.rename_button)
    scene.entry.set_text("basil")
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_FINISHED, ui_element=scene.entry, text="basil"))
    pump(app, 2)
    assert "someone else's name" in scene.note and {p.name for p in Book().people} == {"Ada", "Basil"}
    assert scene.entry.get_text() == "basil"        # the name asked for stays, to be put right


# ----- hostile history files ------------------------------------------------------------------------------

def deep(n: int) -> str:
    return "[" * n + "]" * n


HOSTILE = {
    "wrong types": json.dumps({"format": "menagerie-history", "version": 1, "people": [{"name": 5, "colour": "red"}]}),
    "huge numbers": json.dumps({"format": "menagerie-history", "version": 1, "people": [
        {"name": "Ada", "colour": 10 ** 400, "last_played": 1e308}]}).replace("1e+308", "1" + "0" * 5000),
    "deep nesting": '{"format": "menagerie-history", "version": 1, "games": ' + deep(100_000) + "}",
    "not JSON": "\x00\xff this is not a history \x89PNG",
    "a colour out of the palette": json.dumps({"format": "menagerie-history", "version": 1, "people": [
        {"name": "Ada", "colour": 99, "last_played": 0}]}),
    "a game for seats it has not": json.dumps({"format": "menagerie-history", "version": 1, "games": [
        {"key": "k", "game": "hi-lo-hijinks", "evening": "e", "seats": [{"name": "Ada"}], "scores": [1, 2],
         "winners": [7]}]}),
}


@pytest.mark.parametrize("kind", [*HOSTILE, "a directory"])
def test_a_hostile_history_never_stops_the_menu_or_the_players_screen(app, kind):
    path = data_dir() / HISTORY_FILE
    if kind == "a directory":
        path.mkdir(parents=True)
        (path / "x").write_text("in the way")
    else:
        path.write_bytes(HOSTILE[kind].encode("utf-8", "surrogateescape"))
    menu = app.open("menu")
    pump(app, 2)
    if kind != "a directory":
        said = " ".join(menu.notices())
        assert "history could not be read" in said, said
        kept = [p for p in data_dir().iterdir() if p.name.startswith("history") and p.name != HISTORY_FILE]
        assert kept and kept[0].read_bytes() == HOSTILE[kind].encode("utf-8", "surrogateescape")   # the copy kept
    scene = app.open("players")
    pump(app, 2)
    assert app.top is scene and scene.picked is None
    app.pop()
    pump(app)
    setup = app.open("setup")
    pump(app, 2)
    assert app.top is setup and setup.people == []


def test_the_problem_is_said_once_on_the_players_screen_too(app):
    (data_dir() / HISTORY_FILE).write_text("not json")
    scene = players(app)     # the menu read it first: set aside there, and said on both
    assert not (data_dir() / HISTORY_FILE).exists() and scene.picked is None
    assert any("history could not be read" in text for text in labels(scene))


# ----- text fits ------------------------------------------------------------------------------------------

SIZES = [(1024, 640), (1280, 800)]


def full_history():
    """Every game, a long name, every bot level: the most the record says."""
    import rules

    games = sorted(rules.games())
    entries = []
    for i, game_id in enumerate(games):
        for k, level in enumerate(("Bot (easy)", "Bot (medium)", "Bot (strong)")):
            entries.append(played(f"g{i}-{k}", game_id, [seat("Maximilianus W"), bot("B1", level),
                                                          seat("Ada", "phone")], [-12.5, 30, 3], [1],
                                  1000 + 10 * i + k))
    return book_of(*entries, *[played(f"p{n}", "hi-lo-hijinks", [seat(f"Person {n:02d}"), bot("B")], [-1, -2], [0],
                                      10 + n) for n in range(14)])


@pytest.mark.parametrize("size", SIZES)
def test_the_players_screen_shows_every_word_whole_without_overlaps(app, speaking, size):
    from tests.tabletop.test_text_fits import widget_problems, widgets_of

    app.window.size = size
    app._resized()
    full_history()
    scene = players(app)
    found = []
    whole = {language._("Rename…"), language._("Forget…")}     # words that end so
    for name in ("Maximilianus W", "Ada"):
        for view in ("record", "games"):
            for renaming in (False, True):
                scene.picked, scene.view, scene.renaming, scene.page = name, view, renaming, 0
                scene.note = ""
                scene.rebuild()
                found += widget_problems(scene, f"{name} {view} at {size}")
                found += [f'{name} {view} at {size}: "{w[2]}" is cut short' for w in widgets_of(scene)
                          if "…" in w[2] and w[2] not in whole]
    scene.note = language._("The players' history could not be read ({why}); the app starts a new one.",
                            why="games.0.seats.11.name: String should have at most 40 characters " * 3)
    scene.rebuild()
    found += widget_problems(scene, f"a long note at {size}")
    assert scene.next is not None or size != (1024, 640)      # the full record takes pages at the smallest size
    assert not found, f"{len(found)} problems, first:\n" + "\n".join(found[:12])


@pytest.mark.parametrize("size", SIZES)
def test_new_games_suggestions_fit_their_list(app, speaking, size):
    """Every name New game offers is whole on its button, and the list stays in the window."""
    app.window.size = size
    app._resized()
    full_history()
    app.open("menu")
    scene = app.open("setup")
    pump(app, 2)
    found = []
    for entry in scene.name_entries:
        scene.suggestions.open(entry, everyone=True)
        panel = scene.suggestions.parts[0].get_abs_rect()
        if not pygame.Rect((0, 0), app.size).contains(panel):
            found.append(f"the list {tuple(panel)} leaves the window")
        for button in scene.suggestions.buttons:
            if button.font.size(button.text)[0] > button.rect.w - 4:
                found.append(f'"{button.text}" is wider than its button')
    assert not found, found



def test_the_players_screen_speaks_german(german):
    """No English left on the screen, its views or its question (tests/couch/test_german_screens.py's check)."""
    from tests.couch.test_german_screens import make_app
    from tests.couch.test_german_screens import widget_problems as english_or_wide

    mixed_history()
    app = make_app((1024, 640))
    try:
        scene = players(app)
        scene.pick("Ada")
        found = english_or_wide(scene, "Bilanz")
        scene.view = "games"
        scene.rebuild()
        found += english_or_wide(scene, "Partien")
        assert any("nicht mehr aufbewahrt" in text for text in labels(scene))
        scene.press(scene.forget_button)
        texts = [scene.confirm.cancel_button.text, scene.confirm.confirm_button.text]
        assert texts == ["Abbrechen", "Vergessen"], texts
        assert not found, "\n".join(found)
    finally:
        app.finish()

"""Every screen around the table in German, at 1024x640, 1280x800 and 1920x1080: the menu, New game (with each
game's options), Settings, the saved games and the question before deleting one, leaving the table, the round
summary and the final score, the replay, the curtain, the rules screen's own bar and the TV window.

Each is built and drawn as the app builds it; then every pygame-gui widget's words (buttons, labels, check
boxes, menus) must not be an English message of the catalogs (a German screen never falls back to English;
names and numbers aside) and must fit its widget, and the words drawn by hand (the curtain, the dialogs, the
summaries) must be German too and pass the text-fits checks of the table (tests/tabletop/test_text_fits.py).
Settings → Language switches the app's language and the screen speaks it at once.
"""

import re

import pygame
import pygame_gui
import pytest

import rules
from rules.language.catalogs import DOMAINS, read_catalog
from tabletop import language
from tabletop.render import fonts
from tabletop.table.session import GameConfig, SeatConfig
from tests.english_left import NAMES as TITLES
from tests.tabletop.helpers import pump
from tests.tabletop.test_text_fits import problems, widgets_of

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
NAMES = ["Robin", "Ada", "Basil"]
LETTERS = re.compile(r"[A-Za-zÄÖÜäöüß]{2,}")


def english_only() -> set[str]:
    """Every English message of every catalog whose German is other words: shown on a German screen, it is
    a word that fell back to English."""
    found = set()
    for domain in DOMAINS:
        german = {m.id: m.string for m in read_catalog("de", domain) if m.id}
        for message_id, said in german.items():
            ids = message_id if isinstance(message_id, tuple) else (message_id,)
            saids = said if isinstance(said, tuple) else (said,)
            found.update(i for i, s in zip(ids, saids, strict=False) if s and s != i and LETTERS.search(i))
    return found


ENGLISH = english_only() - set(TITLES)     # a game's name is its box's in German too ("Herds", not "Herden")


@pytest.fixture
def german():
    language.choose("de")
    yield
    language.choose("en")


def make_app(size):
    from tabletop.app import App
    from tabletop.settings import Settings

    app = App(size=size, settings=Settings(animation="Off", bot_pace="Instant", language="de"), headless=True)
    language.choose("de")
    return app


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def app(request, german):
    a = make_app(request.param)
    yield a
    a.finish()


def widget_problems(scene, where: str) -> list[str]:
    """English words and words wider than their widget, among the scene's pygame-gui widgets (a drop-down's
    every option, as it shows when picked)."""
    found = []
    for menu in [w for w in scene.widgets if isinstance(w, pygame_gui.elements.UIDropDownMenu)]:
        shown = menu.menu_states["closed"].selected_option_button
        for option in menu.options_list:
            words = option if isinstance(option, str) else option[0]
            if words in ENGLISH:
                found.append(f'{where}: menu option "{words}" is English')
            if shown.font.size(words)[0] > shown.rect.w:
                found.append(f'{where}: menu option "{words}" is wider than its {shown.rect.w} px')
    for kind, rect, words, font in widgets_of(scene):
        if not words:
            continue
        if words in ENGLISH:
            found.append(f'{where}: {kind} "{words}" is English')
        if font is not None and font.size(words)[0] > rect.w:
            found.append(f'{where}: {kind} "{words}" is wider than its {rect.w} px ({font.size(words)[0]} px)')
    return found


def drawn_problems(scene, app, where: str, names=()) -> list[str]:
    """Draw the scene stack as the app does and check the words drawn by hand: German, whole, in place."""
    app.surface.fill((0, 0, 0))
    with fonts.placing() as drawn:
        app.draw()
    said = [p for p in drawn if p.words]
    found = [f'{where}: "{p.words}" is English' for p in said if p.words in ENGLISH or p.full in ENGLISH]
    found += [f"{where}: {p}" for p in problems(drawn, app.size, list(names))]
    return found, said


def table(app, game_id: str, humans: int = 1, players: int = 3):
    seats = [SeatConfig(NAMES[i]) for i in range(humans)]
    seats += [SeatConfig(NAMES[i], "Bot (easy)") for i in range(humans, players)]
    return app.open("table", rules.games()[game_id], GameConfig(game_id, seats, 5), pace=0)


# ----- the menu, New game, Settings -------------------------------------------------------------------------

def test_the_menu_speaks_german_and_every_button_fits(app):
    scene = app.open("menu")
    pump(app, 2)
    found = widget_problems(scene, "menu")
    words = {w[2] for w in widgets_of(scene)}
    assert {"Neues Spiel", "Weiterspielen", "Einstellungen", "Beenden"} <= words
    more, _said = drawn_problems(scene, app, "menu")
    assert not found + more, "\n".join(found + more)


def test_new_game_speaks_german_for_every_game_and_its_options(app):
    scene = app.open("setup")
    found = []
    for game_id, game in scene.games.items():
        scene.collect()
        scene.game_id, scene.options, scene.players = game_id, {}, game.max_players
        scene.rebuild()
        found += widget_problems(scene, f"New game, {game_id}")
        menus = [w[2] for w in widgets_of(scene) if w[0] == "menu"]
        assert "Mensch (Laptop)" in menus and "Bot (mittel)" in menus, menus
    assert not found, "\n".join(found[:20])


def test_new_game_reads_the_german_seat_kinds_back_as_the_stored_keys(app):
    from tabletop.scenes.setup import kind_of, kind_words
    from tabletop.table.session import HUMAN, SEAT_KINDS

    assert kind_words(HUMAN) == "Mensch (Laptop)"
    assert [kind_of(kind_words(k)) for k in SEAT_KINDS] == SEAT_KINDS


def test_every_games_option_has_its_german(german):
    """The options' words are their `Options` fields' titles and descriptions (message ids of each box's
    catalog): each has its German."""
    from tabletop.games import ADAPTERS, make_adapter
    from tabletop.scenes.setup import option_fields, option_words

    for game_id, game in rules.games().items():
        adapter = make_adapter(game_id, game) if game_id in ADAPTERS else None
        for name, _choices in option_fields(game, adapter):
            info = game.Options.model_fields[name]
            title, detail = option_words(game, name)
            assert info.title and title != info.title, f"{game_id} {name}: {info.title!r} has no German"
            assert info.description and detail != info.description, f"{game_id} {name}: {info.description!r}"


def test_settings_speak_german_and_show_the_stored_values_in_it(app):
    scene = app.open("settings")
    pump(app, 2)
    found = widget_problems(scene, "Settings")
    words = {w[2] for w in widgets_of(scene)}
    assert {"Sprache", "English", "Deutsch", "Lautstärke", "Zurück"} <= words
    assert scene.anim.selected_option[0] == "Aus"        # the stored "Off", said in German
    more, _said = drawn_problems(scene, app, "Settings")
    assert not found + more, "\n".join(found + more)


def test_a_setting_picked_in_german_is_stored_as_its_key(app):
    from tabletop.settings import Settings

    scene = app.open("settings")
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Gemütlich", ui_element=scene.pace))
    pump(app, 2)
    assert app.settings.bot_pace == "Relaxed" and Settings.load().bot_pace == "Relaxed"


def test_the_language_row_switches_the_app_at_once(german):
    app = make_app((1024, 640))
    try:
        scene = app.open("settings")
        english = next(b for b, lang in scene.languages.items() if lang == "en")
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=english))
        pump(app, 2)
        assert language.current() == "en" and app.settings.language == "en"
        shown = app.top
        assert "Language" in {w[2] for w in widgets_of(shown)} and "Sprache" not in {w[2] for w in widgets_of(shown)}
        deutsch = next(b for b, lang in shown.languages.items() if lang == "de")
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=deutsch))
        pump(app, 2)
        assert language.current() == "de" and "Sprache" in {w[2] for w in widgets_of(app.top)}
    finally:
        app.finish()


def test_each_language_button_names_its_language_in_its_own_words(german):
    """The row calls the app's switch with the language of the button pressed (a stand-in for the app's)."""
    app = make_app((1024, 640))
    try:
        asked = []
        app.choose_language = asked.append
        scene = app.open("settings")
        assert sorted(b.text for b in scene.languages) == ["Deutsch", "English"]
        for button, lang in scene.languages.items():
            pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
            pump(app, 1)
            assert asked[-1] == lang
    finally:
        app.finish()


# ----- saved games, leaving, summaries, replay --------------------------------------------------------------

def test_saved_games_and_the_delete_question_speak_german(app):
    game = table(app, "strange-creatures")
    pump(app, 5)
    app.home()
    scene = app.open("saved-games")
    found = widget_problems(scene, "Continue")
    assert scene.rows, "the game just left is listed"
    row = next(w[2] for w in widgets_of(scene) if " · " in w[2])
    assert "heute" in row and ("Zug" in row or "Züge" in row), row
    scene.ask_delete(scene.rows[0][0])
    pump(app, 1)
    texts = [scene.confirm.cancel_button.text, scene.confirm.confirm_button.text]
    assert texts == ["Abbrechen", "Löschen"], texts
    app.pop()
    scene = app.open("saved-games", everything=True)
    found += widget_problems(scene, "Games")
    assert not found, "\n".join(found)
    assert game.session.match.save_path is not None


def test_leaving_the_table_asks_in_german(app):
    table(app, "strange-creatures")
    pump(app, 2)
    scene = app.open("leave-table", app.home)
    found = widget_problems(scene, "leave")
    more, said = drawn_problems(scene, app, "leave", NAMES)
    assert "Den Tisch verlassen?" in {p.words for p in said}
    assert not found + more, "\n".join(found + more)


def finished(app, game_id: str, players: int = 3):
    scene = table(app, game_id, humans=0, players=players)
    for _frame in range(3000):
        pump(app)
        if scene.session.over and type(app.top).__name__ == "ResultsScene":
            return scene
    raise AssertionError(f"{game_id} did not finish")


def test_the_final_score_speaks_german(app):
    scene = finished(app, "hi-lo-hijinks")
    results = app.top
    found = widget_problems(results, "final score")
    assert {"Noch einmal", "Ansehen", "Menü"} <= {w[2] for w in widgets_of(results)}
    more, said = drawn_problems(results, app, "final score", NAMES)
    words = [p.words for p in said]
    assert "Endstand" in words and any(w.endswith(("gewinnt!", "gewinnen!")) for w in words), words
    assert not found + more, "\n".join(found + more)
    assert scene.result_text().startswith("Endstand: ")


def test_the_round_summary_speaks_german(app):
    scene = table(app, "strange-creatures", humans=0)
    for _frame in range(3000):
        pump(app)
        if scene.round_summary() is not None:
            break
    summary = app.open("round-summary", scene)
    found = widget_problems(summary, "round summary")
    assert not found, "\n".join(found)


def test_the_replay_speaks_german(app):
    from tabletop.storage.saves import Replayed

    scene = finished(app, "hi-lo-hijinks")
    match = scene.session.match
    replay = app.open("replay", Replayed(match.game, match.snapshot(), list(match.states), list(match.moves)))
    pump(app, 2)
    found = widget_problems(replay, "replay")
    words = {w[2] for w in widgets_of(replay)}
    assert {"Abspielen", "Schließen", "Der Tisch (öffentlich)", "1 Schritt pro Sek."} <= words, words
    app.surface.fill((0, 0, 0))
    with fonts.placing() as drawn:
        app.draw()
    head = next(p.words for p in drawn if p.words and p.words.startswith("Schritt "))
    assert "wie der Tisch es sah" in head
    assert not found, "\n".join(found)


# ----- the curtain, the rules screen's bar, the TV ----------------------------------------------------------

def test_the_curtain_speaks_german_and_its_undo_fits(app):
    from tabletop.scenes.curtain import CurtainScene

    curtain = CurtainScene(app, "Maximilian", on_ready=lambda: None, arm_delay=0,
                           undo_label=language._("{who}: take back my move", who="Maximilian"), on_undo=lambda: None)
    app.push(curtain)
    found, said = drawn_problems(curtain, app, "curtain", ["Maximilian"])
    words = [p.words for p in said]
    assert "Weitergeben an Maximilian" in words and "tippe, wenn du so weit bist" in words, words
    assert "Maximilian: meinen Zug zurücknehmen" in words
    assert not found, "\n".join(found)


def test_a_hot_seat_game_raises_a_german_curtain(app):
    scene = table(app, "strange-creatures", humans=2, players=3)
    for _frame in range(600):
        pump(app)
        if type(app.top).__name__ == "CurtainScene":
            break
    curtain = app.top
    assert type(curtain).__name__ == "CurtainScene"
    found, said = drawn_problems(curtain, app, "curtain", NAMES)
    assert any(p.words.startswith("Weitergeben an ") for p in said)
    assert not found, "\n".join(found)
    assert scene.session.over is False


def test_the_rules_screens_bar_speaks_german(app):
    from tabletop.scenes.rules_screen import RulesScene

    scene = RulesScene(app, "strange-creatures")
    app.push(scene)
    app.surface.fill((0, 0, 0))
    with fonts.placing() as drawn:
        scene.draw(app.surface)
    words = {p.words for p in drawn if p.words}
    assert {"Schließen (Esc)", "‹ Spiele", "Alle Regeln"} <= words, words
    bar = [p for p in drawn if p.words and p.rect.bottom <= 60]
    for i, p in enumerate(bar):
        assert p.rect.right <= app.size[0], f"{p.words} runs out of the bar"
        assert not any(p.rect.colliderect(q.rect) for q in bar[i + 1:]), f"{p.words} overlaps the bar's words"
    picker = RulesScene(app)
    app.push(picker)
    with fonts.placing() as drawn:
        picker.draw(app.surface)
    assert "Regeln" in {p.words for p in drawn}


def test_the_tv_window_waits_in_german(german):
    from tabletop.couch.tv_window import TVWindow

    app = make_app((1024, 640))
    try:
        tv = TVWindow(app)
        surface = pygame.Surface((1024, 576))
        with fonts.placing() as drawn:
            tv._draw_waiting(surface)
        assert "Der Tisch erscheint hier, sobald eine Partie beginnt." in {p.words for p in drawn}
        tv.update()
        assert tv.window.title == "Menagerie · Tisch"
        app.choose_language("en")                   # a switch retitles the open window at its next frame
        tv.update()
        assert tv.window.title != "Menagerie · Tisch" and "Menagerie" in tv.window.title
        tv.close()
    finally:
        app.finish()


def test_undo_says_why_not_in_german_and_again_after_a_switch(german):
    """The match keeps the undo's answer per position: a switch of language asks again."""
    from tabletop.couch.match import Match
    from tests.toy_game import TOY

    match = Match.new(TOY, 2, seed=1, autosave=False)
    assert match.undo_refusal(0) == "Es wurde noch nichts gespielt, also gibt es nichts zurückzunehmen."
    language.choose("en")
    assert match.undo_refusal(0) == "Nothing has been played yet, so there is nothing to undo."


def test_saved_rows_say_dates_and_counts_the_german_way(german):
    import time

    from tabletop.scenes.saved_words import row_words, when

    now = time.mktime((2025, 12, 5, 21, 0, 0, 0, 0, -1))
    assert when(time.mktime((2025, 12, 5, 20, 59, 0, 0, 0, -1)), now) == "heute 20:59, 5. Dez."
    assert when(time.mktime((2025, 12, 4, 23, 50, 0, 0, 0, -1)), now) == "gestern 23:50, 4. Dez."
    assert when(time.mktime((2024, 3, 26, 2, 40, 0, 0, 0, -1)), now) == "26. März 2024, 02:40"
    row = row_words("Safari Sprint", ["Ada", "Basil", "Cleo", "Dmitri"], 1, True, now - 60, now=now, live=True)
    assert row == "Safari Sprint · Ada, Basil, Cleo, Dmitri · 1 Zug · beendet · heute 20:59, 5. Dez. · läuft gerade"
    squeezed = row_words("Safari Sprint", ["Ada", "Basil", "Cleopatra", "Dmitri"], 40, False, now - 60, now=now,
                         width=len("Safari Sprint · Ada, Basil und 2 weitere · 40 Züge · heute 20:59, 5. Dez."))
    assert squeezed == "Safari Sprint · Ada, Basil und 2 weitere · 40 Züge · heute 20:59, 5. Dez."


def test_a_switch_of_language_words_the_tables_log_anew_at_once(german):
    app = make_app((1280, 800))
    try:
        app.choose_language("en")
        scene = table(app, "strange-creatures")
        pump(app, 5)
        english = list(scene.narration)
        app.choose_language("de")
        german_lines = list(scene.narration)
        assert len(german_lines) == len(english) and german_lines[0] != english[0], (english[:2], german_lines[:2])
        assert german_lines[0].endswith("beginnt: ausgelost")          # who starts, and why (table/who_starts.py)
        assert german_lines[1].startswith("Eine Partie Strange Creatures")
    finally:
        app.finish()


def test_the_tables_menu_switches_the_language_and_the_table_under_it_speaks_it_at_once(german):
    """Menu at the table asks whether to leave; the same question offers the other language: pressed, the
    question, the table under it (its status line, its panel, its log) and the setting all change at once."""
    app = make_app((1024, 640))
    try:
        scene = table(app, "strange-creatures")
        pump(app, 5)
        scene.ask_to_leave()
        dialog = app.top
        english = next(b for b, lang in dialog.languages.items() if lang == "en")
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=english))
        pump(app, 2)
        assert language.current() == "en" and app.settings.language == "en"
        assert {"Stay at the table", "Go to the menu"} <= {w[2] for w in widgets_of(app.top)}
        scene.repaint()                    # draw every layer again, so each word it shows is recorded
        with fonts.placing() as drawn:
            scene.draw(app.surface)
        shown = " ".join(p.words for p in drawn if p.words)
        assert "Round 1 of 4" in shown and "Runde" not in shown
        assert scene.narration[0].endswith("starts: drawn at random"), scene.narration[:1]
        assert scene.narration[1].startswith("A game of Strange Creatures"), scene.narration[:2]
    finally:
        app.finish()


def test_new_game_says_why_a_table_cannot_start_in_german(app):
    """Wonder Creature at four without its advanced game cannot start: New game says so, in German."""
    scene = app.open("setup")
    pump(app)
    for menu, text in ((lambda: scene.game_menu, scene.title_of("wonder-creature")), (lambda: scene.count_menu, "4")):
        pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=text, ui_element=menu()))
        pump(app)
    box = next(iter(scene.option_boxes))
    box.set_state(False)                   # the advanced game unticked, as a player may
    scene.begin()
    assert app.top is scene
    assert scene.error.startswith("Wonder Creature ist für 2 bis 3 Spieler; mit 4 Spielern"), scene.error

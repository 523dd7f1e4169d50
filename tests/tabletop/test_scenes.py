"""Every scene opens and draws headless."""

import pygame
import pytest

from tabletop.games import ADAPTERS
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.rules_screen import RulesScene
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.summary import SummaryScene

from .helpers import pump, table


def _drawn_something(app) -> bool:
    surface = app.surface
    colours = {surface.get_at((x, y))[:3] for x in range(0, app.size[0], 97) for y in range(0, app.size[1], 61)}
    return len(colours) > 3


def test_menu_and_its_screens_open_and_draw(app):
    app.push(MenuScene(app))
    pump(app, 3)
    assert _drawn_something(app)
    assert not app.top.cont.is_enabled  # nothing to continue yet, and it says why
    for scene in (SetupScene(app), RulesScene(app, "strange-creatures"), SettingsScene(app)):
        app.push(scene)
        pump(app, 3)
        assert app.top is scene and _drawn_something(app)
        app.pop()
        pump(app)
    assert isinstance(app.top, MenuScene)


def test_setup_lists_strange_creatures_and_starts_a_table(app):
    from tabletop.scenes.table_scene import TableScene

    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    pump(app, 2)
    assert "strange-creatures" in setup.games
    assert setup.option_boxes, "the Expert rule must be offered"
    setup.begin()
    pump(app, 3)
    assert isinstance(app.top, TableScene)
    assert app.last_game is app.top


def test_rules_screen_shows_the_rules_text(app):
    scene = RulesScene(app, "strange-creatures")
    app.push(scene)
    pump(app, 2)
    assert "follow suit" in " ".join(line[0] for line in scene._lines).lower()


def test_settings_change_and_persist(app):
    from tabletop.settings import Settings

    scene = SettingsScene(app)
    app.push(scene)
    pump(app)
    import pygame_gui

    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Slow", ui_element=scene.anim))
    pump(app)
    assert Settings.load().animation == "Slow"


def test_table_overlays_draw(app):
    scene = table(app, 11)
    pump(app, 2)
    app.push(SummaryScene(app, scene))
    pump(app, 2)
    assert _drawn_something(app)
    app.pop()
    pump(app)
    assert app.top is scene
    # Continue from the menu brings the same table back
    app.reset_to(MenuScene(app))
    pump(app)
    assert app.top.cont.is_enabled
    app.top.press(app.top.cont)
    pump(app)
    listed = app.top.rows                      # the list of unfinished games: this run's game first
    assert listed and "playing now" in app.top.describe_row(listed[0][0])
    app.top.resume(listed[0][0])
    assert app.top is scene


def test_table_menu_and_rules_buttons_work_by_touch(app):
    from tabletop.scenes.table_scene import TableScene

    from .helpers import tap

    app.push(MenuScene(app))
    scene = table(app, 6)
    pump(app, 2)
    buttons = scene.painter.panel_buttons
    tap(app, buttons["rules"].center)
    from tabletop.scenes.rules_screen import RulesScene as FullRules  # the rules texts, with the forgotten list

    assert isinstance(app.top, FullRules) and app.top.game_id == "strange-creatures"
    app.pop()
    pump(app)
    assert app.top is scene
    tap(app, buttons["menu"].center)                  # leaving asks first: "Go to the menu", by touch
    tap(app, app.top.leave_button.rect.center)
    pump(app)
    assert isinstance(app.top, MenuScene) and app.top.cont.is_enabled
    app.top.press(app.top.cont)
    pump(app)
    resume = app.top.rows[0][1]                 # the list's first Resume button, pressed by touch
    tap(app, resume.rect.center)
    pump(app, 2)
    assert isinstance(app.top, TableScene)


def test_resizing_reflows_the_table_and_keeps_the_minimum(app):
    scene = table(app, 7)
    pump(app, 2)
    before = scene.hotspots["hand"].copy()
    app.window.size = (1500, 950)
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=1500, y=950))
    pump(app, 2)
    assert app.size == (1500, 950) and scene.painter.frame.size == (1500, 950)
    assert scene.hotspots["hand"] != before
    app.window.size = (800, 500)
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=800, y=500))
    pump(app, 2)
    assert app.size[0] >= 1024 and app.size[1] >= 640


OTHER = {g: "la-criatura" if g == "strange-creatures" else "strange-creatures" for g in ADAPTERS}


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_new_game_starts_every_game_after_another_games_options_were_ticked(app, game_id):
    """Found by hand: Expert ticked for Strange Creatures, then Savannah picked, and Start said "Bad
    options for Savannah (expert...)". A game's switches leave with it (La Criatura's two seats for
    Strange Creatures itself)."""
    import pygame_gui

    import rules
    from tabletop.scenes.table_scene import TableScene

    app.push(MenuScene(app))
    scene = SetupScene(app)
    app.push(scene)
    pump(app)
    assert set(scene.games) == set(rules.games())
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=scene.title_of(OTHER[game_id]),
                                         ui_element=scene.game_menu))
    pump(app)
    assert scene.option_boxes
    for box in scene.option_boxes:                      # the other game's switches, all ticked
        box.set_state(True)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=scene.title_of(game_id),
                                         ui_element=scene.game_menu))
    pump(app)
    assert scene.game_id == game_id and scene.start.is_enabled
    fields = set(rules.games()[game_id].Options.model_fields)
    assert set(scene.config().options) <= fields
    scene.begin()
    pump(app, 3)
    assert isinstance(app.top, TableScene) and app.top.session.game.id == game_id


def test_a_game_without_a_table_points_to_the_terminal(app, monkeypatch):
    import pygame_gui

    from tabletop import games

    monkeypatch.delitem(games.ADAPTERS, "herds")
    scene = SetupScene(app)
    app.push(scene)
    pump(app)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=scene.title_of("herds"),
                                         ui_element=scene.game_menu))
    pump(app)
    assert scene.game_id == "herds" and not scene.start.is_enabled
    assert "python -m rules play herds" in scene.note.text


def test_seat_kinds_are_remembered_like_names(app):
    scene = SetupScene(app)
    app.push(scene)
    pump(app)
    scene.name_entries[1].set_text("Karl")
    scene.kind_menus[1].selected_option = ("Human", "Human")          # as the drop-down leaves it
    scene.kind_menus[2].selected_option = ("Bot (strong)", "Bot (strong)")
    scene.begin()
    again = SetupScene(app)
    assert [s.kind for s in again.seats[:3]] == ["Human", "Human", "Bot (strong)"]
    assert again.seats[1].name == "Karl"


def test_the_menu_opens_and_closes_the_tv_window_and_says_what_it_shows(app):
    menu = MenuScene(app)
    app.push(menu)
    pump(app)
    assert "once a game starts" in menu.display_note()
    menu.press(menu.display)
    assert app.tv is not None and "TV window shows" in app.top.display_note()
    app.tv.update()                                    # waiting for a game: a title, no table
    app.top.press(app.top.display)
    assert app.tv is None


def test_a_table_size_that_needs_a_variant_starts_with_it_ticked(app):
    """Wonder Creature at four is the advanced game: the box starts ticked, and Start opens the table
    (it said "4 players need the advanced game" with the box unticked)."""
    import pygame_gui

    from tabletop.scenes.table_scene import TableScene

    app.push(MenuScene(app))
    scene = SetupScene(app)
    app.push(scene)
    pump(app)
    for menu, text in ((lambda: scene.game_menu, scene.title_of("wonder-creature")), (lambda: scene.count_menu, "4")):
        pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=text, ui_element=menu()))
        pump(app)
    assert [box.get_state() for box in scene.option_boxes] == [True]
    scene.begin()
    pump(app, 3)
    assert isinstance(app.top, TableScene) and len(app.top.session.config.seats) == 4

"""New game and its keys and names: Escape closes an open menu before it leaves the screen, and the names offered
for the seats are never the same twice."""

import pygame

from tabletop.scenes.setup import MAX_SEATS, distinct_names

from .helpers import pump
from .test_name_entry import press


def test_escape_closes_an_open_menu_and_only_then_leaves_new_game(app):
    app.open("menu")
    scene = app.open("setup")
    pump(app, 2)
    scene.kind_menus[0].current_state.finish()                    # open the first seat's menu, as a tap does
    scene.kind_menus[0].current_state = scene.kind_menus[0].menu_states["expanded"]
    scene.kind_menus[0].current_state.start()
    assert scene.menu_open()
    press(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.menu_open()
    press(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_the_seats_names_are_never_offered_twice(app):
    names = distinct_names(["Cleo", "Ada", "Basil", "Dmitri", "Dmitri", "esme", "", "Gus"])
    assert len(names) == MAX_SEATS and len({n.casefold() for n in names}) == MAX_SEATS
    assert names[:4] == ["Cleo", "Ada", "Basil", "Dmitri"] and names[4] != "Dmitri" and names[5] == "esme"
    app.settings.player_names = ["Cleo", "Ada", "Basil", "Dmitri", "Dmitri"]
    scene = app.open("setup")
    assert len({s.name.casefold() for s in scene.seats}) == MAX_SEATS

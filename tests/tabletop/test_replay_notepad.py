"""Deducktion's replay opens the notepad of the seat whose view it shows (N, or the Notepad button), made
from that view at that step alone; another seat's view closes it, and the public view has none (the
notepad is a seat's own deductions; there is no seat to make it for)."""

import pygame
import pygame_gui

from tabletop.render import fonts
from tabletop.storage import saves
from tests.tabletop.test_replay import bots_game

from .helpers import tap

DK = "deducktion"


def replay_of_a_finished_game(app):
    match = bots_game(DK, seed=21)
    scene = app.open("replay", saves.replay(saves.read_save(match.save_path)))
    app.step(0.02)
    return scene


def choose_seat(app, scene, name: str) -> None:
    scene.seat_menu.selected_option = (name, name)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=name, ui_element=scene.seat_menu))
    app.step(0.02)


def press(app, key) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(0.02)


def cells(scene) -> list[str]:
    return [z.name for z in scene.painter.zones if z.name.startswith("note:")]


def drawn_words(app) -> list[str]:
    app.top.painter.invalidate()                 # every word drawn again, not the cached layer
    with fonts.recording() as drawn:
        app.draw()
    return drawn


def test_n_and_the_button_open_the_shown_seats_notepad_from_its_view(app):
    scene = replay_of_a_finished_game(app)
    press(app, pygame.K_n)
    assert not scene.adapter.notepad_open and not cells(scene), "the public view: nobody's notepad"
    assert "notepad" not in scene.painter.hotspots
    choose_seat(app, scene, "Bot 1")
    press(app, pygame.K_n)
    assert scene.adapter.notepad_open and len(cells(scene)) == 30
    words = drawn_words(app)
    assert any(w.startswith("Bot 1's notepad") for w in words)
    sheet = scene.adapter.sheet(scene.game.view(scene.states[scene.step], 1))
    shown = {z.name[5:]: z.facts for z in scene.painter.zones if z.name.startswith("note:")}
    assert shown == {k: tuple(v) for k, v in sheet.facts.items()}, "the cells are the seat's view's facts"
    scene.go(scene.step // 2, animate=False)                  # stepping back: the notepad of that moment
    earlier = scene.adapter.sheet(scene.game.view(scene.states[scene.step], 1))
    assert {z.name[5:]: z.facts for z in scene.painter.zones if z.name.startswith("note:")} == \
        {k: tuple(v) for k, v in earlier.facts.items()} != shown
    tap(app, scene.painter.hotspots["notepad"].center)         # the button closes it...
    assert not scene.adapter.notepad_open and not cells(scene)
    tap(app, scene.painter.hotspots["notepad"].center)         # ...and opens it again
    assert scene.adapter.notepad_open and cells(scene)
    choose_seat(app, scene, "Bot 2")                            # another seat's view: closed
    assert not scene.adapter.notepad_open and not cells(scene)
    assert not any(w.startswith("Bot 1's notepad") for w in drawn_words(app))
    press(app, pygame.K_n)
    assert any(w.startswith("Bot 2's notepad") for w in drawn_words(app))
    press(app, pygame.K_ESCAPE)                                 # Escape closes it, and the replay stays
    assert not scene.adapter.notepad_open and app.top is scene

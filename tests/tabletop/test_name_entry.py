"""New game offers the names played under before (newest first) as a seat's name is typed: Up/Down/Enter/Tab
and a tap take one; each comes with the colour that stays theirs."""

import pygame
import pygame_gui

from tabletop.scenes.name_entry import suggestions_for

from .helpers import pump
from .people_helpers import book_of, bot, played, seat

PEOPLE = [("Adele", 3), ("Ada", 1), ("Basil", 0), ("Adam", 2)]     # newest first


def history_of_four():
    """Adam played first, then Basil, Ada, Adele (newest)."""
    book_of(played("g1", "hi-lo-hijinks", [seat("Adam"), bot("B1")], [-3, -5], [0], 1000),
            played("g2", "hi-lo-hijinks", [seat("Basil"), bot("B1")], [-3, -5], [0], 2000),
            played("g3", "hi-lo-hijinks", [seat("Ada", "phone"), bot("B1")], [-3, -5], [0], 3000),
            played("g4", "hi-lo-hijinks", [seat("Adele"), bot("B1")], [-3, -5], [0], 4000))


def test_the_names_offered_are_the_remembered_ones_that_begin_so_newest_first():
    assert [n for n, _c in suggestions_for("ad", PEOPLE, [])] == ["Adele", "Ada", "Adam"]
    assert [n for n, _c in suggestions_for("Ada", PEOPLE, [])] == ["Adam"]     # not the name as typed
    assert [n for n, _c in suggestions_for("a", PEOPLE, ["ADELE", "Robin"])] == ["Ada", "Adam"]  # not at a seat
    assert [n for n, _c in suggestions_for("", PEOPLE, [], limit=4)] == ["Ada", "Adam"]    # the entry's limit
    assert suggestions_for("x", PEOPLE, []) == []


def type_into(app, entry, text: str) -> None:
    """Click into the entry, clear it and type `text` key by key, as a person would."""
    app.ui.set_focus_set(entry)
    entry.set_text("")
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(char.lower()), mod=0, unicode=char,
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        pump(app)
    pump(app)


def press(app, key) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    pump(app, 2)


def new_game(app):
    history_of_four()
    app.open("menu")
    scene = app.open("setup")
    pump(app, 2)
    return scene


def test_typing_offers_the_names_newest_first_and_down_and_enter_take_one(app):
    scene = new_game(app)
    entry = scene.name_entries[1]
    type_into(app, entry, "Ad")
    assert scene.suggestions.names() == ["Adele", "Ada", "Adam"]
    assert all(button.visible for button in scene.suggestions.buttons)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_UP)
    assert scene.suggestions.chosen == 1
    press(app, pygame.K_RETURN)
    assert entry.get_text() == "Ada" and not scene.suggestions.is_open
    scene.collect()
    assert scene.seats[1].name == "Ada"


def test_tab_takes_the_first_and_escape_only_closes_the_list(app):
    scene = new_game(app)
    entry = scene.name_entries[2]
    type_into(app, entry, "B")
    assert scene.suggestions.names() == ["Basil"]
    press(app, pygame.K_ESCAPE)
    assert not scene.suggestions.is_open and app.top is scene     # New game stays
    type_into(app, entry, "a")
    press(app, pygame.K_TAB)
    assert entry.get_text() == "Adele"


def test_down_on_a_name_offers_everyone_not_at_another_seat(app):
    scene = new_game(app)
    for entry, name in zip(scene.name_entries, ["Robin", "Zed", "Basil"], strict=False):
        entry.set_text(name)
    entry = scene.name_entries[3]
    app.ui.set_focus_set(entry)
    press(app, pygame.K_DOWN)
    assert scene.suggestions.names() == ["Adele", "Ada", "Adam"] and scene.suggestions.chosen == 0
    press(app, pygame.K_RETURN)
    assert entry.get_text() == "Adele"


def test_a_tap_takes_a_name_and_the_seats_hear_of_it(app):
    scene = new_game(app)
    entry = scene.name_entries[1]
    type_into(app, entry, "Ad")
    heard = []
    original = scene.partners.handle           # the partners' seating words follow a name taken as a typed one
    scene.partners.handle = lambda sc, event: heard.append(getattr(event, "text", None)) or original(sc, event)
    target = scene.suggestions.buttons[2].get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1, touch=False))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1, touch=False))
    pump(app, 3)
    assert entry.get_text() == "Adam" and not scene.suggestions.is_open
    assert "Adam" in heard


def test_each_suggestion_shows_its_persons_colour(app):
    from tabletop.evening.book import Book

    scene = new_game(app)
    type_into(app, scene.name_entries[1], "Ad")
    colours = [c for _n, c in scene.suggestions.shown]
    assert colours == [Book().colour_of(n) for n in scene.suggestions.names()]
    assert len(set(colours)) == 3


def test_the_list_stays_in_the_window_under_the_last_of_ten_seats(app):
    app.window.size = (1024, 640)
    app._resized()
    scene = new_game(app)
    scene.collect()
    scene.game_id, scene.players = "hi-lo-hijinks", scene.games["hi-lo-hijinks"].max_players
    scene.rebuild()
    entry = scene.name_entries[-1]
    app.ui.set_focus_set(entry)
    press(app, pygame.K_DOWN)
    panel = scene.suggestions.parts[0]
    assert pygame.Rect((0, 0), app.size).contains(panel.get_abs_rect())
    assert not panel.get_abs_rect().colliderect(entry.get_abs_rect())
    assert isinstance(pygame_gui.UI_BUTTON_PRESSED, int)

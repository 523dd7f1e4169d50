"""The evening on screen: the score sheet's numbers for games that count points, penalty points and none; the final
score's Tonight tab fits at 1024x640 and 1920x1080 with 3 and 10 seats in both languages; Tonight with no evening,
one and several; the summary's picture; the TV at the final score."""

import time

import pygame
import pygame_gui
import pytest

from tabletop.evening.book import Book
from tabletop.render import fonts
from tabletop.table.evening_sheet import leaders_line, running_sheet, standings_sheet, winners_sheet
from tests.tabletop.evening_helpers import NAMES, book_with, mixed
from tests.tabletop.helpers import bots_to_the_end, pump
from tests.tabletop.test_text_fits import problems

EVENING = "20261205-200000"


def test_the_sheet_places_and_counts_each_game_as_it_counts():
    games = mixed(EVENING)
    sheet = running_sheet(games)
    assert [h[0] for h in sheet.headers] == ["", "Game 1", "Game 2", "Game 3", "Game 4", "Wins", "Hi-Lo Hijinks",
                                             "Strange Creatures"]
    assert [h[1] for h in sheet.headers][5:] == ["", "total penalty points", "total points"]
    rows = {row[0]: row[1:] for row in sheet.rows}
    assert list(rows) == ["Basil", "Ada", "Cleo"]            # two wins lead; then one each, by name
    # Hi-Lo's penalty points are said positive (the engine scores them negated); La Criatura has places only
    assert rows["Ada"] == ["1st · 3", "3rd · 28", "3rd · 12", "2nd", "1", "15", "28"]
    assert rows["Basil"] == ["2nd · 10", "1st · 41", "1st · 4", "2nd", "2", "14", "41"]
    assert rows["Cleo"] == ["3rd · 14", "2nd · 35", "2nd · 9", "1st", "1", "23", "35"]
    assert sheet.marked == {(1, 1), (0, 2), (0, 3), (2, 4)}   # each game's winner, gold
    standings = standings_sheet(games)
    assert [r[:4] for r in standings.rows] == [["1st", "Basil", "2", "4"], ["2nd", "Ada", "1", "4"],
                                              ["2nd", "Cleo", "1", "4"]]
    assert [r[1:] for r in winners_sheet(games).rows] == [["Hi-Lo Hijinks", "Ada"], ["Strange Creatures", "Basil"],
                                                         ["Hi-Lo Hijinks", "Basil"], ["La Criatura", "Cleo"]]
    assert leaders_line(games) == "Basil leads with 2 wins."
    assert leaders_line(games[:1] + games[3:]) == "Ada and Cleo lead with 1 win each."
    assert leaders_line([]) == "No game finished yet tonight."


def test_the_sheet_in_german(german):
    sheet = running_sheet(mixed(EVENING))
    assert sheet.headers[1][0] == "Partie 1" and sheet.headers[6][1] == "Strafpunkte gesamt"
    assert sheet.rows[0][1:3] == ["2. · 10", "1. · 41"]


def final_score(app, size, seats: int):
    """An evening's final score at `size`: four earlier games, then this one (La Criatura for ten seats)."""
    app.window.size = size
    app._resized()
    earlier = mixed(EVENING, at=time.time() - 4000)
    book_with(earlier, clock=time.time)
    game = "la-criatura" if seats > 6 else "hi-lo-hijinks"
    names = NAMES[:seats]
    bots_to_the_end(app, game, seats, 5, names=names, evening=EVENING)
    return app.top, names


def drawn_at(app) -> list:
    app.ui.update(0.01)
    with fonts.placing() as drawn:
        app.draw()
    return drawn


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 10])
def test_the_final_score_shows_tonight_whole(app, speaking, size, seats):
    scene, names = final_score(app, size, seats)
    assert len(scene.games) == 5, "the game just ended is in the evening"
    for tonight in (False, True):
        scene.show_tonight(tonight)
        drawn = drawn_at(app)
        found = problems(drawn, size, names)
        assert not found, (tonight, found)
        said = [p.words for p in drawn if p.words]
        if tonight:
            assert "Game 5" in said or "Partie 5" in said
            assert set(names) <= set(said), "every person has a row"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    pump(app)
    assert not scene.tonight                                 # Tab switches between the two


def test_a_game_of_no_evening_has_no_tonight_tab(app):
    bots_to_the_end(app, "hi-lo-hijinks", 3, 5)
    assert app.top.games == [] and app.top.tabs == ()


def test_tonight_says_so_when_there_is_no_evening(app, speaking):
    scene = app.open("tonight")
    assert scene.evening is None and not scene.summary.is_enabled and not scene.new.is_enabled
    said = [p.words for p in drawn_at(app) if p.words]
    assert any("New game" in w or "Neues Spiel" in w for w in said)


def test_tonight_shows_the_evening_and_new_evening_ends_it_after_its_summary(app, speaking):
    book_with(mixed(EVENING, at=time.time() - 4000), clock=time.time)
    scene = app.open("tonight")
    assert scene.evening.key == EVENING and len(scene.games) == 4 and scene.before == []
    assert not problems(drawn_at(app), app.size, NAMES[:3])
    scene.handle(pygame.event.Event(pygame_gui_pressed(), ui_element=scene.new))
    summary = app.top
    assert summary.ending and summary.key == EVENING
    assert Book().open_evening().key == EVENING, "nothing ends before it is confirmed"
    assert not problems(drawn_at(app), app.size, NAMES[:3])
    summary.handle(pygame.event.Event(pygame_gui_pressed(), ui_element=summary.end))
    summary.handle(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED, ui_element=summary.confirm))
    assert app.top is scene and Book().open_evening().key != EVENING
    assert scene.games == [] and [e.key for e in scene.before] == [EVENING]


def pygame_gui_pressed():
    return pygame_gui.UI_BUTTON_PRESSED


def test_earlier_evenings_are_listed_newest_first_each_with_its_summary(app):
    now = time.time()
    for day, key in ((3, "20261201-200000"), (2, "20261202-200000"), (1, "20261203-200000")):
        book_with(mixed(key, at=now - day * 86400), clock=time.time)
    Book().new_evening()
    scene = app.open("tonight")
    scene.handle(pygame.event.Event(pygame_gui_pressed(), ui_element=scene.older))
    assert [e.key for _b, e in scene.rows] == ["20261203-200000", "20261202-200000", "20261201-200000"]
    assert "won the evening" in scene.rows[0][0].text
    scene.handle(pygame.event.Event(pygame_gui_pressed(), ui_element=scene.rows[1][0]))
    assert app.top.key == "20261202-200000" and not app.top.ending and app.top.over


def test_save_picture_writes_a_png_of_the_pictures_size(app, tmp_path):
    from tabletop.storage.data_dir import data_dir
    from tabletop.table.evening_table import PICTURE

    book_with(mixed(EVENING, at=time.time() - 4000), clock=time.time)
    summary = app.open("evening-summary", EVENING)
    summary.handle(pygame.event.Event(pygame_gui_pressed(), ui_element=summary.save))
    path = data_dir() / "pictures" / f"evening-{EVENING}.png"
    assert path.is_file() and str(path) in summary.note
    image = pygame.image.load(str(path))
    assert image.get_size() == PICTURE
    assert image.get_at((PICTURE[0] // 2, PICTURE[1] // 2))[:3] != image.get_at((5, 5))[:3], "a card on the felt"


def test_the_tv_shows_the_evening_at_the_final_score(app):
    book_with(mixed(EVENING, at=time.time() - 4000), clock=time.time)
    app.open_tv()
    bots_to_the_end(app, "hi-lo-hijinks", 3, 5, names=NAMES[:3], evening=EVENING)
    with fonts.recording() as said:
        app.tv.draw(app.tv.window.get_surface())
    assert "Tonight" in said and "Game 5" in said and "Basil" in said
    size = app.tv.window.get_surface().get_size()
    with fonts.placing() as drawn:
        app.tv.draw(app.tv.window.get_surface())
    assert not problems(drawn, size, NAMES[:3])

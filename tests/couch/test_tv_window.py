"""The TV window: a second window with the public table, live for the whole game, through resizes and
curtains, drawing only when something changed, closing cleanly (and the laptop's window ending the
run, with the game saved)."""

import pygame

from tabletop.render import fonts
from tests.couch.test_table_couch import pump, start
from tests.tabletop.privacy import hidden_words, leaked


def tv_text(app) -> list[str]:
    with fonts.recording() as drawn:
        app.tv.draw(app.tv.window.get_surface())
    return drawn


def test_the_tv_follows_the_game_through_curtains_and_resizes_and_shows_only_public_text(app):
    scene = start(app, humans=2, first_player=0)
    app.open_tv()
    assert app.tv.window.id != app.window.id
    for _ in range(12):                                # a few moves, with the curtain between people
        pump(app)
        if type(app.top).__name__ == "CurtainScene":
            app.tv.update()
            ids, words = hidden_words(scene.session.game, scene.session.state, None)
            assert not leaked(tv_text(app), ids, words)
            app.top.finish()
        seat = scene.session.to_act()[0]
        if seat == scene.viewer:
            scene.perform(scene.session.legal_moves(seat)[0])
    app.window.size = (1100, 900)
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=1100, y=900, window=app.window))
    pump(app, 2)
    assert app.tv is not None and app.size == (1100, 900)
    ids, words = hidden_words(scene.session.game, scene.session.state, None)
    drawn = tv_text(app)
    assert drawn and not leaked(drawn, ids, words)


def test_idle_the_tv_draws_nothing(app, monkeypatch):
    scene = start(app, humans=1)
    app.open_tv()
    app.tv.update()
    draws = []
    monkeypatch.setattr(app.tv, "draw", lambda surface: draws.append(1))
    for _ in range(30):
        app.tv.update()
    assert draws == []
    scene.perform(scene.session.legal_moves(scene.session.to_act()[0])[0])
    app.tv.update()
    assert draws == [1]                                # one move, one drawing


def test_closing_the_tv_window_ends_nothing_and_the_menu_opens_it_again(app):
    start(app, humans=1)
    app.open_tv()
    window = app.tv.window
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=window))
    pump(app)
    assert app.tv is None and app.running
    app.open_tv()
    assert app.tv is not None


def test_closing_the_laptops_window_ends_the_run_with_the_game_saved(app):
    from tabletop.storage import saves

    scene = start(app, humans=1)
    scene.perform(scene.session.legal_moves(scene.session.to_act()[0])[0])
    app.open_tv()
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=app.window))
    pump(app)
    assert not app.running
    assert len(saves.read_save(scene.session.match.save_path).moves) == len(scene.session.moves)

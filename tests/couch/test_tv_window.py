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


def test_input_that_sdl_hands_the_tv_reaches_the_laptop(app):
    """The TV only shows. Keys pressed while it holds the focus, and a drag begun on the laptop that ends
    while SDL says the pointer is "in" the TV, are the laptop's: the drag ends where it was dropped."""
    from tests.tabletop.helpers import center_of

    scene = start(app, humans=1, first_player=0)
    app.open_tv()
    pump(app, 3)
    legal = {m.card for m in scene.session.legal_moves(0)}
    card = next(s.piece.handle for s in scene.board.ordered() if (s.piece.handle or "")[5:] in legal)
    start_at, end_at = center_of(scene, card), center_of(scene, "trick")
    tv = app.tv.window
    offset = (app.window.position[0] - tv.position[0], app.window.position[1] - tv.position[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_at, button=1, touch=False,
                                         window=app.window))
    pump(app)
    for k in range(1, 7):
        p = (start_at[0] + (end_at[0] - start_at[0]) * k // 6, start_at[1] + (end_at[1] - start_at[1]) * k // 6)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False,
                                             window=app.window))
        pump(app)
    assert scene.drag is not None
    in_tv = (end_at[0] + offset[0], end_at[1] + offset[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=in_tv, button=1, touch=False, window=tv))
    pump(app)
    assert scene.drag is None and not app.pressed
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0,
                                         window=tv))
    pump(app, 2)
    assert app.tv is not None and type(app.top).__name__ == "LeaveTableScene"  # Escape at the table: leave?


def _event(kind, pos, window, **extra):
    base = {"pos": pos, "touch": False, "window": window}
    if kind == pygame.MOUSEMOTION:
        base.update(rel=(0, 0), buttons=(1, 0, 0))
    else:
        base.update(button=1)
    return pygame.event.Event(kind, {**base, **extra})


def test_a_drag_with_the_tv_open_is_drawn_under_the_pointer_and_lands_where_it_points(app):
    """SDL hands the motion of a drag begun on the laptop now to the laptop's window, now to the TV's (each
    in its own window's coordinates): the piece stays under the pointer all the way and drops where it
    points."""
    from tests.tabletop.helpers import center_of

    scene = start(app, humans=1, first_player=0)
    app.open_tv()
    app.tv.window.position = (app.window.position[0] + 360, app.window.position[1] + 200)   # overlapping
    pump(app, 3)
    legal = {m.card for m in scene.session.legal_moves(0)}
    card = next(s.piece.handle for s in scene.board.ordered() if (s.piece.handle or "")[5:] in legal)
    start_at, end_at = center_of(scene, card), center_of(scene, "trick")
    tv = app.tv.window
    to_tv = (app.window.position[0] - tv.position[0], app.window.position[1] - tv.position[1])
    pygame.event.post(_event(pygame.MOUSEBUTTONDOWN, start_at, app.window))
    pump(app)
    for k in range(1, 9):
        p = (start_at[0] + (end_at[0] - start_at[0]) * k // 8, start_at[1] + (end_at[1] - start_at[1]) * k // 8)
        if k % 2:    # SDL's pointer focus flips to the TV: the same place in the TV's coordinates
            pygame.event.post(_event(pygame.MOUSEMOTION, (p[0] + to_tv[0], p[1] + to_tv[1]), tv))
        else:
            pygame.event.post(_event(pygame.MOUSEMOTION, p, app.window))
        pump(app)
        assert scene.drag is not None and tuple(scene.drag["pos"]) == p
    moves = len(scene.session.moves)
    pygame.event.post(_event(pygame.MOUSEBUTTONUP, (end_at[0] + to_tv[0], end_at[1] + to_tv[1]), tv))
    pump(app)
    assert scene.drag is None and not app.pressed
    assert len(scene.session.moves) > moves and scene.session.moves[moves].card == card[5:]


def test_a_tap_on_the_tvs_picture_of_the_table_never_acts_on_the_laptop(app):
    """The TV may lie over the laptop's window; what is pressed there is the TV's picture, not the laptop's
    table hidden under it."""
    from tests.tabletop.helpers import center_of

    scene = start(app, humans=1, first_player=0)
    app.open_tv()
    tv = app.tv.window
    tv.position = app.window.position
    pump(app, 3)
    legal = {m.card for m in scene.session.legal_moves(0)}
    card = next(s.piece.handle for s in scene.board.ordered() if (s.piece.handle or "")[5:] in legal)
    for pos in (center_of(scene, card), center_of(scene, "trick"), scene.painter.panel_buttons["menu"].center):
        pygame.event.post(_event(pygame.MOUSEBUTTONDOWN, pos, tv))
        pygame.event.post(_event(pygame.MOUSEBUTTONUP, pos, tv))
        pump(app)
        assert app.top is scene and scene.selected is None and not scene.session.moves and not app.pressed


def test_the_tv_opens_at_one_size_beside_the_laptop_when_it_fits():
    from tabletop.couch.tv_window import TV_SIZE, beside_the_laptop

    class Laptop:
        def __init__(self, position, size):
            self.position, self.size = position, size

    assert beside_the_laptop(Laptop((0, 0), (1280, 800)), (2560, 1440)) == ((1280, 0), TV_SIZE)
    assert beside_the_laptop(Laptop((1280, 100), (1280, 800)), (2560, 1440)) == ((0, 100), TV_SIZE)
    for x in (0, 200, 320, 640):       # no room beside: the same size, at the far end from the laptop
        position, size = beside_the_laptop(Laptop((x, 140), (1280, 800)), (1920, 1080))
        assert size == TV_SIZE
        assert position[0] == (1920 - TV_SIZE[0] if 1920 - (x + 1280) >= x else 0)


def test_the_tvs_newest_line_hides_the_laptops_status_line_under_it(app):
    """The banner with the newest line lies over the strip where the laptop's status line is drawn: nothing
    under it may show through (a see-through banner left "Player 1 is building herds" ghosted across its top,
    two lines of words over each other)."""
    scene = start(app, humans=1)
    scene.perform(scene.session.legal_moves(scene.session.to_act()[0])[0])
    app.open_tv()
    surface = app.tv.window.get_surface()
    app.tv.draw(surface)
    frame = app.tv.painter.painter.frame
    strip = frame.status.union(frame.actions)
    bare = (strip.left + frame.unit, strip.centery)      # inside the banner, beside its (short, centred) words
    seen = set()
    for under in ((255, 255, 255), (0, 0, 0)):
        surface.fill(under)
        app.tv._draw_newest(surface, "x")
        seen.add(tuple(surface.get_at(bare)))
    assert len(seen) == 1

"""A browsable pile (one's own discard pile) opens over the table on a tap and never outlives the viewer."""

import pygame

from .helpers import center_of, pump, table, tap, until_my_turn


def _discarding_table(app):
    """A Strange Creatures table played by bots until the human seat has a discard pile and the turn."""
    scene = table(app, seed=3)
    for _ in range(30):
        until_my_turn(app, scene)
        if scene.view.seats[0].discard:
            return scene
        move = scene.session.legal_moves(0)[0]
        scene.session.apply(move)
        scene.refresh(animate=False)
    raise AssertionError("no discard pile formed")


def test_tap_opens_the_pile_and_a_tap_elsewhere_closes_it(app):
    scene = _discarding_table(app)
    adapter = scene.adapter
    handle, title, faces = adapter.browsable(scene.view)
    assert [f[1] for f in faces] == list(scene.view.seats[0].discard)
    tap(app, center_of(scene, handle))
    assert adapter.browsing
    pump(app, 2)                                   # the overlay draws at this size
    play = scene.painter.frame.play
    tap(app, (play.x + 4, play.y + 4))
    assert not adapter.browsing


def test_the_open_pile_is_forgotten_with_the_viewer(app):
    scene = _discarding_table(app)
    scene.adapter.on_tap(scene.view, scene.adapter.browsable(scene.view)[0])
    assert scene.adapter.browsing
    scene.adapter.forget()
    assert not scene.adapter.browsing


def test_every_size_of_pile_fits_the_play_area(app):
    """Sixty cards (a whole race's played pile) open without running off the table."""
    from tabletop.table.frame import make_frame
    from tabletop.table.overlays import draw_browse

    scene = _discarding_table(app)
    faces = [("card", c) for c in scene.view.hand] * 12
    assert len(faces) >= 60
    for size in [(1024, 640), (1280, 800), (1920, 1080)]:
        frame = make_frame(size)
        panel, shown = draw_browse(pygame.Surface(size), frame, "A lot of cards", faces, scene.adapter.face)
        assert frame.play.contains(panel)
        assert shown == len(faces)

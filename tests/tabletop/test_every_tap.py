"""Every tap gets an answer, in every game: a tap on anything the table shows (a piece, a pile, a board, a name
plate, an empty outline) makes a move, asks which one, picks the piece up, opens its large view or an overlay,
or says why not or what to do now; never silence (the bare felt excepted). Real events, through the scene."""

import pytest

from tabletop.games import ADAPTERS

from .helpers import tap
from .test_table_properties import my_positions, people_and_bots


def _spots(scene) -> list[tuple[str, tuple[int, int]]]:
    """(what, where) for every piece and every drawn part of every zone, once each."""
    spots = {}
    for zone in scene.painter.zones:
        for piece in zone.pieces():
            spots.setdefault(piece.rect.center, f"{zone.name}: {piece.id}")
        for rect in zone.rects()[:4]:
            spots.setdefault(rect.center, zone.name)
    return [(what, at) for at, what in spots.items()]


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_tap_gets_an_answer(app, game_id):
    scene = people_and_bots(app, game_id, humans=1, seed=7, pace=0)
    tried = 0
    answered = []
    adapter = scene.adapter
    for _rnd in my_positions(app, scene, 3, seed=7):
        with pytest.MonkeyPatch.context() as patch:      # record the answer instead of making the move
            patch.setattr(scene, "decide", lambda chosen: answered.append(chosen))
            patch.setattr(scene, "perform", lambda move, **_: answered.append(move) or True)
            for name in ("on_tap", "on_event"):          # the adapter's own use of it: a notepad, a view button
                own = getattr(adapter, name)
                patch.setattr(adapter, name, lambda *a, _own=own: answered.append(a) if _own(*a) else False)
            for what, at in _spots(scene):
                if adapter.dismiss():
                    scene.refresh()
                scene.message = scene.zoom = scene.selected = scene.prompt = None
                answered.clear()
                tap(app, at)
                tried += 1
                assert answered or scene.message or scene.zoom or scene.selected or scene.prompt, \
                    f"{game_id}: a tap on {what} at {at} gets no answer"
    assert tried, f"{game_id}: no tap was tried"

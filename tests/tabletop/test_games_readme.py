"""tabletop/games/README.md's smallest complete adapter is real code: it runs on the table as written."""

import re
from pathlib import Path

import pygame
import pytest

from rules.core import IllegalMove
from tabletop.table.frame import make_frame
from tests.toy_game import TOY

README = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "README.md"


def the_readme_adapter():
    code = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S).group(1)
    space: dict = {}
    exec(compile(code, str(README), "exec"), space)
    return space["ToyAdapter"](TOY)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_legal_move_is_a_gesture_on_pieces_the_readme_adapter_lays_out(size):
    adapter = the_readme_adapter()
    frame = make_frame(size)
    state = TOY.setup(3, seed=2)
    while not TOY.result(state):
        seat = TOY.to_act(state)[0]
        view = TOY.view(state, seat)
        zones = adapter.zones(view, frame)
        handles = {p.handle for z in zones for p in z.pieces()}
        targets = {z.name for z in zones if z.target}
        for move in TOY.legal_moves(state, seat):
            grip = adapter.grip(move)
            assert grip.source in handles and grip.target in targets
        for zone in zones:
            assert frame.play.contains(zone.rect), zone.name
        state = TOY.apply(state, TOY.legal_moves(state, seat)[0])
    with pytest.raises(IllegalMove):
        TOY.apply(TOY.setup(3, seed=2), TOY.Move(seat=0, card="n-99"))


def test_the_readme_adapter_shows_no_other_hand_face_up_and_draws_every_face():
    adapter = the_readme_adapter()
    frame = make_frame((1280, 800))
    state = TOY.setup(2, seed=3)
    view = TOY.view(state, 0)
    faces = [p.face for z in adapter.zones(view, frame) for p in z.pieces()]
    assert sorted(f[1] for f in faces if f[0] == "card") == sorted(view.hand)
    for face in adapter.faces():
        assert isinstance(adapter.face(face, 60), pygame.Surface)

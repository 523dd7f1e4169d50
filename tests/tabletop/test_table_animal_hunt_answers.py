"""Animal Hunt: your own Pairs pile takes the matching card (a wrong one is answered with the card that
matches), and while a pair is held face up the panel's scores already agree with the log."""

from rules.safari.animal_hunt import Flip, Show
from tabletop.settings import Settings

from .helpers import center_of, mine, mouse_drag, pump
from .test_table_animal_hunt import _scene


def _pairs_pile(scene):
    return next(z for z in scene.painter.zones if z.name == "pile:0")


def test_the_match_dropped_on_your_pairs_pile_is_shown(app):
    scene = _scene(app)
    mouse_drag(app, center_of(scene, "card:elephant-1a"), _pairs_pile(scene).rect.center)   # nothing flipped yet
    reason, rule, _tone = scene.message
    assert "Flip a hunting-ground card first" in reason and rule == "Animal Hunt, On Your Turn"
    scene.perform(Flip(0, 0))                                       # the 1 Elephant: Robin holds its twin
    pump(app, 2)
    mouse_drag(app, center_of(scene, "card:elephant-1a"), _pairs_pile(scene).rect.center)
    assert mine(scene, Show) == [Show(0)]
    assert sorted(scene.session.view(0).piles[0]) == ["elephant-1a", "elephant-1b"]


def test_a_wrong_card_on_your_pairs_pile_is_answered_with_the_match(app):
    scene = _scene(app)
    scene.perform(Flip(0, 0))
    pump(app, 2)
    mouse_drag(app, center_of(scene, "card:lion-1a"), _pairs_pile(scene).rect.center)
    assert not mine(scene, Show)
    assert scene.message[0] == ("The 1 Lion does not match the 1 Elephant you flipped; show your 1 Elephant.")


def test_while_a_pair_is_held_the_panel_scores_agree_with_the_log(app):
    app.settings = Settings(animation="Fast", bot_pace="Quick")
    scene = _scene(app, pace=0.01, bots=False)
    scene.perform(Flip(0, 2))
    scene.perform(Flip(0, 4))                                       # no pair: Basil's turn
    scene.end_hold()
    pump(app, 30, dt=0.05)
    scene.perform(Flip(1, 1))
    scene.perform(Show(1))                                          # Basil pairs his 5 Lion: held face up
    assert scene.hold > 0 and scene.adapter.held is not None
    assert any("pair of 5 Lion" in line for line in scene.narration[-3:])
    spec = scene.adapter.panel(scene.view)
    basil = next(r for r in spec.rows if r.seat == 1)
    assert basil.cells == [str(scene.view.scores[1]), "1", "1"] and scene.view.scores[1] == 4   # 2 cards + ducky
    plate = next(z for z in scene.painter.zones if z.name == "seat:1")
    assert plate.note == "1 pair"

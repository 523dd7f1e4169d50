"""Animal Hunt: your own Pairs pile takes the matching card (a wrong one is answered with the card that
matches), the card you flipped put on a player's hand asks them, and while a pair is held face up the panel's
scores already agree with the log."""

from rules.safari.animal_hunt import Ask, Flip, Show
from tabletop.settings import Settings

from .helpers import center_of, mine, mouse_drag, pump, tap
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


def _flipped_onto(app, slot: int, target) -> object:
    """A fresh game: Robin flips `slot`, then drags that card onto `target` (a handle, or a zone's name)."""
    scene = _scene(app, bots=False)
    tap(app, center_of(scene, f"slot:{slot}"))
    assert mine(scene, Flip) == [Flip(0, slot)] and scene.view.phase == "choose"
    to = next((z.rect.center for z in scene.painter.zones if z.name == target), None) or center_of(scene, target)
    mouse_drag(app, center_of(scene, f"slot:{slot}"), to)
    pump(app, 2)
    return scene


def test_the_flipped_card_put_on_a_players_hand_or_name_asks_them(app):
    """The natural "do you have this?" gesture: the flipped 5 Lion onto Basil's cards or name asks Basil."""
    for target in ("hand:1", "seat:1"):
        scene = _flipped_onto(app, 1, target)
        assert mine(scene, Ask) == [Ask(0, 1)], target
        assert sorted(scene.session.view(0).piles[0]) == ["lion-5a", "lion-5b"]
        app.pop()


def test_the_flipped_card_put_on_your_own_hand_shows_its_twin_or_the_engine_says_you_hold_none(app):
    scene = _flipped_onto(app, 0, "card:elephant-3a")             # the 1 Elephant: Robin holds its twin
    assert mine(scene, Show) == [Show(0)]
    app.pop()
    scene = _flipped_onto(app, 2, "card:elephant-3a")             # a 1 Zebra: nobody holds one
    assert not mine(scene, Show) and "You do not hold a 1 Zebra" in scene.message[0]


def test_the_flipped_card_put_on_a_face_down_card_flips_that_one_and_elsewhere_says_what_to_do(app):
    scene = _flipped_onto(app, 2, "slot:3")                       # the other 1 Zebra: a pair
    assert mine(scene, Flip) == [Flip(0, 2), Flip(0, 3)]
    app.pop()
    scene = _flipped_onto(app, 2, "duckies")
    assert len(mine(scene, Flip)) == 1 and scene.message[0].startswith("That cannot go there.")

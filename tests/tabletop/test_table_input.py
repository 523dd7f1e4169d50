"""Moves by hand: mouse drag, finger drag, tap-tap and keyboard all reach the engine through grips."""

import pygame

from rules.strange_creatures.moves import Play

from .helpers import center_of, find_follow_seed, finger_drag, key, mouse_drag, pump, tap


def _played(scene) -> list:
    return [m for m in scene.session.moves if getattr(m, "seat", None) == 0 and isinstance(m, Play)]


def test_mouse_drag_plays_a_legal_card_and_refuses_an_illegal_one(app):
    scene, legal, illegal = find_follow_seed(app)
    # illegal first: the engine's reason and rule are shown and nothing is played
    bad = illegal[0]
    mouse_drag(app, center_of(scene, f"card:{bad}"), center_of(scene, "trick"))
    assert not _played(scene)
    assert scene.message is not None
    reason, rule = scene.message
    assert "follow suit" in reason or "colorless" in reason.lower()
    assert rule.startswith("Strange Creatures")
    assert bad in scene.view.hand
    # the legal one is applied
    good = next(c for c in legal if not c.startswith(("x-", "plus3")))
    mouse_drag(app, center_of(scene, f"card:{good}"), center_of(scene, "trick"))
    assert _played(scene) and _played(scene)[0].card == good
    assert good not in scene.session.view(0).hand


def test_targets_light_up_while_dragging(app):
    scene, legal, _ = find_follow_seed(app)
    good = next(c for c in legal if not c.startswith(("x-", "plus3")))
    start = center_of(scene, f"card:{good}")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, -60),
                                         buttons=(1, 0, 0), touch=False))
    pump(app)
    assert scene.drag is not None
    assert "trick" in scene.index.targets(scene.selected)


def test_finger_drag_plays_once_and_refuses_illegal(app):
    scene, legal, illegal = find_follow_seed(app)
    finger_drag(app, center_of(scene, f"card:{illegal[0]}"), center_of(scene, "trick"))
    assert not _played(scene) and scene.message is not None
    good = next(c for c in legal if not c.startswith(("x-", "plus3")))
    finger_drag(app, center_of(scene, f"card:{good}"), center_of(scene, "trick"))
    assert len(_played(scene)) == 1 and _played(scene)[0].card == good


def test_tap_then_tap_plays(app):
    scene, legal, _ = find_follow_seed(app, need_illegal=False)
    good = next(c for c in legal if not c.startswith(("x-", "plus3")))
    tap(app, center_of(scene, f"card:{good}"))
    assert scene.selected == f"card:{good}"
    tap(app, center_of(scene, "trick"))
    assert _played(scene) and _played(scene)[0].card == good


def test_keyboard_plays(app):
    scene, legal, _ = find_follow_seed(app, need_illegal=False)
    key(app, pygame.K_RIGHT)
    assert scene.focus is not None
    key(app, pygame.K_RETURN)          # pick up the focused card
    assert scene.selected is not None
    chosen = scene.selected
    key(app, pygame.K_RETURN)          # drop it on its first target (the trick)
    if scene.prompt is not None:       # an X asks what to copy
        key(app, pygame.K_RETURN)
    played = _played(scene)
    assert played and f"card:{played[0].card}" == chosen or (played and played[0].plus)


def test_long_press_shows_the_card_large(app):
    scene, legal, _ = find_follow_seed(app, need_illegal=False)
    pos = center_of(scene, f"card:{legal[0]}")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    pump(app, 50, dt=0.02)
    assert scene.zoom == ("card", legal[0])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    pump(app)
    assert not _played(scene)

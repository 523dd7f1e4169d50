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
    reason, rule, _tone = scene.message
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


def _scenario(app):
    """Seat 0 leads the only 1s; everyone else must follow yellow, so seat 0 plays the lowest card
    and may buy; the display offers an X, a +3 and a yellow 9."""
    import rules
    from tabletop.scenes.table_scene import TableScene
    from tabletop.table.session import GameConfig, SeatConfig

    order = ["yellow-1", "blue-1", "green-1", "brown-1", "blue-2",
             "yellow-3", "green-2", "green-3", "green-4", "green-5",
             "yellow-4", "brown-2", "brown-3", "brown-4", "brown-5",
             "yellow-5", "blue-3", "blue-4", "blue-5", "blue-6",
             "x-a", "plus3-a", "yellow-9"]
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, 4)]
    config = GameConfig("strange-creatures", seats, 4, {"first_player": 0, "deck_order": order})
    scene = TableScene(app, rules.games()["strange-creatures"], config, pace=0)
    app.push(scene)
    pump(app, 2)
    return scene


def test_buy_by_tap_then_play_an_x_by_clicking_the_card_to_copy(app):
    from rules.strange_creatures.moves import Buy

    from .helpers import until_my_turn

    scene = _scenario(app)
    mouse_drag(app, center_of(scene, "card:yellow-1"), center_of(scene, "trick"))
    until_my_turn(app, scene)
    assert scene.view.phase == "buy"
    assert scene.buttons and scene.buttons[0][0] == "button:pass"   # a clear Pass
    tap(app, center_of(scene, "card:x-a"))
    assert any(isinstance(m, Buy) and m.card == "x-a" for m in scene.session.moves)
    until_my_turn(app, scene)
    assert "x-a" in scene.view.hand and scene.view.phase == "play"
    copyable = [d for d in scene.view.display if d and not d.startswith("x-")]
    mouse_drag(app, center_of(scene, "card:x-a"), center_of(scene, "trick"))
    if scene.prompt is None:   # nothing else could be copied: played straight away
        return
    assert "copy" in scene.prompt.title
    tap(app, center_of(scene, f"card:{copyable[-1]}"))
    plays = [m for m in scene.session.moves if isinstance(m, Play) and m.seat == 0]
    assert plays[-1].card == "x-a" and plays[-1].copy == copyable[-1]


def test_drag_a_display_card_to_the_hand_buys_it_and_pass_is_a_button(app):
    from rules.strange_creatures.moves import Buy, Pass

    from .helpers import until_my_turn

    scene = _scenario(app)
    mouse_drag(app, center_of(scene, "card:yellow-1"), center_of(scene, "trick"))
    until_my_turn(app, scene)
    mouse_drag(app, center_of(scene, "card:yellow-9"), center_of(scene, "hand"))
    assert any(isinstance(m, Buy) and m.card == "yellow-9" for m in scene.session.moves)
    del Pass


def test_drag_a_plus3_onto_a_number_card_plays_them_together(app):
    from .helpers import until_my_turn

    scene = _scenario(app)
    mouse_drag(app, center_of(scene, "card:yellow-1"), center_of(scene, "trick"))
    until_my_turn(app, scene)
    tap(app, center_of(scene, "card:plus3-a"))
    until_my_turn(app, scene)
    assert "plus3-a" in scene.view.hand
    targets = scene.index.targets("card:plus3-a")
    numbers = [t for t in targets if t.startswith("card:")]
    if not numbers:  # no number card may be played this trick: the +3 alone is still offered
        assert "trick" in targets
        return
    mouse_drag(app, center_of(scene, "card:plus3-a"), center_of(scene, numbers[0]))
    plays = [m for m in scene.session.moves if isinstance(m, Play) and m.seat == 0]
    assert plays[-1].plus == ("plus3-a",) and f"card:{plays[-1].card}" == numbers[0]

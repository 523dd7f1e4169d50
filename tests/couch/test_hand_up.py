"""A hand held up on the public table (issue 55 item 10): with phone seats the laptop shows the public view,
and a laptop person's hand shows only while they hold it up (H, the button, a press held), until it goes down
by itself (after their move, after a while without input), on Escape or on the button again."""

import pygame
import pytest

from tabletop.couch.hand_up import HAND_SECONDS, HIDE, PEEK_SECONDS
from tabletop.couch.hotseat import HotSeat
from tabletop.render import fonts
from tabletop.scenes.curtain import CurtainScene
from tabletop.table.session import HUMAN, PHONE
from tests.phones.wiring_helpers import phone_table

BOT = "Bot (easy)"


def pump(app, frames=1, dt=1 / 60):
    for _ in range(frames):
        app.step(dt)


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def key(app, k, up=True):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    if up:
        post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    pump(app)


def hand_button(scene):
    return next(rect for handle, _label, rect in scene.buttons if handle.startswith("hand:"))


def labels(scene):
    return [label for handle, label, _rect in scene.buttons if handle.startswith("hand:")]


def drawn(app, scene) -> list[str]:
    scene.repaint()
    with fonts.recording() as strings:
        app.draw()
    return list(strings)


def laptop_turn(app, scene, seat=0):
    """Play the phones' (and bots') moves at random until `seat`, at the laptop, must act."""
    for _ in range(500):
        if seat in scene.session.to_act() and scene.hold <= 0 and app.top is scene:
            return
        phone = next((s for s in scene.session.to_act() if s in scene.session.phones()), None)
        if phone is not None and app.top is scene and scene.hold <= 0:
            scene.perform(scene.session.legal_moves(phone)[0], from_phone=True)
        pump(app, dt=0.5)
    raise AssertionError("the laptop person's turn never came")


@pytest.fixture
def table(app):
    scene = phone_table(app, [HUMAN, PHONE, PHONE], ["Ada", "Robin", "Karl"], seed=3)
    scene.toggle_join_panel()
    laptop_turn(app, scene)
    return scene


# ----- who the screen shows ---------------------------------------------------------------------------------
def test_with_a_phone_seat_even_one_laptop_person_sees_the_public_table_and_what_to_press(app, table):
    scene = table
    assert scene.viewer is None and scene.live == scene.session.view(None)
    words = drawn(app, scene)
    assert "Ada: Show my hand (H) to play." in words, "the status line says whose turn and what to press"
    assert labels(scene) == ["Show my hand (H)"]
    assert not scene.my_moves(), "nothing is played from the public table"


def test_the_hotseat_rules(app):
    hs = HotSeat([0], phones=True)
    assert hs.follow([0]) is None and not hs.curtain_up, "the public view, no pass forced"
    assert hs.hold_up(0) == 0 and hs.held == 0
    hs.lay_down()
    assert hs.follow([0]) is None
    two = HotSeat([0, 2], phones=True)
    assert two.follow([2]) is None and not two.curtain_up
    assert two.hold_up(2) is None and two.curtain_for == 2, "with two at the laptop the curtain names whose hand"
    assert two.reveal() == 2 and two.held == 2
    two.hold_up(0)
    assert two.held is None and two.curtain_for == 0, "the other hand goes down before the pass"
    assert HotSeat([0]).follow([1]) == 0 and HotSeat([0]).held is None, "without phones: as before"


# ----- up and down ----------------------------------------------------------------------------------------------
def test_h_holds_the_hand_up_and_down_again(app, table):
    scene = table
    key(app, pygame.K_h)
    assert scene.viewer == 0 and scene.my_moves(), "their view, and they may play"
    assert labels(scene) == ["Hide my hand (H)"]
    assert "Ada: Show my hand (H) to play." not in drawn(app, scene)
    key(app, pygame.K_h)
    assert scene.viewer is None and labels(scene) == ["Show my hand (H)"]


def test_a_tap_after_a_long_idle_wait_is_a_tap_not_a_press_held(app, table):
    """The frame that brings the key (or the click) measures the idle wait before it: that is no press held."""
    scene = table
    pump(app, 3, dt=1.0)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="", scancode=0)
    app.step(1.0)
    post(pygame.KEYUP, key=pygame.K_h, mod=0, unicode="", scancode=0)
    app.step(1 / 60)
    assert scene.viewer == 0


def test_a_tap_on_the_button_holds_it_up_and_a_press_held_is_a_peek(app, table):
    scene = table
    at = hand_button(scene).center
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=False)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1, touch=False)
    pump(app)
    assert scene.viewer == 0, "a tap: up until it goes down by itself"
    at = next(rect for handle, _label, rect in scene.buttons if handle == HIDE).center
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=False)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1, touch=False)
    pump(app)
    assert scene.viewer is None, "the button again puts it down"

    at = hand_button(scene).center
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=False)
    pump(app)
    assert scene.viewer == 0, "up while pressed"
    pump(app, round(PEEK_SECONDS * 60) + 2)
    post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1, touch=False)
    pump(app)
    assert scene.viewer is None, "a press held is a peek: down when it ends, wherever the finger lifts"

    w, h = app.size
    post(pygame.FINGERDOWN, x=at[0] / w, y=at[1] / h, dx=0, dy=0, finger_id=1, touch_id=1, pressure=1)
    pump(app, round(PEEK_SECONDS * 60) + 2)
    assert scene.viewer == 0
    post(pygame.FINGERUP, x=at[0] / w, y=at[1] / h, dx=0, dy=0, finger_id=1, touch_id=1, pressure=0)
    pump(app)
    assert scene.viewer is None, "a finger too"


def test_escape_puts_it_down(app, table):
    scene = table
    key(app, pygame.K_h)
    scene.selected = scene.index.sources()[0]
    key(app, pygame.K_ESCAPE)
    assert scene.viewer is None and scene.selected is None and app.top is scene, "down, not the menu"


def test_it_goes_down_by_itself_after_a_while_without_input(app, table):
    scene = table
    key(app, pygame.K_h)
    pump(app, 1, dt=HAND_SECONDS - 1)
    assert scene.viewer == 0
    post(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0), touch=False)
    pump(app)
    pump(app, 1, dt=HAND_SECONDS - 1)
    assert scene.viewer == 0, "input keeps it up"
    pump(app, 1, dt=1.5)
    assert scene.viewer is None
    assert any("Ada's hand went down" in line for line in drawn(app, scene)), "the table says why"


def test_it_goes_down_after_their_move_and_the_log_is_the_public_one(app, table):
    scene = table
    key(app, pygame.K_h)
    move = scene.my_moves()[0]
    scene.perform(move)
    assert 0 not in scene.session.to_act()
    assert scene.viewer is None, "their turn is over: down at once"
    public = scene.session.view(None)
    assert scene.live == public and scene.couch.hotseat.held is None
    from tabletop.table.log import log_lines
    from tabletop.table.who_starts import opening_lines
    assert scene.log == [*opening_lines(scene.session.game, scene.session.match, None, scene.session.name),
                         *log_lines(scene.session.game, scene.narrator, public, scene.session.match.taken_back,
                                    scene.session.name)]


def test_bots_and_phones_never_need_it(app):
    scene = phone_table(app, [HUMAN, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"], seed=4)
    for _ in range(400):
        acting = scene.session.to_act()
        if 0 in acting:
            break
        phone = next((s for s in acting if s == 1), None)
        if phone is not None and app.top is scene and scene.hold <= 0:
            scene.perform(scene.session.legal_moves(1)[0], from_phone=True)
        pump(app, dt=0.5)
    assert 0 in scene.session.to_act() and scene.viewer is None and len(scene.session.moves) > 0


# ----- several people at the laptop ----------------------------------------------------------------------------
def test_with_two_at_the_laptop_the_hand_goes_up_through_the_curtain(app):
    scene = phone_table(app, [HUMAN, PHONE, HUMAN], ["Ada", "Robin", "Karl"], seed=3)
    scene.toggle_join_panel()
    laptop_turn(app, scene)
    assert scene.viewer is None and not isinstance(app.top, CurtainScene), "no pass forced: the public table"
    key(app, pygame.K_h)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Ada", "the curtain names whose hand it is"
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.viewer is None, "Escape at the curtain: back to the public table"
    key(app, pygame.K_h)
    app.top.age = app.top.arm_delay
    app.top.finish()
    assert app.top is scene and scene.viewer == 0
    scene.perform(scene.my_moves()[0])
    assert scene.viewer is None and app.top is scene, "down after the move, and no curtain comes by itself"


def test_with_two_at_the_laptop_and_none_to_act_each_has_a_button(app):
    scene = phone_table(app, [PHONE, HUMAN, HUMAN], ["Robin", "Ada", "Karl"], seed=3)
    scene.toggle_join_panel()
    for _ in range(100):
        if not set(scene.session.to_act()) & {1, 2}:
            break
        scene.perform(scene.session.legal_moves(scene.session.to_act()[0])[0])
        pump(app)
    assert labels(scene) == ["Show Ada's hand (H)", "Show Karl's hand"]


# ----- seats changing hands --------------------------------------------------------------------------------------
def test_a_switch_to_or_from_a_phone_switches_the_mode(app):
    scene = phone_table(app, [HUMAN, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"], seed=3)
    assert scene.viewer is None
    key(app, pygame.K_h)
    assert scene.viewer == 0
    scene.switch_seat(1, "bot")
    assert scene.viewer == 0 and not scene.couch.hotseat.public and labels(scene) == [], \
        "no phone seat: the one laptop person's own view, as before"
    scene.switch_seat(1, "phone")
    assert scene.viewer is None and scene.couch.hotseat.public, "a phone seat again: the public table"
    key(app, pygame.K_h)
    assert scene.viewer == 0
    scene.switch_seat(1, "human")
    assert scene.viewer is None and not scene.couch.hotseat.public, "two at the laptop, no phone: the hot seat"

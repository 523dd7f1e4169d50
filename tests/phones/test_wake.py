"""A phone's wake (the event the server's thread posts for a move) is not someone at the laptop: it does not
keep the table redrawing at 60 frames a second, and the loop woken by it plays the move at once instead of
waiting out a frame first; an idle loop woken by nothing still keeps to its frame rate."""

import time

import pygame

from tabletop.app import FPS
from tabletop.phones.host import PHONE_WAKE


def test_a_phone_wake_is_not_input_at_the_laptop(app):
    pygame.event.clear()
    app.ui_busy_until = 0.0
    pygame.event.post(pygame.event.Event(PHONE_WAKE))
    app.step(1 / 60)
    assert app.ui_busy_until == 0.0, "a phone's move does not make the table redraw every frame for a while"
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))            # anything else posted still counts
    app.step(1 / 60)
    assert app.ui_busy_until > time.perf_counter()
    app.ui_busy_until = 0.0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    app.step(1 / 60)
    assert app.ui_busy_until > time.perf_counter(), "a key at the laptop does"


def run_loop(app, monkeypatch, wants, idle, frames: int) -> tuple[list[list[int]], list[int]]:
    """`App.run` for `frames` passes over a table whose step reads the events and wants its next frame after
    `wants` (None: it idles), with `idle(seconds, steps)` as the sleep: (the events each step read, the ticks)."""
    ticks: list[int] = []
    steps: list[list[int]] = []

    class Clock:
        def tick(self, framerate: int = 0) -> int:
            ticks.append(framerate)
            return 0

    def step(dt):
        steps.append([e.type for e in pygame.event.get()])
        app.frames += 1
        return wants

    pygame.event.clear()
    monkeypatch.setattr(pygame.time, "Clock", Clock)
    monkeypatch.setattr(app, "step", step)
    monkeypatch.setattr(app, "idle", lambda seconds: idle(seconds, steps))
    monkeypatch.setattr(app, "finish", lambda: None)
    monkeypatch.setattr(app, "headless", False)
    monkeypatch.setattr(app, "max_frames", frames)
    monkeypatch.setattr(app, "scenes", [object()])  # a table (its steps are the ones above)
    app._frame_started = time.perf_counter()         # a frame has just begun
    app.run()
    return steps, ticks


def test_a_woken_idle_plays_the_phones_move_without_waiting_for_a_frame(app, monkeypatch):
    def idle(seconds, steps):
        if len(steps) == 1:                          # a phone's move comes while the table sleeps
            pygame.event.post(pygame.event.Event(PHONE_WAKE))

    steps, ticks = run_loop(app, monkeypatch, None, idle, frames=3)   # nothing to animate: the loop idles
    assert steps == [[], [PHONE_WAKE], []], "the step after the wake plays the move"
    assert ticks == [0, FPS], "no frame's wait before it; an idle woken by nothing keeps to 60 frames a second"


def test_a_phones_move_cuts_a_moving_tables_frame_short(app, monkeypatch):
    """While something moves the loop waits out each frame (60 a second); a phone's move that comes meanwhile
    is played at once (it waited up to a whole frame), and a key does not shorten the frame."""
    naps: list[float] = []

    def idle(seconds, steps):
        naps.append(seconds)
        if len(naps) == 1:                           # a phone's move comes while a frame is waited out
            pygame.event.post(pygame.event.Event(PHONE_WAKE))
        elif len(naps) == 2:                         # a key at the laptop
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))

    steps, ticks = run_loop(app, monkeypatch, 0.0, idle, frames=4)    # a piece in flight: a frame at once
    assert steps[1] == [PHONE_WAKE], "the step after the wake plays the move"
    assert ticks == [0, FPS, FPS], "no frame's wait after a phone's move; a key's frame is waited out"
    assert naps and all(0 < n <= 1 / FPS for n in naps), "only what is left of a frame is slept"

"""Mouse and touch become the same gestures: press, drag, drop, tap, long press, hover.

Only one pointer is tracked at a time. Mouse events that SDL synthesises from a finger
(`event.touch` is True) are ignored, so a touch is never counted twice. Finger positions come
normalised (0..1) and are scaled to the window.
"""

import pygame

DRAG_SLOP = 9          # pixels a press may wander before it becomes a drag
LONG_PRESS = 0.55      # seconds held still for a long press
HOVER_DELAY = 0.45     # seconds the mouse rests on something before it counts as hover


class Gestures:
    """Feeds a listener with: on_tap(pos), on_drag_start(start, pos), on_drag(pos), on_drop(pos),
    on_long_press(pos), on_hover(pos | None), on_release(). Time comes from update(dt)."""

    def __init__(self, listener):
        self.listener = listener
        self.now = 0.0
        self.pointer = None            # "mouse" or a finger id while pressed
        self.start = (0, 0)
        self.pos = (0, 0)
        self.pressed_at = 0.0
        self.dragging = False
        self.long_fired = False
        self.hover_pos = None
        self.hover_since = 0.0
        self.hover_fired = False

    @property
    def active(self) -> bool:
        return self.pointer is not None

    def handle(self, event, size) -> bool:
        t = event.type
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and getattr(event, "touch", False):
            return True  # SDL's copy of a finger event: the finger event itself is handled
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press("mouse", event.pos)
        elif t == pygame.MOUSEMOTION:
            if self.pointer == "mouse":
                self._move(event.pos)
            elif self.pointer is None:
                self._hover(event.pos)
        elif t == pygame.MOUSEBUTTONUP and event.button == 1 and self.pointer == "mouse":
            self._release(event.pos)
        elif t == pygame.FINGERDOWN and self.pointer is None:
            self._press(("finger", event.finger_id), self._scale(event, size))
        elif t == pygame.FINGERMOTION and self.pointer == ("finger", event.finger_id):
            self._move(self._scale(event, size))
        elif t == pygame.FINGERUP and self.pointer == ("finger", event.finger_id):
            self._release(self._scale(event, size))
        elif t == pygame.WINDOWLEAVE:
            self._hover(None)
        else:
            return False
        return True

    @staticmethod
    def _scale(event, size):
        return (int(event.x * size[0]), int(event.y * size[1]))

    def _press(self, pointer, pos):
        self.pointer, self.start, self.pos = pointer, tuple(pos), tuple(pos)
        self.pressed_at, self.dragging, self.long_fired = self.now, False, False
        if self.hover_fired:
            self.listener.on_hover(None)
        self.hover_pos, self.hover_fired = None, False

    def _move(self, pos):
        self.pos = tuple(pos)
        if not self.dragging and not self.long_fired:
            if abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) > DRAG_SLOP:
                self.dragging = True
                self.listener.on_drag_start(self.start, self.pos)
        if self.dragging:
            self.listener.on_drag(self.pos)

    def _release(self, pos):
        self.pos = tuple(pos)
        pointer_was_drag, long_fired = self.dragging, self.long_fired
        self.pointer, self.dragging, self.long_fired = None, False, False
        if pointer_was_drag:
            self.listener.on_drop(self.pos)
        elif not long_fired:
            self.listener.on_tap(self.start)
        self.listener.on_release()

    def _hover(self, pos):
        old = self.hover_pos
        if pos is None or old is None or abs(pos[0] - old[0]) + abs(pos[1] - old[1]) > 3:
            if self.hover_fired:
                self.listener.on_hover(None)
            self.hover_pos, self.hover_since, self.hover_fired = pos, self.now, False

    def update(self, dt: float) -> bool:
        """Advance time; fire long press and hover. True while a timer is pending. A frame after the loop
        slept counts as a short one: the press that woke it must not already be a long press."""
        self.now += min(dt, 0.05)
        if self.pointer is not None and not self.dragging and not self.long_fired:
            if self.now - self.pressed_at >= LONG_PRESS:
                self.long_fired = True
                self.listener.on_long_press(self.start)
            return True
        if self.pointer is None and self.hover_pos is not None and not self.hover_fired:
            if self.now - self.hover_since >= HOVER_DELAY:
                self.hover_fired = True
                self.listener.on_hover(self.hover_pos)
            return True
        return False

    def cancel(self):
        self.pointer, self.dragging, self.long_fired = None, False, False

"""The gestures that pan and zoom a large board's window (viewport.py), for any table that lays its board
through one: the wheel zooms about the pointer (sideways it pans), two fingers pinch and pan, one finger or a
drag on bare felt pans, + / - zoom, Shift + arrows pan, 0 shows the whole board, and three small buttons in the
board's corner (out, in, fit) do the same. The plain arrow keys move the keyboard's cursor to the nearest piece
or space that way on the screen (on a grid "next in the list" would jump about), panning a space into sight.

The adapter keeps one `PanZoom` and hands it the raw events the table offers (`Adapter.on_event`) and its taps
(`on_tap`); it never acts while a piece is held (it sizes the held piece to the board's cells instead) or a
question is open.
"""

import pygame

from ..render import safe
from .frame import card_height
from .viewport import Viewport
from .zones import Item, Placed

ZOOM_STEP = 1.25
BUTTONS = ("out", "in", "fit")        # the view buttons, left to right ("view:out" ...; faces ("view", which))
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
SLOP = 10                             # pixels a press on bare felt may wander before it pans


def nearest_that_way(here, step, places) -> str | None:
    """Of `places` [(handle, (x, y))], the one an arrow key `step` ((dx, dy), one of them 0) means from
    `here`: ahead of it that way within 60 degrees, the nearest, sideways distance counting double."""
    best, best_cost = None, None
    for handle, (x, y) in places:
        dx, dy = x - here[0], y - here[1]
        along = dx * step[0] + dy * step[1]
        aside = abs(dx * step[1] - dy * step[0])
        if along <= 0 or aside > along * 1.8:
            continue
        cost = along + 2 * aside
        if best_cost is None or cost < best_cost:
            best, best_cost = handle, cost
    return best


class PanZoom:
    """A board's window and the person's gestures on it. `cell_of(handle)` is the grid cell a handle names (a
    space on the board), None for anything else."""

    def __init__(self, port: Viewport, cell_of, zoom_step: float = ZOOM_STEP):
        self.port = port
        self.cell_of = cell_of
        self.zoom_step = zoom_step
        self.pointer = None                # where the mouse was last seen (a wheel event does not say)
        self._pan_from = None              # (where, moving) while a press on bare felt may pan
        self._fingers: dict | None = None

    def buttons(self, rect, unit) -> Placed:
        """Zoom out, zoom in and fit, small in the top right corner of `rect` (the board's window)."""
        size = max(16, round(unit * 1.6))
        places = []
        for k, which in enumerate(BUTTONS):
            r = pygame.Rect(rect.right - (3 - k) * (size + 4) - 2, rect.y + 4, size, size)
            places.append((Item(f"view:{which}", ("view", which), handle=f"view:{which}"), r))
        union = places[0][1].unionall([r for _i, r in places[1:]])
        return Placed("view-buttons", union, places=places, z=300)

    def on_tap(self, handle: str) -> bool:
        """A tap on a view button zooms or fits (the table lays itself out again after a tap the adapter took)."""
        if not handle.startswith("view:"):
            return False
        which = handle[5:]
        if which == "fit":
            self.port.fit()
        else:
            self.port.zoom(self.zoom_step if which == "in" else 1 / self.zoom_step, self.port.rect.center)
        return True

    def on_event(self, scene, event) -> bool:
        """Wheel, pinch, a drag on bare felt and keys pan and zoom the board (never while a piece is held or a
        question is open); True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if scene.drag:
            self._fit_drag(scene, event)
            return False
        if scene.prompt is not None:
            return False
        port = self.port
        t = event.type
        if t == pygame.MOUSEWHEEL:
            pos = self.pointer or pygame.mouse.get_pos()
            if not port.rect.collidepoint(pos) or not (event.y or event.x):
                return False
            if event.y:
                port.zoom(self.zoom_step ** max(-2, min(2, event.y)), pos)
            else:
                port.pan(-event.x * port.card_w, 0)
            return _relayout(scene)
        if t == pygame.KEYDOWN:
            return self._key(scene, event)
        if t in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            return self._finger(scene, event)
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) and not getattr(event, "touch",
                                                                                                   False):
            return self._mouse_pan(scene, event)
        return False

    def _fit_drag(self, scene, event) -> None:
        """A piece held over the board is drawn at the board's cell size (a hand-sized card would hide the very
        spaces it is held over), and at its own size again off it."""
        if event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            pos = event.pos
        elif event.type == pygame.FINGERMOTION:
            pos = (event.x * scene.app.size[0], event.y * scene.app.size[1])
        else:
            return
        drag = scene.drag
        own = drag.setdefault("own", (drag["size"], drag["offset"]))
        if self.port.rect.collidepoint(pos):
            w, h = self.port.card_w, card_height(self.port.card_w)
            drag["size"], drag["offset"] = (w, h), (w // 2, h // 2)
        else:
            drag["size"], drag["offset"] = own

    def _key(self, scene, event) -> bool:
        port = self.port
        k = event.key
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            port.zoom(self.zoom_step, port.rect.center)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            port.zoom(1 / self.zoom_step, port.rect.center)
        elif k in (pygame.K_0, pygame.K_KP0):
            port.fit()
        elif event.mod & pygame.KMOD_SHIFT and k in ARROWS:
            step = port.card_w * 2
            dx = {pygame.K_LEFT: step, pygame.K_RIGHT: -step}.get(k, 0)
            dy = {pygame.K_UP: step, pygame.K_DOWN: -step}.get(k, 0)
            port.pan(dx, dy)
        elif k in ARROWS and not event.mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self._move_focus(scene, ARROWS[k])
        else:
            return False
        return _relayout(scene)

    def _move_focus(self, scene, step) -> bool:
        """The keyboard's cursor goes to the nearest piece or space that way on the screen; a space out of the
        window is panned into it."""
        ring = scene.keyboard_ring()
        if not ring or scene.hold > 0:
            return False                   # nothing to choose, or a held result: the table's keys
        scene._used("keys")
        scene.message = None
        at = {h: self._where(scene, h) for h in ring}
        here = at.get(scene.focus)
        if here is None:
            scene.focus = ring[0]
        else:
            ahead = [(h, p) for h, p in at.items() if p is not None and h != scene.focus]
            best = nearest_that_way(here, step, ahead)
            if best is not None:
                scene.focus = best
        cell = self.cell_of(scene.focus or "")
        if cell is not None and not self.port.rect.contains(self.port.cell_rect(*cell)):
            self.port.show(cell)
            return _relayout(scene)
        scene.painter.invalidate()
        return True

    def _where(self, scene, handle):
        """The screen centre of a piece, a space or a button by its handle (None when it is not drawn)."""
        cell = self.cell_of(handle)
        if cell is not None:
            return self.port.cell_rect(*cell).center
        for s in scene.board.ordered():
            if s.piece.handle == handle:
                return round(s.x) + s.piece.rect.w // 2, round(s.y) + s.piece.rect.h // 2
        spot = scene.hotspots.get(handle)
        return spot.center if spot is not None else None

    def _bare(self, scene, pos) -> bool:
        return self.port.rect.collidepoint(pos) and not scene.board.hit(pos) and scene.hold <= 0

    def _mouse_pan(self, scene, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pan_from = (event.pos, False) if self._bare(scene, event.pos) else None
            return False
        if self._pan_from is None:
            return False
        start, moving = self._pan_from
        if event.type == pygame.MOUSEMOTION:
            if not moving and abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) < SLOP:
                return False
            self.port.pan(event.pos[0] - start[0], event.pos[1] - start[1])
            self._pan_from = (event.pos, True)
            scene.gestures.cancel()
            return _relayout(scene)
        if event.type == pygame.MOUSEBUTTONUP:
            self._pan_from = None
            return moving
        return False

    def _finger(self, scene, event) -> bool:
        """One finger on bare felt pans; two pinch (zoom about their middle) and pan."""
        w, h = scene.app.size
        pos = (event.x * w, event.y * h)
        fingers = self._fingers if self._fingers is not None else {}
        self._fingers = fingers
        if event.type == pygame.FINGERDOWN:
            if not fingers and not self._bare(scene, pos):
                fingers["table"] = True          # a finger on a piece: the table's gestures have it
            fingers[event.finger_id] = pos
            if len([f for f in fingers if f != "table"]) == 2:
                scene.gestures.cancel()
                return True
            return len(fingers) > 2
        if event.finger_id not in fingers:
            return False
        if event.type == pygame.FINGERUP:
            fingers.pop(event.finger_id)
            used = fingers.pop("panned", False)
            if len([f for f in fingers if f != "table"]) == 0:
                fingers.clear()
            if used:
                scene.gestures.cancel()
            return used
        touching = {f: p for f, p in fingers.items() if f not in ("table", "panned")}
        old = touching[event.finger_id]
        if len(touching) >= 2:
            a, b = next(p for f, p in touching.items() if f != event.finger_id), old
            before = ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
            after = ((a[0] - pos[0]) ** 2 + (a[1] - pos[1]) ** 2) ** 0.5
            mid = ((a[0] + pos[0]) / 2, (a[1] + pos[1]) / 2)
            if before > 4 and abs(after / before - 1) > 0.01:
                self.port.zoom(after / before, mid)
            self.port.pan((pos[0] - old[0]) / 2, (pos[1] - old[1]) / 2)
            fingers[event.finger_id] = pos
            fingers["panned"] = True
            return _relayout(scene)
        if "table" in fingers:
            return False
        if not fingers.get("panned") and abs(pos[0] - old[0]) + abs(pos[1] - old[1]) < SLOP:
            return False
        self.port.pan(pos[0] - old[0], pos[1] - old[1])
        fingers[event.finger_id] = pos
        fingers["panned"] = True
        scene.gestures.cancel()
        return _relayout(scene)


def _relayout(scene) -> bool:
    """Pan and zoom move every piece at once: they jump to their new places (no tween)."""
    scene.refresh(animate=False)
    scene.board.finish()
    return True


def view_button(which: str, width: int) -> pygame.Surface:
    """A view button's face: a small round button with a minus, a plus, or a frame (fit)."""
    w = max(8, int(width))
    key = (which, w)
    if key not in _BUTTONS:
        s = safe.surface(w, w)
        pygame.draw.rect(s, (246, 240, 222), s.get_rect(), border_radius=w // 4)
        pygame.draw.rect(s, (84, 64, 40), s.get_rect(), max(1, w // 14), border_radius=w // 4)
        ink, k, m = (60, 44, 28), max(2, w // 8), w // 2
        if which in ("in", "out"):
            pygame.draw.line(s, ink, (w // 4, m), (w - w // 4, m), k)
        if which == "in":
            pygame.draw.line(s, ink, (m, w // 4), (m, w - w // 4), k)
        if which == "fit":
            pygame.draw.rect(s, ink, pygame.Rect(w // 4, w // 4, w - w // 2, w - w // 2), max(1, k // 2))
        _BUTTONS[key] = s
    return _BUTTONS[key]


_BUTTONS: dict = {}

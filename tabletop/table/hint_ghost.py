"""A hint drawn on the table: its piece lifted and ringed, a faint copy of it at its target with an arrow there (a
ghost of the drag the move is), the button a button move presses ringed, and the line why at the top of the play
area. Found through the move's grip (grips.py), as a drag would be."""

import math
from dataclasses import dataclass

import pygame

from ..render import fonts, safe
from ..render.palette import HIGHLIGHT
from .overlays import draw_message, focus_ring, glow

GHOST_ALPHA = 120


@dataclass
class HintMarks:
    """What the table lights for a hint: the move's handles (where it is picked up and put down) and the line."""

    answer: object
    source: str | None
    target: str | None
    line: str


def rect_of(handle: str | None, board, hotspots: dict, buttons) -> tuple[pygame.Rect | None, object]:
    """Where `handle` lies now, and the face of the piece there (None for a place or a button)."""
    if handle is None:
        return None, None
    for h, _label, rect in buttons:
        if h == handle:
            return rect, None
    for s in board.ordered():
        if s.piece.handle == handle and not s.leaving:
            return board.drawn_rect(s.piece.id), s.piece.face
    if handle in hotspots:
        return hotspots[handle], None
    return None, None


def draw_hint(surface, hint: HintMarks, frame, board, hotspots: dict, buttons, face_of) -> pygame.Rect:
    """The ghost of the hinted move and its line; returns the line's banner."""
    unit = frame.unit
    source, face = rect_of(hint.source, board, hotspots, buttons)
    target, _face = rect_of(hint.target, board, hotspots, buttons)
    if source is not None:
        glow(surface, source, HIGHLIGHT, 5)
        focus_ring(surface, source, 10)
    if target is not None:
        glow(surface, target, HIGHLIGHT, 3)
        if face is not None and source is not None:
            img = face_of(face, source.w).copy()
            img.set_alpha(GHOST_ALPHA)
            surface.blit(img, img.get_rect(center=target.center))
        if source is not None and source.center != target.center:
            _arrow(surface, source.center, target.center, max(4, unit // 4))
    anchor = line_anchor(surface, hint.line, frame, [r for r in (source, target) if r is not None])
    return draw_message(surface, hint.line, "", anchor, unit, "hint")


def line_anchor(surface, line: str, frame, keep_clear: list) -> tuple[int, int]:
    """Where the line goes: at the top of the play area, else just above the status line, whichever leaves the
    lit pieces uncovered (the top when neither does)."""
    play, unit = frame.play, frame.unit
    width = min(unit * 42, surface.get_width() - 80)
    lines = fonts.wrap(line, unit, width - 2 * unit, "bold")
    height = unit + (unit + unit // 2) * len(lines) + unit // 2
    for centre_y in (play.y + max(3 * unit, height // 2 + 6), frame.status.y - height // 2 - unit // 2):
        band = pygame.Rect(play.centerx - width // 2, centre_y - height // 2, width, height)
        if not any(band.colliderect(r) for r in keep_clear):
            return play.centerx, centre_y
    return play.centerx, play.y + max(3 * unit, height // 2 + 6)


def _arrow(surface, start, end, width: int) -> None:
    """A gold arrow from `start` to `end`, its head at `end`, with a dark edge to read on felt and cards alike."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 2 * width:
        return
    ux, uy = dx / length, dy / length
    head = width * 4
    tip = end
    base = (end[0] - ux * head, end[1] - uy * head)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pad = head + width + 6
    box = pygame.Rect(min(start[0], end[0]) - pad, min(start[1], end[1]) - pad,
                      abs(dx) + 2 * pad, abs(dy) + 2 * pad)
    layer = safe.surface(box.w, box.h)          # only the arrow's own box is blended, every frame

    def at(p):
        return p[0] - box.x, p[1] - box.y
    for colour, extra in (((20, 20, 10, 200), 4), ((*HIGHLIGHT, 235), 0)):
        pygame.draw.line(layer, colour, at(start), at(base), width + extra)
        points = [tip, left, right] if not extra else [(tip[0] + ux * 3, tip[1] + uy * 3),
                                                       (left[0] - ux * 2, left[1] - uy * 2),
                                                       (right[0] - ux * 2, right[1] - uy * 2)]
        pygame.draw.polygon(layer, colour, [at(p) for p in points])
    surface.blit(layer, box)

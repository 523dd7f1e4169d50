"""Pieces on the table and the tweens that carry them from where they were to where they belong.

An adapter lists `Piece`s for a view (an id that stays the same while the thing moves, a face to
draw, a target rectangle). `Board` remembers where each id was drawn last and glides it to its new
place, so a card played from a hand travels to the trick, and coins fly from the bank, without
the adapter writing any animation.
"""

from dataclasses import dataclass, field
from typing import Any

import pygame


@dataclass
class Piece:
    id: str                       # stable while the thing moves (a card id, "coin:2:5:0")
    face: Any                     # a hashable render key the adapter understands
    rect: pygame.Rect             # where it belongs now
    z: int = 0
    handle: str | None = None     # hit-test name for gestures ("card:blue-3", "display:1")
    spawn: tuple[int, int] | str | None = None   # where a new piece flies in from (centre; a zone's name until
    sink: tuple[int, int] | str | None = None    # zones.laid_pieces settles it); where it flies to when it leaves
    lift: int = 0                 # pixels raised (hover, selection)
    badges: tuple = ()            # zones.Badge labels that travel with the piece ("wins", "= 7", "×3")
    caption: str | None = None    # a line under the piece (whose card it is)
    caption_bold: bool = False
    caption_room: tuple[int, int] | None = None   # (width, most lines) the layout left it; else a third wider, 2
    via: tuple = ()               # centres it passes on its way (a ducky goes space by space)
    delay: float = 0.0            # seconds it waits before it moves (a push follows the ducky that pushed)
    turns: bool = False           # a new face is shown by turning the piece over (a card flipped up)


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class _Sprite:
    piece: Piece
    x: float
    y: float
    from_xy: tuple[float, float] = (0.0, 0.0)
    t: float = 1.0
    duration: float = 0.0
    leaving: bool = False
    alpha: float = 255.0
    legs: list = field(default_factory=list)   # top-left corners still to pass, the last is where it ends
    wait: float = 0.0
    old_face: Any = None                        # the face being turned away, while a turn is under way
    turn: float = 1.0                           # 0 .. 1 through a turn over

    @property
    def shown(self) -> tuple[Any, float]:
        """(face to draw, how wide, 0..1): a turning piece narrows to an edge and opens on its new face."""
        if self.turn >= 1.0 or self.old_face is None:
            return self.piece.face, 1.0
        if self.turn < 0.5:
            return self.old_face, 1.0 - 2 * self.turn
        return self.piece.face, 2 * self.turn - 1.0


class Board:
    """Current on-screen positions of every piece, tweened towards the adapter's targets."""

    def __init__(self):
        self.sprites: dict[str, _Sprite] = {}
        self.duration = 0.28

    def place(self, pieces: list[Piece], animate: bool = True) -> None:
        seen = set()
        d = self.duration if animate else 0.0
        for p in pieces:
            seen.add(p.id)
            s = self.sprites.get(p.id)
            tx, ty = p.rect.x, p.rect.y - p.lift
            if s is None:
                if animate and p.spawn is not None and d > 0:
                    sx, sy = p.spawn[0] - p.rect.w / 2, p.spawn[1] - p.rect.h / 2
                    s = _Sprite(p, sx, sy, (sx, sy), 0.0, d, wait=p.delay)
                else:
                    s = _Sprite(p, tx, ty)
                self.sprites[p.id] = s
                continue
            moved = s.piece.rect.topleft != p.rect.topleft
            if p.turns and d > 0 and p.face != s.piece.face:
                s.old_face, s.turn = s.piece.face, 0.0
            s.piece, s.leaving, s.alpha = p, False, 255.0
            if not moved and s.legs and s.t < 1.0 and d > 0:
                continue          # on its way to the same place: let it finish its path (and its wait)
            if (round(s.x), round(s.y)) != (tx, ty) or s.t < 1.0:
                if d > 0:
                    # Retarget from where it is drawn now (mid-flight moves stay smooth); a piece that
                    # passes places on its way goes through each of them in turn.
                    via = [(cx - p.rect.w / 2, cy - p.rect.h / 2 - p.lift) for cx, cy in p.via] if moved else []
                    s.legs = via + [(tx, ty)]
                    s.from_xy, s.t = (s.x, s.y), 0.0
                    s.duration = d if not via else max(0.08, d * 0.45)
                    s.wait = p.delay if moved else s.wait
                else:
                    s.x, s.y, s.t, s.legs, s.wait = tx, ty, 1.0, [], 0.0
        for key, s in list(self.sprites.items()):
            if key in seen:
                continue
            if animate and d > 0 and s.piece.sink is not None and not s.leaving:
                s.leaving, s.from_xy, s.t, s.duration = True, (s.x, s.y), 0.0, d
                r = s.piece.rect
                s.piece = Piece(s.piece.id, s.piece.face, pygame.Rect(
                    s.piece.sink[0] - r.w // 2, s.piece.sink[1] - r.h // 2, r.w, r.h), s.piece.z)
                s.legs = []
            elif not s.leaving:
                del self.sprites[key]

    def update(self, dt: float) -> bool:
        """Advance tweens; True while anything moves. A long frame slows a tween rather than skipping it."""
        dt = min(dt, 0.05)
        moving = False
        for key, s in list(self.sprites.items()):
            if s.turn < 1.0:
                s.turn = min(1.0, s.turn + dt / max(0.12, self.duration * 1.2))
                moving = True
                if s.turn >= 1.0:
                    s.old_face = None
            if s.t >= 1.0:
                continue
            moving = True
            if s.wait > 0:
                s.wait -= dt
                continue
            s.t = min(1.0, s.t + (dt / s.duration if s.duration > 0 else 1.0))
            k = ease_out(s.t) if len(s.legs) <= 1 else s.t      # steady steps along a path, easing at its end
            tx, ty = s.legs[0] if s.legs else (s.piece.rect.x, s.piece.rect.y - s.piece.lift)
            s.x = s.from_xy[0] + (tx - s.from_xy[0]) * k
            s.y = s.from_xy[1] + (ty - s.from_xy[1]) * k
            if s.leaving:
                s.alpha = 255 * (1 - s.t)
                if s.t >= 1.0:
                    del self.sprites[key]
                    continue
            if s.t >= 1.0 and len(s.legs) > 1:
                s.legs.pop(0)
                s.from_xy, s.t = (s.x, s.y), 0.0
        return moving

    @property
    def animating(self) -> bool:
        return any(s.t < 1.0 or s.turn < 1.0 for s in self.sprites.values())

    def fling(self, piece_id: str, xy) -> None:
        """Start a piece's tween from `xy` (a card dropped where it may not go flies back home)."""
        s = self.sprites.get(piece_id)
        if s is None:
            return
        s.x, s.y = xy
        s.from_xy, s.t = (float(xy[0]), float(xy[1])), 0.0
        s.duration = max(self.duration, 0.18)

    def clear(self) -> None:
        """Forget every piece (a new viewer: nothing of the last one's table may fly in or fade out)."""
        self.sprites.clear()

    def finish(self) -> None:
        for key, s in list(self.sprites.items()):
            if s.leaving:
                del self.sprites[key]
            else:
                s.t, s.x, s.y, s.legs, s.wait = 1.0, s.piece.rect.x, s.piece.rect.y - s.piece.lift, [], 0.0
                s.turn, s.old_face = 1.0, None

    def ordered(self) -> list[_Sprite]:
        return sorted(self.sprites.values(), key=lambda s: (s.piece.z, s.t < 1.0))

    def hit(self, pos, skip: str | None = None) -> list[Piece]:
        """Pieces with a handle under `pos`, topmost first."""
        found = []
        for s in reversed(self.ordered()):
            if s.leaving or s.piece.handle is None or s.piece.id == skip:
                continue
            r = pygame.Rect(round(s.x), round(s.y), s.piece.rect.w, s.piece.rect.h)
            if r.collidepoint(pos):
                found.append(s.piece)
        return found

    def under(self, pos):
        """The topmost piece under `pos`, with a handle or not (a deck's back, a hand others hold), or None."""
        for s in reversed(self.ordered()):
            if not s.leaving and pygame.Rect(round(s.x), round(s.y), s.piece.rect.w, s.piece.rect.h).collidepoint(pos):
                return s.piece
        return None

    def drawn_rect(self, piece_id: str) -> pygame.Rect | None:
        s = self.sprites.get(piece_id)
        if s is None:
            return None
        return pygame.Rect(round(s.x), round(s.y), s.piece.rect.w, s.piece.rect.h)

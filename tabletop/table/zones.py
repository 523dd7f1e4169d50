"""Zones: what an adapter declares instead of drawing. Each kind places its pieces in its rect and
draws its own frame (outline, label, count), so nine games share one way to lay cards, piles,
rows, grids, tracks and token pools, and the table gets tweens, hit-testing, highlighting and the
large view for all of them.

An adapter fills zones with `Item`s (an id that stays the same while the thing moves, a face key
its `face()` can draw, and optionally a handle for gestures, badges and a caption). The table turns
items into `Piece`s; zones never see the engine or the state, only what the adapter read from a view.

Where a piece flies in from (`spawn`) and goes to when it leaves (`sink`) may be a pixel centre or the name of
another zone on the same table ("deck", "hand:2", "stack:lion"): `laid_pieces` settles a name to that zone's
centre once every zone is laid out, so an adapter need not lay its zones in an order that fills a map of places.
The viewer's own hand is `hand` and also `hand:<seat>` (`Zone.also`), so a card goes to a seat's hand by its seat.
"""

from dataclasses import dataclass, field
from typing import Any

import pygame

from ..render import fonts
from .frame import CARD_RATIO, card_height
from .pieces import Piece

OUTLINE = (80, 120, 96)
SLOT = (20, 56, 38)
INK = (245, 240, 220)
DIM = (190, 205, 190)


@dataclass(frozen=True)
class Badge:
    """A small label on a piece that travels with it: "wins", "= 7", "removed", a count."""

    text: str
    tone: str = "light"       # light | gold | danger | quiet
    at: str = "top"           # top (straddles the top edge) | centre | bottom | corner | right | count |
    #                           under (below the piece from its left edge, side by side: the layout leaves room)
    mark: Any = None          # an adapter mark drawn before the text (e.g. ("suit", "yellow"))

    def chip_width(self, size: int) -> int:
        """How wide the painter draws its chip with `size` px type (a "count" badge excepted): the mark, the
        words and a margin."""
        mark_w = size + 4 if self.mark is not None else 0
        text_w = fonts.font(size, "bold").size(self.text)[0] if self.text else 0
        return max(size + 8, mark_w + text_w + 12)


@dataclass
class Item:
    id: str
    face: Any
    handle: str | None = None
    badges: tuple[Badge, ...] = ()
    caption: str | None = None
    caption_bold: bool = False
    caption_room: tuple[int, int] | None = None   # (width px, most lines) the layout leaves the caption
    spawn: tuple[int, int] | str | None = None     # a centre, or a zone's name (its centre: `laid_pieces`)
    sink: tuple[int, int] | str | None = None
    lift: int = 0
    stack: tuple["Item", ...] = ()     # cards laid with this one (a +3 on a number), drawn offset beneath
    via: tuple = ()                    # centres passed on the way here (a ducky's spaces)
    delay: float = 0.0                 # seconds to wait before moving (one push after another)
    turns: bool = False                # a change of face is shown as the card turning over


@dataclass
class Zone:
    """The shared part: a name (also the drop handle when `target`), a rect, a label above it. `called` names a
    zone whose label is not drawn (the table shows what it is) where the table is listed in words instead (a
    phone's Table: "Herd 2", "Lion stack")."""

    name: str
    rect: pygame.Rect
    label: str | None = None
    target: bool = False
    z: int = 0
    called: str | None = None
    also: str | None = None       # another name a piece's spawn or sink may call it by (the own hand: "hand:<seat>")

    @property
    def handle(self) -> str:
        return self.name

    def pieces(self) -> list[Piece]:
        return []

    def hotspot(self) -> pygame.Rect | None:
        return self.rect if self.target else None

    def draw_under(self, surface: pygame.Surface, unit: int) -> None:
        if self.label:
            words = fonts.fit(self.label, unit, max(40, self.rect.w + 40), "bold")
            at = fonts.font(unit, "bold").size(words)
            box = pygame.Rect(0, 0, *at)
            box.midbottom = (self.rect.centerx, self.rect.y - 4)
            box.clamp_ip(surface.get_clip())        # a zone at the felt's edge keeps its label on the felt
            fonts.blit_text(surface, words, unit, box.topleft, INK, "bold")

    def rects(self) -> list[pygame.Rect]:
        """Where this zone draws anything (for overlap checks): its pieces and its own frame."""
        return [p.rect for p in self.pieces()] or [self.rect]


def laid_pieces(zones: list[Zone]) -> list[Piece]:
    """Every piece the zones hold, a spawn or sink that names a zone settled to that zone's centre (None where no
    zone of that name is on the table: nothing flies)."""
    centres: dict[str, tuple[int, int]] = {}
    for zone in zones:
        for name in (zone.name, zone.also):
            if name is not None:
                centres.setdefault(name, zone.rect.center)
    pieces = [p for z in zones for p in z.pieces()]
    for p in pieces:
        if isinstance(p.spawn, str):
            p.spawn = centres.get(p.spawn)
        if isinstance(p.sink, str):
            p.sink = centres.get(p.sink)
    return pieces


def line_step(size: int) -> int:
    """From one line of small words to the next: the type's size and a little, or the font's own line height where
    that is more (large type), so two lines never touch."""
    return max(size + 4, fonts.font(size).get_linesize())


def _piece(item: Item, rect: pygame.Rect, z: int) -> Piece:
    return Piece(item.id, item.face, rect, z=z, handle=item.handle, spawn=item.spawn, sink=item.sink,
                 lift=item.lift, badges=item.badges, caption=item.caption, caption_bold=item.caption_bold,
                 caption_room=item.caption_room, via=item.via, delay=item.delay, turns=item.turns)


def _pieces(item: Item, rect: pygame.Rect, z: int) -> list[Piece]:
    """An item and the cards stacked with it, each a step down and to the right, beneath it."""
    out = []
    for k, extra in enumerate(item.stack, 1):
        out.append(_piece(extra, rect.move(round(rect.w * 0.16) * k, round(rect.h * 0.1) * k), z - 1))
    out.append(_piece(item, rect, z))
    return out


@dataclass
class Fan(Zone):
    """Overlapping cards that squeeze to fit (a hand); face-down ones for hands others hold. An item may be None: an
    empty place the cards after it keep (a row whose cards keep their places while one is away)."""

    items: list[Item | None] = field(default_factory=list)
    card_w: int = 60
    ratio: float = CARD_RATIO
    arc: float = 0.0
    align: str = "center"          # center | left
    count: int | None = None       # a chip with the number of cards (hands others hold)

    def slots(self, n: int) -> list[pygame.Rect]:
        w, h = self.card_w, card_height(self.card_w, self.ratio)
        if n <= 0:
            return []
        step = w * 1.06 if n == 1 else min(w * 1.06, (self.rect.w - w) / (n - 1))
        total = w + step * (n - 1)
        x0 = self.rect.x if self.align == "left" else self.rect.x + (self.rect.w - total) / 2
        y0 = self.rect.y + max(0, round(self.rect.h - h - self.arc) // 2)
        mid = (n - 1) / 2
        out = []
        for i in range(n):
            dy = self.arc * ((i - mid) / max(1, mid)) ** 2 if n > 1 else 0
            out.append(pygame.Rect(round(x0 + i * step), round(y0 + dy), w, h))
        return out

    def pieces(self) -> list[Piece]:
        return [_piece(it, r, self.z + i) for i, (it, r) in enumerate(zip(self.items, self.slots(len(self.items)),
                                                                           strict=True)) if it is not None]

    def draw_under(self, surface, unit) -> None:
        super().draw_under(surface, unit)

    def chip_at(self) -> tuple[int, int]:
        return self.rect.x - 6, self.rect.y - 6


@dataclass
class Pile(Zone):
    """A stack: the top card (or a back), a few edges under it, a count, an outline when empty."""

    items: list[Item] = field(default_factory=list)   # bottom to top; only the last few are pieces
    count: int | None = None
    depth: int = 3
    caption: str | None = None      # under the pile ("discard 3 · tap to look"): on one line, cut to fit
    caption_lines: str | None = None         # the caption broken where its language breaks it ("taken,\nface down")
    caption_room: pygame.Rect | None = None  # the room the layout leaves the caption under the pile: there it is
    #                                          never cut (one line where it fits, else its lines, smaller if need be)

    def pieces(self) -> list[Piece]:
        shown = self.items[-self.depth:]
        out = []
        for k, it in enumerate(shown):
            lift = (len(shown) - 1 - k) * 2
            out.append(_piece(it, self.rect.move(-lift, -lift), self.z + k))
        return out

    def draw_under(self, surface, unit) -> None:
        super().draw_under(surface, unit)
        radius = max(4, self.rect.w // 10)
        pygame.draw.rect(surface, SLOT, self.rect, border_radius=radius)
        pygame.draw.rect(surface, OUTLINE, self.rect, 1, border_radius=radius)
        if self.caption and self.caption_room is not None:
            self._draw_caption_in_room(surface, unit)
        elif self.caption:
            size = max(13, round(unit * 0.8))
            words = fonts.fit(self.caption, size, self.rect.w + 3 * size)
            right = self.rect.centerx + fonts.font(size).size(words)[0] // 2
            if self.count:           # left of the count's chip, which straddles the pile's lower right corner
                right = min(right, self.rect.right - self.chip_width(unit) // 2 - 4)
            box = pygame.Rect(0, self.rect.bottom + 4, *fonts.font(size).size(words))
            box.right = right
            box.clamp_ip(surface.get_clip())
            fonts.blit_text(surface, words, size, box.topleft, DIM)

    def caption_space(self, unit: int) -> pygame.Rect:
        """The caption's room, less its right end where the count's chip straddles the pile's corner."""
        room = pygame.Rect(self.caption_room)
        if self.count:
            room.w = self.rect.right - self.chip_width(unit) // 2 - 4 - room.x
        return room

    def _draw_caption_in_room(self, surface, unit) -> None:
        """The caption in its room, each line centred under the pile and kept in the room."""
        room = self.caption_space(unit)
        size, lines = self._caption_fit(room, max(13, round(unit * 0.8)))
        for k, line in enumerate(lines):
            box = pygame.Rect(0, room.y + k * line_step(size), *fonts.font(size).size(line))
            box.centerx = self.rect.centerx
            box.clamp_ip(room)
            fonts.blit_text(surface, line, size, box.topleft, DIM)

    def _caption_fit(self, room: pygame.Rect, most: int) -> tuple[int, list[str]]:
        """(type size, lines): the caption on one line where it fits the room, else its lines, in the largest type
        down from `most` whose lines fit the room's width and height (a longer word in another language)."""
        lines = (self.caption_lines or self.caption).split("\n")
        for size in range(most, 10, -1):
            if fonts.font(size).size(self.caption)[0] <= room.w:
                return size, [self.caption]
            if (len(lines) * line_step(size) <= room.h + 4
                    and all(fonts.font(size).size(line)[0] <= room.w for line in lines)):
                return size, lines
        return most, lines

    def rects(self) -> list[pygame.Rect]:
        return super().rects() + ([pygame.Rect(self.caption_room)] if self.caption_room is not None else [])

    def chip_width(self, unit: int) -> int:
        """The width of the count's chip (the painter draws it at the table's small size)."""
        size = max(13, round(unit * 0.8))
        return max(size * 2 + 6, fonts.font(size, "bold").size(str(self.count))[0] + 12)

    def chip_center(self) -> tuple[int, int]:
        """Where the count's chip sits: straddling the pile's lower right corner."""
        return self.rect.right, self.rect.bottom - 4


@dataclass
class Row(Zone):
    """Fixed spots side by side (a display, a trick, the card row); empty spots show an outline."""

    slots: list[Item | None] = field(default_factory=list)
    card_w: int = 60
    ratio: float = CARD_RATIO
    gap: int = 8
    spot_labels: list[str] | None = None
    outline_empty: bool = True
    align: str = "center"

    def spot_rects(self) -> list[pygame.Rect]:
        n = len(self.slots)
        w, h = self.card_w, card_height(self.card_w, self.ratio)
        total = n * w + (n - 1) * self.gap
        x0 = self.rect.x + (max(0, (self.rect.w - total) // 2) if self.align == "center" else 0)
        y = self.rect.y + max(0, (self.rect.h - h) // 2)
        return [pygame.Rect(x0 + i * (w + self.gap), y, w, h) for i in range(n)]

    def pieces(self) -> list[Piece]:
        return [p for i, (it, r) in enumerate(zip(self.slots, self.spot_rects(), strict=True)) if it is not None
                for p in _pieces(it, r, self.z + 2 * i + 1)]

    def draw_under(self, surface, unit) -> None:
        super().draw_under(surface, unit)
        size = max(13, round(unit * 0.8))
        for i, r in enumerate(self.spot_rects()):
            if self.outline_empty:
                radius = max(4, r.w // 10)
                pygame.draw.rect(surface, SLOT, r, border_radius=radius)
                pygame.draw.rect(surface, OUTLINE, r, 1, border_radius=radius)
            if self.spot_labels and i < len(self.spot_labels) and self.spot_labels[i]:
                fonts.blit_text(surface, self.spot_labels[i], size, (r.centerx, r.y - 3), DIM, anchor="midbottom")


@dataclass
class Grid(Zone):
    """Cards in rows and columns (a hunting ground, a savannah), face up or down, with gaps."""

    cells: dict[tuple[int, int], Item] = field(default_factory=dict)
    shape: tuple[int, int] = (1, 1)          # rows, columns
    card_w: int = 60
    ratio: float = CARD_RATIO
    gap: int = 6
    outline: set[tuple[int, int]] = field(default_factory=set)   # cells drawn as empty spots

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        rows_n, cols_n = self.shape
        w, h = self.card_w, card_height(self.card_w, self.ratio)
        total_w = cols_n * w + (cols_n - 1) * self.gap
        total_h = rows_n * h + (rows_n - 1) * self.gap
        x0 = self.rect.x + (self.rect.w - total_w) // 2
        y0 = self.rect.y + (self.rect.h - total_h) // 2
        return pygame.Rect(x0 + col * (w + self.gap), y0 + row * (h + self.gap), w, h)

    def pieces(self) -> list[Piece]:
        return [p for i, (rc, it) in enumerate(sorted(self.cells.items()))
                for p in _pieces(it, self.cell_rect(*rc), self.z + 2 * i + 1)]

    def draw_under(self, surface, unit) -> None:
        super().draw_under(surface, unit)
        for rc in self.outline:
            r = self.cell_rect(*rc)
            pygame.draw.rect(surface, OUTLINE, r, 1, border_radius=max(4, r.w // 10))


@dataclass
class Track(Zone):
    """Tokens on the spaces of a path (duckies on the board): several on one space sit side by side."""

    centres: list[tuple[int, int]] = field(default_factory=list)   # the centre of each space, by index
    tokens: list[tuple[Item, int]] = field(default_factory=list)   # (token, space index)
    size: int = 32
    spread: float = 0.55                                           # side-by-side step, in token sizes

    def pieces(self) -> list[Piece]:
        by_space: dict[int, list[Item]] = {}
        for item, space in self.tokens:
            by_space.setdefault(space, []).append(item)
        out = []
        for space, items in by_space.items():
            cx, cy = self.centres[space % len(self.centres)]
            n = len(items)
            for k, it in enumerate(items):
                dx = round((k - (n - 1) / 2) * self.size * self.spread)
                r = pygame.Rect(0, 0, self.size, self.size)
                r.center = (cx + dx, cy)
                out.append(_piece(it, r, self.z + 10 + k))
        return out


@dataclass
class Tokens(Zone):
    """A pool of tokens (coins, stamps): a few drawn as they are, then grouped with a count."""

    groups: list[tuple[str, Any, int]] = field(default_factory=list)   # (id prefix, face, how many)
    size: int = 24
    most: int = 4                     # drawn one by one up to this many per group, then "×n"
    spawn: tuple[int, int] | str | None = None
    sink: tuple[int, int] | str | None = None

    def layout(self) -> list[tuple[str, Any, pygame.Rect, int]]:
        """(piece id, face, rect, count shown on it) for every token drawn, squeezed into the rect:
        tokens overlap more as they grow in number, past `most` a group shows one with "×n", and
        when even that is too wide the tokens get smaller."""
        groups = [(prefix, face, n) for prefix, face, n in self.groups if n > 0]
        size = min(self.size, self.rect.h)
        while True:
            plan = self._plan(groups, size)
            if plan is not None or size <= 10:
                break
            size = max(10, int(size * 0.85))
        drawn, step, label_w = plan or self._squeezed(groups, size)
        out, x = [], float(self.rect.x)
        y = self.rect.y + max(0, (self.rect.h - size) // 2)
        for (prefix, face, n), d in zip(groups, drawn, strict=True):
            for k in range(d):
                out.append((f"{prefix}:{k}", face, pygame.Rect(round(x + k * step), y, size, size), n if d < n else 0))
            x += (d - 1) * step + size + (label_w if d < n else 0) + size // 4
        return out

    def _plan(self, groups, size):
        """(tokens drawn per group, step between them, room for a count) that fits, or None."""
        label_w = size // 3          # the count sits on the token's corner and sticks out a little
        for most in (self.most, 1):
            drawn = [n if n <= most else 1 for _p, _f, n in groups]
            labels = sum(label_w for (_p, _f, n), d in zip(groups, drawn, strict=True) if d < n)
            room = self.rect.w - labels - size // 4 * max(0, len(groups) - 1) - size * len(groups)
            extra = sum(drawn) - len(groups)
            if room < 0:
                continue
            step = size * 0.55 if extra == 0 else min(size * 0.55, room / extra)
            if step >= size * 0.25:
                return drawn, step, label_w
        return None

    def _squeezed(self, groups, size):
        return [1] * len(groups), 0.0, size // 3

    def pieces(self) -> list[Piece]:
        out = []
        for i, (pid, face, rect, count) in enumerate(self.layout()):
            badges = (Badge(f"×{count}", "light", "count"),) if count else ()
            out.append(Piece(pid, face, rect, z=self.z + i, spawn=self.spawn, sink=self.sink, badges=badges))
        return out


@dataclass
class Plate(Zone):
    """A seat's name plate, lit while it is that seat's turn."""

    text: str = ""
    active: bool = False
    note: str = ""          # small, at the right end when there is room ("2 removed")

    def draw_under(self, surface, unit) -> None:
        size = unit
        plate = self.rect
        if self.active:
            pygame.draw.rect(surface, (255, 214, 90), plate, border_radius=9)
        else:
            pygame.draw.rect(surface, (16, 48, 32), plate, border_radius=9)
        colour = (40, 30, 0) if self.active else INK
        small = max(13, round(unit * 0.8))
        note_w = fonts.font(small).size(self.note)[0] + 10 if self.note else 0
        name_w = fonts.font(size, "bold").size(self.text)[0]
        if note_w and name_w + note_w + 18 > plate.w:
            note_w = 0                        # the name first; the note only where it fits
        words = fonts.fit(self.text, size, plate.w - 12 - note_w, "bold")
        fonts.blit_text(surface, words, size, (plate.x + 6, plate.centery), colour, "bold", anchor="midleft")
        if note_w:
            fonts.blit_text(surface, self.note, small, (plate.right - 6, plate.centery), colour, anchor="midright")

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]


@dataclass
class Text(Zone):
    """Words on the felt (a caption, a hint); cut to fit its rect, never run past it."""

    text: str = ""
    size: int = 16
    weight: str = "regular"
    colour: tuple = INK
    align: str = "left"

    def draw_under(self, surface, unit) -> None:
        words = fonts.fit(self.text, self.size, self.rect.w, self.weight)
        anchor = {"left": "midleft", "center": "center", "right": "midright"}[self.align]
        x = {"left": self.rect.x, "center": self.rect.centerx, "right": self.rect.right}[self.align]
        fonts.blit_text(surface, words, self.size, (x, self.rect.centery), self.colour, self.weight, anchor=anchor)

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]


@dataclass
class Paragraph(Zone):
    """A few lines of words, each wrapped to the rect's width, cut where the rect ends (Text is one line)."""

    lines: list = field(default_factory=list)
    size: int = 16
    colour: tuple = INK
    bold_first: bool = False          # the first line bold (a question, a heading)
    middle: bool = False              # centred up and down in the rect, else from its top

    LEADING = 5                       # pixels between lines, beyond the type size

    @staticmethod
    def wrapped(lines, size: int, width: int, bold_first: bool = False) -> list[tuple[str, str]]:
        """(line, weight) for each line drawn: `lines` wrapped to `width`."""
        weights = ["bold" if i == 0 and bold_first else "regular" for i in range(len(lines))]
        return [(part, weight) for line, weight in zip(lines, weights, strict=True)
                for part in fonts.wrap(line, size, width, weight)]

    @classmethod
    def height(cls, lines, size: int, width: int, bold_first: bool = False) -> int:
        """The room `lines` need, wrapped to `width`, to be drawn whole."""
        return len(cls.wrapped(lines, size, width, bold_first)) * (size + cls.LEADING)

    def draw_under(self, surface, unit) -> None:
        step = self.size + self.LEADING
        parts = self.wrapped(self.lines, self.size, self.rect.w, self.bold_first)
        parts = parts[:max(0, (self.rect.h + 2) // step)]
        y = self.rect.y + (max(0, (self.rect.h - step * len(parts)) // 2) if self.middle else 0)
        for part, weight in parts:
            fonts.blit_text(surface, part, self.size, (self.rect.x, y), self.colour, weight)
            y += step

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]


@dataclass
class Area(Zone):
    """A framed region with a title (a trick, a bank): drawn under whatever pieces lie in it."""

    title: str | None = None
    note: str | None = None            # right-aligned in the title line ("winner gets")
    note_face: Any = None              # a face drawn after the note (a stamp), by the adapter's face()
    fill: tuple = (22, 62, 42)
    border: tuple = (90, 140, 110)

    def draw_under(self, surface, unit) -> None:
        radius = max(6, unit // 2 + 4)
        pygame.draw.rect(surface, self.fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, self.border, self.rect, 2, border_radius=radius)

    def title_rect(self, unit: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + unit // 2, self.rect.y + 4, self.rect.w - unit, round(unit * 1.5))

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]


@dataclass
class Spot(Area):
    """A drop spot with no frame of its own (a printed space on a board), showing a faint ghost of what
    may go there; the painter lights it like any hotspot and draws the ghost with the adapter's face()."""

    ghost: Any = None

    def draw_under(self, surface, unit) -> None:
        pass


@dataclass
class Placed(Zone):
    """Items each at a rect the adapter computed (a board's printed spots, a front laid by hand); nothing
    drawn under them but the zone's label (Row and Pile draw spots of their own, which would cover the board's)."""

    places: list[tuple[Item, pygame.Rect]] = field(default_factory=list)

    def pieces(self) -> list[Piece]:
        return [p for k, (it, r) in enumerate(self.places) for p in _pieces(it, pygame.Rect(r), self.z + 2 * k + 1)]


@dataclass
class Chip(Zone):
    """A few words on a small rounded plate filling the rect (a value under a board's spot): Text has no
    plate and is hard to read on a printed board."""

    text: str = ""
    size: int = 16
    fill: tuple = (255, 249, 232)
    ink: tuple = (40, 30, 20)

    def draw_under(self, surface, unit) -> None:
        radius = max(3, self.rect.h // 2)
        pygame.draw.rect(surface, self.fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, (84, 54, 30), self.rect, 1, border_radius=radius)
        size = max(9, min(self.size, self.rect.h - 2))
        words = fonts.fit(self.text, size, self.rect.w - 4, "bold")
        fonts.blit_text(surface, words, size, self.rect.center, self.ink, "bold", anchor="center")

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]


@dataclass
class Picture(Zone):
    """A face drawn as the ground under pieces (a board side), filling its rect."""

    face: Any = None

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]

"""What the table draws over its pieces: glows for legal moves, buttons, the refusal banner, the
storage notice, the picker and the large view of a piece. Shared by every game's table.

The large view is opaque and drawn last, so nothing (a prompt, a banner) ever shows through it.
"""

from functools import lru_cache

import pygame

from ..render import fonts, safe
from .frame import card_height


def glow(surface, rect, colour, width=3):
    frame = _glow_frame(rect.w, rect.h, tuple(colour), width)
    surface.blit(frame, (rect.x - width, rect.y - width))


@lru_cache(maxsize=64)
def _shade(w, h):
    s = safe.surface(w, h)
    pygame.draw.rect(s, (10, 20, 15, 110), s.get_rect(), border_radius=max(3, w // 12))
    return s


_DIMMED: dict[int, tuple] = {}


def _dimmed(img: pygame.Surface) -> pygame.Surface:
    """A face with the 'not now' shade baked in, made once per cached face (one blit per frame)."""
    hit = _DIMMED.get(id(img))
    if hit is not None and hit[0] is img:
        return hit[1]
    if len(_DIMMED) > 512:
        _DIMMED.clear()
    dim = img.copy()
    dim.blit(_shade(*img.get_size()), (0, 0))
    _DIMMED[id(img)] = (img, dim)
    return dim


@lru_cache(maxsize=256)
def _glow_frame(w, h, colour, width):
    """An outline with a colour key (RLE): blitting it touches only the outline's pixels."""
    key = (1, 2, 3)
    s = safe.surface(w + 2 * width, h + 2 * width, alpha=False)
    s.fill(key)
    pygame.draw.rect(s, colour, s.get_rect(), width, border_radius=10)
    s.set_colorkey(key, pygame.RLEACCEL)
    return s


def draw_button(surface, rect, label, focused=False, size=None, live=True):
    """A cream button; a greyed one when it would do nothing now (Undo with nothing to take back)."""
    size = size or max(15, rect.h // 3 + 2)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=12)
    pygame.draw.rect(surface, (247, 226, 160) if live else (150, 150, 135), rect, border_radius=12)
    if focused:
        focus_ring(surface, rect)
    else:
        pygame.draw.rect(surface, (120, 90, 30), rect, 2, border_radius=12)
    words = fonts.fit(label, size, rect.w - 12, "bold")
    with fonts.within(rect, "button"):
        fonts.blit_text(surface, words, size, rect.center, (40, 30, 10) if live else (90, 90, 80), "bold",
                        anchor="center")


def focus_ring(surface, rect, radius: int = 12) -> None:
    """The keyboard focus: a thick ring, dark then bright, readable on felt, cards and buttons alike."""
    pygame.draw.rect(surface, (10, 10, 10), rect.inflate(14, 14), 6, border_radius=radius + 6)
    pygame.draw.rect(surface, (255, 236, 80), rect.inflate(10, 10), 4, border_radius=radius + 4)


TONES = {  # fill, border, text, rule text
    "refusal": ((70, 16, 16, 238), (240, 120, 100), (255, 240, 230), (255, 200, 180)),
    "info": ((16, 40, 60, 238), (120, 180, 240), (235, 245, 255), (190, 215, 240)),
    "hint": ((44, 36, 8, 238), (255, 214, 90), (255, 246, 220), (240, 220, 170)),
}


def draw_message(surface, reason, rule="", anchor=None, unit: int = 19, tone: str = "refusal",
                 beside: pygame.Rect | None = None) -> pygame.Rect:
    """A banner: the engine's reason in a player's words, and the rule it cites under it. Centred on `anchor`,
    or, about a button (`beside`: Undo in the side panel), just left of it at its height, like a tooltip."""
    fill, border, ink, soft = TONES[tone]
    w, h = surface.get_size()
    cx, cy = anchor or (w // 2, int(h * 0.40))
    width = min(unit * 42, w - 80)
    if beside is not None:
        width = min(unit * 26, max(unit * 14, beside.left - unit))
        cx, cy = beside.left - unit // 2 - width // 2, beside.centery
    lines = fonts.wrap(reason, unit, width - 2 * unit, "bold")
    small = max(13, unit - 4)
    rule_lines = fonts.wrap(rule, small, width - 2 * unit, "italic") if rule else []
    step = unit + unit // 2
    height = unit + step * len(lines) + (small + 6) * len(rule_lines) + unit // 2
    rect = pygame.Rect(cx - width // 2, cy - height // 2, width, height)
    rect.clamp_ip(surface.get_rect())
    panel = safe.surface(*rect.size)
    pygame.draw.rect(panel, fill, panel.get_rect(), border_radius=14)
    pygame.draw.rect(panel, border, panel.get_rect(), 2, border_radius=14)
    surface.blit(panel, rect)
    fonts.cover(surface, rect, "overlay")
    y = rect.y + unit // 2 + 2
    with fonts.within(rect, "overlay"):
        for line in lines:
            fonts.blit_text(surface, line, unit, (rect.centerx, y), ink, "bold", anchor="midtop")
            y += step
        for line in rule_lines:
            fonts.blit_text(surface, line, small, (rect.centerx, y + 2), soft, "italic", anchor="midtop")
            y += small + 6
    return rect


def draw_notice(surface, words: str, unit: int = 16) -> None:
    """A quiet amber strip at the top: worth knowing, never in the way of a move."""
    w, _h = surface.get_size()
    size = max(14, unit - 2)
    lines = fonts.wrap(words, size, min(size * 45, w - 60), "bold")[:2]
    width = max(fonts.font(size, "bold").size(line)[0] for line in lines) + 28
    step = size + size // 3 + 2
    rect = pygame.Rect((w - width) // 2, 6, width, 12 + step * len(lines))
    panel = safe.surface(*rect.size)
    pygame.draw.rect(panel, (92, 62, 8, 235), panel.get_rect(), border_radius=10)
    pygame.draw.rect(panel, (250, 200, 90), panel.get_rect(), 2, border_radius=10)
    surface.blit(panel, rect)
    fonts.cover(surface, rect, "overlay")
    with fonts.within(rect, "overlay"):
        for i, line in enumerate(lines):
            fonts.blit_text(surface, line, size, (rect.centerx, rect.y + 6 + step * i), (255, 240, 200), "bold",
                            anchor="midtop")


def draw_prompt(surface, prompt, adapter, anchor, unit: int = 18, focus=None, within=None):
    """A small picker: a title and one choice per option (a card face when it has one), centred on
    `anchor`'s x with its bottom at `anchor`'s y (else, off the rects the question speaks of, at a side or
    the top of `within`, the felt); sizes follow the table's text unit."""
    w, h = surface.get_size()
    card_w = max(56, min(unit * 6, h // 8))
    label = max(13, unit - 3)
    items = []
    for option in prompt.options:
        if option.face is not None:
            img = adapter.face(option.face, card_w)
            items.append((img.get_width(), img.get_height() + label + 6, option, img))
        else:
            items.append((fonts.font(unit, "bold").size(option.label)[0] + unit * 2, round(unit * 2.5), option, None))
    gap = max(8, unit // 2)
    max_w = w - 4 * unit
    rows = [[]]
    x = 0
    for item in items:
        if rows[-1] and x + item[0] > max_w:
            rows.append([])
            x = 0
        rows[-1].append(item)
        x += item[0] + gap
    per_row = max(sum(i[0] for i in r) + gap * (len(r) - 1) for r in rows)
    row_h = [max(i[1] for i in r) for r in rows]
    title_lines = fonts.wrap(prompt.title, unit, max(per_row, unit * 20), "bold")
    line_h = unit + unit // 2
    panel_w = max(per_row, max(fonts.font(unit, "bold").size(t)[0] for t in title_lines)) + 2 * unit
    panel_h = unit + line_h * len(title_lines) + sum(row_h) + gap * len(rows) + unit // 2
    rect = pygame.Rect(0, 0, panel_w, panel_h)
    screen = surface.get_rect().inflate(-10, -10)
    felt = screen.clip(within) if within is not None else screen
    places = [rect.copy() for _k in range(4)]        # above the status line, else off what the question speaks of
    places[0].midbottom = anchor
    places[1].bottomright = (felt.right, anchor[1])
    places[2].bottomleft = (felt.left, anchor[1])
    places[3].midtop = (anchor[0], felt.top + unit)
    places = [places[0].clamp(screen)] + [p.clamp(felt) for p in places[1:]]
    rect = min(places, key=lambda p: sum(p.colliderect(a) for a in prompt.avoid))
    panel = safe.surface(*rect.size)
    pygame.draw.rect(panel, (16, 34, 26, 240), panel.get_rect(), border_radius=14)
    pygame.draw.rect(panel, (240, 210, 120), panel.get_rect(), 2, border_radius=14)
    surface.blit(panel, rect)
    fonts.cover(surface, rect, "overlay")
    y = rect.y + unit // 2
    for line in title_lines:
        fonts.blit_text(surface, line, unit, (rect.centerx, y), (250, 240, 210), "bold", anchor="midtop")
        y += line_h
    y += unit // 3
    rects, k = [], 0
    for r, rh in zip(rows, row_h, strict=True):
        rw = sum(i[0] for i in r) + gap * (len(r) - 1)
        x = rect.centerx - rw // 2
        for iw, ih, option, img in r:
            box = pygame.Rect(x, y, iw, ih if img is None else img.get_height())
            if img is not None:
                surface.blit(img, box)
                fonts.blit_text(surface, fonts.fit(option.label, label, iw + gap), label,
                                (box.centerx, box.bottom + 3), (240, 240, 230), anchor="midtop")
                if k == focus:
                    focus_ring(surface, box, 8)
            else:
                draw_button(surface, box, option.label, focused=(k == focus), size=unit)
            rects.append((box, option))
            x += iw + gap
            k += 1
        y += rh + gap
    return rects


def draw_zoom(surface, adapter, face, near: pygame.Rect | None = None, unit: int = 18, keep_clear=()):
    """The piece large with its words, beside the piece it describes (never on top of it) and clear of
    `keep_clear` (the buttons that finish a step: the info card never hides what the person is about to press).
    Opaque and drawn last: nothing underneath shows through."""
    words = adapter.describe(face)
    if words is None:
        return
    title, lines = words
    w, h = surface.get_size()
    card_w = int(min(h * 0.3, unit * 13))
    img = adapter.face(face, card_w)
    size = max(14, unit - 2)
    text_w = max(unit * 15, min(unit * 20, w // 3))
    body = []
    for line in lines:
        body += fonts.wrap(line, size, text_w) + [""]
    step = size + size // 3 + 2
    title_lines = fonts.wrap(title, unit + 2, text_w, "bold")
    panel = pygame.Rect(0, 0, card_w + text_w + 3 * unit,
                        max(img.get_height(), (unit + 8) * len(title_lines) + step * len(body) + unit) + 2 * unit)
    panel = zoom_place(panel, near, surface.get_rect().inflate(-8, -8), keep_clear)
    pygame.draw.rect(surface, (0, 0, 0), panel.move(3, 4), border_radius=16)
    pygame.draw.rect(surface, (250, 246, 234), panel, border_radius=16)
    pygame.draw.rect(surface, (90, 80, 60), panel, 2, border_radius=16)
    fonts.cover(surface, panel, "overlay")
    surface.blit(img, (panel.x + unit, panel.y + unit))
    x = panel.x + card_w + 2 * unit
    y = panel.y + unit
    for line in title_lines:
        fonts.blit_text(surface, line, unit + 2, (x, y), (30, 30, 30), "bold")
        y += unit + 8
    y += size // 2
    for line in body:
        if line:
            fonts.blit_text(surface, line, size, (x, y), (40, 40, 40))
        y += step


def zoom_place(panel: pygame.Rect, near: pygame.Rect | None, bounds: pygame.Rect, keep_clear=()) -> pygame.Rect:
    """Where the large view goes: above a piece in the lower half, below one in the upper half (the centre
    without a piece); moved on past anything in `keep_clear` it would cover, and to the other side of the piece
    when it cannot clear it on its own side."""
    panel = pygame.Rect(panel)
    if near is None:
        panel.center = bounds.center
        return panel.clamp(bounds)
    above = near.centery > bounds.centery
    for up in (above, not above):
        place = panel.copy()
        if up:
            place.midbottom = (near.centerx, near.y - 12)
        else:
            place.midtop = (near.centerx, near.bottom + 12)
        place.clamp_ip(bounds)
        for r in sorted(keep_clear, key=lambda r: -r.bottom if up else r.top):
            if place.colliderect(r):       # past the button, on the same side of the piece
                if up:
                    place.bottom = min(place.bottom, r.top - 8)
                else:
                    place.top = max(place.top, r.bottom + 8)
        clear = not any(place.colliderect(r) for r in keep_clear) and not place.colliderect(near)
        if clear and bounds.contains(place):
            return place
    place = panel.copy()
    if above:
        place.midbottom = (near.centerx, near.y - 12)
    else:
        place.midtop = (near.centerx, near.bottom + 12)
    return place.clamp(bounds)


class Noted(str):
    """A table cell with its meaning in words, shown while the pointer rests on it ("9 out": which cards are
    discarded, and why). It reads as its text everywhere else."""

    note: str

    def __new__(cls, text: str, note: str):
        cell = super().__new__(cls, text)
        cell.note = note
        return cell


def draw_table(surface, rect, headers, rows, highlight_rows=(), notes: list | None = None, largest: int | None = None):
    """A simple text table centred in `rect`, its type as large as fits (ten seats fit a laptop's panel), never
    above `largest` (by default 18 px, 16 in a narrow rect). `notes`, when given, gets (rect, words) for every
    `Noted` cell, for its words on hover (`draw_tip`)."""
    size = largest or (18 if rect.w > 700 else 16)
    while size > 11:
        f = fonts.font(size, "bold")
        wide = sum(max(f.size(str(r[c]))[0] for r in [headers, *rows]) + 26 for c in range(len(headers)))
        if (len(rows) + 1) * (size + 14) <= rect.h and wide + 16 <= rect.w:    # a winner's band reaches 8 past
            break
        size -= 1
    f = fonts.font(size, "bold")
    widths = [max(f.size(str(r[c]))[0] for r in [headers, *rows]) + 26 for c in range(len(headers))]
    total = sum(widths)
    x0 = rect.centerx - total // 2
    y = rect.y
    for r, row in enumerate([headers, *rows]):
        x = x0
        if r - 1 in highlight_rows:
            pygame.draw.rect(surface, (250, 220, 120), (x0 - 8, y - 3, total + 16, size + 14), border_radius=6)
        for c, cell in enumerate(row):
            colour = (60, 50, 30) if r == 0 else (25, 25, 25)
            drawn = fonts.blit_text(surface, str(cell), size, (x + (0 if c == 0 else widths[c] // 2), y),
                                    colour, "bold" if r == 0 or r - 1 in highlight_rows else "regular",
                                    anchor="topleft" if c == 0 else "midtop")
            if notes is not None and isinstance(cell, Noted):
                pygame.draw.line(surface, colour, (drawn.x, drawn.bottom), (drawn.right, drawn.bottom))  # it says more
                notes.append((drawn.inflate(8, 6), cell.note))
            x += widths[c]
        y += size + 14
        if r == 0:
            pygame.draw.line(surface, (120, 100, 60), (x0, y - 6), (x0 + total, y - 6), 2)
    return y


def draw_tip(surface, words: str, near: pygame.Rect, size: int = 16) -> None:
    """A few words in a box under the thing they explain (over it where the window ends), in the window."""
    w, h = surface.get_size()
    lines = fonts.wrap(words, size, min(size * 26, w - 40))
    step = size + size // 3
    box = pygame.Rect(0, 0, max(fonts.font(size).size(line)[0] for line in lines) + 2 * size,
                      step * len(lines) + size)
    box.midtop = (near.centerx, near.bottom + 6)
    if box.bottom > h - 4:
        box.midbottom = (near.centerx, near.y - 6)
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=10)
    pygame.draw.rect(surface, (250, 246, 234), box, border_radius=10)
    pygame.draw.rect(surface, (90, 80, 60), box, 2, border_radius=10)
    fonts.cover(surface, box, "overlay")
    for k, line in enumerate(lines):
        fonts.blit_text(surface, line, size, (box.x + size, box.y + size // 2 + k * step), (40, 40, 40))


def draw_browse(surface, frame, title: str, faces: list, face_of) -> tuple[pygame.Rect, int]:
    """A pile opened over the table (a discard pile, the cards played this race), in order, as large as
    the play area allows (never above six text heights wide), until a tap closes it. Returns the panel
    and how many cards it could show."""
    unit, play = frame.unit, frame.play
    n, gap = max(1, len(faces)), 8
    w = max(24, min(unit * 6, play.w // 8))
    while w > 24:                               # shrink until every card fits under the title
        per_row = max(1, (play.w - 80) // (w + gap))
        if -(-n // per_row) * (card_height(w) + gap) + unit * 3 + 10 <= play.h - 20:
            break
        w -= 2
    ch = card_height(w)
    per_row = max(1, (play.w - 80) // (w + gap))
    n_rows = -(-n // per_row)
    panel = pygame.Rect(0, 0, min(n, per_row) * (w + gap) + 40, n_rows * (ch + gap) + unit * 3 + 10)
    panel.w = min(play.w, max(panel.w, fonts.font(unit, "bold").size(title)[0] + 40))
    panel.h = min(panel.h, play.h - 20)
    panel.center = play.center
    shade = safe.surface(*panel.size)
    pygame.draw.rect(shade, (16, 34, 26, 240), shade.get_rect(), border_radius=14)
    surface.blit(shade, panel)
    fonts.cover(surface, panel, "overlay")
    fonts.blit_text(surface, fonts.fit(title, unit, panel.w - 20, "bold"), unit, (panel.centerx, panel.y + 12),
                    (250, 240, 210), "bold", anchor="midtop")
    shown = 0
    for i, face in enumerate(faces):
        r, c = divmod(i, per_row)
        at = (panel.x + 20 + c * (w + gap), panel.y + unit * 3 + r * (ch + gap))
        if at[1] + ch > panel.bottom:
            break
        surface.blit(face_of(face, w), at)
        shown += 1
    return panel, shown

"""The side panel every table has: a title, a few facts, the scoreboard, the log, and the buttons
(Undo, Menu, Rules). An adapter says what to show (`PanelSpec`); this module decides where, so
columns never run together and names are cut to fit, at every window size.
"""

from dataclasses import dataclass, field
from typing import Any

import pygame

from ..language import _
from ..render import fonts
from .frame import Frame
from .log_panel import LogPanel
from .overlays import draw_button

PANEL_BG = (14, 40, 28)
EDGE = (90, 140, 110)
TITLE = (250, 236, 190)
FACT = (200, 214, 200)
HEAD = (170, 190, 176)
NAME = (245, 240, 220)
NUMBER = (250, 230, 150)
TURN = (60, 90, 50)


@dataclass
class ScoreRow:
    seat: int
    name: str
    cells: list[str]
    active: bool = False       # whose turn it is
    mine: bool = False         # the viewer's own seat (bold)


@dataclass
class PanelSpec:
    title: str
    facts: list[list[Any]] = field(default_factory=list)   # each a line of words and ("face", key) parts
    headers: list[str] = field(default_factory=list)       # the name column's header first
    rows: list[ScoreRow] = field(default_factory=list)
    called: list[str] | None = None    # the headers where the panel is listed in words (a phone), for a column
    #                                    whose header the table leaves out for room (a team's letter)


def panel_width(spec: PanelSpec, unit: int) -> int:
    """The width the panel needs to show every name whole (up to a point) and every column apart."""
    if not spec.headers:
        return 0
    f = fonts.font(unit, "bold")
    # every row measured as if it were the viewer's: the panel keeps its width when the laptop is passed on
    names = max((f.size(_("{name} (you)", name=r.name))[0] for r in spec.rows), default=0)
    numbers = sum(column_widths(spec, unit, 10**6)[1:])
    return min(names, unit * 11) + numbers + 2 * unit + 8


def draw_facts(surface, parts, x, y, size, face_of, width: int = 10**6) -> int:
    """One line of words and small faces, `width` wide; returns its height. Words wider than what is left of the
    line take smaller type, and where even that is too wide run on over the next lines (a long phase in German)."""
    h = size + 8
    left, right, top = x, x + width, y
    for part in parts:
        if _is_face(part):
            img = face_of(part[1], h)
            surface.blit(img, (x, y + (size + 4 - img.get_height()) // 2 + 2))
            x += img.get_width() + 6
            continue
        words = str(part)
        small = fonts.fitting_size(words, size, right - x, "regular", least=max(10, size * 4 // 5))
        if fonts.font(small).size(words)[0] <= right - x:
            x = fonts.blit_text(surface, words, small, (x, y + 2 + (size - small) // 2), FACT).right + 6
            continue
        if x > left:                     # the words start a line of their own
            x, y = left, y + h
        for line in fonts.wrap(words, size, right - left):
            x = fonts.blit_text(surface, line, size, (left, y + 2), FACT).right + 6
            y += h
        y -= h
    return y - top + h


def _is_face(part) -> bool:
    return isinstance(part, tuple) and bool(part) and part[0] == "face"


def column_widths(spec: PanelSpec, size: int, width: int) -> list[int]:
    """Widths of the scoreboard columns: numbers as wide as their widest entry, the name gets the rest."""
    f_head, f_cell = fonts.font(size - 1, "bold"), fonts.font(size, "bold")
    widths = []
    for c in range(1, len(spec.headers)):
        texts = [spec.headers[c]] + [r.cells[c - 1] for r in spec.rows if c - 1 < len(r.cells)]
        widest = max(max(f_head.size(t)[0] for t in [spec.headers[c]]),
                     max((f_cell.size(str(t))[0] for t in texts[1:]), default=0))
        widths.append(widest + size)
    name_w = max(size * 4, width - sum(widths))
    return [name_w, *widths]


def log_size(frame: Frame) -> int:
    """The log's type size at this window size: a little under the panel's, never below 13 px."""
    return max(13, frame.unit - 2)


def draw_side_panel(surface, frame: Frame, spec: PanelSpec, log: LogPanel, log_lines, face_of,
                    can_undo: bool, controls: bool = True) -> dict[str, pygame.Rect]:
    """Draw the panel; returns the rects of its buttons ("undo", "menu", "rules"). Without `controls`
    (the TV) there are no buttons and the log runs to the bottom."""
    p = frame.panel
    unit = frame.unit
    pygame.draw.rect(surface, PANEL_BG, p)
    pygame.draw.line(surface, EDGE, p.topleft, p.bottomleft, 2)
    x, right = p.x + unit, p.right - unit
    width = right - x
    y = unit // 2 + 4
    big = round(unit * 1.35)
    fonts.blit_text(surface, fonts.fit(spec.title, big, width, "bold"), big, (x, y), TITLE, "bold")
    y += big + unit // 2 + 4
    for parts in spec.facts:
        y += draw_facts(surface, parts, x, y, unit, face_of, width) + 2
    y += unit // 3
    if spec.headers:
        y = _draw_scores(surface, spec, x, y, width, unit)
    if not controls:
        log_rect = pygame.Rect(x, y + unit, width, p.bottom - y - 2 * unit)
        if log_rect.h > unit * 3:
            log.draw(surface, log_rect, log_lines, log_size(frame))
        return {}
    bar_h = round(unit * 2.2)
    menu_y = p.bottom - bar_h - unit // 2
    half = (width - unit // 2) // 2
    rects = {"menu": pygame.Rect(x, menu_y, half, bar_h),
             "rules": pygame.Rect(x + half + unit // 2, menu_y, width - half - unit // 2, bar_h)}
    undo = pygame.Rect(x, y + unit // 2, max(unit * 6, fonts.font(unit, "bold").size(_("Undo"))[0] + unit * 2),
                       round(unit * 1.9))
    rects["undo"] = undo
    draw_button(surface, undo, _("Undo"), size=unit, live=can_undo)
    log_rect = pygame.Rect(x, undo.bottom + unit, width, menu_y - unit // 2 - undo.bottom - unit)
    if log_rect.h > unit * 3:
        log.draw(surface, log_rect, log_lines, log_size(frame))
    draw_button(surface, rects["menu"], _("Menu"), size=unit)
    draw_button(surface, rects["rules"], _("Rules (F1)"), size=unit)
    return rects


def _draw_scores(surface, spec: PanelSpec, x, y, width, unit) -> int:
    widths = column_widths(spec, unit, width)
    head = unit - 1
    cx = x
    for c, (label, w) in enumerate(zip(spec.headers, widths, strict=False)):
        if c == 0:
            fonts.blit_text(surface, fonts.fit(label, head, w - 6, "bold"), head, (cx, y), HEAD, "bold")
        else:
            fonts.blit_text(surface, label, head, (cx + w, y), HEAD, "bold", anchor="topright")
        cx += w
    y += head + unit // 2 + 2
    row_h = unit + unit // 2 + 4
    for row in spec.rows:
        band = pygame.Rect(x - unit // 2, y - 3, width + unit, row_h)
        if row.active:
            pygame.draw.rect(surface, TURN, band, border_radius=6)
        weight = "bold" if row.mine else "regular"
        name = row.name
        if row.mine and fonts.font(unit, weight).size(_("{name} (you)", name=name))[0] <= widths[0] - 8:
            name = _("{name} (you)", name=name)
        fonts.blit_text(surface, fonts.fit(name, unit, widths[0] - 8, weight), unit, (x, y), NAME, weight)
        cx = x + widths[0]
        for c, cell in enumerate(row.cells):
            if c + 1 >= len(widths):
                break
            cx += widths[c + 1]
            fonts.blit_text(surface, str(cell), unit, (cx, y), NUMBER if c == 0 else NAME,
                            "bold" if c == 0 else "regular", anchor="topright")
        y += row_h
    return y

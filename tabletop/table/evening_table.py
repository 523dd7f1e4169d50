"""The evening drawn like the table's own tables (overlays.draw_table's type, rule and gold band): the running score
sheet, the standings and each game's winner, on whatever the screen gives them (the final score's Tonight tab,
the TV, Tonight, the evening's summary and the picture saved for a group chat). The words come from
evening_sheet.py; this module only places them.
"""

import pygame

from ..render import fonts, safe
from ..render.felt import felt
from .evening_sheet import Grid, leaders_line, running_sheet, standings_sheet, winners_sheet

INK, HEAD, SOFT, GOLD, RULE = (25, 25, 25), (60, 50, 30), (90, 70, 30), (250, 220, 120), (120, 100, 60)
PAD = 22                 # between columns
LEAST = 11               # the smallest type a table is drawn in
PICTURE = (1280, 720)    # the evening's picture (a group chat shows 16:9 whole)


def _small(size: int) -> int:
    return max(LEAST - 1, size - 4)


def _widths(grid: Grid, size: int) -> list[int]:
    bold, regular = fonts.font(size, "bold"), fonts.font(_small(size))
    widths = []
    for c, (top, under) in enumerate(grid.headers):
        cells = [fonts.font(size, "bold" if (r, c) in grid.marked else "regular").size(row[c])[0]
                 for r, row in enumerate(grid.rows)]
        widths.append(max([bold.size(top)[0], regular.size(under)[0], *cells]) + PAD)
    return widths


def _header_h(grid: Grid, size: int) -> int:
    two = any(under for _top, under in grid.headers)
    return size + 8 + (_small(size) + 4 if two else 0)


def grid_height(grid: Grid, size: int) -> int:
    return _header_h(grid, size) + len(grid.rows) * (size + 12)


def grid_size(grid: Grid, rect: pygame.Rect, largest: int = 18) -> int:
    """The largest type (up to `largest`) the grid fits `rect` in; LEAST when even that does not fit."""
    size = largest
    while size > LEAST and (sum(_widths(grid, size)) + 8 > rect.w or grid_height(grid, size) > rect.h):
        size -= 1
    return size


def draw_grid(surface, rect: pygame.Rect, grid: Grid, largest: int = 18) -> pygame.Rect:
    """The grid centred across `rect` from its top, its type as large as fits; returns the rect it took."""
    size = grid_size(grid, rect, largest)
    widths = _widths(grid, size)
    small = _small(size)
    total = sum(widths)
    x0 = rect.centerx - total // 2
    y = rect.y
    with fonts.within(rect, "evening"):
        x = x0
        for c, (top, under) in enumerate(grid.headers):
            cx = x + (PAD // 2 if c == 0 else widths[c] // 2)
            anchor = "topleft" if c == 0 else "midtop"
            if top:
                fonts.blit_text(surface, fonts.fit(top, size, widths[c] - 4, "bold"), size, (cx, y), HEAD, "bold",
                                anchor=anchor)
            if under:
                fonts.blit_text(surface, fonts.fit(under, small, widths[c] - 4), small, (cx, y + size + 4), SOFT,
                                anchor=anchor)
            x += widths[c]
        y += _header_h(grid, size)
        pygame.draw.line(surface, RULE, (x0, y - 5), (x0 + total, y - 5), 2)
        top_of_rows = y
        for r, row in enumerate(grid.rows):
            x = x0
            for c, cell in enumerate(row):
                won = (r, c) in grid.marked
                if won:
                    pygame.draw.rect(surface, GOLD, (x + 3, y - 3, widths[c] - 6, size + 10), border_radius=6)
                fonts.blit_text(surface, cell, size, (x + (PAD // 2 if c == 0 else widths[c] // 2), y), INK,
                                "bold" if won else "regular", anchor="topleft" if c == 0 else "midtop")
                x += widths[c]
            y += size + 12
        if grid.rule_before is not None and grid.rows:
            line_x = x0 + sum(widths[:grid.rule_before])
            pygame.draw.line(surface, RULE, (line_x, top_of_rows - 5), (line_x, y - 6), 2)
    return pygame.Rect(x0, rect.y, total, y - rect.y)


def draw_running(surface, rect: pygame.Rect, games: list, largest: int = 18) -> None:
    """Who leads, then the running score sheet under it, inside `rect`."""
    line = leaders_line(games)
    size = fonts.fitting_size(line, largest + 2, rect.w - 20, least=LEAST + 1)
    with fonts.within(rect, "evening"):
        fonts.blit_text(surface, fonts.fit(line, size, rect.w - 20, "bold"), size, (rect.centerx, rect.y), SOFT,
                        "bold", anchor="midtop")
    if not games:
        return
    room = pygame.Rect(rect.x, rect.y + size + 14, rect.w, rect.h - size - 14)
    draw_grid(surface, room, running_sheet(games), largest)


def draw_summary(surface, rect: pygame.Rect, games: list, title: str, largest: int = 20, ended: bool = False) -> None:
    """The evening's summary: its title, who leads, the standings and each game's winner (side by side where the
    width allows, else one under the other)."""
    size = fonts.fitting_size(title, largest + 12, rect.w - 40, least=16)
    with fonts.within(rect, "evening"):
        fonts.blit_text(surface, fonts.fit(title, size, rect.w - 40, "bold"), size, (rect.centerx, rect.y),
                        (40, 30, 10), "bold", anchor="midtop")
        y = rect.y + size + 10
        line = leaders_line(games, ended)
        lead = fonts.fitting_size(line, largest, rect.w - 40, least=LEAST + 1)
        fonts.blit_text(surface, fonts.fit(line, lead, rect.w - 40, "bold"), lead, (rect.centerx, y), SOFT, "bold",
                        anchor="midtop")
    y += lead + 22
    if not games:
        return
    standings, winners = standings_sheet(games), winners_sheet(games)
    body = pygame.Rect(rect.x, y, rect.w, rect.bottom - y)
    half = pygame.Rect(body.x, body.y, body.w // 2 - 10, body.h)
    side = min(grid_size(standings, half, largest), grid_size(winners, half, largest))
    upper = (body.h - 16) * (len(standings.rows) + 2) // (len(standings.rows) + len(winners.rows) + 4)
    stacked = min(grid_size(standings, pygame.Rect(body.x, body.y, body.w, upper), largest),
                  grid_size(winners, pygame.Rect(body.x, body.y, body.w, body.h - upper - 16), largest))
    if side > stacked:
        draw_grid(surface, half, standings, side)
        draw_grid(surface, half.move(body.w - half.w, 0), winners, side)
    else:        # one under the other, each with the height its rows need
        took = draw_grid(surface, pygame.Rect(body.x, body.y, body.w, upper), standings, stacked)
        draw_grid(surface, pygame.Rect(body.x, took.bottom + 16, body.w, body.bottom - took.bottom - 16), winners,
                  stacked)


def cream_card(surface, card: pygame.Rect) -> pygame.Rect:
    """The card the evening is written on (the final score's cream and brass), with its shadow; opaque."""
    pygame.draw.rect(surface, (0, 0, 0), card.move(3, 5), border_radius=18)
    pygame.draw.rect(surface, (250, 245, 230), card, border_radius=18)
    pygame.draw.rect(surface, (150, 120, 60), card, 3, border_radius=18)
    fonts.cover(surface, card, "overlay")
    return card


def picture(games: list, title: str, ended: bool = False) -> pygame.Surface:
    """The evening's summary as a picture for a group chat: the felt, a cream card, the summary on it."""
    surface = safe.surface(*PICTURE, alpha=False)
    surface.blit(felt(PICTURE), (0, 0))
    card = pygame.Rect(0, 0, PICTURE[0] - 80, PICTURE[1] - 60)
    card.center = (PICTURE[0] // 2, PICTURE[1] // 2)
    cream_card(surface, card)
    draw_summary(surface, card.inflate(-60, -50), games, title, largest=24, ended=ended)
    fonts.blit_text(surface, "Menagerie", 16, (card.right - 20, card.bottom - 10), (150, 120, 60), "bold",
                    anchor="bottomright")
    return surface

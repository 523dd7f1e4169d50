"""The moment's card beside the play area, and the glow on the pieces it is about.

The card is small and never modal: a title, the moment's sentences, and three buttons ("Got it", "Stop
teaching", "More: Rules (F1)"); the table plays on under it. It sits in the corner of the felt that covers the
fewest of the pieces that matter now (the ones it lights and the ones the reader can move), and a public screen
(the TV) draws it without buttons.
"""

import pygame

from ..language import _
from ..render import fonts, safe
from ..table.overlays import draw_button, glow
from .moments import lights

PAPER = (250, 244, 222, 246)
EDGE = (214, 160, 60)
INK = (38, 44, 36)
TITLE = (120, 70, 10)
TAUGHT = (255, 196, 64)            # the glow of a piece a moment is about (not the legal-move green)
BUTTONS = ("got", "stop", "rules")


def button_words() -> dict[str, str]:
    return {"got": _("Got it"), "stop": _("Stop teaching"), "rules": _("More: Rules (F1)")}


def lit_rects(moment, hotspots: dict, zones=(), extra=()) -> list[pygame.Rect]:
    """Where the moment's pieces lie: pieces whose handles its patterns name (and `extra` handles, the pieces its
    moves start from), and zones whose names they name."""
    handles = lights(moment, hotspots) | {h for h in extra if h in hotspots}
    rects = [pygame.Rect(hotspots[h]) for h in handles]
    names = lights(moment, [z.name for z in zones])
    for zone in zones:
        if zone.name in names:
            rects += [pygame.Rect(r) for r in zone.rects()] or [pygame.Rect(zone.rect)]
    return rects


def draw_lights(surface, rects) -> None:
    for r in rects:
        glow(surface, r, TAUGHT, 4)


def button_rows(width: int, size: int) -> int:
    """Two rows ("Got it" beside "Stop teaching", then More) where both labels fit half the card; else three."""
    said = button_words()
    half = (width - 8) // 2 - 16
    side_by_side = all(fonts.font(size, "bold").size(said[k])[0] <= half for k in ("got", "stop"))
    return 2 if side_by_side else 3


def card_layout(moment, play: pygame.Rect, unit: int, avoid=(), buttons: bool = True, busy=(), caption: str = ""):
    """(rect, title lines, text lines, size, whether it all fits) of the card: as wide as a short paragraph, in
    the corner (or the middle of a side) of `play` that covers least of `avoid` (the pieces that matter now:
    strictly first), then of `busy` (any piece)."""
    size = max(14, unit - 2)
    width = min(max(unit * 17, play.w * 34 // 100), unit * 24, play.w - 16)
    inner = width - unit * 3 // 2
    title = fonts.wrap(_(moment.title), size + 2, inner, "bold")
    if caption:
        title = [fonts.fit(caption, size + 2, inner, "bold"), *title]
    text = fonts.wrap(_(moment.text), size, inner)
    step = size + size // 3
    height = unit // 2 + (size + 8) * len(title) + step * len(text) + unit // 2
    rows = button_rows(inner, size) if buttons else 0
    height += rows * (size + 18) + (rows - 1) * 6 + unit // 2 if rows else 0
    fits = height <= play.h - 16
    height = min(height, play.h - 16)
    margin = max(8, unit // 2)
    left, right = play.x + margin, play.right - margin - width
    top, bottom = play.y + margin, play.bottom - margin - height
    middle = play.centery - height // 2
    places = [pygame.Rect(x, y, width, height) for y in (top, bottom, middle) for x in (left, right)]

    def covered(r):       # what matters now first (any of it costs more than any other piece), then the rest
        return (10**7 * sum(r.clip(a).w * r.clip(a).h for a in avoid)
                + sum(r.clip(b).w * r.clip(b).h for b in busy))

    # the bottom corners lie by the reader's own hand and the status line: a top corner where it is as good
    rect = min(places, key=lambda r: covered(r) * (1.5 if r.bottom >= play.bottom - margin else 1.0))
    return rect, title, text, size, fits


def draw_card(surface, moment, play: pygame.Rect, unit: int, avoid=(), buttons: bool = True, busy=(),
              caption: str = "") -> dict:
    """Draw the card (`caption`: a line over its title); returns {button name: rect} (empty on a public screen)."""
    rect, title, text, size, _fits = card_layout(moment, play, unit, avoid, buttons, busy, caption)
    panel = safe.surface(*rect.size)
    pygame.draw.rect(panel, PAPER, panel.get_rect(), border_radius=14)
    pygame.draw.rect(panel, EDGE, panel.get_rect(), 3, border_radius=14)
    surface.blit(panel, rect)
    fonts.cover(surface, rect, "overlay")
    pad = unit * 3 // 4
    y = rect.y + unit // 2
    step = size + size // 3
    hits: dict[str, pygame.Rect] = {}
    with fonts.within(rect, "teaching"):
        for line in title:
            fonts.blit_text(surface, line, size + 2, (rect.x + pad, y), TITLE, "bold")
            y += size + 8
        for line in text:
            fonts.blit_text(surface, line, size, (rect.x + pad, y), INK)
            y += step
    if not buttons:
        return hits
    said = button_words()
    h = size + 18
    rows = button_rows(rect.w - unit * 3 // 2, size)
    row = pygame.Rect(rect.x + pad, rect.bottom - unit // 2 - rows * h - (rows - 1) * 6, rect.w - 2 * pad, h)
    if rows == 2:
        half = (row.w - 8) // 2
        hits["got"] = pygame.Rect(row.x, row.y, half, h)
        hits["stop"] = pygame.Rect(row.x + half + 8, row.y, row.w - half - 8, h)
    else:
        hits["got"] = pygame.Rect(row)
        hits["stop"] = row.move(0, h + 6)
    hits["rules"] = pygame.Rect(row.x, hits["stop"].bottom + 6, row.w, h)
    for name in BUTTONS:
        draw_button(surface, hits[name], said[name], size=size, focused=False)
    return hits

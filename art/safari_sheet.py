"""Draw a contact sheet of everything duck! duck! SAFARI! shows, for people to look at.

Both board sides (with duckies standing on them), the six duckies at several sizes, every game
card face, the backs, the racing cards, the markers and the lap card, and a fanned hand at a
small width (are the corner numbers readable?). The output is for looking at, not for the build:
never commit it.

    python art/safari_sheet.py [OUT.png]        # default build/safari_sheet.png
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout
import pygame  # noqa: E402

from rules.safari.components import ALL_CARDS, ANIMALS, DUCKIES, RACING_CARDS, SUITS  # noqa: E402
from tabletop.render import fonts, safe  # noqa: E402
from tabletop.render.safari import (  # noqa: E402
    ASPECT,
    board_surface,
    card_back,
    card_face,
    card_height,
    ducky,
    hilo_geometry,
    lap_card,
    marker_card,
    number_side_geometry,
    racing_back,
    racing_card,
    track_path,
)

SHEET_W = 1900
PAD = 24
TABLE = (34, 92, 64)
"""Felt green, the colour the table draws on."""
LIGHT = (236, 232, 220)
INK = (240, 240, 232)
BOARD_WIDTHS = (1000, 560, 300)
DUCKY_SIZES = (24, 32, 48, 96)
CARD_W = 90
SMALL_WIDTHS = (30, 45, 60)
DEMO_POSITIONS = {"elephant": 3, "lion": 5, "monkey": 7, "tiger": 10, "zebra": 19, "ducktor": 11}
"""Where the sheet stands the duckies on the number side (one wraps: the zebra's 19 -> 22 path)."""


class Sheet:
    """Blocks placed left to right, wrapping, each under a caption."""

    def __init__(self):
        self.items: list[tuple[int, int, pygame.Surface]] = []
        self.y = PAD
        self.x = PAD
        self.row_h = 0

    def caption(self, words: str):
        self.newline()
        self.items.append((PAD, self.y, fonts.text(words, 22, INK, "bold")))
        self.y += 34

    def put(self, img: pygame.Surface, label: str = "", gap: int = 14):
        lab = fonts.text(label, 13, (210, 220, 210)) if label else None
        w = max(img.get_width(), lab.get_width() if lab else 0)
        h = img.get_height() + (18 if lab else 0)
        if self.x + w > SHEET_W - PAD:
            self.newline()
        self.items.append((self.x, self.y, img))
        if lab:
            self.items.append((self.x, self.y + img.get_height() + 3, lab))
        self.x += w + gap
        self.row_h = max(self.row_h, h)

    def newline(self):
        if self.row_h:
            self.y += self.row_h + 16
        self.x, self.row_h = PAD, 0

    def render(self) -> pygame.Surface:
        self.newline()
        out = safe.surface(SHEET_W, self.y + PAD, alpha=False)
        out.fill(TABLE)
        for x, y, img in self.items:
            out.blit(img, (x, y))
        return out


def board_with_pieces(side: str, width: int) -> pygame.Surface:
    """A board side with the duckies where the table would put them (checks the geometry)."""
    h = round(width / ASPECT)
    img = board_surface(side, width, h).copy()
    rect = (0, 0, width, h)
    if side == "number":
        g = number_side_geometry(rect)
        size = g.ducky_size()
        for d in DUCKIES:
            p = g.space_center(DEMO_POSITIONS[d])
            duck = ducky(d, size)
            img.blit(duck, duck.get_rect(center=p))
        for p in track_path(g, 19, 22)[:-1]:  # the zebra's next hops, wrapping past 20
            pygame.draw.circle(img, (230, 60, 60), p, max(2, size // 10))
        for k, card in enumerate(("ducktor-5", "lion-4a", "tiger-3b", "zebra-3a", "monkey-2a")):
            spot = g.spot_rect(k)
            img.blit(card_face(card, spot.w), spot)
            value = fonts.chip(f"+{(4, 4, 3, 1, 1, 0)[k]}", max(8, g.spot_value_rect(k).h - 4))
            img.blit(value, value.get_rect(center=g.spot_value_rect(k).center))
        img.blit(racing_card("RC-01", g.racing_card_rect.w), g.racing_card_rect)
        img.blit(lap_card(g.lap_pile_rect.w), g.lap_pile_rect)
    else:
        g = hilo_geometry(rect)
        size = g.ducky_size()
        for i, a in enumerate(ANIMALS):
            spot = g.higher_rect(a) if i in (0, 4) else g.lower_rect(a)
            duck = ducky(a, size)
            img.blit(duck, duck.get_rect(center=spot.center))
            if i != 2:
                stack = g.stack_rect(a)
                img.blit(card_face(f"{a}-{(2, 5, 4, 6, 3)[i]}a", stack.w), stack)
        duck = ducky("ducktor", g.explorer_rect.w)
        img.blit(duck, duck.get_rect(center=g.explorer_rect.center))
    return img


def fanned(cards, width: int) -> pygame.Surface:
    """A hand fanned the way the table shows it: each card covers most of the one before."""
    step = max(1, round(width * 0.34))
    h = card_height(width)
    out = safe.surface(step * (len(cards) - 1) + width, h)
    for i, c in enumerate(cards):
        out.blit(card_face(c, width), (i * step, 0))
    return out


def build() -> pygame.Surface:
    sheet = Sheet()
    sheet.caption("Board, number side (with duckies, a card row, RC-01 and a lap card placed by the geometry)")
    for w in BOARD_WIDTHS:
        sheet.put(board_with_pieces("number", w), f"{w} px")
    sheet.put(board_surface("number", 120, 75), "120 px, bare")
    sheet.caption("Board, Hi-Lo side")
    for w in BOARD_WIDTHS:
        sheet.put(board_with_pieces("hilo", w), f"{w} px")
    sheet.put(board_surface("hilo", 120, 75), "120 px, bare")
    sheet.caption("Duckies at " + ", ".join(str(s) for s in DUCKY_SIZES) + " px, on felt and on paper; facing left")
    for d in DUCKIES:
        block = safe.surface(sum(DUCKY_SIZES) + 8 * len(DUCKY_SIZES), 2 * max(DUCKY_SIZES) + 8)
        x = 0
        for s in DUCKY_SIZES:
            pygame.draw.rect(block, LIGHT, (x, max(DUCKY_SIZES) + 8, s, s))
            block.blit(ducky(d, s), (x, max(DUCKY_SIZES) - s))
            block.blit(ducky(d, s), (x, max(DUCKY_SIZES) + 8))
            x += s + 8
        sheet.put(block, d)
        sheet.put(ducky(d, 64, "left"), "left")
    sheet.caption(f"All 66 game cards at {CARD_W} px")
    for c in ALL_CARDS:
        sheet.put(card_face(c, CARD_W), c, gap=10)
    sheet.caption("Fanned hands at " + ", ".join(str(w) for w in SMALL_WIDTHS) + " px")
    hand = ["elephant-1a", "lion-2a", "monkey-3a", "tiger-4a", "zebra-5a", "ducktor-6", "lion-6b", "zebra-1a"]
    for w in SMALL_WIDTHS:
        sheet.put(fanned(hand, w), f"{w} px")
    sheet.caption("Backs (game cards, racing deck)")
    for w in (45, 60, CARD_W, 140):
        sheet.put(card_back(w), f"{w} px")
    for w in (60, CARD_W):
        sheet.put(racing_back(w), f"racing {w} px")
    sheet.caption(f"Racing cards at {CARD_W} px (and RC-01 at 60 and 140)")
    for rc in RACING_CARDS:
        sheet.put(racing_card(rc, CARD_W), rc, gap=10)
    sheet.put(racing_card("RC-01", 60), "60 px")
    sheet.put(racing_card("RC-01", 140), "140 px")
    sheet.caption("Marker cards and the lap card")
    for s in SUITS:
        sheet.put(marker_card(s, CARD_W), s)
    for w in (60, CARD_W, 140):
        sheet.put(lap_card(w), f"lap {w} px")
    sheet.caption("Large: a card face, a marker and a ducky at 260 px")
    sheet.put(card_face("tiger-4a", 260), "tiger-4a")
    sheet.put(card_face("ducktor-2", 260), "ducktor-2")
    sheet.put(marker_card("monkey", 260), "monkey marker")
    sheet.put(racing_card("RC-10", 260), "RC-10")
    sheet.put(ducky("elephant", 260), "elephant")
    return sheet.render()


def main(argv=None) -> Path:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("build") / "safari_sheet.png"
    pygame.init()
    img = build()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(img, str(out))
    print(f"wrote {out} ({img.get_width()} x {img.get_height()})")
    return out


if __name__ == "__main__":
    main()

"""Draw a contact sheet of every Strange Creatures card face, for people to look at.

Every card at a hand's width (112 px, a 1280 x 800 window), a few at 60 and 220 px, fanned hands
(do the corners read?), the backs, X composites (an X with the display card it copies), and the
creatures alone. The output is for looking at, not for the build: never commit it.

    python art/creatures_sheet.py [OUT.png]        # default build/creatures_sheet.png
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout
import pygame  # noqa: E402

from rules.strange_creatures.cards import ALL_CARDS  # noqa: E402
from tabletop.render import creature_cards as cc  # noqa: E402
from tabletop.render import creatures, fonts, safe  # noqa: E402

SHEET_W = 1900
PAD = 24
TABLE = (34, 92, 64)
"""Felt green, the colour the table draws on."""
INK = (240, 240, 232)
HAND_W = 112
SMALL_W = 60
LARGE_W = 220
SAMPLES = ["yellow-0", "blue-2.5", "green-3.33", "brown-4.25", "yellow-5", "colorless-2a", "seven-a", "twelve-a",
           "plus3-a", "x-a", "trump-a", "mega-a"]
"""One card of every kind (the 60 and 220 px rows)."""
X_COPIES = [("x-a", "brown-9"), ("x-b", "blue-3.33"), ("x-c", "colorless-2a"), ("x-a", "mega-a"), ("x-b", "yellow-0")]


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


def fanned(cards, width: int, step_share: float = 0.3) -> pygame.Surface:
    """A hand fanned the way the table shows it when crowded: each card covers most of the one before."""
    step = max(1, round(width * step_share))
    out = safe.surface(step * (len(cards) - 1) + width, cc.card_height(width))
    for i, c in enumerate(cards):
        out.blit(cc.face(c, width), (i * step, 0))
    return out


def build() -> pygame.Surface:
    sheet = Sheet()
    sheet.caption(f"All {len(ALL_CARDS)} cards at {HAND_W} px (a hand card in a 1280 x 800 window)")
    for card in ALL_CARDS:
        sheet.put(cc.face(card.id, HAND_W), card.id, gap=8)
    sheet.caption(f"Fanned hands at {HAND_W} px (ten and twelve cards in a 1280 x 800 window) and {SMALL_W} px")
    hand = ["yellow-1", "blue-2.5", "green-3.33", "brown-4.25", "colorless-3", "seven-b", "twelve-b", "plus3-a",
            "x-c", "trump-b", "yellow-10", "mega-b"]
    sheet.put(fanned(hand[:10], HAND_W, 0.54), f"{HAND_W} px, ten cards")
    sheet.put(fanned(hand, HAND_W, 0.45), f"{HAND_W} px, twelve cards")
    sheet.put(fanned(hand, SMALL_W, 0.45), f"{SMALL_W} px")
    sheet.caption(f"X composites at {HAND_W} and 140 px (the copy inset)")
    for x_id, copy_id in X_COPIES:
        sheet.put(cc.x_copy_face(x_id, copy_id, HAND_W), f"{x_id} = {copy_id}")
    for x_id, copy_id in X_COPIES[:2]:
        sheet.put(cc.x_copy_face(x_id, copy_id, 140), f"{x_id} = {copy_id}, 140")
    sheet.caption(f"Backs; every kind at {SMALL_W} px")
    for w in (SMALL_W, HAND_W, 140):
        sheet.put(cc.back(w), f"back {w} px")
    for c in SAMPLES:
        sheet.put(cc.face(c, SMALL_W), c, gap=8)
    sheet.caption("Tiny widths (24, 32, 44 px)")
    for w in (24, 32, 44):
        for c in SAMPLES[:6]:
            sheet.put(cc.face(c, w), gap=6)
    sheet.caption(f"Every kind at {LARGE_W} px")
    for c in SAMPLES:
        sheet.put(cc.face(c, LARGE_W), c)
    sheet.caption("The creatures alone (96 px)")
    for card in ALL_CARDS:
        sheet.put(creatures.creature(card.id, 96), card.id, gap=6)
    return sheet.render()


def main(argv=None) -> Path:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("build") / "creatures_sheet.png"
    pygame.init()
    img = build()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(img, str(out))
    print(f"wrote {out} ({img.get_width()} x {img.get_height()})")
    return out


if __name__ == "__main__":
    main()

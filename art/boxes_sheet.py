"""Draw a contact sheet of the Wonder Creature cards, every La Criatura component and the die, for
people to look at (does a creature read as one animal across its three cards? is an event card's
text readable in the large view? are the colours told apart by their marks?).

The output is for looking at, not for the build: never commit it.

    python art/boxes_sheet.py [OUT.png]        # default build/boxes_sheet.png
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout
import pygame  # noqa: E402

from rules.la_criatura.cards import EVENT_IDS, EVENT_TYPES, SLUG_OF, WEAPON_IDS  # noqa: E402
from rules.wonder_creature.catalogue import CATALOGUE, PARTS  # noqa: E402
from tabletop.render import fonts, safe  # noqa: E402
from tabletop.render import la_criatura as lc  # noqa: E402
from tabletop.render import wonder_creature as wc  # noqa: E402
from tabletop.render.die import die_face, tumble_frames  # noqa: E402

SHEET_W = 1900
PAD = 24
TABLE = (34, 92, 64)
"""Felt green, the colour the table draws on."""
INK = (240, 240, 232)
LABEL = (210, 220, 210)
CARD_W = 90


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
        lab = fonts.text(label, 13, LABEL) if label else None
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


def row(images, gap=0) -> pygame.Surface:
    """Surfaces side by side (cards laid edge to edge when gap is 0)."""
    w = sum(i.get_width() for i in images) + gap * (len(images) - 1)
    out = safe.surface(w, max(i.get_height() for i in images))
    x = 0
    for img in images:
        out.blit(img, (x, 0))
        x += img.get_width() + gap
    return out


def creature_ids(creature: str, colours) -> list[str]:
    """The head, body and tail card ids of `creature` on the given backgrounds."""
    out = []
    for part, colour in zip(PARTS, colours, strict=True):
        out += [c.id for c in CATALOGUE.data.cards
                if c.creature == creature and c.part == part and c.background == colour]
    return out


def fanned(images, step) -> pygame.Surface:
    out = safe.surface(step * (len(images) - 1) + images[0].get_width(), images[0].get_height())
    for i, img in enumerate(images):
        out.blit(img, (i * step, 0))
    return out


def wonder_creature(sheet: Sheet):
    colours = CATALOGUE.colors_by_danger
    sheet.caption("Wonder Creature: matching head, body and tail laid edge to edge (120 px), one row per background")
    for colour in colours:
        for creature in wc.CREATURES:
            sheet.put(row([wc.card_face(c, 120) for c in creature_ids(creature, [colour] * 3)]),
                      f"{creature}, all {colour}")
    sheet.caption("Mixed backgrounds (levels 2 and 3) and chimeras (level 4): the joins still meet")
    mixes = [(wc.CREATURES[0], [colours[0], colours[1], colours[0]]),
             (wc.CREATURES[-1], [colours[2], colours[1], colours[0]])]
    for creature, cols in mixes:
        sheet.put(row([wc.card_face(c, 120) for c in creature_ids(creature, cols)]), f"{creature}, " + "/".join(cols))
    a, b = wc.CREATURES[0], wc.CREATURES[-1]
    chimera = creature_ids(a, colours[:1] * 3)[:1] + creature_ids(b, colours[1:2] * 3)[1:2] + \
        creature_ids(a, colours[2:3] * 3)[2:]
    sheet.put(row([wc.card_face(c, 120) for c in chimera]), "chimera")
    sheet.caption(f"All 18 cards at {CARD_W} px, the back, and a hand fanned at 45 and 60 px")
    for c in CATALOGUE.ids:
        sheet.put(wc.card_face(c, CARD_W), c, gap=8)
    sheet.put(wc.card_back(CARD_W), "back")
    hand = [c for c in CATALOGUE.ids][::4]
    for w in (45, 60):
        sheet.put(fanned([wc.card_face(c, w) for c in hand], round(w * 0.42)), f"fanned {w} px")
    sheet.caption("Every width 8 .. 40 px (the spikes must still count 3 / 2 / 1)")
    for w in (8, 12, 16, 20, 26, 32, 40):
        sheet.put(row([wc.card_face(c, w) for c in creature_ids(wc.CREATURES[0], colours)], 2), f"{w}")
    sheet.caption("Large view: 260 px")
    sheet.put(row([wc.card_face(c, 260) for c in creature_ids(wc.CREATURES[-1], [colours[0]] * 3)]), "260 px")
    sheet.put(wc.card_back(260), "back")


def la_criatura(sheet: Sheet):
    sheet.caption(f"La Criatura: character cards, the Creature, infected and their shared back ({CARD_W} px)")
    for key in lc.faces():
        if key[0] in ("scientist", "creature", "infected", "character_back"):
            sheet.put(lc.face(key, CARD_W), "/".join(key), gap=8)
    sheet.caption(f"The 27 kinds of event card at {CARD_W} px (63 cards: copies look alike), and the back")
    for slug in EVENT_TYPES:
        card = next(c for c in EVENT_IDS if SLUG_OF[c] == slug)
        sheet.put(lc.event_card(card, CARD_W), slug, gap=8)
    sheet.put(lc.event_back(CARD_W), "back")
    sheet.caption("Event cards in the large view (260 px): the effect text must read")
    for slug in ("armed", "camouflage", "mutiny", "interference", "surveillance-camera", "change-of-mind"):
        sheet.put(lc.event_card(f"{slug}-1", 260), slug)
    sheet.caption("Event cards small: 30, 45, 60 px")
    for w in (30, 45, 60):
        sheet.put(row([lc.event_card(f"{s}-1", w) for s in ("armed", "veto", "contagion", "ambush", "orders")], 4),
                  f"{w} px")
    sheet.caption(f"Weapon cards at {CARD_W} px, the back, and two at 260 px")
    for wid in WEAPON_IDS:
        sheet.put(lc.weapon_card(wid, CARD_W), wid, gap=8)
    sheet.put(lc.weapon_back(CARD_W), "back")
    sheet.put(lc.weapon_card(WEAPON_IDS[0], 260), WEAPON_IDS[0])
    sheet.put(lc.weapon_card(WEAPON_IDS[-2], 260), WEAPON_IDS[-2])
    sheet.put(lc.creature_card(260), "creature 260")
    sheet.put(lc.scientist_card(2, 260), "scientist-2 260")
    sheet.caption("Tokens at 20, 32, 48 and 96 px")
    for kind in lc.TOKEN_KINDS:
        sheet.put(row([lc.token(kind, s) for s in (20, 32, 48, 96)], 8), kind)
    sheet.caption("Time marker with the clock token turn by turn (a 6-player game: 5 turns, then the helicopter)")
    w, h = 900, 150
    track = lc.clock_track(w, h).copy()
    rect = pygame.Rect(0, 0, w, h)
    size = lc.clock_token_size(rect)
    players = 6
    for turn in range(1, players + 1):
        tok = lc.clock_token(size).copy()
        tok.set_alpha(255 if turn == 1 else 110)
        track.blit(tok, tok.get_rect(center=lc.clock_position(rect, turn, players - 1)))
    sheet.put(track, "900 x 150: turn 1 solid, later turns faint")
    tall = lc.clock_track(110, 620).copy()
    trect = pygame.Rect(0, 0, 110, 620)
    tok = lc.clock_token(lc.clock_token_size(trect))
    tall.blit(tok, tok.get_rect(center=lc.clock_position(trect, 3.5, 9)))
    sheet.put(tall, "110 x 620, turn 3.5 of 9")
    sheet.put(lc.time_marker(300), "300 px")
    sheet.put(lc.time_marker(120), "120 px")


def die(sheet: Sheet):
    sheet.caption("The die: faces at 24, 48 and 96 px, marked (the better of two), and a tumble landing on 4")
    for size in (24, 48, 96):
        sheet.put(row([die_face(v, size) for v in range(1, 7)], 6), f"{size} px")
    sheet.put(row([die_face(v, 64, True) for v in (2, 6)], 6), "marked")
    sheet.put(row(tumble_frames(4, 64, 12, seed=3), 4), "tumble_frames(4, 64, 12, seed=3)")


def build() -> pygame.Surface:
    sheet = Sheet()
    wonder_creature(sheet)
    la_criatura(sheet)
    die(sheet)
    return sheet.render()


def main(argv=None) -> Path:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("build") / "boxes_sheet.png"
    pygame.init()
    img = build()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(img, str(out))
    print(f"wrote {out} ({img.get_width()} x {img.get_height()})")
    return out


if __name__ == "__main__":
    main()

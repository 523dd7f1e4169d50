"""The cards a La Criatura player keeps in front of them: the scientist (character) cards, the
Creature card, the infected cards, and the back they all share.

A player's status card is private (it lies face down for everyone else), so the three faces are
told apart at a glance by the one who holds it: a scientist's ID portrait on blue, a biohazard on
green, a many-eyed monster on black and crimson, each with its own shape as well as its colour.
All three share one back ("backs that look similar"), so a face-down card says nothing.
"""

import math
from functools import lru_cache

import pygame

from rules.la_criatura.engine import LaCriatura

from ...language import _
from .. import fonts, safe
from ..drawing import INK, mix, outlined_text, rrect, shrink
from .icons import icon
from .style import CHARACTER, canvas, card_shell, card_size, lang

SCIENTISTS = LaCriatura.max_players - 1
"""Scientist cards in the box: with the Creature card, one character card for each of the most players."""
SCIENTIST_IDS: tuple[str, ...] = tuple(f"scientist-{i}" for i in range(1, SCIENTISTS + 1))

PORTRAIT_TABLE = (
    # skin, hair, style, glasses, shirt
    ((248, 214, 184), (52, 40, 34), "short", False, (70, 110, 170)),
    ((182, 126, 86), (176, 70, 40), "bun", True, (120, 90, 160)),
    ((238, 196, 160), (30, 26, 26), "long", False, (170, 60, 60)),
    ((226, 178, 136), (200, 200, 204), "bald", True, (210, 150, 50)),
    ((124, 82, 54), (226, 194, 120), "curly", False, (80, 140, 90)),
    ((248, 214, 184), (150, 92, 44), "bob", True, (70, 110, 170)),
    ((182, 126, 86), (30, 26, 26), "curly", True, (170, 60, 60)),
    ((238, 196, 160), (226, 194, 120), "short", True, (80, 140, 90)),
    ((124, 82, 54), (52, 40, 34), "bun", False, (210, 150, 50)),
)
"""The scientists' portraits (no two alike); more scientist cards than rows would reuse them in turn."""
PORTRAITS = tuple(
    dict(zip(("skin", "hair", "style", "glasses", "shirt"), PORTRAIT_TABLE[i % len(PORTRAIT_TABLE)], strict=True))
    for i in range(max(1, SCIENTISTS))
)
LAYOUT = {"border": 0.05, "window": (0.13, 0.2, 0.74, 0.78), "word_y": 1.17, "word_size": 0.11, "words_min": 50}
"""Character card proportions (shares of the width): the picture window and the word under it."""
LAB_COAT = ((250, 250, 252), (196, 204, 214))
ID = {"window": (246, 250, 255), "badge": (230, 236, 244), "badge_band": (84, 128, 176), "claws": (210, 40, 52)}
WORD_INK = {"scientist": (255, 255, 255), "infected": (240, 255, 220), "creature": (255, 214, 70)}
"""The word printed on each status card."""


def _portrait(s, x, y, w, h, p):
    """Head and shoulders in a lab coat inside the window (x, y, w, h) of a big canvas."""
    cx = x + w / 2
    skin, hair = p["skin"], p["hair"]
    lw = max(1, round(w * 0.02))
    if p["style"] in ("long", "bob"):
        length = 0.5 if p["style"] == "long" else 0.34
        pygame.draw.ellipse(s, hair, pygame.Rect(round(cx - w * 0.27), round(y + h * 0.12), round(w * 0.54),
                                                 round(h * length + h * 0.18)))
    # coat and shoulders
    coat = pygame.Rect(round(x + w * 0.08), round(y + h * 0.66), round(w * 0.84), round(h * 0.5))
    pygame.draw.ellipse(s, LAB_COAT[0], coat)
    pygame.draw.ellipse(s, LAB_COAT[1], coat, lw)
    pygame.draw.polygon(s, p["shirt"], [(cx - w * 0.12, y + h * 0.68), (cx + w * 0.12, y + h * 0.68),
                                        (cx, y + h * 0.95)])
    for side in (-1, 1):
        pygame.draw.line(s, LAB_COAT[1], (cx + side * w * 0.12, y + h * 0.68), (cx + side * w * 0.02, y + h * 0.98),
                         lw)
    pygame.draw.rect(s, mix(skin, INK, 0.1), pygame.Rect(round(cx - w * 0.07), round(y + h * 0.55),
                                                        round(w * 0.14), round(h * 0.14)))
    # the ID badge on the coat
    pygame.draw.rect(s, ID["badge"], pygame.Rect(round(cx + w * 0.18), round(y + h * 0.78), round(w * 0.14),
                                                     round(h * 0.1)))
    pygame.draw.rect(s, ID["badge_band"], pygame.Rect(round(cx + w * 0.18), round(y + h * 0.78), round(w * 0.14),
                                                    round(h * 0.03)))
    # head
    head = pygame.Rect(round(cx - w * 0.2), round(y + h * 0.2), round(w * 0.4), round(h * 0.42))
    pygame.draw.ellipse(s, skin, head)
    pygame.draw.ellipse(s, mix(skin, INK, 0.45), head, lw)
    top = head.top
    if p["style"] in ("short", "bun", "long", "bob"):
        pygame.draw.ellipse(s, hair, pygame.Rect(head.left - lw, top - round(h * 0.04), head.w + 2 * lw,
                                                 round(h * 0.2)))
    if p["style"] == "bun":
        pygame.draw.circle(s, hair, (cx, top - h * 0.04), w * 0.09)
    if p["style"] == "curly":
        for i in range(7):
            a = math.pi + i * math.pi / 6
            pygame.draw.circle(s, hair, (cx + math.cos(a) * w * 0.19, top + h * 0.1 + math.sin(a) * h * 0.13),
                               w * 0.08)
    if p["style"] == "bald":
        for side in (-1, 1):
            pygame.draw.ellipse(s, hair, pygame.Rect(round(cx + side * w * 0.19 - w * 0.04), round(top + h * 0.12),
                                                     round(w * 0.08), round(h * 0.12)))
    # face
    ey = top + h * 0.22
    for side in (-1, 1):
        pygame.draw.circle(s, INK, (cx + side * w * 0.08, ey), max(1, w * 0.022))
        if p["glasses"]:
            pygame.draw.circle(s, INK, (cx + side * w * 0.08, ey), w * 0.06, lw)
    if p["glasses"]:
        pygame.draw.line(s, INK, (cx - w * 0.02, ey), (cx + w * 0.02, ey), lw)
    pygame.draw.arc(s, mix(skin, INK, 0.5), pygame.Rect(round(cx - w * 0.07), round(ey + h * 0.05), round(w * 0.14),
                                                        round(h * 0.08)), math.pi * 1.15, math.pi * 1.85, lw)


def _flask(s, cx, cy, r, colour):
    """A lab flask: the scientist card's mark (a shape as well as a colour)."""
    pygame.draw.polygon(s, colour, [(cx - r * 0.22, cy - r), (cx + r * 0.22, cy - r), (cx + r * 0.22, cy - r * 0.3),
                                    (cx + r * 0.8, cy + r * 0.8), (cx - r * 0.8, cy + r * 0.8),
                                    (cx - r * 0.22, cy - r * 0.3)])


def _word(s, words, w, h, colour, edge_colour):
    if w < LAYOUT["words_min"]:
        return
    size = max(7, round(w * LAYOUT["word_size"]))
    size = fonts.fitting_size(words, size, w * 0.84, least=7)
    img = outlined_text(words, size, colour, edge_colour, edge=max(1, round(w * 0.012)))
    if img.get_width() > w * 0.9:             # a long word at the smallest type: narrowed to the card
        img = safe.fit(img, w * 0.9, h)
    at = img.get_rect(center=(w / 2, LAYOUT["word_y"] * w))
    s.blit(img, at)
    fonts.printed(s, words, img.get_bounding_rect().move(at.topleft))


def scientist_card(number: int, width: int) -> pygame.Surface:
    """Scientist card `number` (1..SCIENTISTS): an ID card with a portrait of its own (cached per language)."""
    if not 1 <= int(number) <= SCIENTISTS:
        raise KeyError(f"no scientist card {number!r} (1..{SCIENTISTS})")
    return _scientist(int(number), max(1, int(width)), lang())


@lru_cache(maxsize=128)
def _scientist(number: int, width: int, language: str) -> pygame.Surface:
    c = CHARACTER["scientist"]
    w, h = card_size(width)
    big, k = canvas(w, h)
    W, H = big.get_size()
    shell, bw = card_shell(w, h, c["frame"], c["panel"], LAYOUT["border"])
    if w >= 12:
        wx, wy, ww, wh = (v * W for v in LAYOUT["window"])
        rrect(big, ID["window"], (wx, wy, ww, wh), W * 0.04)
        clip = safe.surface(W, H)
        _portrait(clip, wx, wy, ww, wh, PORTRAITS[int(number) - 1])
        mask = safe.surface(W, H)
        rrect(mask, (255, 255, 255, 255), (wx, wy, ww, wh), W * 0.04)
        clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(clip, (0, 0))
        rrect(big, mix(c["frame"], INK, 0.2), (wx, wy, ww, wh), W * 0.04, max(1, round(W * 0.012)))
        rrect(big, mix(c["frame"], INK, 0.2), (W * 0.4, W * 0.07, W * 0.2, W * 0.05), W * 0.025)  # lanyard slot
        _flask(big, W * 0.84, W * 0.12, W * 0.06, c["frame"])
    s = safe.surface(w, h)
    s.blit(shell, (0, 0))
    s.blit(shrink(big, w, h), (0, 0))
    _word(s, _(c["word"]).upper(), w, h, WORD_INK["scientist"], c["frame"])
    return s


def infected_card(width: int) -> pygame.Surface:
    """The infected card: a biohazard mark in a sick green glow (cached per language)."""
    return _infected(max(1, int(width)), lang())


@lru_cache(maxsize=32)
def _infected(width: int, language: str) -> pygame.Surface:
    c = CHARACTER["infected"]
    w, h = card_size(width)
    shell, bw = card_shell(w, h, c["frame"], c["panel"], LAYOUT["border"])
    s = safe.surface(w, h)
    s.blit(shell, (0, 0))
    if w >= 8:
        cx, cy = w / 2, h * 0.44
        for i in range(4):
            pygame.draw.circle(s, mix(c["panel"], c["frame"], 0.2 + i * 0.2), (cx, cy), w * (0.4 - i * 0.045))
        icon(s, "infected", (cx, cy), w * 0.3, mix(c["frame"], INK, 0.55))
        for i, x in enumerate((0.2, 0.34, 0.7, 0.83)):  # drips from the top edge
            dh = w * (0.1 + 0.05 * (i % 2))
            pygame.draw.rect(s, c["frame"], pygame.Rect(round(w * x - w * 0.025), bw, max(1, round(w * 0.05)),
                                                        max(1, round(dh))))
            pygame.draw.circle(s, c["frame"], (w * x, bw + dh), w * 0.035)
    _word(s, _(c["word"]).upper(), w, h, WORD_INK["infected"], mix(c["frame"], INK, 0.4))
    return s


MONSTER = {"body": (120, 24, 40), "dark": (70, 10, 22), "eye": (255, 214, 70), "pupil": (20, 8, 10),
           "teeth": (250, 244, 226), "maw": (30, 4, 10)}
MONSTER_EYES = ((-0.45, -0.35, 0.16), (0.1, -0.55, 0.2), (0.55, -0.25, 0.14), (-0.1, -0.15, 0.12),
                (0.35, 0.05, 0.1), (-0.6, 0.05, 0.1))
"""The Creature's eyes: x, y, radius as shares of its head's radius."""


def _monster(s, W, H):
    """The Creature: a lumpy dark body with tentacles, a crown of eyes and a toothed maw."""
    body, dark = MONSTER["body"], MONSTER["dark"]
    cx, cy = W / 2, H * 0.45
    r = W * 0.3
    for i in range(6):  # tentacles curling down and out, kept inside the card
        a = math.pi * (0.2 + i * 0.12)
        pts = []
        for t in range(61):
            u = t / 60
            wob = math.sin(u * 5 + i) * r * 0.16 * u
            px = cx + math.cos(a) * r * (0.6 + u * 0.85) + wob
            py = cy + math.sin(a) * r * (0.5 + u * 0.9)
            pts.append((min(W * 0.9, max(W * 0.1, px)), py, r * 0.2 * (1 - u * 0.75)))
        for px, py, rr in pts:
            pygame.draw.circle(s, dark, (px, py), rr + W * 0.01)
        for px, py, rr in pts:
            pygame.draw.circle(s, body, (px, py), rr)
    lumps = [(cx + math.cos(i * 2 * math.pi / 9) * r * 0.55, cy + math.sin(i * 2 * math.pi / 9) * r * 0.45)
             for i in range(9)]
    for x, y in lumps:
        pygame.draw.circle(s, dark, (x, y), r * 0.52)
    for x, y in lumps:
        pygame.draw.circle(s, body, (x, y), r * 0.47)
    pygame.draw.circle(s, body, (cx, cy), r * 0.7)
    for ex, ey, er in MONSTER_EYES:
        x, y, rad = cx + ex * r, cy + ey * r, er * r
        pygame.draw.circle(s, MONSTER["eye"], (x, y), rad)
        slit = pygame.Rect(round(x - rad * 0.22), round(y - rad * 0.8), max(1, round(rad * 0.44)),
                           max(1, round(rad * 1.6)))
        pygame.draw.ellipse(s, MONSTER["pupil"], slit)
    maw = pygame.Rect(round(cx - r * 0.5), round(cy + r * 0.2), round(r * 1.0), round(r * 0.5))
    pygame.draw.ellipse(s, MONSTER["maw"], maw)
    for i in range(5):
        x = maw.left + maw.w * (0.15 + i * 0.175)
        top = maw.top + maw.h * 0.12
        tip = (x, maw.top + maw.h * 0.55)
        pygame.draw.polygon(s, MONSTER["teeth"], [(x - r * 0.07, top), (x + r * 0.07, top), tip])


def creature_card(width: int) -> pygame.Surface:
    """The Creature card: a many-eyed monster on black and crimson (cached per language)."""
    return _creature(max(1, int(width)), lang())


@lru_cache(maxsize=32)
def _creature(width: int, language: str) -> pygame.Surface:
    c = CHARACTER["creature"]
    w, h = card_size(width)
    shell, bw = card_shell(w, h, c["frame"], c["panel"], LAYOUT["border"])
    s = safe.surface(w, h)
    s.blit(shell, (0, 0))
    if w >= 8:
        big, k = canvas(w, h)
        W, H = big.get_size()
        _monster(big, W, H)
        s.blit(shrink(big, w, h), (0, 0))
        icon(s, "creature", (w * 0.82, h * 0.12), w * 0.1, ID["claws"])
    _word(s, _(c["word"]).upper(), w, h, WORD_INK["creature"], c["frame"])
    return s


@lru_cache(maxsize=32)
def character_back(width: int) -> pygame.Surface:
    """The back all character, Creature and infected cards share: a helipad on the base's grid."""
    c = CHARACTER["back"]

    def grid(s, r, k):
        step = max(4.0, r.w / 6)
        lw = max(1, round(k * 0.9))
        x = r.left + step / 2
        while x < r.right:
            pygame.draw.line(s, c["line"], (x, r.top), (x, r.bottom), lw)
            x += step
        y = r.top + step / 2
        while y < r.bottom:
            pygame.draw.line(s, c["line"], (r.left, y), (r.right, y), lw)
            y += step

    w, h = card_size(width)
    shell, bw = card_shell(w, h, c["frame"], c["panel"], LAYOUT["border"], pattern=grid)
    s = safe.surface(w, h)
    s.blit(shell, (0, 0))
    if w >= 10:
        big, k = canvas(w, h)
        W, H = big.get_size()
        cx, cy, r = W / 2, H * 0.47, W * 0.32
        pygame.draw.circle(big, c["frame"], (cx, cy), r * 1.08)
        pygame.draw.circle(big, c["mark"], (cx, cy), r, max(1, round(r * 0.1)))
        bar = r * 0.16
        for dx in (-r * 0.42, r * 0.42 - bar):  # the helipad's H, drawn as three bars
            pygame.draw.rect(big, c["mark"], pygame.Rect(round(cx + dx), round(cy - r * 0.5), round(bar), round(r)))
        pygame.draw.rect(big, c["mark"], pygame.Rect(round(cx - r * 0.42), round(cy - bar / 2), round(r * 0.84),
                                                     round(bar)))
        s.blit(shrink(big, w, h), (0, 0))
    if w >= 60:
        size = max(7, round(w * 0.1))
        title = outlined_text(LaCriatura.title.upper(), size, c["mark"], c["frame"], edge=max(1, round(w * 0.01)))
        if title.get_width() > w * 0.9:
            title = safe.fit(title, w * 0.9, h)
        at = title.get_rect(center=(w / 2, h * 0.85))
        s.blit(title, at)
        fonts.printed(s, LaCriatura.title.upper(), title.get_bounding_rect().move(at.topleft))
    return s

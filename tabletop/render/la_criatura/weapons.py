"""The 10 La Criatura weapon cards (rules/la_criatura/weapons.json) and the weapon deck's back.

A weapon shows its attack bonus as that many chevrons beside "+N"; a defensive object shows a
shield beside its protection range, and (on larger cards) the six die faces with the ones that
protect lit. The numbers come from the weapon file; the picture is chosen by the card's id, and a
card without a picture of its own shows its kind's icon.
"""

import math
from functools import lru_cache

import pygame

from rules.la_criatura.cards import WEAPONS

from ...language import _
from ...language import words as language_words
from .. import fonts, safe
from ..die import die_face
from .icons import icon
from .style import (
    INK,
    WEAPON,
    WEAPON_BACK,
    canvas,
    card_shell,
    card_size,
    lang,
    lines_surface,
    mix,
    outlined_text,
    rrect,
    shrink,
    title_lines,
)

LAYOUT = {"border": 0.045, "header": 0.3, "picture_y": 0.66, "picture_r": 0.34, "badge_y": 1.1, "badge_h": 0.2,
          "dice_y": 1.245, "title_size": 0.105}
"""Weapon card proportions, as shares of the card's width."""
TITLE_MIN = 44
DICE_MIN = 90
"""From this width a defensive object also shows the six die faces."""
METAL = ((214, 220, 228), (150, 158, 170))
WOOD = ((176, 118, 66), (126, 80, 40))
RED = ((204, 52, 40), (140, 30, 24))
BLACK = ((54, 54, 60), (30, 30, 34))
YELLOW = ((246, 196, 44), (190, 140, 20))
ORANGE = ((244, 124, 40), (180, 80, 20))
BLUE_GLASS = ((150, 196, 230), (80, 130, 180))


class _Pic:
    """Unit coordinates (-1..1 around the centre, turned by `angle` degrees) to pixels."""

    def __init__(self, s, cx, cy, r, angle=0.0):
        self.s, self.cx, self.cy, self.r = s, cx, cy, r
        a = math.radians(angle)
        self.c, self.sn = math.cos(a), math.sin(a)
        self.lw = max(1, round(r * 0.05))

    def p(self, x, y):
        return self.cx + (x * self.c - y * self.sn) * self.r, self.cy + (x * self.sn + y * self.c) * self.r

    def poly(self, colours, pts):
        fill, _ = colours
        pp = [self.p(x, y) for x, y in pts]
        pygame.draw.polygon(self.s, fill, pp)
        pygame.draw.polygon(self.s, INK, pp, self.lw)

    def circle(self, colours, x, y, rad, width=0):
        pygame.draw.circle(self.s, colours[0], self.p(x, y), rad * self.r, round(width * self.r))
        pygame.draw.circle(self.s, INK, self.p(x, y), rad * self.r + (0 if width else 0), self.lw)

    def ellipse_pts(self, x, y, rx, ry, n=32):
        return [(x + rx * math.cos(2 * math.pi * i / n), y + ry * math.sin(2 * math.pi * i / n)) for i in range(n)]


def _knife(p):
    p.poly(METAL, [(-0.15, -0.05), (0.95, -0.05), (0.75, 0.14), (0.3, 0.2), (-0.15, 0.2)])
    p.poly(BLACK, [(-0.95, -0.07), (-0.15, -0.1), (-0.15, 0.24), (-0.95, 0.2)])
    for x in (-0.75, -0.4):
        pygame.draw.circle(p.s, METAL[0], p.p(x, 0.07), p.r * 0.05)


def _scalpel(p):
    p.poly(METAL, [(-0.95, -0.06), (0.4, -0.06), (0.4, 0.08), (-0.95, 0.08)])
    p.poly(METAL, [(0.4, -0.04), (0.75, -0.02), (0.98, -0.18), (0.85, 0.08), (0.4, 0.06)])
    for x in (-0.7, -0.5, -0.3):
        pygame.draw.line(p.s, METAL[1], p.p(x, -0.04), p.p(x, 0.06), p.lw)


def _wrench(p):
    p.poly(METAL, [(-0.6, -0.09), (0.55, -0.09), (0.55, 0.09), (-0.6, 0.09)])
    p.poly(METAL, p.ellipse_pts(0.72, 0, 0.28, 0.28))
    pygame.draw.polygon(p.s, (0, 0, 0, 0), [p.p(0.78, -0.12), p.p(1.1, -0.12), p.p(1.1, 0.12), p.p(0.78, 0.12)])
    p.poly(METAL, p.ellipse_pts(-0.75, 0, 0.22, 0.22))
    pygame.draw.circle(p.s, (0, 0, 0, 0), p.p(-0.75, 0), p.r * 0.1)


def _axe(p):
    p.poly(WOOD, [(-0.95, -0.06), (0.8, -0.06), (0.8, 0.08), (-0.95, 0.08)])
    p.poly(RED, [(0.35, -0.12), (0.55, -0.14), (0.75, -0.55), (0.95, -0.5), (0.85, 0.0), (0.6, 0.12), (0.35, 0.12)])
    p.poly(METAL, [(0.75, -0.55), (0.95, -0.5), (0.86, -0.02), (0.78, -0.05)])
    p.poly(RED, [(0.5, 0.1), (0.6, 0.1), (0.62, 0.35), (0.52, 0.3)])


def _crowbar(p):
    pts = [(-0.9, 0.05), (0.55, 0.05)] + [(0.55 + 0.25 * math.sin(t), -0.2 + 0.25 * math.cos(t))
                                           for t in [i * math.pi / 10 for i in range(11)]]
    pts += [(0.55 + 0.13 * math.sin(t), -0.2 + 0.13 * math.cos(t)) for t in [math.pi - i * math.pi / 10
                                                                           for i in range(11)]]
    pts += [(0.55, -0.07), (-0.9, -0.07), (-1.0, 0.05)]
    p.poly(RED, pts)


def _flare_gun(p):
    p.poly(ORANGE, [(-0.45, -0.35), (0.75, -0.35), (0.75, 0.0), (-0.1, 0.0), (-0.2, 0.05)])
    p.poly(ORANGE, [(-0.45, -0.3), (-0.05, -0.05), (-0.25, 0.7), (-0.7, 0.65)])
    p.poly(BLACK, [(0.68, -0.4), (0.85, -0.4), (0.85, 0.05), (0.68, 0.05)])
    pygame.draw.arc(p.s, INK, pygame.Rect(round(p.p(-0.15, -0.1)[0]), round(p.p(0, -0.1)[1]),
                                          max(1, round(p.r * 0.3)), max(1, round(p.r * 0.3))), 3.3, 6.1, p.lw)


def _lid(p):
    p.poly(METAL, p.ellipse_pts(0, 0.1, 0.92, 0.62))
    for rr in (0.7, 0.48):
        pygame.draw.polygon(p.s, METAL[1], [p.p(x, y) for x, y in p.ellipse_pts(0, 0.1, rr, rr * 0.67)], p.lw)
    p.poly(METAL, [(-0.3, -0.12), (0.3, -0.12), (0.25, -0.3), (-0.25, -0.3)])


def _tray(p):
    p.poly(METAL, p.ellipse_pts(0, 0, 0.95, 0.5))
    pygame.draw.polygon(p.s, METAL[1], [p.p(x, y) for x, y in p.ellipse_pts(0, 0, 0.78, 0.38)], p.lw)
    for side in (-1, 1):
        pygame.draw.circle(p.s, (255, 255, 255), p.p(side * 0.3, -0.15), p.r * 0.05)


def _riot_shield(p):
    p.poly(BLUE_GLASS, [(-0.55, -0.85), (0.55, -0.85), (0.6, 0.75), (0, 0.92), (-0.6, 0.75)])
    p.poly(((230, 244, 252), BLUE_GLASS[1]), [(-0.4, -0.75), (0.4, -0.75), (0.4, -0.45), (-0.4, -0.45)])
    pygame.draw.line(p.s, (255, 255, 255), p.p(-0.45, 0.6), p.p(-0.3, -0.3), p.lw * 2)


def _hard_hat(p):
    p.poly(YELLOW, [(-0.95, 0.3), (0.95, 0.3), (0.95, 0.45), (-0.95, 0.45)])
    dome = [(0.7 * math.cos(t), 0.3 - 0.75 * math.sin(t)) for t in [i * math.pi / 20 for i in range(21)]]
    p.poly(YELLOW, dome)
    p.poly(mix_pair(YELLOW, 0.15), [(-0.1, -0.44), (0.1, -0.44), (0.12, 0.3), (-0.12, 0.3)])


def mix_pair(pair, t):
    return mix(pair[0], INK, t), pair[1]


PICTURES = {
    "kitchen-knife": (_knife, -30), "scalpel": (_scalpel, -30), "wrench": (_wrench, -35), "fire-axe": (_axe, -40),
    "crowbar": (_crowbar, -35), "flare-gun": (_flare_gun, 0), "trash-can-lid": (_lid, 0),
    "metal-serving-tray": (_tray, -10), "riot-shield": (_riot_shield, 0), "hard-hat": (_hard_hat, 0),
}
"""A drawing per weapon id and the angle it lies at; other ids show their kind's icon."""


def _picture(weapon_id: str, kind: str, size: int) -> pygame.Surface:
    big, k = canvas(size, size)
    W = big.get_width()
    if weapon_id in PICTURES:
        draw, angle = PICTURES[weapon_id]
        draw(_Pic(big, W / 2, W / 2, W * 0.46, angle))
    else:
        icon(big, "shield" if kind == "defense" else "blade", (W / 2, W / 2), W * 0.4, WEAPON[kind]["frame"])
    return shrink(big, size, size)


def _chevrons(s, n, x, cy, size, colour):
    """`n` stacked upward chevrons: the attack bonus as a shape."""
    step = size * 0.36
    top = cy - step * (n - 1) / 2
    for i in range(n):
        y = top + i * step
        pygame.draw.polygon(s, colour, [(x - size * 0.45, y + size * 0.22), (x, y - size * 0.16),
                                        (x + size * 0.45, y + size * 0.22), (x + size * 0.45, y + size * 0.38),
                                        (x, y), (x - size * 0.45, y + size * 0.38)])


def _range_words(low: int, sides: int = 6) -> str:
    return str(low) if low >= sides else f"{low}–{sides}"


def weapon_card(weapon_id: str, width: int) -> pygame.Surface:
    """A weapon card's face at `width` (cached per language; do not draw on it)."""
    if weapon_id not in WEAPONS:
        raise KeyError(f"not a La Criatura weapon card: {weapon_id!r}")
    return _face(weapon_id, max(1, int(width)), lang())


@lru_cache(maxsize=256)
def _face(weapon_id: str, width: int, language: str) -> pygame.Surface:
    card = WEAPONS[weapon_id]
    colours = WEAPON[card.type]
    w, h = card_size(width)
    body, bw = card_shell(w, h, colours["frame"], colours["panel"], LAYOUT["border"], header=LAYOUT["header"])
    s = safe.surface(w, h)
    s.blit(body, (0, 0))
    if w < 8:
        return s
    header = round(LAYOUT["header"] * w)
    if w >= TITLE_MIN:
        size, lines, room, _band = title_lines(language_words().term(card.name), w, bw, header, LAYOUT["title_size"])
        title = lines_surface(lines, size, colours["panel"], "bold", room, gap=0.12)
        s.blit(title, title.get_rect(center=(w / 2, (bw + header) / 2)))
    pic_size = max(1, round(LAYOUT["picture_r"] * 2 * w))
    pic = _picture(weapon_id, card.type, pic_size)
    s.blit(pic, pic.get_rect(center=(w / 2, LAYOUT["picture_y"] * w if w >= TITLE_MIN else h * 0.42)))
    # the badge: bonus or protection, as a shape and a number
    bh = LAYOUT["badge_h"] * w
    by = LAYOUT["badge_y"] * w if w >= TITLE_MIN else h * 0.8
    badge = pygame.Rect(round(w * 0.2), round(by - bh / 2), max(1, round(w * 0.6)), max(1, round(bh)))
    rrect(s, colours["badge"], badge, bh * 0.3)
    rrect(s, mix(colours["badge"], INK, 0.4), badge, bh * 0.3, max(1, round(w * 0.01)))
    light = colours["panel"]
    if card.type == "weapon":
        _chevrons(s, card.bonus, badge.left + badge.w * 0.26, badge.centery, bh * 0.62 / max(1, card.bonus) ** 0.35,
                  light)
        words = f"+{card.bonus}"
    else:
        icon(s, "shield", (badge.left + badge.w * 0.24, badge.centery), bh * 0.36, light)
        words = _range_words(card.protects_from)
    if w >= 20:
        num = outlined_text(words, max(6, round(bh * 0.7)), light, mix(colours["badge"], INK, 0.5), edge=1)
        s.blit(num, num.get_rect(center=(badge.left + badge.w * 0.64, badge.centery)))
    if card.type == "defense" and w >= DICE_MIN:
        d = max(1, round(w * 0.11))
        gap = max(1, round(w * 0.025))
        x0 = round(w / 2 - (6 * d + 5 * gap) / 2)
        for v in range(1, 7):
            face = die_face(v, d, v >= card.protects_from)
            if v < card.protects_from:
                face = face.copy()
                face.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
            s.blit(face, (x0 + (v - 1) * (d + gap), round(LAYOUT["dice_y"] * w)))
    return s


def _stripes(s, r, k):
    step = max(4.0, r.w / 5)
    x = r.left - r.h
    while x < r.right + r.h:
        pygame.draw.polygon(s, WEAPON_BACK["stripe_a"], [(x, r.bottom), (x + step / 2, r.bottom),
                                                         (x + step / 2 + r.h, r.top), (x + r.h, r.top)])
        x += step


def weapon_back(width: int) -> pygame.Surface:
    """The weapon deck's back: hazard stripes round a steel plate with a knife and a shield."""
    return _back(max(1, int(width)), lang())


@lru_cache(maxsize=32)
def _back(width: int, language: str) -> pygame.Surface:
    w, h = card_size(width)
    body, bw = card_shell(w, h, WEAPON_BACK["frame"], WEAPON_BACK["stripe_b"], 0.05, pattern=_stripes)
    s = safe.surface(w, h)
    s.blit(body, (0, 0))
    if w >= 10:
        plate = pygame.Rect(round(w * 0.16), round(h * 0.22), max(1, round(w * 0.68)), max(1, round(h * 0.56)))
        rrect(s, WEAPON_BACK["plate"], plate, w * 0.06)
        rrect(s, mix(WEAPON_BACK["plate"], (255, 255, 255), 0.3), plate, w * 0.06, max(1, round(w * 0.015)))
        icon(s, "blade", (w / 2, h * 0.4), w * 0.2, WEAPON_BACK["stripe_a"])
        icon(s, "shield", (w / 2, h * 0.61), w * 0.15, WEAPON_BACK["stripe_a"])
    if w >= 60:
        size, label = max(7, round(w * 0.09)), _("WEAPON")
        size = fonts.fitting_size(label, size, w * 0.74, least=7)
        word = fonts.text(label, size, WEAPON_BACK["stripe_a"], "bold")
        label = word.get_rect(center=(w / 2, h * 0.87)).inflate(round(w * 0.08), round(w * 0.02))
        rrect(s, WEAPON_BACK["plate"], label, label.h * 0.3)
        s.blit(word, word.get_rect(center=label.center))
    return s


def weapon_lines(weapon_id: str) -> tuple[str, list[str]]:
    """(title, lines) for the large view."""
    card = WEAPONS[weapon_id]
    if card.type == "weapon":
        lines = [_("Weapon: +{bonus} to your attack roll in the helicopter phase.", bonus=card.bonus),
                 _("Drawn face down and shown when the helicopter phase starts. It counts toward your weapon "
                   "limit.")]
    else:
        lines = [_("Defensive object: when a hit against you is confirmed, roll the die: {range} stops the hit.",
                   range=_range_words(card.protects_from)),
                 _("It counts as a weapon toward your weapon limit.")]
    return language_words().term(card.name), lines

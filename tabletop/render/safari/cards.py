"""The cards of duck! duck! SAFARI!, drawn in code: 66 game cards, the back, 12 racing cards, the
six marker cards and the +20 lap card.

A game card shows its number in two corners (readable when fanned), its animal's ducky as the suit
mark under each number and large in the middle, on its suit's colour and pattern (so a suit is
told by shape and pattern as well as colour). The two printed copies of an animal card look alike:
faces are cached per printed face (`lion-3`), not per id. Shapes are drawn a few times larger and
brought down once for clean edges; text and duckies are drawn at the final size.
"""

import math
from functools import lru_cache

import pygame

from rules.safari.components import (
    EXPLORER,
    RACING_DECK,
    RACING_SPOTS,
    SPOT_LABELS,
    SUITS,
    face_of,
    is_card,
    is_explorer,
    number_of,
    suit_of,
)

from ...language import N_, _, current, n_
from .. import fonts, safe
from ..drawing import INK, ellipse, mix, outlined_text, rounded_mask, rrect, shrink, supersample
from ..fonts import fitting_size
from .duckies import ducky
from .style import CARD_COLOURS, CARD_RATIO, CREAM, SAVANNA
from .words import animal as animal_name
from .words import card_title, place, short
from .words import ducky as ducky_name

MARKER_IDS: tuple[str, ...] = tuple(f"marker-{s}" for s in SUITS)
"""Ids for the six marker cards (five animals and Ducktor), for `describe` and the table's faces."""
LAP_ID = "lap"
LAP_POINTS = 20

LAYOUT = {
    "radius": 0.08, "border": 0.05, "corner_x": 0.15, "corner_size": 0.27, "corner_icon": 0.2,
    "medallion_y": 0.5, "medallion_r": 0.29, "centre_ducky": 0.5, "name_min_width": 110,
}
"""Game card proportions, as shares of the card's width."""
RACING_TEXT_MIN = 36
"""Below this width a racing card shows bars instead of words (the table's value badges say the rest)."""
RACING = {"frame": (200, 52, 44), "paper": (255, 250, 236), "row_a": (255, 240, 214), "row_b": (252, 228, 190)}
BACK = {"frame": (44, 96, 62), "frame_light": (80, 140, 92)}
LAP = {"frame": (44, 96, 62), "paper": (226, 242, 206)}


def card_height(width: int) -> int:
    """Every card of the box is 1 : 1.4 (width : height)."""
    return max(1, round(max(1, int(width)) * CARD_RATIO))


def _size(width):
    w = max(1, int(width))
    return w, card_height(w)



def _canvas(w: int, h: int):
    """A supersampled canvas for a card's shapes: (surface, factor)."""
    k = supersample(max(w, h))
    return safe.surface(w * k, h * k), k


def _shape_card(w, h, frame, paper, pattern=None):
    """A card's body (frame, paper panel and pattern) at w x h, edges antialiased."""
    big, k = _canvas(w, h)
    W, H = w * k, h * k
    radius = max(1, LAYOUT["radius"] * W)
    rrect(big, frame, (0, 0, W, H), radius)
    bw = max(k, LAYOUT["border"] * W)
    panel = pygame.Rect(round(bw), round(bw), max(1, round(W - 2 * bw)), max(1, round(H - 2 * bw)))
    rrect(big, paper, panel, max(1, radius - bw * 0.6))
    if pattern and w >= 16:
        layer = safe.surface(W, H)
        pattern(layer, panel, mix(paper, frame, 0.16), k)
        clip = safe.surface(W, H)
        rrect(clip, (255, 255, 255, 255), panel, max(1, radius - bw * 0.6))
        layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(layer, (0, 0))
    rrect(big, mix(frame, INK, 0.35), (0, 0, W, H), radius, max(1, k * 0.8))
    return shrink(big, w, h), round(bw / k)


# ----- one background pattern per suit (colour is never the only clue) ----------------------------

def _dots(s, r, colour, k):
    """Elephant: splashes of water."""
    step = max(4, r.w / 5.5)
    for j, y in enumerate(_range(r.top, r.bottom, step)):
        for x in _range(r.left + (step / 2 if j % 2 else 0), r.right, step):
            pygame.draw.circle(s, colour, (x, y), step * 0.16)


def _rays(s, r, colour, k):
    """Lion: the sun's rays from the middle of the card."""
    cx, cy = r.centerx, r.top + r.h * LAYOUT["medallion_y"]
    far = math.hypot(r.w, r.h)
    for i in range(16):
        a0, a1 = i * math.pi / 8, i * math.pi / 8 + math.pi / 16
        pygame.draw.polygon(s, colour, [(cx, cy), (cx + far * math.cos(a0), cy + far * math.sin(a0)),
                                        (cx + far * math.cos(a1), cy + far * math.sin(a1))])


def _leaves(s, r, colour, k):
    """Monkey: jungle leaves."""
    step = max(6, r.w / 3.6)
    for j, y in enumerate(_range(r.top, r.bottom + step, step)):
        for i, x in enumerate(_range(r.left + (step / 2 if j % 2 else 0), r.right + step, step)):
            a = 0.7 if (i + j) % 2 else -0.7
            pts = []
            for t in range(13):
                u = t / 12 * 2 * math.pi
                lx, ly = step * 0.34 * math.cos(u), step * 0.14 * math.sin(u)
                pts.append((x + lx * math.cos(a) - ly * math.sin(a), y + lx * math.sin(a) + ly * math.cos(a)))
            pygame.draw.polygon(s, colour, pts)


def _wedges(s, r, colour, k):
    """Tiger: tapered stripes growing in from both long edges."""
    step = r.h / 7
    for i in range(8):
        y = r.top + i * step
        depth = r.w * (0.32 if i % 2 else 0.22)
        pygame.draw.polygon(s, colour, [(r.left, y - step * 0.22), (r.left + depth, y + step * 0.12),
                                        (r.left, y + step * 0.3)])
        y2 = y + step * 0.5
        pygame.draw.polygon(s, colour, [(r.right, y2 - step * 0.22), (r.right - depth, y2 + step * 0.12),
                                        (r.right, y2 + step * 0.3)])


def _bands(s, r, colour, k):
    """Zebra: wavy bands right across the card."""
    step = max(4, r.w / 5)
    n = 30
    for x0 in _range(r.left - step, r.right + step, step):
        left, right = [], []
        for i in range(n + 1):
            y = r.top + r.h * i / n
            wave = math.sin(i / n * 2 * math.pi * 1.5) * step * 0.35
            left.append((x0 + wave, y))
            right.append((x0 + wave + step * 0.42, y))
        pygame.draw.polygon(s, colour, left + right[::-1])


def _map_grid(s, r, colour, k):
    """Ducktor: an explorer's map (a grid and a dotted trail)."""
    step = max(4, r.w / 4)
    lw = max(1, round(k * 0.8))
    for x in _range(r.left + step / 2, r.right, step):
        pygame.draw.line(s, colour, (x, r.top), (x, r.bottom), lw)
    for y in _range(r.top + step / 2, r.bottom, step):
        pygame.draw.line(s, colour, (r.left, y), (r.right, y), lw)


def _range(a, b, step):
    out, x = [], a
    while x < b and len(out) < 400:
        out.append(x)
        x += step
    return out


PATTERNS = {"elephant": _dots, "lion": _rays, "monkey": _leaves, "tiger": _wedges, "zebra": _bands,
            EXPLORER: _map_grid}
"""Each suit's background pattern."""


# ----- game cards ----------------------------------------------------------------------------------

def _corner(suit: str, number: int, w: int) -> pygame.Surface:
    """The number with the suit's ducky under it (drawn once, then turned for the opposite corner)."""
    frame, _ = CARD_COLOURS[suit]
    size = max(6, round(w * LAYOUT["corner_size"]))
    num = fonts.text(str(number), size, mix(frame, INK, 0.45), "bold")
    icon_size = max(1, round(w * LAYOUT["corner_icon"]))
    icon = ducky(suit, icon_size, "right", False)
    cw = max(num.get_width(), icon.get_width())
    lift = round(size * 0.18)  # the font's empty space above the digits
    ch = num.get_height() - lift + icon.get_height() - round(size * 0.12)
    s = safe.surface(cw, ch)
    s.blit(num, num.get_rect(midtop=(cw / 2, -lift)))
    s.blit(icon, icon.get_rect(midbottom=(cw / 2, ch)))
    return s


@lru_cache(maxsize=512)
def _face(face: str, width: int, lang: str) -> pygame.Surface:
    """A printed face at `width`, its name in `lang` (cached per language: a switch draws anew)."""
    suit, number = face.rsplit("-", 1)
    number = int(number)
    w, h = _size(width)
    frame, paper = CARD_COLOURS[suit]
    body, bw = _shape_card(w, h, frame, paper, PATTERNS[suit])
    s = safe.surface(w, h)
    s.blit(body, (0, 0))
    if w < 8:
        return s
    # the medallion and the big ducky
    cx, cy, r = w / 2, h * LAYOUT["medallion_y"], w * LAYOUT["medallion_r"]
    medal, k = _canvas(round(2 * r) + 2, round(2 * r) + 2)
    R = medal.get_width() / 2
    pygame.draw.circle(medal, mix(frame, INK, 0.2), (R, R), R - k)
    pygame.draw.circle(medal, mix(paper, (255, 255, 255), 0.6), (R, R), R - k - max(k, w * 0.03 * k))
    pygame.draw.ellipse(medal, mix(SAVANNA["grass_light"], paper, 0.3),
                        pygame.Rect(round(R * 0.3), round(R * 1.3), round(R * 1.4), round(R * 0.42)))
    medal = shrink(medal, round(2 * r) + 2, round(2 * r) + 2)
    s.blit(medal, medal.get_rect(center=(cx, cy)))
    big = ducky(suit, max(1, round(w * LAYOUT["centre_ducky"])))
    s.blit(big, big.get_rect(center=(cx, cy - w * 0.02)))
    if w >= 14:
        corner = _corner(suit, number, w)
        x = bw + w * LAYOUT["corner_x"]
        s.blit(corner, corner.get_rect(midtop=(x, bw + w * 0.02)))
        turned = safe.rotate(corner, 180)
        s.blit(turned, turned.get_rect(midbottom=(w - x, h - bw - w * 0.02)))
    if w >= LAYOUT["name_min_width"]:
        fonts.blit_text(s, short(suit), max(7, round(w * 0.085)), (w / 2, cy + r + w * 0.03), mix(frame, INK, 0.5),
                        "bold", "midtop")
    return s


def card_face(card_id: str, width: int) -> pygame.Surface:
    """The face of one of the 66 game cards at `width` (cached per printed face and width)."""
    if not is_card(card_id):
        raise KeyError(f"not a duck! duck! SAFARI! card: {card_id!r}")
    return _face(face_of(card_id), max(1, int(width)), current())


BACK_SCENE = {"horizon": 0.6, "sun_r": 0.3, "tree_x": 0.8, "duck_y": 0.86, "duck_size": 0.27,
              "walkers": (("ducktor", 0.22), ("lion", 0.5), ("zebra", 0.78))}
"""The back's picture, as shares of the card: the horizon, the sun, the acacia and the three walkers."""


def _back_scene(s, W, H, k):
    """The back: a savanna sunset, an acacia, and three duckies walking through the grass."""
    bw = max(k, LAYOUT["border"] * W)
    panel = pygame.Rect(round(bw), round(bw), max(1, round(W - 2 * bw)), max(1, round(H - 2 * bw)))
    pic = safe.surface(W, H)
    for i in range(panel.h):
        t = i / max(1, panel.h - 1)
        pygame.draw.line(pic, mix(SAVANNA["sky_top"], SAVANNA["sky_low"], min(1, t / BACK_SCENE["horizon"])),
                         (panel.left, panel.top + i), (panel.right, panel.top + i))
    horizon = panel.top + panel.h * BACK_SCENE["horizon"]
    pygame.draw.circle(pic, SAVANNA["sun"], (panel.centerx, horizon), panel.w * BACK_SCENE["sun_r"])
    ellipse(pic, SAVANNA["grass_dark"], (panel.left - panel.w * 0.4, horizon - panel.h * 0.035, panel.w * 1.1,
                                         panel.h * 0.3))
    ellipse(pic, SAVANNA["grass"], (panel.left + panel.w * 0.25, horizon - panel.h * 0.02, panel.w * 1.2,
                                    panel.h * 0.3))
    pygame.draw.rect(pic, SAVANNA["grass"], (panel.left, horizon + panel.h * 0.07, panel.w, panel.bottom))
    for i in range(3):  # lighter bands of grass towards the front
        y = horizon + panel.h * (0.16 + i * 0.08)
        ellipse(pic, mix(SAVANNA["grass"], SAVANNA["grass_light"], 0.4 + i * 0.2),
                (panel.left - panel.w * 0.2, y, panel.w * 1.4, panel.h * 0.3))
    # an acacia on the horizon: forked trunk and a flat crown
    tree, lw = SAVANNA["tree"], max(1, round(panel.w * 0.028))
    tx, ty, th = panel.left + panel.w * BACK_SCENE["tree_x"], horizon + panel.h * 0.02, panel.h * 0.2
    fork = (tx, ty - th * 0.5)
    pygame.draw.line(pic, tree, (tx, ty), fork, lw)
    pygame.draw.line(pic, tree, fork, (tx - panel.w * 0.08, ty - th * 0.85), lw)
    pygame.draw.line(pic, tree, fork, (tx + panel.w * 0.07, ty - th * 0.88), lw)
    ellipse(pic, tree, (tx - panel.w * 0.17, ty - th * 1.02, panel.w * 0.34, th * 0.2))
    ellipse(pic, tree, (tx - panel.w * 0.1, ty - th * 1.1, panel.w * 0.22, th * 0.16))
    clip = safe.surface(W, H)
    radius = max(1, LAYOUT["radius"] * W - bw * 0.6)
    rrect(clip, (255, 255, 255, 255), panel, radius)
    pic.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(pic, (0, 0))


@lru_cache(maxsize=32)
def card_back(width: int) -> pygame.Surface:
    """The back shared by all 66 game cards."""
    w, h = _size(width)
    big, k = _canvas(w, h)
    W, H = w * k, h * k
    radius = max(1, LAYOUT["radius"] * W)
    rrect(big, BACK["frame"], (0, 0, W, H), radius)
    if w >= 6:
        _back_scene(big, W, H, k)
    rrect(big, mix(BACK["frame"], INK, 0.4), (0, 0, W, H), radius, max(1, k * 0.8))
    s = shrink(big, w, h)
    if w >= 24:
        size = max(1, round(w * BACK_SCENE["duck_size"]))
        for i, (animal, dx) in enumerate(BACK_SCENE["walkers"]):
            d = ducky(animal, size)
            s.blit(d, d.get_rect(midbottom=(w * dx, h * BACK_SCENE["duck_y"] - (i % 2) * w * 0.03)))
    if w >= 56:
        edge = max(1, round(w * 0.012))
        top = outlined_text("duck! duck!", max(7, round(w * 0.11)), CREAM, BACK["frame"], edge=edge)
        big_t = outlined_text("SAFARI!", max(8, round(w * 0.17)), (255, 214, 70), BACK["frame"], edge=edge)
        s.blit(top, top.get_rect(midtop=(w / 2, h * 0.08)))
        s.blit(big_t, big_t.get_rect(midtop=(w / 2, h * 0.08 + top.get_height() - edge * 2)))
    return s


# ----- racing cards --------------------------------------------------------------------------------

def _checks(s, rect, n, colours=(INK, CREAM)):
    """A chequered band (the racing flag), two rows of n squares across `rect`."""
    x, y, w, h = rect
    sq = w / n
    for row in range(2):
        for col in range(n):
            pygame.draw.rect(s, colours[(row + col) % 2],
                             pygame.Rect(round(x + col * sq), round(y + row * h / 2),
                                         max(1, round(x + (col + 1) * sq) - round(x + col * sq)),
                                         max(1, round(h / 2))))


def _racing_rows(h: int, w: int):
    """The six rows' top edges and height (one per card-row spot)."""
    head = h * 0.2
    foot = h * 0.05
    bw = max(1, LAYOUT["border"] * w)
    row_h = (h - head - foot - bw) / len(SPOT_LABELS)
    return [head + i * row_h for i in range(len(SPOT_LABELS))], row_h


def racing_card(rc_id: str, width: int) -> pygame.Surface:
    """A racing card: for each spot of the card row (1st..6th), how many spaces its ducky moves."""
    return _racing_card(rc_id, max(1, int(width)), current())


@lru_cache(maxsize=128)
def _racing_card(rc_id: str, width: int, lang: str) -> pygame.Surface:
    spots = RACING_SPOTS[rc_id]
    w, h = _size(width)
    big, k = _canvas(w, h)
    W, H = w * k, h * k
    radius = max(1, LAYOUT["radius"] * W)
    rrect(big, RACING["frame"], (0, 0, W, H), radius)
    bw = max(k, LAYOUT["border"] * W)
    panel = pygame.Rect(round(bw), round(bw), max(1, round(W - 2 * bw)), max(1, round(H - 2 * bw)))
    rrect(big, RACING["paper"], panel, max(1, radius - bw * 0.6))
    tops, row_h = _racing_rows(H, W)
    for i, top in enumerate(tops):
        pygame.draw.rect(big, RACING["row_a"] if i % 2 else RACING["row_b"],
                         pygame.Rect(panel.left, round(top), panel.w, max(1, round(row_h))))
    head = pygame.Rect(panel.left, panel.top, panel.w, max(1, round(H * 0.2 - bw)))
    pygame.draw.rect(big, RACING["frame"], head)
    _checks(big, (panel.left, head.bottom - H * 0.05, panel.w, H * 0.05), 10)
    rounded_mask(big, round(radius))
    rrect(big, mix(RACING["frame"], INK, 0.4), (0, 0, W, H), radius, max(1, k * 0.8))
    s = shrink(big, w, h)
    tops, row_h = _racing_rows(h, w)
    if w < RACING_TEXT_MIN:
        # too small for words: each row's value as a bar (a longer bar moves further)
        for top, value in zip(tops, spots, strict=True):
            bar = pygame.Rect(round(w * 0.18), round(top + row_h * 0.25), round(w * 0.64 * value / 6),
                              max(1, round(row_h * 0.5)))
            if bar.w >= 1:
                pygame.draw.rect(s, mix(RACING["frame"], INK, 0.2), bar)
        return s
    title = max(6, round(h * 0.09))
    if w >= 40:
        race = _("RACE")
        fonts.blit_text(s, race, fitting_size(race, title, w * 0.86), (w / 2, h * 0.075), CREAM, "bold", "center")
    label_size = max(6, round(row_h * 0.5))
    value_size = max(6, round(row_h * 0.78))
    label_x = w * 0.3
    for i, value in enumerate(spots):
        cy = tops[i] + row_h / 2
        label = place(i + 1)
        fonts.blit_text(s, label, fitting_size(label, label_size, w * 0.4), (label_x, cy),
                        mix(RACING["frame"], INK, 0.5), "bold", "center")
        _arrow_mark(s, (w * 0.56, cy), row_h * 0.34, mix(RACING["frame"], INK, 0.2))
        fonts.blit_text(s, str(value), value_size, (w * 0.76, cy + 1), INK if value else (150, 130, 110), "bold",
                        "center")
    return s


def _arrow_mark(s, centre, size, colour):
    """A small right-pointing arrow ("moves") drawn as a shape."""
    if size < 2:
        return
    x, y = centre
    pygame.draw.polygon(s, colour, [(x - size, y - size * 0.3), (x, y - size * 0.3), (x, y - size * 0.7),
                                    (x + size * 0.8, y), (x, y + size * 0.7), (x, y + size * 0.3),
                                    (x - size, y + size * 0.3)])


def racing_back(width: int) -> pygame.Surface:
    """The back of the racing cards (the face-down racing deck next to the board)."""
    return _racing_back(max(1, int(width)), current())


@lru_cache(maxsize=16)
def _racing_back(width: int, lang: str) -> pygame.Surface:
    w, h = _size(width)
    big, k = _canvas(w, h)
    W, H = w * k, h * k
    radius = max(1, LAYOUT["radius"] * W)
    rrect(big, RACING["frame"], (0, 0, W, H), radius)
    bw = max(k, LAYOUT["border"] * W)
    n = 6
    band = (bw, H * 0.5 - (W - 2 * bw) / n, W - 2 * bw, 2 * (W - 2 * bw) / n)
    _checks(big, band, n)
    rounded_mask(big, round(radius))
    rrect(big, mix(RACING["frame"], INK, 0.4), (0, 0, W, H), radius, max(1, k * 0.8))
    s = shrink(big, w, h)
    if w >= 30:
        d = ducky(EXPLORER, round(w * 0.5))
        s.blit(d, d.get_rect(midbottom=(w / 2, h * 0.5 - w / n + w * 0.05)))
    if w >= 40:
        race = _("RACE")
        fonts.blit_text(s, race, fitting_size(race, max(6, round(w * 0.17)), w * 0.86), (w / 2, h * 0.78), CREAM,
                        "bold", "center")
    return s


# ----- marker and lap cards ------------------------------------------------------------------------

def marker_card(animal: str, width: int) -> pygame.Surface:
    """The marker card of a ducky (five animals and Ducktor): laid in front of whoever controls it.

    No number and a ribbon with the name, so it is never mistaken for a game card.
    """
    if animal not in CARD_COLOURS:
        raise KeyError(f"no marker card for {animal!r}")
    return _marker_card(animal, max(1, int(width)), current())


@lru_cache(maxsize=64)
def _marker_card(animal: str, width: int, lang: str) -> pygame.Surface:
    w, h = _size(width)
    frame, paper = CARD_COLOURS[animal]
    body, bw = _shape_card(w, h, frame, mix(frame, paper, 0.55), PATTERNS[animal])
    s = safe.surface(w, h)
    s.blit(body, (0, 0))
    if w < 8:
        return s
    cx, cy, r = w / 2, h * 0.42, w * 0.42
    medal, k = _canvas(round(2 * r) + 2, round(2 * r) + 2)
    R = medal.get_width() / 2
    for i in range(16):  # a rosette: scalloped edge, then the disc
        a = i * math.pi / 8
        pygame.draw.circle(medal, mix(frame, INK, 0.25), (R + R * 0.8 * math.cos(a), R + R * 0.8 * math.sin(a)),
                           R * 0.2)
    pygame.draw.circle(medal, mix(paper, (255, 255, 255), 0.7), (R, R), R * 0.84)
    medal = shrink(medal, round(2 * r) + 2, round(2 * r) + 2)
    s.blit(medal, medal.get_rect(center=(cx, cy)))
    d = ducky(animal, max(1, round(w * 0.62)))
    s.blit(d, d.get_rect(center=(cx, cy - w * 0.01)))
    if w >= 30:
        # the ribbon with the name
        rh = max(4, h * 0.16)
        ry = h * 0.74
        ribbon, k = _canvas(w, round(rh) + 2)
        RW, RH = ribbon.get_size()
        dark = mix(frame, INK, 0.45)
        pygame.draw.polygon(ribbon, dark, [(RW * 0.02, RH * 0.25), (RW * 0.16, RH * 0.25), (RW * 0.16, RH * 0.95),
                                           (RW * 0.02, RH * 0.95), (RW * 0.08, RH * 0.6)])
        pygame.draw.polygon(ribbon, dark, [(RW * 0.98, RH * 0.25), (RW * 0.84, RH * 0.25), (RW * 0.84, RH * 0.95),
                                           (RW * 0.98, RH * 0.95), (RW * 0.92, RH * 0.6)])
        rrect(ribbon, frame, (RW * 0.1, 0, RW * 0.8, RH * 0.8), RH * 0.12)
        ribbon = shrink(ribbon, w, round(rh) + 2)
        s.blit(ribbon, (0, ry))
        name = short(animal)
        size = fitting_size(name, max(6, round(min(rh * 0.55, w * 0.7 / max(1, len(name)) * 1.7))), w * 0.7)
        fonts.blit_text(s, name, size, (w / 2, ry + rh * 0.4 + 1), CREAM, "bold", "center")
    return s


def lap_card(width: int) -> pygame.Surface:
    """A lap card: +20, taken each time a ducky passes the 20 space."""
    return _lap_card(max(1, int(width)), current())


@lru_cache(maxsize=32)
def _lap_card(width: int, lang: str) -> pygame.Surface:
    w, h = _size(width)
    big, k = _canvas(w, h)
    W, H = w * k, h * k
    radius = max(1, LAYOUT["radius"] * W)
    rrect(big, LAP["frame"], (0, 0, W, H), radius)
    bw = max(k, LAYOUT["border"] * W)
    panel = pygame.Rect(round(bw), round(bw), max(1, round(W - 2 * bw)), max(1, round(H - 2 * bw)))
    rrect(big, LAP["paper"], panel, max(1, radius - bw * 0.6))
    # the loop: a thick round track with an arrowhead, round the +20
    cx, cy, r = W / 2, H * 0.45, W * 0.34
    lw = max(k, W * 0.07)
    rect = pygame.Rect(round(cx - r), round(cy - r), max(1, round(2 * r)), max(1, round(2 * r)))
    if rect.w > 2 * lw:
        start, stop = -0.9, 3.9  # the gap is at the bottom; the run goes clockwise, as on the board
        pygame.draw.arc(big, SAVANNA["sand_dark"], rect, start, stop, round(lw))
        ex, ey = cx + (r - lw / 2) * math.cos(start), cy - (r - lw / 2) * math.sin(start)
        tx, ty = -math.sin(start), -math.cos(start)  # clockwise tangent, screen axes
        nx, ny = -ty, tx
        a = lw * 1.25
        pygame.draw.polygon(big, SAVANNA["sand_dark"], [(ex + tx * a * 1.2, ey + ty * a * 1.2),
                                                        (ex + nx * a, ey + ny * a), (ex - nx * a, ey - ny * a)])
    _checks(big, (panel.left, H * 0.8, panel.w, H * 0.06), 8)
    rrect(big, mix(LAP["frame"], INK, 0.4), (0, 0, W, H), radius, max(1, k * 0.8))
    s = shrink(big, w, h)
    if w >= 12:
        edge = max(1, round(w * 0.02))
        plus = outlined_text(f"+{LAP_POINTS}", max(6, round(w * 0.3)), (255, 214, 70), LAP["frame"], edge=edge)
        s.blit(plus, plus.get_rect(center=(w / 2, h * 0.45)))
    if w >= 30:
        d = ducky(EXPLORER, max(1, round(w * 0.26)))
        s.blit(d, d.get_rect(midbottom=(w / 2 - w * 0.02, h * 0.45 - w * 0.27)))
    if w >= 40:
        lap = _("LAP")
        fonts.blit_text(s, lap, fitting_size(lap, max(6, round(w * 0.12)), w * 0.8), (w / 2, h * 0.92 - 1),
                        LAP["frame"], "bold", "center")
    return s


# ----- words for the large view ---------------------------------------------------------------------

PLAYS = {
    "safari-sprint": (
        N_("In Safari Sprint it moves Ducktor's ducky (he belongs to no player) by the racing card's value for "
           "its spot."),
        N_("In Safari Sprint it moves the {ducky} by the racing card's value for its spot."),
    ),
    "savannah": (
        N_("In Savannah Ducktor is a sixth animal: his cards make a line of one animal (A), and beside the other "
           "animals he counts as an animal of his own (B or C)."),
        N_("In Savannah each line it joins on a side must be one animal with different numbers (A), one number "
           "with different animals (B), or all different (C): its twin never fits a line with it."),
    ),
}
"""What a game card does in each game whose table shows it with `describe`: (an explorer card, an animal card),
each said in that game's terms ({animal}: the animal as English names it, {ducky}: its ducky)."""


def describe(card_id: str, game: str | None = None) -> tuple[str, list[str]]:
    """(title, lines) for the large view on hover, in the language chosen now: game cards (what they do in
    `game`, one of PLAYS; nothing about any other game), racing cards, markers and the lap card."""
    if is_card(card_id):
        n = number_of(card_id)
        explorer, animal_card = PLAYS.get(game, (None, None))
        if is_explorer(card_id):
            lines = [_("Explorer card {n} (Ducktor Livingstone). There is one of each number, 1 to 6.", n=n)]
            return card_title(card_id), lines + ([_(explorer)] if explorer else [])
        animal = animal_name(suit_of(card_id))
        lines = [_("{animal} card {n}. The box has two identical copies of each animal card.", animal=animal, n=n)]
        if animal_card:
            lines.append(_(animal_card, animal=animal.lower(), ducky=ducky_name(suit_of(card_id))))
        return card_title(card_id), lines
    if card_id in RACING_SPOTS:
        spots = RACING_SPOTS[card_id]
        character = next(c.character for c in RACING_DECK.cards if c.id == card_id)
        lines = [n_("The ducky whose card lies on {place} moves {n} space.",
                    "The ducky whose card lies on {place} moves {n} spaces.", v, place=place(k + 1))
                 for k, v in enumerate(spots)]
        return _("Racing card {id} ({character})", id=card_id, character=_(character)), lines
    if card_id in MARKER_IDS:
        suit = card_id.split("-", 1)[1]
        name = animal_name(suit)
        if suit == EXPLORER:
            return _("{animal} marker", animal=name), [
                _("Ducktor belongs to no player: his marker card is never claimed.")]
        return _("{animal} marker", animal=name), [
            _("Whoever has this card in front of them is rooting for the {animal} ducky (Safari Sprint). "
              "It changes hands when someone steals the animal.", animal=name.lower(), ducky=ducky_name(suit))]
    if card_id == LAP_ID:
        return _("Lap card (+{n})", n=LAP_POINTS), [
            _("Taken each time your ducky passes the {n} space: add {n} to the score the board shows.", n=LAP_POINTS)]
    raise KeyError(f"nothing to describe for {card_id!r}")



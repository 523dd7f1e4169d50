"""Strange Creatures cards drawn in code: the card's creature with its value on its belly, the corner
value (with ½ ⅓ ¼) and suit mark, the effect box, the cost, the shapeshifter / colorless / trump
frames, and the card back.

Sizes are shares of the card width W, kept as data in `PROPORTIONS` so they are easy to read, to
tune and to test: at a hand card of 112 px the corner value and suit mark are about a fifth of the
width high, the effect icons a quarter, the cost coin more than a fifth. `layout(card_id, width)`
gives the pixel rects of one face and `effect_items(card_id, width)` what stands in its effect box.

Each face is drawn once per (card, width, language) and cached; the table only blits. The few words in
the effect boxes ("no winner", "beats numbers") are said in the chosen language (their message ids are
listed in rules/strange_creatures/vocabulary.py, so the Strange Creatures catalogs hold them).
"""

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from rules.strange_creatures.cards import CARDS, value_label

from ..language import current, words
from . import creatures, fonts, safe
from .palette import GOLD, GOLD_DARK, GREY, GREY_LIGHT, INK, PAPER, SUIT_COLOURS, SUIT_LIGHT
from .shapes import star, suit_mark
from .tokens import coin, stamp

RATIO = 1.4
RAINBOW = ("yellow", "blue", "green", "brown")
MEGA_FRAME = (30, 30, 34)
TRUMP_STAR = (250, 210, 60)
BOX_EDGE = (120, 110, 90)
REMOVE_RED = (200, 40, 40)


@dataclass(frozen=True)
class Proportions:
    """Every size on a face as a share of the card width W (the face is RATIO * W high)."""

    border: float = 0.03
    """The coloured frame."""
    radius: float = 0.07
    corner_x: float = 0.055
    corner_y: float = 0.035
    corner_font: float = 0.31
    """Font size of the corner value: its digits stand about 0.22 W high."""
    suit_mark: float = 0.22
    suit_gap: float = 0.025
    badge: float = 0.21
    """The Starting-card sprout, top right."""
    band_top: float = 0.975
    """The effect band (effect box and cost coin) runs from here to the bottom frame; the creature's square
    sits above it, as wide as the inside of the frame."""
    band_gap: float = 0.01
    box_pad: float = 0.01
    icon: float = 0.25
    """Effect icons (coins, stamps, the removal card) in a one-row box."""
    icon_min: float = 0.16
    """Effect icons never shrink below this when the box needs two rows (words over icons)."""
    words: float = 0.13
    """Font size of the words in the effect box ("no winner", "+5 at end", "beats numbers")."""
    words_min: float = 0.12
    """Words too wide for the box step down to this size before anything is scaled."""
    cost: float = 0.22
    """Diameter of the cost coin, bottom right."""
    plate_fill: float = 0.86
    """How much of the belly patch the big value fills (its width or its height, whichever binds)."""
    inset: float = 0.66
    """Width of the display card shown inside an X in the trick."""


PROPORTIONS = Proportions()


@dataclass(frozen=True)
class FaceLayout:
    """Pixel geometry of one face (rects relative to the card's top-left corner)."""

    width: int
    height: int
    border: int
    radius: int
    corner_font: int
    corner_at: tuple
    suit_mark: pygame.Rect
    badge: pygame.Rect | None
    art: pygame.Rect
    plate: pygame.Rect
    band: pygame.Rect
    box: pygame.Rect
    cost: pygame.Rect | None
    icon: int
    icon_min: int
    words: int


@dataclass(frozen=True)
class Placed:
    """One thing in the effect box: an icon (`size` is its height) or words (`size` is the font size)."""

    kind: str
    rect: pygame.Rect
    size: int
    image: pygame.Surface


def card_height(width: int) -> int:
    return round(width * RATIO)


def big_label(card) -> str:
    if card.kind == "x":
        return "X"
    if card.kind == "plus3":
        return "+3"
    if card.kind in ("trump", "mega"):
        return ""
    return value_label(card.value)


def suit_of(card) -> str:
    if card.color:
        return card.color
    if card.is_shapeshifter:
        return "shapeshifter"
    return "colorless"


def _px(share: float, w: int, least: int = 1) -> int:
    return max(least, round(share * w))


@lru_cache(maxsize=512)
def layout(card_id: str, width: int) -> FaceLayout:
    card = CARDS[card_id]
    p = PROPORTIONS
    w = max(1, int(width))
    h = max(1, card_height(w))
    bw = _px(p.border, w)
    inner = max(1, w - 2 * bw)
    corner_font = _px(p.corner_font, w, 6)
    cx, cy = _px(p.corner_x, w, 0) + bw // 2, _px(p.corner_y, w, 0)
    mark = _px(p.suit_mark, w)
    # the suit mark sits under the value's digits (a trump's star takes the value's place)
    top = cy + (0 if card.kind in ("trump", "mega") else round(corner_font * 0.76) + _px(p.suit_gap, w, 0))
    suit_rect = safe.rect(cx, top, mark, mark)
    badge = None
    if card.starting:
        b = _px(p.badge, w)
        badge = safe.rect(w - bw - b - _px(0.02, w, 0), bw + _px(0.02, w, 0), b, b)
    art = safe.rect(bw, bw, inner, inner)
    plate = creatures.plate_rect(inner, (bw, bw))
    band_y = min(h - bw - 1, _px(p.band_top, w, 0))
    band = safe.rect(bw, band_y, inner, h - bw - band_y)
    gap = _px(p.band_gap, w, 0)
    cost = None
    box_right = band.right - gap
    if card.cost is not None:
        d = _px(p.cost, w)
        cost = safe.rect(band.right - gap - d, band.centery - d / 2, d, d)
        box_right = cost.x - gap
    box = safe.rect(band.x + gap, band.y + gap, box_right - band.x - gap, band.h - 2 * gap)
    return FaceLayout(width=w, height=h, border=bw, radius=_px(p.radius, w, 1), corner_font=corner_font,
                      corner_at=(cx, cy), suit_mark=suit_rect, badge=badge, art=art, plate=plate, band=band,
                      box=box, cost=cost, icon=_px(p.icon, w), icon_min=_px(p.icon_min, w), words=_px(p.words, w, 6))


# ----- small pieces ------------------------------------------------------------------------------
def _ink(img: pygame.Surface) -> pygame.Surface:
    """`img` cut to its drawn pixels (text surfaces carry a lot of empty line height)."""
    r = img.get_bounding_rect()
    if r.w < 1 or r.h < 1:
        return img
    return img.subsurface(r)


FRACTIONS = "½⅓¼⅔¾"
FRACTION_SIZE = 0.8
"""A value's fraction is printed a little smaller than its whole part (so 4¼ stays narrow in a fanned hand)."""


def _value_img(label: str, size: int, colour) -> pygame.Surface:
    """A value cut to its ink: the whole part at `size`, a trailing ½ ⅓ ¼ smaller, tops aligned."""
    size = max(6, int(size))
    if len(label) < 2 or label[-1] not in FRACTIONS:
        return _ink(fonts.text(label, size, colour, "bold"))
    whole = _ink(fonts.text(label[:-1], size, colour, "bold"))
    frac = _ink(fonts.text(label[-1], max(6, round(size * FRACTION_SIZE)), colour, "bold"))
    gap = max(0, round(size * 0.03))
    out = safe.surface(whole.get_width() + gap + frac.get_width(), max(whole.get_height(), frac.get_height()))
    out.blit(whole, (0, 0))
    out.blit(frac, (whole.get_width() + gap, 0))
    return out


def _rimmed(label: str, size: int, colour, rim, edge: int) -> pygame.Surface:
    """`_value_img` with a solid rim of `edge` pixels, so it reads over anything."""
    base = _value_img(label, size, colour)
    ring = _value_img(label, size, rim)
    w, h = base.get_size()
    e = max(1, int(edge))
    s = safe.surface(w + 2 * e, h + 2 * e)
    for dx in range(2 * e + 1):
        for dy in range(2 * e + 1):
            if (dx - e) ** 2 + (dy - e) ** 2 <= e * e + 1:
                s.blit(ring, (dx, dy))
    s.blit(base, (e, e))
    return s


def _words(text: str, size: int) -> pygame.Surface:
    """Printed words, in the chosen language (`text` is the English message id)."""
    return _ink(fonts.text(words().term(text), size, INK, "bold"))


def _stack(lines, sizes) -> pygame.Surface:
    """Lines of words one under the other, centred, close together."""
    imgs = [_words(t, s) for t, s in zip(lines, sizes, strict=False)]
    gap = max(1, round(min(sizes) * 0.22))
    w = max(i.get_width() for i in imgs)
    h = sum(i.get_height() for i in imgs) + gap * (len(imgs) - 1)
    out = safe.surface(w, h)
    y = 0
    for img in imgs:
        out.blit(img, ((w - img.get_width()) // 2, y))
        y += img.get_height() + gap
    return out


def _mini_card(h: int, fill, edge=INK) -> pygame.Surface:
    w = max(1, round(h * 0.72))
    s = safe.surface(w, h)
    r = max(1, h // 8)
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=r)
    pygame.draw.rect(s, edge, s.get_rect(), max(1, h // 14), border_radius=r)
    return s


def _removal_icon(card, h: int) -> pygame.Surface:
    """A card struck out (removed from the game): this very card (its colour), or a fan of any cards."""
    h = max(4, int(h))
    lw = max(2, h // 8)
    if card.removal == "any":
        w = round(h * 1.05)
        s = safe.surface(w, h)
        ch = round(h * 0.86)
        for i, fill in enumerate(((236, 236, 240), (250, 250, 250), (255, 255, 255))):
            s.blit(_mini_card(ch, fill), (round(i * (w - ch * 0.72) / 2), round((2 - i) * (h - ch) / 2)))
    else:
        w = round(h * 0.72)
        s = safe.surface(w, h)
        s.blit(_mini_card(h, SUIT_COLOURS.get(card.color, (250, 250, 250))), (0, 0))
        inner = pygame.Rect(0, 0, w * 0.5, h * 0.5)
        inner.center = (w / 2, h / 2)
        pygame.draw.ellipse(s, (255, 255, 255), inner)
    pygame.draw.line(s, (255, 255, 255), (1, 1), (w - 2, h - 2), lw + 2)
    pygame.draw.line(s, REMOVE_RED, (1, 1), (w - 2, h - 2), lw)
    return s


def _arrow(h: int) -> pygame.Surface:
    h = max(4, int(h))
    w = max(3, round(h * 0.42))
    s = safe.surface(w, h)
    pygame.draw.polygon(s, INK, [(0, h * 0.28), (w, h * 0.5), (0, h * 0.72)])
    return s


def _divide(h: int) -> pygame.Surface:
    """The division sign, drawn (never a glyph)."""
    h = max(4, int(h))
    s = safe.surface(h, h)
    t = max(1, round(h * 0.13))
    pygame.draw.rect(s, INK, (round(h * 0.1), round(h / 2 - t / 2), max(1, round(h * 0.8)), t))
    for y in (h * 0.24, h * 0.76):
        pygame.draw.circle(s, INK, (h / 2, y), max(1, h * 0.1))
    return s


def _divided(text: str, size: int) -> pygame.Surface:
    """'÷ colours': the division sign drawn as a shape, then the word."""
    word = _words(text, size)
    sign = _divide(max(4, round(size * 0.85)))
    gap = max(1, size // 5)
    out = safe.surface(sign.get_width() + gap + word.get_width(), max(sign.get_height(), word.get_height()))
    out.blit(sign, (0, (out.get_height() - sign.get_height()) // 2))
    out.blit(word, (sign.get_width() + gap, out.get_height() - word.get_height()))
    return out


def _sprout(size: int) -> pygame.Surface:
    """The Starting-card icon: a sprout on a light disc."""
    n = max(2, int(size))
    s = safe.surface(n, n)
    c = n / 2
    pygame.draw.circle(s, (255, 255, 255), (c, c), c)
    pygame.draw.circle(s, (60, 120, 60), (c, c), c, max(1, n // 14))
    lw = max(1, round(n * 0.09))
    pygame.draw.line(s, (60, 120, 60), (c, n * 0.82), (c, n * 0.42), lw)
    pygame.draw.ellipse(s, (90, 170, 90), safe.rect(n * 0.14, n * 0.3, n * 0.38, n * 0.22))
    pygame.draw.ellipse(s, (90, 170, 90), safe.rect(n * 0.48, n * 0.2, n * 0.38, n * 0.22))
    pygame.draw.line(s, (60, 120, 60), (n * 0.3, n * 0.84), (n * 0.7, n * 0.84), lw)
    return s


def _cost_coin(cost: int, d: int) -> pygame.Surface:
    d = max(2, int(d))
    s = safe.surface(d, d)
    c = d / 2
    # a dark rim sets the price apart from the gold coins an effect gives
    pygame.draw.circle(s, (0, 0, 0, 70), (c + 1, c + 1), max(1, c - 1))
    pygame.draw.circle(s, INK, (c, c), max(1, c - 1))
    pygame.draw.circle(s, GOLD_DARK, (c, c), max(1, c * 0.8))
    pygame.draw.circle(s, GOLD, (c, c), max(1, c * 0.8 - max(1, d * 0.05)))
    num = _ink(fonts.text(str(cost), max(6, round(d * 0.62)), INK, "bold"))
    if num.get_width() > d * 0.7 or num.get_height() > d * 0.6:
        num = safe.fit(num, d * 0.7, d * 0.6)
    s.blit(num, num.get_rect(center=(c, c)))
    return s


# ----- the effect box ----------------------------------------------------------------------------
def _effect_parts(card):
    """What the effect box says, as (kind, payload) pieces: icons, words, stacked words."""
    parts = []
    if card.voids_trick:
        parts.append(("words", "no winner"))
    if card.coins:
        parts.append(("icon", ("coin", card.coins)))
    if card.stamp:
        parts.append(("icon", ("stamp", card.stamp)))
    if card.removal:
        parts.append(("icon", ("remove", None)))
        parts.append(("icon", ("arrow", None)))
        if card.removal_coins:
            parts.append(("icon", ("coin", card.removal_coins)))
        if card.removal_stamp:
            parts.append(("icon", ("stamp", card.removal_stamp)))
    if card.end_points:
        parts.append(("stack", (f"+{card.end_points}", "at end")))
    if card.kind == "x":
        parts.append(("stack", ("copies", "display")))
    if card.kind == "plus3":
        parts.append(("words", "+3 or 3"))
    if card.kind == "twelve":
        parts.append(("divided", "colours"))
    if card.kind == "trump":
        parts.append(("stack", ("beats", "numbers")))
    if card.kind == "mega":
        parts.append(("stack", ("beats", "trumps")))
    return parts


def _icon(card, what, h: int) -> pygame.Surface:
    name, value = what
    if name == "coin":
        return coin(value, h)
    if name == "stamp":
        return stamp(value, h)
    if name == "remove":
        return _removal_icon(card, h)
    return _arrow(h)


def _build(card, parts, icon_h: int, words_px: int):
    """(kind, image, size) for every part at the given icon height and font size."""
    out = []
    for kind, payload in parts:
        if kind == "icon":
            img = _icon(card, payload, icon_h)
            out.append(("icon" if payload[0] != "arrow" else "arrow", img, img.get_height()))
        elif kind == "words":
            out.append(("words", _words(payload, words_px), words_px))
        elif kind == "divided":
            out.append(("words", _divided(payload, words_px), words_px))
        else:
            top, low = payload
            big = round(words_px * 1.35) if top.startswith("+") else words_px  # "+5" over "at end"
            out.append(("words", _stack((top, low), (big, words_px)), words_px))
    return out


def _row_width(items, gap):
    return sum(img.get_width() for _, img, _ in items) + gap * max(0, len(items) - 1)


def effect_items(card_id: str, width: int) -> tuple:
    """What stands in the card's effect box, placed (rects relative to the card's top-left corner).

    One row of icons and words when it fits; otherwise words above, icons below (icons not smaller
    than `icon_min`); scaled down only when even that does not fit (tiny cards)."""
    return _effect_items(card_id, width, current())


@lru_cache(maxsize=512)
def _effect_items(card_id: str, width: int, lang: str) -> tuple:
    """`effect_items` in the language `lang` (the cache keeps each language's words apart)."""
    card = CARDS[card_id]
    lay = layout(card_id, width)
    parts = _effect_parts(card)
    if not parts:
        return ()
    pad = max(1, round(PROPORTIONS.box_pad * lay.width)) + 1
    inner = pygame.Rect(lay.box.x + pad, lay.box.y + pad, max(1, lay.box.w - 2 * pad), max(1, lay.box.h - 2 * pad))
    gap = max(1, round(lay.width * 0.03))
    air = max(1, lay.width // 50)
    icon_h = max(1, min(lay.icon, inner.h))
    rows = None
    # the words step down (not below words_min) until the widest fits with a little air either side
    words_px = lay.words
    least = max(6, math.ceil(PROPORTIONS.words_min * lay.width))
    texts = [p for p in parts if p[0] != "icon"]
    while texts and words_px > least and max(img.get_width() for _, img, _ in _build(card, texts, icon_h, words_px)) \
            > inner.w - 2 * air:
        words_px -= 1
    items = _build(card, parts, icon_h, words_px)
    if _row_width(items, gap) <= inner.w and max(img.get_height() for _, img, _ in items) <= inner.h:
        rows = [items]
    else:
        texts = [i for i, (k, _) in enumerate(parts) if k != "icon"]
        icons = [i for i, (k, _) in enumerate(parts) if k == "icon"]
        if texts and icons:
            top = [items[i] for i in texts]
            th = max(img.get_height() for _, img, _ in top)
            ih = max(1, min(lay.icon, inner.h - th - max(1, gap // 2) - air))
            if ih >= lay.icon_min:
                low = _build(card, [parts[i] for i in icons], ih, words_px)
                if _row_width(top, gap) <= inner.w and _row_width(low, gap) <= inner.w:
                    rows = [top, low]
    if rows is None:
        # tiny cards: one row, scaled to fit
        total = _row_width(items, gap)
        tall = max(img.get_height() for _, img, _ in items)
        k = min(1.0, inner.w / max(1, total), inner.h / max(1, tall))
        rows = [[(kind, safe.scale_by(img, k), max(1, round(size * k))) for kind, img, size in items]]
        gap = max(1, round(gap * k))
    row_gap = max(1, gap // 2)
    heights = [max(img.get_height() for _, img, _ in row) for row in rows]
    y = inner.y + (inner.h - sum(heights) - row_gap * (len(rows) - 1)) / 2
    placed = []
    for row, rh in zip(rows, heights, strict=False):
        x = inner.x + (inner.w - _row_width(row, gap)) / 2
        for kind, img, size in row:
            r = img.get_rect(topleft=(round(x), round(y + (rh - img.get_height()) / 2)))
            placed.append(Placed(kind, r, size, img))
            x += img.get_width() + gap
        y += rh + row_gap
    return tuple(placed)


# ----- the face ----------------------------------------------------------------------------------
def _frame(s, card, w, h, bw, radius):
    kind = card.kind
    if card.color:
        pygame.draw.rect(s, SUIT_COLOURS[card.color], (0, 0, w, h), border_radius=radius)
        inner = SUIT_LIGHT[card.color]
    elif card.is_shapeshifter:
        # four colour bands: the frame itself says "takes any colour"
        for i, name in enumerate(RAINBOW):
            s.set_clip(pygame.Rect(0, i * h // 4, w, h // 4 + 1))
            pygame.draw.rect(s, SUIT_COLOURS[name], (0, 0, w, h), border_radius=radius)
        s.set_clip(None)
        inner = (250, 250, 250)
    elif kind == "mega":
        pygame.draw.rect(s, MEGA_FRAME, (0, 0, w, h), border_radius=radius)
        inner = (226, 224, 236)
    elif kind == "trump":
        pygame.draw.rect(s, GREY, (0, 0, w, h), border_radius=radius)
        inner = (238, 234, 246)
    else:
        pygame.draw.rect(s, GREY, (0, 0, w, h), border_radius=radius)
        inner = GREY_LIGHT
    if w > 2 * bw and h > 2 * bw:
        pygame.draw.rect(s, inner, (bw, bw, w - 2 * bw, h - 2 * bw), border_radius=max(1, radius - bw // 2))
    pygame.draw.rect(s, INK, (0, 0, w, h), 1, border_radius=radius)
    return inner


HABITAT_SPOTS = ((0.08, 0.93), (0.27, 0.97), (0.74, 0.95), (0.93, 0.9), (0.86, 0.52), (0.9, 0.34))
"""Where the habitat's little marks lie, as shares of the creature's square (clear of the corner)."""


def _habitat(s, card, lay: FaceLayout):
    """A low mound under the creature and a few faint marks of where it was found: sun rays (yellow),
    ripples (blue), grass (green), pebbles (brown), mist (colourless), sparkles (shapeshifters, trumps)."""
    a = lay.art
    suit = suit_of(card)
    tint = SUIT_COLOURS.get(card.color, (150, 150, 160) if card.kind != "mega" else (70, 64, 110))
    layer = safe.surface(lay.width, lay.height)
    pygame.draw.ellipse(layer, (*tint, 60), safe.rect(a.x - a.w * 0.1, a.y + a.h * 0.9, a.w * 1.2, a.h * 0.3))
    if a.w >= 40:
        faint = (*tint, 70)
        lw = max(1, round(a.w / 70))
        u = a.w
        for i, (fx, fy) in enumerate(HABITAT_SPOTS):
            x, y = a.x + fx * u, a.y + fy * u
            if suit == "yellow":
                if i == 5:
                    for k in range(5):
                        ang = math.pi * (0.55 + 0.22 * k)
                        pygame.draw.line(layer, faint, (x + u * 0.03 * math.cos(ang), y - u * 0.03 * math.sin(ang)),
                                         (x + u * 0.1 * math.cos(ang), y - u * 0.1 * math.sin(ang)), lw)
                elif i < 4:
                    pygame.draw.circle(layer, faint, (x, y), u * 0.012)
            elif suit == "blue":
                if i < 4:
                    pts = [(x + u * (k * 0.012 - 0.05), y + u * 0.008 * math.sin(k * 1.2)) for k in range(9)]
                    pygame.draw.lines(layer, faint, False, pts, lw)
                else:
                    pygame.draw.circle(layer, faint, (x, y), u * 0.02, lw)
            elif suit == "green":
                if i < 4:
                    for k in (-1, 0, 1):
                        pygame.draw.line(layer, faint, (x, y), (x + k * u * 0.025, y - u * 0.05), lw)
                else:
                    pygame.draw.ellipse(layer, faint, safe.rect(x - u * 0.025, y - u * 0.012, u * 0.05, u * 0.024))
            elif suit == "brown":
                r = u * (0.018 if i % 2 else 0.012)
                pygame.draw.ellipse(layer, faint, safe.rect(x - r, y - r * 0.7, 2 * r, 1.4 * r))
            else:
                star(layer, faint, (x, y), u * 0.02)
    s.blit(layer, (0, 0))


def _big_value(s, card, lay: FaceLayout):
    """The big value printed on the creature's belly (a star for trumps)."""
    plate = lay.plate
    if card.kind in ("trump", "mega"):
        r = min(plate.w, plate.h) * 0.5
        c = plate.center
        if card.kind == "mega":
            star(s, MEGA_FRAME, c, r, outline=INK)
            star(s, TRUMP_STAR, c, r * 0.45)
        else:
            star(s, TRUMP_STAR, c, r, outline=INK)
        return
    label = big_label(card)
    fill = PROPORTIONS.plate_fill
    size = max(6, round(plate.h * fill / 0.72))
    img = _value_img(label, size, INK)
    if img.get_width() > plate.w * fill or img.get_height() > plate.h * fill:
        k = min(plate.w * fill / max(1, img.get_width()), plate.h * fill / max(1, img.get_height()))
        size = max(6, int(size * k))
        img = _value_img(label, size, INK)
        if img.get_width() > plate.w or img.get_height() > plate.h:
            img = safe.fit(img, plate.w * fill, plate.h * fill)
    s.blit(img, img.get_rect(center=plate.center))


def _corner(s, card, lay: FaceLayout, inner):
    """Value and suit mark in the top-left corner, rimmed in the card's light colour so the creature
    behind them never blurs them (this is what shows when the card is fanned in a hand)."""
    w = lay.width
    suit = suit_of(card)
    edge = max(1, round(w / 50))
    x, y = lay.corner_at
    m = lay.suit_mark
    if card.kind in ("trump", "mega"):
        colour = MEGA_FRAME if card.kind == "mega" else TRUMP_STAR
        pygame.draw.circle(s, inner, m.center, m.w * 0.56)
        star(s, colour, m.center, m.w * 0.5, outline=INK)
        if card.kind == "mega":
            star(s, TRUMP_STAR, m.center, m.w * 0.2)
        return
    img = _rimmed(big_label(card), lay.corner_font, INK, inner, edge)
    s.blit(img, (x - edge, y - edge))
    colour = SUIT_COLOURS.get(card.color, GREY if suit == "colorless" else (0, 0, 0))
    pygame.draw.circle(s, inner, m.center, m.w * 0.58)
    suit_mark(s, suit, m.center, m.w, colour)


def face(card_id: str, width: int) -> pygame.Surface:
    return _face(card_id, width, current())


@lru_cache(maxsize=512)
def _face(card_id: str, width: int, lang: str) -> pygame.Surface:
    return _draw(card_id, width, True)


def _draw(card_id: str, width: int, band: bool) -> pygame.Surface:
    """One face; without `band` the effect box and cost are left out (an X under the copy it shows)."""
    card = CARDS[card_id]
    lay = layout(card_id, width)
    w, h = lay.width, lay.height
    s = safe.surface(w, h)
    inner = _frame(s, card, w, h, lay.border, lay.radius)
    _habitat(s, card, lay)
    s.blit(creatures.creature(card_id, lay.art.w), lay.art)
    _big_value(s, card, lay)
    _corner(s, card, lay, inner)
    if lay.badge is not None:
        s.blit(_sprout(lay.badge.w), lay.badge)
    if band:
        _band(s, card, lay)
    # keep everything inside the rounded corners
    mask = safe.surface(w, h)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=lay.radius)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def _band(s, card, lay: FaceLayout):
    """The effect box and the cost coin."""
    w = lay.width
    box = lay.box
    br = max(1, lay.radius // 2)
    pygame.draw.rect(s, PAPER, box, border_radius=br)
    pygame.draw.rect(s, BOX_EDGE, box, max(1, w // 80), border_radius=br)
    for item in effect_items(card.id, w):
        s.blit(item.image, item.rect)
    if lay.cost is not None:
        s.blit(_cost_coin(card.cost, lay.cost.w), lay.cost)


def x_copy_face(x_id: str, copy_id: str | None, width: int) -> pygame.Surface:
    """An X in the trick, with the display card it copies shown inset (bottom right, large enough to
    read its corner and effect; the X's own corner stays in view)."""
    return _x_copy_face(x_id, copy_id, width, current())


@lru_cache(maxsize=64)
def _x_copy_face(x_id: str, copy_id: str | None, width: int, lang: str) -> pygame.Surface:
    if not copy_id:
        return face(x_id, width)
    base = _draw(x_id, width, False)
    if copy_id:
        w, h = base.get_size()
        mw = max(1, round(w * PROPORTIONS.inset))
        mini = face(copy_id, mw)
        margin = max(1, round(w * 0.025))
        r = mini.get_rect(bottomright=(w - margin, h - margin))
        shadow = safe.surface(r.w, r.h)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=max(1, layout(copy_id, mw).radius))
        base.blit(shadow, r.move(max(1, w // 60), max(1, w // 60)))
        base.blit(mini, r)
    return base


@lru_cache(maxsize=16)
def back(width: int) -> pygame.Surface:
    w, h = int(width), card_height(width)
    s = safe.surface(w, h)
    radius = max(3, int(w * 0.08))
    pygame.draw.rect(s, (58, 40, 92), (0, 0, w, h), border_radius=radius)
    pattern = safe.surface(w, h)
    step = max(6, w // 7)
    for x in range(-h, w + h, step):
        pygame.draw.line(pattern, (96, 72, 140), (x, 0), (x + h, h), max(1, w // 60))
        pygame.draw.line(pattern, (96, 72, 140), (x + h, 0), (x, h), max(1, w // 60))
    s.blit(pattern, (0, 0))
    pygame.draw.rect(s, (226, 190, 100), (0, 0, w, h), max(2, w // 22), border_radius=radius)
    eye = pygame.Rect(0, 0, w * 0.55, w * 0.34)
    eye.center = (w / 2, h / 2)
    pygame.draw.ellipse(s, (244, 232, 200), eye)
    pygame.draw.ellipse(s, (226, 190, 100), eye, max(1, w // 30))
    pygame.draw.circle(s, (58, 40, 92), eye.center, w * 0.11)
    pygame.draw.circle(s, (250, 250, 250), (eye.centerx + w * 0.04, eye.centery - w * 0.04), w * 0.03)
    # mask to the rounded shape
    mask = safe.surface(w, h)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s

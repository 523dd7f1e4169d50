"""Strange Creatures cards drawn in code: value (with ½ ⅓ ¼), suit colour plus a suit shape, the
effect box, the cost, the shapeshifter / colorless / trump frames, and the card back.

Each face is drawn once per (card, width) and cached; the table only blits.
"""

from functools import lru_cache

import pygame

from rules.strange_creatures.cards import CARDS, value_label

from . import fonts, safe
from .palette import GREY, GREY_LIGHT, INK, PAPER, SUIT_COLOURS, SUIT_LIGHT
from .shapes import star, suit_mark
from .tokens import coin, stamp

RATIO = 1.4
RAINBOW = ("yellow", "blue", "green", "brown")


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


def _outlined(words, size, colour, outline, weight="bold"):
    base = fonts.text(words, size, colour, weight)
    edge = fonts.text(words, size, outline, weight)
    w, h = base.get_size()
    s = safe.surface(w + 4, h + 4)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        s.blit(edge, (dx, dy))
    s.blit(base, (2, 2))
    return s


def _frame(s, card, w, h, radius):
    bw = max(2, int(w * 0.055))
    kind = card.kind
    if card.color:
        pygame.draw.rect(s, SUIT_COLOURS[card.color], (0, 0, w, h), border_radius=radius)
        inner = SUIT_LIGHT[card.color]
    elif card.is_shapeshifter:
        # four colour bands: the frame itself says "takes any colour"
        for i, name in enumerate(RAINBOW):
            clip = pygame.Rect(0, i * h // 4, w, h // 4 + 1)
            s.set_clip(clip)
            pygame.draw.rect(s, SUIT_COLOURS[name], (0, 0, w, h), border_radius=radius)
        s.set_clip(None)
        inner = (250, 250, 250)
    elif kind == "mega":
        pygame.draw.rect(s, (30, 30, 34), (0, 0, w, h), border_radius=radius)
        inner = GREY_LIGHT
    else:
        pygame.draw.rect(s, GREY, (0, 0, w, h), border_radius=radius)
        inner = GREY_LIGHT
    pygame.draw.rect(s, inner, (bw, bw, w - 2 * bw, h - 2 * bw), border_radius=max(1, radius - bw // 2))
    pygame.draw.rect(s, INK, (0, 0, w, h), 1, border_radius=radius)
    return bw


def _effect_icons(card, box_w, box_h):
    """The effect box's contents as a small surface of icons and short words."""
    s = safe.surface(box_w, box_h)
    ih = int(box_h * 0.78)
    items = []
    if card.voids_trick:
        items.append(fonts.text("no winner", max(7, int(box_h * 0.36)), INK, "bold"))
    if card.coins:
        items.append(coin(card.coins, ih))
    if card.stamp:
        items.append(stamp(card.stamp, ih))
    if card.removal:
        icon = safe.surface(ih * 0.72, ih)
        pygame.draw.rect(icon, (255, 255, 255), icon.get_rect(), border_radius=3)
        pygame.draw.rect(icon, INK, icon.get_rect(), max(1, ih // 14), border_radius=3)
        pygame.draw.line(icon, (200, 40, 40), (2, 2), (icon.get_width() - 3, ih - 3), max(2, ih // 8))
        items.append(icon)
        arrow = safe.surface(max(4, ih // 2), ih)
        aw = arrow.get_width()
        pygame.draw.polygon(arrow, INK, [(0, ih * 0.3), (aw, ih * 0.5), (0, ih * 0.7)])
        items.append(arrow)
        if card.removal_coins:
            items.append(coin(card.removal_coins, ih))
        if card.removal_stamp:
            items.append(stamp(card.removal_stamp, ih))
    if card.end_points:
        items.append(fonts.text(f"+{card.end_points} at end", max(7, int(box_h * 0.4)), INK, "bold"))
    if card.kind == "x":
        items.append(fonts.text("copies display", max(7, int(box_h * 0.34)), INK, "bold"))
    if card.kind == "plus3":
        items.append(fonts.text("+3 or 3", max(7, int(box_h * 0.4)), INK, "bold"))
    if card.kind == "twelve":
        items.append(fonts.text("÷ colours", max(7, int(box_h * 0.4)), INK, "bold"))
    if card.kind in ("trump", "mega"):
        items.append(fonts.text("beats numbers" if card.kind == "trump" else "beats trumps",
                                max(7, int(box_h * 0.34)), INK, "bold"))
    gap = max(2, box_w // 40)
    total = sum(i.get_width() for i in items) + gap * max(0, len(items) - 1)
    scale = min(1.0, (box_w - 4) / total) if total else 1.0
    x = (box_w - total * scale) / 2
    for item in items:
        if scale < 1.0:
            item = safe.scale_by(item, scale)
        s.blit(item, (x, (box_h - item.get_height()) / 2))
        x += item.get_width() + gap * scale
    return s


@lru_cache(maxsize=512)
def face(card_id: str, width: int) -> pygame.Surface:
    card = CARDS[card_id]
    w, h = int(width), card_height(width)
    s = safe.surface(w, h)
    radius = max(3, int(w * 0.08))
    bw = _frame(s, card, w, h, radius)
    suit = suit_of(card)
    mark_colour = SUIT_COLOURS.get(card.color, (255, 255, 255) if suit == "colorless" else (0, 0, 0))
    # corner: value and suit mark (readable when the card is fanned under others)
    label = big_label(card)
    cx = bw + int(w * 0.13)
    y = bw + int(h * 0.01)
    if label:
        img = fonts.text(label, max(8, int(w * 0.2)), INK, "bold")
        s.blit(img, img.get_rect(midtop=(cx + max(0, img.get_width() // 2 - int(w * 0.12)), y)))
        y += img.get_height() - int(w * 0.02)
    if card.kind in ("trump", "mega"):
        star(s, (30, 30, 34) if card.kind == "mega" else (250, 210, 60), (cx, y + w * 0.09), w * 0.09, outline=INK)
    else:
        suit_mark(s, suit, (cx, y + w * 0.08), w * 0.15, mark_colour if suit != "colorless" else GREY)
    if card.starting:
        # the Starting-card icon: a little sprout in the top-right corner
        sx, sy = w - bw - w * 0.12, bw + w * 0.11
        pygame.draw.line(s, (60, 120, 60), (sx, sy + w * 0.07), (sx, sy - w * 0.02), max(1, w // 40))
        pygame.draw.ellipse(s, (90, 170, 90), (sx - w * 0.09, sy - w * 0.06, w * 0.09, w * 0.05))
        pygame.draw.ellipse(s, (90, 170, 90), (sx, sy - w * 0.08, w * 0.09, w * 0.05))
    # centre: a big mark with the value over it
    centre = (w / 2, h * 0.43)
    if card.kind in ("trump", "mega"):
        star(s, (30, 30, 34) if card.kind == "mega" else (250, 210, 60), centre, w * 0.3, outline=INK)
        if card.kind == "mega":
            star(s, (250, 210, 60), centre, w * 0.1)
    else:
        suit_mark(s, suit, centre, w * 0.56, mark_colour if suit != "colorless" else (210, 210, 216),
                  outline=(90, 90, 90))
        big = _outlined(label, max(10, int(w * 0.32)), INK, (255, 255, 255))
        s.blit(big, big.get_rect(center=centre))
    # effect box
    box = pygame.Rect(bw + int(w * 0.04), int(h * 0.66), w - 2 * bw - int(w * 0.08), int(h * 0.17))
    pygame.draw.rect(s, PAPER, box, border_radius=max(2, radius // 2))
    pygame.draw.rect(s, (120, 110, 90), box, max(1, w // 80), border_radius=max(2, radius // 2))
    icons = _effect_icons(card, box.w - 4, box.h - 4)
    s.blit(icons, (box.x + 2, box.y + 2))
    # cost: a coin with the expedition cost, bottom right
    if card.cost is not None:
        d = int(w * 0.2)
        c = coin(1, d).copy()
        pygame.draw.circle(c, (232, 184, 58), (d / 2, d / 2), d * 0.36)
        num = fonts.text(str(card.cost), max(7, int(d * 0.6)), INK, "bold")
        c.blit(num, num.get_rect(center=(d / 2, d / 2 + 1)))
        s.blit(c, (w - bw - d - int(w * 0.02), h - bw - d - int(h * 0.005)))
    if w >= 140:
        name = fonts.text(card.name, max(9, int(w * 0.075)), (70, 70, 70), "italic")
        s.blit(name, name.get_rect(midbottom=(w / 2 if card.cost is None else w * 0.42, h - bw - 2)))
    return s


@lru_cache(maxsize=64)
def x_copy_face(x_id: str, copy_id: str | None, width: int) -> pygame.Surface:
    """An X in the trick, with the display card it copies shown inset."""
    base = face(x_id, width).copy()
    if copy_id:
        mini = face(copy_id, int(width * 0.55))
        r = mini.get_rect(midbottom=(width / 2, card_height(width) * 0.97))
        pygame.draw.rect(base, (0, 0, 0, 90), r.move(2, 2), border_radius=4)
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


def effect_words(card_id: str) -> list[str]:
    """The card's effect in plain words, for the large view on hover or long press."""
    card = CARDS[card_id]
    lines = []
    kind_words = {
        "seven": "Shapeshifter: always playable; becomes the first colour played in the trick.",
        "twelve": "Shapeshifter: takes the first colour played; its 12 is divided by the number of colours in "
                  "the trick.",
        "plus3": "Shapeshifter: play it together with a number card to add 3, or alone as a 3 in the first "
                 "colour played.",
        "x": "Shapeshifter: copies one card of the open display (value, colour and effect) for this trick. "
             "It never has to follow suit.",
        "trump": "Trump: beats every number card. Colorless: play it when leading or when you cannot follow suit.",
        "mega": "Mega trump: beats number cards and trumps. Colorless: play it when leading or when you cannot "
                "follow suit.",
    }
    if card.kind in kind_words:
        lines.append(kind_words[card.kind])
    elif card.color is None:
        lines.append("Colorless: play it when leading or when you cannot follow suit. It wins only with the "
                     "highest value in the trick.")
    if card.voids_trick:
        lines.append("Nobody wins the trick; you take 2 coins and lead the next trick.")
    else:
        parts = []
        if card.coins:
            parts.append(f"take {card.coins} coin{'s' if card.coins > 1 else ''}")
        if card.stamp:
            parts.append(f"take a {card.stamp}-point stamp")
        if card.removal == "self":
            parts.append(f"you may remove this card from the game at the end of Phase 3 and take "
                         f"{card.removal_coins} coins")
        if card.removal == "any":
            parts.append("you may remove one of your cards (hand, discard pile or this one) at the end of "
                         f"Phase 3 and take a {card.removal_stamp}-point stamp")
        if parts:
            lines.append("If you do not win the trick: " + " and ".join(parts) + ".")
        elif card.kind not in ("x",):
            lines.append("No effect when it loses.")
    if card.end_points:
        lines.append(f"Worth {card.end_points} points at the end of the game if you still have it.")
    lines.append("Starting card." if card.starting else f"Expedition cost: {card.cost} coins.")
    return lines

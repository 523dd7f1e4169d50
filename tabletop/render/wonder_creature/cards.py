"""The 18 Wonder Creature cards and their back, drawn in code from rules/wonder_creature/cards.json.

Each card is a third of its creature (see creatures.py) on its background colour. The background's
danger is never told by colour alone: a plaque in the top-left corner holds one spike per danger
point (Red 3, Yellow 2, Blue 1, read from the card file) over empty slots, the colour word under it,
and each colour has its own pattern. The corner stays visible when cards are fanned in a hand.
"""

import math
from functools import lru_cache

import pygame

from rules.core.said import Term
from rules.language import words_for
from rules.wonder_creature.catalogue import CATALOGUE, PARTS, part_name
from rules.wonder_creature.ranking import TIER_NAMES

from ...language import _, current, words
from .. import fonts, safe
from ..drawing import outlined_text, rounded_mask, rrect, shrink, supersample
from .creatures import creature_strip, silhouette_strip
from .style import (
    BACK,
    BACKGROUNDS,
    CARD_RATIO,
    GROUND,
    INK,
    LAYOUT,
    PATTERN,
    PIP,
    TITLE_INK,
    UNIT_W,
    UNKNOWN_BACKGROUND,
    mix,
)

CREATURES: tuple[str, ...] = tuple(sorted({c.creature for c in CATALOGUE.data.cards}))
DANGER = {b.color: b.danger for b in CATALOGUE.data.backgrounds}
MOST_DANGER = max(DANGER.values())
"""Pip slots on every plaque: the most dangerous background fills them all."""
GAME_TITLE = "Wonder Creature"


def card_height(width: int) -> int:
    """Every card is 100 : 140 (width : height)."""
    return max(1, round(max(1, int(width)) * CARD_RATIO))


def _size(width):
    w = max(1, int(width))
    return w, card_height(w)


def _colours(background: str):
    return BACKGROUNDS.get(background, UNKNOWN_BACKGROUND)


# ----- background patterns (a second clue for the colour) -----------------------------------------

def _zigzag(s, r, colour, k):
    step = max(3.0, r.w / 6)
    lw = max(1, round(r.w * 0.018))
    y = r.top + step * 0.5
    while y < r.bottom:
        pts = []
        x, i = r.left - step, 0
        while x <= r.right + step:
            pts.append((x, y + (step * 0.28 if i % 2 else -step * 0.28)))
            x += step / 2
            i += 1
        pygame.draw.lines(s, colour, False, pts, lw)
        y += step


def _dots(s, r, colour, k):
    step = max(3.0, r.w / 6)
    for j in range(int(r.h / step) + 2):
        y = r.top + step * (j + 0.5)
        for i in range(int(r.w / step) + 2):
            x = r.left + step * (i + (0.5 if j % 2 else 0))
            pygame.draw.circle(s, colour, (x, y), step * 0.16)


def _waves(s, r, colour, k):
    step = max(3.0, r.w / 6)
    lw = max(1, round(r.w * 0.018))
    y = r.top + step * 0.5
    while y < r.bottom:
        pts = [(r.left + i * r.w / 40, y + math.sin(i / 40 * 4 * math.pi) * step * 0.22) for i in range(41)]
        pygame.draw.lines(s, colour, False, pts, lw)
        y += step * 0.8


PATTERNS = {"zigzag": _zigzag, "dots": _dots, "waves": _waves}


def _body(w: int, h: int, background: str) -> pygame.Surface:
    """Frame, panel, pattern and ground of a card (no creature, no words)."""
    panel, frame, ink = _colours(background)
    k = supersample(max(w, h))
    W, H = w * k, h * k
    u = W / UNIT_W
    big = safe.surface(W, H)
    radius = max(1, LAYOUT["radius"] * u)
    rrect(big, frame, (0, 0, W, H), radius)
    bw = max(k, LAYOUT["border"] * u)
    inner = pygame.Rect(round(bw), round(bw), max(1, round(W - 2 * bw)), max(1, round(H - 2 * bw)))
    rrect(big, panel, inner, max(1, radius - bw * 0.6))
    if w >= 16 and background in PATTERN:
        layer = safe.surface(W, H)
        PATTERNS[PATTERN[background]](layer, inner, ink, k)
        clip = safe.surface(W, H)
        rrect(clip, (255, 255, 255, 255), inner, max(1, radius - bw * 0.6))
        layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(layer, (0, 0))
    ground = round(GROUND * u)
    pygame.draw.rect(big, mix(panel, frame, 0.55), pygame.Rect(0, ground, W, max(1, H - ground)))
    pygame.draw.rect(big, mix(panel, frame, 0.25), pygame.Rect(0, ground, W, max(1, round(1.4 * u))))
    rounded_mask(big, round(radius))
    rrect(big, mix(frame, INK, 0.4), (0, 0, W, H), radius, max(1, k * 0.8))
    return shrink(big, w, h)


# ----- the danger plaque -------------------------------------------------------------------------

@lru_cache(maxsize=256)
def danger_plaque(danger: int, word: str, w: int, h: int) -> pygame.Surface:
    """A dark plaque: `danger` bright spikes out of MOST_DANGER slots, and the colour word under them.

    Cached per size; `word` may be "" (small cards show the spikes only).
    """
    w, h = max(1, int(w)), max(1, int(h))
    k = supersample(max(w, h))
    big = safe.surface(w * k, h * k)
    W, H = big.get_size()
    rrect(big, PIP["plaque_edge"], (0, 0, W, H), H * 0.28)
    edge = max(1, round(min(W, H) * 0.06))
    rrect(big, PIP["plaque"], (edge, edge, W - 2 * edge, H - 2 * edge), H * 0.24)
    pip_h = H * (0.5 if word else 0.72)
    top = H * (0.12 if word else 0.14)
    n = max(1, MOST_DANGER)
    slot = (W - 2 * edge) / n
    for i in range(n):
        cx = edge + slot * (i + 0.5)
        half = min(slot * 0.36, pip_h * 0.5)
        pts = [(cx - half, top + pip_h), (cx, top), (cx + half, top + pip_h)]
        if i < danger:
            pygame.draw.polygon(big, PIP["filled"], pts)
        else:
            pygame.draw.polygon(big, PIP["empty"], pts, max(1, round(half * 0.28)))
    s = shrink(big, w, h)
    if word:
        size = max(6, round(h * 0.36))
        while size > 6 and fonts.font(size, "bold").size(word)[0] > w - 2 * edge - 2:
            size -= 1
        img = fonts.text(fonts.fit(word, size, max(1, w - 2), "bold"), size, PIP["filled"], "bold")
        s.blit(img, img.get_rect(center=(w / 2, h * 0.77)))
    return s


# ----- faces -------------------------------------------------------------------------------------

@lru_cache(maxsize=512)
def _face(card_id: str, width: int, lang: str) -> pygame.Surface:
    """A card with its words (the creature, the part, the colour) in `lang`, the language now."""
    card = CATALOGUE.cards[card_id]
    term = words_for(lang).term
    w, h = _size(width)
    s = _body(w, h, card.background)
    if w < 6:
        return s
    part = PARTS.index(card.part)
    strip = creature_strip(card.creature, w, CREATURES)
    s.blit(strip, (0, 0), pygame.Rect(part * w, 0, w, h))
    u = w / UNIT_W
    words = w >= LAYOUT["words_min_width"]
    x, y, pw, ph = LAYOUT["plaque" if words else "small_plaque" if w >= LAYOUT["tiny_below"] else "tiny_plaque"]
    plaque = danger_plaque(DANGER.get(card.background, 0), term(card.background).upper() if words else "",
                           max(1, round(pw * u)), max(1, round(ph * u)))
    s.blit(plaque, (round(x * u), round(y * u)))
    if words:
        tx = round(LAYOUT["title_x"] * u)
        room = max(1, w - tx - round(5 * u))
        name_size = max(7, round(LAYOUT["name_size"] * u))
        part_size = max(6, round(LAYOUT["part_size"] * u))
        name = outlined_text(fonts.fit(term(card.creature), name_size, room, "bold"), name_size, TITLE_INK, INK,
                             edge=max(1, round(u * 0.9)))
        s.blit(name, (tx - 1, round(LAYOUT["title_y"] * u)))
        label = outlined_text(fonts.fit(term(card.part.capitalize()), part_size, room), part_size, TITLE_INK, INK,
                              "regular",
                              edge=max(1, round(u * 0.7)))
        s.blit(label, (tx - 1, round(LAYOUT["title_y"] * u) + name.get_height() - round(u * 2.5)))
    return s


def card_face(card_id: str, width: int) -> pygame.Surface:
    """One of the 18 cards at `width` (cached per card, width and language; callers must not draw on it)."""
    if card_id not in CATALOGUE.cards:
        raise KeyError(f"not a Wonder Creature card: {card_id!r}")
    return _face(card_id, max(1, int(width)), current())


@lru_cache(maxsize=32)
def card_back(width: int) -> pygame.Surface:
    """The shared back: a chimera's silhouette (one creature's head and tail, the other's body) on starlight."""
    w, h = _size(width)
    k = supersample(max(w, h))
    W, H = w * k, h * k
    u = W / UNIT_W
    big = safe.surface(W, H)
    radius = max(1, 6 * u)
    rrect(big, BACK["frame"], (0, 0, W, H), radius)
    bw = max(k, 4 * u)
    inner = pygame.Rect(round(bw), round(bw), max(1, round(W - 2 * bw)), max(1, round(H - 2 * bw)))
    rrect(big, BACK["panel"], inner, max(1, radius - bw * 0.6))
    if w >= 12:
        for i in range(14):  # a scatter of four-point stars, the same on every back
            sx = inner.left + inner.w * ((i * 0.618) % 1)
            sy = inner.top + inner.h * ((i * 0.377 + 0.1) % 1)
            r = u * (1.6 + (i % 3))
            pygame.draw.polygon(big, BACK["star"], [(sx, sy - r * 2), (sx + r * 0.5, sy - r * 0.5), (sx + r * 2, sy),
                                                    (sx + r * 0.5, sy + r * 0.5), (sx, sy + r * 2),
                                                    (sx - r * 0.5, sy + r * 0.5), (sx - r * 2, sy),
                                                    (sx - r * 0.5, sy - r * 0.5)])
        pygame.draw.ellipse(big, BACK["medal"], pygame.Rect(round(8 * u), round(44 * u), round(84 * u), round(60 * u)))
        pygame.draw.ellipse(big, BACK["frame"], pygame.Rect(round(8 * u), round(44 * u), round(84 * u), round(60 * u)),
                            max(1, round(2 * u)))
    rrect(big, mix(BACK["frame"], INK, 0.4), (0, 0, W, H), radius, max(1, k * 0.8))
    s = shrink(big, w, h)
    if w >= 24 and len(CREATURES) >= 1:
        parts = (CREATURES[0], CREATURES[-1], CREATURES[0])
        chimera = silhouette_strip(parts, max(1, round(w * 0.26)), BACK["silhouette"], CREATURES)
        s.blit(chimera, chimera.get_rect(center=(w / 2, h * 0.53)))
    if w >= 56:
        edge = max(1, round(w * 0.012))
        words = GAME_TITLE.split(" ", 1)
        top = outlined_text(words[0], max(7, round(w * 0.13)), BACK["title"], BACK["frame"], edge=edge)
        s.blit(top, top.get_rect(midtop=(w / 2, h * 0.06)))
        if len(words) > 1:
            low = outlined_text(words[1], max(7, round(w * 0.13)), BACK["title"], BACK["frame"], edge=edge)
            s.blit(low, low.get_rect(midbottom=(w / 2, h * 0.95)))
    return s


def colour_order() -> str:
    """'Red > Yellow > Blue': the backgrounds, most dangerous first, in the language now."""
    return " > ".join(words().term(c) for c in CATALOGUE.colors_by_danger)


def describe(card_id: str) -> tuple[str, list[str]]:
    """(title, lines) for the large view on hover, in the language now."""
    if card_id not in CATALOGUE.cards:
        raise KeyError(f"nothing to describe for {card_id!r}")
    card = CATALOGUE.cards[card_id]
    danger = DANGER.get(card.background, 0)
    others = [p for p in PARTS if p != card.part]
    tiers = {f"tier{k}": Term(TIER_NAMES[k]) for k in (1, 2, 3, 4)}
    return words().say(CATALOGUE.said(card_id)), [
        _("The {part} of the {creature}, on a {colour} background "
          "(danger {danger}: {danger} of {most} spikes on the plaque).",
          part=card.part, creature=Term(card.creature), creature_part=CATALOGUE.term(card_id),
          colour=Term(card.background), danger=danger, most=MOST_DANGER),
        _("With the {creature}'s {other} and {another} it makes a whole {creature}: level 1 ({tier1}), "
          "2 ({tier2}) or 3 ({tier3}); with another creature's parts, level 4 ({tier4}).",
          creature=Term(card.creature), other=others[0], another=others[1],
          other_part=Term(part_name(card.creature, others[0])),
          another_part=Term(part_name(card.creature, others[1])), **tiers),
        _("Equal levels: the creature with more {colour} cards wins, then more of the next colour ({order}).",
          colour=Term(CATALOGUE.colors_by_danger[0]), order=colour_order()),
    ]

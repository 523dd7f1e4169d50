"""The 63 La Criatura event cards (27 kinds, from rules/la_criatura/events.json) and their back.

Every card shows its title, who may play it (frame colour plus an icon in the top-left corner),
its phases (four slots in a fixed order, lit or dim) and a bolt if it is a reaction. At a large
width the card's effect text is printed in full; smaller cards show a picture of the card's kind
instead. The copies of a kind look alike, so faces are cached per kind and width.
"""

from functools import lru_cache

import pygame

from rules.la_criatura.cards import EVENT_TYPES, SLUG_OF

from ...language import _, n_, words
from .. import fonts, safe
from .icons import event_drawer, icon
from .style import (
    EVENT_BACK,
    INK,
    PAPER,
    PAPER_EDGE,
    PHASE_WORDS,
    PHASES,
    WHO,
    card_height,
    card_shell,
    card_size,
    lang,
    lines_surface,
    mix,
    outlined_text,
    rrect,
    title_lines,
)

LAYOUT = {
    "border": 0.045, "header": 0.31, "strip_y": 0.345, "strip_h": 0.16, "who_x": 0.15, "slots_x": 0.285,
    "slot": 0.148, "slot_gap": 0.018, "bolt": (0.86, 0.62, 0.075), "picture_y": 0.9, "picture_r": 0.3,
    "text_top": 0.77, "text_size": 0.07, "footer_size": 0.047, "title_size": 0.1,
}
"""Event card proportions, as shares of the card's width (heights too: a card is 1.4 widths tall)."""
FULL_TEXT_MIN = 150
"""From this width on the card prints its effect; below, a picture of its kind."""
TITLE_MIN = 44
STRIP_MIN = 30
DIM = (216, 208, 192)


def phase_strip(s, card, w: int, y: float, k: float = 1.0):
    """Who may play (a disc with its icon), the four phase slots and the reaction bolt, at height y."""
    frame = WHO[card.who]["frame"]
    sh = LAYOUT["strip_h"] * w
    cy = y + sh / 2
    pygame.draw.circle(s, frame, (LAYOUT["who_x"] * w, cy), sh * 0.52)
    icon(s, card.who, (LAYOUT["who_x"] * w, cy), sh * 0.36, PAPER)
    slot = LAYOUT["slot"] * w
    for i, phase in enumerate(PHASES):
        x = LAYOUT["slots_x"] * w + i * (slot + LAYOUT["slot_gap"] * w)
        box = (x, cy - slot / 2, slot, slot)
        lit = phase in card.phases
        if lit:
            rrect(s, INK, box, slot * 0.22)
        else:
            rrect(s, DIM, box, slot * 0.22, max(1, round(w * 0.008)))
        icon(s, phase, (x + slot / 2, cy), slot * 0.34, PAPER if lit else DIM)
    if card.reaction:
        bx, by, br = LAYOUT["bolt"]
        pygame.draw.circle(s, frame, (bx * w, by * w), br * w)
        icon(s, "reaction", (bx * w, by * w), br * w * 0.72, PAPER)


def footer_words(card) -> str:
    """Who may play the card and in which phases, as the card's foot says it ("All · Events, Vote")."""
    return f"{_(WHO[card.who]['word'])} · {', '.join(_(PHASE_WORDS[p]) for p in card.phases)}"


def text_layout(card, w: int, bw: int) -> tuple:
    """Where a large card's words go, in the chosen language: (room across, foot size, foot lines, foot top,
    effect size, effect lines, height for the effect). The effect's type shrinks until it fits above the
    foot, down to the smallest readable size (7)."""
    h = card_height(w)
    top = LAYOUT["text_top"] * w
    room = w - 2 * bw - round(w * 0.1)
    foot_size = max(7, round(LAYOUT["footer_size"] * w))
    foot_lines = fonts.wrap(footer_words(card), foot_size, room, "italic")
    foot_h = round(fonts.font(foot_size, "italic").get_linesize() * (len(foot_lines) - 1)
                   + fonts.text(foot_lines[-1], foot_size, INK, "italic").get_height())
    foot_y = h - bw - round(w * 0.03) - foot_h
    lines_room = max(1, int(foot_y - w * 0.04 - top))
    size = round(LAYOUT["text_size"] * w)
    while True:
        lines = fonts.wrap(words().term(card.effect), size, room)
        if fonts.font(size).get_linesize() * len(lines) <= lines_room or size <= 7:
            return room, foot_size, foot_lines, foot_y, size, lines, lines_room
        size -= 1


@lru_cache(maxsize=256)
def _face(slug: str, width: int, language: str) -> pygame.Surface:
    """One kind's face in `language` (the key of the cache: the words on it are that language's)."""
    card = EVENT_TYPES[slug]
    term = words().term
    w, h = card_size(width)
    frame = WHO[card.who]["frame"]
    body, bw = card_shell(w, h, frame, PAPER, LAYOUT["border"], header=LAYOUT["header"])
    s = safe.surface(w, h)
    s.blit(body, (0, 0))
    if w < 8:
        return s
    header = round(LAYOUT["header"] * w)
    pygame.draw.line(s, mix(frame, INK, 0.4), (bw, header), (w - bw - 1, header), max(1, round(w * 0.008)))
    if w >= TITLE_MIN:
        size, lines, room, _band = title_lines(term(card.name), w, bw, header, LAYOUT["title_size"])
        title = lines_surface(lines, size, PAPER, "bold", room, gap=0.12)
        s.blit(title, title.get_rect(center=(w / 2, (bw + header) / 2)))
    if w >= STRIP_MIN:
        phase_strip(s, card, w, LAYOUT["strip_y"] * w)
    picture = event_drawer(slug, card.phases)
    if w >= FULL_TEXT_MIN:
        top = LAYOUT["text_top"] * w
        r = w * 0.085
        icon(s, slug, (w / 2, top - r * 1.05), r, mix(frame, INK, 0.25), picture)
        room, foot_size, foot_lines, foot_y, size, lines, _lines_room = text_layout(card, w, bw)
        foot = lines_surface(foot_lines, foot_size, mix(frame, INK, 0.35), "italic", room)
        pygame.draw.line(s, PAPER_EDGE, (bw + w * 0.06, foot_y - w * 0.025), (w - bw - w * 0.06, foot_y - w * 0.025),
                         max(1, round(w * 0.005)))
        text = lines_surface(lines, size, INK, "regular", room)
        s.blit(text, text.get_rect(midtop=(w / 2, top)))
        s.blit(foot, (bw + round(w * 0.05), foot_y))
    else:
        cy = LAYOUT["picture_y"] * w if w >= STRIP_MIN else h * 0.55
        r = LAYOUT["picture_r"] * w if w >= STRIP_MIN else w * 0.36
        icon(s, slug, (w / 2, cy), r, mix(frame, INK, 0.25), picture)
    return s


def event_card(card_id: str, width: int) -> pygame.Surface:
    """The face of one of the 63 event cards (cached per kind and width; do not draw on it)."""
    if card_id not in SLUG_OF:
        raise KeyError(f"not a La Criatura event card: {card_id!r}")
    return _face(SLUG_OF[card_id], max(1, int(width)), lang())


def _hex_pattern(s, r, k):
    step = max(4.0, r.w / 5)
    lw = max(1, round(k * 0.9))
    for j in range(int(r.h / (step * 0.87)) + 2):
        for i in range(int(r.w / step) + 2):
            cx = r.left + i * step + (step / 2 if j % 2 else 0)
            cy = r.top + j * step * 0.87
            pts = [(cx + step * 0.5 * c, cy + step * 0.5 * d) for c, d in
                   ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))]
            pygame.draw.polygon(s, EVENT_BACK["line"], pts, lw)


def event_back(width: int) -> pygame.Surface:
    """The back of the event deck: hexagons, and a card with an exclamation mark in a ring."""
    return _back(max(1, int(width)), lang())


@lru_cache(maxsize=32)
def _back(width: int, language: str) -> pygame.Surface:
    w, h = card_size(width)
    body, bw = card_shell(w, h, EVENT_BACK["frame"], EVENT_BACK["panel"], 0.05, pattern=_hex_pattern)
    s = safe.surface(w, h)
    s.blit(body, (0, 0))
    if w >= 10:
        r = w * 0.3
        pygame.draw.circle(s, EVENT_BACK["frame"], (w / 2, h / 2), r * 1.05)
        pygame.draw.circle(s, EVENT_BACK["mark"], (w / 2, h / 2), r * 1.05, max(1, round(w * 0.025)))
        icon(s, "events", (w / 2, h / 2), r * 0.7, EVENT_BACK["mark"])
    if w >= 60:
        edge = max(1, round(w * 0.012))
        size = max(7, round(w * 0.12))
        label = _("EVENT")
        size = fonts.fitting_size(label, size, w - 2 * bw - w * 0.08 - 2 * edge, least=7)
        word = outlined_text(label, size, EVENT_BACK["mark"], EVENT_BACK["frame"], edge=edge)
        s.blit(word, word.get_rect(midbottom=(w / 2, h - bw - w * 0.04)))
    return s


def event_lines(card_id: str) -> tuple[str, list[str]]:
    """(title, lines) for the large view: the effect, who may play it, when, and how many are in the deck."""
    card = EVENT_TYPES[SLUG_OF[card_id]]
    name = words().term(card.name)
    lines = [words().term(card.effect), _("Who may play it: {who}.", who=_(WHO[card.who]["word"])),
             _("When: {phases}.", phases=", ".join(_(PHASE_WORDS[p]) for p in card.phases))]
    if card.reaction:
        lines.append(_("A reaction: it may be played out of turn, right after what it answers."))
    lines.append(n_("{n} of the deck's cards is {card}.", "{n} of the deck's cards are {card}.", card.count,
                    card=name))
    return name, lines

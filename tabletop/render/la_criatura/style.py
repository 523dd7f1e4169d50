"""Colours, card proportions and small drawing helpers shared by the La Criatura pieces.

A cold research base: clinical paper, steel and night blue, with the Creature's crimson and the
infection's green. Who may play an event card is told by its frame colour *and* an icon; its
phases by four slots in a fixed order (Events, Vote, Movement, Helicopter), lit or dim, so no
colour is ever the only clue.
"""

import pygame

from ... import language
from ...language import N_
from .. import fonts, safe
from ..drawing import ellipse, mix, outlined_text, rounded_mask, rrect, shrink, supersample

CARD_RATIO = 1.4
"""Height / width of every card of the box (character, event and weapon cards)."""
INK = (26, 30, 38)
PAPER = (246, 242, 232)
PAPER_EDGE = (206, 198, 180)
NIGHT = (28, 40, 62)
STEEL = (112, 124, 140)
BLOOD = (164, 30, 44)
TOXIC = (112, 170, 48)

WHO = {
    "all": {"frame": (66, 92, 124), "word": N_("All")},
    "all-but-leader": {"frame": (34, 116, 120), "word": N_("All except the leader")},
    "infected": {"frame": (88, 138, 36), "word": N_("Infected")},
    "creature": {"frame": (150, 30, 44), "word": N_("The Creature")},
    "leader": {"frame": (184, 132, 24), "word": N_("Leader")},
}
"""Who may play an event card (the rulebook's words, message ids said when drawn), with its frame colour."""
PHASES = ("events", "vote", "movement", "helicopter")
"""The four phases an event card names, in the order of the slots on the card."""
PHASE_WORDS = {"events": N_("Events"), "vote": N_("Vote"), "movement": N_("Movement"), "helicopter": N_("Helicopter")}

CHARACTER = {
    "scientist": {"frame": (84, 128, 176), "panel": (226, 236, 246), "word": N_("Scientist")},
    "infected": {"frame": (86, 132, 34), "panel": (214, 232, 184), "word": N_("Infected")},
    "creature": {"frame": (120, 18, 32), "panel": (44, 16, 24), "word": N_("Creature")},
    "back": {"frame": (30, 42, 64), "panel": (46, 62, 90), "line": (70, 92, 126), "mark": (200, 214, 230)},
}
"""The three faces a player may hold (scientist, infected, Creature) and their shared back."""
EVENT_BACK = {"frame": (48, 34, 72), "panel": (72, 52, 104), "line": (98, 74, 136), "mark": (240, 208, 120)}
WEAPON = {
    "weapon": {"frame": (132, 58, 40), "panel": (246, 234, 220), "badge": (196, 72, 44)},
    "defense": {"frame": (52, 98, 136), "panel": (226, 236, 244), "badge": (58, 112, 160)},
}
WEAPON_BACK = {"frame": (40, 40, 40), "stripe_a": (238, 190, 40), "stripe_b": (40, 40, 40), "plate": (72, 72, 76)}
TOKENS = {
    "leader": {"face": (236, 188, 60), "rim": (150, 106, 20), "mark": (255, 244, 200)},
    "vote": {"face": (68, 112, 184), "rim": (34, 62, 118), "mark": (250, 250, 246)},
    "victory": {"face": (178, 44, 60), "rim": (110, 20, 34), "mark": (250, 206, 72)},
    "sedated": {"face": (160, 196, 226), "rim": (70, 110, 150), "mark": (30, 50, 86)},
    "clock": {"face": (248, 246, 238), "rim": (60, 66, 78), "mark": (30, 34, 44)},
}
"""The round cardboard tokens: leader, vote, victory, sedated and the clock on the time marker."""


def lang() -> str:
    """The language the faces are drawn in now: every cache of a face with words is keyed on it."""
    return language.current()


def card_height(width: int) -> int:
    """Every card is 1 : 1.4 (width : height)."""
    return max(1, round(max(1, int(width)) * CARD_RATIO))


def card_size(width) -> tuple[int, int]:
    w = max(1, int(width))
    return w, card_height(w)


def canvas(w: int, h: int):
    """A supersampled canvas for shapes: (surface, factor)."""
    k = supersample(max(w, h))
    return safe.surface(w * k, h * k), k


def card_shell(w: int, h: int, frame, panel, border: float = 0.05, radius: float = 0.07, pattern=None,
               header: float = 0.0):
    """A card's frame and panel (and an optional pattern(surface, panel_rect, k)) at w x h, antialiased.

    `header` (a share of the width) keeps a band of frame colour across the top, the panel starting
    under it with square top corners. Returns (surface, border in pixels).
    """
    big, k = canvas(w, h)
    W, H = big.get_size()
    rad = max(1, radius * W)
    rrect(big, frame, (0, 0, W, H), rad)
    bw = max(k, border * W)
    top = max(bw, header * W)
    inner = pygame.Rect(round(bw), round(top), max(1, round(W - 2 * bw)), max(1, round(H - bw - top)))
    inner_rad = max(1, round(min(rad - bw * 0.6, inner.w / 2, inner.h / 2)))
    if header:
        pygame.draw.rect(big, panel, inner, border_bottom_left_radius=inner_rad, border_bottom_right_radius=inner_rad)
    else:
        rrect(big, panel, inner, inner_rad)
    if pattern and w >= 16:
        layer = safe.surface(W, H)
        pattern(layer, inner, k)
        clip = safe.surface(W, H)
        rrect(clip, (255, 255, 255, 255), inner, inner_rad)
        layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(layer, (0, 0))
    rrect(big, mix(frame, INK, 0.45), (0, 0, W, H), rad, max(1, k * 0.8))
    return shrink(big, w, h), round(bw / k)


def disc_token(size: int, face, rim, draw_mark=None):
    """A round token: rim, face, and a mark drawn by draw_mark(surface, cx, cy, r) on the big canvas."""
    size = max(1, int(size))
    big, k = canvas(size, size)
    R = big.get_width() / 2
    pygame.draw.circle(big, (0, 0, 0, 60), (R, R + R * 0.05), R * 0.96)
    pygame.draw.circle(big, rim, (R, R), R * 0.94)
    pygame.draw.circle(big, face, (R, R), R * 0.8)
    pygame.draw.circle(big, mix(face, (255, 255, 255), 0.25), (R, R), R * 0.8, max(1, round(R * 0.04)))
    if draw_mark and size >= 6:
        draw_mark(big, R, R, R * 0.62)
    return shrink(big, size, size)


def fit_lines(words: str, largest: int, smallest: int, width: int, max_lines: int, weight: str = "regular"):
    """The largest font size (and its lines) at which `words` wraps into `max_lines` lines of `width`."""
    size = max(smallest, largest)
    while True:
        lines = fonts.wrap(words, size, max(1, width), weight)
        if len(lines) <= max_lines or size <= smallest:
            return size, lines
        size -= 1


def title_lines(words: str, w: int, bw: int, header: int, share: float) -> tuple[int, list[str], int, int]:
    """(size, lines, room, band) of a card's title: the largest type, from `share` of the width down to 6,
    at which it takes at most two lines of the room across and fits the header band's height (German names
    are longer: a long single word gets smaller type rather than running over the frame)."""
    room = w - 2 * bw - round(w * 0.06)
    band = max(1, header - bw)
    size = max(6, round(share * w))
    while True:
        size, lines = fit_lines(words, size, 6, room, 2, "bold")
        fits = all(fonts.font(size, "bold").size(line)[0] <= room for line in lines) \
            and fonts.font(size, "bold").get_linesize() * len(lines) * 0.88 <= band + 2
        if fits or size <= 6:
            return size, lines, room, band
        size -= 1


def lines_surface(lines, size, colour, weight, width, gap=0.0):
    """Centred lines of text on one transparent surface (a line wider than `width` is narrowed to it)."""
    imgs = [fonts.text(line, size, colour, weight) for line in lines]
    imgs = [safe.fit(img, width, img.get_height()) if img.get_width() > width else img for img in imgs]
    step = fonts.font(size, weight).get_linesize() * (1 - gap)
    h = max(1, round(step * (len(imgs) - 1) + (imgs[-1].get_height() if imgs else 1)))
    s = safe.surface(max(1, width), h)
    for i, img in enumerate(imgs):
        s.blit(img, img.get_rect(midtop=(width / 2, round(i * step))))
    return s


__all__ = ["BLOOD", "CARD_RATIO", "CHARACTER", "EVENT_BACK", "INK", "NIGHT", "PAPER", "PAPER_EDGE", "PHASES",
           "PHASE_WORDS", "STEEL", "TOKENS", "TOXIC", "WEAPON", "WEAPON_BACK", "WHO", "canvas", "card_height",
           "card_shell", "card_size", "disc_token", "ellipse", "fit_lines", "lang", "lines_surface", "mix",
           "outlined_text", "rounded_mask", "rrect", "shrink", "title_lines"]

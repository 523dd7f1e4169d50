"""Where the parts of every table go at a window size, so adapters declare bands, not pixels.

The frame splits the window into the felt (`play`) and the side panel (scores, the log, Menu and
Rules), picks a text `unit` that grows with the window (at 1280x800 it is 18 px, so every number a
player needs reads from the couch), and gives helpers to split the felt into bands and columns
and to size cards to the space they get (cards grow with the window, in both directions).
"""

import math
from dataclasses import dataclass, field

import pygame

CARD_RATIO = 1.4


def clamp(v, lo, hi):
    return max(lo, min(hi, v))


def rows(rect: pygame.Rect, weights, gap: int = 0) -> list[pygame.Rect]:
    """`rect` cut into horizontal bands; a weight above 1 is a height in pixels, 1 or below a share
    of what the pixel-sized bands leave."""
    weights = list(weights)
    fixed = sum(w for w in weights if w > 1)
    free = max(0, rect.h - fixed - gap * (len(weights) - 1))
    shares = sum(w for w in weights if w <= 1) or 1
    out, y = [], rect.y
    for w in weights:
        h = round(w) if w > 1 else round(free * w / shares)
        out.append(pygame.Rect(rect.x, y, rect.w, max(0, h)))
        y += h + gap
    return out


def cols(rect: pygame.Rect, weights, gap: int = 0) -> list[pygame.Rect]:
    """`rect` cut into vertical columns (weights as for `rows`)."""
    flipped = rows(pygame.Rect(rect.y, rect.x, rect.h, rect.w), weights, gap)
    return [pygame.Rect(r.y, r.x, r.h, r.w) for r in flipped]


def card_width(rect: pygame.Rect, n: int = 1, step: float = 1.08, ratio: float = CARD_RATIO,
               at_most: int | None = None, at_least: int = 8) -> int:
    """The widest card such that `n` cards, each `step` card widths after the last, fit in `rect`."""
    n = max(1, n)
    by_width = rect.w / (1 + (n - 1) * step)
    by_height = rect.h / ratio
    w = min(by_width, by_height, at_most or 10**6)
    return max(at_least, snap(w))


def snap(width: float) -> int:
    """A card width on a ladder of sizes 5% apart: a hand that shrinks by one card keeps its card size
    until the step is worth it, so faces are not drawn again at every move (they are cached per width)."""
    if width <= 12:
        return max(1, int(width))
    step = math.floor(math.log(width / 12) / math.log(1.05))
    return int(12 * 1.05 ** step)


def card_height(width: int, ratio: float = CARD_RATIO) -> int:
    return round(width * ratio)


@dataclass
class Frame:
    size: tuple[int, int]
    unit: int                       # the base text size in pixels
    pad: int
    panel: pygame.Rect              # scores, the log, Menu / Rules / Undo
    play: pygame.Rect               # the felt
    status: pygame.Rect = field(default_factory=pygame.Rect)   # one line: what to do now
    actions: pygame.Rect = field(default_factory=pygame.Rect)  # buttons for moves that are not drags
    portrait: bool = False

    @property
    def small(self) -> int:
        """Secondary text (labels, captions): never below 13 px."""
        return max(13, round(self.unit * 0.8))

    @property
    def inner(self) -> pygame.Rect:
        """The felt inside its margin: where zones go."""
        return self.play.inflate(-2 * self.pad, -2 * self.pad)

    def free_height(self) -> int:
        """Height of the felt left for the three bands once the status line and buttons have theirs."""
        return self.inner.h - self.status_height - round(self.unit * 2.4) - 2 * self.pad

    @property
    def status_height(self) -> int:
        """The status line's strip: room for two lines of the smallest type, when the words need two."""
        return max(round(self.unit * 1.9), 36)

    def bands(self, top_px: int, centre_px: int, mine_px: int, spread=(0.2, 0.4, 0.4)):
        """(top band, centre, mine band) of the felt, with the status line and the action buttons set
        between the centre and `mine`. Each band asks for the height its cards need at the size the
        width allows; height left over is spread by `spread` (zones centre their cards in it), and
        when the window is too short every band gives up the same share."""
        pad = self.pad
        inner = self.inner
        status_h = self.status_height
        actions_h = round(self.unit * 2.4)
        free = self.free_height()
        need = top_px + centre_px + mine_px
        if need > free:
            k = free / max(1, need)
            heights = [round(top_px * k), round(centre_px * k), round(mine_px * k)]
        else:
            extra = free - need
            heights = [round(top_px + extra * spread[0]), round(centre_px + extra * spread[1]),
                       round(mine_px + extra * spread[2])]
        top_r, centre, self.status, self.actions, mine_r = rows(
            inner, [heights[0], heights[1], status_h, actions_h, heights[2]], gap=pad // 2)
        return top_r, centre, mine_r


def make_frame(size, panel_need: int = 0) -> Frame:
    """The frame for a window; `panel_need` is the width the side panel's scoreboard asks for."""
    w, h = size
    unit = clamp(round(min(h / 44, w / 66)), 13, 48)
    portrait = w / h < 1.3
    panel_w = clamp(max(round(w * (0.22 if portrait else 0.24)), panel_need), unit * 14, max(unit * 14, w * 0.3))
    pad = max(6, unit // 2)
    return Frame(size=(w, h), unit=unit, pad=pad, panel=pygame.Rect(w - panel_w, 0, panel_w, h),
                 play=pygame.Rect(0, 0, w - panel_w, h), portrait=portrait)

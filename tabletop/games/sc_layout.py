"""Where everything sits on a Strange Creatures table at a given window size.

Sizes come from the window height, so the layout re-flows when the window changes and text is
rendered at its real size (never scaled pixels).
"""

from dataclasses import dataclass, field

import pygame

from ..render.creature_cards import card_height


@dataclass
class SeatArea:
    seat: int
    name: pygame.Rect
    hand: pygame.Rect
    discard: pygame.Rect
    coins: pygame.Rect
    stamps: pygame.Rect
    card_w: int
    bottom: bool = False


@dataclass
class SCLayout:
    size: tuple[int, int]
    me: int
    panel: pygame.Rect
    play: pygame.Rect
    seats: dict[int, SeatArea] = field(default_factory=dict)
    display: list[pygame.Rect] = field(default_factory=list)
    draw_pile: pygame.Rect | None = None
    trick: pygame.Rect | None = None
    trick_card_w: int = 80
    mid_w: int = 80
    bank: tuple[int, int] = (0, 0)
    bank_rect: pygame.Rect | None = None
    status: pygame.Rect | None = None
    actions: pygame.Rect | None = None
    narration: pygame.Rect | None = None
    prompt_anchor: tuple[int, int] | None = None
    message_anchor: tuple[int, int] | None = None
    menu_area: pygame.Rect | None = None


def build_layout(players: int, me: int, size) -> SCLayout:
    w, h = size
    panel_w = max(240, min(400, int(w * 0.22)))
    panel = pygame.Rect(w - panel_w, 0, panel_w, h)
    play = pygame.Rect(0, 0, w - panel_w, h)
    lay = SCLayout(size=(w, h), me=me, panel=panel, play=play)
    pad = max(8, h // 80)

    # opponents across the top, clockwise from the seat after mine
    others = [(me + k) % players for k in range(1, players)]
    opp_w = max(34, int(h * 0.062))
    slot_w = (play.w - 2 * pad) // max(1, len(others))
    top = pad
    name_h = max(22, h // 32)
    for i, seat in enumerate(others):
        x = play.x + pad + i * slot_w
        name = pygame.Rect(x + 6, top, slot_w - 12, name_h)
        ch = card_height(opp_w)
        y = top + name_h + 6
        discard = pygame.Rect(x + slot_w - 12 - opp_w, y, opp_w, ch)
        hand = pygame.Rect(x + 10, y, discard.x - x - 22, ch)
        tok = max(18, int(h * 0.03))
        coins = pygame.Rect(x + 10, y + ch + 8, (slot_w - 30) // 2, tok)
        stamps = pygame.Rect(coins.right + 8, y + ch + 8, slot_w - 30 - coins.w, tok)
        lay.seats[seat] = SeatArea(seat, name, hand, discard, coins, stamps, opp_w)
    opp_bottom = top + name_h + 6 + card_height(opp_w) + 8 + max(18, int(h * 0.03)) + pad

    # middle: draw pile, display, trick
    mid_w = max(56, int(h * 0.105))
    lay.mid_w = mid_w
    mid_h = card_height(mid_w)
    label_h = max(20, h // 36)
    y = opp_bottom + label_h + 4
    x = play.x + pad * 2
    lay.draw_pile = pygame.Rect(x, y, mid_w, mid_h)
    x += mid_w + pad * 2
    for k in range(3):
        lay.display.append(pygame.Rect(x + k * (mid_w + pad), y, mid_w, mid_h))
    display_right = lay.display[-1].right
    trick_x = display_right + pad * 3
    lay.trick = pygame.Rect(trick_x, y - label_h - 2, play.right - pad - trick_x, mid_h + label_h * 2 + 16)
    lay.trick_card_w = max(48, min(mid_w, int(lay.trick.w / (players * 1.32 + 0.2))))
    bank_y = y + mid_h + label_h + 10
    lay.bank_rect = pygame.Rect(play.x + pad * 2, bank_y, display_right - play.x - pad * 2, max(30, int(h * 0.05)))
    lay.bank = lay.bank_rect.center

    # bottom: my row
    hand_w = max(64, int(h * 0.14))
    hand_h = card_height(hand_w)
    side = max(140, int(play.w * 0.17))
    hand_y = h - hand_h - pad * 2
    actions_h = max(38, int(h * 0.055))
    lay.actions = pygame.Rect(play.x + side, hand_y - actions_h - pad - 4, play.w - 2 * side, actions_h)
    lay.status = pygame.Rect(play.x + pad * 2, lay.actions.y - max(26, h // 30) - 4, play.w - 4 * pad,
                             max(26, h // 30))
    my_discard = pygame.Rect(play.right - side + (side - mid_w) // 2, h - mid_h - pad * 2 - name_h, mid_w, mid_h)
    tok = max(22, int(h * 0.036))
    coins = pygame.Rect(play.x + pad * 2, hand_y + 8, side - pad * 3, tok)
    stamps = pygame.Rect(play.x + pad * 2, hand_y + tok + 18, side - pad * 3, tok * 2 + 6)
    name = pygame.Rect(play.x + pad * 2, lay.actions.y + (actions_h - name_h) // 2, side - pad * 3, name_h)
    hand = pygame.Rect(play.x + side, hand_y, play.w - 2 * side, hand_h)
    lay.seats[me] = SeatArea(me, name, hand, my_discard, coins, stamps, hand_w, bottom=True)
    lay.prompt_anchor = (play.centerx, lay.status.y - 4)
    lay.message_anchor = (play.centerx, (lay.bank_rect.bottom + lay.status.y) // 2)
    bar_h = max(34, h // 22)
    lay.menu_area = pygame.Rect(panel.x + 12, h - bar_h - 10, panel.w - 24, bar_h)
    lay.narration = pygame.Rect(panel.x + 12, int(h * 0.52), panel.w - 24, lay.menu_area.y - 8 - int(h * 0.52))
    return lay


def fan(rect: pygame.Rect, n: int, card_w: int, arc: float = 0.0, left: bool = False) -> list[pygame.Rect]:
    """Rects for n overlapping cards centred in `rect`, optionally on a gentle arc."""
    ch = card_height(card_w)
    if n <= 0:
        return []
    step = card_w * 1.04 if n == 1 else min(card_w * 1.04, (rect.w - card_w) / (n - 1))
    total = card_w + step * (n - 1)
    x0 = rect.x if left else rect.x + (rect.w - total) / 2
    out = []
    mid = (n - 1) / 2
    for i in range(n):
        dy = arc * ((i - mid) / max(1, mid)) ** 2 if n > 1 else 0
        out.append(pygame.Rect(round(x0 + i * step), round(rect.y + dy), card_w, ch))
    return out


def token_row(rect: pygame.Rect, n: int, size: int, max_step: float | None = None) -> list[tuple[int, int]]:
    """Top-left corners for n tokens in a row that squeezes to fit `rect` (wrapping to a 2nd row)."""
    if n <= 0:
        return []
    rows = 1 if rect.h < size * 2 else 2
    fits = max(1, int((rect.w - size) // (size * 1.08)) + 1)
    per_row = n if n <= fits else max(fits, -(-n // rows))
    step = min(max_step or size * 1.08, (rect.w - size) / max(1, per_row - 1)) if per_row > 1 else 0
    out = []
    for i in range(n):
        r, c = divmod(i, per_row)
        out.append((round(rect.x + c * step), round(rect.y + r * (size + 4))))
    return out

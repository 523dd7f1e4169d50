"""The layout vocabulary (tabletop/table/layout.py): what a table declares, worked out the same way at every table."""

import pygame

from tabletop.table.frame import make_frame
from tabletop.table.layout import Block, CardRow, SeatRing, Strip, others, split


class View:
    def __init__(self, players):
        self.players = players


def test_the_other_seats_sit_clockwise_from_the_one_after_the_viewer():
    assert others(View(5), 3) == [4, 0, 1, 2]
    assert others(View(2), 0) == [1]


def test_a_strip_keeps_its_least_width_on_a_narrow_window_and_its_share_on_a_wide_one():
    small, large = make_frame((1024, 640)), make_frame((1920, 1080))
    side = Strip(least=11, per=5)
    assert side.length(small, 500) == small.unit * 11            # 500 // 5 is less than 11 units
    assert side.length(large, 3000) == 600                      # the fifth part, in whole pixels
    assert Strip(least=1, share=0.3, px=400).length(large, 1000) == 400   # never under its pixels


def test_split_gives_strips_their_length_and_the_share_the_rest():
    frame = make_frame((1280, 800))
    rect = pygame.Rect(10, 20, 1000, 200)
    left, middle, right = split(rect, [Strip(per=5), 1.0, 150], frame, gap=10)
    assert (left.w, right.w) == (200, 150)
    assert middle.w == 1000 - 200 - 150 - 20 and middle.x == left.right + 10
    top, rest = split(rect, [Strip(least=2), 1.0], frame, down=True)
    assert top.h == frame.unit * 2 and rest.bottom == rect.bottom


def test_cards_grow_with_the_room_up_to_their_most_and_ask_for_their_height():
    frame = make_frame((1280, 800))
    row = CardRow(most=6, across=4)
    assert row.card(200, frame) == 50                             # four across 200 px
    assert row.card(4000, frame) == frame.unit * 6                # never wider than six units
    assert row.need(200, frame, units=1, px=10) == round(50 * 1.4 + frame.unit + 10)
    assert CardRow(most=6, across=4, snapped=True).card(203, frame) <= 50.75


def test_a_seat_ring_gives_each_seat_a_column_and_centres_a_capped_row():
    frame = make_frame((1280, 800))
    band = pygame.Rect(0, 0, 900, 100)
    cells = SeatRing().cells(band, [2, 3, 1], frame)
    assert list(cells) == [2, 3, 1]
    assert cells[2].x == 0 and cells[1].right == 900
    capped = SeatRing(most=10).cells(band, [1, 2], frame)
    width = capped[1].w
    assert width <= frame.unit * 10 + 1
    assert abs((capped[1].x - band.x) - (band.right - capped[2].right)) <= 1     # centred
    two_lines = SeatRing().cells(pygame.Rect(0, 0, 900, 200), [1, 2, 3, 4], frame, lines=2)
    assert two_lines[1].y == two_lines[2].y < two_lines[3].y == two_lines[4].y


def test_a_block_cuts_a_seat_in_rows_by_units_and_share():
    frame = make_frame((1280, 800))
    plate, cards, coins = Block((Strip(least=1.7), 1.0, Strip(least=1.6))).cut(pygame.Rect(0, 0, 200, 150), frame)
    assert plate.h == round(frame.unit * 1.7) and coins.h == round(frame.unit * 1.6)
    assert coins.bottom == 150 and cards.y == plate.bottom + 4
    spaced = Block((10, 10), pads=0.5).cut(pygame.Rect(0, 0, 50, 50), frame)
    assert spaced[1].y == 10 + frame.pad // 2


def test_piles_lie_in_a_row_or_a_column_whichever_gives_bigger_cards_each_with_room_for_its_caption():
    import itertools

    from tabletop.table.frame import card_height
    from tabletop.table.layout import Piles

    frame = make_frame((1280, 800))
    below, gap = frame.small + 6, 8
    for (w, h), n in itertools.product([(400, 120), (120, 500), (300, 300), (90, 60), (600, 900)], [1, 2, 3]):
        rect = pygame.Rect(30, 40, w, h)
        spots = Piles(most=6).rects(rect, n, frame, gap=gap, below=below)
        assert len(spots) == n and len({s.size for s in spots}) == 1
        card = spots[0]
        assert 8 <= card.w <= frame.unit * 6 and card.h == card_height(card.w)
        in_row = len({s.y for s in spots}) == 1
        for a, b in itertools.pairwise(spots):       # apart by the gap, a caption's room under each in a column
            assert (b.x - a.right == gap) if in_row else (b.y - a.bottom == below + gap)
        if card.w > 8:                                # when they fit: inside the rect, captions included
            assert rect.contains(spots[0].unionall(spots[1:]).inflate(0, below).move(0, below // 2))
    wide = Piles().rects(pygame.Rect(0, 0, 900, 150), 3, frame, gap=gap, below=below)
    tall = Piles().rects(pygame.Rect(0, 0, 150, 900), 3, frame, gap=gap, below=below)
    assert len({s.y for s in wide}) == 1 and len({s.x for s in tall}) == 1
    assert Piles(cap=40).rects(pygame.Rect(0, 0, 900, 900), 2, frame)[0].w <= 40

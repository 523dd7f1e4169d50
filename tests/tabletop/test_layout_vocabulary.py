"""The layout vocabulary (tabletop/table/layout.py): what tables declare instead of computing rectangles."""

import itertools

import pygame

from tabletop.table.frame import card_height, make_frame
from tabletop.table.layout import Piles


def test_piles_lie_in_a_row_or_a_column_whichever_gives_bigger_cards_each_with_room_for_its_caption():
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

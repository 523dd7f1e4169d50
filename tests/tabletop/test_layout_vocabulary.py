"""The shared layout vocabulary (tabletop/table/layout.py and the zones' own placements): what a table declares,
worked out the same way at every table, checked on its own."""

import pygame

from tabletop.render import fonts
from tabletop.table.frame import make_frame
from tabletop.table.layout import Block, CardRow, SeatRing, Strip, in_a_row, others, split
from tabletop.table.zones import Pile


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


def _caption_drawn(pile: Pile, unit: int = 18) -> list:
    """(words, rect) of every line `pile` draws under itself."""
    pygame.init()
    surface = pygame.Surface((800, 600))
    with fonts.placing() as drawn:
        pile.draw_under(surface, unit)
    return [(p.words, p.rect, p.cut) for p in drawn if p.words]


def test_a_pile_caption_in_its_room_is_one_line_where_it_fits_else_its_lines_never_cut():
    """A caption given a room (the space the layout leaves it under the pile) stays on one line where that fits,
    else breaks where its language breaks it, in smaller type if need be: never cut, never out of the room, clear
    of the count's chip that straddles the pile's lower right corner, each line centred under the pile."""
    card = pygame.Rect(300, 100, 60, 84)
    wide = pygame.Rect(200, card.bottom + 4, 260, 60)
    lines = _caption_drawn(Pile("p", card, caption="taken, face down", caption_lines="taken,\nface down",
                                caption_room=wide))
    assert [w for w, _r, _c in lines] == ["taken, face down"]
    assert abs(lines[0][1].centerx - card.centerx) <= 1 and wide.contains(lines[0][1])

    narrow = pygame.Rect(card.x - 40, card.bottom + 4, card.w + 40, 60)
    pile = Pile("p", card, count=12, caption="taken, face down", caption_lines="taken,\nface down",
                caption_room=narrow)
    lines = _caption_drawn(pile)
    room = pile.caption_space(18)
    assert [w for w, _r, _c in lines] == ["taken,", "face down"] and not any(c for _w, _r, c in lines)
    assert room.right == card.right - pile.chip_width(18) // 2 - 4          # clear of the count's chip
    assert all(room.contains(r) for _w, r, _c in lines)
    assert lines[0][1].bottom <= lines[1][1].y                              # the lines do not touch


def test_a_pile_caption_without_a_room_is_cut_to_one_line_as_before():
    """Piles that declare no room keep the one-line caption, cut to fit (other tables' "discard 3 · tap to look")."""
    card = pygame.Rect(300, 100, 40, 56)
    lines = _caption_drawn(Pile("p", card, caption="discard 3 · tap to look at the whole pile"))
    assert len(lines) == 1 and lines[0][2]


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


def test_pieces_in_a_row_keep_their_step_while_they_fit_and_close_up_to_stay_inside():
    rect = pygame.Rect(10, 20, 100, 40)
    roomy = in_a_row(rect, 3, 20, 20, 25)
    assert [r.x for r in roomy] == [10, 35, 60] and {r.y for r in roomy} == {30}        # centred up and down
    tight = in_a_row(rect, 6, 20, 20, 25)
    assert tight[0].x == rect.x and tight[-1].right == rect.right                      # overlapping, never past it
    assert all(b.x - a.x <= 25 for a, b in zip(tight, tight[1:], strict=False))
    assert in_a_row(rect, 1, 20, 60, 25) == [pygame.Rect(10, 20, 20, 60)]             # taller: from the top
    assert in_a_row(rect, 0, 20, 20, 25) == []

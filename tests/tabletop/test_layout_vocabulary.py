"""The shared layout vocabulary (tabletop/table/layout.py and the zones' own placements): what tables declare
instead of computing rectangles by hand, checked on its own."""

import pygame

from tabletop.render import fonts
from tabletop.table.zones import Pile


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

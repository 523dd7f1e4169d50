"""A large board's window (table/viewport.py) and its keyboard cursor (table/pan_zoom.py), on their own: the
window comes back over the cells when the board shrinks, and an arrow key goes to the nearest place that way.
Through a real table (the wheel, keys, buttons, fingers, a drag on bare felt): test_table_savannah*.py."""

import pygame

from tabletop.table.pan_zoom import nearest_that_way
from tabletop.table.viewport import Grid, Viewport
from tabletop.table.zones import Item

CARDS = Grid(gap=0.07, margin=0.15, least=1.9, smallest=8, zoom=(1.0, 20.0), beyond=1.6)   # cards nearly touching


def test_the_window_stays_on_the_cards_as_the_second_phase_clears_them():
    """Following plays across a savannah too big to fit, then the savannah shrinking: the window comes
    back over what is left, instead of staying on felt where cards used to be."""
    pygame.init()
    port = Viewport(CARDS)
    rect = pygame.Rect(0, 0, 600, 500)
    port.lay(rect, _box(-12, -12, 12, 12), (12, 12), 18, 90)      # the first phase: wide, the last play far off
    assert port.rect.contains(port.cell_rect(12, 12))
    assert not port.rect.contains(port.cell_rect(-12, -12))      # it pans: not everything fits
    port.lay(rect, _box(-3, -3, -1, -1), (-2, -2), 18, 90)       # the second phase left three by three
    for r in range(-3, 0):
        for c in range(-3, 0):
            assert port.rect.contains(port.cell_rect(r, c))
    port.lay(rect, _box(-3, -3, -1, -1), (-2, -2), 18, 90)       # and it stays centred on them
    centre = port.cell_rect(-2, -2).center
    assert abs(centre[0] - rect.centerx) <= 2 and abs(centre[1] - rect.centery) <= 2


def _box(r0, c0, r1, c1) -> set:
    return {(r, c) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)}


def test_an_arrow_key_goes_to_the_nearest_place_that_way():
    places = [("left", (0, 50)), ("right", (100, 50)), ("far-right", (300, 50)), ("up", (50, 0)),
              ("down-right", (90, 120))]
    here = (50, 50)
    assert nearest_that_way(here, (1, 0), places) == "right"
    assert nearest_that_way(here, (-1, 0), places) == "left"
    assert nearest_that_way(here, (0, -1), places) == "up"
    assert nearest_that_way(here, (0, 1), places) == "down-right"
    assert nearest_that_way((300, 50), (1, 0), places) is None    # nothing further that way: the cursor stays


def test_cards_cut_by_the_windows_edge_are_drawn_clipped_and_their_spaces_not_lit():
    """A card wholly in the window is a piece; one its edge cuts, or lying under the zoom buttons, is drawn
    clipped (to be panned into view); a space mostly out of the window takes no drop."""
    pygame.init()
    port = Viewport(CARDS)
    port.lay(pygame.Rect(0, 0, 600, 500), _box(-12, -12, 12, 12), (0, 0), 18, 90)   # too big: the window pans
    cells = sorted(_box(-12, -12, 12, 12))
    inside = port.rect.inflate(-2, -2)
    corner = pygame.Rect(port.rect.right - 60, port.rect.y, 60, 30)
    places, peeks = port.sort([(Item(f"card:{cell}", ("back",)), cell) for cell in cells], corner)
    assert places and peeks
    assert all(inside.contains(r) and not corner.colliderect(r) for _item, r in places)
    assert all(not inside.contains(r) or corner.colliderect(r) for _face, r in peeks)
    assert len(places) + len(peeks) == sum(inside.colliderect(port.cell_rect(*c)) for c in cells)
    for cell in cells:
        lit, r = port.lit_part(cell, 4), port.cell_rect(*cell)
        seen = r.clip(inside)
        assert (lit is None) == (seen.w * seen.h * 2 < r.w * r.h)
        assert lit is None or inside.contains(lit)

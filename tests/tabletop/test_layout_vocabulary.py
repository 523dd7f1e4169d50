"""The layout vocabulary (tabletop/table/layout.py): what tables declare instead of computing rectangles."""

import pygame

from tabletop.table.layout import in_a_row


def test_pieces_in_a_row_keep_their_step_while_they_fit_and_close_up_to_stay_inside():
    rect = pygame.Rect(10, 20, 100, 40)
    roomy = in_a_row(rect, 3, 20, 20, 25)
    assert [r.x for r in roomy] == [10, 35, 60] and {r.y for r in roomy} == {30}        # centred up and down
    tight = in_a_row(rect, 6, 20, 20, 25)
    assert tight[0].x == rect.x and tight[-1].right == rect.right                      # overlapping, never past it
    assert all(b.x - a.x <= 25 for a, b in zip(tight, tight[1:], strict=False))
    assert in_a_row(rect, 1, 20, 60, 25) == [pygame.Rect(10, 20, 20, 60)]             # taller: from the top
    assert in_a_row(rect, 0, 20, 20, 25) == []

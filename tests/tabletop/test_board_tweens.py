"""Pieces move as people can follow: along a path space by space, and one after another."""

import pygame

from tabletop.table.pieces import Board, Piece


def positions(board, pid, seconds, dt=0.01):
    seen = []
    for _ in range(int(seconds / dt)):
        board.update(dt)
        s = board.sprites[pid]
        seen.append((round(s.x), round(s.y)))
    return seen


def test_a_piece_passes_every_space_on_its_way():
    board = Board()
    board.duration = 0.2
    board.place([Piece("ducky", "d", pygame.Rect(0, 0, 10, 10))], animate=False)
    via = ((105, 5), (205, 5), (205, 105))           # centres of the spaces between
    board.place([Piece("ducky", "d", pygame.Rect(300, 100, 10, 10), via=via)])
    seen = positions(board, "ducky", 2.0)
    for cx, cy in via:
        assert (cx - 5, cy - 5) in seen, f"never stood on {(cx, cy)}"
    assert seen[-1] == (300, 100)
    corner = seen.index((200, 0))
    assert all(x == 200 for x, _y in seen[corner:seen.index((200, 100))])   # straight down, not across


def test_a_delayed_piece_waits_for_the_one_before():
    board = Board()
    board.duration = 0.2
    board.place([Piece("a", "x", pygame.Rect(0, 0, 10, 10)), Piece("b", "x", pygame.Rect(0, 50, 10, 10))],
                animate=False)
    board.place([Piece("a", "x", pygame.Rect(100, 0, 10, 10)),
                 Piece("b", "x", pygame.Rect(100, 50, 10, 10), delay=0.25)])
    for _ in range(20):
        board.update(0.01)
    assert board.sprites["a"].x > 50 and board.sprites["b"].x == 0      # b has not started yet
    for _ in range(60):
        board.update(0.01)
    assert round(board.sprites["b"].x) == 100 and not board.animating


def test_a_card_turned_over_narrows_and_opens_on_its_new_face():
    board = Board()
    board.duration = 0.2
    board.place([Piece("c", ("back",), pygame.Rect(0, 0, 10, 10), turns=True)], animate=False)
    board.place([Piece("c", ("card", "lion-3a"), pygame.Rect(0, 0, 10, 10), turns=True)])
    seen = []
    for _ in range(40):
        board.update(0.01)
        seen.append(board.sprites["c"].shown)
    faces = [face for face, _w in seen]
    assert ("back",) in faces and faces[-1] == ("card", "lion-3a")
    assert min(w for _f, w in seen) < 0.2 and seen[-1][1] == 1.0 and not board.animating

"""duck! duck! SAFARI! drawings: every piece at every small width and a few large ones (no native
crash, the asked size), and the board geometry the table places pieces with.

pygame-ce 2.5.8 dies without a traceback on zero-size surfaces in transforms, so the small widths
(where rounding hits zero) are drawn one by one.
"""

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from rules.safari.components import ALL_CARDS, ANIMALS, DUCKIES, RACING_CARDS, SPOT_LABELS, SUITS, card_name  # noqa: E402
from tabletop.render import safari, safe  # noqa: E402
from tabletop.render.safari import (  # noqa: E402
    ASPECT,
    LAP_ID,
    MARKER_IDS,
    board_rect,
    board_surface,
    card_back,
    card_face,
    card_height,
    describe,
    ducky,
    ducky_shadow,
    hilo_geometry,
    lap_card,
    marker_card,
    number_side_geometry,
    racing_back,
    racing_card,
    track_path,
)

WIDTHS = [*range(1, 61), 90, 140, 260, 600]
RECTS = [(0, 0, 800, 500), (10, 20, 1200, 500), (5, 5, 400, 900), (0, 0, 1600, 1000), (3, 7, 333, 211),
         (0, 0, 641, 401)]
"""Board rects: the board's own 16:10, too wide, too tall, large, and odd sizes that round."""


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def test_every_game_card_face_at_every_width():
    for width in WIDTHS:
        for card in ALL_CARDS:
            assert card_face(card, width).get_size() == (width, card_height(width)), (card, width)


def test_backs_markers_and_lap_cards_at_every_width():
    for width in WIDTHS:
        size = (width, card_height(width))
        assert card_back(width).get_size() == size
        assert racing_back(width).get_size() == size
        assert lap_card(width).get_size() == size
        for suit in SUITS:
            assert marker_card(suit, width).get_size() == size, (suit, width)


def test_racing_cards_at_every_width():
    for width in WIDTHS:
        for rc in RACING_CARDS:
            assert racing_card(rc, width).get_size() == (width, card_height(width)), (rc, width)


def test_duckies_at_every_size_both_ways():
    for size in WIDTHS:
        for name in DUCKIES:
            for facing in ("right", "left"):
                for shadow in (True, False):
                    assert ducky(name, size, facing, shadow).get_size() == (size, size), (name, size)
        assert ducky_shadow(size).get_size() == (size, size)


def test_both_board_sides_at_every_width_and_odd_shapes():
    for side in ("number", "hilo"):
        for width in WIDTHS:
            for w, h in ((width, round(width / ASPECT)), (width, width), (width, 1), (1, width)):
                assert board_surface(side, w, h).get_size() == (max(1, w), max(1, h)), (side, w, h)


def test_faces_entry_point_draws_everything():
    keys = list(safari.faces())
    assert len([k for k in keys if k[0] == "card"]) == 66
    for key in keys:
        for width in (1, 2, 7, 33, 90):
            img = safari.face(key, width)
            assert img.get_width() == width, key


def test_faces_are_cached_and_copies_share_a_drawing():
    assert card_face("lion-3a", 77) is card_face("lion-3a", 77)
    assert card_face("lion-3a", 77) is card_face("lion-3b", 77)  # the two printed copies look alike
    assert ducky("zebra", 40) is ducky("zebra", 40)
    assert board_surface("number", 320, 200) is board_surface("number", 320, 200)


def test_ducky_colours_differ_and_left_is_a_mirror():
    right, left = ducky("tiger", 48), ducky("tiger", 48, "left")
    assert pygame.image.tobytes(right, "RGBA") != pygame.image.tobytes(left, "RGBA")
    assert pygame.image.tobytes(safe.flip(right, True, False), "RGBA") == pygame.image.tobytes(left, "RGBA")
    drawings = {pygame.image.tobytes(ducky(d, 32), "RGBA") for d in DUCKIES}
    assert len(drawings) == len(DUCKIES)


def _inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(inner)


@pytest.mark.parametrize("rect", RECTS)
def test_number_side_geometry(rect):
    g = number_side_geometry(rect)
    board = g.rect
    assert board == board_rect(rect)
    assert _inside(board, pygame.Rect(rect))
    assert abs(board.w / board.h - ASPECT) < 0.02
    assert board.w == rect[2] or board.h == rect[3]  # as large as fits
    tiles = [g.space_rect(i) for i in range(20)]
    for i, tile in enumerate(tiles):
        assert _inside(tile, board), i
        assert tile.collidepoint(g.space_center(i)), i
        for j in range(i):
            assert not tile.colliderect(tiles[j]), (i, j)
    # in loop order: neighbours touch, and the centres go once round the board, clockwise on screen
    angles = []
    cx, cy = board.center
    for i in range(20):
        a, b = g.space_center(i), g.space_center((i + 1) % 20)
        assert math.dist(a, b) < 1.5 * max(tiles[i].w, tiles[i].h), i
        angles.append(math.atan2(a[1] - cy, a[0] - cx))
    turn = sum((angles[(i + 1) % 20] - angles[i] + math.pi) % (2 * math.pi) - math.pi for i in range(20))
    assert turn == pytest.approx(2 * math.pi, abs=1e-6)
    assert g.space_center(20) == g.space_center(0) and g.space_center(43) == g.space_center(3)
    # the card row: six spots, the 1st at the right end and the later ones leftwards as the rulebook lays
    # them ("the empty slot farthest to the right", Example B's cards "pushed to the left"), clear of the
    # track, with their label and value bands
    spots = [g.spot_rect(k) for k in range(len(SPOT_LABELS))]
    assert [s.x for s in spots] == sorted((s.x for s in spots), reverse=True)
    others = spots + [g.racing_card_rect, g.lap_pile_rect]
    for k, spot in enumerate(others):
        assert _inside(spot, board)
        assert spot.collidelist(tiles) == -1
        assert all(not spot.colliderect(o) for o in others[:k])
    for k in range(len(SPOT_LABELS)):
        assert g.spot_label_rect(k).bottom <= spots[k].top + 1
        assert g.spot_value_rect(k).top >= spots[k].bottom - 1
        assert _inside(g.spot_value_rect(k), board)
    assert abs(spots[0].h / spots[0].w - 1.4) < 0.1  # a card fills a spot
    assert g.ducky_size() <= min(tiles[0].w, tiles[0].h)
    assert len(set(g.space_points(5, 3))) == 3


@pytest.mark.parametrize("rect", RECTS)
def test_hilo_geometry(rect):
    g = hilo_geometry(rect)
    board = g.rect
    rects = [g.explorer_rect]
    for animal in ANIMALS:
        higher, stack, lower = g.higher_rect(animal), g.stack_rect(animal), g.lower_rect(animal)
        assert higher.bottom <= stack.top and stack.bottom <= lower.top
        assert g.side_rect(animal, "higher") == higher and g.side_rect(animal, "lower") == lower
        rects += [higher, stack, lower]
    for i, r in enumerate(rects):
        assert _inside(r, board), i
        assert all(not r.colliderect(o) for o in rects[:i]), i
    xs = [g.stack_rect(a).centerx for a in ANIMALS]
    assert xs == sorted(xs) and g.explorer_rect.right < xs[0]  # explorer on the left, then the animals


def test_geometry_matches_the_drawing():
    """The pixels where the geometry says a tile or spot is belong to the board; outside is clear."""
    w, h = 900, 700  # taller than 16:10: the board is centred with clear bands above and below
    g = number_side_geometry((0, 0, w, h))
    img = board_surface("number", w, h)
    assert g.rect.top > 0
    assert img.get_at((w // 2, g.rect.top // 2)).a == 0
    for i in range(20):
        assert img.get_at(g.space_center(i)).a == 255
    grass = img.get_at(g.spot_rect(0).center)
    tile = img.get_at((g.space_rect(2).centerx, g.space_rect(2).bottom - 3))
    assert grass != tile  # the spot is on the grass, the tile is sand
    hg = hilo_geometry((0, 0, w, h))
    assert board_surface("hilo", w, h).get_at(hg.stack_rect("lion").center).a == 255


def test_track_path_wraps_past_twenty():
    g = number_side_geometry((0, 0, 800, 500))
    c = g.space_center
    assert track_path(g, 18, 22) == [c(19), c(0), c(1), c(2)]
    assert track_path(g, 19, 1) == [c(0), c(1)]  # spaces, not positions: 19 -> 1 goes forward round
    assert track_path(g, 43, 47) == [c(4), c(5), c(6), c(7)]
    assert track_path(g, 5, 5) == []
    assert track_path(g, 5, 7, include_start=True) == [c(5), c(6), c(7)]
    assert len(track_path(g, 0, 40)) == 40


def test_describe_every_piece():
    for card in ALL_CARDS:
        title, lines = describe(card)
        assert title == card_name(card) and lines and all(isinstance(x, str) and x for x in lines)
    for key in (*RACING_CARDS, *MARKER_IDS, LAP_ID):
        title, lines = describe(key)
        assert title and lines
    assert describe("RC-01")[1][0].endswith("4 spaces.")
    with pytest.raises(KeyError):
        describe("lion-7a")


@pytest.mark.parametrize("size", [(685, 428), (540, 338), (1200, 750)])
def test_duckies_on_a_space_stand_side_by_side_and_leave_its_number_readable(size):
    """One, two or three duckies on a space (duckies a lap apart share one): each square inside the tile,
    none over another, and every ducky drawn there leaves the space's number disc untouched."""
    w, h = size
    g = number_side_geometry((0, 0, w, h))
    plain = board_surface("number", w, h)
    for i in range(20):
        tile, disc = g.space_rect(i), g.number_rect(i)
        for n in (1, 2, 3):
            squares = g.ducky_squares(i, n)
            assert len(squares) == n and all(tile.contains(sq) for sq in squares), (i, n)
            assert all(not a.colliderect(b) for k, a in enumerate(squares) for b in squares[:k]), (i, n)
            assert [sq.x for sq in squares] == sorted(sq.x for sq in squares)
            for animals in (DUCKIES[:n], DUCKIES[-n:]):
                board = plain.copy()
                for animal, sq in zip(animals, squares, strict=True):
                    board.blit(ducky(animal, sq.w), sq)
                r = disc.w / 2
                inside = [(x, y) for x in range(disc.x, disc.right) for y in range(disc.y, disc.bottom)
                          if (x + 0.5 - disc.centerx) ** 2 + (y + 0.5 - disc.centery) ** 2 <= (r - 1) ** 2]
                assert inside and all(board.get_at(p) == plain.get_at(p) for p in inside), (i, n, animals)
    lone, pair = g.ducky_squares(3, 1)[0], g.ducky_squares(3, 2)
    assert lone.w >= 0.75 * g.ducky_size() and pair[0].w >= 0.5 * g.ducky_size()    # still duckies, not dots


def test_the_track_runs_leftward_only_along_the_bottom():
    g = number_side_geometry((0, 0, 800, 500))
    left = [i for i in range(20) if g.runs_leftward(i)]
    assert left == list(range(10, 17))
    assert all(g.space_center(i)[0] > g.space_center(i + 1)[0] for i in left[:-1])

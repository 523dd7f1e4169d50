"""Deducktion on a big screen: the pieces grow into the space instead of leaving wide bands of empty felt
(issue 47, item 7), while the smaller windows keep their layout.

Measured on the real layout of a few positions of random games: the union of the pieces' rects (cards,
backs, melds, question cards) must cover at least COVER of the felt at 1920x1080 and 3840x2160 (before: an
eighth to a fifth, the cards held at their 1280x800 proportions), and the viewer's cards must grow from
1280x800 to 1920x1080 at least as much as the window's height does (1080 / 800)."""

import pygame
import pytest

import rules
from tabletop.games import make_adapter
from tabletop.table.painter import Painter
from tests.tabletop.test_layout import checkpoints

COVER = 0.25                  # a quarter of the felt under cards: the hands, the melds and the questions read large
GROWTH = 1080 / 800           # the viewer's cards grow at least as the window's height


def laid_out(state, size):
    game = rules.games()["deducktion"]
    painter = Painter(make_adapter("deducktion", game))
    pieces = painter.lay_out(game.view(state, 0), size)
    return painter, pieces


def covered(painter, pieces) -> float:
    felt = painter.frame.play
    mask = pygame.Mask(felt.size)
    for p in pieces:
        r = p.rect.clip(felt)
        if r.w and r.h:
            mask.draw(pygame.Mask(r.size, fill=True), (r.x - felt.x, r.y - felt.y))
    return mask.count() / (felt.w * felt.h)


def hand_width(pieces) -> int:
    return max(p.rect.w for p in pieces if (p.handle or "").startswith("card:"))


@pytest.mark.parametrize("players", [3, 5])
def test_the_pieces_grow_into_a_big_screen(players):
    pygame.init()
    game = rules.games()["deducktion"]
    for k, state in enumerate(checkpoints(game, players, seed=11, every=23, most=3)):
        where = f"{players} players, checkpoint {k}"
        small = laid_out(state, (1280, 800))
        for size in [(1920, 1080), (3840, 2160)]:
            share = covered(*laid_out(state, size))
            assert share >= COVER, f"{where} at {size}: the pieces cover {share:.2f} of the felt"
        if game.view(state, 0).hand:
            grown = hand_width(laid_out(state, (1920, 1080))[1]) / hand_width(small[1])
            assert grown >= GROWTH - 0.01, f"{where}: the hand's cards grow only x{grown:.2f} at 1920x1080"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_smaller_windows_keep_every_piece_on_the_felt_and_apart(size):
    """Growth never pushes a piece off the felt or two zones onto each other at the sizes that had no room to
    spare."""
    from tests.tabletop.test_layout import overlaps

    pygame.init()
    game = rules.games()["deducktion"]
    for players in (3, 5):
        for state in checkpoints(game, players, seed=7, every=23, most=3):
            painter, pieces = laid_out(state, size)
            assert not overlaps(painter.zones), overlaps(painter.zones)[:3]
            assert all(painter.frame.play.contains(p.rect) for p in pieces)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_no_bare_band_across_the_felt(players):
    """Seen at 1920x1080: a band of 260 px of bare felt between the others' hands and the questions, the row
    kept for melds under their hands before anyone had melded. Projected onto the felt's height, the pieces,
    name plates, the question's words, the status line and the action strip leave no gap wider than a tenth
    of the felt (test_big_screens.py's measure), at 1920x1080 and 3840x2160."""
    from tabletop.table.zones import Plate
    from tests.tabletop.test_big_screens import BARE_SHARE, widest_gap

    pygame.init()
    game = rules.games()["deducktion"]
    for k, state in enumerate(checkpoints(game, players, seed=11, every=23, most=3)):
        for size in [(1920, 1080), (3840, 2160)]:
            painter, pieces = laid_out(state, size)
            frame = painter.frame
            words = [z.rect for z in painter.zones if isinstance(z, Plate) or z.name == "question"]
            rects = [p.rect for p in pieces] + words + [frame.status, frame.actions]
            gap = widest_gap([(r.y, r.bottom) for r in rects], frame.play.y, frame.play.bottom)
            assert gap <= BARE_SHARE * frame.play.h, f"checkpoint {k} at {size}: a bare band {gap} px high"

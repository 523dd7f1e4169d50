"""Every table is laid out well at every window shape: nothing overlaps that is not meant to fan or
stack, nothing runs off the felt or under the side panel, and the scoreboard has room for its
columns. Checked for every game with a table, at several points of a game, headless."""

import random

import pygame
import pytest

import rules
from tabletop.games import ADAPTERS, make_adapter
from tabletop.table.painter import Painter
from tabletop.table.panel import column_widths
from tabletop.table.zones import Area, Picture

SIZES = [(1024, 640), (1024, 1000), (1280, 800), (1600, 1000), (1920, 1080), (3840, 2160)]


def checkpoints(game, players: int, seed: int, every: int = 37, most: int = 5):
    """States along a random game: the start and a few later ones (hands, piles, tokens grown)."""
    rnd = random.Random(seed)
    s = game.setup(players, seed)
    yield s
    moved = 0
    while not game.is_over(s) and most > 1:
        seat = game.to_act(s)[0]
        s = game.apply(s, rnd.choice(game.legal_moves(s, seat)))
        moved += 1
        if moved % every == 0:
            most -= 1
            yield s


def overlaps(zones) -> list[str]:
    """Pairs of zones whose drawn rects overlap (a zone's own pieces may fan or stack)."""
    drawn = [(z.name, r) for z in zones if not isinstance(z, (Area, Picture)) for r in z.rects()]
    found = []
    for i, (a, ra) in enumerate(drawn):
        for b, rb in drawn[i + 1:]:
            if a != b and ra.colliderect(rb) and ra.clip(rb).w * ra.clip(rb).h > 4:
                found.append(f"{a} {ra} / {b} {rb}")
    return found


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_window_shape_lays_out_cleanly(speaking, game_id):
    pygame.init()
    game = rules.games()[game_id]
    adapter = make_adapter(game_id, game)
    adapter.names = ["Robin", "Ada (bot)", "Basil (bot)", "Cleo (bot)", "Dmitri (bot)", "Esme (bot)",
                     "Fern (bot)", "Gus (bot)", "Hana (bot)", "Ines (bot)"]
    painter = Painter(adapter)
    for players in sorted({game.min_players, min(game.max_players, 5)}):
        for state in checkpoints(game, players, seed=players * 7):
            view = game.view(state, 0)
            for size in SIZES:
                pieces = painter.lay_out(view, size)
                frame = painter.frame
                where = f"{players} players at {size[0]}x{size[1]}"
                assert not overlaps(painter.zones), f"{where}: {overlaps(painter.zones)[:3]}"
                for p in pieces:
                    assert frame.play.contains(p.rect), f"{where}: {p.id} {p.rect} leaves the felt {frame.play}"
                for zone in painter.zones:
                    for r in zone.rects():
                        assert not r.colliderect(frame.status), f"{where}: {zone.name} covers the status line"
                spec = adapter.panel(view)
                if spec.headers:
                    widths = column_widths(spec, frame.unit, frame.panel.w - 2 * frame.unit)
                    assert widths[0] >= frame.unit * 5, f"{where}: the names have no room in the scoreboard"


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_cards_grow_with_the_window(game_id):
    """A bigger window gives bigger cards (no band of empty felt while cards stay small)."""
    pygame.init()
    game = rules.games()[game_id]
    painter = Painter(make_adapter(game_id, game))
    view = game.view(game.setup(min(game.max_players, 4), 3), 0)

    def largest(size):
        return max(p.rect.w for p in painter.lay_out(view, size))

    assert largest((1280, 800)) < largest((1920, 1080)) < largest((3840, 2160))
    assert largest((1600, 1000)) > largest((1280, 800))


def test_at_1280x800_numbers_and_icons_are_big_enough_to_read_from_the_couch():
    """Hand cards, the display and the trick are drawn large enough for their icons to be 16 px."""
    from tabletop.render.creature_cards import PROPORTIONS

    pygame.init()
    game = rules.games()["strange-creatures"]
    painter = Painter(make_adapter("strange-creatures", game))
    view = game.view(game.setup(4, 3), 0)
    pieces = painter.lay_out(view, (1280, 800))
    icon = min(PROPORTIONS.icon, PROPORTIONS.cost, PROPORTIONS.suit_mark)
    for p in pieces:
        if p.handle and p.handle.startswith("card:") and (p.id in view.hand or p.id in view.display):
            assert p.rect.w * icon >= 16, f"{p.id} is {p.rect.w} px wide: its icons would be too small"
    assert painter.frame.unit >= 16


# the bands of these tables are still sized by the viewer's own hand: the status line moves at a handover
STATUS_MOVES_WITH_THE_HAND: set[str] = set()


@pytest.mark.parametrize("game_id", [
    pytest.param(g, marks=pytest.mark.xfail(strict=True, reason="the status line moves with the viewer's hand"))
    if g in STATUS_MOVES_WITH_THE_HAND else g for g in ADAPTERS])
def test_the_board_stays_put_whoever_is_in_front_of_the_screen(game_id):
    """Every seat's view of one position lays out the same side panel, status line and board (a Picture zone):
    passing the laptop on shows the next person their own hand, never a board that moved or changed size."""
    pygame.init()
    game = rules.games()[game_id]
    painter = Painter(make_adapter(game_id, game))
    for players in sorted({game.min_players, min(game.max_players, 5)}):
        for state in checkpoints(game, players, seed=players * 7):
            for size in SIZES:
                seen = {}
                for seat in range(players):
                    painter.lay_out(game.view(state, seat), size)
                    frame = painter.frame
                    boards = {z.name: tuple(z.rect) for z in painter.zones if isinstance(z, Picture)}
                    seen[seat] = (tuple(frame.panel), tuple(frame.status), boards)
                assert len(set(map(repr, seen.values()))) == 1, \
                    f"{game_id}, {players} players at {size[0]}x{size[1]}: {seen}"

"""Big screens are used: on a 1920x1080 or 3840x2160 window the pieces grow into the room, as a player
expects of a bigger screen, and no wide band of the felt is left bare.

Savannah, Herds and Animal Hunt here (tests named by game: other tables' checks go in files of their own).
What is measured, with thresholds from what a player expects rather than what the code gives:

- growth: from 1280x800 to 1920x1080 the window's height (what binds these tables) grows 1.35 times; every
  main piece grows at least that much, less one step of the card-size ladder (5%): 1.28 times. From
  1920x1080 to 3840x2160 (twice the size, where the frame's text unit, which caps hands, stops at 48 px)
  at least 1.85 times;
- no bare band: projected onto the felt's width and onto its height, the pieces (cards, duckies, boards,
  name plates) and the status line leave no gap wider than a tenth of the felt, at 1920x1080 and 3840x2160;
- room used: at 1920x1080 the pieces span at least 95% of the felt's width and 90% of its height.
"""

import pygame
import pytest

import rules
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig
from tabletop.table.zones import Area, Chip, Fan, Grid, Picture, Placed, Plate, Spot, Text
from tests.tabletop.test_layout import checkpoints

HD, UHD, LAPTOP = (1920, 1080), (3840, 2160), (1280, 800)
GROWS_TO_HD = 1.35 / 1.05
GROWS_TO_UHD = 1.95 / 1.05      # twice the window; the frame's text unit stops at 48 px (1.92-1.96 times)
BARE_SHARE = 0.10
NAMES = ["Robin", "Maximilian", "Basil (bot)", "Cleo"]


def table(app, game_id: str, players: int, checkpoint: int = 1) -> TableScene:
    game = rules.games()[game_id]
    seats = [SeatConfig(NAMES[0])] + [SeatConfig(NAMES[i], "Bot (easy)") for i in range(1, players)]
    scene = TableScene(app, game, GameConfig(game_id, seats, 5), pace=None)
    app.push(scene)
    states = list(checkpoints(game, players, seed=11, every=23, most=3))
    scene.session.state = states[min(checkpoint, len(states) - 1)]
    return scene


def laid_out(app, scene, size) -> dict:
    app.surface = pygame.Surface(size)
    scene.resize(size)
    scene.refresh(animate=False)
    return {z.name: z for z in scene.painter.zones}


def card_w(zone) -> int:
    """The width of a zone's cards (its widest piece)."""
    if isinstance(zone, Grid):
        return zone.card_w
    if isinstance(zone, Picture):
        return zone.rect.w
    return max(p.rect.w for p in zone.pieces())


def drawn_rects(zones: dict) -> list[pygame.Rect]:
    """What a player sees laid on the felt: pieces, boards, plates (not frames or drop spots)."""
    out = []
    for z in zones.values():
        if isinstance(z, (Picture, Plate, Chip, Text)):
            out.append(pygame.Rect(z.rect))
        elif not isinstance(z, (Area, Spot)):
            out += [pygame.Rect(p.rect) for p in z.pieces()]
    return out


def widest_gap(spans, low: int, high: int) -> int:
    """The longest run of [low, high) covered by none of the (start, end) spans."""
    gap, at = 0, low
    for a, b in sorted(spans):
        if a > at:
            gap = max(gap, min(a, high) - at)
        at = max(at, b)
    return max(gap, high - at)


def check_big_screen(app, scene, main: list[str]) -> None:
    """The checks of the module's docstring for the zones named in `main` (their cards must grow)."""
    sizes = {}
    for size in (LAPTOP, HD, UHD):
        zones = laid_out(app, scene, size)
        sizes[size] = {name: card_w(zones[name]) for name in main}
        if size == LAPTOP:
            continue
        felt = scene.painter.frame.inner
        seen = [*drawn_rects(zones), scene.painter.frame.status]        # the status line's words too
        rects = [r.clip(felt) for r in seen if r.colliderect(felt)]
        across = widest_gap([(r.x, r.right) for r in rects], felt.x, felt.right)
        down = widest_gap([(r.y, r.bottom) for r in rects], felt.y, felt.bottom)
        assert across <= felt.w * BARE_SHARE, f"a bare band {across} px wide across the felt at {size}"
        assert down <= felt.h * BARE_SHARE, f"a bare band {down} px high down the felt at {size}"
        if size == HD:
            span = rects[0].unionall(rects[1:])
            assert span.w >= 0.95 * felt.w and span.h >= 0.9 * felt.h, (tuple(span), tuple(felt))
    for name in main:
        laptop, hd, uhd = sizes[LAPTOP][name], sizes[HD][name], sizes[UHD][name]
        assert hd >= laptop * GROWS_TO_HD, f"{name}: {laptop} px at 1280x800, only {hd} px at 1920x1080"
        assert uhd >= hd * GROWS_TO_UHD, f"{name}: {hd} px at 1920x1080, only {uhd} px at 3840x2160"


@pytest.mark.parametrize("players", [2, 3])
def test_savannah_grows_into_a_big_screen(app, players):
    """The savannah's cards, your hand, the score board and the others' cards all grow with the screen."""
    scene = table(app, "savannah", players)
    check_big_screen(app, scene, ["savannah-cards", "hand", "board", "hand:1"])


@pytest.mark.parametrize("players", [2, 4])
def test_herds_grows_into_a_big_screen(app, players):
    scene = table(app, "herds", players)
    check_big_screen(app, scene, ["grassland", "hand", "board", "hand:1"])


@pytest.mark.parametrize("players", [2, 4])
def test_animal_hunt_grows_into_a_big_screen(app, players):
    scene = table(app, "animal-hunt", players)
    check_big_screen(app, scene, ["ground", "hand", "hand:1", "duckies"])


def test_animal_hunt_gives_a_wide_screens_spare_width_to_the_other_players_cards(app):
    """The hunting ground is held by its height on a 16:9 screen; the others' cards take the width it
    cannot use (as large as the ground's, never larger), where on a 16:10 one they keep their size."""
    scene = table(app, "animal-hunt", 4)
    zones = laid_out(app, scene, HD)
    ground = zones["ground"].card_w
    others = [card_w(zones[f"hand:{seat}"]) for seat in (1, 2, 3)]
    assert all(ground * 0.9 <= w <= ground for w in others), (ground, others)
    zones = laid_out(app, scene, (1024, 640))
    assert all(card_w(zones[f"hand:{seat}"]) <= zones["ground"].card_w for seat in (1, 2, 3))


def test_savannah_gives_a_wide_screens_spare_width_to_the_score_board(app):
    """On a 16:9 screen the board beside the savannah takes a larger share of the felt than on 16:10."""
    scene = table(app, "savannah", 3)
    share = {}
    for size in (LAPTOP, HD):
        zones = laid_out(app, scene, size)
        share[size] = zones["board"].rect.w / scene.painter.frame.inner.w
    assert share[HD] >= share[LAPTOP] * 1.1, share


@pytest.mark.parametrize("game_id", ["savannah", "herds", "animal-hunt"])
def test_small_windows_keep_every_piece_on_the_felt(app, game_id):
    """1024x640 and 1280x800 stay as they were: nothing leaves the felt nor runs into the side panel."""
    scene = table(app, game_id, 3)
    for size in ((1024, 640), LAPTOP):
        zones = laid_out(app, scene, size)
        play = scene.painter.frame.play
        for z in zones.values():
            if isinstance(z, (Fan, Placed, Grid)) and z.name != "savannah-cards":
                for p in z.pieces():
                    assert play.contains(p.rect), (game_id, size, z.name, tuple(p.rect))

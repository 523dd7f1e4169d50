"""The score track Savannah and Herds keep on the board's number side: no ducky covers a space's number,
no name on the board is cut or shrunk to specks, and each player's own plate carries their ducky."""

import pygame
import pytest

import rules
from tabletop.games.safari_scores import READABLE, ScoreTrack
from tabletop.render import fonts
from tabletop.render.safari import board_surface, ducky, number_side_geometry
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig
from tabletop.table.zones import Chip

ANIMALS4 = ["elephant", "lion", "monkey", "tiger"]


def disc_pixels(disc: pygame.Rect) -> list[tuple[int, int]]:
    r = disc.w / 2
    return [(x, y) for x in range(disc.x, disc.right) for y in range(disc.y, disc.bottom)
            if (x + 0.5 - disc.centerx) ** 2 + (y + 0.5 - disc.centery) ** 2 <= (r - 1) ** 2]


@pytest.mark.parametrize("rect", [pygame.Rect(0, 0, 265, 166), pygame.Rect(0, 0, 577, 361)])
def test_no_score_ducky_covers_a_number_on_the_track(rect):
    """One to four duckies on every space (scores a lap apart share one, as do tied scores): every number
    disc on the board reads exactly as printed once the duckies stand on the track."""
    pygame.init()
    geom = number_side_geometry(rect)
    plain = board_surface("number", geom.rect.w, geom.rect.h)
    for space in range(20):
        for n in (1, 2, 3, 4):
            entries = [(f"seat:{k}", ANIMALS4[k], space + 20 * k, f"P{k}") for k in range(n)]
            zones = {z.name: z for z in ScoreTrack().zones(rect, entries, 18)}
            board = plain.copy()
            for piece in zones["score-track"].pieces():
                board.blit(ducky(piece.face[1], piece.rect.w), piece.rect.move(-geom.rect.x, -geom.rect.y))
            for k in range(20):
                disc = geom.number_rect(k).move(-geom.rect.x, -geom.rect.y)
                assert all(board.get_at(p) == plain.get_at(p) for p in disc_pixels(disc)), (space, n, k)


def test_duckies_sharing_a_space_stand_in_the_order_they_run():
    """The ducky further along stands ahead in the way the track runs there (left on the bottom row)."""
    pygame.init()
    rect = pygame.Rect(0, 0, 577, 361)
    for space in (3, 12):
        entries = [("seat:0", "lion", space, "A"), ("seat:1", "zebra", space + 20, "B")]
        pieces = {p.id: p.rect for p in ScoreTrack().zones(rect, entries, 18)[2].pieces()}
        behind, ahead = pieces["score-ducky:seat:0"], pieces["score-ducky:seat:1"]
        assert (ahead.x < behind.x) if number_side_geometry(rect).runs_leftward(space) else (ahead.x > behind.x)


@pytest.mark.parametrize("size", [(265, 166), (338, 211), (577, 361)])
def test_the_boards_plates_show_whole_names_or_the_points_never_specks(size):
    """Three players with long names: each plate on the board shows the name (and points) whole in type no
    smaller than READABLE, or, where names cannot fit, the points."""
    pygame.init()
    entries = [("seat:0", "elephant", 5, "Robin"), ("seat:1", "lion", 46, "Maximilian"),
               ("seat:2", "monkey", 7, "Basil (bot)")]
    unit = round(size[1] / 11)
    chips = [z for z in ScoreTrack().zones(pygame.Rect((0, 0), size), entries, unit) if isinstance(z, Chip)]
    assert len(chips) == 3
    for chip, (_key, _d, points, label) in zip(chips, entries, strict=True):
        assert chip.text in (f"{label}: {points}", label, str(points)), chip.text
        size_drawn = max(9, min(chip.size, chip.rect.h - 2))        # as Chip draws it
        assert size_drawn >= READABLE
        assert fonts.font(size_drawn, "bold").size(chip.text)[0] <= chip.rect.w - 4
    assert len({"names" if c.text[0].isalpha() else "points" for c in chips}) == 1    # all alike


@pytest.mark.parametrize("game_id, players", [("savannah", 3), ("herds", 3), ("herds", 4)])
def test_every_players_name_plate_carries_their_score_ducky(app, game_id, players):
    """The board may be too small for names: each player's plate on the felt shows the ducky that walks for
    them (their side's, in Herds), at the plate's left end and as tall as it."""
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    scene = TableScene(app, rules.games()[game_id], GameConfig(game_id, seats, 5), pace=None)
    app.push(scene)
    for size in ((1024, 640), (1920, 1080)):
        app.surface = pygame.Surface(size)
        scene.resize(size)
        zones = {z.name: z for z in scene.painter.zones}
        view = scene.view
        for seat in range(players):
            usual = scene.adapter.score_duckies     # nobody chose in New game: the box's usual order
            want = usual[seat] if game_id == "savannah" else usual[view.sides[seat]]
            (piece,) = zones[f"plate-ducky:{seat}"].pieces()
            plate = zones[f"plate:{seat}"].rect
            assert piece.face == ("ducky", want)
            assert piece.rect.right <= plate.x and piece.rect.h == plate.h and piece.rect.y == plate.y

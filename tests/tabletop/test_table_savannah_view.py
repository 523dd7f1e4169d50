"""Savannah: the fitted view takes in the lit spaces round the cards (each gets its words), the window
stays on the cards as the second phase clears them, the keyboard's cursor moves the way the arrow
points, each plate on the score board carries its ducky, and the rules at hand list the view's keys."""

import random

import pygame

import rules
from rules.safari.savannah import Place
from tabletop.games.safari_scores import ScoreTrack
from tabletop.games.savannah import Viewport, cell_of, nearest_that_way
from tabletop.rules_text import library
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import key, pump

GAME = "savannah"
ENGINE = rules.games()[GAME]


def _played(app, cards: int, seed: int = 3) -> TableScene:
    """Three players, random play (everyone's) until the savannah holds `cards` cards and Robin may play."""
    seats = [SeatConfig("Robin"), SeatConfig("Basil", "Bot (easy)"), SeatConfig("Cora", "Bot (easy)")]
    scene = TableScene(app, ENGINE, GameConfig(GAME, seats, seed, {"first_player": 0}), pace=0)
    scene.bots = {}
    app.push(scene)
    rnd = random.Random(seed)
    while not (len(scene.view.board) >= cards and scene.session.to_act() == [0] and not scene.view.pending_pair):
        seat = scene.session.to_act()[0]
        scene.perform(rnd.choice(scene.session.legal_moves(seat)))
    pump(app, 2)
    return scene


def test_every_lit_space_is_wholly_in_the_fitted_view_and_gets_its_words(app):
    scene = _played(app, 14)
    port = scene.adapter.port
    card = next(c for c in scene.view.hand if scene.index.targets(f"card:{c}"))
    targets = scene.index.targets(f"card:{card}")
    rows_ = [cell_of(t)[0] for t in targets]
    assert max(rows_) - min(rows_) >= 4                            # a savannah several rows high
    for t in targets:
        assert port.rect.contains(port.cell_rect(*cell_of(t))), t  # the top and bottom rows too
    scene.selected = f"card:{card}"
    scene.refresh(animate=False)
    app.draw()
    words = scene.adapter._chip_words(scene.view, {(c.row, c.col): c.card for c in scene.view.board}, card,
                                      [cell_of(t) for t in targets])
    edge = [cell_of(t) for t in targets if cell_of(t)[0] in (min(rows_), max(rows_))]
    assert any(words.get(c) for c in edge)                         # an edge space that scores says so


def test_the_window_stays_on_the_cards_as_the_second_phase_clears_them():
    """Following plays across a savannah too big to fit, then the savannah shrinking: the window comes
    back over what is left, instead of staying on felt where cards used to be."""
    pygame.init()
    port = Viewport()
    rect = pygame.Rect(0, 0, 600, 500)
    port.lay(rect, (-12, -12, 12, 12), (12, 12), 18, 90)          # the first phase: wide, the last play far off
    assert port.rect.contains(port.cell_rect(12, 12))
    assert not port.rect.contains(port.cell_rect(-12, -12))      # it pans: not everything fits
    port.lay(rect, (-3, -3, -1, -1), (-2, -2), 18, 90)           # the second phase left three by three
    for r in range(-3, 0):
        for c in range(-3, 0):
            assert port.rect.contains(port.cell_rect(r, c))
    port.lay(rect, (-3, -3, -1, -1), (-2, -2), 18, 90)           # and it stays centred on them
    centre = port.cell_rect(-2, -2).center
    assert abs(centre[0] - rect.centerx) <= 2 and abs(centre[1] - rect.centery) <= 2


def test_an_arrow_key_goes_to_the_nearest_place_that_way():
    places = [("left", (0, 50)), ("right", (100, 50)), ("far-right", (300, 50)), ("up", (50, 0)),
              ("down-right", (90, 120))]
    here = (50, 50)
    assert nearest_that_way(here, (1, 0), places) == "right"
    assert nearest_that_way(here, (-1, 0), places) == "left"
    assert nearest_that_way(here, (0, -1), places) == "up"
    assert nearest_that_way(here, (0, 1), places) == "down-right"
    assert nearest_that_way((300, 50), (1, 0), places) is None    # nothing further that way: the cursor stays


def test_the_arrow_keys_move_the_cursor_across_the_savannah_by_direction(app):
    scene = _played(app, 8)
    card = next(c for c in scene.view.hand if len(scene.index.targets(f"card:{c}")) >= 4)
    key(app, pygame.K_RIGHT)
    while scene.focus != f"card:{card}":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)                                     # pick it up: the cursor on a lit space
    assert scene.selected == f"card:{card}" and cell_of(scene.focus)
    port = scene.adapter.port
    for arrow, (dx, dy) in [(pygame.K_RIGHT, (1, 0)), (pygame.K_DOWN, (0, 1)), (pygame.K_LEFT, (-1, 0)),
                            (pygame.K_UP, (0, -1))]:
        before = port.cell_rect(*cell_of(scene.focus)).center
        key(app, arrow)
        after = port.cell_rect(*cell_of(scene.focus)).center
        moved = (after[0] - before[0]) * dx + (after[1] - before[1]) * dy
        assert moved > 0 or after == before, (arrow, before, after)   # that way, or nowhere
    target = scene.focus
    key(app, pygame.K_RETURN)
    assert scene.session.moves[-1] == Place(0, card, *cell_of(target))


def test_each_plate_on_the_score_board_carries_its_ducky():
    pygame.init()
    entries = [("seat:0", "elephant", 5, "Robin"), ("seat:1", "lion", 7, "Basil"), ("seat:2", "monkey", 25, "Cora")]
    zones = {z.name: z for z in ScoreTrack().zones(pygame.Rect(0, 0, 340, 210), entries, 18)}
    for key_, ducky, _points, _label in entries:
        name = zones[f"score-name:{key_}"].rect
        mark = zones[f"score-ducky-by-name:{key_}"]
        (piece,) = mark.pieces()
        assert piece.face == ("ducky", ducky)
        assert piece.rect.right <= name.x and abs(piece.rect.centery - name.centery) <= 1   # beside the name
        assert piece.rect.h >= name.h - 1                                                 # as tall as the plate


def test_the_rules_at_hand_list_the_savannahs_pan_and_zoom_keys():
    text = library.plain(library.read(GAME))
    for words in ("the + and - keys", "Shift + the arrow keys", "the 0 key", "the arrow keys move"):
        assert words in text, words

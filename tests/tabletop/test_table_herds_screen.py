"""Herds: the panel's Herds column counts herds, a card dropped on your partner gets the rules' answer,
the grassland holds still while one trade takes card after card from it (New game's partners: test_table_habits.py)."""

import pygame

import rules
from rules.safari.herds import R_PASS, DoneHerds, Draw, Pass
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import center_of, mouse_drag, pump, tap
from .test_table_herds import _drag, _draw_and_herd, _scene

HD = "herds"


def _cells(scene, seat):
    spec = scene.adapter.panel(scene.view)
    row = next(r for r in spec.rows if r.seat == seat)
    return dict(zip(spec.headers[1:], row.cells, strict=True))


def test_the_herds_column_counts_herds_not_points(app):
    scene = _scene(app)
    assert _cells(scene, 0)["Herds"] == "0"
    _draw_and_herd(app, scene, ["lion-1a", "lion-2a", "lion-3a"])     # one herd of 3: 2 points
    assert _cells(scene, 0)["Herds"] == "1"
    assert sum(h.points for h in scene.view.herds[0]) == 2            # the points are on the herds' row


def _four(app) -> TableScene:
    """Four players, Robin (seat 0) first and at the pass step (Cleo, seat 2, is Robin's partner)."""
    seats = [SeatConfig("Robin"), SeatConfig("Ada", "Bot (easy)"), SeatConfig("Cleo", "Bot (easy)"),
             SeatConfig("Dev", "Bot (easy)")]
    scene = TableScene(app, rules.games()[HD], GameConfig(HD, seats, 7, {"first_player": 0}), pace=0)
    scene.bots = {}
    app.push(scene)
    pump(app, 2)
    for _ in range(10):
        if scene.view.step == "pass":
            break
        legal = scene.session.legal_moves(0)
        scene.perform(next((m for m in legal if m == Draw(0, "deck")), None)
                      or next((m for m in legal if isinstance(m, DoneHerds)), legal[0]))
        pump(app, 2)
    assert scene.view.step == "pass" and scene.view.sides[2] == scene.view.sides[0]
    return scene


def test_a_card_dropped_on_your_partner_gets_the_rule_and_on_an_opponent_is_passed(app):
    scene = _four(app)
    card = scene.view.hand[0]
    plate = next(z for z in scene.painter.zones if z.name == "plate:2")
    mouse_drag(app, center_of(scene, f"card:{card}"), plate.rect.center)      # the partner's name plate
    pump(app, 2)
    assert scene.message is not None
    reason, rule, _tone = scene.message
    assert reason == "Pass the card to an opponent (never to yourself or your partner)." and rule == R_PASS
    _drag(app, scene, f"card:{card}", "seat:2")                                # the partner's cards
    assert scene.message is not None and scene.message[1] == R_PASS
    assert not [m for m in scene.session.moves if isinstance(m, Pass)]
    _drag(app, scene, f"card:{card}", "seat:1")
    assert [m for m in scene.session.moves if isinstance(m, Pass)] == [Pass(0, card, 1)]


def _grass_rects(scene) -> dict:
    zone = next(z for z in scene.painter.zones if z.name == "grassland")
    return {p.id: pygame.Rect(p.rect) for p in zone.pieces()}


def test_the_grassland_holds_still_between_two_taps_of_one_trade(app):
    scene = _scene(app)
    _drag(app, scene, "card:tiger-5a", "trade")                 # give 5: take 2 Elephant and 3 Monkey
    before = _grass_rects(scene)
    tap(app, center_of(scene, "card:elephant-2a"))              # the second of four grassland cards
    pump(app, 2)
    assert scene.view.trade_take == ["elephant-2a"]
    after = _grass_rects(scene)
    assert "elephant-2a" not in after
    assert all(after[c] == before[c] for c in after)            # nothing moved into the empty place
    monkey = center_of(scene, "card:monkey-3a")
    assert before["monkey-3a"].collidepoint(monkey)
    tap(app, monkey)                                            # the next tap finds the card where it was
    pump(app, 2)
    assert "monkey-3a" in scene.view.hand and not scene.view.trade_take   # the trade is done
    done = _grass_rects(scene)
    assert set(done) == {"elephant-1a", "zebra-1a", "tiger-5a"}       # 1 Elephant, 1 Zebra and the 5 Tiger given
    # the tap that completed the trade finds no other card slid under the finger: the cards that stayed keep
    # their places, the card given takes the first empty one
    assert done["elephant-1a"] == before["elephant-1a"] and done["zebra-1a"] == before["zebra-1a"]
    assert done["tiger-5a"] == before["elephant-2a"]
    assert not any(r.collidepoint(monkey) for r in done.values())
    scene.perform(DoneHerds(0))
    scene.perform(Pass(0, "lion-1a", 1))                        # Basil's turn: the grassland closes up
    pump(app, 2)
    closed = sorted(_grass_rects(scene).values(), key=lambda r: r.x)
    assert closed[0] == before["elephant-1a"] and closed[1].x == before["elephant-2a"].x


def test_two_players_in_german_read_every_step_whole_in_the_narrower_panel(app, german):
    """Two players leave the side panel narrow (no team column): a long German fact ("Schritt 4 von 5: eine Karte
    weitergeben") wraps in it instead of running out of the window."""
    from tests.tabletop.test_layout import checkpoints
    from tests.tabletop.test_text_fits import NAMES, SIZES, draw_recorded, fanned, problems, table_at

    game = rules.games()["herds"]
    scene = table_at(app, "herds", 2)
    found = []
    for k, state in enumerate(checkpoints(game, 2, seed=11, every=23, most=3)):
        scene.session.state = state
        for size in SIZES:
            drawn = draw_recorded(app, scene, size)
            found += [f"{k} at {size}: {p}" for p in problems(drawn, size, NAMES[:2], fanned(scene.painter.zones))]
    assert not found, found[:4]

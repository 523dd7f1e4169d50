"""The final score and round summaries hold ten seats: the table fits its panel, the winners fit one line."""

import pygame
import pytest

import rules
from tabletop.scenes.summary import winners_line
from tabletop.table.overlays import draw_table


def test_winners_are_named_as_people_say_them():
    assert winners_line(["Ada"]) == "Ada wins!"
    assert winners_line(["Ada", "Basil"]) == "Ada and Basil win!"
    assert winners_line(["Ada", "Basil", "Cleo"]) == "Ada, Basil and Cleo win!"


def test_ten_rows_fit_the_room_they_are_given():
    headers = ["Player", "Was", "Standing", "Tokens", ""]
    rows = [[f"Player {i} (bot)", "infected", "knocked out", i % 3, "wins"] for i in range(10)]
    surface = pygame.Surface((1024, 640))
    for room in (pygame.Rect(40, 110, 944, 300), pygame.Rect(40, 110, 944, 420), pygame.Rect(200, 100, 560, 360)):
        bottom = draw_table(surface, room, headers, rows, highlight_rows=(1, 4))
        assert bottom <= room.bottom + 14, (room, bottom)    # the last row's gap may reach past the room


@pytest.mark.parametrize("game_id", sorted(rules.games()))
def test_the_final_score_opens_over_the_table_at_rest(app, game_id):
    """Every game: the last move's pieces land before the final score opens over them. A covered table does not
    move, so a piece still in flight stayed where it was (Deducktion's panel widens for its Score column at the
    end, and the hands were left lying over it). Random moves at once to the last one, which is animated."""
    import random

    from tabletop.scenes.summary import ResultsScene
    from tabletop.scenes.table_scene import TableScene
    from tabletop.settings import Settings
    from tabletop.table.session import GameConfig, SeatConfig

    from .helpers import pump

    game = rules.games()[game_id]
    app.settings = Settings(animation="Fast", bot_pace="Quick")
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(max(3, game.min_players))]
    scene = TableScene(app, game, GameConfig(game_id, seats, 21), pace=0)
    scene.bots = {}                                     # the test plays every seat
    app.push(scene)
    pump(app)
    rnd = random.Random(21)
    while True:
        state = scene.session.state
        move = rnd.choice(game.legal_moves(state, game.to_act(state)[0]))
        if game.is_over(game.apply(state, move)):
            break
        scene.perform(move)
        scene.hold, scene.pending_summary = 0, None
    scene.pace_override = None                          # the last move is animated
    scene.perform(move)
    for _ in range(400):
        pump(app, dt=0.02)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert not scene.board.animating
    play = scene.painter.frame.play
    for s in scene.board.sprites.values():
        assert play.contains(pygame.Rect((round(s.x), round(s.y)), s.piece.rect.size)), s.piece.id


def test_a_winners_band_stays_in_the_room_it_is_given():
    """Hi-Lo's final score has nine columns: the type shrank until the words fit the dialog, but the winner's
    band (8 pixels wider on each side) stuck out of it."""
    headers = ["Player", "Taken", "Elephant", "Lion", "Monkey", "Tiger", "Zebra", "Ducktor", "Ducky", "Points"]
    rows = [["Dmitri (bot)", 17, 0, "6 out", "4 out", 0, 4, "3 out", "+4", 8] for _ in range(4)]
    surface = pygame.Surface((1024, 640))
    room = pygame.Rect(104, 172, 816, 390)                    # the final score's at 1024x640
    draw_table(surface, room, headers, rows, highlight_rows=(2, 3))
    outside = [(x, y) for x in range(0, 1024, 2) for y in range(room.y, room.bottom, 4) if not room.collidepoint(x, y)]
    assert not any(surface.get_at(p)[:3] != (0, 0, 0) for p in outside)

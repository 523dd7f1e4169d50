"""Driving the table in tests: post real pygame events and run loop passes."""

import pygame

import rules
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

SC = "strange-creatures"


def pump(app, frames: int = 1, dt: float = 1 / 60):
    for _ in range(frames):
        app.step(dt)


def table(app, seed: int, first_player: int = 1, players: int = 4, pace: float | None = 0) -> TableScene:
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    config = GameConfig(SC, seats, seed, {"first_player": first_player})
    scene = TableScene(app, rules.games()[SC], config, pace=pace)
    app.push(scene)
    return scene


def until_my_turn(app, scene, frames: int = 400) -> None:
    for _ in range(frames):
        if scene.session.to_act() == [0] and scene.hold <= 0 and scene.app.top is scene:
            pump(app)
            return
        pump(app)
    raise AssertionError("the human seat never got the turn")


def center_of(scene, handle: str):
    for s in scene.board.ordered():
        if s.piece.handle == handle:
            return (round(s.x) + s.piece.rect.w // 2, round(s.y) + s.piece.rect.h // 2)
    if handle in scene.hotspots:
        return scene.hotspots[handle].center
    raise AssertionError(f"{handle} is not on the table")


def mouse_drag(app, start, end, steps: int = 6):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    pump(app)
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False))
        pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    pump(app)


def tap(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    pump(app)


def finger_drag(app, start, end, steps: int = 6, finger: int = 3):
    w, h = app.size

    def ev(kind, p):
        return pygame.event.Event(kind, x=p[0] / w, y=p[1] / h, dx=0.0, dy=0.0, touch_id=1, finger_id=finger,
                                  pressure=1.0)

    pygame.event.post(ev(pygame.FINGERDOWN, start))
    # SDL also synthesises mouse events from touch; they must not be counted twice
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=True))
    pump(app)
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        pygame.event.post(ev(pygame.FINGERMOTION, p))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=True))
        pump(app)
    pygame.event.post(ev(pygame.FINGERUP, end))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=True))
    pump(app)


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    pump(app)


def find_follow_seed(app, need_illegal: bool = True, players: int = 4):
    """A seed where the human must follow suit and holds at least one card that is not allowed."""
    game = rules.games()[SC]
    from rules.strange_creatures.moves import Play

    for seed in range(1, 400):
        scene = table(app, seed, players=players)
        until_my_turn(app, scene)
        legal = {m.card for m in scene.session.legal_moves(0) if isinstance(m, Play) and not m.plus}
        hand = scene.view.hand
        illegal = [c for c in hand if c not in legal]
        if scene.view.trick and (illegal or not need_illegal) and legal:
            return scene, sorted(legal), illegal
        app.pop()
    del game
    raise AssertionError("no suitable seed found")


def bots_to_the_end(app, game_id: str, players: int, seed: int, frames: int = 3000, names=None,
                    evening: str | None = None) -> TableScene:
    """A bots-only game at full speed through the table (of an evening, when given), pumped until its final score
    is on screen."""
    from tabletop.scenes.summary import ResultsScene

    seats = [SeatConfig(names[i] if names else f"Bot {i}", "Bot (easy)") for i in range(players)]
    scene = TableScene(app, rules.games()[game_id], GameConfig(game_id, seats, seed, evening=evening), pace=0)
    app.push(scene)
    for _ in range(frames):
        pump(app)
        if isinstance(app.top, ResultsScene):
            break
    assert scene.session.over and isinstance(app.top, ResultsScene)
    return scene


def mine(scene, kind) -> list:
    """The moves of this kind the human at seat 0 has made."""
    return [m for m in scene.session.moves if isinstance(m, kind) and m.seat == 0]

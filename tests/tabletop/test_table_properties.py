"""Properties every table keeps, checked over all nine games (issue 47): what a newcomer should never
have to ask about. Each test plays real games through the table scene with people and bots."""

import random

import pygame
import pygame_gui
import pytest

import rules
from tabletop.games import ADAPTERS
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.summary import ResultsScene, SummaryScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

NAMES = ["Ada", "Robin", "Karl", "Ivan", "Mina", "Olu"]


def people_and_bots(app, game_id: str, humans: int, seed: int, pace: float = 0.05) -> TableScene:
    game = rules.games()[game_id]
    players = game.usual_players
    seats = [SeatConfig(NAMES[i]) if i < humans else SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(players)]
    scene = TableScene(app, game, GameConfig(game_id, seats, seed, {}), pace=pace)
    app.push(scene)
    return scene


def play(app, scene, seed: int, on_move, moves: int = 60):
    """People at the table make random legal moves (curtains lifted, summaries closed); `on_move(seat)`
    runs after each of their moves. Stops after `moves` of them or at the final score."""
    rnd = random.Random(seed)
    made = 0
    for _ in range(20_000):
        top = app.top
        if isinstance(top, ResultsScene) or made >= moves:
            return made
        if isinstance(top, CurtainScene):
            top.age = top.arm_delay
            top.finish()
            continue
        if isinstance(top, SummaryScene):
            app.pop()
            continue
        viewer = scene.viewer
        if top is scene and scene.hold > 0:
            scene.end_hold()
            app.step(0.02)
            continue
        if top is scene and viewer is not None and viewer in scene.session.to_act() and viewer not in scene.bots:
            move = rnd.choice(scene.session.legal_moves(viewer))
            assert scene.perform(move)
            made += 1
            on_move(viewer)
            continue
        app.step(0.1)
    raise AssertionError("the table stalled")


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_undo_is_lit_exactly_when_it_would_work(app, game_id):
    """The Undo button is lit only when a tap would take the move back, and dim otherwise (a card drawn,
    a roll, someone else moved since): the button and the undo ask one policy."""
    scene = people_and_bots(app, game_id, humans=2, seed=11)
    seen = {"lit": 0, "dim": 0}

    def check(seat):
        lit = scene.couch.can_undo()
        seen["lit" if lit else "dim"] += 1
        if lit:
            assert scene.couch.undo(), f"{game_id}: Undo was lit but refused: {scene.couch.last_refusal}"
        else:
            moves = len(scene.session.moves)
            assert not scene.couch.undo() and len(scene.session.moves) == moves

    play(app, scene, 11, check, moves=40)
    assert seen["lit"] + seen["dim"] >= 10


@pytest.mark.parametrize("first", [pygame.K_ESCAPE, "menu"])
def test_no_key_throws_a_game_away(app, first):
    """Escape pressed once too often, or a stray tap on Menu, asks first: Escape, Enter and Space all stay;
    only "Go to the menu" leaves. On the final score Enter is the menu's, never Play again."""
    from tests.tabletop.helpers import key, tap

    scene = people_and_bots(app, "strange-creatures", humans=1, seed=3, pace=0)
    app.step(0.02)
    for stay in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
        if first == "menu":
            tap(app, scene.painter.panel_buttons["menu"].center)
        else:
            key(app, pygame.K_ESCAPE)
        assert type(app.top).__name__ == "LeaveTableScene"
        key(app, stay)
        assert app.top is scene
    key(app, pygame.K_ESCAPE)
    app.top.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=app.top.leave_button))
    app.step(0.02)
    assert type(app.top).__name__ == "MenuScene" and app.last_game is scene


def test_enter_on_the_final_score_goes_to_the_menu_not_to_a_new_game(app):
    from tests.tabletop.helpers import bots_to_the_end, key

    scene = bots_to_the_end(app, "hi-lo-hijinks", 4, seed=2)
    app.top.age = app.top.GUARD
    key(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "MenuScene" and app.last_game is scene


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_the_table_does_not_shift_when_the_laptop_is_passed(app, game_id):
    """The side panel's width (and so the felt's) is the same whoever holds the laptop."""
    scene = people_and_bots(app, game_id, humans=2, seed=4)
    def check(_seat):
        widths = {}
        for seat in (0, 1):
            scene.painter.lay_out(scene.session.view(seat), app.size)
            widths[seat] = scene.painter.frame.panel.w
        assert widths[0] == widths[1], f"{game_id}: the side panel is {widths} px wide by who holds the laptop"
        scene.refresh(animate=False)

    play(app, scene, 4, check, moves=6)


NEWS_GAMES = {"hi-lo-hijinks", "savannah", "herds", "deducktion", "wonder-creature", "la-criatura"}


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_what_a_move_showed_its_maker_is_shown_to_them_before_the_curtain(app, game_id):
    """A card drawn, a stack taken, a card handed over, a role: when the laptop must pass next, the table
    first shows the mover their news and waits for their tap; only then does the curtain come."""
    from tabletop.render import fonts

    scene = people_and_bots(app, game_id, humans=2, seed=5)
    held = []

    def check(seat):
        if not scene.news:
            return
        assert scene.hold > 0 and app.top is scene and scene.viewer == seat
        for _ in range(5):               # time passes, bots wait: the news stays until the tap
            app.step(0.5)
        assert app.top is scene and scene.viewer == seat and scene.news
        scene.repaint()
        with fonts.recording() as drawn:
            app.draw()
        words = " ".join(drawn)
        assert all(w in words for w in scene.news[0].split()), f"{game_id}: the news is not on screen"
        held.append(scene.news)
        scene.on_tap((2, 2))
        app.step(0.02)
        assert not scene.news

    play(app, scene, 5, check, moves=80)
    if game_id in NEWS_GAMES:
        assert held, f"{game_id}: no move showed its maker anything private"


def my_positions(app, scene, seed: int, count: int = 3):
    """Yields at `count` positions of a game where the person at the table has moves (curtains and summaries
    closed, nothing held); after each, a random move of theirs goes on to the next."""
    rnd = random.Random(seed)
    positions = 0
    for _ in range(600):
        app.step(0.05)
        if isinstance(app.top, (SummaryScene, CurtainScene)):
            app.pop()
            continue
        if positions >= count or scene.session.over:
            return
        moves = scene.my_moves()
        if app.top is not scene or not moves or scene.hold > 0:
            continue
        positions += 1
        yield
        scene.message = scene.prompt = scene.selected = scene.zoom = None
        scene.adapter.dismiss()
        scene.perform(rnd.choice(moves))                 # on to another position


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_drop_gets_an_answer(app, game_id):
    """A piece the person may pick up, put down on any zone of the table: a move (or a picker), the engine's
    refusal with its rule, or words saying what to do instead; never silence (the bare felt excepted)."""
    scene = people_and_bots(app, game_id, humans=1, seed=7, pace=0)
    tried = 0
    answered = []
    for _ in my_positions(app, scene, 7):
        with pytest.MonkeyPatch.context() as patch:      # record the answer instead of making the move
            patch.setattr(scene, "decide", lambda chosen: answered.append(chosen))
            patch.setattr(scene, "perform", lambda move: answered.append(move) or True)
            patch.setattr(scene.adapter, "arrange", lambda *laid: answered.append(laid) or False)
            for source in scene.sources()[:4]:
                piece = next((p for z in scene.painter.zones for p in z.pieces() if p.handle == source), None)
                skip = piece.id if piece is not None else None
                for zone in scene.painter.zones:
                    for rect in zone.rects()[:3]:
                        handles = scene.handles_at(rect.center, skip=skip)
                        if not [h for h in handles if h != source] and not scene.on_another_zone(rect.center,
                                                                                                  source):
                            continue                # the bare felt, or back where it came from
                        answered.clear()
                        scene.message = None
                        scene.drop(source, handles, rect.center)
                        tried += 1
                        assert answered or scene.message, \
                            f"{game_id}: {source} dropped on {zone.name} {handles[:3]}: no move, refusal or hint"
                        status = scene.adapter.status(scene.view, True)
                        if not answered and zone is not scene.zone_of(source) and scene.message[0] == status:
                            raise AssertionError(f"{game_id}: {source} dropped on {zone.name}: only the status "
                                                 "line again, not that it cannot go there")
    assert tried, f"{game_id}: no drop was tried"


def test_the_log_waits_with_the_table(app, monkeypatch):
    """While the adapter holds the table back (a finished round on show, a die in the air) the log tells no
    further; the moment it lets go, the log catches up without another move."""
    scene = people_and_bots(app, "strange-creatures", humans=1, seed=3, pace=0)
    app.step(0.05)
    everything = list(scene.log)
    waiting = {"cut": len(scene.view.events) - 2}
    monkeypatch.setattr(scene.adapter, "log_cut", lambda view: waiting["cut"])
    scene.refresh(animate=False)
    told = [line.text for line in scene.log]
    assert len(told) < len(everything) and told == [line.text for line in everything][:len(told)]
    waiting["cut"] = None
    app.step(0.05)
    assert [line.text for line in scene.log] == [line.text for line in everything]


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_large_view_speaks_of_its_own_game(speaking, game_id):
    """Seen in Savannah: Ducktor's card said what he does in Safari Sprint and Hi-Lo Hijinks. No piece's large
    view (title or lines) names another game of the box."""
    from tabletop.games import make_adapter
    from tabletop.language import _

    pygame.init()
    games = rules.games()
    adapter = make_adapter(game_id, games[game_id])
    others = {_(games[g].title) for g in ADAPTERS if g != game_id} - {_(games[game_id].title)}
    for face in adapter.faces():
        words = adapter.describe(face)
        if words is not None:
            text = " ".join([words[0], *words[1]])
            assert not [t for t in others if t in text], f"{face}: {text}"

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
    from tests.tabletop.helpers import tap

    scene = people_and_bots(app, game_id, humans=2, seed=5)
    held = []

    def check(seat):
        if scene.news_later:             # the table still shows the position before the move: its news waits
            scene.end_hold()
            app.step(0.02)
            while isinstance(app.top, SummaryScene):
                app.pop()
                app.step(0.02)
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
        # a tap anywhere says "seen": on the log, the scoreboard, a button of the side panel, or the felt
        frame = scene.painter.frame
        places = [scene.painter.log.rect.center, (frame.panel.centerx, frame.panel.y + frame.unit * 5),
                  *[r.center for name, r in scene.painter.panel_buttons.items() if name == "undo"],
                  frame.play.center]
        where = places[len(held) % len(places)]
        tap(app, where)
        app.step(0.02)
        assert not scene.news, f"{game_id}: a tap at {where} did not end the news banner"
        assert len(scene.session.match.moves) and app.top is not None

    play(app, scene, 5, check, moves=80)
    if game_id in NEWS_GAMES:
        assert held, f"{game_id}: no move showed its maker anything private"


def my_positions(app, scene, count: int, seed: int):
    """Positions where the person at the laptop has moves (summaries and curtains out of the way): up to `count`,
    each left by a random legal move once the caller has tried its gestures there. Yields the random source."""
    rnd = random.Random(seed)
    seen = 0
    for _ in range(600):
        app.step(0.05)
        if isinstance(app.top, (SummaryScene, CurtainScene)):
            app.pop()
            continue
        if seen >= count or scene.session.over:
            return
        moves = scene.my_moves()
        if app.top is not scene or not moves or scene.hold > 0:
            continue
        seen += 1
        yield rnd
        scene.selected = scene.message = scene.prompt = scene.zoom = None
        scene.adapter.dismiss()
        scene.refresh(animate=False)
        scene.perform(rnd.choice(moves))                 # on to another position


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_drop_gets_an_answer(app, game_id):
    """Any piece with a handle, dragged onto any zone of the table: one the person may pick up, and one that does
    not come up (a flipped card, a card of the display, another player's hand): a move (or a picker), the
    engine's refusal with its rule, or words saying what to do instead; never silence (the bare felt and its own
    place excepted), never only the status line again (among its own row excepted: it goes back, and the
    status line says what to do)."""
    scene = people_and_bots(app, game_id, humans=1, seed=7, pace=0)
    tried = 0
    silent = []
    for rnd in my_positions(app, scene, 3, seed=7):
        pieces = {s.piece.handle: s.piece for s in scene.board.ordered() if s.piece.handle}
        points = {h: at for h, piece in pieces.items() if (at := _visible_at(scene, piece.id)) is not None}
        movable = [h for h in points if scene.index.has_source(h) or scene.adapter.draggable(scene.view, h)]
        fixed = [h for h in points if h not in movable]
        for source in [*movable[:5], *rnd.sample(fixed, min(4, len(fixed)))]:
            start, piece = points[source], pieces[source]
            home = getattr(scene.zone_of(source), "name", None)

            def drag(at, start=start):
                scene.on_drag_start(start, (start[0] + 12, start[1]))
                scene.on_drop(at)

            for zone in scene.painter.zones:
                for rect in zone.rects()[:2]:
                    handles = scene.handles_at(rect.center, skip=piece.id)
                    if not [h for h in handles if h != source] and not scene.on_another_zone(rect.center, source):
                        continue                # the bare felt, or back where it came from
                    tried += 1
                    among = all(getattr(scene.zone_of(h), "name", None) == home for h in handles if h != source)
                    answer = _answer(scene, lambda at=rect.center: drag(at))
                    if answer is None or (answer == "status" and not (home and among)):
                        silent.append(f"{source} dragged onto {zone.name}")
                    scene.adapter.dismiss()
    assert tried, f"{game_id}: no drop was tried"
    assert not silent, f"{game_id}: no answer to " + "; ".join(sorted(set(silent))[:12])


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


def _visible_at(scene, piece_id: str):
    """A point where the piece is the topmost one (a fanned card's visible part), or None."""
    rect = scene.board.drawn_rect(piece_id)
    if rect is None:
        return None
    for fx, fy in ((0.5, 0.5), (0.2, 0.5), (0.15, 0.2), (0.8, 0.8), (0.5, 0.15)):
        pos = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
        top = scene.piece_at(pos)
        if top is not None and top.id == piece_id:
            return pos
    return None


def _hit_point(scene, handle: str):
    """A point where a piece of `handle` is the topmost one, or None."""
    return next((pos for s in scene.board.ordered() if s.piece.handle == handle
                 and (pos := _visible_at(scene, s.piece.id)) is not None), None)


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_a_gesture_that_acts_opens_no_large_view(app, game_id):
    """A tap or a drop that plays a move, picks a piece up or marks it never also opens the large view of the
    piece now under the pointer (a card that slid in, the card just marked): it opens only once the pointer
    moves on to another piece, and hovering there opens that one's as always."""
    from tabletop.table.gestures import HOVER_DELAY
    from tests.tabletop.helpers import mouse_drag, tap

    def rest_at(pos):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False))
        for _ in range(int(HOVER_DELAY / 0.05) + 4):
            app.step(0.05)

    scene = people_and_bots(app, game_id, humans=1, seed=9, pace=0)
    rnd = random.Random(9)
    acted = opened = 0
    for step in range(900):
        app.step(0.05)
        if isinstance(app.top, (SummaryScene, CurtainScene)):
            app.pop()
            continue
        if scene.session.over or acted >= 10:
            break
        if app.top is not scene or not scene.my_moves() or scene.hold > 0:
            continue
        pieces = {s.piece.handle for s in scene.board.ordered() if s.piece.handle}
        movable = [*scene.sources(), *sorted(h for h in pieces if scene.adapter.draggable(scene.view, h))]
        sources = [(h, p) for h in dict.fromkeys(movable) if (p := _hit_point(scene, h)) is not None]
        sources += [(h, rect.center) for h, _label, rect in scene.buttons]
        if not sources:
            continue
        handle, pos = rnd.choice(sources)
        targets = [p for t in scene.targets(handle)
                   if (p := _hit_point(scene, t) or (scene.hotspots[t].center if t in scene.hotspots else None))]
        scene.zoom = None
        if step % 2 and targets:
            end = rnd.choice(targets)
            mouse_drag(app, pos, end)               # a drop: a move, a picker, or a refusal
        else:
            end = pos
            tap(app, pos)                           # a tap: a move, a pick-up, a mark, a picker
        if scene.zoom is not None or scene.prompt is not None:
            continue                                # answered with the large view itself, or with a question
        acted += 1
        near = (end[0] + 1, end[1] + 1)             # the hand rests where it was: a pixel's wobble
        rest_at(near)
        assert scene.zoom is None, f"{game_id}: a gesture that acted opened the large view of {scene.zoom}"
        here = scene.piece_at(near)
        others = [s.piece.id for s in scene.board.ordered() if (here is None or s.piece.id != here.id)
                  and scene.adapter.describe(s.piece.face) is not None]
        at = next((p for pid in others if (p := _visible_at(scene, pid)) is not None), None)
        if at is not None and abs(at[0] - near[0]) + abs(at[1] - near[1]) > 6:
            rest_at(at)
            opened += scene.zoom is not None        # moved on to another piece: its large view, as always
        scene.zoom = None
    assert acted >= 3, f"{game_id}: too few gestures tried"
    assert opened, f"{game_id}: hovering another piece never opened its large view"


def _answer(scene, gesture) -> str | None:
    """What a gesture answered: "move" (or a picker), "prompt", "overlay" (the adapter's own: a browsed pile,
    a mark), "select" (another piece picked up), "zoom" (the large view), "words" (a refusal or what to do
    instead), "status" (only the status line again); None for silence."""
    from rules import IllegalMove
    from tabletop.phones.snapshot import refusal_of

    made = []
    picked = scene.selected

    def perform(move, **_kw):                        # a legal move is recorded, not made; a refusal is shown
        try:
            scene.session.game.apply(scene.session.state, move)
        except IllegalMove as err:
            scene.show_reason(*refusal_of(err, scene.adapter))
            return False
        made.append(move)
        return True

    with pytest.MonkeyPatch.context() as patch:       # record the answer instead of making the move
        patch.setattr(scene, "decide", lambda chosen: made.append(chosen))
        patch.setattr(scene, "perform", perform)
        patch.setattr(scene.adapter, "arrange", lambda *laid: made.append(laid) or False)
        on_tap = scene.adapter.on_tap
        patch.setattr(scene.adapter, "on_tap", lambda view, h: bool(on_tap(view, h)) and not made.append("overlay"))
        scene.message = scene.prompt = scene.zoom = None
        status = scene.adapter.status(scene.view, True)
        gesture()
    status = (status, scene.adapter.status(scene.view, True))   # its how-words follow the gesture just used
    if made:
        return "overlay" if made[0] == "overlay" else "move"
    if scene.prompt is not None:
        return "prompt"
    if scene.selected is not None and scene.selected != picked:
        return "select"
    if scene.zoom is not None:
        return "zoom"
    if scene.message is not None:
        return "status" if scene.message[0] in status else "words"
    return None


def _tap_points(scene) -> dict:
    """Where a person may tap, by what lies there: every piece with a handle (where it shows), every place a
    piece may be put down, and every pile (a deck, a discard pile), handle or not."""
    from tabletop.table.zones import Pile

    points = {}
    for s in scene.board.ordered():
        if s.piece.handle and (at := _visible_at(scene, s.piece.id)) is not None:
            points.setdefault(s.piece.handle, at)
    for handle, rect in scene.hotspots.items():
        points.setdefault(handle, rect.center)
    for zone in scene.painter.zones:
        if isinstance(zone, Pile) and zone.rect.w > 4:
            points.setdefault(f"pile {zone.name}", zone.rect.center)
    return points


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_tap_gets_an_answer(app, game_id):
    """A tap on a piece the person may pick up (a hand card, a token, even one that cannot be played now):
    a move, a picker, that piece picked up, the large view, or words saying why not or what to do; and, with a
    piece picked up, a tap on any piece, pile or place of the table: what a drop there would answer. Never
    silence, never only the status line again."""
    scene = people_and_bots(app, game_id, humans=1, seed=7, pace=0)
    tried = 0
    silent = []
    for _rnd in my_positions(app, scene, 4, seed=7):
        points = _tap_points(scene)
        mine = [h for h in points if scene.index.has_source(h) or scene.adapter.draggable(scene.view, h)]
        for handle in mine:
            scene.selected = None
            tried += 1
            if _answer(scene, lambda at=points[handle]: scene.on_tap(at)) in (None, "status"):
                silent.append(f"a tap on {handle}")
            scene.adapter.dismiss()
        zone = {h: getattr(scene.zone_of(h), "name", None) for h in points}
        for source in mine[:4]:
            for handle, at in points.items():
                if handle == source or (zone[source] is not None and zone[handle] == zone[source]):
                    continue                    # among its own row: it goes back, and the status line says what to do
                scene.selected = source
                tried += 1
                if _answer(scene, lambda at=at: scene.on_tap(at)) in (None, "status"):
                    silent.append(f"{source} picked up, then a tap on {handle}")
                scene.adapter.dismiss()
    assert tried, f"{game_id}: no tap was tried"
    assert not silent, f"{game_id}: no answer to " + "; ".join(sorted(set(silent))[:12])


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

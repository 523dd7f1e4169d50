"""Savannah at the table: cards dragged (mouse, finger), tapped or keyed onto the savannah's lit spaces,
a marker card put on an unplayable space, refusals with the engine's reason and rule, the preview of
what a space would score or remove (checked against the engine), the savannah panning and zooming
(wheel, pinch, keys, buttons), duckies keeping score on the board, and a bots-only game to the end."""

import random

import pygame

import rules
from rules.safari.savannah import R_MARK, R_PLAY, Mark, Place
from tabletop.games.safari_scores import ScoreTrack
from tabletop.games.savannah import cell_handle, cell_of, preview
from tabletop.render import fonts
from tabletop.render.safari.words import card_title
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import center_of, finger_drag, key, mouse_drag, pump, tap

GAME = "savannah"
ENGINE = rules.games()[GAME]
# Robin (seat 0) deals and holds these; the bot gets the next five.
HANDS = ["lion-1a", "lion-2a", "lion-3a", "zebra-5a", "elephant-6a",
         "tiger-1a", "tiger-2a", "monkey-4a", "monkey-5a", "ducktor-3"]


def table(app, seed=4, players=2, order=HANDS, bots=True) -> TableScene:
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    options = {"first_player": 0, **({"deck_order": order} if order else {})}
    scene = TableScene(app, ENGINE, GameConfig(GAME, seats, seed, options), pace=0)
    if not bots:
        scene.bots = {}
    app.push(scene)
    pump(app, 2)
    return scene


def settle(app, scene, frames=400):
    """Run the table until Robin may act (summaries closed)."""
    for _ in range(frames):
        if app.top is not scene:
            app.pop()
        elif scene.session.to_act() == [0]:
            pump(app)
            return
        pump(app)
    raise AssertionError("Robin never got the turn")


def mine(scene, kind) -> list:
    return [m for m in scene.session.moves if isinstance(m, kind) and m.seat == 0]


def a_target(scene, card):
    """Where `card` scores the most (a play for 0 points while it scores elsewhere would be asked about)."""
    targets = scene.index.targets(f"card:{card}")
    assert targets, f"{card} has nowhere to go"
    board = {(c.row, c.col): c.card for c in scene.view.board}
    return max(targets, key=lambda t: preview(board, cell_of(t), card, scene.view.phase)[2])


def go_on_if_asked(app, scene):
    """A play for 0 points asked about (keys): the second answer, "Play here for 0 points"."""
    if scene.prompt is not None:
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)


def test_drag_the_first_card_to_the_middle_then_a_card_to_a_lit_space(app):
    scene = table(app)
    assert scene.index.targets("card:lion-1a") == [cell_handle(0, 0)]
    mouse_drag(app, center_of(scene, "card:lion-1a"), center_of(scene, cell_handle(0, 0)))
    assert mine(scene, Place) == [Place(0, "lion-1a", 0, 0)]
    settle(app, scene)
    target = a_target(scene, "lion-2a")
    mouse_drag(app, center_of(scene, "card:lion-2a"), center_of(scene, target))
    assert len(mine(scene, Place)) == 2 and mine(scene, Place)[-1].card == "lion-2a"
    pump(app, 2)
    assert scene.board.drawn_rect("lion-2a") is not None and scene.view.board


def test_a_drop_on_a_card_shows_the_engines_reason_and_rule(app):
    scene = table(app)
    mouse_drag(app, center_of(scene, "card:lion-1a"), center_of(scene, cell_handle(0, 0)))
    settle(app, scene)
    mouse_drag(app, center_of(scene, "card:lion-2a"), center_of(scene, "placed:lion-1a"))
    assert scene.message is not None
    reason, rule, _tone = scene.message
    assert "already holds a card" in reason and rule == R_PLAY
    assert len(mine(scene, Place)) == 1


def test_tap_tap_keyboard_and_finger_each_play_a_card(app):
    scene = table(app)
    tap(app, center_of(scene, "card:lion-1a"))
    tap(app, center_of(scene, cell_handle(0, 0)))
    assert mine(scene, Place) == [Place(0, "lion-1a", 0, 0)]
    settle(app, scene)
    key(app, pygame.K_RIGHT)                   # focus a card that can be played
    assert scene.focus and scene.focus.startswith("card:")
    key(app, pygame.K_RETURN)                  # pick it up: the focus moves to its first lit space
    assert scene.selected and scene.focus.startswith("cell:")
    key(app, pygame.K_RETURN)
    go_on_if_asked(app, scene)
    assert len(mine(scene, Place)) == 2
    settle(app, scene)
    card = next(c for c in scene.view.hand if scene.index.targets(f"card:{c}"))
    finger_drag(app, center_of(scene, f"card:{card}"), center_of(scene, a_target(scene, card)))
    assert len(mine(scene, Place)) == 3 and mine(scene, Place)[-1].card == card


def _moves_to_a_marking(players=2, seed=11):
    """Random play (all seats) from `seed` until Robin must mark an unplayable space."""
    for attempt in range(200):
        rnd = random.Random(attempt)
        s = ENGINE.setup(players, seed, {"first_player": 0})
        moves = []
        while not ENGINE.is_over(s) and s.phase != "two":
            if s.pending_pair and s.turn == 0:
                return moves
            seat = ENGINE.to_act(s)[0]
            m = rnd.choice(ENGINE.legal_moves(s, seat))
            moves.append(m)
            s = ENGINE.apply(s, m)
    raise AssertionError("no marking found")


def test_drag_a_drawn_card_onto_the_unplayable_space(app):
    moves = _moves_to_a_marking()
    scene = table(app, seed=11, order=None, bots=False)
    for m in moves:
        scene.session.apply(m)
    scene.refresh(animate=False)
    pump(app, 2)
    view = scene.view
    assert view.pending_pair and view.pending_cells
    cell = cell_handle(*view.pending_cells[0])
    card = view.pending_pair[0]
    assert scene.index.targets(f"pair:{card}") == [cell]
    assert "unplayable" in scene.adapter.status(view, True)
    mouse_drag(app, center_of(scene, f"pair:{card}"), center_of(scene, cell))
    assert mine(scene, Mark) == [Mark(0, card)]
    after = scene.session.view(0)
    marker = next(m for m in after.markers if [m.row, m.col] == list(view.pending_cells[0]))
    assert marker.card == card and marker.owner == 0
    other = scene.session.view(1)
    assert all(m.card is None for m in other.markers if m.owner == 0)     # the others never see it
    pump(app, 2)
    assert scene.board.sprites[card].piece.face == ("unplayable", 0, card)  # the chosen card went face down there
    while scene.session.to_act() != [0] or scene.session.view(0).pending_pair:
        seat = scene.session.to_act()[0]
        scene.session.apply(scene.session.legal_moves(seat)[0])
    scene.refresh(animate=False)
    pump(app, 2)
    assert scene.view.phase == "one"                                    # a drop on a marker: the rules say why not
    spot = cell_handle(*view.pending_cells[0])
    mouse_drag(app, center_of(scene, f"card:{scene.view.hand[0]}"), center_of(scene, spot))
    assert scene.message is not None and "marked unplayable" in scene.message[0]
    assert scene.message[1] == R_MARK


def _states(players, seed, phase):
    rnd = random.Random(seed)
    s = ENGINE.setup(players, seed)
    while not ENGINE.is_over(s):
        if s.phase == phase and not s.pending_pair:
            yield s
        seat = ENGINE.to_act(s)[0]
        s = ENGINE.apply(s, rnd.choice(ENGINE.legal_moves(s, seat)))


def test_the_preview_agrees_with_the_engine_in_both_phases():
    checked = {"one": 0, "two": 0}
    for seed in (1, 2, 3):
        for phase in ("one", "two"):
            for k, s in enumerate(_states(3, seed, phase)):
                if k % 3:
                    continue
                view = ENGINE.view(s, s.turn)
                board = {(c.row, c.col): c.card for c in view.board}
                for m in ENGINE.legal_moves(s, s.turn)[::7]:
                    _lines, gone, points = preview(board, (m.row, m.col), m.card, phase)
                    after = ENGINE.apply(s, m)
                    place = next(e for e in reversed(after.log) if e.kind == "place")
                    assert place.data["points"] == points, (m, gone)
                    if phase == "two":
                        left = {(c.row, c.col) for c in ENGINE.view(after, None).board}
                        assert not left & set(gone) and len(gone) == points
                    checked[phase] += 1
    assert checked["one"] > 20 and checked["two"] > 5


def test_wheel_keys_buttons_and_pinch_zoom_and_pan_the_savannah(app):
    scene = table(app)
    mouse_drag(app, center_of(scene, "card:lion-1a"), center_of(scene, cell_handle(0, 0)))
    settle(app, scene)
    port = scene.adapter.port
    start = port.card_w
    middle = port.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0,
                                         touch=False))
    pump(app)
    assert port.card_w < start
    key(app, pygame.K_0)
    assert port.card_w == start and port.scale is None
    key(app, pygame.K_MINUS)
    assert port.card_w < start
    tap(app, center_of(scene, "view:fit"))
    assert port.card_w == start
    before = scene.board.drawn_rect("lion-1a")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=pygame.KMOD_SHIFT, unicode="",
                                         scancode=0))
    pump(app)
    assert scene.board.drawn_rect("lion-1a").x > before.x          # the savannah moved right: we look left
    key(app, pygame.K_0)
    w, h = app.size
    a, b = (middle[0] - 40, middle[1]), (middle[0] + 40, middle[1])

    def finger(kind, fid, p):
        return pygame.event.Event(kind, x=p[0] / w, y=p[1] / h, dx=0.0, dy=0.0, touch_id=1, finger_id=fid,
                                  pressure=1.0)

    pygame.event.post(finger(pygame.FINGERDOWN, 1, a))
    pygame.event.post(finger(pygame.FINGERDOWN, 2, b))
    pump(app)
    for k in range(1, 6):
        pygame.event.post(finger(pygame.FINGERMOTION, 2, (b[0] + 20 * k, b[1])))
        pump(app)
    pygame.event.post(finger(pygame.FINGERUP, 2, (b[0] + 100, b[1])))
    pygame.event.post(finger(pygame.FINGERUP, 1, a))
    pump(app)
    assert port.card_w > start * 0.99 and port.scale is not None     # pinched open (capped at the largest size)
    assert not mine(scene, Place)[1:]                                 # and nothing was played by it


def test_the_score_track_walks_duckies_and_hands_out_lap_cards():
    pygame.init()
    track = ScoreTrack()
    rect = pygame.Rect(0, 0, 800, 500)
    entries = [("seat:0", "lion", 18, "Robin"), ("seat:1", "zebra", 3, "Basil")]
    zones = {z.name: z for z in track.zones(rect, entries, 18)}
    assert "score-laps:seat:0" not in zones
    zones = {z.name: z for z in track.zones(rect, [("seat:0", "lion", 23, "Robin"), entries[1]], 18)}
    ducky = next(p for p in zones["score-track"].pieces() if p.id == "score-ducky:seat:0")
    assert len(ducky.via) == 4                                        # 19, start, 1, 2, then 3
    laps = zones["score-laps:seat:0"].pieces()
    assert len(laps) == 1 and laps[0].delay > 0                       # taken as the ducky passes 20
    assert {p.id for p in zones["score-track"].pieces()} == {"score-ducky:seat:0", "score-ducky:seat:1"}
    same = [p.rect.center for p in zones["score-track"].pieces()]
    assert same[0] != same[1]                                         # two on one space stand side by side


def test_bots_only_game_reaches_the_final_score(app):
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(3)]
    scene = TableScene(app, ENGINE, GameConfig(GAME, seats, 5), pace=0)
    app.push(scene)
    for _ in range(4000):
        pump(app)
        if isinstance(app.top, ResultsScene):
            break
        if app.top is not scene and not isinstance(app.top, ResultsScene):
            app.pop()
    assert scene.session.over and isinstance(app.top, ResultsScene)
    headers, rows_ = scene.adapter.final_table(scene.view, scene.session.result())
    assert headers[:4] == ["Player", "First phase", "Second phase", "Score"] and len(rows_) == 3
    assert all(r[1] + r[2] == r[3] for r in rows_)
    assert any("Phase two begins" in line for line in scene.narration)


def test_the_first_phase_ends_with_a_summary_and_the_last_play_shows_its_points(app):
    from tabletop.games import make_adapter
    from tabletop.table.painter import Painter

    rnd = random.Random(2)
    s = ENGINE.setup(3, 2)
    adapter = make_adapter(GAME, ENGINE)
    painter = Painter(adapter)
    scored = summary = None
    while s.phase != "two":
        before = len(ENGINE.view(s, 0).events)
        s = ENGINE.apply(s, rnd.choice(ENGINE.legal_moves(s, ENGINE.to_act(s)[0])))
        view = ENGINE.view(s, 0)
        new = view.events[before:]
        summary = adapter.round_summary(view, new)
        place = next((e for e in new if e.kind == "place" and e.data["points"]), None)
        if place is not None and s.phase == "one" and scored is None:
            pieces = {p.id: p for p in painter.lay_out(view, (1280, 800))}
            ground = next(z for z in painter.zones if z.name == "savannah")
            scored = pieces.get(place.data["card"]), ground.rings, place.data["points"]
    card, rings, points = scored
    assert card is not None and [b.text for b in card.badges] == [f"+{points}"] and rings
    title, headers, rows_ = summary
    assert title == "The first phase is over" and len(rows_) == 3
    assert headers == ["Player", "Lines", "Unplayable spaces", "Score"]


def test_a_card_held_over_the_savannah_shrinks_to_its_spaces_and_shows_what_it_would_do(app):
    scene = table(app)
    mouse_drag(app, center_of(scene, "card:lion-1a"), center_of(scene, cell_handle(0, 0)))
    settle(app, scene)
    start, end = center_of(scene, "card:lion-2a"), center_of(scene, a_target(scene, "lion-2a"))
    hand_size = scene.board.drawn_rect("lion-2a").size
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    pump(app)
    for k in range(1, 7):
        p = (start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False))
        pump(app)
    port = scene.adapter.port
    assert scene.drag and scene.drag["size"] == (port.card_w, round(port.card_w * 1.4)) != hand_size
    app.draw()                                             # the preview draws over the table without trouble
    assert scene.adapter._chips[0][2] == "lion-2a"         # ... for the card held (the drawing sees the drag)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    pump(app)
    assert mine(scene, Place)[-1].card == "lion-2a"


def test_narration_leaves_out_grid_coordinates():
    """The savannah has no printed rows or columns, so the log says what was played and what it scored."""
    from rules.core import Event
    from rules.safari.savannah import GAME
    from tabletop.games.savannah import ADAPTER

    adapter = ADAPTER(GAME)
    line = adapter.narrate(Event("place", {"seat": 0, "card": "lion-2a", "row": -5, "col": 3, "points": 2}))
    assert "(" not in line and line.endswith("for 2 points")
    for kind, data, said in [("mark_draw", {"seat": 1}, "draws a card from each deck to mark the space"),
                             ("marked", {"seat": 1}, "marks the space with a face-down card"),
                             ("marker_card", {"seat": 0, "card": "lion-2a"}, "Your marker is 2 Lion")]:
        line = adapter.narrate(Event(kind, {**data, "row": 0, "col": -1}))
        assert said in line and "(" not in line, line


def test_scored_lines_flash_then_stay_ringed_and_the_table_goes_idle(app):
    """A play that scores lights its lines in pulses (the table keeps drawing meanwhile); then they
    stay ringed at rest and the table asks for no more frames."""
    from tabletop.games import make_adapter
    from tabletop.table.painter import Painter

    rnd = random.Random(2)
    s = ENGINE.setup(3, 2)
    adapter = make_adapter(GAME, ENGINE)
    painter = Painter(adapter)
    while True:
        before = len(ENGINE.view(s, 0).events)
        s = ENGINE.apply(s, rnd.choice(ENGINE.legal_moves(s, ENGINE.to_act(s)[0])))
        view = ENGINE.view(s, 0)
        if any(e.kind == "place" and e.data["points"] for e in view.events[before:]) and s.phase == "one":
            break
    painter.lay_out(view, (1280, 800))
    assert adapter.tick(0.25) and 0 < adapter.glow() <= 1          # flashing: the table draws on
    painter.lay_out(view, (1280, 800))                            # laid out again: the same play, no restart
    glows = []
    while adapter.tick(0.05):
        glows.append(adapter.glow())
    assert max(glows) > 0.9 and min(glows) < 0.1                   # pulses, not a steady light
    assert adapter.glow() == 0 and not adapter.tick(0.05)           # at rest, idle
    ground = next(z for z in painter.zones if z.name == "savannah")
    assert ground.rings                                            # still ringed until the next play


def _robin_may_score_or_not(seed: int, phase: str):
    """A state (random three-player play) where Robin holds a card with a 0-point space and a scoring one."""
    from tabletop.games.savannah_preview import better_places

    rnd = random.Random(seed)
    s = ENGINE.setup(3, seed, {"first_player": 0})
    while not ENGINE.is_over(s):
        if s.phase == phase and ENGINE.to_act(s) == [0] and not s.pending_pair:
            view, moves = ENGINE.view(s, 0), ENGINE.legal_moves(s, 0)
            for m in moves:
                better = better_places(view, m, moves)
                if better is not None:
                    return s, m, better
        s = ENGINE.apply(s, rnd.choice(ENGINE.legal_moves(s, ENGINE.to_act(s)[0])))
    raise AssertionError("no such state")


def test_a_play_for_0_points_asks_first_when_the_card_scores_elsewhere(app):
    """Tap a card, tap a space where it scores nothing: the table asks, naming where it would score (beside
    which card, and the points marked there); "Choose another space" picks the card up again and a tap on
    the better space plays it there; "Play here for 0 points" plays the first choice."""
    from tabletop.games.savannah_preview import ZeroPoints

    for phase, seed in (("one", 2), ("two", 2)):
        state, zero, (points, cells) = _robin_may_score_or_not(seed, phase)
        scene = table(app, seed=seed, players=3, order=None, bots=False)
        app.surface = pygame.Surface((1024, 640))      # the smallest window: the question has least room
        scene.session.state = state
        scene.resize(app.size)
        before = len(scene.session.moves)
        tap(app, center_of(scene, f"card:{zero.card}"))
        tap(app, center_of(scene, cell_handle(zero.row, zero.col)))
        question = scene.prompt
        assert isinstance(question, ZeroPoints) and len(scene.session.moves) == before, phase
        title = question.title
        assert title.startswith("0 points here; ") and f"(marked +{points})" in title, title
        board = {(c.row, c.col): c.card for c in scene.view.board}
        for cell in cells[:2]:                          # each named beside a card that touches it on a side
            touching = [board[(cell[0] + dr, cell[1] + dc)] for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0))
                        if (cell[0] + dr, cell[1] + dc) in board]
            assert any(card_title(c) in title for c in touching), (title, cell)
        with fonts.placing() as drawn:                  # the question draws off the spaces it speaks of
            app.draw()
        port = scene.adapter.port
        (picker,) = [p.rect for p in drawn if p.owner == "overlay" and p.words is None]
        for cell in [(zero.row, zero.col), *cells]:
            assert not picker.colliderect(port.cell_rect(*cell)), (phase, cell, picker)
        labels = [o.label for o in question.options]
        assert labels == ["Choose another space", "Play here for 0 points"]
        tap(app, scene.painter.prompt_rects[0][0].center)   # a tap on the picker's button: the picker is live
        assert scene.prompt is None and scene.selected == f"card:{zero.card}" and len(scene.session.moves) == before
        assert scene.focus == f"card:{zero.card}"      # tapped: no keyboard cursor lights a space apart
        tap(app, center_of(scene, cell_handle(*cells[0])))
        assert scene.session.moves[-1] == Place(0, zero.card, *cells[0])
        place = next(e for e in reversed(scene.session.view(0).events) if e.kind == "place")
        assert place.data["points"] == points
        scene.session.state = state                     # again, and this time play it anyway
        scene.refresh(animate=False)
        tap(app, center_of(scene, f"card:{zero.card}"))
        tap(app, center_of(scene, cell_handle(zero.row, zero.col)))
        app.draw()
        tap(app, scene.painter.prompt_rects[1][0].center)
        assert scene.session.moves[-1] == zero
        app.pop()


def test_no_question_when_the_play_scores_or_the_card_scores_nowhere():
    """Asked only when this play scores 0 and another space scores more for the same card; never in the
    opening (it scores nothing), never for a card that scores 0 wherever it goes."""
    from types import SimpleNamespace

    from tabletop.games.savannah_preview import better_places

    def view(phase, cards):
        return SimpleNamespace(phase=phase, board=[SimpleNamespace(row=r, col=c, card=k)
                                                   for (r, c), k in cards.items()])

    lion = {(0, 0): "lion-1a"}
    corner, side = Place(0, "lion-2a", 1, 1), Place(0, "lion-2a", 0, 1)
    assert better_places(view("one", lion), corner, [corner, side]) == (2, [(0, 1)])
    assert better_places(view("one", lion), side, [corner, side]) is None                # it scores here
    assert better_places(view("opening", lion), corner, [corner, side]) is None         # the opening
    twin, twin_too = Place(0, "lion-1b", 1, 1), Place(0, "lion-1b", -1, -1)     # its twin fits no line: corners only
    assert better_places(view("one", lion), twin, [twin, twin_too]) is None
    other = Place(0, "zebra-1a", 0, 1)                                                   # another card scoring
    assert better_places(view("one", lion), twin, [twin, twin_too, other]) is None
    two = {(0, 0): "lion-1a", (0, 1): "lion-3a"}
    corner, end = Place(0, "lion-2a", 1, 2), Place(0, "lion-2a", 0, 2)
    assert better_places(view("two", two), corner, [corner, end]) == (3, [(0, 2)])       # removes the row


def test_a_cards_large_view_says_what_it_does_in_savannah():
    from rules.safari.savannah import GAME as SAVANNAH
    from tabletop.games.savannah import ADAPTER

    adapter = ADAPTER(SAVANNAH)
    _title, ducktor = adapter.describe(("card", "ducktor-3"))
    assert "In Savannah Ducktor is a sixth animal" in ducktor[-1] and "(A)" in ducktor[-1]
    _title, lion = adapter.describe(("card", "lion-3a"))
    assert lion[-1].startswith("In Savannah each line it joins") and "twin" in lion[-1]


def test_marking_an_unplayable_space_shows_every_word_whole_at_every_size(app, speaking):
    """Seen at 1024x640: "For the unplayable spa…" over the two cards drawn to mark the space (the names
    in the side panel take its room as they grow)."""
    from .test_text_fits import NAMES, SIZES, problems

    moves = _moves_to_a_marking(players=3)
    scene = table(app, seed=11, players=3, order=None, bots=False)
    scene.adapter.names = NAMES[:3]
    for m in moves:
        scene.session.apply(m)
    found = []
    for size in [*SIZES, (1366, 768)]:
        app.surface = pygame.Surface(size)
        scene.resize(size)
        assert scene.view.pending_pair
        scene.repaint()
        with fonts.placing() as drawn:
            scene.draw(app.surface)
        found += [f"{size}: {p}" for p in problems(drawn, size, NAMES[:3])]
    assert not found, "\n".join(found[:6])

"""One story at one moment (issue 54, item 4), over all nine games: while the table still shows what a move
did (a finished trick, a race's finish, a reveal, a die in the air, a round about to be summed up), the side
panel, the status line, the seat boxes and the buttons tell the position before that move, not the live one:
nothing on screen runs ahead of the table. People play random games at the table with animations on and
holds waiting for a tap; every frame drawn is checked."""

import copy
import random

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS
from tabletop.games import la_criatura as lc_table
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.summary import ResultsScene, SummaryScene
from tabletop.scenes.table_scene import TableScene
from tabletop.settings import Settings
from tabletop.storage.saves import SeatSetup
from tabletop.table import painter as painter_module
from tabletop.table.session import GameConfig, SeatConfig
from tabletop.table.zones import Plate

NAMES = ["Ada", "Robin", "Karl", "Ivan", "Mina", "Olu"]
DT = 0.1
LAGGING = {"strange-creatures", "safari-sprint", "la-criatura", "wonder-creature", "deducktion"}
"""Games whose table shows a move over the position before it (a held trick, race, reveal, answer, die)."""


class Clock:
    """La Criatura's dice land by the clock: the test's own, moved on with each frame."""

    def __init__(self):
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


class Screen:
    """What the table last drew: the side panel, the status line, the buttons and the standing question."""

    def __init__(self, monkeypatch):
        self.panel = self.status = None
        self.marks = None
        draw_side_panel = painter_module.draw_side_panel
        draw_status = painter_module.Painter._draw_status
        draw = painter_module.Painter.draw
        screen = self

        def side_panel(layer, frame, spec, *args, **kwargs):
            screen.panel = spec
            return draw_side_panel(layer, frame, spec, *args, **kwargs)

        def status(painter, surface, view, marks):
            screen.status = marks.status or painter.adapter.status(view, bool(marks.sources))
            return draw_status(painter, surface, view, marks)

        def whole(painter, surface, view, board, lines, marks, version, **drawn_over):
            screen.marks = marks
            return draw(painter, surface, view, board, lines, marks, version, **drawn_over)

        monkeypatch.setattr(painter_module, "draw_side_panel", side_panel)
        monkeypatch.setattr(painter_module.Painter, "_draw_status", status)
        monkeypatch.setattr(painter_module.Painter, "draw", whole)


def plates(zones) -> list[tuple]:
    return sorted((z.name, z.text, z.note, z.active) for z in zones if isinstance(z, Plate))


def hot_seat(app, game_id: str, seed: int) -> TableScene:
    """Two people at the laptop and bots, animations at their usual speed, holds until a tap."""
    app.settings = Settings(animation="Normal", bot_pace="Quick", results_pause="Until I tap")
    game = rules.games()[game_id]
    players = game.usual_players
    seats = [SeatConfig(NAMES[i]) if i < 2 else SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(players)]
    scene = TableScene(app, game, GameConfig(game_id, seats, seed, {}), pace=0.05)
    app.push(scene)
    return scene


def check_frame(scene, game_id: str, screen: Screen, summed_up: int) -> bool:
    """The frame on screen tells one moment. True when the table lagged behind the live position: its adapter
    shows the last move over the position before it (the log waits with it), or the round that move closed
    is still to be summed up (`summed_up`: how many moves had been made when the last summary opened)."""
    match, viewer = scene.session.match, scene.viewer
    if len(match.states) < 2 or screen.marks is None:
        return False
    game = scene.session.game
    live = game.view(match.states[-1], viewer)
    before = game.view(match.states[-2], viewer)
    new = live.events[len(before.events):]
    due = summed_up < len(match.moves) and not scene.session.over and \
        scene.adapter.round_summary(live, new) is not None
    if scene.adapter.log_cut(live) is None and not due:
        return False
    where = f"{game_id} after move {len(match.moves)}"
    assert screen.panel == scene.adapter.panel(before), f"{where}: the side panel runs ahead of the table"
    assert screen.status == scene.adapter.status(before, False), f"{where}: the status line runs ahead"
    assert not screen.marks.buttons and screen.marks.standing is None and not screen.marks.sources, \
        f"{where}: the live position's moves are offered while the table shows the one before"
    assert not (scene.news and screen.marks.message), f"{where}: the mover's news of the next position is shown"
    told = copy.copy(scene.adapter).zones(before, scene.painter.frame)
    assert plates(scene.painter.zones) == plates(told), f"{where}: a seat box runs ahead of the table"
    return True


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_nothing_on_screen_runs_ahead_of_the_table(app, game_id, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(lc_table, "time", clock)
    screen = Screen(monkeypatch)
    scene = hot_seat(app, game_id, seed=6)
    rnd = random.Random(6)
    lagged = moves = watched = summed_up = 0
    for _ in range(6000):
        top = app.top
        if isinstance(top, ResultsScene) or (moves >= 45 and (lagged or game_id not in LAGGING)):
            break
        if isinstance(top, CurtainScene):
            top.age = top.arm_delay
            top.finish()
            continue
        if isinstance(top, SummaryScene):
            summed_up = len(scene.session.moves)
            app.pop()
            continue
        if top is scene and scene.hold > 0:
            watched += 1
            if watched > 12:             # watched for a while (a die lands in under a second): then a tap
                watched = 0
                scene.end_hold()
        elif top is scene and scene.viewer in scene.session.to_act() and scene.viewer not in scene.bots:
            assert scene.perform(rnd.choice(scene.session.legal_moves(scene.viewer)))
            moves += 1
        clock.now += DT
        app.step(DT)
        if app.top is scene:
            lagged += check_frame(scene, game_id, screen, summed_up)
    else:
        raise AssertionError(f"{game_id}: the table stalled")
    if game_id in LAGGING:
        assert lagged, f"{game_id}: the table never showed a move over the position before it"


# the cases the issue names, each at the move that shows it --------------------------------------------------

def replayed(app, game_id: str, players: int, seed: int, wanted, viewer=None) -> tuple[TableScene, object]:
    """The table of a random game just before its first move whose public events satisfy `wanted`, with that
    move's maker (or `viewer`) at the laptop and bots in the other seats; returns (table, that move)."""
    game = rules.games()[game_id]
    state, rnd, moves = game.setup(players, seed), random.Random(seed), []
    while not game.is_over(state):
        move = rnd.choice(game.legal_moves(state, game.to_act(state)[0]))
        after = game.apply(state, move)
        if wanted(game.view(after, None).events[len(game.view(state, None).events):]):
            break
        moves.append(move)
        state = after
    else:
        raise AssertionError("no such move")
    human = move.seat if viewer is None else viewer
    seats = [SeatConfig(NAMES[i]) if i == human else SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(players)]
    match = Match.new(game, players, seed, {}, [SeatSetup(name=s.name, kind=s.save_kind) for s in seats],
                      autosave=False)
    for m in moves:
        match.play(m)
    app.settings = Settings(animation="Normal", bot_pace="Quick", results_pause="Until I tap")
    scene = TableScene(app, game, GameConfig(game_id, seats, seed, {}), pace=0.05, match=match)
    app.push(scene)
    return scene, move


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def plate_note(scene, seat: int) -> str:
    return next(z.note for z in scene.painter.zones if isinstance(z, Plate) and z.name == f"plate:{seat}")


def test_strange_creatures_says_round_2_only_once_round_1_is_summed_up(app, monkeypatch):
    screen = Screen(monkeypatch)
    scene, last = replayed(app, "strange-creatures", 4, 5,
                           lambda events: "round_end" in kinds(events) and "game_end" not in kinds(events))
    assert scene.perform(last)
    app.step(DT)
    rounds = scene.view.rounds
    assert screen.panel.title == f"Round 1 of {rounds}", "the last trick of round 1 is on the table"
    assert "wins the trick" in screen.status or "Nobody wins" in screen.status
    scene.end_hold()
    app.step(DT)                      # the summary opens as the header moves on (in one frame)
    assert isinstance(app.top, SummaryScene) and scene.round_summary()[0] == f"Round 1 of {rounds} is over"
    assert screen.panel.title == f"Round 2 of {rounds}"


def test_strange_creatures_tells_a_purchase_that_gathers_the_trick_when_the_table_shows_it(app, monkeypatch):
    """The last purchase of Phase 3 gathers the trick: while the trick stays on show the display and the coins
    are drawn as they were before that purchase, and the log waits with them (it told 'Basil takes Shapeshifter 7
    from the display' beside the display still holding it)."""
    Screen(monkeypatch)
    scene, last = replayed(app, "strange-creatures", 4, 5,
                           lambda events: {"card_bought", "trick_cleared"} <= set(kinds(events)))
    before = len(scene.log)
    assert scene.perform(last)
    app.step(DT)
    assert scene.lagging and scene.hold > 0
    assert len(scene.log) == before and not any("from the display" in line.text for line in scene.log[-2:])
    scene.end_hold()
    app.step(DT)
    assert any("from the display" in line.text for line in scene.log[before:])


def test_the_next_rounds_deal_lands_under_the_round_summary(app, monkeypatch):
    """The summary opens as the table moves on to the next round, whose cards fly in from the deck: under the
    summary (the table shows through) they land, not stand still half way until it closes."""
    Screen(monkeypatch)
    scene, last = replayed(app, "strange-creatures", 4, 5,
                           lambda events: "round_end" in kinds(events) and "game_end" not in kinds(events))
    assert scene.perform(last)
    app.step(DT)
    scene.end_hold()
    app.step(DT)
    assert isinstance(app.top, SummaryScene) and scene.board.animating
    for _ in range(40):
        app.step(DT)
    assert isinstance(app.top, SummaryScene) and not scene.board.animating


def test_safari_sprint_says_race_2_only_once_race_1_is_summed_up(app, monkeypatch):
    screen = Screen(monkeypatch)
    scene, last = replayed(app, "safari-sprint", 3, 3, lambda events: "race_scored" in kinds(events))
    assert scene.perform(last)
    app.step(DT)
    assert screen.panel.title == "Race 1 of 3" and screen.panel.facts[0] != ["Claiming the animals"]
    assert screen.status.startswith("Race 1 is over") and not screen.marks.buttons
    scene.end_hold()
    app.step(DT)
    assert isinstance(app.top, SummaryScene) and scene.round_summary()[0] == "Race 1 of 3 is over"
    assert screen.panel.title == "Race 2 of 3" and screen.panel.facts[0] == ["Claiming the animals"]


def test_la_criatura_keeps_the_game_going_while_the_attack_die_rolls(app, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(lc_table, "time", clock)
    screen = Screen(monkeypatch)
    scene, attack = replayed(app, "la-criatura", 5, 0, lambda events: {"attack", "game_over"} <= set(kinds(events)))
    assert scene.perform(attack)
    app.step(0.02)
    assert "Game over" not in screen.panel.facts[0][0] and plate_note(scene, attack.target) != "knocked out"
    assert screen.status.endswith("…") and "Tap to go on" not in screen.status    # the dice are in the air
    clock.now += lc_table.LANDS + 0.05                                      # it lands
    app.step(0.02)
    app.step(0.02)
    assert "Game over" in screen.panel.facts[0][0] and plate_note(scene, attack.target) == "knocked out"


def test_la_criatura_offers_keep_my_cards_only_once_the_movement_die_has_landed(app, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(lc_table, "time", clock)
    screen = Screen(monkeypatch)
    scene, roll = replayed(app, "la-criatura", 5, 0, lambda events: {"movement_roll", "movement"} <= set(kinds(events)),
                           viewer=4)
    assert scene.perform(roll)
    app.step(0.02)
    assert not screen.marks.buttons and screen.status == "Movement die…"
    clock.now += lc_table.LANDS + 0.05
    app.step(0.02)
    app.step(0.02)
    assert "Keep my cards" in [label for _h, label, _r in screen.marks.buttons]


def test_la_criatura_sums_up_a_turn_before_its_header_says_the_next(app, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(lc_table, "time", clock)
    screen = Screen(monkeypatch)
    scene, last = replayed(app, "la-criatura", 5, 0, lambda events: {"leader_roll", "clock"} <= set(kinds(events)))
    turn = scene.view.turn
    assert scene.perform(last)
    for _ in range(15):                                                     # the die lands; the hold waits for a tap
        clock.now += DT
        app.step(DT)
        assert screen.panel.title.startswith(f"Turn {turn} of")
    scene.end_hold()
    app.step(DT)
    assert isinstance(app.top, SummaryScene) and scene.round_summary()[0].startswith(f"Turn {turn} of")
    assert screen.panel.title.startswith(f"Turn {turn + 1} of")


def test_la_criatura_tells_an_attack_s_total_as_its_die_lands(app, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(lc_table, "time", clock)
    scene, attack = replayed(app, "la-criatura", 5, 1, lambda events: kinds(events)[-1:] == ["attack"]
                             and not events[-1].data.get("auto"))

    def totals():
        return [b.text for z in scene.painter.zones for p in z.pieces() if p.face[0] == "die" for b in p.badges]

    assert scene.perform(attack)
    app.step(0.02)
    assert not [t for t in totals() if "needs" in t], "no total beside a die still in the air"
    clock.now += lc_table.LANDS + 0.05
    app.step(0.02)
    assert [t for t in totals() if "needs" in t], "the total, once the die lies in the tray"

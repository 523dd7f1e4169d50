"""Safari Sprint at the table: claiming and stealing by moving duckies, cards into the card row, the
round's movement walked space by space and held until a tap, race results and the series table."""

import pygame
import pytest

import rules
from rules.core import SetupError
from rules.safari.components import ANIMALS, EXPLORER
from rules.safari.safari_sprint import Claim, Play
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.summary import ResultsScene, SummaryScene
from tabletop.scenes.table_scene import TableScene
from tabletop.settings import Settings
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import bots_to_the_end, center_of, finger_drag, key, mouse_drag, pump, tap

GAME = "safari-sprint"


def table(app, seed=3, players=4, pace=0, options=None) -> TableScene:
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    config = GameConfig(GAME, seats, seed, {"first_player": 0, **(options or {})})
    scene = TableScene(app, rules.games()[GAME], config, pace=pace)
    app.push(scene)
    pump(app, 2)
    return scene


def settle(app, scene, frames=600):
    """Run the table until Robin may act (holds tapped away, summaries closed)."""
    for _ in range(frames):
        if app.top is not scene:
            app.pop()
        elif scene.hold > 0:
            scene.on_key(pygame.K_SPACE)
        elif scene.session.to_act() == [0]:
            pump(app)
            return
        pump(app, dt=0.05)
    raise AssertionError("Robin never got the turn")


def mine(scene, kind) -> list:
    return [m for m in scene.session.moves if isinstance(m, kind) and m.seat == 0]


def test_new_game_offers_the_animals_and_the_engine_counts_them():
    game = rules.games()[GAME]
    from tabletop.games import make_adapter
    from tabletop.scenes.setup import option_fields

    adapter = make_adapter(GAME, game)
    assert adapter.option_choices("animals") == list(ANIMALS)
    assert ("animals", list(ANIMALS)) in option_fields(game, adapter)
    s = game.setup(3, 1, {"animals": ["lion", "tiger", "zebra"]})
    assert game.view(s, None).animals == ["lion", "tiger", "zebra"]
    with pytest.raises(SetupError, match="one animal per player"):
        game.setup(4, 1, {"animals": ["lion", "tiger"]})


def test_claim_by_dragging_a_ducky_and_an_illegal_space_is_explained(app):
    scene = table(app)
    assert scene.view.phase == "claim" and scene.session.to_act() == [0]
    animal = scene.view.animals[0]
    # beyond Ducktor: the engine's reason and rule, nothing claimed
    mouse_drag(app, center_of(scene, f"ducky:{animal}"), center_of(scene, "space:14"))
    assert not mine(scene, Claim)
    reason, rule, _tone = scene.message
    assert "behind Ducktor Livingstone" in reason and rule == "Safari Sprint, Choosing Your Animal"
    # only the legal spaces light up while the ducky is held
    start = center_of(scene, f"ducky:{animal}")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] - 40, start[1]), rel=(-40, 0),
                                         buttons=(1, 0, 0), touch=False))
    pump(app)
    assert scene.drag is not None
    assert set(scene.index.targets(f"ducky:{animal}")) == {f"space:{n}" for n in range(1, 11)}
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=center_of(scene, "space:4"), button=1,
                                         touch=False))
    pump(app)
    assert mine(scene, Claim)[0] == Claim(0, animal, 4)


def robbed(app):
    """A table where a bot has taken Robin's first claim and Robin chooses again."""
    for seed in range(1, 40):
        scene = table(app, seed=seed)
        scene.perform(Claim(0, scene.view.animals[0], 9))
        for _ in range(50):
            pump(app)
            if scene.session.to_act() == [0] or scene.view.phase != "claim":
                break
        if scene.view.phase == "claim" and scene.session.to_act() == [0]:
            return scene
        app.pop()
    raise AssertionError("no bot ever stole")


def test_steal_by_dragging_a_claimed_ducky_lower_and_upward_is_refused(app):
    scene = robbed(app)
    view = scene.view
    victim, at = next((a, p) for a, p in view.positions.items()
                      if a != EXPLORER and any(Claim(0, a, s) in scene.index.moves for s in range(1, p)))
    higher = next(s for s in range(at + 1, 20) if s not in view.positions.values())
    mouse_drag(app, center_of(scene, f"ducky:{victim}"), center_of(scene, f"space:{higher}"))
    assert not mine(scene, Claim)[1:]
    assert scene.message is not None and f"lower than {at}" in scene.message[0]
    lower = next(s for s in range(at - 1, 0, -1) if s not in view.positions.values())
    mouse_drag(app, center_of(scene, f"ducky:{victim}"), center_of(scene, f"space:{lower}"))
    assert mine(scene, Claim)[-1] == Claim(0, victim, lower)
    assert any(e.kind == "claim" and e.data["from_seat"] is not None and e.data["seat"] == 0
               for e in scene.session.view(0).events)


def test_a_ducky_dropped_on_another_is_explained(app):
    scene = table(app)
    mouse_drag(app, center_of(scene, f"ducky:{scene.view.animals[1]}"), center_of(scene, f"ducky:{EXPLORER}"))
    assert not mine(scene, Claim)
    assert "Space 11 is taken" in scene.message[0] or "behind Ducktor" in scene.message[0]


def test_tap_a_ducky_then_a_space_claims(app):
    scene = table(app)
    animal = scene.view.animals[-1]
    tap(app, center_of(scene, f"ducky:{animal}"))
    assert scene.selected == f"ducky:{animal}"
    tap(app, center_of(scene, "space:2"))
    assert mine(scene, Claim) == [Claim(0, animal, 2)]


def to_the_racing(app, scene):
    """Claims done (Robin takes whatever is free, low down), then Robin's first turn to play."""
    for _ in range(20):
        settle(app, scene)
        if scene.view.phase == "play":
            return
        move = next(m for m in scene.session.legal_moves(0))
        scene.perform(move)
    raise AssertionError("the claims never ended")


def test_play_a_card_by_mouse_finger_and_keyboard(app):
    scene = table(app)
    to_the_racing(app, scene)
    card = scene.view.hand[0]
    mouse_drag(app, center_of(scene, f"card:{card}"), center_of(scene, "row"))
    assert mine(scene, Play) == [Play(0, card)]
    settle(app, scene)
    card = scene.view.hand[-1]
    finger_drag(app, center_of(scene, f"card:{card}"), center_of(scene, "row"))
    assert mine(scene, Play)[-1] == Play(0, card) and len(mine(scene, Play)) == 2
    settle(app, scene)
    key(app, pygame.K_RIGHT)
    assert scene.focus is not None and scene.focus.startswith("card:")
    key(app, pygame.K_RETURN)              # pick the focused card up
    chosen = scene.selected
    assert scene.focus == "row"
    key(app, pygame.K_RETURN)              # and put it in the card row
    assert len(mine(scene, Play)) == 3 and f"card:{mine(scene, Play)[-1].card}" == chosen


def test_a_card_out_of_turn_is_explained(app):
    scene = table(app)
    to_the_racing(app, scene)
    scene.perform(Play(0, scene.view.hand[0]))
    for _ in range(50):
        if scene.session.to_act() != [0] and scene.view.phase == "play":
            break
        settle(app, scene)
        scene.perform(Play(0, scene.view.hand[0]))
    scene.bots = {}                         # the bots wait: it stays someone else's turn
    before = len(mine(scene, Play))
    card = scene.view.hand[0]
    mouse_drag(app, center_of(scene, f"card:{card}"), center_of(scene, "row"))
    assert len(mine(scene, Play)) == before
    reason, rule, _tone = scene.message
    assert "turn" in reason and rule.startswith("Safari Sprint")


def test_movement_walks_space_by_space_and_the_round_waits_for_a_tap(app):
    app.settings = Settings(animation="Normal", bot_pace="Quick")
    scene = table(app, pace=0.01)
    to_the_racing(app, scene)
    for _ in range(40):
        rows_before = len([e for e in scene.session.view(0).events if e.kind == "move"])
        start = dict(scene.view.positions)
        scene.perform(Play(0, scene.view.hand[0]))
        for _ in range(400):
            if scene.hold > 0 or scene.session.to_act() == [0]:
                break
            pump(app, dt=0.02)
        if scene.hold > 0:
            break
    assert scene.hold == float("inf")        # a person at the table: the round stays until a tap
    events = scene.session.view(0).events
    moves = [e for e in events if e.kind == "move"][rows_before:]
    walked = next(e for e in moves if e.data["steps"] >= 2)
    sprite = scene.board.sprites[f"ducky:{walked.data['ducky']}"]
    assert len(sprite.legs) >= walked.data["steps"]   # every space on the way, not straight across
    cards = {e.data["card"] for e in moves}
    row = [s.piece.id for s in scene.board.sprites.values() if s.piece.id in cards]
    assert len(row) == scene.view.players       # the finished card row stays on the board
    assert "Tap to go on" in scene.adapter.status(scene.view, False)
    for ducky, at in scene.live.positions.items():   # a pushed ducky waits its turn, then steps back
        if at != start[ducky] and any(p["ducky"] == ducky for e in moves for p in e.data["pushed"]):
            assert len(scene.board.sprites[f"ducky:{ducky}"].legs) >= 3
    # the board, the status line, the panel and the log all tell the round just finished (one story); the next
    # round is told when the table shows it
    spec = scene.adapter.panel(scene.view)
    started = next(line for line in reversed(scene.narration) if line.startswith("Round "))
    held = int(started.split(":")[0].split()[1])
    assert spec.facts[0] == [f"Round {held} of 11"] and not scene.buttons
    assert f"Round {held} of 11 is over" in scene.adapter.status(scene.view, False)
    scene.on_key(pygame.K_SPACE)
    pump(app, 2)
    assert scene.hold <= 0 and scene.adapter.held is None
    assert scene.adapter.panel(scene.view).facts[0] == [f"Round {held + 1} of 11"]
    started = next(line for line in reversed(scene.narration) if line.startswith("Round "))
    assert started.startswith(f"Round {held + 1}")


def test_a_bots_only_series_reaches_the_final_score(app):
    scene = bots_to_the_end(app, GAME, 5, 8)
    headers, rows_ = scene.adapter.final_table(scene.view, scene.session.result())
    assert headers[:4] == ["Player", "Race 1", "Race 2", "Race 3"] and len(rows_) == 5
    assert sum(r[-1] == "winner" for r in rows_) >= 1
    assert any("Race 3 ends" in line for line in scene.narration)


def test_paced_bots_hold_each_round_and_show_each_race(app):
    app.settings = Settings(animation="Fast", bot_pace="Quick")
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(3)]
    scene = TableScene(app, rules.games()[GAME], GameConfig(GAME, seats, 4), pace=0.05)
    app.push(scene)
    summaries, holds, walking = [], 0, False
    for _ in range(20000):
        pump(app, dt=0.1)
        holds += scene.hold > 0
        walking |= any(len(s.legs) > 2 for s in scene.board.sprites.values())
        if isinstance(app.top, SummaryScene) and scene.round_summary()[0] not in summaries:
            summaries.append(scene.round_summary()[0])
        if isinstance(app.top, ResultsScene):
            break
    assert scene.session.over and isinstance(app.top, ResultsScene)
    assert summaries == ["Race 1 of 3 is over", "Race 2 of 3 is over"]
    assert holds and walking


def test_hot_seat_race_end_holds_then_summarises(app):
    """Two people: the race's end stays on the board until a tap, then the summary opens."""
    app.settings = Settings(animation="Fast", bot_pace="Quick")
    seats = [SeatConfig("Ada"), SeatConfig("Robin"), SeatConfig("Bot", "Bot (easy)")]
    scene = TableScene(app, rules.games()[GAME], GameConfig(GAME, seats, 2), pace=0.05)
    app.push(scene)
    saw_race_hold = False
    for _ in range(5000):
        top = app.top
        if isinstance(top, CurtainScene):
            top.age = top.arm_delay
            top.finish()
        elif isinstance(top, SummaryScene):
            assert saw_race_hold
            title, headers, rows_ = scene.round_summary()
            assert title == "Race 1 of 3 is over" and headers == ["Player", "Animal", "Place", "Points", "Series"]
            assert len(rows_) == 3 and "1st" in [r[2] for r in rows_]          # the players; Ducktor's place is said
            assert "Ducktor Livingstone finished" in scene.round_summary().reason
            assert top.ok.text == "Next race"
            return
        elif top is scene and scene.hold > 0:
            held = scene.adapter.held
            if held is not None and scene.adapter.scored is not None:     # the held round ended the race
                saw_race_hold = True
                assert "is over" in scene.adapter.status(scene.view, False)
            scene.on_key(pygame.K_SPACE)
        elif top is scene and scene.viewer in scene.session.to_act():
            scene.perform(scene.session.legal_moves(scene.viewer)[0])
        pump(app, dt=0.1)
    raise AssertionError("the first race never ended")


def test_a_claim_can_be_taken_back(app):
    scene = table(app)
    animal = scene.view.animals[0]
    scene.bots = {}                             # nobody moves after Robin: the claim may be taken back
    mouse_drag(app, center_of(scene, f"ducky:{animal}"), center_of(scene, "space:6"))
    assert scene.view.positions.get(animal) == 6
    assert scene.couch.undo()
    assert animal not in scene.view.positions and not scene.session.moves
    assert f"ducky:{animal}" in {s.piece.handle for s in scene.board.sprites.values()}   # back by the board


def test_a_ducky_past_20_shows_its_lap_on_the_board_and_in_front_of_its_owner():
    import random

    from tabletop.games import make_adapter
    from tabletop.table.painter import Painter

    pygame.init()
    game = rules.games()[GAME]
    painter = Painter(make_adapter(GAME, game))
    rnd = random.Random(2)
    s = game.setup(4, 2)
    while not any(p >= 20 for a, p in game.view(s, 0).positions.items() if a != EXPLORER):
        s = game.apply(s, rnd.choice(game.legal_moves(s, game.to_act(s)[0])))
    view = game.view(s, 0)
    animal, at = next((a, p) for a, p in view.positions.items() if a != EXPLORER and p >= 20)
    pieces = {p.id: p for p in painter.lay_out(view, (1280, 800))}
    assert [b.text for b in pieces[f"ducky:{animal}"].badges] == [f"+{at // 20 * 20}"]
    assert f"lap:{animal}:0" in pieces
    owner = view.markers.index(animal)
    front = next(z for z in painter.zones if z.name == f"front:{owner}")
    assert front.rect.contains(pieces[f"lap:{animal}:0"].rect)


def test_duckies_a_lap_apart_stand_side_by_side_each_with_its_own_lap_mark():
    """The Elephant at 34 and the Monkey at 14 both stand on space 14: side by side, not one over the
    other, the "+20" under the Elephant only; on the bottom row the track runs right to left, so the
    Elephant, further along, stands ahead of the Monkey on the left."""
    from types import SimpleNamespace

    from tabletop.games.safari_sprint import SafariSprintAdapter
    from tabletop.render import safari as art

    pygame.init()
    geom = art.number_side_geometry(pygame.Rect(0, 0, 800, 500))
    view = SimpleNamespace(animals=["elephant", "monkey", "lion"])
    shown = SimpleNamespace(positions={EXPLORER: 11, "elephant": 34, "monkey": 14, "lion": 9})
    centres = [geom.ducky_squares(i)[0].center for i in range(20)]
    pieces = {p.id: p for p in SafariSprintAdapter._duckies(view, shown, geom, {}, centres).pieces()}
    elephant, monkey = pieces["ducky:elephant"], pieces["ducky:monkey"]
    tile = geom.space_rect(14)
    assert tile.contains(elephant.rect) and tile.contains(monkey.rect)
    assert not elephant.rect.colliderect(monkey.rect)
    assert [b.text for b in elephant.badges] == ["+20"] and monkey.badges == ()
    assert elephant.rect.centerx < monkey.rect.centerx
    assert pieces["ducky:lion"].rect == geom.ducky_squares(9)[0]       # alone on its space: full size


def test_the_card_row_reads_first_on_the_right_as_the_rulebook_lays_it(app):
    """Example B: Ducktor 5, 3 Zebra, 2 Tiger, then 3 Tiger, which pushes the 3 Zebra and the 2 Tiger one
    spot to the left: the 1st spot is the row's right end and later spots lie to its left."""
    scene = table(app)
    to_the_racing(app, scene)
    for _ in range(11):                       # a turn of Robin's with two cards or more in the row already
        settle(app, scene)
        if len(scene.view.row) >= 2:
            break
        scene.perform(Play(0, scene.view.hand[0]))
    pieces = {p.id: p for p in scene.painter.lay_out(scene.view, app.size)}
    row = scene.view.row
    xs = [pieces[c].rect.centerx for c in row]
    assert len(row) >= 2 and xs == sorted(xs, reverse=True)
    spots = next(z for z in scene.painter.zones if z.name == "row").rect
    assert pieces[row[0]].rect.right == spots.right                # the 1st card at the right end

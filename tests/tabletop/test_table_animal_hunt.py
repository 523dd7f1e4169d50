"""The Animal Hunt table by hand and by bots: flips turn over in place, a hand card dragged (or tapped)
shows the match, a tap on a player's hand or name asks them, refusals carry the engine's reason
and rule, held cards stay face up until a tap, and a bots-only game reaches the final score."""

import pygame
import pytest

import rules
from rules.safari.animal_hunt import Ask, Flip, Show
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.settings import Settings
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import bots_to_the_end, center_of, finger_drag, key, mine, mouse_drag, pump, tap

AH = "animal-hunt"
# Two players, Robin (seat 0) first. Robin holds elephants 1-6 and lions 1-4, the bot lions 5-6,
# monkeys and tigers 1-2. The hunting ground starts: 0 the twin of Robin's 1 Elephant, 1 the twin
# of the bot's 5 Lion, 2 and 3 two 1 Zebras, 4 a 2 Zebra (nobody holds a zebra).
HANDS = ["elephant-1a", "elephant-2a", "elephant-3a", "elephant-4a", "elephant-5a", "elephant-6a",
         "lion-1a", "lion-2a", "lion-3a", "lion-4a",
         "lion-5a", "lion-6a", "monkey-1a", "monkey-2a", "monkey-3a", "monkey-4a", "monkey-5a", "monkey-6a",
         "tiger-1a", "tiger-2a"]
GROUND = ["elephant-1b", "lion-5b", "zebra-1a", "zebra-1b", "zebra-2a"]


def _scene(app, *, pace=0, bots=True) -> TableScene:
    seats = [SeatConfig("Robin"), SeatConfig("Basil", "Bot (easy)")]
    config = GameConfig(AH, seats, 4, {"first_player": 0, "deck_order": HANDS + GROUND})
    scene = TableScene(app, rules.games()[AH], config, pace=pace)
    if not bots:
        scene.bots = {}
    app.push(scene)
    pump(app, 2)
    return scene


def _face(scene, piece_id):
    return scene.board.sprites[piece_id].piece.face


def test_a_tap_flips_a_card_and_it_turns_over_in_place(app):
    app.settings = Settings(animation="Fast", bot_pace="Quick")
    scene = _scene(app, pace=0.01)
    assert _face(scene, "slot:0") == ("back",)
    where = scene.board.drawn_rect("slot:0")
    tap(app, center_of(scene, "slot:0"))
    assert mine(scene, Flip) == [Flip(0, 0)]
    sprite = scene.board.sprites["slot:0"]
    assert sprite.piece.face == ("card", "elephant-1b") and sprite.turn < 1.0   # the same piece turns over
    assert scene.board.drawn_rect("slot:0") == where
    assert "You flipped a 1 Elephant" in scene.adapter.status(scene.view, True)


def test_drag_a_hand_card_to_the_hunting_ground_shows_the_match(app):
    scene = _scene(app)
    tap(app, center_of(scene, "slot:0"))
    assert "ground" in scene.index.targets("card:elephant-1a")
    mouse_drag(app, center_of(scene, "card:elephant-1a"), center_of(scene, "ground"))
    assert mine(scene, Show) == [Show(0)]
    view = scene.session.view(0)
    assert sorted(view.piles[0]) == ["elephant-1a", "elephant-1b"] and view.duckies["elephant"] == 0
    pump(app, 2)
    duck = scene.board.drawn_rect("ducky:elephant")
    zone = next(z for z in scene.painter.zones if z.name == "duckies:0")
    assert zone.rect.contains(duck)                      # the ducky stands in front of Robin now
    assert {p.id for z in scene.painter.zones if z.name == "pile:0" for p in z.pieces()} >= {"elephant-1a"}


def test_a_single_tap_on_the_matching_card_shows_it(app):
    scene = _scene(app)
    tap(app, center_of(scene, "slot:0"))
    tap(app, center_of(scene, "card:elephant-1a"))
    assert mine(scene, Show) == [Show(0)]


def test_illegal_drops_show_the_engines_reason_and_rule(app):
    scene = _scene(app)
    mouse_drag(app, center_of(scene, "card:lion-1a"), center_of(scene, "ground"))   # nothing flipped yet
    reason, rule, _tone = scene.message
    assert "Flip a hunting-ground card first" in reason and rule == "Animal Hunt, On Your Turn"
    tap(app, center_of(scene, "slot:2"))                                              # a 1 Zebra: no match
    mouse_drag(app, center_of(scene, "card:lion-1a"), center_of(scene, "ground"))
    reason, rule, _tone = scene.message
    assert "You do not hold a 1 Zebra" in reason and rule == "Animal Hunt, Choice A: Show a Card"
    assert not mine(scene, Show) and "lion-1a" in scene.session.view(0).hand


def test_tap_then_tap_on_the_ground_is_refused_the_same_way(app):
    scene = _scene(app)
    tap(app, center_of(scene, "slot:2"))
    tap(app, center_of(scene, "card:lion-2a"))
    assert scene.selected == "card:lion-2a"
    tap(app, center_of(scene, "ground"))
    assert scene.message is not None and "You do not hold a 1 Zebra" in scene.message[0]


def test_tap_a_players_hand_asks_them(app):
    scene = _scene(app)
    tap(app, center_of(scene, "slot:1"))                     # the 5 Lion; the bot holds its twin
    assert "seat:1" in scene.index.sources()
    tap(app, center_of(scene, "seat:1"))
    assert mine(scene, Ask) == [Ask(0, 1)]
    view = scene.session.view(0)
    assert sorted(view.piles[0]) == ["lion-5a", "lion-5b"] and view.hand_sizes[1] == 9


def test_tap_a_players_name_plate_asks_them(app):
    scene = _scene(app)
    tap(app, center_of(scene, "slot:2"))
    tap(app, scene.hotspots["seat:1"].center)
    assert mine(scene, Ask) == [Ask(0, 1)]
    assert scene.session.view(0).turn == 1 or scene.session.moves[-1].seat == 1   # "no": the turn passed


def test_flip_a_second_card_completes_a_pair_or_ends_the_turn(app):
    scene = _scene(app)
    tap(app, center_of(scene, "slot:2"))
    tap(app, center_of(scene, "slot:3"))                     # the other 1 Zebra
    view = scene.session.view(0)
    assert sorted(view.piles[0]) == ["zebra-1a", "zebra-1b"] and view.turn == 0
    tap(app, center_of(scene, "slot:4"))
    tap(app, center_of(scene, "slot:0"))                     # 2 Zebra, 1 Elephant: no match
    assert mine(scene, Flip)[-1] == Flip(0, 0)
    assert scene.session.moves[-1].seat == 1 or scene.session.view(0).turn == 1


def test_finger_drag_shows_once_and_refuses_illegal(app):
    scene = _scene(app)
    finger_drag(app, center_of(scene, "card:elephant-1a"), center_of(scene, "ground"))
    assert scene.message is not None and "Flip a hunting-ground card first" in scene.message[0]
    tap(app, center_of(scene, "slot:0"))
    finger_drag(app, center_of(scene, "card:elephant-1a"), center_of(scene, "ground"))
    assert mine(scene, Show) == [Show(0)]


def test_a_wrong_card_while_holding_the_match_is_not_shown_in_its_place(app):
    scene = _scene(app)
    tap(app, center_of(scene, "slot:0"))                     # a 1 Elephant: Robin holds the other
    mouse_drag(app, center_of(scene, "card:lion-1a"), center_of(scene, "ground"))
    assert not mine(scene, Show) and scene.message is not None
    assert "lion-1a" in scene.session.view(0).hand and "elephant-1a" in scene.session.view(0).hand


def test_keyboard_flips_then_shows(app):
    scene = _scene(app)
    key(app, pygame.K_RIGHT)
    assert scene.focus == "slot:0"
    key(app, pygame.K_RETURN)
    assert mine(scene, Flip) == [Flip(0, 0)]
    key(app, pygame.K_RIGHT)
    assert scene.focus == "card:elephant-1a"               # the match comes first, then the players, then flips
    key(app, pygame.K_RETURN)
    assert mine(scene, Show) == [Show(0)]


def test_keyboard_asks_a_player(app):
    scene = _scene(app)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.focus == "slot:1"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RIGHT)
    assert scene.focus == "seat:1"
    key(app, pygame.K_RETURN)
    assert mine(scene, Ask) == [Ask(0, 1)]


def test_a_missed_pair_stays_face_up_for_a_look_or_until_a_tap_then_turns_back(app):
    """Flips come every turn, so they stay for a look (long enough to remember) without waiting for a tap
    each time, whatever the Settings say for trick results; a tap ends the look sooner."""
    app.settings = Settings(animation="Fast", bot_pace="Quick", results_pause="Until I tap")
    scene = _scene(app, pace=0.01, bots=False)
    scene.perform(Flip(0, 2))
    scene.perform(Flip(0, 4))
    assert 1.0 <= scene.hold < float("inf")
    pump(app, 10, dt=0.05)
    assert _face(scene, "slot:2") == ("card", "zebra-1a") and _face(scene, "slot:4") == ("card", "zebra-2a")
    words = scene.adapter.status(scene.view, False)
    assert "no match" in words and "tap goes on" in words
    tap(app, (5, 5))
    pump(app, 2)
    assert scene.hold <= 0
    assert _face(scene, "slot:2") == ("back",) and scene.board.sprites["slot:2"].turn < 1.0


def test_someone_elses_pair_is_held_then_flies_to_their_pile_with_the_ducky(app):
    app.settings = Settings(animation="Fast", bot_pace="Quick")
    scene = _scene(app, pace=0.01, bots=False)
    scene.perform(Flip(0, 2))
    scene.perform(Flip(0, 4))
    scene.end_hold()
    pump(app, 30, dt=0.05)
    scene.perform(Flip(1, 1))
    scene.perform(Show(1))                                   # Basil shows his 5 Lion
    assert 1.0 <= scene.hold < float("inf")
    pump(app, 10, dt=0.05)
    assert _face(scene, "slot:1") == ("card", "lion-5b")
    shown = scene.board.drawn_rect("lion-5a")                # the shown card lies with the flipped one
    assert shown is not None and shown.colliderect(scene.board.drawn_rect("slot:1").inflate(20, 20))
    assert "scores a pair of 5 Lion" in scene.adapter.status(scene.view, False)
    scene.end_hold()
    pump(app, 60, dt=0.05)
    pile = next(z for z in scene.painter.zones if z.name == "pile:1")
    assert {p.id for p in pile.pieces()} == {"lion-5a", "lion-5b"}
    assert "slot:1" not in scene.board.sprites
    ducks = next(z for z in scene.painter.zones if z.name == "duckies:1")
    assert ducks.rect.contains(scene.board.drawn_rect("ducky:lion"))


def test_my_own_pair_is_not_held(app):
    app.settings = Settings(animation="Fast", bot_pace="Quick")
    scene = _scene(app, pace=0.01, bots=False)
    scene.perform(Flip(0, 2))
    scene.perform(Flip(0, 3))
    assert scene.hold <= 0 and scene.session.view(0).piles[0]


@pytest.mark.parametrize("players", [3])
def test_the_three_player_gap_is_an_empty_outlined_cell(app, players):
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    scene = TableScene(app, rules.games()[AH], GameConfig(AH, seats, 2, {"first_player": 0}), pace=0)
    app.push(scene)
    pump(app)
    grid = next(z for z in scene.painter.zones if z.name == "ground")
    assert (4, 7) in grid.outline and (4, 7) not in grid.cells


def test_bots_only_game_reaches_the_final_score(app):
    scene = bots_to_the_end(app, AH, 4, 3, frames=5000)
    headers, rows_ = scene.adapter.final_table(scene.view, scene.session.result())
    assert headers[:4] == ["Player", "Pairs", "Duckies", "Points"] and len(rows_) == 4
    assert any("winner" in r[4] for r in rows_) and any("no cards left" in r[4] for r in rows_)
    assert any("the game ends" in line for line in scene.narration)


def test_paced_bots_hold_flipped_cards_and_turn_them(app):
    app.settings = Settings(animation="Fast", bot_pace="Quick")
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(3)]
    scene = TableScene(app, rules.games()[AH], GameConfig(AH, seats, 8))
    app.push(scene)
    saw_hold = saw_turn = saw_motion = False
    for _ in range(4000):
        pump(app, dt=0.05)
        saw_hold |= scene.hold > 0 and scene.adapter.held is not None
        saw_turn |= any(s.turn < 1.0 for s in scene.board.sprites.values())
        saw_motion |= any(s.t < 1.0 for s in scene.board.sprites.values())   # a pair flying, a ducky walking
        if saw_hold and saw_turn and saw_motion:
            break
    assert saw_hold and saw_turn and saw_motion


def _known_slots(view) -> dict[int, str]:
    """What a good memory knows: the face of every face-down card seen flipped (from the public log)."""
    from rules.safari.components import FACE_OF

    seen = {}
    for e in view.events:
        if e.kind == "flip":
            seen[e.data["slot"]] = FACE_OF[e.data["card"]]
    return {slot: face for slot, face in seen.items() if view.grid[slot] == "down"}


def _human_gesture(app, scene, turn: int) -> None:
    """One move by hand with a simple good memory: taps, and every other show by a drag."""
    from rules.safari.components import FACE_OF

    view = scene.view
    known = _known_slots(view)
    unknown = [i for i, c in enumerate(view.grid) if c == "down" and i not in known]
    mine = {FACE_OF[c]: c for c in view.hand}
    if view.phase == "flip":
        faces = list(known.values())
        twice = next((s for s, f in known.items() if faces.count(f) == 2), None)
        mine_known = next((s for s, f in known.items() if f in mine), None)
        slot = next(s for s in (twice, mine_known, *unknown, *known) if s is not None)
        tap(app, center_of(scene, f"slot:{slot}"))
        return
    face = FACE_OF[view.grid[view.first_flip]]
    if face in mine:
        handle = f"card:{mine[face]}"
        if turn % 2:
            mouse_drag(app, center_of(scene, handle), center_of(scene, "ground"))
        else:
            tap(app, center_of(scene, handle))
        return
    twin = next((s for s, f in known.items() if f == face and s != view.first_flip), None)
    if twin is None and turn % 3 == 0:
        tap(app, center_of(scene, "seat:1"))
        return
    slot = twin if twin is not None else next(s for s in unknown + list(known) if s != view.first_flip)
    tap(app, center_of(scene, f"slot:{slot}"))


def test_a_whole_game_by_hand_reaches_the_final_score(app):
    seats = [SeatConfig("Robin"), SeatConfig("Basil", "Bot (easy)")]
    scene = TableScene(app, rules.games()[AH], GameConfig(AH, seats, 6, {"first_player": 0}), pace=0)
    app.push(scene)
    pump(app, 2)
    for turn in range(2000):
        if isinstance(app.top, ResultsScene):
            break
        if scene.session.to_act() == [0] and app.top is scene and scene.hold <= 0:
            made = len(scene.session.moves)
            _human_gesture(app, scene, turn)
            assert len(scene.session.moves) > made, f"the gesture made no move: {scene.message}"
        else:
            pump(app)
    assert scene.session.over and isinstance(app.top, ResultsScene)
    mine = [m for m in scene.session.moves if m.seat == 0]
    assert {type(m) for m in mine} >= {Flip, Show}

"""The Wonder Creature table by hand and by bots: a card dragged (or tapped, or chosen with the keys)
onto an opponent starts an exchange, the asked player answers from their hand, a creature is built by
laying cards into the head, body and tail slots of Your creature and shown with a button (a list of
every creature stays for the keys), refusals carry the engine's reason and rule,
the reveal is held until a tap, and bots-only games reach the final score."""

import pygame
import pytest

import rules
from rules.wonder_creature.moves import GiveCard, ShowCreature, StartExchange
from tabletop.scenes.summary import ResultsScene, SummaryScene
from tabletop.scenes.table_scene import TableScene
from tabletop.settings import Settings
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import bots_to_the_end, center_of, finger_drag, key, mine, mouse_drag, pump, tap

WC = "wonder-creature"
# Robin (seat 0) is dealt a whole red Dragon and two blue Griffin parts; Basil (seat 1) the next five.
ROBIN = ["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-GH-B", "WC-GT-B"]
BASIL = ["WC-GH-R", "WC-GB-R", "WC-GT-R", "WC-DH-B", "WC-DB-B"]


def _scene(app, *, players=2, pace=0, bots=True, options=None) -> TableScene:
    seats = [SeatConfig("Robin")] + [SeatConfig(n, "Bot (easy)") for n in ["Basil", "Cleo", "Dmitri", "Esme",
                                                                          "Fern"][:players - 1]]
    config = GameConfig(WC, seats, 4, {"first_player": 0, "deck_order": ROBIN + BASIL, **(options or {})})
    scene = TableScene(app, rules.games()[WC], config, pace=pace)
    if not bots:
        scene.bots = {}
    app.push(scene)
    pump(app, 2)
    return scene


def _until_decision(app, scene, decision, frames=600):
    for _ in range(frames):
        if scene.view.decision == decision and scene.hold <= 0 and app.top is scene:
            return
        if scene.hold > 0:
            scene.end_hold()
        pump(app)
    raise AssertionError(f"Robin never had to decide {decision}")


# ----- exchanges --------------------------------------------------------------------------------

def test_drag_a_card_onto_an_opponents_name_starts_an_exchange(app):
    scene = _scene(app, bots=False)
    assert scene.view.decision == "start-exchange"
    assert scene.index.targets("card:WC-GT-B") == ["seat:1"]
    mouse_drag(app, center_of(scene, "card:WC-GT-B"), scene.hotspots["seat:1"].center)
    assert mine(scene, StartExchange) == [StartExchange(0, 1, "WC-GT-B")]
    pump(app, 2)
    offer = next(z for z in scene.painter.zones if z.name == "offer")
    assert [p.face for p in offer.pieces()] == [("card", "WC-GT-B")]      # face up to the one who offered it
    assert "WC-GT-B" not in {p.id for z in scene.painter.zones if z.name == "hand" for p in z.pieces()}


def test_dropping_on_their_hand_works_too_and_the_asked_bot_answers(app):
    scene = _scene(app)
    mouse_drag(app, center_of(scene, "card:WC-GH-B"), center_of(scene, "seat:1"))
    pump(app, 5)
    got = [c for c in scene.session.view(0).hand if c not in ROBIN]
    assert mine(scene, StartExchange) == [StartExchange(0, 1, "WC-GH-B")] and len(got) == 1
    assert "WC-GH-B" not in scene.session.view(0).hand
    assert any("Robin gives the Griffin Head (Blue) to Basil" in line for line in scene.narration)


def test_the_asked_player_answers_by_drag_or_by_tap_and_others_see_a_back(app):
    scene = _scene(app, bots=False)
    scene.perform(StartExchange(0, 1, "WC-GT-B"))
    scene.perform(GiveCard(1, "WC-DB-B"))
    scene.perform(StartExchange(1, 0, "WC-GB-R"))          # Basil asks Robin
    pump(app, 2)
    assert scene.view.decision == "give-card"
    offer = next(z for z in scene.painter.zones if z.name == "offer")
    assert [p.face for p in offer.pieces()] == [("back",)]               # Robin can't see what Basil offers
    assert "Basil asks you" in scene.adapter.status(scene.view, True)
    assert scene.index.targets("card:WC-DH-R") == ["seat:1"]
    mouse_drag(app, center_of(scene, "card:WC-DH-R"), scene.hotspots["seat:1"].center)
    assert mine(scene, GiveCard) == [GiveCard(0, "WC-DH-R")]
    assert "WC-GB-R" in scene.session.view(0).hand
    scene.perform(StartExchange(0, 1, "WC-GH-B"))
    scene.perform(GiveCard(1, "WC-DH-R"))
    scene.perform(StartExchange(1, 0, "WC-DT-B" if "WC-DT-B" in scene.session.view(1).hand
                                else scene.session.view(1).hand[0]))
    pump(app, 2)
    tap(app, center_of(scene, "card:WC-GT-R" if "WC-GT-R" in scene.view.hand else f"card:{scene.view.hand[0]}"))
    assert len(mine(scene, GiveCard)) == 2


def test_the_asked_player_may_answer_onto_the_offered_card(app):
    scene = _scene(app, bots=False)
    scene.perform(StartExchange(0, 1, "WC-GT-B"))
    scene.perform(GiveCard(1, "WC-DB-B"))
    scene.perform(StartExchange(1, 0, "WC-GB-R"))
    pump(app, 2)
    finger_drag(app, center_of(scene, "card:WC-DT-R"), scene.hotspots["offer"].center)
    assert mine(scene, GiveCard) == [GiveCard(0, "WC-DT-R")]
    assert "WC-GB-R" in scene.session.view(0).hand


def test_an_illegal_drop_shows_the_engines_reason_and_rule(app):
    scene = _scene(app, bots=False)
    mouse_drag(app, center_of(scene, "card:WC-DH-R"), scene.hotspots["seat:0"].center)   # onto your own name
    reason, rule, _tone = scene.message
    assert "not with yourself" in reason and rule.startswith("Wonder Creature, How to play (1)")
    assert not mine(scene, StartExchange) and "WC-DH-R" in scene.session.view(0).hand


def test_a_drop_while_exchanging_onto_your_creature_is_refused_with_the_rule(app):
    scene = _scene(app, bots=False)
    mouse_drag(app, center_of(scene, "card:WC-DH-R"), scene.hotspots["creature"].center)
    reason, rule, _tone = scene.message
    assert "after all the exchanges" in reason and "Open a hand" in rule


def test_finger_drag_starts_an_exchange_once(app):
    scene = _scene(app, bots=False)
    finger_drag(app, center_of(scene, "card:WC-GT-B"), scene.hotspots["seat:1"].center)
    assert mine(scene, StartExchange) == [StartExchange(0, 1, "WC-GT-B")]
    assert len(scene.session.moves) == 1


def test_tap_a_card_then_a_name(app):
    scene = _scene(app, bots=False)
    tap(app, center_of(scene, "card:WC-GH-B"))
    assert scene.selected == "card:WC-GH-B"
    tap(app, scene.hotspots["seat:1"].center)
    assert mine(scene, StartExchange) == [StartExchange(0, 1, "WC-GH-B")]


def test_keyboard_picks_a_card_and_an_opponent(app):
    scene = _scene(app, players=3, bots=False)
    key(app, pygame.K_RIGHT)
    assert scene.focus == "card:WC-DH-R"
    key(app, pygame.K_RETURN)
    assert scene.selected == "card:WC-DH-R" and scene.focus == "seat:1"
    key(app, pygame.K_RIGHT)
    assert scene.focus == "seat:2"
    key(app, pygame.K_RETURN)
    assert mine(scene, StartExchange) == [StartExchange(0, 2, "WC-DH-R")]


# ----- creatures and the reveal -------------------------------------------------------------------

def _exchange_round(scene, players):
    """Every exchange of the round, each player giving their first card (and getting one back)."""
    for k in range(2 * players):
        seat = k % players
        target = (seat + 1) % players
        scene.perform(StartExchange(seat, target, scene.session.view(seat).hand[0]))
        scene.perform(GiveCard(target, scene.session.view(target).hand[0]))


def test_keyboard_opens_the_picker_and_chooses_a_creature(app):
    scene = _scene(app, bots=False)
    _exchange_round(scene, 2)
    assert scene.view.decision == "show-creature"
    key(app, pygame.K_RIGHT)
    assert scene.focus == "button:list"
    key(app, pygame.K_RETURN)
    assert scene.prompt is not None and scene.prompt.options[0].label.startswith("Level")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert mine(scene, ShowCreature) == [scene.session.moves[-1]]
    pump(app, 2)
    yours = next(z for z in scene.painter.zones if z.name == "creature")
    assert [p.face[0] for p in yours.pieces()] == ["card"] * 3                # your choice, face up to you
    basil = scene.session.view(1)
    assert basil.committed[0] and basil.my_creature is None


def test_once_chosen_a_drop_on_your_creature_is_refused_by_the_engine(app):
    scene = _scene(app, bots=False)
    _exchange_round(scene, 2)
    scene.perform(scene.session.legal_moves(0)[0])
    left = next(c for c in scene.view.hand if c not in scene.view.my_creature)
    mouse_drag(app, center_of(scene, f"card:{left}"), scene.hotspots["creature"].center)
    reason, _rule, _tone = scene.message
    assert "waiting for Basil" in reason
    assert len(mine(scene, ShowCreature)) == 1


def test_choose_a_creature_from_the_picker_and_the_reveal_waits_for_a_tap(app):
    app.settings = Settings(animation="Fast", bot_pace="Quick", results_pause="Until I tap")
    scene = _scene(app, pace=0.01)
    while scene.view.decision == "start-exchange" or scene.session.to_act() != [0] or scene.view.phase != "reveal":
        if scene.view.decision == "start-exchange":
            scene.perform(StartExchange(0, 1, next(c for c in scene.view.hand if c.startswith("WC-G"))))
        elif scene.view.decision == "give-card":
            scene.perform(GiveCard(0, next(c for c in scene.view.hand if c.startswith("WC-G"))))
        pump(app, 3, dt=0.1)
    assert scene.view.decision == "show-creature"
    button = next(rect for handle, _label, rect in scene.buttons if handle == "button:list")
    tap(app, button.center)
    assert scene.prompt is not None and len(scene.prompt.options) == 10
    first = scene.prompt.options[0]
    assert first.label == "Level 1" and first.move == ShowCreature(0, ("WC-DH-R", "WC-DB-R", "WC-DT-R"))
    tap(app, scene.painter.prompt_rects[0][0].center)
    assert mine(scene, ShowCreature) == [first.move]
    for _ in range(200):
        if scene.hold > 0:
            break
        pump(app, dt=0.05)
    assert scene.hold == float("inf")
    words = scene.adapter.status(scene.view, False)
    assert "Robin wins the set" in words and "Tap to go on" in words
    lineup = next(z for z in scene.painter.zones if z.name == "creature")
    assert [p.id for p in lineup.pieces()] == ["WC-DH-R", "WC-DB-R", "WC-DT-R"]
    assert any("Level 1" in b.text for p in lineup.pieces() for b in p.badges)
    basil = next(z for z in scene.painter.zones if z.name == "lineup:1")
    assert all(p.face[0] == "card" for p in basil.pieces())              # every creature is face up
    last = scene.log[-1].text
    assert "wins round 1 and scores a set" in last, last                 # the log waits with the reveal
    tap(app, (5, 5))
    pump(app, 3)
    assert scene.hold <= 0
    assert scene.log[-1].text != last                   # and goes on into round 2 after it,
    assert isinstance(app.top, SummaryScene)             # as round 1 of 2 is summed up
    title, headers, rows = scene.round_summary()
    assert title == "Round 1 of 2 is over" and rows[0][:3] == ["Robin", "Dragon: 3 Red", 1]


def test_one_creature_in_hand_is_shown_with_the_button_at_once(app):
    scene = _scene(app, players=4)
    _until_decision(app, scene, "start-exchange")
    for _ in range(2000):
        decision = scene.view.decision
        if decision == "show-creature" and scene.hold <= 0:
            break
        if decision == "start-exchange":
            scene.perform(scene.session.legal_moves(0)[0])
        elif decision == "give-card":
            scene.perform(scene.session.legal_moves(0)[0])
        pump(app)
    assert len(scene.view.hand) == 3
    label = next(label for handle, label, _rect in scene.buttons if handle == "button:show")
    assert label == "Show my creature"
    tap(app, next(rect for handle, _label, rect in scene.buttons if handle == "button:show").center)
    assert len(mine(scene, ShowCreature)) == 1 and scene.prompt is None


def test_the_advanced_creature_keeps_its_button_and_the_slots_work_too(app):
    scene = _scene(app, players=4, bots=False)
    _exchange_round(scene, 4)
    assert scene.view.decision == "show-creature"
    hand = list(scene.view.hand)                                           # a Dragon Head and Tail, a Griffin Head
    assert [label for handle, label, _rect in scene.buttons if handle.startswith("button:")] == ["Show my creature"]
    mouse_drag(app, center_of(scene, "card:WC-DT-R"), scene.hotspots["slot:tail"].center)
    assert scene.adapter.laid == {"tail": "WC-DT-R"} and not mine(scene, ShowCreature)
    tap(app, next(rect for handle, _label, rect in scene.buttons if handle == "button:show").center)
    assert mine(scene, ShowCreature) == [ShowCreature.of(0, hand)]
    pump(app, 2)
    yours = next(z for z in scene.painter.zones if z.name == "creature")
    assert sorted(p.id for p in yours.pieces()) == sorted(hand)              # your own creature, face up to you
    assert scene.adapter.laid == {} and "slot:tail" not in scene.hotspots


# ----- building a creature in the slots -------------------------------------------------------------

def _building(app, players=2):
    """Robin chooses a creature from a whole red Dragon (head, body, tail) and a blue Griffin head and tail."""
    scene = _scene(app, players=players, bots=False)
    _exchange_round(scene, players)
    assert scene.view.decision == "show-creature" and len(scene.view.hand) == 5
    return scene


def _zone_ids(scene, name):
    return [p.id for z in scene.painter.zones if z.name == name for p in z.pieces()]


def _button(scene, handle):
    return next(rect for h, _label, rect in scene.buttons if h == handle)


def test_drag_a_card_into_its_slot_lays_it_there_without_a_move(app):
    scene = _building(app)
    assert scene.targets("card:WC-GH-B") == ["slot:head"]                  # lit while held: its own slot only
    moves = len(scene.session.moves)
    mouse_drag(app, center_of(scene, "card:WC-GH-B"), scene.hotspots["slot:head"].center)
    assert len(scene.session.moves) == moves and scene.adapter.laid == {"head": "WC-GH-B"}
    pump(app, 2)
    assert _zone_ids(scene, "creature") == ["WC-GH-B"] and "WC-GH-B" not in _zone_ids(scene, "hand")
    mouse_drag(app, center_of(scene, "card:WC-DH-R"), scene.hotspots["slot:head"].center)   # another head: swap
    assert scene.adapter.laid == {"head": "WC-DH-R"} and "WC-GH-B" in _zone_ids(scene, "hand")
    assert "Choose from a list" in [label for _h, label, _r in scene.buttons]
    assert "button:show" not in scene.index.sources()                     # half a creature is no move yet


def test_a_card_dropped_in_the_wrong_slot_is_refused_naming_its_part(app):
    scene = _building(app)
    mouse_drag(app, center_of(scene, "card:WC-GT-B"), scene.hotspots["slot:head"].center)
    assert scene.adapter.laid == {} and scene.message is not None
    assert scene.message[0] == "The Griffin Tail (Blue) is a tail: it goes in the tail slot."
    mouse_drag(app, center_of(scene, "card:WC-GT-B"), scene.hotspots["slot:tail"].center)
    assert scene.adapter.laid == {"tail": "WC-GT-B"} and scene.message is None


def test_a_laid_card_comes_back_with_a_tap_or_a_drag_to_the_hand(app):
    scene = _building(app)
    for card, part in [("WC-DH-R", "head"), ("WC-DB-R", "body")]:
        mouse_drag(app, center_of(scene, f"card:{card}"), scene.hotspots[f"slot:{part}"].center)
    pump(app, 2)
    tap(app, center_of(scene, "laid:WC-DH-R"))
    assert scene.adapter.laid == {"body": "WC-DB-R"}
    pump(app, 2)
    assert "WC-DH-R" in _zone_ids(scene, "hand")
    assert "card:WC-GT-B" in scene.targets("laid:WC-DB-R")               # the hand is lit while it is held
    mouse_drag(app, center_of(scene, "laid:WC-DB-R"), center_of(scene, "card:WC-GT-B"))
    assert scene.adapter.laid == {} and not mine(scene, ShowCreature)
    pump(app, 2)
    assert sorted(_zone_ids(scene, "hand")) == sorted(scene.view.hand)


def test_a_full_creature_is_shown_by_its_button_exactly(app):
    scene = _building(app)
    for card, part in [("WC-GH-B", "head"), ("WC-DB-R", "body"), ("WC-GT-B", "tail")]:
        mouse_drag(app, center_of(scene, f"card:{card}"), scene.hotspots[f"slot:{part}"].center)
    labels = {h: label for h, label, _r in scene.buttons if h.startswith("button:")}   # the moves' (and a Hint)
    assert labels == {"button:show": "Show this creature", "button:list": "Choose from a list"}
    assert "Show this creature" in scene.adapter.status(scene.view, True)
    tap(app, _button(scene, "button:list").center)                         # the list still offers all ten
    assert scene.prompt is not None and len(scene.prompt.options) == 10
    key(app, pygame.K_ESCAPE)
    tap(app, _button(scene, "button:show").center)
    assert mine(scene, ShowCreature) == [ShowCreature.of(0, ["WC-GH-B", "WC-DB-R", "WC-GT-B"])]
    assert scene.adapter.laid == {}


def test_tap_a_card_then_its_slot(app):
    scene = _building(app)
    tap(app, center_of(scene, "card:WC-DB-R"))
    assert scene.selected == "card:WC-DB-R"
    assert scene.marks().targets == {"slot:body"}
    tap(app, scene.hotspots["slot:body"].center)
    assert scene.adapter.laid == {"body": "WC-DB-R"} and scene.selected is None


def test_keyboard_players_choose_from_the_list(app):
    scene = _building(app)
    for card, part in [("WC-DH-R", "head"), ("WC-DB-R", "body"), ("WC-DT-R", "tail")]:
        tap(app, center_of(scene, f"card:{card}"))
        tap(app, scene.hotspots[f"slot:{part}"].center)
    assert set(scene.index.sources()) == {"button:show", "button:list"}
    for _ in range(2):
        if scene.focus != "button:show":
            key(app, pygame.K_RIGHT)
    assert scene.focus == "button:show"
    key(app, pygame.K_RETURN)
    assert mine(scene, ShowCreature) == [ShowCreature(0, ("WC-DH-R", "WC-DB-R", "WC-DT-R"))]


def test_keyboard_lays_a_card_in_its_slot(app):
    scene = _building(app)
    for _ in range(8):
        if scene.focus == "card:WC-DH-R":
            break
        key(app, pygame.K_RIGHT)
    assert scene.focus == "card:WC-DH-R"
    key(app, pygame.K_RETURN)
    assert scene.selected == "card:WC-DH-R" and scene.focus == "slot:head"
    key(app, pygame.K_RETURN)
    assert scene.adapter.laid == {"head": "WC-DH-R"}


def test_laid_cards_vanish_at_a_curtain_and_when_the_position_moves_on(app):
    scene = _building(app)
    for card, part in [("WC-DH-R", "head"), ("WC-DB-R", "body")]:
        mouse_drag(app, center_of(scene, f"card:{card}"), scene.hotspots[f"slot:{part}"].center)
    basil = scene.painter.lay_out(scene.session.view(1), app.size)         # another seat's screen: not a trace
    assert not any(p.handle and p.handle.startswith("laid:") for p in basil)
    assert not {p.id for p in basil} & {"WC-DH-R", "WC-DB-R"}
    assert scene.adapter.laid == {}                                        # another seat's view lets them go
    scene.refresh(animate=False)
    mouse_drag(app, center_of(scene, "card:WC-DH-R"), scene.hotspots["slot:head"].center)
    assert scene.adapter.laid == {"head": "WC-DH-R"}
    scene.forget_viewer()                                                  # the curtain: someone else sits down
    scene.refresh(animate=False)
    assert scene.adapter.laid == {} and _zone_ids(scene, "creature") == []
    mouse_drag(app, center_of(scene, "card:WC-DT-R"), scene.hotspots["slot:tail"].center)
    assert scene.adapter.laid == {"tail": "WC-DT-R"}
    scene.perform(ShowCreature.of(0, ["WC-GH-B", "WC-DB-R", "WC-GT-B"]))  # another creature, from the list
    assert scene.adapter.laid == {}
    assert scene.couch.undo()                                              # taken back: the slots are empty again
    assert scene.view.decision == "show-creature" and scene.adapter.laid == {}
    assert "slot:tail" in scene.hotspots and _zone_ids(scene, "creature") == []


# ----- bots ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 6])
def test_bots_only_games_reach_the_final_score(app, players):
    scene = bots_to_the_end(app, WC, players, 5)
    assert any("the game ends" in line for line in scene.narration)
    headers, rows = scene.adapter.final_table(scene.view, scene.session.result())
    assert headers[0] == "Player" and len(rows) == players
    shown = [z for z in scene.painter.zones if z.name.startswith("lineup:")]
    assert shown and all(len(z.pieces()) == 3 for z in shown)          # the last creatures stay on the table


def test_paced_bots_hold_the_reveal_for_a_moment_without_a_tap(app):
    app.settings = Settings(animation="Fast", bot_pace="Quick", results_pause="Until I tap")
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(3)]
    scene = TableScene(app, rules.games()[WC], GameConfig(WC, seats, 8))
    app.push(scene)
    longest = 0.0
    for _ in range(3000):
        pump(app, dt=0.1)
        longest = max(longest, scene.hold)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert 0 < longest < float("inf")                                    # held, and nobody had to tap

"""The La Criatura table: every kind of move by hand (mouse drags, a finger, tap-tap, keys), a refusal with
the engine's reason and rule, the die showing exactly the engine's rolls, private results shown only to
their seat, and bots playing a ten-player game to the final score.

Positions are reached with the engine's own options (`first_player`, `deck_order`, `dice`,
`creature_deals`) and a plain policy, then set at the table: no seed hunting.
"""

import pygame
import pytest

import rules
from rules.la_criatura.engine import GAME
from rules.la_criatura.state import (
    Attack,
    AvoidHit,
    Discard,
    DrawWeapon,
    DropWeapon,
    HeliReady,
    Pass,
    Play,
    Redirect,
    Vote,
)
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import bots_to_the_end, center_of, finger_drag, key, mouse_drag, pump, tap

LC = "la-criatura"
OTHERS = ["armed-1", "armed-2", "armed-3", "persuasion-1", "persuasion-2", "persuasion-3", "commendation-1",
          "armed-4", "armed-5"]
ROBIN = ["blood-test-1", "coffee-break-1", "change-of-mind-1"]
"""Robin (seat 0) is dealt these three; the bots hold cards that answer nothing (no Interference)."""
BASIC = {"first_player": 1, "deck_order": ROBIN + OTHERS}
REVEAL = {"first_player": 1, "creature_deals": [1, 2, 3, 0, 0], "dice": [1] * 12}
"""Five players: the Creature card goes 1 -> 2 -> 3 -> 0, so Robin is the Creature with three infected."""


def steer(s, seat):
    """A plain, predictable player: passes, keeps its cards, votes for the last seat, attacks the first target."""
    moves = GAME.legal_moves(s, seat)
    for m in moves:
        if isinstance(m, Pass) or (isinstance(m, HeliReady) and not m.reveal):
            return m
    if s.phase == "discard" and not s.prompts:
        return Discard(seat, ())
    votes = [m for m in moves if isinstance(m, Vote)]
    if votes:
        return max(votes, key=lambda m: m.target)
    attacks = [m for m in moves if isinstance(m, Attack) and not m.auto_hit]
    return attacks[0] if attacks else moves[0]


def reach(players, options, stop, seed=1):
    s = GAME.setup(players, seed, options)
    for _ in range(3000):
        if stop(s):
            return s
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, steer(s, seat))
    raise AssertionError("the position was never reached")


def robin_to_act(phase=None):
    return lambda s: GAME.to_act(s)[:1] == [0] and (phase is None or s.phase == phase)


def at_table(app, s, players, seed=1) -> TableScene:
    """A table with Robin at seat 0 and bots elsewhere, set to position `s`."""
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    scene = TableScene(app, rules.games()[LC], GameConfig(LC, seats, seed, {}), pace=0)
    app.push(scene)
    scene.session.state = s
    scene.refresh(animate=False)
    scene.board.finish()
    pump(app, 2)
    return scene


def mine(scene, kind) -> list:
    return [m for m in scene.session.moves if m.seat == 0 and isinstance(m, kind)]


def button(scene, handle):
    return next(r for h, _label, r in scene.buttons if h == handle)


# ---- event cards ----------------------------------------------------------------------------------
def test_an_event_card_dragged_onto_a_player_and_its_private_result(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("events")), 4)
    assert set(scene.index.targets("card:blood-test-1")) == {"seat:1", "seat:2", "seat:3"}
    assert scene.index.targets("card:coffee-break-1") == ["table"]
    mouse_drag(app, center_of(scene, "card:blood-test-1"), center_of(scene, "seat:2"))
    assert mine(scene, Play) == [Play(0, "blood-test-1", 2)]
    pump(app, 3)
    view = scene.session.view(0)
    assert [(x.seat, x.what) for x in view.learned] == [(2, view.learned[0].what)]
    card = next(s.piece for s in scene.board.ordered() if s.piece.handle == "seat:2")
    assert any(view.learned[0].what in b.text for b in card.badges)          # the result, on that card
    assert any("Blood test: Bot 2 is" in line for line in scene.narration)
    # the public table, and every other seat, never read it
    for seat in (None, 1, 2, 3):
        assert not scene.session.view(seat).learned


def test_an_untargeted_card_by_finger_and_a_pass_by_its_button(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("events")), 4)
    finger_drag(app, center_of(scene, "card:coffee-break-1"), scene.hotspots["table"].center)
    assert mine(scene, Play) == [Play(0, "coffee-break-1")]
    scene = at_table(app, reach(4, BASIC, robin_to_act("events")), 4)
    assert dict((h, label) for h, label, _r in scene.buttons)["button:pass"] == "Play no event"
    tap(app, button(scene, "button:pass").center)
    assert mine(scene, Pass) == [Pass(0)]
    assert any(line == "Robin plays no event" for line in scene.narration)


def test_an_illegal_drop_shows_the_engines_reason_and_rule(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("events")), 4)
    mouse_drag(app, center_of(scene, "card:change-of-mind-1"), scene.hotspots["table"].center)
    assert not mine(scene, Play)
    reason, rule, _tone = scene.message
    assert "Change of Mind" in reason and rule.startswith("La Criatura")
    assert "change-of-mind-1" in scene.session.view(0).hand


def test_tap_tap_and_keys_play_a_card(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("events")), 4)
    tap(app, center_of(scene, "card:blood-test-1"))
    assert scene.selected == "card:blood-test-1"
    tap(app, center_of(scene, "seat:3"))
    assert mine(scene, Play) == [Play(0, "blood-test-1", 3)]
    scene = at_table(app, reach(4, BASIC, robin_to_act("events")), 4)
    key(app, pygame.K_RETURN)                  # focus the first piece that can move
    while scene.focus != "card:coffee-break-1":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)                  # pick it up: the table is the only place for it
    assert scene.selected == "card:coffee-break-1" and scene.focus == "table"
    key(app, pygame.K_RETURN)
    assert mine(scene, Play) == [Play(0, "coffee-break-1")]


# ---- votes, discards, weapons -------------------------------------------------------------------
def test_a_vote_token_dragged_onto_a_character_card(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("vote")), 4)
    assert "votes" in scene.index.sources()
    assert "Vote" in scene.adapter.status(scene.view, True)
    mouse_drag(app, center_of(scene, "votes"), center_of(scene, "seat:2"))
    assert mine(scene, Vote) == [Vote(0, 2)]
    assert any(s.piece.id.startswith("vote:2:") for s in scene.board.ordered())


def test_the_discard_step_by_drag_by_marking_and_by_button(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("discard")), 4)
    mouse_drag(app, center_of(scene, "card:blood-test-1"), scene.hotspots["discard"].center)
    assert mine(scene, Discard) == [Discard(0, ("blood-test-1",))]
    # several at once: tap to mark them, then the button that appears
    scene = at_table(app, reach(4, BASIC, robin_to_act("discard")), 4)
    tap(app, center_of(scene, "card:coffee-break-1"))
    tap(app, center_of(scene, "card:change-of-mind-1"))
    assert set(scene.adapter.marked) == {"coffee-break-1", "change-of-mind-1"}
    tap(app, center_of(scene, "card:blood-test-1"))
    tap(app, center_of(scene, "card:blood-test-1"))             # a second tap unmarks it
    labels = dict((h, label) for h, label, _r in scene.buttons)
    assert labels["button:discard"] == "Discard the 2 marked"
    tap(app, button(scene, "button:discard").center)
    assert mine(scene, Discard) == [Discard(0, ("change-of-mind-1", "coffee-break-1"))]
    scene = at_table(app, reach(4, BASIC, robin_to_act("discard")), 4)
    tap(app, button(scene, "button:keep").center)
    assert mine(scene, Discard) == [Discard(0, ())]


def test_a_weapon_for_a_token_then_one_given_back(app):
    options = {"first_player": 0, "deck_order": ["armed-5", "awake-1", "awake-2"] + OTHERS[:-1]}
    s = reach(4, options, robin_to_act("events"))
    s = GAME.apply(s, Play(0, "armed-5"))                # the leader's token is left: one weapon now
    s = reach_from(s, robin_to_act("events"))
    scene = at_table(app, s, 4)
    assert scene.session.view(0).tokens[0] == 1 and len(scene.session.view(0).weapons[0]) == 1
    mouse_drag(app, center_of(scene, "token:victory"), scene.hotspots["weapon-deck"].center)
    assert mine(scene, DrawWeapon) == [DrawWeapon(0)]
    view = scene.session.view(0)
    assert view.prompts and view.prompts[-1][0] == "drop_weapon"
    give = view.weapons[0][0]
    mouse_drag(app, center_of(scene, f"weapon:{give}"), scene.hotspots["weapon-deck"].center)
    assert mine(scene, DropWeapon) == [DropWeapon(0, give)]


def reach_from(s, stop):
    for _ in range(500):
        if stop(s):
            return s
        s = GAME.apply(s, steer(s, GAME.to_act(s)[0]))
    raise AssertionError("the position was never reached")


# ---- the helicopter --------------------------------------------------------------------------------
def test_the_creature_reveals_itself_by_its_button(app):
    scene = at_table(app, reach(5, REVEAL, lambda s: s.phase == "heli_reveal"), 5)
    assert scene.session.view(0).status == "creature"
    labels = dict((h, label) for h, label, _r in scene.buttons if h.startswith("button:"))   # the moves' buttons
    assert labels == {"button:ready": "Ready", "button:reveal": "Reveal the Creature"}
    tap(app, button(scene, "button:reveal").center)
    assert mine(scene, HeliReady) == [HeliReady(0, True)]
    pump(app, 5)
    assert scene.session.view(None).revealed


def revealed_and_hit():
    """Robin, the revealed Creature with a victory token, is hit by the first attacker (a fixed 6)."""
    s = reach(5, REVEAL, robin_to_act("heli_reveal"))
    s = GAME.apply(s, HeliReady(0, True))
    s = reach_from(s, lambda s: s.phase == "combat")
    attacker = GAME.to_act(s)[0]
    s.fixed_rolls = [6, 6]
    return GAME.apply(s, Attack(attacker, 0))


def test_a_hit_avoided_with_a_token_dragged_onto_your_card(app):
    scene = at_table(app, revealed_and_hit(), 5)
    assert "You are hit" in scene.adapter.status(scene.view, True)
    mouse_drag(app, center_of(scene, "token:victory"), center_of(scene, "seat:0"))
    assert mine(scene, AvoidHit) == [AvoidHit(0)]


def test_a_hit_taken_and_sent_on_to_an_infected_player(app):
    scene = at_table(app, revealed_and_hit(), 5)
    tap(app, button(scene, "button:pass").center)        # "Take the hit"
    assert mine(scene, Pass) == [Pass(0)]
    assert set(scene.index.targets("seat:0")) == {"seat:1", "seat:2", "seat:3"}
    mouse_drag(app, center_of(scene, "seat:0"), center_of(scene, "seat:2"))
    assert mine(scene, Redirect) == [Redirect(0, 2)]


def test_attacks_by_dragging_your_card_or_a_token_and_the_dice_shown(app):
    s = reach(5, REVEAL, robin_to_act("heli_reveal"))
    s = GAME.apply(s, HeliReady(0, True))
    s = reach_from(s, robin_to_act("combat"))
    s.fixed_rolls = [3]
    scene = at_table(app, s, 5)
    target = scene.index.targets("seat:0")[0]
    mouse_drag(app, center_of(scene, "seat:0"), center_of(scene, target))
    assert mine(scene, Attack) == [Attack(0, seat_of(target))]
    # the tray shows the engine's die: a 3 (the Creature rolls one die)
    view = scene.session.view(0)
    last = [e for e in view.events if e.kind == "attack"][-1]
    assert last.data["dice"] == [3]
    assert shown_dice(scene)[0] == [3]


def seat_of(handle):
    return int(handle.split(":")[1])


def shown_dice(scene) -> list[list[int]]:
    """The dice in the tray, by roll (newest first), as the pieces show them."""
    rolls: dict[int, list[int]] = {}
    for s in scene.board.ordered():
        if s.piece.id.startswith("die:"):
            number = int(s.piece.id.split(":")[1])
            rolls.setdefault(number, []).append(s.piece.face[1])
    return [rolls[k] for k in sorted(rolls, reverse=True)]


def test_a_sure_hit_is_a_victory_token_dropped_on_the_target(app):
    s = reach(5, REVEAL, robin_to_act("heli_reveal"))
    s = GAME.apply(s, HeliReady(0, True))
    s = reach_from(s, robin_to_act("combat"))
    scene = at_table(app, s, 5)
    target = [t for t in scene.index.targets("token:victory") if t.startswith("seat:")][0]
    mouse_drag(app, center_of(scene, "token:victory"), center_of(scene, target))
    assert mine(scene, Attack) == [Attack(0, seat_of(target), True)]


def test_the_die_shows_exactly_the_engines_rolls_through_a_whole_game(app):
    """Every roll of a game (fixed ones first, then the seed's) lands in the tray as the engine rolled it."""
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(5)]
    dice = [2, 5, 6, 1, 4, 3]
    scene = TableScene(app, rules.games()[LC], GameConfig(LC, seats, 9, {"dice": dice}), pace=0)
    app.push(scene)
    seen = 0
    for _ in range(4000):
        pump(app)
        rolls = scene.adapter._rolls(scene.view)
        if len(rolls) > seen:
            engine = [[v for v, _m, _s in scene.adapter._roll_dice(e)] for _n, e in rolls[-3:]][::-1]
            assert shown_dice(scene) == engine
            seen = len(rolls)
        if isinstance(app.top, ResultsScene):
            break
    flat = [v for _n, e in scene.adapter._rolls(scene.view) for v, _m, _s in scene.adapter._roll_dice(e)]
    assert flat[:len(dice)] == dice
    assert scene.session.over


def test_two_dice_mark_the_better_one():
    from rules.core import Event
    from tabletop.games.la_criatura import LaCriaturaAdapter

    e = Event("attack", {"seat": 1, "target": 2, "auto": False, "dice": [2, 5], "bonus": 1, "total": 6, "need": 5,
                         "hit": True})
    assert LaCriaturaAdapter._roll_dice(e) == [(2, False, 1), (5, True, 1)]
    e = Event("attack", {"seat": 1, "target": 2, "auto": False, "dice": [4, 4], "bonus": 0, "total": 4, "need": 5,
                         "hit": False})
    assert [m for _v, m, _s in LaCriaturaAdapter._roll_dice(e)] == [True, False]


# ---- the whole game ---------------------------------------------------------------------------
@pytest.mark.parametrize("players,seed", [(10, 5), (3, 2)])
def test_bots_play_a_game_to_the_final_score(app, players, seed):
    scene = bots_to_the_end(app, LC, players, seed, frames=6000)
    assert any("plays no event" in line for line in scene.narration)
    assert any(line.startswith("Game over") for line in scene.narration)
    headers, rows_ = scene.adapter.final_table(scene.view, scene.session.result())
    assert len(rows_) == players and any(r[-1] in ("boards", "wins") for r in rows_)


def test_the_movement_deals_new_character_cards_from_the_leader(app):
    """A deal gives each dealt seat a new card that flies out of the leader's seat; Robin's shows his status,
    every other one its back."""
    s = reach(4, {**BASIC, "dice": [1]}, lambda s: s.phase == "discard")
    scene = at_table(app, s, 4)
    cards = {s.piece.handle: s.piece for s in scene.board.ordered() if (s.piece.handle or "").startswith("seat:")}
    assert cards["seat:0"].face[0] in ("scientist", "infected", "creature")
    assert all(cards[f"seat:{p}"].face == ("character_back",) for p in (1, 2, 3))
    deals = [e.data["seats"] for e in scene.view.events if e.kind == "movement"]
    assert len(deals) >= 2
    for p in range(4):                                  # a new card at every deal the seat was in
        assert cards[f"seat:{p}"].id == f"char:{p}:{sum(p in seats for seats in deals)}"
    assert cards["seat:2"].spawn == scene.adapter._pos(scene.view.acting_leader, "card")


def test_change_of_mind_asks_where_the_vote_goes(app):
    """Dropped on a card with a vote, Change of Mind asks for the other player: their cards light up."""
    options = {"first_player": 0, "deck_order": ROBIN + OTHERS}
    scene = at_table(app, reach(4, options, robin_to_act("vote")), 4)
    voted = [p for p in range(4) if scene.view.votes[p]]
    assert voted
    mouse_drag(app, center_of(scene, "card:change-of-mind-1"), center_of(scene, f"seat:{voted[0]}"))
    assert scene.prompt is not None and "Move the vote" in scene.prompt.title
    to = scene.prompt.options[0].move.to
    tap(app, center_of(scene, f"seat:{to}"))
    assert mine(scene, Play) == [Play(0, "change-of-mind-1", voted[0], to)]


def test_an_interference_waits_on_the_table_and_can_be_answered(app):
    """A card another player plays waits on the table while Robin, holding Interference, may cancel it."""
    options = {"first_player": 1, "deck_order": ["interference-1", "armed-1", "armed-2",
                                                  "commendation-1", "armed-3", "armed-4"]}
    s = reach(4, options, lambda s: GAME.to_act(s) == [1] and s.phase == "events")
    s = GAME.apply(s, Play(1, "commendation-1"))
    assert GAME.to_act(s) == [0]
    scene = at_table(app, s, 4)
    waiting = [sp.piece for sp in scene.board.ordered() if sp.piece.id == "commendation-1"]
    assert waiting and waiting[0].caption == "Bot 1"
    assert "cancel it with Interference" in scene.adapter.status(scene.view, True)
    assert dict((h, label) for h, label, _r in scene.buttons)["button:pass"] == "Let it be"
    mouse_drag(app, center_of(scene, "card:interference-1"), scene.hotspots["table"].center)
    assert mine(scene, Play) == [Play(0, "interference-1")]
    assert any("cancels Commendation" in line for line in scene.narration)


def test_the_caption_of_a_card_waiting_on_a_player_stays_in_the_table_zone(app):
    """A card played onto a player waits on the table with "who on whom" under it, on two lines where the card
    is narrow: both lines inside the table's box (at 1024x640 the second line, "1" of "Basil (bot) on Player
    1", hung under the box's edge)."""
    import random

    from tabletop.render import fonts

    names = ["Player 1", "Player 2", "Ada (bot)", "Basil (bot)"]
    seats = [SeatConfig(names[0])] + [SeatConfig(n, "Bot (easy)") for n in names[1:]]
    scene = TableScene(app, rules.games()[LC], GameConfig(LC, seats, 1, {}), pace=0)
    app.push(scene)
    checked = 0
    for seed in range(12):
        rnd, s = random.Random(seed), GAME.setup(4, seed)
        while not GAME.is_over(s) and not any(target >= 0 for _, _, target, _, _ in s.stack):
            s = GAME.apply(s, rnd.choice(GAME.legal_moves(s, GAME.to_act(s)[0])))
        if GAME.is_over(s):
            continue
        scene.session.state = s
        for size in [(1024, 640), (1280, 800), (1920, 1080)]:
            app.surface = pygame.Surface(size)
            scene.resize(size)
            scene.repaint()
            with fonts.placing() as drawn:
                scene.draw(app.surface)
            table = next(z.rect for z in scene.painter.zones if z.name == "table")
            captions = [p for p in drawn if p.words and p.owner.startswith("caption:")]
            assert captions
            assert all(table.contains(p.rect) for p in captions), (size, [(p.words, p.rect) for p in captions],
                                                                     table)
            checked += 1
    assert checked >= 6

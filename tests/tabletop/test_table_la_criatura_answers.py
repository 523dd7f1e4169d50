"""La Criatura's table answers every gesture (issue 47): one marked card can be discarded with its button, a
vote token dropped anywhere in a player's box votes for that player, a card that cannot be played says why
(Awake with nobody sedated), a piece put where nothing could go says what it is for, and a die's words wait
until the die has landed."""

import pygame
import pytest

from rules import IllegalMove
from rules.core import Event
from rules.la_criatura.engine import GAME
from rules.la_criatura.state import Discard, DrawWeapon, Pass, Play, Vote
from tabletop.games import la_criatura as lc_table

from .helpers import center_of, mouse_drag, pump, tap
from .test_table_la_criatura import BASIC, LC, OTHERS, at_table, button, mine, reach, robin_to_act

AWAKE = {"first_player": 1, "deck_order": ["awake-1", "coffee-break-1", "change-of-mind-1"] + OTHERS}
"""Robin (seat 0) holds Awake; in turn 2's events nobody has been sedated yet (the first vote comes after)."""


def labels(scene) -> dict[str, str]:
    """The moves' buttons (the strip also offers the Hint)."""
    return {h: label for h, label, _r in scene.buttons if h.startswith("button:")}


def test_one_marked_card_is_discarded_with_its_button(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("discard")), 4)
    assert labels(scene) == {"button:keep": "Keep my cards"}
    tap(app, center_of(scene, "card:coffee-break-1"))
    assert set(scene.adapter.marked) == {"coffee-break-1"}
    assert labels(scene) == {"button:keep": "Keep my cards", "button:discard": "Discard the marked card"}
    tap(app, button(scene, "button:discard").center)
    assert mine(scene, Discard) == [Discard(0, ("coffee-break-1",))]


def test_a_marked_card_dragged_to_the_discard_pile_is_still_discarded(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("discard")), 4)
    tap(app, center_of(scene, "card:blood-test-1"))
    mouse_drag(app, center_of(scene, "card:blood-test-1"), scene.hotspots["discard"].center)
    assert mine(scene, Discard) == [Discard(0, ("blood-test-1",))]


def test_a_vote_token_dropped_on_a_players_name_plate_votes_for_them(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("vote")), 4)
    plate = scene.adapter.geo[2]["plate"]
    assert not scene.adapter.geo[2]["card"].collidepoint(plate.center)   # the box, not the character card
    mouse_drag(app, center_of(scene, "votes"), plate.center)
    assert mine(scene, Vote) == [Vote(0, 2)]


def test_tap_the_vote_token_then_a_players_box(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("vote")), 4)
    tap(app, center_of(scene, "votes"))
    tap(app, scene.adapter.geo[3]["plate"].center)
    assert mine(scene, Vote) == [Vote(0, 3)]


def test_awake_with_nobody_sedated_says_why_when_dragged_or_tapped(app):
    scene = at_table(app, reach(4, AWAKE, robin_to_act("events")), 4)
    view = scene.session.view(0)
    assert not any(view.sedated) and "awake-1" in view.hand
    assert not scene.index.has_source("card:awake-1")
    mouse_drag(app, center_of(scene, "card:awake-1"), scene.hotspots["table"].center)
    assert not mine(scene, Play) and "Nobody is sedated" in scene.message[0]
    mouse_drag(app, center_of(scene, "card:awake-1"), center_of(scene, "seat:2"))
    assert not mine(scene, Play) and "Nobody is sedated" in scene.message[0]
    # a tap on it means playing it, which the engine refuses with the same reason
    meant = scene.adapter.intent(scene.view, "card:awake-1", None)
    assert meant == Play(0, "awake-1")
    with pytest.raises(IllegalMove, match="Nobody is sedated"):
        GAME.apply(scene.session.state, meant)
    # a card that has moves is only picked up by a tap, never played by it
    assert scene.index.has_source("card:coffee-break-1")
    assert scene.adapter.intent(scene.view, "card:coffee-break-1", None) is None


def test_a_vote_token_on_the_table_says_it_goes_on_a_player(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("vote")), 4)
    mouse_drag(app, center_of(scene, "votes"), scene.hotspots["table"].center)
    assert not mine(scene, Vote)
    assert scene.message[0].startswith("A vote token goes on a player")


def test_a_card_dropped_on_the_discard_pile_outside_the_discard_step_is_refused_with_the_step(app):
    scene = at_table(app, reach(4, BASIC, robin_to_act("events")), 4)
    mouse_drag(app, center_of(scene, "card:blood-test-1"), scene.hotspots["discard"].center)
    assert not mine(scene, Discard) and not mine(scene, Play)
    assert "discard step" in scene.message[0]


def test_no_more_events_is_the_button_after_an_event_this_turn(app):
    """Robin, the leader with a victory token, plays Coffee Break: the slot stays open (D-5) and its button
    now reads "No more events", as the narration then says."""
    s = reach(4, {**BASIC, "first_player": 0}, robin_to_act("events"))
    s = GAME.apply(s, Play(0, "coffee-break-1"))
    while s.prompts:
        s = GAME.apply(s, GAME.legal_moves(s, 0)[0])
    assert GAME.to_act(s) == [0] and s.tokens[0] == 1
    scene = at_table(app, s, 4)
    assert labels(scene)["button:pass"] == "No more events"
    tap(app, button(scene, "button:pass").center)
    assert mine(scene, Pass) == [Pass(0)]
    assert "Robin plays no more events" in scene.narration


def movement_roll(roll=3):
    return Event("movement_roll", {"roll": roll, "moves": roll <= 4, "why": "die"})


def test_the_die_caption_waits_for_the_die_to_land(app, monkeypatch):
    scene = at_table(app, reach(4, {**BASIC, "dice": [3]}, lambda s: s.phase == "discard"), 4)
    adapter = scene.adapter
    clock = [1000.0]
    monkeypatch.setattr(lc_table.time, "monotonic", lambda: clock[0])
    adapter.animated = True
    adapter.forget()
    adapter.zones(scene.view, scene.painter.frame)           # this viewer's rolls lie still
    number = len(adapter._rolls(scene.view)) + 1
    view = scene.view.model_copy(update={"events": [*scene.view.events, movement_roll(3)]})
    zones = adapter.zones(view, scene.painter.frame)
    words = next(z for z in zones if z.name == "roll-words:0")
    assert words.text == "Movement die 3: deal" and words.rolling == "Movement die…"
    assert words.lands_at == adapter.rolled_at[number] + lc_table.LANDS
    roll = view.events[-1]
    assert adapter.hold([roll]) > 0
    assert adapter.status(view, True) == "Movement die…"
    assert adapter.log_cut(view) == len(view.events) - 1      # the log does not tell the number yet either
    assert adapter.tick(0.02)                                  # frames go on while it is in the air
    clock[0] += lc_table.LANDS + 0.01
    assert adapter.status(view, True).startswith("Movement die: 3")
    assert adapter.log_cut(view) is None
    assert adapter.tick(0.02)                                  # one more frame: the words as it lands
    assert not adapter.tick(0.02)


def test_with_animation_off_the_die_and_its_words_come_at_once(app):
    scene = at_table(app, reach(4, {**BASIC, "dice": [3]}, lambda s: s.phase == "discard"), 4)
    adapter = scene.adapter
    adapter.animated = False
    view = scene.view.model_copy(update={"events": [*scene.view.events, movement_roll(5)]})
    words = next(z for z in adapter.zones(view, scene.painter.frame) if z.name == "roll-words:0")
    assert words.lands_at == 0.0 and words.text == "Movement die 5: no deal"
    adapter.hold([movement_roll(5)])
    assert adapter.status(view, True).startswith("Movement die: 5")
    pump(app, 2)
    assert not adapter.tick(0.02)


def test_your_own_weapons_lie_side_by_side_never_one_over_another(app):
    """Seen at 1024x640 with ten seats: a second weapon hid the first. Each lies whole beside the others."""
    import random

    import rules
    from tabletop.scenes.table_scene import TableScene
    from tabletop.table.session import GameConfig, SeatConfig

    app.window.size = (1024, 640)
    app._resized()
    game = rules.games()["la-criatura"]
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, 10)]
    scene = TableScene(app, game, GameConfig("la-criatura", seats, 3, {}), pace=0)
    app.push(scene)
    rnd, most = random.Random(3), 0
    for _ in range(3000):
        if scene.session.over:
            break
        app.step(0.05)
        kit = next((z for z in scene.painter.zones if z.name == "kit"), None)
        if kit is not None:
            rects = kit.rects()
            most = max(most, len(rects))
            for i, a in enumerate(rects):
                assert all(not a.colliderect(b) for b in rects[i + 1:]), f"weapons overlap: {rects}"
        if 0 in scene.session.to_act() and scene.hold <= 0 and app.top is scene:
            moves = scene.session.legal_moves(0)
            weapon_moves = [m for m in moves if "victory" in repr(m) or "Weapon" in type(m).__name__]
            scene.perform(rnd.choice(weapon_moves or moves))
    assert most >= 2, "the seat never held two weapons: the test saw nothing"


CAMOUFLAGE = {"first_player": 1, "deck_order": ["camouflage-1", "coffee-break-1", "veto-1"] + OTHERS}
"""Robin (seat 0) holds Camouflage and Veto, reactions, beside a card she can play."""


def test_a_dimmed_card_tapped_or_put_anywhere_says_why_that_card_cannot_be_played(app):
    """Issue 54: the answer names the card and its rule, in the engine's words, wherever it is put down."""
    scene = at_table(app, reach(4, CAMOUFLAGE, robin_to_act("events")), 4)
    assert not scene.index.has_source("card:camouflage-1")
    why = "Camouflage is the Creature's card, played only when the vote would sedate the Creature."
    tap(app, center_of(scene, "card:camouflage-1"))
    assert scene.message[:2] == (why, "La Criatura, Event Cards (reactions)")
    for where in ("weapon-deck", "card:coffee-break-1", "table", "look:deck"):   # a pile, your hand, the table
        scene.message = None
        mouse_drag(app, center_of(scene, "card:camouflage-1"), center_of(scene, where))
        assert scene.message and scene.message[0] == why, (where, scene.message)
    assert not mine(scene, Play)
    tap(app, center_of(scene, "card:veto-1"))
    assert scene.message[0].startswith("Veto is the leader's card")


def test_change_of_mind_back_onto_the_same_player_says_the_vote_goes_to_another(app):
    """The picker "Move the vote to whom?" ignored a tap on the player the vote lies on (or on yourself) in
    silence: the engine now says why, and the question stays open for the right tap."""
    s = reach(4, {**BASIC, "first_player": 2}, lambda s: robin_to_act("vote")(s) and any(s.votes))
    scene = at_table(app, s, 4)
    t = s.votes.index(max(s.votes))
    mouse_drag(app, center_of(scene, "card:change-of-mind-1"), center_of(scene, f"seat:{t}"))
    assert scene.prompt is not None
    tap(app, center_of(scene, f"seat:{t}"))
    assert scene.prompt is not None and "to another player's card" in scene.message[0]
    assert scene.message[1] == "La Criatura, Event Cards (Change of Mind)"
    tap(app, scene.adapter.geo[0]["plate"].center)
    assert scene.prompt is not None and "not move a vote onto your own card" in scene.message[0]
    other = next(q for q in (1, 2, 3) if q != t)
    tap(app, center_of(scene, f"seat:{other}"))
    assert mine(scene, Play) == [Play(0, "change-of-mind-1", t, other)]


def test_a_tap_on_a_die_tells_what_it_decided_and_on_a_name_shows_that_players_card(app):
    scene = at_table(app, reach(4, {**BASIC, "dice": [3]}, robin_to_act("discard")), 4)
    die = next(s.piece for s in scene.board.ordered() if s.piece.face[0] == "die")
    tap(app, center_of(scene, die.handle))
    title, lines = scene.adapter.describe(scene.zoom)
    assert title == "The die: 3" and lines[0] == "Movement die 3: deal"
    tap(app, scene.adapter.geo[2]["plate"].center)            # the name plate: that player's character card
    assert scene.zoom is not None and scene.zoom_id.startswith("char:2:")
    tap(app, scene.adapter.geo[0]["card"].center)              # your own card, before the helicopter: shown large
    assert scene.zoom_id.startswith("char:0:") and scene.selected is None
    tap(app, center_of(scene, "look:back:1:0"))                 # a card in another hand: not "the event deck"
    assert scene.adapter.describe(scene.zoom)[0] == "An event card, face down"


# ---- every tap gets an answer of its own (issue 54) ----------------------------------------------------------
def kind_of(handle: str, view) -> str:
    """What a player would call the piece: a hand card, a weapon, a token, a die, a player's card or box."""
    if handle.startswith("card:"):
        return "hand card" if handle[5:] in view.hand else "card on the table"
    if handle.startswith("seat:"):
        return "own character" if handle == f"seat:{view.seat}" else "other character"
    if handle.startswith("look:"):
        return handle[5:].split(":")[0]
    return handle.split(":")[0]


def tap_answer(app, scene, pos) -> str | None:
    """Tap `pos` (a legal move is noted, not made) and say how the table answered: None for silence or the
    status line again."""
    made = []
    real = scene.perform

    def perform(move, *args):
        if move in scene.session.legal_moves(move.seat):
            made.append(move)
            return True
        return real(move, *args)

    scene.message = scene.zoom = scene.selected = scene.prompt = None
    status = scene.adapter.status(scene.view, bool(scene.my_moves()))
    marked = list(scene.adapter.marked)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(scene, "perform", perform)
        tap(app, pos)
    if made or scene.prompt is not None:
        return "a move"
    if list(scene.adapter.marked) != marked:
        scene.adapter.marked.picks = marked
        return "marked to be discarded"
    if scene.zoom is not None:
        return "its large view"
    if scene.message and scene.message[0] != status:
        return scene.message[0]
    if scene.selected and scene.index.has_source(scene.selected):
        return "picked up for a move"
    return None


GAMES = [(2, {"first_player": 1, "deck_order": ["interference-1", "camouflage-1", "mutiny-1"] + OTHERS}), (5, {})]
"""Two games: in the first Robin holds Interference (answers to others' cards) and Camouflage (a reaction)."""


def test_every_piece_a_player_taps_gets_an_answer_of_its_own(app):
    """At each step of real games (events, votes, movement, the discard step, the helicopter, reactions), a tap
    on each kind of piece (hand cards playable or dimmed, weapons, tokens, votes, dice, characters, seat plates,
    the decks) is a move, the engine's reason with its rule, or the piece's large view: never silence, never the
    status line again, never a piece that only looks picked up."""
    import random

    import rules
    from tabletop.scenes.curtain import CurtainScene
    from tabletop.scenes.summary import SummaryScene
    from tabletop.scenes.table_scene import TableScene
    from tabletop.table.session import GameConfig, SeatConfig

    silent, seen = [], set()
    for seed, options in GAMES:
        seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, 5)]
        scene = TableScene(app, rules.games()[LC], GameConfig(LC, seats, seed, options), pace=0)
        app.push(scene)
        rnd = random.Random(seed)
        for _ in range(4000):
            if scene.session.over:
                break
            app.step(0.05)
            if isinstance(app.top, (SummaryScene, CurtainScene)):
                app.pop()
                continue
            if app.top is not scene or scene.hold > 0 or not scene.my_moves():
                continue
            view = scene.view
            step = view.prompts[-1][0] if view.prompts else ("reaction" if view.stack else view.phase)
            tried = {}
            for s in scene.board.ordered():
                h = s.piece.handle
                if h is not None and not s.leaving:
                    tried.setdefault(kind_of(h, view), (round(s.x) + s.piece.rect.w // 2,
                                                        round(s.y) + s.piece.rect.h // 2))
            for p, g in scene.adapter.geo.items():
                tried.setdefault("own plate" if p == view.seat else "other plate", g["plate"].center)
            for kind, pos in tried.items():
                seen.add((step, kind))
                if tap_answer(app, scene, pos) is None:
                    silent.append(f"{step}: a tap on {kind} at {pos}")
                scene.message = scene.zoom = scene.selected = scene.prompt = None
            moves = scene.my_moves()
            if moves:                     # a weapon as soon as one can be had: then the table shows each kind
                armed = [m for m in moves if isinstance(m, DrawWeapon)]
                scene.perform(armed[0] if armed and not view.weapons[0] else rnd.choice(moves))
        app.pop()
    assert not silent, "no answer of its own:\n" + "\n".join(sorted(set(silent))[:20])
    steps = {s for s, _k in seen}
    assert {"events", "vote", "movement", "discard", "reaction", "heli_reveal", "heli_events", "combat"} <= steps, steps
    kinds = {k for _s, k in seen}
    assert {"hand card", "weapon", "token", "votes", "vote", "die", "own character", "other character",
            "own plate", "other plate", "deck", "weapon-deck", "leader"} <= kinds, kinds


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_in_the_discard_step_the_large_view_never_covers_the_discard_button(app, size):
    """Issue 54: marking a card, then resting the pointer on it, opened its large view over "Discard the marked
    card". The large view of any hand card lies clear of every button that finishes the step."""
    from tabletop.render import fonts

    app.window.size = size
    app._resized()
    scene = at_table(app, reach(4, BASIC, robin_to_act("discard")), 4)
    tap(app, center_of(scene, "card:coffee-break-1"))
    assert labels(scene)["button:discard"] == "Discard the marked card"
    assert not scene.adapter.dimmable(scene.view, "card:coffee-break-1")     # chosen, not unplayable
    for card in scene.view.hand:
        scene.zoom = None
        scene.on_hover(center_of(scene, f"card:{card}"))
        assert scene.zoom == ("event", card)
        app.surface = pygame.Surface(size)
        with fonts.placing() as drawn:
            scene.draw(app.surface)
        panel = next(p.rect for p in drawn if p.owner == "overlay" and p.words is None)
        for _handle, label, rect in scene.buttons:
            assert not panel.colliderect(rect), f"{card}'s large view {panel} covers {label} {rect}"
        assert not panel.colliderect(scene.board.drawn_rect(scene.zoom_id))

"""The private notepad: it states only what the seat's own view proves (checked against every deal the
engine's `determinize` can imagine from that view), the player's marks cycle with a tap and are kept in
the game's save, and it is hidden like a hand: never drawn for another seat, closed at the curtain."""

import json
import random

import pygame
import pytest

import rules
from rules.safari.deducktion_notepad import LOCATED, SEEN, holds_in, notepad_facts
from tabletop.couch.match import Match
from tabletop.games.deducktion import DeducktionAdapter
from tabletop.render import fonts
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.table_scene import TableScene
from tabletop.storage.saves import read_save, replay
from tabletop.table.notepad import MARKS, Marks
from tabletop.table.session import GameConfig, SeatConfig
from tests.tabletop.privacy import hidden_words, leaked

from .helpers import center_of, key, pump, tap

DK = "deducktion"


def positions(game, players, seed, every=7):
    """States along a random game, every few moves, to the final reveal."""
    rnd = random.Random(seed)
    s = game.setup(players, seed)
    yield s
    moved = 0
    while not game.is_over(s):
        seat = game.to_act(s)[0]
        s = game.apply(s, rnd.choice(game.legal_moves(s, seat)))
        moved += 1
        if moved % every == 0 or game.is_over(s):
            yield s


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (2, 4), (4, 5), (3, 6)])
def test_the_notepad_states_only_what_holds_in_every_determinization(players, seed):
    game = rules.games()[DK]
    stated = 0
    for state in positions(game, players, seed):
        for seat in range(players):
            view = game.view(state, seat)
            facts = [(f, kind, p) for f, found in notepad_facts(view).items() for kind, p in found]
            assert all(holds_in(state, seat, f, kind, p) for f, kind, p in facts), "the real deal first"
            for k in range(20):
                imagined = game.determinize(view, seed * 1000 + k)
                wrong = [(f, kind, p) for f, kind, p in facts if not holds_in(imagined, seat, f, kind, p)]
                assert not wrong, f"seat {seat} is told {wrong[:3]}, which a deal its view allows denies"
            stated += len(facts)
    assert stated > 100, "the notepad had things to say"


def test_the_notepad_deduces_a_missing_card_when_only_one_place_is_left():
    game = rules.games()[DK]
    for state in positions(game, 4, 2, every=1):
        if state.step == "over":
            break
        for seat in range(4):
            view = game.view(state, seat)
            for f, found in notepad_facts(view).items():
                if ("missing", None) in found:
                    assert holds_in(state, seat, f, "missing", None)
                    return
    pytest.skip("no position of this game let a seat deduce a missing card")


def _proofs(facts):
    """What a notepad has proved: (face, "seen") for a card it shows is not missing, (face, "missing"),
    and (face, seat) for a zero answer it shows ("not seat" now, or "seat said 0")."""
    out = set()
    for f, found in facts.items():
        kinds = {k for k, _ in found}
        if kinds & set(SEEN):
            out.add((f, "seen"))
        if "missing" in kinds:
            out.add((f, "missing"))
        out |= {(f, p) for k, p in found if k in ("not", "said0")}
    return out


@pytest.mark.parametrize("players,seed", [(3, 11), (4, 12), (5, 13), (2, 14), (4, 15)])
def test_the_notepad_never_forgets_what_it_proved(players, seed):
    """Cards dealt to the seat, passed to it or by it, melds and the face-up card stay grey after they
    leave the hand; a missing card once proved stays gold through the guessing; a zero answer stays
    written down (as "not X" while it holds, then as "X said 0") unless the card is now placed."""
    game = rules.games()[DK]
    adapter = DeducktionAdapter(game)
    before: list[set] = [set() for _ in range(players)]
    dealt: list[set] = [set() for _ in range(players)]
    zero_heard = 0
    for state in positions(game, players, seed, every=1):
        for seat in range(players):
            view = game.view(state, seat)
            facts = notepad_facts(view)
            now = _proofs(facts)
            located = {f for f, found in facts.items() if any(k in LOCATED for k, _ in found)}
            lost = {x for x in before[seat] - now if not (isinstance(x[1], int) and x[0] in located)}
            assert not lost, f"seat {seat} forgot {sorted(lost, key=str)[:4]}"
            before[seat] = now
            zero_heard += sum(isinstance(x[1], int) for x in now)
            if not dealt[seat]:
                dealt[seat] = {f"{c.split('-')[0]}-{c.split('-')[1][0]}" for c in view.hand}
            assert {(f, "seen") for f in dealt[seat]} <= now, "a card of the dealt hand went back to blank"
            sheet = adapter.sheet(view)
            assert all(sheet.tone(f) == "known" for f in dealt[seat])
            assert all(sheet.tone(f) == "found" for f, kind in now if kind == "missing")
    assert zero_heard > 0 and any(any(k == "missing" for _f, k in b) for b in before), "the game proved things"


def test_marks_cycle_and_live_in_the_record():
    class Record:
        notes: dict = {}

    class FakeMatch:
        record = Record()
        autosave = False

    marks = Marks(FakeMatch())
    seen = [marks.cycle(0, "tiger-3") for _ in MARKS]
    assert seen == list(MARKS[1:]) + [""]
    marks.cycle(1, "lion-2")
    assert FakeMatch.record.notes == {"notepad": {"0": {}, "1": {"lion-2": "yes"}}}
    assert Marks().of(None) == {}


def _scene(app, humans=1, players=4, seed=4) -> TableScene:
    names = ["Robin", "Ada", "Basil", "Cleo"]
    seats = [SeatConfig(names[i]) if i < humans else SeatConfig(names[i], "Bot (easy)") for i in range(players)]
    scene = TableScene(app, rules.games()[DK], GameConfig(DK, seats, seed, {"first_player": 0}), pace=0)
    app.push(scene)
    pump(app, 2)
    return scene


def test_the_button_opens_it_a_tap_marks_a_cell_and_the_save_keeps_it(app):
    scene = _scene(app)
    assert not any(z.name.startswith("note:") for z in scene.painter.zones)
    tap(app, center_of(scene, "notepad"))
    cells = [z.name for z in scene.painter.zones if z.name.startswith("note:")]
    assert len(cells) == 30 and "note:tiger-3" in cells
    tap(app, center_of(scene, "note:tiger-3"))
    tap(app, center_of(scene, "note:tiger-3"))
    assert scene.adapter.marks.of(0) == {"tiger-3": "no"}
    path = scene.session.match.save_path
    record = read_save(path)
    assert record.notes["notepad"]["0"] == {"tiger-3": "no"}
    # a resumed game brings the marks back
    again = TableScene(app, rules.games()[DK], scene.session.config,
                       match=Match.resumed(replay(record), save_path=path), pace=0)
    assert again.adapter.marks.of(0) == {"tiger-3": "no"}
    tap(app, center_of(scene, "notepad"))
    assert not any(z.name.startswith("note:") for z in scene.painter.zones)


def test_the_key_opens_it_and_escape_closes_it(app):
    scene = _scene(app)
    key(app, pygame.K_n)
    assert scene.adapter.notepad_open and any(z.name.startswith("note:") for z in scene.painter.zones)
    key(app, pygame.K_ESCAPE)
    assert not scene.adapter.notepad_open and not any(z.name.startswith("note:") for z in scene.painter.zones)
    assert app.top is scene


def test_it_shows_nothing_hidden_and_closes_when_the_laptop_passes(app):
    scene = _scene(app, humans=2, players=3)
    game = scene.session.game
    for _ in range(400):                         # play on until Robin has a question's answers to note
        if isinstance(app.top, CurtainScene):
            app.top.age = app.top.arm_delay
            app.top.finish()
            continue
        if scene.hold > 0:                       # news shown to its mover waits for their tap
            scene.end_hold()
            pump(app)
            continue
        if scene.viewer == 0 and 0 in scene.session.to_act() and scene.session.view(0).turns_taken >= 4:
            break
        acting = scene.session.to_act()
        if acting and acting[0] in (0, 1) and scene.viewer == acting[0]:
            scene.perform(game.legal_moves(scene.session.state, acting[0])[0])
        pump(app)
    key(app, pygame.K_n)
    assert scene.adapter.notepad_open
    scene.repaint()
    with fonts.recording() as drawn:
        app.draw()
    ids, words = hidden_words(game, scene.session.state, 0)
    assert not leaked(drawn, ids, words)
    assert any(s.startswith("Robin's notepad") for s in drawn)
    # Robin's move passes the laptop: the notepad closes before Ada sees the table
    while scene.session.to_act() == [0]:
        moves = scene.session.legal_moves(0)
        scene.perform(moves[0])
        if isinstance(app.top, CurtainScene):
            break
        if 0 not in scene.session.to_act():
            pump(app)
    for _ in range(50):
        if isinstance(app.top, CurtainScene):
            app.top.age = app.top.arm_delay
            app.top.finish()
            break
        pump(app)
    pump(app, 2)
    assert scene.viewer == 1, "the laptop went to Ada"
    assert not scene.adapter.notepad_open
    assert not any(z.name.startswith("note:") for z in scene.painter.zones)
    with fonts.recording() as drawn:
        scene.repaint()
        app.draw()
    assert not any(s.startswith("Robin's notepad") for s in drawn)


def test_a_replay_or_a_public_view_has_no_notepad(app):
    game = rules.games()[DK]
    adapter = TableScene(app, game, GameConfig(DK, [SeatConfig("Bot", "Bot (easy)")] * 3, 1), pace=0).adapter
    view = game.view(game.setup(3, 1), None)
    assert not adapter.on_key(view, pygame.K_n) and not adapter.notepad_open
    dumped = json.loads(adapter.match.snapshot().model_dump_json())
    assert dumped["notes"] == {}

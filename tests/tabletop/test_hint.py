"""The Hint at the laptop (issue 56 item 2): the strong bot's choice from the seat's own view, for every game.

- a hint is one of the seat's legal moves, in every game, at several points of a game;
- it is worked out from the view alone: two states the seat cannot tell apart (the second imagined from the
  seat's view, `determinize`) give the same move and the same line, through the table's own path;
- what it draws (the ghost and the line) names nothing the seat cannot see, in English and German;
- its words fit at 1024x640 in both languages;
- H (or the button) thinks ("Thinking…"), then lights the move; any move, Esc or another person drops it; it is
  counted once per position in the save (Continue keeps it) and the final score shows a Hints column then;
- a game with hints off offers no button and H says so; where H shows a hand (a public table with phone seats)
  the button has no key;
- the real bot process answers a hint and a bot's turn asked together, each to its own question.
"""

import random
import time

import pygame
import pytest

import rules
from tabletop.couch.results import with_hints
from tabletop.games import ADAPTERS
from tabletop.render import fonts
from tabletop.scenes.table_scene import TableScene
from tabletop.storage.saves import read_save
from tabletop.table.bots import BotWorker, SearchSeat
from tabletop.table.hinting import ASK, SHOWN, THINKING
from tabletop.table.session import GameConfig, SeatConfig
from tests.tabletop.helpers import pump
from tests.tabletop.hint_helpers import Answered, hint_of, instant_hints  # noqa: F401 (a fixture)
from tests.tabletop.privacy import hidden_words, leaked
from tests.tabletop.test_text_fits import problems

pytestmark = pytest.mark.usefixtures("instant_hints")


def players_for(game) -> int:
    return max(game.min_players, min(4, game.max_players))


def seat_zero_turns(game, players: int, seed: int = 3, most: int = 3, every: int = 9) -> list:
    """States along a random game where seat 0 is to act, `every` such turns apart (the first included)."""
    rnd = random.Random(seed)
    s = game.setup(players, seed)
    found, turns = [], 0
    while not game.is_over(s) and len(found) < most:
        seat = game.to_act(s)[0]
        if 0 in game.to_act(s):
            if turns % every == 0:
                found.append(s)
            turns += 1
            seat = 0
        s = game.apply(s, rnd.choice(game.legal_moves(s, seat)))
    assert found, "seat 0 never got a turn"
    return found


def table(app, game_id: str, players: int, seed: int = 5, pace: float = 1e6, hints: bool = True,
          **options) -> TableScene:
    """Seat 0 at the laptop, bots that wait (`pace`): a bot's move would drop the hint (any move does)."""
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    scene = TableScene(app, rules.games()[game_id], GameConfig(game_id, seats, seed, options, hints=hints),
                       pace=pace)
    app.push(scene)
    return scene


def shown_hint(scene, state=None):
    """Press H (in `state`, when given) and let the table collect the answer: the hint's marks."""
    if state is not None:
        scene.forget_viewer()
        scene.session.state = state
        scene.refresh(animate=False)
    scene.on_key(pygame.K_h)
    for _ in range(5):
        pump(scene.app)
        if scene.hints.marks() is not None:
            return scene.hints.marks()
    raise AssertionError(f"no hint shown (buttons: {[h for h, _l, _r in scene.buttons]})")


def handles(scene) -> list[str]:
    return [h for h, _label, _rect in scene.buttons]


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_a_hint_is_a_legal_move_of_the_seat_to_act(game_id):
    game = rules.games()[game_id]
    players = players_for(game)
    rnd = random.Random(4)
    s = game.setup(players, 4)
    checked = 0
    while not game.is_over(s) and checked < 4:
        seat = game.to_act(s)[0]
        moves = game.legal_moves(s, seat)
        if rnd.random() < 0.2 or len(moves) > 1 and checked == 0:
            answer = hint_of(game, game.view(s, seat), seed=checked)
            assert answer.move in moves, f"{game_id}: the hint {answer.move} is not a legal move of seat {seat}"
            assert all(o.move in moves for o in answer.others)
            checked += 1
        s = game.apply(s, rnd.choice(moves))
    assert checked >= 2


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_two_states_the_seat_cannot_tell_apart_get_the_same_hint(app, game_id):
    """The second state is imagined from the seat's view (what it cannot see dealt anew): the table's hint, move
    and line, is the same in both, so nothing of the true state went into it."""
    game = rules.games()[game_id]
    players = players_for(game)
    scene = table(app, game_id, players)
    differ = 0
    for state in seat_zero_turns(game, players):
        view = game.view(state, 0)
        other = game.determinize(view, 99)
        assert game.view(other, 0) == view
        differ += game.view(other, None) != game.view(state, None) or other != state
        first, second = shown_hint(scene, state), shown_hint(scene, other)
        assert first.answer == second.answer
        assert first.line == second.line
    assert differ, f"{game_id}: no state differed in what seat 0 cannot see"


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_the_hint_draws_nothing_the_seat_cannot_see(app, speaking, game_id):
    game = rules.games()[game_id]
    players = players_for(game)
    scene = table(app, game_id, players)
    for state in seat_zero_turns(game, players, most=2):
        marks = shown_hint(scene, state)
        ids, words = hidden_words(game, state, 0)
        assert not leaked([marks.line], ids, words), marks.line
        scene.repaint()
        with fonts.recording() as strings:
            app.draw()
        bad = leaked(list(strings), ids, words)
        assert not bad, f"{game_id}: the table with a hint drew what seat 0 cannot see: {bad[:3]}"


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_the_hint_and_its_button_fit_at_1024x640(app, speaking, game_id):
    game = rules.games()[game_id]
    players = players_for(game)
    scene = table(app, game_id, players)
    size = (1024, 640)
    found = []
    for state in seat_zero_turns(game, players, most=2):
        app.surface = pygame.Surface(size)
        scene.resize(size)
        shown_hint(scene, state)
        scene.repaint()
        with fonts.placing() as drawn:
            scene.draw(app.surface)
        assert any(h == SHOWN for h in handles(scene))
        found += problems(drawn, size, ["Robin"] + [f"Bot {i}" for i in range(1, players)],
                          {p.id: z.name for z in scene.painter.zones if hasattr(z, "count") for p in z.pieces()})
    assert not found, "\n".join(found[:8])


def test_h_thinks_then_lights_the_move_and_any_move_drops_it(app, monkeypatch):
    asked = []
    waiting = Answered(None)
    waiting.ready = False
    monkeypatch.setattr(BotWorker, "hint", lambda self, game, view, seed: asked.append(view) or waiting)
    game = rules.games()["strange-creatures"]
    scene = table(app, game.id, 4, first_player=0)
    pump(app)
    assert handles(scene)[-1:] == [ASK] and scene.buttons[-1][1] == "Hint (H)"
    scene.on_key(pygame.K_h)
    pump(app, 3)
    assert handles(scene)[-1:] == [THINKING] and scene.hints.marks() is None
    assert [v.seat for v in asked] == [0] and asked[0] == scene.session.view(0)     # the viewer's own view
    scene.on_key(pygame.K_h)
    assert len(asked) == 1                            # thinking already: not asked twice
    waiting.move, waiting.ready = hint_of(game, asked[0], 1), True
    pump(app)
    marks = scene.hints.marks()
    assert marks is not None and handles(scene)[-1:] == [SHOWN]
    assert marks.source == scene.adapter.grip(marks.answer.move).source
    assert marks.line.startswith("Hint: Play the ")
    assert scene.session.match.hints_used()[0] == 1
    scene.on_key(pygame.K_ESCAPE)                     # Esc puts it away, and only it
    assert scene.hints.marks() is None and app.top is scene and handles(scene)[-1:] == [ASK]
    assert shown_hint(scene) is not None              # H shows it again: not asked, not counted again
    assert len(asked) == 1 and scene.session.match.hints_used()[0] == 1
    scene.on_key(pygame.K_h)                          # H again puts it away too
    assert scene.hints.marks() is None
    scene.on_key(pygame.K_h)
    scene.perform(scene.hints.marks().answer.move)    # a move: the hint is gone with it
    assert scene.hints.marks() is None
    assert SHOWN not in handles(scene)


def test_an_answer_for_an_older_position_is_never_shown(app, monkeypatch):
    late = Answered(None)
    late.ready = False
    monkeypatch.setattr(BotWorker, "hint", lambda self, game, view, seed: late)
    game = rules.games()["strange-creatures"]
    scene = table(app, game.id, 4, first_player=0)
    pump(app)
    scene.on_key(pygame.K_h)
    view = scene.session.view(0)
    scene.perform(scene.session.legal_moves(0)[0])    # a move while it thinks
    late.move, late.ready = hint_of(game, view, 1), True
    for _ in range(30):
        pump(app)
    assert scene.hints.marks() is None
    assert scene.session.match.hints_used()[0] == 0


def test_hints_are_counted_in_the_save_kept_by_continue_and_shown_in_the_final_score(app):
    from tabletop.couch.resume import rebuild, unfinished_games

    scene = table(app, "strange-creatures", 4, first_player=0)
    pump(app)
    shown_hint(scene)
    path = scene.session.match.save_path
    assert read_save(path).hints_used == {"0": 1}
    assert '"hints_used"' in path.read_text() and '"hints_off"' not in path.read_text()
    slot = next(s for s in unfinished_games(app) if s.path == path)
    (match, _config), why = rebuild(slot)
    assert why is None and match.hints_used() == [1, 0, 0, 0]
    headers, rows = with_hints(["Player", "Score"], [["Robin", "3"], ["Bot 1", "5"]], [3, 0])
    assert headers[-1] == "Hints" and rows == [["Robin", "3", "3"], ["Bot 1", "5", ""]]
    assert with_hints(["Player"], [["Robin"]], [0]) == (["Player"], [["Robin"]])   # none used: no column


def test_a_save_without_hints_is_written_as_before():
    from tabletop.storage.saves import SaveRecord, SeatSetup

    record = SaveRecord(game="herds", players=2, seed=1, seats=[SeatSetup(name="A", kind="human"),
                                                                SeatSetup(name="B", kind="human")])
    dumped = record.model_dump()
    assert "hints_used" not in dumped and "hints_off" not in dumped
    with pytest.raises(ValueError):
        SaveRecord(game="herds", players=2, seed=1, seats=record.seats, hints_used={"5": 1})


def test_a_game_with_hints_off_offers_no_hint_and_h_says_so(app):
    scene = table(app, "strange-creatures", 4, first_player=0, hints=False)
    pump(app)
    assert scene.session.match.record.hints_off
    assert not any(h.startswith("hint:") for h in handles(scene))
    scene.on_key(pygame.K_h)
    assert scene.message is not None and scene.message[0] == "Hints are off for this game."
    assert scene.hints.current() is None
    again = scene.session.match.again(7)                  # Play again keeps the switch
    assert again.record.hints_off


def test_where_h_shows_the_hand_the_hint_is_a_button_without_a_key_and_goes_down_with_the_hand(app):
    from tabletop.couch.hand_up import HAND

    seats = [SeatConfig("Robin"), SeatConfig("Ada", "Phone"), SeatConfig("Bot", "Bot (easy)")]
    game = rules.games()["strange-creatures"]
    scene = TableScene(app, game, GameConfig(game.id, seats, 5, {"first_player": 0}), pace=0,
                       phone_address=("127.0.0.1", 0))
    app.push(scene)
    try:
        pump(app)
        assert scene.couch.hand.offers() and handles(scene)[0].startswith(HAND)
        scene.couch.hand.show(0)                          # the hand held up: Robin's view, Robin's turn
        pump(app)
        labels = dict((h, label) for h, label, _r in scene.buttons)
        assert labels.get(ASK) == "Hint"
        scene.hints.press()                               # the button (H is the hand's here)
        pump(app)
        assert scene.hints.marks() is not None
        scene.couch.hand.hide()                           # another person in front of the screen: nothing stays
        pump(app)
        assert scene.viewer is None and scene.hints.asked is None
        assert not any(h.startswith("hint:") for h in handles(scene))
    finally:
        scene.removed()


def test_the_bot_process_answers_a_hint_and_a_bot_turn_asked_together():
    game = rules.games()["hi-lo-hijinks"]
    s = game.setup(3, 2)
    seat = game.to_act(s)[0]
    worker = BotWorker()
    try:
        turn = worker.ask(game, seat, SearchSeat(1, "easy"), game.view(s, seat))
        hint = worker.hint(game, game.view(s, seat), 3)
        end = time.monotonic() + 30
        while not (hint.ready and turn.ready) and time.monotonic() < end:
            hint.wait(0.05)                               # the hint's poll may read the bot's answer first
            turn.wait(0.05)
        assert hint.error is None and turn.error is None
        assert hint.move.move in game.legal_moves(s, seat)
        assert turn.move in game.legal_moves(s, seat)
    finally:
        worker.close()


def test_new_games_hints_switch_is_on_by_default_and_turns_hints_off(app):
    scene = app.open("setup")
    assert scene.hints_box.get_state() and scene.config().hints
    scene.hints_box.set_state(False)
    assert scene.config().hints is False
    scene.rebuild()                                       # a change of game or players keeps the switch
    assert not scene.hints_box.get_state()

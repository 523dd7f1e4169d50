"""Why did it do that? A bot's move at the table is kept with what the bot weighed; a finished game's replay says
it (its choice and two best alternatives, with the share of imagined games each won), and nothing of it shows
while a game can still be played."""

import itertools
import json
import multiprocessing
import threading

import pygame
import pygame_gui
import pytest

import rules
from rules.bots import make_level_bot
from tabletop.games import ADAPTERS
from tabletop.render import fonts
from tabletop.scenes import table_scene
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.scenes.why import why_at
from tabletop.storage import saves
from tabletop.table.bots import _serve
from tabletop.table.session import BOT_LEVELS, GameConfig, SeatConfig
from tests.tabletop.test_text_fits import problems

from .helpers import pump

LEVEL_SEATS = list(BOT_LEVELS)           # "Bot (easy)", "Bot (medium)", "Bot (strong)"


@pytest.fixture
def level_bots(monkeypatch):
    """Bot seats play at their own level, thinking in process on a clock that moves a millisecond a reading: the
    real searches (easy's slips, strong's hints), quick and the same every run."""
    def seat_bot(kind_label, seed):
        ticks = itertools.count(0.0, 0.001)
        return make_level_bot(BOT_LEVELS[kind_label], seed, clock=lambda: next(ticks))

    monkeypatch.setattr(table_scene, "make_seat_bot", seat_bot)


def play_at_table(app, game_id: str, seed: int = 3, stop=None) -> TableScene:
    """A bots-only game at the table, every level seated, until its final score (or until `stop(scene)`)."""
    game = rules.games()[game_id]
    seats = [SeatConfig(f"Bot {i}", LEVEL_SEATS[i % 3]) for i in range(game.usual_players)]
    scene = TableScene(app, game, GameConfig(game_id, seats, seed), pace=0)
    app.push(scene)
    for _ in range(20000):
        pump(app)
        if isinstance(app.top, ResultsScene) or (stop is not None and stop(scene)):
            break
    return scene


PLAYED: dict[str, str] = {}     # game id -> the save of its bots-only game at the table (played once per run)


def finished_record(app, game_id: str) -> saves.SaveRecord:
    """The save of a finished bots-only game at the table, every level seated (played on first use)."""
    if game_id not in PLAYED:
        scene = play_at_table(app, game_id)
        assert scene.session.over
        PLAYED[game_id] = scene.session.match.save_path.read_text()
    return saves.parse_save(PLAYED[game_id])


def open_replay(app, scene, step: int):
    return app.open("replay", saves.replay(saves.read_save(scene.session.match.save_path)), step=step)


def drawn_words(app) -> list[str]:
    with fonts.recording() as drawn:
        app.draw()
    return drawn


def why_card(replay, size=(1024, 640)) -> list:
    """The strings the why's card draws (fonts.placing), the replay drawn at `size`."""
    surface = pygame.Surface(size)
    replay.app.surface = surface
    replay.resize(size)
    with fonts.placing() as drawn:
        replay.draw(surface)
    return [p for p in drawn if p.owner == "why"]


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_bot_move_at_the_table_keeps_what_it_weighed_and_its_alternatives_were_legal(app, level_bots, game_id):
    """The property over every game: each move an easy, medium or strong bot made is saved with its weighing; its
    first move is the move played and every alternative a legal move of that seat at that position."""
    record = finished_record(app, game_id)                              # as saved, and read back
    replayed = saves.replay(record)
    game = replayed.game
    kept = {w.at: w for w in record.bot_weighings}
    assert sorted(kept) == list(range(len(replayed.moves)))            # every move was a bot's
    for at, move in enumerate(replayed.moves):
        weighing = kept[at]
        assert weighing.seat == move.seat
        assert game.load_move(json.dumps(weighing.moves[0].move)) == move
        legal = game.legal_moves(replayed.states[at], move.seat)
        for other in weighing.moves[1:]:
            assert game.load_move(json.dumps(other.move)) in legal
        assert 1 <= len(weighing.moves) <= 3


def finished_game(app, level_bots, game_id="hi-lo-hijinks"):
    scene = play_at_table(app, game_id)
    assert scene.session.over
    return scene


def first_weighed_step(replayed) -> int:
    """A step whose bot weighed a choice and two alternatives."""
    return next(w.at + 1 for w in replayed.record.bot_weighings if len(w.moves) == 3)


def test_the_replay_says_what_the_bot_weighed_in_english_and_german(app, level_bots, speaking):
    from tabletop.language import _

    scene = finished_game(app, level_bots)
    replay = open_replay(app, scene, 0)
    step = first_weighed_step(replay)
    replay.go(step, animate=False)
    assert replay.why_button is not None and replay.why_button.is_enabled
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w", scancode=0))
    app.step(0.02)
    assert replay.why_open
    words = " ".join(drawn_words(app))
    who = replay.names[replay.moves[step - 1].seat]
    assert _("Why {who} did that", who=who) in words
    said = _("Its choice, “{move}”, won {n} of 10 imagined games.", move="\0", n=0).split("\0")[0]
    assert said in words
    assert _("The alternatives: “{first}”, {n} of 10; “{second}”, {m} of 10.", first="\0", n=0, second="",
             m=0).split("\0")[0] in words
    why = replay.why()
    assert not why.recomputed and len(why.alternatives) == 2
    from tabletop.scenes.why import move_words

    for considered in (why.choice, *why.alternatives):
        assert move_words(replay.adapter, considered.move, why.seat) in words     # the moves as the table words them
    if speaking == "de":
        from tests.english_left import english_in

        card = " ".join(p.words for p in why_card(replay) if p.words)
        assert not english_in(card, names=replay.names), english_in(card, names=replay.names)


def test_a_tap_on_the_steps_words_or_the_button_opens_the_why_and_esc_closes_it(app, level_bots):
    scene = finished_game(app, level_bots)
    replay = open_replay(app, scene, 0)
    replay.go(first_weighed_step(replay), animate=False)
    app.draw()
    pos = replay.words_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    app.step(0.02)
    assert replay.why_open
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step(0.02)
    assert not replay.why_open and app.top is replay                  # Esc put the why away, not the replay
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=replay.why_button))
    app.step(0.02)
    assert replay.why_open


def test_the_weighing_survives_save_and_load_and_a_damaged_entry_is_dropped(app, level_bots, tmp_path):
    scene = finished_game(app, level_bots)
    match = scene.session.match
    record = saves.read_save(match.save_path)
    assert record.bot_weighings == match.snapshot().bot_weighings and record.bot_weighings
    data = json.loads(match.save_path.read_text())
    entries = data["bot_weighings"]
    entries[0]["moves"][0]["won"] = "most"                              # damaged
    entries[1]["moves"] = [{"move": {"x": [[[[1]]]] * 2000}, "tried": 1, "won": 0.5}]   # hostile: far too long
    entries[2]["at"] = 10**6                                            # of no move
    entries[3]["seat"] = 99
    entries.append("junk")
    entries.append({**entries[5], "moves": entries[5]["moves"] * 5})    # more than three moves
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data))
    record = saves.read_save(path)                                      # the game loads: only the entries go
    ats = [w.at for w in record.bot_weighings]
    assert not {0, 1, 2, 3} & set(ats) and {4, 5} <= set(ats)
    assert len(ats) == len(set(ats)) == len(data["bot_weighings"]) - 6     # four damaged, the junk, the five moves
    replay = app.open("replay", saves.replay(record), step=1)
    replay.why_open = True
    app.draw()                                                           # worked out again, never a crash
    assert replay.why().recomputed


def test_a_recorded_alternative_that_is_not_legal_is_not_said(app, level_bots, tmp_path):
    """A well-formed but false entry (an alternative the seat could not play) is not believed: the replay works the
    position out again and says so."""
    scene = finished_game(app, level_bots)
    data = json.loads(scene.session.match.save_path.read_text())
    replayed = saves.replay(saves.read_save(scene.session.match.save_path))
    at = next(w.at for w in replayed.record.bot_weighings if len(w.moves) == 3)
    other_seat = next(m for m in replayed.moves if m.seat != replayed.moves[at].seat)
    entry = next(e for e in data["bot_weighings"] if e["at"] == at)
    entry["moves"][1]["move"] = json.loads(replayed.game.dump_move(other_seat))
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    why = why_at(saves.replay(saves.read_save(path)), at)
    assert why is not None and why.recomputed
    assert all(c.move in replayed.game.legal_moves(replayed.states[at], why.seat) for c in why.alternatives)


def test_an_older_save_or_a_random_bot_is_worked_out_again_and_says_so(app, tmp_path):
    """Without a kept weighing (random bots keep none) the strong search weighs the seat's own view again."""
    from tabletop.language import _
    from tests.tabletop.test_replay import bots_game

    match = bots_game("strange-creatures")
    assert not match.record.bot_weighings and "bot_weighings" not in match.save_path.read_text()
    replay = app.open("replay", saves.replay(saves.read_save(match.save_path)), step=5)
    replay.toggle_why()
    words = " ".join(drawn_words(app))
    assert replay.why().recomputed
    assert _("Worked out again now: this save does not keep what {who} weighed, so the strong search weighed "
             "{who}'s own view at that moment in {n} imagined games.", who="\0", n=2).split("\0")[0] in words


def test_nothing_of_it_is_offered_while_a_game_runs(app, level_bots):
    """The table never says what a bot weighed, and the replay of an unfinished game offers no why at all."""
    from tabletop.language import _

    why_words = [_("Why {who} did that", who="\0").split("\0")[0], " of 10", "imagined game"]
    seen = []

    def looked(scene):
        scene.painter.invalidate()
        seen.extend(drawn_words(app))
        return len(scene.session.moves) >= 30

    scene = play_at_table(app, "hi-lo-hijinks", stop=looked)
    assert not scene.session.over and len(scene.session.match.record.bot_weighings) >= 30
    assert not [w for w in seen if any(p in w for p in why_words)]
    replay = open_replay(app, scene, 5)
    assert not replay.finished and replay.why_button is None
    assert all(why_at(replay, at) is None for at in range(len(replay.moves)))
    app.draw()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=replay.words_rect.center, button=1, touch=False))
    app.step(0.02)
    assert not replay.why_open
    assert not [w for w in drawn_words(app) if any(p in w for p in why_words)]


def test_a_refused_bot_move_keeps_no_weighing_and_an_undone_move_takes_its_weighing_back():
    from tabletop.couch.match import Match
    from tabletop.storage.saves import SeatSetup

    game = rules.games()["strange-creatures"]      # its first move may be taken back
    match = Match.new(game, 3, 4, seats=[SeatSetup(name=f"Bot {i}", kind="human") for i in range(3)],
                      autosave=False)
    seat = match.to_act()[0]
    first, second = game.legal_moves(match.state, seat)[:2]
    weighed = {"playouts": 9, "moves": [{"move": json.loads(game.dump_move(first)), "tried": 9, "won": 0.7}]}
    with match.bot_move(seat, weighed):
        match.play(second)                           # a stand-in for the weighed move: its weighing is not kept
    assert not match.snapshot().bot_weighings
    match.undo(seat)
    with match.bot_move(seat, weighed):
        match.play(first)
    assert [(w.at, w.seat) for w in match.snapshot().bot_weighings] == [(0, seat)]
    match.undo(seat)
    assert not match.snapshot().bot_weighings


def test_the_worker_answers_with_the_move_and_what_it_weighed():
    """The bot's process answers a move's question with the move and its weighing (the move played first)."""
    game = rules.games()["hi-lo-hijinks"]
    s = game.setup(3, 2)
    seat = game.to_act(s)[0]
    here, there = multiprocessing.Pipe()
    worker = threading.Thread(target=_serve, args=(there,), daemon=True)
    worker.start()
    here.send((1, game.id, seat, 5, "easy", game.view(s, seat).model_dump_json()))
    ticket, move, error, weighed = here.recv()
    here.send(None)
    worker.join(5)
    assert ticket == 1 and error is None
    assert weighed["moves"][0]["move"] == json.loads(move)
    assert all(game.load_move(json.dumps(w["move"])) in game.legal_moves(s, seat) for w in weighed["moves"])


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_the_why_fits_at_1024x640(app, level_bots, speaking, game_id):
    """Every string of the why whole and inside its card, at the smallest window, in both languages."""
    replay = app.open("replay", saves.replay(finished_record(app, game_id)), step=0)
    steps = sorted({w.at + 1 for w in replay.record.bot_weighings if len(w.moves) == 3})[:3] or [1]
    for step in steps:
        replay.go(step, animate=False)
        replay.why_open = True
        whys = why_card(replay)
        assert whys, "the why was not drawn"
        found = problems(whys, (1024, 640), replay.names)
        assert not found, found[:3]


def test_stepping_through_a_replay_searches_nothing_until_why_is_asked(app, monkeypatch):
    """A save without kept weighings (random bots): the Why button follows the steps by whether a bot moved, and
    the strong search runs only when the why is asked (it ran at every step: a replay of Animal Hunt stalled)."""
    from tabletop.scenes import why as why_module
    from tests.tabletop.test_replay import bots_game

    searched = []
    real = why_module.recomputed
    monkeypatch.setattr(why_module, "recomputed", lambda *a, **k: searched.append(1) or real(*a, **k))
    match = bots_game("strange-creatures")
    replay = app.open("replay", saves.replay(saves.read_save(match.save_path)), step=0)
    for step in range(1, 12):
        replay.go(step)
        app.draw()
        assert replay.why_button.is_enabled
    assert not searched
    replay.toggle_why()
    assert replay.why_open and searched == [1]

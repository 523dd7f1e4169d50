"""Sound cues from event kinds, and finding a resumable game on disk."""

import json
from types import SimpleNamespace

import rules
from rules.core import Event
from tabletop.couch.match import Match
from tabletop.couch.resume import describe, rebuild, seat_configs, unfinished_games
from tabletop.sound.cues import cue_for, cue_for_events
from tabletop.storage.saves import SeatSetup


def test_cues_from_event_words():
    assert cue_for("card_played") == "card"
    assert cue_for("coins_gained") == "coin"
    assert cue_for("stamp") == "stamp"
    assert cue_for("round_start") == "shuffle"
    assert cue_for("game_end") == "win"
    assert cue_for("lowest_card") == "card"
    assert cue_for("clock") is None
    batch = [Event("card_played"), Event("trick_won"), Event("coins_gained"), Event("stamp")]
    assert cue_for_events(batch) == "stamp"
    assert cue_for_events(batch + [Event("game_end")]) == "win"
    assert cue_for_events([]) is None


def test_every_strange_creatures_move_has_a_sound():
    game = rules.games()["strange-creatures"]
    s = game.setup(4, seed=9)
    for _ in range(40):
        seat = game.to_act(s)[0]
        before = len(s.log)
        s = game.apply(s, game.legal_moves(s, seat)[-1])
        assert cue_for_events(s.log[before:]) is not None, [e.kind for e in s.log[before:]]


def test_continue_lists_unfinished_games_newest_first_and_rebuilds_them():
    app = SimpleNamespace(last_game=None)
    assert unfinished_games(app) == []
    game = rules.games()["strange-creatures"]
    seats = [SeatSetup(name="Ivan"), SeatSetup(name="Karl", kind="bot", bot="Bot (easy)"),
             SeatSetup(name="Loren", kind="bot", bot="mystery"), SeatSetup(name="Jane")]
    older = Match.new(game, 4, seed=12, seats=seats)
    for _ in range(5):
        older.play(game.legal_moves(older.state, older.to_act()[0])[0])
    newer = Match.new(game, 3, seed=13)
    newer.play(game.legal_moves(newer.state, newer.to_act()[0])[0])
    assert older.save_path != newer.save_path, "a new game never replaces an unfinished one"
    found = unfinished_games(app)
    assert [slot.path for slot in found] == [newer.save_path, older.save_path]
    assert "Ivan, Karl, Loren, Jane" in describe(found[1]) and found[1].moves == 5
    (match, config), why = rebuild(found[1])
    assert why is None and len(match.moves) == 5
    assert [s.kind for s in config.seats] == ["Human", "Bot (easy)", "Bot (medium)", "Human"]  # unknown: medium
    assert seat_configs(match.record, {"Bot (easy)": 1}, "Bot (easy)") == [
        ("Ivan", "Human"), ("Karl", "Bot (easy)"), ("Loren", "Bot (easy)"), ("Jane", "Human")]


def test_a_damaged_save_is_set_aside_with_a_message():
    app = SimpleNamespace(last_game=None)
    game = rules.games()["strange-creatures"]
    path = Match.new(game, 3, seed=1).save_path
    data = json.loads(path.read_text())
    data["seed"] = "banana"
    path.write_text(json.dumps(data))
    assert unfinished_games(app) == []
    assert "damaged" in app.save_notice and "kept as" in app.save_notice
    assert not path.exists()

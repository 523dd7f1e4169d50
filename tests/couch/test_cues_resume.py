"""Sound cues from event kinds, and finding a resumable game on disk."""

import json

import rules
from rules.core import Event
from tabletop.couch import saves
from tabletop.couch.match import Match
from tabletop.couch.resume import find_saved_game, seat_configs
from tabletop.couch.saves import SeatSetup
from tabletop.couch.sound_cues import cue_for, cue_for_events


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


def test_find_saved_game_resumes_an_unfinished_game_only():
    assert find_saved_game() == (None, None)
    game = rules.games()["strange-creatures"]
    seats = [SeatSetup(name="Ivan"), SeatSetup(name="Karl", kind="bot", bot="Bot (easy)"),
             SeatSetup(name="Loren", kind="bot", bot="mystery"), SeatSetup(name="Jane")]
    match = Match.new(game, 4, seed=12, seats=seats)
    for _ in range(5):
        match.play(game.legal_moves(match.state, match.to_act()[0])[0])
    found, message = find_saved_game()
    assert message is None and found is not None
    assert len(found.match.moves) == 5 and "Ivan, Karl, Loren, Jane" in found.describe()
    assert seat_configs(found.match.record, {"Bot (easy)": 1}, "Human", "Bot (easy)") == [
        ("Ivan", "Human"), ("Karl", "Bot (easy)"), ("Loren", "Bot (easy)"), ("Jane", "Human")]


def test_find_saved_game_reports_a_damaged_save():
    game = rules.games()["strange-creatures"]
    Match.new(game, 3, seed=1)
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    data["seed"] = "banana"
    path.write_text(json.dumps(data))
    found, message = find_saved_game()
    assert found is None and "damaged" in message and "kept as" in message

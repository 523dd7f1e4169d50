"""Save files: round trip through replay, and damaged, tampered or foreign saves refused in plain words."""

import json

import pytest

from tabletop.couch import saves
from tabletop.couch.match import Match
from tabletop.couch.saves import SaveError, SeatSetup
from tests.toy_game import TOY

CATALOGUE = {"toy": TOY}


def played_match(moves: int = 4) -> Match:
    seats = [SeatSetup(name="Ivan"), SeatSetup(name="Karl", kind="bot", bot="random")]
    match = Match.new(TOY, 2, seed=11, seats=seats)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.play(TOY.legal_moves(match.state, seat)[-1])
    return match


def test_every_move_is_saved_and_replays_to_the_same_state():
    match = played_match(4)
    record = saves.read_save()
    assert record.version == saves.FORMAT_VERSION and record.game == "toy" and record.seed == 11
    assert [s.name for s in record.seats] == ["Ivan", "Karl"] and record.seats[1].kind == "bot"
    assert len(record.moves) == 4
    again = saves.replay(record, CATALOGUE)
    assert TOY.dump_state(again.state) == TOY.dump_state(match.state)
    assert len(again.states) == 5


def test_options_are_kept():
    match = Match.new(TOY, 3, seed=5, options={"first_player": 2})
    record = saves.read_save()
    assert record.options == {"first_player": 2}
    assert saves.replay(record, CATALOGUE).state.turn == 2 == match.state.turn


def test_finished_flag():
    match = played_match(6)
    assert match.over and saves.read_save().finished


def test_not_json_is_set_aside_with_a_message(private_data_dir):
    played_match(2)
    path = saves.autosave_path()
    path.write_text(path.read_text()[:-25])  # cut short, as a crash in a non-atomic write would
    replayed, message = saves.load_or_set_aside(catalogue=CATALOGUE)
    assert replayed is None
    assert "damaged" in message and "kept as autosave.damaged-1.json" in message
    assert not path.exists() and (path.parent / "autosave.damaged-1.json").exists()


def test_tampered_move_is_refused_in_the_rules_words():
    played_match(2)
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    data["moves"][1]["card"] = "n-99"
    path.write_text(json.dumps(data))
    replayed, message = saves.load_or_set_aside(catalogue=CATALOGUE)
    assert replayed is None
    assert "move 2 is not allowed" in message and "You do not hold that card" in message


def test_wrong_field_types_and_unknown_games():
    with pytest.raises(SaveError, match="damaged"):
        saves.parse_save(json.dumps({"format": "menagerie-save", "version": 1, "game": "toy", "players": "two",
                                     "seed": 1, "seats": []}))
    with pytest.raises(SaveError, match="not a Menagerie save"):
        saves.parse_save("[1, 2, 3]")
    record = saves.parse_save(json.dumps({"format": "menagerie-save", "version": 1, "game": "chess", "players": 2,
                                          "seed": 1, "seats": [{"name": "a"}, {"name": "b"}]}))
    with pytest.raises(SaveError, match="does not have"):
        saves.replay(record, CATALOGUE)


def test_versions_say_so_plainly():
    base = {"format": "menagerie-save", "game": "toy", "players": 2, "seed": 1, "seats": [{"name": "a"}, {"name": "b"}]}
    with pytest.raises(SaveError, match="newer Menagerie"):
        saves.parse_save(json.dumps({**base, "version": saves.FORMAT_VERSION + 1}))
    with pytest.raises(SaveError, match="no format version"):
        saves.parse_save(json.dumps(base))
    with pytest.raises(SaveError, match="can no longer"):
        saves.parse_save(json.dumps({**base, "version": 0}))
    assert saves.parse_save(json.dumps({**base, "version": saves.FORMAT_VERSION})).game == "toy"


def test_missing_save_is_not_an_error():
    assert saves.load_or_set_aside(catalogue=CATALOGUE) == (None, None)
    with pytest.raises(SaveError, match="no saved game"):
        saves.read_save()


def test_a_full_disk_does_not_stop_the_game(monkeypatch):
    match = played_match(1)

    def no_space(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "write_atomic", no_space)
    match.play(TOY.legal_moves(match.state, match.to_act()[0])[0])
    assert "could not be saved" in match.save_error and len(match.moves) == 2

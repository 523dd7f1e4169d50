"""Save files: round trip through replay, and damaged, tampered or foreign saves refused in plain words."""

import json

import pytest

from tabletop.couch.match import Match
from tabletop.storage import saves
from tabletop.storage.saves import SaveError, SeatSetup
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
    record = saves.read_save(match.save_path)
    assert record.version == saves.FORMAT_VERSION and record.game == "toy" and record.seed == 11
    assert [s.name for s in record.seats] == ["Ivan", "Karl"] and record.seats[1].kind == "bot"
    assert len(record.moves) == 4
    again = saves.replay(record, CATALOGUE)
    assert TOY.dump_state(again.state) == TOY.dump_state(match.state)
    assert len(again.states) == 5


def test_options_are_kept():
    match = Match.new(TOY, 3, seed=5, options={"first_player": 2})
    record = saves.read_save(match.save_path)
    assert record.options == {"first_player": 2}
    assert saves.replay(record, CATALOGUE).state.turn == 2 == match.state.turn


def test_finished_flag():
    match = played_match(6)
    assert match.over and saves.read_save(match.save_path).finished


def test_not_json_is_set_aside_with_a_message(private_data_dir):
    path = played_match(2).save_path
    path.write_text(path.read_text()[:-25])  # cut short, as a crash in a non-atomic write would
    replayed, message = saves.load_or_set_aside(path, catalogue=CATALOGUE)
    assert replayed is None
    kept = path.with_name(f"{path.stem}.damaged-1.json")
    assert "damaged" in message and f"kept as {kept.name}" in message
    assert not path.exists() and kept.exists()


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"format": "menagerie-save", "version": 1, "x": '
                                  + "[" * 100_000 + "]" * 100_000 + "}", "\udcff\x00", ""])
def test_any_failure_to_read_a_save_sets_it_aside(private_data_dir, text):
    """Deeply nested brackets raise RecursionError out of json.loads, not ValueError: still only damage."""
    folder = private_data_dir / "saves"
    folder.mkdir(parents=True)
    path = folder / "bad.json"
    path.write_text(text, errors="surrogateescape")
    assert saves.load_or_set_aside(path, catalogue=CATALOGUE)[0] is None
    assert not path.exists() and (folder / "bad.damaged-1.json").exists()
    path.write_text(text, errors="surrogateescape")
    slots, messages = saves.list_saves(folder)
    assert slots == [] and len(messages) == 1 and "bad.json" in messages[0]


def test_tampered_move_is_refused_in_the_rules_words():
    path = played_match(2).save_path
    data = json.loads(path.read_text())
    data["moves"][1]["card"] = "n-99"
    path.write_text(json.dumps(data))
    replayed, message = saves.load_or_set_aside(path, catalogue=CATALOGUE)
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


def test_missing_save_is_not_an_error(private_data_dir):
    path = private_data_dir / "saves" / "gone.json"
    assert saves.load_or_set_aside(path, catalogue=CATALOGUE) == (None, None)
    with pytest.raises(SaveError, match="no saved game"):
        saves.read_save(path)
    assert saves.list_saves() == ([], [])


def test_a_full_disk_does_not_stop_the_game(monkeypatch):
    match = played_match(1)

    def no_space(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "write_atomic", no_space)
    match.play(TOY.legal_moves(match.state, match.to_act()[0])[0])
    assert match.save_error == "No space left on device" and len(match.moves) == 2
    monkeypatch.undo()
    match.play(TOY.legal_moves(match.state, match.to_act()[0])[0])  # tried again on the next move
    assert match.save_error is None and len(saves.read_save(match.save_path).moves) == 3


def test_saves_being_a_file_is_said_and_play_goes_on(private_data_dir):
    private_data_dir.mkdir(parents=True, exist_ok=True)
    (private_data_dir / "saves").write_text("not a folder")
    match = played_match(2)
    assert match.save_error and len(match.moves) == 2


def test_every_game_has_its_own_file_and_finished_ones_are_kept_up_to_a_bound(private_data_dir):
    first, second = played_match(2), played_match(3)
    assert first.save_path != second.save_path and first.save_path.exists() and second.save_path.exists()
    unfinished, _ = saves.list_saves()
    assert [s.path for s in unfinished] == [second.save_path, first.save_path]   # newest first
    finished = [played_match(6) for _ in range(4)]
    assert all(m.over for m in finished)
    kept, _ = saves.list_saves(finished=True)
    assert len(kept) == 4
    removed = saves.prune_finished(private_data_dir / "saves", keep=2)
    assert set(removed) == {finished[0].save_path, finished[1].save_path}
    assert {s.path for s in saves.list_saves(finished=None)[0]} == {
        first.save_path, second.save_path, finished[2].save_path, finished[3].save_path}
    assert saves.delete_save(first.save_path) and not first.save_path.exists()

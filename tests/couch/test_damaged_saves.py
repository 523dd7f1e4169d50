"""Every field of a save is checked when the file is read, so no screen trips over one later: a NaN time
(Python's JSON reads it) or Deducktion notes of the wrong shape set the file aside with the reason, and
Continue and the Games list carry on. `saves` being a file is said in the menu and at the table in those
words; the temp files a killed run left are removed when the app starts."""

import json
import os

import pytest

import rules
from tabletop.app import App
from tabletop.couch.match import Match
from tabletop.couch.resume import continue_note
from tabletop.scenes.menu import MOST_NOTE_LINES, NOTE_STEP, MenuScene
from tabletop.scenes.saved_games import SavedGamesScene
from tabletop.settings import Settings
from tabletop.storage import saves
from tabletop.storage.saves import SaveError, SeatSetup
from tabletop.table.notepad import MARKS, NOTES_KEY
from tests.couch.test_table_couch import pump

DK = "deducktion"
NAMES = ["Robin", "Ada", "Basil", "Cleo"]


def saved(game_id: str = DK, moves: int = 3, seed: int = 4) -> Match:
    """A real game of four, saved after `moves` moves (the first legal move each time)."""
    game = rules.games()[game_id]
    seats = [SeatSetup(name=n, kind="human" if i == 0 else "bot", bot=None if i == 0 else "Bot (easy)")
             for i, n in enumerate(NAMES)]
    match = Match.new(game, 4, seed, seats=seats)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.play(game.legal_moves(match.state, seat)[0])
    return match


def tamper(path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))  # json.dumps writes NaN and Infinity as Python's json.loads reads them


def refused(path) -> str:
    with pytest.raises(SaveError) as err:
        saves.read_save(path)
    return str(err.value)


def menu(app) -> MenuScene:
    app.reset_to(MenuScene(app))
    pump(app)
    return app.top


# ----- times ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("stamp", [float("nan"), float("inf"), float("-inf"), 1e300, -5.0, "yesterday", None])
def test_a_saved_at_no_clock_can_show_is_damage_named_by_its_field(stamp):
    path = saved().save_path
    tamper(path, lambda data: data.update(saved_at=stamp))
    assert refused(path).startswith("The save file is damaged (saved_at: ")


def test_a_nan_saved_at_leaves_continue_and_the_games_list_working(app):
    """Before: Continue's list called time.localtime(nan) and crashed; a fourth crash closed the app."""
    good, bad = saved(seed=4), saved(seed=5)
    tamper(bad.save_path, lambda data: data.update(saved_at=float("nan")))
    scene = menu(app)
    assert app.top.cont.is_enabled
    scene.press(scene.cont)
    listed = app.top
    assert isinstance(listed, SavedGamesScene)
    assert [slot.path for slot, *_ in listed.rows] == [good.save_path]
    assert "saved_at: Input should be a finite number" in app.save_notice
    assert "kept as" in app.save_notice and not bad.save_path.exists()
    for _ in range(4):                          # back and forth, as a puzzled player would
        app.pop()
        pump(app)
        app.top.press(app.top.games)
        pump(app)
        assert isinstance(app.top, SavedGamesScene) and app.top.everything
    assert app.errors == 0 and app.running


# ----- Deducktion's notes ----------------------------------------------------------------------------
@pytest.mark.parametrize("notes,where", [
    ({NOTES_KEY: []}, "notes.notepad: Input should be a valid dictionary"),
    ({NOTES_KEY: {"0": "yes"}}, "notes.notepad.0: Input should be a valid dictionary"),
    ({NOTES_KEY: {"0": {"tiger-3": 5}}}, "notes.notepad.0.tiger-3: Input should be 'yes', 'no' or 'maybe'"),
    ({NOTES_KEY: {"0": {"tiger-3": "perhaps"}}}, "notes.notepad.0.tiger-3"),
    ({NOTES_KEY: {"seat one": {}}}, "notes.notepad.seat one.[key]"),
    ({NOTES_KEY: {"4": {"tiger-3": "yes"}}}, "notes for seat 4 of a 4-player game"),
    ({"scribbles": {}}, "notes.scribbles.[key]: Input should be 'notepad'"),
    ([], "notes: Input should be a valid dictionary"),
])
def test_deducktion_notes_of_the_wrong_shape_are_damage_when_read(app, notes, where):
    """Before: the save loaded, and pressing N at the table crashed on `notes` (e.g. a list's .get)."""
    path = saved(DK).save_path
    tamper(path, lambda data: data.update(notes=notes))
    assert where in refused(path)
    menu(app)
    assert continue_note(app) == "No unfinished game saved"
    assert where in app.save_notice and not path.exists()


def test_notes_the_notepad_writes_are_read_back():
    match = saved(DK)
    match.record.notes[NOTES_KEY] = {"0": {"tiger-3": "yes", "lion-2": "maybe"}, "2": {}}
    match.save()
    assert saves.read_save(match.save_path).notes == {NOTES_KEY: {"0": {"tiger-3": "yes", "lion-2": "maybe"}, "2": {}}}
    assert set(saves.Mark.__args__) == set(MARKS) - {""}   # the marks a save may hold are the notepad's


# ----- any other field ---------------------------------------------------------------------------------
def _seat(i, **change):
    return lambda data: data["seats"][i].update(change)


@pytest.mark.parametrize("change,where", [
    (lambda d: d.pop("seats"), "seats: missing"),
    (lambda d: d.pop("game"), "game: missing"),
    (lambda d: d.pop("seed"), "seed: missing"),
    (lambda d: d.pop("players"), "players: missing"),
    (lambda d: d.update(cheat=True), "cheat: not a field of a save"),
    (_seat(1, colour="red"), "seats.1.colour: not a field of a save"),
    (lambda d: d.update(players="4"), "players: Input should be a valid integer"),
    (lambda d: d.update(players=4.0), "players: Input should be a valid integer"),
    (lambda d: d.update(players=3), "3 players but 4 seats described"),
    (lambda d: d.update(seed=True), "seed: Input should be a valid integer"),
    (lambda d: d.update(seed="4"), "seed: Input should be a valid integer"),
    (lambda d: d.update(finished=1), "finished: Input should be a valid boolean"),
    (lambda d: d.update(finished="no"), "finished: Input should be a valid boolean"),
    (lambda d: d.update(started_at=float("nan")), "started_at: Input should be a finite number"),
    (lambda d: d.update(game=7), "game: Input should be a valid string"),
    (lambda d: d.update(game="../../etc"), "game: String should match pattern"),
    (lambda d: d.update(options=["expert"]), "options: Input should be a valid dictionary"),
    (lambda d: d.update(options={"expert": float("nan")}), "options.expert"),
    (lambda d: d.update(moves={"0": {}}), "moves: Input should be a valid list"),
    (lambda d: d.update(moves=[["ask"]]), "moves.0: Input should be a valid dictionary"),
    (_seat(0, kind="alien"), "seats.0.kind: Input should be 'human', 'bot' or 'phone'"),
    (_seat(1, phone_key="short"), "seats.1.phone_key: String should match pattern"),
    (_seat(1, phone_device="a-device-token-kept-in-the-clear"), "seats.1.phone_device: String should match pattern"),
    (_seat(1, phone_answer={"seq": 0}), "seats.1.phone_answer.seq: Input should be greater than or equal to 1"),
    (_seat(1, phone_answer={"seq": "3"}), "seats.1.phone_answer.seq: Input should be a valid integer"),
    (_seat(1, phone_answer={"seq": 3, "reason": 7}), "seats.1.phone_answer.reason: Input should be a valid string"),
    (lambda d: d.update(phone_place={"address": "10.0.0.999", "port": 8737}), "phone_place.address"),
    (lambda d: d.update(phone_place={"address": "my-laptop", "port": 8737}), "phone_place.address"),
    (lambda d: d.update(phone_place={"address": "127.0.0.1", "port": 70000}), "phone_place.port"),
    (_seat(0, name=""), "seats.0.name: String should have at least 1 character"),
    (_seat(2, name=["Basil"]), "seats.2.name: Input should be a valid string"),
    (_seat(3, bot=3), "seats.3.bot: Input should be a valid string"),
])
def test_a_missing_extra_or_wrong_field_is_damage_named_by_its_field(change, where):
    path = saved().save_path
    tamper(path, change)
    message = refused(path)
    assert message.startswith("The save file is damaged (") and where in message
    slots, messages = saves.list_saves()
    assert slots == [] and len(messages) == 1 and where in messages[0] and path.name in messages[0]
    assert path.with_name(f"{path.stem}.damaged-1.json").exists()   # kept for a human, never deleted


def test_a_save_from_before_notes_existed_still_reads():
    """Notes came in the same format version; a file written before them has no `notes` at all."""
    match = saved(moves=2)
    tamper(match.save_path, lambda data: data.pop("notes"))
    record = saves.read_save(match.save_path)
    assert record.notes == {} and len(record.moves) == 2
    assert saves.replay(record).game.id == DK


# ----- saves/ is a file ---------------------------------------------------------------------------------
def test_saves_being_a_file_is_said_in_the_menu_and_at_the_table(app, private_data_dir):
    (private_data_dir / "saves").write_text("a file where the saves folder should be")
    scene = menu(app)
    said = " ".join(scene.notices())
    assert "Games are not being saved" in said and "saves is a file, not a folder" in said
    assert not scene.cont.is_enabled
    assert continue_note(app) == "Saves are off: the saves folder is a file"
    match = saved(moves=1)
    assert "is a file, not a folder" in match.save_error and "File exists" not in match.save_error
    (private_data_dir / "saves").unlink()          # moved out of the way: the next move saves again
    match.play(match.game.legal_moves(match.state, match.to_act()[0])[0])
    assert match.save_error is None and len(saves.read_save(match.save_path).moves) == 2
    assert menu(app).saves_problem is None


# ----- temp files left by a kill ----------------------------------------------------------------------
def test_temp_files_a_kill_left_are_removed_when_the_app_starts(private_data_dir):
    kept = saved(moves=2).save_path
    folder = kept.parent
    stale = [folder / f".{kept.name}.k1ll3d.tmp", folder / ".20240101-000000-herds.json.zz.tmp",
             private_data_dir / ".settings.json.ab12.tmp", private_data_dir / ".probe.x9.tmp"]
    for path in stale:
        path.write_text('{"half": ')
    others = [private_data_dir / "notes.tmp", folder / ".hidden"]   # not write_atomic's temp files
    for path in others:
        path.write_text("mine")
    app = App(size=(1280, 800), settings=Settings(), headless=True)
    try:
        assert app.storage_problem is None
        assert not [path for path in stale if path.exists()]
        assert all(path.exists() for path in others)
        assert saves.read_save(kept).moves and len(os.listdir(folder)) == 2
    finally:
        app.finish()


@pytest.mark.parametrize("damaged", [1, 8])
def test_the_menu_says_why_below_its_buttons_never_over_them(private_data_dir, damaged):
    for seed in range(damaged):
        tamper(saved(seed=seed, moves=0).save_path, lambda data: data.update(saved_at=float("nan")))
    app = App(size=(1024, 640), settings=Settings(animation="Off"), headless=True)
    try:
        scene = menu(app)
        lines = scene.notice_lines(app.size[0])
        said = " ".join(lines)
        assert "saved_at: Input should be a finite number" in said
        assert len(lines) <= MOST_NOTE_LINES and (damaged == 1 or lines[-1].endswith("…"))  # eight files: cut short
        top_of_notices = app.size[1] - 6 - NOTE_STEP * len(lines)
        assert all(button.rect.bottom <= top_of_notices for button in scene.buttons)
    finally:
        app.finish()

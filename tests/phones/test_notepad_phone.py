"""The notepad on a phone (issue 48): a seat whose game keeps a notepad (Deducktion; any adapter with a `sheet`)
is shown the same sheet the laptop draws for it, built from its own view, with its own marks and never another
seat's; a tap on a cell cycles its mark (a tick, a cross, a question mark, nothing) in the same store the laptop
keeps them in (the save record), so a seat moved between a phone and the laptop keeps its marks. A mark is not
a move: the game, its undo and its log are untouched. A mark for a cell the seat's notepad does not have is
answered with an error, never an exception."""

import asyncio
import json
import random
import re
import time

import aiohttp
import pytest

import rules
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS, make_adapter
from tabletop.phones.messages import NOTE_KEY
from tabletop.phones.server import PhoneMark, PhoneServer
from tabletop.phones.snapshot import NotOnNotepad, PhoneViews
from tabletop.storage.saves import SeatSetup, read_save
from tabletop.table.frame import make_frame
from tabletop.table.notepad import SheetCell
from tabletop.table.session import PHONE as PHONE_SEAT
from tests.phones.test_protocol import Phone, next_message, run
from tests.phones.test_wiring import BOT, tap_button
from tests.phones.wiring_helpers import Phone as WiredPhone
from tests.phones.wiring_helpers import phone_table

NAMES = ["Ada", "Robin", "Karl", "Ivan"]
CYCLE = ["yes", "no", "maybe", ""]            # a tick, a cross, a question mark, then nothing again


def deducktion(moves: int = 0, seed: int = 3, **kwargs) -> Match:
    game = rules.games()["deducktion"]
    kwargs.setdefault("autosave", False)
    match = Match.new(game, len(NAMES), seed, seats=[SeatSetup(name=n) for n in NAMES], **kwargs)
    rnd = random.Random(seed)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.play(rnd.choice(game.legal_moves(match.state, seat)))
    return match


def laptop_adapter(match):
    """The adapter as the laptop's table has it (tabletop/scenes/table_scene.py): the players' names, the match."""
    adapter = make_adapter(match.game.id, match.game)
    adapter.names = list(match.names)
    adapter.match = match
    return adapter


def marks_shown(notepad) -> dict[str, str]:
    return {cell.key: cell.mark for row in notepad.cells for cell in row if cell.mark}


def cell(notepad, key: str):
    return next(c for row in notepad.cells for c in row if c.key == key)


# ----- the sheet and the marks ---------------------------------------------------------------------------------
def test_each_phone_is_shown_the_sheet_the_laptop_draws_for_that_seat():
    match = deducktion(moves=24)
    views = PhoneViews(match)
    for seat in range(len(NAMES)):
        pad = views.snapshot(seat).notepad
        sheet = laptop_adapter(match).sheet(match.view(seat))
        assert pad.title == sheet.title and pad.title.startswith(f"{NAMES[seat]}'s notepad")
        assert (pad.rows, pad.columns, pad.lines, pad.legend) == (sheet.row_labels, sheet.col_labels, sheet.lines,
                                                                  sheet.legend)
        assert [[c.key for c in row] for row in pad.cells] == sheet.keys
        for key in (k for row in sheet.keys for k in row):
            shown = cell(pad, key)
            assert shown.tone == sheet.tone(key)
            assert shown.facts == [f.text for f in sheet.facts.get(key, ())]
        assert {c.tone for row in pad.cells for c in row} >= {"open", "known"}, "what the seat has seen is grey"
        assert any(line.startswith(("Robin", "Karl", "Ivan", "Ada")) for line in pad.lines), "answers heard"


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_a_notepad_comes_with_every_game_whose_adapter_writes_one_and_no_other(game_id):
    game = rules.games()[game_id]
    match = Match.new(game, game.usual_players, 5, autosave=False)
    writes = callable(getattr(make_adapter(game_id, game), "sheet", None))
    assert writes == (game_id == "deducktion"), "today only Deducktion keeps a notepad"
    for seat in range(game.usual_players):
        notepad = PhoneViews(match).snapshot(seat).notepad
        assert (notepad is not None) == writes
        if notepad is not None:                    # every cell can be named in a phone's `mark`
            assert all(re.fullmatch(NOTE_KEY, c.key) for row in notepad.cells for c in row)


def test_a_tap_cycles_the_seats_own_mark_and_no_other_seat_sees_it():
    match = deducktion(moves=8)
    views = PhoneViews(match)
    for want in CYCLE:
        assert views.mark(1, "lion-3") == want
        assert cell(views.snapshot(1).notepad, "lion-3").mark == want
    views.mark(1, "lion-3")
    views.mark(2, "zebra-6")
    views.mark(2, "zebra-6")
    assert marks_shown(views.snapshot(1).notepad) == {"lion-3": "yes"}
    assert marks_shown(views.snapshot(2).notepad) == {"zebra-6": "no"}
    for seat in (0, 3):
        assert marks_shown(views.snapshot(seat).notepad) == {}, "another seat's marks are never shown"


def test_marks_are_kept_where_the_laptop_keeps_them_both_ways():
    match = deducktion(moves=8)
    views = PhoneViews(match)
    views.mark(0, "monkey-2")                        # on Ada's phone
    laptop = laptop_adapter(match)                   # Ada's seat switched to the laptop
    assert laptop.marks.of(0) == {"monkey-2": "yes"}
    laptop.marks.cycle(0, "tiger-5")                 # a tap on the laptop's notepad
    assert marks_shown(views.snapshot(0).notepad) == {"monkey-2": "yes", "tiger-5": "yes"}   # and back to the phone
    assert match.snapshot().notes == {"notepad": {"0": {"monkey-2": "yes", "tiger-5": "yes"}}}


def test_a_mark_is_saved_at_once(tmp_path):
    path = tmp_path / "deducktion.json"
    match = deducktion(moves=4, save_path=path, autosave=True)
    PhoneViews(match).mark(2, "elephant-1")
    assert read_save(path).notes == {"notepad": {"2": {"elephant-1": "yes"}}}


def test_a_mark_is_not_a_move():
    match = deducktion(moves=10)
    views = PhoneViews(match)
    seat = match.to_act()[0]
    before = views.snapshot(seat)
    version, moves, states, undo = match.version, list(match.moves), list(match.states), match.undo_refusal(seat)
    views.mark(seat, "lion-1")
    after = views.snapshot(seat)
    assert (match.version, match.moves, match.states, match.undo_refusal(seat)) == (version, moves, states, undo)
    assert (after.choices, after.log, after.status, after.my_turn) == (before.choices, before.log, before.status,
                                                                      before.my_turn)


def test_a_cell_the_notepad_does_not_have_is_refused_and_nothing_is_marked():
    match = deducktion(moves=4)
    views = PhoneViews(match)
    for key in ("lion-7", "unicorn-1", "elephant-1b", ""):
        with pytest.raises(NotOnNotepad, match="not a cell of your notepad"):
            views.mark(0, key)
    assert match.snapshot().notes.get("notepad", {}).get("0", {}) == {}
    game = rules.games()["strange-creatures"]
    with pytest.raises(NotOnNotepad, match="no notepad"):
        PhoneViews(Match.new(game, 4, 3, autosave=False)).mark(0, "lion-1")


# ----- over the socket -------------------------------------------------------------------------------------
@pytest.fixture
def served():
    made = []

    def make(match=None, **kwargs):
        match = match or deducktion(moves=6)
        srv = PhoneServer(match, [0, 1], "127.0.0.1", 0, **kwargs)
        srv.start()
        made.append(srv)
        return srv

    yield make
    for srv in made:
        srv.stop()
        assert srv.failures == [], f"the server caught exceptions: {srv.failures[:3]}"


async def quiet(phone, seconds: float, pump) -> list[dict]:
    """Every message that came within `seconds`, pumping meanwhile."""
    got, end = [], time.monotonic() + seconds
    while time.monotonic() < end:
        pump()
        try:
            msg = await phone.read(0.02)
        except TimeoutError:
            continue
        if msg is None:
            break
        got.append(msg)
    return got


def test_a_phone_taps_a_cell_and_is_sent_its_notepad_with_the_mark(served):
    srv = served()
    version = srv.match.version

    async def go():
        async with aiohttp.ClientSession() as s:
            ada, robin = Phone(s, srv, 0), Phone(s, srv, 1)
            _, snap = await ada.join()
            await robin.join()
            assert snap["notepad"] and cell_in(snap, "elephant-2")["mark"] == ""
            for want in CYCLE:
                await ada.send({"type": "mark", "key": "elephant-2"})
                snap = (await next_message(ada, "snapshot", srv.drain))["snapshot"]
                assert cell_in(snap, "elephant-2")["mark"] == want
            assert not [m for m in await quiet(robin, 0.2, srv.drain) if m["type"] == "snapshot"], \
                "another seat's phone is sent nothing when Ada marks her notepad"
    run(go())
    assert srv.match.version == version and srv.moves.qsize() == 0
    assert srv.match.snapshot().notes.get("notepad", {}).get("0") == {}, "four taps: back to no mark"


def cell_in(snapshot: dict, key: str) -> dict:
    return next(c for row in snapshot["notepad"]["cells"] for c in row if c["key"] == key)


def test_a_mark_does_not_wait_while_the_table_holds_moves_back(served):
    srv = served()

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = Phone(s, srv, 0)
            await ada.join()
            await ada.send({"type": "mark", "key": "zebra-4"})
            snap = (await next_message(ada, "snapshot", srv.draw_faces))["snapshot"]   # a hold: only faces drawn
            assert cell_in(snap, "zebra-4")["mark"] == "yes"
    run(go())


def test_a_bad_mark_gets_an_error_and_never_an_exception(served):
    srv = served()

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, srv, 0).open()
            await ada.send({"type": "mark", "key": "lion-1"})
            assert (await ada.until("error"))["code"] == "not_joined"
            await ada.send({"type": "join"})
            await ada.until("snapshot")
            await ada.send({"type": "mark", "key": "lion-9"})                 # not a cell: said at once
            got = await ada.until("error")
            assert got == {"type": "error", "code": "bad_mark", "message": "That is not a cell of your notepad."}
            for frame in ({"type": "mark"}, {"type": "mark", "key": ""}, {"type": "mark", "key": "<b>x</b>"},
                          {"type": "mark", "key": "a" * 41}, {"type": "mark", "key": 3},
                          {"type": "mark", "key": "lion-1", "seat": 1}):
                await ada.send(frame)
                assert (await ada.until("error"))["code"] == "bad_message", frame
            srv.marks.put(PhoneMark(0, "lion-0"))        # a cell gone by the time the render loop reads it
            got = await next_message(ada, "error", srv.drain)
            assert got["code"] == "bad_mark"
            await ada.send({"type": "ping"})
            await ada.until("pong")
    run(go())
    assert srv.match.snapshot().notes.get("notepad", {}).get("0", {}) == {}


def test_a_game_without_a_notepad_says_so(served):
    game = rules.games()["strange-creatures"]
    srv = served(Match.new(game, 4, 3, seats=[SeatSetup(name=n) for n in NAMES], autosave=False))

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = Phone(s, srv, 0)
            _, snap = await ada.join()
            assert snap["notepad"] is None
            await ada.send({"type": "mark", "key": "lion-1"})
            assert await ada.until("error") == {"type": "error", "code": "bad_mark",
                                                "message": "This game has no notepad."}
    run(go())
    assert srv.marks.qsize() == 0


class CountingViews(PhoneViews):
    def __init__(self, match):
        super().__init__(match)
        self.marked = 0

    def mark(self, seat, key):
        self.marked += 1
        return super().mark(seat, key)


def test_marks_count_against_the_rate_limit_like_every_frame(served):
    match = deducktion(moves=6)
    srv = served(match, rate=5, burst=5, views=CountingViews(match))

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = Phone(s, srv, 0)
            await ada.join()                             # the join took one of the five
            for _ in range(40):
                await ada.send({"type": "mark", "key": "tiger-1"})
            await asyncio.sleep(0.2)
            got = await quiet(ada, 0.3, srv.drain)
            assert [m["code"] for m in got if m["type"] == "error"] == ["rate_limited"]
    run(go())
    assert 3 <= srv.views.marked <= 6, "only the taps within the rate were applied"


# ----- at the table ----------------------------------------------------------------------------------------
def test_a_seat_moved_from_its_phone_to_the_laptop_keeps_its_marks(app, tmp_path, monkeypatch, instant_table_bots):
    """Ada marks her notepad on her phone through the table's own server; her battery dies and she sits at the
    laptop: the laptop's notepad shows her marks, and the save has them."""
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))
    scene = phone_table(app, [PHONE_SEAT, PHONE_SEAT, BOT, BOT], ["Ada", "Robin", "Cleo (bot)", "Dot (bot)"],
                        game_id="deducktion")

    async def tap_cells():
        async with aiohttp.ClientSession() as s:
            ada = await WiredPhone(s, scene.phones.url(0)).join()
            step = lambda: app.step(1 / 60)  # noqa: E731
            await ada.until(lambda: ada.snapshot is not None, pump=step)
            for key, taps in (("lion-2", 1), ("zebra-5", 3)):
                for _ in range(taps):
                    await ada.ws.send_str(json.dumps({"type": "mark", "key": key}))
                    await asyncio.sleep(0.11)          # a person's pace, within the rate limit
            await ada.until(lambda: marks_of(ada.snapshot) == {"lion-2": "yes", "zebra-5": "maybe"}, pump=step)
            await ada.close()

    run(tap_cells())
    assert [m for m in scene.session.moves if m.seat == 0] == [], "marks are not moves (the bots may have moved)"
    assert read_save(scene.session.match.save_path).notes["notepad"]["0"] == {"lion-2": "yes", "zebra-5": "maybe"}
    tap_button(app, scene, "seat:0:human")
    assert scene.viewer is None, "Robin plays from his phone: the laptop is the public table"
    scene.couch.hand.show(0)                        # Ada holds her hand up
    assert scene.viewer == 0
    scene.adapter.notepad_open = True
    laid = scene.adapter.zones(scene.session.view(0), make_frame(app.size))
    cells = {z.key: z.marks.get(z.key, "") for z in laid if isinstance(z, SheetCell)}
    assert cells["lion-2"] == "yes" and cells["zebra-5"] == "maybe"
    assert {k: v for k, v in cells.items() if v} == {"lion-2": "yes", "zebra-5": "maybe"}


def marks_of(snapshot: dict | None) -> dict[str, str]:
    if not snapshot or not snapshot.get("notepad"):
        return {}
    return {c["key"]: c["mark"] for row in snapshot["notepad"]["cells"] for c in row if c["mark"]}

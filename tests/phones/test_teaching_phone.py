"""Teach as we play on phones: each phone seat's card comes from its own view and goes into its own snapshot only;
"Got it" (`taught`) closes the card on show and nothing else; "Stop teaching" from a phone stops that seat's
cards only; bad frames are refused like any other; the card and the page's words in German."""

import asyncio
import json
import random
import time

import aiohttp
import pytest

import rules
from tabletop import language
from tabletop.couch.match import Match
from tabletop.phones.messages import BadMessage, StopTeaching, Taught, parse_phone_message
from tabletop.phones.page_words import page_words
from tabletop.phones.server import PhoneServer
from tabletop.phones.snapshot import PhoneViews
from tabletop.phones.teaching_card import rule_section
from tabletop.rules_text.library import parse, read
from tabletop.storage.saves import SeatSetup
from tabletop.teaching.moments import lesson
from tabletop.teaching.on_phones import TeachingOnPhones
from tabletop.teaching.teacher import Teacher
from tests.phones.test_notepad_phone import quiet
from tests.phones.test_protocol import Phone, run

GAME = "strange-creatures"
NAMES = ["Ada", "Robin", "Karl"]
SEATS = [0, 1, 2]


def taught_match(seed: int = 3, on: bool = True):
    game = rules.games()[GAME]
    match = Match.new(game, len(NAMES), seed, seats=[SeatSetup(name=n) for n in NAMES], autosave=False)
    teaching = TeachingOnPhones(Teacher(GAME, on=on), fresh=True)
    views = PhoneViews(match)
    views.teaching = teaching
    teaching.look(match, SEATS)
    return match, views, teaching


def card(views, seat):
    shown = views.snapshot(seat).teaching
    return shown.id if shown is not None else None


# ----- the frames ------------------------------------------------------------------------------------------
BAD_TEACHING_FRAMES = [
    {"type": "taught"},                                   # no id
    {"type": "taught", "id": 7},                          # not a string (no coercion)
    {"type": "taught", "id": ""},
    {"type": "taught", "id": "Follow Suit"},              # not an id's form
    {"type": "taught", "id": "<script>"},
    {"type": "taught", "id": "a" * 61},                   # too long
    {"type": "taught", "id": "aim", "seat": 2},           # extra fields
    {"type": "stop_teaching", "seat": 2},
    {"type": "stop_teaching", "id": "aim"},
    {"type": "stop_teaching", "on": False},
]


@pytest.mark.parametrize("frame", BAD_TEACHING_FRAMES)
def test_a_bad_teaching_frame_is_not_a_message(frame):
    with pytest.raises(BadMessage):
        parse_phone_message(json.dumps(frame))


def test_the_teaching_frames_parse():
    assert parse_phone_message('{"type": "taught", "id": "follow-suit"}') == Taught(type="taught", id="follow-suit")
    assert parse_phone_message('{"type": "stop_teaching"}') == StopTeaching(type="stop_teaching")


@pytest.fixture
def teaching_server():
    made = []

    def make(**kwargs):
        match, views, teaching = taught_match()
        srv = PhoneServer(match, SEATS, "127.0.0.1", 0, views=views, **kwargs)
        srv.start()
        made.append(srv)
        return srv, teaching

    yield make
    for srv in made:
        srv.stop()
        assert srv.failures == [], f"the server caught exceptions: {srv.failures[:3]}"


async def lessons_queued(srv, n: int, seconds: float = 3.0) -> None:
    end = time.monotonic() + seconds
    while srv.lessons.qsize() < n and time.monotonic() < end:
        await asyncio.sleep(0.01)


def snapshots(messages) -> list[dict]:
    return [m["snapshot"] for m in messages if m["type"] == "snapshot"]


def test_a_bad_teaching_frame_is_refused_like_other_bad_frames(teaching_server):
    srv, teaching = teaching_server()

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, 1)
            _welcome, snap = await phone.join()
            assert snap["teaching"]["id"] == "aim"
            for frame in BAD_TEACHING_FRAMES:
                await phone.send(frame)
                assert (await phone.until("error"))["code"] == "bad_message", frame
            got = await quiet(phone, 0.2, srv.drain)
            assert not snapshots(got) and srv.lessons.qsize() == 0
    run(go())
    assert teaching.card(1).moment.id == "aim" and 1 not in teaching.stopped


def test_teaching_frames_before_joining_are_refused(teaching_server):
    srv, teaching = teaching_server()

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = await Phone(s, srv, 0).open()
            await phone.send({"type": "taught", "id": "aim"})
            assert (await phone.until("error"))["code"] == "not_joined"
            await phone.send({"type": "stop_teaching"})
            assert (await phone.until("error"))["code"] == "not_joined"
    run(go())
    assert srv.lessons.qsize() == 0 and teaching.card(0).moment.id == "aim"


def test_got_it_closes_the_card_on_show_and_a_card_not_on_show_is_ignored(teaching_server):
    srv, teaching = teaching_server()
    first = srv.match.to_act()[0]

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, first)
            _welcome, snap = await phone.join()
            assert snap["teaching"]["id"] == "aim"
            await phone.send({"type": "taught", "id": "lead"})           # not the card on show
            await lessons_queued(srv, 1)
            got = await quiet(phone, 0.3, srv.drain)
            assert not snapshots(got), "a Got it for a card not on show changes nothing"
            assert teaching.card(first).moment.id == "aim"
            await phone.send({"type": "taught", "id": "aim"})
            await lessons_queued(srv, 1)
            got = snapshots(await quiet(phone, 0.3, srv.draw_faces))      # also while the table holds moves back
            assert got and got[-1]["teaching"]["id"] == "lead", "the next card of the seat's line came at once"
            await phone.send({"type": "taught", "id": "aim"})             # sent again: that card is gone already
            await lessons_queued(srv, 1)
            assert not snapshots(await quiet(phone, 0.3, srv.drain))
    run(go())
    assert teaching.teacher.taught[str(first)] == ["aim", "lead"]
    others = [s for s in SEATS if s != first]
    assert all(teaching.card(s).moment.id == "aim" for s in others), "the others' cards are theirs"


def test_stop_teaching_from_a_phone_stops_only_that_seat(teaching_server):
    srv, teaching = teaching_server()

    async def go():
        async with aiohttp.ClientSession() as s:
            robin, karl = Phone(s, srv, 1), Phone(s, srv, 2)
            await robin.join()
            await karl.join()
            await robin.send({"type": "stop_teaching"})
            await lessons_queued(srv, 1)
            got = snapshots(await quiet(robin, 0.3, srv.drain))
            assert got and got[-1]["teaching"] is None
            assert not snapshots(await quiet(karl, 0.1, srv.drain)), "the other phones' cards are untouched"
    run(go())
    assert teaching.teacher.on, "a phone does not stop the laptop's teaching"
    assert teaching.card(1) is None and teaching.card(2).moment.id == "aim" and teaching.card(0) is not None
    match, game = srv.match, srv.match.game
    rnd = random.Random(4)
    for _ in range(40):                       # a game goes on: Robin is never taught again, the others are
        seat = match.to_act()[0]
        match.play(rnd.choice(game.legal_moves(match.state, seat)))
        teaching.teacher.moved(str(seat))
        teaching.look(match, SEATS)
        assert srv.views.snapshot(1).teaching is None
    assert str(1) not in teaching.teacher.taught or teaching.teacher.taught["1"] == ["aim"]
    assert len(teaching.teacher.taught["2"]) > 1


# ----- the snapshot ----------------------------------------------------------------------------------------
def test_each_seats_card_is_its_own_from_its_own_view():
    """Played on, every seat's card is the one a teacher of that seat alone, shown only that seat's view and its
    own moves, would show; what it lights is among the seat's own pieces and choices; its rule is the section's."""
    match, views, teaching = taught_match(seed=8)
    alone = {s: Teacher(GAME) for s in SEATS}
    game = match.game
    rnd = random.Random(8)
    shown = set()
    for step in range(150):
        if match.over:
            break
        for s in SEATS:
            view = match.view(s)
            moves = game.legal_moves(match.state, s) if s in view.to_act and not view.over else []
            want = alone[s].look(str(s), view, moves, True)
            snap = views.snapshot(s)
            assert (snap.teaching.id if snap.teaching else None) == (want.moment.id if want else None)
            if snap.teaching is None:
                continue
            shown.add(snap.teaching.id)
            own = {p.handle for p in snap.private} | {h for c in snap.choices for h in (c.source, c.target)}
            assert set(snap.teaching.lit) <= own - {None}
            moment = lesson(GAME).get(snap.teaching.id)
            assert (snap.teaching.title, snap.teaching.text) == (moment.title, moment.text)
            assert snap.teaching.rule == rule_section(GAME, moment.section)
            if step % 3 == 0:                                  # some read it, some act on it
                assert teaching.got_it(s, snap.teaching.id)
                alone[s].got_it(str(s))
        seat = match.to_act()[0]
        match.play(rnd.choice(game.legal_moves(match.state, seat)))
        teaching.teacher.moved(str(seat))
        alone[seat].moved(str(seat))
        teaching.look(match, SEATS)
    assert len(shown) >= 6, f"the phones were taught several moments: {sorted(shown)}"


def test_the_move_moments_card_lights_the_seats_own_choices():
    match, views, teaching = taught_match()
    first = match.to_act()[0]
    assert teaching.got_it(first, "aim")
    snap = views.snapshot(first)
    assert snap.teaching.id == "lead"
    assert snap.teaching.lit == ["trick"] and any(c.target == "trick" for c in snap.choices)
    assert all(views.snapshot(s).teaching.lit == [] for s in SEATS if s != first), \
        "a seat with no choices has nothing of its own to light"


def test_teaching_off_no_card():
    _match, views, _teaching = taught_match(on=False)
    assert all(views.snapshot(s).teaching is None for s in SEATS)
    _match, views, teaching = taught_match()
    assert all(views.snapshot(s).teaching is not None for s in SEATS)
    teaching.teacher.stop()                     # the laptop's "Stop teaching": the whole game's, the phones' too
    assert all(views.snapshot(s).teaching is None for s in SEATS)
    views.teaching = None                       # no teaching at all
    assert all(views.snapshot(s).teaching is None for s in SEATS)


def test_the_rule_is_the_sections_blocks_up_to_the_next_heading():
    blocks = parse(read(GAME, lang="en"))
    at = next(i for i, b in enumerate(blocks) if b.text == "1. Play the trick")
    end = next(i for i in range(at + 1, len(blocks)) if blocks[i].kind.startswith("h"))
    rule = rule_section(GAME, "1. Play the trick", "en")
    assert rule.heading == "1. Play the trick"
    assert [b.text for b in rule.blocks] == [b.text for b in blocks[at + 1:end]] and rule.blocks
    assert rule_section(GAME, "No such section", "en") is None
    for moment in lesson(GAME).moments:         # every moment's section is found, in both languages
        assert rule_section(GAME, moment.section, "en") is not None
        assert rule_section(GAME, moment.section, "de") is not None


# ----- German ----------------------------------------------------------------------------------------------
@pytest.fixture
def german():
    language.choose("de")
    yield
    language.choose("en")


def test_the_card_and_its_rule_are_in_the_laptops_language(german):
    match, views, teaching = taught_match()
    first = match.to_act()[0]
    teaching.got_it(first, "aim")
    card_ = views.snapshot(first).teaching
    moment = lesson(GAME).get("lead")
    assert card_.title == language._(moment.title) != moment.title
    assert card_.text == language._(moment.text) != moment.text
    german_rules = parse(read(GAME, lang="de"))
    assert card_.rule.heading in [b.text for b in german_rules if b.kind in ("h2", "h3")]
    assert card_.rule.heading != "1. Play the trick"
    assert card_.rule.blocks and all(b.text in [g.text for g in german_rules] for b in card_.rule.blocks)


def test_the_cards_buttons_are_in_german():
    words = page_words("de")
    assert [words[w] for w in ("Got it", "Stop teaching", "More", "Less")] == \
        ["Verstanden", "Nicht mehr erklären", "Mehr", "Weniger"]

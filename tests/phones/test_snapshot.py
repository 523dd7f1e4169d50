"""Snapshots and messages without a network: one generic mechanism gives every game's phone its choices,
a choice stands for exactly the legal move it was shown for, and a phone's frame is checked strictly."""

import json
import random
import socket

import pytest

import rules
from tabletop import language
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS, make_adapter
from tabletop.phones.messages import MAX_MESSAGE_BYTES, BadMessage, Join, Move, Ping, Snapshot, parse_phone_message
from tabletop.phones.server import PhoneServer
from tabletop.phones.snapshot import (
    PhoneViews,
    Stale,
    face_from_json,
    face_to_json,
    move_key,
    second_person,
)
from tabletop.storage.saves import SeatSetup


def played(game_id: str, moves: int, seed: int = 5, names: list[str] | None = None) -> Match:
    game = rules.games()[game_id]
    seats = [SeatSetup(name=n) for n in names[:game.usual_players]] if names else None
    match = Match.new(game, game.usual_players, seed, seats=seats, autosave=False)
    rnd = random.Random(seed)
    for _ in range(moves):
        if match.over:
            break
        seat = match.to_act()[0]
        match.play(rnd.choice(game.legal_moves(match.state, seat)))
    return match


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_game_offers_its_legal_moves_as_labelled_choices(game_id):
    match = played(game_id, 12)
    views = PhoneViews(match)
    game = match.game
    for seat in range(len(match.names)):
        snap = Snapshot.model_validate_json(views.snapshot(seat).model_dump_json())   # survives the wire
        assert snap.seat == seat and snap.name == match.names[seat]
        assert snap.scores.rows and snap.log, "scores and the seat's log are there"
        if seat not in match.to_act():
            assert snap.choices == [] and not snap.my_turn
            continue
        legal = game.legal_moves(match.state, seat)
        assert snap.my_turn and snap.status
        assert [c.index for c in snap.choices] == list(range(len(legal)))
        assert [c.key for c in snap.choices] == [move_key(game, m) for m in legal]
        assert all(c.label.strip() for c in snap.choices)
        for c in snap.choices:
            assert views.resolve(seat, c.index, c.key) == legal[c.index]


@pytest.mark.parametrize(("words", "name", "button"), [
    ("Ada", "Ada", "Yourself"),                                  # "Move the vote to whom?" Ada, on Ada's phone
    ("Robin", "Ada", "Robin"),
    ("Adam", "Ada", "Adam"),                                     # another player's name that starts like hers
    ("Keep my cards", "Ada", "Keep my cards"),                   # a button's own words
])
def test_an_option_that_is_the_player_is_yourself(words, name, button):
    assert second_person(words, name) == button


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_no_choice_on_a_phone_names_its_own_player_first(game_id, lang):
    """Over random positions, with the players' own names and with "Player N", in English and German: every move a
    phone offers is worded for the player holding it ("Take ...", not "Ada takes ...": tabletop/table/you.py)."""
    game = rules.games()[game_id]
    rnd = random.Random(game_id)
    spoken = 0
    language.choose(lang)
    table = make_adapter(game_id, game)         # the laptop's words: every seat by its name
    for names in (["Ada", "Robin", "Zoe", "Karl", "Ivan", "Mia"], None):
        match = played(game_id, 0, seed=7, names=names)
        views = PhoneViews(match)
        for _ in range(30):
            if match.over:
                break
            seat = rnd.choice(match.to_act())
            snap = views.snapshot(seat)
            own = match.names[seat]
            for c in snap.choices:
                assert not c.label.startswith(own), f"{own}'s phone offers {c.label!r}"
                assert c.label.strip() == c.label and c.label
            table.names = list(match.names)
            raw = [table.narrate_move(m) for m in game.legal_moves(match.state, seat)]
            spoken += sum(r.startswith(own + " ") for r in raw)
            match.play(rnd.choice(game.legal_moves(match.state, seat)))
    language.choose("en")
    assert spoken, "the engine's words named the player: there was something to say to them"


def test_a_choice_from_an_older_position_is_stale():
    match = played("hi-lo-hijinks", 0)
    views = PhoneViews(match)
    seat = match.to_act()[0]
    old = views.snapshot(seat).choices
    match.play(views.resolve(seat, old[0].index, old[0].key))
    with pytest.raises(Stale):                 # no longer this seat's turn
        views.resolve(seat, old[0].index, old[0].key)
    now = match.to_act()[0]
    fresh = views.snapshot(now).choices
    with pytest.raises(Stale):
        views.resolve(now, fresh[0].index, fresh[-1].key if len(fresh) > 1 else "0" * 16)
    with pytest.raises(Stale):
        views.resolve(now, len(fresh), fresh[0].key)


def test_the_hand_is_sent_as_the_tables_own_face_keys():
    match = played("strange-creatures", 0)
    views = PhoneViews(match)
    adapter = views.adapter(0)
    snap = views.snapshot(0)
    faces = {face_from_json(p.face) for p in snap.private}
    assert {("card", c) for c in match.view(0).hand} <= faces
    for face in faces:
        assert adapter.face(face, 40) is not None      # the table's drawing code draws what the phone is sent
        assert face_from_json(json.loads(json.dumps(face_to_json(face)))) == face


def test_phone_frames_are_parsed_strictly():
    assert parse_phone_message('{"type": "ping"}') == Ping(type="ping")
    assert parse_phone_message('{"type": "join"}') == Join(type="join")
    assert parse_phone_message('{"type": "move", "seq": 3, "index": 0, "key": "00000000000000ff"}').seq == 3
    for bad in ['{"type": "move", "seq": "3", "index": 0, "key": "00000000000000ff"}',
                '{"type": "move", "seq": 3, "index": 0, "key": "00000000000000FF"}',
                '{"type": "ping", "also": 1}', "\x00", b"\xff\xfe", 12]:
        with pytest.raises(BadMessage):
            parse_phone_message(bad)
    big = json.dumps({"type": "join", "device": "a" * MAX_MESSAGE_BYTES})
    with pytest.raises(BadMessage, match="at most"):
        parse_phone_message(big)
    assert isinstance(parse_phone_message(b'{"type": "move", "seq": 1, "index": 2, "key": "0123456789abcdef"}'),
                      Move)


def test_the_server_listens_only_between_start_and_stop():
    match = played("strange-creatures", 0)
    srv = PhoneServer(match, [0, 1], "127.0.0.1", 0)
    srv.start()
    port = srv.port
    with socket.create_connection(("127.0.0.1", port), timeout=2):
        pass
    taken = PhoneServer(match, [0], "127.0.0.1", port)
    with pytest.raises(OSError):
        taken.start()                            # the port is in use: said, not hung
    srv.stop()
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=2):
        pass
    assert srv.failures == []

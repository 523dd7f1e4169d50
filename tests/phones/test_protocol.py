"""The phone server spoken to as phones would: a real server on 127.0.0.1 (and only there), real sockets.

Join, a wrong secret, Host and Origin, revoke, takeover, reconnect, a move sent twice, stale and refused
moves, malformed and oversized frames, the rate limit, and a fuzz of random frames from several phones
and intruders at once: the app never sees an exception and no phone is sent another seat's snapshot. A
connected phone is sent only the log lines that changed, and what it holds is its seat's whole snapshot.
"""

import asyncio
import json
import random
import time

import aiohttp
import pytest

import rules
from rules.core.errors import IllegalMove
from tabletop.couch.match import Match
from tabletop.phones.messages import MAX_MESSAGE_BYTES
from tabletop.phones.server import PhoneServer
from tabletop.phones.snapshot import PhoneViews
from tabletop.storage.saves import SeatSetup, read_save
from tests.phones.phone_log import PhoneLog

GAME = "strange-creatures"
NAMES = ["Ada", "Robin", "Karl", "Ivan"]
WAIT = 3.0


class RecordingViews(PhoneViews):
    """The real snapshots, each also kept as the JSON made for its seat (what that seat may be sent)."""

    def __init__(self, match):
        super().__init__(match)
        self.made: dict[int, set[str]] = {}

    def snapshot(self, seat):
        snap = super().snapshot(seat)
        self.made.setdefault(seat, set()).add(snap.model_dump_json())
        return snap


def new_match(seed: int = 3) -> Match:
    game = rules.games()[GAME]
    seats = [SeatSetup(name=n) for n in NAMES]
    return Match.new(game, len(NAMES), seed, seats=seats, autosave=False)


@pytest.fixture
def server():
    made = []

    def make(**kwargs):
        match = new_match()
        srv = PhoneServer(match, list(range(len(NAMES))), "127.0.0.1", 0, views=RecordingViews(match), **kwargs)
        srv.start()
        made.append(srv)
        return srv

    yield make
    for srv in made:
        srv.stop()
        assert srv.failures == [], f"the server caught exceptions: {srv.failures[:3]}"


def base(srv) -> str:
    return f"http://127.0.0.1:{srv.port}"


class Phone:
    """One phone's socket: sends frames, reads messages (JSON), with a timeout."""

    def __init__(self, session, srv, seat: int, secret: str | None = None, headers=None):
        self.session, self.srv, self.seat = session, srv, seat
        self.secret = secret or srv.secret(seat)
        self.headers = headers
        self.ws = None
        self.got: list[dict] = []

    async def open(self):
        self.ws = await self.session.ws_connect(f"{base(self.srv)}/ws/{self.secret}", headers=self.headers)
        return self

    async def send(self, message):
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def read(self, timeout: float = WAIT) -> dict | None:
        """The next message, or None when the socket closed."""
        msg = await asyncio.wait_for(self.ws.receive(), timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            return None
        data = json.loads(msg.data)
        self.got.append(data)
        return data

    async def until(self, kind: str, timeout: float = WAIT) -> dict:
        end = time.monotonic() + timeout
        while True:
            got = await self.read(max(0.05, end - time.monotonic()))
            assert got is not None, f"the socket closed before a {kind!r} came"
            if got["type"] == kind:
                return got

    async def join(self, device=None) -> tuple[dict, dict]:
        await self.open()
        await self.send({"type": "join", **({"device": device} if device else {})})
        welcome = await self.until("welcome")
        snapshot = await self.until("snapshot")
        return welcome, snapshot["snapshot"]

    async def closed(self, timeout: float = WAIT) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                if await self.read(max(0.05, end - time.monotonic())) is None:
                    return True
            except TimeoutError:
                return False
        return False


async def next_message(phone, kind: str, pump, timeout: float = 3.0) -> dict:
    """The next message of `kind`, running `pump` (the render loop's turn) while it waits."""
    end = time.monotonic() + timeout
    while True:
        assert time.monotonic() < end, f"no {kind!r} came"
        pump()
        try:
            got = await phone.read(0.02)
        except TimeoutError:
            continue
        assert got is not None, "the socket closed"
        if got["type"] == kind:
            return got


async def queued(srv, n: int = 1, timeout: float = WAIT) -> int:
    end = time.monotonic() + timeout
    while srv.moves.qsize() < n and time.monotonic() < end:
        await asyncio.sleep(0.01)
    return srv.moves.qsize()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 20))


# ----- joining ---------------------------------------------------------------------------------------------
def test_a_phone_joins_its_seat_and_is_shown_its_own_hand(server):
    srv = server()

    async def go():
        async with aiohttp.ClientSession() as s:
            page = await s.get(srv.url(1))
            assert page.status == 200
            welcome, snap = await Phone(s, srv, 1).join()
            assert welcome["seat"] == 1 and welcome["name"] == "Robin" and welcome["next_seq"] == 1
            assert snap["seat"] == 1 and snap["name"] == "Robin" and snap["names"] == NAMES
            hand = srv.match.view(1).hand
            assert sorted(p["id"] for p in snap["private"] if p["zone"].startswith("hand")) == sorted(hand)
            assert srv.joined(1) and not srv.joined(0)
    run(go())


def test_each_link_carries_its_own_long_secret(server):
    srv = server()
    secrets_ = [srv.secret(s) for s in srv.seats]
    assert len(set(secrets_)) == len(secrets_)
    assert all(len(s) >= 22 for s in secrets_), "at least 128 bits each (22 url-safe characters)"
    assert srv.url(2).endswith("/j/" + srv.secret(2))


def test_a_wrong_secret_gets_403_and_nothing_of_any_view(server):
    srv = server()
    hands = [c for seat in range(4) for c in srv.match.view(seat).hand]

    async def go():
        async with aiohttp.ClientSession() as s:
            real = srv.secret(0)
            for wrong in ["nope", real[:-1], real + "x", real.upper(), "", "%00", "a" * 500, "é" * 30]:
                for path in ("j", "ws"):
                    r = await s.get(f"{base(srv)}/{path}/{wrong}")
                    body = await r.text()
                    assert r.status in (403, 404), (path, wrong, r.status)
                    assert not any(c in body for c in hands) and "Ada" not in body
            with pytest.raises(aiohttp.WSServerHandshakeError) as err:
                await s.ws_connect(f"{base(srv)}/ws/{real[::-1]}")
            assert err.value.status == 403
    run(go())


def test_host_and_origin_must_be_the_servers_own(server):
    srv = server()
    here = f"127.0.0.1:{srv.port}"

    async def go():
        async with aiohttp.ClientSession() as s:
            r = await s.get(srv.url(0), headers={"Host": f"evil.example:{srv.port}"})
            assert r.status == 403, "a rebound DNS name is refused"
            for origin in ["http://evil.example", f"http://evil.example:{srv.port}", "null", f"https://{here}"]:
                with pytest.raises(aiohttp.WSServerHandshakeError) as err:
                    await s.ws_connect(f"{base(srv)}/ws/{srv.secret(0)}", headers={"Origin": origin})
                assert err.value.status == 403, origin
            ok = await Phone(s, srv, 0, headers={"Origin": f"http://{here}"}).join()
            assert ok[0]["seat"] == 0
    run(go())


# ----- revoke, takeover, reconnect -------------------------------------------------------------------------
def test_revoke_tells_the_old_phone_and_makes_a_new_link(server):
    srv = server()

    async def go():
        async with aiohttp.ClientSession() as s:
            old = Phone(s, srv, 2)
            await old.join()
            old_secret = srv.secret(2)
            new_url = srv.revoke(2)
            assert srv.secret(2) != old_secret and new_url.endswith(srv.secret(2))
            await old.until("revoked")
            assert await old.closed()
            r = await s.get(f"{base(srv)}/j/{old_secret}")
            assert r.status == 403
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await s.ws_connect(f"{base(srv)}/ws/{old_secret}")
            welcome, snap = await Phone(s, srv, 2).join()
            assert welcome["seat"] == 2 and snap["seat"] == 2
    run(go())


def test_a_second_phone_waits_for_the_host_then_takes_over(server):
    srv = server()

    async def go():
        async with aiohttp.ClientSession() as s:
            first = Phone(s, srv, 0)
            await first.join()
            second = Phone(s, srv, 0)
            await second.open()
            await second.send({"type": "join"})
            assert (await second.read())["type"] == "held"
            await asyncio.sleep(0.05)
            assert srv.pending_takeovers() == [0]
            await second.send({"type": "move", "seq": 1, "index": 0, "key": "0" * 16})
            assert (await second.read())["code"] == "held"
            assert await queued(srv, 1, 0.2) == 0, "a held phone moves nothing"
            assert srv.accept_takeover(0)
            await first.until("taken_over")
            assert await first.closed()
            welcome = await second.until("welcome")
            snap = await second.until("snapshot")
            assert welcome["seat"] == 0 and snap["snapshot"]["seat"] == 0
            assert srv.pending_takeovers() == [] and srv.joined(0)
    run(go())


def test_the_host_may_refuse_a_second_phone(server):
    srv = server()

    async def go():
        async with aiohttp.ClientSession() as s:
            first = Phone(s, srv, 1)
            await first.join()
            second = Phone(s, srv, 1)
            await second.open()
            await second.send({"type": "join"})
            await second.until("held")
            assert srv.refuse_takeover(1)
            assert await second.closed()
            await first.send({"type": "ping"})
            assert (await first.until("pong"))["type"] == "pong", "the first phone keeps its seat"
    run(go())


def test_a_phone_that_reconnects_gets_the_whole_current_position(server):
    srv = server()
    seat = 1

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, seat)
            welcome, _ = await phone.join()
            await phone.ws.close()
            for _ in range(3):                  # the table plays on while the phone sleeps
                mover = srv.match.to_act()[0]
                srv.match.play(srv.match.game.legal_moves(srv.match.state, mover)[0])
                srv.publish()
            again = Phone(s, srv, seat)
            back, snap = await again.join(device=welcome["device"])
            assert back["device"] == welcome["device"], "the same phone takes its seat back without the host"
            assert srv.pending_takeovers() == []
            now = srv.views.snapshot(seat).model_dump(mode="json")
            assert snap == now, "the whole current position, not a diff"
            assert snap["version"] == srv.match.version == 3
    run(go())


def test_a_connected_phone_is_sent_only_the_changed_log_lines_and_a_rejoin_the_whole_log(server):
    srv = server()
    seat = 0

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, seat)
            held = PhoneLog()
            welcome, snap = await phone.join()
            assert snap["log_whole"] and held.take(snap) == snap
            for turn in range(4):
                lines = len(held.lines)
                mover = srv.match.to_act()[0]
                if turn == 3:
                    assert srv.match.undo_refusal(srv.match.moves[-1].seat) is None
                    srv.match.undo(srv.match.moves[-1].seat)   # rewrites the line the phone holds last
                else:
                    srv.match.play(srv.match.game.legal_moves(srv.match.state, mover)[0])
                srv.publish()
                change = (await phone.until("snapshot"))["snapshot"]
                assert not change["log_whole"]
                assert change["log_start"] == (lines - 1 if turn == 3 else lines), "only what changed"
                whole = srv.views.snapshot(seat).model_dump(mode="json")
                assert held.take(change) == whole, "the lines held and sent add up to the whole log"
            assert any(line["text"].endswith("took back a move.") for line in held.lines)
            await phone.ws.close()
            mover = srv.match.to_act()[0]                # the table plays on while the phone is away
            srv.match.play(srv.match.game.legal_moves(srv.match.state, mover)[0])
            srv.publish()
            again = Phone(s, srv, seat)
            _, snap = await again.join(device=welcome["device"])
            assert snap["log_whole"] and snap == srv.views.snapshot(seat).model_dump(mode="json")
            assert held.take(snap) == snap, "the whole log replaces what the phone held"
    run(go())


def test_the_same_phone_reconnecting_replaces_its_stale_socket(server):
    srv = server()

    async def go():
        async with aiohttp.ClientSession() as s:
            stale = Phone(s, srv, 3)
            welcome, _ = await stale.join()
            fresh = Phone(s, srv, 3)
            await fresh.join(device=welcome["device"])
            assert await stale.closed()
            assert srv.joined(3) and srv.pending_takeovers() == []
    run(go())


# ----- moves -----------------------------------------------------------------------------------------------
def test_a_move_sent_twice_is_applied_once(server):
    srv = server()
    seat = srv.match.to_act()[0]

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, seat)
            _, snap = await phone.join()
            choice = snap["choices"][0]
            frame = {"type": "move", "seq": 1, "index": choice["index"], "key": choice["key"]}
            await phone.send(frame)
            await phone.send(frame)              # a retry
            assert await queued(srv, 1) == 1
            await asyncio.sleep(0.1)
            assert srv.moves.qsize() == 1, "queued once"
            before = len(srv.match.moves)
            assert srv.drain() == 1
            assert len(srv.match.moves) == before + 1
            assert (await phone.until("accepted"))["seq"] == 1
            after = await phone.until("snapshot")
            assert after["snapshot"]["version"] == srv.match.version
            await phone.send(frame)              # the retry after the answer: the answer again, no move
            assert (await phone.until("accepted"))["seq"] == 1
            assert srv.moves.qsize() == 0 and srv.drain() == 0
            assert len(srv.match.moves) == before + 1
    run(go())


def test_a_stale_choice_is_refused_and_changes_nothing(server):
    srv = server()
    seat = srv.match.to_act()[0]

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, seat)
            welcome, snap = await phone.join()
            first, second = snap["choices"][0], snap["choices"][1]
            await phone.send({"type": "move", "seq": 1, "index": first["index"], "key": second["key"]})
            await phone.send({"type": "move", "seq": 2, "index": 999, "key": first["key"]})
            assert await queued(srv, 2) == 2
            version = srv.match.version
            assert srv.drain() == 2
            assert srv.match.version == version
            for seq in (1, 2):
                refused = await phone.until("refused")
                assert refused["seq"] == seq and refused["rule"] == "Phones, moves" and refused["reason"]
    run(go())


def test_a_refusal_from_the_table_path_says_why_in_names(server):
    srv = server()
    seat = srv.match.to_act()[0]

    def table_refuses(move):
        raise IllegalMove("Player 2 led green and you hold a green card.", "Strange Creatures, 1. Play the trick")

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, seat)
            _, snap = await phone.join()
            c = snap["choices"][0]
            await phone.send({"type": "move", "seq": 5, "index": c["index"], "key": c["key"]})
            await queued(srv)
            srv.drain(table_refuses)
            refused = await phone.until("refused")
            assert refused == {"type": "refused", "seq": 5, "reason": "Robin led green and you hold a green card.",
                               "rule": "Strange Creatures, 1. Play the trick"}
    run(go())


def test_a_phone_that_is_not_to_act_is_refused(server):
    srv = server()
    waiting = next(s for s in srv.seats if s not in srv.match.to_act())

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, waiting)
            _, snap = await phone.join()
            assert snap["choices"] == [] and not snap["my_turn"]
            mover = srv.match.to_act()[0]
            c = srv.views.snapshot(mover).choices[0]    # another seat's choice, sent by the wrong phone
            await phone.send({"type": "move", "seq": 1, "index": c.index, "key": c.key})
            await queued(srv)
            version = srv.match.version
            srv.drain()
            assert srv.match.version == version
            assert (await phone.until("refused"))["reason"] == "It is not your turn any more."
    run(go())


class MoverFirstServer(PhoneServer):
    """The real server, recording on its loop the seat of each snapshot message in the order their sends begin."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.began: list[int] = []

    async def _send_text(self, sock, *texts):
        self.began.extend(sock.seat for text in texts if json.loads(text)["type"] == "snapshot")
        await super()._send_text(sock, *texts)


class OrderedViews(PhoneViews):
    """The real snapshots, recording the order of the seats they are made for."""

    def __init__(self, match):
        super().__init__(match)
        self.order: list[int] = []

    def snapshot(self, seat):
        self.order.append(seat)
        return super().snapshot(seat)


def test_the_movers_snapshot_is_made_and_sent_before_the_other_phones(server):
    """Order, not time: a phone's move answers that phone first (its new position made and its send begun
    before any other seat's is made or sent), then every other phone."""
    match = new_match()
    while match.to_act()[0] != len(NAMES) - 1:        # the mover is the last seat: seat order would send it last
        match.play(match.game.legal_moves(match.state, match.to_act()[0])[0])
    mover = match.to_act()[0]
    views = OrderedViews(match)
    srv = MoverFirstServer(match, list(range(len(NAMES))), "127.0.0.1", 0, views=views)
    srv.start()
    try:
        async def go():
            async with aiohttp.ClientSession() as s:
                phones = [Phone(s, srv, seat) for seat in srv.seats]
                snaps = [(await phone.join())[1] for phone in phones]
                views.order.clear()
                srv.began.clear()
                c = snaps[mover]["choices"][0]
                await phones[mover].send({"type": "move", "seq": 1, "index": c["index"], "key": c["key"]})
                assert await queued(srv) == 1
                assert srv.drain() == 1
                for phone in phones:
                    assert (await phone.until("snapshot"))["snapshot"]["version"] == srv.match.version
                assert [m["type"] for m in phones[mover].got[-2:]] == ["accepted", "snapshot"]
                assert views.order[0] == mover and sorted(views.order) == srv.seats, \
                    "the mover's snapshot is made before the other seats'"
                assert srv.began[0] == mover and sorted(srv.began) == srv.seats, \
                    "the mover's snapshot is sent before the other phones'"
        run(go())
    finally:
        srv.stop()
    assert srv.failures == []


# ----- hostile frames ----------------------------------------------------------------------------------------
BAD_FRAMES = [
    "not json", "{", "[]", "null", "42", '"join"', "{}", '{"type": "shout"}',
    '{"type": "move"}', '{"type": "move", "seq": 1, "index": 0}',
    '{"type": "move", "seq": true, "index": 0, "key": "0000000000000000"}',
    '{"type": "move", "seq": "1", "index": 0, "key": "0000000000000000"}',
    '{"type": "move", "seq": 1.5, "index": 0, "key": "0000000000000000"}',
    '{"type": "move", "seq": 0, "index": 0, "key": "0000000000000000"}',
    '{"type": "move", "seq": 1, "index": -1, "key": "0000000000000000"}',
    '{"type": "move", "seq": 1, "index": 0, "key": "../../etc/passwd"}',
    '{"type": "move", "seq": 99999999999999999999999, "index": 0, "key": "0000000000000000"}',
    '{"type": "move", "seq": 1, "index": 0, "key": "0000000000000000", "seat": 0}',
    '{"type": "join", "device": "short"}', '{"type": "join", "device": 5}', '{"type": "ping", "x": 1}',
    '{"type": "ping", "type": "join"}', "\u0000", "[" * 1000 + "]" * 1000,
    '{"type": "mark"}', '{"type": "mark", "key": ""}', '{"type": "mark", "key": "../x"}', '{"type": "mark", "key": 7}',
    '{"type": "mark", "key": "' + "a" * 41 + '"}', '{"type": "mark", "key": "lion-1", "seq": 1}',
]


def test_malformed_frames_get_an_error_and_change_nothing(server):
    srv = server()
    seat = srv.match.to_act()[0]

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, seat)
            await phone.join()
            version = srv.match.version
            for frame in BAD_FRAMES[:12] + BAD_FRAMES[-6:]:   # fewer than the 20 that close the socket
                await phone.send(frame)
                got = await phone.until("error")
                assert got["code"] == "bad_message", frame
            await phone.ws.send_bytes(b"\x00\x01binary")
            assert (await phone.until("error"))["code"] == "bad_message"
            await phone.send({"type": "ping"})
            await phone.until("pong")
            assert srv.moves.qsize() == 0 and srv.match.version == version
    run(go())


def test_frames_before_joining_are_refused(server):
    srv = server()

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = await Phone(s, srv, 0).open()
            await phone.send({"type": "move", "seq": 1, "index": 0, "key": "0" * 16})
            assert (await phone.until("error"))["code"] == "not_joined"
            await phone.send({"type": "join"})
            await phone.until("welcome")
            await phone.send({"type": "join"})
            assert (await phone.until("error"))["code"] == "already_joined"
    run(go())


def test_an_oversized_frame_closes_the_socket_and_nothing_else(server):
    srv = server()

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, 0)
            await phone.join()
            other = Phone(s, srv, 1)
            await other.join()
            await phone.send({"type": "join", "device": "a" * (MAX_MESSAGE_BYTES * 4)})
            assert await phone.closed()
            await other.send({"type": "ping"})
            await other.until("pong")
            assert srv.joined(1) and srv.moves.qsize() == 0
    run(go())


def test_too_many_bad_frames_close_the_socket(server):
    srv = server()

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, 0)
            await phone.join()
            for _ in range(25):
                await phone.send("garbage")
            assert await phone.closed()
    run(go())


def test_the_rate_limit_drops_a_flood_and_says_so_once(server):
    srv = server(rate=5, burst=5)

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, srv, 0)
            await phone.join()                  # the join took one of the five
            for _ in range(40):
                await phone.send({"type": "ping"})
            got = []
            while True:
                try:
                    msg = await phone.read(0.3)
                except TimeoutError:
                    break
                if msg is None:
                    break
                got.append(msg["type"])
            assert 3 <= got.count("pong") <= 6
            assert got.count("error") == 1, "one warning, not one per frame"
            await asyncio.sleep(0.5)            # the bucket refills
            await phone.send({"type": "ping"})
            await phone.until("pong")
    run(go())


# ----- fuzz --------------------------------------------------------------------------------------------------
def random_frame(rnd: random.Random, snapshot: dict | None, seq: int) -> str | bytes:
    kind = rnd.randrange(8)
    if kind == 0:
        return bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 64)))
    if kind == 1:
        return "".join(chr(rnd.randrange(32, 0x2FF)) for _ in range(rnd.randrange(0, 80)))
    if kind == 2:
        return rnd.choice(BAD_FRAMES)
    if kind == 3:
        value = rnd.choice([None, True, -1, 0, 2**60, 1.5, "x", [], {}, "0" * 16, "a" * 40])
        field = rnd.choice(["type", "seq", "index", "key", "device", "seat", "extra"])
        base = {"type": rnd.choice(["move", "join", "ping", "mark"]), "seq": seq, "index": 0, "key": "0" * 16}
        base[field] = value
        return json.dumps(base)
    if kind == 4:
        return json.dumps({"type": "join", "device": "".join(rnd.choice("ab-_Z9") for _ in range(22))})
    if kind == 5:                                      # a ping, or a tap on a notepad this game does not have
        return json.dumps(rnd.choice([{"type": "ping"}, {"type": "mark", "key": "lion-1"}]))
    choices = (snapshot or {}).get("choices") or []
    if choices:                                        # a real choice, sometimes sent again, sometimes stale
        c = rnd.choice(choices)
        return json.dumps({"type": "move", "seq": max(1, seq - rnd.randrange(2)), "index": c["index"],
                           "key": c["key"] if rnd.random() < 0.8 else "f" * 16})
    return json.dumps({"type": "move", "seq": seq, "index": rnd.randrange(50), "key": f"{rnd.getrandbits(64):016x}"})


def test_fuzz_many_frames_from_several_phones_and_intruders(server):
    srv = server(rate=1000, burst=1000)
    rnd = random.Random(48)
    received: dict[int, list[dict]] = {s: [] for s in srv.seats}
    frames_sent = 0

    async def phone_life(s, seat: int):
        nonlocal frames_sent
        phone = Phone(s, srv, seat)
        held = PhoneLog()                              # the log as the page keeps it
        welcome, snap = await phone.join()
        assert snap["log_whole"], "a phone that joins is sent the whole log"
        latest, seq = held.take(snap), welcome["next_seq"]
        received[seat].append({"type": "snapshot", "snapshot": latest})
        for _ in range(90):
            frame = random_frame(rnd, latest, seq)
            seq += 1
            if phone.ws.closed:                        # closed for bad behaviour: come back as the same phone
                phone = Phone(s, srv, seat)
                welcome, latest = await phone.join(device=welcome["device"])
                assert latest["log_whole"], "a phone that rejoins is sent the whole log"
                latest = held.take(latest)
                received[seat].append({"type": "snapshot", "snapshot": latest})
                seq = welcome["next_seq"]
            try:
                if isinstance(frame, bytes):
                    await phone.ws.send_bytes(frame)
                else:
                    await phone.send(frame)
                frames_sent += 1
            except (ConnectionError, RuntimeError):
                continue
            while True:
                try:
                    msg = await phone.read(0.01)
                except TimeoutError:
                    break
                if msg is None:
                    break
                if msg["type"] == "snapshot":
                    latest = held.take(msg["snapshot"])
                    msg = {"type": "snapshot", "snapshot": latest}
                received[seat].append(msg)

    async def intruder(s):
        for _ in range(20):
            secret = rnd.choice(["", "x" * 22, srv.secret(0)[:-2] + "zz", "%2e%2e", "../j"])
            r = await s.get(f"{base(srv)}/{rnd.choice(['j', 'ws'])}/{secret}")
            assert r.status in (403, 404)
            assert "Ada" not in await r.text()

    async def referee():                               # the render loop: drains phone moves, publishes
        for _ in range(200):
            srv.drain()
            await asyncio.sleep(0.005)

    async def go():
        async with aiohttp.ClientSession() as s:
            await asyncio.gather(*(phone_life(s, seat) for seat in srv.seats), intruder(s), referee())
    run(go())
    assert frames_sent >= 300
    for seat, messages in received.items():
        snapshots = [m["snapshot"] for m in messages if m["type"] == "snapshot"]
        assert snapshots, f"seat {seat} was shown its position"
        made = [json.loads(text) for text in srv.views.made[seat]]
        for snap in snapshots:
            assert snap["seat"] == seat and snap["name"] == NAMES[seat]
            assert snap in made, f"seat {seat} was sent a snapshot (with the log it holds) not made for it"
        assert all(m["type"] in {"welcome", "snapshot", "accepted", "refused", "error", "pong", "held",
                                 "taken_over"} for m in messages)
    assert len(srv.match.moves) > 0, "real choices among the noise were played"


# ----- the rate limit counts a seat, not a socket (issue 55) --------------------------------------------------------
def test_a_phone_that_reconnects_gets_no_new_burst_the_rate_counts_per_seat(server):
    """Rejoining earned a fresh burst each time (24 rejoins gave 128 moves a second against 10): the frames a seat
    gets answered over any number of its sockets stay within one bucket (`burst` plus `rate` a second)."""
    srv = server(rate=5, burst=5)

    async def go():
        async with aiohttp.ClientSession() as s:
            start = time.monotonic()
            phone = Phone(s, srv, 0)
            welcome, _ = await phone.join()
            phones = [phone]
            for _rejoin in range(8):
                for _ in range(10):
                    await phone.send({"type": "ping"})
                phone = Phone(s, srv, 0)
                back, _ = await phone.join(device=welcome["device"])      # the same phone: no host, at once
                assert back["device"] == welcome["device"]
                phones.append(phone)
            for _ in range(10):
                await phone.send({"type": "ping"})
            await asyncio.sleep(0.1)
            elapsed = time.monotonic() - start
            pongs = 0
            for p in phones:
                while True:
                    try:
                        msg = await p.read(0.05)
                    except TimeoutError:
                        break
                    if msg is None:
                        break
                    pongs += msg["type"] == "pong"
            assert pongs <= 5 + 5 * elapsed + 1, f"{pongs} frames answered in {elapsed:.2f} s from one seat"
            assert pongs >= 3, "the seat's burst is still answered"
    run(go())


# ----- malformed HTTP is answered 400 quietly and counted (issue 55) -------------------------------------------------
def malformed_requests(port: int) -> dict[str, bytes]:
    host = f"Host: 127.0.0.1:{port}\r\n".encode()
    return {
        "an asterisk target": b"GET * HTTP/1.1\r\n" + host + b"\r\n",
        "a target without its slash": b"GET j/abc HTTP/1.1\r\n" + host + b"\r\n",
        "a NUL in the target": b"GET /j/a\x00b HTTP/1.1\r\n" + host + b"\r\n",
        "an 8 KB request line": b"GET /" + b"a" * 8200 + b" HTTP/1.1\r\n" + host + b"\r\n",
        "two Host headers": b"GET /j/abc HTTP/1.1\r\n" + host + host + b"\r\n",
    }


def test_malformed_http_is_answered_400_without_a_word_on_stderr_and_counted(server, capfd, caplog):
    import socket

    srv = server()
    caplog.set_level("DEBUG")
    answers = {}
    for name, request in malformed_requests(srv.port).items():
        with socket.create_connection(("127.0.0.1", srv.port), timeout=WAIT) as raw:
            raw.sendall(request)
            got = b""
            while chunk := raw.recv(4096):
                got += chunk
        answers[name] = got.split(b"\r\n", 1)[0]
    end = time.monotonic() + WAIT
    while getattr(srv, "malformed", 0) < len(answers) and time.monotonic() < end:
        time.sleep(0.01)
    time.sleep(0.1)
    out, err = capfd.readouterr()
    assert "Traceback" not in err and "Error handling request" not in err, err[:500]
    assert not [r for r in caplog.records if r.name.startswith("aiohttp")], "aiohttp logged the requests"
    assert all(line.split(b" ")[1] == b"400" for line in answers.values()), answers
    assert srv.malformed == len(answers), "each one counted, for the host to read"


# ----- a move answered before the laptop died (issue 55) -------------------------------------------------------------
def repeatable_vote(match: Match):
    """Play La Criatura on (each seat its last choice) until the seat to act has a move that stays open to it once
    played (the leader's two votes): the move a phone could have played twice. Returns (seat, its index)."""
    game = match.game
    while True:
        seat = match.to_act()[0]
        moves = game.legal_moves(match.state, seat)
        after = game.apply(match.state, moves[-1])
        if seat in game.to_act(after) and moves[-1] in game.legal_moves(after, seat):
            return seat, len(moves) - 1
        match.play(moves[-1])


def test_a_resent_move_after_the_laptop_restarted_is_answered_the_same_and_played_once(tmp_path):
    """The reloaded save in a fresh server (the laptop died after answering): the phone takes its seat back with its
    device token (no host), and the frame it never saw answered gets the same answer and is not played again."""
    from tabletop.phones.host import PhoneHost
    from tabletop.storage.saves import load_or_set_aside

    game = rules.games()["la-criatura"]
    path = tmp_path / "game.json"
    match = Match.new(game, 6, 1, seats=[SeatSetup(name=f"P{i + 1}", kind="phone") for i in range(6)],
                      save_path=path)
    seat, index = repeatable_vote(match)
    first = PhoneHost(match, list(range(6)), "127.0.0.1", 0, strict=True)
    first.start()

    async def vote():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, first.server, seat)
            welcome, snap = await phone.join()
            choice = snap["choices"][index]
            frame = {"type": "move", "seq": 3, "index": choice["index"], "key": choice["key"]}
            await phone.send(frame)
            await queued(first.server)
            first.drain(match.play)
            assert (await phone.until("accepted"))["seq"] == 3
            return welcome["device"], frame

    try:
        device, frame = run(vote())
        played = len(match.moves)
    finally:
        first.stop()                                   # all that is left of this laptop is its save

    replayed, problem = load_or_set_aside(path)
    assert problem is None and len(replayed.moves) == played
    again = Match.resumed(replayed, save_path=path)
    second = PhoneHost(again, list(range(6)), "127.0.0.1", 0, strict=True)
    second.start()

    async def resend():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, second.server, seat)
            await phone.open()
            await phone.send({"type": "join", "device": device})
            welcome = await phone.read()
            assert welcome["type"] == "welcome", f"the phone that held the seat is held for the host: {welcome}"
            await phone.send(frame)                    # what phone.js does with a move it never saw answered
            answer = await next_message(phone, "accepted", lambda: second.drain(again.play))
            assert answer == {"type": "accepted", "seq": 3}, "the same answer"
            assert len(again.moves) == played, "the move was played again"
            assert welcome["next_seq"] == 4, "the phone numbers its next move after it"
            stranger = Phone(s, second.server, seat)   # someone else with the link: the host decides
            await stranger.open()
            await stranger.send({"type": "join"})
            assert (await stranger.read())["type"] == "held"

    try:
        run(resend())
        assert second.server.moves.qsize() == 0
    finally:
        second.stop()
    assert len(read_save(path).moves) == played and second.server is None

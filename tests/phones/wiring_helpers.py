"""Driving a table with phone seats in tests: real phones (aiohttp's client) on 127.0.0.1 talking to the
table's own server while the test pumps the table's frames in the same thread."""

import asyncio
import json
import random

import aiohttp

import rules
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

LOCAL = ("127.0.0.1", 0)       # tests listen on the loopback only, on any free port
TAP_GAP = 0.1                  # a phone plays at most ten moves a second: the server's rate limit (a person is slower)
SC = "strange-creatures"


def phone_table(app, kinds: list[str], names: list[str], seed: int = 3, game_id: str = SC, match=None,
                address=LOCAL) -> TableScene:
    seats = [SeatConfig(n, k) for n, k in zip(names, kinds, strict=True)]
    config = GameConfig(game_id, seats, seed)
    scene = TableScene(app, rules.games()[game_id], config, pace=0, match=match, phone_address=address)
    app.push(scene)
    return scene


class Phone:
    """One phone: joins with its link, keeps the newest snapshot, plays a random open choice on its turn."""

    def __init__(self, session: aiohttp.ClientSession, url: str, rnd: random.Random | None = None):
        assert url.startswith("http://127.0.0.1:"), url
        self.session, self.url = session, url
        self.rnd = rnd or random.Random(7)
        self.got: list[dict] = []
        self.snapshot: dict | None = None
        self.welcome: dict | None = None
        self.results: dict[int, dict] = {}
        self.seq = 0
        self.waiting: int | None = None       # the seq of a move sent and not yet answered
        self.sent_at_version = -1
        self.closed = False
        self.last_sent = 0.0
        self.ws = None
        self.task = None

    async def join(self, device: str | None = None) -> "Phone":
        self.ws = await self.session.ws_connect(self.url.replace("/j/", "/ws/"))
        await self.ws.send_str(json.dumps({"type": "join", **({"device": device} if device else {})}))
        self.task = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        async for msg in self.ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            data = json.loads(msg.data)
            self.got.append(data)
            if data["type"] == "snapshot":
                self.snapshot = data["snapshot"]
            elif data["type"] == "welcome":
                self.welcome = data
                self.seq = data["next_seq"] - 1
            elif data["type"] in ("accepted", "refused"):
                self.results[data["seq"]] = data
        self.closed = True

    async def until(self, test, timeout: float = 5.0, pump=None) -> None:
        """Wait (pumping the table with `pump` meanwhile) until `test()` holds."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not test():
            assert loop.time() < end, "timed out"
            if pump is not None:
                pump()
            await asyncio.sleep(0.005)

    def ready(self) -> bool:
        """Its turn, with a snapshot newer than its last move's (a move answered and the position sent)."""
        s = self.snapshot
        if s is None or s["over"] or not s["my_turn"] or not s["choices"]:
            return False
        if self.waiting is not None:
            if self.waiting not in self.results:
                return False
            answer = self.results[self.waiting]
            if answer["type"] == "accepted" and s["version"] <= self.sent_at_version:
                return False
            self.waiting = None
        return True

    async def send_move(self, choice: dict) -> int:
        loop = asyncio.get_running_loop()
        await asyncio.sleep(max(0.0, self.last_sent + TAP_GAP - loop.time()))
        self.last_sent = loop.time()
        self.seq += 1
        self.waiting, self.sent_at_version = self.seq, self.snapshot["version"]
        await self.ws.send_str(json.dumps({"type": "move", "seq": self.seq, "index": choice["index"],
                                           "key": choice["key"]}))
        return self.seq

    async def play(self) -> bool:
        if not self.ready():
            return False
        await self.send_move(self.rnd.choice(self.snapshot["choices"]))
        return True

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.task is not None:
            await asyncio.wait([self.task], timeout=2)


async def joined(app, session: aiohttp.ClientSession, url: str, device: str | None = None) -> Phone:
    """A phone that has joined at `url` and holds its first snapshot (the table's frames pumped meanwhile)."""
    phone = await Phone(session, url).join(device)
    await phone.until(lambda: phone.snapshot is not None, pump=lambda: app.step(1 / 60))
    return phone


def run(coro, timeout: float = 240):
    return asyncio.run(asyncio.wait_for(coro, timeout))

"""Phone seats under load, for `python -m tabletop bench` (issue 48): simulated phones on 127.0.0.1 play
La Criatura with random legal moves against the app's real table, every seat a phone.

Printed, never asserted (timed tests flake):
  - the mover's round trip, from a phone's move to the new position in that phone's hands: median and p99,
    bar p99 under 50 ms (under 100 ms with `busy`); and where it goes;
  - the round trip from a phone's move to every phone's update (the snapshot of the new position in
    every phone's hands): median and p99; and where the time goes;
  - from a phone's move to the laptop's frame that shows it (drawn and flipped);
  - what the server sends the phones per move: bytes on the wire (TCP payload, with the
    permessage-deflate a browser asks for) and the JSON messages' own bytes;
  - the server's CPU while nobody moves (bar: nothing, no polling): the "phone-server" thread's own CPU
    time and the whole process's share, over a few quiet seconds with every phone connected;
  - the table's whole frame while it serves the phones against blitting its sprites (frames.py's
    measure), the two drawn turn about in the same moments so both meet the same load, bar 1.5x; and the
    same two with the phones paused, for scale.

The main thread is the render loop, run as `App.run` runs it: a step (events, the table's update, which
plays the phones' queued moves and publishes, a draw when something changed), then a frame's tick or a
sleep until the next event. On a real display that sleep is SDL's own, woken by the event the server
posts for a move; with no display (the dummy driver) SDL cannot block, so the loop waits for the same
wake on a `threading.Event`. The phones are aiohttp client sockets on an event loop in a child process
(real phones are other devices: they must not share the app's interpreter lock). Only 127.0.0.1 is
listened on and connected to, on a free port; the run ends after a fixed number of moves or seconds,
whichever comes first, in the scratch data folder `run_bench` makes.

The phones' process runs at normal priority while the round trips are timed: at the lowest it hardly gets a
core on a machine with other work (a time stamp taken when a phone reads a message then waits for the phones'
own turn on a core, and the bench would time its simulated phones, which on a couch are other devices with
cores of their own). For the frames while serving it runs at the lowest, so that it does not take the cores
the table and the display need (on 2 cores it otherwise slows the display's own work on every frame).

`busy`: a couch laptop is often busy (a browser, an update, a video). The bench starts one busy loop per core
in child processes of its own, at normal priority, for the whole run, and stops them at the end; the phones'
process stays at normal priority throughout (at the lowest it would hardly run at all beside them).
"""

import asyncio
import contextlib
import json
import math
import os
import random
import socket
import statistics
import struct
import threading
import time
from dataclasses import dataclass, field
from typing import NamedTuple

GAME = "la-criatura"              # the most seats of any game: ten
MOST_PHONES = 10
FRAME_MOVES = 50                  # phone moves played while the serving frames are drawn
MOVES = 270                       # the round-trip part stops after this many phone moves (a ten-seat game of
                                  # random moves lasts 329 to 385: it does not end first)...
SECONDS = 25.0                    # ...or this many seconds, whichever comes first
QUIET = 3.0                       # seconds with every phone connected and nobody moving
SERVING_FRAMES = 150              # frames drawn (one piece moving) while the phones play
SETTLE = 3.0                      # seconds at most for the last moves' snapshots to reach every phone
STILL = 0.5                       # seconds the table redraws after an event (App.ui_busy_until: 0.35 s)
TAP_GAP = 0.1                     # a phone sends at most ten moves a second: the server's rate limit
ROUND_TRIP_BAR = 0.050            # seconds, p99 of the mover's round trip
BUSY_ROUND_TRIP_BAR = 0.100       # ... with every core kept busy
IDLE_BAR = 0.1                    # % of a core: the server thread while nobody moves (no polling)
FRAME_BAR = 1.5                   # the table's frame against blitting its sprites
LOOPBACK = "127.0.0.1"
TCP_BYTES_RECEIVED = 128          # offset of tcpi_bytes_received (u64) in Linux's struct tcp_info


@dataclass
class PhoneFigures:
    phones: int
    seats: int
    moves: int                     # phone moves played in the round-trip part
    refused: int                   # phone moves the table refused there (a position changed meanwhile)
    seconds: float                 # how long that part ran
    round_trips: list[float]       # seconds, one per move: sent -> the new position at every phone
    mover_trips: list[float]       # seconds, one per move: sent -> the new position at the phone that moved
    shown: list[float]             # seconds, one per move: sent -> the laptop's frame that shows it (drawn, flipped)
    to_table: float                # medians, seconds: sent -> the table plays it (network, wake, frame tick)
    apply: float                   # the table's move path (engine, autosave, refresh)
    snapshot: float                # one seat's snapshot made and handed to the server (median of all, seconds)
    snapshots: float               # snapshots made per move played (fewer than the seats: moves drained together)
    to_every: float                # played -> the last phone has the new position
    to_mover: float                # played -> the mover's phone has the new position (answer, its snapshot, sent)
    wire_bytes: float | None       # per move: TCP payload the phones received (None: not Linux)
    json_bytes: float              # per move: the messages' JSON
    server_cpu: float | None       # % of a core, "phone-server" thread, while nobody moves
    process_cpu: float             # % of a core, the whole process, the same seconds
    quiet: float                   # how many quiet seconds were measured
    frame: float                   # median whole frame while serving, between moves (one piece moving), seconds
    own_frame: float               # ... of which the table scene's own drawing (the rest: pygame-gui and the flip)
    moved_frame: float             # median frame that shows a new position (the table repaints it all)
    frames_moved: int              # how many of the serving frames showed a new position
    frames: int
    paused_frame: float            # the same frame (frames.py's whole_frames) with the phones paused, for scale
    sprites: float                 # median sprites-only frame, seconds, drawn between the serving frames
    quiet_sprites: float           # ... and with the phones paused
    pieces: int
    busy: int = 0                  # busy loops run meanwhile (one per core), 0: none
    load: tuple[float, float] = (float("nan"), float("nan"))   # the 1-minute load average at the start and end
    failures: list[str] = field(default_factory=list)   # caught in the server, or told to a phone as an error

    @property
    def median(self) -> float:
        return statistics.median(self.round_trips) if self.round_trips else float("nan")

    @property
    def p99(self) -> float:
        return _percentile(self.round_trips, 0.99)

    @property
    def mover_median(self) -> float:
        return _median(self.mover_trips)

    @property
    def mover_p99(self) -> float:
        return _percentile(self.mover_trips, 0.99)

    @property
    def bar(self) -> float:
        """The mover's round trip's bar for p99: busy or not."""
        return BUSY_ROUND_TRIP_BAR if self.busy else ROUND_TRIP_BAR

    @property
    def ratio(self) -> float:
        return self.frame / self.sprites if self.sprites > 0 else float("inf")


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


# ----- CPU time ---------------------------------------------------------------------------------------------
def thread_cpu(thread: threading.Thread) -> float | None:
    """Seconds of CPU `thread` has used: its own CPU clock (nanoseconds), else Linux's
    /proc/self/task/<id>/stat utime+stime (in clock ticks, 10 ms); None where neither exists."""
    with contextlib.suppress(AttributeError, OSError, OverflowError, TypeError):
        return time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
    with contextlib.suppress(AttributeError, OSError, ValueError, IndexError):
        with open(f"/proc/self/task/{thread.native_id}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()   # after the name, which may hold spaces
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return None


def _server_thread() -> threading.Thread | None:
    return next((t for t in threading.enumerate() if t.name == "phone-server"), None)


def _bytes_received(sock) -> int | None:
    """TCP payload bytes this socket has received (Linux's TCP_INFO), None elsewhere."""
    try:
        info = sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 256)
    except (AttributeError, OSError):
        return None
    if len(info) < TCP_BYTES_RECEIVED + 8:
        return None
    return struct.unpack_from("Q", info, TCP_BYTES_RECEIVED)[0]


# ----- a busy laptop -------------------------------------------------------------------------------------------
def _spin(stop) -> None:
    """One core's worth of busy work at normal priority, until `stop` is set."""
    while not stop.is_set():
        for _ in range(100_000):
            pass


def cores() -> int:
    """The cores this process may run on."""
    with contextlib.suppress(AttributeError, OSError):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


class BusyCores:
    """`count` busy loops in child processes of their own while in the `with` block (a busy laptop: another
    program spinning every core), stopped at its end."""

    def __init__(self, count: int):
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self.stop = context.Event()
        self.processes = [context.Process(target=_spin, args=(self.stop,), name=f"bench-busy-{i}", daemon=True)
                          for i in range(count)]

    def __enter__(self) -> "BusyCores":
        for process in self.processes:
            process.start()
        return self

    def __exit__(self, *_exc) -> None:
        self.stop.set()
        for process in self.processes:
            process.join(5)
            if process.is_alive():
                process.terminate()          # our own child, by its handle
                process.join(5)


# ----- the phones (their own thread and loop) -----------------------------------------------------------------
class _Phone:
    """One phone: joins with its seat's link, keeps the newest snapshot, plays a random choice on its turn
    once its last move is answered and the position after it has come."""

    def __init__(self, crowd: "_Crowd", seat: int, url: str):
        if not url.startswith(f"http://{LOOPBACK}:"):
            raise ValueError(f"the bench's phones talk to {LOOPBACK} only, not {url.split('/j/')[0]}")
        self.crowd, self.seat, self.url = crowd, seat, url
        self.rnd = random.Random(seat)
        self.snapshot: dict | None = None
        self.arrivals: list[tuple[int, float]] = []    # (snapshot version, when it arrived)
        self.json_bytes = 0
        self.wire_bytes: int | None = None             # TCP payload received so far (read after each message)
        self.results: dict[int, str] = {}
        self.seq = 0
        self.waiting: int | None = None
        self.sent_version = -1
        self.last_sent = float("-inf")
        self.pending = False
        self.closed = False
        self.ws = None
        self.sock = None
        self.reader: asyncio.Task | None = None

    async def join(self, session) -> None:
        self.ws = await session.ws_connect(self.url.replace("/j/", "/ws/"), compress=15)   # as browsers ask
        self.sock = self.ws.get_extra_info("socket")
        await self.ws.send_str(json.dumps({"type": "join"}))
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        import aiohttp

        async for msg in self.ws:
            now = time.perf_counter()
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            self.json_bytes += len(msg.data.encode())
            self.wire_bytes = _bytes_received(self.sock)   # kept: the socket is gone once the game ends
            data = json.loads(msg.data)
            kind = data.get("type")
            if kind == "snapshot":
                self.snapshot = data["snapshot"]
                self.arrivals.append((self.snapshot["version"], now))
            elif kind == "welcome":
                self.seq = data["next_seq"] - 1
            elif kind in ("accepted", "refused"):
                self.results[data["seq"]] = kind
            elif kind == "error":
                self.crowd.failures.append(f"seat {self.seat} was told: {data.get('code')} {data.get('message')}")
            self.consider()
        self.closed = True

    @property
    def version(self) -> int:
        return self.arrivals[-1][0] if self.arrivals else -1

    def ready(self) -> bool:
        s = self.snapshot
        if self.closed or s is None or s["over"] or not s["my_turn"] or not s["choices"]:
            return False
        if self.waiting is not None:
            answer = self.results.get(self.waiting)
            if answer is None or (answer == "accepted" and s["version"] <= self.sent_version):
                return False
            self.waiting = None
        return True

    def consider(self) -> None:
        if not self.pending and self.crowd.budget > 0 and self.ready():
            self.pending = True
            self.crowd.spawn(self._send())

    async def _send(self) -> None:
        try:
            loop = asyncio.get_running_loop()
            await asyncio.sleep(max(0.0, self.last_sent + TAP_GAP - loop.time()))
            if self.crowd.budget <= 0 or not self.ready():
                return
            self.crowd.budget -= 1
            choice = self.rnd.choice(self.snapshot["choices"])
            self.seq += 1
            self.waiting, self.sent_version = self.seq, self.snapshot["version"]
            self.last_sent = loop.time()
            self.crowd.sends.append((self.seat, self.seq, time.perf_counter(), self.crowd.part))
            await self.ws.send_str(json.dumps({"type": "move", "seq": self.seq, "index": choice["index"],
                                               "key": choice["key"]}))
        finally:
            self.pending = False
        self.consider()

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.reader is not None:
            await asyncio.wait([self.reader], timeout=2)


class _Crowd:
    """The phones, on an event loop in a thread of their own, in the phones' process."""

    def __init__(self, urls: dict[int, str]):
        self.urls = urls
        self.phones: list[_Phone] = []
        self.budget = 0                      # moves the phones may still send (set from the main thread)
        self.part = ""                       # which part of the bench a move was sent in
        self.sends: list[tuple[int, int, float, str]] = []   # (seat, seq, when, part)
        self.failures: list[str] = []
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="bench-phones", daemon=True)
        self.session = None
        self._tasks: set[asyncio.Task] = set()

    def start(self) -> None:
        self.thread.start()
        self._run(self._join(), 20)

    def _run(self, coro, timeout: float):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def _join(self) -> None:
        import aiohttp

        self.session = aiohttp.ClientSession()
        self.phones = [_Phone(self, seat, url) for seat, url in self.urls.items()]
        for phone in self.phones:
            await phone.join(self.session)

    def spawn(self, coro) -> None:
        task = self.loop.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def play(self, moves: int, part: str) -> None:
        """Let the phones send `moves` more moves (0: stop); returns once the phones' thread has it."""
        async def set_budget():
            self.budget, self.part = moves, part
            for phone in self.phones:
                phone.consider()
        self._run(set_budget(), 10)

    def grant(self, moves: int) -> None:
        """Let the phones send `moves` more moves, without waiting for their thread."""
        def add():
            self.budget += moves
            for phone in self.phones:
                phone.consider()
        self.loop.call_soon_threadsafe(add)

    def state(self) -> dict:
        """What the table's side asks between frames: is a move on its way, which position each phone holds,
        the bytes received so far."""
        wire = [p.wire_bytes for p in self.phones]
        return {"quiet": not any(p.pending for p in self.phones), "joined": all(p.snapshot for p in self.phones),
                "versions": [(p.version, p.closed) for p in self.phones],
                "wire": None if not wire or None in wire else sum(wire),
                "json": sum(p.json_bytes for p in self.phones), "failures": list(self.failures)}

    def records(self) -> dict:
        """Everything the round trips are worked out from, at the end."""
        return {"sends": list(self.sends),
                "phones": [(p.seat, dict(p.results), list(p.arrivals)) for p in self.phones]}

    def stop(self) -> None:
        async def close_all():
            for phone in self.phones:
                with contextlib.suppress(Exception):
                    await phone.close()
            if self.session is not None:
                await self.session.close()
        with contextlib.suppress(Exception):
            self._run(close_all(), 10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        if not self.thread.is_alive():
            self.loop.close()


def lowest_priority() -> None:
    """Every thread of this process at the lowest priority (nice 19; Linux keeps a nice value per thread)."""
    try:
        threads = [int(t) for t in os.listdir("/proc/self/task")]
    except OSError:
        threads = [0]                                  # elsewhere: the process
    for thread in threads:
        with contextlib.suppress(OSError, AttributeError):
            os.setpriority(os.PRIO_PROCESS, thread, 19)


def _serve_crowd(conn, urls: dict[int, str]) -> None:
    """The phones' process: the phones on their loop, and this thread answering the table's side. It starts at
    normal priority and goes to the lowest when told (see the module's words)."""
    crowd = _Crowd(urls)
    try:
        crowd.start()
    except Exception as err:  # told to the table's side in one line, as a failure to start
        conn.send(("error", f"{type(err).__name__}: {err}"))
        return
    conn.send(("ready", None))
    while True:
        try:
            command, arg = conn.recv()
        except (EOFError, OSError):
            break
        if command == "grant":
            crowd.grant(arg)                       # no answer: called every frame, it must not wait
        elif command == "play":
            crowd.play(*arg)
            conn.send(None)
        elif command == "lowest":
            lowest_priority()
            conn.send(None)
        elif command == "state":
            conn.send(crowd.state())
        elif command == "records":
            conn.send(crowd.records())
        elif command == "stop":
            break
    crowd.stop()
    with contextlib.suppress(OSError):
        conn.send(None)


class _Phones:
    """The table's side of the phones' process. The phones live in a process of their own, as real phones
    are other devices: their parsing of every snapshot must not share the app's interpreter lock, or the
    table's frames would pay for the bench's phones."""

    def __init__(self, urls: dict[int, str]):
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_serve_crowd, args=(child, urls), name="bench-phones", daemon=True)

    def start(self) -> None:
        self.process.start()
        kind, why = self._answer(60)
        if kind != "ready":
            raise RuntimeError(f"the bench's phones could not join: {why}")

    def _answer(self, timeout: float = 10.0):
        if not self.conn.poll(timeout):
            raise TimeoutError("the bench's phones stopped answering")
        return self.conn.recv()

    def _ask(self, command: str, arg=None, timeout: float = 10.0):
        self.conn.send((command, arg))
        return self._answer(timeout)

    def play(self, moves: int, part: str) -> None:
        """Let the phones send `moves` more moves (0: stop); returns once they have it."""
        self._ask("play", (moves, part))

    def grant(self, moves: int) -> None:
        self.conn.send(("grant", moves))

    def lowest(self) -> None:
        """The phones' process at the lowest priority from now on."""
        self._ask("lowest")

    def state(self) -> dict:
        return self._ask("state")

    def records(self) -> dict:
        return self._ask("records", timeout=30)

    def stop(self) -> None:
        if self.process.is_alive():
            with contextlib.suppress(OSError, EOFError, TimeoutError):
                self._ask("stop", timeout=15)
        self.process.join(10)
        if self.process.is_alive():
            self.process.terminate()          # our own child, by its handle
            self.process.join(5)
        self.conn.close()


# ----- the table (the main thread) ---------------------------------------------------------------------------------
class _Table:
    """The app and its real table with phone seats, driven as `App.run` drives it, with what the bench
    needs to know recorded on the way: each phone move played (seat, version after, when), each hand-over
    of snapshots to the server (how many were made, how long it took) and each frame that shows a new
    position."""

    def __init__(self, phones: int, size=(1280, 800), seed: int = 48):
        if not os.environ.get("DISPLAY"):
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        import rules

        from ..app import App
        from ..settings import Settings
        from ..table.session import PHONE, RANDOM_SEAT, GameConfig, SeatConfig

        game = rules.games()[GAME]
        seats = max(phones, game.min_players)     # a seat without a phone (2 phones: a third) plays random moves
        self.app = App(size=size, settings=Settings(animation="Off", bot_pace="Instant"))
        config = GameConfig(GAME, [SeatConfig(f"Phone {i + 1}", PHONE) if i < phones else
                                   SeatConfig(f"Bot {i + 1}", RANDOM_SEAT) for i in range(seats)], seed)
        self.scene = self.app.make("table", game, config, pace=0, phone_address=(LOOPBACK, 0))
        self.seats = seats
        self.woke = threading.Event()
        host = self.scene.phones
        posts_wake = host.wake

        def wake():                     # the server's thread: a move is queued (the app's own wake, and ours)
            if posts_wake is not None:
                posts_wake()
            self.woke.set()
        host.wake = wake
        self.played: list[tuple[int, int, float, float]] = []    # (seat, version after, start, end)
        self.handed: list[tuple[int, float]] = []     # (snapshots made, seconds) per hand-over to the server
        plays = self.scene.play_from_phone

        def play_from_phone(move):
            start = time.perf_counter()
            plays(move)                 # a refused move raises and is not counted as played
            self.played.append((move.seat, self.match.version, start, time.perf_counter()))
        self.scene.play_from_phone = play_from_phone
        self.app.push(self.scene)       # the table starts its phone server (127.0.0.1, any free port)
        self.server = host.server
        if self.server is None:
            self.app.finish()
            raise OSError(host.problem or "the phone server did not start")
        hands_over = self.server._hand_over

        def hand_over(seats):
            start = time.perf_counter()
            hands_over(seats)
            self.handed.append((len(seats), time.perf_counter() - start))
        self.server._hand_over = hand_over
        self.scene.join_panel.shown = False      # everyone has joined: the host hides the codes
        # (whole frame, shows a new position, the table scene's own drawing) while recorded
        self.draws: list[tuple[float, bool, float]] | None = None
        self.shown: list[tuple[int, float]] = []       # (version, when the frame that shows it was flipped)
        drawn_version = [self.match.version]
        draws, scene_draws, scene_took = self.app.draw, self.scene.draw, [0.0]

        def scene_draw(surface):
            start = time.perf_counter()
            scene_draws(surface)
            scene_took[0] = time.perf_counter() - start

        def draw():
            start, scene_took[0] = time.perf_counter(), 0.0
            draws()
            end = time.perf_counter()
            if self.draws is not None:
                self.draws.append((end - start, self.match.version != drawn_version[0], scene_took[0]))
            if self.match.version != drawn_version[0]:
                self.shown.append((self.match.version, end))
            drawn_version[0] = self.match.version
        self.app.draw, self.scene.draw = draw, scene_draw

    @property
    def match(self):
        return self.scene.session.match

    @property
    def over(self) -> bool:
        return self.scene.session.over

    def urls(self) -> dict[int, str]:
        return {seat: self.server.url(seat) for seat in self.scene.session.phones()}

    def _sleep(self, seconds: float) -> None:
        """Until the next event or `seconds`, as the app sleeps: SDL's wait on a real display (the server's
        posted wake ends it); with no display, the same wake on an Event."""
        from .. import sdl_wait

        if seconds <= 0:
            return
        if sdl_wait.wait_for(seconds):
            self.woke.clear()
            return
        if self.woke.wait(seconds):
            self.woke.clear()

    def run(self, until, seconds: float, every_frame=None) -> None:
        """`App.run`'s loop (its `rest` too) until `until()` holds or `seconds` pass. `every_frame()` before
        each pass makes it draw every frame (at 60 fps) instead of sleeping."""
        import pygame

        from ..app import FPS

        clock = pygame.time.Clock()
        end = time.perf_counter() + seconds
        last = time.perf_counter()
        while not until() and time.perf_counter() < end:
            now = time.perf_counter()
            dt, last = min(now - last, 1.0), now
            if every_frame is not None:
                every_frame()
            wake = self.app.step(dt)
            if every_frame is not None:
                clock.tick(FPS)
            else:                           # the app's own rest, with the bench's sleep (it ends at `end`)
                self.app.rest(wake, clock, lambda s: self._sleep(min(s, end - time.perf_counter())))

    def finish(self) -> None:
        self.app.finish()


def _settled(table: _Table, phones: "_Phones") -> bool:
    """No move on its way and every phone that is still connected holds the table's position."""
    if not table.server.moves.empty():
        return False
    state = phones.state()
    return state["quiet"] and all(closed or v >= table.match.version for v, closed in state["versions"])


class _Trip(NamedTuple):
    """One phone move's times, seconds."""

    every: float            # sent -> the new position at every phone
    mover: float            # sent -> the new position at the phone that sent it
    shown: float            # sent -> the laptop's frame that shows it (nan: the run ended first)
    to_table: float         # sent -> the table plays it
    apply: float            # the table's move path
    to_every: float         # played -> the last phone has it
    to_mover: float         # played -> the mover's phone has it


def _round_trips(table: _Table, records: dict, part: str) -> tuple[list[_Trip], int]:
    """Per phone move of `part`, its `_Trip`; and how many moves of `part` were refused.
    The k-th accepted move a seat sent is the k-th phone move the table played for that seat. The phones'
    clock is this one's: `time.perf_counter` is the system's monotonic clock, the same in both processes."""
    played: dict[int, list] = {}
    for seat, version, start, end in table.played:
        played.setdefault(seat, []).append((version, start, end))
    results = {seat: answers for seat, answers, _arrivals in records["phones"]}
    arrivals = {seat: got for seat, _answers, got in records["phones"]}
    accepted: dict[int, list] = {}
    refused = 0
    for seat, seq, sent, when in records["sends"]:
        answer = results[seat].get(seq)
        if answer == "accepted":
            accepted.setdefault(seat, []).append((sent, when))
        elif answer == "refused" and when == part:
            refused += 1
    rows = []
    for seat, sends in accepted.items():
        for (sent, when), (version, start, end) in zip(sends, played.get(seat, []), strict=False):
            if when != part:
                continue
            reached = {}
            for phone, got in arrivals.items():
                first = next((t for v, t in got if v >= version and t >= sent), None)
                if first is not None:
                    reached[phone] = first
            if len(reached) < len(arrivals):
                continue                  # a phone closed (the game ended) before the position came
            shown = next((t for v, t in table.shown if v >= version and t >= end), None)
            last, mover = max(reached.values()), reached[seat]
            rows.append(_Trip(every=last - sent, mover=mover - sent,
                              shown=float("nan") if shown is None else shown - sent, to_table=start - sent,
                              apply=end - start, to_every=last - end, to_mover=mover - end))
    return rows, refused


def _serving_frames(table: _Table, crowd: "_Phones", frames: int, moves: int):
    """frames.py's whole frame (one piece moving, the real draw: scenes, pygame-gui, the flip), drawn every
    frame at 60 fps while the phones play `moves` moves, one let go every few frames, so that most frames
    come between moves while the server sends the last one's snapshots; and between two of them frames.py's
    sprite baseline (the felt, the table's pieces blitted, the flip), so both meet the same load. Returns
    [(seconds, whether the frame shows a new position, the seconds of the table scene's own drawing)] and
    the baseline's seconds."""
    from ..render.felt import felt
    from .frames import baseline_frame, sprites_of

    board = table.scene.board
    count = [0]
    every = max(1, frames // max(1, moves))
    background = felt(table.app.surface.get_size())
    pieces = sprites_of(table.scene)
    base: list[float] = []

    def move_a_piece():
        if count[0] % every == 0 and count[0] // every < moves:
            crowd.grant(1)
        base.append(baseline_frame(table.app, pieces, background))    # the sprite baseline, in the same moment
        sprites = list(board.sprites.values())
        if sprites:
            moving = sprites[count[0] % len(sprites)]
            moving.x += 1 if count[0] % 2 == 0 else -1     # a piece in flight: the pieces layer is redrawn
        count[0] += 1
        table.app.invalidate()

    table.draws = []
    table.run(lambda: count[0] >= frames or table.over, frames / 30 + 6, every_frame=move_a_piece)
    times, table.draws = table.draws, None
    return times, base


def phone_bench(phones: int = MOST_PHONES, moves: int = MOVES, seconds: float = SECONDS, quiet: float = QUIET,
                frames: int = SERVING_FRAMES, frame_moves: int = FRAME_MOVES, busy: bool = False) -> PhoneFigures:
    """`phones` phones play La Criatura (max(phones, 3) seats, every seat a phone when there are three or
    more) on 127.0.0.1 against the real table: the figures above; with `busy`, while a busy loop spins on
    every core. Run it in a scratch data folder."""
    if not 1 <= phones <= MOST_PHONES:
        raise ValueError(f"the phones bench takes 1 to {MOST_PHONES} phones, not {phones}")
    load0 = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    spinning = cores() if busy else 0
    with BusyCores(spinning):
        figures = _phone_bench(phones, moves, seconds, quiet, frames, frame_moves, busy)
    figures.busy = spinning
    figures.load = (load0, os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan"))
    return figures


def _phone_bench(phones: int, moves: int, seconds: float, quiet: float, frames: int, frame_moves: int,
                 busy: bool) -> PhoneFigures:
    from ..render.felt import felt
    from .frames import baseline_frames, sprites_of, whole_frames

    table = _Table(phones)
    crowd = _Phones(table.urls())
    try:
        crowd.start()
        table.run(lambda: crowd.state()["joined"], 10)

        # 1. the round trips: `moves` phone moves or `seconds`, whichever comes first (the phones at normal priority)
        before = crowd.state()
        played_before, wire0, json0 = len(table.played), before["wire"], before["json"]
        version0 = table.match.version
        table.handed.clear()
        start = time.perf_counter()
        crowd.play(moves, "round trips")
        table.run(lambda: len(table.played) - played_before >= moves or table.over, seconds)
        took = time.perf_counter() - start
        crowd.play(0, "")
        table.run(lambda: _settled(table, crowd) or table.over, SETTLE)
        table.run(lambda: False, 0.1)               # the last frames reach the phones' side
        after = crowd.state()
        wire1, json1 = after["wire"], after["json"]
        changes = max(1, table.match.version - version0)   # moves played (any seat), each a new position
        rows, refused = _round_trips(table, crowd.records(), "round trips")
        handed = list(table.handed)

        # 2. frames while serving (the phones play `frame_moves` moves), against the sprites
        if not busy:
            crowd.lowest()
        crowd.play(0, "frames")
        frame_times, serving_base = _serving_frames(table, crowd, frames, frame_moves)
        crowd.play(0, "")
        table.run(lambda: _settled(table, crowd), SETTLE)
        table.scene.board.finish()          # the nudged piece back in its place
        paused = whole_frames(table.app, table.scene)
        table.scene.board.finish()
        sprites = sprites_of(table.scene)
        base = baseline_frames(table.app, sprites, felt(table.app.surface.get_size()))

        # 3. nobody moves: what the server (and the whole process) costs meanwhile, once the table is still
        table.run(lambda: False, STILL)
        server_thread = _server_thread()
        cpu0 = thread_cpu(server_thread) if server_thread is not None else None
        process0, wall0 = time.process_time(), time.perf_counter()
        table.run(lambda: False, quiet)
        cpu1 = thread_cpu(server_thread) if server_thread is not None else None
        process1, wall1 = time.process_time(), time.perf_counter()
        wall = max(1e-9, wall1 - wall0)
        server_cpu = None if cpu0 is None or cpu1 is None else 100.0 * (cpu1 - cpu0) / wall
        process_cpu = 100.0 * (process1 - process0) / wall

        failures = list(table.server.failures) + list(crowd.state()["failures"])
        figures = PhoneFigures(
            phones=phones, seats=table.seats, moves=len(rows), refused=refused, seconds=took,
            round_trips=[r.every for r in rows], mover_trips=[r.mover for r in rows],
            shown=[r.shown for r in rows if math.isfinite(r.shown)], to_table=_median([r.to_table for r in rows]),
            apply=_median([r.apply for r in rows]), to_every=_median([r.to_every for r in rows]),
            to_mover=_median([r.to_mover for r in rows]),
            snapshot=_median([took / made for made, took in handed if made]),
            snapshots=sum(made for made, _took in handed) / max(1, len(table.played) - played_before),
            wire_bytes=None if wire0 is None or wire1 is None else (wire1 - wire0) / changes,
            json_bytes=(json1 - json0) / changes,
            server_cpu=server_cpu, process_cpu=process_cpu, quiet=wall,
            frame=_median([t for t, moved, _own in frame_times if not moved]),
            own_frame=_median([own for _t, moved, own in frame_times if not moved]),
            moved_frame=_median([t for t, moved, _own in frame_times if moved]),
            frames_moved=sum(1 for _t, moved, _own in frame_times if moved), frames=len(frame_times),
            paused_frame=_median(paused),
            sprites=_median(serving_base), quiet_sprites=_median(base), pieces=len(sprites), failures=failures)
    finally:
        crowd.stop()
        table.finish()
    return figures


def print_phone_bench(figures: PhoneFigures, print_=print) -> bool:
    """The figures, one line each, in the bench's words; True when every bar is met."""
    f = figures
    who = f"{f.phones} phones" + ("" if f.seats == f.phones else f", {f.seats - f.phones} random seat(s)")
    rt_ok = f.mover_p99 < f.bar
    print_(f"La Criatura, {f.seats} seats ({who}) on {LOOPBACK}, random legal moves, animation off:")
    if f.busy:
        print_(f"  busy: {f.busy} busy loop(s) at normal priority (one per core) all the while, the simulated phones' "
               "process at normal priority too")
    print_(f"  load average (1 min) at the start {f.load[0]:.1f}, at the end {f.load[1]:.1f}, on {cores()} core(s)")
    print_(f"  the mover's round trip, a phone's move to the new position on that phone ({f.moves} moves in "
           f"{f.seconds:.1f} s, {f.refused} refused): median {f.mover_median * 1000:.1f} ms, p99 "
           f"{f.mover_p99 * 1000:.1f} ms (bar: p99 under {f.bar * 1000:.0f} ms{' busy' if f.busy else ''}) "
           f"{'OK' if rt_ok else 'OVER'}")
    print_(f"    where it goes (medians): to the table {f.to_table * 1000:.1f} ms, playing it {f.apply * 1000:.1f} ms, "
           f"then to the mover's phone {f.to_mover * 1000:.1f} ms")
    print_(f"  a phone's move to every phone's update: median {f.median * 1000:.1f} ms, p99 {f.p99 * 1000:.1f} ms")
    print_(f"    after playing it (median): to the last phone {f.to_every * 1000:.1f} ms; {f.snapshots:.1f} snapshots "
           f"made per move, each made and handed to the server in {f.snapshot * 1000:.1f} ms (median)")
    print_(f"  a phone's move to the laptop's frame that shows it: median {_median(f.shown) * 1000:.1f} ms, p99 "
           f"{_percentile(f.shown, 0.99) * 1000:.1f} ms")
    wire = "n/a" if f.wire_bytes is None else f"{f.wire_bytes / 1024:.1f} KiB"
    print_(f"  sent to the phones per move: {wire} on the wire (compressed, as browsers ask), "
           f"{f.json_bytes / 1024:.1f} KiB of JSON")
    idle_ok = f.server_cpu is not None and f.server_cpu <= IDLE_BAR
    server = "n/a" if f.server_cpu is None else f"{f.server_cpu:.3f}%"
    print_(f"  nobody moving for {f.quiet:.1f} s: phone-server thread {server} of a core (bar: at most {IDLE_BAR}%, "
           f"no polling) {'OK' if idle_ok else 'OVER'}; the whole process {f.process_cpu:.3f}%")
    frame_ok = f.ratio <= FRAME_BAR
    print_(f"  the table's whole frame while serving, one piece moving: {f.frame * 1000:.2f} ms, sprites "
           f"{f.sprites * 1000:.2f} ms ({f.pieces} pieces), ratio {f.ratio:.2f}x (bar {FRAME_BAR}x) "
           f"{'OK' if frame_ok else 'OVER'}")
    print_(f"    of which the table's own drawing {f.own_frame * 1000:.2f} ms; the rest is pygame-gui and the flip, "
           "which waits for the display server when the cores are busy (the server's thread, the phones' process)")
    print_(f"    the same frame with the phones paused {f.paused_frame * 1000:.2f} ms (sprites "
           f"{f.quiet_sprites * 1000:.2f} ms); frames that show a new position "
           f"({f.frames_moved} of {f.frames}: every layer repainted, as for any move) {f.moved_frame * 1000:.2f} ms")
    if f.failures:
        print_(f"  failures: {len(f.failures)}, first: {f.failures[0]}")
    return rt_ok and idle_ok and frame_ok and not f.failures

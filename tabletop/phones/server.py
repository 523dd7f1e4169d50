"""The laptop's web server for phone seats: aiohttp (HTTP and WebSocket) in a thread with its own loop.

The laptop stays the referee. A phone never touches the match: it sends `Move`s (an index into its
last snapshot's choices, that choice's key and a sequence number); the server checks who sent it and
puts a `PhoneMove` on `moves`, a thread-safe queue the render loop drains (`drain(apply)`) through
the same path as a move at the table; the result goes back to that phone. A `Mark` (a tap on a notepad
cell) goes on `marks`, drained on the same thread into the same store the laptop keeps the marks in (the
save record): it is not a move (no turn, no undo, no log), and it waits for nothing the table holds moves
back for. A `Taught` or a `StopTeaching` (a tap on the seat's teaching card) goes on `lessons`, given to the
teacher on the same thread (`views.teaching`), and that seat's snapshot is sent at once. After any change the app
calls `publish()`, which makes every phone seat's snapshot on the caller's thread (the one that owns
the match) and hands the finished JSON to the server's loop, which sends each phone only its own: the
whole snapshot to a phone that has just joined (or rejoined, or missed one), and to a phone that holds the
seat's previous one the same snapshot with only the log lines that changed (`PhoneViews.messages`).
After phones' moves (`drain`) the phones that moved get theirs first: made and handed over before the
other seats' are made (on a busy laptop nine more snapshots take tens of milliseconds). A socket's
messages are sent one after another in the order they were decided (a change must never overtake the
snapshot it changes).

Who may do what:
  - every phone seat has its own secret (`secrets.token_urlsafe(24)`, 192 bits) in its link
    `/j/<secret>` and socket `/ws/<secret>`; it is compared in constant time (`hmac.compare_digest`)
    and a wrong one gets 403 with nothing of any view;
  - the `Host` of every request must be the address the server listens on (or one given in
    `allowed_hosts`), and a socket's `Origin`, when a browser sends one, must be that same address:
    a page from elsewhere (or a rebound DNS name) gets 403;
  - a frame over `MAX_MESSAGE_BYTES` closes the socket (1009); one that is not a valid message gets
    an error reply (too many and the socket is closed); each seat may send `rate` frames a second
    (bursts of `burst`), counted over all its sockets (a phone that reconnects gets no new burst), beyond
    that frames are dropped with one error reply, and a socket that keeps on is closed (1008);
  - a request the HTTP parser rejects (`GET *`, a target without a leading `/`, a NUL, an over-long line,
    two Host headers) is answered 400 by aiohttp and counted in `malformed`, never printed;
  - the first phone on a seat is welcomed and given a device token; a phone that rejoins with that
    token takes its seat back at once (a reload, a new network, the laptop restarted: the save keeps a
    digest of it); any other phone on a seat that has had one is held until the host accepts it
    (`accept_takeover`), then the old phone is told "taken over"; `revoke(seat)` makes a new secret, tells
    the phones on the old one and closes them; `release(seat, why)` tells a seat's phone that the laptop
    or a bot plays it now;
  - a move's `seq` must grow: a frame sent again (a retry) is not queued again, its result is sent
    again instead; the last `seq` of each seat and its answer are kept in the save with the move (written in
    one file with it, `Match.phone_move`), so a server made after the laptop died answers the retry the same
    way and does not play it twice;
  - a mark must name a cell of the seat's own notepad (checked against the seat's last snapshot on the
    server's thread, and against its notepad now on the render thread): any other gets a `bad_mark` error.

What it serves: the page (`static/index.html`) at `/j/<secret>`, its script and styles at `/s/<name>` (a fixed
list read from the package: no paths, no listing), and card faces at `/f/<secret>?k=<face key JSON>&w=<width>`:
a PNG drawn by the table's own `adapter.face`, only for a face that seat's own snapshots have shown (anything
else is 404). Faces are drawn on the thread that calls `drain` (pygame stays on the render thread; faces.py),
and kept; a face request wakes the app through `on_move` like a move does.
"""

import asyncio
import contextlib
import hashlib
import hmac
import html
import logging
import queue
import secrets
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib import resources

from aiohttp import WSMsgType, web
from aiohttp.http_exceptions import HttpProcessingError

from rules.core.errors import IllegalMove

from ..language import _, current
from ..render.icon import draw_icon
from ..storage.saves import PhoneAnswer
from .faces import (
    FACE_WIDTHS,
    TABLE_WIDTH,
    WARM_WIDTH,
    FaceCache,
    faces_in,
    hand_faces,
    parse_key,
    png,
    table_faces,
)
from .messages import (
    MAX_MESSAGE_BYTES,
    UNKNOWN_LINK,
    Accepted,
    AskHint,
    BadMessage,
    Closed,
    Error,
    Held,
    HintMessage,
    Join,
    Mark,
    Move,
    Pong,
    Refused,
    Released,
    Revoked,
    StopTeaching,
    TakenOver,
    Taught,
    Welcome,
    parse_phone_message,
)
from .page_words import page_in, page_words
from .snapshot import NotOnNotepad, PhoneViews, SeatMessages, Stale, refusal_of

SECRET_BYTES = 24                  # 192 bits per seat link
RESULTS_KEPT = 64                  # the last move results per seat, sent again for a retried seq
BAD_FRAMES_TO_CLOSE = 20
DROPPED_TO_CLOSE = 200
HEARTBEAT = 20.0                   # seconds between pings: a phone gone to sleep is noticed and let go
STATIC_FILES = {"phone.js": "text/javascript", "phone.css": "text/css"}   # all /s/ serves; no listing
ICON, ICON_SIZE = "icon.png", 96       # the page's icon (/s/icon.png), drawn by tabletop/render/icon.py
SHUTDOWN_WAIT = 1.0               # seconds the server waits for open requests when it stops
FACE_WAIT = 5.0                    # seconds a face request waits for the render loop to draw it
HANDOFF_WAIT = 0.02                # seconds at most `publish` waits for the server to have sent the snapshots
HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff",
           "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'"}


def kept_secret(secret: str | None) -> str:
    """A seat's secret handed back to a new server (Continue: the same phones rejoin without scanning again,
    tabletop/phones/host.py keeps it in the save), when it is one this server could have made; else a new one."""
    if isinstance(secret, str) and 32 <= len(secret) <= 64 and secret.isascii() and \
            all(c.isalnum() or c in "-_" for c in secret):
        return secret
    return secrets.token_urlsafe(SECRET_BYTES)


def device_digest(token: str) -> str:
    """What the table keeps of a phone's device token (in memory and in the save): its SHA-256, never the token."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def answer_message(answer: PhoneAnswer) -> str:
    """The message a phone was sent for its move `answer.seq` (accepted, or refused with why and the rule)."""
    if answer.accepted:
        return Accepted(seq=answer.seq).model_dump_json()
    return Refused(seq=answer.seq, reason=answer.reason, rule=answer.rule).model_dump_json()


@dataclass(frozen=True)
class PhoneMove:
    """A move a phone asked for: choice `index` (fingerprint `key`) of `seat`'s snapshot, its `seq`."""

    seat: int
    seq: int
    index: int
    key: str


@dataclass(frozen=True)
class PhoneHint:
    """A phone asking for a hint for `seat` in the position of its snapshot `version` (worked out off this thread)."""

    seat: int
    version: int


@dataclass(frozen=True)
class PhoneMark:
    """A tap on cell `key` of `seat`'s notepad: its mark is cycled on the render thread."""

    seat: int
    key: str


@dataclass(frozen=True)
class PhoneLesson:
    """A tap on `seat`'s teaching card: "Got it" on card `taught`, or "Stop teaching" (`taught` None). Applied
    on the render thread, which owns the teacher."""

    seat: int
    taught: str | None = None


@dataclass(eq=False)
class _Socket:
    ws: web.WebSocketResponse
    seat: int
    state: str = "new"            # new -> joined | held -> closed
    device: str | None = None     # the token the phone joined with (held: the one it will be given)
    first: bool = True            # its first frame (the join) is not counted: a throttled phone can still rejoin
    dropped: int = 0
    warned: bool = False
    bad: int = 0
    made: int = -1                # which of its seat's snapshots it was sent last (the seat's `made` then)
    sending: asyncio.Lock = field(default_factory=asyncio.Lock)   # one send at a time, in order


@dataclass
class _Seat:
    secret: str
    device: str | None = None                 # the digest of the token of the phone that has this seat
    socket: _Socket | None = None
    held: _Socket | None = None                # another phone asking to take the seat over
    last_seq: int = 0
    results: dict = field(default_factory=dict)   # seq -> the JSON sent as its result
    snapshot: SeatMessages | None = None       # the last snapshot made (whole, and as a change)
    made: int = 0                              # how many snapshots were made for it
    faces: set = field(default_factory=set)    # faces its snapshots have shown (canonical JSON): all it may fetch
    note_keys: frozenset = frozenset()         # the cells of the notepad its last snapshot showed: all it may mark
    tokens: float | None = None                # the rate limit's bucket, for all the seat's sockets (None: full)
    stamp: float = 0.0
    widths: set = field(default_factory=set)   # the widths its phone asked its hand's faces at (drawn ahead)


class PhoneServer:
    def __init__(self, match, seats: list[int], host: str = "127.0.0.1", port: int = 0, *,
                 allowed_hosts: tuple[str, ...] = (), rate: float = 10.0, burst: int = 30,
                 on_move: Callable[[], None] | None = None, views: PhoneViews | None = None,
                 seat_secrets: dict[int, str] | None = None):
        self.match = match
        self.views = views or PhoneViews(match)
        self.host = host
        self.port = port
        self.allowed_hosts = tuple(allowed_hosts)
        self.rate, self.burst = float(rate), int(burst)
        self.on_move = on_move   # called on the server's thread when a move or a face waits (wake the app)
        self.moves: queue.Queue[PhoneMove] = queue.Queue()
        self.marks: queue.Queue[PhoneMark] = queue.Queue()
        self.lessons: queue.Queue[PhoneLesson] = queue.Queue()
        self.hints: queue.Queue[PhoneHint] = queue.Queue()   # asked here, thought in the table's bot process
        self.failures: list[str] = []           # exceptions caught in the server (tests require none)
        self.malformed = 0                      # requests the HTTP parser rejected (answered 400, not printed)
        self._seats = {s: self._remembered(s, kept_secret((seat_secrets or {}).get(s))) for s in seats}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._start_error: BaseException | None = None
        self._tasks: set[asyncio.Task] = set()
        self.faces = FaceCache()
        self._files = _static_files()
        self._pages: dict[str, bytes] = {}     # language -> the page with its fixed words in it

    def _remembered(self, s: int, secret: str) -> _Seat:
        """Seat `s` as its save remembers it: the phone that held it, and its last move's number and answer."""
        seat = _Seat(secret)
        kept = self.match.record.seats[s] if 0 <= s < len(self.match.record.seats) else None
        if kept is not None:
            seat.device = kept.phone_device
            if kept.phone_answer is not None:
                seat.last_seq = kept.phone_answer.seq
                seat.results[seat.last_seq] = answer_message(kept.phone_answer)
        return seat

    # ----- for the app (any thread but the server's) ------------------------------------------------
    @property
    def seats(self) -> list[int]:
        return list(self._seats)

    def devices(self) -> dict[int, str | None]:
        """Each seat's phone now (the digest of its device token; None: none yet): the host keeps them in the save."""
        return {s: seat.device for s, seat in self._seats.items()}

    def url(self, seat: int) -> str:
        """The link a phone opens for `seat` (the secret is in it: show it to that person only)."""
        return f"http://{self.host}:{self.port}/j/{self._seats[seat].secret}"

    def secret(self, seat: int) -> str:
        return self._seats[seat].secret

    def start(self) -> None:
        """Listen on host:port (port 0: any free one, read `port` after) in a thread of its own."""
        if self._thread is not None:
            return
        self.publish()
        ready = threading.Event()
        self._thread = threading.Thread(target=self._serve, args=(ready,), name="phone-server", daemon=True)
        self._thread.start()
        ready.wait(10)
        if self._start_error is not None or self._loop is None:
            self._thread.join(5)
            self._thread = None
            raise OSError(f"the phone server could not listen on {self.host}:{self.port}: {self._start_error}")

    def stop(self, closing: Closed | None = None) -> None:
        """Stop listening and end the thread, telling each phone `closing` first when given (a game that ended: is
        another coming?); without it a phone just tries again (the game may come back: Continue)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self._shut(closing), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        self._thread = self._loop = None

    def publish(self, first: Iterable[int] = ()) -> None:
        """Make each phone seat's snapshot now (on this thread, which owns the match) and send the ones that
        changed. The seats in `first` (the phones whose moves were just played) are made and handed to the
        server before the others are made: the phone that moved does not wait for every other seat's snapshot."""
        ahead = [s for s in dict.fromkeys(first) if s in self._seats]
        for seats in (ahead, [s for s in self._seats if s not in ahead]):
            if seats:
                self._hand_over(seats)

    def _hand_over(self, seats: list[int]) -> None:
        """Make `seats`' snapshots and hand the changed ones to the server's thread."""
        made = {seat: self.views.messages(seat) for seat in seats}
        snaps = {seat: m.snapshot for seat, m in made.items()}
        changed = {seat: m for seat, m in made.items() if m.change is not None}
        notes = {seat: frozenset(c.key for row in snap.notepad.cells for c in row) if snap.notepad else frozenset()
                 for seat, snap in snaps.items()}
        sent = threading.Event()
        self._call(self._push, changed, {seat: faces_in(snap) for seat, snap in snaps.items()}, notes, sent)
        asked = 0
        for seat, snap in snaps.items():     # the hand's faces, then the table's, drawn before the phone asks
            asked += self.faces.warm(hand_faces(snap), self._seats[seat].widths or {WARM_WIDTH})
            asked += self.faces.warm(table_faces(snap), {TABLE_WIDTH})
        if asked:
            self._wake()                      # a frame to draw them in, even if the table is idle
        if self._loop is not None and threading.current_thread() is not self._thread:
            # hand them over before the next are made or the table draws the move: meanwhile the server's thread
            # would wait for the interpreter lock (a new position's frame is ~10 ms) and the phones with it; a
            # stuck server is not waited for long
            sent.wait(HANDOFF_WAIT)

    def drain(self, apply: Callable | None = None) -> int:
        """Play the queued phone moves through `apply(move)` (the table's path; the match's `play` if not
        given), answer each phone, and publish when any was played: the phones that moved first. Call it on the
        thread that owns the match. It also does what `draw_faces` does (notepad marks, the card faces phones
        asked for). Returns how many move requests were handled."""
        apply = apply or self.match.play
        handled = 0
        movers: list[int] = []
        while True:
            try:
                request = self.moves.get_nowait()
            except queue.Empty:
                break
            handled += 1
            try:
                move = self.views.resolve(request.seat, request.index, request.key)
                with self.match.phone_move(request.seat, request.seq):   # saved with the move: never played twice
                    apply(move)
            except (Stale, IllegalMove) as err:
                reason, rule = refusal_of(err, self.views.adapter(request.seat))
                self.match.answered(request.seat, PhoneAnswer(seq=request.seq, reason=reason, rule=rule))
                self.answer(request, reason, rule)
            else:
                movers.append(request.seat)
                self.answer(request)
        self.draw_faces(movers)
        return handled

    def _apply_marks(self) -> list[int]:
        """Cycle the queued notepad marks (on the render thread, in the table's own store; a key the seat's
        notepad does not have is answered with an error). Returns the seats whose marks changed."""
        changed = []
        while True:
            try:
                request = self.marks.get_nowait()
            except queue.Empty:
                return changed
            try:
                self.views.mark(request.seat, request.key)
            except NotOnNotepad as err:
                self._call(self._tell, request.seat, Error(code="bad_mark", message=str(err)).model_dump_json())
            else:
                changed.append(request.seat)

    def _apply_lessons(self) -> list[int]:
        """The queued taps on teaching cards, given to the teacher (on the render thread; a "Got it" for a card
        not on show is ignored). Returns the seats whose card changed."""
        changed = []
        while True:
            try:
                request = self.lessons.get_nowait()
            except queue.Empty:
                return changed
            teaching = self.views.teaching
            if teaching is None or request.seat not in self._seats:
                continue
            if (teaching.stop(request.seat) if request.taught is None
                    else teaching.got_it(request.seat, request.taught)):
                changed.append(request.seat)

    def answer(self, request: PhoneMove, reason: str | None = None, rule: str | None = None) -> None:
        """Tell the seat's phone its move was played (no reason) or refused (why, and the rule)."""
        reply = Accepted(seq=request.seq) if reason is None else Refused(seq=request.seq, reason=reason, rule=rule)
        self._call(self._answer, request.seat, request.seq, reply.model_dump_json())

    def revoke(self, seat: int) -> str:
        """A new link for `seat`; the phones on the old one are told and let go. Returns the new link."""
        new = secrets.token_urlsafe(SECRET_BYTES)
        self._call(self._revoke, seat, new, wait=True)
        return self.url(seat)

    def set_seats(self, seats: list[int], seat_secrets: dict[int, str] | None = None) -> None:
        """The phone seats changed while the server runs (a seat moved to or from a phone): a seat no longer a
        phone is no longer served (its phone was told by `release`), a new one is served from its saved secret;
        the other phones stay connected. The next `publish` gives a new seat its position."""
        self._call(self._set_seats, list(seats), dict(seat_secrets or {}), wait=True)

    def release(self, seat: int, why: str) -> None:
        """`seat` is played at the laptop or by a bot now: its phone is told `why` and let go (its link stays:
        switched back to a phone, the same phone takes it again)."""
        self._call(self._release, seat, Released(message=why), wait=True)

    def pending_takeovers(self) -> list[int]:
        """Seats where another phone waits for the host to let it take over."""
        return [s for s, seat in self._seats.items() if seat.held is not None]

    def accept_takeover(self, seat: int) -> bool:
        return bool(self._call(self._take_over, seat, True, wait=True))

    def refuse_takeover(self, seat: int) -> bool:
        return bool(self._call(self._take_over, seat, False, wait=True))

    def joined(self, seat: int) -> bool:
        """Has `seat` a phone connected now (the table marks it joined)?"""
        return self._seats[seat].socket is not None

    # ----- the server's thread ------------------------------------------------------------------------
    def _call(self, fn, *args, wait: bool = False):
        """Run `fn(*args)` on the server's loop (at once when the server is not running)."""
        loop = self._loop
        if loop is None or not loop.is_running():
            return fn(*args)
        if threading.current_thread() is self._thread:
            return fn(*args)
        if not wait:
            loop.call_soon_threadsafe(self._guarded, fn, *args)
            return None

        async def run():
            return self._guarded(fn, *args)
        return asyncio.run_coroutine_threadsafe(run(), loop).result(10)

    def _guarded(self, fn, *args):
        try:
            return fn(*args)
        except Exception as err:  # never let one phone's trouble reach the app
            self._failed(err)
            return None

    def _failed(self, err: BaseException) -> None:
        self.failures.append(f"{type(err).__name__}: {err}")

    def _serve(self, ready: threading.Event) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        loop.set_exception_handler(lambda _loop, context: self._failed(
            context.get("exception") or RuntimeError(context.get("message", "loop error"))))
        try:
            loop.run_until_complete(self._open())
        except Exception as err:
            self._start_error = err
            ready.set()
            loop.close()
            return
        self._loop = loop
        ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _open(self) -> None:
        app = web.Application(client_max_size=MAX_MESSAGE_BYTES)
        log = logging.Logger(f"{__name__}.http")     # this server's own (not registered, never propagated)
        log.addHandler(_RejectedRequests(self))
        app.router.add_get("/j/{secret}", self._page)
        app.router.add_get("/ws/{secret}", self._socket)
        app.router.add_get("/s/{name}", self._static)
        app.router.add_get("/f/{secret}", self._face)
        # a closing table waits at most a second for a phone's open request (a browser keeps its connections)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=SHUTDOWN_WAIT,
                                     logger=log)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def _shut(self, closing: Closed | None) -> None:
        for seat in self._seats.values():
            for sock in (seat.socket, seat.held):
                if sock is not None:
                    with contextlib.suppress(Exception):
                        if closing is not None:
                            await self._send(sock, closing)
                        await sock.ws.close(code=1001, message=b"the table closed")
            seat.socket = seat.held = None
        if self._runner is not None:
            await self._runner.cleanup()

    # ----- who is asking --------------------------------------------------------------------------------
    def _hosts(self) -> set[str]:
        return {f"{self.host}:{self.port}", *self.allowed_hosts}

    def _seat_of(self, secret: str) -> int | None:
        """The seat whose secret this is, comparing with every seat's in constant time."""
        given = secret.encode("utf-8", "surrogatepass")[:256]
        found = None
        for s, seat in self._seats.items():
            if hmac.compare_digest(given, seat.secret.encode()):
                found = s
        return found

    def _admit(self, request: web.Request, socket: bool) -> int | None:
        if request.host not in self._hosts():
            return None
        origin = request.headers.get("Origin")
        if socket and origin is not None and origin not in {f"http://{h}" for h in self._hosts()}:
            return None
        return self._seat_of(request.match_info.get("secret", ""))

    @staticmethod
    def _forbidden() -> web.Response:
        return web.Response(status=403, text="Forbidden", headers=HEADERS)

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if self._admit(request, socket=False) is None:
            if request.host in self._hosts():         # a person's old or mistyped link: say what to do, in words
                return web.Response(status=403, body=self._unknown_link(current()), content_type="text/html",
                                    charset="utf-8", headers=HEADERS)
            return self._forbidden()
        return web.Response(body=self._page_in(current()), content_type="text/html", charset="utf-8",
                            headers=HEADERS)

    @staticmethod
    def _unknown_link(lang: str) -> bytes:
        """The page a link that opens no seat gets (403): the app's look and icon, and how to join."""
        words = html.escape(_(UNKNOWN_LINK), quote=False)
        return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" '
                f'content="width=device-width, initial-scale=1"><title>Menagerie</title>'
                f'<link rel="icon" type="image/png" href="/s/{ICON}"><link rel="stylesheet" href="/s/phone.css">'
                f'</head><body><main id="main"><p id="unknown-link">{words}</p></main></body></html>').encode()

    def _page_in(self, lang: str) -> bytes:
        """The page in the laptop's language, made once per language."""
        made = self._pages.get(lang)
        if made is None:
            made = self._pages[lang] = page_in(self._files["index.html"][0].decode("utf-8"), lang).encode("utf-8")
        return made

    async def _static(self, request: web.Request) -> web.StreamResponse:
        """The page's script and styles, from the package and from nowhere else (a fixed list of names)."""
        if request.host not in self._hosts():
            return self._forbidden()
        found = self._files.get(request.match_info.get("name", ""))
        if found is None or request.match_info["name"] == "index.html":
            return web.Response(status=404, text="Not found", headers=HEADERS)
        body, kind, etag = found
        headers = {**HEADERS, "Cache-Control": "no-cache", "ETag": etag}
        if request.headers.get("If-None-Match") == etag:
            return web.Response(status=304, headers=headers)
        return web.Response(body=body, content_type=kind, charset="utf-8" if kind.startswith("text/") else None,
                            headers=headers)

    async def _face(self, request: web.Request) -> web.StreamResponse:
        """A card face as PNG, drawn by the table's code: only a face this seat's own snapshots have shown
        (anything else is 404, the same answer as a face that does not exist)."""
        seat = self._admit(request, socket=False)
        if seat is None:
            return self._forbidden()
        key = parse_key(request.query.get("k", ""))
        width = request.query.get("w", "")
        if key is None or key not in self._seats[seat].faces or not width.isdigit() or int(width) not in FACE_WIDTHS:
            return web.Response(status=404, text="Not found", headers=HEADERS)
        if key in hand_faces(self._seats[seat].snapshot.snapshot if self._seats[seat].snapshot else None):
            self._seats[seat].widths.add(int(width))      # the size this phone shows its hand at
        future, new = self.faces.request(key, int(width))
        if future is None:
            return web.Response(status=503, text="Busy", headers={**HEADERS, "Retry-After": "1"})
        if new or not future.done():
            self._wake()                      # the render loop draws faces in drain() (one asked ahead, too)
        try:
            data = await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(future)), FACE_WAIT)
        except TimeoutError:
            return web.Response(status=503, text="Busy", headers={**HEADERS, "Retry-After": "1"})
        except LookupError:
            return web.Response(status=404, text="Not found", headers=HEADERS)
        headers = {**HEADERS, "Cache-Control": "private, max-age=86400"}
        return web.Response(body=data, content_type="image/png", headers=headers)

    def draw_faces(self, movers: Iterable[int] = ()) -> None:
        """Draw the faces phones asked for, on the calling (render) thread, within a frame's budget (a few
        milliseconds); also while the table holds its moves back. Notepad marks and lessons do not wait for the
        table either: they are applied here, and the snapshots sent when they (or `movers`, the phones whose moves
        `drain` just played) changed anything, to those phones first."""
        changed = [*movers, *self._apply_marks(), *self._apply_lessons()]
        if changed:
            self.publish(first=changed)
        if self.faces.waiting():
            self.faces.render_pending(self._draw_face)

    def _draw_face(self, key, width: int):
        """The table's drawing of a face (on the render thread, from `drain`)."""
        return self.views.adapter(None).face(key, width)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        try:
            seat = self._admit(request, socket=True)
            if seat is None:
                return self._forbidden()
            ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE_BYTES, heartbeat=HEARTBEAT)
            await ws.prepare(request)
        except Exception as err:
            self._failed(err)
            raise
        sock = _Socket(ws, seat)
        try:
            async for msg in ws:
                if sock.state == "closed":
                    break
                if msg.type == WSMsgType.TEXT:
                    await self._frame(sock, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    await self._frame(sock, None)
                else:
                    break
        except Exception as err:
            self._failed(err)
        finally:
            self._let_go(sock)
            if not ws.closed:
                with contextlib.suppress(Exception):
                    await ws.close()
        return ws

    def _wake(self) -> None:
        """Wake the app's loop: a move, a mark or a face waits, or a seat's phone came or went (the table
        shows who is connected)."""
        if self.on_move is not None:
            self.on_move()

    def _let_go(self, sock: _Socket) -> None:
        sock.state = "closed"
        seat = self._seats.get(sock.seat)
        if seat is None:
            return
        if seat.socket is sock:
            seat.socket = None
            self._wake()
        if seat.held is sock:
            seat.held = None
            self._wake()

    # ----- one frame --------------------------------------------------------------------------------
    def _allowed(self, sock: _Socket) -> bool:
        """Token bucket per seat (all its sockets together, so reconnecting earns nothing): `rate` frames a second,
        bursts of `burst`. A socket's first frame is free (a join, or an error): one per connection, never a move."""
        if sock.first:
            sock.first = False
            return True
        seat = self._seats[sock.seat]
        now = asyncio.get_running_loop().time()
        seat.tokens = float(self.burst) if seat.tokens is None else \
            min(float(self.burst), seat.tokens + (now - seat.stamp) * self.rate)
        seat.stamp = now
        if seat.tokens >= 1.0:
            seat.tokens -= 1.0
            sock.warned = False
            return True
        sock.dropped += 1
        return False

    async def _frame(self, sock: _Socket, data: str | None) -> None:
        if sock.seat not in self._seats:             # its seat left the phones meanwhile (set_seats)
            await self._close(sock, 4002, b"released")
            return
        if not self._allowed(sock):
            if sock.dropped >= DROPPED_TO_CLOSE:
                await self._close(sock, 1008, b"too many messages")
            elif not sock.warned:
                sock.warned = True
                await self._send(sock, Error(code="rate_limited", message=_("Too many messages; slow down.")))
            return
        try:
            if data is None:
                raise BadMessage("a message is one JSON text frame")
            message = parse_phone_message(data)
        except BadMessage as err:
            sock.bad += 1
            if sock.bad >= BAD_FRAMES_TO_CLOSE:
                await self._close(sock, 1008, b"too many bad messages")
                return
            code = "too_big" if "at most" in str(err) else "bad_message"
            await self._send(sock, Error(code=code, message=str(err)))
            return
        if isinstance(message, Join):
            await self._join(sock, message)
        elif isinstance(message, Move):
            await self._move(sock, message)
        elif isinstance(message, Mark):
            await self._mark(sock, message)
        elif isinstance(message, Taught | StopTeaching):
            await self._lesson(sock, message)
        elif isinstance(message, AskHint):
            await self._hint(sock, message)
        else:
            await self._send(sock, Pong())

    async def _join(self, sock: _Socket, join: Join) -> None:
        if sock.state != "new":
            await self._send(sock, Error(code="already_joined", message=_("This phone has joined already.")))
            return
        seat = self._seats[sock.seat]
        same_phone = seat.device is not None and join.device is not None and \
            hmac.compare_digest(device_digest(join.device).encode(), seat.device.encode())
        if seat.device is None or same_phone:
            old = seat.socket
            await self._welcome(sock, seat, join.device if same_phone else None)
            if old is not None and old is not sock:
                await self._close(old, 4001, b"taken over", TakenOver())
            return
        if seat.held is not None:                      # only the newest phone waits for the host
            await self._close(seat.held, 4001, b"taken over", TakenOver())
        sock.state = "held"
        seat.held = sock
        self._wake()                                   # the table asks the host
        await self._send(sock, Held())

    async def _welcome(self, sock: _Socket, seat: _Seat, device: str | None) -> None:
        """Give `sock` the seat: `device` is the token it rejoined with (None: a new phone, given a new one)."""
        token = device or secrets.token_urlsafe(16)
        seat.device = device_digest(token)
        sock.state, sock.device = "joined", token
        seat.socket = sock
        self._wake()                                   # the table marks the seat joined (and keeps its phone)
        lang = current()                               # read once: the language and its words agree
        welcome = Welcome(seat=sock.seat, name=self.views.adapter(sock.seat).name(sock.seat), device=token,
                          next_seq=seat.last_seq + 1, lang=lang, words=page_words(lang)).model_dump_json()
        whole = seat.snapshot.whole if seat.snapshot is not None else None
        if whole is not None:
            sock.made = seat.made           # the changes made after this snapshot are sent after it
        await self._send_text(sock, welcome, *([whole] if whole is not None else []))

    async def _refused_before_joining(self, sock: _Socket) -> bool:
        """A move or a mark from a phone that has no seat yet gets an error (True: it was refused)."""
        if sock.state == "joined":
            return False
        code = "held" if sock.state == "held" else "not_joined"
        await self._send(sock, Error(code=code, message=_("This phone has not joined its seat yet.")))
        return True

    async def _move(self, sock: _Socket, move: Move) -> None:
        if await self._refused_before_joining(sock):
            return
        seat = self._seats[sock.seat]
        if move.seq <= seat.last_seq:                  # sent again: answered once, played once
            if move.seq in seat.results:
                await self._send_text(sock, seat.results[move.seq])
            return
        seat.last_seq = move.seq
        self.moves.put(PhoneMove(sock.seat, move.seq, move.index, move.key))
        self._wake()

    async def _mark(self, sock: _Socket, mark: Mark) -> None:
        if await self._refused_before_joining(sock):
            return
        seat = self._seats[sock.seat]
        if mark.key not in seat.note_keys:
            words = _("That is not a cell of your notepad.") if seat.note_keys else _("This game has no notepad.")
            await self._send(sock, Error(code="bad_mark", message=words))
            return
        self.marks.put(PhoneMark(sock.seat, mark.key))
        self._wake()

    async def _lesson(self, sock: _Socket, message: Taught | StopTeaching) -> None:
        if await self._refused_before_joining(sock):
            return
        self.lessons.put(PhoneLesson(sock.seat, message.id if isinstance(message, Taught) else None))
        self._wake()

    async def _hint(self, sock: _Socket, ask: AskHint) -> None:
        """Queued for the render thread, which asks the table's bot process: never thought on this loop."""
        if await self._refused_before_joining(sock):
            return
        self.hints.put(PhoneHint(sock.seat, ask.version))
        self._wake()

    def asked_hints(self) -> list[PhoneHint]:
        """The hints phones asked for since the last call (on the render thread)."""
        asked = []
        while True:
            try:
                asked.append(self.hints.get_nowait())
            except queue.Empty:
                return asked

    def send_hint(self, seat: int, hint: HintMessage) -> None:
        """The hint to that seat's phone alone."""
        self._call(self._tell, seat, hint.model_dump_json())

    # ----- replies and pushes (on the server's loop) ---------------------------------------------------
    def _push(self, made: dict[int, SeatMessages], faces: dict[int, set] | None = None,
              notes: dict[int, frozenset] | None = None, sent: threading.Event | None = None) -> None:
        """Each seat's new snapshot to its phone: the change when the phone holds the seat's previous one, else
        the whole; `sent` is set once they are written (or waiting their turn on a busy socket)."""
        for s, shown in (faces or {}).items():
            self._seats[s].faces |= shown
        for s, keys in (notes or {}).items():
            self._seats[s].note_keys = keys
        sends = []
        for s, messages in made.items():
            seat = self._seats[s]
            seat.snapshot = messages
            seat.made += 1
            sock = seat.socket
            if sock is not None:
                sends.append(self._spawn(self._send_text(sock, messages.change if sock.made == seat.made - 1
                                                         else messages.whole)))
                sock.made = seat.made
        if sent is not None:
            if any(t is not None for t in sends):     # after the sends' first steps, which write a small frame
                asyncio.get_running_loop().call_soon(sent.set)   # (a phone slow to read is not waited for)
            else:
                sent.set()

    def _answer(self, s: int, seq: int, text: str) -> None:
        seat = self._seats[s]
        seat.results[seq] = text
        while len(seat.results) > RESULTS_KEPT:
            seat.results.pop(next(iter(seat.results)))
        self._tell(s, text)

    def _tell(self, s: int, text: str) -> None:
        """Send the seat's phone one message (an answer that is not a move's)."""
        seat = self._seats[s]
        if seat.socket is not None:
            self._spawn(self._send_text(seat.socket, text))

    def _revoke(self, s: int, new_secret: str) -> None:
        seat = self._seats[s]
        seat.secret = new_secret
        seat.device = None
        for sock in (seat.socket, seat.held):
            if sock is not None:
                self._spawn(self._close(sock, 4003, b"revoked", Revoked()))
        seat.socket = seat.held = None

    def _set_seats(self, seats: list[int], secrets_: dict[int, str]) -> None:
        for s in [s for s in self._seats if s not in seats]:
            seat = self._seats.pop(s)
            for sock in (seat.socket, seat.held):
                if sock is not None and sock.state != "closed":
                    self._spawn(self._close(sock, 4002, b"released"))
        for s in seats:
            if s not in self._seats:
                self._seats[s] = self._remembered(s, kept_secret(secrets_.get(s)))

    def _release(self, s: int, released: Released) -> None:
        seat = self._seats[s]
        for sock in (seat.socket, seat.held):
            if sock is not None:
                self._spawn(self._close(sock, 4002, b"released", released))
        seat.socket = seat.held = None

    def _take_over(self, s: int, accept: bool) -> bool:
        seat = self._seats[s]
        new, old = seat.held, seat.socket
        if new is None or new.state != "held":
            return False
        seat.held = None
        if not accept:
            self._spawn(self._close(new, 4001, b"refused"))
            return True
        if old is not None:
            seat.socket = None
            self._spawn(self._close(old, 4001, b"taken over", TakenOver()))
        self._spawn(self._welcome(new, seat, None))
        return True

    def _spawn(self, coro) -> asyncio.Task | None:
        """Run a send or a close on the server's loop (dropped when the server is not running: the
        snapshot is kept and sent when a phone joins)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            coro.close()
            return None
        task = loop.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _send(self, sock: _Socket, message) -> None:
        await self._send_text(sock, message.model_dump_json())

    async def _send_text(self, sock: _Socket, *texts: str) -> None:
        """Send `texts` in turn. The socket's lock is taken before the first await (FIFO), so messages go out
        in the order they were asked for, whatever each frame's size (aiohttp compresses a big one apart)."""
        async with sock.sending:
            for text in texts:
                if sock.ws.closed or sock.state == "closed":
                    return
                try:
                    await sock.ws.send_str(text)
                except (ConnectionError, RuntimeError, asyncio.CancelledError):
                    self._let_go(sock)
                    return

    async def _close(self, sock: _Socket, code: int, why: bytes, tell=None) -> None:
        if tell is not None:
            await self._send(sock, tell)
        self._let_go(sock)
        with contextlib.suppress(Exception):
            await sock.ws.close(code=code, message=why)


class _RejectedRequests(logging.Handler):
    """aiohttp's server log for one phone server. A request its HTTP parser rejects (a malformed request line, a
    NUL, an over-long line, two Host headers) has been answered 400 already: it is counted (`malformed`), never
    printed on the app's stderr. Anything else aiohttp reports is one of the server's failures."""

    def __init__(self, server: PhoneServer):
        super().__init__(logging.DEBUG)
        self.server = server

    def emit(self, record: logging.LogRecord) -> None:
        err = record.exc_info[1] if record.exc_info else None
        if isinstance(err, HttpProcessingError):
            self.server.malformed += 1
        elif record.levelno >= logging.WARNING:
            self.server._failed(err or RuntimeError(record.getMessage()))


def _static_files() -> dict[str, tuple[bytes, str, str]]:
    """The page, its script and its styles read once from the package: name -> (bytes, type, ETag)."""
    folder = resources.files(__package__) / "static"
    files = {"index.html": "text/html", **STATIC_FILES}
    out = {}
    bodies = {name: (folder / name).read_bytes() for name in files}
    bodies[ICON] = png(draw_icon(ICON_SIZE))               # the app's duck, for the tab and a home-screen link
    files[ICON] = "image/png"
    for name, body in bodies.items():
        out[name] = (body, files[name], '"' + hashlib.sha256(body).hexdigest()[:20] + '"')
    return out

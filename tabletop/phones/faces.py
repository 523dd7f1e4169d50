"""Card faces for the phone page, drawn by the table's own code and handed to the server as PNG bytes.

pygame is not made to be used from two threads at once (fonts, shared face caches, blits that let go
of the GIL), and the render loop draws all the time. So the server thread never draws: a face it does
not have yet is asked for (`request`, any thread) and drawn on the thread that owns the match when
the app calls `PhoneServer.drain` once a frame (`render_pending`, a small time budget per frame). The
finished PNGs are kept per face and width (`FaceCache`, guarded by a lock) and served from the server
thread from then on.

Which faces a seat may fetch is decided elsewhere (the server keeps, per seat, the faces its own
snapshots have shown: `faces_in`); this module only draws and keeps.
"""

import io
import json
import threading
import time
from collections import OrderedDict
from concurrent.futures import Future

import pygame

from .face_keys import face_from_json
from .messages import Snapshot

FACE_WIDTHS = (48, 64, 96, 128, 160, 192, 256, 320, 384)   # the widths a page may ask for (bounded cache)
MAX_KEY_CHARS = 400          # a face key's JSON in a URL; the longest real key is under 100
KEPT = 600                   # PNGs kept (a 10-card hand at two widths in every game is far fewer)
MAX_PENDING = 128            # faces waiting to be drawn; beyond that the server answers 503
FRAME_BUDGET = 0.012         # seconds of drawing per drain (at least one face per call)
WARM_WIDTH = 160             # a hand's faces are drawn ahead at this width until its phone asks at its own
#                              (a 360 px wide phone's cards at twice its pixels)
TABLE_WIDTH = 128            # the table's small faces (56 px on the page, at twice its pixels)


def canonical(face_json) -> str:
    """One text per face key, whatever spacing or order the JSON came with."""
    return json.dumps(face_json, separators=(",", ":"), sort_keys=True, ensure_ascii=True)


def parse_key(text: str) -> str | None:
    """The canonical text of a face key sent in a URL, or None when it is not JSON of a key."""
    if not isinstance(text, str) or not text or len(text) > MAX_KEY_CHARS:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, list | str | int):
        return None
    return canonical(data)


def faces_in(snapshot: Snapshot) -> set[str]:
    """Every face a snapshot shows its seat (its private pieces, its choices, the score panel's facts, the table's
    pieces), as canonical JSON: what that seat's link may fetch as an image."""
    found = {canonical(p.face) for p in snapshot.private if p.face is not None}
    found |= {canonical(c.face) for c in snapshot.choices if c.face is not None}
    found |= table_faces(snapshot)
    for line in snapshot.scores.facts:
        for part in line:
            if isinstance(part, dict) and part.get("face") is not None:
                found.add(canonical(part["face"]))
    return found


def hand_faces(snapshot: Snapshot | None) -> set[str]:
    """The faces of a snapshot's private pieces (the hand, a role): what a page shows first and must not wait for."""
    return {canonical(p.face) for p in snapshot.private if p.face is not None} if snapshot is not None else set()


def table_faces(snapshot: Snapshot) -> set[str]:
    """The faces of a snapshot's table in short (its Table view)."""
    return {canonical(i.face) for g in snapshot.table for r in g.rows for i in r.items if i.face is not None}


def png(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "face.png")
    return out.getvalue()


class FaceCache:
    """PNG faces by (canonical key, width), drawn on the render thread on request, safe from any thread."""

    def __init__(self, kept: int = KEPT, max_pending: int = MAX_PENDING):
        self._lock = threading.Lock()
        self._done: OrderedDict[tuple[str, int], bytes] = OrderedDict()
        self._pending: OrderedDict[tuple[str, int], Future] = OrderedDict()
        self._kept, self._max_pending = kept, max_pending
        self.drawn = 0               # faces drawn so far (tests, the bench)

    def request(self, key: str, width: int) -> tuple[Future | None, bool]:
        """A future for the PNG of (key, width) and whether it is newly asked for; (None, False) when
        too many faces already wait (the page tries again later)."""
        with self._lock:
            data = self._done.get((key, width))
            if data is not None:
                done: Future = Future()
                done.set_result(data)
                return done, False
            waiting = self._pending.get((key, width))
            if waiting is not None:
                return waiting, False
            if len(self._pending) >= self._max_pending:
                return None, False
            future: Future = Future()
            self._pending[(key, width)] = future
            return future, True

    def warm(self, keys, widths) -> int:
        """Ask for faces nobody waits for yet (a hand just dealt), so the render loop draws them before a page
        asks: a page's first look at its hand is not blank while the faces are drawn one frame at a time.
        Returns how many were newly asked for."""
        asked = 0
        with self._lock:                  # one look for all (a publish asks for every phone's at every move)
            for key in sorted(keys):
                for width in sorted(widths):
                    wanted = (key, width)
                    if wanted in self._done or wanted in self._pending or len(self._pending) >= self._max_pending:
                        continue
                    self._pending[wanted] = Future()
                    asked += 1
        return asked

    def ready(self, key: str, width: int) -> bool:
        """Is the face drawn and kept (a request for it is answered at once)?"""
        with self._lock:
            return (key, width) in self._done

    def waiting(self) -> int:
        with self._lock:
            return len(self._pending)

    def render_pending(self, draw, budget: float = FRAME_BUDGET) -> None:
        """Draw waiting faces with `draw(face_key, width) -> Surface` (on the render thread) until the
        budget is spent (`drawn` counts them). A face that cannot be drawn fails its future."""
        end = time.perf_counter() + budget
        while True:
            with self._lock:
                if not self._pending:
                    return
                (key, width), future = self._pending.popitem(last=False)
            try:
                data = png(draw(face_from_json(json.loads(key)), width))
            except Exception as err:   # an unknown key: the page shows the card's words instead
                future.set_exception(LookupError(f"no face {key[:60]}: {type(err).__name__}"))
            else:
                with self._lock:
                    self._done[(key, width)] = data
                    while len(self._done) > self._kept:
                        self._done.popitem(last=False)
                    self.drawn += 1
                future.set_result(data)
            if time.perf_counter() >= end:
                return

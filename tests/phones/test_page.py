"""The phone page over HTTP, from a real server on 127.0.0.1 (and only there): the page, its script and styles
come from the package and nothing else; the first load stays small; a seat's link fetches only faces its own
snapshots have shown (never a card in another hand or in the deck); faces are drawn by the table's code on
the thread that drains the server (the render loop), never on the server's thread, and kept once drawn."""

import json
import socket
import struct
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.phones import server as server_module
from tabletop.phones.faces import FACE_WIDTHS, canonical
from tabletop.phones.server import PhoneServer
from tabletop.storage.saves import SeatSetup

NAMES = ["Ada", "Robin", "Karl", "Ivan"]
STATIC = Path(server_module.__file__).parent / "static"
FIRST_LOAD_LIMIT = 200 * 1024


@pytest.fixture
def srv():
    match = Match.new(rules.games()["strange-creatures"], 4, 3, seats=[SeatSetup(name=n) for n in NAMES],
                      autosave=False)
    server = PhoneServer(match, [0, 1], "127.0.0.1", 0)
    server.start()
    yield server
    server.stop()
    assert server.failures == [], server.failures[:3]


def get(srv, path: str, headers: dict | None = None, drain: bool = True, timeout: float = 8.0):
    """(status, headers, body) of a GET on the server, draining it meanwhile (as the render loop would)."""
    out = {}

    def fetch():
        request = urllib.request.Request(f"http://127.0.0.1:{srv.port}{path}", headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                out["got"] = (response.status, dict(response.headers), response.read())
        except urllib.error.HTTPError as err:
            out["got"] = (err.code, dict(err.headers), err.read())

    thread = threading.Thread(target=fetch)
    thread.start()
    while thread.is_alive():
        if drain:
            srv.drain()
        time.sleep(0.005)
    return out["got"]


def raw(srv, request_line: str) -> str:
    """The status line and body for a request sent byte for byte (no client tidies the path)."""
    with socket.create_connection(("127.0.0.1", srv.port), timeout=5) as conn:
        conn.sendall(f"{request_line}\r\nHost: 127.0.0.1:{srv.port}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    return data.decode("latin-1")


def face_path(srv, seat: int, face, width: int = 96) -> str:
    key = urllib.parse.quote(json.dumps(face))
    return f"/f/{srv.secret(seat)}?k={key}&w={width}"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "a PNG"
    return struct.unpack(">II", data[16:24])


# ----- the page and its files ----------------------------------------------------------------------------
def test_the_page_is_served_for_a_seats_link_only(srv):
    status, headers, body = get(srv, f"/j/{srv.secret(0)}")
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert body == (STATIC / "index.html").read_bytes()
    assert b'src="/s/phone.js"' in body and b'href="/s/phone.css"' in body
    assert "default-src 'self'" in headers["Content-Security-Policy"]
    assert get(srv, "/j/" + "x" * 32)[0] == 403
    assert get(srv, f"/j/{srv.secret(0)}", headers={"Host": "evil.example:80"})[0] == 403


def test_a_link_that_opens_no_seat_says_how_to_join_in_the_laptops_language(srv):
    """An old or mistyped link (a seat given a new link, a table closed) gets a page a person can act on, not a
    bare "Forbidden" in English; a request naming another host still gets the bare refusal."""
    from tabletop import language

    status, headers, body = get(srv, "/j/" + "x" * 32)
    assert status == 403 and headers["Content-Type"].startswith("text/html")
    assert b"Scan your seat's code" in body and b'href="/s/icon.png"' in body
    language.choose("de")
    try:
        assert b"Scanne den Code deines Platzes" in get(srv, "/j/" + "x" * 32)[2]
    finally:
        language.choose("en")
    status, _, body = get(srv, "/j/" + "x" * 32, headers={"Host": "evil.example:80"})
    assert status == 403 and body == b"Forbidden"


def test_the_script_and_styles_come_from_the_package(srv):
    for name, kind in (("phone.js", "text/javascript"), ("phone.css", "text/css")):
        status, headers, body = get(srv, f"/s/{name}")
        assert status == 200 and headers["Content-Type"].startswith(kind)
        assert body == (STATIC / name).read_bytes()
        assert get(srv, f"/s/{name}", headers={"If-None-Match": headers["ETag"]})[0] == 304
        assert get(srv, f"/s/{name}", headers={"Host": "192.0.2.1:80"})[0] == 403


def test_the_page_has_the_apps_icon(srv):
    """A phone's tab (and a link saved to its home screen) shows the duck; without it every load asked for
    /favicon.ico and logged a 404 in the console."""
    body = get(srv, f"/j/{srv.secret(0)}")[2]
    assert b'rel="icon" type="image/png" href="/s/icon.png"' in body
    status, headers, icon = get(srv, "/s/icon.png")
    assert status == 200 and headers["Content-Type"] == "image/png"
    assert png_size(icon) == (96, 96)


@pytest.mark.parametrize("path", [
    "/s/../server.py", "/s/..%2fserver.py", "/s/%2e%2e/server.py", "/s/%2e%2e%2fserver.py", "/s/__init__.py",
    "/s/faces.py", "/s/", "/s", "/s/.", "/s/..", "/s/index.html", "/static/phone.js", "/s/phone.js/",
    "/s/phone.js%00.py", "/s//etc/passwd", "/s/%2Fetc%2Fpasswd", "/", "/j/", "/f/",
])
def test_nothing_else_is_served_no_escapes_no_listing(srv, path):
    answer = raw(srv, f"GET {path} HTTP/1.1")
    status = int(answer.split(" ", 2)[1])
    assert status in (400, 403, 404), answer[:200]
    body = answer.split("\r\n\r\n", 1)[-1]
    assert "import" not in body and "phone.js" not in body and "root:" not in body


def test_the_first_load_is_under_200_kb(srv):
    total = 0
    status, _h, page = get(srv, f"/j/{srv.secret(1)}")
    total += len(page)
    for name in ("phone.js", "phone.css"):
        total += len(get(srv, f"/s/{name}")[2])
    assert status == 200 and total < FIRST_LOAD_LIMIT, f"{total} bytes"
    assert b"http://" not in page and b"https://" not in page, "nothing fetched from elsewhere"
    for name in ("phone.js", "phone.css"):
        text = (STATIC / name).read_text()
        assert "https://" not in text and "@import" not in text and "@font-face" not in text


# ----- faces -------------------------------------------------------------------------------------------
def test_a_seat_fetches_its_own_cards_faces_drawn_by_the_tables_code(srv):
    hand = srv.match.view(0).hand
    status, headers, data = get(srv, face_path(srv, 0, ["card", hand[0]], 128))
    assert status == 200 and headers["Content-Type"] == "image/png"
    expected = srv.views.adapter(0).face(("card", hand[0]), 128)
    assert png_size(data) == expected.get_size()
    # the same face again is not drawn again; any spelling of the same key is the same face
    drawn = srv.faces.drawn
    spaced = urllib.parse.quote(f'[ "card" ,  "{hand[0]}" ]')
    assert get(srv, f"/f/{srv.secret(0)}?k={spaced}&w=128")[2] == data
    assert srv.faces.drawn == drawn


def test_a_seat_never_fetches_a_face_its_view_hides(srv):
    mine, theirs, nobodys = srv.match.view(0).hand, srv.match.view(1).hand, srv.match.view(2).hand
    ivans = srv.match.view(3).hand
    for card in theirs + nobodys + ivans:
        assert card not in mine
        assert get(srv, face_path(srv, 0, ["card", card]))[0] == 404
    assert get(srv, face_path(srv, 1, ["card", theirs[0]]))[0] == 200     # it is Robin's to see
    assert get(srv, face_path(srv, 1, ["card", mine[0]]))[0] == 404
    # a wrong secret gets nothing, a right one with a made-up key or width gets the same as a hidden face
    assert get(srv, f"/f/{'A' * 32}?k={urllib.parse.quote(json.dumps(['card', mine[0]]))}&w=96")[0] == 403
    for query in ("k=%5B&w=96", "w=96", f"k={urllib.parse.quote(json.dumps(['card', mine[0]]))}&w=97",
                  f"k={urllib.parse.quote(json.dumps(['card', mine[0]]))}&w=-96", "k=" + "1" * 500 + "&w=96"):
        assert get(srv, f"/f/{srv.secret(0)}?{query}")[0] == 404, query
    # nothing was drawn for a hand no phone holds (a phone's own hand may be drawn ahead of its asking)
    assert not any(srv.faces.ready(canonical(["card", c]), w) for c in nobodys + ivans for w in FACE_WIDTHS)


def test_a_face_shown_before_stays_fetchable_after_it_is_played(srv):
    match = srv.match
    seat = match.to_act()[0]
    srv.publish()
    if seat not in srv.seats:
        seat = srv.seats[0]
    while match.to_act()[0] != seat:           # the others play until it is this phone's turn
        other = match.to_act()[0]
        match.play(match.game.legal_moves(match.state, other)[0])
    srv.publish()
    move = match.game.legal_moves(match.state, seat)[0]
    before = set(match.view(seat).hand)
    match.play(move)
    srv.publish()
    gone = before - set(match.view(seat).hand)
    assert gone, "a card left the hand"
    assert get(srv, face_path(srv, seat, ["card", gone.pop()]))[0] == 200


def test_faces_are_drawn_on_the_draining_thread_not_the_servers(srv, monkeypatch):
    adapter = srv.views.adapter(None)
    threads = []
    real = adapter.face

    def recording(face, width):
        threads.append(threading.current_thread().name)
        return real(face, width)

    monkeypatch.setattr(adapter, "face", recording)
    card = srv.match.view(0).hand[1]
    assert get(srv, face_path(srv, 0, ["card", card], 64))[0] == 200
    assert set(threads) == {threading.current_thread().name} and "phone-server" not in threads


def test_a_face_nobody_draws_is_busy_not_a_hang_and_wakes_the_app(srv, monkeypatch):
    woken = []
    srv.on_move = lambda: woken.append(threading.current_thread().name)
    monkeypatch.setattr(server_module, "FACE_WAIT", 0.3)
    path = face_path(srv, 0, ["card", srv.match.view(0).hand[2]], 160)
    status, headers, _ = get(srv, path, drain=False)
    assert status == 503 and headers["Retry-After"] == "1"
    assert woken == ["phone-server"], "the render loop is woken to draw it"
    assert get(srv, path)[0] == 200


def test_every_face_width_the_page_asks_for_is_allowed_and_bounded():
    assert list(FACE_WIDTHS) == sorted(FACE_WIDTHS) and FACE_WIDTHS[0] >= 32 and FACE_WIDTHS[-1] <= 512
    script = (STATIC / "phone.js").read_text()
    assert f"var FACE_WIDTHS = [{', '.join(map(str, FACE_WIDTHS))}];" in script
    assert canonical(["card", "x"]) == canonical(json.loads('[ "card",  "x" ]'))

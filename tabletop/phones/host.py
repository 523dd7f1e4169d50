"""The table's side of the phone seats: the server while a game with phone seats runs, each seat's link,
the address the phones reach, and the join panel the laptop draws.

The table (tabletop/scenes/table_scene.py) owns one `PhoneHost`: `start()` while its game has phone seats
and is not over, `drain(apply)` and `sync()` once a frame (the table's own move path, so undo, autosave,
narration and sounds are the same as at the laptop), `stop()` when the game ends or the table goes.
Each seat's secret is kept in the save (`SeatSetup.phone_key`), with the phone that holds the seat (a digest
of its device token, `phone_device`) and the place the server listened (`SaveRecord.phone_place`): Continue and
Play again hand them to a new server, so the same phones rejoin by themselves, without scanning again and
without the host. A game that ends tells its phones whether another follows (`stop(next_game=...)`).

Only the laptop's table draws the join panel (a QR code and link per phone seat): a link carries its
seat's secret, and the TV window draws the public table with its own painter, never this panel.

The server (aiohttp) and segno are imported only when a game has phone seats: a table without phones
starts as fast as before.

Addresses are read, never probed: the routing table (or a UDP socket's `connect`, which sends nothing)
says which interface the default route leaves by; no packet is sent anywhere.
"""

import contextlib
import functools
import ipaddress
import socket
import struct
import sys
from collections.abc import Callable

import pygame

from ..language import _, generation
from ..render import fonts, safe

DEFAULT_PORT = 8737
LOOPBACK = "127.0.0.1"
PHONE_WAKE = pygame.event.custom_type()     # posted by the server's thread when a phone's move is queued
QR_BORDER = 4                               # the quiet zone, in modules, that scanners need around a code
SIOCGIFADDR = 0x8915                        # Linux ioctl: an interface's IPv4 address (read locally)


# ----- addresses ---------------------------------------------------------------------------------------
def _linux_default_interface() -> str | None:
    """The interface of the default route, from the kernel's routing table (Linux only)."""
    try:
        with open("/proc/net/route") as table:
            next(table, None)
            for line in table:
                fields = line.split()
                if len(fields) > 7 and fields[1] == "00000000" and fields[7] == "00000000":
                    return fields[0]
    except OSError:
        return None
    return None


def _interface_address(name: str) -> str | None:
    """The IPv4 address of interface `name` (Linux: an ioctl on a socket that is never connected)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import fcntl

        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            packed = fcntl.ioctl(s.fileno(), SIOCGIFADDR, struct.pack("256s", name.encode()[:15]))
        return socket.inet_ntoa(packed[20:24])
    except (OSError, ImportError, ValueError):
        return None


def _route_address() -> str | None:
    """The source address the kernel would use for the home network. A UDP `connect` only chooses the
    route: nothing is sent."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 9))
            return probe.getsockname()[0]
    except OSError:
        return None


def usable(address: str | None) -> bool:
    try:
        ip = ipaddress.ip_address(address or "")
    except ValueError:
        return False
    return ip.version == 4 and not ip.is_unspecified and not ip.is_multicast


def default_address() -> str:
    """The address of the interface with the default route (the network the laptop is on), else 127.0.0.1."""
    interface = _linux_default_interface()
    for address in (_interface_address(interface) if interface else None, _route_address()):
        if usable(address) and not ipaddress.ip_address(address).is_loopback:
            return address
    return LOOPBACK


def local_addresses() -> list[tuple[str, str]]:
    """(address, label) of this computer's IPv4 interfaces: the default route's first, 127.0.0.1 last."""
    found: dict[str, str] = {}
    with contextlib.suppress(OSError):
        for _index, name in socket.if_nameindex():
            address = _interface_address(name)
            if usable(address):
                found.setdefault(address, name)
    with contextlib.suppress(OSError):
        for *_rest, sockaddr in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            if usable(sockaddr[0]):
                found.setdefault(sockaddr[0], "")
    first = default_address()
    found.setdefault(first, _linux_default_interface() or "")
    found.pop(LOOPBACK, None)
    ordered = [first] + sorted((a for a in found if a != first), key=ipaddress.ip_address)
    out = [(a, f"{a} ({found[a]})" if found[a] else a) for a in ordered if a != LOOPBACK]
    return out + [(LOOPBACK, _("{address} (this computer only)", address=LOOPBACK))]


def short_link(url: str, keep: int = 4) -> str:
    """The link as the table prints it under the QR code: the secret cut short ("…/j/7Kq4…")."""
    head, sep, secret = url.partition("/j/")
    return f"{head}{sep}{secret[:keep]}…" if sep else url


# ----- the server, for one table --------------------------------------------------------------------------
class PhoneHost:
    """The phone server of one table's game, started and stopped with it; links that survive Continue."""

    def __init__(self, match, seats: list[int], address: str | None = None, port: int | None = None, *,
                 strict: bool = False, wake: Callable[[], None] | None = None):
        self.match = match
        self.seats = list(seats)           # the phone seats now
        self.address = address              # None: the default route's interface
        self.port = port                    # None: DEFAULT_PORT, or any free one when it is taken
        self.strict = strict                # the command line's --host/--port: no quiet fallback
        self.wake = wake
        self.server = None                  # the PhoneServer while listening
        self.problem: str | None = None     # why phones cannot reach the table, in words
        self.published: tuple | None = None  # (position's version, language's generation, the table's wait,
        #                                        the phones' teaching cards)
        self.waits: str | None = None       # what the table waits for before it plays the phones' moves, in words
        self.rejected = 0                   # requests earlier servers of this table answered 400 (see `malformed`)
        self.teaching = None                # the phone seats' teaching cards (teaching/on_phones.py), when on
        self.asks_first: str | None = None  # a message said before listening the first time (phones/firewall.py)

    # ----- the seats' secrets (kept in the save) ----------------------------------------------------------
    def keys(self) -> dict[int, str]:
        """Each phone seat's secret: the saved one, or a new one (saved now) for a seat that has none."""
        from .server import kept_secret

        seats = list(self.match.record.seats)
        changed = False
        for s in self.seats:
            key = kept_secret(seats[s].phone_key)
            if key != seats[s].phone_key:
                seats[s] = seats[s].model_copy(update={"phone_key": key})
                changed = True
        if changed:
            self.remember(seats)
        return {s: seats[s].phone_key for s in self.seats}

    def remember(self, seats) -> None:
        self.match.record = self.match.record.model_copy(update={"seats": list(seats)})
        self.match.save()

    def keep_phones(self) -> None:
        """Save which phone holds each seat (a digest of its device token) when that changed: after Continue the
        same phone takes its seat back without the host."""
        if self.server is None:
            return
        seats = list(self.match.record.seats)
        changed = False
        for s, device in self.server.devices().items():
            if seats[s].phone_device != device:
                seats[s] = seats[s].model_copy(update={"phone_device": device})
                changed = True
        if changed:
            self.remember(seats)

    def keep_place(self) -> None:
        """Save where the server listens (Continue and Play again listen there again: the same links)."""
        from ..storage.saves import PhonePlace

        place = PhonePlace(address=self.address, port=self.port)
        if self.match.record.phone_place != place:
            self.match.record = self.match.record.model_copy(update={"phone_place": place})
            self.match.save()

    def listed(self) -> list[int]:
        """The seats the join panel lists: the phone seats, and the seats that were phones in this game
        (switched to the laptop or a bot, they can be switched back)."""
        return [i for i, s in enumerate(self.match.record.seats) if i in self.seats or s.phone_key]

    # ----- running ------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.server is not None

    def _places(self) -> list[tuple[str, int]]:
        address = self.address or default_address()
        port = DEFAULT_PORT if self.port is None else self.port
        if self.strict:
            return [(address, port)]
        places = [(address, port), (address, 0)]
        if address != LOOPBACK:
            places.append((LOOPBACK, 0))
        return list(dict.fromkeys(places))

    def start(self) -> None:
        """Listen for the phone seats (nothing when there are none); OSError only when `strict`."""
        if self.server is not None or not self.seats or self.asks_first:
            return
        from .server import PhoneServer

        keys = self.keys()
        problems = []
        for address, port in self._places():
            server = PhoneServer(self.match, self.seats, address, port, on_move=self.wake, seat_secrets=keys)
            server.views.teaching = self.teaching
            try:
                server.start()
            except OSError as err:
                problems.append(f"{address}:{port} ({_why(err)})")
                continue
            self.server, self.address, self.port = server, address, server.port
            self.keep_place()
            self.published = self._sent()
            self.problem = _("Could not listen on {where}.", where=problems[0]) if problems else None
            if address == LOOPBACK and not self.strict:
                alone = _("Only this computer can reach the table: choose the home network in Settings.")
                self.problem = f"{self.problem or ''} {alone}".strip()
            return
        self.problem = _("Phones cannot join: could not listen on {where}.", where=", ".join(problems))
        if self.strict:
            raise OSError(self.problem)

    def go_ahead(self) -> None:
        """What `asks_first` said was read: listen now."""
        self.asks_first = None
        self.start()

    def stop(self, next_game: bool = False) -> None:
        """Stop serving. A game that is over tells its phones whether the next one follows (`next_game`: Play
        again, the same links) or the table has closed; a game not over says nothing (Continue brings it back)."""
        server, self.server = self.server, None
        if server is not None:
            from .messages import Closed

            server.stop(Closed(again=next_game) if self.match.over else None)
            self.rejected += server.malformed

    def restart(self, seats: list[int]) -> None:
        """The phone seats changed (a seat switched to or from a phone): the same address, port and links. A
        running server serves the new seats in place, so the other phones stay connected (a restart made every
        phone lose the table for a second); with no phone seat left it stops, with the first it starts."""
        self.seats = list(seats)
        if self.server is None or not self.seats:
            self.stop()
            self.start()
            return
        self.server.set_seats(self.seats, self.keys())
        self.published = None                    # the next sync gives a new seat its position

    def drain(self, apply: Callable) -> bool:
        """Play the phones' queued moves through `apply`; True when the game changed."""
        if self.server is None:
            return False
        self.keep_phones()              # the phone that moves is in the save its move writes
        before = self.match.version
        self.server.drain(apply)
        if self.match.version != before:
            self.published = self._sent()
            return True
        return False

    def asked_hints(self) -> list:
        """The hints the phones asked for since the last call (PhoneHint: seat, snapshot version)."""
        return self.server.asked_hints() if self.server is not None else []

    def send_hint(self, seat: int, hint) -> None:
        if self.server is not None and seat in self.seats:
            self.server.send_hint(seat, hint)

    def draw_faces(self) -> None:
        """Draw the card faces phones asked for, on this (the render) thread, also while their moves wait (a
        hold, a drag, the table covered): `drain` draws them too, but it is not called then."""
        if self.server is not None:
            self.server.draw_faces()

    def sync(self, waits: str | None = None) -> None:
        """Send the phones the position when it changed since they were last sent it (a bot's move, the
        laptop's, an undo), when the laptop's language did (the phones speak it too), or what the table waits for
        before it plays their moves (`waits`: a round's summary, a tap; their status line says it)."""
        if self.server is None:
            return
        self.keep_phones()
        self.waits = self.server.views.table_waits = waits
        if self._sent() != self.published:
            self.server.publish()
            self.published = self._sent()

    def teach(self, teaching) -> None:
        """The phone seats' teaching cards go into their snapshots (teaching/on_phones.py)."""
        self.teaching = teaching
        if self.server is not None:
            self.server.views.teaching = teaching
            self.published = None

    def _sent(self) -> tuple:
        cards = self.teaching.cards(self.seats) if self.teaching is not None else ()
        return self.match.version, generation(), self.waits, cards

    # ----- for the table ------------------------------------------------------------------------------
    def joined(self, seat: int) -> bool:
        return self.server is not None and seat in self.seats and self.server.joined(seat)

    def url(self, seat: int) -> str | None:
        return self.server.url(seat) if self.server is not None and seat in self.seats else None

    def held(self, seat: int) -> bool:
        """Does another phone wait for the host to let it take `seat` over?"""
        return self.server is not None and seat in self.server.pending_takeovers()

    def missing(self, to_act: list[int]) -> list[int]:
        """Phone seats whose turn it is but whose phone is not connected."""
        return [s for s in to_act if s in self.seats and not self.joined(s)]

    def presence(self) -> tuple:
        """Who is connected (the table redraws when it changes)."""
        if self.server is None:
            return ()
        return tuple(self.server.joined(s) for s in self.seats) + tuple(self.server.pending_takeovers())

    def revoke(self, seat: int) -> None:
        """A new link for `seat` (a phone lost or handed on): the old one is told and sees nothing more."""
        if self.server is None or seat not in self.seats:
            return
        self.server.revoke(seat)
        seats = list(self.match.record.seats)
        seats[seat] = seats[seat].model_copy(update={"phone_key": self.server.secret(seat), "phone_device": None})
        self.remember(seats)

    def release(self, seat: int, why: str) -> None:
        """`seat` leaves its phone (the host switched it to the laptop or a bot): the phone is told `why`."""
        if self.server is not None and seat in self.seats:
            self.server.release(seat, why)

    def malformed(self) -> int:
        """How many requests the phone server answered 400 because they were not HTTP it could read."""
        return self.rejected + (self.server.malformed if self.server is not None else 0)

    def where(self) -> str:
        return f"http://{self.address}:{self.port}" if self.server is not None else ""


def _why(err: OSError) -> str:
    """The system's own words, last ("address already in use"), without the server's wrapping."""
    words = err.strerror or str(err) or type(err).__name__
    return words.rsplit(": ", 1)[-1].strip(" .")


# ----- QR codes ---------------------------------------------------------------------------------------------
def qr_modules(text: str) -> list[list[bool]]:
    """The code's dark modules, row by row, with its quiet zone (segno makes the code)."""
    import segno

    code = segno.make(text, error="m", micro=False)
    return [[bool(v) for v in row] for row in code.matrix_iter(scale=1, border=QR_BORDER)]


@functools.lru_cache(maxsize=64)
def qr_surface(text: str, most: int) -> pygame.Surface:
    """The code as a picture at most `most` pixels wide, each module a whole number of pixels (sharp to scan)."""
    rows = qr_modules(text)
    n = len(rows)
    small = safe.surface(n, n, alpha=False)
    small.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), (0, 0, 0))
    scale = max(1, most // n)
    return safe.scale(small, n * scale, n * scale, smooth=False)   # whole pixels per module: sharp to scan


# ----- the join panel ---------------------------------------------------------------------------------------
PANEL_FILL = (16, 38, 28)
PANEL_EDGE = (168, 199, 160)
INK = (246, 236, 205)
SOFT = (205, 210, 190)
JOINED = (140, 220, 140)
WAITING = (245, 200, 110)
CARD = (30, 62, 46)
QR_SMALLEST = 96          # below this a code is hard to scan from the sofa: the link alone is shown


class JoinPanel:
    """Each phone seat's name, QR code and short link, marked joined when its phone connects; buttons to
    switch a seat to the laptop or a bot and back, and to give a seat a new link. Drawn over the play area
    of the laptop's table only."""

    def __init__(self, shown: bool = True):
        self.shown = shown
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, pygame.Rect] = {}   # "hide", "seat:<i>:<kind>", "revoke:<i>", "accept:<i>"...
        self.open_seat: int | None = None            # a card too narrow for its buttons shows them on "Change"

    def hit(self, pos) -> str | None:
        """The button under `pos`, "panel" for the panel itself, None outside it."""
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return name
        if self.shown and self.rect.collidepoint(pos):
            return "panel"
        return None

    def draw(self, surface: pygame.Surface, area: pygame.Rect, unit: int, host: PhoneHost, names: list[str],
             kinds: list[str], waiting: str | None = None) -> None:
        """`kinds[i]`: "phone", "human" or "bot" (the seat's kind now); `waiting`: the table's words for a
        phone seat that must act and has no phone yet (said here, as the panel covers the table's notice)."""
        from ..table.overlays import draw_button

        self.buttons = {}
        if not self.shown:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        rect = area.inflate(-unit, -unit)
        self.rect = rect
        pygame.draw.rect(surface, PANEL_FILL, rect, border_radius=16)
        pygame.draw.rect(surface, PANEL_EDGE, rect, 2, border_radius=16)
        fonts.cover(surface, rect, "overlay")
        pad = max(8, unit * 2 // 3)
        big, small = round(unit * 1.15), max(12, round(unit * 0.8))
        hide_words = _("Hide (P)")
        hide = pygame.Rect(0, 0, fonts.font(small, "bold").size(hide_words)[0] + 2 * pad, round(unit * 2))
        hide.topright = (rect.right - pad, rect.y + pad)
        self.buttons["hide"] = hide
        draw_button(surface, hide, hide_words, size=small)
        if host.asks_first:
            listen_words = _("Listen for phones")
            listen = pygame.Rect(0, 0, fonts.font(small, "bold").size(listen_words)[0] + 2 * pad, round(unit * 2))
            listen.midtop = (rect.centerx, rect.y + pad + round(big * 1.45) + 3 * round(small * 1.3) + pad)
            self.buttons["listen"] = listen
            draw_button(surface, listen, listen_words, size=small)
        with fonts.within(rect, "overlay"):
            where = host.where()
            title = _("Phones can join at {where}", where=where) if where else _("Phones cannot join now")
            if host.asks_first:
                title = _("Before phones can join")
            fonts.blit_text(surface, fonts.fit(title, big, hide.x - rect.x - 2 * pad, "bold"), big,
                            (rect.x + pad, rect.y + pad), INK, "bold")
            hint = _(host.asks_first) if host.asks_first else " ".join(w for w in (waiting, host.problem) if w) or \
                _("Scan your seat's code with your phone's camera (same Wi-Fi). The game can start before everyone "
                  "has joined.")
            y = rect.y + pad + round(big * 1.45)
            for line in fonts.wrap(hint, small, hide.x - rect.x - 2 * pad, "italic")[:3 if host.asks_first else 2]:
                fonts.blit_text(surface, line, small, (rect.x + pad, y), WAITING if waiting or host.problem else SOFT,
                                "italic")
                y += round(small * 1.3)
            top = max(y, hide.bottom) + pad // 2
            seats = [] if host.asks_first else host.listed()     # no links before the server listens
            if seats:
                self._draw_cards(surface, pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - pad - top),
                                 unit, host, seats, names, kinds)

    def _draw_cards(self, surface, box: pygame.Rect, unit: int, host: PhoneHost, seats: list[int],
                    names: list[str], kinds: list[str]) -> None:
        """One card per seat in the grid that gives the biggest codes, each card as tall as it needs, the
        grid centred in the room left."""
        n = len(seats)
        gap = max(6, unit // 2)
        small = max(12, round(unit * 0.8))
        name_size = round(unit * 1.05)
        line = round(small * 1.35)
        button_h = max(round(unit * 1.9), 30)
        words_h = gap // 2 + round(name_size * 1.35) + line + line + gap + button_h + gap   # all but the code
        best = None
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            cell_w = (box.w - gap * (cols - 1)) // cols
            cell_h = (box.h - gap * (rows - 1)) // rows
            side = min(cell_w - 2 * gap, cell_h - words_h)
            if best is None or side > best[0]:
                best = (side, cols, rows, cell_w)
        side, cols, rows, cell_w = best
        side = max(0, min(side, unit * 20))          # big enough to scan from the sofa, no bigger
        cell_w = min(cell_w, max(side + 4 * gap, unit * 18))
        cell_h = words_h + (side if side >= QR_SMALLEST else 0)
        top = box.y + max(0, (box.h - rows * cell_h - gap * (rows - 1)) // 2)
        left = box.x + max(0, (box.w - cols * cell_w - gap * (cols - 1)) // 2)
        for k, seat in enumerate(seats):
            cell = pygame.Rect(left + (k % cols) * (cell_w + gap), top + (k // cols) * (cell_h + gap), cell_w, cell_h)
            self._draw_card(surface, cell, seat, unit, host, names[seat], kinds[seat], side, gap, small, line,
                            button_h)

    def _draw_card(self, surface, cell, seat, unit, host, name, kind, side, gap, small, line, button_h) -> None:
        from ..table.overlays import draw_button

        pygame.draw.rect(surface, CARD, cell, border_radius=12)
        name_size = round(unit * 1.05)
        fonts.blit_text(surface, fonts.fit(name, name_size, cell.w - 2 * gap, "bold"), name_size,
                        (cell.centerx, cell.y + gap // 2), INK, "bold", anchor="midtop")
        y = cell.y + gap // 2 + round(name_size * 1.35)
        choices = self._choices(host, seat, kind)
        labels_w = sum(fonts.font(small, "bold").size(label)[0] + 16 for _w, label in choices)
        folded = labels_w + gap * (len(choices) - 1) > cell.w - 2 * gap
        if folded and self.open_seat == seat:       # the seat's choices, one per row, over the code
            top = cell.y + gap // 2 + round(name_size * 1.35)
            room = cell.bottom - gap - button_h - gap - top
            step = min(button_h + gap // 2, max(24, room // max(1, len(choices))))
            for j, (key, label) in enumerate(choices):
                button = pygame.Rect(cell.x + gap, top + j * step, cell.w - 2 * gap, step - gap // 2)
                self.buttons[key] = button
                draw_button(surface, button, label, size=small)
            close = pygame.Rect(cell.x + gap, cell.bottom - gap - button_h, cell.w - 2 * gap, button_h)
            self.buttons[f"fold:{seat}"] = close
            draw_button(surface, close, _("Close"), size=small)
            return
        if kind == "phone":
            joined = host.joined(seat)
            held = host.held(seat)
            state = _("Another phone asks for this seat") if held else _("Joined") if joined else _("Not joined yet")
            fonts.blit_text(surface, fonts.fit(state, small, cell.w - 2 * gap, "bold"), small, (cell.centerx, y),
                            JOINED if joined and not held else WAITING, "bold", anchor="midtop")
            y += line
            url = host.url(seat)
            if url and side >= QR_SMALLEST:
                img = qr_surface(url, side)
                spot = img.get_rect(midtop=(cell.centerx, y + (side - img.get_height()) // 2))
                surface.blit(img, spot)
                fonts.cover(surface, spot, "overlay")
                y += side
            if url:
                fonts.blit_text(surface, fonts.fit(short_link(url), small, cell.w - 2 * gap), small,
                                (cell.centerx, y + 2), SOFT, anchor="midtop")
        else:
            words = _("Plays at the laptop now") if kind == "human" else _("A bot plays this seat now")
            fonts.blit_text(surface, fonts.fit(words, small, cell.w - 2 * gap, "italic"), small,
                            (cell.centerx, y), SOFT, "italic", anchor="midtop")
        if folded:
            choices = [(f"unfold:{seat}", _("Change seat"))]
        row = pygame.Rect(cell.x + gap, cell.bottom - gap - button_h, cell.w - 2 * gap, button_h)
        width = (row.w - gap * (len(choices) - 1)) // len(choices)
        for j, (key, label) in enumerate(choices):
            button = pygame.Rect(row.x + j * (width + gap), row.y, width, row.h)
            self.buttons[key] = button
            draw_button(surface, button, label, size=small)

    @staticmethod
    def _choices(host: PhoneHost, seat: int, kind: str) -> list[tuple[str, str]]:
        """(button name, words) of what can be done with a seat: answer a second phone, or switch the seat."""
        if kind == "phone":
            if host.held(seat):
                return [(f"accept:{seat}", _("Let it in")), (f"refuse:{seat}", _("Keep old"))]
            return [(f"seat:{seat}:human", _("Laptop")), (f"seat:{seat}:bot", _("Bot")),
                    (f"revoke:{seat}", _("New link"))]
        others = [(f"seat:{seat}:{k}", w) for k, w in (("human", _("Laptop")), ("bot", _("Bot"))) if k != kind]
        return [(f"seat:{seat}:phone", _("Phone")), *others]


def toggle_rect(undo: pygame.Rect | None, panel: pygame.Rect, unit: int) -> pygame.Rect | None:
    """Where the table's "Phones" button goes: beside Undo in the side panel (None when there is no room)."""
    if undo is None:
        return None
    x = undo.right + max(6, unit // 2)
    width = panel.right - max(6, unit // 2) - x
    if width < fonts.font(unit, "bold").size(_("Phones"))[0] + 16:
        return None
    return pygame.Rect(x, undo.y, width, undo.h)

"""Driving phone pages in a real browser: headless Chromium (the system's package) at a touch viewport, driven by
Selenium, against the app's PhoneServer on 127.0.0.1, while the test plays the laptop's side (tests/phones/
test_browser.py). One browser serves every test of a module; each phone is a window of it.

The browser is kept on 127.0.0.1: no proxy, every other host name resolves to nothing, no background
networking. Importing this module needs selenium (test_browser.py skips first when it or Chromium is missing).
"""

import contextlib
import json
import random
import time
from html.parser import HTMLParser
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By

import rules
from rules.core.errors import IllegalMove
from tabletop.couch.match import Match
from tabletop.phones.server import PhoneServer
from tabletop.storage.saves import SeatSetup
from tests.tabletop.privacy import hidden_words, leaked

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
PHONE = (360, 640)
STATIC = Path(__file__).resolve().parents[2] / "tabletop" / "phones" / "static"
MOBILE_UA = ("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) "
             "Chrome/130.0 Mobile Safari/537.36")


def chromium():
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    options.page_load_strategy = "none"      # the faces load while the test's table drains (it draws them)
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-default-apps", "--disable-extensions", "--mute-audio",
                "--no-proxy-server", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
                "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
                "--disable-renderer-backgrounding", "--disable-background-timer-throttling",
                "--disable-backgrounding-occluded-windows", f"--window-size={PHONE[0]},{PHONE[1]}"):
        options.add_argument(arg)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": PHONE[0], "height": PHONE[1], "pixelRatio": 2.0, "touch": True},
        "userAgent": MOBILE_UA})
    return webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=str(DRIVER)))


@contextlib.contextmanager
def phone_chromium():
    """Headless Chromium held as a phone (PHONE's size, touch), quit at the end."""
    driver = chromium()
    screen(driver, *PHONE)
    try:
        yield driver
    finally:
        driver.quit()


def screen(driver, width: int, height: int, scale: float = 2.0) -> None:
    """Make this tab a touch device of width x height CSS pixels, held upright or sideways."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": scale, "mobile": True,
        "screenOrientation": {"type": "portraitPrimary" if height >= width else "landscapePrimary",
                              "angle": 0 if height >= width else 90}})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


def open_phones(driver, server, seats) -> dict[int, str]:
    """A window of `driver` per phone seat, at the phone's size, on that seat's link: {seat: window handle}.
    The first seat takes the window the driver is on."""
    windows = {}
    for i, seat in enumerate(seats):
        if i:
            driver.switch_to.new_window("window")
        screen(driver, *PHONE)
        driver.get(server.url(seat))
        windows[seat] = driver.current_window_handle
    return windows


def close_phones(driver, windows: dict[int, str]) -> None:
    """Close every phone window but the first, and stay on it (the module's browser goes on to other tests)."""
    if not windows:
        return
    first, *others = windows.values()
    for handle in others:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(first)


def tap(driver, element) -> None:
    """A finger's tap (touch pointer down and up) in the middle of the element."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    # duration 0: the finger lands on the spot (WebDriver's default glides there for a quarter of a second)
    actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"), duration=0)
    actions.pointer_action.move_to(element).pointer_down().pause(0.03).pointer_up()
    actions.perform()


def tap_at(driver, css: str, k: int = 0, finger: bool = True, tries: int = 5) -> None:
    """Tap the `k`th element matching `css`, found again if the page drew itself anew meanwhile (a face
    arriving, a resize): an element found a moment ago may be gone, the same thing drawn again in its place.
    Without `finger`, the page's own click (`click_js`: a tenth of the time of a WebDriver click), for where a
    finger's tap on the same kind of element has already been shown to work."""
    if not finger:
        click_js(driver, css, k)
        return
    for attempt in range(tries):
        try:
            tap(driver, driver.find_elements(By.CSS_SELECTOR, css)[k])
            return
        except StaleElementReferenceException:
            if attempt == tries - 1:
                raise
            time.sleep(0.1)


def click_js(driver, css: str, k: int = 0) -> None:
    """The page's own click on the `k`th element matching `css`, found and clicked in one script (no stale
    element, no WebDriver hit test): only where a finger's tap on the same kind of element has been shown."""
    assert driver.execute_script(
        "const e = document.querySelectorAll(arguments[0])[arguments[1]];"
        "if (!e || e.disabled) return false; e.click(); return true;", css, k), f"nothing to click at {css}[{k}]"


def scroll_to_top(driver) -> None:
    """Back to the top of the page, whichever box of it scrolls (a person looks there first at the end)."""
    driver.execute_script("for (const e of document.querySelectorAll('*')) { if (e.scrollTop) e.scrollTop = 0; }"
                          "window.scrollTo(0, 0);")


def shown_version(driver) -> str | None:
    return driver.execute_script("return document.body.dataset.version || null")


def images_loaded(driver) -> bool:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#main img, #sheet:not([hidden]) img'))"
        ".every(i => i.complete && i.naturalWidth > 0)")


PAGE_STRINGS = """
const out = [];
const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walk.nextNode(); n; n = walk.nextNode()) { const t = n.nodeValue.trim(); if (t) out.push(t); }
for (const e of document.body.querySelectorAll('*')) {
  for (const a of e.attributes) {
    if (a.value && (a.name === 'src' || a.name === 'title' || a.name === 'alt' || a.name.startsWith('aria-')
                    || a.name.startsWith('data-'))) {
      let v = a.value;
      try { v = decodeURIComponent(v); } catch (err) { /* not encoded */ }
      out.push(v);
    }
  }
}
out.push(document.title);
return out;
"""


class _TextOf(HTMLParser):
    def __init__(self):
        super().__init__()
        self.texts: set[str] = set()

    def handle_data(self, data):
        if data.strip():
            self.texts.add(" ".join(data.split()))


def static_texts() -> set[str]:
    """The words the page is served with, the same for every seat of every game (its buttons, the keep-awake
    hint): they can tell no secret, and an English "awake" there is not La Criatura's Awake card."""
    parser = _TextOf()
    parser.feed(STATIC.joinpath("index.html").read_text(encoding="utf-8"))
    return parser.texts


def page_strings(driver) -> list[str]:
    """Every string the page holds for its person, shown or not: its text nodes (hidden panels too, less the
    page's own fixed words), the attributes a screen reader or a look at the page's source gives away (face
    URLs decoded), the title."""
    fixed = static_texts()
    return [s for s in driver.execute_script(PAGE_STRINGS) if " ".join(s.split()) not in fixed]


def page_leaks(driver, game, state, seat: int) -> list[str]:
    """The page's strings that name what `seat`'s view hides in `state` (the same check as the curtain's)."""
    ids, words = hidden_words(game, state, seat)
    return leaked(page_strings(driver), ids, words)


class Table:
    """The laptop's side: the match, the server, and the seats the test plays itself (random legal moves)."""

    def __init__(self, names: list[str], phones: tuple[int, ...], seed: int = 3, match: Match | None = None,
                 game_id: str = "strange-creatures"):
        game = rules.games()[game_id]
        self.match = match or Match.new(game, len(names), seed, seats=[SeatSetup(name=n) for n in names],
                                        autosave=False)
        self.phones = tuple(phones)
        self.server = PhoneServer(self.match, list(phones), "127.0.0.1", 0)
        self.rnd = random.Random(seed)
        self.refuse_next = False

    def apply(self, move):
        if self.refuse_next:            # the table refuses one move, to show the phone's refusal
            self.refuse_next = False
            raise IllegalMove(reason="The table says no to this one (a test).", rule="Playing a card")
        self.match.play(move)

    def step(self) -> int | None:
        """Play every non-phone seat to act; the phone seat whose turn it is, or None when over."""
        game = self.match.game
        while not self.match.over:
            self.server.drain(self.apply)
            to_act = self.match.to_act()
            phone = next((s for s in to_act if s in self.phones), None)
            if phone is not None:
                return phone
            seat = to_act[0]
            self.match.play(self.rnd.choice(game.legal_moves(self.match.state, seat)))
            self.server.publish()
        return None

    def until(self, test, timeout: float = 6.0, what: str = "the page"):
        """Wait for `test()` while the table keeps draining (phone moves and faces are handled here)."""
        return pumping_until(lambda: self.server.drain(self.apply), test, timeout, what)


def pumping_until(pump, test, timeout: float = 6.0, what: str = "the page"):
    """Wait for `test()` (a page read: a stale element is read again) while `pump()` runs the table's side."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pump()
        try:
            got = test()
        except (StaleElementReferenceException, WebDriverException):
            got = None
        if got:
            return got
        time.sleep(0.01)
    raise AssertionError(f"timed out waiting for {what}")


def browser_errors(driver) -> list:
    """The page's console errors since the last call."""
    logs = driver.get_log("browser") if hasattr(driver, "get_log") else []
    return [entry for entry in logs if entry.get("level") == "SEVERE"]


# ----- what a person sees: an element in the viewport, its words whole ----------------------------------
SEEN = """
const e = arguments[0];
if (!e) return 'missing';
const r = e.getBoundingClientRect();
if (r.width <= 0 || r.height <= 0) return 'not shown';
if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)
  return `outside the viewport (${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight})`;
for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
  const s = getComputedStyle(a);
  if (s.overflow === 'visible' && s.overflowX === 'visible' && s.overflowY === 'visible') continue;
  const b = a.getBoundingClientRect();
  if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < b.left - 0.5 || r.right > b.right + 0.5)
    return `scrolled out of #${a.id || a.className}`;
}
const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
const y = Math.min(Math.max(r.top + 4, 0), innerHeight - 1);
const top = document.elementFromPoint(x, y);
if (top && top !== e && !e.contains(top))
  return `covered by ${top.id || top.tagName.toLowerCase() + '.' + top.className}`;
return '';
"""

CUT = """
const e = arguments[0];
const out = [];
const said = n => n.textContent.trim().slice(0, 40);
const scrolls = v => v === 'auto' || v === 'scroll';
for (const n of [e, ...e.querySelectorAll('*')]) {
  if (!n.textContent.trim()) continue;
  const s = getComputedStyle(n);
  if (s.display === 'none' || s.visibility === 'hidden') continue;
  const wide = n.clientWidth > 0 && n.scrollWidth > n.clientWidth + 1;
  const tall = n.clientHeight > 0 && n.scrollHeight > n.clientHeight + 1;
  if (wide && s.overflowX !== 'visible') out.push('wider than its box: ' + said(n));
  if (tall && s.overflowY !== 'visible' && !scrolls(s.overflowY)) out.push('taller than its box: ' + said(n));
  if (wide && s.textOverflow === 'ellipsis') out.push('ended with …: ' + said(n));
  if (tall && s.webkitLineClamp && s.webkitLineClamp !== 'none') out.push('clamped: ' + said(n));
}
const r = e.getBoundingClientRect();
for (const n of e.querySelectorAll('*')) {         // words drawn past the element's own edges, over its neighbours
  const b = n.getBoundingClientRect();
  if (n.textContent.trim() && b.height > 0 && (b.bottom > r.bottom + 1 || b.right > r.right + 1))
    out.push('sticks out of its box: ' + said(n));
}
for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
  const s = getComputedStyle(a);
  if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
  if (scrolls(s.overflowX) && scrolls(s.overflowY)) continue;          // a person scrolls to it
  const b = a.getBoundingClientRect();
  if (r.left < b.left - 0.5 || r.right > b.right + 0.5) out.push('cut by ' + (a.id || a.className));
}
return out;
"""


def element(driver, target):
    """A WebElement for `target`: itself, or the first match of a CSS selector (None when there is none)."""
    if not isinstance(target, str):
        return target
    found = driver.find_elements(By.CSS_SELECTOR, target)
    return found[0] if found else None


def why_unseen(driver, target) -> str:
    """'' when a person sees the element: shown, wholly inside the viewport and every box that scrolls or clips it,
    and not covered at its top (a fixed bar, a sheet); else what is wrong."""
    return driver.execute_script(SEEN, element(driver, target))


def in_viewport(driver, target) -> bool:
    return why_unseen(driver, target) == ""


def cut_words(driver, target) -> list[str]:
    """The element's words (its own and its children's) that are cut: wider or taller than a box that hides the
    rest, ended with an ellipsis, clamped to fewer lines, drawn past the element's edges (over what lies next to
    it), or sticking out of a box that clips it; [] when whole."""
    found = element(driver, target)
    return ["missing"] if found is None else driver.execute_script(CUT, found)


def cut_words_each(driver, css: str) -> list[list[str]]:
    """`cut_words` of every element matching `css`, read in one script (a snapshot arriving between reads
    redraws the page and leaves found elements stale)."""
    return driver.execute_script(
        "const cut = new Function(" + json.dumps(CUT) + ");"
        "return [...document.querySelectorAll(arguments[0])].map(e => cut(e));", css)


def text_whole(driver, target) -> bool:
    return cut_words(driver, target) == []


def seen_whole(driver, target) -> list[str]:
    """What keeps a person from reading the element: [] when it is in view and its words are whole."""
    unseen = why_unseen(driver, target)
    return ([unseen] if unseen else []) + cut_words(driver, target)


def advance(game_id: str, found, seed: int = 3, players: int | None = None, names=None, limit: int = 600):
    """A match of `game_id` played by random legal moves (seeded) until `found(match, views)` holds for the seat
    to act (`views`: its PhoneViews); (match, that seat). Fails when no position in `limit` moves has it."""
    from tabletop.phones.snapshot import PhoneViews

    game = rules.games()[game_id]
    players = players or game.usual_players
    seats = [SeatSetup(name=n) for n in names[:players]] if names else None
    match = Match.new(game, players, seed, seats=seats, autosave=False)
    rnd = random.Random(seed)
    views = PhoneViews(match)
    for _ in range(limit):
        if match.over:
            break
        seat = match.to_act()[0]
        if found(match, views, seat):
            return match, seat
        match.play(rnd.choice(game.legal_moves(match.state, seat)))
    raise AssertionError(f"no such position in {game_id} (seed {seed})")

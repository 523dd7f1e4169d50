"""A real browser plays phones: headless Chromium (the system's package) at a 360x640 touch viewport, driven by
Selenium, against the app's PhoneServer on 127.0.0.1. Two seats of a Strange Creatures match are phones; the
test makes the other seats' moves (random legal moves through `match.play` + `publish`) and taps cards and
choices on the phone pages until the game ends. Screenshots (portrait, landscape, tablet, a card's sheet, a
refusal, the end) go to a temporary folder (MENAGERIE_PHONE_SHOTS to choose it) for a person to look at.

The browser is kept on 127.0.0.1: no proxy, every other host name resolves to nothing, no background
networking.
"""

import os
import random
import shutil
import time
from pathlib import Path

import pytest

import rules
from rules.core.errors import IllegalMove
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS
from tabletop.phones.server import PhoneServer
from tabletop.phones.snapshot import PhoneViews
from tabletop.storage.saves import SeatSetup

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
pytestmark = pytest.mark.skipif(
    not (CHROMIUM.exists() and DRIVER.exists()),
    reason="needs Debian's chromium and chromium-driver (/usr/bin/chromium, /usr/bin/chromedriver): "
           "apt-get install -y chromium chromium-driver")
webdriver = pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install -e '.[test]')")
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException  # noqa: E402
from selenium.webdriver.common.actions import interaction  # noqa: E402
from selenium.webdriver.common.actions.action_builder import ActionBuilder  # noqa: E402
from selenium.webdriver.common.actions.pointer_input import PointerInput  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

NAMES = ["Ada", "Robin", "Karl", "Ivan"]
PHONES = (0, 1)
PHONE = (360, 640)
FINGER_MOVES = 8                   # the first moves are tapped with a touch pointer, the rest clicked (faster)
BUDGET = 75.0                      # seconds for the whole game (it takes about 20 s)
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


def screen(driver, width: int, height: int, scale: float = 2.0) -> None:
    """Make this tab a touch device of width x height CSS pixels, held upright or sideways."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": scale, "mobile": True,
        "screenOrientation": {"type": "portraitPrimary" if height >= width else "landscapePrimary",
                              "angle": 0 if height >= width else 90}})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


def tap(driver, element, finger: bool = True) -> None:
    """A finger's tap (touch pointer down and up) in the middle of the element; or, to save time once touch
    has been shown to work, WebDriver's click (it too fails when something covers the element)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    if not finger:
        element.click()
        return
    actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    actions.pointer_action.move_to(element).pointer_down().pause(0.03).pointer_up()
    actions.perform()


def tap_at(driver, css: str, k: int = 0, finger: bool = True, tries: int = 5) -> None:
    """Tap the `k`th element matching `css`, found again if the page drew itself anew meanwhile (a face
    arriving, a resize): an element found a moment ago may be gone, the same thing drawn again in its place."""
    for attempt in range(tries):
        try:
            tap(driver, driver.find_elements(By.CSS_SELECTOR, css)[k], finger)
            return
        except StaleElementReferenceException:
            if attempt == tries - 1:
                raise
            time.sleep(0.1)


class Table:
    """The laptop's side: the match, the server, and the seats the test plays itself."""

    def __init__(self, seed: int = 3, match: Match | None = None, seats: tuple[int, ...] = PHONES):
        game = rules.games()["strange-creatures"]
        self.match = match or Match.new(game, len(NAMES), seed, seats=[SeatSetup(name=n) for n in NAMES],
                                        autosave=False)
        self.server = PhoneServer(self.match, list(seats), "127.0.0.1", 0)
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
            phone = next((s for s in to_act if s in PHONES), None)
            if phone is not None:
                return phone
            seat = to_act[0]
            self.match.play(self.rnd.choice(game.legal_moves(self.match.state, seat)))
            self.server.publish()
        return None

    def until(self, test, timeout: float = 6.0, what: str = "the page"):
        """Wait for `test()` while the table keeps draining (phone moves and faces are handled here)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.server.drain(self.apply)
            try:
                got = test()
            except (StaleElementReferenceException, WebDriverException):
                got = None
            if got:
                return got
            time.sleep(0.01)
        raise AssertionError(f"timed out waiting for {what}")


def shown_version(driver) -> str | None:
    return driver.execute_script("return document.body.dataset.version || null")


def images_loaded(driver) -> bool:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#main img, #sheet:not([hidden]) img'))"
        ".every(i => i.complete && i.naturalWidth > 0)")


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    folder = Path(os.environ.get("MENAGERIE_PHONE_SHOTS") or tmp_path_factory.mktemp("phone-shots"))
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    return folder


def test_two_phones_play_strange_creatures_to_the_end_in_chromium(shots):
    started = time.monotonic()
    table = Table(seed=3)
    srv = table.server
    srv.start()
    driver = chromium()
    try:
        windows = {}
        for i, seat in enumerate(PHONES):
            if i:
                driver.switch_to.new_window("window")
            screen(driver, *PHONE)
            driver.get(srv.url(seat))
            windows[seat] = driver.current_window_handle
        for seat in PHONES:              # each page joins its own seat and shows its name
            driver.switch_to.window(windows[seat])
            table.until(lambda s=seat: driver.find_element(By.ID, "name").text == NAMES[s], what="the name")
            assert driver.find_element(By.ID, "link").text == "Connected"
            assert driver.title.endswith("Menagerie")

        taken: set[str] = set()
        played = {seat: 0 for seat in PHONES}
        while (seat := table.step()) is not None:
            assert time.monotonic() - started < BUDGET, "the browser game took too long"
            driver.switch_to.window(windows[seat])
            finger = sum(played.values()) < FINGER_MOVES
            version = str(table.match.version)
            table.until(lambda v=version: shown_version(driver) == v, what=f"position {version} on the phone")
            assert driver.find_element(By.ID, "turn").text.startswith("Your turn")
            if "portrait" not in taken:
                table.until(lambda: images_loaded(driver), what="the card faces")
                driver.save_screenshot(str(shots / f"portrait-{NAMES[seat]}.png"))
                taken.add("portrait")
            if "landscape" not in taken and played[seat] == 3:
                for name, (width, height, scale) in {"landscape": (PHONE[1], PHONE[0], 2.0),
                                                     "tablet": (800, 1280, 1.5)}.items():
                    screen(driver, width, height, scale)
                    time.sleep(0.3)                  # the page lays itself out again (a resize)
                    table.until(lambda: images_loaded(driver), what=f"the faces ({name})")
                    driver.save_screenshot(str(shots / f"{name}.png"))
                    cards = driver.find_elements(By.CSS_SELECTOR, "#hand .card")
                    assert all(c.size["width"] >= 44 and c.size["height"] >= 44 for c in cards), "44 px to tap"
                if playable := driver.find_elements(By.CSS_SELECTOR, "#hand .card.playable"):
                    screen(driver, PHONE[1], PHONE[0])
                    tap_at(driver, "#hand .card.playable", 0, False)
                    table.until(lambda: images_loaded(driver), what="the sheet in landscape")
                    driver.save_screenshot(str(shots / "landscape-sheet.png"))
                    tap_at(driver, "#sheet-cancel", 0, False)
                screen(driver, *PHONE)
                time.sleep(0.3)
                taken.add("landscape")
            playable = driver.find_elements(By.CSS_SELECTOR, "#hand .card.playable")
            if playable:                 # a card, then what to do with it
                tap_at(driver, "#hand .card.playable", table.rnd.randrange(len(playable)), finger)
                table.until(lambda: driver.find_element(By.ID, "sheet").is_displayed(), what="the card's sheet")
                choice_css = "#sheet-choices .choice"
                choices = driver.find_elements(By.CSS_SELECTOR, choice_css)
                if "sheet" not in taken:
                    table.until(lambda: driver.execute_script(
                        "const i = document.getElementById('sheet-face'); return i.complete && i.naturalWidth > 0"),
                        what="the large face")
                    driver.save_screenshot(str(shots / "sheet.png"))
                    taken.add("sheet")
            else:                        # choices that start from no card of the hand
                choice_css = "#moves .choice"
                choices = driver.find_elements(By.CSS_SELECTOR, choice_css)
            assert choices, f"{NAMES[seat]} has moves to tap"
            if "refusal" not in taken:
                table.refuse_next = True
            tap_at(driver, choice_css, table.rnd.randrange(len(choices)), finger)
            if "refusal" not in taken:   # the table refused it: the phone says why, and which rule
                table.until(lambda: driver.find_element(By.ID, "refusal").is_displayed(), what="the refusal")
                assert "says no" in driver.find_element(By.ID, "reason").text
                assert driver.find_element(By.ID, "rule").text == "Rule: Playing a card"
                driver.save_screenshot(str(shots / "refusal.png"))
                taken.add("refusal")
                tap_at(driver, "#refusal-ok")
                continue
            table.until(lambda v=version: table.match.version != int(v), what=f"{NAMES[seat]}'s move to be played")
            played[seat] += 1

        assert table.match.over
        assert all(n > 5 for n in played.values()), played
        for seat in PHONES:
            driver.switch_to.window(windows[seat])
            table.until(lambda: driver.find_element(By.ID, "turn").text == "The game is over.", what="the end")
            table.until(lambda: images_loaded(driver), what="the faces at the end")
            rows = driver.find_elements(By.CSS_SELECTOR, "#scores tbody tr")
            assert [r.find_element(By.TAG_NAME, "td").text.removesuffix(" (you)") for r in rows] == NAMES
            assert driver.find_element(By.CSS_SELECTOR, "#scores tr.mine td").text == f"{NAMES[seat]} (you)"
            assert driver.find_elements(By.CSS_SELECTOR, "#log li"), "the log is shown"
            driver.save_screenshot(str(shots / f"over-{NAMES[seat]}.png"))
        assert taken == {"portrait", "sheet", "refusal", "landscape"}
        logs = driver.get_log("browser") if hasattr(driver, "get_log") else []
        errors = [entry for entry in logs if entry.get("level") == "SEVERE" and "favicon" not in entry["message"]]
        assert errors == [], errors[:3]
    finally:
        driver.quit()
        srv.stop()
    assert srv.failures == []
    print(f"screenshots in {shots}")


@pytest.fixture(scope="module")
def phone_browser():
    driver = chromium()
    screen(driver, *PHONE)
    yield driver
    driver.quit()


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_one_page_shows_every_games_moves(phone_browser, shots, game_id):
    """The same page, with no game's code in it, offers each of the nine games' moves: every card a move
    starts from is lit, every other move is a button, and tapping one plays it at the table."""
    driver = phone_browser
    game = rules.games()[game_id]
    match = Match.new(game, game.usual_players, 7, autosave=False)
    rnd = random.Random(7)
    for _ in range(7):
        match.play(rnd.choice(game.legal_moves(match.state, match.to_act()[0])))
    seat = match.to_act()[0]
    table = Table(match=match, seats=tuple(range(game.usual_players)))
    srv = table.server
    srv.start()
    try:
        driver.get(srv.url(seat))
        table.until(lambda: shown_version(driver) == str(match.version), what="the page")
        table.until(lambda: images_loaded(driver), what="the faces")
        driver.save_screenshot(str(shots / f"game-{game_id}.png"))
        snap = PhoneViews(match).snapshot(seat)
        mine = {p.handle for p in snap.private if p.handle}
        # read in one script: the page may draw itself again between two WebDriver calls (a face arriving)
        lit, buttons, status = driver.execute_script(
            "const all = s => [...document.querySelectorAll(s)];"
            "return [all('#hand .card.playable').map(c => c.dataset.handle),"
            " all('#moves .choice').map(b => b.innerText), document.getElementById('status').innerText];")
        assert set(lit) == {c.source for c in snap.choices if c.source in mine}
        assert [" ".join(b.split()) for b in buttons] == [" ".join(c.label.split()) for c in snap.choices
                                                          if c.source not in mine]
        assert " ".join(status.split()) == " ".join(snap.status.split())
        before = match.version
        if lit:
            tap_at(driver, "#hand .card.playable", 0, False)
            table.until(lambda: driver.find_element(By.ID, "sheet").is_displayed(), what="the sheet")
            tap_at(driver, "#sheet-choices .choice", 0, False)
        else:
            tap_at(driver, "#moves .choice", 0, False)
        table.until(lambda: match.version > before, what="the move to be played")
    finally:
        srv.stop()
    assert srv.failures == []


def test_the_page_reconnects_by_itself_and_shows_the_whole_position(phone_browser):
    """The laptop's server goes away (the app restarted, the phone lost the network) and comes back on the same
    address with the same links: the page tries again by itself, rejoins and shows the position as it is now."""
    driver = phone_browser
    table = Table(seed=5)
    srv = table.server
    srv.start()
    driver.get(srv.url(0))
    table.until(lambda: shown_version(driver) == str(table.match.version), what="the first position")
    srv.stop()
    table.until(lambda: driver.find_element(By.ID, "link").text.startswith("Lost the table"), what="the lost link")
    for _ in range(3):                       # the table moves on meanwhile
        seat = table.match.to_act()[0]
        table.match.play(table.rnd.choice(table.match.game.legal_moves(table.match.state, seat)))
    back = PhoneServer(table.match, list(PHONES), "127.0.0.1", srv.port,
                       seat_secrets={s: srv.secret(s) for s in PHONES})
    table.server = back
    back.start()
    try:
        table.until(lambda: shown_version(driver) == str(table.match.version), timeout=15, what="the rejoin")
        assert driver.find_element(By.ID, "link").text == "Connected"
        log = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#log li")]
        assert log[0] == " ".join(back.views.snapshot(0).log[-1].text.split()), "the newest line first"
    finally:
        back.stop()
    assert back.failures == []


def test_where_the_screen_cannot_be_kept_on_the_page_says_so(phone_browser, shots):
    """A plain home-network address is no secure context, so there is no Wake Lock: at its turn the page
    asks its person to keep the screen on, once (OK hides it for good on that phone)."""
    driver = phone_browser
    hidden = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                    {"source": "delete Navigator.prototype.wakeLock;"})
    table = Table(seed=3)
    srv = table.server
    srv.start()
    try:
        seat = table.step()
        driver.get(srv.url(seat))
        table.until(lambda: shown_version(driver) == str(table.match.version), what="the page")
        wake = driver.find_element(By.ID, "wake")
        assert wake.is_displayed() and "Keep this screen on" in wake.text
        table.until(lambda: images_loaded(driver), what="the faces")
        driver.save_screenshot(str(shots / "wake-hint.png"))
        tap_at(driver, "#wake-ok", 0, False)
        assert not wake.is_displayed()
        driver.refresh()
        table.until(lambda: shown_version(driver) == str(table.match.version), what="the page again")
        assert driver.find_element(By.ID, "turn").text == "Your turn"
        assert not driver.find_element(By.ID, "wake").is_displayed()
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": hidden["identifier"]})
        srv.stop()
    assert srv.failures == []

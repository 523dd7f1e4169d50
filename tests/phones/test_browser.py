"""A real browser plays phones: headless Chromium (the system's package) at a 360x640 touch viewport, driven by
Selenium, against the app's PhoneServer on 127.0.0.1 (tests/phones/browser_helpers.py). One browser serves the
whole module; each phone is a window of it.

Two whole games: two seats of a Strange Creatures match are phones, and three seats of a La Criatura match. The
test makes the other seats' moves (random legal moves through `match.play` + `publish`) and taps cards and
choices on the phone pages until the game ends, checking at every phone's turn that its page holds nothing its
seat's view hides. Screenshots (portrait, landscape, tablet, a card's sheet, a refusal, a role, a vote, the end)
go to a temporary folder (MENAGERIE_PHONE_SHOTS to choose it) for a person to look at.
"""

import json
import os
import random
import shutil
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS
from tabletop.phones.messages import Closed
from tabletop.phones.server import PhoneServer
from tabletop.phones.snapshot import PhoneViews

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
pytestmark = pytest.mark.skipif(
    not (CHROMIUM.exists() and DRIVER.exists()),
    reason="needs Debian's chromium and chromium-driver (/usr/bin/chromium, /usr/bin/chromedriver): "
           "apt-get install -y chromium chromium-driver")
pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install -e '.[test]')")
from selenium.webdriver.common.by import By  # noqa: E402

from tests.phones.browser_helpers import (  # noqa: E402
    PHONE,
    Table,
    browser_errors,
    close_phones,
    images_loaded,
    open_phones,
    page_leaks,
    phone_chromium,
    screen,
    scroll_to_top,
    shown_version,
    tap_at,
)

NAMES = ["Ada", "Robin", "Karl", "Ivan"]
PHONES = (0, 1)
FINGER_MOVES = 8                   # the first moves are tapped with a touch pointer, the rest clicked (faster)
BUDGET = 75.0                      # seconds for the whole game (it takes about 15 s)


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    folder = Path(os.environ.get("MENAGERIE_PHONE_SHOTS") or tmp_path_factory.mktemp("phone-shots"))
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    return folder


@pytest.fixture(scope="module")
def phone_browser():
    with phone_chromium() as driver:
        yield driver


def test_two_phones_play_strange_creatures_to_the_end_in_chromium(phone_browser, shots):
    started = time.monotonic()
    driver = phone_browser
    browser_errors(driver)               # what earlier tests left in the console is theirs
    table = Table(NAMES, PHONES, seed=3)
    srv = table.server
    srv.start()
    windows: dict[int, str] = {}
    try:
        windows.update(open_phones(driver, srv, PHONES))
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
            assert not (bad := page_leaks(driver, table.match.game, table.match.state, seat)), bad[:3]
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
            scroll_to_top(driver)
            rows = driver.find_elements(By.CSS_SELECTOR, "#scores tbody tr")
            assert [r.find_element(By.TAG_NAME, "td").text.removesuffix(" (you)") for r in rows] == NAMES
            assert driver.find_element(By.CSS_SELECTOR, "#scores tr.mine td").text == f"{NAMES[seat]} (you)"
            assert driver.find_elements(By.CSS_SELECTOR, "#log li"), "the log is shown"
            assert not (bad := page_leaks(driver, table.match.game, table.match.state, seat)), bad[:3]
            driver.save_screenshot(str(shots / f"over-{NAMES[seat]}.png"))
        assert taken == {"portrait", "sheet", "refusal", "landscape"}
        assert (errors := browser_errors(driver)) == [], errors[:3]
        srv.stop(Closed(again=False))                  # the table goes after the game (its Menu) and says so
        for seat in PHONES:                            # ... and the pages say how to join again, instead of calling
            driver.switch_to.window(windows[seat])     # on it again
            table.until(lambda: driver.find_element(By.ID, "link").text == "The table has closed", what="closed")
            assert "scan your seat's code" in driver.find_element(By.ID, "final-again").text   # the score stays
        time.sleep(1.5)                                # longer than the first back-off: no new attempt was made
        assert driver.find_element(By.ID, "link").text == "The table has closed"
    finally:
        close_phones(driver, windows)
        srv.stop()
    assert srv.failures == []
    print(f"screenshots in {shots}")


LC_NAMES = ["Ada", "Robin", "Karl", "Ivan"]
LC_PHONES = (0, 1, 2)              # three phones; the test plays Ivan's seat
LC_SEED = 25
LC_BUDGET = 60.0                   # seconds for the whole game (it takes about 8 s)
ROLE_FACES = {"human": "scientist", "infected": "infected", "creature": "creature"}

READ_TURN = """
const all = s => [...document.querySelectorAll(s)];
return [all('#hand .card.playable').map(c => c.dataset.handle),
        all('#moves .choice .label').map(b => b.innerText.trim()), all('#hand .card').map(c => c.dataset.handle)];
"""
FACES_SHOWN = "return [...document.querySelectorAll('img')].map(i => i.getAttribute('src') || '')"


def role_faces(driver) -> list:
    """The character cards among the faces the page shows (decoded from their /f/ addresses)."""
    faces = []
    for src in driver.execute_script(FACES_SHOWN):
        key = parse_qs(urlsplit(src).query).get("k")
        face = json.loads(key[0]) if key else None
        if isinstance(face, list) and face and face[0] in ROLE_FACES.values():
            faces.append(face)
    return faces


def test_three_phones_play_la_criatura_to_the_end_in_chromium(phone_browser, shots):
    """La Criatura at a table of four, three of them phones: each phone is shown its own role and no other, votes,
    plays event cards from their sheets, and says the game is over at the end; no page ever holds what its
    seat's view hides (the hot-seat curtain's check, tests/tabletop/privacy.py)."""
    started = time.monotonic()
    driver = phone_browser
    browser_errors(driver)
    table = Table(LC_NAMES, LC_PHONES, seed=LC_SEED, game_id="la-criatura")
    game, srv = table.match.game, table.server
    srv.start()
    windows: dict[int, str] = {}
    try:
        windows.update(open_phones(driver, srv, LC_PHONES))
        taken: set[str] = set()
        played = {seat: 0 for seat in LC_PHONES}
        phases: set[str] = set()
        on = None
        while (seat := table.step()) is not None:
            assert time.monotonic() - started < LC_BUDGET, "the browser game took too long"
            if on != seat:
                driver.switch_to.window(windows[seat])
                on = seat
            version = table.match.version
            table.until(lambda v=str(version): shown_version(driver) == v, what=f"position {version} on the phone")
            assert driver.find_element(By.ID, "turn").text.startswith("Your turn")
            assert not (bad := page_leaks(driver, game, table.match.state, seat)), bad[:3]
            lit, buttons, cards = driver.execute_script(READ_TURN)
            # its own character card, and no other seat's, until the roles are out in the open (revealed)
            role = ROLE_FACES[table.match.view(seat).status]
            role_hidden = table.match.view(None).statuses[seat] is None
            assert [h for h in cards if h.startswith("seat:")] == ([f"seat:{seat}"] if role_hidden else [])
            # ... besides the roles out in the open, which its Table shows as the TV does
            public = {ROLE_FACES[s] for s in table.match.view(None).statuses if s in ROLE_FACES}
            assert {f[0] for f in role_faces(driver)} <= {role} | public, f"{LC_NAMES[seat]} sees a role not its own"
            assert role in {f[0] for f in role_faces(driver)} or not role_hidden, f"{LC_NAMES[seat]} sees no role"
            finger = played[seat] == 0          # each phone's first move by touch, the rest by the page's click
            if "role" not in taken:
                other = next(o for o in range(len(LC_NAMES)) if o != seat)
                assert page_leaks(driver, game, table.match.state, other), "the check sees this hand as secret"
                table.until(lambda: images_loaded(driver), what="the faces")
                driver.save_screenshot(str(shots / f"criatura-{LC_NAMES[seat]}.png"))
                tap_at(driver, "#hand .card", cards.index(f"seat:{seat}"), True)
                table.until(lambda: driver.find_element(By.ID, "sheet").is_displayed() and images_loaded(driver),
                            what="the role's sheet")
                driver.save_screenshot(str(shots / "criatura-role.png"))
                tap_at(driver, "#sheet-cancel", 0, True)
                taken.add("role")
            if "weapon" not in taken and (held := [i for i, h in enumerate(cards) if h.startswith("weapon:")]):
                tap_at(driver, "#hand .card", held[0], False)
                table.until(lambda: images_loaded(driver), what="the weapon's sheet")
                assert driver.find_element(By.ID, "sheet").is_displayed()
                driver.save_screenshot(str(shots / "criatura-weapon.png"))
                tap_at(driver, "#sheet-cancel", 0, False)
                taken.add("weapon")
            phase = table.match.view(None).phase
            if phase == "vote" and "vote" not in taken:
                driver.execute_script("document.getElementById('moves').scrollIntoView({block: 'center'})")
                table.until(lambda: images_loaded(driver), what="the faces")
                driver.save_screenshot(str(shots / "criatura-vote.png"))
                taken.add("vote")
            options = [("card", i) for i in range(len(lit))] + [("button", i) for i in range(len(buttons))]
            assert options, f"{LC_NAMES[seat]} has moves to tap"
            weapon = [("button", i) for i, b in enumerate(buttons) if "for a weapon" in b]
            kind, k = weapon[0] if weapon and "weapon" not in taken else table.rnd.choice(options)
            if kind == "card":           # a lit card, then what to do with it on its sheet
                tap_at(driver, "#hand .card.playable", k, finger)
                table.until(lambda: driver.find_element(By.ID, "sheet").is_displayed(), what="the card's sheet")
                choices = driver.find_elements(By.CSS_SELECTOR, "#sheet-choices .choice")
                assert choices, f"the lit {lit[k]} offers moves"
                assert not (bad := page_leaks(driver, game, table.match.state, seat)), bad[:3]
                if "sheet" not in taken:
                    table.until(lambda: images_loaded(driver), what="the large face")
                    driver.save_screenshot(str(shots / "criatura-sheet.png"))
                    taken.add("sheet")
                css, k = "#sheet-choices .choice", table.rnd.randrange(len(choices))
            else:
                css = "#moves .choice"
            phases.add(phase)
            tap_at(driver, css, k, finger)
            table.until(lambda v=version: table.match.version != v, what=f"{LC_NAMES[seat]}'s move to be played")
            played[seat] += 1

        assert table.match.over
        assert all(n >= 3 for n in played.values()), played
        assert {"events", "vote"} <= phases, phases
        for seat in LC_PHONES:           # every phone says the game is over, and still shows only its own
            driver.switch_to.window(windows[seat])
            scroll_to_top(driver)
            table.until(lambda: driver.find_element(By.ID, "turn").text == "The game is over.", what="the end")
            table.until(lambda: images_loaded(driver), what="the faces at the end")
            assert not (bad := page_leaks(driver, game, table.match.state, seat)), bad[:3]
            rows = driver.find_elements(By.CSS_SELECTOR, "#scores tbody tr")
            assert [r.find_element(By.TAG_NAME, "td").text.removesuffix(" (you)") for r in rows] == LC_NAMES
            snap = PhoneViews(table.match).snapshot(seat)      # the result, under the banner "The game is over."
            told = snap.status if snap.status not in ("", "The game is over.") else snap.log[-1].text
            shown = driver.find_element(By.ID, "status").text
            assert shown and told.endswith(shown) and shown != "The game is over.", (shown, told)
            driver.save_screenshot(str(shots / f"criatura-over-{LC_NAMES[seat]}.png"))
        assert {"role", "vote", "sheet"} <= taken, taken
        assert (errors := browser_errors(driver)) == [], errors[:3]
    finally:
        close_phones(driver, windows)
        srv.stop()
    assert srv.failures == []
    print(f"La Criatura: {sum(played.values())} phone moves in {time.monotonic() - started:.1f} s; "
          f"screenshots in {shots}")


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
    table = Table(NAMES, tuple(range(game.usual_players)), match=match)
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
            " all('#moves .choice .label').map(b => b.innerText), document.getElementById('status').innerText];")
        assert set(lit) == {c.source for c in snap.choices if c.source in mine}
        assert [" ".join(b.split()) for b in buttons] == [" ".join(c.label.split()) for c in snap.choices
                                                          if c.source not in mine]
        said = " ".join(snap.status.split())            # the page drops a "Your turn: " its banner says already
        assert " ".join(status.split()) in (said, said.removeprefix("Your turn: ").capitalize()[:1]
                                            + said.removeprefix("Your turn: ")[1:])
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
    table = Table(NAMES, PHONES, seed=5)
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
    table = Table(NAMES, PHONES, seed=3)
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

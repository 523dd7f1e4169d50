"""The notepad on the phone page, in a real browser: headless Chromium (the system's package) at a 360x640 touch
viewport and sideways, against a PhoneServer on 127.0.0.1 whose render loop is this test (it drains the server
while it waits). The Notepad button opens the seat's sheet in place of the hand; every cell is big enough to tap
and the grid fits the screen's width; a tap cycles the cell's mark at the table and on the page."""

import random
import time
from pathlib import Path

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.phones.server import PhoneServer
from tabletop.storage.saves import SeatSetup

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
pytestmark = pytest.mark.skipif(
    not (CHROMIUM.exists() and DRIVER.exists()),
    reason="needs Debian's chromium and chromium-driver (/usr/bin/chromium, /usr/bin/chromedriver)")
pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install -e '.[test]')")
from selenium.webdriver.common.by import By  # noqa: E402

from tests.phones.browser_helpers import PHONE, phone_chromium, screen  # noqa: E402

NAMES = ["Ada", "Robin", "Karl", "Ivan"]
SIGNS = {"yes": "✓", "no": "✗", "maybe": "?", "": ""}


@pytest.fixture
def table():
    game = rules.games()["deducktion"]
    match = Match.new(game, 4, 3, seats=[SeatSetup(name=n) for n in NAMES], autosave=False)
    rnd = random.Random(2)
    for _ in range(20):                   # questions asked and answered: facts in the cells
        match.play(rnd.choice(game.legal_moves(match.state, match.to_act()[0])))
    server = PhoneServer(match, [0], "127.0.0.1", 0)
    server.start()
    with phone_chromium() as driver:
        yield server, driver
    server.stop()
    assert server.failures == [], server.failures[:3]


def until(server, test, what: str, timeout: float = 10.0):
    """Drain the server (the table's render loop) until `test()` holds."""
    end = time.monotonic() + timeout
    while True:
        server.drain()
        try:
            if got := test():
                return got
        except Exception:   # the page is drawing itself anew: look again
            pass
        assert time.monotonic() < end, f"timed out waiting for {what}"
        time.sleep(0.02)


CELLS = """return Array.from(document.querySelectorAll('#notepad-grid .note')).map(b => {
  const r = b.getBoundingClientRect();
  return {key: b.dataset.key, w: r.width, h: r.height, right: r.right, mark: b.querySelector('.mark').textContent,
          label: b.getAttribute('aria-label')};
});"""


def test_the_notepad_opens_on_the_phone_and_a_tap_marks_a_cell(table, tmp_path):
    server, driver = table
    match = server.match
    driver.get(server.url(0))
    until(server, lambda: driver.find_element(By.ID, "notes-button").is_displayed(), "the Notepad button")
    assert not driver.find_element(By.ID, "notepad").is_displayed()
    driver.find_element(By.ID, "notes-button").click()
    until(server, lambda: driver.find_element(By.ID, "notepad").is_displayed(), "the notepad")
    assert not driver.find_element(By.ID, "main").is_displayed(), "the notepad takes the hand's place"
    title = driver.find_element(By.ID, "notepad-title").text
    assert title.startswith("Ada's notepad")

    for width, height in (PHONE, PHONE[::-1]):
        screen(driver, width, height)
        time.sleep(0.3)
        cells = driver.execute_script(CELLS)
        assert len(cells) == 30, "five animals by six numbers"
        assert all(c["w"] >= 40 and c["h"] >= 44 for c in cells), "every cell is big enough to tap"
        assert max(c["right"] for c in cells) <= width, "the grid fits the screen's width"
        driver.save_screenshot(str(tmp_path / f"notepad-{width}x{height}.png"))
    screen(driver, *PHONE)
    time.sleep(0.2)

    sheet = server.views.adapter(0).sheet(match.view(0))
    known = next(k for row in sheet.keys for k in row if sheet.tone(k) == "known")
    facts = [f.text for f in sheet.facts[known]]
    shown = next(c for c in driver.execute_script(CELLS) if c["key"] == known)
    assert all(f in shown["label"] for f in facts), "a cell's facts are in its words"

    version = match.version
    for want in ("yes", "no", "maybe", ""):
        driver.execute_script("document.querySelector(arguments[0]).click()", f'.note[data-key="{known}"]')
        until(server, lambda w=want: next(c for c in driver.execute_script(CELLS) if c["key"] == known)["mark"]
              == SIGNS[w] and match.snapshot().notes["notepad"]["0"].get(known, "") == w, f"the mark {want!r}")
    driver.find_element(By.ID, "notepad-close").click()
    until(server, lambda: driver.find_element(By.ID, "main").is_displayed(), "the hand again")
    assert match.version == version, "marks are not moves"
    errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
    assert errors == [], errors[:3]

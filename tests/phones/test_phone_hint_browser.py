"""The Hint on a phone, in a real browser (headless Chromium at 360x640, 127.0.0.1 only), against a real table
whose frames this test pumps: the Hint button shows at the seat's turn, a tap asks (it says it is thinking),
the answer lights one choice or card and the line why is in view, whole, in English and German; the next
position drops it. The hint's search runs in place on a counting clock (tests/tabletop/hint_helpers.py)."""

from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
pytestmark = [pytest.mark.skipif(not (CHROMIUM.exists() and DRIVER.exists()),
                                 reason="needs Debian's chromium and chromium-driver"),
              pytest.mark.usefixtures("instant_hints")]
pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install -e '.[test]')")
from selenium.webdriver.common.by import By  # noqa: E402

from tabletop.table.session import PHONE  # noqa: E402
from tests.phones.browser_helpers import (  # noqa: E402
    browser_errors,
    images_loaded,
    phone_chromium,
    pumping_until,
    seen_whole,
)
from tests.phones.wiring_helpers import phone_table  # noqa: E402
from tests.tabletop.hint_helpers import instant_hints  # noqa: E402,F401 (a fixture)

BOT = "Bot (easy)"


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch, instant_table_bots):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


def until(app, test, what: str, timeout: float = 15.0):
    """Pump the table's frames until `test()` holds (the page talks to the table's own server meanwhile)."""
    return pumping_until(lambda: app.step(1 / 60), test, timeout, what)


@pytest.mark.parametrize("game_id", ["strange-creatures", "la-criatura"])
def test_the_phone_asks_for_a_hint_and_sees_it_lit_with_its_line(app, speaking, tmp_path, game_id):
    players = 5 if game_id == "la-criatura" else 3
    names = ["Ada", "Robin", "Cleo", "Dan", "Eve"][:players]
    scene = phone_table(app, [PHONE] + [BOT] * (players - 1), names, game_id=game_id)
    with phone_chromium() as driver:
        driver.get(scene.phones.url(0))
        until(app, lambda: driver.find_element(By.TAG_NAME, "body").get_attribute("class").find("mine") >= 0
              and not driver.find_element(By.ID, "hint-button").get_attribute("hidden"), "the seat's turn")
        version = driver.find_element(By.TAG_NAME, "body").get_attribute("data-version")
        assert seen_whole(driver, "#hint-button") == []
        driver.find_element(By.ID, "hint-button").click()
        until(app, lambda: driver.find_element(By.ID, "hint-line").text, "the hint's line")
        line = driver.find_element(By.ID, "hint-line").text
        assert line.startswith("Tipp: " if speaking == "de" else "Hint: ")
        assert seen_whole(driver, "#hint-line") == []
        lit = driver.find_elements(By.CSS_SELECTOR, ".card.hinted, .choice.hinted")
        assert len(lit) == 1, "the hint lights exactly one card or choice"
        assert driver.find_element(By.ID, "hint-button").get_attribute("disabled")
        until(app, lambda: images_loaded(driver), "the faces")
        driver.save_screenshot(str(tmp_path / f"hint-{game_id}-{speaking}.png"))
        assert scene.session.match.hints_used()[0] == 1
        lit[0].click()                                  # played (a card opens its sheet: its move then)
        sheet = driver.find_elements(By.CSS_SELECTOR, "#sheet-choices .choice")
        if sheet and sheet[0].is_displayed():
            sheet[0].click()
        until(app, lambda: driver.find_element(By.TAG_NAME, "body").get_attribute("data-version") != version,
              "the next position")
        assert driver.find_element(By.ID, "hint-line").text == ""
        assert not [e for e in driver.find_elements(By.CSS_SELECTOR, ".hinted") if e.is_displayed()]
        assert not browser_errors(driver)
    app.home()

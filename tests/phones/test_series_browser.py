"""The end of an evening's game on a phone, in headless Chromium at 360x640: under the final score, the evening so
far (who leads, each person's wins, each game's winner), whole and in view, in the laptop's language."""

from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM.exists() and DRIVER.exists()),
                                reason="needs Debian's chromium and chromium-driver")
pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install -e '.[test]')")
from selenium.webdriver.common.by import By  # noqa: E402

from tabletop import language  # noqa: E402
from tests.phones.browser_helpers import PHONE, Table, phone_chromium, screen, seen_whole  # noqa: E402
from tests.phones.evening_match import NAMES, evening_match  # noqa: E402


@pytest.fixture(autouse=True)
def _data(tmp_path, monkeypatch):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_phones_end_shows_the_evening_so_far(lang, tmp_path):
    language.choose(lang)
    match = evening_match()
    table = Table(NAMES, (0,), match=match)
    table.server.start()
    try:
        with phone_chromium() as browser:
            screen(browser, *PHONE)
            browser.get(table.server.url(0))
            table.until(lambda: browser.find_element(By.ID, "series").is_displayed(), what="the evening")
            series = table.server.views.snapshot(0).final.series
            browser.execute_script("document.getElementById('series').scrollIntoView({block: 'start'})")
            for part in ("series-title", "series-leaders", "series-table", "series-games"):
                assert not seen_whole(browser, f"#{part}"), (part, seen_whole(browser, f"#{part}"))
            assert browser.find_element(By.ID, "series-title").text == series.title
            rows = [[td.text for td in tr.find_elements(By.TAG_NAME, "td")]
                    for tr in browser.find_elements(By.CSS_SELECTOR, "#series-table tbody tr")]
            assert rows == series.standings and {r[0] for r in rows} == set(NAMES)
            lines = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#series-games li")]
            assert lines == series.games and len(lines) == 3
            said = browser.find_element(By.ID, "series").text
            assert ("Siege" if lang == "de" else "Wins") in said
            browser.save_screenshot(str(tmp_path / f"series-{lang}.png"))
    finally:
        language.choose("en")
        table.server.stop()

"""The teaching card on a phone, in a real browser: headless Chromium at 360x640 against a PhoneServer on 127.0.0.1
whose render loop is this test (browser_helpers.Table). The card shows above the hand, whole and inside the page
(no sideways scrolling, its buttons whole, over none of the choices); "More" unfolds the rule in place; "Got it"
closes it and the seat's next card comes; "Stop teaching" ends that phone's cards; in English and in German.
"""

from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM.exists() and DRIVER.exists()),
                                reason="needs Debian's chromium and chromium-driver")
pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install -e '.[test]')")
from selenium.webdriver.common.by import By  # noqa: E402

from tabletop import language  # noqa: E402
from tabletop.phones.page_words import page_words  # noqa: E402
from tabletop.phones.teaching_card import rule_section  # noqa: E402
from tabletop.teaching.moments import lesson  # noqa: E402
from tabletop.teaching.on_phones import TeachingOnPhones  # noqa: E402
from tabletop.teaching.teacher import Teacher  # noqa: E402
from tests.phones.browser_helpers import (  # noqa: E402
    PHONE,
    Table,
    browser_errors,
    images_loaded,
    phone_chromium,
    screen,
    seen_whole,
    shown_version,
    tap_at,
)

GAME = "strange-creatures"
NAMES = ["Ada", "Robin", "Karl"]

FITS = """
const card = document.getElementById('teach').getBoundingClientRect();
const out = [];
if (document.documentElement.scrollWidth > innerWidth + 0.5) out.push('the page scrolls sideways');
if (card.left < -0.5 || card.right > innerWidth + 0.5) out.push('the card is wider than the screen');
for (const b of document.querySelectorAll('#teach-buttons button')) {
  if (b.hidden) continue;
  const r = b.getBoundingClientRect();
  if (r.left < card.left - 0.5 || r.right > card.right + 0.5 || r.bottom > card.bottom + 0.5) out.push('cut: ' + b.id);
  if (r.height < 44 - 0.5 || r.width < 44 - 0.5) out.push('too small to tap: ' + b.id);
  if (b.scrollWidth > b.clientWidth + 1) out.push('words cut: ' + b.id);
}
for (const c of document.querySelectorAll('.choice, .card')) {
  const r = c.getBoundingClientRect();
  if (r.bottom > card.top + 0.5 && r.top < card.bottom - 0.5 && r.right > card.left && r.left < card.right)
    out.push('over a choice: ' + (c.className));
}
return out;
"""


@pytest.fixture(scope="module")
def browser():
    with phone_chromium() as driver:
        yield driver


@pytest.fixture(params=["en", "de"])
def lang(request):
    language.choose(request.param)
    yield request.param
    language.choose("en")


def served():
    """The laptop's side with the first seat to act on a phone and teaching on for it (its first look made)."""
    table = Table(NAMES, (0,))
    seat = table.match.to_act()[0]
    table = Table(NAMES, (seat,))
    teaching = table.server.views.teaching = TeachingOnPhones(Teacher(GAME), fresh=True)
    teaching.look(table.match, [seat])
    table.server.start()
    return table, teaching, seat


def card_title(driver) -> str | None:
    return driver.execute_script("const e = document.getElementById('teach');"
                                 "return e.hidden ? null : document.getElementById('teach-title').textContent;")


def test_the_card_shows_fits_unfolds_its_rule_and_got_it_closes_it(browser, lang):
    table, teaching, seat = served()
    words = page_words(lang)
    try:
        screen(browser, *PHONE)
        browser.get(table.server.url(seat))
        table.until(lambda: shown_version(browser) == str(table.match.version), what="the position")
        table.until(lambda: images_loaded(browser), what="the faces")
        aim = lesson(GAME).get("aim")
        assert card_title(browser) == language._(aim.title)
        assert seen_whole(browser, "#teach") == [], "the card is in view, its words whole"
        assert browser.execute_script(FITS) == []
        assert [browser.find_element(By.ID, b).text for b in ("teach-got", "teach-more", "teach-stop")] == \
            [words["Got it"], words["More"], words["Stop teaching"]]
        assert not browser.find_element(By.ID, "teach-rule").is_displayed()

        tap_at(browser, "#teach-more")                                   # More: the rule, in place
        rule = rule_section(GAME, aim.section)
        table.until(lambda: browser.find_element(By.ID, "teach-rule").is_displayed(), what="the rule")
        assert browser.find_element(By.ID, "teach-heading").text == rule.heading
        assert browser.find_element(By.ID, "teach-blocks").text.startswith(rule.blocks[0].text[:30])
        assert browser.find_element(By.ID, "teach-more").text == words["Less"]
        assert browser.execute_script(FITS) == []

        tap_at(browser, "#teach-got")                                    # Got it: gone, the next card comes
        lead = lesson(GAME).get("lead")
        table.until(lambda: card_title(browser) == language._(lead.title), what="the next card")
        assert teaching.teacher.taught[str(seat)] == ["aim", "lead"]
        assert not browser.find_element(By.ID, "teach-rule").is_displayed(), "a new card comes folded"
        assert browser.execute_script(FITS) == []
        lit = browser.execute_script("return [...document.querySelectorAll('.card.taught')].map(e => e.dataset.handle)")
        assert set(lit) <= set(table.server.views.snapshot(seat).teaching.lit), "it lights what the card names"

        tap_at(browser, "#teach-stop")                                   # Stop teaching: this phone's cards end
        table.until(lambda: card_title(browser) is None and teaching.card(seat) is None, what="no card")
        assert teaching.teacher.on, "the laptop's teaching goes on"
        assert browser_errors(browser) == []
    finally:
        table.server.stop()
        assert table.server.failures == []

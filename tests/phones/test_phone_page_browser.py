"""What a person holding only the phone sees at a decision, in a real browser: headless Chromium at 360x640 and
640x360, against a PhoneServer on 127.0.0.1 whose render loop is this test (browser_helpers.Table). Each check is
made the way a person looks (browser_helpers.seen_whole: the element inside the viewport, not covered, its words
whole): why a grey card cannot be played, what a card would do on the table, the table itself, the choices in view
when a decision comes, cards chosen one by one, the end of the game, and the small things (issue 55).
One browser serves the module.
"""

import json
import random
import re
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM.exists() and DRIVER.exists()),
                                reason="needs Debian's chromium and chromium-driver")
pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install -e '.[test]')")
from selenium.webdriver.common.by import By  # noqa: E402

import rules  # noqa: E402
from tabletop import language  # noqa: E402
from tabletop.couch.match import Match  # noqa: E402
from tabletop.phones.faces import WARM_WIDTH, canonical  # noqa: E402
from tabletop.phones.messages import Closed  # noqa: E402
from tabletop.storage.saves import SeatSetup  # noqa: E402
from tests.phones.browser_helpers import (  # noqa: E402
    PHONE,
    Table,
    advance,
    browser_errors,
    click_js,
    cut_words,
    cut_words_each,
    images_loaded,
    phone_chromium,
    screen,
    seen_whole,
    shown_version,
    why_unseen,
)

NAMES = ["Ada", "Robin", "Karl", "Ivan", "Zoe"]
SIDEWAYS = PHONE[::-1]


@pytest.fixture(scope="module")
def browser():
    with phone_chromium() as driver:
        yield driver


def serve(match, seat: int) -> Table:
    """The laptop's side for `match`, with `seat` on a phone (the test plays the others), listening."""
    table = Table(NAMES[:len(match.names)], (seat,), match=match)
    table.server.start()
    return table


def load(driver, table: Table, seat: int, size=PHONE) -> None:
    screen(driver, *size)
    driver.get(table.server.url(seat))
    table.until(lambda: shown_version(driver) == str(table.match.version), what="the position")
    table.until(lambda: images_loaded(driver), what="the faces")


def sized(driver, size) -> None:
    screen(driver, *size)
    time.sleep(0.3)                               # the page lays itself out again (a resize)


# ----- 3: a card that cannot be played says why, with the rule -------------------------------------------
def must_follow(match, views, seat):
    snap = views.snapshot(seat)
    return match.view(None).phase == "play" and any(p.why_not for p in snap.private)


def test_a_grey_card_says_the_engines_reason_and_rule(browser):
    match, seat = advance("strange-creatures", must_follow, names=NAMES)
    table = serve(match, seat)
    try:
        load(browser, table, seat)
        grey = next(p for p in table.server.views.snapshot(seat).private if p.why_not)
        assert "follow suit" in grey.why_not.reason
        for size in (PHONE, SIDEWAYS):
            sized(browser, size)
            click_js(browser, f'#hand .card[data-handle="{grey.handle}"]')
            table.until(lambda: browser.find_element(By.ID, "sheet").is_displayed(), what="the card's sheet")
            note, rule = browser.find_element(By.ID, "sheet-note"), browser.find_element(By.ID, "sheet-rule")
            assert note.text == grey.why_not.reason
            assert rule.text == f"Rule: {grey.why_not.rule}"
            assert not seen_whole(browser, note) and not seen_whole(browser, rule), (seen_whole(browser, note),
                                                                                     seen_whole(browser, rule))
            click_js(browser, "#sheet-cancel")
    finally:
        table.server.stop()


# ----- 4: what a card would do, and the table, on the phone ------------------------------------------------
def would_take(match, views, seat):
    return any(c.warn for c in views.snapshot(seat).choices)


def test_a_card_says_what_it_would_do_and_the_table_shows_every_stack(browser):
    match, seat = advance("hi-lo-hijinks", would_take, names=NAMES)
    table = serve(match, seat)
    try:
        load(browser, table, seat)
        snap = table.server.views.snapshot(seat)
        warned = next(c for c in snap.choices if c.warn)
        assert re.match(r"[▲▼] \d", warned.note) and "you will take" in warned.note
        for size in (PHONE, SIDEWAYS):
            sized(browser, size)
            click_js(browser, f'#hand .card[data-handle="{warned.source}"]')
            table.until(lambda: browser.find_element(By.ID, "sheet").is_displayed(), what="the card's sheet")
            notes = [n for n in browser.find_elements(By.CSS_SELECTOR, "#sheet-choices .choice.warn .cnote")
                     if n.text == warned.note]
            assert notes and not seen_whole(browser, notes[0]), seen_whole(browser, notes[0]) if notes else "none"
            click_js(browser, "#sheet-cancel")
            click_js(browser, "#table-tab")
            stacks = [g for g in snap.table if g.title.endswith(" stack")]
            assert len(stacks) == 5, [g.title for g in snap.table]
            heads = {h.text.split("\n")[0]: h for h in browser.find_elements(By.CSS_SELECTOR, "#groups .group h3")}
            for group in stacks:
                head = next(h for t, h in heads.items() if t.startswith(group.title))
                browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", head)
                section = head.find_element(By.XPATH, "..")
                badge = section.find_element(By.CSS_SELECTOR, ".tbadge")
                assert re.match(r"[▲▼] \d", badge.text), badge.text
                assert not seen_whole(browser, head) and not seen_whole(browser, badge)
            click_js(browser, "#hand-tab")
    finally:
        table.server.stop()


# ----- 5: a new decision brings what it is made with into view ----------------------------------------------
DECISION = """
const lit = document.querySelector('#hand .card.playable, #hand .card.pickable');
return lit ? document.getElementById('hand-title') : document.querySelector('#moves h3, #moves .choice');
"""
READ_THE_LOG = "const m = document.getElementById('main'); m.scrollTop = m.scrollHeight;" \
               "const i = document.getElementById('info'); if (i) i.scrollTop = i.scrollHeight;"


def test_each_decision_brings_its_choices_into_view_held_upright_and_sideways(browser):
    match, seat = advance("strange-creatures", lambda m, v, s: True, seed=4, names=NAMES)
    table = serve(match, seat)
    try:
        load(browser, table, seat)
        kinds = set()
        for k in range(24):
            if k >= 12 and kinds == {"hand-title", "choices"}:
                break
            size = PHONE if k < 8 else SIDEWAYS
            sized(browser, size)
            if k == 8:
                header = browser.execute_script("return document.getElementById('banner').getBoundingClientRect()"
                                                ".bottom")
                assert header <= 110, f"sideways the header and banner take {header} of {size[1]} px"
            browser.execute_script(READ_THE_LOG)             # the person was reading the log
            version = table.match.version
            lit = browser.find_elements(By.CSS_SELECTOR, "#hand .card.playable")
            if lit:
                click_js(browser, "#hand .card.playable")
                table.until(lambda: browser.find_element(By.ID, "sheet").is_displayed(), what="the sheet")
                click_js(browser, "#sheet-choices .choice")
            else:
                click_js(browser, "#moves .choice")
            table.until(lambda v=version: table.match.version > v, what="the move")
            if table.step() is None:
                break
            table.until(lambda: shown_version(browser) == str(table.match.version), what="the next decision")
            time.sleep(0.05)                                  # the page scrolls on the next frame
            target = browser.execute_script(DECISION)
            kinds.add(target.get_attribute("id") or "choices")
            assert why_unseen(browser, target) == "", (k, why_unseen(browser, target))
        assert kinds == {"hand-title", "choices"}, kinds   # cards to play and creatures to buy were both met
    finally:
        table.server.stop()


# ----- 7: two cards chosen one by one, then one button --------------------------------------------------------
def passes_two(match, views, seat):
    return any(len(c.picks) == 2 for c in views.snapshot(seat).choices)


def test_two_cards_to_pass_are_tapped_one_by_one_then_passed(browser):
    match, seat = advance("deducktion", passes_two, seed=1, names=NAMES)
    table = serve(match, seat)
    try:
        load(browser, table, seat)
        assert len(browser.find_elements(By.CSS_SELECTOR, "#moves .choice")) <= 2, "no list of every pair"
        go = browser.find_element(By.ID, "pick-go")
        assert not go.is_enabled()
        for _ in range(2):
            click_js(browser, "#hand .card.pickable")
        table.until(lambda: go.is_enabled(), what="the Pass button")
        assert go.text.startswith("Pass "), go.text
        for size in (PHONE, SIDEWAYS):                    # the button that passes them in view, its words whole
            sized(browser, size)
            assert not seen_whole(browser, go), (size, seen_whole(browser, go))
        chosen = [c.get_attribute("data-handle") for c in browser.find_elements(By.CSS_SELECTOR, "#hand .picked")]
        version = table.match.version
        click_js(browser, "#pick-go")
        table.until(lambda: table.match.version > version, what="the pass")
        assert sorted(f"card:{c}" for c in table.match.moves[-1].cards) == sorted(chosen)
    finally:
        table.server.stop()


def take_a_choice(driver, table) -> None:
    """The phone's player takes a choice: a button, else a lit card and its first move, else the cards a pick
    wants (tapped one by one until its button plays them)."""
    if driver.find_elements(By.CSS_SELECTOR, "#moves .choice:not([disabled])"):
        click_js(driver, "#moves .choice:not([disabled])")
    elif driver.find_elements(By.CSS_SELECTOR, "#hand .card.playable"):
        click_js(driver, "#hand .card.playable")
        table.until(lambda: driver.find_element(By.ID, "sheet").is_displayed(), what="the sheet")
        click_js(driver, "#sheet-choices .choice")
    else:
        while not driver.find_elements(By.CSS_SELECTOR, "#pick-go:not([disabled])"):
            click_js(driver, "#hand .card.pickable")
        click_js(driver, "#pick-go")


# ----- 8: the end of a game: who won, what it reveals, the final table -----------------------------------------
def test_the_end_says_who_won_reveals_the_roles_and_keeps_the_header_whole(browser):
    match, seat = advance("la-criatura", lambda m, v, s: s == 0, seed=25, names=NAMES[:4])
    table = serve(match, 0)
    try:
        load(browser, table, 0)
        while table.step() is not None:                   # the phone's player plays its first choice each turn
            version = table.match.version
            table.until(lambda v=str(version): shown_version(browser) == v, what="the phone's turn")
            try:
                take_a_choice(browser, table)
                table.until(lambda v=version: table.match.version > v, what="the phone's move")
            except AssertionError:
                browser.save_screenshot("/tmp/end-failed.png")
                raise
        table.until(lambda: browser.find_element(By.ID, "final").is_displayed(), what="the final score")
        final = table.server.views.snapshot(0).final
        assert re.search(r"wins?!$", final.headline) and "Was" in final.headers
        table.server.stop(Closed(again=False))            # the table closes: the header says so, and stays whole
        table.until(lambda: browser.find_element(By.ID, "link").text == "The table has closed", what="closed")
        for size in (PHONE, SIDEWAYS):
            sized(browser, size)
            browser.execute_script("document.getElementById('final').scrollIntoView({block: 'start'})")
            for part in ("final-headline", "final-table", "name", "game"):
                assert not seen_whole(browser, f"#{part}"), (size, part, seen_whole(browser, f"#{part}"))
            assert browser.find_element(By.ID, "final-headline").text == final.headline
            roles = [r.find_elements(By.TAG_NAME, "td")[1].text for r in
                     browser.find_elements(By.CSS_SELECTOR, "#final-table tbody tr")]
            assert len(roles) == 4 and all(r and r != "?" for r in roles), roles
    finally:
        table.server.stop()


def test_a_wide_final_table_in_german_reads_whole_on_a_phone(browser, tmp_path):
    """Strange Creatures' final score has six columns, and German's words are long ("Münzen (Gleichstand)"):
    a phone shows each player's line whole rather than a table cut at its edge."""
    shots = tmp_path
    language.choose("de")
    game = rules.games()["strange-creatures"]
    match = Match.new(game, 4, 3, seats=[SeatSetup(name=n) for n in NAMES[:4]], autosave=False)
    rnd = random.Random(3)
    while not match.over:
        match.play(rnd.choice(game.legal_moves(match.state, match.to_act()[0])))
    table = serve(match, 0)
    try:
        load(browser, table, 0)
        table.until(lambda: browser.find_element(By.ID, "final").is_displayed(), what="the final score")
        for size in (PHONE, SIDEWAYS):
            sized(browser, size)
            browser.execute_script("document.getElementById('final').scrollIntoView({block: 'start'})")
            assert not cut_words(browser, "#final-table"), (size, cut_words(browser, "#final-table"))
            said = browser.execute_script("const t = document.getElementById('final-table');"
                                          "return t.classList.contains('stacked') ? [...t.querySelectorAll('td')]"
                                          ".map(d => getComputedStyle(d, '::before').content).join(' ') : t.innerText")
            assert "Münzen" in said, said                 # each value with its column's name
            browser.save_screenshot(str(shots / f"final-de-{size[0]}x{size[1]}.png"))
    finally:
        language.choose("en")
        table.server.stop()


# ----- 9: small things -----------------------------------------------------------------------------------------
def guessing(match, views, seat):
    return any(p.zone != "hand" for p in views.snapshot(seat).private) and views.snapshot(seat).notepad


def test_the_header_the_notepad_and_the_private_headings_read_whole(browser):
    match, seat = advance("deducktion", guessing, names=NAMES)
    table = serve(match, seat)
    try:
        load(browser, table, seat)
        assert browser.find_element(By.ID, "notes-button").is_displayed()
        assert not seen_whole(browser, "#game"), seen_whole(browser, "#game")
        headings = browser.execute_script(    # read in one go: a later snapshot may draw the hand anew
            "return [...document.querySelectorAll('#hand .zone')].map(z => z.innerText)")
        assert headings and "Only you can see" not in headings, headings
        click_js(browser, "#notes-button")
        table.until(lambda: browser.find_element(By.ID, "notepad").is_displayed(), what="the notepad")
        for size in (PHONE, SIDEWAYS):
            sized(browser, size)
            sizes = browser.execute_script(   # read in one go: a later snapshot may draw the notepad anew
                "return [...document.querySelectorAll('#notepad-grid .facts')]"
                ".map(f => parseFloat(getComputedStyle(f).fontSize))")
            cuts = cut_words_each(browser, "#notepad-grid .note")
            assert sizes and cuts
            assert min(sizes) >= 12, sizes
            # each cell's words inside it (a person scrolls to the ones below)
            assert not any(cuts), (size, [c for c in cuts if c])
    finally:
        table.server.stop()


def test_a_card_drawn_before_it_had_a_handle_opens_its_moves_once_it_has_one(browser):
    """A card stays the same element from one snapshot to the next; its tap must use the handle it has now. A card
    first shown without one (no move started from it then) and given one later did nothing when tapped (the tap
    kept the handle it was drawn with): seen in a Savannah game where the phone's player could no longer move."""
    match, seat = advance("strange-creatures", must_follow, names=NAMES)
    table = Table(NAMES[:len(match.names)], (seat,), match=match)
    views = table.server.views
    made = views.snapshot
    bare = [True]

    def snapshot(s):
        snap = made(s)
        if bare[0] and s == seat:
            snap = snap.model_copy(update={"private": [p.model_copy(update={"handle": None}) for p in snap.private]})
        return snap
    views.snapshot = snapshot
    table.server.start()
    try:
        load(browser, table, seat)
        assert browser.execute_script(
            "return [...document.querySelectorAll('#hand .card')].every(c => !c.dataset.handle)")
        bare[0] = False
        table.server.publish()
        table.until(lambda: browser.execute_script(
            "return document.querySelectorAll('#hand .card.playable').length > 0"), what="the cards' handles")
        click_js(browser, "#hand .card.playable")
        table.until(lambda: browser.find_element(By.ID, "sheet").is_displayed(), what="the card's sheet")
        assert browser.execute_script("return document.querySelectorAll('#sheet-choices .choice').length") > 0
    finally:
        table.server.stop()


def buying(match, views, seat):
    return match.view(None).phase == "buy" and len(views.snapshot(seat).choices) > 1


def test_a_no_is_not_the_seats_bright_button_and_the_hand_is_drawn_before_it_is_asked_for(browser):
    match, seat = advance("strange-creatures", buying, names=NAMES)
    table = serve(match, seat)
    server = table.server
    try:
        server.publish()                                  # the table sends the position ...
        for _ in range(40):                               # ... and draws a few frames meanwhile
            server.drain()
        hand = {canonical(p.face) for p in server.views.snapshot(seat).private}
        ahead = {key for key in hand if server.faces.ready(key, WARM_WIDTH)}
        screen(browser, *PHONE)
        browser.get(server.url(seat))
        table.until(lambda: shown_version(browser) == str(table.match.version), what="the position")
        browser_errors(browser)                           # what the pages before this one left in the console
        table.until(lambda: images_loaded(browser), what="the faces")
        srcs = browser.execute_script("return [...document.querySelectorAll('#hand img')].map(i => i.src)")
        queries = [parse_qs(urlsplit(src).query) for src in srcs]
        asked = {(canonical(json.loads(q["k"][0])), int(q["w"][0])) for q in queries}
        assert asked and asked == {(key, WARM_WIDTH) for key in hand}, "a 360 px phone asks at the width drawn ahead"
        assert ahead == hand, "the hand's faces were drawn before the page asked for them"
        colours = set(browser.execute_script(         # read in one go: a later snapshot may draw the list anew
            "return [...document.querySelectorAll('#moves .choice')].map(b => getComputedStyle(b).backgroundColor)"))
        assert len(colours) == 1, f"every choice alike, the 'no' too: {colours}"
        assert not browser_errors(browser)
    finally:
        server.stop()

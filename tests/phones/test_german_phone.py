"""The phone page speaks the laptop's language: its own words come with the welcome, every message the server
sends (held, refused, stale, errors) and the snapshot's own words are said in it, and the page's script says
no word of its own that the server does not hand it."""

import asyncio
import random
import re
from html.parser import HTMLParser

import aiohttp
import pytest

from rules.core.errors import IllegalMove
from rules.language import words_for
from tabletop import language
from tabletop.phones.page_words import PAGE_WORDS, page_in, page_words
from tabletop.phones.snapshot import PhoneViews, second_person
from tests.phones.test_page import get, srv  # noqa: F401 - `srv` is a fixture
from tests.phones.test_protocol import Phone, queued, run, server  # noqa: F401 - `server` is a fixture
from tests.phones.test_snapshot import played

STATIC = __import__("pathlib").Path(__file__).resolve().parents[2] / "tabletop" / "phones" / "static"


@pytest.fixture
def german():
    language.choose("de")
    yield
    language.choose("en")


class _Marked(HTMLParser):
    """The texts of the elements marked data-w, as the page reads them (spaces run together)."""

    def __init__(self):
        super().__init__()
        self.open: list[bool] = []
        self.texts: list[str] = []
        self.current: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if any(name == "data-w" for name, _v in attrs):
            self.current = []

    def handle_data(self, data):
        if self.current is not None:
            self.current.append(data)

    def handle_endtag(self, tag):
        if self.current is not None:
            self.texts.append(" ".join("".join(self.current).split()))
            self.current = None


def test_every_word_the_page_says_is_handed_to_it():
    marked = _Marked()
    marked.feed((STATIC / "index.html").read_text(encoding="utf-8"))
    script = (STATIC / "phone.js").read_text(encoding="utf-8")
    said = set(re.findall(r'\bt\("((?:[^"\\]|\\.)*)"', script))
    marks = re.search(r"MARK_WORDS = \{([^}]*)\}", script).group(1)        # said with t() where shown
    said |= set(re.findall(r'"([^"]+)"', marks)) | {"no mark"}
    assert marked.texts and said
    missing = [w for w in [*marked.texts, *sorted(said)] if w not in PAGE_WORDS]
    assert not missing, f"the page says these without the laptop's words: {missing}"


def test_the_page_words_are_german_when_the_laptop_is(german):
    words = page_words("de")
    assert words["Your turn"] == "Du bist dran" and words["Your hand ({n})"] == "Deine Hand ({n})"
    same = {"OK", "{card}, playable", "Hand"}
    english = [w for w, s in words.items() if s == w and w not in same and re.search("[a-z]{3}", w)]
    assert not english, english
    for text, said in words.items():        # every field the page fills is still there
        assert set(re.findall(r"{\w+}", text)) == set(re.findall(r"{\w+}", said)), text


def test_a_welcome_and_the_messages_to_a_phone_speak_german(server, german):  # noqa: F811
    host = server()
    seat = host.match.to_act()[0]

    def table_refuses(move):
        raise IllegalMove("{card} cannot be played now.", "Phones: a phone plays only its own seat, and only "
                          "while that seat is a phone", card="Robin")

    async def go():
        async with aiohttp.ClientSession() as s:
            phone = Phone(s, host, seat)
            welcome, snap = await phone.join()
            assert welcome["lang"] == "de" and welcome["words"]["Scores"] == "Punkte"
            assert snap["status"] and snap["title"]
            second = Phone(s, host, seat)
            await second.open()
            await second.send({"type": "join"})
            held = await second.until("held")
            assert held["message"].startswith("Ein anderes Handy hat diesen Platz.")
            await phone.send({"type": "move", "seq": 1, "index": 0, "key": "0" * 16})
            await queued(host)
            host.drain()
            stale = await phone.until("refused")
            assert stale["rule"] == "Handys, Züge" and stale["reason"].startswith("Am Tisch ist es weitergegangen")
            c = snap["choices"][0]
            await phone.send({"type": "move", "seq": 2, "index": c["index"], "key": c["key"]})
            await queued(host)
            host.drain(table_refuses)
            refused = await phone.until("refused")
            assert refused["rule"].startswith("Handys: Ein Handy spielt nur seinen eigenen Platz")
            await phone.send({"type": "mark", "key": "lion-1"})
            error = await phone.until("error")
            assert error["message"] == "Dieses Spiel hat keinen Notizblock."
            assert host.refuse_takeover(seat)
            await asyncio.sleep(0.05)
    run(go())


def test_a_choice_that_is_the_player_is_yourself_in_german_too(german):
    assert second_person("Ada", "Ada") == "Dich selbst"
    assert words_for("de")("Yourself") == "Dich selbst"


def test_a_phone_speaks_to_its_player_in_german(german):
    """The issue's own cases: Deducktion's question on the asker's phone is the asker's button ("Spieler 1 fragen:
    …", not "Spieler 2 fragt Spieler 1: …"); a card passed to a phone's player is "… gibt dir …" in its log."""
    deducktion = played("deducktion", 0, seed=3)
    views = PhoneViews(deducktion)
    seat = deducktion.to_act()[0]
    asks = [c.label for c in views.snapshot(seat).choices if c.question]
    assert asks and all(": " in a for a in asks)
    own = views.adapter(seat).name(seat)
    said = [views.adapter(seat).narrate_move(m) for m in deducktion.game.legal_moves(deducktion.state, seat)]
    assert said and not any(s.startswith(own) for s in said), said[:2]
    assert any(re.match(r"(Spieler|Player) \d fragen: ", s) for s in said), said[:3]
    herds = played("herds", 0, seed=5)
    views = PhoneViews(herds)
    rnd = random.Random(5)
    while not herds.over:
        seat = herds.to_act()[0]
        passes = [m for m in herds.game.legal_moves(herds.state, seat) if type(m).__name__ == "Pass"]
        if passes:
            herds.play(passes[0])
            break
        herds.play(rnd.choice(herds.game.legal_moves(herds.state, seat)))
    to = passes[0].to
    log = [line.text for line in views.snapshot(to).log]
    assert any(" gibt dir " in line and line.endswith(" weiter") for line in log), log[-3:]
    mine = [line.text for line in views.snapshot(seat).log]
    assert any(line.startswith("Du gibst ") for line in mine), mine[-3:]



def test_the_page_is_served_in_the_laptops_language_from_its_first_paint(srv, german):  # noqa: F811
    """Before any welcome the page already speaks German: each marked element is said, its English kept in
    data-w for the script to say it again after a switch; the English page is served exactly as written."""
    status, _headers, body = get(srv, f"/j/{srv.secret(0)}")
    page = body.decode("utf-8")
    assert status == 200 and page.startswith('<!doctype html>\n<html lang="de">')
    assert 'data-w="Connecting…">Verbinde …<' in page
    assert 'data-w="Your hand">Deine Hand<' in page and 'data-w="Notepad">Notizblock<' in page
    assert "phone&#x27;s settings" in page                        # the English in its attribute, escaped
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    assert page.count(" data-w") == html.count(" data-w")
    assert page_in(html, "en") == html

"""A phone that holds its seat's last snapshot is sent only the log lines that changed; the lines it holds and
the lines it is sent add up to the seat's whole log after every move, an undo that rewrites earlier lines, and
a log longer than a snapshot carries; the page's own script (phone.js `keepLog`, run in Node) keeps them the
same way as tests/phones/phone_log.py."""

import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.phones import snapshot as snapshots
from tabletop.phones.snapshot import PhoneViews
from tabletop.storage.saves import SeatSetup
from tests.phones.phone_log import PhoneLog

GAME = "strange-creatures"
NAMES = ["Ada", "Robin", "Karl", "Ivan"]
PAGE = Path(snapshots.__file__).parent / "static" / "phone.js"


def new_match(seed: int = 3) -> Match:
    return Match.new(rules.games()[GAME], len(NAMES), seed, seats=[SeatSetup(name=n) for n in NAMES],
                     autosave=False)


def play_first(match: Match) -> int:
    mover = match.to_act()[0]
    match.play(match.game.legal_moves(match.state, mover)[0])
    return mover


def sent(views: PhoneViews, seat: int) -> tuple[dict, dict | None]:
    """(the whole snapshot made for the seat now, the change its connected phone is sent: None if nothing)."""
    made = views.messages(seat)
    return json.loads(made.whole)["snapshot"], None if made.change is None else json.loads(made.change)["snapshot"]


def test_a_phone_holding_the_last_snapshot_is_sent_only_the_new_lines():
    match = new_match()
    views = PhoneViews(match)
    phones = {seat: PhoneLog() for seat in range(len(NAMES))}
    for seat, phone in phones.items():
        whole, first = sent(views, seat)
        assert first == whole and whole["log_whole"] and whole["log_start"] == 0, "the first is the whole log"
        phone.take(first)
    for _ in range(6):
        play_first(match)
        for seat, phone in phones.items():
            before = list(phone.lines)
            whole, change = sent(views, seat)
            assert not change["log_whole"] and change["log_start"] == len(before)
            assert change["log"] == whole["log"][len(before):], "only the lines the move added"
            assert {k: v for k, v in change.items() if not k.startswith("log")} == \
                {k: v for k, v in whole.items() if not k.startswith("log")}, "everything else as in the whole"
            assert phone.take(change) == whole
            assert len(json.dumps(change)) < len(json.dumps(whole))


def test_an_undo_that_rewrites_earlier_lines_reaches_every_phone_right():
    match = new_match()
    views = PhoneViews(match)
    phones = {seat: PhoneLog() for seat in range(len(NAMES))}
    for seat, phone in phones.items():
        phone.take(sent(views, seat)[1])
    for _ in range(3):
        mover = play_first(match)
        for seat, phone in phones.items():
            phone.take(sent(views, seat)[1])
    assert match.undo_refusal(mover) is None
    held = {seat: len(phone.lines) for seat, phone in phones.items()}
    match.undo(mover)                        # Karl takes back "Karl plays the yellow 2." ("You play …" on his phone)
    for seat, phone in phones.items():
        whole, change = sent(views, seat)
        assert change["log_start"] < held[seat], "a line the phone already holds was rewritten"
        assert phone.take(change) == whole
        last = whole["log"][-1]
        if seat == mover:
            assert last["taken_back"] and last["text"].startswith("You play"), "struck through for its mover"
        else:
            assert last == {"text": "Karl took back a move.", "taken_back": False}
    play_first(match)                        # and the game goes on from there
    for seat, phone in phones.items():
        whole, change = sent(views, seat)
        assert phone.take(change) == whole


def test_a_log_longer_than_a_snapshot_carries_slides_on_every_phone(monkeypatch):
    monkeypatch.setattr(snapshots, "LOG_LINES", 4)
    match = new_match(seed=5)
    views = PhoneViews(match)
    rnd = random.Random(5)
    phones = {seat: PhoneLog(kept=4) for seat in range(len(NAMES))}
    partial = 0
    for _ in range(40):
        if match.over:
            break
        mover = match.to_act()[0]
        match.play(rnd.choice(match.game.legal_moves(match.state, mover)))
        if rnd.random() < 0.3 and match.undo_refusal(mover) is None:
            match.undo(mover)
        for seat, phone in phones.items():
            whole, change = sent(views, seat)
            if change is None:
                assert phone.take(whole) == whole      # unchanged: what it holds is the whole
                continue
            assert len(whole["log"]) <= 4
            partial += len(change["log"]) < len(whole["log"])
            assert phone.take(change) == whole
    assert partial > 20, "the phones were sent parts of their logs"


def run_page_log(messages: list[dict], kept: int) -> list[dict]:
    """The page's own `keepLog` (from phone.js, run in Node) over these snapshots: what it holds after each."""
    source = PAGE.read_text(encoding="utf-8")
    found = re.search(r"\n  function keepLog\(s\) \{\n.*?\n  \}\n", source, re.S)
    assert found, "phone.js keeps its log in keepLog(s)"
    script = (f"var LOG_KEPT = {kept}, logLines = [], logStart = 0;\n{found.group(0)}\n"
              "var input = JSON.parse(require('fs').readFileSync(0, 'utf8'));\n"
              "process.stdout.write(JSON.stringify(input.map(function (s) {\n"
              "  var log = keepLog(s); return {log: log.slice(), log_start: logStart}; })));\n")
    node = shutil.which("node") or shutil.which("nodejs")
    out = subprocess.run([node, "-e", script], input=json.dumps(messages), capture_output=True, text=True,
                         timeout=30, check=True)
    return json.loads(out.stdout)


@pytest.mark.skipif(not (shutil.which("node") or shutil.which("nodejs")), reason="Node is not installed")
def test_the_page_keeps_its_log_as_the_phone_log_does(monkeypatch):
    monkeypatch.setattr(snapshots, "LOG_LINES", 5)
    match = new_match(seed=8)
    views = PhoneViews(match)
    rnd = random.Random(8)
    seat = 2
    messages, wholes = [], []
    for step in range(45):
        if match.over:
            break
        mover = match.to_act()[0]
        match.play(rnd.choice(match.game.legal_moves(match.state, mover)))
        if rnd.random() < 0.3 and match.undo_refusal(mover) is None:
            match.undo(mover)
        whole, change = sent(views, seat)
        if change is not None:
            messages.append(whole if step == 30 else change)     # a rejoin half way: the whole log again
            wholes.append(whole)
    phone = PhoneLog(kept=5)
    held = run_page_log(messages, kept=5)
    assert len(held) == len(messages) > 20
    for message, whole, page in zip(messages, wholes, held, strict=True):
        mine = phone.take(message)
        assert page == {"log": mine["log"], "log_start": mine["log_start"]}
        assert page == {"log": whole["log"], "log_start": whole["log_start"]}

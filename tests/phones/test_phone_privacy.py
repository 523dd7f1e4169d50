"""Phones, whole games, every table: after every move each phone seat's snapshot says only what its view allows.

Every seat is a phone. The seat to act picks one of the choices its own snapshot offers (moves that hide
something are preferred: face-down removals, private draws, exchanges), the choice is resolved back to
a move the way the server's moves will be, and sometimes taken back. After each change every message a
phone of each seat may receive, as the server makes it (`PhoneViews.messages`: the whole snapshot a phone
gets when it joins, and the change with only the new log lines a connected phone gets), is checked against
what that seat's view hides, with the same check as the hot-seat curtain (tests/tabletop/privacy.py); the
lines a connected phone holds and is sent add up to the whole snapshot's log. That check reads the notepad too (its
facts and lines are words of the snapshot); what it cannot read, the marks a player made, is checked apart: a
notepad shows its own seat's marks and no other's, and is the sheet a fresh adapter writes from that seat's
view alone. In games with a notepad the phones tap cells between moves. Teaching is on (teaching/on_phones.py):
each seat's card (its words, the handles it lights, the rule it teaches) is checked as part of its snapshot, and
the phones tap "Got it" between moves, so the cards move on.
"""

import json
import random
import re

import pytest

import rules
from tabletop import language
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS, make_adapter
from tabletop.phones.snapshot import PhoneViews
from tabletop.phones.teaching_card import rule_section
from tabletop.table.notepad import Marks
from tabletop.teaching.moments import lesson
from tabletop.teaching.on_phones import TeachingOnPhones
from tabletop.teaching.teacher import Teacher
from tests.conformance import json_strings
from tests.phones.phone_log import PhoneLog
from tests.tabletop.privacy import hidden_words, hides_something, leaked

MOVES_PER_GAME = 120       # enough for hands to change, private draws, exchanges and a round's end
REFUSES = {"strange-creatures", "la-criatura"}   # games whose unplayable cards are refused in these positions


def strings_in_order(value) -> list[str]:
    """Every string in a JSON value (keys and values), in reading order."""
    out = []
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.append(k)
            out += strings_in_order(v)
    elif isinstance(value, list):
        for v in value:
            out += strings_in_order(v)
    return out


def without_shown_ids(strings: list[str], ids: set[str], shown: set[str]) -> list[str]:
    """The strings with every id the seat may see taken out where it has a hidden id inside it: a shown
    "green-2.5" in a handle "card:green-2.5" is not the hidden "green-2" (as a shown "mega trump" is not
    a hidden "trump" in privacy.leaked)."""
    clashing = sorted((v for v in shown if v not in ids and any(h in v for h in ids)), key=len, reverse=True)
    patterns = [re.compile(r"(?<![\w-])" + re.escape(v) + r"(?![\w-])") for v in clashing]
    out = []
    for s in strings:
        for p in patterns:
            s = p.sub("", s)
        out.append(s)
    return out


def pick(game, match, snapshot, rnd):
    """A choice from the snapshot, preferring one whose move hides something from the others."""
    choices = snapshot.choices
    sample = choices if len(choices) <= 12 else rnd.sample(choices, 12)
    moves = game.legal_moves(match.state, snapshot.seat)
    hiding = [c for c in sample if hides_something(game, match.state, moves[c.index])]
    return rnd.choice(hiding) if hiding and rnd.random() < 0.8 else rnd.choice(choices)


def without_public_words(snapshot: dict, game_id: str) -> dict:
    """The snapshot with its teaching card's words taken out once they are checked to be the moment's own and its
    rules section's (game data, the same for every seat and position: a rule's example names cards nobody holds,
    "Loren plays a blue 2"). The card's id and the handles it lights stay in, checked like every other word."""
    card = snapshot.get("teaching")
    if card is None:
        return snapshot
    moment = lesson(game_id).get(card["id"])
    assert moment is not None, f"a card that is no moment of {game_id}: {card['id']}"
    said = (language._(moment.title), language._(moment.text))
    assert (card["title"], card["text"]) == said, "the card says the moment's words"
    rule = rule_section(game_id, moment.section)
    assert card["rule"] == (rule.model_dump(mode="json") if rule is not None else None), "the rule is the section's"
    return {**snapshot, "teaching": {**card, "title": "", "text": "", "rule": None}}


def check_every_seat(views: PhoneViews, match, tally, phones: dict[int, PhoneLog]) -> None:
    """Every message each seat's phone may be sent now (the whole snapshot, the change a connected phone gets)."""
    game = match.game
    for seat in range(len(match.names)):
        made = views.messages(seat)
        snapshot = made.snapshot
        ids, words = hidden_words(game, match.state, seat)
        shown = json_strings(match.view(seat).model_dump(mode="json")) | json_strings(
            match.view(None).model_dump(mode="json"))
        for text in (made.whole, made.change):
            if text is None:
                continue                      # nothing changed for this seat: nothing is sent
            sent = json.loads(text)
            sent["snapshot"] = without_public_words(sent["snapshot"], game.id)
            bad = leaked(without_shown_ids(strings_in_order(sent), ids, shown), ids, words)
            assert not bad, f"seat {seat} was sent what its view hides: {bad[:3]}"
            tally["messages"] += 1
        whole = json.loads(made.whole)["snapshot"]
        held = phones[seat].take(json.loads(made.change)["snapshot"]) if made.change is not None else whole
        assert held == whole, f"seat {seat}'s phone holds another log than its own"
        if snapshot.notepad is not None:
            check_notepad(snapshot, match, seat)
            tally["notepads"] += 1
        tally["hidden"] = max(tally["hidden"], len(ids))
        tally["private"] += bool(snapshot.private)
        tally["table"] += bool(snapshot.table)              # the table in short, the refusals, the end: all words
        tally["why_not"] += sum(p.why_not is not None for p in snapshot.private) + sum(
            i.why_not is not None for g in snapshot.table for r in g.rows for i in r.items)
        tally["final"] += snapshot.final is not None
        tally["cards"] += snapshot.teaching is not None
        tally["checks"] += 1


def check_notepad(snapshot, match, seat: int) -> None:
    """The seat's own marks and no other's; the sheet a fresh adapter writes from the seat's own view."""
    shown = {c.key: c.mark for row in snapshot.notepad.cells for c in row if c.mark}
    assert shown == {k: v for k, v in Marks(match).of(seat).items() if v}, f"seat {seat} was shown others' marks"
    fresh = make_adapter(match.game.id, match.game)
    fresh.names = list(match.names)
    sheet = fresh.sheet(match.view(seat))
    assert [[c.key for c in row] for row in snapshot.notepad.cells] == sheet.keys
    assert [[c.facts for c in row] for row in snapshot.notepad.cells] == \
        [[[f.text for f in sheet.facts.get(k, ())] for k in row] for row in sheet.keys]
    assert (snapshot.notepad.title, snapshot.notepad.lines) == (sheet.title, sheet.lines)


def tap_a_cell(views: PhoneViews, match, rnd, tally) -> None:
    """A random seat taps a random cell of its own notepad (a mark is not a move: any seat, any time)."""
    seat = rnd.randrange(len(match.names))
    notepad = views.snapshot(seat).notepad
    if notepad is not None:
        views.mark(seat, rnd.choice([c.key for row in notepad.cells for c in row]))
        tally["marks"] += 1


def look_and_read(teaching: TeachingOnPhones, match, rnd, moved: int | None = None) -> None:
    """The table's refresh, as at_table does it: the mover's card has been acted on, every seat looks; then a random
    seat taps "Got it" on its card."""
    if moved is not None:
        teaching.teacher.moved(str(moved))
    seats = list(range(len(match.names)))
    teaching.look(match, seats)
    seat = rnd.choice(seats)
    shown = teaching.card(seat)
    if shown is not None and rnd.random() < 0.5:
        teaching.got_it(seat, shown.moment.id)


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_phones_are_sent_only_their_own_view(game_id):
    game = rules.games()[game_id]
    players = game.usual_players
    match = Match.new(game, players, seed=11, autosave=False)
    views = PhoneViews(match)
    teaching = views.teaching = TeachingOnPhones(Teacher(game_id), fresh=True)
    rnd = random.Random(game_id)
    tally = {"hidden": 0, "private": 0, "checks": 0, "moves": 0, "undos": 0, "notepads": 0, "marks": 0,
             "messages": 0, "table": 0, "why_not": 0, "final": 0, "cards": 0}
    phones = {seat: PhoneLog() for seat in range(players)}
    look_and_read(teaching, match, rnd)
    check_every_seat(views, match, tally, phones)
    for _ in range(MOVES_PER_GAME):
        if match.over:
            break
        seat = rnd.choice(match.to_act())
        snapshot = views.snapshot(seat)
        assert snapshot.my_turn and snapshot.choices, f"seat {seat} is to act but its phone offers nothing"
        choice = pick(game, match, snapshot, rnd)
        match.play(views.resolve(seat, choice.index, choice.key))
        tally["moves"] += 1
        if rnd.random() < 0.4:
            tap_a_cell(views, match, rnd, tally)
        look_and_read(teaching, match, rnd, moved=seat)
        check_every_seat(views, match, tally, phones)
        if rnd.random() < 0.1 and match.undo_refusal(seat) is None:
            match.undo(seat)
            tally["undos"] += 1
            look_and_read(teaching, match, rnd)
            check_every_seat(views, match, tally, phones)
    assert tally["moves"] >= 20
    assert tally["messages"] > tally["checks"], "the changes were checked as well as the whole snapshots"
    assert tally["hidden"] > 0, "there were hidden cards to keep hidden"
    assert tally["private"] > 0, "some seat was shown something the public table does not show"
    assert tally["table"] == tally["checks"], "every snapshot listed the table (its words and faces were checked)"
    if game_id in REFUSES:
        assert tally["why_not"] > 0, "a piece's refusal was checked"
    if lesson(game_id).moments:
        assert tally["cards"] > 0, "teaching cards were shown and checked"
    if tally["notepads"]:
        assert tally["marks"] >= 10, "the phones marked their notepads"

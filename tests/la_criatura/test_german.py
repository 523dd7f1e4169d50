"""La Criatura in German: bots-only games narrate every event and every legal move in German, refusals name
the rule as the German rulebook would, counted words take their plural, the terminal game and the table's
words (status, panel, summaries, final table, large card view) are German, and the card faces carry German
words that fit on the card."""

import os
import random
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

import tabletop.language as table_language  # noqa: E402
from rules import IllegalMove  # noqa: E402
from rules.cli.views import renderer_for  # noqa: E402
from rules.core import Event  # noqa: E402
from rules.la_criatura import GAME, refusals  # noqa: E402
from rules.la_criatura.cards import EVENT_TYPES, SLUG_OF, WEAPON_IDS, WEAPONS, card_name  # noqa: E402
from rules.la_criatura.state import (  # noqa: E402
    VOTE,
    Attack,
    Discard,
    DrawWeapon,
    DropWeapon,
    HeliReady,
    Pass,
    Play,
    Redirect,
    Vote,
)
from rules.language import words_for  # noqa: E402
from tabletop.games.la_criatura import LaCriaturaAdapter  # noqa: E402
from tabletop.render import fonts  # noqa: E402
from tabletop.render import la_criatura as art  # noqa: E402
from tabletop.render.la_criatura import events as event_faces  # noqa: E402
from tabletop.render.la_criatura.style import title_lines  # noqa: E402
from tests.la_criatura.test_cards import base, slot  # noqa: E402

DE, EN = words_for("de"), words_for("en")
GAMES = [(3, 1), (5, 2), (8, 5), (10, 7)]
"""(players, seed) of the bots-only games."""
ENGLISH = re.compile(r"\b(the|The|and|plays|draws|votes|is|are|with|you|your|Your|turn|Turn|Player|leader|Leader|"
                     r"deck|weapon|weapons|card|cards|round|nobody|Winners|Votes|none)\b")
"""English words that never belong in a German line (German words that look like these are not among them)."""


@pytest.fixture(autouse=True)
def _english_afterwards():
    """The table's language is module state: each test leaves it English, as the other tests expect."""
    pygame.init()
    yield
    table_language.choose("en")


def german(line: str, english: str) -> None:
    """A German line: whole (no field left unfilled), different from the English, no English word in it."""
    assert "{" not in line and "}" not in line, line
    if re.search(r"[A-Za-z]{2}", english):
        assert line != english, line
    assert not ENGLISH.search(line), (line, ENGLISH.search(line).group())


def bots_game(players: int, seed: int):
    """A whole game of random legal moves; yields (state, seat to act) before each move, then the end."""
    rnd = random.Random(seed)
    s = GAME.setup(players, seed, {"two_seats": players == 8})
    while not GAME.is_over(s):
        p = rnd.choice(GAME.to_act(s))
        yield s, p
        s = GAME.apply(s, rnd.choice(GAME.legal_moves(s, p)))
    yield s, None


@pytest.mark.parametrize("players,seed", GAMES)
def test_every_event_and_every_legal_move_is_said_in_german(players, seed):
    kinds = set()
    for s, p in bots_game(players, seed):
        if p is None:
            for e in s.log:
                kinds.add(e.kind)
                said = GAME.describe_event(e)
                german(DE.say(said), EN.say(said))
                assert EN.say(said) == str(said)      # the English catalog says the English sentence
            continue
        for move in GAME.legal_moves(s, p):
            said = GAME.describe_move(move)
            german(DE.say(said), EN.say(said))
    assert {"vote", "movement_roll", "leader_roll", "attack", "game_over"} <= kinds


ILLEGAL = [Pass, lambda p: Vote(p, p), lambda p: Vote(p, 99), lambda p: Discard(p, ("armed-1",)), DrawWeapon,
           lambda p: DropWeapon(p, "scalpel"), lambda p: HeliReady(p, True), lambda p: Attack(p, p),
           lambda p: Attack(p, (p + 1) % 3, True), lambda p: Redirect(p, p), lambda p: Play(p, "bogus-1"),
           lambda p: Play(p, "veto-1"), lambda p: Discard(p, ("x", "x"))]
"""Moves tried at every step of a bots' game: most are refused, each for the reason of the moment."""


@pytest.mark.parametrize("players,seed", GAMES[:2])
def test_refusals_along_a_game_are_said_in_german_with_german_rule_names(players, seed):
    rules_seen, reasons = set(), set()
    for s, p in bots_game(players, seed):
        if p is None:
            break
        hand = list(s.hands[p])
        tries = [make(p) for make in ILLEGAL] + [Play(p, c, t) for c in hand for t in (-1, p, (p + 1) % players)]
        for move in tries:
            try:
                GAME.apply(s, move)
            except IllegalMove as err:
                reason, rule = DE.refusal(err)
                german(reason, err.reason)
                assert rule != err.rule and rule.startswith("La Criatura, "), rule
                rules_seen.add(rule)
                reasons.add(reason)
    assert len(rules_seen) >= 8 and len(reasons) >= 20


def test_every_rule_name_has_its_german_name():
    names = {v for k, v in vars(refusals).items() if k.startswith("RULE_")}
    assert len(names) == 21          # the rulebook's sections (several refusals cite one)
    german_names = {DE(name) for name in names}
    assert len(german_names) == len(names)
    for name in names:
        german(DE(name), name)
    assert DE(refusals.RULE_EVENTS) == "La Criatura, Ereigniskarten"
    assert DE(refusals.RULE_VOTE_MUST) == "La Criatura, Abstimmungsphase"


def test_refusals_of_the_rulebook_in_german():
    s = slot(base(), 1, [], VOTE)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Vote(1, 1))
    assert DE.refusal(err.value) == ("Du darfst nicht für dich selbst stimmen.",
                                     "La Criatura, Abstimmungsphase")
    s = slot(base(), 1, ["hive-mind-1", "persuasion-1"])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Play(1, "hive-mind-1"))
    assert DE.refusal(err.value)[0] == "Nur Infizierte (nicht die Kreatur) dürfen Schwarmgeist spielen."
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Play(1, "persuasion-1"))
    assert err.value.reason == "Persuasion can be played only in the Vote phase."
    assert DE.refusal(err.value)[0] == "Überredung darf nur in der Phase „Abstimmung“ gespielt werden."


@pytest.mark.parametrize("n,en,de", [(0, "Player 2 draws 0 event cards", "Spieler 2 zieht 0 Ereigniskarten"),
                                     (1, "Player 2 draws 1 event card", "Spieler 2 zieht 1 Ereigniskarte"),
                                     (3, "Player 2 draws 3 event cards", "Spieler 2 zieht 3 Ereigniskarten")])
def test_counted_words_take_their_plural(n, en, de):
    said = GAME.describe_event(Event("drew", {"seat": 1, "count": n}))
    assert (EN.say(said), DE.say(said)) == (en, de)
    assert DE.n_("{n} weapon", "{n} weapons", n) == f"{n} {'Waffe' if n == 1 else 'Waffen'}"
    assert DE.n_("Discard the marked card", "Discard the {n} marked", n) == \
        ("Markierte Karte abwerfen" if n == 1 else f"{n} markierte abwerfen")


def test_the_winners_take_the_verb_of_their_number():
    one = GAME.describe_event(Event("game_over", {"winners": [2]}))
    two = GAME.describe_event(Event("game_over", {"winners": [0, 3]}))
    assert str(one) == "Game over: Player 3 wins" and str(two) == "Game over: Player 1, Player 4 win"
    assert DE.say(one) == "Spielende: Spieler 3 gewinnt"
    assert DE.say(two) == "Spielende: Spieler 1, Spieler 4 gewinnen"


@pytest.mark.parametrize("players,seed", GAMES[1:3])
def test_the_terminal_game_in_german(players, seed):
    de, en = renderer_for(GAME, DE), renderer_for(GAME, EN)
    checked = 0
    for s, p in bots_game(players, seed):
        seat = p if p is not None else 0
        view = GAME.view(s, seat)
        lines = de.position(view)
        assert any(line.startswith("Anführer: ") for line in lines)
        assert any(line.startswith("Ereignisstapel: ") for line in lines)
        for line in lines:
            assert "{" not in line and not ENGLISH.search(line), line
        if p is not None:
            for move in GAME.legal_moves(s, p)[:5]:
                option = de.option(GAME, move, view)
                assert option == DE.say(GAME.describe_move(move)) and not ENGLISH.search(option)
                assert not en.option(GAME, move, view).startswith("Player")   # English: "Play Armed"
        checked += 1
    final = de.final(GAME, view, GAME.result(s))
    assert len(final) == players and any("(Gewinner)" in line for line in final)
    assert all(not ENGLISH.search(line) for line in final)
    assert checked > 20


def adapter_for(view):
    adapter = LaCriaturaAdapter(GAME)
    adapter.names = ["Ada", "Basil", "Cleo", "Dora", "Emil", "Finn", "Gina", "Hugo", "Ida", "Jan"]
    adapter.view = view
    return adapter


@pytest.mark.parametrize("players,seed", GAMES[:3])
def test_the_table_says_its_words_in_german(players, seed):
    table_language.choose("de")
    summaries = 0
    last = None
    for s, p in bots_game(players, seed):
        view = GAME.view(s, p if p is not None else 0)
        adapter = adapter_for(view)
        for my_turn in (True, False):
            status = adapter.status(view, my_turn)
            assert "{" not in status and not ENGLISH.search(status), status
        panel = adapter.panel(view)
        words = [panel.title, *panel.headers, *(fact for facts in panel.facts for fact in facts)]
        assert panel.headers[:2] == ["Spieler", "Mk."]
        for word in words:
            assert not ENGLISH.search(word), word
        if p is not None:
            for move in GAME.legal_moves(s, p):
                said = adapter.narrate_move(move)
                assert "{" not in said and not ENGLISH.search(said), said
                grip = adapter.grip(move)
                if grip is not None and grip.label:
                    assert not ENGLISH.search(grip.label), grip.label
        if last is not None:
            summary = adapter.round_summary(view, s.log[last:])
            if summary:
                title, headers, rows = summary
                assert title.startswith("Runde ") and title.endswith(" ist vorbei")
                assert headers[0] == "Spieler" and headers[-3:-1] == ["Marker", "Karten"]
                assert table_language._(adapter.next_label) in ("Nächste Runde", "Zum Hubschrauber")
                summaries += 1
        last = len(s.log)
    headers, rows = adapter.final_table(view, GAME.result(s))
    assert headers[:4] == ["Spieler", "War", "Steht", "Marker"]
    cells = [str(c) for row in rows for c in row[1:]]
    assert set(cells) & {"Mensch", "infiziert", "die Kreatur"} and not any(ENGLISH.search(c) for c in cells)
    assert adapter.status(view, True).startswith("Das Spiel ist aus: ")
    assert summaries >= 1


def test_the_large_card_view_in_german():
    adapter = adapter_for(None)
    english = {}
    for key in adapter.faces():
        english[key] = adapter.describe(key)
    table_language.choose("de")
    for key in adapter.faces():
        title, lines = adapter.describe(key)
        en_title, en_lines = english[key]
        for said, was in zip([title, *lines], [en_title, *en_lines], strict=True):
            assert "{" not in said
            if key[0] not in ("die", "token") or re.search(r"[a-z]{3}", was):
                assert said != was or said in ("Veto", "Sabotage"), (key, said)
    assert adapter.describe(("event", "hive-mind-1"))[0] == "Schwarmgeist"
    assert adapter.describe(("weapon", "riot-shield"))[0] == "Schutzschild"
    assert "Einmischung" in adapter.describe(("event", "interference-2"))[1][0] or \
        adapter.describe(("event", "interference-2"))[0] == "Einmischung"
    assert adapter.describe(("die", 4, True, 0))[0] == "Der Würfel: 4"


WORDED = [("event", f"{slug}-1") for slug in EVENT_TYPES] + [("weapon", w) for w in WEAPON_IDS] + \
    [("scientist", art.SCIENTIST_IDS[0]), ("creature",), ("infected",), ("event_back",), ("weapon_back",)]
"""Every face that carries words: one of each kind of event card, every weapon, the characters, two backs."""


@pytest.mark.parametrize("width", [44, 60, 90, 140, 150, 260, 600])
def test_faces_carry_the_chosen_language(width):
    english = {key: pygame.image.tobytes(art.face(key, width), "RGBA") for key in WORDED}
    table_language.choose("de")
    for key in WORDED:
        img = art.face(key, width)
        assert img.get_size() == (width, art.card_height(width))
        words_drawn = key[0] in ("event", "weapon") or width >= 60
        same_name = key[0] in ("event", "weapon") and DE.term(card_name(key[1])) == card_name(key[1])  # Veto
        if words_drawn and not (same_name and width < event_faces.FULL_TEXT_MIN):
            assert pygame.image.tobytes(img, "RGBA") != english[key], (key, width)
    table_language.choose("en")
    assert pygame.image.tobytes(art.face(WORDED[0], width), "RGBA") == english[WORDED[0]]   # cached per language


@pytest.mark.parametrize("lang", ["en", "de"])
def test_titles_and_texts_fit_on_the_cards(lang):
    """At the table's card sizes every title fits across the card (two lines at most) and from 140 pixels on
    in readable type; a large card's effect fits above its foot without going below 7-pixel type."""
    table_language.choose(lang)
    say = table_language.words().term
    cards = [*EVENT_TYPES.values(), *WEAPONS.values()]
    for width in (90, 140, 150, 260, 600):
        border = max(1, round(event_faces.LAYOUT["border"] * width))
        header = round(event_faces.LAYOUT["header"] * width)
        for card in cards:
            size, lines, room, band = title_lines(say(card.name), width, border, header, 0.1)
            assert len(lines) <= 2 and size >= (7 if width >= 140 else 6), (card.name, width, size)
            assert all(fonts.font(size, "bold").size(line)[0] <= room for line in lines), (card.name, width)
    for width in (event_faces.FULL_TEXT_MIN, 260, 600):
        border = max(1, round(event_faces.LAYOUT["border"] * width))
        for card in EVENT_TYPES.values():
            room, _fs, foot, _fy, size, lines, height = event_faces.text_layout(card, width, border)
            assert fonts.font(size).get_linesize() * len(lines) <= height, (card.name, width, size)
            assert all(fonts.font(size).size(line)[0] <= room for line in lines), (card.name, width)
            assert len(foot) <= 2, (card.name, foot)
    assert SLUG_OF["hive-mind-1"] == "hive-mind"

"""Safari Sprint, Hi-Lo Hijinks and Animal Hunt at a German table: a game played through each adapter with
one person (random moves) and bots, every word the adapter says (status, panel, prompts' buttons, the large
view, race summaries, the final table) said in German and in English for the same view. The German has no
field left unfilled, and differs from the English wherever the English has words (names and numbers aside),
so no line falls back to English."""

import random
import re

import pygame
import pytest

import rules
import tabletop.language as language
from tabletop.games.safari_sprint import SafariSprintAdapter
from tabletop.render import safari as art
from tabletop.scenes.summary import ResultsScene, SummaryScene
from tabletop.scenes.table_scene import TableScene
from tabletop.settings import Settings
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import pump

NAMES = {"Robin", "Bot", "Tiger", "Zebra", "Ducktor", "Livingstone", "Hand", "Safari", "Sprint", "Hi", "Lo",
         "Hijinks", "Animal", "Hunt", "RC"}
"""Words both languages write alike: the players' names, animals named the same in German, the games' titles
(the box's names), German's "Hand", racing card ids."""


@pytest.fixture
def german():
    language.choose("de")
    yield
    language.choose("en")


def both(say) -> tuple:
    """What `say()` gives in English and in German, for the same table (the language switched in between)."""
    language.choose("en")
    try:
        english = say()
    finally:
        language.choose("de")
    return english, say()


def wordy(text: str) -> bool:
    """Does the English have words of its own, names and numbers aside?"""
    return any(w not in NAMES for w in re.findall(r"[A-Za-z]{2,}", text))


def check(pairs) -> None:
    """Every German line filled, and never the English where the English has words."""
    assert pairs
    for english, german in pairs:
        assert "{" not in german and "}" not in german, german
        if wordy(english):
            assert german != english, f"German falls back to English: {english!r}"


def strings(value) -> list[str]:
    """Every string in a (nested) result: a panel, a summary's rows, a large view."""
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [s for v in value for s in strings(v)]
    if hasattr(value, "__dataclass_fields__"):
        return [s for name in value.__dataclass_fields__ for s in strings(getattr(value, name))]
    return []


def said(adapter, scene, my_turn: bool) -> list[str]:
    """The adapter's words for the table as it stands: status, panel, the large view of every piece shown,
    the buttons of the viewer's moves."""
    view = scene.view
    out = [adapter.status(view, my_turn), *strings(adapter.panel(view))]
    for face in sorted({s.piece.face for s in scene.board.ordered()}, key=repr):
        out += strings(adapter.describe(face))
    if my_turn:
        for move in scene.session.legal_moves(0):
            grip = adapter.grip(move)
            if grip is not None and grip.label:
                out.append(grip.label)
    return out


def play_through(app, game_id: str, players: int, seed: int, prefer=(), frames: int = 6000) -> list:
    """A game with Robin (random moves, of the kinds in `prefer` first, so a game ends) and bots, through the
    table in German; the adapter's words in both languages, collected as it goes and at the end (summaries
    and the final table)."""
    app.settings = Settings(animation="Fast", bot_pace="Quick")      # holds and summaries, as people see them
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, players)]
    scene = TableScene(app, rules.games()[game_id], GameConfig(game_id, seats, seed), pace=0.05)
    app.push(scene)
    pump(app, 2)
    chooser = random.Random(seed)
    adapter = scene.adapter
    pairs, seen = [], set()
    for frame in range(frames):
        if isinstance(app.top, ResultsScene):
            break
        if isinstance(app.top, SummaryScene):
            pairs.append(both(lambda: repr(scene.round_summary())))
            pairs += zip(*both(lambda: strings(scene.round_summary())), strict=True)
            app.pop()
        elif scene.hold > 0:
            pairs += zip(*both(lambda: said(adapter, scene, False)), strict=True)
            scene.on_key(pygame.K_SPACE)
        elif scene.session.to_act() == [0]:
            key = len(scene.view.events)
            if key not in seen:
                seen.add(key)
                pairs += zip(*both(lambda: said(adapter, scene, True)), strict=True)
            moves = scene.session.legal_moves(0)
            first = next(([m for m in moves if type(m).__name__ == kind] for kind in prefer
                          if any(type(m).__name__ == kind for m in moves)), moves)
            scene.perform(chooser.choice(first))
        elif frame % 7 == 0:
            pairs += zip(*both(lambda: said(adapter, scene, False)), strict=True)
        pump(app, dt=0.1)
    assert scene.session.over and isinstance(app.top, ResultsScene)
    result = scene.session.result()
    pairs += zip(*both(lambda: strings(adapter.final_table(scene.view, result))), strict=True)
    pairs += zip(*both(lambda: said(adapter, scene, False)), strict=True)
    return [p for p in pairs if p[0]]


def test_safari_sprint_speaks_german_at_the_table(app, german):
    pairs = play_through(app, "safari-sprint", 4, 3)
    check(pairs)
    german = {g for _e, g in pairs}
    assert {"Rennen 1 von 3 ist vorbei", "Rennen 2 von 3 ist vorbei"} <= german      # the races' summaries
    assert {"Spieler", "Rennen 1", "Rennen 3", "Serie"} <= german                      # the final table
    assert language._(SafariSprintAdapter.next_label) == "Nächstes Rennen"


def test_hi_lo_hijinks_speaks_german_at_the_table(app, german):
    pairs = play_through(app, "hi-lo-hijinks", 4, 5)
    check(pairs)
    german = {g for _e, g in pairs}
    assert any(re.fullmatch(r"Nachziehstapel: \d+ Karten?", g) for g in german)
    assert "Die wenigsten Punkte gewinnen" in german


def test_animal_hunt_speaks_german_at_the_table(app, german):
    pairs = play_through(app, "animal-hunt", 3, 4, prefer=("Show", "Ask"))
    check(pairs)
    german = {g for _e, g in pairs}
    assert any(g.startswith("Das Spiel ist vorbei:") for g in german)
    assert {"Paare", "Enten"} <= german


def test_counted_words_follow_the_count_in_both_languages(german):
    """1 card, 2 cards; 1 Feld, 0 Felder: the racing card's large view counts its spaces."""
    english, deutsch = both(lambda: art.describe("RC-01")[1])     # spots 4, 4, 3, 1, 1, 0
    assert english[3] == "The ducky whose card lies on 4th moves 1 space."
    assert english[5] == "The ducky whose card lies on 6th moves 0 spaces."
    assert deutsch[3] == "Die Ente, deren Karte auf dem 4. Platz liegt, zieht 1 Feld."
    assert deutsch[5] == "Die Ente, deren Karte auf dem 6. Platz liegt, zieht 0 Felder."


def test_faces_with_words_are_drawn_in_the_language_chosen_now(german):
    """The board, the racing card, the marker and lap cards carry words: a switch draws them anew (the
    cache keys on the language); a face without words (a ducky) is the same drawing in both."""
    for key, width in ((("board", "number"), 640), (("board", "hilo"), 640), (("racing", "RC-01"), 120),
                       (("racing_back",), 120), (("marker", "lion"), 120), (("lap",), 120), (("card", "lion-3a"), 160)):
        english, deutsch = both(lambda key=key, width=width: art.face(key, width))
        assert english is not deutsch, key
        assert pygame.image.tobytes(english, "RGBA") != pygame.image.tobytes(deutsch, "RGBA"), key
        assert deutsch is art.face(key, width)                   # still cached, per language
    english, deutsch = both(lambda: art.face(("ducky", "lion"), 80))
    assert english is deutsch

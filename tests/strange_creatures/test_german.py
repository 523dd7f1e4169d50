"""Strange Creatures in German: every narrated event, every move and the refusals said with the German catalogs
read as German (no field left unfilled, not the English sentence), the rules named as the German refresher
names them, counts in their plural forms, and the terminal's position, options and final scores in German."""

import random
import re

import pytest

from rules.cli.views import renderer_for
from rules.core import Event
from rules.language import words_for
from rules.strange_creatures import GAME
from rules.strange_creatures.moves import Buy, Play, Remove

from .scenario import IVAN, JANE, KARL, LOREN, give, refused, start, trick
from .test_examples import BOOK_DISPLAY, BOOK_HANDS, book_trick
from .test_expert import expert_state
from .test_rejections import plus3_hands, removal_state

DE, EN = words_for("de"), words_for("en")
GERMAN_RULES = {
    "Strange Creatures, 1. Stich spielen", "Strange Creatures, 3. Neue Kreatur entdecken",
    "Strange Creatures, Farblose Karten", "Strange Creatures, Gestaltwandler",
    "Strange Creatures, Karten und Effekte im Detail", "Strange Creatures, Profi-Regel",
}
ENGLISH_ONLY = re.compile(r"\b(the|plays|takes|coins?|trick|display|wins|removes|Player|hand|stamp)\b")


def german(sentence) -> str:
    """The sentence in German, checked: every field filled, and not what English says (names aside)."""
    de, en = DE.say(sentence), EN.say(sentence)
    assert "{" not in de and "}" not in de, de
    assert de != en, f"still English: {en}"
    assert not ENGLISH_ONLY.search(de), f"English words in {de!r}"
    return de


def bots_game(seed: int):
    """A whole game of random bots (3 to 5 seats, the Expert Rule every other game), with each legal move
    offered along the way."""
    rnd = random.Random(seed)
    s = GAME.setup(3 + seed % 3, seed, {"expert": seed % 2 == 0})
    offered = []
    while not GAME.is_over(s):
        moves = GAME.legal_moves(s, s.turn)
        offered += moves
        s = GAME.apply(s, rnd.choice(moves))
    return s, offered


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_bots_game_is_narrated_in_german(seed):
    s, offered = bots_game(seed)
    kinds = set()
    for e in s.log:
        kinds.add(e.kind)
        line = german(GAME.describe_event(e))
        if isinstance(e.data.get("seat"), int):
            assert f"Spieler {e.data['seat'] + 1}" in line
    assert {"card_played", "trick_won", "stamp", "coins_gained", "card_bought", "round_end", "game_end"} <= kinds
    for move in offered:
        german(GAME.describe_move(move))


def test_every_kind_of_removal_and_its_source_is_said_in_german():
    for by in ("self", "any", "expert"):
        german(GAME.describe_event(Event("removal_declined", {"seat": 1, "by": by})))
        for source in ("hand", "discard", "trick"):
            line = german(GAME.describe_event(Event("card_removed", {"seat": 1, "card": "green-3.33",
                                                                      "source": source, "by": by})))
            assert "Grün 3⅓" in line
            german(GAME.describe_event(Event("card_removed_face_down", {"seat": 1, "source": source, "by": by})))


def refusals():
    """(refusal, the German rule's name) for the refusals a player meets most."""
    book = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    led = trick(book, (IVAN, "green-3"))
    poor = GAME.clone(book_trick())
    poor.coins[LOREN] = 2
    colorless = trick(give(book, KARL, ["trump-a"], ["blue-3"]), (IVAN, "green-3"))
    return [
        (refused(led, Play(KARL, "yellow-3")), "Strange Creatures, 1. Stich spielen"),        # follow suit
        (refused(colorless, Play(KARL, "trump-a")), "Strange Creatures, Farblose Karten"),
        (refused(book_trick(), Buy(JANE, "brown-9")), "Strange Creatures, 3. Neue Kreatur entdecken"),  # out of turn
        (refused(poor, Buy(LOREN, "brown-9")), "Strange Creatures, 3. Neue Kreatur entdecken"),  # not the coins
        (refused(plus3_hands(), Play(IVAN, "trump-a", ("plus3-a",))), "Strange Creatures, Gestaltwandler"),
        (refused(plus3_hands(), Play(IVAN, "x-a")), "Strange Creatures, Gestaltwandler"),
        (refused(removal_state(), Remove(KARL, "green-6")), "Strange Creatures, Karten und Effekte im Detail"),
        (refused(expert_state(), Remove(KARL, "yellow-6")), "Strange Creatures, Profi-Regel"),
        (refused(book, Play(IVAN, "purple-7")), "Strange Creatures, Zugformat"),
    ]


def test_refusals_are_said_in_german_with_the_refresher_s_rule_names():
    said = []
    for err, rule in refusals():
        reason, named = DE.refusal(err)
        assert named == rule
        assert reason == german(err.said)
        said.append(reason)
    assert "Grün wurde angespielt und du hast Grün auf der Hand, also musst du bedienen." in said
    assert "Braun 9 kostet 3 Münzen und du hast nur 2." in said
    assert {r for _, r in refusals()} - {"Strange Creatures, Zugformat"} == GERMAN_RULES


@pytest.mark.parametrize("cost,english,deutsch", [
    (0, "for 0 coins.", "für 0 Münzen aus"), (1, "for 1 coin.", "für 1 Münze aus"),
    (4, "for 4 coins.", "für 4 Münzen aus")])
def test_a_count_picks_its_plural_in_both_languages(cost, english, deutsch):
    sentence = GAME.describe_event(Event("card_bought", {"seat": 0, "card": "green-0", "cost": cost, "slot": 0}))
    assert EN.say(sentence).endswith(english) and str(sentence) == EN.say(sentence)
    assert deutsch in DE.say(sentence)


def test_the_terminal_shows_the_position_options_and_final_scores_in_german():
    renderer = renderer_for(GAME, DE)
    english = renderer_for(GAME, EN)
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    view = GAME.view(s, IVAN)
    lines = renderer.position(view)
    text = "\n".join(lines)
    assert "{" not in text and "Auslage" in text and "Deine Hand" in text and "Gelb 1" in text
    assert "Display" not in text and "Your hand" not in text and "coins" not in text
    assert text != "\n".join(english.position(view))
    options = [renderer.option(GAME, m, view) for m in GAME.legal_moves(s, IVAN)]
    assert "Spieler 1 spielt Grün 3" in options
    assert [english.option(GAME, m, view) for m in GAME.legal_moves(s, IVAN)][0].startswith("Play the ")
    s, _ = bots_game(5)
    view = GAME.view(s, None)
    narrated = [renderer.narrate(GAME, e) for e in view.events]
    assert all("{" not in line for line in narrated) and narrated[0].startswith("Eine Partie Strange Creatures")
    final = "\n".join(renderer.final(GAME, view, GAME.result(s)))
    assert "Punkte" in final and "Münze" in final and "points" not in final and "coins" not in final


def test_the_table_says_its_panel_status_tooltips_and_scores_in_german(german):  # conftest: the app in German
    from tabletop.games import make_adapter
    from tabletop.table.frame import make_frame
    adapter = make_adapter(GAME.id, GAME)
    adapter.names = ["Ada", "Basil", "Cleo", "Dmitri", "Esme"]
    shown = []
    rnd = random.Random(6)
    s = GAME.setup(4, 6, {"expert": True})
    while not GAME.is_over(s):
        view = GAME.view(s, s.turn)
        adapter.zones(view, make_frame((1024, 640)))
        panel = adapter.panel(view)
        shown += [panel.title, *panel.headers, *(str(f[0]) for f in panel.facts), adapter.status(view, True)]
        moves = GAME.legal_moves(s, s.turn)
        standing = adapter.standing_prompt(view, moves)
        if standing is not None:
            shown += [standing.title, *(o.label for o in standing.options)]
        before = len(s.log)
        s = GAME.apply(s, rnd.choice(moves))
        summary = adapter.round_summary(view, s.log[before:])
        if summary is not None:
            shown += [summary[0], *summary[1]]
    headers, rows = adapter.final_table(GAME.view(s, None), GAME.result(s))
    shown += headers + [str(cell) for row in rows for cell in row]
    for face in adapter.faces():
        described = adapter.describe(face)
        if described is not None:
            shown += [described[0], *described[1]]
    text = "\n".join(shown)
    assert "{" not in text and "Runde 1 von 4" in text and "Stichgewinner bekommt" in text
    assert "Expeditionskosten: 3 Münzen." in text and "Startkarte." in text
    assert not re.search(r"\b(Round|Player|Coins|Cards|Stamps|Points|coins?|Your|winner|the)\b", text), text


def test_the_words_printed_on_the_faces_are_german_and_as_large_as_the_english(german):
    """The effect boxes' words ("kein Sieg", "schlägt Trümpfe") at a hand card's width (112 px) keep the size
    the English words have (at least 0.12 of the width) and stay inside the box."""
    from rules.strange_creatures.cards import ALL_CARDS
    from tabletop.render import creature_cards as cc
    width = 112
    for card in ALL_CARDS:
        box = cc.layout(card.id, width).box
        for item in cc.effect_items(card.id, width):
            assert box.contains(item.rect), card.id
            if item.kind == "words":
                assert item.size >= 0.12 * width, (card.id, item.size)
    assert german.term("no winner") == "kein Sieg" and german.term("beats") == "schlägt"

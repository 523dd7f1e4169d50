"""Wonder Creature in German: every narrated event, every legal move and the refusals said from the catalogs
(no field left unfilled, no English left where English has words, the rulebook's sections by their German
names), counted words in the right form for 0, 1 and many, the terminal game, and the table's words (status,
panel, reveal, summaries, final score, the large card view, the faces' words)."""

import random
import re

import pytest

from rules import IllegalMove
from rules.cli.play import TerminalGame
from rules.cli.views import renderer_for
from rules.core import Event
from rules.language import words_for
from rules.wonder_creature import CATALOGUE, GAME, GiveCard, ShowCreature, StartExchange
from rules.wonder_creature.ranking import strength
from tabletop.games import make_adapter
from tests.english_left import english_in

from .scenario import deal, exchange_spares

DE, EN = words_for("de"), words_for("en")
CONFIGS = [(2, False), (3, False), (3, True), (4, True), (6, True)]
SEEDS = [1, 5, 11]
NAMES = ["Robin", "Basil", "Cleo", "Dmitri", "Emil", "Frida"]


def has_words(english: str) -> bool:
    """Letters beyond the seats' names and card ids ("Player 2", "WC-DH-R")."""
    rest = re.sub(r"Player \d+|WC-[A-Z]+-[A-Z]", "", english)
    return bool(re.search(r"[A-Za-z]{2,}", rest))


def check_german(sentence) -> str:
    german, english = DE.say(sentence), EN.say(sentence)
    assert english == str(sentence)
    assert "{" not in german and "}" not in german, german
    if has_words(english):
        assert german != english, english
    return german


def bots_game(players: int, advanced: bool, seed: int):
    """A whole game of random moves: the final state and every position's legal moves on the way."""
    state, rnd = GAME.setup(players, seed, {"advanced": advanced}), random.Random(seed)
    offered = []
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, seat)
        offered += moves
        state = GAME.apply(state, rnd.choice(moves))
    return state, offered


@pytest.mark.parametrize(("players", "advanced"), CONFIGS)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_bots_game_is_narrated_and_its_moves_described_in_german(players, advanced, seed):
    state, offered = bots_game(players, advanced, seed)
    kinds = set()
    for event in state.log:                     # the referee's log: every seat's private events too
        german = check_german(GAME.describe_event(event))
        assert "Player" not in german and "Spieler" in german or event.kind in ("exchanges_over",), german
        kinds.add(event.kind)
    assert {"round_start", "draw", "drew", "exchange_cards", "creature_shown", "round_won", "game_over"} <= kinds
    for move in offered:
        german = check_german(GAME.describe_move(move))
        assert german.startswith(f"Spieler {move.seat + 1} "), german


def test_the_card_names_are_german_compounds():
    assert DE.say(CATALOGUE.said("WC-DH-R")) == "Drachenkopf (Rot)"
    assert DE.say(CATALOGUE.said("WC-GT-Y")) == "Greifenschwanz (Gelb)"
    assert DE.say(CATALOGUE.said("WC-GB-B")) == "Greifenkörper (Blau)"
    assert EN.say(CATALOGUE.said("WC-GB-B")) == CATALOGUE.name("WC-GB-B") == "Griffin Body (Blue)"
    for card in CATALOGUE.ids:
        assert DE.say(CATALOGUE.said(card)) != CATALOGUE.name(card)


# ----- refusals ------------------------------------------------------------------------------------
HANDS = [["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-GH-R", "WC-GB-R"],
         ["WC-DH-B", "WC-DB-B", "WC-DT-B", "WC-GH-B", "WC-GB-B"],
         ["WC-DH-Y", "WC-DB-Y", "WC-DT-Y", "WC-GH-Y", "WC-GB-Y"]]


def refusals():
    start = deal(HANDS, first=0)
    asked = GAME.apply(start, StartExchange(0, 1, "WC-GH-R"))
    reveal = exchange_spares(start, {})
    hand = reveal.hands[0]
    return [
        (start, StartExchange(0, 0, "WC-GH-R"), "Spielablauf (1) Handkarten tauschen"),
        (start, StartExchange(0, 7, "WC-GH-R"), "Spielablauf (1) Handkarten tauschen"),
        (start, StartExchange(0, 1, "WC-DH-B"), "Spielablauf (1) Handkarten tauschen"),
        (start, StartExchange(0, 1, "WC-XX-Q"), "Zugformat"),
        (start, StartExchange(0, 1, 17), "Zugformat"),
        (start, GiveCard(0, "WC-DH-R"), "Spielablauf (1) Handkarten tauschen"),
        (asked, StartExchange(1, 2, "WC-DH-B"), "Spielablauf (1) Handkarten tauschen"),
        (start, ShowCreature(0, ("WC-DH-R", "WC-DB-R", "WC-DT-R")), "Spielablauf (2) Karten aufdecken"),
        (reveal, StartExchange(0, 1, hand[0]), "Spielablauf (2) Karten aufdecken"),
        (reveal, ShowCreature(0, tuple(hand[:2])), "Spielablauf (2) Karten aufdecken"),
        (reveal, ShowCreature(0, (hand[0], hand[0], hand[1])), "Spielablauf (2) Karten aufdecken"),
        (reveal, ShowCreature(0, (hand[2], hand[1], hand[0])), "Zugformat"),
        (reveal, ShowCreature(0, ("WC-DH-B", hand[0], hand[1])), "Spielablauf (2) Karten aufdecken"),
        (reveal, ShowCreature(0, "WC-DH-R"), "Zugformat"),
    ]


@pytest.mark.parametrize(("state", "move", "rule"), refusals())
def test_refusals_are_said_in_german_with_the_german_rule(state, move, rule):
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, move)
    err = caught.value
    reason, rule_de = DE.refusal(err)
    assert EN.refusal(err) == (err.reason, err.rule)            # English stays what it was
    assert "{" not in reason and reason != err.reason, reason
    assert rule_de.startswith("Wonder Creature, ") and rule in rule_de and rule_de != err.rule, rule_de


def test_a_refusal_names_the_card_and_the_seat_in_german():
    start = deal(HANDS, first=0)
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(start, StartExchange(0, 1, "WC-DH-B"))
    assert DE.refusal(caught.value)[0] == "Du hast den Drachenkopf (Blau) nicht auf der Hand."
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(start, StartExchange(0, 5, "WC-DH-R"))
    assert DE.refusal(caught.value)[0] == ("An diesem Tisch sitzt kein Spieler 6; wähle einen Gegner von Spieler 1 "
                                           "bis Spieler 3.")


# ----- counted words ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "english", "german"), [
    (0, "Player 1 draws 0 cards.", "Spieler 1 zieht 0 Karten."),
    (1, "Player 1 draws 1 card.", "Spieler 1 zieht 1 Karte."),
    (3, "Player 1 draws 3 cards.", "Spieler 1 zieht 3 Karten."),
])
def test_a_counted_event_takes_the_form_of_its_count(n, english, german):
    said = GAME.describe_event(Event("draw", {"seat": 0, "count": n}))
    assert (EN.say(said), DE.say(said)) == (english, german)


@pytest.mark.parametrize(("best", "english", "german"), [
    (0, "with 0 sets.", "mit 0 Sätzen."),
    (1, "with 1 set.", "mit 1 Satz."),
    (2, "with 2 sets.", "mit 2 Sätzen."),
])
def test_the_game_ends_with_the_sets_counted(best, english, german):
    said = GAME.describe_event(Event("game_over", {"winners": [0], "sets": [best, 0], "deck": 1}))
    assert EN.say(said).endswith("Player 1 wins " + english) and DE.say(said).endswith("Spieler 1 gewinnt " + german)
    shared = GAME.describe_event(Event("game_over", {"winners": [0, 1], "sets": [best, best], "deck": 1}))
    assert EN.say(shared).endswith("Player 1 and Player 2 share the win " + english)
    assert DE.say(shared).endswith("Spieler 1 und Spieler 2 teilen sich den Sieg mit je " + german[4:])


def test_one_winner_wins_and_several_win_together():
    one = GAME.describe_event(Event("round_won", {"round": 2, "winners": [1], "sets": [0, 1]}))
    two = GAME.describe_event(Event("round_won", {"round": 2, "winners": [0, 1], "sets": [1, 1]}))
    assert DE.say(one, NAMES) == "Basil gewinnt Runde 2 und holt einen Satz."
    assert DE.say(two, NAMES) == "Robin und Basil gewinnen Runde 2 und holen je einen Satz."
    assert EN.say(two, NAMES) == "Robin and Basil win round 2 and each score a set."


# ----- the terminal game ----------------------------------------------------------------------------------
ENGLISH_ONLY = re.compile(r"\b(the|card|cards|sets?|level|round|Player|Your|Deck|Heads|Bodies|Tails|none|"
                          r"exchange|creature|chooses|shows|draws|wins)\b")


def test_the_terminal_renderer_speaks_german():
    renderer = renderer_for(GAME, DE)
    state, rnd = GAME.setup(3, 4, {"advanced": True}), random.Random(4)
    seen = []
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        lines = renderer.position(view)
        moves = GAME.legal_moves(state, seat)
        lines += [renderer.option(GAME, m, view) for m in moves]
        seen += lines
        state = GAME.apply(state, rnd.choice(moves))
    final = GAME.view(state, 0)
    seen += renderer.position(final) + renderer.final(GAME, final, GAME.result(state))
    seen += [renderer.narrate(GAME, e) for e in final.events]
    text = "\n".join(seen)
    assert "{" not in text
    assert not ENGLISH_ONLY.search(text), ENGLISH_ONLY.search(text)
    assert not english_in(text), english_in(text)
    for words in ("Deine Hand:", "Köpfe:", "Körper:", "Schwänze:", "Tausche:", "Stapel:", "(Gewinner)", "Stufe"):
        assert words in text, words
    assert renderer_for(GAME).words.lang == "en"                     # the shared renderer stays English


def test_a_bots_only_terminal_game_in_german():
    lines: list[str] = []
    TerminalGame(GAME, 3, 8, set(), "random", 0.0, out=lines.append, ask=lambda _p: "q", words=DE).run()
    narrated = [line for line in lines if line.startswith("  * ")]
    assert narrated and all("{" not in line for line in lines)
    assert any("gewinnt Runde 1" in line or "gewinnen Runde 1" in line for line in narrated)
    assert not any(ENGLISH_ONLY.search(line) for line in narrated), narrated


# ----- the table -----------------------------------------------------------------------------------------
@pytest.fixture
def adapter(german):
    table = make_adapter("wonder-creature", GAME)
    table.names = NAMES[:4]
    return table


TABLE_ENGLISH = re.compile(r"\b(the|card|cards|Sets?|Level|Round|Player|Your|Deck|Exchange|Shown|Incomplete|"
                           r"creature|waiting|Waiting|wins|won|Tap|choosing|asks)\b")


def words_of(*parts) -> str:
    out = []
    for part in parts:
        if isinstance(part, (list, tuple)):
            out.append(words_of(*part))
        elif part is not None:
            out.append(str(part))
    return " | ".join(out)


def assert_german(text: str) -> None:
    assert "{" not in text, text
    found = TABLE_ENGLISH.search(text)
    assert found is None, (found, text)
    assert not english_in(text, NAMES), (english_in(text, NAMES), text)


def test_the_table_says_every_position_in_german(adapter):
    state, rnd = GAME.setup(4, 3), random.Random(3)
    said = []
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, 0)
        adapter.view = view
        panel = adapter.panel(view)
        said += [adapter.status(view, 0 in view.to_act), panel.title, words_of(panel.facts), words_of(panel.headers)]
        if seat == 0:
            moves = GAME.legal_moves(state, 0)
            prompt = adapter.ask(view, moves)
            said += [prompt.title, *(o.label for o in prompt.options)]
            said += [g.label for g in map(adapter.grip, moves) if g is not None and g.label]
        before = GAME.view(state, 0)
        state = GAME.apply(state, rnd.choice(GAME.legal_moves(state, seat)))
        new = GAME.view(state, 0).events[len(before.events):]
        said += [adapter.narrate(e) for e in new]
        if any(e.kind == "round_won" for e in new) and adapter.hold(new) > 0:
            said.append(adapter.status(GAME.view(state, 0), False))
            assert "Tippe zum Weiterspielen" in said[-1]
            summary = adapter.round_summary(GAME.view(state, 0), new)
            if summary is not None:
                said += [summary[0], words_of(summary[1]), words_of(summary[2])]
            adapter.release_hold()
    final = GAME.view(state, 0)
    headers, rows_ = adapter.final_table(final, GAME.result(state))
    said += [adapter.status(final, False), words_of(headers), words_of(rows_)]
    for text in said:
        assert_german(text)
    assert any(text.startswith("Das Spiel ist vorbei") for text in said)
    assert headers[:2] == ["Spieler", "Runde 1"] and headers[-2] == "Sätze"


def test_the_reveal_is_said_in_german(adapter):
    dragon = ["WC-DH-R", "WC-DB-R", "WC-DT-R"]
    mixed_red = ["WC-DH-R", "WC-GB-R", "WC-GT-Y"]
    mixed_yellow = ["WC-DH-Y", "WC-GB-Y", "WC-GT-B"]
    tails = ["WC-DT-Y", "WC-DT-B", "WC-GT-R"]

    def verdict(creatures, winners):
        return adapter._verdict(creatures, [strength(c)[0] for c in creatures], winners)

    assert verdict([dragon, mixed_red], [0]) == \
        "Robin hat die beste Kreatur, Stufe 1, also holt Robin den Satz."
    four = [tails, mixed_red, mixed_yellow, tails]
    assert verdict(four, [1]) == ("Basil und Cleo haben beide Stufe 4; Basil hat mehr Karten in Rot (2), also holt "
                                  "Basil den Satz.")
    held = adapter._reveal(four, [strength(c)[0] for c in four], [1])
    assert {p: adapter._badge(held, p) for p in range(4)} == {
        0: "Unvollständig", 1: "Stufe 4 · 2× Rot · 1× Gelb", 2: "Stufe 4 · 2× Gelb · 1× Blau", 3: "Unvollständig"}
    full_tie = [["WC-DH-R", "WC-DB-Y", "WC-DT-B"], ["WC-GH-B", "WC-GB-R", "WC-GT-Y"]]
    assert verdict(full_tie, [0, 1]) == \
        "Robin und Basil haben beide Stufe 3; immer noch Gleichstand, also holen Robin und Basil je einen Satz."


def test_the_large_view_and_the_slots_speak_german(adapter):
    title, lines = adapter.describe(("card", "WC-GT-Y"))
    assert title == "Greifenschwanz (Gelb)"
    assert lines[0].startswith("Greifenschwanz auf Hintergrund Gelb") and "ein ganzer Greif" in lines[1]
    title, lines = adapter.describe(("creature", "WC-GH-B", "WC-DB-Y", "WC-DT-R"))
    assert title == "Stufe 4" and lines[0] == "Kopf, Körper und Schwanz passen nicht zusammen."
    assert lines[2] == "Hintergründe: 1× Rot · 1× Gelb · 1× Blau."
    for key in [("card", c) for c in CATALOGUE.ids] + [("creature", "WC-DH-R", "WC-DB-R", "WC-DT-R")]:
        assert_german(words_of(adapter.describe(key)))
    assert adapter.refusal(None, "card:WC-DT-B", "slot:head") == \
        "Der Drachenschwanz (Blau) ist ein Schwanz: Er gehört ins Schwanz-Feld."


def test_the_faces_carry_the_words_of_the_language_now(german):
    import pygame

    from tabletop import language
    from tabletop.render import wonder_creature as art
    from tabletop.render.wonder_creature import slot_face

    pygame.init()
    in_german = pygame.image.tobytes(art.face(("card", "WC-GB-B"), 200), "RGBA")
    german_slot = pygame.image.tobytes(slot_face("tail", 200), "RGBA")
    language.choose("en")
    assert pygame.image.tobytes(art.face(("card", "WC-GB-B"), 200), "RGBA") != in_german
    assert pygame.image.tobytes(slot_face("tail", 200), "RGBA") != german_slot
    language.choose("de")
    assert pygame.image.tobytes(art.face(("card", "WC-GB-B"), 200), "RGBA") == in_german

"""The SAFARI box in German: every sentence the six engines hand over (narration, moves, refusals with the
rule's name) and every line of their terminal renderers comes out German, with no field left unfilled and
no English word left over; counts take the catalog's plural forms (0, 1, many) in both languages."""

import random
import re

import pytest

import rules
from rules.cli.views import renderer_for
from rules.core import Event, IllegalMove
from rules.language import words_for
from rules.safari.deducktion import Ask as DeducktionAsk
from rules.safari.herds import Pass as PassCard
from rules.safari.hi_lo_hijinks import Play as HiLoPlay
from rules.safari.safari_sprint import Claim
from rules.safari.safari_sprint import Play as SprintPlay
from rules.safari.savannah import Place

DE, EN = words_for("de"), words_for("en")
NAMES = ["Ada", "Basil", "Cleo", "Dora", "Emil"]
GAMES = {"safari-sprint": (3, 5), "hi-lo-hijinks": (2, 4), "animal-hunt": (2, 4), "savannah": (2, 3),
         "herds": (2, 4), "deducktion": (2, 3)}
TITLES = {"safari-sprint": "Safari Sprint", "hi-lo-hijinks": "Hi-Lo Hijinks", "animal-hunt": "Animal Hunt",
          "savannah": "Savannah", "herds": "Herds", "deducktion": "Deducktion"}
# words a German reader should never meet in a SAFARI sentence (names and the games' titles aside)
ENGLISH = re.compile(r"\b(the|and|of|cards?|points?|players?|plays|takes|draws|ducky|duckies|stacks?|spaces?|"
                     r"round|race|you|your|turn|wins|with|from|nobody|none|empty|left|blank|Elephant|Lion|Monkey|"
                     r"higher|lower|row|column|herd|grassland|hunting|unplayable)\b", re.IGNORECASE)


def german(text: str) -> str:
    """The text with what may stay as it is taken out: player names and the games' titles."""
    for title in TITLES.values():
        text = text.replace(title, "")
    return text.replace("duck! duck! SAFARI!", "")


def assert_german(de: str, en: str, what: str) -> None:
    assert "{" not in de and "}" not in de, f"{what}: a field left unfilled: {de!r}"
    assert de != en, f"{what}: said in English: {de!r}"
    found = ENGLISH.search(german(de))
    assert not found, f"{what}: English word {found.group(0)!r} in {de!r}"


def playout(game, players, seed, max_steps=300):
    """A bots-only game (random legal moves); yields each state before a move, with the seat to act."""
    rng = random.Random(seed)
    state = game.setup(players, seed)
    for _ in range(max_steps):
        acting = game.to_act(state)
        if not acting:
            return
        seat = acting[0]
        yield state, seat
        state = game.apply(state, rng.choice(game.legal_moves(state, seat)))


def games():
    return [(gid, players) for gid, sizes in GAMES.items() for players in sizes]


@pytest.mark.parametrize(("game_id", "players"), games())
def test_a_german_game_narrates_every_event_and_move_in_german(game_id, players):
    game = rules.games()[game_id]
    names = NAMES[:players]
    kinds, moves = set(), 0
    for seed in (1, 2):
        state = None
        for state, seat in playout(game, players, seed):
            for move in game.legal_moves(state, seat)[:60]:
                said = game.describe_move(move)
                assert_german(DE.say(said, names), EN.say(said, names), f"{game_id} move {move}")
                moves += 1
        for event in state.log:
            said = game.describe_event(event)
            assert_german(DE.say(said, names), EN.say(said, names), f"{game_id} event {event.kind}")
            kinds.add(event.kind)
    assert moves > 50 and len(kinds) >= 5


@pytest.mark.parametrize(("game_id", "players"), games())
def test_refusals_are_said_in_german_with_the_german_rule(game_id, players):
    """Moves that were legal somewhere else in the game, tried where they are not: each refusal (the reason and
    the rulebook section it names) comes out German."""
    game = rules.games()[game_id]
    positions = list(playout(game, players, seed=3, max_steps=150))
    rng = random.Random(3)
    elsewhere = [m for state, seat in positions[::7] for m in rng.sample(game.legal_moves(state, seat),
                                                                         min(3, len(game.legal_moves(state, seat))))]
    rules_seen = set()
    for state, seat in positions[::5]:
        for move in rng.sample(elsewhere, min(8, len(elsewhere))):
            if move.seat != seat:
                continue
            try:
                game.apply(state, move)
            except IllegalMove as err:
                if not err.rule.startswith(TITLES[game_id] + ","):
                    continue  # the contract's own refusals (whose turn it is) are not this box's words
                reason, rule = DE.refusal(err)
                assert_german(reason, err.reason, f"{game_id} refusal")
                assert rule != err.rule and rule.startswith(TITLES[game_id] + ", "), rule
                assert EN.refusal(err) == (err.reason, err.rule)
                rules_seen.add(rule)
    assert rules_seen, f"{game_id}: no refusal of its own rules was tried"


def refusal(game_id, players, options, move_of):
    game = rules.games()[game_id]
    state = game.setup(players, 1, options)
    with pytest.raises(IllegalMove) as err:
        game.apply(state, move_of(game, state))
    return err.value, DE.refusal(err.value)


def test_each_game_refuses_in_german_with_the_rulebook_section():
    cases = {
        "safari-sprint": (3, {"first_player": 0}, lambda g, s: SprintPlay(0, s.hands[0][0]),
                          "Safari Sprint, Schritt B: Karten spielen",
                          "Karten werden erst gespielt, wenn alle ein Tier gewählt haben."),
        "hi-lo-hijinks": (3, {"first_player": 0, "deck_order": ["elephant-6a", "lion-2a", "monkey-4a", "tiger-4b",
                                                                  "zebra-2b", "lion-3b"]},
                          lambda g, s: HiLoPlay(s.turn, "lion-3b", "tiger"),
                          "Hi-Lo Hijinks, Dein Zug",
                          "Jede Karte kommt auf ihren eigenen Stapel: Löwe 3 gehört auf den Löwenstapel, nicht auf "
                          "den Tigerstapel (nur Forscherkarten dürfen auf jeden Stapel)."),
        "savannah": (2, {"first_player": 0}, lambda g, s: Place(0, s.hands[0][0], 3, 3),
                     "Savannah, Beginn der ersten Phase",
                     "Die erste Karte des Gebers kommt in die Mitte der Savanne, auf Zeile 0, Spalte 0."),
        "herds": (3, None, lambda g, s: PassCard(g.to_act(s)[0], s.hands[g.to_act(s)[0]][0],
                                                 (g.to_act(s)[0] + 1) % 3),
                  "Herds, Schritt 4: Eine Karte weitergeben",
                  "Eine Karte gibst du in Schritt 4 weiter, nach deinen Herden."),
        "deducktion": (3, None, lambda g, s: DeducktionAsk(g.to_act(s)[0], (g.to_act(s)[0] + 1) % 3, (), None),
                       "Deducktion, Deine Frage stellen",
                       "Du kannst erst fragen, wenn die drei Fragekarten aufgedeckt sind."),
    }
    for game_id, (players, options, move_of, rule, reason) in cases.items():
        err, (said, rule_said) = refusal(game_id, players, options, move_of)
        assert (said, rule_said) == (reason, rule), game_id
        assert err.rule.startswith(TITLES[game_id]) and said != err.reason


def test_a_claim_refusal_names_the_ducky_and_the_seat_in_german():
    game = rules.games()["safari-sprint"]
    state = game.setup(3, 1, {"first_player": 0, "animals": ["elephant", "lion", "tiger"]})
    state = game.apply(state, Claim(0, "lion", 5))
    with pytest.raises(IllegalMove) as err:
        game.apply(state, Claim(1, "lion", 7))
    assert err.value.reason == ("To take the Lion from Player 1 you must move its ducky to an empty space lower than "
                                "5 (space 1 is the lowest).")
    reason, rule = DE.refusal(err.value)
    assert reason == ("Um Spieler 1 die Löwen-Ente abzunehmen, musst du sie auf ein freies Feld unter 5 setzen "
                      "(Feld 1 ist das niedrigste).")
    assert rule == "Safari Sprint, Wähle dein Tier"
    assert DE.say(err.value.said, ["Ada", "Basil", "Cleo"]).startswith("Um Ada die Löwen-Ente")


@pytest.mark.parametrize(("n", "english", "deutsch"), [
    (0, "Player 2 takes 0 cards face down (3 in their pile).",
     "Spieler 2 nimmt 0 Karten verdeckt zu sich (jetzt 3 im eigenen Stapel)."),
    (1, "Player 2 takes 1 card face down (3 in their pile).",
     "Spieler 2 nimmt 1 Karte verdeckt zu sich (jetzt 3 im eigenen Stapel)."),
    (4, "Player 2 takes 4 cards face down (3 in their pile).",
     "Spieler 2 nimmt 4 Karten verdeckt zu sich (jetzt 3 im eigenen Stapel)."),
])
def test_counts_take_each_language_plural_form(n, english, deutsch):
    said = rules.games()["hi-lo-hijinks"].describe_event(Event("take", {"seat": 1, "count": n, "pile": 3}))
    assert (EN.say(said), DE.say(said)) == (english, deutsch)


@pytest.mark.parametrize(("n", "english", "deutsch"), [
    (0, "for 0 points", "für 0 Punkte"), (1, "for 1 point", "für 1 Punkt"), (2, "for 2 points", "für 2 Punkte")])
def test_points_take_each_language_plural_form(n, english, deutsch):
    said = rules.games()["savannah"].describe_event(
        Event("place", {"seat": 0, "card": "lion-2a", "row": 0, "col": -1, "points": n}))
    assert EN.say(said).endswith(english) and DE.say(said).endswith(deutsch)
    assert DE.say(said).startswith("Spieler 1 legt Löwe 2 auf (0, -1)")


def test_a_ducky_that_moves_one_space_moves_one_field():
    said = rules.games()["safari-sprint"].describe_event(
        Event("move", {"ducky": "zebra", "steps": 1, "to": 9, "pushed": [{"ducky": "ducktor", "to": 8}]}))
    assert DE.say(said) == "Die Zebra-Ente zieht 1 Feld vor auf Feld 9; Ducktor Livingstone wird auf Feld 8 " \
                           "zurückgeschoben."
    assert EN.say(said) == "The Zebra moves 1 to space 9; Ducktor Livingstone is pushed back to 8."


@pytest.mark.parametrize(("game_id", "players"), [(g, sizes[0]) for g, sizes in GAMES.items()])
def test_the_terminal_renderer_speaks_german(game_id, players):
    """Every position (each seat's and the public table's), narrated event and final line, in German."""
    game = rules.games()[game_id]
    renderer = renderer_for(game, DE)
    english_renderer = renderer_for(game, EN)
    state = None
    for step, (state, seat) in enumerate(playout(game, players, seed=4)):
        if step % 9:
            continue
        view = game.view(state, seat)
        lines = renderer.position(view)
        assert lines != english_renderer.position(view)
        for line in lines:
            assert_german(line, "", f"{game_id} position")
        for move in game.legal_moves(state, seat)[:20]:
            option = renderer.option(game, move, view)
            assert_german(option, english_renderer.option(game, move, view), f"{game_id} option")
            group = renderer.group(option)
            if group:
                assert option.startswith(group[0]) and option.endswith(group[1])
    rng = random.Random(4)
    while game.to_act(state):  # play on to the end
        seat = game.to_act(state)[0]
        state = game.apply(state, rng.choice(game.legal_moves(state, seat)))
    public = game.view(state, None)
    for event in public.events:
        assert_german(renderer.narrate(game, event), english_renderer.narrate(game, event), f"{game_id} narration")
    for line in renderer.position(public) + renderer.final(game, public, game.result(state)):
        assert_german(line, "", f"{game_id} final")

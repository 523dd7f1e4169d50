"""The terminal game reads like the table: each game's position in words, players counted from 1,
each option once, the hand shown; and a game of bots still plays to the end."""

import re

import pytest

import rules
from rules.cli.menu import Menu, build_options
from rules.cli.play import TerminalGame
from rules.cli.views import renderer_for
from rules.cli.views.base import as_option
from rules.safari.savannah import crowded_position

PLAYERS = {"strange-creatures": 4, "safari-sprint": 4, "hi-lo-hijinks": 3, "animal-hunt": 3, "savannah": 2,
           "herds": 4, "deducktion": 3, "wonder-creature": 3, "la-criatura": 5}
# what a player expects to find in each game's picture of the position
EXPECTED = {
    "strange-creatures": ["Display", "coins", "Your hand: "],
    "safari-sprint": ["Track", "space", "ducky", "Your hand: "],
    "hi-lo-hijinks": ["Stacks", "ducky at", "wants", "Your hand: "],
    "animal-hunt": ["hunting ground", "row 1", "##", "Your hand: "],
    "savannah": ["The savannah", "Scores", "Your hand: "],
    "herds": ["Grassland:", "Herds and scores", "Your hand: "],
    "deducktion": ["Question deck", "Melds:", "Your hand: "],
    "wonder-creature": ["Exchanges", "sets", "Your hand:", "Heads:"],
    "la-criatura": ["Leader:", "clock on", "victory token", "Your event cards"],
}
RAW = [re.compile(p) for p in (
    r"\w+: \[",  # a field dumped as a list ("order: [0, 3]")
    r"\{", r"\bRC-\d", r"\bWC-[A-Z]", r"\bPlayer 0\b", r"\bseat\b",
    r"\b(elephant|lion|monkey|tiger|zebra|ducktor)-\d",  # a Safari card id instead of its name
    r"\b(yellow|blue|green|brown|colorless|seven|twelve|plus3|trump|mega)-",  # a Strange Creatures id
)]


def scripted(answers):
    """An `ask` that gives the answers in turn and then quits."""
    queue = list(answers)
    return lambda _prompt: queue.pop(0) if queue else "q"


def play(game_id, answers, humans=frozenset({0}), seed=3):
    game = rules.games()[game_id]
    lines: list[str] = []
    result = TerminalGame(game, PLAYERS[game_id], seed, set(humans), "random", 0.0, out=lines.append,
                          ask=scripted(answers)).run()
    return lines, result


def positions(lines):
    """The printed positions (narration left out): the lines from a '== ... ==' header to the options."""
    blocks, block = [], None
    for line in lines:
        if line.startswith("== "):
            block = []
            blocks.append(block)
        elif line.startswith("Your options") or line.startswith("Final scores"):
            block = None
        elif block is not None and not line.startswith("  * "):
            block.append(line)
    return blocks


def menus(lines):
    """Each printed list of options as full labels, numbers checked to run 1, 2, 3 ..."""
    found, labels, heading = [], None, ""
    for line in lines:
        if line.startswith("Your options"):
            labels, heading = [], ""
            found.append(labels)
            continue
        if labels is None:
            continue
        if not line.startswith("  ") or line.startswith("  * "):
            labels = None
            continue
        items = re.findall(r"(\d+)\. (.+?)(?=\s{2,}\d+\. |$)", line)
        if not items:
            heading = line.strip().rstrip(":")
            continue
        for number, text in items:
            assert int(number) == len(labels) + 1, line
            labels.append(f"{heading} {text}" if line.startswith("    ") and heading else text)
        if line.startswith("  ") and not line.startswith("    "):
            heading = ""
    return found


@pytest.mark.parametrize("game_id", sorted(rules.games()))
def test_a_few_turns_read_as_a_player_expects(game_id):
    lines, _ = play(game_id, ["1"] * 6)
    text = "\n".join(lines)
    shown = positions(lines)
    assert shown, "a person to act sees the position"
    for block in shown:
        for line in block:
            assert len(line) <= 100, f"{game_id}: a line too long to read: {line!r}"
            for raw in RAW:
                assert not raw.search(line), f"{game_id}: raw field in {line!r}"
    for word in EXPECTED[game_id]:
        assert word in "\n".join(shown[0]), f"{game_id}: {word!r} missing from\n" + "\n".join(shown[0])
    numbers = [int(n) for n in re.findall(r"\bPlayer (\d+)\b", text)]
    assert numbers and min(numbers) >= 1 and max(numbers) <= PLAYERS[game_id]
    assert "Player 1 (you)" in text and "Your turn." in text
    listed = menus(lines)
    assert listed
    for labels in listed:
        assert labels and len(labels) == len(set(labels)), f"{game_id}: an option printed twice: {labels}"


@pytest.mark.parametrize("game_id", sorted(rules.games()))
def test_bots_play_a_whole_game_and_the_public_table_sees_the_end(game_id):
    lines, result = play(game_id, [], humans=frozenset(), seed=1)
    assert result is not None
    text = "\n".join(lines)
    assert "the final position ==" in text and "Final scores:" in text
    assert ("(winner)" in text) == bool(result.winners)
    assert "Player 0" not in text and "(you)" not in text and "Your hand" not in text
    final = text[text.index("the final position =="):]
    assert "The game is over." in final
    for raw in RAW[:2]:
        assert not raw.search(final.split("Final scores:")[0])


def test_two_copies_of_a_card_are_one_option_that_plays_the_first_copy():
    game = rules.games()["hi-lo-hijinks"]
    starters = ["elephant-6a", "lion-2a", "monkey-4a", "tiger-4b", "zebra-2b"]
    state = game.setup(3, 1, {"deck_order": starters + ["elephant-4b", "lion-1a", "lion-1b", "lion-3b"],
                              "first_player": 0})
    view = game.view(state, 0)
    assert sorted(view.hand) == ["elephant-4b", "lion-1a", "lion-1b", "lion-3b"]
    options = build_options(game, renderer_for(game), game.legal_moves(state, 0), view)
    labels = [o.label for o in options]
    ones = [o for o in options if o.label.startswith("Play the 1 Lion")]
    assert len(options) == 3 and len(set(labels)) == 3
    assert len(ones) == 1 and ones[0].move.card == "lion-1a"
    lines, _ = [], None
    TerminalGame(game, 3, 1, {0}, "random", 0.0, options={"deck_order": starters + ["elephant-4b", "lion-1a",
                 "lion-1b", "lion-3b"], "first_player": 0}, out=lines.append, ask=scripted([])).run()
    assert "Your hand: 4 Elephant, 1 Lion, 1 Lion, 3 Lion" in lines
    assert sum(1 for line in lines if "Play the 1 Lion on the Lion stack" in line) == 1


def test_genuinely_different_moves_stay_apart():
    game = rules.games()["hi-lo-hijinks"]
    state = game.setup(3, 2, {"first_player": 0})
    view = game.view(state, 0)
    moves = game.legal_moves(state, 0)
    options = build_options(game, renderer_for(game), moves, view)
    faces = {(m.card.rstrip("ab"), m.stack) for m in moves}
    assert len(options) == len(faces)


def test_moves_are_said_to_the_player():
    assert as_option("Player 1 plays the blue 5.", 0) == "Play the blue 5"
    assert as_option("Player 3 passes 3 Lion to Player 1", 2) == "Pass 3 Lion to Player 1"
    assert as_option("Player 1 is done with herds", 0) == "Done with herds"
    assert as_option("Player 2 keeps their cards", 1) == "Keep your cards"
    assert as_option("Player 1 plays Stimulant on Player 1", 0) == "Play Stimulant on yourself"
    assert as_option("Player 1 plays Stimulant on Player 10", 0) == "Play Stimulant on Player 10"
    assert as_option("Player 2 does not reverse the stack", 1) == "Do not reverse the stack"
    assert as_option("Player 10 plays the 4 Lion", 0) == "Player 10 plays the 4 Lion"


def test_a_long_list_is_chosen_in_two_steps_and_can_go_back():
    game = rules.games()["savannah"]
    state, _ = crowded_position(seed=1)
    seat = game.to_act(state)[0]
    moves = game.legal_moves(state, seat)
    options = build_options(game, renderer_for(game), moves, game.view(state, seat))
    lines: list[str] = []
    chosen = Menu(options, lines.append, scripted(["1", "b", "2", "3"])).choose()
    text = "\n".join(lines)
    assert text.count("choose a group") == 2
    assert re.search(r"  2\. Play \d [A-Z][a-z]+( Livingstone)? \(\d+ choices\)", text)
    second = options[[o.heading for o in options].index(chosen.heading)]
    assert chosen.heading != options[0].heading and chosen.heading == second.heading
    group = [o for o in options if o.heading == chosen.heading]
    assert chosen is group[2] and chosen.label == f"{chosen.heading} {chosen.item}"
    assert len(moves) > len(options) or len({o.label for o in options}) == len(options)


def test_the_racing_card_is_told_by_its_values_not_its_id():
    lines, _ = play("safari-sprint", ["1"] * 3)
    narration = [line for line in lines if line.startswith("  * ")]
    assert any("racing card moves the card row 1st" in line for line in narration)
    assert not any(re.search(r"\bRC-\d", line) for line in lines)


def test_a_savannah_spread_far_apart_is_listed_row_by_row():
    game = rules.games()["savannah"]
    state = game.setup(2, 1, {"first_player": 0})
    for _ in range(30):  # lay every card corner to corner, down and to the left
        seat = game.to_act(state)[0]
        places = [m for m in game.legal_moves(state, seat) if m.kind == "place"]
        move = min(places, key=lambda m: (m.row + m.col, m.row)) if places else game.legal_moves(state, seat)[0]
        state = game.apply(state, move)
    lines = renderer_for(game).position(game.view(state, 0))
    assert any("row by row" in line for line in lines)
    assert any(re.search(r"row -\d+: \d [A-Z][a-z]+.* at column -\d+", line) for line in lines)
    assert all(len(line) <= 100 for line in lines)


def test_an_engine_without_a_renderer_reads_field_by_field():
    from rules.cli.views import GenericRenderer, renderer_for
    from tests.toy_game import TOY

    renderer = renderer_for(TOY)
    assert isinstance(renderer, GenericRenderer)
    lines = renderer.position(TOY.view(TOY.setup(2, 1), 0))
    assert any("Your hand" in line for line in lines) and not any("events" in line.lower() for line in lines)


@pytest.mark.parametrize("game_id", sorted(rules.games()))
def test_every_game_has_its_own_renderer(game_id):
    from rules.cli.views import GenericRenderer

    assert not isinstance(renderer_for(rules.games()[game_id]), GenericRenderer)

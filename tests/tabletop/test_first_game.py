"""First-game advice in New game (issue 56 item 4): each game shows the ages and playing time its rulebook prints,
the settings its RULES.md advises for a first game are marked, and a Rules button opens that game's rules screen,
from which Escape comes back to New game with every choice as it was."""

import re

import pygame
import pytest

import rules
from tabletop import language
from tabletop.rules_text.box import RULES_DIR, box_facts
from tabletop.scenes.rules_screen import RulesScene
from tabletop.scenes.setup import SetupScene, box_words, first_game_mark
from tests.tabletop.helpers import pump, tap
from tests.tabletop.test_new_game_words import shown

SAFARI = "seeds/002_84d041c89ab3f6ed.txt"
# Each game's own printed line about who plays it and for how long, quoted from its rulebook (the seeds listed in
# ../shared/README.md). A game whose rulebook prints no ages or no playing time says where it was looked for.
RULEBOOK = {
    "strange-creatures": ("seeds/000 (and the German refresher seeds/001): no ages, no playing time", ""),
    "safari-sprint": (f"{SAFARI} line 22", "3-5 Players, Ages 6+."),
    "hi-lo-hijinks": (f"{SAFARI} line 89", "2-4 Players, ages 8+."),
    "animal-hunt": (f"{SAFARI} line 122", "2-4 Players, ages 6+."),
    "savannah": (f"{SAFARI} line 157", "2-3 Players, ages 8+."),
    "herds": (f"{SAFARI} line 223", "2-4 Players, ages 10+."),
    "deducktion": (f"{SAFARI} line 299", "3-5 Players, ages 8+."),
    "wonder-creature": ("seeds/003: 'Number of players 2-3 (If you are an advanced player, 2-6)', no ages, no time",
                        ""),
    "la-criatura": ("seeds/004 lines 19-20", "Playing time: 30 minutes to 1 hour. Age: 13+."),
}
# What each game's RULES.md decides for a first game ("First game" there), and the rulebook's words it rests on.
FIRST_GAME = {
    "strange-creatures": ({"expert": False}, None),      # "If you have already played a few games ... add this rule"
    "hi-lo-hijinks": ({"younger_players": True}, None),  # "For younger or beginning players"
    "wonder-creature": ({"advanced": False}, (2, 3)),    # "2-3 (If you are an advanced player, 2-6)"
    "la-criatura": ({"two_seats": False}, None),         # "Alternative Rule ... As an option"
    "deducktion": ({}, (3, 5)),                          # "3-5 Players"; two play the Two-Player Variant
}


def printed_ages(line: str) -> int | None:
    found = re.search(r"ages?:? (\d+)\+", line, re.IGNORECASE)
    return int(found.group(1)) if found else None


def printed_minutes(line: str) -> tuple[int, int] | None:
    found = re.search(r"(\d+) minutes to (\d+) (hour|minutes)", line)
    if not found:
        return None
    most = int(found.group(2)) * (60 if found.group(3) == "hour" else 1)
    return int(found.group(1)), most


def choose(scene: SetupScene, game_id: str, players: int) -> None:
    scene.collect()
    scene.game_id, scene.options, scene.players = game_id, {}, players
    scene.rebuild()


def test_every_game_has_the_ages_and_playing_time_its_rulebook_prints():
    assert set(RULEBOOK) == set(rules.games()), "every game's rulebook line is quoted here"
    for game_id, (where, line) in RULEBOOK.items():
        assert (RULES_DIR / f"{game_id}.box.json").is_file(), f"{game_id} has no box facts"
        facts = box_facts(game_id)
        assert facts.ages == printed_ages(line), f"{game_id}: ages {facts.ages}, the rulebook ({where}): {line!r}"
        assert facts.minutes == printed_minutes(line), f"{game_id}: {facts.minutes} min, the rulebook ({where})"
    assert box_facts("la-criatura").minutes == (30, 60) and box_facts("herds").ages == 10   # the parsing reads them


def test_the_first_game_settings_are_the_rules_decisions_and_a_game_each_engine_sets_up():
    for game_id, game in rules.games().items():
        facts = box_facts(game_id)
        options, players = FIRST_GAME.get(game_id, ({}, None))
        assert (facts.first_game_options, facts.first_game_players) == (options, players), game_id
        for name in options:
            assert game.Options.model_fields[name].annotation is bool, f"{game_id}: {name} is not a switch"
        least, most = players or (game.min_players, game.max_players)
        assert game.min_players <= least <= most <= game.max_players, game_id
        for n in range(least, most + 1):        # the advice is a game the engine plays, at every size it names
            game.setup(n, 5, game.Options(**{**game.default_options(n).model_dump(), **options}))


def test_new_game_shows_each_games_ages_time_and_first_game_marks(app, speaking):
    scene = app.open("setup")
    for game_id, game in scene.games.items():
        options, players = FIRST_GAME.get(game_id, ({}, None))
        choose(scene, game_id, players[0] if players else game.max_players)
        words = shown(scene)
        for line in box_words(game_id):
            assert any(line.startswith(w) for w in words if w), f"{game_id}: {line!r} is not shown"
        for name in scene.game.Options.model_fields:
            mark = first_game_mark(game_id, name, scene.players)
            assert bool(mark) == (name in options), f"{game_id}: {name} marked {mark!r}"
            if mark:        # the mark lies under its own switch, above the next switch
                tops = sorted(box.rect.top for box, (n, _c) in scene.option_boxes.items())
                own = next(box.rect.top for box, (n, _c) in scene.option_boxes.items() if n == name)
                below = next((t for t in tops if t > own), 10**6)
                assert any(w.text == mark and own < w.rect.top < below for w in scene.widgets
                           if hasattr(w, "text")), f"{game_id}: {mark!r} is not under {name}"
        if players:
            assert any(w.startswith(language._("First game: {least} to {most} players", least=players[0],
                                               most=players[1])) for w in words), game_id
    choose(scene, "wonder-creature", 4)      # four need the advanced game: no first game to advise a switch for
    assert language._("First game: leave it off") not in shown(scene)
    choose(scene, "la-criatura", 5)
    expected = {"en": "Ages 13+ · 30 to 60 minutes", "de": "Ab 13 Jahren · 30 bis 60 Minuten"}[speaking]
    assert expected in shown(scene)
    choose(scene, "strange-creatures", 4)
    assert {"en": "First game: leave it off", "de": "Erste Partie: ausgeschaltet lassen"}[speaking] in shown(scene)


@pytest.mark.parametrize("game_id", sorted(rules.games()))
def test_the_rules_button_opens_the_games_rules_and_escape_comes_back_to_the_same_setup(app, game_id):
    scene = app.open("setup")
    game = scene.games[game_id]
    choose(scene, game_id, game.min_players + (game.max_players > game.min_players))
    turned = {}
    for box, (name, choice) in scene.option_boxes.items():   # every switch turned from its usual, a name, a seed
        if choice is None:
            box.set_state(not box.get_state())
            turned[name] = box.get_state()
    scene.name_entries[1].set_text("Zoë")
    scene.seed_entry.set_text("4321")
    players = scene.players
    tap(app, scene.rules_button.rect.center)
    pump(app, 2)
    assert isinstance(app.top, RulesScene) and app.top.game_id == game_id
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app, 2)
    assert app.top is scene and scene.title_of(game_id) in shown(scene)
    assert {name: box.get_state() for box, (name, choice) in scene.option_boxes.items() if choice is None} == turned
    config = scene.config()
    assert (config.game_id, len(config.seats), config.seats[1].name, config.seed) == (game_id, players, "Zoë", 4321)

"""The German rules texts (tabletop/rules_text/de/) say what the English ones say: they parse, keep the English
text's headings and every number in it, and no English is left in them.

Every English text that has a German file is checked; a game whose German text is still missing is skipped,
except the six duck! duck! SAFARI! games, whose German texts must exist.
"""

import re
from collections import Counter

import pytest

from tabletop.rules_text import library as lib

GERMAN_DIR = lib.RULES_DIR / "de"
SAFARI_GAMES = ("safari-sprint", "hi-lo-hijinks", "animal-hunt", "savannah", "herds", "deducktion")
REQUIRED = {f"{game_id}.md" for game_id in SAFARI_GAMES}
ENGLISH_FILES = sorted(p.name for p in lib.RULES_DIR.glob("*.md"))
ENGLISH_WORDS = {"the", "and", "you"}
ENGLISH_WORD_STARTS = ("card", "player")


def english_and_german(name: str) -> tuple[str, str]:
    german = GERMAN_DIR / name
    if not german.is_file():
        if name in REQUIRED:
            pytest.fail(f"tabletop/rules_text/de/{name} is missing")
        pytest.skip(f"no German text for {name} yet")
    return (lib.RULES_DIR / name).read_text(encoding="utf-8"), german.read_text(encoding="utf-8")


def heading_counts(markdown: str) -> Counter:
    return Counter(b.kind for b in lib.parse(markdown) if b.kind in ("h1", "h2", "h3"))


def numbers_in(markdown: str) -> set[str]:
    return set(re.findall(r"\d+", markdown))


def english_words_in(markdown: str) -> list[str]:
    words = (w.lower() for w in re.findall(r"[A-Za-zÄÖÜäöüß]+", markdown))
    return [w for w in words if w in ENGLISH_WORDS or w.startswith(ENGLISH_WORD_STARTS)]


def test_the_english_texts_are_all_found():
    """Guards the parametrisation below: an empty glob would make every German test vanish."""
    assert REQUIRED <= set(ENGLISH_FILES)
    assert "strange-creatures.forgotten.md" in ENGLISH_FILES


@pytest.mark.parametrize("name", ENGLISH_FILES)
def test_german_text_parses_into_blocks_under_a_title(name):
    _, german = english_and_german(name)
    blocks = lib.parse(german)
    assert blocks and blocks[0].kind == "h1", f"de/{name} must start with a # title"
    assert all(b.text for b in blocks), f"de/{name} has an empty block"


@pytest.mark.parametrize("name", ENGLISH_FILES)
def test_german_text_has_the_same_headings_of_each_level(name):
    english, german = english_and_german(name)
    assert heading_counts(german) == heading_counts(english)


@pytest.mark.parametrize("name", ENGLISH_FILES)
def test_german_text_keeps_every_number_of_the_english(name):
    english, german = english_and_german(name)
    missing = numbers_in(english) - numbers_in(german)
    assert not missing, f"de/{name} lacks the numbers {sorted(missing, key=int)}"


@pytest.mark.parametrize("name", ENGLISH_FILES)
def test_german_text_has_no_common_english_words(name):
    _, german = english_and_german(name)
    leftovers = english_words_in(german)
    assert not leftovers, f"de/{name} still says {sorted(set(leftovers))}"


@pytest.mark.parametrize("game_id", SAFARI_GAMES)
def test_safari_german_texts_keep_the_game_name_and_the_english_structure(game_id):
    """The box's games keep their names, and each German screen has the English one's blocks in the same order
    (so no rule, note or example was dropped or merged)."""
    english, german = english_and_german(f"{game_id}.md")
    english_blocks, german_blocks = lib.parse(english), lib.parse(german)
    assert german_blocks[0].text == english_blocks[0].text
    assert [(b.kind, b.mark) for b in german_blocks] == [(b.kind, b.mark) for b in english_blocks]


@pytest.mark.parametrize("game_id", SAFARI_GAMES)
def test_rules_screen_in_german_shows_the_german_text(app, german, game_id):
    """With the app speaking German, F1 at a SAFARI table opens the German rules, not the English ones."""
    from tabletop.scenes.rules_screen import RulesScene

    scene = RulesScene(app, game_id)
    app.push(scene)
    for _ in range(2):
        app.step(1 / 60)
    shown = " ".join(line[0] for line in scene._lines)
    assert "Spielende" in shown and "Vorbereitung" in shown
    assert not english_words_in(shown), f"{game_id}: the rules screen still shows English"

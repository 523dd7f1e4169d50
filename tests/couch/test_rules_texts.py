"""Every game has its rules at hand, and Strange Creatures has the refresher's 13 easily forgotten rules."""

import rules
from tabletop.rules_text import library as lib

GAME_IDS = ["strange-creatures", "safari-sprint", "hi-lo-hijinks", "animal-hunt", "savannah", "herds",
            "deducktion", "wonder-creature", "la-criatura"]


def test_every_game_has_a_full_rules_text():
    for game_id in GAME_IDS + list(rules.games()):
        assert lib.has(game_id), f"tabletop/rules_text/{game_id}.md is missing"
        blocks = lib.parse(lib.read(game_id))
        assert blocks[0].kind == "h1"
        assert sum(len(b.text) for b in blocks) > 1500, f"{game_id}: the rules text looks too short"


def test_registered_titles_match_the_texts():
    for game_id, game in rules.games().items():
        assert lib.title_of(game_id) == game.title


def test_strange_creatures_easily_forgotten_has_all_thirteen_items_in_order():
    numbered = [b for b in lib.parse(lib.read("strange-creatures", "forgotten")) if b.kind == "number"]
    assert [b.mark for b in numbered] == [str(i) for i in range(1, 14)]
    text = " ".join(b.text for b in numbered)
    for phrase in ("no card effect", "12", "+3", "X", "5 coins", "phase 3", "discard pile"):
        assert phrase in text
    assert "Wrong:" in numbered[0].text and "Right:" in numbered[0].text

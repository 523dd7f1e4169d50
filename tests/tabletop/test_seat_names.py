"""Where only a name fits (a notepad cell, a badge), a seat's name goes without the bot mark `play` gave it, in
whichever language the game began: the mark comes from the catalog's own "{name} (bot)", not an English copy."""

import rules
from rules.language import LANGUAGES, words_for
from tabletop.games.deducktion import DeducktionAdapter
from tabletop.table.session import BOT_NAME, bare_name


def test_every_languages_bot_mark_is_stripped_and_nothing_else():
    for lang in LANGUAGES:
        assert bare_name(words_for(lang)(BOT_NAME, name="Ada")) == "Ada"
        assert bare_name(words_for(lang)(BOT_NAME, name="Anna Lena")) == "Anna Lena"
    assert bare_name("Ada (Bot)") == bare_name("Ada (bot)") == "Ada"
    for name in ("Robin", "Maximilian", "Player 2", "Spieler 2", "(bot)", "Bot"):
        assert bare_name(name) == name


def test_deducktions_notepad_names_a_german_bot_by_its_name(speaking):
    adapter = DeducktionAdapter(rules.games()["deducktion"])
    adapter.names = ["Robin", words_for("de")(BOT_NAME, name="Ada"), "Maximilian", "Spieler 4"]
    assert [adapter._short(p) for p in range(4)] == ["Robin", "Ada", "Maximilian", "Spieler 4"]

"""A game's name is one word per language everywhere: where a language names a game its own way (New game and
the Games list say the title as the catalog's term), none of its sentences (the table's title, a rule cited, the
terminal's lines) uses the English name instead."""

import dataclasses
import re

import pytest

import rules
from rules.language import catalogs, words_for


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
def test_a_game_is_named_one_way_in_each_language(lang):
    words = words_for(lang)
    renamed = {game.title: words.term(game.title) for game in rules.games().values()
               if words.term(game.title) != game.title}
    found = []
    for domain in catalogs.DOMAINS:
        for message in catalogs.read_catalog(lang, domain):
            strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
            for text in strings:
                found += [(title, text) for title in renamed if text and re.search(rf"\b{re.escape(title)}\b", text)]
    assert not found, f"{lang}: the English name where the game is {renamed}: {found[:3]}"


def test_a_rule_the_engine_cites_for_every_game_names_the_game_as_the_language_does():
    """The turn order, the game's end, a move's format: cited with the game's name as New game says it."""
    from rules.core import IllegalMove

    game = rules.games()["herds"]
    state = game.setup(2, 1)
    waiting = game.to_act(state)[0]
    move = game.legal_moves(state, waiting)[0]
    with pytest.raises(IllegalMove) as refused:
        game.apply(state, dataclasses.replace(move, seat=1 - waiting))
    german = words_for("de")
    assert german.say(refused.value.rule_said).startswith("Herden, ")
    assert words_for("en").say(refused.value.rule_said).startswith("Herds, ")

"""What the catalogs give a player to read is words, never the project's own shorthand: no decision code of
RULES-DECISIONS or RULES.md ("SS-07", "HL-11", "LC-05"), and no field name of a move left in brackets from code
("Sinneswandel versetzt … (target) auf eine andere Karte (to)"). Every message of every catalog, in every language.
"""

import dataclasses
import random
import re

import pydantic
import pytest

import rules
from rules.language import catalogs

CODE = re.compile(r"\b[A-Z]{1,3}-\d+\b")        # SS-07, HL-11, LC-05, WC-03, X-02


def messages(lang: str):
    """(domain, message id, each string of its translation) of every message in `lang`'s catalogs."""
    for domain in catalogs.DOMAINS:
        for message in catalogs.read_catalog(lang, domain):
            if message.id:
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                yield domain, message.id, [s for s in strings if s]


def move_fields() -> set[str]:
    """The field names of every kind of move every game offers (from the legal moves of a few random games)."""
    names, seen = set(), set()
    for game in rules.games().values():
        for players in (game.min_players, game.max_players):
            state, rnd = game.setup(players, seed=players), random.Random(players)
            for _ in range(400):
                if game.is_over(state):
                    break
                moves = game.legal_moves(state, game.to_act(state)[0])
                for move in moves:
                    if type(move) not in seen:
                        seen.add(type(move))
                        names |= ({f.name for f in dataclasses.fields(move)} if dataclasses.is_dataclass(move)
                                  else set(type(move).model_fields) if isinstance(move, pydantic.BaseModel) else set())
                state = game.apply(state, rnd.choice(moves))
    return names


@pytest.mark.parametrize("lang", list(catalogs.LANGUAGES))
def test_no_message_a_player_reads_holds_a_decision_code(lang):
    found = [f"{domain}: {s!r}" for domain, _id, strings in messages(lang) for s in strings if CODE.search(s)]
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("lang", list(catalogs.LANGUAGES))
def test_no_message_holds_a_move_field_name_in_brackets(lang):
    fields = move_fields()
    assert {"target", "to", "seat", "card"} <= fields
    bracketed = re.compile(r"\((" + "|".join(sorted(map(re.escape, fields))) + r")\)")
    found = [f"{domain}: {s!r}" for domain, _id, strings in messages(lang) for s in strings if bracketed.search(s)]
    assert not found, "\n".join(found[:20])

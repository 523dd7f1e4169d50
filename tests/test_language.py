"""The languages: every message id in the code has an entry in both catalogs, the German fills every field the
English does, plurals follow each language's rules, numbers and lists are written each language's way, and the
engines only hand over sentences as data (they never import the catalogs)."""

import ast
import re
import string
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo

from rules.core import IllegalMove
from rules.core.said import Listed, Seat, Term, said, said_n
from rules.language import catalogs, language_of, system_language, words_for

ROOT = Path(__file__).resolve().parent.parent
EN, DE = words_for("en"), words_for("de")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


# ----- the catalogs -----------------------------------------------------------------------------------
@pytest.mark.parametrize("domain", list(catalogs.DOMAINS))
def test_every_message_id_in_the_code_has_an_entry_in_both_catalogs(domain):
    ids = {m.id for m in catalogs.extract(domain) if m.id}
    for lang in catalogs.LANGUAGES:
        catalog = catalogs.read_catalog(lang, domain)
        missing = [i for i in ids if i not in catalog or not all(_strings(catalog[i])) or catalog[i].fuzzy]
        assert not missing, (f"{domain} ({lang}): {len(missing)} message ids without a translation, first: "
                             f"{missing[:5]} (python -m rules.language update {domain}, then translate)")


@pytest.mark.parametrize("domain", list(catalogs.DOMAINS))
def test_every_translation_fills_only_fields_the_code_gives(domain):
    """A German sentence may leave out a field or use one the English does not (a ready-made "Löwen-Ente" where
    the English says "Lion ducky"), but only fields that every call of the message fills: the extraction notes
    them ("fields: who, animal, ducky"); a message kept in a constant gives only its English fields."""
    wrong = []
    for message in catalogs.read_catalog("de", domain):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        allowed = set().union(*(fields(i) for i in ids)) | {"n"}
        calls = [c[len("fields: "):].split(", ") for c in message.auto_comments if c.startswith("fields: ")]
        if calls and not any("*" in c for c in calls):
            allowed |= set.intersection(*(set(c) for c in calls))
        elif calls:
            continue                 # a call passes its fields through **params: the games' German tests say them
        for text in _strings(message):
            if text and fields(text) - allowed:
                wrong.append((ids[0], text, sorted(fields(text) - allowed)))
    assert not wrong, f"{len(wrong)} translations use fields the code does not give, first: {wrong[:5]}"


def _strings(message) -> tuple:
    return tuple(message.string) if isinstance(message.string, tuple | list) else (message.string,)


def test_the_compiled_catalogs_say_what_the_po_files_say():
    import io

    for domain in catalogs.DOMAINS:
        compiled = read_mo(io.BytesIO(catalogs.compiled("de", domain)))
        for message in catalogs.read_catalog("de", domain):
            if message.id and catalogs.translated(message):
                assert _strings(compiled[message.id]) == tuple(_strings(message))


CALLS = {"_", "N_", "Nn_", "said", "said_n", "n_", "IllegalMove", "Term"}  # command-line SetupErrors stay English


def test_every_message_is_a_literal_the_catalog_tools_can_find():
    """An f-string or a joined string as a message id cannot be in a catalog: it is the same English for every
    reader. Ids kept in constants (N_) are passed by name, which is fine."""
    found = []
    files = {p for domain in catalogs.DOMAINS for p in catalogs.source_files(domain)}
    for path in sorted(files):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args:
                name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
                if name in CALLS and isinstance(node.args[0], ast.JoinedStr | ast.BinOp):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, f"{len(found)} messages made in code, not catalogs: {found[:10]}"


def test_every_source_file_of_a_box_is_in_one_domain():
    """Each file's words belong to one catalog (the box's, or the app's): none is left out, none is in two."""
    owner: dict[Path, str] = {}
    for domain in catalogs.DOMAINS:
        for path in catalogs.source_files(domain):
            assert path not in owner, f"{path} is in {owner[path]} and {domain}"
            owner[path] = domain
    skipped = {"__main__.py"}
    for folder in ("rules/core", "rules/strange_creatures", "rules/safari", "rules/wonder_creature",
                   "rules/la_criatura", "rules/cli", "tabletop/table", "tabletop/scenes", "tabletop/games",
                   "tabletop/couch", "tabletop/phones", "tabletop/teaching"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.name not in skipped:
                assert path in owner, f"{path.relative_to(ROOT)} is in no catalog domain (rules/language/catalogs.py)"


def test_engines_hand_over_sentences_and_never_import_the_catalogs():
    for folder in ("rules/core", "rules/strange_creatures", "rules/safari", "rules/wonder_creature",
                   "rules/la_criatura", "rules/bots"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"^\s*(from|import)\s+(rules\.language|\.\.language|babel)", text, re.M), path


# ----- saying things ----------------------------------------------------------------------------------
def test_a_refusal_is_said_in_the_readers_language_and_keeps_its_english_reason_and_rule():
    err = IllegalMove("It is not {who}'s turn; waiting for {waiting}.", said("{game}, turn order", game="Herds"),
                      who=Seat(1), waiting=Listed([Seat(0), Seat(2)]))
    assert err.reason == "It is not Player 2's turn; waiting for Player 1 and Player 3."
    assert err.rule == "Herds, turn order"
    reason, rule = DE.refusal(err)
    assert reason == "Spieler 2 ist nicht am Zug; wir warten auf Spieler 1 und Spieler 3."
    assert rule == "Herds, Spielreihenfolge"
    assert EN.refusal(err) == (err.reason, err.rule)


def test_seats_are_said_with_the_players_names_when_there_are_names():
    sentence = said("{who} took back a move.", who=Seat(1))
    assert EN.say(sentence, ["Ada", "Basil"]) == "Basil took back a move."
    assert DE.say(sentence, ["Ada", "Basil"]) == "Basil hat einen Zug zurückgenommen."
    assert DE.say(sentence) == "Spieler 2 hat einen Zug zurückgenommen."


@pytest.mark.parametrize(("n", "english", "german"), [
    (0, "0 newer lines below · End", "0 neuere Zeilen darunter · Ende"),
    (1, "1 newer line below · End", "1 neuere Zeile darunter · Ende"),
    (7, "7 newer lines below · End", "7 neuere Zeilen darunter · Ende"),
])
def test_plurals_for_none_one_and_many_in_both_languages(n, english, german):
    singular, plural = "{n} newer line below · End", "{n} newer lines below · End"
    assert EN.n_(singular, plural, n) == english
    assert DE.n_(singular, plural, n) == german
    assert DE.say(said_n(singular, plural, n)) == german


def test_numbers_lists_and_dates_are_written_the_languages_way():
    import datetime

    assert (EN.number(2.5), DE.number(2.5)) == ("2.5", "2,5")
    assert DE.number(12345) == "12.345"
    assert EN.listed(["Ada", "Basil", "Cleo"]) == "Ada, Basil and Cleo"
    assert DE.listed(["Ada", "Basil", "Cleo"]) == "Ada, Basil und Cleo"
    assert DE.date(datetime.date(2026, 12, 5)) == "05.12.2026"
    assert DE.value(Term("Nobody")) == "Niemand"


def test_the_first_start_speaks_the_systems_preferred_language_we_speak():
    assert language_of([("fr", "FR"), ("de", "AT"), ("en", "GB")]) == "de"
    assert language_of(["de-CH"]) == "de"
    assert language_of([("fr", "")]) == "en"
    assert language_of([]) == "en"
    assert system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert system_language({"LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"}) == "de"
    assert system_language({}) == "en"


def test_a_message_id_in_two_catalogs_is_said_the_same_in_both():
    """The catalogs are merged into one (rules/language/catalogs.py): the same words in two boxes must read the
    same, or the box loaded last would decide."""
    said_as: dict = {}
    differ = []
    for domain in catalogs.DOMAINS:
        for message in catalogs.read_catalog("de", domain):
            if not message.id or not all(_strings(message)):
                continue
            key = message.id
            if key in said_as and said_as[key][1] != _strings(message):
                differ.append((key, said_as[key], (domain, _strings(message))))
            said_as.setdefault(key, (domain, _strings(message)))
    assert not differ, f"{len(differ)} ids said differently, first: {differ[:5]}"

"""A phone's words speak to its player, in every language: the engines' sentences that name the reader have their
words for the reader (tabletop/table/you.py), a move's as the reader's button ("Pass 6 Monkey to Ada", German
"6 Affe an Ada weitergeben"), what happened as said to them ("Robin passes 6 Monkey to you", "Robin gibt dir 6 Affe
weiter"). Checked over random games of all nine: every sentence that names the reader alone has them, and each
form fills only fields its sentence has, counted as its sentence is."""

import random
import string

import pytest

import rules
from rules.core.said import Said
from rules.language import catalogs, words_for
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS
from tabletop.table.you import SAID_TO_YOU, TO_DO, reader_fields, to_you

GAMES_PLAYED = (1, 2)          # seeds: a couple of whole games of each (400 moves at most)


def said_in_games():
    """(kind, the sentence, the reader) for every move each seat to act could make and every event each seat reads,
    over whole random games of every game: what a phone could say to its player."""
    out = []
    for game_id in ADAPTERS:
        game = rules.games()[game_id]
        for seed in GAMES_PLAYED:
            match = Match.new(game, game.usual_players, seed, autosave=False)
            rnd = random.Random(seed)
            for _ in range(400):
                if match.over:
                    break
                seat = match.to_act()[0]
                moves = game.legal_moves(match.state, seat)
                out += [("move", game.describe_move(m), seat) for m in moves]
                match.play(rnd.choice(moves))
            for seat in range(len(match.names)):
                out += [("event", game.describe_event(e), seat) for e in match.view(seat).events]
    return [(kind, s, seat) for kind, s, seat in out if isinstance(s, Said)]


@pytest.fixture(scope="module")
def said():
    return said_in_games()


def fields_of(text: str) -> set[str]:
    return {f for _lit, f, _spec, _conv in string.Formatter().parse(text) if f}


def test_every_sentence_that_names_its_reader_has_words_for_them(said):
    missing = set()
    for kind, sentence, seat in said:
        fields = reader_fields(sentence, seat)
        if not fields:
            continue
        forms = (TO_DO if kind == "move" else SAID_TO_YOU).get(sentence.text, {})
        if (fields[0] if len(fields) == 1 else fields) not in forms:
            missing.add((kind, sentence.text, fields))
    assert not missing, sorted(missing)[:10]
    assert any(to_you(s, seat, kind == "move") is not s for kind, s, seat in said), "there was something to say"


def sentence_fields(said) -> dict[str, set[str]]:
    """The fields each sentence is given: its own, its plural's ("{who} plays the {card} with {n} +3s") and those
    its languages may use ("{ducky}": "Lion ducky", "Löwen-Ente", where English says "the {animal}"), as the games
    played gave them and as the catalogs note every call's ("fields: animal, ducky, space, who")."""
    out: dict[str, set[str]] = {}
    for _kind, s, _seat in said:
        out.setdefault(s.text, set()).update(fields_of(s.text) | fields_of(s.plural or "") | set(s.params))
    for domain in catalogs.DOMAINS:
        for message in catalogs.read_catalog("en", domain):
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            noted = [c[len("fields: "):].split(", ") for c in message.auto_comments if c.startswith("fields: ")]
            if ids[0] and noted:
                out.setdefault(ids[0], set()).update(fields_of(ids[0]), *(set(n) for n in noted))
    return out


def test_each_form_fills_only_its_sentences_fields_and_counts_as_it_does(said):
    plural = {s.text: s.plural is not None for _kind, s, _seat in said}
    known = sentence_fields(said)
    for table in (TO_DO, SAID_TO_YOU):
        for text, forms in table.items():
            for fields, form in forms.items():
                words = form if isinstance(form, tuple) else (form,)
                for w in words:
                    allowed = known.get(text, fields_of(text))
                    assert "*" in allowed or fields_of(w) <= allowed, (w, text)    # "*": a call passes **fields
                if text in plural:
                    assert isinstance(form, tuple) == plural[text], (form, text)
                assert all(f in fields_of(text) for f in ((fields,) if isinstance(fields, str) else fields))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_form_is_said_in_every_language(lang, said):
    """Each form is a message id of the catalogs: German has its own words for it (not the English), filling only
    fields its sentence has (the language's own ones too: German's {stack} for "the {animal} stack")."""
    catalog = words_for(lang).translations
    fields = sentence_fields(said)
    for table in (TO_DO, SAID_TO_YOU):
        for text, forms in table.items():
            known = fields.get(text, fields_of(text)) | fields_of(catalog.gettext(text))
            for form in forms.values():
                english = form if isinstance(form, tuple) else (form,)
                told = [catalog.ngettext(form[0], form[1], n) for n in (1, 5)] if isinstance(form, tuple) \
                    else [catalog.gettext(form)]
                for words in told:
                    assert "*" in known or fields_of(words) <= known, (text, words)
                    if lang == "de":
                        assert words not in english, f"no German for {english[0]!r}"

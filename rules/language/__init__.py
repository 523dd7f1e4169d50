"""The words of every box in every language: gettext catalogs (through Babel) and `Words`, which says things.

Engines never import this package: they hand over sentences as data (rules/core/said.py). The edges that
show words (the terminal game in rules/cli, the table in tabletop/) hold a `Words` for the reader's language
and make the sentences with it. There is no current language here: each edge passes its `Words` on.

The catalogs live in locale/<language>/LC_MESSAGES/<domain>.po, a domain per box (SAFARI's engines and tables in
three), one for the table's machinery and the terminal, one for the screens around the table (catalogs.py says
which code goes in which), compiled to .mo when the package is built or installed.
"""

import datetime
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from typing import Any

from babel import Locale
from babel.dates import format_date, format_datetime
from babel.lists import format_list
from babel.numbers import format_decimal
from babel.support import NullTranslations

from ..core.said import N_, Listed, Said, Seat, Term, english
from .catalogs import DOMAINS, LANGUAGES, load_translations

__all__ = ["LANGUAGES", "Words", "language_of", "system_language", "words_for"]


@dataclass(eq=False)
class Words:
    """Sentences in one language: message ids translated by the catalogs, fields filled the language's way."""

    lang: str
    translations: NullTranslations = field(repr=False)

    @cached_property
    def locale(self) -> Locale:
        return Locale.parse(self.lang)

    # ----- messages ---------------------------------------------------------------------------------
    def __call__(self, text: str, names=None, **params: Any) -> str:
        """The message `text` (an English id with named fields) in this language, its fields filled."""
        return self._fill(self.translations.gettext(text), params, names)

    def n_(self, singular: str, plural: str, n: int, names=None, **params: Any) -> str:
        """The message whose form follows `n` ("1 card", "3 cards"; German has its own rule)."""
        return self._fill(self.translations.ngettext(singular, plural, n), {"n": n, **params}, names)

    def say(self, sentence: "Said | str", names=None) -> str:
        """A sentence from an engine (a `Said`, or a plain string from code not yet in catalogs) in this
        language; `names` (a list, seat -> name) shows seats as the players' names."""
        if not isinstance(sentence, Said):
            return self.translations.gettext(sentence) if sentence else sentence
        if sentence.plural is not None:
            count = sentence.params.get(sentence.count, 0)
            text = self.translations.ngettext(sentence.text, sentence.plural, count)
        else:
            text = self.translations.gettext(sentence.text)
        return self._fill(text, sentence.params, names)

    def refusal(self, err) -> tuple[str, str]:
        """An `IllegalMove` as (why, which rule), both in this language."""
        return self.say(err.said), self.say(err.rule_said)

    def term(self, word: str) -> str:
        """A word from a game's vocabulary (a card's name, a colour)."""
        return self.translations.gettext(word) if word else word

    # ----- fields --------------------------------------------------------------------------------
    def value(self, value: Any, names=None) -> str:
        """One field of a sentence, as this language writes it."""
        if isinstance(value, Said):
            return self.say(value, names)
        if isinstance(value, Term):
            return self.term(value)
        if isinstance(value, Seat):
            return self.seat(int(value), names)
        if isinstance(value, Listed):
            return self.listed([self.value(v, names) for v in value])
        if isinstance(value, bool):
            return self(N_("yes")) if value else self(N_("no"))
        if isinstance(value, int | float):
            return self.number(value)
        return str(value)

    def seat(self, seat: int, names=None) -> str:
        if names is not None and 0 <= seat < len(names):
            return names[seat]
        return self("Player {n}", n=seat + 1)

    def number(self, x: float) -> str:
        """3, 2.5 (English) / 3, 2,5 (German); thousands grouped as each language groups them."""
        if self.lang == "en":
            return str(x) if isinstance(x, int) else f"{x:g}"
        if isinstance(x, int) and -1000 < x < 1000:
            return str(x)            # what Babel says too: no group, no decimals (a table asks this very often)
        return _decimal(x, self.lang)

    def listed(self, items: list[str]) -> str:
        """"Ada, Basil and Cleo" / "Ada, Basil und Cleo"."""
        items = list(items)
        if self.lang == "en":        # as the engines' English says it (rules/core/said.py), no serial comma
            return english(Listed(items))
        return format_list(items, locale=self.locale) if items else ""

    def date(self, when: datetime.date | datetime.datetime, with_time: bool = False) -> str:
        """"5 Dec 2026" / "05.12.2026", with the time when asked ("14:05")."""
        if with_time and isinstance(when, datetime.datetime):
            return format_datetime(when, format="short" if self.lang != "en" else "d MMM y, HH:mm",
                                   locale=self.locale)
        return format_date(when, format="medium", locale=self.locale)

    def _fill(self, text: str, params: dict, names) -> str:
        if not params:
            return text
        # plain strings and whole numbers first: the common fields, filled at every frame of a table
        return text.format_map({k: v if type(v) is str else self.number(v) if type(v) is int else self.value(v, names)
                                for k, v in params.items()})


@lru_cache(maxsize=4096)
def _decimal(x: float, lang: str) -> str:
    return format_decimal(x, locale=Locale.parse(lang))


@cache
def words_for(lang: str) -> Words:
    """The `Words` of a language ("en", "de"); an unknown language speaks English."""
    lang = lang if lang in LANGUAGES else "en"
    return Words(lang, load_translations(lang, DOMAINS))


def language_of(locales) -> str:
    """The first of a person's preferred locales ("de-AT", "de_DE", ("de", "CH")) that we speak; else English."""
    for loc in locales or ():
        code = loc[0] if isinstance(loc, tuple | list) else str(loc)
        code = code.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def system_language(environ=None) -> str:
    """The language the environment asks for, as gettext reads it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."""
    import os

    environ = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(key)
        if value:
            return language_of(value.split(":"))
    return "en"


"""Sentences as data: what an engine says, before any language is chosen.

An engine decides what happened and why a move is refused; the words are made where they are shown
(the table, the terminal, a phone), in the language of the person reading. So an engine hands over a
`Said`: a message id (the English sentence with named fields, which is also the key of the message
catalogs) and its parameters. The parameters say what they are, so each language can show them its
own way: a `Term` is a word the catalogs translate (a card's name, a colour), a `Seat` is shown with the
player's name, a `Listed` is joined with the language's "and", an int is written as the language
writes numbers.

`str(said)` is the English sentence, so code that only needs English (logs for maintainers, older
callers of `IllegalMove.reason`) keeps working. Catalog tools find the message ids by the call names:
`said`, `said_n`, `N_` and `IllegalMove` (rules/language/catalogs.py).
"""

from dataclasses import dataclass, field
from typing import Any


class Term(str):
    """A word from the game's vocabulary (a card, a colour, an animal): translated where it is shown."""

    __slots__ = ()


class Seat(int):
    """A seat in a sentence: shown as the player's name ("Ada"), or "Player 2" when there are no names."""

    __slots__ = ()


class Listed(tuple):
    """Several things in a sentence, joined as the language joins them ("Ada, Basil and Cleo")."""

    __slots__ = ()


def N_(text: str) -> str:
    """Mark a message id for the catalogs without saying it yet (a rule's name kept in a constant)."""
    return text


def Nn_(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 - named like N_, its plural twin
    """Mark a message id with its plural for the catalogs (a table of counted sentences): `n_(*pair, n)`."""
    return singular, plural


@dataclass(frozen=True)
class Said:
    """A sentence as data: the message id, its plural id (when a count picks the form) and the parameters."""

    text: str
    params: dict[str, Any] = field(default_factory=dict)
    plural: str | None = None
    count: str = "n"                 # the parameter whose number picks singular or plural

    def english(self) -> str:
        """The sentence in English, with "Player 2" for seats (what the message id says)."""
        template = self.text
        if self.plural is not None and self.params.get(self.count) != 1:
            template = self.plural
        if not self.params:          # no fields to fill: the text is the sentence (braces and all)
            return template
        return template.format(**{k: english(v) for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.english()


def english(value: Any) -> str:
    """A parameter as the English sentence shows it."""
    if isinstance(value, Said):
        return value.english()
    if isinstance(value, Seat):
        return f"Player {int(value) + 1}"
    if isinstance(value, Listed):
        parts = [english(v) for v in value]
        if len(parts) < 2:
            return "".join(parts)
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return str(value)


def said(text: str, **params: Any) -> Said:
    """A sentence with named fields: said("{who} plays {card}.", who=Seat(1), card=Term("Lion"))."""
    return Said(text, params)


def said_n(singular: str, plural: str, n: int, **params: Any) -> Said:
    """A sentence whose form follows a count `n` (each language has its own plural rules)."""
    return Said(singular, {"n": n, **params}, plural)


COMMA = N_("{first}, {rest}")


def joined(items, pattern: str = COMMA) -> "Said | str":
    """Things joined pair by pair by `pattern`, a message id with {first} and {rest} ("{first} or {rest}",
    "{first}; {rest}"), each still said in the reader's language ("" for none)."""
    items = list(items)
    if not items:
        return ""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = said(pattern, first=item, rest=out)
    return out


def commas(items) -> "Said | str":
    """Things joined by commas ("1 Lion, 2 Lion, 3 Lion"), as the narration lists them."""
    return joined(items)

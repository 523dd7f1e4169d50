"""The SAFARI words the table draws and says: the animals' names, places ("1st", "2nd"), a card's name.

The rules name things in English (`SUIT_NAMES`, `card_name`, the board's printed "1st".."6th"); here each
is said in the language chosen now, so a face or a line made with these words is made when it is shown
(and a cached face keys on the language).
"""

from rules.safari import sentences
from rules.safari.components import EXPLORER, SUIT_NAMES, ordinal

from ...language import N_, _, words

SHORT_DUCKTOR = N_("Ducktor")
"""Ducktor Livingstone where a card has room for one word."""

SIDES = {"higher": N_("Higher"), "lower": N_("Lower")}
"""The Hi-Lo side's two places by each stack, as the board prints them."""

PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"), N_("8th"), N_("9th"),
          N_("10th"), N_("11th"), N_("12th"))
"""Places in a race, a turn order and the card row's spots, as the board prints them."""


def animal(suit: str) -> str:
    """A ducky's (or suit's) name: "Lion", "Löwe"; "Ducktor Livingstone"."""
    return words().term(SUIT_NAMES[suit])


def short(suit: str) -> str:
    """The name in one word, for a card's ribbon or a table's column: "Ducktor" for the explorer."""
    return _(SHORT_DUCKTOR) if suit == EXPLORER else animal(suit)


def ducky(suit: str) -> str:
    """"Lion ducky" / "Löwen-Ente" (one word where the language makes one: the rules' `DUCKY_NAMES`)."""
    return words().say(sentences.ducky(suit))


def stack(suit: str) -> str:
    """"Lion stack" / "Löwenstapel" (the rules' `STACK_NAMES`)."""
    return words().say(sentences.stack(suit))


def fields(suit: str) -> dict:
    """A sentence's fields for an animal: {animal} as English names it ("the Lion") and {ducky} as the language
    makes one word of it ("Löwen-Ente"); a language says whichever its sentence needs."""
    return {"animal": animal(suit), "ducky": ducky(suit)}


def stack_fields(suit: str) -> dict:
    """The same for an animal's stack: {animal} ("the Lion stack"), {ducky}, and {stack} ("Löwenstapel")."""
    return {**fields(suit), "stack": stack(suit)}


def side(which: str) -> str:
    """"Higher" / "Höher": where a stack's ducky stands."""
    return _(SIDES[which])


def place(n: int) -> str:
    """1 -> "1st" / "1."; beyond the twelfth, the English ordinal (no game of the box counts so far)."""
    return _(PLACES[n - 1]) if 1 <= n <= len(PLACES) else ordinal(n)


def card_title(card_id: str) -> str:
    """A game card's name: "3 Lion" / "Löwe 3"."""
    return words().say(sentences.card(card_id))

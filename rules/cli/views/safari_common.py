"""What the duck! duck! SAFARI! renderers share: cards in hand order, short ducky and card marks for grids,
and the engines' sentences said in the reader's language."""

from rules.language import Words
from rules.safari import sentences
from rules.safari.components import CARD_INDEX, NUMBER_OF, SUIT_OF

from .base import Renderer, name

EXPLORER_MARK = "DL"
"""Ducktor Livingstone's two letters in a grid; an animal's are the first two of its name in the reader's
language ("Li" for Lion, "Lö" for Löwe)."""


def in_order(cards) -> list[str]:
    """Cards sorted the way a hand is held: by animal (Ducktor Livingstone last), then number."""
    return sorted(cards, key=CARD_INDEX.__getitem__)


def card_name(card: str, words: Words) -> str:
    """"3 Lion" / "Löwe 3"."""
    return words.say(sentences.card(card))


def card_names(cards, words: Words) -> list[str]:
    return [card_name(c, words) for c in in_order(cards)]


def animal_name(suit: str, words: Words) -> str:
    return words.term(sentences.animal(suit))


def ducky_mark(suit: str, words: Words) -> str:
    """An animal (or Ducktor Livingstone) in two letters: 'Li', 'DL'."""
    return EXPLORER_MARK if suit == "ducktor" else animal_name(suit, words)[:2]


def card_mark(card: str, words: Words) -> str:
    """A card in three letters for a grid: '3Li', '6DL'."""
    return f"{NUMBER_OF[card]}{ducky_mark(SUIT_OF[card], words)}"


def legend(suits, words: Words) -> str:
    return ", ".join(words("{mark} = {animal}", mark=ducky_mark(s, words), animal=sentences.animal(s)) for s in suits)


class SafariRenderer(Renderer):
    """A SAFARI game's renderer: the base says the engine's sentences (rules/safari/sentences.py makes their parts)
    in `self.words`; this adds the score lines the games share."""

    def scores(self, view, numbers, winners) -> list[str]:
        """One line per seat: "  Player 1: 3 points  (winner)"."""
        _ = self.words
        return ["  " + _.n_("{who}: {n} point", "{who}: {n} points", x, who=name(view, p, _))
                + ("  " + _("(winner)") if p in winners else "") for p, x in enumerate(numbers)]


"""The words of Strange Creatures that live in data, for the catalogs: card names, colours, printed words.

Read only when the catalogs are extracted (rules/language/catalogs.py); the sentences carry these words as
`Term`s and each language's catalog says them ("green 4" / "Grün 4").
"""

from .cards import ALL_CARDS, COLORS

# the few words printed in the cards' effect boxes (tabletop/render/creature_cards.py draws them)
PRINTED = ("no winner", "at end", "copies", "display", "+3 or 3", "colours", "beats", "numbers", "trumps")


def terms() -> list[str]:
    """Every card name, every colour (also as it opens a sentence) and the printed words, once each."""
    words = [c.name for c in ALL_CARDS]
    words += list(COLORS) + [c.capitalize() for c in COLORS]
    words += list(PRINTED)
    return list(dict.fromkeys(words))

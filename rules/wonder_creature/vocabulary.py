"""The words of Wonder Creature's card file that players read, for the message catalogs.

The creatures, their parts and the background colours live in cards.json (invented data that real card
scans may replace), so no literal in the code names them all; `terms()` lists them for extraction
(rules/language/catalogs.py) and the catalogs translate them where they are shown.
"""

from .catalogue import PARTS, load_card_file, part_name


def terms() -> list[str]:
    """Creatures ("Dragon"), parts ("Head"), creatures' parts ("Dragon Head") and colours ("Red")."""
    data = load_card_file()
    creatures = sorted({c.creature for c in data.cards})
    words = [*creatures, *(p.capitalize() for p in PARTS)]
    words += [part_name(c, p) for c in creatures for p in PARTS]
    words += [b.color for b in data.backgrounds]
    return words

"""The words of La Criatura's data files that players read: the event cards' names and texts, the weapons'
names (events.json, weapons.json). The catalogs take them in through `terms()` (rules/language/catalogs.py),
so each card's name and text is translated where it is shown."""

from .cards import EVENT_TYPES, WEAPONS


def terms() -> list[str]:
    out: list[str] = []
    for card in EVENT_TYPES.values():
        out += [card.name, card.effect]
    out += [w.name for w in WEAPONS.values()]
    return out

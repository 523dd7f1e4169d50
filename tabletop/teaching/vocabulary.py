"""The moments' words for the catalogs, one function per box's domain (rules/language/catalogs.py reads them)."""

from .moments import terms_of


def strange_creatures() -> list[str]:
    return terms_of(["strange-creatures"])


def safari_table() -> list[str]:
    return terms_of(["safari-sprint", "hi-lo-hijinks", "animal-hunt"])


def safari_board() -> list[str]:
    return terms_of(["savannah", "herds", "deducktion"])


def wonder_creature() -> list[str]:
    return terms_of(["wonder-creature"])


def la_criatura() -> list[str]:
    return terms_of(["la-criatura"])

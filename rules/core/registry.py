"""Which games exist: every module listed here exposes an `Engine` instance named GAME."""

import importlib
from functools import cache

GAME_MODULES: tuple[str, ...] = (
    "rules.strange_creatures",
    "rules.safari.safari_sprint",
    "rules.safari.hi_lo_hijinks",
    "rules.safari.animal_hunt",
    "rules.safari.savannah",
    "rules.safari.deducktion",
    "rules.safari.herds",
    "rules.wonder_creature",
    "rules.la_criatura",
)


@cache
def games() -> dict:
    found = {}
    for name in GAME_MODULES:
        game = importlib.import_module(name).GAME
        found[game.id] = game
    return found

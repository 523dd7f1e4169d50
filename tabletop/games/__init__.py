"""Table adapters, one per game: which games the table can show.

Each game's adapter lives in the module named here and exposes it as `ADAPTER`. A game appears in
New game with a table only when the rules register it and its adapter module is present; until
then New game points to the terminal (`python -m rules play <id>`).
"""

import importlib
import importlib.util

MODULES = {
    "strange-creatures": "strange_creatures",
    "safari-sprint": "safari_sprint",
    "hi-lo-hijinks": "hi_lo_hijinks",
    "animal-hunt": "animal_hunt",
    "savannah": "savannah",
    "herds": "herds",
    "deducktion": "deducktion",
    "wonder-creature": "wonder_creature",
    "la-criatura": "la_criatura",
}


def _present(module: str) -> bool:
    return importlib.util.find_spec(f"{__name__}.{module}") is not None


ADAPTERS = {game_id: f"{__name__}.{module}" for game_id, module in MODULES.items() if _present(module)}


def all_games() -> dict:
    import rules

    try:
        return dict(rules.games())
    except Exception:  # a half-written engine elsewhere must not take the table down
        return {}


def playable_games() -> dict:
    """id -> engine for every registered game that has a table adapter, in registry order."""
    return {gid: g for gid, g in all_games().items() if gid in ADAPTERS}


def game_title(game_id: str) -> str:
    """A game's name as every screen shows it (New game, the saved games, the table, the phones, the rules): the
    name on its box, in every language we speak (the German refresher, seeds/001, calls it "Strange Creatures"
    too). Never looked up as a word: the game Herds is not the word "Herds" (German "Herden") its table shows."""
    game = all_games().get(game_id)
    return game.title if game is not None else game_id


def make_adapter(game_id: str, game):
    return importlib.import_module(ADAPTERS[game_id]).ADAPTER(game)

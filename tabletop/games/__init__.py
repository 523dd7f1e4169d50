"""Table adapters, one per game: which games the table can show.

A game appears in New game only when the rules register it and an adapter exists here.
"""

import importlib

ADAPTERS = {
    "strange-creatures": ("tabletop.games.strange_creatures", "StrangeCreaturesAdapter"),
}


def all_games() -> dict:
    import rules

    try:
        return dict(rules.games())
    except Exception:  # a half-written engine elsewhere must not take the table down
        return {}


def playable_games() -> dict:
    """id -> engine for every registered game that has a table adapter, in registry order."""
    return {gid: g for gid, g in all_games().items() if gid in ADAPTERS}


def make_adapter(game_id: str, game):
    module, name = ADAPTERS[game_id]
    return getattr(importlib.import_module(module), name)(game)

"""Player preferences: kept by the couch layer (tabletop/couch/settings_store.py) as validated JSON in
the user's data folder. This module keeps the old import path working."""

from .couch.settings_store import ANIMATION_SPEEDS, BOT_PACES, Settings

__all__ = ["ANIMATION_SPEEDS", "BOT_PACES", "Settings"]

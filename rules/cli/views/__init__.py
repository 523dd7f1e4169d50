"""One text renderer per game (the terminal game's picture of a position), chosen by game id.

Each module, named after its game's id, exposes RENDERER, a `base.Renderer` that reads that game's view
model; a game without one gets `generic.GenericRenderer`, which shows any view field by field.
"""

import copy
from importlib import import_module
from importlib.util import find_spec

from .base import Renderer
from .generic import GenericRenderer


def renderer_for(game, words=None) -> Renderer:
    """The game's own renderer (the module named after its id: `la-criatura` -> `la_criatura`), speaking
    `words`' language (English if None)."""
    game_id = getattr(game, "id", None)
    module = f"{__name__}.{game_id.replace('-', '_')}" if game_id else None
    if module is None or find_spec(module) is None:
        renderer = GenericRenderer()
    else:
        renderer = copy.copy(import_module(module).RENDERER)
    if words is not None:
        renderer.words = words
    return renderer


__all__ = ["GenericRenderer", "Renderer", "renderer_for"]

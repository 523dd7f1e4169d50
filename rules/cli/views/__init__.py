"""One text renderer per game (the terminal game's picture of a position), chosen by game id.

Each module exposes RENDERER, a `base.Renderer` that reads that game's view model; a game without one
gets `generic.GenericRenderer`, which shows any view field by field.
"""

from importlib import import_module

from .base import Renderer
from .generic import GenericRenderer

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


def renderer_for(game) -> Renderer:
    module = MODULES.get(getattr(game, "id", None))
    if module is None:
        return GenericRenderer()
    return import_module(f"{__name__}.{module}").RENDERER


__all__ = ["MODULES", "GenericRenderer", "Renderer", "renderer_for"]

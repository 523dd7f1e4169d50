"""The language the app speaks now, and the short calls the app's code says its words with.

`_("Next round")`, `n_("{n} card", "{n} cards", n)`, `say(sentence, names)`: each looks the words up in the
language chosen in Settings (or by `--lang`), at the moment it is called. So code makes its words when it
draws, never at import (a constant keeps a message id, marked with `N_`, and says it when shown), and a switch
takes effect at the next frame. What keeps words made earlier (a cached face, a wrapped log line) keys its
cache on `generation()`, which moves with every switch.
"""

from rules.core.said import N_, Nn_, Said  # noqa: F401 - N_, Nn_ re-exported: the app's code marks constants with them
from rules.language import LANGUAGES, Words, language_of, words_for

__all__ = ["LANGUAGES", "N_", "Nn_", "_", "choose", "current", "generation", "key_of", "language_of", "n_", "say",
           "shown", "words"]

_state = {"words": words_for("en"), "generation": 0}


def words() -> Words:
    return _state["words"]


def current() -> str:
    """"en" or "de"."""
    return _state["words"].lang


def generation() -> int:
    """A number that changes whenever the language does (for caches of words already made)."""
    return _state["generation"]


def choose(lang: str) -> bool:
    """Speak `lang` from now on; True if that is a change."""
    new = words_for(lang)
    if new is _state["words"]:
        return False
    _state["words"] = new
    _state["generation"] += 1
    return True


def preferred_locales() -> list[tuple[str, str]]:
    """The person's preferred languages as the system reports them through SDL, first choice first."""
    import pygame

    try:
        return [(loc["language"], loc.get("country") or "") for loc in pygame.system.get_pref_locales()]
    except (AttributeError, pygame.error):
        return []


def starting(asked: str | None, remembered: str) -> str:
    """The language a run starts in: `--lang`, else the one chosen in Settings, else the system's first
    preferred language that we speak, else English."""
    return asked or remembered or language_of(preferred_locales())


def _(text: str, **params) -> str:
    """A message of the app in the chosen language, its {fields} filled."""
    return _state["words"](text, **params)


def n_(singular: str, plural: str, n: int, **params) -> str:
    """A message whose form follows the count `n`."""
    return _state["words"].n_(singular, plural, n, **params)


def shown(keys) -> list[str]:
    """Stored choices (English message ids: a setting's values, a menu's entries) as a menu shows them now."""
    return [_(key) for key in keys]


def key_of(keys, said: str, default=None):
    """The stored choice a menu entry, as shown now, stands for (`default` if none does)."""
    return next((key for key in keys if _(key) == said), default)


def say(sentence: "Said | str", names=None) -> str:
    """An engine's sentence (or a message id) in the chosen language, seats shown by `names`."""
    return _state["words"].say(sentence, names)

"""Bots that play any engine through the contract, seeing only a view."""

from .levels import LEVEL_NAMES, LEVELS, make_level_bot
from .random_bot import RandomBot
from .search_bot import SearchBot, Weighed, Weighing

BOT_KINDS = ("random", "search", *LEVEL_NAMES)


def make_bot(kind: str, seed: int = 0, *, seconds: float | None = None, clock=None, iterations: int = 400):
    """A bot by name: "random"; "search" with a time budget (needs a clock) or an iteration budget;
    or a level ("easy", "medium", "strong": its own budget, on `clock`)."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "search":
        return SearchBot(seed, seconds=seconds, clock=clock, iterations=iterations)
    if kind in LEVELS:
        if clock is None:
            raise ValueError("a bot level thinks for a time: it needs a clock, e.g. clock=time.monotonic")
        return make_level_bot(kind, seed, clock=clock)
    raise ValueError(f"unknown bot kind {kind!r}; choose one of {', '.join(BOT_KINDS)}")


__all__ = ["BOT_KINDS", "LEVELS", "LEVEL_NAMES", "RandomBot", "SearchBot", "Weighed", "Weighing", "make_bot",
           "make_level_bot"]

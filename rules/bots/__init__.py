"""Bots that play any engine through the contract, seeing only a view."""

from .random_bot import RandomBot
from .search_bot import SearchBot

BOT_KINDS = ("random", "search")


def make_bot(kind: str, seed: int = 0, *, seconds: float | None = None, clock=None, iterations: int = 400):
    """A bot by name: "random", or "search" with a time budget (needs a clock) or an iteration budget."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "search":
        return SearchBot(seed, seconds=seconds, clock=clock, iterations=iterations)
    raise ValueError(f"unknown bot kind {kind!r}; choose one of {', '.join(BOT_KINDS)}")


__all__ = ["BOT_KINDS", "RandomBot", "SearchBot", "make_bot"]

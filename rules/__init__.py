"""Menagerie's referee: pure game logic behind one contract (ARCHITECTURE.md)."""

from .core import BadData, BaseOptions, Event, IllegalMove, Result, SeatError, SetupError, games

__all__ = ["BadData", "BaseOptions", "Event", "IllegalMove", "Result", "SeatError", "SetupError", "games"]

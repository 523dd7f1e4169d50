"""The engine contract shared by every game (see ARCHITECTURE.md)."""

from .deck import arrange, split_order
from .engine import Engine, seat_name
from .errors import BadData, IllegalMove, SeatError, SetupError
from .events import Event, visible_events
from .options import BaseOptions
from .registry import games
from .result import Result
from .rng import Rng
from .view import View

__all__ = [
    "BadData", "BaseOptions", "Engine", "Event", "IllegalMove", "Result", "Rng", "SeatError", "SetupError",
    "View", "arrange", "games", "seat_name", "split_order", "visible_events",
]

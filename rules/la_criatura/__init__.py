"""La Criatura (file 004): hidden roles, votes, a wandering Creature and a helicopter with one seat."""

from .engine import GAME, LaCriatura, Options

__all__ = ["GAME", "LaCriatura", "Options"]

"""Strange Creatures: a trick-taking deck-builder for 3 to 5 players (rules in RULES.md)."""

from .engine import GAME, StrangeCreatures

__all__ = ["GAME", "StrangeCreatures"]

"""Wonder Creature (obimoi, 2017): build the strongest three-part creature. See RULES.md."""

from .catalogue import CATALOGUE
from .engine import GAME, WonderCreature, WonderOptions
from .moves import GiveCard, Move, ShowCreature, StartExchange
from .ranking import TIER_NAMES, round_winners, strength, tier
from .view import WonderView

__all__ = [
    "CATALOGUE", "GAME", "TIER_NAMES", "GiveCard", "Move", "ShowCreature", "StartExchange", "WonderCreature",
    "WonderOptions", "WonderView", "round_winners", "strength", "tier",
]

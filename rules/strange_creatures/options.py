"""Variants of Strange Creatures a host can switch on in the lobby."""

from rules.core import BaseOptions


class SCOptions(BaseOptions):
    """expert: the Expert Rule (pay 5 coins at the end of Phase 3 to remove one of your cards face down)."""

    expert: bool = False

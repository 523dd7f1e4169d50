"""Variants of Strange Creatures a host can switch on in the lobby."""

from pydantic import Field

from rules.core import BaseOptions
from rules.core.said import N_


class SCOptions(BaseOptions):
    """expert: the Expert Rule (pay 5 coins at the end of Phase 3 to remove one of your cards face down)."""

    expert: bool = Field(False, title=N_("Expert Rule"),
                         description=N_("pay 5 coins at the end of Phase 3 to remove one of your cards face down"))

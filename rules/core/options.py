"""Options every game accepts; each game subclasses this with its own variants."""

from pydantic import BaseModel, ConfigDict


class BaseOptions(BaseModel):
    """All fields defaulted, unknown fields refused.

    deck_order: card ids in the order the shuffle would give (a prefix is enough: the listed
    cards come first, in that order, the rest shuffled after them). Used by tutorials, puzzles
    and tests. What "the deck" means per game is written in that game's RULES.md.
    first_player: the seat that starts, instead of a seeded random one.
    """

    model_config = ConfigDict(extra="forbid")

    deck_order: list[str] | None = None
    first_player: int | None = None

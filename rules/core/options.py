"""Options every game accepts; each game subclasses this with its own variants."""

from pydantic import BaseModel, ConfigDict, Field


class BaseOptions(BaseModel):
    """All fields defaulted, unknown fields refused.

    deck_order: card ids in the order the shuffle would give (a prefix is enough: the listed
    cards come first, in that order, the rest shuffled after them). Used by tutorials, puzzles
    and tests. What "the deck" means per game is written in that game's RULES.md.
    first_player: the seat that starts, instead of a seeded random one.

    A field a player may set has a `title` and a `description` in the rulebook's words (message ids: New game
    says them in the chosen language, `--help` lists them); these two have a description for the command line.
    """

    model_config = ConfigDict(extra="forbid")

    deck_order: list[str] | None = Field(None, description="card ids dealt first, in order (RULES.md says how)")
    first_player: int | None = Field(None, description="the seat that starts (0 is the first), not a random one")

"""The history file's shape: every finished game's result as its public end showed it, the evenings they were
played in, and the people who played them (name and colour).

One file, `history.json` in the data folder, written whole and atomically after each finished game (as a save
is): a kill at any moment leaves the old file or the new one. Every field is checked when the file is read
(strict types, finite numbers, seats that agree); a file that fails is kept under another name and the app
goes on with an empty history (book.py says so). Nothing here is hidden information: a game's entry is made
from its result and its public view at the end (a role only where the game revealed it).
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

FORMAT = "menagerie-history"
FORMAT_VERSION = 1
STRICT = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False)
LATEST_TIME = 32_503_680_000.0          # as saves.py: later than any real clock, and every platform can show it
Name = Annotated[str, Field(min_length=1, max_length=40)]
Key = Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")]
Time = Annotated[float, Field(ge=0.0, le=LATEST_TIME)]
Score = Annotated[float, Field(ge=-1e9, le=1e9)]
COLOURS = 12                             # people's colours: an index into people.PALETTE


class PlayedSeat(BaseModel):
    """One seat of a finished game: a person by name (at the laptop or on a phone) or a bot by its level."""

    model_config = STRICT

    name: Name
    kind: Literal["human", "phone", "bot", "forgotten"] = "human"   # forgotten: a person whose name was forgotten
    level: Annotated[str, Field(max_length=40)] | None = None     # a bot's level label ("Bot (strong)")

    @property
    def person(self) -> bool:
        """A person with a name (at the laptop or on a phone): counted in the players' histories."""
        return self.kind in ("human", "phone")


class PlayedGame(BaseModel):
    """A finished game: which, when, in which evening, who sat where and how it ended."""

    model_config = STRICT

    key: Key                            # the save file's name without .json (its replay, while it is kept)
    game: Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_-]{0,59}$")]
    evening: Key
    started_at: Time = 0.0
    finished_at: Time = 0.0
    seats: list[PlayedSeat] = Field(min_length=1, max_length=12)
    scores: list[Score]                 # the engine's Result (higher is better; box facts say how to word them)
    winners: list[Annotated[int, Field(ge=0, le=11)]]
    roles: list[Annotated[str, Field(max_length=40)] | None] | None = None   # only what the end made public

    @model_validator(mode="after")
    def _seats_agree(self):
        n = len(self.seats)
        if len(self.scores) != n or any(w >= n for w in self.winners) or (self.roles is not None
                                                                          and len(self.roles) != n):
            raise ValueError(f"a game of {n} seats with scores, winners or roles for other seats")
        return self


class Evening(BaseModel):
    """A series: the games played from its start until someone chose New evening."""

    model_config = STRICT

    key: Key
    started_at: Time = 0.0
    ended_at: Time | None = None


class Person(BaseModel):
    """A name played under on this machine, with the colour that stays theirs."""

    model_config = STRICT

    name: Name
    colour: Annotated[int, Field(ge=0, lt=COLOURS)] = 0
    last_played: Time = 0.0


class History(BaseModel):
    model_config = STRICT

    format: Literal["menagerie-history"] = FORMAT
    version: Annotated[int, Field(ge=1, le=FORMAT_VERSION)] = FORMAT_VERSION
    evenings: list[Evening] = Field(default_factory=list)
    games: list[PlayedGame] = Field(default_factory=list)
    people: list[Person] = Field(default_factory=list)

    @model_validator(mode="after")
    def _unique(self):
        for what, keys in (("evening", [e.key for e in self.evenings]), ("game", [g.key for g in self.games]),
                           ("person", [p.name.casefold() for p in self.people])):
            if len(keys) != len(set(keys)):
                raise ValueError(f"the same {what} twice")
        return self

"""The base of every view: what one seat (or the public table, seat None) may know."""

from pydantic import BaseModel, ConfigDict

from .events import Event


class View(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    seat: int | None
    players: int
    to_act: list[int]
    over: bool
    events: list[Event]

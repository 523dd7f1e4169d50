"""The outcome of a finished game."""

from pydantic import BaseModel


class Result(BaseModel):
    scores: list[float]
    winners: list[int]

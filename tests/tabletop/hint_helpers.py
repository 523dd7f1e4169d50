"""Hints in tests: the table's own path, with the bot process's search run in place on a counting clock.

The real worker thinks 0.7 s by the wall clock (its answers differ run to run with the machine's load); here the
same `weigh_hint` reads a clock that moves a fixed step per reading, so a hint is a function of the view and
the seed alone and a test of nine games takes seconds. tests/tabletop/test_hint.py also asks the real worker.
"""

import pytest

from tabletop.table.bots import BotWorker
from tabletop.table.hint import HINT_SECONDS, load_hint, weigh_hint

READINGS = 150          # clock readings a hint gets (a few dozen playouts: the answer, not its quality, is tested)


class CountingClock:
    def __init__(self, step: float = HINT_SECONDS / READINGS):
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class Answered:
    """A worker's turn already answered."""

    ready = True
    error = None

    def __init__(self, move):
        self.move = move

    def wait(self, seconds: float) -> None:
        pass


def hint_of(game, view, seed: int):
    """The hint the table would be given for `view`, worked out here on the counting clock."""
    return load_hint(game, weigh_hint(game, view, seed, clock=CountingClock()))


@pytest.fixture
def instant_hints(monkeypatch):
    """The table's worker answers hints at once, in this process (the search the same, its clock counted)."""
    monkeypatch.setattr(BotWorker, "hint", lambda self, game, view, seed: Answered(hint_of(game, view, seed)))

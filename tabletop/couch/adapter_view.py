"""Draw any view the way the table does, without a table: for the public table display.

Uses the game's table adapter through the same painter as the table (zones, faces, the side
panel and the log), with a still board and no moves, so the TV shows the same cards and tokens as
the laptop, but only from `view(None)`.
"""

import pygame

from tabletop.games import ADAPTERS, make_adapter
from tabletop.table.log import Narrator, log_lines
from tabletop.table.painter import Marks, Painter
from tabletop.table.pieces import Board


class AdapterPainter:
    """`painter(surface, view, area)`: the table's drawing of `view` (the area is the whole window)."""

    def __init__(self, game, names: list[str], duckies=()):
        self.adapter = make_adapter(game.id, game)
        self.adapter.names = list(names)
        self.adapter.duckies = tuple(duckies or ())      # the score duckies chosen (the save's)
        self.painter = Painter(self.adapter)
        self.narrator = Narrator(self.adapter.narrate)
        self.board = Board()
        self.version = 0
        self.lines = []           # the log of the view drawn last

    @staticmethod
    def available(game_id: str) -> bool:
        return game_id in ADAPTERS

    def __call__(self, surface: pygame.Surface, view, area: pygame.Rect | None = None, opening=()) -> None:
        """`opening`: the log's lines before the game's events (who began, and why)."""
        self.version += 1
        self.board.place(self.painter.lay_out(view, surface.get_size()), animate=False)
        self.board.finish()
        self.lines = [*opening, *log_lines(self.adapter.game, self.narrator, view)]
        self.painter.draw(surface, view, self.board, self.lines, Marks(controls=False), self.version)

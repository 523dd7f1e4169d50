"""Draw any view the way the table does, without a table: for the public table display.

Uses the game's table adapter through the same painter as the table (zones, faces, the side
panel and the log), with a still board and no moves, so the TV shows the same cards and tokens as
the laptop, but only from `view(None)`.
"""

import pygame

from tabletop.games import ADAPTERS, make_adapter
from tabletop.table.log import log_lines
from tabletop.table.painter import Marks, Painter
from tabletop.table.pieces import Board


class AdapterPainter:
    """`painter(surface, view, area)`: the table's drawing of `view` (the area is the whole window)."""

    def __init__(self, game, names: list[str]):
        self.adapter = make_adapter(game.id, game)
        self.adapter.names = list(names)
        self.painter = Painter(self.adapter)
        self.board = Board()
        self.version = 0

    @staticmethod
    def available(game_id: str) -> bool:
        return game_id in ADAPTERS

    def __call__(self, surface: pygame.Surface, view, area: pygame.Rect | None = None) -> None:
        self.version += 1
        self.board.place(self.painter.lay_out(view, surface.get_size()), animate=False)
        self.board.finish()
        lines = log_lines(self.adapter.game, self.adapter.narrate, view)
        self.painter.draw(surface, view, self.board, lines, Marks(), self.version)

"""Draw any view the way the table does, without a table: for the public table display.

Uses the game's table adapter (layout, pieces, faces, panels) with a still board and no moves,
so the TV shows the same cards and tokens as the laptop, but only from `view(None)`.
"""

import pygame

from tabletop.games import ADAPTERS, make_adapter
from tabletop.table.grips import MoveIndex
from tabletop.table.log import log_lines
from tabletop.table.pieces import Board


class _StillTable:
    """What an adapter's drawing reads from a table: narration, an empty move index, a board."""

    def __init__(self, adapter):
        self.narration: list[str] = []
        self.index = MoveIndex([], adapter.grip)
        self.board = Board()
        self.selected = None
        self.prompt = None
        self.drag = None
        self.focus = None


class AdapterPainter:
    """`painter(surface, view, area)`: the table's drawing of `view` (the area is the whole window)."""

    def __init__(self, game, names: list[str]):
        self.adapter = make_adapter(game.id, game)
        self.adapter.names = list(names)
        self.table = _StillTable(self.adapter)

    @staticmethod
    def available(game_id: str) -> bool:
        return game_id in ADAPTERS

    def __call__(self, surface: pygame.Surface, view, area: pygame.Rect | None = None) -> None:
        adapter, table = self.adapter, self.table
        table.narration = [line.text for line in log_lines(adapter.game, adapter.narrate, view)]
        layout = adapter.layout(view, surface.get_size())
        table.board.place(adapter.pieces(view, layout), animate=False)
        table.board.finish()
        adapter.draw_under(surface, view, layout, table)
        for sprite in table.board.ordered():
            piece = sprite.piece
            surface.blit(adapter.face(piece.face, piece.rect.w), (round(sprite.x), round(sprite.y)))
        adapter.draw_over(surface, view, layout, table)

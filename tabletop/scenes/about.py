"""About (from Settings): Menagerie's version and what it is made with, the fonts and the libraries it ships,
each with its licence (tabletop/about.py reads them: the installed metadata, or the bundle's build info).

The libraries fill as many columns as the window's width holds, so the whole list shows at the smallest window.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from .. import about
from ..language import _
from .base import Scene
from .common import felt

LINE_H = 24          # a library's line
COLUMN_W = 300       # a column of libraries ("aiohttp 3.14.5 · Apache-2.0 AND MIT" at the theme's size)
MARGIN = 24


def library_line(library: about.Library) -> str:
    """"pygame-ce 2.5.8 · LGPL v2.1": names, numbers and licences are not translated."""
    return " · ".join(filter(None, (f"{library.name} {library.version}", library.licence)))


class AboutScene(Scene):
    def build(self):
        ui = self.app.ui
        w, h = self.app.size
        width = min(w - 2 * MARGIN, 1100)
        x = (w - width) // 2
        libraries = [library_line(lib) for lib in about.libraries()]
        columns = max(1, min(4, width // COLUMN_W))
        rows = -(-len(libraries) // columns)
        heights = [64, 30, 12, 30, LINE_H, 12, 30, rows * LINE_H, 16, 54]
        gap = max(2, min(8, (h - 2 * MARGIN - sum(heights)) // (len(heights) - 1)))
        y = max(MARGIN // 2, (h - sum(heights) - gap * (len(heights) - 1)) // 2)
        boxes = []
        for height in heights:
            boxes.append(pygame.Rect(x, y, width, height))
            y += height + gap
        title, version, _gap, fonts_head, fonts_row, _gap2, libs_head, grid, _gap3, back = boxes
        self.keep(UILabel(title, _("About Menagerie"), ui, object_id="@title"))
        shown = about.version()
        self.keep(UILabel(version, _("Version {version}", version=shown) if shown else _("Version unknown"), ui))
        self.keep(UILabel(fonts_head, _("Fonts"), ui, object_id="@line_big"))
        self.grid([f"{name} · {licence}" for name, licence in about.FONTS], fonts_row, columns)
        self.keep(UILabel(libs_head, _("Libraries"), ui, object_id="@line_big"))
        self.grid(libraries, grid, columns)
        self.back = self.keep(UIButton(pygame.Rect(back.centerx - 150, back.y, 300, back.h), _("Back"), ui,
                                       object_id="@big"))

    def grid(self, lines: list[str], box: pygame.Rect, columns: int) -> None:
        """`lines` in `columns` columns across `box`, down each column first."""
        rows = max(1, -(-len(lines) // columns))
        column_w = box.w // columns
        for i, line in enumerate(lines):
            col, row = divmod(i, rows)
            self.keep(UILabel(pygame.Rect(box.x + col * column_w, box.y + row * LINE_H, column_w - 8, LINE_H), line,
                              self.app.ui, object_id="@line"))

    def handle(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))

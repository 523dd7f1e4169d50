"""Rules: the game's rules in a scrolling text box (a short summary, then the decisions file)."""

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox

from ..games import make_adapter, playable_games
from .base import Scene
from .common import felt


def markdown_to_html(text: str) -> str:
    """Enough markdown for a rules file: headings, bullets, bold, paragraphs; tables become lines."""
    out = []
    for raw in text.splitlines():
        line = html.escape(raw.rstrip())
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            size = {1: 6, 2: 5, 3: 4}.get(level, 4)
            out.append(f"<br><font size={size}><b>{line.lstrip('#').strip()}</b></font><br>")
            continue
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            line = " · ".join(c for c in cells if c)
        elif line.lstrip().startswith(("- ", "* ")):
            line = "• " + line.lstrip()[2:]
        parts = line.split("**")
        line = "".join(f"<b>{p}</b>" if i % 2 else p for i, p in enumerate(parts))
        out.append(line + "<br>" if line else "<br>")
    return "".join(out)


class RulesScene(Scene):
    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.games = playable_games()
        self.game_id = game_id if game_id in self.games else next(iter(self.games), None)

    def build(self):
        ui = self.app.ui
        w, h = self.app.size
        self.keep(UILabel(pygame.Rect(0, 8, w, 66), "Rules", ui, object_id="@title"))
        self.menu = None
        if len(self.games) > 1:
            titles = [g.title for g in self.games.values()]
            self.menu = self.keep(UIDropDownMenu(titles, self.games[self.game_id].title,
                                                 pygame.Rect(w // 2 - 150, 72, 300, 34), ui))
        body = "No game has a table yet."
        if self.game_id:
            adapter = make_adapter(self.game_id, self.games[self.game_id])
            body = markdown_to_html(adapter.rules_text())
        width = min(900, w - 60)
        self.box = self.keep(UITextBox(body, pygame.Rect((w - width) // 2, 112, width, h - 200), ui))
        self.back = self.keep(UIButton(pygame.Rect(w // 2 - 100, h - 76, 200, 54), "Back", ui, object_id="@big"))

    def handle(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.menu:
            self.game_id = next(gid for gid, g in self.games.items() if g.title == event.text)
            self.resize(self.app.size)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                bar = self.box.scroll_bar
                if bar is not None:
                    step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 300, pygame.K_PAGEUP: -300}
                    full = max(1, self.box.text_box_layout.layout_rect.height)
                    bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage
                                                                      + step[event.key] / full)))

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))

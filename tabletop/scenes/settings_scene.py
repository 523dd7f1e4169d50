"""Settings: animation speed, bot pace, volume, mute, colour names on cards, fullscreen. Saved as soon as
they change."""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from ..settings import ANIMATION_SPEEDS, BOT_PACES, RESULT_PAUSES
from .base import Scene
from .common import column, felt
from .settings_rows import ROW_HEIGHTS, CouchSettingsRows


class SettingsScene(Scene):
    def build(self):
        ui = self.app.ui
        s = self.app.settings
        rects = column(self.app.size, 460, [70, 40, 40, 40, *ROW_HEIGHTS, 54, 30, 54], gap=16)
        couch_rects, rects = rects[4:4 + len(ROW_HEIGHTS)], rects[:4] + rects[4 + len(ROW_HEIGHTS):]
        self.keep(UILabel(rects[0], "Settings", ui, object_id="@title"))
        row = rects[1]
        self.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), "Animation speed", ui))
        self.anim = self.keep(UIDropDownMenu(list(ANIMATION_SPEEDS), s.animation,
                                             pygame.Rect(row.x + 220, row.y, 240, row.h), ui))
        row = rects[2]
        self.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), "Bot pace", ui))
        self.pace = self.keep(UIDropDownMenu(list(BOT_PACES), s.bot_pace,
                                             pygame.Rect(row.x + 220, row.y, 240, row.h), ui))
        row = rects[3]
        self.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), "Trick results stay", ui))
        self.results = self.keep(UIDropDownMenu(list(RESULT_PAUSES), s.results_pause,
                                                pygame.Rect(row.x + 220, row.y, 240, row.h), ui))
        self.full = self.keep(UIButton(rects[4], self.full_label(), ui, object_id="@big"))
        self.keep(UILabel(rects[5], "F11 switches fullscreen anywhere", ui, object_id="@note"))
        self.back = self.keep(UIButton(rects[6], "Back", ui, object_id="@big"))
        self.couch = CouchSettingsRows(self)
        self.couch.build(couch_rects)

    def full_label(self) -> str:
        return f"Fullscreen: {'on' if self.app.settings.fullscreen else 'off'}"

    def handle(self, event):
        s = self.app.settings
        if self.couch.handle(event):
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.anim:
                s.animation = event.text
            elif event.ui_element is self.pace:
                s.bot_pace = event.text
            elif event.ui_element is self.results:
                s.results_pause = event.text
            s.save()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.full:
                self.app.toggle_fullscreen()
            elif event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))

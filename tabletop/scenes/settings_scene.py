"""Settings: the language, animation speed, bot pace, volume, mute, colour names on cards, fullscreen. Saved as
soon as they change; a new language speaks at once (the app builds this screen again in it). About opens the
version and the licences (scenes/about.py)."""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from rules.language import LANGUAGES

from ..language import _, current, key_of, shown
from ..settings import ANIMATION_SPEEDS, BOT_PACES, RESULT_PAUSES
from .base import Scene
from .common import column, felt
from .settings_rows import ROW_HEIGHTS, CouchSettingsRows


class SettingsScene(Scene):
    def build(self):
        ui = self.app.ui
        s = self.app.settings
        rects = column(self.app.size, 460, [70, 40, 40, 40, 40, *ROW_HEIGHTS, 54, 30, 54], gap=16)
        first = 5                                     # the couch rows follow the title and four rows
        couch_rects, rects = rects[first:first + len(ROW_HEIGHTS)], rects[:first] + rects[first + len(ROW_HEIGHTS):]
        self.keep(UILabel(rects[0], _("Settings"), ui, object_id="@title"))
        self.build_languages(rects[1])
        row = rects[2]
        self.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), _("Animation speed"), ui))
        self.anim = self.keep(UIDropDownMenu(shown(ANIMATION_SPEEDS), _(s.animation),
                                             pygame.Rect(row.x + 220, row.y, 240, row.h), ui))
        row = rects[3]
        self.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), _("Bot pace"), ui))
        self.pace = self.keep(UIDropDownMenu(shown(BOT_PACES), _(s.bot_pace),
                                             pygame.Rect(row.x + 220, row.y, 240, row.h), ui))
        row = rects[4]
        self.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), _("Trick results stay"), ui))
        self.results = self.keep(UIDropDownMenu(shown(RESULT_PAUSES), _(s.results_pause),
                                                pygame.Rect(row.x + 220, row.y, 240, row.h), ui))
        self.full = self.keep(UIButton(rects[5], self.full_label(), ui, object_id="@big"))
        self.keep(UILabel(rects[6], _("F11 switches fullscreen anywhere"), ui, object_id="@note"))
        row = rects[7]
        half = (row.w - 12) // 2
        self.about = self.keep(UIButton(pygame.Rect(row.x, row.y, half, row.h), _("About"), ui, object_id="@big"))
        self.back = self.keep(UIButton(pygame.Rect(row.right - half, row.y, half, row.h), _("Back"), ui,
                                       object_id="@big"))
        self.couch = CouchSettingsRows(self)
        self.couch.build(couch_rects)

    def build_languages(self, row: pygame.Rect) -> None:
        """Language: one button per language, each in its own name ("Deutsch" also for an English reader)."""
        ui = self.app.ui
        self.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), _("Language"), ui))
        self.languages = {}
        width = (240 - 8 * (len(LANGUAGES) - 1)) // len(LANGUAGES)
        for i, (lang, own_name) in enumerate(LANGUAGES.items()):
            button = self.keep(UIButton(pygame.Rect(row.x + 220 + i * (width + 8), row.y, width, row.h), own_name, ui))
            if lang == current():
                button.select()       # the one spoken now stands out
            self.languages[button] = lang

    def full_label(self) -> str:
        return _("Fullscreen: on") if self.app.settings.fullscreen else _("Fullscreen: off")

    def handle(self, event):
        s = self.app.settings
        if self.couch.handle(event):
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.anim:
                s.animation = key_of(ANIMATION_SPEEDS, event.text, s.animation)
            elif event.ui_element is self.pace:
                s.bot_pace = key_of(BOT_PACES, event.text, s.bot_pace)
            elif event.ui_element is self.results:
                s.results_pause = key_of(RESULT_PAUSES, event.text, s.results_pause)
            s.save()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.languages:
                self.app.choose_language(self.languages[event.ui_element])   # this screen is built again in it
            elif event.ui_element is self.full:
                self.app.toggle_fullscreen()
            elif event.ui_element is self.about:
                self.app.open("about")      # the version and the licences
            elif event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))

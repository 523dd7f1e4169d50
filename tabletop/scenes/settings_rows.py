"""The couch settings inside the Settings screen: volume, mute and colour-blind suit marks.

The Settings scene gives this helper rows of its column; the helper owns the widgets there,
applies a change at once (the sound player hears it, the cards redraw) and saves the settings.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel

ROW_HEIGHTS = [40, 54]


class CouchSettingsRows:
    def __init__(self, scene):
        self.scene = scene
        self.volume = self.mute = self.marks = None

    @property
    def app(self):
        return self.scene.app

    @property
    def settings(self):
        return self.app.settings

    def build(self, rects: list[pygame.Rect]) -> None:
        ui, s = self.app.ui, self.settings
        row = rects[0]
        self.scene.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), "Volume", ui))
        self.volume = self.scene.keep(UIHorizontalSlider(pygame.Rect(row.x + 220, row.y + 4, row.w - 220, row.h - 8),
                                                         int(round(s.volume * 100)), (0, 100), ui))
        row = rects[1]
        half = (row.w - 12) // 2
        self.mute = self.scene.keep(UIButton(pygame.Rect(row.x, row.y, half, row.h), self.mute_label(), ui))
        self.marks = self.scene.keep(UIButton(pygame.Rect(row.x + half + 12, row.y, half, row.h), self.marks_label(),
                                              ui))

    def mute_label(self) -> str:
        return "Sound: off (muted)" if self.settings.mute else "Sound: on"

    def marks_label(self) -> str:
        return f"Colour names on cards: {'on' if self.settings.colourblind_marks else 'off'}"

    def handle(self, event) -> bool:
        s = self.settings
        sound = getattr(self.app, "sound", None)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            s.volume = max(0.0, min(1.0, float(event.value) / 100))
            if sound is not None:
                sound.set_volume(s.volume)
                sound.play("coin")
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.mute:
            s.mute = not s.mute
            if sound is not None:
                sound.set_muted(s.mute)
                sound.play("card")
            self.mute.set_text(self.mute_label())
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.marks:
            s.colourblind_marks = not s.colourblind_marks
            self.marks.set_text(self.marks_label())
        else:
            return False
        s.save()
        self.app.invalidate()
        return True

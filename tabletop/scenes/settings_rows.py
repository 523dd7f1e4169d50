"""The couch settings inside the Settings screen: volume, mute, colour-blind suit marks, and where phones
join a game with phone seats (the network and the port; used from the next game's start).

The Settings scene gives this helper rows of its column; the helper owns the widgets there,
applies a change at once (the sound player hears it, the cards redraw) and saves the settings.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UIHorizontalSlider, UILabel, UITextEntryLine

from ..language import _

ROW_HEIGHTS = [40, 54, 40]


class CouchSettingsRows:
    def __init__(self, scene):
        self.scene = scene
        self.volume = self.mute = self.marks = self.network = self.port = None
        self.networks: dict[str, str] = {}     # the menu's words -> the address ("" for automatic)

    @property
    def app(self):
        return self.scene.app

    @property
    def settings(self):
        return self.app.settings

    def build(self, rects: list[pygame.Rect]) -> None:
        ui, s = self.app.ui, self.settings
        row = rects[0]
        self.scene.keep(UILabel(pygame.Rect(row.x, row.y, 200, row.h), _("Volume"), ui))
        self.volume = self.scene.keep(UIHorizontalSlider(pygame.Rect(row.x + 220, row.y + 4, row.w - 220, row.h - 8),
                                                         int(round(s.volume * 100)), (0, 100), ui))
        row = rects[1]
        half = (row.w - 12) // 2
        self.mute = self.scene.keep(UIButton(pygame.Rect(row.x, row.y, half, row.h), self.mute_label(), ui))
        self.marks = self.scene.keep(UIButton(pygame.Rect(row.x + half + 12, row.y, half, row.h), self.marks_label(),
                                              ui))
        self.build_phones(rects[2])

    def build_phones(self, row: pygame.Rect) -> None:
        """Phones join at: the network (automatic: the one the default route leaves by) and the port."""
        from tabletop.phones.host import default_address, local_addresses

        ui, s = self.app.ui, self.settings
        self.networks = {_("Automatic ({address})", address=default_address()): ""}
        for address, label in local_addresses():
            self.networks[label] = address
        chosen = next((words for words, address in self.networks.items() if address == s.phone_address),
                      next(iter(self.networks)))
        port_w, label_w, gap = 84, 150, 10
        label = self.scene.keep(UILabel(pygame.Rect(row.x, row.y, label_w, row.h), _("Phones join at"), ui))
        label_w = min(label_w, max(90, label.font.size(label.text)[0] + 16))   # the rest for the addresses
        label.set_dimensions((label_w, row.h))
        menu_w = row.w - label_w - port_w - 2 * gap
        self.network = self.scene.keep(UIDropDownMenu(list(self.networks), chosen,
                                                      pygame.Rect(row.x + label_w, row.y, menu_w, row.h), ui))
        self.port = self.scene.keep(UITextEntryLine(pygame.Rect(row.right - port_w, row.y, port_w, row.h), ui,
                                                    placeholder_text=_("port")))
        self.port.set_allowed_characters("numbers")
        self.port.length_limit = 5
        self.port.set_text(str(s.phone_port))

    def mute_label(self) -> str:
        return _("Sound: off (muted)") if self.settings.mute else _("Sound: on")

    def marks_label(self) -> str:
        return _("Colour names on cards: on") if self.settings.colourblind_marks else _("Colour names on cards: off")

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
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.network:
            s.phone_address = self.networks.get(event.text, "")
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.port:
            text = self.port.get_text()
            if not (text.isdigit() and 1024 <= int(text) <= 65535):
                return True              # not a port (yet): the last good one stays
            s.phone_port = int(text)
        else:
            return False
        s.save()
        self.app.invalidate()
        return True

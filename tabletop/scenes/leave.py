"""Leaving the table asks first: Escape pressed once too often (closing a card, then once more) or a
stray tap on Menu must not throw an evening's game away. The game is saved either way; this says so,
and Stay is the default for Enter, Space and Escape alike."""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rules.language import LANGUAGES

from ..language import _, current
from ..render import fonts
from .base import Scene
from .common import draw_dialog

INK = (40, 30, 10)
SOFT = (90, 70, 30)


class LeaveTableScene(Scene):
    opaque = False

    def __init__(self, app, on_leave):
        super().__init__(app)
        self.on_leave = on_leave

    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        r = pygame.Rect(0, 0, min(640, w - 80), 250)
        r.center = (w // 2, h // 2)
        return r

    def build(self) -> None:
        r = self.panel()
        bw = (r.w - 72) // 2
        self.stay = self.keep(UIButton(pygame.Rect(r.x + 24, r.bottom - 80, bw, 54), _("Stay at the table"),
                                       self.app.ui, object_id="@big"))
        self.leave_button = self.keep(UIButton(pygame.Rect(r.right - 24 - bw, r.bottom - 80, bw, 54),
                                               _("Go to the menu"), self.app.ui, object_id="@big"))
        self.stay.select()       # drawn as the default: Enter, Space and Escape all stay
        # The other languages, each in its own name: a switch here words the table at once (Settings has it too)
        self.languages = {}
        x = r.right - 16
        for lang, own_name in reversed([(k, v) for k, v in LANGUAGES.items() if k != current()]):
            width = fonts.font(16).size(own_name)[0] + 24
            x -= width
            button = self.keep(UIButton(pygame.Rect(x, r.y + 12, width, 30), own_name, self.app.ui))
            self.languages[button] = lang
            x -= 8

    def handle(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.languages:
                self.app.choose_language(self.languages[event.ui_element])     # this dialog is built again in it
            elif event.ui_element is self.leave_button:
                self.app.pop()
                self.on_leave()
            elif event.ui_element is self.stay:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE,
                                                            pygame.K_KP_ENTER):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        r = draw_dialog(surface, self.panel())
        fonts.blit_text(surface, fonts.fit(_("Leave the table?"), 30, r.w - 48, "bold"), 30, (r.centerx, r.y + 24),
                        INK, "bold", anchor="midtop")
        y = r.y + 78
        for line in fonts.wrap(_("The game is saved: Continue in the menu brings it back as it is."), 19,
                               r.w - 48)[:3]:
            fonts.blit_text(surface, line, 19, (r.centerx, y), SOFT, anchor="midtop")
            y += 26

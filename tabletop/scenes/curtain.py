"""The pass-the-laptop curtain: the table hides, the screen says who should take it, their view
appears only after they tap.

The curtain is an opaque scene pushed over the table, so while it is up the table below is not
drawn at all (no hand can leak through, not even for a frame). A tap must start and end on the
curtain, and taps in the first moments are ignored, so the previous player's last click cannot
lift it by accident. The player who just moved may still take their move back from here
(nobody else has acted yet), if the table offers that.
"""

import pygame

from tabletop.language import _
from tabletop.render.fonts import blit_text, fit, fitting_size, wrap
from tabletop.scenes.base import Scene
from tabletop.scenes.common import felt

ARM_DELAY = 0.35
INK = (246, 231, 184)
SOFT = (215, 210, 189)


class CurtainScene(Scene):
    opaque = True

    def __init__(self, app, name: str, on_ready, undo_label: str | None = None, on_undo=None,
                 on_menu=None, note: str = "", arm_delay: float = ARM_DELAY):
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.undo_label = undo_label
        self.on_undo = on_undo
        self.on_menu = on_menu
        self.note = note
        self.arm_delay = arm_delay
        self.age = 0.0
        self.pressed = False
        self.undo_rect = pygame.Rect(0, 0, 0, 0)
        self.done = False
        self.raised_by = None  # the CouchTable that raised it, if any

    @property
    def armed(self) -> bool:
        return self.age >= self.arm_delay

    def table_waits(self) -> str | None:
        return _("Waiting for {who} to take the laptop.", who=self.name)

    # ----- layout and drawing ---------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        if self.on_undo and self.undo_label:
            bw, bh = min(420, w - 40), 48
            self.undo_rect = pygame.Rect((w - bw) // 2, h - bh - max(24, h // 14), bw, bh)
        else:
            self.undo_rect = pygame.Rect(0, 0, 0, 0)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        self.layout((w, h))
        surface.blit(felt((w, h)), (0, 0))
        big = max(28, min(72, w // 14))
        cy = h // 2 - big
        call = _("Pass to {name}", name=self.name)
        size = big                     # German is longer: the call gets smaller type before it is cut short
        size = fitting_size(call, size, w - 40, least=28, step=2)
        blit_text(surface, fit(call, size, w - 40, "bold"), size, (w // 2, cy), INK, "bold", anchor="center")
        hint = _("tap when ready") if self.armed else "..."
        blit_text(surface, hint, max(18, big // 2), (w // 2, cy + big + 10), SOFT, "italic", anchor="center")
        y = cy + big + 30 + big // 2
        for line in wrap(self.note, 18, max(200, w - 120)) if self.note else []:
            blit_text(surface, line, 18, (w // 2, y), SOFT, anchor="midtop")
            y += 26
        if self.undo_rect.w:
            pygame.draw.rect(surface, (47, 93, 70), self.undo_rect, border_radius=10)
            pygame.draw.rect(surface, (168, 199, 160), self.undo_rect, width=2, border_radius=10)
            blit_text(surface, fit(self.undo_label, 18, self.undo_rect.w - 16), 18, self.undo_rect.center, INK,
                      anchor="center")

    # ----- input ----------------------------------------------------------------------------
    def update(self, dt: float):
        if not self.armed:
            self.age += dt
            if self.armed:
                self.app.invalidate()
                return None
            return max(0.0, self.arm_delay - self.age)
        return None

    def handle(self, event) -> None:
        if self.done:
            return
        t = event.type
        if t == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.on_menu:
                self.on_menu()
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and self.armed:
                self.finish()
            elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and self.on_undo:
                self.undo()
            return
        pos = self.pointer_pos(event)
        if pos is None:
            return
        if t in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            if t == pygame.MOUSEBUTTONDOWN and (event.button != 1 or getattr(event, "touch", False)):
                return
            self.pressed = self.armed
        elif t in (pygame.MOUSEBUTTONUP, pygame.FINGERUP):
            if t == pygame.MOUSEBUTTONUP and (event.button != 1 or getattr(event, "touch", False)):
                return
            if self.pressed and self.armed:
                if self.undo_rect.collidepoint(pos):
                    self.undo()
                else:
                    self.finish()
            self.pressed = False

    def pointer_pos(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return event.pos
        if event.type in (pygame.FINGERDOWN, pygame.FINGERUP):
            w, h = self.app.size
            return int(event.x * w), int(event.y * h)
        return None

    def finish(self) -> None:
        """Reveal first (so the table below already knows its new viewer), then step aside."""
        self.done = True
        self.on_ready()
        if self.app.top is self:
            self.app.pop()

    def undo(self) -> None:
        if self.on_undo:
            self.on_undo()

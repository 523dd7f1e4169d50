"""Rules at hand: the full rules of a game, and its easily forgotten rules, one key (F1) from the table.

Pushed over whatever is running (the table stays underneath, untouched) and popped with Esc or F1,
so looking something up never costs the game. Opened without a game it first lists the games.
The text comes from `tabletop/rules_text/` (see rules_library); layout is cached per width.
"""

import pygame

from tabletop.language import N_, _, generation
from tabletop.render.fonts import blit_text, font, wrap
from tabletop.scenes.base import Scene

from ..games import game_title
from ..rules_text import library as lib

PAPER = (244, 239, 224)
INK = (31, 42, 36)
MUTED = (92, 104, 96)
ACCENT = (47, 93, 70)
BAR = (24, 52, 38)
TAB_NAMES = {"rules": N_("Full rules"), "forgotten": N_("Easily forgotten")}   # said with _() where drawn
STYLE = {  # kind: (size, weight, space before)
    "h1": (30, "bold", 10), "h2": (24, "bold", 18), "h3": (20, "bold", 12),
    "para": (18, "regular", 8), "bullet": (18, "regular", 4), "number": (18, "regular", 8),
    "note": (17, "italic", 8), "row": (17, "regular", 2),
}


class RulesScene(Scene):
    opaque = True

    def __init__(self, app, game_id: str | None = None, part: str = "rules", section: int | None = None):
        super().__init__(app)
        self.game_id = game_id if game_id and lib.has(game_id) else None
        self.part = part if self.game_id and lib.has(self.game_id, part) else "rules"
        self.scroll = 0.0
        self.section = section if self.part == "rules" else None   # a heading to open at (a teaching moment's)
        self._sections: list[int] = []   # where each h2/h3 heading stands in the laid-out text
        self.drag_from: tuple[float, float] | None = None
        self.drag_dist = 0.0
        self.tab_rects: dict[str, pygame.Rect] = {}
        self.close_rect = pygame.Rect(0, 0, 0, 0)
        self.back_rect = pygame.Rect(0, 0, 0, 0)
        self.pick_rects: list[tuple[pygame.Rect, str]] = []
        self._layout_key = None
        self._lines: list[tuple[str, int, str, tuple, int, int]] = []
        self._height = 0

    # ----- what is shown ---------------------------------------------------------------------
    def tabs(self) -> list[str]:
        if not self.game_id:
            return []
        return [p for p in ("rules", "forgotten") if lib.has(self.game_id, p)]

    def show(self, game_id: str | None, part: str = "rules") -> None:
        self.game_id, self.part, self.scroll, self.section = game_id, part, 0.0, None
        self._layout_key = None
        self.app.invalidate()

    def layout(self, width: int) -> None:
        key = (self.game_id, self.part, width, generation())   # another language: another text
        if key == self._layout_key:
            return
        self._layout_key = key
        lines, y = [], 0
        self._sections = []
        for block in lib.parse(lib.read(self.game_id, self.part)):
            size, weight, before = STYLE.get(block.kind, STYLE["para"])
            if block.kind in ("h2", "h3"):
                self._sections.append(y)
            colour = ACCENT if block.kind.startswith("h") else (MUTED if block.kind == "note" else INK)
            indent = {"bullet": 26, "number": 34, "note": 20}.get(block.kind, 0)
            y += before
            line_h = font(size, weight).get_linesize()
            if block.kind == "row":
                y = self.layout_row(lines, block, width, y, line_h)
                continue
            head, _sep, rest = block.text.partition("\n")
            parts = [(head, "bold" if rest and block.kind == "number" else weight)] + ([(rest, weight)] if rest else [])
            first = True
            for words, style in parts:
                for line in wrap(words, size, max(100, width - indent), style):
                    if first and block.kind == "bullet":
                        lines.append(("•", size, "bold", ACCENT, 8, y))
                    if first and block.kind == "number":
                        lines.append((f"{block.mark}.", size, "bold", ACCENT, 0, y))
                    first = False
                    lines.append((line, size, style, colour, indent, y))
                    y += line_h
        self._lines, self._height = lines, y + 40

    def layout_row(self, lines: list, block, width: int, y: int, line_h: int) -> int:
        """A table row: the first cell in a narrow column, the rest beside it, joined by " · " (wrapping squeezes
        spaces, so a wide gap would not survive)."""
        cells = block.text.split("\t")
        first_w = int(width * 0.38) if len(cells) > 1 else width
        size = STYLE["row"][0]
        left = wrap(cells[0], size, first_w - 12)
        right = wrap(" · ".join(cells[1:]), size, width - first_w) if len(cells) > 1 else []
        for i, line in enumerate(left):
            lines.append((line, size, "bold", INK, 0, y + i * line_h))
        for i, line in enumerate(right):
            lines.append((line, size, "regular", INK, first_w, y + i * line_h))
        return y + max(len(left), len(right)) * line_h + 4

    # ----- drawing ---------------------------------------------------------------------------
    def body_rect(self, size) -> pygame.Rect:
        w, h = size
        margin = max(16, min(80, (w - 900) // 2))
        return pygame.Rect(margin, 72, w - 2 * margin, h - 88)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(PAPER)
        pygame.draw.rect(surface, BAR, (0, 0, w, 60))
        self.close_rect = blit_text(surface, _("Close (Esc)"), 18, (w - 20, 30), PAPER,
                                    anchor="midright").inflate(16, 16)
        if not self.game_id:
            self.draw_picker(surface)
            return
        title = game_title(self.game_id)
        x = 20
        self.back_rect = blit_text(surface, _("‹ Games"), 18, (x, 30), PAPER, anchor="midleft").inflate(12, 16)
        x = self.back_rect.right + 16
        x = blit_text(surface, title, 22, (x, 30), (246, 231, 184), "bold", anchor="midleft").right + 24
        self.tab_rects = {}
        for part in self.tabs():
            name = _(TAB_NAMES.get(part, part))
            r = pygame.Rect(x, 14, font(18).size(name)[0] + 24, 34)
            pygame.draw.rect(surface, (201, 137, 58) if part == self.part else ACCENT, r, border_radius=8)
            blit_text(surface, name, 18, r.center, PAPER, anchor="center")
            self.tab_rects[part] = r
            x = r.right + 10
        body = self.body_rect((w, h))
        self.layout(body.w)
        if self.section is not None and self.section < len(self._sections):
            self.scroll = float(self._sections[self.section])   # opened at a moment's section: its heading on top
        self.section = None
        self.clamp(body)
        clip = surface.get_clip()
        surface.set_clip(body)
        top = int(self.scroll)
        for words, size, weight, colour, indent, y in self._lines:
            if y + 40 < top or y - top > body.h:
                continue
            blit_text(surface, words, size, (body.x + indent, body.y + y - top), colour, weight)
        surface.set_clip(clip)
        if self._height > body.h:
            k = body.h / self._height
            bar_h = max(30, int(body.h * k))
            bar_y = body.y + int((body.h - bar_h) * (self.scroll / max(1, self._height - body.h)))
            pygame.draw.rect(surface, (190, 184, 165), (w - 10, bar_y, 6, bar_h), border_radius=3)

    def draw_picker(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        blit_text(surface, _("Rules"), 24, (20, 30), (246, 231, 184), "bold", anchor="midleft")
        self.pick_rects = []
        y = 90
        for game_id in lib.available():
            r = pygame.Rect(w // 2 - 260, y, 520, 48)
            pygame.draw.rect(surface, ACCENT, r, border_radius=10)
            blit_text(surface, game_title(game_id), 20, r.center, PAPER, anchor="center")
            self.pick_rects.append((r, game_id))
            y += 58

    def clamp(self, body: pygame.Rect) -> None:
        self.scroll = max(0.0, min(self.scroll, float(max(0, self._height - body.h))))

    # ----- input -----------------------------------------------------------------------------
    def scroll_by(self, dy: float) -> None:
        self.scroll += dy
        self.clamp(self.body_rect(self.app.size))
        self.app.invalidate()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def handle(self, event) -> None:
        t = event.type
        page = self.body_rect(self.app.size).h * 0.9
        if t == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_ESCAPE, pygame.K_F1):
                self.close()
            elif k in (pygame.K_DOWN, pygame.K_j):
                self.scroll_by(40)
            elif k in (pygame.K_UP, pygame.K_k):
                self.scroll_by(-40)
            elif k in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll_by(page)
            elif k == pygame.K_PAGEUP:
                self.scroll_by(-page)
            elif k == pygame.K_HOME:
                self.scroll_by(-1e9)
            elif k == pygame.K_END:
                self.scroll_by(1e9)
            elif k == pygame.K_TAB and len(self.tabs()) > 1:
                tabs = self.tabs()
                self.show(self.game_id, tabs[(tabs.index(self.part) + 1) % len(tabs)])
        elif t == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
        elif t in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            if t == pygame.MOUSEBUTTONDOWN and (event.button != 1 or getattr(event, "touch", False)):
                return
            self.drag_from = self.pos(event)
            self.drag_dist = 0.0
        elif t in (pygame.MOUSEMOTION, pygame.FINGERMOTION) and self.drag_from is not None:
            if t == pygame.MOUSEMOTION and getattr(event, "touch", False):
                return
            x, y = self.pos(event)
            self.scroll_by(self.drag_from[1] - y)
            self.drag_dist += abs(self.drag_from[1] - y) + abs(self.drag_from[0] - x)
            self.drag_from = (x, y)
        elif t in (pygame.MOUSEBUTTONUP, pygame.FINGERUP):
            if t == pygame.MOUSEBUTTONUP and (event.button != 1 or getattr(event, "touch", False)):
                return
            was_press = self.drag_from is not None and self.drag_dist < 12
            self.drag_from = None
            if was_press:
                self.click(self.pos(event))

    def pos(self, event) -> tuple[float, float]:
        if event.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            w, h = self.app.size
            return event.x * w, event.y * h
        return event.pos

    def click(self, pos) -> None:
        if self.close_rect.collidepoint(pos):
            self.close()
            return
        if not self.game_id:
            for rect, game_id in self.pick_rects:
                if rect.collidepoint(pos):
                    self.show(game_id)
            return
        if self.back_rect.collidepoint(pos):
            self.show(None)
            return
        for part, rect in self.tab_rects.items():
            if rect.collidepoint(pos):
                self.show(self.game_id, part)

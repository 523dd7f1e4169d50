"""The log as players read it: wrapped to its column, newest at the bottom and always in sight,
scrollable back to the start of the game (wheel, drag, Page Up/Down, Home/End), taken-back moves
struck through. It draws whatever `LogLine`s it is given (the viewer's own, see log.py) and keeps
no text of its own between viewers: only how far back the reader has scrolled.
"""

import operator

import pygame

from ..language import _, n_
from ..render import fonts

NEWEST = (250, 246, 230)
OLDER = (186, 200, 190)
TAKEN_BACK = (150, 160, 150)
TITLE = (170, 190, 176)


class LogPanel:
    def __init__(self):
        self.back = 0            # lines scrolled back from the newest (0: following the game)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.size = 16
        self._wrapped: list[tuple[str, bool, bool]] = []   # (words, taken back, newest entry)
        self._measure = (None, None)                          # (width, size) the cuts were made for
        self._lines: list = []
        self._cuts: dict[tuple, list[str]] = {}               # (text, style) -> its lines at that measure

    # ----- content ------------------------------------------------------------------------------
    def wrap(self, lines, width: int, size: int) -> list[tuple[str, bool, bool]]:
        """The lines cut to the column. Each line's cut is kept only while that line is shown (a move adds a
        line or two: the rest are not measured again), so no words outlive the lines they belong to."""
        old = self._lines
        if (width, size) == self._measure and len(lines) == len(old) and all(map(operator.is_, lines, old)):
            return self._wrapped           # the very lines of last frame (a narrator hands out each line once)
        kept = self._cuts if (width, size) == self._measure else {}
        cuts, out = {}, []
        for k, line in enumerate(lines):
            style = "bold" if k == len(lines) - 1 else "regular"     # the newest is drawn bold
            key = (line.text, style)
            parts = cuts[key] = cuts.get(key) or kept.get(key) or fonts.wrap(line.text, size, width, style)
            out.extend((part, line.taken_back, style == "bold") for part in parts)
        self._cuts, self._lines, self._measure, self._wrapped = cuts, list(lines), (width, size), out
        return out

    @property
    def step(self) -> int:
        return self.size + 5

    def visible(self) -> int:
        """Lines that fit under the heading, the last one whole (a line's letters are taller than the step)."""
        last = fonts.font(self.size).get_ascent() + fonts.font(self.size).get_descent() * -1
        return max(1, (self.rect.h - self.size - 10 - last) // self.step + 1)

    def clamp(self) -> None:
        self.back = max(0, min(self.back, len(self._wrapped) - self.visible()))

    # ----- input -----------------------------------------------------------------------------------
    def scroll(self, lines: int) -> bool:
        """Scroll back (positive) or forward; True if the view moved."""
        before = self.back
        self.back += lines
        self.clamp()
        return self.back != before

    def handle_key(self, key) -> bool:
        page = max(1, self.visible() - 1)
        moves = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page, pygame.K_HOME: 10**6, pygame.K_END: -10**6}
        if key not in moves:
            return False
        self.scroll(moves[key])
        return True

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    # ----- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, lines, size: int, title: str | None = None):
        title = title if title is not None else _("What happened")
        with fonts.within(rect, "log"):
            self._draw(surface, rect, lines, size, title)

    def _draw(self, surface, rect, lines, size, title) -> None:
        self.rect, self.size = rect, size
        heading = fonts.blit_text(surface, title, size, (rect.x, rect.y), TITLE, "bold")
        wrapped = self.wrap(lines, rect.w - 10, size)
        self.clamp()
        shown = self.visible()
        end = len(wrapped) - self.back
        start = max(0, end - shown)
        y = rect.y + size + 10
        for words, taken_back, newest in wrapped[start:end]:
            colour = TAKEN_BACK if taken_back else NEWEST if newest else OLDER
            drawn = fonts.blit_text(surface, words, size, (rect.x, y), colour, "bold" if newest else "regular")
            if taken_back:
                mid = drawn.centery + 1
                pygame.draw.line(surface, TAKEN_BACK, (drawn.x, mid), (drawn.right, mid), max(1, size // 12))
            y += self.step
        if start > 0 or self.back > 0:
            self._draw_scrollbar(surface, rect, start, end, len(wrapped))
        if self.back > 0:
            self._draw_hint(surface, rect, heading, size)

    def _draw_hint(self, surface, rect, heading, size) -> None:
        """How far back the reader is, right of the heading: the longest wording that fits beside it."""
        small = max(13, size - 2)
        room = rect.right - 12 - heading.right - size
        for hint in (n_("{n} newer line below · End", "{n} newer lines below · End", self.back),
                     _("{n} newer · End", n=self.back), _("{n} newer", n=self.back)):
            if fonts.font(small, "italic").size(hint)[0] <= room:
                fonts.blit_text(surface, hint, small, (rect.right - 12, rect.y), TITLE, "italic", anchor="topright")
                return

    def _draw_scrollbar(self, surface, rect, start, end, total) -> None:
        track = pygame.Rect(rect.right - 5, rect.y + self.size + 10, 4, rect.h - self.size - 12)
        pygame.draw.rect(surface, (40, 70, 55), track, border_radius=2)
        if total:
            top = track.y + track.h * start // total
            height = max(8, track.h * (end - start) // total)
            pygame.draw.rect(surface, (170, 200, 180), (track.x, top, track.w, height), border_radius=2)

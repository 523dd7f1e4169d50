"""The main menu: New game, Continue, Games (replay) and Tonight, the TV window, Rules and Watch a round, Players
and Settings, Quit."""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from ..couch import resume
from ..evening.notice import read_book
from ..language import _
from ..render import fonts
from ..storage.saves import saves_problem
from .base import Scene
from .common import column, felt

NOTE_SIZE, NOTE_STEP = 16, 21   # the notices under the buttons: font size and line spacing
MOST_NOTE_LINES = 6            # more is cut short ("…"): the buttons keep the rest of the window


class MenuScene(Scene):
    saves_problem: str | None = None  # why games cannot be saved although the data folder works (read at build)

    def build(self):
        w, h = self.app.size
        why = self.continue_note()  # reads the saves first: a damaged one sets the notice the band must hold
        self.saves_problem = None if getattr(self.app, "storage_problem", None) else saves_problem()
        read_book(self.app)             # a damaged history is set aside and said below, as a damaged save is
        shown = self.notice_lines(w)
        band = NOTE_STEP * len(shown) + 12 if shown else 0  # the buttons close up above it, never under it
        rects = column((w, h - band), 380, [70, 30, 54, 54, 26, 54, 54, 26, 54, 54, 54], gap=8)
        self.keep(UILabel(rects[0], "Menagerie", self.app.ui, object_id="@title"))
        self.keep(UILabel(rects[1], _("Card and board games for the couch"), self.app.ui, object_id="@note"))
        self.new = self.keep(UIButton(rects[2], _("New game"), self.app.ui, object_id="@big"))
        self.cont = self.keep(UIButton(rects[3], _("Continue"), self.app.ui, object_id="@big"))
        hint = pygame.Rect(rects[4].x - 150, rects[4].y, rects[4].w + 300, rects[4].h)
        self.keep(UILabel(hint, why or resume.continue_hint(self.app), self.app.ui, object_id="@note"))
        if why:
            self.cont.disable()
        half = (rects[5].w - 8) // 2       # Games and Tonight share a row: both look back at what was played
        self.games = self.keep(UIButton(pygame.Rect(rects[5].x, rects[5].y, half, rects[5].h), _("Games (replay)"),
                                        self.app.ui, object_id="@big"))
        self.tonight = self.keep(UIButton(pygame.Rect(rects[5].right - half, rects[5].y, half, rects[5].h),
                                          _("Tonight"), self.app.ui, object_id="@big"))
        words = _("Close the TV window") if self.app.tv is not None else _("TV window")
        self.display = self.keep(UIButton(rects[6], words, self.app.ui, object_id="@big"))
        hint = pygame.Rect(rects[7].x - 150, rects[7].y, rects[7].w + 300, rects[7].h)
        self.keep(UILabel(hint, self.display_note(), self.app.ui, object_id="@note"))
        half = (rects[8].w - 8) // 2       # Rules and Watch a round share a row: both are for learning a game
        self.rules = self.keep(UIButton(pygame.Rect(rects[8].x, rects[8].y, half, rects[8].h), _("Rules"),
                                        self.app.ui, object_id="@big"))
        self.watch = self.keep(UIButton(pygame.Rect(rects[8].right - half, rects[8].y, half, rects[8].h),
                                        _("Watch a round"), self.app.ui, object_id="@big"))
        half = (rects[9].w - 8) // 2       # Players and Settings share a row: this machine's people and its ways
        self.players = self.keep(UIButton(pygame.Rect(rects[9].x, rects[9].y, half, rects[9].h), _("Players"),
                                          self.app.ui, object_id="@big"))
        self.settings = self.keep(UIButton(pygame.Rect(rects[9].right - half, rects[9].y, half, rects[9].h),
                                           _("Settings"), self.app.ui, object_id="@big"))
        self.quit = self.keep(UIButton(rects[10], _("Quit"), self.app.ui, object_id="@big"))
        self.buttons = [self.new, self.cont, self.games, self.tonight, self.display, self.rules, self.watch,
                        self.players, self.settings, self.quit]
        self.focus = 0

    def display_note(self) -> str:
        """What the TV window shows."""
        if self.app.tv is not None:
            return _("The TV window shows what everyone may see of the game being played")
        if self.app.last_game is not None:
            return _("A second window for the TV: the table as everyone may see it")
        return _("A second window for the TV: the table appears there once a game starts")

    def rebuild(self) -> None:
        self.leave()
        self.build()
        self.app.invalidate()

    def continue_note(self) -> str:
        return resume.continue_note(self.app)

    def handle(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.press(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.quit()
            elif event.key in (pygame.K_DOWN, pygame.K_UP):
                step = 1 if event.key == pygame.K_DOWN else -1
                for _step in range(len(self.buttons)):
                    self.focus = (self.focus + step) % len(self.buttons)
                    if self.buttons[self.focus].is_enabled:
                        break
                self.buttons[self.focus].select()
                for i, b in enumerate(self.buttons):
                    if i != self.focus:
                        b.unselect()
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.press(self.buttons[self.focus])

    def press(self, element):
        if element is self.new:
            self.app.open("setup")
        elif element is self.cont and not self.continue_note():
            self.app.open("saved-games")
        elif element is self.games:
            self.app.open("saved-games", everything=True)
        elif element is self.tonight:
            self.app.open("tonight")
        elif element is self.display:
            self.app.close_tv() if self.app.tv is not None else self.app.open_tv()
            self.rebuild()
        elif element is self.rules:
            self.app.open("rules")
        elif element is self.watch:
            self.app.open("watch")
        elif element is self.players:
            self.app.open("players")
        elif element is self.settings:
            self.app.open("settings")
        elif element is self.quit:
            self.app.quit()

    def notices(self) -> list[str]:
        """What players should know before they start: saves off (the data folder, or a file where saves/
        should be), a damaged save set aside."""
        found = []
        problem = getattr(self.app, "storage_problem", None)
        if problem:
            found.append(_("Settings and saves are off for this run: the data folder cannot be used ({problem}). "
                           "You can still play.", problem=problem))
        if self.saves_problem:
            found.append(_("Games are not being saved: {problem}. You can still play.", problem=self.saves_problem))
        notice = getattr(self.app, "save_notice", None)
        if notice:
            found.append(notice)
        history = getattr(self.app, "history_notice", None)     # the players' history set aside (evening/book.py)
        if history:
            found.append(history)
        return found

    def notice_lines(self, width: int) -> list[str]:
        """The notices wrapped to the window, at most MOST_NOTE_LINES (the last one cut short with "…")."""
        lines = [line for notice in self.notices() for line in fonts.wrap(notice, NOTE_SIZE, min(900, width - 80))]
        if len(lines) > MOST_NOTE_LINES:
            lines = lines[:MOST_NOTE_LINES - 1] + [fonts.fit(lines[MOST_NOTE_LINES - 1] + " …", NOTE_SIZE,
                                                             min(900, width - 80))]
        return lines

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))
        w, h = surface.get_size()
        lines = self.notice_lines(w)
        y = h - 6 - NOTE_STEP * len(lines)
        for line in lines:  # said plainly, and the app carries on
            fonts.blit_text(surface, line, NOTE_SIZE, (w // 2, y), (255, 214, 190), anchor="midtop")
            y += NOTE_STEP

"""Players: the people this machine remembers, the most recent first, each with their colour; for the one
picked, their record at each game (in the game's own terms) and with each bot level at the table, and the games
they played with each replay one tap away. A person can be renamed or forgotten (after a question) in every
record that names them (evening/renaming.py).

A history file that cannot be read never stops this screen: the book sets it aside, and the note line (and the
menu's) says so once.
"""

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UITextEntryLine
from pygame_gui.windows import UIConfirmationDialog

from ..evening.notice import read_book
from ..evening.renaming import change_everywhere
from ..language import _
from ..render import fonts
from ..render.swatch import swatch
from ..storage.saves import read_save, saves_dir, set_aside
from ..storage.saves import replay as replay_save
from .base import Scene
from .common import felt
from .players_words import games_of, played_line, record_lines

LIST_W = 250            # the people's column
PERSON_H = 44           # a person's row
LINE_H = 30             # a line of the record
GAME_H = 50             # a game's row (with its Replay button)
TEXT_SIZE = 18          # the theme's label size (app.py THEME)
NAME_LIMIT = 14         # as New game's name entries take
RECORD, GAMES = "record", "games"


def kept_replay(key: str):
    """The save file of a game's replay, or None when it is no longer kept (old finished saves are pruned)."""
    try:
        path = saves_dir() / f"{key}.json"
        return path if path.is_file() else None
    except OSError:
        return None


class PlayersScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.picked: str | None = None      # the person shown (their name), the newest by default
        self.view = RECORD
        self.people_page = 0
        self.page = 0
        self.note = ""
        self.renaming = False
        self.typed: str | None = None       # the new name asked for (kept in the entry when it was refused)
        self.confirm = None
        self.book = None                    # read at each build: a rename or forget shows at once

    # ----- building ------------------------------------------------------------------------------------
    def read(self) -> None:
        self.book = read_book(self.app)
        if self.book.problem:               # set aside by the book: said here, and on the menu for the rest of the run
            self.note = self.book.problem

    def build(self):
        self.read()
        ui = self.app.ui
        w, h = self.app.size
        width = min(1180, w - 40)
        x0 = (w - width) // 2
        self.keep(UILabel(pygame.Rect(0, 20, w, 60), _("Players"), ui, object_id="@title"))
        people = self.book.people
        names = [p.name for p in people]
        if self.picked is None or self.picked not in names:
            self.picked = names[0] if names else None
        top, bottom = 96, h - 110
        self.person_buttons = {}
        self.people_prev = self.people_next = None
        per_page = max(1, (bottom - top - 50) // PERSON_H)
        pages = max(1, -(-len(people) // per_page))
        if self.picked in names:
            self.people_page = min(self.people_page, pages - 1)
        shown = people[self.people_page * per_page:(self.people_page + 1) * per_page]
        for i, person in enumerate(shown):
            y = top + i * PERSON_H
            self.keep(UIImage(pygame.Rect(x0, y + 9, 24, 24), swatch(person.colour, 24), ui))
            button = self.keep(UIButton(pygame.Rect(x0 + 30, y, LIST_W - 30, PERSON_H - 6),
                                        fonts.fit(person.name, TEXT_SIZE, LIST_W - 50), ui))
            if person.name == self.picked:
                button.select()
            self.person_buttons[button] = person.name
        if pages > 1:
            half = (LIST_W - 8) // 2
            self.people_prev = self.keep(UIButton(pygame.Rect(x0, bottom - 40, half, 40), _("Newer"), ui))
            self.people_next = self.keep(UIButton(pygame.Rect(x0 + LIST_W - half, bottom - 40, half, 40), _("Older"),
                                                  ui))
            if self.people_page == 0:
                self.people_prev.disable()
            if self.people_page == pages - 1:
                self.people_next.disable()
        px, pw = x0 + LIST_W + 24, width - LIST_W - 24
        self.rename_button = self.forget_button = self.entry = self.save_button = self.cancel_button = None
        self.view_buttons = {}
        self.replays = {}
        self.prev = self.next = None
        if self.picked is None:
            self.line(pygame.Rect(x0, top, width, 40), _("Nobody has finished a game here yet."))
        else:
            self.build_person(px, pw, top, bottom)
        note = self.note or getattr(self.app, "history_notice", "") or ""     # a history set aside this run
        lines = fonts.wrap(note, 15, w - 60, "italic") if note else []
        if len(lines) > 2:                  # a long problem (a damaged file's name and why) keeps its start
            lines = [lines[0], fonts.fit(" ".join(lines[1:]), 15, w - 60, "italic")]
        for k, line in enumerate(lines):
            self.keep(UILabel(pygame.Rect(20, h - 108 + k * 20, w - 40, 22), line, ui, object_id="@note"))
        self.back = self.keep(UIButton(pygame.Rect(w // 2 - 100, h - 64, 200, 50), _("Back"), ui, object_id="@big"))

    def build_person(self, px: int, pw: int, top: int, bottom: int) -> None:
        ui = self.app.ui
        person = self.book.person(self.picked)
        actions = 2 * 130 + 8
        self.keep(UIImage(pygame.Rect(px, top + 4, 32, 32), swatch(person.colour, 32), ui))
        if self.renaming:
            self.entry = self.keep(UITextEntryLine(pygame.Rect(px + 40, top, pw - 40 - actions - 12, 40), ui))
            self.entry.length_limit = NAME_LIMIT
            self.entry.set_text((self.typed if self.typed is not None else self.picked)[:NAME_LIMIT])
            ui.set_focus_set(self.entry)
            self.save_button = self.keep(UIButton(pygame.Rect(px + pw - actions, top, 130, 40), _("Rename"), ui))
            self.cancel_button = self.keep(UIButton(pygame.Rect(px + pw - 130, top, 130, 40), _("Cancel"), ui))
        else:
            self.line(pygame.Rect(px + 44, top, pw - 44 - actions - 12, 40),
                      fonts.fit(self.picked, 22, pw - 44 - actions - 24), big=True)
            self.rename_button = self.keep(UIButton(pygame.Rect(px + pw - actions, top, 130, 40), _("Rename…"), ui))
            self.forget_button = self.keep(UIButton(pygame.Rect(px + pw - 130, top, 130, 40), _("Forget…"), ui))
        y = top + 52
        half = (pw - 8) // 2
        for view, words in ((RECORD, _("Record")), (GAMES, _("Games (replay)"))):
            button = self.keep(UIButton(pygame.Rect(px if view == RECORD else px + pw - half, y, half, 38), words, ui))
            if view == self.view:
                button.select()
            self.view_buttons[button] = view
        y += 50
        games = self.book.history.games
        if self.view == RECORD:
            rows = [line for said in record_lines(games, self.picked) for line in fonts.wrap(said, TEXT_SIZE, pw)]
            height = LINE_H
        else:
            rows = games_of(games, self.picked)
            height = GAME_H
        per_page = max(1, (bottom - y - 48) // height)
        pages = max(1, -(-len(rows) // per_page))
        self.page = min(self.page, pages - 1)
        for i, row in enumerate(rows[self.page * per_page:(self.page + 1) * per_page]):
            ry = y + i * height
            if self.view == RECORD:
                self.line(pygame.Rect(px, ry, pw, height), row)
                continue
            path = kept_replay(row.key)
            room = pw - 130 if path is not None else pw
            said = fonts.wrap(played_line(row, self.picked, path is not None), TEXT_SIZE, room - 12)
            for k, words in enumerate(said[:2]):       # two lines at most: a game, when, how it went, its replay
                self.line(pygame.Rect(px, ry + (k * 22 if len(said) > 1 else 0), room, 22 if len(said) > 1
                                      else height - 6), words)
            if path is not None:
                self.replays[self.keep(UIButton(pygame.Rect(px + pw - 120, ry, 120, height - 6), _("Replay"), ui))] = \
                    row.key
        if pages > 1:
            self.prev = self.keep(UIButton(pygame.Rect(px, bottom - 40, 140, 40), _("Newer") if self.view == GAMES
                                           else _("Back a page"), ui))
            self.next = self.keep(UIButton(pygame.Rect(px + pw - 140, bottom - 40, 140, 40),
                                           _("Older") if self.view == GAMES else _("More"), ui))
            page = _("page {page} of {pages}", page=self.page + 1, pages=pages)
            self.keep(UILabel(pygame.Rect(px + 150, bottom - 40, pw - 300, 40), page, ui, object_id="@note"))
            if self.page == 0:
                self.prev.disable()
            if self.page == pages - 1:
                self.next.disable()

    def line(self, rect: pygame.Rect, words: str, big: bool = False) -> UILabel:
        """A label whose words start at its left edge (a line of a list)."""
        return self.keep(UILabel(rect, words, self.app.ui, object_id="@line_big" if big else "@line"))

    def rebuild(self) -> None:
        self.leave()
        self.build()
        self.app.invalidate()

    # ----- doing ---------------------------------------------------------------------------------------
    def pick(self, name: str) -> None:
        self.picked, self.page, self.renaming, self.typed, self.note = name, 0, False, None, ""
        self.rebuild()

    def replay(self, key: str) -> None:
        """The game's replay, as Games (replay) opens it; a replay gone or damaged is said in the note line."""
        path = kept_replay(key)
        if path is None:
            self.note = _("That game's replay is no longer kept (the oldest finished games are removed).")
            self.rebuild()
            return
        try:
            replayed = replay_save(read_save(path))
        except Exception as err:  # a damaged file: said here, set aside like any other
            self.note = set_aside(path, err)
            self.rebuild()
            return
        self.app.open("replay", replayed)

    def rename(self) -> None:
        new = self.entry.get_text().strip() if self.entry is not None else ""
        done = change_everywhere(self.app, self.book, self.picked, new)
        self.typed = new if done.refused is not None else None
        if done.refused is not None:
            self.note = done.refused
        else:
            self.note = " ".join(filter(None, [_("{old} is called {new} now.", old=self.picked, new=new),
                                               done.problem()]))
            self.picked, self.renaming = new, False
        self.rebuild()

    def ask_forget(self) -> None:
        w, h = self.app.size
        rect = pygame.Rect(w // 2 - 240, h // 2 - 120, 480, 240)
        name = html.escape(self.picked)
        self.confirm = self.keep(UIConfirmationDialog(
            rect, _("Forget {name}? Their name leaves every game and save on this machine; it cannot be brought "
                    "back.", name=name), self.app.ui, window_title=_("Forget this player?"),
            action_short_name=_("Forget")))
        self.confirm.cancel_button.set_text(_("Cancel"))

    def forget(self) -> None:
        name = self.picked
        done = change_everywhere(self.app, self.book, name, None)
        if done.refused is None:
            self.picked = None
            self.note = " ".join(filter(None, [_("{name} is forgotten.", name=name), done.problem()]))
        else:
            self.note = done.refused
        self.rebuild()

    def handle(self, event):
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and event.ui_element is self.confirm:
            self.confirm = None
            self.forget()
            return
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.confirm:
            self.confirm = None
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.rename()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.press(event.ui_element)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.confirm is None:
            if self.renaming:
                self.renaming, self.typed = False, None
                self.rebuild()
            else:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP) and not self.renaming \
                and self.confirm is None and self.picked is not None:
            names = [p.name for p in self.book.people]
            step = 1 if event.key == pygame.K_DOWN else -1
            self.pick(names[(names.index(self.picked) + step) % len(names)])

    def press(self, element) -> None:
        if element is self.back:
            self.app.pop()
        elif element in self.person_buttons:
            self.pick(self.person_buttons[element])
        elif element in self.view_buttons:
            self.view, self.page = self.view_buttons[element], 0
            self.rebuild()
        elif element in self.replays:
            self.replay(self.replays[element])
        elif element is self.rename_button:
            self.renaming, self.note = True, ""
            self.rebuild()
        elif element is self.save_button:
            self.rename()
        elif element is self.cancel_button:
            self.renaming, self.typed = False, None
            self.rebuild()
        elif element is self.forget_button:
            self.ask_forget()
        elif element in (self.prev, self.next) and element is not None:
            self.page += -1 if element is self.prev else 1
            self.rebuild()
        elif element in (self.people_prev, self.people_next) and element is not None:
            self.people_page += -1 if element is self.people_prev else 1
            self.rebuild()

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))

"""Tonight (from the menu): the evening going on, its score sheet and who leads; its summary; New evening, which
shows the summary first and ends the evening only when asked twice; and the earlier evenings, newest first, each
one's summary a tap away. The summary can be saved as a picture for a group chat (into the data folder).

The history is read afresh each time a screen is built (a Book is cheap), so what it says is never older than the
file. Nothing here changes a game; only New evening changes the history.
"""

import time
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel
from pygame_gui.windows import UIConfirmationDialog

from ..evening.book import Book
from ..language import _, n_
from ..render import fonts
from ..storage.data_dir import data_dir
from ..table.evening_sheet import leaders_line
from ..table.evening_table import cream_card, draw_running, draw_summary, picture
from .base import Scene
from .common import felt
from .saved_words import day_and_month

ROW_H = 54
PICTURES = "pictures"


def evening_day(evening) -> str:
    """"5 Dec" (with the year when it was not this year), the day the evening began."""
    then = time.localtime(evening.started_at)
    day = day_and_month(then)
    return day if then.tm_year == time.localtime().tm_year else _("{date} {year}", date=day, year=str(then.tm_year))


def summary_title(evening) -> str:
    return _("The evening of {day}", day=evening_day(evening))


def earlier_evenings(book: Book) -> list:
    """The evenings before the one going on that have a finished game, newest first."""
    now = book.open_evening()
    return [e for e in reversed(book.evenings) if (now is None or e.key != now.key) and book.games_of(e.key)]


def ended(evening) -> bool:
    """Over: New evening ended it, or a later evening began (the one going on now is not)."""
    book = Book()
    now = book.open_evening()
    return now is None or now.key != evening.key


def picture_path(evening) -> Path:
    return data_dir() / PICTURES / f"evening-{evening.key}.png"


def save_picture(evening, games: list) -> tuple[str | None, str | None]:
    """Draw the evening's summary as a picture and write it into the data folder: (where, None) or (None, why)."""
    try:
        path = picture_path(evening)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(picture(games, summary_title(evening), ended=ended(evening)), str(path))
        return str(path), None
    except (OSError, pygame.error) as err:
        return None, getattr(err, "strerror", None) or str(err) or type(err).__name__


class TonightScene(Scene):
    """The evening going on (its games and standings), or plainly that there is none; and the earlier ones."""

    def __init__(self, app):
        super().__init__(app)
        self.earlier = False        # showing the list of earlier evenings
        self.page = 0
        self.rows: list = []

    def build(self):
        ui = self.app.ui
        w, h = self.app.size
        book = Book()
        self.evening = book.open_evening()
        self.games = book.games_of(self.evening.key) if self.evening is not None else []
        self.before = earlier_evenings(book)
        title = _("Earlier evenings") if self.earlier else _("Tonight")
        self.keep(UILabel(pygame.Rect(0, 18, w, 60), title, ui, object_id="@title"))
        self.card = pygame.Rect(40, 90, w - 80, h - 90 - 90)
        self.rows = []
        self.prev = self.next = None
        if self.earlier:
            self.build_earlier()
        y, bw, gap = h - 72, min(240, (w - 80 - 30) // 4), 10
        labels = [_("Back")] if self.earlier else [_("Summary"), _("New evening"), _("Earlier evenings"), _("Back")]
        x = w // 2 - (len(labels) * bw + (len(labels) - 1) * gap) // 2
        buttons = []
        for label in labels:
            buttons.append(self.keep(UIButton(pygame.Rect(x, y, bw, 54), label, ui, object_id="@big")))
            x += bw + gap
        self.back = buttons[-1]
        self.summary = self.new = self.older = None
        if not self.earlier:
            self.summary, self.new, self.older = buttons[:3]
            for button, live in ((self.summary, self.games), (self.new, self.games), (self.older, self.before)):
                if not live:
                    button.disable()
        self.back.select()

    def build_earlier(self):
        ui = self.app.ui
        card = self.card
        per_page = max(1, (card.h - 40) // ROW_H)
        pages = max(1, -(-len(self.before) // per_page))
        self.page = min(self.page, pages - 1)
        book = Book()
        for i, evening in enumerate(self.before[self.page * per_page:(self.page + 1) * per_page]):
            games = book.games_of(evening.key)
            words = _("{day}: {games}. {leaders}", day=evening_day(evening),
                      games=n_("{n} game", "{n} games", len(games)), leaders=leaders_line(games, ended=True))
            rect = pygame.Rect(card.x + 20, card.y + 20 + i * ROW_H, card.w - 40, ROW_H - 8)
            self.rows.append((self.keep(UIButton(rect, words, ui)), evening))
        if pages > 1:
            y = card.bottom - 50
            self.prev = self.keep(UIButton(pygame.Rect(card.x + 20, y, 140, 44), _("Newer"), ui))
            self.next = self.keep(UIButton(pygame.Rect(card.right - 160, y, 140, 44), _("Older"), ui))
            if self.page == 0:
                self.prev.disable()
            if self.page == pages - 1:
                self.next.disable()

    def rebuild(self):
        self.leave()
        self.build()
        self.app.invalidate()

    def handle(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            chosen = next((evening for button, evening in self.rows if button is element), None)
            if chosen is not None:
                self.app.open("evening-summary", chosen.key)
            elif element is self.back:
                self.go_back()
            elif element is self.summary:
                self.app.open("evening-summary", self.evening.key)
            elif element is self.new:
                self.app.open("evening-summary", self.evening.key, ending=True)
            elif element is self.older:
                self.earlier, self.page = True, 0
                self.rebuild()
            elif element is self.prev:
                self.page -= 1
                self.rebuild()
            elif element is self.next:
                self.page += 1
                self.rebuild()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.go_back()

    def go_back(self):
        if self.earlier:
            self.earlier = False
            self.rebuild()
        else:
            self.app.pop()

    def words_now(self) -> str:
        """What Tonight says when there is no score sheet to show."""
        if self.evening is None:
            return _("No evening yet. Start a game from New game: it begins tonight's evening, and every game "
                     "after it (Play again too) adds to it.")
        return _("Tonight's evening has begun, but no game has finished yet.")

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))
        if self.earlier:
            return
        card = cream_card(surface, self.card)
        room = card.inflate(-40, -40)
        if self.games:
            draw_running(surface, room, self.games, largest=max(18, min(26, card.h // 22)))
            return
        size = 20
        y = room.y + 20
        for line in fonts.wrap(self.words_now(), size, room.w - 40):
            fonts.blit_text(surface, line, size, (room.centerx, y), (40, 30, 10), anchor="midtop")
            y += size + 8


class EveningSummaryScene(Scene):
    """An evening's summary: the standings and each game's winner, with Save picture; before New evening ends the
    evening it shows this, with a button that asks once more and then ends it."""

    def __init__(self, app, key: str, ending: bool = False):
        super().__init__(app)
        self.key = key
        self.ending = ending
        self.note = ""
        self.confirm = None

    def build(self):
        ui = self.app.ui
        w, h = self.app.size
        book = Book()
        self.evening = book.evening(self.key)
        self.games = book.games_of(self.key)
        self.over = self.evening is not None and ended(self.evening)
        self.card = pygame.Rect(40, 24, w - 80, h - 24 - 130)
        labels = [_("Save picture"), *([_("End the evening")] if self.ending else []), _("Back")]
        bw, gap = min(260, (w - 80 - 20) // len(labels)), 10
        x = w // 2 - (len(labels) * bw + (len(labels) - 1) * gap) // 2
        buttons = []
        for label in labels:
            buttons.append(self.keep(UIButton(pygame.Rect(x, h - 72, bw, 54), label, ui, object_id="@big")))
            x += bw + gap
        self.save, self.back = buttons[0], buttons[-1]
        self.end = buttons[1] if self.ending else None
        if not self.games:
            self.save.disable()
        self.keep(UILabel(pygame.Rect(20, h - 106, w - 40, 30), self.note, ui, object_id="@note"))
        self.back.select()

    def rebuild(self):
        self.leave()
        self.build()
        self.app.invalidate()

    def ask_end(self):
        w, h = self.app.size
        rect = pygame.Rect(w // 2 - 240, h // 2 - 120, 480, 240)
        self.confirm = self.keep(UIConfirmationDialog(
            rect, _("End this evening? Its games stay under Earlier evenings; the next game begins a new one."),
            self.app.ui, window_title=_("New evening"), action_short_name=_("End the evening")))
        self.confirm.cancel_button.set_text(_("Cancel"))

    def handle(self, event):
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and event.ui_element is self.confirm:
            self.confirm = None
            Book().new_evening()
            self.app.pop()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.save:
                where, why = save_picture(self.evening, self.games)
                self.note = (_("The picture was saved as {path}", path=where) if where else
                             _("The picture could not be saved: {why}", why=why))
                self.rebuild()
            elif event.ui_element is self.end:
                self.ask_end()
            elif event.ui_element is self.back:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.confirm is None:
            self.app.pop()

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))
        card = cream_card(surface, self.card)
        if self.evening is None:
            return
        scale = max(20, min(30, card.h // 24))
        draw_summary(surface, card.inflate(-40, -36), self.games, summary_title(self.evening), largest=scale,
                     ended=self.over)


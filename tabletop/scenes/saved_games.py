"""Continue (the unfinished games, each with Resume and Delete) and Games (every saved game,
finished ones too, each with Replay), newest first.

Each row says which game, who plays, how far it got and when it was last played. Deleting asks
first. A save that turns out to be damaged when resumed is set aside and the list says why.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel
from pygame_gui.windows import UIConfirmationDialog

from ..couch import resume
from ..language import _
from ..render import fonts
from ..storage.saves import delete_save, list_saves, read_save, set_aside
from ..storage.saves import replay as replay_save
from .base import Scene
from .common import felt
from .saved_words import row_words

ROW_H = 58
LABEL_SIZE = 18          # the theme's text size (app.py THEME), which the row labels use


class SavedGamesScene(Scene):
    def __init__(self, app, everything: bool = False):
        super().__init__(app)
        self.everything = everything    # Games: finished ones too, to replay
        self.page = 0
        self.note = ""
        self.rows: list = []
        self.confirm = None
        self.doomed = None

    def build(self):
        ui = self.app.ui
        w, h = self.app.size
        self.slots = resume.unfinished_games(self.app)
        if self.everything:
            self.slots += list_saves(finished=True)[0]
        title = _("Games") if self.everything else _("Continue a game")
        self.keep(UILabel(pygame.Rect(0, 24, w, 60), title, ui, object_id="@title"))
        width = min(900, w - 80)
        x = (w - width) // 2
        top = 110
        per_page = max(1, (h - top - 170) // ROW_H)
        pages = max(1, -(-len(self.slots) // per_page))
        self.page = min(self.page, pages - 1)
        shown = self.slots[self.page * per_page:(self.page + 1) * per_page]
        self.rows = []
        if not self.slots:
            none = _("No game is saved yet.") if self.everything else _("No unfinished game is saved.")
            self.keep(UILabel(pygame.Rect(x, top, width, 40), none, ui))
        buttons_w = 360 if self.everything else 250
        for i, slot in enumerate(shown):
            y = top + i * ROW_H
            self.keep(UILabel(pygame.Rect(x, y, width - buttons_w, 46), self.describe_row(slot, width - buttons_w - 8),
                              ui))
            play = None if slot.finished else self.keep(
                UIButton(pygame.Rect(x + width - 240, y, 130, 46), _("Resume"), ui))
            drop = self.keep(UIButton(pygame.Rect(x + width - 100, y, 100, 46), _("Delete"), ui))
            watch = None
            if self.everything and slot.path is not None:
                watch = self.keep(UIButton(pygame.Rect(x + width - 350, y, 100, 46), _("Replay"), ui))
            self.rows.append((slot, play, drop, watch))
        self.prev = self.next = None
        if pages > 1:
            self.prev = self.keep(UIButton(pygame.Rect(x, h - 150, 140, 44), _("Newer"), ui))
            self.next = self.keep(UIButton(pygame.Rect(x + width - 140, h - 150, 140, 44), _("Older"), ui))
            page = _("page {page} of {pages}", page=self.page + 1, pages=pages)
            self.keep(UILabel(pygame.Rect(x + 150, h - 150, width - 300, 44), page, ui, object_id="@note"))
            if self.page == 0:
                self.prev.disable()
            if self.page == pages - 1:
                self.next.disable()
        notice = self.note or getattr(self.app, "save_notice", "") or ""
        self.keep(UILabel(pygame.Rect(20, h - 100, w - 40, 30), notice, ui, object_id="@note"))
        self.back = self.keep(UIButton(pygame.Rect(w // 2 - 100, h - 64, 200, 50), _("Back"), ui, object_id="@big"))

    def describe_row(self, slot, width: int | None = None) -> str:
        """The row's words, made to fit `width` pixels of the label's font by naming fewer players."""
        return row_words(resume.title_of(slot), slot.names, slot.moves, slot.finished, slot.record.saved_at,
                         resume.is_live(self.app, slot), width=width,
                         measure=lambda words: fonts.font(LABEL_SIZE).size(words)[0])

    def rebuild(self):
        self.leave()
        self.build()
        self.app.invalidate()

    def resume(self, slot):
        if resume.is_live(self.app, slot):
            self.app.push(self.app.last_game)
            return
        found, why = resume.rebuild(slot)
        if found is None:
            self.note = why or ""
            self.rebuild()
            return
        match, config = found
        self.app.open("table", match.game, config, match=match)

    def replay(self, slot):
        """Step through the game from its save (rebuilt through the referee)."""
        try:
            replayed = replay_save(read_save(slot.path))
        except Exception as err:  # a damaged file: said here, set aside like any other
            self.note = set_aside(slot.path, err)
            self.rebuild()
            return
        self.app.open("replay", replayed)

    def ask_delete(self, slot):
        self.doomed = slot
        w, h = self.app.size
        rect = pygame.Rect(w // 2 - 220, h // 2 - 110, 440, 220)
        self.confirm = self.keep(UIConfirmationDialog(
            rect, _("Delete {game}? It cannot be brought back.", game=resume.describe(slot)), self.app.ui,
            window_title=_("Delete this game?"), action_short_name=_("Delete")))
        self.confirm.cancel_button.set_text(_("Cancel"))     # pygame-gui's own word, said in ours

    def delete(self, slot):
        if resume.is_live(self.app, slot):
            self.app.last_game = None
        if slot.path is not None and not delete_save(slot.path):
            self.note = _("That save could not be deleted.")
        self.rebuild()

    def handle(self, event):
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and event.ui_element is self.confirm:
            slot, self.doomed, self.confirm = self.doomed, None, None
            self.delete(slot)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for slot, play, drop, watch in self.rows:
                if play is not None and event.ui_element is play:
                    self.resume(slot)
                    return
                if event.ui_element is drop:
                    self.ask_delete(slot)
                    return
                if watch is not None and event.ui_element is watch:
                    self.replay(slot)
                    return
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.prev:
                self.page -= 1
                self.rebuild()
            elif event.ui_element is self.next:
                self.page += 1
                self.rebuild()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.confirm is None:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.rows \
                and self.confirm is None:
            first = self.rows[0]
            self.resume(first[0]) if first[1] is not None else self.replay(first[0])

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))

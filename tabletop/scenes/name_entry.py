"""Type-ahead for New game's seat names: the names played under on this machine, newest first, each with the
colour that stays theirs, in a short list under the name being typed (pygame-gui has no combo box).

Typing shows the remembered names that begin with what is typed (not those at another seat already); Down
(also on an entry with no list open: every remembered name) and Up choose one, Enter or Tab takes it (Tab the
first when none is chosen), Escape closes the list, and a tap on a name takes it. A name taken is announced as
a typed one is (UI_TEXT_ENTRY_CHANGED), so whatever follows the seats' names (the partners' line) follows it.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UIPanel

from ..evening.book import Book
from ..render.swatch import swatch

MOST = 5                # suggestions shown at once
ROW = 30                # a suggestion's height
PAD = 3


def remembered() -> list[tuple[str, int]]:
    """(name, colour) of everyone who played here, the most recent first; none when no history can be read."""
    try:
        return [(p.name, p.colour) for p in Book().people]
    except Exception:   # the history is a comfort: New game never fails for it
        return []


def suggestions_for(typed: str, people: list[tuple[str, int]], elsewhere: list[str], limit: int | None = None,
                    everyone: bool = False) -> list[tuple[str, int]]:
    """The remembered names to offer for `typed` (all of them with `everyone`), newest first: not the name as
    typed, not one at another seat, none longer than the entry takes."""
    typed = typed.strip()
    taken = {n.strip().casefold() for n in elsewhere}
    return [(name, colour) for name, colour in people
            if (everyone or name.casefold().startswith(typed.casefold())) and name != typed
            and name.casefold() not in taken and (limit is None or len(name) <= limit)][:MOST]


class NameSuggestions:
    """The list under one of a scene's name entries at a time (its widgets are the scene's while shown)."""

    def __init__(self, scene, entries: list, people: list[tuple[str, int]] | None = None):
        self.scene = scene
        self.entries = list(entries)
        self.people = remembered() if people is None else list(people)
        self.entry = None               # the entry the list is open under
        self.shown: list[tuple[str, int]] = []
        self.chosen: int | None = None
        self.buttons: list = []
        self.parts: list = []           # the panel, its buttons and swatches
        self._announced: tuple | None = None    # (entry, name) just taken: its change event opens nothing

    @property
    def is_open(self) -> bool:
        return self.entry is not None

    def names(self) -> list[str]:
        return [name for name, _colour in self.shown]

    # ----- showing -------------------------------------------------------------------------------------
    def open(self, entry, everyone: bool = False) -> None:
        elsewhere = [e.get_text() for e in self.entries if e is not entry]
        found = suggestions_for(entry.get_text(), self.people, elsewhere, getattr(entry, "length_limit", None),
                                everyone)
        self.close()
        if not found:
            return
        self.entry, self.shown, self.chosen = entry, found, (0 if everyone else None)
        ui = self.scene.app.ui
        _w, h = self.scene.app.size
        at = entry.get_abs_rect() if hasattr(entry, "get_abs_rect") else entry.rect
        height = len(found) * ROW + 2 * PAD
        top = at.bottom + 2 if at.bottom + 2 + height <= h - 4 else at.top - 2 - height   # upward near the bottom
        panel = UIPanel(pygame.Rect(at.x, top, at.w, height), starting_height=8, manager=ui)
        self.parts.append(self.scene.keep(panel))
        mark = ROW - 10
        for i, (name, colour) in enumerate(found):
            y = i * ROW
            image = UIImage(pygame.Rect(6, y + 5, mark, mark), swatch(colour, mark), ui, container=panel)
            button = UIButton(pygame.Rect(mark + 10, y, at.w - mark - 10 - 2 * PAD - 2, ROW), name, ui,
                              container=panel)
            self.parts += [self.scene.keep(image), self.scene.keep(button)]
            self.buttons.append(button)
        self._highlight()

    def close(self) -> None:
        for part in self.parts:
            part.kill()
            if part in self.scene.widgets:
                self.scene.widgets.remove(part)
        self.parts, self.buttons, self.shown = [], [], []
        self.entry, self.chosen = None, None

    def _highlight(self) -> None:
        for i, button in enumerate(self.buttons):
            button.select() if i == self.chosen else button.unselect()

    def take(self, i: int) -> None:
        """Put the i-th suggestion in the entry and say so as a typed change would."""
        entry, name = self.entry, self.shown[i][0]
        self.close()
        entry.set_text(name)
        entry.edit_position = len(name)
        self.scene.app.ui.set_focus_set(entry)
        self._announced = (entry, name)
        said = {"text": name, "ui_element": entry, "ui_object_id": entry.most_specific_combined_id}
        pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, said))

    # ----- input ---------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """True when the event was the list's (the scene does nothing more with it)."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            if self._announced == (event.ui_element, event.text):
                self._announced = None
                return False
            self._announced = None
            self.open(event.ui_element)
            return False            # the scene hears of the change too
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.take(self.buttons.index(event.ui_element))
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if self.is_open and not self._in_use():
            self.close()
        return False

    def _key(self, event) -> bool:
        if not self.is_open:
            focused = next((e for e in self.entries if e.is_focused), None)
            if focused is not None and event.key == pygame.K_DOWN:
                self.open(focused, everyone=True)
                return self.is_open
            return False
        if not self.entry.is_focused:
            self.close()
            return False
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            step = 1 if event.key == pygame.K_DOWN else -1
            now = -1 if self.chosen is None else self.chosen
            self.chosen = max(0, min(len(self.shown) - 1, now + step))
            self._highlight()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.chosen is None:
                self.close()
                return False
            self.take(self.chosen)
            return True
        if event.key == pygame.K_TAB:
            self.take(self.chosen or 0)
            return True
        if event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return False

    def _in_use(self) -> bool:
        """The entry or the list still has the focus (a tap on a name gives it to the name's button)."""
        focus = self.scene.app.ui.get_focus_set() or set()
        return self.entry in focus or any(part in focus for part in self.parts)

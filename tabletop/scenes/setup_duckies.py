"""New game's score duckies: "Each player chooses a ducky" (Savannah; Herds, where a team at four shares one).

Offered for any game whose adapter keeps score with duckies (`Adapter.score_duckies`), one menu per holder
(`Adapter.ducky_holders`: each seat, numbered as the seats are, or each team, by its letter), each with the
ducky's picture beside it. Choosing a ducky another holder has swaps the two (table/duckies.py `give`), so no two
ever hold the same one. Nobody choosing keeps the usual order, and the game's save gets no duckies at all.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UIImage, UILabel

from ..language import _
from ..table.duckies import duckies_for, give
from .setup_partners import LETTERS

ROW = 36
NOTE = 22
MENU_W, LABEL_W, PICTURE = 104, 18, 30


class DuckyChoice:
    """The menus, and the duckies chosen (kept by the scene through rebuilds while the holders stay the same)."""

    def __init__(self):
        self.choices: tuple[str, ...] = ()
        self.holders = 0
        self.chosen: list[str] = []
        self.menus: list = []
        self.pictures: list = []

    def height(self, adapter, players: int) -> int:
        return NOTE + ROW + 8 if adapter is not None and adapter.score_duckies else 0

    def choice(self) -> tuple[str, ...] | None:
        """The duckies chosen, one per holder; None when they are the usual order (nothing to keep in the save)."""
        usual = duckies_for(self.choices, None, self.holders)
        return tuple(self.chosen) if self.chosen and self.chosen != usual else None

    def build(self, scene, adapter, players: int, x: int, y: int, width: int) -> int:
        """The note and a menu per holder at (x, y); returns the y below them (y itself for a game without duckies)."""
        self.menus, self.pictures = [], []
        if adapter is None or not adapter.score_duckies:
            self.choices, self.holders, self.chosen = (), 0, []
            return y
        teams = adapter.teams(players)
        holders = len(adapter.ducky_holders(players))
        if (tuple(adapter.score_duckies), holders) != (self.choices, self.holders):
            self.choices, self.holders = tuple(adapter.score_duckies), holders
            self.chosen = duckies_for(self.choices, None, holders)      # a new game or size: the usual order
        ui = scene.app.ui
        note = _("Score duckies (each team chooses one):") if teams else _("Score duckies (each player chooses one):")
        scene.keep(UILabel(pygame.Rect(x, y, width, NOTE), note, ui, object_id="@note"))
        y += NOTE
        step = min(LABEL_W + MENU_W + PICTURE + 12, width // max(1, holders))
        menu_w = min(MENU_W, step - LABEL_W - PICTURE - 12)         # three holders in a narrow column: a gap each
        for k in range(holders):
            left = x + k * step
            mark = LETTERS[k] if teams else str(k + 1)
            scene.keep(UILabel(pygame.Rect(left, y, LABEL_W, ROW), mark, ui))
            options = [(adapter.ducky_words(d), d) for d in self.choices]
            menu = scene.keep(UIDropDownMenu(options, options[self.choices.index(self.chosen[k])],
                                             pygame.Rect(left + LABEL_W, y, menu_w, ROW), ui))
            self.menus.append(menu)
            picture = adapter.ducky_face(self.chosen[k], PICTURE - 4)
            self.pictures.append(scene.keep(UIImage(pygame.Rect(left + LABEL_W + menu_w + 3, y + 3, PICTURE - 4,
                                                                PICTURE - 4), picture, ui)))
        return y + ROW + 8

    def handle(self, scene, event) -> bool:
        """A ducky chosen: the holder takes it, whoever had it takes theirs; menus and pictures follow at once."""
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED or event.ui_element not in self.menus:
            return False
        k = self.menus.index(event.ui_element)
        picked = event.ui_element.selected_option
        ducky = picked[1] if isinstance(picked, tuple) else picked
        self.chosen = give(self.chosen, k, ducky)
        scene.collect()
        scene.rebuild()
        return True

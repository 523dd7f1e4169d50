"""New game's partners, for a game played in two teams of two (Herds at four: "make two teams of two players").

The engine seats teams by position (partners opposite: seats 1 and 3 against 2 and 4, HD-01); the people choose
who partners whom: "Partner of <the first seat>: [one of the other three]". The seats typed are then put in the
clockwise order that makes those teams, and New game says that order and the teams, so everyone knows where to
sit (rules/safari/RULES-savannah-herds-deducktion.md, Herds, "Decision (partners)"). Nobody choosing keeps the
order typed: the first seat's partner is the third, as before.
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UILabel

from ..language import _
from ..render import fonts

LETTERS = "AB"                 # the teams as the table names them ("Team A", the Herds panel's letters)
ROW = 36
LINES, LINE = 3, 21            # the seating words: at most three lines (four long names and two teams), each this high


def seating(teams: list[tuple[int, ...]], partner: int) -> list[int]:
    """The seats as typed (0..3), in the clockwise order that seats the first one with `partner`: the first team's
    places (0 and 2) take them, the other team's places take the other two in their typed order."""
    players = sum(len(t) for t in teams)
    rest = [p for p in range(1, players) if p != partner]
    order = [0] * players
    for place, typed in zip(teams[0], [0, partner], strict=True):
        order[place] = typed
    for place, typed in zip(teams[1], rest, strict=True):
        order[place] = typed
    return order


def pairs(teams) -> bool:
    """Teams this chooser can seat: two of two."""
    return teams is not None and len(teams) == 2 and all(len(t) == 2 for t in teams)


class PartnerChoice:
    """The partner menu and the seating line under New game's seats. Lives with the scene (the choice outlasts a
    rebuild); `build` makes its widgets each time, when the game at this size plays in teams."""

    def __init__(self):
        self.partner = 2                  # the first seat's partner, as typed (2: the order typed, as before)
        self.teams: list[tuple[int, ...]] | None = None
        self.menu = None
        self.label = None
        self.line = None
        self.place = None

    # the choice -----------------------------------------------------------------------------------
    def order(self, players: int) -> list[int]:
        """The typed seats in clockwise order (the order typed when there are no teams to make)."""
        if not pairs(self.teams) or players != 4:
            return list(range(players))
        return seating(self.teams, self.partner)

    def team_names(self, names: list[str]) -> list[list[str]]:
        """Each team's names, by the seats the chosen order gives them."""
        order = self.order(len(names))
        return [[names[order[p]] for p in team] for team in self.teams or ()]

    def words(self, names: list[str]) -> list[str]:
        """["Sit clockwise: …", "Team A: … & … · Team B: … & …"] for these names."""
        seated = [names[p] for p in self.order(len(names))]
        teams = [_("Team {letter}: {players}", letter=LETTERS[k], players=" & ".join(team))
                 for k, team in enumerate(self.team_names(names))]
        return [_("Sit clockwise: {seats}", seats=", ".join(seated)), " · ".join(teams)]

    # the widgets ----------------------------------------------------------------------------------
    def height(self, teams) -> int:
        """The room it needs under the seats: the menu and the lines of seating words (none without teams)."""
        return ROW + 8 + LINES * LINE if pairs(teams) else 0

    def build(self, scene, teams, x: int, y: int, width: int) -> int:
        """The widgets at (x, y) for `scene`'s seats (none without teams); returns the y below them."""
        self.teams, self.menu, self.label, self.line = teams, None, None, None
        if not pairs(teams) or len(scene.name_entries) != 4:
            return y
        self.place = (scene, x, y, width)
        self._menu()
        self.line = [scene.keep(UILabel(pygame.Rect(x, y + ROW + 4 + LINE * k, width, LINE), "", scene.app.ui,
                                        object_id="@note")) for k in range(LINES)]
        self._say(scene)
        return y + self.height(teams)

    def _menu(self) -> None:
        """"Partner of <name>:" and a menu of the other three (made again when a name is typed anew)."""
        scene, x, y, width = self.place
        names = scene.typed_names()
        said = _("Partner of {name}:", name=names[0])
        label_w = min(width - 150, fonts.font(19).size(said)[0] + 12)
        if self.label is None:
            self.label = scene.keep(UILabel(pygame.Rect(x, y, label_w, ROW), said, scene.app.ui))
        else:
            self.label.set_relative_position((x, y))
            self.label.set_dimensions((label_w, ROW))
            self.label.set_text(said)
        options = [(names[p], str(p)) for p in range(1, 4)]
        if self.menu is not None:
            self.menu.kill()
            scene.widgets.remove(self.menu)
        self.menu = scene.keep(UIDropDownMenu(options, options[self.partner - 1], pygame.Rect(x + label_w, y, 170, ROW),
                                              scene.app.ui))

    def handle(self, scene, event) -> bool:
        """A partner chosen, or a seat's name typed anew: the menu and the seating line follow at once."""
        if self.menu is None:
            return False
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.menu:
            picked = self.menu.selected_option
            self.partner = int(picked[1] if isinstance(picked, tuple) else picked)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in scene.name_entries:
            self._menu()
        else:
            return False
        self._say(scene)
        return True

    def _say(self, scene) -> None:
        _scene, _x, _y, width = self.place
        lines = [line for said in self.words(scene.typed_names()) for line in fonts.wrap(said, 16, width, "italic")]
        lines = lines[:LINES]
        for k, label in enumerate(self.line or ()):
            label.set_text(lines[k] if k < len(lines) else "")

"""New game's "Who starts" row ("Dealer", "First leader": as the game's book names who begins): at random, a seat by
its name, or the last game's winner or loser, each only where the box facts allow it (`who_starts.choices`: the
book or common practice), the winner and loser only when the open evening's last game was played by people who
sit at this table now. The rulebook's own sentence shows while the pointer rests on the row.

The choice becomes the engine's `first_player` option (the same option as `play --first-player N`; a dealer game's
offset applied, table/who_starts.py) and the rule the save keeps; at random leaves `first_player` unset, so the
engine's seeded draw decides and a seed deals as it always did."""

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UILabel

from ..evening.book import Book
from ..language import N_, _
from ..render import fonts
from ..table.who_starts import LastGame, rule_of, seat_for

ROLE_TITLES = {"first player": N_("Who starts"), "dealer": N_("Dealer"), "first leader": N_("First leader")}
RANDOM = "random"
LABEL_WIDTH = 160          # as New game's other rows: the label, then the menu from 170 px on
ROW_HEIGHT = 32           # a little lower than New game's other menus: its column is full at 1024x640
RISE = 4                   # ... and the row starts this far into the gap the row above leaves
NOTE_HEIGHT = 22          # as New game's notes
ONLY_WAY = N_("{role}: at random, as the rulebook says")     # a book that allows one way only (La Criatura)
TIP_WIDTH = 420            # the rulebook's sentence wraps at this width


class TippedMenu(UIDropDownMenu):
    """A drop-down menu that says `tip` while the pointer rests on it closed: pygame-gui makes the menu's face of
    buttons of its own, made anew each time it closes, and gives them no tool tip of the menu's."""

    tip: str | None = None

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        for button in self.faces():
            if button.tool_tip_text != self.tip:
                button.set_tooltip(self.tip, wrap_width=TIP_WIDTH)

    def faces(self) -> list:
        """The buttons the closed menu shows (they hold its tip)."""
        return [b for b in (getattr(self.current_state, n, None) for n in ("selected_option_button", "open_button"))
                if b is not None]


def last_game() -> LastGame | None:
    """The open evening's last finished game, or None (no evening going on, or no game finished in it yet)."""
    try:
        book = Book()
        evening = book.open_evening()
        games = book.games_of(evening.key) if evening is not None else []
    except Exception:  # the history is a convenience: New game opens without it
        return None
    if not games:
        return None
    game = games[-1]
    return LastGame.of([seat.name for seat in game.seats], game.scores, game.winners)


def offers(game_id: str, names: list[str], last: LastGame | None) -> list[tuple[str, str]]:
    """The menu's (words, choice) entries for a table of `names`: "random", "seat:N", "winner", "loser"."""
    allowed = rule_of(game_id).choices
    found = [(_("At random"), RANDOM)]
    if "seat" in allowed:
        found += [(name, f"seat:{i}") for i, name in enumerate(names)]
    for rule, one, several in (("winner", N_("Last game's winner: {name}"), N_("Last game's winners, by lot")),
                               ("loser", N_("Last game's loser: {name}"), N_("Last game's losers, by lot"))):
        seats = last.seats_now(rule, names) if rule in allowed and last is not None else []
        if seats:
            found.append((_(one, name=names[seats[0]]) if len(seats) == 1 else _(several), rule))
    return found


def hover_words(game_id: str) -> str:
    """What the row says on hover: the rulebook's sentence on who begins, or that it says nothing."""
    phrase = rule_of(game_id).phrase
    return _("The rulebook: “{phrase}”", phrase=_(phrase)) if phrase else _("The rulebook does not say who starts.")


class WhoStartsRow:
    """The row's widgets and the choice they hold (kept while New game is rebuilt; a new game starts at random)."""

    def __init__(self):
        self.choice = RANDOM
        self.game_id: str | None = None
        self.menu: TippedMenu | None = None
        self.last: LastGame | None = None
        self.entries: list[tuple[str, str]] = []
        self.label: UILabel | None = None
        self.tipped = False                   # a tip was on show when the window was drawn last

    @staticmethod
    def height(game_id: str) -> int:
        """How far the row reaches below where New game's column leaves off (build's y to its return)."""
        return (NOTE_HEIGHT if len(rule_of(game_id).choices) == 1 else ROW_HEIGHT) - RISE

    def build(self, scene, x: int, y: int, width: int, game_id: str, names: list[str]) -> int:
        """The label and menu at (x, y) in `width` px of New game's options column; returns the y below them. Where
        the book allows one way only, a line says so (a menu of one entry would offer nothing)."""
        if game_id != self.game_id:
            self.choice, self.game_id = RANDOM, game_id
        self.scene, self.menu, self.last, y = scene, None, last_game(), y - RISE
        title = _(ROLE_TITLES[rule_of(game_id).role])
        if len(rule_of(game_id).choices) == 1:
            self.choice, self.entries = RANDOM, offers(game_id, names, self.last)
            said = fonts.fit(_(ONLY_WAY, role=title), 16, width, "italic")
            self.label = scene.keep(UILabel(pygame.Rect(x, y, width, NOTE_HEIGHT), said, scene.app.ui,
                                            object_id="@note"))
            self.label.set_tooltip(hover_words(game_id), wrap_width=TIP_WIDTH)
            return y + NOTE_HEIGHT
        self.label = scene.keep(UILabel(pygame.Rect(x, y, LABEL_WIDTH, ROW_HEIGHT),
                                        fonts.fit(title, 19, LABEL_WIDTH), scene.app.ui))
        self.label.set_tooltip(hover_words(game_id), wrap_width=TIP_WIDTH)
        self.rect = pygame.Rect(x + LABEL_WIDTH + 10, y, width - LABEL_WIDTH - 10, ROW_HEIGHT)
        self._make_menu(names)
        return y + ROW_HEIGHT

    def _make_menu(self, names: list[str]) -> None:
        self.entries = offers(self.game_id, names, self.last)
        if self.choice not in [choice for _words, choice in self.entries]:
            self.choice = RANDOM                  # the seat or the winner is no longer at the table
        picked = next(entry for entry in self.entries if entry[1] == self.choice)
        self.menu = self.scene.keep(TippedMenu(self.entries, picked, self.rect, self.scene.app.ui))
        self.menu.tip = hover_words(self.game_id)

    def update(self) -> float | None:
        """While the pointer rests on the row, look again soon and draw when the tip comes or goes: pygame-gui makes
        it after a moment, and the app draws only when told. Seconds until the next look, or None."""
        parts = [p for p in (self.label, *(self.menu.faces() if self.menu is not None else [])) if p is not None]
        tipped = any(p.tool_tip is not None for p in parts)
        if tipped != self.tipped:
            self.tipped = tipped
            self.scene.app.invalidate()
        return 0.2 if any(p.hovered for p in parts) and not tipped else None

    def collect(self) -> None:
        """Read the menu back (before a rebuild or a start)."""
        if self.menu is not None and self.menu.alive():
            picked = self.menu.selected_option
            self.choice = picked[1] if isinstance(picked, tuple) else next(
                (choice for words, choice in self.entries if words == picked), RANDOM)

    def renamed(self, event, names: list[str]) -> None:
        """A seat's name typed anew: the menu names it at once (and the last game's people, as they sit now)."""
        if event.type != pygame_gui.UI_TEXT_ENTRY_CHANGED or self.menu is None or not self.menu.alive():
            return
        self.collect()
        self.menu.kill()
        self.scene.widgets.remove(self.menu)
        self._make_menu(names)

    def first_player(self, names: list[str], seed: int) -> tuple[int | None, str | None]:
        """(the engine's `first_player`, the rule the save keeps) for a table of `names` dealt with `seed`: (None,
        None) at random; a tie of the last game's winners (or losers) is settled by lot with the seed."""
        facts = rule_of(self.game_id)
        if self.choice.startswith("seat:"):
            seat, rule = int(self.choice.removeprefix("seat:")), "chosen"
        elif self.choice in ("winner", "loser"):
            seat, rule = seat_for(self.choice, self.last, names, seed), self.choice
        else:
            seat, rule = None, None
        if seat is None or not 0 <= seat < len(names):
            return None, None
        return facts.first_player(seat, len(names)), rule

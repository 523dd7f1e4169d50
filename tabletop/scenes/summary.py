"""Overlays on the table: the round summary and the final score screen (with Play again)."""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..couch.results import winners_line, with_hints
from ..evening.book import Book
from ..language import _
from ..render import fonts
from ..table import who_starts
from ..table.evening_sheet import games_line, people_of
from ..table.evening_table import draw_running
from ..table.overlays import draw_table, draw_tip
from ..table.summary import TABLE, TITLE, draw_summary, summary_height
from .base import Scene
from .common import draw_dialog


class _Overlay(Scene):
    """Ignores keys for a moment after it appears, so a key meant for the table cannot dismiss it."""

    opaque = False
    GUARD = 0.8

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.age = 0.0

    def ready(self, event) -> bool:
        return self.age >= self.GUARD or event.type == pygame_gui.UI_BUTTON_PRESSED

    rows = 0                         # table rows the panel holds (it grows for ten seats, up to the window)

    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        r = pygame.Rect(0, 0, min(820, w - 80), min(max(520, 200 + (self.rows + 1) * 32), h - 40))
        r.center = (w // 2, h // 2)
        return r

    def draw_panel(self, surface):
        return draw_dialog(surface, self.panel())


class SummaryScene(_Overlay):
    """Between rounds: why the round ended and where everyone's points came from (table/summary.py). Closes on a
    tap, a key or (bots only) by itself."""

    extra = 0                        # pixels of the reason under the title

    @property
    def scale(self) -> float:
        """How much larger than at a laptop's 1280x800 the dialog and its type are (read from the couch)."""
        w, h = self.app.size
        return max(1.0, min(w / 1280, h / 800))

    def panel(self) -> pygame.Rect:
        """As tall as its words: the title, the reason, the table and the button."""
        w, h = self.app.size
        k = self.scale
        need = 22 + round(TITLE * k) + 12 + self.extra + 14 + (self.rows + 1) * (round(TABLE * k) + 14) + 110
        r = pygame.Rect(0, 0, min(round(820 * k), w - 80), min(max(round(340 * k), need), h - 40))
        r.center = (w // 2, h // 2)
        return r

    def __init__(self, app, table, auto: float | None = None):
        super().__init__(app, table)
        self.auto = auto

    def build(self):
        summary = self.table.round_summary()
        self.rows = len(summary.rows) if summary is not None else 0
        self.extra = summary_height(summary, self.panel().w - 60, self.scale) if summary is not None else 0
        r = self.panel()
        label = _(self.table.adapter.next_label)      # a message id (N_ in the adapter): said in the language now
        self.ok = self.keep(UIButton(pygame.Rect(r.centerx - 110, r.bottom - 76, 220, 54), label, self.app.ui,
                                     object_id="@big"))

    def handle(self, event):
        if not self.ready(event):
            return
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE,
                                                               pygame.K_KP_ENTER)):
            self.app.pop()

    def table_waits(self) -> str | None:
        if self.auto is None:
            return _("The laptop shows the round's summary until someone closes it.")
        return _("The laptop shows the round's summary for a few seconds.")

    def update(self, dt):
        self.age += dt
        if self.auto is None:
            return None if self.age >= self.GUARD else self.GUARD - self.age
        self.auto -= dt
        if self.auto <= 0:
            self.app.pop()
            return None
        return self.auto

    def draw(self, surface):
        summary = self.table.round_summary()  # from the view of whoever is in front of the screen now
        r = self.draw_panel(surface)
        if summary is None:
            return
        with fonts.within(r, "summary"):
            draw_summary(surface, pygame.Rect(r.x, r.y, r.w, r.h - 90), summary, self.scale)   # above the button


class ResultsScene(_Overlay):
    """The final score: stamps, bonuses, coin tie-break, the winner; Play again, Replay or the menu. A cell that
    says more than it shows ("9 out") says it while the pointer rests on it (or a finger touches it). A game of an
    evening has a second tab, Tonight: the evening's score sheet with this game in it (Tab or a tap switches)."""

    pointer: tuple[int, int] | None = None
    notes: tuple = ()                # (rect, words) of the cells drawn last with more to say
    tonight = False                  # the Tonight tab is open
    tabs: tuple = ()                 # (rect, showing Tonight) of the tabs drawn last

    def evening_games(self) -> list:
        """The evening's finished games, this one included (Match.save entered it before this opened)."""
        evening = self.table.session.match.record.evening
        return Book().games_of(evening) if evening else []

    def build(self):
        self.games = self.evening_games()
        self.rows = max(len(self.table.adapter.final_table(self.table.view, self.table.session.result())[1]),
                        len(people_of(self.games)) + 2 if self.games else 0)
        r = self.panel()
        ui = self.app.ui
        self.again = self.keep(UIButton(pygame.Rect(r.centerx - 355, r.bottom - 76, 220, 54), _("Play again"), ui,
                                        object_id="@big"))
        self.watch = self.keep(UIButton(pygame.Rect(r.centerx - 110, r.bottom - 76, 220, 54), _("Replay"), ui,
                                        object_id="@big"))
        self.menu = self.keep(UIButton(pygame.Rect(r.centerx + 135, r.bottom - 76, 220, 54), _("Menu"), ui,
                                       object_id="@big"))
        self.menu.select()      # the default for Enter: a game is never thrown away (or started) by a key

    def update(self, dt):
        self.age += dt
        if self.table.series_left > 0:       # `play --games N`: the next game of the series starts by itself
            wait = max(self.GUARD, self.table.pace) - self.age
            if wait <= 0:
                self.play_again()
                return None
            return wait
        return None if self.age >= self.GUARD else self.GUARD - self.age

    def handle(self, event):
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.point_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tab = next((tonight for rect, tonight in self.tabs if rect.collidepoint(event.pos)), None)
            if tab is not None:
                self.show_tonight(tab)
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.games:
            self.show_tonight(not self.tonight)
            return
        if not self.ready(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.again:
                self.play_again()
            elif event.ui_element is self.watch:
                self.replay()
            elif event.ui_element is self.menu:
                self.to_menu()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.to_menu()

    def show_tonight(self, tonight: bool) -> None:
        if tonight != self.tonight:
            self.tonight = tonight
            self.app.invalidate()

    def point_at(self, pos) -> None:
        """The pointer moved: draw again when it comes onto or leaves a cell with more to say."""
        before = self.noted(self.pointer)
        self.pointer = pos
        if self.noted(pos) != before:
            self.app.invalidate()

    def noted(self, pos):
        """The (rect, words) of the cell under `pos` that has more to say, or None."""
        return next((n for n in self.notes if pos is not None and n[0].collidepoint(pos)), None)

    def play_again(self):
        """The same seats again with a new deal; the phones keep their links and move on to it by themselves."""
        import random

        session = self.table.session
        old, record = session.config, session.match.record
        seed, result = random.randrange(1, 10**6), session.result()
        options = who_starts.again(old.game_id, record.who_starts, old.options, [s.name for s in old.seats],
                                   result.scores, result.winners, seed)   # "after the winner": the winner begins
        teaching = record.teaching
        config = type(old)(old.game_id, list(old.seats), seed, options, teach=bool(teaching and teaching.on),
                           evening=record.evening, duckies=old.duckies, who_starts=record.who_starts)
        match = session.match.again(config.seed, config.options)
        if self.table.phones is not None:
            self.table.phones.stop(next_game=True)     # before the next game listens at the same address
        self.app.home()
        self.app.open("table", self.table.session.game, config, pace=self.table.pace_override, match=match,
                      quit_when_over=self.table.quit_when_over, series=max(0, self.table.series_left - 1))

    def replay(self):
        """Step through the game just played (its states are all still here)."""
        from ..storage.saves import Replayed

        match = self.table.session.match
        self.app.open("replay", Replayed(match.game, match.snapshot(), list(match.states), list(match.moves)))

    def to_menu(self):
        self.app.home()

    def draw(self, surface):
        r = self.draw_panel(surface)
        session = self.table.session
        result = session.result()
        headers, rows = with_hints(*self.table.adapter.final_table(self.table.view, result), session.match.hints_used())
        title = winners_line([session.name(w) for w in result.winners])
        size = fonts.fitting_size(title, 32, r.w - 40, least=16, step=2)
        self.notes = []
        if not self.games:
            fonts.blit_text(surface, _("Final score"), 22, (r.centerx, r.y + 16), (90, 70, 30), "bold",
                            anchor="midtop")
        else:
            self.draw_tabs(surface, r)
            if self.tonight:
                with fonts.within(r, "summary"):
                    draw_running(surface, pygame.Rect(r.x + 16, r.y + 56, r.w - 32, r.h - 56 - 90), self.games)
                return
        fonts.blit_text(surface, fonts.fit(title, size, r.w - 40, "bold"), size, (r.centerx, r.y + 46),
                        (40, 30, 10), "bold", anchor="midtop")
        draw_table(surface, pygame.Rect(r.x, r.y + 110, r.w, r.h - 190), headers, rows,
                   highlight_rows=tuple(result.winners), notes=self.notes)
        hovered = self.noted(self.pointer)
        if hovered is not None:
            draw_tip(surface, hovered[1], hovered[0])

    def draw_tabs(self, surface, r: pygame.Rect) -> None:
        """Two tabs where the title was: this game's final score and Tonight (the evening so far)."""
        labels = [(_("Final score"), False), (_("Tonight: {games}", games=games_line(self.games)), True)]
        size = 20
        widths = [fonts.font(size, "bold").size(words)[0] + 36 for words, _tonight in labels]
        x = r.centerx - (sum(widths) + 10) // 2
        self.tabs = []
        for (words, tonight), width in zip(labels, widths, strict=True):
            tab = pygame.Rect(x, r.y + 10, width, size + 14)
            on = tonight == self.tonight
            pygame.draw.rect(surface, (232, 205, 140) if on else (238, 232, 214), tab, border_radius=10)
            pygame.draw.rect(surface, (150, 120, 60) if on else (200, 185, 150), tab, 2, border_radius=10)
            with fonts.within(tab, "button"):
                fonts.blit_text(surface, words, size, tab.center, (40, 30, 10) if on else (110, 95, 70), "bold",
                                anchor="center")
            self.tabs.append((tab, tonight))
            x += width + 10

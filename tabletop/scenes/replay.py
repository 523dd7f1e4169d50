"""Replay: any saved game, step by step, drawn by its own table.

Every state is rebuilt through the referee from the save's setup and moves (storage/saves.py
`replay`), so a replay shows exactly what was played. Step with the buttons, the arrow keys or the
slider, or let it play at a chosen speed; each step says in words what happened, and a step that
ends a round shows the round's summary. While a game is unfinished only the public table is shown
(nobody's hand); once it is finished any seat's view may be chosen, and a bot's move says what that bot
weighed ("Why?", W, or a tap on the step's words: scenes/why.py).
"""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UIHorizontalSlider

from ..games import make_adapter
from ..language import N_, _, key_of, shown
from ..render import fonts, safe
from ..table.frame import make_frame
from ..table.log import Narrator, log_lines
from ..table.painter import Marks, Painter
from ..table.pieces import Board
from ..table.summary import draw_summary, summary_height
from ..table.who_starts import opening_lines
from .base import Scene
from .why import draw_why, has_why, why_at, why_words

SPEEDS = {N_("½ step a second"): 0.5, N_("1 step a second"): 1.0, N_("2 steps a second"): 2.0,
          N_("5 steps a second"): 5.0}        # message ids: the menu says them in the chosen language
PUBLIC = N_("The table (public)")
BAR = (14, 36, 26)
INK = (245, 240, 220)


def open_upward_if_cramped(menu: UIDropDownMenu, options: int, window_h: int) -> None:
    """A drop-down opens upward when its options would not fit below it in the window (the replay's
    bar is at the bottom: opening down they would fall off the window, out of reach)."""
    rect = menu.get_relative_rect()
    if window_h - rect.bottom >= options * rect.h:
        return
    menu.expand_direction = "up"
    for state in menu.menu_states.values():
        state.expand_direction = "up"
    menu.rebuild()


def seat_note(finished: bool, seat: int | None, names: list[str]) -> str:
    """What the replay says when a seat's view was asked for a game that is not over: only the public
    table is shown (nobody's hand while the game can still be played on)."""
    if finished or seat is None:
        return ""
    if 0 <= seat < len(names):
        return _("This game is not finished, so the replay shows only the public table, not {who}'s view "
                 "(any seat's view once the game is over).", who=names[seat])
    return _("This game is not finished, so the replay shows only the public table, not the view of seat {seat} "
             "(any seat's view once the game is over).", seat=seat)


class ReplayScene(Scene):
    def __init__(self, app, replayed, step: int | None = None, seat: int | None = None):
        super().__init__(app)
        self.game = replayed.game
        self.record = replayed.record
        self.states = replayed.states
        self.moves = replayed.moves
        self.finished = self.record.finished or self.game.is_over(self.states[-1])
        self.names = [s.name for s in self.record.seats]
        self.adapter = make_adapter(self.game.id, self.game)
        self.adapter.names = list(self.names)
        self.adapter.duckies = tuple(self.record.duckies or ())
        self.painter = Painter(self.adapter)
        self.narrator = Narrator(self.adapter.narrate)
        self.board = Board()
        self.step = len(self.moves) if step is None else max(0, min(step, len(self.moves)))
        self.seat = seat if (self.finished and seat is not None and 0 <= seat < len(self.names)) else None
        self.note = seat_note(self.finished, seat, self.names)    # a seat asked for and not shown: why
        self.playing = False
        self.speed = 1.0
        self.timer = 0.0
        self.version = 0
        self.widgets_at = None
        self.why_open = False               # the why of each bot's move, as the steps go by (finished games only)
        self.whys: dict[int, object] = {}   # move number -> what its bot weighed (a recomputed one takes a moment)
        self.words_rect = pygame.Rect(0, 0, 0, 0)   # the bar's line saying the step: a tap on it asks why
        self.why_button = None

    # what is shown -------------------------------------------------------------------------------
    @property
    def view(self):
        return self.game.view(self.states[self.step], self.seat)

    def said(self) -> list[str]:
        """What this step did, in words, as the chosen seat (or the table) saw it."""
        if self.step == 0:
            return [_("The game is set up.")]
        before = len(self.game.view(self.states[self.step - 1], self.seat).events)
        lines = [line for line in map(self.narrator, self.view.events[before:]) if line]
        mover = self.names[self.moves[self.step - 1].seat]
        return lines or [_("{who} made a move this view does not show.", who=mover)]

    def summary(self):
        """The round summary when this step closes a round (as the table shows it between rounds)."""
        if self.step == 0:
            return None
        before = len(self.game.view(self.states[self.step - 1], self.seat).events)
        view = self.view
        return self.adapter.round_summary(view, view.events[before:])

    def why(self):
        """What the bot that made this step's move weighed (None: a person's move, the setup, an unfinished game)."""
        if not self.finished or self.step == 0:
            return None
        at = self.step - 1
        if at not in self.whys:
            self.whys[at] = why_at(self, at)
        return self.whys[at]

    def toggle_why(self) -> None:
        self.why_open = not self.why_open and self.why() is not None
        self.app.invalidate()

    def table_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(0, 0, w, h - self.bar_height())

    def bar_height(self) -> int:
        return round(make_frame(self.app.size).unit * 5.4)

    def go(self, step: int, animate: bool = True) -> None:
        step = max(0, min(step, len(self.moves)))
        animate = animate and abs(step - self.step) == 1
        self.step = step
        self.version += 1
        pieces = self.painter.lay_out(self.view, self.table_rect().size)
        self.board.duration = 0.25
        self.board.place(pieces, animate)
        if not animate:
            self.board.finish()
        if getattr(self, "slider", None) is not None and self.slider.get_current_value() != step:
            self.slider.set_current_value(step)
        if self.why_button is not None:      # whether there is one, not the why itself: it is worked out when asked
            self.why_button.enable() if self.finished and step and has_why(self, step - 1) else \
                self.why_button.disable()
        self.app.invalidate()

    # widgets -------------------------------------------------------------------------------------
    def build(self):
        ui = self.app.ui
        w, h = self.app.size
        unit = make_frame(self.app.size).unit
        bar = pygame.Rect(0, h - self.bar_height(), w, self.bar_height())
        y = bar.bottom - round(unit * 2.6)
        bh = round(unit * 2.2)
        x = unit
        self.controls = {}
        for name, label in (("first", "|<"), ("back", "<"), ("play", self.play_label()),
                            ("next", ">"), ("last", ">|")):
            bw = max(bh, fonts.font(unit, "bold").size(label)[0] + unit * 2)
            self.controls[name] = self.keep(UIButton(pygame.Rect(x, y, bw, bh), label, ui))
            x += bw + unit // 2
        self.speed_menu = self.keep(UIDropDownMenu(shown(SPEEDS), _(self._speed_label()),
                                                   pygame.Rect(x, y, unit * 11, bh), ui))
        x += unit * 11 + unit // 2
        seats = [_(PUBLIC)] + (self.names if self.finished else [])
        chosen = _(PUBLIC) if self.seat is None else self.names[self.seat]
        self.seat_menu = self.keep(UIDropDownMenu(seats, chosen, pygame.Rect(x, y, unit * 12, bh), ui))
        if not self.finished:
            self.seat_menu.disable()        # an unfinished game: nobody's hand, only the public table
        for menu, options in ((self.speed_menu, SPEEDS), (self.seat_menu, seats)):
            open_upward_if_cramped(menu, len(options), h)
        x += unit * 12 + unit // 2
        self.close = self.keep(UIButton(pygame.Rect(w - unit * 7, y, unit * 6, bh), _("Close"), ui))
        right = w - unit * 8
        self.why_button = None
        if self.finished:                    # what a bot weighed names its hand: never offered while it can play on
            label = _("Why?")
            bw = max(unit * 5, fonts.font(unit, "bold").size(label)[0] + unit * 2)
            right -= bw + unit // 2
            self.why_button = self.keep(UIButton(pygame.Rect(right + unit // 2, y, bw, bh), label, ui))
        self.slider = self.keep(UIHorizontalSlider(pygame.Rect(x, y + bh // 6, right - x, bh * 2 // 3),
                                                   self.step, (0, max(1, len(self.moves))), ui))
        self.go(self.step, animate=False)

    def _speed_label(self) -> str:
        return next(k for k, v in SPEEDS.items() if v == self.speed)

    def play_label(self) -> str:
        return _("Pause") if self.playing else _("Play")

    def resize(self, size) -> None:
        super().resize(size)
        self.painter.invalidate()

    # input ---------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.close:
                self.app.pop()
                return
            if event.ui_element is self.why_button:
                self.toggle_why()
                return
            for name, button in self.controls.items():
                if event.ui_element is button:
                    self.press(name)
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.note = ""
            self.go(int(event.value), animate=False)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.speed_menu:
                self.speed = SPEEDS.get(key_of(SPEEDS, event.text), self.speed)
            elif event.ui_element is self.seat_menu and self.finished:
                self.seat = None if event.text == _(PUBLIC) else self.names.index(event.text)
                self.adapter.forget()             # another seat's view: the last one's notepad closes
                self.board.clear()
                self.go(self.step, animate=False)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.tap(event.pos)
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: "back", pygame.K_RIGHT: "next", pygame.K_HOME: "first", pygame.K_END: "last",
                    pygame.K_SPACE: "play"}
            if event.key == pygame.K_ESCAPE:
                if self.why_open:
                    self.toggle_why()
                elif self.adapter.dismiss():
                    self.go(self.step, animate=False)
                else:
                    self.app.pop()
            elif event.key in keys:
                self.press(keys[event.key])
            elif event.key == pygame.K_w:
                self.toggle_why()
            elif self.adapter.on_key(self.view, event.key):      # a game's own key (N: the seat's notepad)
                self.go(self.step, animate=False)

    def tap(self, pos) -> None:
        """A tap on the table's own buttons and marks that are not moves (the notepad's button and cells): the
        adapter answers it from the view shown, as at the table. Pieces are only looked at here."""
        if self.words_rect.collidepoint(pos):
            self.toggle_why()                # the step's words: a tap asks why the bot did it
            return
        if not self.table_rect().collidepoint(pos):
            return
        hit = next((h for h, r in self.painter.hotspots.items() if r.collidepoint(pos)), None)
        if hit is not None and self.adapter.on_tap(self.view, hit):
            self.go(self.step, animate=False)

    def press(self, name: str) -> None:
        self.note = ""                      # said once: the first step taken puts it away
        if name == "play":
            if self.step >= len(self.moves):
                self.go(0, animate=False)
            self.playing = not self.playing
            self.timer = 0.0
            self.controls["play"].set_text(self.play_label())
            return
        self.playing = False
        self.controls["play"].set_text(self.play_label())
        self.go({"first": 0, "back": self.step - 1, "next": self.step + 1, "last": len(self.moves)}[name])

    def update(self, dt: float):
        waits = []
        if self.board.update(dt):
            self.app.invalidate()
            waits.append(0.0)
        if self.playing:
            self.timer += dt
            if self.timer >= 1.0 / self.speed:
                self.timer = 0.0
                self.go(self.step + 1)
                if self.step >= len(self.moves):
                    self.playing = False
                    self.controls["play"].set_text(self.play_label())
            waits.append(max(0.0, 1.0 / self.speed - self.timer))
        return min(waits) if waits else None

    # drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        area = self.table_rect()
        table = surface.subsurface(area)
        view = self.view
        lines = [*opening_lines(self.game, self, view.seat, self.adapter.name),   # who began, and why
                 *log_lines(self.game, self.narrator, view)]
        self.painter.draw(table, view, self.board, lines,
                          Marks(controls=False, message=(self.note, "", "info") if self.note else None),
                          ("replay", self.version, self.seat))
        bar = pygame.Rect(0, area.bottom, surface.get_width(), surface.get_height() - area.bottom)
        pygame.draw.rect(surface, BAR, bar)
        unit = make_frame(self.app.size).unit
        if self.seat is None:
            head = _("Step {step} of {steps} · as the table saw it", step=self.step, steps=len(self.moves))
        else:
            head = _("Step {step} of {steps} · as {who} saw it", step=self.step, steps=len(self.moves),
                     who=self.names[self.seat])
        if not self.finished:
            head += " · " + _("unfinished: only the public table")
        fonts.blit_text(surface, head, max(13, unit - 3), (unit, bar.y + 4), (170, 190, 176), "bold")
        words = "  ·  ".join(line.rstrip(".") for line in self.said())   # one step may say several things
        line = fonts.fit(words, unit, bar.w - 2 * unit, "bold")
        self.words_rect = fonts.blit_text(surface, line, unit, (unit, bar.y + unit + 8), INK, "bold")
        why = self.why() if self.why_open else None
        if why is not None:
            frame = self.painter.frame
            play = frame.play.clip(area) if frame is not None else area   # beside the side panel: its log readable
            draw_why(surface, play if play.w > unit * 20 else area, *why_words(self.adapter, why), unit)
            return
        summary = self.summary()
        if summary is not None:
            self._draw_summary(surface, area, summary, unit)

    @staticmethod
    def _draw_summary(surface, area, summary, unit) -> None:
        width = min(area.w - 80, unit * 40)
        high = unit * 5 + (len(summary.rows) + 1) * unit * 2 + summary_height(summary, width - 60)
        panel = pygame.Rect(0, 0, width, min(area.h - 80, high))
        panel.center = area.center
        shade = safe.surface(*panel.size)
        pygame.draw.rect(shade, (250, 245, 230, 240), shade.get_rect(), border_radius=18)
        surface.blit(shade, panel)
        draw_summary(surface, panel, summary, scale=max(1.0, unit / 18))

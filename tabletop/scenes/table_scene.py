"""The table: shows one seat's view, turns gestures and keys into moves, paces the bots.

Generic: everything game-specific comes from the adapter (games/base.py), drawn through the
painter (table/painter.py) from the zones the adapter declares. The screen shows only
`view(state, viewer)`; legal moves come from `legal_moves`, indexed by the adapter's grips, so the
highlighting of drop targets, tap-tap, keyboard play and validation all use one lookup.
"""

import random

import pygame

from rules import IllegalMove

from ..couch.news import private_news
from ..couch.table_couch import CouchTable
from ..games import make_adapter
from ..table.bots import BotTurn, BotWorker, InstantTurn, SearchSeat, make_seat_bot
from ..table.gestures import Gestures
from ..table.grips import MoveIndex, Prompt
from ..table.input import TableInput
from ..table.log import LogLine, Narrator, log_lines
from ..table.painter import Marks, Painter
from ..table.pieces import Board
from ..table.session import GameConfig, Session
from .base import Scene

MESSAGE_SECONDS = 6.0
BOT_STALL = 1 / 30
BOTS_ONLY_HOLD = 1.6       # how long a finished trick stays when nobody at the table needs to tap


class TableScene(TableInput, Scene):
    def __init__(self, app, game, config: GameConfig, pace: float | None = None, quit_when_over: bool = False,
                 match=None):
        super().__init__(app)
        self.session = Session(game, config, match=match, autosave=getattr(app, "autosave", True))
        self.adapter = make_adapter(config.game_id, game)
        self.adapter.names = [s.name for s in config.seats]
        self.adapter.match = self.session.match   # private notes are kept with the game's save
        self.painter = Painter(self.adapter)
        self.narrator = Narrator(self.adapter.narrate)  # names can change only with a new table
        self.board = Board()
        self.gestures = Gestures(self)
        self.bots = {i: make_seat_bot(s.kind, seed=config.seed * 1009 + i)
                     for i, s in enumerate(config.seats) if s.is_bot}
        self.worker = BotWorker()      # search bots think in a process of their own (started when needed)
        self.pace_override = pace
        self.quit_when_over = quit_when_over
        self.couch = CouchTable(self)  # hot seat, undo, F1 rules, sounds
        self.viewer = self.couch.hotseat.viewer
        self.log: list[LogLine] = []   # derived from the viewer's view on every refresh, never kept across viewers
        self.log_cut: int | None = None
        self.message: tuple[str, str, str] | None = None
        self.message_left = 0.0
        self.selected: str | None = None
        self.drag: dict | None = None
        self.prompt: Prompt | None = None
        self.prompt_focus = 0
        self.standing: Prompt | None = None
        self.zoom = None
        self.zoom_id = None
        self.focus: str | None = None
        self.bot_turn: BotTurn | None = None
        self.bot_seat: int | None = None
        self.since_move = 0.0
        self.hold = 0.0
        self.news: list[str] | None = None   # what the last move showed its maker alone, held until they tap
        self.pending_summary = None
        self.finished = False
        self.buttons: list = []
        self.view = None
        self.version = 0
        self.index = MoveIndex([], self.adapter.grip)
        app.last_game = self
        self.refresh(animate=False)

    # pacing ----------------------------------------------------------------------------------
    @property
    def pace(self) -> float:
        return self.app.settings.bot_delay if self.pace_override is None else self.pace_override

    @property
    def anim(self) -> float:
        return 0.0 if self.pace_override == 0 else self.app.settings.animation_factor

    # state -> screen -------------------------------------------------------------------------
    def my_moves(self) -> list:
        acting = self.session.to_act()
        if self.viewer is None or self.viewer not in acting or self.viewer in self.bots:
            return []
        return self.session.legal_moves(self.viewer)

    def refresh(self, animate: bool = True) -> None:
        viewer = self.couch.choose_viewer()  # hot seat: may raise the pass-the-laptop curtain
        if viewer != self.viewer:
            self.forget_viewer()
            animate = False
        self.viewer = viewer
        self.view = self.session.view(viewer)
        self.tell_log()
        self.version += 1
        pieces = self.painter.lay_out(self.view, self.app.size)   # first: grips may read the view laid out
        moves = self.my_moves()
        self.index = MoveIndex(moves, self.adapter.grip)
        self.standing = self.adapter.standing_prompt(self.view, moves) if moves else None
        grips = [(h, self.index.label(h) or h.split(":", 1)[1].capitalize())
                 for h in self.index.sources() if h.startswith("button:")]
        self.buttons = self.painter.action_buttons(grips)
        if self.selected and not (self.index.has_source(self.selected) or self.adapter.draggable(self.view,
                                                                                                 self.selected)):
            self.selected = None
        if self.focus and not self.index.has_source(self.focus) and self.focus not in self.targets(
                self.selected or ""):
            self.focus = None
        for p in pieces:
            if p.handle is not None and p.handle == self.selected:
                p.lift = max(8, p.rect.h // 8)
        self.board.duration = 0.3 * self.anim
        self.board.place(pieces, animate and self.anim > 0)
        self.app.invalidate()

    def tell_log(self) -> None:
        """The log from the viewer's view, as far as the adapter lets it run ahead of the table (log_cut)."""
        self.log_cut = self.adapter.log_cut(self.view)
        view = self.view
        if self.log_cut is not None and self.log_cut < len(view.events):
            view = view.model_copy(update={"events": view.events[:self.log_cut]})
        self.log = log_lines(self.session.game, self.narrator, view, self.session.match.taken_back,
                             self.session.name)

    def resize(self, size) -> None:
        self.refresh(animate=False)
        self.board.finish()

    def enter(self) -> None:
        super().enter()
        self.refresh(animate=False)

    def forget_viewer(self) -> None:
        """Another person is in front of the screen: nothing drawn for the last one may stay."""
        self.message = None
        self.selected = self.focus = self.drag = self.prompt = None
        self.zoom = self.zoom_id = None
        self.hold = 0.0
        self.news = None
        self.gestures.cancel()
        self.adapter.forget()
        self.painter.log.back = 0
        self.board.clear()
        self.repaint()

    def repaint(self) -> None:
        """Drop the cached layers, so the next frame draws every panel and word again."""
        self.painter.invalidate()
        self.app.invalidate()

    @property
    def narration(self) -> list[str]:
        """The log as plain lines (a taken-back move says so)."""
        return [f"{line.text} (taken back)" if line.taken_back else line.text for line in self.log]

    @property
    def hotspots(self) -> dict:
        return self.painter.hotspots

    # moves ------------------------------------------------------------------------------------
    def show_reason(self, reason: str, rule: str = "", tone: str = "refusal") -> None:
        self.message = (reason, rule, tone)
        self.message_left = MESSAGE_SECONDS
        self.app.invalidate()

    def perform(self, move) -> bool:
        viewer = self.viewer
        before = len(self.session.view(viewer).events)
        try:
            self.session.apply(move)
        except IllegalMove as err:
            self.show_reason(self.adapter.say(err.reason), err.rule)
            return False
        after = self.session.view(viewer)
        new = after.events[before:]
        self.couch.after_move(new)
        self.message = None
        self.selected = None
        self.prompt = None
        self.drag = None
        self.since_move = 0.0
        self.zoom = self.zoom_id = None
        self.hold = self._hold_for(new)
        if self.hold <= 0:
            self.adapter.release_hold()
        self._show_news(move, viewer, new)
        closes_round = self.adapter.round_summary(after, new) is not None
        if closes_round and not self.session.over and (self.anim > 0 or self.pace > 0):
            self.pending_summary = True
        self.refresh()
        return True

    def _hold_for(self, events) -> float:
        """How long what just finished stays on screen: until the person taps (their Settings), a few
        seconds, or not at all when the table runs at full speed."""
        seconds = self.adapter.hold(events)
        if seconds <= 0 or (self.anim <= 0 and self.pace <= 0):
            return 0.0
        if not self.session.humans():
            return BOTS_ONLY_HOLD * max(self.anim, 0.5)
        if not self.adapter.hold_waits:
            return seconds * max(self.anim, 0.5)      # a glance (cards turned back): any tap ends it sooner
        wait = self.app.settings.results_seconds
        return float("inf") if wait is None else wait

    def _show_news(self, move, viewer, events) -> None:
        """A move that showed its maker something private (a card drawn, a stack taken, a card passed to
        them) holds the table for them, the news in a banner, until they tap: only then may the curtain
        come for the next person. Read from the mover's own view, like everything drawn for them."""
        humans = self.session.humans()
        if viewer is None or move.seat != viewer or viewer not in humans or len(humans) < 2:
            return
        if viewer in self.session.to_act():
            return                        # they act again: the news stays in front of them anyway
        if not any(e.to is not None for e in events):
            return
        states = self.session.match.states
        news = private_news(self.session.game, states[-2], move, states[-1])
        lines = [words for words in (self.narrator(e) for e in news) if words]
        if not lines:
            return                        # nothing private, or only their own choice told back to them
        self.news = lines
        self.hold = float("inf")

    def end_hold(self) -> None:
        self.hold = min(self.hold, 0.01)
        self.app.invalidate()

    def decide(self, moves: list) -> None:
        if not moves:
            return
        if len(moves) == 1:
            self.perform(moves[0])
            return
        self.prompt = self.adapter.ask(self.view, moves)
        self.prompt_focus = 0
        self.app.invalidate()

    def sources(self) -> list[str]:
        """What may be picked up: the moves' sources, then the pieces the adapter only lays (a hand card
        for a creature's slot), in table order."""
        moving = self.index.sources()
        laid = [p.handle for z in self.painter.zones for p in z.pieces() if p.handle and p.handle not in moving
                and self.adapter.arrange_targets(self.view, p.handle)]
        return [*moving, *dict.fromkeys(laid)]

    def targets(self, source: str) -> list[str]:
        """Where a held piece may go: its moves' targets, then the places the adapter lays it without a move."""
        return [*self.index.targets(source), *self.adapter.arrange_targets(self.view, source)]

    def drop(self, source: str, handles: list[str]) -> None:
        """A piece from `source` put down over `handles` (topmost first)."""
        targets = self.index.targets(source)
        target = next((h for h in handles if h in targets), None)
        if target is not None:
            self.decide(self.index.lookup(source, target))
            return
        laid = self.adapter.arrange_targets(self.view, source)
        target = next((h for h in handles if h in laid), None)
        if target is not None:
            if self.adapter.arrange(self.view, source, target):
                self.refresh()
            return
        meant = [h for h in handles if h != source]
        if not meant:
            return  # dropped on the bare table or back where it was: it just goes back, as a card would
        move = next((m for m in (self.adapter.intent(self.view, source, h) for h in meant) if m is not None), None)
        if move is not None:
            self.perform(move)          # the move the person meant: the engine says why not, with its rule
            return
        why = next((w for w in (self.adapter.refusal(self.view, source, h) for h in meant) if w), None)
        if why:
            self.show_reason(why)
        elif all(self.adapter.draggable(self.view, h) for h in meant):
            self.hint()                 # among your own pieces: it goes back, and the table says what to do
        else:
            self.hint("That cannot go there.")

    def hint(self, first: str = "") -> None:
        """No move and no refusal for a gesture: say what to do instead (the status line's own words)."""
        todo = self.adapter.status(self.view, bool(self.my_moves()))
        words = " ".join(w for w in (first, todo) if w) or "Nothing to do there now."
        self.show_reason(words, tone="info")

    def menu_action(self, name: str) -> None:
        if name == "menu":
            self.ask_to_leave()
        else:
            self.couch.open_rules()  # the full rules and the easily forgotten list (tabletop/rules_text)

    def ask_to_leave(self) -> None:
        """Menu or Escape: the menu, once the person says so (the game is saved either way)."""
        if self.app.top is self:
            self.app.open("leave-table", self.app.home)

    # loop ------------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if self.couch.pressed_on_button(event) or self.couch.handle(event):
            return
        if self.scroll_log(event):
            return
        if self.adapter.on_event(self, event):       # a game's own gestures (a savannah's wheel and pinch)
            self.app.invalidate()
            return
        if self.gestures.handle(event, self.app.size):
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event.key)

    def update(self, dt: float):
        self.since_move += dt
        waits = []
        if self.gestures.update(dt):
            waits.append(1 / 30)
        if self.board.update(dt):
            self.app.invalidate()
            waits.append(0.0)
        if self.adapter.tick(dt):
            self.painter.invalidate()
            self.app.invalidate()
            waits.append(0.0)
        if self.view is not None and self.adapter.log_cut(self.view) != self.log_cut:
            self.tell_log()             # the table caught up (a die landed, a hold ended): the log goes on
            self.painter.invalidate()
            self.app.invalidate()
        if self.message is not None:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = None
                self.app.invalidate()
            else:
                waits.append(self.message_left)
        if self.drag:
            waits.append(0.0)
        if self.hold > 0:
            self.hold -= dt
            if self.hold > 0:
                return min([self.hold, *waits])
            self.news = None
            self.adapter.release_hold()
            self.refresh()
        if self.pending_summary is not None:
            self.pending_summary = None
            self.app.open("round-summary", self, auto=None if self.session.humans() else 3.0)
            return 0.0
        if self.session.over:
            if not self.finished:
                self.finished = True
                self.app.open("final-score", self)
                if self.quit_when_over:
                    self.app.quit()
            return min(waits) if waits else None
        wait = self._run_bots(dt)
        if wait is not None:
            waits.append(wait)
        if self.board.animating:
            waits.append(0.0)
        return min(waits) if waits else None

    def _run_bots(self, dt: float):
        acting = [p for p in self.session.to_act() if p in self.bots]
        if not acting or self.drag:
            return None
        instant = self.pace <= 0 and self.anim <= 0
        if self.bot_turn is None:
            # start thinking at once; the pace is measured from the last move, thinking included
            self.bot_seat = acting[0]
            self.bot_turn = self._ask_bot(self.bot_seat)
        if instant:
            self.bot_turn.wait(0.02)
        if not self.bot_turn.ready:
            return BOT_STALL
        if not instant and self.since_move < self.pace:
            return self.pace - self.since_move
        if not instant and self.board.animating:
            return 0.0  # let the last move land before the next one starts
        turn, self.bot_turn = self.bot_turn, None
        move = turn.move
        if turn.error is not None or move is None:
            self.show_reason(f"{self.session.name(self.bot_seat)}'s bot failed ({turn.error}); it plays at random.")
            move = random.Random(len(self.session.moves)).choice(self.session.legal_moves(self.bot_seat))
        if not self.perform(move):
            legal = self.session.legal_moves(self.bot_seat)
            self.perform(legal[0])
        return 0.0

    def _ask_bot(self, seat: int):
        """The bot of `seat` starts deciding on its own view (it never sees more)."""
        from rules.bots import RandomBot

        bot, game, view = self.bots[seat], self.session.game, self.session.view(seat)
        if isinstance(bot, SearchSeat):
            return self.worker.ask(game, seat, bot, view)
        if isinstance(bot, RandomBot):
            return InstantTurn(bot, game, view)
        return BotTurn(bot, game, view)

    def removed(self) -> None:
        """Off the stack (the menu, a new game): whoever comes back must pass the curtain, and the bots'
        process stops until it is needed again."""
        self.couch.hotseat.hide()
        self.bot_turn = None
        self.worker.close()

    # drawing -------------------------------------------------------------------------------------
    def marks(self) -> Marks:
        near = self.board.drawn_rect(self.zoom_id) if self.zoom_id else None
        if self.zoom is not None and self.zoom_id is not None and near is None:
            self.zoom = None  # the piece left the table
        error = self.session.match.save_error
        return Marks(
            sources=set(self.index.sources()),
            targets=set(self.targets(self.selected)) if self.selected else set(),
            selected=self.selected, focus=self.focus, prompt=self.prompt, prompt_focus=self.prompt_focus,
            standing=self.standing, drag=self.drag, message=self._news_banner() or self.message,
            notice=f"This game is not being saved: {error}. It will try again after the next move." if error else None,
            zoom=self.zoom, zoom_near=near, buttons=self.buttons, can_undo=self.couch.can_undo())

    def _news_banner(self):
        if not self.news or self.hold <= 0:
            return None
        return (" ".join(self.news), "Only you see this. Tap when you have seen it, then pass the laptop on.", "info")

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.view, self.board, self.log, self.marks(), self.version)

    def round_summary(self):
        """The last round's summary as the current viewer's view tells it (rebuilt on every draw)."""
        return self.adapter.round_summary(self.view, self.view.events)

    def result_text(self) -> str:
        if not self.session.over:
            return f"Game not finished after {len(self.session.moves)} moves."
        result = self.session.result()
        names = [self.session.name(i) for i in range(self.session.players)]
        scores = ", ".join(f"{n} {s:g}" for n, s in zip(names, result.scores, strict=True))
        winners = " and ".join(names[w] for w in result.winners)
        return f"Final score: {scores}. Winner: {winners}. ({len(self.session.moves)} moves, seed " \
               f"{self.session.config.seed})"

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
from ..language import N_, _, n_, words
from ..phones import firewall
from ..phones.host import PHONE_WAKE, JoinPanel, PhoneHost, toggle_rect
from ..phones.snapshot import refusal_of
from ..table.bots import BotTurn, BotWorker, InstantTurn, SearchSeat, make_seat_bot
from ..table.gestures import Gestures
from ..table.grips import MoveIndex, Prompt
from ..table.hinting import TableHint
from ..table.input import TableInput
from ..table.log import LogLine, Narrator, log_lines
from ..table.overlays import draw_button
from ..table.painter import Marks, Painter
from ..table.pieces import Board
from ..table.session import DEFAULT_BOT, GameConfig, Session, kind_from_save
from ..table.story import Story
from ..table.who_starts import opening_lines
from ..teaching.at_table import TeachingAtTable
from .base import Scene

MESSAGE_SECONDS = 6.0
BOT_STALL = 1 / 30
BOTS_ONLY_HOLD = 1.6       # how long a finished trick stays when nobody at the table needs to tap
BOTS_ONLY_SUMMARY = 3.0    # seconds a round's summary stays when nobody at the laptop plays
PHONES_SUMMARY = 8.0       # ... and when some play from phones (the laptop's person may close it sooner)
PHONES_HOLD = 3.0          # ... and when some play from phones (a hold until a tap would keep them waiting)
PHONE_RULE = N_("Phones: a phone plays only its own seat, and only while that seat is a phone")
RELEASED = {   # what a phone is told when the host gives its seat to the laptop or a bot
    "human": N_("The laptop plays this seat now. Once it is a phone seat again, tap below to take it back."),
    "bot": N_("A bot plays this seat now. Once it is a phone seat again, tap below to take it back."),
}


class TableScene(TableInput, Scene):
    def __init__(self, app, game, config: GameConfig, pace: float | None = None, quit_when_over: bool = False,
                 match=None, phone_address: tuple[str | None, int | None] | None = None, echo_moments: bool = False,
                 watch: bool = False, series: int = 0):
        super().__init__(app)
        self.watching = watch          # "Watch a round" (scenes/watch.py): bots only, teaching on, nothing saved
        self.session = Session(game, config, match=match, autosave=getattr(app, "autosave", True) and not watch)
        self.adapter = make_adapter(config.game_id, game)
        self.adapter.names = [s.name for s in config.seats]
        self.adapter.match = self.session.match   # private notes are kept with the game's save
        self.adapter.duckies = tuple(self.session.match.record.duckies or ())   # as chosen, kept in the save
        self.painter = Painter(self.adapter)
        self.narrator = Narrator(self.adapter.narrate)  # names change only with a new table
        self.board = Board()
        self.gestures = Gestures(self)
        self.bots = {i: make_seat_bot(s.kind, seed=config.seed * 1009 + i)
                     for i, s in enumerate(config.seats) if s.is_bot}
        self.worker = BotWorker()      # search bots think in a process of their own (started when needed)
        self.hints = TableHint(self)   # H or the Hint button: the strong bot's choice from the viewer's own view
        self.pace_override = pace
        self.quit_when_over = quit_when_over
        self.series_left = series      # games still to play after this one by themselves (`play --games N`)
        self.couch = CouchTable(self)  # hot seat, undo, F1 rules, sounds
        self.viewer = self.couch.hotseat.viewer
        self.log: list[LogLine] = []   # derived from the viewer's view on every refresh, never kept across viewers
        self.log_cut: int | None = None
        self.message: tuple[str, str, str] | None = None
        self.message_near: pygame.Rect | None = None
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
        self.news_later: list[str] | None = None   # ... kept until the table shows the position it belongs to
        self.pending_summary = None
        self.story = Story()           # which position the table tells (table/story.py)
        self.lagging = False           # it still shows the position before the last move (the story's)
        self.finished = False
        self.buttons: list = []
        self.live = None               # the viewer's view of the position now (the log and round summaries read it)
        self.view = None               # the view the table draws: the live one, or the story's while it lags
        self.version = 0
        self.index = MoveIndex([], self.adapter.grip)
        self.phones = self._phone_host(phone_address)   # the phone seats' server (None: no seat was ever a phone)
        self.join_panel = JoinPanel(shown=True)
        self.phones_button = None
        self.presence: tuple = ()
        self.rounds_seen = 0           # round summaries opened (Watch a round stops after the first)
        self.teaching = TeachingAtTable(self, config.teach, echo=echo_moments, watch=watch)   # teaching/
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
        """The viewer's legal moves; none while the table still shows an earlier moment (they wait for it)."""
        if self.lagging:
            return []
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
        self.live = self.session.view(viewer)
        self.lagging = self.story.lags(self.adapter, self.live)
        if not self.lagging:
            self.story.end()
        self.view = self.story.view(self.session.match, viewer) if self.lagging else self.live
        self.tell_log()
        self.version += 1
        pieces = self.painter.lay_out(self.view, self.app.size)   # first: grips may read the view laid out
        moves = self.my_moves()
        self.index = MoveIndex(moves, self.adapter.grip)
        self.standing = self.adapter.standing_prompt(self.view, moves) if moves else None
        self.lay_buttons()
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
        self.teaching.look()
        self.app.invalidate()

    def lay_buttons(self) -> None:
        """The action strip: "Show my hand (H)" first, then the moves made with a button, then the Hint."""
        grips = [(h, self.index.label(h) or h.split(":", 1)[1].capitalize())
                 for h in self.index.sources() if h.startswith("button:")]
        self.buttons = self.painter.action_buttons([*self.couch.hand.offers(), *grips, *self.hints.offers()])
        self.app.invalidate()

    def tell_log(self) -> None:
        """The log from the viewer's live view, as far as the adapter lets it run ahead of the table (log_cut)."""
        self.log_cut = self.adapter.log_cut(self.live)
        view = self.live
        if self.log_cut is not None and self.log_cut < len(view.events):
            view = view.model_copy(update={"events": view.events[:self.log_cut]})
        session = self.session
        self.log = [*opening_lines(session.game, session.match, self.viewer, session.name),   # who began, and why
                    *log_lines(session.game, self.narrator, view, session.match.taken_back, session.name)]

    def resize(self, size) -> None:
        self.refresh(animate=False)
        self.board.finish()

    def enter(self) -> None:
        super().enter()
        if self.watching and self.rounds_seen:
            self.app.home()             # "Watch a round": its round is summed up, the demonstration is over
            return
        self.start_phones()
        if self.news_later and self.pending_summary is None and not self.lagging:
            self._tell_news()           # the round's summary closed: the mover's news, before the curtain
        self.refresh(animate=False)

    def catch_up(self) -> None:
        """What the table held is seen (a tap, its seconds): show the live position (a round's summary opens on it),
        and the mover's news of it (after the summary, if one opens)."""
        self.story.end()
        self.adapter.release_hold()
        if self.news_later and self.pending_summary is None:
            self._tell_news()
        self.refresh()

    def relabel(self) -> None:
        """Under the table's menu the language changed: lay out and word everything again at once."""
        self.hints.relabel()
        self.refresh(animate=False)

    def forget_viewer(self) -> None:
        """Another person is in front of the screen: nothing drawn for the last one may stay."""
        self.message = None
        self.selected = self.focus = self.drag = self.prompt = None
        self.zoom = self.zoom_id = None
        self.hold = 0.0
        self.news = self.news_later = None
        self.hints.forget()
        self.story.end()
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
        return [_("{line} (taken back)", line=line.text) if line.taken_back else line.text for line in self.log]

    @property
    def hotspots(self) -> dict:
        return self.painter.hotspots

    # moves ------------------------------------------------------------------------------------
    def show_reason(self, reason: str, rule: str = "", tone: str = "refusal", near: pygame.Rect | None = None) -> None:
        """A banner over the table; about a button (`near`), a tip beside that button."""
        self.message = (reason, rule, tone)
        self.message_near = near
        self.message_left = MESSAGE_SECONDS
        self.app.invalidate()

    def perform(self, move, from_phone: bool = False) -> bool:
        """Play `move` the table's one way (sound, holds, news, autosave). A refused move is shown at the
        table, or, from a phone, raised for that phone alone (the laptop says nothing of it)."""
        viewer = self.viewer
        before = len(self.session.view(viewer).events)
        position = len(self.session.match.states) - 1
        try:
            self.session.apply(move)
        except IllegalMove as err:
            if from_phone:
                raise
            self.show_reason(*refusal_of(err, self.adapter))     # in the language chosen now
            return False
        news, laid = None, False
        if self.couch.hand.ends_with(move):         # a hand held up has played its turn: it goes down now, unless
            news = self._news_lines(move)           # the move showed them something (it goes down once that is read)
            self.couch.hand.done = True
            if not news:
                laid, viewer = True, None
                before = self._lay_hand_down(position)
        after = self.session.view(viewer)
        new = after.events[before:]
        self.couch.after_move(new)
        self.teaching.moved(move.seat)
        self.message = None
        self.selected = None
        self.prompt = None
        self.drag = None
        self.since_move = 0.0
        self.zoom = self.zoom_id = None
        self.hold = self._hold_for(new)
        held = self.hold > 0
        if not held:
            self.adapter.release_hold()
        closes_round = self.adapter.round_summary(after, new) is not None
        if closes_round and not self.session.over and (self.anim > 0 or self.pace > 0):
            self.pending_summary = True
        self.story.moved(position, held, self.pending_summary is not None)
        self._show_news(move, viewer, new, later=self.story.lags(self.adapter, after), lines=news)
        self.refresh(animate=not laid)    # a new viewer: nothing of the last one's table may fly or fade
        return True

    def _lay_hand_down(self, position: int) -> int:
        """The hand held up has played its turn and goes down: from the position before the move the table is the
        public one (the adapter reads what the move finished from there, not from the hand). Returns how many
        events that public view holds."""
        self.couch.hand.lay_down_now()
        self.forget_viewer()
        self.viewer = None
        before = self.session.game.view(self.session.match.states[position], None)
        self.painter.lay_out(before, self.app.size)
        return len(before.events)

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
        if wait is None and self.session.phones():
            return PHONES_HOLD * max(self.anim, 0.5)   # the people on phones cannot tap the laptop to go on
        return float("inf") if wait is None else wait

    def _summary_seconds(self) -> float | None:
        """How long a round's summary stays: until the laptop's person taps, unless nobody at the laptop plays
        or people play from phones (they cannot tap the laptop, and would wait for someone not looking)."""
        if not self.session.humans():
            return BOTS_ONLY_SUMMARY
        return PHONES_SUMMARY if self.session.phones() else None

    def _show_news(self, move, viewer, events, later: bool = False, lines: list[str] | None = None) -> None:
        """A move that showed its maker something private (a card drawn, a stack taken, a card passed to
        them) holds the table for them, the news in a banner, until they tap: only then may the curtain
        come for the next person, or their hand held up go down. Read from the mover's own view, like everything
        drawn for them. `later`: the table still shows the position before the move (a finished race on show):
        the news waits for the position it belongs to (the next race's hand), and the curtain waits for the news.
        `lines`: the news, when already worked out."""
        humans = self.session.humans()
        if viewer is None or move.seat != viewer or viewer not in humans:
            return
        if len(humans) < 2 and not self.couch.hotseat.public:
            return                        # one person, the laptop theirs alone: their view stays
        if viewer in self.session.to_act():
            return                        # they act again: the news stays in front of them anyway
        if lines is None:
            if not any(e.to is not None for e in events):
                return
            lines = self._news_lines(move)
        if not lines:
            return                        # nothing private, or only their own choice told back to them
        if later:
            self.news_later = lines
            return
        self.news = lines
        self.hold = float("inf")

    def _news_lines(self, move) -> list[str]:
        """What the move just played showed its maker alone, in words ([]: nothing they could not foresee)."""
        states = self.session.match.states
        news = private_news(self.session.game, states[-2], move, states[-1])
        return [words for words in (self.narrator(e) for e in news) if words]

    def _tell_news(self) -> None:
        self.news, self.news_later = self.news_later, None
        self.hold = float("inf")

    def end_hold(self) -> None:
        self.hold = min(self.hold, 0.01)
        self.app.invalidate()

    def decide(self, moves: list) -> None:
        if not moves:
            return
        question = self.adapter.confirm(self.view, moves[0], self.index.moves) if len(moves) == 1 else None
        if len(moves) == 1 and question is None:
            self.perform(moves[0])
            return
        self.prompt = question or self.adapter.ask(self.view, moves)
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

    def drop(self, source: str, handles: list[str], pos=None) -> None:
        """A piece from `source` put down over `handles` (topmost first), at `pos` when a pointer put it there."""
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
            if pos is not None and self.on_another_zone(pos, source):
                self.hint(_("That cannot go there."))     # a pile, a box, a seat with nothing to take it
            return  # dropped on the bare table or back where it was: it just goes back, as a card would
        move = next((m for m in (self.adapter.intent(self.view, source, h) for h in meant) if m is not None), None)
        if move is not None:
            self.perform(move)          # the move the person meant: the engine says why not, with its rule
            return
        why = next((w for w in (self.adapter.refusal(self.view, source, h) for h in meant) if w), None)
        if why:
            self.show_reason(why)
        elif (home := self.zone_of(source)) is not None and all(self.zone_of(h) is home for h in meant):
            self.hint()                 # among its own row (a hand): it goes back, and the table says what to do
        else:
            self.hint(_("That cannot go there."))

    def zone_of(self, handle: str):
        """The zone the piece `handle` lies in (None: no such piece on the table)."""
        return next((z for z in self.painter.zones if any(p.handle == handle for p in z.pieces())), None)

    def on_another_zone(self, pos, source: str) -> bool:
        """Does `pos` lie on a zone of the table (a pile, a box, a seat) other than the one `source` came from?"""
        home = self.zone_of(source)
        return any(z is not home and any(r.collidepoint(pos) for r in z.rects()) for z in self.painter.zones)

    def hint(self, first: str = "") -> None:
        """No move and no refusal for a gesture: say what to do instead (the status line's own words)."""
        todo = self.couch.hand.words() or self.adapter.status(self.view, bool(self.my_moves()))
        said = " ".join(w for w in (first, todo) if w) or _("Nothing to do there now.")
        self.show_reason(said, tone="info")

    def menu_action(self, name: str) -> None:
        if name == "menu":
            self.ask_to_leave()
        else:
            self.couch.open_rules()  # the full rules and the easily forgotten list (tabletop/rules_text)

    def ask_to_leave(self) -> None:
        """Menu or Escape: the menu, once the person says so (the game is saved either way)."""
        if self.app.top is self:
            self.app.open("leave-table", self.app.home)

    # phone seats (tabletop/phones/) ----------------------------------------------------------------
    def _phone_host(self, address) -> PhoneHost | None:
        """The server for the phone seats, when any seat is a phone or was one in this game (it can be
        switched back). `address`: the command line's (host, port), strict; else where this game listened before
        (Continue, Play again: the links the phones hold), else Settings', with fallbacks."""
        from ..phones.host import local_addresses

        match = self.session.match
        if not self.session.phones() and not any(s.phone_key for s in match.record.seats):
            return None
        strict = address is not None and any(a is not None for a in address)
        if address is None:
            here = {a for a, _label in local_addresses()}
            place = match.record.phone_place
            settings = self.app.settings
            chosen = getattr(settings, "phone_address", "") or None
            if chosen is not None and chosen not in here:
                chosen = None            # the network chosen in Settings is not here now: the default route's
            address = (chosen, getattr(settings, "phone_port", None))
            if place is not None and place.address in here:
                address = (place.address, place.port)
        host = PhoneHost(match, self.session.phones(), address[0], address[1], strict=strict, wake=self._wake)
        if not strict and firewall.note_due(address[0], getattr(self.app.settings, "firewall_explained", True)):
            host.asks_first = firewall.NOTE          # Windows' firewall question, said before it is asked
        return host

    @staticmethod
    def _wake() -> None:
        """On the server's thread: a phone's move is queued; wake the idle loop so the table plays it now."""
        try:
            pygame.event.post(pygame.event.Event(PHONE_WAKE))
        except pygame.error:
            pass

    def start_phones(self) -> None:
        """Listen for the phone seats while the game runs (OSError only for the command line's own address)."""
        if self.phones is not None and not self.session.over:
            self.phones.start()

    def _serve_phones(self):
        """Once a frame: the phones' moves through the table's own path, the position sent after any change,
        and a look at who is connected while the table shows it. Returns when it next needs time."""
        host = self.phones
        if host is None or not host.running:
            return None
        wait = None
        # a finished game still answers: the final position and scores stay on the phones until the table goes
        # (Play again: the same phones move on to the next game by themselves)
        if self.session.over or (self.app.top is self and not self.drag and self.hold <= 0
                                 and self.pending_summary is None):
            if host.drain(self.play_from_phone):
                wait = 0.0
        else:
            host.draw_faces()           # the moves wait for the table; the faces phones asked for need not
        host.sync(self.phones_wait_for())
        for asked in host.asked_hints():    # thought in the bots' process, sent to the asking phone alone
            self.hints.for_phone(asked.seat, asked.version)
        hint = self.hints.tick_phones()
        if hint is not None:
            wait = hint if wait is None else min(wait, hint)
        presence = host.presence()
        if presence != self.presence:
            everyone = bool(host.seats) and all(host.joined(s) for s in host.seats)
            if everyone and self.presence and not all(self.presence[:len(host.seats)]):
                self.join_panel.shown = False    # the last phone is in: the table is what people look at now
            self.presence = presence
            self.repaint()              # the join panel and the status line say who is connected, who asks in
        return wait

    def phones_wait_for(self) -> str | None:
        """What the table waits for before it plays the phones' moves, in words for their status line (None: it
        plays them as they come)."""
        if self.session.over:
            return None
        top = self.app.top
        if top is not self and top is not None:     # a round's summary, the curtain, a dialog over the table
            return top.table_waits() or _("The game waits for the laptop.")
        if self.hold <= 0:
            return None
        if self.news and self.viewer is not None:
            return _("Waiting for {who} to tap the laptop.", who=self.session.name(self.viewer))
        if self.hold == float("inf"):
            return _("The laptop shows the last move until someone taps it.")
        return _("The laptop shows the last move for a moment.")

    def background(self, dt: float):
        """Covered (the curtain, a summary, a dialog): the phones still get their faces and the position. Under a
        summary or a dialog the table shows through: its pieces in flight land (a round's deal stood still, half
        way from the deck, until the summary closed)."""
        wake = self._serve_phones()
        above = self.app.scenes[self.app.scenes.index(self) + 1:] if self in self.app.scenes else []
        if above and not any(s.opaque for s in above) and self.board.update(dt):
            self.app.invalidate()
            wake = 0.0
        return wake

    def play_from_phone(self, move) -> None:
        """A phone's move, through `perform` like any other; a refusal goes back to that phone only."""
        if move.seat not in self.session.phones():
            raise IllegalMove("{who} does not play from a phone now.", PHONE_RULE, who=self.session.name(move.seat))
        self.perform(move, from_phone=True)

    def takeover_words(self) -> str | None:
        """"A phone asks to take over Ada's seat" while another phone waits for the host to let it in."""
        if self.phones is None or self.session.over:
            return None
        asked = [s for s in self.phones.seats if self.phones.held(s)]
        if not asked:
            return None
        return n_("A phone asks to take over {who}'s seat: P shows the codes, where you let it in or keep the old one.",
                  "Phones ask to take over the seats of {who}: P shows the codes, where you let them in or keep the "
                  "old ones.", len(asked), who=words().listed([self.session.name(s) for s in asked]))

    def waiting_words(self) -> str | None:
        """"Waiting for Ada's phone" while a phone seat must act and its phone is not connected."""
        if self.phones is None or self.session.over:
            return None
        missing = self.phones.missing(self.session.to_act())
        if not missing:
            return None
        if len(missing) == 1:
            return _("Waiting for {who}'s phone.", who=self.session.name(missing[0]))
        return _("Waiting for the phones of {who}.", who=words().listed([self.session.name(s) for s in missing]))

    def seat_kinds(self) -> list[str]:
        return [s.save_kind for s in self.session.config.seats]

    def draw_phones(self, surface: pygame.Surface) -> None:
        """The Phones button beside Undo and the join panel: on the laptop's table only (a link is a secret)."""
        host, frame = self.phones, self.painter.frame
        self.phones_button = None
        if host is None or frame is None:
            return
        self.phones_button = toggle_rect(self.painter.panel_buttons.get("undo"), frame.panel, frame.unit)
        if self.phones_button is not None:
            draw_button(surface, self.phones_button, _("Phones (P)"), size=frame.unit, live=host.running)
        self.join_panel.draw(surface, frame.play, frame.unit, host, [s.name for s in self.session.config.seats],
                             self.seat_kinds(), self.waiting_words())

    def toggle_join_panel(self) -> None:
        self.join_panel.shown = not self.join_panel.shown
        self.presence = ()
        self.app.invalidate()

    def phone_input(self, event) -> bool:
        """P (or the Phones button) shows and hides the join panel; taps on it are its own. True when used."""
        if event.type == PHONE_WAKE:
            return True                 # the loop is awake: the update serves the phones (a move redraws itself)
        if self.phones is None:
            return False
        if event.type == pygame.KEYDOWN:
            plain = not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
            if (event.key == pygame.K_p and plain) or (event.key == pygame.K_ESCAPE and self.join_panel.shown):
                self.toggle_join_panel()
                return True
            return False
        if self.gestures.active:
            return False                # a drag that began on the table ends on the table
        up = event.type in (pygame.MOUSEBUTTONUP, pygame.FINGERUP)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.button != 1 or getattr(event, "touch", False):
                return False
            pos = event.pos
        elif event.type in (pygame.FINGERDOWN, pygame.FINGERUP):
            w, h = self.app.size
            pos = (int(event.x * w), int(event.y * h))
        else:
            return False
        hit = self.join_panel.hit(pos)
        if hit is None and self.phones_button is not None and self.phones_button.collidepoint(pos):
            hit = "toggle"
        if hit is None:
            return False
        if up:
            self.phone_action(hit)
        return True

    def phone_action(self, hit: str) -> None:
        what, _sep, rest = hit.partition(":")
        if what != "unfold":
            self.join_panel.open_seat = None
        if what in ("toggle", "hide"):
            self.toggle_join_panel()
        elif what == "unfold":
            self.join_panel.open_seat = int(rest)
        elif what == "listen":
            self.app.settings.firewall_explained = True      # said once on this computer
            self.app.settings.save()
            self.phones.go_ahead()
        elif what == "seat":
            seat, _sep, kind = rest.partition(":")
            self.switch_seat(int(seat), kind)
        elif what == "revoke":
            seat = int(rest)
            self.phones.revoke(seat)
            self.show_reason(_("{who} has a new link: the old one no longer works. Scan the new code.",
                               who=self.session.name(seat)), tone="info")
        elif what in ("accept", "refuse") and self.phones.server is not None:
            seat = int(rest)
            if what == "accept":
                self.phones.server.accept_takeover(seat)
            else:
                self.phones.server.refuse_takeover(seat)
        self.app.invalidate()

    def switch_seat(self, seat: int, kind: str) -> None:
        """A seat changes hands mid-game: "phone", "human" (the laptop) or "bot" (a battery died, and back).
        The save, the curtain, the bots and the phone server all follow."""
        from ..table.session import SeatConfig

        seats = self.session.config.seats
        bot_level = next((s.kind for s in seats if s.is_bot), DEFAULT_BOT)
        label = kind_from_save(kind, bot_level)
        if label is None or seats[seat].kind == label or self.session.over:
            return
        if seats[seat].is_phone and self.phones is not None:     # its phone is told, not left trying to come back
            self.phones.release(seat, _(RELEASED[kind]))
        seats[seat] = SeatConfig(seats[seat].name, label)
        record = list(self.session.match.record.seats)
        record[seat] = record[seat].model_copy(update=seats[seat].saved)
        self.phones.remember(record)
        self.bots.pop(seat, None)
        if seats[seat].is_bot:
            self.bots[seat] = make_seat_bot(label, seed=self.session.config.seed * 1009 + seat)
        if self.bot_seat == seat:
            self.bot_turn = None
        self.couch.seats_changed()
        self.phones.restart(self.session.phones())
        said = {"phone": N_("{who} now plays from their phone."), "human": N_("{who} now plays at the laptop."),
                "bot": N_("{who} now plays as a bot.")}[kind]
        self.refresh(animate=False)
        self.show_reason(_(said, who=self.session.name(seat)), tone="info")

    # loop ------------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if self.couch.hand.handle(event):     # first: a hand goes up or down before anything else reads the input
            return
        if self.teaching.handle(event):       # the teaching card's buttons (the table under it plays on)
            return
        if self.watching and (event.type == pygame.KEYDOWN and event.key != pygame.K_F1 or event.type in (
                pygame.MOUSEBUTTONUP, pygame.FINGERUP)):
            self.app.home()                  # Watch a round: any key, or a tap off the card, ends it
            return
        if self.tap_ends_hold(event):
            return
        if self.phone_input(event):
            return
        if self.presses_picker(event):               # over the side panel too: the option, not the log or Undo
            self.gestures.handle(event, self.app.size)
            return
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
        wait = self._update_table(dt)
        phones = self._serve_phones()
        if self._sum_up():              # a bot's or a phone's move closed a round: summed up before a frame shows more
            return 0.0
        if phones is None:
            return wait
        return phones if wait is None else min(wait, phones)

    def _update_table(self, dt: float):
        self.since_move += dt
        waits = []
        hand = self.couch.hand.tick(dt)         # a hand held up goes down after a while without input
        if hand is not None:
            waits.append(hand)
        if self.gestures.update(dt):
            waits.append(1 / 30)
        if self.board.update(dt):
            self.app.invalidate()
            waits.append(0.0)
        if self.adapter.tick(dt):
            self.painter.invalidate()
            self.app.invalidate()
            waits.append(0.0)
        taught = self.teaching.tick(dt)          # a public teaching card goes after its reading time
        if taught is not None:
            waits.append(taught)
        if self.lagging and not self.story.lags(self.adapter, self.live):
            self.refresh()              # the table caught up (a die landed): pieces, words and moves go on
        elif self.live is not None and self.adapter.log_cut(self.live) != self.log_cut:
            self.tell_log()             # the log goes on with the table
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
        hint = self.hints.tick()
        if hint is not None:
            waits.append(hint)
        if self.hold > 0:
            self.hold -= dt
            if self.hold > 0:
                return min([self.hold, *waits])
            self.news = None
            self.catch_up()
        if self._sum_up():
            return 0.0
        if self.session.over:
            if not self.finished and self.board.animating:
                return 0.0                  # the final score opens over the table at rest, never over pieces in
                #                             flight (they would stay there, over the side panel, under it)
            if not self.finished:
                self.finished = True
                self.remember_finished()
                self.join_panel.shown = False        # the codes are no longer what the table is for
                self.app.open("final-score", self)
                if self.quit_when_over and not self.series_left:
                    self.app.quit()
            return min(waits) if waits else None
        wait = self._run_bots(dt)
        if wait is not None:
            waits.append(wait)
        if self.board.animating:
            waits.append(0.0)
        return min(waits) if waits else None

    def _sum_up(self) -> bool:
        """The round a move closed is summed up as soon as nothing is held: over the table, or over the curtain
        it has just raised (whoever is at the laptop reads it before passing it on)."""
        if self.pending_summary is None or self.hold > 0 or self.app.top not in (self, self.couch.curtain()):
            return False
        self.pending_summary = None
        self.rounds_seen += 1
        self.teaching.round_over()
        self.app.open("round-summary", self, auto=self._summary_seconds())
        return True

    def _run_bots(self, dt: float):
        acting = [p for p in self.session.to_act() if p in self.bots]
        if not acting or self.drag or self.teaching.holds_play():
            return None                 # (Watch a round: the bots wait while a card is read; its time wakes them)
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
            self.show_reason(_("{who}'s bot failed ({error}); it plays at random.",
                               who=self.session.name(self.bot_seat), error=str(turn.error)))
            move = random.Random(len(self.session.moves)).choice(self.session.legal_moves(self.bot_seat))
        with self.session.match.bot_move(self.bot_seat, turn.weighed if turn.error is None else None):
            performed = self.perform(move)
        if not performed:
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
        if self.phones is not None:
            self.phones.stop()

    # drawing -------------------------------------------------------------------------------------
    def marks(self) -> Marks:
        near = self.board.drawn_rect(self.zoom_id) if self.zoom_id else None
        if self.zoom is not None and self.zoom_id is not None and near is None:
            self.zoom = None  # the piece left the table
        error = self.session.match.save_error
        notice = _("This game is not being saved: {error}. It will try again after the next move.",
                   error=error) if error else None
        if self.watching:
            notice = _("Watching a round: bots play, the table explains. Any key ends it.")
        waiting = None if self.join_panel.shown else self.waiting_words()   # the panel says it itself
        asked = None if self.join_panel.shown else self.takeover_words()
        waiting = _("{waiting} P shows the codes to join.", waiting=waiting) if waiting else None
        return Marks(
            sources=set(self.index.sources()),
            targets=set(self.targets(self.selected)) if self.selected else set(),
            selected=self.selected, focus=self.focus, prompt=self.prompt, prompt_focus=self.prompt_focus,
            standing=self.standing, drag=self.drag, message=self._news_banner() or self.message,
            message_near=None if self._news_banner() else self.message_near,
            notice=notice, status=" ".join(w for w in (self.couch.hand.words(), asked, waiting) if w) or None,
            zoom=self.zoom, zoom_near=near, buttons=self.buttons, can_undo=self.couch.can_undo(),
            hint=self.hints.marks() if not self.lagging else None, live=self.hints.handles(self.buttons))

    def _news_banner(self):
        if not self.news or self.hold <= 0:
            return None
        after = self.couch.hand.news_words() if self.couch.hotseat.public else \
            _("Only you see this. Tap when you have seen it, then pass the laptop on.")
        return " ".join(self.news), after, "info"

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.view, self.board, self.log, self.marks(), self.version,
                          over_pieces=self.teaching.draw)     # the card under a question, a banner, a large view
        self.draw_phones(surface)

    def remember_finished(self) -> None:
        """This machine has finished this game once: New game no longer teaches it by default."""
        settings, game_id = self.app.settings, self.session.game.id
        if game_id not in settings.finished_games and hasattr(settings, "save"):
            settings.finished_games = [*settings.finished_games, game_id][-40:]
            settings.save()

    def round_summary(self):
        """The last round's summary as the current viewer's live view tells it (rebuilt on every draw)."""
        return self.adapter.round_summary(self.live, self.live.events)

    def result_text(self) -> str:
        moves = len(self.session.moves)
        if not self.session.over:
            return n_("Game not finished after {n} move.", "Game not finished after {n} moves.", moves)
        result = self.session.result()
        names = [self.session.name(i) for i in range(self.session.players)]
        scores = ", ".join(f"{n} {words().number(s)}" for n, s in zip(names, result.scores, strict=True))
        winners = words().listed([names[w] for w in result.winners])
        return n_("Final score: {scores}. Winner: {winners}. ({n} move, seed {seed})",
                  "Final score: {scores}. Winner: {winners}. ({n} moves, seed {seed})", moves,
                  scores=scores, winners=winners, seed=str(self.session.config.seed))

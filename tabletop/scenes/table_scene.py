"""The table: draws one seat's view, turns gestures and keys into moves, paces the bots.

Generic: everything game-specific comes from the adapter (games/base.py). The screen shows only
`view(state, viewer)`; legal moves come from `legal_moves`, indexed by the adapter's grips, so the
highlighting of drop targets, tap-tap, keyboard play and validation all use one lookup.
"""

import random
from functools import lru_cache

import pygame

from rules import IllegalMove

from ..couch.table_couch import CouchTable
from ..games import make_adapter
from ..render import fonts, safe
from ..render.palette import HIGHLIGHT, LEGAL
from ..table.bots import BotTurn, make_seat_bot
from ..table.gestures import Gestures
from ..table.grips import MoveIndex, Prompt
from ..table.log import LogLine, log_lines
from ..table.pieces import Board
from ..table.session import BOT_LEVELS, HUMAN, GameConfig, SeatConfig, Session
from .base import Scene
from .common import felt

MESSAGE_SECONDS = 5.0
BOT_STALL = 1 / 30


class TableScene(Scene):
    def __init__(self, app, game, config: GameConfig, pace: float | None = None, quit_when_over: bool = False,
                 match=None):
        super().__init__(app)
        self.session = Session(game, config, match=match, autosave=getattr(app, "autosave", True))
        self.adapter = make_adapter(config.game_id, game)
        self.adapter.names = [s.name for s in config.seats]
        self.board = Board()
        self.gestures = Gestures(self)
        self.bots = {i: make_seat_bot(s.kind, seed=config.seed * 1009 + i)
                     for i, s in enumerate(config.seats) if s.is_bot}
        self.pace_override = pace
        self.quit_when_over = quit_when_over
        self.couch = CouchTable(self)  # hot seat, undo, F1 rules, sounds
        self.viewer = self.couch.hotseat.viewer
        self.log: list[LogLine] = []   # derived from the viewer's view on every refresh, never kept across viewers
        self.message: tuple[str, str] | None = None
        self.message_left = 0.0
        self.selected: str | None = None
        self.drag: dict | None = None
        self.prompt: Prompt | None = None
        self.prompt_rects: list = []
        self.prompt_focus = 0
        self.standing: Prompt | None = None
        self.zoom = None          # (face, from long press?) shown large
        self.focus: str | None = None
        self.bot_turn: BotTurn | None = None
        self.bot_seat: int | None = None
        self.since_move = 0.0
        self.hold = 0.0
        self.pending_summary = None
        self.finished = False
        self.buttons: list = []
        self.view = None
        self.layout = None
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
        self.log = log_lines(self.session.game, self.adapter.narrate, self.view, self.session.match.taken_back,
                             self.session.name)
        self.version += 1
        self.layout = self.adapter.layout(self.view, self.app.size)
        moves = self.my_moves()
        self.index = MoveIndex(moves, self.adapter.grip)
        self.hotspots = self.adapter.hotspots(self.view, self.layout)
        self.standing = self.adapter.standing_prompt(self.view, moves) if moves else None
        self._layout_buttons()
        if self.selected and not (self.index.has_source(self.selected) or self.adapter.draggable(self.view,
                                                                                                 self.selected)):
            self.selected = None
        if self.focus and not self.index.has_source(self.focus) and self.focus not in self.index.targets(
                self.selected or ""):
            self.focus = None
        pieces = self.adapter.pieces(self.view, self.layout)
        for p in pieces:
            if p.handle is not None and p.handle == self.selected:
                p.lift = max(8, p.rect.h // 8)
        self.board.duration = 0.3 * self.anim
        self.board.place(pieces, animate and self.anim > 0)
        self.app.invalidate()

    def _layout_buttons(self) -> None:
        self.buttons = []
        area = self.adapter.action_area(self.layout)
        handles = [h for h in self.index.sources() if h.startswith("button:")]
        if area is None or not handles:
            return
        size = max(15, area.h // 3)
        x = area.right
        for h in reversed(handles):
            label = self.index.label(h) or h.split(":", 1)[1].capitalize()
            w = fonts.font(size, "bold").size(label)[0] + 36
            rect = pygame.Rect(x - w, area.y, w, area.h)
            self.buttons.insert(0, (h, label, rect))
            x -= w + 12

    def resize(self, size) -> None:
        self.board.place(self.adapter.pieces(self.view, self.adapter.layout(self.view, size)), animate=False)
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
        self.gestures.cancel()
        self.adapter.forget()
        self.board.clear()
        self.repaint()

    def repaint(self) -> None:
        """Drop the cached layers, so the next frame draws every panel and word again."""
        self._layer_key = None
        self.app.invalidate()

    @property
    def narration(self) -> list[str]:
        """The log as plain lines (a taken-back move says so)."""
        return [f"{line.text} (taken back)" if line.taken_back else line.text for line in self.log]

    # moves ------------------------------------------------------------------------------------
    def show_reason(self, reason: str, rule: str = "") -> None:
        self.message = (reason, rule)
        self.message_left = MESSAGE_SECONDS
        self.app.invalidate()

    def perform(self, move) -> bool:
        viewer = self.viewer
        before = len(self.session.view(viewer).events)
        try:
            self.session.apply(move)
        except IllegalMove as err:
            self.show_reason(err.reason, err.rule)
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
        hold = self.adapter.hold(new)
        self.hold = hold * max(self.anim, 0.5) if (self.anim > 0 or self.pace > 0) else 0.0
        if self.hold <= 0:
            self.adapter.release_hold() if hasattr(self.adapter, "release_hold") else None
        closes_round = self.adapter.round_summary(after, new) is not None
        if closes_round and not self.session.over and (self.anim > 0 or self.pace > 0):
            self.pending_summary = True
        self.refresh()
        return True

    def decide(self, moves: list) -> None:
        if not moves:
            return
        if len(moves) == 1:
            self.perform(moves[0])
            return
        self.prompt = self.adapter.ask(self.view, moves)
        self.prompt_focus = 0
        self.app.invalidate()

    def drop(self, source: str, handles: list[str]) -> None:
        """A piece from `source` put down over `handles` (topmost first)."""
        targets = self.index.targets(source)
        target = next((h for h in handles if h in targets), None)
        if target is not None:
            self.decide(self.index.lookup(source, target))
            return
        meant = [h for h in handles if h != source]
        if not meant:
            return  # dropped on the bare table: it just goes back
        move = next((m for m in (self.adapter.intent(self.view, source, h) for h in meant) if m is not None), None)
        if move is None:
            self.show_reason("That cannot go there.")
            return
        self.perform(move)

    # hit testing ------------------------------------------------------------------------------
    def handles_at(self, pos, skip: str | None = None) -> list[str]:
        found = [p.handle for p in self.board.hit(pos, skip=skip)]
        found += [h for h, r in self.hotspots.items() if r.collidepoint(pos)]
        return found

    def piece_at(self, pos):
        for p in self.board.hit(pos):
            return p
        return None

    # gestures -----------------------------------------------------------------------------------
    def on_tap(self, pos) -> None:
        self.app.invalidate()
        if self.zoom is not None:
            self.zoom = None
        if self.hold > 0:
            self.hold = min(self.hold, 0.01)
            return
        if self.prompt is not None:
            for i, (rect, _option) in enumerate(self.prompt_rects):
                if rect.collidepoint(pos):
                    self.choose_option(i)
                    return
            chosen = self._option_by_handle(self.prompt, self.handles_at(pos))
            if chosen is not None:
                self.perform(chosen.move)
                return
            if self.prompt.cancel:
                self.prompt = None
            return
        for name, rect in self.menu_buttons():
            if rect.collidepoint(pos):
                self.menu_action(name)
                return
        for handle, _label, rect in self.buttons:
            if rect.collidepoint(pos):
                self.decide(self.index.tap_moves(handle))
                return
        if self.standing is not None:
            for rect, option in getattr(self, "standing_rects", []):
                if rect.collidepoint(pos):
                    self.perform(option.move)
                    return
        handles = self.handles_at(pos)
        hit = handles[0] if handles else None
        if self.selected and any(h in self.index.targets(self.selected) for h in handles):
            source, self.selected = self.selected, None
            self.drop(source, handles)
            return
        if hit is None:
            self.adapter.dismiss()
            self.selected = None
            self.refresh()
            return
        if self.adapter.on_tap(self.view, hit):
            return
        taps = self.index.tap_moves(hit)
        if taps:
            self.decide(taps)
            return
        if self.index.has_source(hit) or self.adapter.draggable(self.view, hit):
            self.selected = None if self.selected == hit else hit
            self.focus = hit
            self.refresh()
            return
        if self.selected:
            source, self.selected = self.selected, None
            self.drop(source, handles)
            self.refresh()

    def menu_buttons(self) -> list[tuple[str, pygame.Rect]]:
        """Menu and Rules, always reachable by touch (Esc and the keyboard reach them too)."""
        area = getattr(self.layout, "menu_area", None)
        if area is None:
            return []
        half = (area.w - 10) // 2
        return [("Menu", pygame.Rect(area.x, area.y, half, area.h)),
                ("Rules", pygame.Rect(area.x + half + 10, area.y, half, area.h))]

    def menu_action(self, name: str) -> None:
        if name == "Menu":
            self.app.home()
        else:
            self.couch.open_rules()  # the full rules and the easily forgotten list (tabletop/rules_text)

    @staticmethod
    def _option_by_handle(prompt, handles):
        for option in prompt.options:
            if option.handle is not None and option.handle in handles:
                return option
        return None

    def on_drag_start(self, start, pos) -> None:
        if self.prompt is not None or self.hold > 0:
            return
        for piece in self.board.hit(start):
            if self.index.has_source(piece.handle) or self.adapter.draggable(self.view, piece.handle):
                rect = self.board.drawn_rect(piece.id)
                offset = (start[0] - rect.x, start[1] - rect.y)
                self.drag = {"source": piece.handle, "piece": piece.id, "offset": offset, "pos": pos,
                             "face": piece.face, "size": rect.size}
                self.selected = piece.handle
                self.zoom = None
                self.app.invalidate()
                return

    def on_drag(self, pos) -> None:
        if self.drag:
            self.drag["pos"] = pos
            self.app.invalidate()

    def on_drop(self, pos) -> None:
        drag, self.drag = self.drag, None
        if not drag:
            return
        self.selected = None
        xy = (pos[0] - drag["offset"][0], pos[1] - drag["offset"][1])
        self.board.fling(drag["piece"], xy)
        self.drop(drag["source"], self.handles_at(pos, skip=drag["piece"]))
        self.refresh()

    def _zoom_piece(self, pos):
        piece = self.piece_at(pos) if pos is not None else None
        if piece is None or self.adapter.describe(piece.face) is None:
            return None
        return piece

    def on_long_press(self, pos) -> None:
        piece = self._zoom_piece(pos)
        if piece is not None:
            self.zoom, self.zoom_id = piece.face, piece.id
            self.app.invalidate()

    def on_hover(self, pos) -> None:
        piece = None if (self.selected or self.drag or self.prompt) else self._zoom_piece(pos)
        face = piece.face if piece is not None else None
        if face != self.zoom:
            self.zoom = face
            self.zoom_id = piece.id if piece is not None else None
            self.app.invalidate()

    zoom_id = None

    def on_release(self) -> None:
        pass

    # keyboard -----------------------------------------------------------------------------------
    def keyboard_ring(self) -> list[str]:
        if self.selected:
            return self.index.targets(self.selected)
        return self.index.sources()

    def on_key(self, key) -> None:
        self.app.invalidate()
        if key == pygame.K_ESCAPE:
            if self.prompt is not None and self.prompt.cancel:
                self.prompt = None
            elif self.selected:
                self.selected = None
                self.refresh()
            elif self.zoom is not None:
                self.zoom = None
            elif self.adapter.dismiss():
                pass
            else:
                self.app.home()
            return
        if self.hold > 0:
            self.hold = min(self.hold, 0.01)
            return
        if self.prompt is not None:
            n = len(self.prompt.options)
            if key in (pygame.K_LEFT, pygame.K_UP):
                self.prompt_focus = (self.prompt_focus - 1) % n
            elif key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.prompt_focus = (self.prompt_focus + 1) % n
            elif key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.choose_option(self.prompt_focus)
            return
        ring = self.keyboard_ring()
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            if not ring:
                return
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            i = ring.index(self.focus) if self.focus in ring else (-1 if step > 0 else 0)
            self.focus = ring[(i + step) % len(ring)]
        elif key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            if self.focus is None and ring:
                self.focus = ring[0]
                return
            if self.focus is None:
                return
            if self.selected:
                source, self.selected = self.selected, None
                target, self.focus = self.focus, source
                self.decide(self.index.lookup(source, target))
                self.refresh()
                return
            taps = self.index.tap_moves(self.focus)
            if taps:
                self.decide(taps)
                return
            self.selected = self.focus
            targets = self.index.targets(self.selected)
            self.focus = targets[0] if targets else None
            self.refresh()

    def choose_option(self, i: int) -> None:
        if self.prompt is not None and 0 <= i < len(self.prompt.options):
            self.perform(self.prompt.options[i].move)

    # loop ------------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if self.couch.pressed_on_button(event) or self.couch.handle(event):
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
            self.bot_turn = BotTurn(self.bots[self.bot_seat], self.session.game, self.session.view(self.bot_seat))
        if instant:
            self.bot_turn.done.wait(0.02)
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

    # drawing -------------------------------------------------------------------------------------
    def _under_layer(self, size) -> pygame.Surface:
        """The felt, the adapter's panels and labels, the buttons: redrawn only when they change."""
        key = (self.version, self.selected, self.focus, size)
        if self._layer is None or self._layer_key != key or self._layer.get_size() != size:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = safe.surface(*size, alpha=False)
                if pygame.display.get_surface():
                    self._layer = self._layer.convert()
            layer = self._layer
            layer.blit(felt(size), (0, 0))
            self.adapter.draw_under(layer, self.view, self.layout, self)
            targets = set(self.index.targets(self.selected)) if self.selected else set()
            for handle, rect in self.hotspots.items():
                if handle in targets:
                    glow(layer, rect, LEGAL, 4)
            for handle, label, rect in self.buttons:
                draw_button(layer, rect, label, focused=handle == self.focus)
            for name, rect in self.menu_buttons():
                draw_button(layer, rect, name, size=max(14, rect.h // 2 - 2))
            self._layer_key = key
        return self._layer

    _layer = None
    _layer_key = None
    version = 0

    def draw(self, surface: pygame.Surface) -> None:
        view, layout = self.view, self.layout
        surface.blit(self._under_layer(surface.get_size()), (0, 0))
        sources = set(self.index.sources())
        targets = set(self.index.targets(self.selected)) if self.selected else set()
        dim_unplayable = bool(sources) and self.prompt is None
        drag_id = self.drag["piece"] if self.drag else None
        for s in self.board.ordered():
            piece = s.piece
            if piece.id == drag_id:
                continue
            img = self.adapter.face(piece.face, piece.rect.w)
            pos = (round(s.x), round(s.y))
            h = piece.handle
            if (dim_unplayable and h is not None and h not in sources and h != self.selected
                    and self.adapter.dimmable(view, h)):
                img = _dimmed(img)
            if s.leaving:
                img = img.copy()
                img.set_alpha(int(s.alpha))
            surface.blit(img, pos)
            if h is None:
                continue
            rect = pygame.Rect(pos, piece.rect.size)
            if h in targets:
                glow(surface, rect, LEGAL, 4)
            elif h == self.selected:
                glow(surface, rect, HIGHLIGHT, 4)
            elif h in sources and not self.selected and not self.prompt:
                glow(surface, rect, LEGAL, 2)
            if h == self.focus:
                pygame.draw.rect(surface, (255, 255, 255), rect.inflate(10, 10), 2, border_radius=10)
        if self.prompt is not None:
            for option in self.prompt.options:
                for s in self.board.ordered():
                    if option.handle is not None and s.piece.handle == option.handle:
                        glow(surface, pygame.Rect(round(s.x), round(s.y), *s.piece.rect.size), LEGAL, 4)
        self.adapter.draw_over(surface, view, layout, self)
        self.couch.draw(surface, layout)  # Undo and Rules buttons
        if self.drag:
            x = self.drag["pos"][0] - self.drag["offset"][0]
            y = self.drag["pos"][1] - self.drag["offset"][1]
            img = self.adapter.face(self.drag["face"], self.drag["size"][0])
            shadow = pygame.Rect(x + 6, y + 8, *self.drag["size"])
            pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
            surface.blit(img, (x, y))
        self.standing_rects = []
        if self.standing is not None and self.prompt is None:
            self.standing_rects = draw_prompt(surface, self.standing, self.adapter, self.layout, standing=True)
        self.prompt_rects = []
        if self.prompt is not None:
            self.prompt_rects = draw_prompt(surface, self.prompt, self.adapter, self.layout, focus=self.prompt_focus)
        if self.message is not None:
            draw_message(surface, *self.message, anchor=getattr(layout, "message_anchor", None))
        if self.session.match.save_error:
            draw_notice(surface, f"This game is not being saved: {self.session.match.save_error}. "
                                 f"It will try again after the next move.")
        if self.zoom is not None:
            near = self.board.drawn_rect(self.zoom_id) if self.zoom_id else None
            if near is None and self.zoom_id is not None:
                self.zoom = None  # the piece left the table
            else:
                draw_zoom(surface, self.adapter, self.zoom, near)

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


# drawing helpers used by the table and its overlays --------------------------------------------------
def glow(surface, rect, colour, width=3):
    frame = _glow_frame(rect.w, rect.h, tuple(colour), width)
    surface.blit(frame, (rect.x - width, rect.y - width))


@lru_cache(maxsize=64)
def _shade(w, h):
    s = safe.surface(w, h)
    pygame.draw.rect(s, (10, 20, 15, 110), s.get_rect(), border_radius=max(3, w // 12))
    return s


_DIMMED: dict[int, tuple] = {}


def _dimmed(img: pygame.Surface) -> pygame.Surface:
    """A face with the 'not now' shade baked in, made once per cached face (one blit per frame)."""
    hit = _DIMMED.get(id(img))
    if hit is not None and hit[0] is img:
        return hit[1]
    if len(_DIMMED) > 512:
        _DIMMED.clear()
    dim = img.copy()
    dim.blit(_shade(*img.get_size()), (0, 0))
    _DIMMED[id(img)] = (img, dim)
    return dim


@lru_cache(maxsize=256)
def _glow_frame(w, h, colour, width):
    """An outline with a colour key (RLE): blitting it touches only the outline's pixels."""
    key = (1, 2, 3)
    s = safe.surface(w + 2 * width, h + 2 * width, alpha=False)
    s.fill(key)
    pygame.draw.rect(s, colour, s.get_rect(), width, border_radius=10)
    s.set_colorkey(key, pygame.RLEACCEL)
    return s


def draw_button(surface, rect, label, focused=False, size=None):
    size = size or max(15, rect.h // 3 + 2)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=12)
    pygame.draw.rect(surface, (247, 226, 160), rect, border_radius=12)
    pygame.draw.rect(surface, (255, 255, 255) if focused else (120, 90, 30), rect, 3 if focused else 2,
                     border_radius=12)
    fonts.blit_text(surface, label, size, rect.center, (40, 30, 10), "bold", anchor="center")


def draw_message(surface, reason, rule, anchor=None):
    w, h = surface.get_size()
    cx, cy = anchor or (w // 2, int(h * 0.40))
    width = min(760, w - 80)
    lines = fonts.wrap(reason, 19, width - 40, "bold")
    height = 24 + 27 * len(lines) + (24 if rule else 0)
    rect = pygame.Rect(cx - width // 2, cy - height // 2, width, height)
    rect.clamp_ip(surface.get_rect())
    panel = safe.surface(*rect.size)
    pygame.draw.rect(panel, (70, 16, 16, 235), panel.get_rect(), border_radius=14)
    pygame.draw.rect(panel, (240, 120, 100), panel.get_rect(), 2, border_radius=14)
    surface.blit(panel, rect)
    y = rect.y + 12
    for line in lines:
        fonts.blit_text(surface, line, 19, (rect.centerx, y), (255, 240, 230), "bold", anchor="midtop")
        y += 27
    if rule:
        fonts.blit_text(surface, rule, 15, (rect.centerx, y + 2), (255, 200, 180), "italic", anchor="midtop")


def draw_notice(surface, words: str) -> None:
    """A quiet amber strip at the top: worth knowing, never in the way of a move."""
    w, _h = surface.get_size()
    lines = fonts.wrap(words, 16, min(720, w - 60), "bold")[:2]
    width = max(fonts.font(16, "bold").size(line)[0] for line in lines) + 28
    rect = pygame.Rect((w - width) // 2, 6, width, 12 + 22 * len(lines))
    panel = safe.surface(*rect.size)
    pygame.draw.rect(panel, (92, 62, 8, 235), panel.get_rect(), border_radius=10)
    pygame.draw.rect(panel, (250, 200, 90), panel.get_rect(), 2, border_radius=10)
    surface.blit(panel, rect)
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, 16, (rect.centerx, rect.y + 6 + 22 * i), (255, 240, 200), "bold",
                        anchor="midtop")


def draw_prompt(surface, prompt, adapter, layout, focus=None, standing=False):
    """A small picker: a title and one choice per option (a card face when it has one)."""
    w, h = surface.get_size()
    card_w = max(56, min(90, h // 9))
    rects = []
    items = []
    for option in prompt.options:
        if option.face is not None:
            img = adapter.face(option.face, card_w)
            items.append((img.get_width(), img.get_height(), option, img))
        else:
            tw = fonts.font(17, "bold").size(option.label)[0] + 30
            items.append((tw, 44, option, None))
    gap = 12
    total_w = sum(i[0] for i in items) + gap * (len(items) - 1)
    per_row = total_w
    max_w = w - 120
    rows = [[]]
    x = 0
    for item in items:
        if rows[-1] and x + item[0] > max_w:
            rows.append([])
            x = 0
        rows[-1].append(item)
        x += item[0] + gap
    per_row = max(sum(i[0] for i in r) + gap * (len(r) - 1) for r in rows)
    row_h = [max(i[1] for i in r) + (22 if any(i[3] is not None for i in r) else 0) for r in rows]
    title_lines = fonts.wrap(prompt.title, 18, max(per_row, 360), "bold")
    panel_w = max(per_row, max(fonts.font(18, "bold").size(t)[0] for t in title_lines)) + 40
    panel_h = 20 + 26 * len(title_lines) + sum(row_h) + gap * len(rows) + 10
    anchor = getattr(layout, "prompt_anchor", None) or (w // 2, int(h * 0.52))
    rect = pygame.Rect(0, 0, panel_w, panel_h)
    rect.midbottom = anchor
    rect.clamp_ip(surface.get_rect().inflate(-10, -10))
    panel = safe.surface(*rect.size)
    pygame.draw.rect(panel, (16, 34, 26, 235), panel.get_rect(), border_radius=14)
    pygame.draw.rect(panel, (240, 210, 120), panel.get_rect(), 2, border_radius=14)
    surface.blit(panel, rect)
    y = rect.y + 12
    for line in title_lines:
        fonts.blit_text(surface, line, 18, (rect.centerx, y), (250, 240, 210), "bold", anchor="midtop")
        y += 26
    y += 6
    k = 0
    for r, rh in zip(rows, row_h, strict=True):
        rw = sum(i[0] for i in r) + gap * (len(r) - 1)
        x = rect.centerx - rw // 2
        for iw, ih, option, img in r:
            box = pygame.Rect(x, y, iw, ih)
            if img is not None:
                surface.blit(img, box)
                fonts.blit_text(surface, option.label, 13, (box.centerx, box.bottom + 2), (240, 240, 230),
                                anchor="midtop")
            else:
                draw_button(surface, box, option.label, focused=(k == focus), size=17)
            if img is not None and k == focus:
                pygame.draw.rect(surface, (255, 255, 255), box.inflate(8, 8), 2, border_radius=8)
            rects.append((box, option))
            x += iw + gap
            k += 1
        y += rh + gap
    return rects


def draw_zoom(surface, adapter, face, near: pygame.Rect | None = None):
    """The card large with its effect in words, beside the piece it describes (never on top of it)."""
    words = adapter.describe(face)
    if words is None:
        return
    title, lines = words
    w, h = surface.get_size()
    card_w = int(min(h * 0.26, 220))
    img = adapter.face(face, card_w)
    text_w = 280
    body = []
    for line in lines:
        body += fonts.wrap(line, 16, text_w) + [""]
    panel = pygame.Rect(0, 0, card_w + text_w + 50, max(img.get_height(), 34 + 22 * len(body)) + 30)
    if near is None:
        panel.center = (w // 2, h // 2)
    elif near.centery > h // 2:
        panel.midbottom = (near.centerx, near.y - 12)
    else:
        panel.midtop = (near.centerx, near.bottom + 12)
    panel.clamp_ip(surface.get_rect().inflate(-8, -8))
    shade = safe.surface(*panel.size)
    pygame.draw.rect(shade, (250, 246, 234, 245), shade.get_rect(), border_radius=16)
    pygame.draw.rect(shade, (90, 80, 60), shade.get_rect(), 2, border_radius=16)
    surface.blit(shade, panel)
    surface.blit(img, (panel.x + 15, panel.y + 15))
    x = panel.x + card_w + 32
    fonts.blit_text(surface, title, 20, (x, panel.y + 16), (30, 30, 30), "bold")
    y = panel.y + 48
    for line in body:
        if line:
            fonts.blit_text(surface, line, 16, (x, y), (40, 40, 40))
        y += 22


# starting a game from the command line -----------------------------------------------------------------
BOT_NAMES = ["Ada", "Basil", "Cleo", "Dmitri", "Esme", "Fern", "Gus", "Hana", "Ines", "Jude", "Kit", "Lev"]


def direct_config(args) -> tuple[object, GameConfig]:
    """(engine, config) for `python -m tabletop play ...`; ValueError with one plain line when the
    arguments cannot start a game (the caller prints it and exits 2)."""
    from ..games import all_games, playable_games

    games = playable_games()
    if args.game not in games:
        known = all_games()
        if args.game in known:
            raise ValueError(f"{known[args.game].title} has no table yet; play it in the terminal with "
                             f"`python -m rules play {args.game}`.")
        raise ValueError(f"There is no game called {args.game!r}. Games with a table: {', '.join(games)}.")
    game = games[args.game]
    if not game.min_players <= args.players <= game.max_players:
        raise ValueError(f"{game.title} is for {game.min_players} to {game.max_players} players.")
    if not 0 <= args.humans <= args.players:
        raise ValueError(f"--humans must be from 0 to {args.players} (the number of players).")
    level = args.bot if args.bot in BOT_LEVELS else f"Bot ({args.bot})"
    if level not in BOT_LEVELS:
        raise ValueError(f"There is no bot level {args.bot!r}; choose easy, medium or strong.")
    seats = [SeatConfig(f"Player {i + 1}", HUMAN) if i < args.humans
             else SeatConfig(f"{BOT_NAMES[(i - args.humans) % len(BOT_NAMES)]} (bot)", level)
             for i in range(args.players)]
    options = {"expert": True} if args.expert else {}
    if getattr(args, "deck_order", None):
        options["deck_order"] = [c.strip() for c in args.deck_order.split(",") if c.strip()]
    if getattr(args, "first_player", None) is not None:
        options["first_player"] = args.first_player
    seed = args.seed if args.seed is not None else random.randrange(1, 10**6)
    return game, GameConfig(args.game, seats, seed, options)


def start_direct(app, game, config: GameConfig, args) -> str | None:
    """Open the table the command line asks for; None, or one line saying why it cannot start."""
    try:
        scene = TableScene(app, game, config, pace=args.speed, quit_when_over=args.quit_when_over)
    except ValueError as err:  # a SetupError from the engine: a bad deck order, first player...
        lines = str(err).strip().splitlines()
        return lines[0] if lines else "These settings cannot start a game."
    app.push(scene)
    return None

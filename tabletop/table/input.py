"""Gestures and keys at the table, for every game: a tap, a drag and drop, tap-tap, the keyboard
and a finger all become lookups in the move index (grips.py), so they can never disagree.

Mixed into the table scene, which owns the state this reads (the index, the board, the painter's
hotspots and buttons) and does the moves (`perform`, `decide`, `drop`). The last gesture used is
remembered so the status line can name it ("Drag it to the trick" / "Tap it, then the trick").
"""

import pygame

from ..language import _


class TableInput:
    gesture: str | None = None          # "drag", "tap" or "keys": how this person last moved a piece
    hush: tuple[int, int] | None = None  # where the last tap or drop acted: hovering the piece lying there now
    #                                     opens no large view (a card slid in under the pointer, a card marked)

    def _used(self, gesture: str) -> None:
        if self.gesture != gesture:
            self.gesture = gesture
            self.adapter.gesture = gesture
            self.painter.invalidate()

    # ----- hit testing ----------------------------------------------------------------------------
    def handles_at(self, pos, skip: str | None = None) -> list[str]:
        found = [p.handle for p in self.board.hit(pos, skip=skip)]
        found += [h for h, r in self.painter.hotspots.items() if r.collidepoint(pos)]
        return found

    def on_a_zone(self, pos) -> bool:
        """Does `pos` lie on something the table shows (a pile, a board, a name plate), not the bare felt?"""
        return any(r.collidepoint(pos) for z in self.painter.zones for r in z.rects())

    def piece_at(self, pos):
        for p in self.board.hit(pos):
            return p
        return None

    # ----- gestures ------------------------------------------------------------------------------
    def on_tap(self, pos) -> None:
        self.app.invalidate()
        self.message = None                     # an old refusal goes with the next gesture
        self.hush = pos
        zoomed, was = self.zoom is not None, self.zoom_id
        if zoomed:
            self.zoom = None
        if self.hold > 0:
            self.end_hold()
            return
        if self.prompt is not None:
            for i, (rect, _option) in enumerate(self.painter.prompt_rects):
                if rect.collidepoint(pos):
                    self.choose_option(i)
                    return
            handles = self.handles_at(pos)
            chosen = self._option_by_handle(self.prompt, handles)
            if chosen is not None:
                self.answer(chosen)
                return
            meant = next((self.prompt.meant[h] for h in handles if h in self.prompt.meant), None)
            if meant is not None:
                self.perform(meant)             # a piece the question does not offer: the engine says why not
                return
            if self.prompt.cancel:
                self.prompt = None
            return
        for name, rect in self.painter.panel_buttons.items():
            if name in ("menu", "rules") and rect.collidepoint(pos):
                self.menu_action(name)
                return
        for handle, _label, rect in self.buttons:
            if rect.collidepoint(pos):
                if handle.startswith("hint:"):
                    self.hints.press()
                else:
                    self.decide(self.index.tap_moves(handle))
                return
        if self.standing is not None:          # a standing question: its picker, or its pieces on the table
            for rect, option in self.painter.standing_rects:
                if rect.collidepoint(pos):
                    self.perform(option.move)
                    return
            chosen = self._option_by_handle(self.standing, self.handles_at(pos))
            if chosen is not None and not self.index.tap_moves(chosen.handle):
                self.perform(chosen.move)
                return
        handles = self.handles_at(pos)
        hit = handles[0] if handles else None
        if self.selected and any(h in self.targets(self.selected) for h in handles):
            source, self.selected = self.selected, None
            self._used("tap")
            self.drop(source, handles)
            return
        if hit is None:
            if self.selected and self.on_another_zone(pos, self.selected):
                source, self.selected = self.selected, None
                self._used("tap")
                self.drop(source, handles, pos)     # a pile, a box: what a drop there says ("cannot go there")
                self.refresh()
                return
            closed = self.adapter.dismiss()
            dropped, self.selected = self.selected, None
            self.refresh()
            loose = self.board.under(pos)           # a piece nothing is done with (a deck, a hand others hold)
            if loose is not None and loose.id != was and self.adapter.describe(loose.face) is not None:
                self.zoom, self.zoom_id = loose.face, loose.id      # its large view: what it is
            elif not (closed or dropped or zoomed) and self.on_a_zone(pos):
                self.hint()             # an empty pile, a board, a name: what to do now (the bare felt: nothing)
            return
        if self.adapter.on_tap(self.view, hit):
            self.refresh()   # the adapter's zones may change (a notepad opens)
            return
        taps = self.index.tap_moves(hit)
        if taps:
            self._used("tap")
            self.decide(taps)
            return
        if not self.index.has_source(hit) and self.my_moves():
            meant = self.adapter.intent(self.view, hit, None)      # a tap meaning "play it": the engine says why not
            if meant is not None:
                self._used("tap")
                self.perform(meant)
                return
        if self.index.has_source(hit) or self.adapter.draggable(self.view, hit):
            self.selected = None if self.selected == hit else hit
            self.focus = hit
            self.refresh()
            return
        if self.selected:
            source, self.selected = self.selected, None
            self._used("tap")
            self.drop(source, handles, pos)         # tap-tap answers as the drag and drop would
            self.refresh()
            return
        self.answer_idle_tap(pos, hit)

    def answer_idle_tap(self, pos, handle: str | None = None) -> None:
        """A tap on a piece that does nothing now: its large view where it has one (a tap on a box, a player's
        seat, shows the piece that bears the box's handle, their card), else what to do instead."""
        piece = self._zoom_piece(pos) or self._bearing(handle)
        if piece is not None:
            self.zoom, self.zoom_id = piece.face, piece.id
            self.app.invalidate()
            return
        self.hint()

    @staticmethod
    def _option_by_handle(prompt, handles):
        for option in prompt.options:
            if option.handle is not None and option.handle in handles:
                return option
        return None

    def on_drag_start(self, start, pos) -> None:
        self.message = None
        self.grabbed = None
        if self.hold > 0:
            self.end_hold()             # as a tap would: what was held has been seen
            return
        if self.prompt is not None:
            question = self.prompt.title
            self.show_reason(_("First choose: {question} (Esc to cancel)", question=question) if self.prompt.cancel
                             else _("First choose: {question}", question=question), tone="info")
            return
        for piece in self.board.hit(start):
            if self.index.has_source(piece.handle) or self.adapter.draggable(self.view, piece.handle):
                rect = self.board.drawn_rect(piece.id)
                offset = (start[0] - rect.x, start[1] - rect.y)
                self.drag = {"source": piece.handle, "piece": piece.id, "offset": offset, "pos": pos,
                             "face": piece.face, "size": rect.size}
                self.selected = piece.handle
                self.zoom = None
                self.painter.invalidate()
                self.app.invalidate()
                return
        fixed = self.board.hit(start)
        self.grabbed = fixed[0] if fixed else None      # a piece that does not come up: its drop is answered too

    def on_drag(self, pos) -> None:
        if self.drag:
            self.drag["pos"] = pos
            self.app.invalidate()

    grabbed = None                      # a piece a drag began on that cannot be picked up (a flipped card)

    def on_drop(self, pos) -> None:
        drag, self.drag = self.drag, None
        if not drag:
            grabbed, self.grabbed = self.grabbed, None
            if grabbed is not None:             # what it meant (the adapter's intent), why not, or where it can go
                self.hush = pos
                self.drop(grabbed.handle, self.handles_at(pos, skip=grabbed.id), pos)
                self.refresh()
            return
        self.selected = None
        self.hush = pos
        self._used("drag")
        xy = (pos[0] - drag["offset"][0], pos[1] - drag["offset"][1])
        self.board.fling(drag["piece"], xy)
        self.drop(drag["source"], self.handles_at(pos, skip=drag["piece"]), pos)
        self.refresh()

    def _zoom_piece(self, pos):
        piece = self.piece_at(pos) if pos is not None else None
        if piece is None or self.adapter.describe(piece.face) is None:
            return None
        return piece

    def _bearing(self, handle: str | None):
        """The piece on the table with this handle and a large view (a box's own card), or None."""
        return next((s.piece for s in self.board.ordered() if handle is not None and not s.leaving
                     and s.piece.handle == handle and self.adapter.describe(s.piece.face) is not None), None)

    def on_long_press(self, pos) -> None:
        piece = self._zoom_piece(pos)
        if piece is not None:
            self.zoom, self.zoom_id = piece.face, piece.id
            self.app.invalidate()

    def hushed(self, pos) -> bool:
        """Does the pointer still rest on the piece that lies where the last tap or drop acted? Its large view
        waits until the pointer moves on to another piece (then hovering opens it again, this one too)."""
        if self.hush is None or pos is None:
            return False
        here, under = self.piece_at(self.hush), self.piece_at(pos)
        if here is not None and under is not None and here.id == under.id:
            return True
        self.hush = None
        return False

    def on_hover(self, pos) -> None:
        if self.couch.hover(pos) or self.hushed(pos):
            return
        piece = None if (self.selected or self.drag or self.prompt) else self._zoom_piece(pos)
        face = piece.face if piece is not None else None
        if face != self.zoom:
            self.zoom = face
            self.zoom_id = piece.id if piece is not None else None
            self.app.invalidate()

    def on_release(self) -> None:
        pass

    # ----- a hold: any tap ends it ----------------------------------------------------------------------
    _held_press = None                  # (where, on the log?, the log's scroll) of a press made during a hold

    def tap_ends_hold(self, event) -> bool:
        """While the table holds something until a tap (a private news banner, a finished trick), a tap anywhere
        ends it: on the felt, the side panel, its log or a button alike (a button's work waits for the next
        tap). Only a drag on the log still scrolls it. True when the event was used so."""
        kind = event.type
        mouse = kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if mouse and getattr(event, "touch", False):
            return self._held_press is not None      # SDL's copy of a finger: the finger itself counts
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button != 1:
            return False
        down = kind in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
        if down and self.hold > 0 and not self.gestures.active:
            pos = event.pos if kind == pygame.MOUSEBUTTONDOWN else (int(event.x * self.app.size[0]),
                                                                    int(event.y * self.app.size[1]))
            on_log = kind == pygame.MOUSEBUTTONDOWN and self.painter.log.contains(pos)
            self._held_press = (pos, on_log, self.painter.log.back)
            return not on_log                        # a mouse press on the log may start scrolling it
        if self._held_press is None:
            return False
        if kind in (pygame.MOUSEBUTTONUP, pygame.FINGERUP):
            _pos, on_log, back = self._held_press
            self._held_press = None
            self._log_drag = None
            if not (on_log and self.painter.log.back != back) and self.hold > 0:
                self.end_hold()                      # a tap, not a scroll of the log
            return True
        if kind in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
            return not self._held_press[1]           # the log scrolls with a drag; nothing else moves
        return False

    # ----- a question's picker: drawn over everything, answered before anything else ------------------
    def presses_picker(self, event) -> bool:
        """Does this press land on an option of the open question's picker? The picker may lie over the side
        panel (its log, Undo): the press is the picker's, never the log's scroll or a button under it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not getattr(event, "touch", False):
            pos = event.pos
        elif event.type == pygame.FINGERDOWN:
            pos = (int(event.x * self.app.size[0]), int(event.y * self.app.size[1]))
        else:
            return False
        options = self.painter.prompt_rects if self.prompt is not None else self.painter.standing_rects
        return any(rect.collidepoint(pos) for rect, _option in options)

    # ----- the log: wheel, drag and keys -----------------------------------------------------------
    def scroll_log(self, event) -> bool:
        log = self.painter.log
        if event.type == pygame.MOUSEWHEEL:
            if log.contains(pygame.mouse.get_pos()) and log.scroll(event.y * 3):
                self.painter.invalidate()
                self.app.invalidate()
            return log.contains(pygame.mouse.get_pos())
        if event.type == pygame.KEYDOWN and log.handle_key(event.key):
            self.painter.invalidate()
            self.app.invalidate()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and log.contains(event.pos):
            self._log_drag = event.pos[1]
            return True
        if event.type == pygame.MOUSEMOTION and getattr(self, "_log_drag", None) is not None:
            moved = (event.pos[1] - self._log_drag) // max(1, log.step)
            if moved and log.scroll(moved):
                self._log_drag += moved * log.step
                self.painter.invalidate()
                self.app.invalidate()
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(self, "_log_drag", None) is not None:
            self._log_drag = None
            return True
        return False

    # ----- keyboard ------------------------------------------------------------------------------
    def keyboard_ring(self) -> list[str]:
        if self.selected:
            return self.targets(self.selected)
        return self.sources()

    def on_key(self, key) -> None:
        self.app.invalidate()
        if key == pygame.K_ESCAPE:
            self.message = None
            if self.hints.active():
                self.hints.hide()             # the hint goes first: the table is as it was before H
            elif self.prompt is not None and self.prompt.cancel:
                self.prompt = None
            elif self.selected:
                self.selected = None
                self.refresh()
            elif self.zoom is not None:
                self.zoom = None
            elif self.adapter.dismiss():
                self.refresh()   # closing an overlay may change the zones
            else:
                self.ask_to_leave()
            return
        if self.hold > 0:
            self.end_hold()
            return
        self.message = None
        if key == pygame.K_h and self.prompt is None:
            self.hints.press()                # H: only where no hand is offered to hold up (hand_up.py takes it)
            return
        if self.prompt is None and self.adapter.on_key(self.view, key):   # a game's own key (N: the notepad)
            self.refresh()
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
            self._used("keys")
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            i = ring.index(self.focus) if self.focus in ring else (-1 if step > 0 else 0)
            self.focus = ring[(i + step) % len(ring)]
            self.painter.invalidate()
        elif key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._used("keys")
            if self.focus is None and ring:
                self.focus = ring[0]
                self.painter.invalidate()
                return
            if self.focus is None:
                return
            if self.selected:
                source, self.selected = self.selected, None
                target, self.focus = self.focus, source
                self.drop(source, [target])       # a move's target, or a place the adapter lays it
                self.refresh()
                return
            taps = self.index.tap_moves(self.focus)
            if taps:
                self.decide(taps)
                return
            self.selected = self.focus
            targets = self.targets(self.selected)
            self.focus = targets[0] if targets else None
            self.refresh()

    def choose_option(self, i: int) -> None:
        if self.prompt is not None and 0 <= i < len(self.prompt.options):
            self.answer(self.prompt.options[i])

    def answer(self, option) -> None:
        """An option chosen: its move, or (an option without one) back, the piece it names picked up again."""
        if option.move is not None:
            self.perform(option.move)
            return
        self.prompt = None
        if option.handle is not None and self.index.has_source(option.handle):
            self.selected = self.focus = option.handle  # as when it was picked up (by keys: the cursor on a place)
            if self.gesture == "keys":
                self.focus = next(iter(self.targets(option.handle)), None)
        self.refresh()

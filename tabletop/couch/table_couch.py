"""The couch-play side of a table scene: who may look (hot seat, curtain, a hand held up), undo, rules
on F1, sounds, and the small buttons for them.

The table scene owns one `CouchTable` and calls it at a few points: `choose_viewer()` whenever it
refreshes, `after_move(events)` after a move, `handle(event)` / `tap(pos)` before its own input,
and asks `can_undo()` for the Undo button the side panel draws. Everything couch-specific stays
here, so the table itself remains about cards and gestures.

Who the screen shows (hotseat.py), the same for every game:
  - no phone seats: a single laptop person always sees their own view; two or more pass the laptop
    through the curtain; bots only: the public view;
  - at least one phone seat (now: `seats_changed` after any switch): the laptop is the public table. It
    shows the public view, and a laptop person holds their hand up to see their own view and play
    ("Show my hand (H)", `hand`: hand_up.py says when it goes up and down); the status line says whose
    turn it is and what to press, the private news banner shows only while the hand is up, and undo takes
    back the move of the person holding their hand up, or else of the laptop person who made the last move.
"""

import pygame

from tabletop.language import N_, _
from tabletop.sound.cues import cue_for_events

from .hand_up import HandUp
from .hotseat import HotSeat

UNDO_RULE = N_("Undo: only your own last move, before anyone else acts and before anything new is revealed")


class CouchTable:
    def __init__(self, scene):
        self.scene = scene
        self.hotseat = HotSeat(scene.session.humans(), phones=bool(scene.session.phones()))
        self.hand = HandUp(self)

    # ----- shortcuts --------------------------------------------------------------------------
    @property
    def app(self):
        return self.scene.app

    @property
    def match(self):
        return self.scene.session.match

    def name(self, seat: int | None) -> str:
        return self.scene.session.name(seat)

    def curtain(self):
        """The curtain this table raised, while it is up."""
        return next((s for s in self.app.scenes if getattr(s, "raised_by", None) is self), None)

    # ----- who is looking -----------------------------------------------------------------------
    def choose_viewer(self) -> int | None:
        """The seat whose view the table may draw now. Raises the curtain when the laptop must pass;
        while it is up the table below is not drawn at all, so the holder's seat is returned only so
        that the table has something consistent to lay out."""
        self.scene.adapter.colour_marks = bool(getattr(self.app.settings, "colourblind_marks", False))
        hs = self.hotseat
        self.hand.follow()               # a held hand whose turn is over goes down
        viewer = hs.follow(self.scene.session.to_act())
        if hs.curtain_up:
            self.raise_curtain()
            return hs.holder
        self.lower_curtain()
        return viewer

    def seats_changed(self) -> None:
        """A seat moved between the laptop, a phone and a bot: the curtain now counts the people at the laptop
        (with two or more, whoever comes to the laptop next passes it first), and the laptop is the public table
        while any seat is a phone (a hand held up goes down)."""
        self.hotseat = HotSeat(self.scene.session.humans(), phones=bool(self.scene.session.phones()))
        self.hand = HandUp(self)

    def undo_seat(self) -> int | None:
        """Whose move an undo would take back: the person holding the laptop (on the public table: the hand held
        up, else the laptop person whose move was the last)."""
        hs = self.hotseat
        if hs.public and hs.held is None:
            moves = self.match.moves
            last = moves[-1].seat if moves else None
            return last if last in hs.humans else None
        return hs.holder if len(hs.humans) > 1 else hs.viewer

    def raise_curtain(self) -> None:
        if self.curtain() is not None or self.app.top is not self.scene:
            return  # already up, or the table is not in front (it will be raised on the next refresh)
        if getattr(self.scene, "hold", 0) > 0 or getattr(self.scene, "news_later", None):
            return  # the holder still watches their trick resolve, or has news to read; the table refreshes then
        holder = self.hotseat.holder
        undo_label = None
        if holder is not None and self.match.undo_refusal(holder) is None:
            undo_label = _("{who}: take back my move", who=self.name(holder))
        on_menu = self.hand.cancel if self.hotseat.public else self.to_menu   # a hand asked for: not shown after all
        curtain = self.app.make("curtain", self.name(self.hotseat.curtain_for), on_ready=self.hotseat.reveal,
                               undo_label=undo_label, on_undo=self.undo_from_curtain, on_menu=on_menu)
        curtain.raised_by = self
        self.app.push(curtain)

    def lower_curtain(self) -> None:
        curtain = self.curtain()
        if curtain is not None and self.app.top is curtain:
            curtain.done = True
            self.app.pop()

    def undo_from_curtain(self) -> None:
        if not self.undo():
            curtain = self.curtain()
            if curtain is not None:
                curtain.note = self.last_refusal or ""
                curtain.undo_label = None
                self.app.invalidate()

    def to_menu(self) -> None:
        """Escape at the curtain: the menu, once the person says so (tabletop/scenes/leave.py)."""
        if type(self.app.top).__name__ != "LeaveTableScene":
            self.app.open("leave-table", self.app.home)

    # ----- undo -----------------------------------------------------------------------------------
    last_refusal: str | None = None

    def undo(self) -> bool:
        seat = self.undo_seat()
        why = self.match.undo_refusal(seat)
        self.last_refusal = why
        if why:
            self.scene.show_reason(why, _(UNDO_RULE), near=self.buttons.get("undo"))   # beside the button it answers
            return False
        self.match.undo(seat)
        s = self.scene
        s.bot_turn = None              # a bot thinking about the position after the move: forget it
        s.since_move = 0.0             # the bots wait their pace again from here
        s.selected = s.prompt = s.drag = s.pending_summary = None
        s.hold = 0.0
        s.news = s.news_later = None
        s.story.end()                  # the table tells the position the undo left, nothing of the move
        s.adapter.release_hold()       # what was held belonged to the move taken back
        s.message = None
        s.show_reason(_("{who} took back a move.", who=self.name(seat)), tone="info")
        self.play("card")
        s.refresh(animate=True)
        return True

    # ----- sound ----------------------------------------------------------------------------------
    def play(self, cue: str | None) -> None:
        sound = getattr(self.app, "sound", None)
        if cue and sound is not None:
            sound.play(cue)

    def after_move(self, events) -> None:
        self.play(cue_for_events(events))

    # ----- input ----------------------------------------------------------------------------------
    def open_rules(self) -> None:
        """F1: the rules, at the section of the teaching card on show (if one is)."""
        self.app.open("rules", self.scene.session.game.id, "rules", self.scene.teaching.rules_section())

    def handle(self, event) -> bool:
        """Couch keys and button taps; True when the event was used here."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
        elif self.scene.gestures.active:
            return False  # a drag or press that began on the table ends on the table
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not getattr(event, "touch", False):
            return self.tap(event.pos)
        elif event.type == pygame.FINGERUP:
            w, h = self.app.size
            return self.tap((int(event.x * w), int(event.y * h)))
        return False

    @property
    def buttons(self) -> dict[str, pygame.Rect]:
        """The Undo button, where the table's side panel drew it."""
        undo = self.scene.painter.panel_buttons.get("undo")
        return {"undo": undo} if undo is not None else {}

    def undo_why(self) -> str | None:
        """Why a tap on Undo would be refused now (None: it would take the move back). The same policy
        as the undo itself (the match asks it once per position), so the button is lit only when it would work."""
        return self.match.undo_refusal(self.undo_seat())

    def can_undo(self) -> bool:
        return self.undo_why() is None

    def hover(self, pos) -> bool:
        """The pointer rests on Undo: when it is dim, say why."""
        undo = self.buttons.get("undo")
        if pos is None or undo is None or not undo.collidepoint(pos):
            return False
        why = self.undo_why()
        if why:
            self.scene.show_reason(why, _(UNDO_RULE), tone="info", near=undo)
        return True

    def tap(self, pos) -> bool:
        for rect in self.buttons.values():
            if rect.collidepoint(pos):
                self.undo()
                return True
        return False

    def pressed_on_button(self, event) -> bool:
        """A press that lands on a couch button must not also start a drag on the table."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return any(r.collidepoint(event.pos) for r in self.buttons.values())
        if event.type == pygame.FINGERDOWN:
            w, h = self.app.size
            return any(r.collidepoint((int(event.x * w), int(event.y * h))) for r in self.buttons.values())
        return False

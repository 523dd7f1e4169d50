"""A hand held up on the public table: how a laptop person sees their own cards while phones play.

With phone seats the laptop is the public table (hotseat.py): it shows the public view, and a laptop
person's hand, private log lines and news show only while they hold them up. The same in every game:
  - the table offers "Show my hand (H)" in its action strip whenever the game runs: for the laptop person
    who must act; with several people at the laptop and none of them to act, one button for each
    ("Show Ada's hand (H)", "Show Karl's hand"). H is the first button; the status line says whose turn
    it is and what to press ("Ada: Show my hand (H) to play."), never what the hand holds;
  - a tap (or H) holds it up until it goes down by itself; a press held longer than PEEK_SECONDS is a peek:
    the hand goes down when the press ends. With two or more laptop people it goes up through the curtain,
    which names whose hand it is (Escape there: back to the public table);
  - it goes down after that person's move once they act no more (at once, so what the move finished stays
    on show for everyone; after their news when the move showed them something, "Only you see this"), after
    HAND_SECONDS without input at the laptop, on Escape, on "Hide my hand (H)" (or H) again, when the game
    ends, and when a seat changes hands. Going down, nothing drawn for them stays (`forget_viewer`).
Bots' and phones' turns never need it.
"""

import pygame

from ..language import N_, _, n_

HAND_SECONDS = 20.0    # the held hand goes down after this long without input at the laptop
PEEK_SECONDS = 0.5     # a press on the button (or H) held this long is a peek: the hand goes down when it ends
HAND = "hand:"         # the handles of its buttons in the action strip: "hand:<seat>" and HIDE
HIDE = "hand:down"
SHOW_MINE = N_("Show my hand (H)")
HIDE_MINE = N_("Hide my hand (H)")
SHOW_FIRST = N_("Show {who}'s hand (H)")
SHOW_OTHER = N_("Show {who}'s hand")
INPUT = {pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
         pygame.MOUSEWHEEL, pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION}
MODIFIERS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


class Press:
    """The button or H held down now: how long, whether it puts the hand down, and by what ("key", "pointer")."""

    def __init__(self, lowers: bool, by: str):
        self.age, self.lowers, self.by = 0.0, lowers, by


class HandUp:
    def __init__(self, couch):
        self.couch = couch
        self.idle = 0.0                 # seconds without input while a hand is held up
        self.input_frame = -1           # the loop pass that brought the last input: its dt ran before it, uncounted
        self.press: Press | None = None
        self.done = False               # the held hand's person moved and acts no more: down once their news is read

    @property
    def hotseat(self):
        return self.couch.hotseat

    @property
    def scene(self):
        return self.couch.scene

    def active(self) -> bool:
        """Is the laptop the public table of a game still running?"""
        return self.hotseat.public and not self.scene.session.over

    def laptop_to_act(self) -> int | None:
        """The first laptop person among the seats to act (None: a phone, a bot, or nobody)."""
        return next((s for s in self.scene.session.to_act() if s in self.hotseat.humans), None)

    # ----- what the table shows ---------------------------------------------------------------------------
    def offers(self) -> list[tuple[str, str]]:
        """(handle, label) of the buttons for the action strip, the one H presses first."""
        hs = self.hotseat
        if not self.active() or hs.curtain_up:
            return []
        if hs.held is not None:
            return [(HIDE, _(HIDE_MINE))]
        acting = self.laptop_to_act()
        if acting is not None or len(hs.humans) == 1:
            return [(f"{HAND}{hs.humans[0] if acting is None else acting}", _(SHOW_MINE))]
        return [(f"{HAND}{s}", _(SHOW_FIRST if i == 0 else SHOW_OTHER, who=self.couch.name(s)))
                for i, s in enumerate(hs.humans)]

    def words(self) -> str | None:
        """The status line while the hand is down and a laptop person must act: who, and what to press."""
        hs = self.hotseat
        if not self.active() or hs.held is not None or hs.curtain_up:
            return None
        acting = self.laptop_to_act()
        if acting is None:
            return None
        return _("{who}: {button} to play.", who=self.couch.name(acting), button=_(SHOW_MINE))

    def news_words(self) -> str:
        """The private news banner's second line while the hand is held up."""
        return _("Only you see this. Tap when you have seen it: then your hand goes down.")

    # ----- up and down ------------------------------------------------------------------------------------
    def show(self, seat: int) -> None:
        self.idle, self.done = 0.0, False
        self.hotseat.hold_up(seat)
        scene = self.scene
        if self.hotseat.curtain_up and scene.hold > 0 and not scene.news:
            scene.end_hold()            # the curtain waits for what is on show: it was asked for, so that ends
        scene.refresh(animate=False)    # the curtain, or their view (what was drawn before is forgotten)

    def hide(self, timed_out: bool = False) -> None:
        seat = self.hotseat.held
        self.idle, self.done, self.press = 0.0, False, None
        self.hotseat.lay_down()
        self.scene.refresh(animate=False)   # a new viewer: forget_viewer drops everything drawn for them
        if timed_out and seat is not None:
            self.scene.show_reason(n_("{who}'s hand went down: nobody touched the laptop for {n} second.",
                                      "{who}'s hand went down: nobody touched the laptop for {n} seconds.",
                                      int(HAND_SECONDS), who=self.couch.name(seat)), tone="info")

    def ends_with(self, move) -> bool:
        """Does `move` (just played) end the held hand's turn: its person's own, and they act no more?"""
        held = self.hotseat.held
        return held is not None and move.seat == held and held not in self.scene.session.to_act()

    def lay_down_now(self) -> None:
        """Their move is made and showed them nothing new: down at once (the table forgets their view itself)."""
        self.idle, self.done, self.press = 0.0, False, None
        self.hotseat.lay_down()

    def follow(self) -> None:
        """Before the table picks its viewer: a finished hand goes down once nothing is on show for them (their
        news read), and every hand when the game is over."""
        hs, scene = self.hotseat, self.scene
        if hs.held is None:
            return
        if scene.session.over or (self.done and scene.hold <= 0 and not scene.news and not scene.news_later):
            self.lay_down_now()

    def tick(self, dt: float) -> float | None:
        """The table's update: a held press ages, a held hand waits for input. Returns when it next needs time."""
        if self.input_frame == self.scene.app.frames:
            dt = 0.0                      # this pass's time ran before its input (a long idle wait), not after
        if self.press is not None:
            self.press.age += dt
        if self.hotseat.held is None:
            return None
        self.idle += dt
        if self.idle >= HAND_SECONDS:
            self.hide(timed_out=True)
            return None
        return HAND_SECONDS - self.idle

    # ----- input ------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """Any input keeps a held hand up; H, its buttons (a tap, or a press held) and Escape. True when used."""
        if event.type in INPUT:
            self.idle, self.input_frame = 0.0, self.scene.app.frames
        if not self.hotseat.public:
            return False
        t = event.type
        if t == pygame.KEYDOWN:
            if event.key == pygame.K_h and not event.mod & MODIFIERS:
                offers = self.offers()
                if self.press is None and offers:
                    self.pressed(offers[0][0], "key")
                return bool(offers) or self.press is not None
            if event.key == pygame.K_ESCAPE and self.hotseat.held is not None:
                self.hide()
                return True
            return False
        if t == pygame.KEYUP:
            if event.key == pygame.K_h and self.press is not None and self.press.by == "key":
                self.released()
                return True
            return False
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and getattr(event, "touch", False):
            return self.press is not None          # SDL's copy of a finger on the button: the finger counts
        down = t == pygame.FINGERDOWN or (t == pygame.MOUSEBUTTONDOWN and event.button == 1)
        up = t == pygame.FINGERUP or (t == pygame.MOUSEBUTTONUP and event.button == 1)
        if up and self.press is not None and self.press.by == "pointer":
            self.released()
            return True
        if down:
            handle = self.button_at(self.pointer(event))
            if handle is not None and self.press is None:
                self.pressed(handle, "pointer")
                return True
        return False

    def pointer(self, event) -> tuple[int, int]:
        if event.type in (pygame.FINGERDOWN, pygame.FINGERUP):
            w, h = self.scene.app.size
            return int(event.x * w), int(event.y * h)
        return event.pos

    def button_at(self, pos) -> str | None:
        return next((h for h, _label, rect in self.scene.buttons if h.startswith(HAND) and rect.collidepoint(pos)),
                    None)

    def pressed(self, handle: str, by: str) -> None:
        """Down on a button (or H): "Show" shows at once (so a press held is a peek); "Hide" waits for the release."""
        if handle == HIDE:
            self.press = Press(True, by)
            return
        seat = int(handle[len(HAND):])
        self.show(seat)
        self.press = Press(False, by) if self.hotseat.held == seat else None   # the curtain takes its own taps

    def released(self) -> None:
        press, self.press = self.press, None
        if self.hotseat.held is not None and (press.lowers or press.age >= PEEK_SECONDS):
            self.hide()

    def cancel(self) -> None:
        """Escape at the curtain a hand asked for: back to the public table."""
        self.hide()

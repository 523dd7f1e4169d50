"""Who is in front of the screen, and when the table must hide behind the curtain.

One laptop, several people: the screen may only ever show the view of the person holding it.
`humans` are the people at the laptop only: a seat played from a phone (tabletop/phones/) never takes the
laptop, so the curtain comes only between laptop people.

Without phone seats (the laptop is the only screen):
  - with two or more humans, whenever the next person to act differs from the one holding the laptop,
    the table hides ("Pass to Karl") until Karl taps;
  - with a single human against bots the screen always shows that human's view and no curtain is needed;
  - with no humans (bots only) it shows the public table.

With at least one phone seat (`phones`, now: a seat switched to or from a phone makes a new HotSeat) the
laptop is the public table, whoever sits at it, the same in every game (every game deals each seat
something private): it shows the public view (viewer None) by default, even with a single laptop person.
A laptop person holds their hand up (`hold_up`, the table's "Show my hand (H)", tabletop/couch/table_couch.py)
to see their own view and play; with one person at the laptop it goes up at once, with two or more through the
curtain, which names whose hand it is. `lay_down` puts it down again (after their move, a time without input,
Escape, the button again: the table decides when), and the public view is back. No curtain comes by itself:
the public view is safe for anyone in front of the screen. Bots and phones never need the laptop's hand.
"""


class HotSeat:
    def __init__(self, humans: list[int], phones: bool = False):
        self.humans = list(humans)
        self.public = bool(phones) and bool(self.humans)   # the laptop is the public table (phone seats play)
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 and not self.public else None
        self.curtain_for: int | None = None   # the seat the laptop must be passed to, while the curtain is up
        self.holder: int | None = self.viewer  # who holds the laptop (last seat revealed)

    @property
    def curtain_up(self) -> bool:
        return self.curtain_for is not None

    @property
    def held(self) -> int | None:
        """On the public table: the laptop person whose hand is held up now (None: the public view shows)."""
        return self.viewer if self.public else None

    def wanted(self, to_act: list[int]) -> int | None:
        """The human who should hold the laptop now: its holder when they are among the seats to act (no
        pass needed: the others' turns come after), otherwise the first human among them."""
        if self.holder in to_act and self.holder in self.humans:
            return self.holder
        for seat in to_act:
            if seat in self.humans:
                return seat
        return None

    def follow(self, to_act: list[int]) -> int | None:
        """Update after any change of the game; returns the seat to draw (None: the curtain or public view)."""
        if self.public:
            return self.viewer       # the hand goes up and down only when asked: no pass is ever forced
        if len(self.humans) <= 1:
            self.curtain_for = None
            return self.viewer
        want = self.wanted(to_act)
        if want is None:             # bots are thinking or the game is over: the holder keeps looking
            if self.curtain_for is not None and self.holder is not None:
                self.curtain_for = None  # e.g. an undo made it the holder's turn again before the pass
                self.viewer = self.holder
            return self.viewer
        if want == self.holder:
            self.curtain_for = None
            self.viewer = want
        else:
            self.curtain_for = want
            self.viewer = None
        return self.viewer

    def hold_up(self, seat: int) -> int | None:
        """Public table: `seat` (a laptop person) holds their hand up. With one person at the laptop it shows at
        once; with several, any hand held up goes down and the curtain names `seat` first."""
        if not self.public or seat not in self.humans:
            return self.viewer
        if len(self.humans) == 1:
            self.holder = self.viewer = seat
        else:
            self.holder = self.viewer = None
            self.curtain_for = seat
        return self.viewer

    def lay_down(self) -> None:
        """Public table: the hand goes down (and a curtain asked for goes away): the public view again."""
        if self.public:
            self.holder = self.viewer = self.curtain_for = None

    def hide(self) -> None:
        """Nobody is known to be in front of the screen (the table was left for the menu): with two or
        more people, whoever comes back must pass the curtain before anything is shown; on the public
        table every hand goes down."""
        if self.public:
            self.lay_down()
        elif len(self.humans) > 1:
            self.holder = self.viewer = None

    def reveal(self) -> int | None:
        """The new holder tapped "ready": show their view."""
        if self.curtain_for is not None:
            self.holder = self.viewer = self.curtain_for
            self.curtain_for = None
        return self.viewer

"""Who is in front of the screen, and when the table must hide behind the curtain.

One laptop, several people: the screen may only ever show the view of the person holding it.
`humans` are the people at the laptop only: a seat played from a phone (tabletop/phones/) never takes the
laptop, so the curtain comes only between laptop people, and with none the laptop shows the public table.
With two or more humans, whenever the next person to act differs from the one holding the laptop,
the table hides ("Pass to Karl") until Karl taps. With a single human against bots the screen
always shows that human's view and no curtain is needed; with no humans (bots only) it shows the
public table.
"""


class HotSeat:
    def __init__(self, humans: list[int]):
        self.humans = list(humans)
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.curtain_for: int | None = None   # the seat the laptop must be passed to, while the curtain is up
        self.holder: int | None = self.viewer  # who holds the laptop (last seat revealed)

    @property
    def curtain_up(self) -> bool:
        return self.curtain_for is not None

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

    def hide(self) -> None:
        """Nobody is known to be in front of the screen (the table was left for the menu): with two or
        more people, whoever comes back must pass the curtain before anything is shown."""
        if len(self.humans) > 1:
            self.holder = self.viewer = None

    def reveal(self) -> int | None:
        """The new holder tapped "ready": show their view."""
        if self.curtain_for is not None:
            self.holder = self.viewer = self.curtain_for
            self.curtain_for = None
        return self.viewer

"""A finished position held on screen until a tap (a trick, a round of a race, a hand, two flipped cards).

When a move finishes something worth a pause, the table keeps showing it for a while (table_scene's `hold`: until
a tap, or the adapter's own seconds) before it shows where the game is now. The adapter says what the move
finished and what of it to keep: a copy of the view as the move left it (`before.model_copy(update=...)`) or a
small record of its own (the trick's plays). This mixin keeps it for as long as the table shows it:

    finished(before, events) -> what to keep of the position `events` finished, from `before` (the view the
                                table showed before the move), or None when nothing is worth a pause
    hold_seconds             -> how long the adapter asks for it (the table's Settings may wait for a tap)
    held_cut(view)           -> how many of the live view's events the log may tell while it is held (None: all)

and gives the adapter `held` (what is kept, None when nothing is), `holding(view)` (is it still on show over
`view`? A view that has moved on from the move drops it), `shown(view)` (the kept view, else `view`: for an
adapter that keeps a view, what `zones`, `panel` and `status` read), `acting(view, seat)` (a seat lit as the one to
act: not while a position is held) and `log_cut`. The table lets the position
go (`release_hold`: a tap, an undo, its seconds; `forget`: another person at the screen).

The adapter sets `self.view` to the view it lays out (in `zones`): that is the position before a move.
"""


class HeldPosition:
    held = None                           # what the adapter kept of the finished position, while it is on show
    hold_seconds = 2.5
    _held_at: tuple[int, int] = (-1, -1)   # the events in the view before the move and after it

    def finished(self, before, events):
        """What to keep on screen of what `events` finished, from `before`; None: nothing worth a pause."""
        return None

    def held_cut(self, view) -> int | None:
        """How many of `view.events` the log may tell while the finished position is held (None: all)."""
        return None

    def hold(self, events) -> float:
        before = getattr(self, "view", None)
        kept = self.finished(before, events) if before is not None and events else None
        if kept is None:
            return 0.0
        self.held = kept
        self._held_at = (len(before.events), len(before.events) + len(events))
        return self.hold_seconds

    def release_hold(self) -> None:
        self.held = None

    def holding(self, view) -> bool:
        """Is the finished position still on show over `view`? A view that is neither the position before the move
        nor the one the move made has moved on without a release (a move taken back): what was kept goes."""
        if self.held is not None and len(view.events) not in self._held_at:
            self.held = None
        return self.held is not None

    def shown(self, view):
        """The view the table draws: the finished position kept (when the adapter keeps a view), else `view`."""
        return self.held if self.holding(view) else view

    def acting(self, view, seat) -> bool:
        """Is `seat` lit as the one to act? Not while a finished position is on show: the live moves wait."""
        return seat in view.to_act and self.held is None

    def log_cut(self, view) -> int | None:
        return self.held_cut(view) if self.held is not None else None

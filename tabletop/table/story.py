"""One story at one moment: which position the table tells.

After a move the table may go on showing what the move did before it shows where the game is now: a
finished trick on show, a race's finish, a reveal, a die in the air, a round about to be summed up. For as
long as it does, everything the table draws and says (the pieces, the seat boxes, the side panel, the status
line) comes from the position before that move, which the match keeps (`match.states`); the adapter's hold
adds what the move finished (the trick's last card, the duckies walking, the die), and the live position's
moves wait, so no button, prompt or lit piece offers what the table does not show yet. The log is cut by
the adapter (`log_cut`) and the round summary reads the live view: both tell what the move did.

The table lags while
  - the adapter says it still shows an earlier moment: `log_cut(live)` is not None (the log waits with it);
  - the adapter holds what the move finished and a round summary waits for that hold: the header does not move
    on to the next round before the summary of this one opens (they go together, when the hold ends).
"""


class Story:
    def __init__(self):
        self.before: int | None = None   # index in match.states of the position before the move being shown
        self.held = False                # the adapter holds what that move finished (a trick, a race's end)
        self.summing_up = False          # a round summary waits for that hold (it opens as the table catches up)
        self._told = None                # (key, view): the told view, made once per position and viewer

    @property
    def telling(self) -> bool:
        """A move is being shown (the table may lag behind the live position)."""
        return self.before is not None

    def moved(self, before: int, held: bool, summing_up: bool) -> None:
        """A move was played from `states[before]`: the table may now show it before the position it made."""
        self.before, self.held, self.summing_up = before, held, summing_up and held

    def end(self) -> None:
        """The table has caught up (or the move was taken back, or someone else sits at the screen)."""
        self.before, self.held, self.summing_up = None, False, False
        self._told = None

    def lags(self, adapter, live) -> bool:
        """Does the table still show the position before the move, not `live`?"""
        if self.before is None:
            return False
        return adapter.log_cut(live) is not None or (self.held and self.summing_up)

    def view(self, match, viewer):
        """The viewer's view of the position the table still shows."""
        key = (id(match.states[self.before]), viewer)
        if self._told is None or self._told[0] != key:
            self._told = (key, match.game.view(match.states[self.before], viewer))
        return self._told[1]

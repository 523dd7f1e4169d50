"""When a bot stops thinking: a time budget read from a clock handed in, or a count of playouts.

The rules package has no clock of its own (a test hands in a fake one), so a time budget needs
`clock`. The bot asks `spent()` before every playout and after every simulated move, so a
decision overruns by at most one `apply` whatever the number of legal moves or the game's length.
"""


class Budget:
    def __init__(self, *, seconds: float | None = None, clock=None, iterations: int | None = None):
        if seconds is not None and clock is None:
            raise ValueError("a time budget needs a clock, e.g. clock=time.monotonic")
        if seconds is None and iterations is None:
            raise ValueError("a budget needs seconds (with a clock) or iterations")
        self.clock = clock
        self.deadline = clock() + seconds if seconds is not None else None
        self.iterations = iterations
        self.done = 0  # playouts counted so far

    def spent(self) -> bool:
        """True once the time is up or the playouts are all done (whichever comes first)."""
        if self.iterations is not None and self.done >= self.iterations:
            return True
        return self.deadline is not None and self.clock() >= self.deadline

    def out_of_time(self) -> bool:
        """Checked inside a playout: only the clock can stop a playout half-way."""
        return self.deadline is not None and self.clock() >= self.deadline

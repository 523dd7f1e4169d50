"""The phone page's log (phone.js `keepLog`) in Python: what a phone holds after each snapshot message, so a
test can check that the lines it was sent add up to the seat's whole log (tests/phones/test_log_delta.py
checks that the page's own script does the same)."""

from tabletop.phones import snapshot as snapshots


class PhoneLog:
    """A phone's log: the whole log from a whole snapshot, or its own lines before `log_start` and the
    changed ones after them; the newest `kept` lines kept."""

    def __init__(self, kept: int | None = None):
        self.kept = kept if kept is not None else snapshots.LOG_LINES
        self.lines: list[dict] = []
        self.start = 0

    def take(self, snap: dict) -> dict:
        """The snapshot as the page has it after this message: with the log it now holds, as a whole one."""
        keep = 0 if snap["log_whole"] else snap["log_start"] - self.start
        if keep < 0 or keep > len(self.lines):
            keep = 0
        if keep == 0:
            self.start = snap["log_start"]
        self.lines = self.lines[:keep] + list(snap["log"])
        if len(self.lines) > self.kept:
            self.start += len(self.lines) - self.kept
            self.lines = self.lines[-self.kept:]
        return {**snap, "log": list(self.lines), "log_start": self.start, "log_whole": True}

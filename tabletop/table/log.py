"""The log a seat reads, narrated from that seat's own view and nothing else.

It is rebuilt from `view.events` whenever the view changes (a move, the curtain lifted for
someone else, an undo, a resumed game), so a line narrated for one person can never be read by
the next. A move taken back at the table stays in its mover's log struck through, as their own
view told it; everyone else reads only that a move was taken back (what it was may now be back in
a hand they cannot see).
"""

from dataclasses import dataclass

from ..language import _, generation


@dataclass(frozen=True)
class LogLine:
    text: str
    taken_back: bool = False


class Narrator:
    """`narrate(event)` remembered per event: a log of hundreds of events is worded once, not on every
    move. Events are frozen and shared by every state and view of a game, so identity is the key; the words
    are the language's spoken now, so a switch of language words the log anew."""

    def __init__(self, narrate):
        self.narrate = narrate
        self.said: dict[int, tuple[object, LogLine]] = {}
        self.spoken = generation()

    def __call__(self, event) -> str:
        return self.line(event).text

    def line(self, event) -> "LogLine":
        """The event's log line, made once (a long game's log is read again after every move)."""
        if self.spoken != generation():
            self.said.clear()
            self.spoken = generation()
        hit = self.said.get(id(event))
        if hit is not None and hit[0] is event:
            return hit[1]
        if len(self.said) > 50_000:
            self.said.clear()
        line = LogLine(self.narrate(event))
        self.said[id(event)] = (event, line)
        return line


def log_lines(game, narrate, view, taken_back=(), name=lambda seat: f"Player {seat + 1}") -> list[LogLine]:
    """Every line `view.seat` may read, oldest first; `taken_back` holds couch TakenBack records."""
    line_of = narrate.line if isinstance(narrate, Narrator) else (lambda e: LogLine(narrate(e)))
    if taken_back:
        return _interleaved(game, narrate, line_of, view, taken_back, name)
    return [line for line in map(line_of, view.events) if line.text]


def _interleaved(game, narrate, line_of, view, taken_back, name) -> list[LogLine]:
    """The events' lines with the moves taken back where they were: struck through in their mover's log (as
    their own view told them), "took back a move" in everyone else's, each before the events that came after
    it (the events past the last cut are only ever added at the end)."""
    seat = view.seat
    keyed = [((i, 1, 0, 0), line_of(e)) for i, e in enumerate(view.events)]
    for k, undone in enumerate(taken_back):
        cut, added = undone.seen_by(game, seat)
        if undone.seat != seat:
            keyed.append(((cut, 0, k, 0), LogLine(_("{who} took back a move.", who=name(undone.seat)))))
            continue
        for j, e in enumerate(added):
            keyed.append(((cut, 0, k, j), LogLine(narrate(e), taken_back=True)))
    keyed.sort(key=lambda pair: pair[0])
    return [line for _, line in keyed if line.text]

"""Who has been taught what in one game: each moment once per person, one card at a time.

A person is a seat ("0", "1", ...: the person at the laptop after the curtain, or on that seat's phone) or the
public table ("table": the TV, a laptop whose seats all play from phones). Their moments are worked out from
their own view only (`moments.due`); a moment counts as taught the moment its card is shown, and the ids are
kept in the game's save (`record.taught`), so Continue does not teach it again.

The card stays until "Got it", until the person makes their next move (they have acted on it), or until a
person change hides it; moments that came due meanwhile wait in line and come one after another. Nothing here
waits for anybody: the bots play on while a card is up.
"""

from dataclasses import dataclass, field

from .moments import Due, due, lesson

TABLE = "table"
URGENCY = {"start": 0, "move": 1}     # the order a reader's line keeps (the rest: as they came)


def urgency(d: Due) -> int:
    """Where a moment stands in a reader's line: the start and what the reader must know first (their role), then
    their own move, then what has just happened."""
    return 0 if d.moment.first else URGENCY.get(d.moment.trigger, 2)


def person_of(seat: int | None) -> str:
    return TABLE if seat is None else str(seat)


@dataclass
class Reader:
    """What one person's card line holds now (in memory; only the taught ids are saved)."""

    seen: int | None = None               # how many events of their view they had seen at their last look
    line: list[Due] = field(default_factory=list)
    showing: Due | None = None


class Teacher:
    def __init__(self, game_id: str, taught: dict | None = None, on: bool = True):
        self.lesson = lesson(game_id)
        self.taught: dict[str, list[str]] = taught if taught is not None else {}
        self.on = on
        self.readers: dict[str, Reader] = {}

    def reader(self, person: str) -> Reader:
        return self.readers.setdefault(person, Reader())

    def was_taught(self, person: str, moment_id: str) -> bool:
        return moment_id in self.taught.get(person, ())

    def look(self, person: str, view, moves=(), fresh: bool = True, into: str | None = None) -> Due | None:
        """The person's view of the position now (and their legal moves, when it is their turn): moments that
        came due join their line. Returns the card to show them now (None: none). `fresh`: the game began in
        this sitting (a game continued from a save tells no old events as news). A person's first look is their
        start: the start moments come then. `into`: another person's line takes them ("Watch a round": what
        each bot's seat would be taught goes to the one screen everybody watches, each moment once)."""
        seer = self.reader(person)
        events = view.events
        first = seer.seen is None
        if first:
            seer.seen = 0 if fresh else len(events)
        new = events[seer.seen:] if seer.seen <= len(events) else []
        seer.seen = len(events)
        if not self.on:
            return None
        dues = due(self.lesson, view, new, moves, first, public=person == TABLE)
        return self._line_up(into or person, dues)

    def _line_up(self, person: str, dues: list[Due]) -> Due | None:
        """The moments due join the person's line (once each); returns the card they see now."""
        reader = self.reader(person)
        # a moment about the reader's move is worth showing only while that move is theirs to make
        moving = {d.moment.id for d in dues if d.moment.trigger == "move"}
        reader.line = [d for d in reader.line if d.moment.trigger != "move" or d.moment.id in moving]
        if reader.showing is not None and reader.showing.moment.trigger == "move" and \
                reader.showing.moment.id not in moving:
            reader.showing = None
        queued = {d.moment.id for d in reader.line}
        if reader.showing is not None:
            queued.add(reader.showing.moment.id)
        for d in dues:
            if d.moment.id not in queued and not self.was_taught(person, d.moment.id):
                reader.line.append(d)
                queued.add(d.moment.id)
        # the game's start first, then what matters for the reader's own move now, then what has just happened
        reader.line.sort(key=urgency)
        showing = reader.showing
        if showing is not None and urgency(showing) > 1 and reader.line and \
                reader.line[0].moment.trigger == "move":
            reader.showing = None       # what just happened gives way to the reader's move (it was shown: no return)
        if reader.showing is None:
            self._next(person)
        return reader.showing

    def showing(self, person: str) -> Due | None:
        return self.readers[person].showing if self.on and person in self.readers else None

    def _next(self, person: str) -> None:
        reader = self.reader(person)
        reader.showing = reader.line.pop(0) if reader.line else None
        if reader.showing is not None:
            ids = self.taught.setdefault(person, [])
            if reader.showing.moment.id not in ids:
                ids.append(reader.showing.moment.id)

    def got_it(self, person: str) -> Due | None:
        """The person closed the card: the next in their line, if any."""
        if person in self.readers:
            self.readers[person].showing = None
            self._next(person)
        return self.showing(person)

    def moved(self, person: str) -> None:
        """The person made a move: the card they had (they acted on it) goes; the next comes at their next look."""
        if person in self.readers:
            self.readers[person].showing = None

    def away(self, person: str) -> None:
        """The person left the screen (the curtain): their card goes back to the front of their line, unseen
        again (it was marked taught when shown, so it is shown again only if it is still in line)."""
        reader = self.readers.get(person)
        if reader is not None and reader.showing is not None:
            reader.line.insert(0, reader.showing)
            reader.showing = None

    def stop(self) -> None:
        """"Stop teaching": no more cards in this game (the table remembers the choice for the game)."""
        self.on = False
        for reader in self.readers.values():
            reader.line.clear()
            reader.showing = None

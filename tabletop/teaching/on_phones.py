"""Teach as we play on phones: each phone seat's moments, from that seat's own view, on that seat's phone only.

The laptop's teacher (at_table.py) also reads for every seat played from a phone, after every refresh of the
table (on the render thread): the seat's own view, and its legal moves when it is to act. The card on show for a
seat goes into that seat's snapshot alone (tabletop/phones/teaching_card.py); the laptop never draws it.

"Got it" on the phone closes the card it names (a card no longer on show is ignored: the phone had an older
snapshot). "Stop teaching" on a phone turns the cards off for that seat only: the laptop's switch and every other
person's cards stay as they are, since the person at one phone cannot decide for the table (the laptop's "Stop
teaching" stops every card of the game, the phones' too). A seat's stop is kept in the save with the moments it
was shown (`stopped`), so Continue neither teaches it again nor shows a moment twice.
"""

from collections.abc import Callable

from .moments import Due
from .teacher import Teacher, person_of


class TeachingOnPhones:
    def __init__(self, teacher: Teacher, fresh: bool, told: Callable[[str, Due | None], None] | None = None,
                 stopped: list[int] | None = None):
        self.teacher = teacher
        self.fresh = fresh                  # the game began in this sitting (as at the laptop)
        self.told = told                    # called with each card shown (the laptop prints them with --teach)
        self.stopped: list[int] = stopped if stopped is not None else []   # seats whose phones said "Stop teaching"
        #                                     (the save's list itself, when there is one: kept with the game)

    def look(self, match, seats) -> None:
        """After every refresh of the table: each phone seat's moments due, from its own view and its own moves."""
        if not self.teacher.on:
            return
        for seat in seats:
            if seat in self.stopped:
                continue
            view = match.view(seat)
            moves = match.game.legal_moves(match.state, seat) if seat in view.to_act and not view.over else []
            self._told(seat, self.teacher.look(person_of(seat), view, moves, self.fresh))

    def card(self, seat: int) -> Due | None:
        """The card on show for the seat's phone (None: none)."""
        return None if seat in self.stopped else self.teacher.showing(person_of(seat))

    def cards(self, seats) -> tuple:
        """(seat, the id of its card) for these seats: what the phones must be sent again when it changes."""
        return tuple((s, shown.moment.id if (shown := self.card(s)) else None) for s in seats)

    def got_it(self, seat: int, moment_id: str) -> bool:
        """"Got it" on the seat's phone for card `moment_id`: it goes, the next in the seat's line comes. False
        (nothing changes) when that card is not the one on show for the seat."""
        shown = self.card(seat)
        if shown is None or shown.moment.id != moment_id:
            return False
        self._told(seat, self.teacher.got_it(person_of(seat)))
        return True

    def stop(self, seat: int) -> bool:
        """"Stop teaching" on the seat's phone: no more cards for that seat (False: it had stopped already)."""
        if seat in self.stopped:
            return False
        self.stopped.append(seat)
        reader = self.teacher.readers.get(person_of(seat))
        if reader is not None:
            reader.line.clear()
            reader.showing = None
        return True

    def _told(self, seat: int, shown: Due | None) -> None:
        if self.told is not None:
            self.told(person_of(seat), shown)

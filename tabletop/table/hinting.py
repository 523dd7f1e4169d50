"""The Hint at the laptop: H or the "Hint (H)" button, for the person in front of the screen when it is their turn.

It asks the table's bot process (hint.py) from that seat's own view; while it thinks the button says so; once
ready the suggested move is lit as a ghost of its drag (hint_ghost.py) with one line why (hint_words.py). Any move
or undo (the match's version moves), a change of the person at the screen, or Esc drops it; an answer to an older
position is never shown. A game started with hints off offers no button, and H says so.

A phone asks for its own seat (tabletop/phones/: an `AskHint` frame, queued by the server for the render thread):
the same bot process thinks, and the hint goes to that phone alone (`HintMessage`: the choice to light, the line).

H is the hint's key wherever the table does not offer a hand to hold up: on the public table with phone seats
H shows the laptop person's hand (couch/hand_up.py), and the Hint is the button alone ("Hint", no key).
"""

from dataclasses import dataclass

from ..language import N_, _
from .hint import hint_seed
from .hint_ghost import HintMarks
from .hint_words import hint_line

ASK = "hint:ask"           # the button's handles in the action strip, one per state (the strip redraws on a change)
THINKING = "hint:thinking"
SHOWN = "hint:shown"
HINT_KEYED = N_("Hint (H)")
HINT_PLAIN = N_("Hint")
POLL = 1 / 30              # how often the table looks for the answer while it thinks


@dataclass
class Asked:
    """One hint asked: for which seat, in which position (the match's version), the worker's turn, then its
    answer and its line."""

    seat: int
    version: int
    turn: object
    state: object = None        # the position itself (a position set by hand, in a bench or a test, keeps the version)
    marks: HintMarks | None = None
    failed: str | None = None
    hidden: bool = False        # put away (Esc, H again): shown again by H without asking (or counting) again


class TableHint:
    def __init__(self, scene):
        self.scene = scene
        self.asked: Asked | None = None
        self.phones: dict[int, Asked] = {}      # phone seat -> the hint it asked for, thinking

    @property
    def on(self) -> bool:
        """Hints are on for this game (New game's switch)."""
        return not self.scene.session.match.record.hints_off

    def seat(self) -> int | None:
        """The seat a hint is for now: the person in front of the screen, when they have moves."""
        scene = self.scene
        return scene.viewer if scene.my_moves() else None

    def current(self) -> Asked | None:
        """The hint asked in this position for this person (an older one is dropped)."""
        asked, scene = self.asked, self.scene
        match = scene.session.match
        if asked is not None and (asked.version != match.version or asked.state is not match.state
                                  or asked.seat != self.seat()):
            self.asked = asked = None
        return asked

    def keyed(self) -> bool:
        """H is the hint's key, unless the table offers a hand to hold up with it."""
        return not self.scene.couch.hand.offers()

    def offers(self) -> list[tuple[str, str]]:
        """(handle, label) of the Hint button for the action strip, or none."""
        if not self.on or self.seat() is None:
            return []
        asked = self.current()
        if asked is not None and asked.marks is None and asked.failed is None:
            return [(THINKING, _("Thinking…"))]
        if asked is not None and asked.marks is not None and not asked.hidden:
            return [(SHOWN, _("Hide hint (H)") if self.keyed() else _("Hide hint"))]
        return [(ASK, _(HINT_KEYED if self.keyed() else HINT_PLAIN))]

    @staticmethod
    def handles(buttons) -> frozenset:
        """The Hint's buttons in the action strip: drawn every frame (its words change while it thinks)."""
        return frozenset(h for h, _label, _rect in buttons if h.startswith("hint:"))

    def marks(self) -> HintMarks | None:
        asked = self.current()
        return asked.marks if asked is not None and not asked.hidden else None

    def active(self) -> bool:
        """Thinking, or shown: what Esc puts away first."""
        asked = self.current()
        return asked is not None and asked.failed is None and not asked.hidden

    def hide(self) -> None:
        """Esc or H again: the hint is put away; H shows it again in this position (not asked again)."""
        asked = self.current()
        if asked is not None and asked.marks is not None:
            asked.hidden = True
        elif asked is not None:
            self.asked = None           # still thinking: the question is dropped
        self.scene.lay_buttons()

    # ----- asking ----------------------------------------------------------------------------------------
    def press(self) -> None:
        """H or the button: ask; again while it shows: hide it; while it thinks: nothing more."""
        scene = self.scene
        if not self.on:
            scene.show_reason(_("Hints are off for this game."), tone="info")
            return
        seat = self.seat()
        if seat is None:
            scene.show_reason(_("A hint is for the player whose turn it is."), tone="info")
            return
        asked = self.current()
        if asked is not None and asked.marks is not None:
            asked.hidden = not asked.hidden
            scene.lay_buttons()
            return
        if asked is not None and asked.failed is None:
            return
        session = scene.session
        view = session.view(seat)
        seed = hint_seed(session.config.seed, seat, len(session.moves))
        self.asked = Asked(seat, session.match.version, scene.worker.hint(session.game, view, seed), session.state)
        scene.lay_buttons()

    def tick(self) -> float | None:
        """Once a frame: collect the answer when it is in. Returns when it wants to look again."""
        asked = self.current()
        if asked is None or asked.marks is not None or asked.failed is not None:
            return None
        if not asked.turn.ready:
            return POLL
        scene = self.scene
        if asked.turn.error is not None or asked.turn.move is None:
            asked.failed = str(asked.turn.error)
            scene.show_reason(_("No hint this time: {error}", error=asked.failed))
        else:
            asked.marks = self._marks(asked)
            scene.session.match.count_hint(asked.seat)
        scene.lay_buttons()
        return 0.0

    def _marks(self, asked: Asked) -> HintMarks:
        scene = self.scene
        session = scene.session
        answer = asked.turn.move
        view = session.view(asked.seat)
        seed = hint_seed(session.config.seed, asked.seat, len(session.moves))
        line = hint_line(session.game, view, answer, list(session.match.names), seed, session.match)
        grip = scene.adapter.grip(answer.move)
        source = grip.source if grip is not None else None
        target = grip.target if grip is not None else None
        if grip is None and scene.standing is not None:     # a standing question's option: its piece, if any
            source = next((o.handle for o in scene.standing.options if o.move == answer.move), None)
        return HintMarks(answer, source, target, line)

    # ----- phones ----------------------------------------------------------------------------------------
    def for_phone(self, seat: int, version: int) -> None:
        """A phone asked for its seat's hint in the position of its snapshot `version`. A later position is not
        answered (the phone's next snapshot ends its waiting); the same question again is not asked twice."""
        scene = self.scene
        session = scene.session
        if not self.on:
            self._to_phone(seat, version, None, _("Hints are off for this game."))
            return
        if version != session.match.version or seat not in session.phones() or seat not in session.to_act():
            return
        asked = self.phones.get(seat)
        if asked is not None and asked.version == version:
            return
        view = session.view(seat)
        seed = hint_seed(session.config.seed, seat, len(session.moves))
        self.phones[seat] = Asked(seat, version, scene.worker.hint(session.game, view, seed))

    def tick_phones(self) -> float | None:
        """Send the phones' hints that are in (each to its own phone); drop those of an older position."""
        from ..phones.snapshot import move_key

        session = self.scene.session
        wait = None
        for seat, asked in list(self.phones.items()):
            if asked.version != session.match.version:
                del self.phones[seat]
                continue
            if not asked.turn.ready:
                wait = POLL
                continue
            del self.phones[seat]
            answer = asked.turn.move
            if asked.turn.error is not None or answer is None:
                self._to_phone(seat, asked.version, None, _("No hint this time: {error}", error=str(asked.turn.error)))
                continue
            view = session.view(seat)
            seed = hint_seed(session.config.seed, seat, len(session.moves))
            line = hint_line(session.game, view, answer, list(session.match.names), seed, session.match)
            self._to_phone(seat, asked.version, move_key(session.game, answer.move), line)
            session.match.count_hint(seat)
        return wait

    def _to_phone(self, seat: int, version: int, key: str | None, line: str) -> None:
        from ..phones.messages import HintMessage

        host = self.scene.phones
        if host is not None:
            host.send_hint(seat, HintMessage(version=version, key=key, line=line))

    def relabel(self) -> None:
        """The language changed: the line is said again."""
        asked = self.current()
        if asked is not None and asked.marks is not None:
            asked.marks = self._marks(asked)

    def forget(self) -> None:
        """Any move, another person at the screen, Esc: nothing of the hint stays."""
        if self.asked is not None:
            self.asked = None
            self.scene.lay_buttons()

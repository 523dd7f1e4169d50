"""Teach as we play at the laptop: the teacher of one game, asked after every change of the table, and the card
for whoever is in front of the screen.

The reader at the laptop is the person whose view the table draws (after the curtain), or the public table
when the laptop is one (every seat plays from a phone or is a bot); while the curtain is up, or between two
people in hot seat, nobody reads and nothing is drawn. A change of person puts the card away (nothing drawn
for one person survives the change); it comes back when they do. The moments' words and lights come from the
reader's own view only; the table's choice "Stop teaching" is remembered for the game (Settings).
"""

import pygame

from ..language import _
from ..storage.saves import Teaching
from .card import draw_card, draw_lights, lit_rects
from .moments import section_index
from .on_phones import TeachingOnPhones
from .teacher import TABLE, Teacher

ARMED = 0.4                    # seconds a card is up before its buttons take a tap
FEW = 3                        # the moves' starting pieces a card lights (more: the legal-move glow says it)
SHOWN_PREFIX = "moment: "      # what a run with --teach prints for each card shown (python -m tabletop play)


def reading_seconds(moment) -> float:
    """How long a card stays on a public screen nobody taps (the TV, a bots-only table): time to read it."""
    return 4.0 + len(moment.text.split()) / 3.5


class TeachingAtTable:
    def __init__(self, scene, on: bool, echo: bool = False, watch: bool = False):
        self.scene = scene
        self.watch = watch                             # Watch a round: every seat's moments, on the one screen
        record = scene.session.match.record
        if record.teaching is None and on:
            record.teaching = Teaching(on=True)
        teaching = record.teaching
        self.teacher = Teacher(scene.session.game.id, teaching.taught if teaching else {},
                               on=bool(teaching and teaching.on))
        self.fresh = not scene.session.match.moves     # started here: the events so far are news
        self.person: str | None = None
        self.hits: dict[str, pygame.Rect] = {}
        self.echo = echo                               # print each card shown (a run with --teach)
        self.echoed: set[tuple[str, str]] = set()
        self.left = 0.0                                # seconds the public card stays (nobody taps it)
        self.up_card: str | None = None                # the laptop's card, and how long it has been up
        self.up_for = 0.0
        self.on_phones = TeachingOnPhones(self.teacher, self.fresh, self._told,   # the phone seats' own cards
                                          teaching.stopped if teaching else None)
        if scene.phones is not None:
            scene.phones.teach(self.on_phones)

    @property
    def on(self) -> bool:
        return self.teacher.on

    def reader(self) -> str | None:
        """Who reads the laptop's screen now (None: nobody, the curtain is up or the laptop waits between two
        people)."""
        hotseat = self.scene.couch.hotseat
        if hotseat.curtain_up:
            return None
        viewer = self.scene.viewer
        if viewer is not None:
            return str(viewer)
        if hotseat.public or not self.scene.session.humans():
            return TABLE
        return None

    def look(self) -> None:
        """After every refresh of the table: the reader's moments due in the live position."""
        if self.on and self.scene.live is not None:    # each phone seat's own, from its own view, to its phone
            self.on_phones.look(self.scene.session.match, self.scene.session.phones())
        person = self.reader()
        if person != self.person and self.person is not None:
            self.teacher.away(self.person)
        self.person = person
        if person is None or not self.on or self.scene.live is None or self.scene.lagging:
            return          # (a table still showing the position before the move: its cards wait for it)
        if self.watch and person == TABLE:
            self._watch_look()
            return
        self._look_as(person, self.scene.live, self.scene.my_moves())
        if person != TABLE and self.tv_open():        # the TV: the public table's own moments
            self._look_as(TABLE, self.scene.session.view(None), [])

    def _watch_look(self) -> None:
        """Watch a round: nobody's hand to keep, so what each acting bot would be taught (its moves, and what its
        view shows happening) goes to the one screen, each moment once, with whose turn it is."""
        session = self.scene.session
        for seat in session.to_act() or [0]:
            self.teacher.look(str(seat), session.view(seat), session.legal_moves(seat) if session.to_act() else [],
                              self.fresh, into=TABLE)
        self._told(TABLE, self.teacher.showing(TABLE))

    def holds_play(self) -> bool:
        """Watch a round: the bots wait while a card is read (it goes after its reading time)."""
        return self.watch and self.public() is not None

    def _look_as(self, person: str, view, moves) -> None:
        # the public table first looked at mid-game (the TV opened late): what happened before is not news
        fresh = self.fresh and (person != TABLE or self.person == TABLE or not self.scene.session.match.moves)
        shown = self.teacher.look(person, view, moves, fresh)
        self._told(person, shown)
        if person == TABLE and self.scene.pace <= 0 and self.scene.anim <= 0:
            while shown is not None:            # a table at full speed: each card is shown, and goes at once
                shown = self.teacher.got_it(person)
                self._told(person, shown)

    def tv_open(self) -> bool:
        return getattr(self.scene.app, "tv", None) is not None

    def _told(self, person: str, shown) -> None:
        """A card is up: a public one starts its reading time; a run with --teach prints it once."""
        if shown is None or (person, shown.moment.id) in self.echoed:
            return
        self.echoed.add((person, shown.moment.id))
        if person == TABLE:
            self.left = reading_seconds(shown.moment)
        if self.echo:
            print(f"{SHOWN_PREFIX}{shown.moment.id} ({person})", flush=True)

    def public(self):
        """The public table's card (the TV draws it; so does the laptop when it is the public table)."""
        return self.teacher.showing(TABLE) if self.on else None

    def tick(self, dt: float) -> float | None:
        """Times the card: how long the laptop's has been up (its buttons wait ARMED seconds), and a public card
        goes by itself after its reading time (nobody in particular reads a public screen). Returns the seconds
        until either matters next (None: nothing to time)."""
        arming = self._arm(dt)
        public = self._read_public(dt)
        return min((w for w in (arming, public) if w is not None), default=None)

    def _arm(self, dt: float) -> float | None:
        shown = self.showing()
        card = shown.moment.id if shown is not None else None
        if card != self.up_card:
            self.up_card, self.up_for = card, 0.0
        elif card is not None:
            self.up_for += dt
        return ARMED - self.up_for if card is not None and self.up_for < ARMED else None

    def _read_public(self, dt: float) -> float | None:
        if self.public() is None or (self.person != TABLE and not self.tv_open()):
            return None
        self.left -= dt
        if self.left > 0:
            return self.left
        self._told(TABLE, self.teacher.got_it(TABLE))
        self.scene.app.invalidate()
        return self.left if self.public() is not None else None

    def moved(self, seat: int | None) -> None:
        """A move was made at the table: the mover's card has been acted on."""
        if seat is not None:
            self.teacher.moved(str(seat))
        self.hits = {}

    def showing(self):
        return self.teacher.showing(self.person) if self.person is not None else None

    def draw(self, surface) -> None:
        """The card and its lights, over the pieces and under any question or banner."""
        self.hits = {}
        shown = self.showing()
        painter = self.scene.painter
        if shown is None or painter.frame is None:
            return
        hints = getattr(self.scene, "hints", None)
        if hints is not None and hints.marks() is not None:
            return          # a Hint asked for is on show: the card waits beside it until the hint goes
        places = dict(painter.hotspots)
        places.update({p.handle: self.scene.board.drawn_rect(p.id) or p.rect
                       for z in painter.zones for p in z.pieces() if p.handle})
        places.update({h: r for h, _label, r in self.scene.buttons})
        grips = [g for g in (self.scene.adapter.grip(m) for m in shown.moves) if g is not None]
        starts = {g.source for g in grips}
        if len(starts) > FEW:
            starts = set()      # a whole hand may move: the table's own green glow says so already
        ends = {g.target for g in grips if g.target}
        if len(ends) <= FEW:
            starts |= ends      # where the moves go, when that is a few places (your own herds, not every row)
        lit = lit_rects(shown.moment, places, painter.zones, starts)
        draw_lights(surface, lit)
        moving = [places[h] for h in self.scene.index.sources() if h in places]
        words = [painter.frame.status, painter.frame.actions]     # what to do now: never under the card
        busy = [r for z in painter.zones for r in z.rects()]
        whose = _("{who}'s turn", who=self.scene.session.name(shown.moves[0].seat)) \
            if self.watch and shown.moves else ""       # a demonstration says whose "you" the card speaks to
        self.hits = draw_card(surface, shown.moment, painter.frame.play, painter.frame.unit,
                              avoid=lit + moving + words, busy=busy, caption=whose)

    def round_over(self) -> None:
        """A round is summed up: a card about what happened in it is old news now (a move's card stays)."""
        for reader in self.teacher.readers.values():
            if reader.showing is not None and reader.showing.moment.trigger != "move":
                reader.showing = None
        self.scene.app.invalidate()

    def handle(self, event) -> bool:
        """A tap on the card's buttons (True: used). Only taps on the card: the table under it plays on. A card
        just come takes no tap for a moment (a second tap meant for the card before must not stop teaching)."""
        if not self.hits:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.button != 1 or getattr(event, "touch", False):
                return False
            pos = event.pos
        elif event.type in (pygame.FINGERDOWN, pygame.FINGERUP):
            w, h = self.scene.app.size
            pos = (int(event.x * w), int(event.y * h))
        else:
            return False
        hit = next((name for name, r in self.hits.items() if r.collidepoint(pos)), None)
        if hit is None:
            return False
        if event.type in (pygame.MOUSEBUTTONUP, pygame.FINGERUP) and self.up_for >= ARMED:
            self.press(hit)
        return True

    def press(self, name: str) -> None:
        if name == "got":
            self._told(self.person, self.teacher.got_it(self.person))
        elif name == "stop":
            self.stop()
        elif name == "rules":
            self.open_rules()
        self.scene.app.invalidate()

    def stop(self) -> None:
        """"Stop teaching": off for this game, and New game offers it off for this game from now on."""
        self.teacher.stop()
        record = self.scene.session.match.record
        if record.teaching is not None:
            record.teaching = record.teaching.model_copy(update={"on": False})
        settings = self.scene.app.settings
        settings.teach = {**settings.teach, self.scene.session.game.id: False}
        settings.save()

    def rules_section(self) -> int | None:
        """The rules section the card on show teaches (F1 opens the rules there)."""
        shown = self.showing()
        return section_index(self.scene.session.game.id, shown.moment.section) if shown else None

    def open_rules(self) -> None:
        self.scene.app.open("rules", self.scene.session.game.id, "rules", self.rules_section())

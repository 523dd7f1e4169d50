"""The Savannah table: the growing grid of cards (the savannah) in a window that pans and zooms, the
board's number side beside it keeping score with duckies, the decks on the board, and the game's words.

Grips (what you pick up -> where you put it down):
    play a card           card:<id>  (your hand)                 -> cell:<row>,<col>  (a space on the savannah)
    mark an unplayable    pair:<id>  (one of the two you drew)   -> cell:<row>,<col>  (the unplayable space), or tap

Every space next to a card is a drop target (the legal ones light up while a card is held; the others
let the rules say why not), and so are the cards and markers lying there. While a card is held, each
lit space says what it would make, and a play for 0 points asks first (savannah_preview.py). The last
play's lines stay ringed with its points until the next play (no hold: a turn is one card, and the bots'
pace keeps it readable); unplayable spaces get their face-down marker cards.

The savannah fits its window until its cards would grow too small to read; then it pans, following the
plays and keeping over the cards (table/viewport.py says how). The person may pan and zoom as on any large
board (table/pan_zoom.py): the wheel, two fingers, a drag on bare felt, + / -, Shift + arrows, 0 for the whole
savannah (every card and space, however small, until they zoom or pan again), and three small buttons in its
corner; the plain arrows move the keyboard's cursor across it by direction.
"""

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from rules.core.said import Seat, said, said_n
from rules.safari.components import LOOP_LENGTH, laps
from rules.safari.savannah import Mark, Place

from ..language import N_, _, n_
from ..render import fonts
from ..render import safari as art
from ..render.safari.words import card_title
from ..table.frame import card_height, cols, rows
from ..table.grips import Grip
from ..table.layout import Block, CardRow, Strip, others, split
from ..table.pan_zoom import BUTTONS, PanZoom, view_button
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, face_down, hand_spot, held_fan
from ..table.summary import Part, RoundSummary, by_seat, round_of
from ..table.viewport import Grid, Viewport, Window
from ..table.zones import Badge, Chip, Item, Pile, Placed, Plate, Row, Spot, Text
from .base import Adapter, number
from .safari_scores import ScoreDuckies, ScoreTrack, plate_ducky
from .savannah_preview import GLOW, LABEL_LEAST, RING, Preview, board_of, cell_handle, cell_of, preview

HAND_SPAN = 4.4                   # a hand of five, overlapping a little when the room is narrow, in card widths
PHASES = {"opening": N_("The opening"), "one": N_("The first phase"), "two": N_("The second phase"),
          "over": N_("The game is over")}
FLASH_SECONDS = 1.5
VIEW_HELP = {
    "in": (N_("Zoom in"), [N_("Or the + key, the mouse wheel, or two fingers spread apart on the savannah.")]),
    "out": (N_("Zoom out"), [N_("Or the - key, the mouse wheel, or two fingers pinched together on the savannah.")]),
    "fit": (N_("Show the whole savannah"),
            [N_("Or the 0 key. Drag the bare felt (or Shift + arrow keys) to look around.")]),
}
AROUND = tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
SIDE = Strip(least=10, per=5)    # your plate's column, and the pair's, either side of your hand
HAND = CardRow(most=5.5, across=HAND_SPAN, snapped=True)   # your hand's cards: the bottom band's height
OPPONENT = Block((Strip(least=1.7), 1.0))         # another player: a plate over their backs
OPPONENT_CARDS = CardFit(span=6, least=8)
PAIR = CardFit(span=2, least=8)                   # the two cards drawn to mark an unplayable space
# the savannah's window: cards a little apart, fitted whole while they can be 1.9 text units wide, then panned;
# the whole savannah's cards never narrower than 8 pixels; the person's zoom from 1 to 20 units (60% past the
# widest card the table lays)
GRID = Grid(gap=0.07, margin=0.15, least=1.9, smallest=8, zoom=(1.0, 20.0), beyond=1.6)


@dataclass
class SavannahGround(Window):
    """The savannah's window (table/viewport.py), with the last play's lines ringed."""

    rings: list = field(default_factory=list)
    glow: Any = None                 # () -> 0..1: how bright the rings flash now (scored lines)

    def draw_inside(self, surface, unit) -> None:
        glow = self.glow() if self.glow else 0.0
        colour = tuple(round(c + (255 - c) * glow) for c in RING)
        for r in self.rings:
            pygame.draw.rect(surface, colour, r.inflate(round(6 * glow), round(6 * glow)),
                             max(3, unit // 5) + round(3 * glow), border_radius=max(4, r.w // 8))


def phase_one_points(view) -> tuple[list[int], list[int]]:
    """Each player's points in the first phase: (from lines, from unplayable spaces); nothing before it ends."""
    phase = round_of(view.events, lambda e: e.kind == "phase_two", lambda e: False)
    return tuple(by_seat(phase, kind, view.players, lambda e: e.data["points"]) for kind in ("place", "unplayable"))


def last_turn(view) -> tuple[dict | None, set]:
    """The last card placed in this phase (its event's data: for its badge, its lines and where it came from),
    and the unplayable spaces found on the turn since (each scored a point)."""
    found = set()
    for e in reversed(view.events):
        if e.kind == "place":
            return e.data, found
        if e.kind == "phase_two":
            break
        if e.kind == "unplayable":
            found.add((e.data["row"], e.data["col"]))
    return None, found


class SavannahAdapter(Preview, ScoreDuckies, Adapter):
    game_id = "savannah"
    next_label = N_("Go on")

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        self.flash_left = 0.0          # seconds the last play's scored lines still flash
        self.flashed = None            # the play they flash for (its event)
        self.track = ScoreTrack()
        self.pan_zoom = PanZoom(Viewport(GRID), cell_of)
        self.port = self.pan_zoom.port
        self._box_at: tuple[int, int] | None = None   # the 3rd space's centre: a pile only once a card lies there

    def narrate(self, event) -> str:
        """The engine's line without its grid coordinates: the savannah has no printed rows or columns;
        people see where the card lands ("plays 2 Lion at (-5, 3)" -> "plays 2 Lion", "marks (0, -1)
        with a face-down card" -> "marks the space with a face-down card"). So the events that name a
        space are said here, in the table's words; the rest as the engine says them."""
        d = event.data
        who = Seat(d["seat"]) if "seat" in d else ""       # said with the players' names (or to one, on a phone)
        if event.kind == "place":
            return self.say(said_n("{who} plays {card} for {n} point", "{who} plays {card} for {n} points",
                                   d["points"], who=who, card=card_title(d["card"])))
        if event.kind == "unplayable":
            return self.say(said("{who} finds an unplayable space: 1 point", who=who))
        if event.kind == "mark_draw":
            return self.say(said("{who} draws a card from each deck to mark the space", who=who))
        if event.kind == "marked":
            return self.say(said("{who} marks the space with a face-down card", who=who))
        if event.kind == "marker_card":
            return _("Your marker is {card}", card=card_title(d["card"]))
        return super().narrate(event)

    # zones ------------------------------------------------------------------------------------
    def zones(self, view, frame) -> list:
        """The savannah gets all the room it can; the score board and the other players share a column
        beside it in a wide window, or a band above it in a tall one; your hand along the bottom."""
        self.view = view
        me = view.seat if view.seat is not None else 0
        unit, pad, inner = frame.unit, frame.pad, frame.inner
        side_w = SIDE.length(frame, inner.w)
        hand_room = inner.w - 2 * side_w - 2 * pad
        mine_need = HAND.need(hand_room, frame, units=0.8, whole=True)
        room = frame.free_height() - mine_need
        wide = inner.w >= room * 1.3
        board_w = round(min(inner.w * self._side_share(inner), room * 0.5 * art.ASPECT) if wide else inner.w * 0.42)
        board_h = round(board_w / art.ASPECT)
        top, centre, mine = frame.bands(0 if wide else board_h, room - (0 if wide else board_h), mine_need,
                                        spread=(0, 1, 0))
        if wide:
            ground, side = cols(centre, [1.0, board_w], gap=pad)
            score, opponents = rows(side, [board_h, 1.0], gap=pad)
        else:
            opponents, score = cols(top, [1.0, board_w], gap=pad)
            ground = centre
        seats = others(view, me)
        duckies = self.holder_duckies(view.players)
        out = self.track.zones(score, [(f"seat:{s}", duckies[s], view.scores[s], self.name(s))
                                       for s in range(view.players)], unit)
        out += self._decks(view, art.number_side_geometry(score), frame)
        for seat, cell in zip(seats, rows(opponents, [1] * len(seats), gap=pad if wide else pad // 2), strict=True):
            out += self._opponent(view, seat, cell, frame)
        out += self._mine(view, me, mine, frame)
        out += self._savannah(view, ground, frame, HAND.card(hand_room, frame))
        return out

    @staticmethod
    def _side_share(inner) -> float:
        """The share of the felt's width for the score board and the other players beside the savannah: a
        third and a bit on a 16:10 screen; more on a wider one (16:9), where the savannah, held by its height,
        would leave the width as bare felt and the board's numbers and names can grow instead."""
        return 0.36 + max(0.0, min(0.06, (inner.w / inner.h - 1.2) * 0.4))

    def _decks(self, view, geom, frame) -> list:
        """The decks on the board in front of the 1st and 2nd spaces (as the rulebook lays them), and the
        cards the second phase removed (back to the box) on the 3rd."""
        out = []
        spots = [geom.spot_rect(k) for k in range(3)]
        self._box_at = spots[2].center
        decks = [(0, view.deck1_size)] + ([(1, view.deck2_size)] if view.phase in ("opening", "one") else [])
        # two decks side by side on a small board: their count chips would overlap (the panel says both counts)
        chip = Pile("deck1", spots[0], count=max(view.deck1_size, view.deck2_size)).chip_width(frame.unit)
        crowded = len(decks) == 2 and math.dist(spots[0].bottomright, spots[1].bottomright) < chip + 2
        for k, size in decks:
            backs = [Item(f"deck{k + 1}:{i}", ("back",)) for i in range(min(2, size))]
            out.append(Pile(f"deck{k + 1}", spots[k], items=backs, count=None if crowded else size or None, depth=2,
                            z=30))
        if view.removed:
            top = view.removed[-1]
            out.append(Pile("box", spots[2], items=[Item(top, ("card", top), handle=f"removed:{top}")],
                            count=len(view.removed), depth=1, z=30))
        return out

    # the players ---------------------------------------------------------------------------------
    def _opponent(self, view, seat, cell, frame) -> list:
        """A name plate over the backs of the cards they hold (at most a hand-height's worth of room)."""
        unit = frame.unit
        cell = pygame.Rect(cell.x, cell.y, cell.w, min(cell.h, round(unit * 1.7) + 4 + card_height(unit * 3.5)))
        plate_r, body = OPPONENT.cut(cell, frame)
        plate_r, ducky = plate_ducky(seat, self.holder_duckies(view.players)[seat], plate_r)
        n = view.hand_sizes[seat]
        fan = body.inflate(-8, 0)
        return [ducky, Plate(f"plate:{seat}", plate_r, text=self.name(seat), active=seat in view.to_act,
                             note=self._plate_note(view, seat)),
                held_fan(seat, fan, face_down(seat, n), OPPONENT_CARDS.width(body, unit), n or None)]

    def _plate_note(self, view, seat) -> str:
        points = view.scores[seat]
        if seat == view.dealer:
            return n_("{n} pt · dealer", "{n} pts · dealer", points)
        return n_("{n} pt", "{n} pts", points)

    def _mine(self, view, me, rect, frame) -> list:
        """Your plate at the left, your hand in the middle, the pair drawn for an unplayable space at the right."""
        unit, pad = frame.unit, frame.pad
        side, hand_r, extra = split(rect, [SIDE, 1.0, SIDE], frame, gap=pad)
        plate_r = pygame.Rect(side.x, side.y, side.w, round(unit * 1.8))
        plate_r, ducky = plate_ducky(me, self.holder_duckies(view.players)[me], plate_r)
        cards = None                 # face up only in the seat's own view
        if view.seat == me:
            cards = [Item(c, ("card", c), handle=f"card:{c}", spawn="deck1") for c in view.hand]
        out = [ducky, *SeatArea(me, plate_r, hand_r, self.name(me), active=me in view.to_act,
                                note=self._plate_note(view, me), cards=cards,
                                fit=CardFit(lift=0.5, span=HAND_SPAN, most=5.5), arc=0.06,
                                backs=face_down(me, view.hand_sizes[me]), count=view.hand_sizes[me] or None,
                                backs_fit=CardFit(span=6)).zones(unit)]
        if view.pending_pair:
            out += self._pair(view, extra, frame)
        return out

    def _pair(self, view, rect, frame) -> list:
        """The two cards drawn for an unplayable space (only the marking player sees them)."""
        label_r, body = rows(rect, [frame.small + 6, 1.0], gap=2)
        pair = [Item(c, ("card", c), handle=f"pair:{c}", spawn=f"deck{k + 1}", sink="deck1")
                for k, c in enumerate(view.pending_pair)]
        words = _("For the unplayable space")       # smaller type where the column is narrow, never cut
        size = fonts.fitting_size(words, frame.small, label_r.w, "regular", least=LABEL_LEAST)
        return [Text("pair-label", label_r, text=words, size=size, align="center"),
                Row("pair", body, slots=pair, card_w=PAIR.width(body.inflate(-frame.pad, 0), frame.unit),
                    gap=frame.pad // 2, outline_empty=False, z=105)]

    # the savannah ----------------------------------------------------------------------------------
    def _savannah(self, view, rect, frame, hand_w) -> list:
        unit, port = frame.unit, self.port
        board = board_of(view)
        markers = {(m.row, m.col): m for m in view.markers}
        empty = self._spaces(board, markers)
        last, found = last_turn(view)
        taken = set(board) | set(markers)
        seen = (taken | empty | set(view.pending_cells)) if board else {(0, 0)}   # lit spaces in too
        follow = (last["row"], last["col"]) if last else None
        window = rect.inflate(-4, -4)
        buttons = self.pan_zoom.buttons(window, unit)
        corner = buttons.rect.inflate(4, 4)
        port.lay(window, seen, follow, unit, hand_w, avoid=corner)
        items = []
        lost = self._box_at if view.phase == "two" else None
        for cell, card in board.items():
            spawn = hand_spot(last["seat"]) if last and (last["row"], last["col"]) == cell else None
            badges = (Badge("+" + number(last["points"]), "gold", "top"),) if spawn and last["points"] else ()
            items.append((Item(card, ("card", card), handle=f"placed:{card}", spawn=spawn, sink=lost, badges=badges),
                          cell))
        for cell, m in markers.items():
            mine = m.card if m.owner == view.seat else None
            badges = (Badge("+1", "gold", "top"),) if cell in found else ()
            # your own marker keeps its card's id: the card you chose flies from the pair and turns face down
            items.append((Item(mine or f"marker@{cell[0]},{cell[1]}", ("unplayable", m.owner, mine),
                               handle=cell_handle(*cell), spawn="deck1", sink="deck1",
                               badges=badges, turns=True), cell))
        places, peeks = port.sort(items, corner)
        scored = self._rings(board, last)
        if scored and self.flashed is not last:
            self.flashed, self.flash_left = last, FLASH_SECONDS
        rings = scored + [port.cell_rect(*c) for c in view.pending_cells]
        out = [SavannahGround("savannah", rect, peeks=peeks, faces=self.face, rings=rings, glow=self.glow),
               *([Placed("savannah-cards", rect, places=places, z=50)] if places else [])]
        for cell in sorted(empty | set(view.pending_cells) if board else {(0, 0)}):
            r = port.lit_part(cell, GLOW)
            if r is not None:
                out.append(Spot(cell_handle(*cell), r, target=True, z=40))
        if last and view.phase == "two" and last["points"] and (last["row"], last["col"]) not in board:
            r = port.cell_rect(last["row"], last["col"])
            chip = pygame.Rect(0, 0, min(r.w, unit * 3), round(unit * 1.4))
            chip.center = r.center
            if port.rect.inflate(-2, -2).contains(chip):
                out.append(Chip("last-points", chip, text="+" + number(last["points"]), size=frame.small))
        out.append(buttons)
        return out

    @staticmethod
    def _spaces(board, markers) -> set:
        """Empty spaces touching a card on a side or a corner (where a card may be tried)."""
        return {(r + dr, c + dc) for r, c in board for dr, dc in AROUND
                if (r + dr, c + dc) not in board and (r + dr, c + dc) not in markers}

    def glow(self) -> float:
        """The scored lines flash three times with their points, then stay ringed until the next play."""
        if self.flash_left <= 0:
            return 0.0
        return 0.5 - 0.5 * math.cos(2 * math.pi * 3 * (FLASH_SECONDS - self.flash_left) / FLASH_SECONDS)

    def tick(self, dt: float) -> bool:
        if self.flash_left <= 0:
            return False
        self.flash_left -= dt
        return True                    # one more frame after the last flash: the rings at rest

    def _rings(self, board, last) -> list:
        """The lines the last card scored in the first phase, ringed (a frame round each line)."""
        cell = (last["row"], last["col"]) if last and last.get("points") else None
        if cell not in board or self.view.phase not in ("one", "two"):
            return []
        lines = preview(board, cell, board[cell], self.view.phase)[0]      # the lines the card makes where it lies
        return [self.port.around(line[0], line[-1]) for line, _kind in lines]

    # words -------------------------------------------------------------------------------------
    def panel(self, view) -> PanelSpec:
        facts = [[_(PHASES.get(view.phase, view.phase))]]
        if view.phase in ("opening", "one"):
            facts.append([_("1st deck {first} · 2nd deck {second}", first=view.deck1_size, second=view.deck2_size)])
        elif view.phase == "two":
            facts.append([_("Deck {deck} · back in the box {box}", deck=view.deck1_size, box=len(view.removed))])
        facts.append([n_("{n} card on the savannah", "{n} cards on the savannah", len(view.board))])
        rows_ = [ScoreRow(s, self.name(s), [number(view.scores[s]), number(view.hand_sizes[s])],
                          active=s in view.to_act, mine=s == view.seat) for s in range(view.players)]
        return PanelSpec(self.title, facts, [_("Player"), _("Score"), _("Cards")], rows_)

    def status(self, view, my_turn: bool) -> str:
        if view.over:
            return _("The game is over.")
        acting = view.to_act[0] if view.to_act else None
        if view.seat is None or acting != view.seat or not my_turn:
            if view.pending_pair_size:
                return _("{who} found an unplayable space and is marking it…", who=self.name(acting))
            return _("{who} is playing a card…", who=self.name(acting))
        if view.pending_pair:
            return _("An unplayable space: 1 point. Put one of the two cards you drew face down on it; the other "
                     "goes on top of the 1st deck.") + "  " + self.how(_("the ringed space"))
        if view.phase == "opening":
            if not view.board:
                return _("You deal: lay the first card of the savannah.") + "  " + self.how(_("the lit space"))
            return _("Opening: lay a card touching another on one corner only.") + "  " + self.how(_("a lit space"))
        if view.phase == "one":
            return _("Play a card touching the savannah; every line must be one animal (A), one number (B) or all "
                     "different (C).") + "  " + self.how(_("a lit space"))
        return _("Second phase: play a card; the lines it joins leave for a point each.") + "  " + \
            self.how(_("a lit space"))

    def describe(self, face):
        kind = face[0]
        if kind == "card":
            return art.describe(face[1], self.game_id)
        if kind == "view":
            title, lines = VIEW_HELP[face[1]]
            return _(title), [_(line) for line in lines]
        if kind == "unplayable":
            _k, owner, card = face
            lines = [_("Found by {who} for 1 point: no card may be played here in the first phase.",
                       who=self.name(owner))]
            if card is not None:
                lines.append(_("Your marker: {card} (the others do not know it).", card=card_title(card)))
            lines.append(_("The markers go back into the deck for the second phase."))
            return _("An unplayable space"), lines
        if kind == "lap":
            return art.describe(art.LAP_ID)
        if kind == "ducky":
            duckies = self.holder_duckies(self.view.players) if self.view is not None else []
            seat = duckies.index(face[1]) if face[1] in duckies else None
            if seat is not None:
                points = self.view.scores[seat]
                return (_("{who}'s ducky", who=self.name(seat)),
                        [_("{points}: space {space} and {laps}.", points=n_("{n} point", "{n} points", points),
                           space=points % LOOP_LENGTH,
                           laps=n_("{n} lap card of +20", "{n} lap cards of +20", laps(points)))])
        return None

    # moves ------------------------------------------------------------------------------------
    def grip(self, move):
        if isinstance(move, Place):
            return Grip(f"card:{move.card}", cell_handle(move.row, move.col))
        if isinstance(move, Mark):
            cells = self.view.pending_cells if self.view is not None else []
            return Grip(f"pair:{move.card}", cell_handle(*cells[0]) if cells else None, tap=True)
        return None

    def draggable(self, view, handle: str) -> bool:
        if view.seat is None:
            return False
        if handle.startswith("card:"):
            return handle[5:] in view.hand
        return handle.startswith("pair:") and handle[5:] in view.pending_pair

    def dimmable(self, view, handle: str) -> bool:
        return view.seat is not None and handle.startswith("card:") and handle[5:] in view.hand

    def intent(self, view, source: str, target: str | None):
        """The move meant by a drop the rules refuse, so the engine can say why."""
        if view.seat is None or target is None:
            return None
        if source.startswith("pair:"):
            return Mark(view.seat, source[5:])
        if not source.startswith("card:"):
            return None
        cell = cell_of(target)
        if cell is None and target.startswith("placed:"):
            cell = next(((c.row, c.col) for c in view.board if c.card == target[7:]), None)
        return Place(view.seat, source[5:], *cell) if cell is not None else None

    def round_summary(self, view, events):
        """The first phase's end: each player's points from lines (Step B) and unplayable spaces (Step C), before
        the savannah is cleared; the phase ends when the last card of the first deck is drawn."""
        if not any(e.kind == "phase_two" for e in events) or any(e.kind == "game_over" for e in events):
            return None
        n = view.players
        phase = round_of(view.events, lambda e: e.kind == "phase_two", lambda e: False)
        drew = phase[-2] if len(phase) > 1 and phase[-2].kind == "draw" else None
        reason = _("{who} drew the last card of the first deck, so the first phase is over.",
                   who=self.name(drew.data["seat"])) if drew is not None else \
            _("The first deck has run out, so the first phase is over.")
        lines, spaces = phase_one_points(view)
        return RoundSummary(
            _("The first phase is over"), reason, _("Player"), [self.name(p) for p in range(n)], list(range(n)),
            parts=[Part(_("Lines"), lines), Part(_("Unplayable spaces"), spaces)],
            points=[view.scores[p] for p in range(n)], points_header=_("Score"))

    def final_table(self, view, result):
        split = [a + b for a, b in zip(*phase_one_points(view), strict=True)]
        best = max(view.scores)
        rows_ = [[self.name(s), split[s], view.scores[s] - split[s], view.scores[s],
                  _("winner") if view.scores[s] == best else ""] for s in range(view.players)]
        return [_("Player"), _("First phase"), _("Second phase"), _("Score"), ""], rows_

    def forget(self) -> None:
        self.track.forget()
        super().forget()

    # drawing -------------------------------------------------------------------------------------
    def face(self, face, width: int):
        if face[0] == "unplayable":
            return art.face(("back",), width)
        if face[0] == "view":
            return view_button(face[1], width)
        return art.face(face, width)

    def faces(self):
        yield from (f for f in art.faces() if f[0] != "board")
        yield ("board", "number")
        yield ("unplayable", 0, None)
        yield ("unplayable", 1, "lion-3a")
        yield from (("view", which) for which in BUTTONS)

ADAPTER = SavannahAdapter

"""The Safari Sprint table: the board's number side with the duckies on its track, the card row and
the racing card on the board, what lies by the board, and the game's words.

Grips (what you pick up -> where you put it down):
    claim an animal     ducky:<animal> (by the board)  -> space:<n>  (an empty space behind Ducktor)
    steal an animal     ducky:<animal> (on the track)  -> space:<n>  (a lower empty space)
    play a card         card:<id>                      -> row        (the card row on the board)

Every empty space is a drop target while claiming (a piece, so a held ducky lights only its legal
spaces and the keyboard can ring them); any other drop is built into the move it meant, so the rules
say why not. A round's movement walks space by space (`Item.via`): one card's ducky after another,
each push of a chain after the ducky that pushed, a still beat between cards, on one clock for all
duckies (a step a ducky sits out is a pause on its space). The finished card row stays on the board
until a tap (the hold); a race's end is held the same way, then summarised.
"""

import pygame

from rules.safari.components import ANIMALS, CARD_INDEX, EXPLORER, LOOP_LENGTH, laps
from rules.safari.safari_sprint import RACE_POINTS, Claim, Play

from ..language import N_, _, n_
from ..render import fonts, safe
from ..render import safari as art
from ..render.safari.words import animal as animal_name
from ..render.safari.words import fields as animal_fields
from ..render.safari.words import place
from ..table.frame import card_height, cols, rows, snap
from ..table.grips import Grip
from ..table.held import HeldPosition
from ..table.layout import Block, CardRow, Piles, SeatRing, Strip, others, split
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, face_down, hand_spot, held_fan
from ..table.summary import Column, Part, RoundSummary
from ..table.zones import Badge, Chip, Item, Picture, Pile, Placed, Plate
from .base import Adapter, number
from .safari_scores import lap_pile, on_track

BOARD = ("board", "number")
SPACE = ("space",)            # an empty space of the track as a drop target (drawn as nothing)
BEATS_BEFORE = 2              # steps of stillness before a round's movement (the last card lands first)
BEATS_BETWEEN = 2             # and between one card's movement and the next
HAND_SPAN = 0.66 * 11 + 1.1   # a full hand of 12, each card showing two thirds of its width, in card widths
OPPONENTS = SeatRing()                          # the other seats across the top, a column each
OPPONENT_CARDS = CardRow(most=3.6, across=5.0)  # their marker card, lap cards and hand, in a column
SEAT_BLOCK = Block((Strip(least=1.7), 1.0))     # an opponent's plate over their cards
MINE_SIDE = Strip(least=10, per=6)              # the own plate and marker card, left of the hand
HAND = CardRow(most=7.0, across=HAND_SPAN)      # the own hand in the rest of the band
BY_BOARD = Strip(least=10, share=0.22)          # what lies beside the board in a wide window
PILES = Piles(most=6)                           # the racing deck, the racing cards used, the cards played


def round_trails(start: dict, events) -> tuple[dict[str, list[int]], dict]:
    """(trails, positions after): the duckies' movement in `events` as steps people can follow, one ducky a step:
    a mover goes space by space, then each push of its chain one after another, then a beat before the next card;
    Ducktor's catch-up last. All duckies keep one clock: each trail is the space its ducky stands on after each
    step, up to its last move (a step it sits out is a pause on its space)."""
    pos, trails, clock = dict(start), {}, BEATS_BEFORE

    def step(ducky: str, space: int) -> None:
        nonlocal clock
        trail = trails.setdefault(ducky, [])
        trail += [trail[-1] if trail else pos[ducky]] * (clock - len(trail)) + [space]
        pos[ducky], clock = space, clock + 1

    for e in events:
        d = e.data
        if e.kind == "move":
            for p in range(pos[d["ducky"]] + 1, d["to"] + 1):
                step(d["ducky"], p)
            for push in d["pushed"]:
                step(push["ducky"], push["to"])
            clock += BEATS_BETWEEN
        elif e.kind == "catch_up":
            for p in range(pos[EXPLORER] + 1, d["to"] + 1):
                step(EXPLORER, p)
            pos[EXPLORER] = d["to"]
    return trails, pos


class SafariSprintAdapter(HeldPosition, Adapter):
    game_id = "safari-sprint"
    hold_seconds = 2.0

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        # `held` (table/held.py): the view as a finished round (or race) left it, while the table shows it
        self.scored: dict | None = None  # the race_scored event's data when the held round ended the race
        self.paths: dict | None = None  # {"at": (events, ...), "trails": {ducky: [spaces]}} for the next layout

    # zones ------------------------------------------------------------------------------------
    def zones(self, view, frame) -> list:
        self.view = view
        shown = self.shown(view)
        trails = self.paths["trails"] if self.paths and len(view.events) in self.paths["at"] else {}
        self.paths = None                          # a path is walked once, on the layout after the move
        me = view.seat if view.seat is not None else 0
        seats, w = others(view, me), frame.inner.w
        top_need = OPPONENT_CARDS.need(OPPONENTS.column_width(w, len(seats), frame), frame, units=1.7, px=8, whole=True)
        mine_need = HAND.need(w - MINE_SIDE.length(frame, w) - frame.pad, frame, units=0.8, whole=True)
        stacked, centre_need, by = self._arrangement(view, frame, frame.free_height() - top_need - mine_need)
        top, centre, mine = frame.bands(top_need, centre_need, mine_need, spread=(0.15, 0.6, 0.25))
        board, side = self._board_and_side(centre, frame, stacked, by)
        geom = art.number_side_geometry(board)
        out = [Picture("board", board, face=BOARD, z=0)]
        out += self._side(view, shown, side, frame, stacked, geom)
        for seat, col in OPPONENTS.cells(top, seats, frame).items():
            out += self._opponent(view, shown, seat, col, frame)
        out += self._mine(view, shown, me, mine, frame)
        out += self._on_board(view, shown, geom, frame, trails)
        return out

    @staticmethod
    def _arrangement(view, frame, room: int) -> tuple[bool, int, int]:
        """(stacked?, height, by) for the centre: what lies by the board beside it (a wide window, `by` pixels
        wide) or under it (a tall one: a strip `by` pixels high with a cell per animal and one for the piles),
        whichever gives the bigger board."""
        unit, pad, w = frame.unit, frame.pad, frame.inner.w
        side_w = round(BY_BOARD.length(frame, w))
        beside = min(room, (w - side_w - pad) / art.ASPECT)
        strip = round(w / ((len(view.animals) + 1) * 3.6) * 1.4 + unit * 1.6)
        under = min(room - strip - pad, w / art.ASPECT)
        if under > beside * 1.05:
            return True, round(under + strip + pad), strip
        return False, round(beside), side_w

    @staticmethod
    def _board_and_side(centre, frame, stacked, by) -> tuple[pygame.Rect, pygame.Rect]:
        """The board, and the room by it (under it in a tall window, beside it in a wide one)."""
        pad = frame.pad
        board = art.board_rect(split(centre, [1.0, by], frame, gap=pad, down=stacked)[0])
        if stacked:                                # the board at the top, what lies by it gets the rest
            board.y = centre.y
            return board, pygame.Rect(centre.x, board.bottom + pad, centre.w, centre.bottom - board.bottom - pad)
        board.x = centre.x + (centre.w - board.w - pad - by) // 2     # the board and its side, centred
        return board, pygame.Rect(board.right + pad, board.y, by, board.h)

    # by the board: the racing deck, the used racing cards, the played pile, the unclaimed animals ---
    def _side(self, view, shown, rect, frame, stacked, geom) -> list:
        """While claiming, a cell per animal waiting to be claimed and one for the racing deck; while
        racing, the three piles have all the room."""
        unit, pad = frame.unit, frame.pad
        if shown.phase != "claim":
            return self._piles(shown, rect, frame)
        n = len(view.animals) + 1
        cells = cols(rect, [1] * n, gap=pad) if stacked else rows(rect, [1] * n, gap=pad // 2)
        out = self._piles(shown, cells[-1], frame)
        gap = max(4, unit // 3)
        for animal, cell in zip(view.animals, cells[:-1], strict=True):
            out.append(Placed(f"by-board:{animal}", cell,
                              places=self._waiting(animal, shown, cell, geom.ducky_size(), gap), z=90))
        return out

    def _piles(self, shown, rect, frame) -> list:
        """The racing deck (face down); once the racing starts, the racing cards used and the cards played
        this race beside it: in a row or a column, whichever gives bigger cards."""
        n = 1 if shown.phase == "claim" else 3      # nothing is used or played while claiming
        spots = PILES.rects(rect, n, frame, gap=max(6, frame.unit // 2), below=frame.small + 6)
        backs = [Item(f"racing-back:{k}", ("racing_back",)) for k in range(min(3, shown.racing_deck_size))]
        out = [Pile("racing-deck", spots[0], items=backs, count=shown.racing_deck_size or None, caption=_("racing"),
                    z=30)]
        if n == 1:
            return out
        last = shown.racing_used[-1] if shown.racing_used else None
        used = [Item(last, ("racing", last), handle=f"racing:{last}")] if last else []
        played = [Item(shown.played[-1], ("card", shown.played[-1]), handle="pile:played")] if shown.played else []
        return out + [Pile("racing-used", spots[1], items=used, count=len(shown.racing_used) or None,
                           caption=_("used"), z=30),
                      Pile("played", spots[2], items=played, count=len(shown.played) or None,
                           caption=_("played · tap") if shown.played else _("played"), depth=1, z=30)]

    def _waiting(self, animal, shown, cell, ducky_size, gap) -> list:
        """An animal by the board until it is claimed: its ducky, its marker card and its "6"; the ducky
        beside the two cards in a wide cell, above them in a tall one."""
        d_beside, d_above = min(ducky_size, cell.h, cell.w // 3), min(ducky_size, cell.w // 2, cell.h // 3)
        w_beside = max(8, min((cell.w - d_beside - 2 * gap) / 2, cell.h / 1.4))
        w_above = max(8, min((cell.w - gap) / 2, (cell.h - d_above - gap) / 1.4))
        beside = w_beside >= w_above
        d, cw = (d_beside, snap(w_beside)) if beside else (d_above, snap(w_above))
        ch = card_height(cw)
        if beside:
            x = cell.x + (cell.w - d - 2 * cw - 2 * gap) // 2
            ducky_r = pygame.Rect(x, cell.centery - d // 2, d, d)
            card_r = pygame.Rect(x + d + gap, cell.centery - ch // 2, cw, ch)
        else:
            top = cell.y + (cell.h - d - gap - ch) // 2
            ducky_r = pygame.Rect(cell.centerx - d // 2, top, d, d)
            card_r = pygame.Rect(cell.centerx - cw - gap // 2, top + d + gap, cw, ch)
        places = []
        if animal not in shown.positions:
            places.append((Item(f"ducky:{animal}", ("ducky", animal), handle=f"ducky:{animal}"), ducky_r))
        if animal not in shown.markers:
            places.append((self._marker(animal), card_r))
        six = next((c for c in shown.board_sixes if c.startswith(f"{animal}-")), None)
        if six is not None:
            places.append((Item(six, ("card", six), handle=f"card:{six}"), card_r.move(cw + gap, 0)))
        return places

    def _marker(self, animal) -> Item:
        return Item(f"marker:{animal}", ("marker", animal), handle=f"marker:{animal}")

    # on the board: the duckies, the spaces to drop on, the card row, its values, the racing card, laps -
    def _on_board(self, view, shown, geom, frame, trails) -> list:
        centres = [geom.ducky_squares(i)[0].center for i in range(LOOP_LENGTH)]   # where a lone ducky stands
        out = [self._duckies(view, shown, geom, trails, centres)]
        if shown.phase == "claim" and self.held is None:
            # every empty space is a place to drop a ducky: the legal ones light up, the others let the
            # rules say why not
            taken = {p % LOOP_LENGTH for p in shown.positions.values()}
            spaces = [(Item(f"space:{i or LOOP_LENGTH}", SPACE, handle=f"space:{i or LOOP_LENGTH}"),
                       geom.space_rect(i)) for i in range(LOOP_LENGTH) if i not in taken]
            out.append(Placed("spaces", geom.rect, places=spaces, z=150))
        n = view.players
        spots = [geom.spot_rect(k) for k in range(n)]
        seats = shown.row_seats + [None] * n        # a held row keeps no seats: its cards stay where they lie
        places = [(Item(card, ("card", card), handle=f"card:{card}", spawn=hand_spot(seat), sink="played"), spot)
                  for card, seat, spot in zip(shown.row, seats, spots, strict=False)]
        out.append(Placed("row", spots[0].unionall(spots[1:]), target=shown.phase == "play", places=places, z=120))
        if shown.racing_card:
            wordy = fonts.font(frame.small, "bold").size(_("moves {n}", n=0))[0] < geom.spot_value_rect(0).w - 6
            for k, value in enumerate((shown.racing_spots + [0] * n)[:n]):
                out.append(Chip(f"value:{k}", geom.spot_value_rect(k),
                                text=_("moves {n}", n=value) if wordy else str(value), size=frame.small))
            rc, at = shown.racing_card, geom.racing_card_rect
            racing = Item(rc, ("racing", rc), handle=f"racing:{rc}", spawn="racing-deck", sink="racing-used")
            out.append(Placed("racing", at, places=[(racing, at)], z=110))
        return out + [lap_pile(geom)]

    @staticmethod
    def _duckies(view, shown, geom, trails, centres) -> Placed:
        """Every ducky on its space (`on_track`: a lap apart, they stand side by side), each lapped one with its
        own "+20" mark, walking its trail of the round just played."""
        duckies = []
        for ducky in (EXPLORER, *view.animals):
            if ducky in shown.positions:
                lap = laps(shown.positions[ducky])
                badges = (Badge(f"+{lap * LOOP_LENGTH}", "gold", "bottom"),) if lap else ()
                via = tuple(centres[p % LOOP_LENGTH] for p in trails.get(ducky, [])[:-1])
                duckies.append((Item(f"ducky:{ducky}", ("ducky", ducky), handle=f"ducky:{ducky}", badges=badges,
                                     via=via), shown.positions[ducky]))
        return on_track(geom, "track", duckies)

    # the players: name plate, marker card and lap cards in front of them, their hand ---------------
    def _front(self, seat, shown, rect, card_w, frame) -> Placed:
        """The marker card in front of a player and a lap card for each time their ducky passed 20."""
        animal = shown.markers[seat]
        if animal is None:
            return Placed(f"front:{seat}", rect, z=70)
        ch = card_height(card_w)
        card = pygame.Rect(rect.x, rect.y + max(0, (rect.h - ch) // 2), card_w, ch)
        lap = laps(shown.positions.get(animal, 0))
        places = [(self._marker(animal), card)]
        for k in range(lap):                        # each a little further right, none past the front's end
            x = min(card.right + frame.pad // 2 + k * max(2, card_w // 8), rect.right - card_w)
            badges = (Badge(f"+{lap * LOOP_LENGTH}", "gold", "bottom"),) if lap > 1 and k == lap - 1 else ()
            places.append((Item(f"lap:{animal}:{k}", ("lap",), handle="lap", badges=badges, spawn="laps", sink="laps"),
                           pygame.Rect(x, card.y, card_w, ch)))
        return Placed(f"front:{seat}", rect, places=places, z=70)

    def _opponent(self, view, shown, seat, col, frame) -> list:
        pad = frame.pad
        plate_r, body = SEAT_BLOCK.cut(col, frame)
        card_w = CardFit(span=5.0, least=8).width(body, frame.unit)
        front_r, fan_r = cols(body, [card_w * 2 + pad // 2 + 2 * max(2, card_w // 8), 1.0], gap=pad)
        return [Plate(f"plate:{seat}", plate_r, text=self.name(seat), active=self.acting(view, seat),
                      note=self._plate_note(view, shown, seat)),
                self._front(seat, shown, front_r, card_w, frame),
                held_fan(seat, fan_r.inflate(-8, 0), self._held_hand(shown, seat), card_w,
                         shown.hand_sizes[seat] or None)]

    @staticmethod
    def _held_hand(shown, seat) -> list[Item]:
        """A hand as others see it: backs, and the cards it is known to hold (taken from a shared pile) face up."""
        known = shown.known_held[seat]
        items = face_down(seat, min(shown.hand_sizes[seat] - len(known), 12))
        return items + [Item(c, ("card", c), handle=f"card:{c}") for c in known]

    def _plate_note(self, view, shown, seat) -> str:
        if shown.phase == "play" and self.held is None and seat in view.order:
            return _("plays {place}", place=place(view.order.index(seat) + 1))
        return ""

    def _mine(self, view, shown, me, rect, frame) -> list:
        unit, pad = frame.unit, frame.pad
        side, hand_r = split(rect, [MINE_SIDE, 1.0], frame, gap=pad)
        plate_r, front_r = rows(side, [round(unit * 1.8), 1.0], gap=pad // 2)
        card_w = max(8, snap(min(front_r.h / 1.4, (front_r.w - pad) / 2.2)))
        cards = None                 # face up only in the seat's own view
        if view.seat == me:
            cards = [Item(c, ("card", c), handle=f"card:{c}", sink="played") for c in shown.hand]
        return [*SeatArea(me, plate_r, hand_r, self.name(me), active=self.acting(view, me),
                          note=self._plate_note(view, shown, me), cards=cards,
                          fit=CardFit(lift=0.5, span=HAND_SPAN, most=7), backs=self._held_hand(shown, me),
                          count=shown.hand_sizes[me] or None, backs_fit=CardFit(span=6)).zones(unit),
                self._front(me, shown, front_r, card_w, frame)]

    # words -------------------------------------------------------------------------------------
    next_label = N_("Next race")      # the summary between races closes on this

    def panel(self, view) -> PanelSpec:
        """Where the game is as the board shows it: while a finished round (or race) is held on the board, that
        round, where its duckies finished (the log waits with it, `log_cut`)."""
        shown = self.shown(view)
        title = _("The series is over") if view.over else _("Race {race} of {races}", race=shown.race, races=view.races)
        facts = [[_("Claiming the animals") if shown.phase == "claim"
                  else _("Round {round} of {rounds}", round=shown.round, rounds=view.rounds)]]
        if shown.racing_card and shown.racing_spots:
            facts.append([_("Racing card moves"), " / ".join(number(v) for v in shown.racing_spots)])
        facts.append([_("Ducktor Livingstone at {space}", space=shown.positions.get(EXPLORER, "—"))])
        rows_ = []
        for seat in range(view.players):
            animal = shown.markers[seat]
            at = number(shown.positions[animal]) if animal in shown.positions else "—"
            rows_.append(ScoreRow(seat, self.name(seat),
                                  [number(view.series[seat]), animal_name(animal) if animal else "—", at],
                                  active=self.acting(view, seat), mine=seat == view.seat))
        return PanelSpec(title, facts, [_("Player"), _("Series"), _("Animal"), _("At")], rows_)

    def status(self, view, my_turn: bool) -> str:
        if self.holding(view):
            return _("{held}  Tap to go on.", held=self._held_words(view))
        if view.over:
            return _("The series is over.")
        acting = view.to_act[0] if view.to_act else None
        mine = my_turn and view.seat is not None and acting == view.seat
        if view.phase == "claim":
            if mine:
                return _("Your animal: put a ducky on an empty space behind Ducktor, or steal one by moving its "
                         "ducky lower.  {how}", how=self.how(_("a lit space")))
            return _("{who} is choosing an animal…", who=self.name(acting))
        if mine:
            return _("Your turn ({place} of {players}): play a card; its ducky moves by the value under the spot it "
                     "lands in.  {how}", place=place(view.turn_index + 1), players=view.players,
                     how=self.how(_("the card row")))
        return _("{who} is playing a card…", who=self.name(acting))

    def _held_words(self, view) -> str:
        """What the held round says: who won the race it ended, else who leads after it (and whose animal it is)."""
        held, scored = self.held, self.scored
        ahead = scored["ranking"][0] if scored is not None else max(held.positions, key=held.positions.__getitem__)
        owner = self._owner(ahead)
        fields = animal_fields(ahead) | {"who": self.name(owner)}
        if scored is not None:
            if ahead == EXPLORER:
                return _("Race {race} is over: Ducktor Livingstone wins the race.", race=scored["race"])
            if owner is not None:
                return _("Race {race} is over: the {animal} ({who}) wins the race.", race=scored["race"], **fields)
            return _("Race {race} is over: the {animal} wins the race.", race=scored["race"], **fields)
        rounds = {"round": held.round, "rounds": view.rounds}
        if ahead == EXPLORER:
            return _("Round {round} of {rounds} is over: Ducktor Livingstone leads.", **rounds)
        if owner is not None:
            return _("Round {round} of {rounds} is over: the {animal} ({who}) leads.", **rounds, **fields)
        return _("Round {round} of {rounds} is over: the {animal} leads.", **rounds, **fields)

    def _owner(self, animal) -> int | None:
        """Whose animal it is on the board as shown (None: nobody's yet)."""
        shown = self.held or self.view
        return shown.markers.index(animal) if shown is not None and animal in shown.markers else None

    def describe(self, face):
        kind, key = face[0], face[-1]
        if kind == "card":
            return art.describe(key, self.game_id)
        if kind in ("racing", "lap"):
            return art.describe(art.LAP_ID if kind == "lap" else key)
        owner = self._owner(key)
        if kind == "marker":
            title, lines = art.describe(f"marker-{key}")
            if owner is not None:
                lines = [_("In front of {who}: their animal in this race.", who=self.name(owner)), *lines]
            return title, lines
        if kind != "ducky":
            return None
        lines = self._where(key)
        if key == EXPLORER:
            return animal_name(key), [*lines, _("Ducktor belongs to nobody; his cards move him like any animal, and "
                                                "he catches up to the space behind the last ducky after each round.")]
        if owner is not None:
            lines.append(_("Your animal.") if owner == self.view.seat else _("{who}'s animal.", who=self.name(owner)))
        return _("The {animal} ducky", **animal_fields(key)), lines

    def _where(self, ducky) -> list[str]:
        """Where a ducky stands on the board as shown: its race position, the space and its lap cards."""
        shown = self.held or self.view
        at = shown.positions.get(ducky) if shown is not None else None
        if at is None:
            return [] if ducky == EXPLORER else [_("Waiting by the board to be claimed.")]
        lap, space = laps(at), at % LOOP_LENGTH
        if lap and space:
            return [n_("Race position {at}: on space {space} with a lap card (+{plus}).",
                       "Race position {at}: on space {space} with {n} lap cards (+{plus}).", lap, at=at, space=space,
                       plus=lap * LOOP_LENGTH)]
        if lap:
            return [n_("Race position {at}: on the start with a lap card (+{plus}).",
                       "Race position {at}: on the start with {n} lap cards (+{plus}).", lap, at=at,
                       plus=lap * LOOP_LENGTH)]
        return [_("On space {at}.", at=at)]

    # moves ------------------------------------------------------------------------------------
    def grip(self, move):
        if isinstance(move, Claim):
            return Grip(f"ducky:{move.animal}", f"space:{move.space}")
        if isinstance(move, Play):
            return Grip(f"card:{move.card}", "row")
        return None

    def draggable(self, view, handle: str) -> bool:
        kind, _sep, key = handle.partition(":")
        return view.seat is not None and (self.dimmable(view, handle) or
                                          kind == "ducky" and view.phase == "claim" and key in view.animals)

    def dimmable(self, view, handle: str) -> bool:
        kind, _sep, key = handle.partition(":")
        return view.seat is not None and kind == "card" and key in view.hand

    def intent(self, view, source: str, target: str | None):
        """The move meant by a drop the rules refuse, so the engine can say why."""
        if view.seat is None or target is None:
            return None
        (kind, _s, key), (at, _t, there) = source.partition(":"), target.partition(":")
        if kind == "ducky":
            space = int(there) if at == "space" else view.positions.get(there) if at == "ducky" else None
            return Claim(view.seat, key, space) if space is not None else None
        if kind == "card" and key in view.hand and (target == "row" or at == "card" and there in view.row):
            return Play(view.seat, key)
        return None

    def browsable(self, view):
        pile = sorted(self.shown(view).played, key=CARD_INDEX.__getitem__)
        return ("pile:played", _("Played this race ({n}), by animal · tap to close", n=len(pile)),
                [("card", c) for c in pile])

    # holds and summaries ---------------------------------------------------------------------------
    def hold(self, events) -> float:
        self.paths = None
        return super().hold(events)

    def finished(self, before, events):
        """A round's movement is shown space by space with its card row still on the board; a race's
        end stays with the duckies where they finished. Both wait for a tap."""
        at = len(before.events) + len(events)
        if any(e.kind == "move" for e in events):
            trails, final = round_trails(before.positions, events)
            # walked on the next layout: of the position the round was finished in (the table shows the held
            # round over it), or of the new one when nothing is held
            self.paths = {"at": (len(before.events), at), "trails": trails}
            return self._held(before, events, final)
        claim = next((e.data for e in events if e.kind == "claim"), None)
        if claim is not None and claim["animal"] in before.positions:
            old, new = before.positions[claim["animal"]], claim["space"]
            self.paths = {"at": (at,), "trails": {claim["animal"]: list(range(old - 1, new - 1, -1))}}
        return None

    def _held(self, before, events, positions):
        """The view as the round left it: the duckies where they finished, its card row still on the board."""
        moves = sorted((e.data for e in events if e.kind == "move"), key=lambda d: d["spot"])
        played = [e.data for e in events if e.kind == "play"]
        gone = {p["card"] for p in played}
        sizes = [n - sum(p["seat"] == seat for p in played) for seat, n in enumerate(before.hand_sizes)]
        known = [[c for c in k if c not in gone] for k in before.known_held]
        self.scored = next((e.data for e in events if e.kind == "race_scored"), None)
        return before.model_copy(update={
            "positions": positions, "row": [d["card"] for d in moves], "row_seats": [],
            "hand": [c for c in before.hand if c not in gone], "hand_sizes": sizes, "known_held": known})

    def held_cut(self, view) -> int | None:
        """While a finished round (or race) is on the board the log ends with its movement: the next racing
        card, or the next race, is told when the table shows it."""
        ends = [k for k, e in enumerate(view.events) if e.kind in ("move", "catch_up", "race_scored")]
        return ends[-1] + 1 if ends else None

    def forget(self) -> None:
        self.paths = None
        super().forget()

    def round_summary(self, view, events):
        """The race's points come from one place: where each player's animal finished, Ducktor Livingstone
        counted among them; the race ends after its eleventh round."""
        scored = [e for e in events if e.kind == "race_scored"]
        if not scored or any(e.kind == "game_over" for e in events):
            return None
        d = scored[-1].data
        animals = self._animals(d)
        seats = list(animals)
        points = [d["points"][seat] for seat in seats]
        reason = _("Race {race} is over after its eleventh round; Ducktor Livingstone finished {place}.",
                   race=d["race"], place=place(d["ranking"].index(EXPLORER) + 1))
        return RoundSummary(
            _("Race {race} of {races} is over", race=d["race"], races=view.races), reason, _("Player"),
            [self.name(seat) for seat in seats], seats, parts=[Part(_("Points"), points)], points=points,
            before=[Column(_("Animal"), [animal_name(a) for a in animals.values()]),
                    Column(_("Place"), [place(d["ranking"].index(a) + 1) for a in animals.values()])],
            after=[Column(_("Series"), [number(d["series"][seat]) for seat in seats])])

    @staticmethod
    def _animals(scored) -> dict[int, str]:
        """Each player's animal in a scored race, in the order they finished: {seat: animal}, the seat whose points
        the animal's place earned."""
        points = scored["points"]
        return {points.index(RACE_POINTS[k]): ducky for k, ducky in enumerate(scored["ranking"])
                if ducky != EXPLORER and RACE_POINTS[k] in points}

    def final_table(self, view, result):
        races = [e.data for e in view.events if e.kind == "race_scored"]
        headers = [_("Player"), *[_("Race {race}", race=d["race"]) for d in races], _("Series"), ""]
        best = max(view.series) if view.series else 0
        rows_ = []
        for seat in range(view.players):
            cells = []
            for d in races:
                animal = self._animals(d).get(seat)
                points = number(d["points"][seat])
                cells.append(_("{points} · {animal}", points=points, animal=animal_name(animal)) if animal else points)
            rows_.append([self.name(seat), *cells, view.series[seat], _("winner") if view.series[seat] == best else ""])
        return headers, rows_

    def option_choices(self, name: str):
        return list(ANIMALS) if name == "animals" else None

    # drawing ----------------------------------------------------------------------------------
    def face(self, face, width: int):
        if face[0] == "space":                      # a drop target, drawn as nothing
            return safe.surface(max(1, width), max(1, width))
        return art.face(face, width)

    def faces(self):
        yield from (f for f in art.faces() if f[0] != "board")
        yield BOARD
        yield SPACE


ADAPTER = SafariSprintAdapter

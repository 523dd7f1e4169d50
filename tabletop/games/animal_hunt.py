"""The Animal Hunt table: a face-down hunting ground, hands to match from, score piles and duckies.

Grips (what you pick up -> where you put it down):
    flip a card (first, or choice C)   slot:<n>      tap
    show the match (choice A)          card:<id>     -> ground   (or just tap the card in your hand; dropped on
                                                                 your Pairs pile it is shown too)
    ask a player (choice B)            seat:<p>      tap        (their hand or their name plate)

A flipped card turns over in place (the slot's piece keeps its id while its face changes). When a
turn ends, or someone else completes a pair, the table holds: the flipped cards stay face up until
a tap, then turn back or fly to the score pile, and the animal's ducky walks over to its new owner.
Everything drawn comes from the viewer's view; the held cards come from the public events.
"""

import pygame

from rules.safari.animal_hunt import DUCKY_POINTS, FACE_DOWN, Ask, Flip, Show
from rules.safari.components import ANIMAL_CARDS, ANIMALS, FACE_OF

from ..language import N_, _, n_
from ..render import safari
from ..render.safari.words import card_title
from ..render.safari.words import fields as animal_fields
from ..table.frame import card_height, cols, rows, snap
from ..table.gesture_words import ByGesture
from ..table.grips import Grip
from ..table.held import HeldPosition
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, face_down, held_fan
from ..table.zones import Badge, Grid, Item, Pile, Plate, Row
from .base import Adapter

GROUND = "ground"
ARROW_KEYS = N_("arrow keys, then Enter")
TAP_IT = N_("tap it")
FLIP = ByGesture(N_("Your turn: flip a face-down card in the hunting ground ({how})."),
                 phone=N_("Your turn: flip a face-down card in the hunting ground."))
SHOW = ByGesture(N_("You flipped a {card}: show yours ({how}), ask a player, or flip another card."),
                 phone=N_("You flipped a {card}: show yours, ask a player, or flip another card."))
ASK = ByGesture(N_("You flipped a {card}: ask a player for its twin ({how}), or flip another card."),
                phone=N_("You flipped a {card}: ask a player for its twin, or flip another card."))
HOW_FLIP = ByGesture(TAP_IT, keys=ARROW_KEYS)       # how to do it, inside the sentence's brackets at the table
HOW_SHOW = ByGesture(TAP_IT, drag=N_("drag it to the ground"), keys=ARROW_KEYS)
HOW_ASK = ByGesture(N_("tap their hand"), keys=ARROW_KEYS)


def _grid_card(area_w: float, area_h: float, rows_n: int, cols_n: int) -> int:
    """The widest card for a rows x cols grid in an area, gaps included (gap ~ a twelfth of a card)."""
    by_w = area_w / (cols_n + (cols_n - 1) / 12)
    by_h = area_h / (rows_n * 1.4 + (rows_n - 1) / 12)
    return max(8, snap(min(by_w, by_h)))


class AnimalHuntAdapter(HeldPosition, Adapter):
    game_id = "animal-hunt"
    hold_waits = False      # flips come every turn: they stay long enough to remember, without a tap each

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        self.beside = True           # the other players in a column beside the ground (else across the top)
        self.opp_most = 0.0          # the largest card another player's hand may have (set by `_choose`)
        self._hand_at: dict[int, tuple[int, int]] = {}
        self._slot_at: dict[int, tuple[int, int]] = {}

    # zones ------------------------------------------------------------------------------------
    def zones(self, view, frame) -> list:
        self.view = view
        self.holding(view)           # the position moved on without a release (a move taken back): it goes
        me = view.seat if view.seat is not None else 0
        unit, pad, inner = frame.unit, frame.pad, frame.inner
        others = [(me + k) % view.players for k in range(1, view.players)]
        # the bands are sized for the longest hand on the table, whoever is in front of the screen: the status line
        # and the hunting ground keep their place at every handover
        hand_n = max(view.hand_sizes, default=0)
        side_w, pile_w = self._mine_columns(frame)
        hand_w = inner.w - side_w - pile_w - 2 * pad
        hand_card = min(self._hand_most(unit, hand_n), hand_w / self._hand_span(hand_n))
        mine_need = round(hand_card * 1.4 + unit * 0.8)
        pool_w = self._pool_width(frame)
        top_need, opp_side_w = self._choose(view, frame, mine_need, pool_w, len(others))
        if self.beside:
            top, centre, mine = frame.bands(0, frame.free_height() - mine_need, mine_need, spread=(0, 0.6, 0.4))
            side, rest = cols(centre, [opp_side_w, 1.0], gap=pad * 2)
            share = (side.h - pad * (len(others) - 1)) / max(1, len(others))
            need = self._opp_block_need(frame, self.opp_most)
            blocks = rows(side, [min(share, need)] * len(others) + [1.0], gap=pad)[:len(others)]
        else:
            top, centre, mine = frame.bands(top_need, frame.free_height() - mine_need - top_need, mine_need,
                                            spread=(0.1, 0.5, 0.4))
            rest = centre
            blocks = cols(top, [1] * len(others), gap=pad * 2)
        ground_r, pool_r = cols(rest, [1.0, pool_w], gap=pad)
        out = []
        grid = self._ground(view, ground_r, frame)
        mine_zones, hand_centre = self._mine(view, me, mine, frame, side_w, pile_w)
        self._hand_at = {me: hand_centre}
        opp_zones = []
        for seat, block in zip(others, blocks, strict=True):
            zones, centre_xy = self._opponent(view, seat, block, frame)
            self._hand_at[seat] = centre_xy
            opp_zones += zones
        out.append(grid)
        out += self._pool(view, pool_r, frame)
        out += opp_zones
        out += mine_zones
        self._fill_piles(view, out)
        return out

    @staticmethod
    def _hand_most(unit: int, n: int) -> float:
        """The largest hand card: a long hand (two players) gives some height back to the hunting ground."""
        return unit * (5 if n <= 6 else 4.2)

    @staticmethod
    def _hand_span(n: int) -> float:
        """Card widths a hand of `n` needs: side by side when few, overlapping (corners still read) when many."""
        return max(4.0, min(1.06 * n, 0.6 * n + 0.4))

    def _mine_columns(self, frame) -> tuple[int, int]:
        inner, unit = frame.inner, frame.unit
        return max(unit * 10, inner.w // 5), max(unit * 6, inner.w // 9)

    @staticmethod
    def _pool_width(frame) -> int:
        return round(frame.unit * 3.2)

    @staticmethod
    def _duck_size(frame) -> int:
        return round(frame.unit * 1.7)

    @staticmethod
    def _my_duck_size(frame) -> int:
        return round(frame.unit * 2.4)

    def _opp_block_need(self, frame, card_w: float) -> int:
        return round(frame.unit * 1.7 + card_w * 1.4 + self._duck_size(frame) + 12)

    def _choose(self, view, frame, mine_need, pool_w, others) -> tuple[int, int]:
        """(top band height, side column width): the other players beside the hunting ground (a wide
        window) or across the top (a tall one), whichever gives the bigger hunting-ground cards."""
        unit, pad, inner = frame.unit, frame.pad, frame.inner
        free = frame.free_height()
        # beside: each player's block gets a share of the centre's height; where the ground is held by its
        # height (a wide window) the width it cannot use goes to the other players' cards, up to its own size
        centre_h = free - mine_need
        by_height = _grid_card(10 ** 6, centre_h, view.rows, view.cols)
        spare = inner.w - pool_w - 3 * pad - by_height * (view.cols + (view.cols - 1) / 12)
        self.opp_most = max(unit * 3.5, min(by_height, spare / 3.4))
        block_h = (centre_h - pad * (others - 1)) / max(1, others)
        opp_card = max(12.0, min(self.opp_most, (block_h - unit * 1.7 - self._duck_size(frame) - 12) / 1.4))
        side_w = round(max(unit * 10, opp_card * 3.4))
        beside = _grid_card(inner.w - side_w - pool_w - 3 * pad, centre_h, view.rows, view.cols)
        # across the top: a column per player
        col_w = (inner.w - 2 * pad * (others - 1)) / max(1, others)
        top_card = max(12.0, min(unit * 3.5, col_w / 4.2))
        top_need = self._opp_block_need(frame, top_card)
        across = _grid_card(inner.w - pool_w - pad, free - mine_need - top_need, view.rows, view.cols)
        self.beside = beside >= across
        return top_need, side_w

    def _ground(self, view, rect, frame) -> Grid:
        """The hunting ground: face-down cards, the one flipped this turn, outlines where none lie."""
        rows_n, cols_n = view.rows, view.cols
        card_w = _grid_card(rect.w, rect.h, rows_n, cols_n)
        gap = max(3, card_w // 12)
        held = self.held or {}
        up = held.get("up", {})
        cells, outline = {}, set()
        for slot, c in enumerate(view.grid):
            rc = divmod(slot, cols_n)
            if slot in up:
                c = up[slot]
            if c is None:
                outline.add(rc)
                continue
            face = ("back",) if c == FACE_DOWN else ("card", c)
            badges = tuple(held.get("badges", {}).get(slot, ()))
            stack = ()
            twin = held.get("twin", {}).get(slot)
            if twin is not None:
                stack = (Item(twin, ("card", twin), handle=f"card:{twin}", spawn=held.get("twin_from")),)
            cells[rc] = Item(f"slot:{slot}", face, handle=f"slot:{slot}", badges=badges, stack=stack, turns=True)
        grid = Grid(GROUND, rect, cells=cells, shape=(rows_n, cols_n), card_w=card_w, gap=gap,
                           outline=outline, target=True, z=10)
        self._slot_at = {slot: grid.cell_rect(*divmod(slot, cols_n)).center for slot in range(len(view.grid))}
        return grid

    def _pool(self, view, rect, frame) -> list:
        """The duckies nobody has won yet, in a column beside the hunting ground."""
        duckies = self._duckies(view)
        size = max(10, min(round(frame.unit * 2.4), round((rect.h - frame.unit * 2) / 5.6), rect.w))
        cells, outline = {}, set()
        for i, animal in enumerate(ANIMALS):
            if duckies.get(animal) is None:
                cells[(i, 0)] = self._ducky(animal)
            else:
                outline.add((i, 0))
        label_room = frame.unit + 8
        area = pygame.Rect(rect.x, rect.y + label_room, rect.w, rect.h - label_room)
        total = 5 * size + 4 * max(3, size // 6)
        area = pygame.Rect(area.x, area.y + max(0, (area.h - total) // 2), area.w, min(area.h, total))
        return [Grid("duckies", area, label=_("Duckies"), cells=cells, shape=(5, 1), card_w=size, ratio=1.0,
                     gap=max(3, size // 6), outline=outline, z=120)]

    def _ducky(self, animal) -> Item:
        return Item(f"ducky:{animal}", ("ducky", animal), handle=f"ducky:{animal}", delay=0.15)

    def _duckies(self, view) -> dict:
        return self.held["duckies"] if self.held is not None else view.duckies

    def _piles(self, view) -> list[list[str]]:
        return self.held["piles"] if self.held is not None else view.piles

    def _seat_duckies(self, view, seat, rect) -> Row:
        mine = [self._ducky(a) for a in ANIMALS if self._duckies(view).get(a) == seat]
        size = max(8, min(rect.h, rect.w // 5 - 2))
        return Row(f"duckies:{seat}", rect, slots=mine, card_w=size, ratio=1.0, gap=2, outline_empty=False,
                   align="left", z=120)

    def _opponent(self, view, seat, block, frame) -> tuple[list, tuple[int, int]]:
        unit, pad = frame.unit, frame.pad
        plate_r, cards_r, duck_r = rows(block, [round(unit * 1.7), 1.0, self._duck_size(frame)], gap=4)
        card_w = max(10, snap(min(cards_r.h / 1.4, cards_r.w / 3.0, max(unit * 3.5, self.opp_most))))
        fan_r, pile_r = cols(cards_r, [1.0, card_w + pad], gap=pad)
        ch = card_height(card_w)
        pile = pygame.Rect(pile_r.right - card_w, cards_r.y + (cards_r.h - ch) // 2, card_w, ch)
        n = view.hand_sizes[seat]
        fan = held_fan(seat, fan_r.inflate(-8, 0), face_down(seat, n, handle=f"seat:{seat}"), card_w, n)
        out = [Plate(f"seat:{seat}", plate_r, text=self.name(seat), active=view.turn == seat and not view.over,
                     note=self._plate_note(view, seat), target=True),
               fan, Pile(f"pile:{seat}", pile, z=90), self._seat_duckies(view, seat, duck_r)]
        return out, fan_r.center

    def _plate_note(self, view, seat) -> str:
        pairs = len(view.piles[seat]) // 2          # as the panel and the log count them
        return n_("{n} pair", "{n} pairs", pairs) if pairs else ""

    def _mine(self, view, me, rect, frame, side_w, pile_w) -> tuple[list, tuple[int, int]]:
        unit, pad = frame.unit, frame.pad
        side, hand_r, pile_col = cols(rect, [side_w, 1.0, pile_w], gap=pad)
        plate_r, duck_r = rows(side, [round(unit * 1.8), self._my_duck_size(frame)], gap=pad // 2)
        cards = [Item(c, ("card", c), handle=f"card:{c}") for c in view.hand] if view.seat == me else None
        held = len(cards or ())
        out = SeatArea(me, plate_r, hand_r, self.name(me), active=view.turn == me and not view.over,
                       note=self._plate_note(view, me), prefix="seat", cards=cards,
                       fit=CardFit(lift=0.8, span=self._hand_span(held), cap=self._hand_most(unit, held)),
                       backs=face_down(me, view.hand_sizes[me], handle=f"seat:{me}"), count=view.hand_sizes[me],
                       centred=True).zones(unit)
        out.append(self._seat_duckies(view, me, duck_r))
        pw = snap(min(pile_col.w - pad, (pile_col.h - unit * 2) / 1.4))
        pile = pygame.Rect(pile_col.x + (pile_col.w - pw) // 2, pile_col.y + unit + 4, pw, card_height(pw))
        out.append(Pile(f"pile:{me}", pile, label=_("Pairs") if view.seat == me else None, z=90,
                        target=view.seat == me))      # the match dropped here is shown (see `intent`)
        return out, hand_r.center

    def _fill_piles(self, view, zones) -> None:
        """Score piles last, once every place a card can come from is known (the slot it lay on, the
        hand it was given or shown from): a new pair flies in from there."""
        origin = self._origins(view)
        piles = self._piles(view)
        for z in zones:
            if isinstance(z, Pile) and z.name.startswith("pile:"):
                seat = int(z.name.split(":")[1])
                pile = piles[seat]
                z.items = [Item(c, ("card", c), handle=f"card:{c}", spawn=origin.get(c)) for c in pile[-3:]]
                z.count = len(pile) or None

    def _origins(self, view) -> dict[str, tuple[int, int]]:
        slot_of: dict[str, int] = {}
        origin: dict[str, tuple[int, int]] = {}
        for e in view.events:
            if e.kind == "flip":
                slot_of[e.data["card"]] = e.data["slot"]
            elif e.kind == "pair":
                first, second = e.data["cards"]
                origin[first] = self._slot_at.get(slot_of.get(first, -1))
                if e.data["how"] == "flip":
                    origin[second] = self._slot_at.get(slot_of.get(second, -1))
                else:
                    giver = e.data["seat"] if e.data["how"] == "show" else e.data["from_seat"]
                    origin[second] = self._hand_at.get(giver)
        return {c: xy for c, xy in origin.items() if xy is not None}

    # words -------------------------------------------------------------------------------------
    def panel(self, view) -> PanelSpec:
        """Scores as they stand, the pair just made included even while its cards are held face up on the
        ground: the log has said it, and at the end says the final scores."""
        down = sum(1 for c in view.grid if c == FACE_DOWN)
        facts = [[n_("{n} card face down", "{n} cards face down", down)],
                 [_("A pair card 1 pt · a ducky {n} pts", n=DUCKY_POINTS)]]
        rows_ = []
        for p in range(view.players):
            owned = sum(1 for a in ANIMALS if view.duckies.get(a) == p)
            points = view.scores[p]
            rows_.append(ScoreRow(p, self.name(p), [str(points), str(len(view.piles[p]) // 2), str(owned)],
                                  active=view.turn == p and not view.over, mine=p == view.seat))
        return PanelSpec(self.title, facts, [_("Player"), _("Pts"), _("Pairs"), _("Ducks")], rows_)

    def status(self, view, my_turn: bool) -> str:
        if self.holding(view):
            told = " ".join(self.narrate(e) for e in self.held["told"])     # said now: a switch shows at once
            return _("{told}  (A tap goes on sooner.)", told=told)
        if view.over:
            return _("The game is over: {who} has no cards left.", who=self.name(view.ended_by))
        who = self.name(view.turn)
        flipped = view.grid[view.first_flip] if view.first_flip is not None else None
        if not (my_turn and view.seat == view.turn):
            if view.phase == "choose" and flipped:
                return _("{who} flipped a {card} and is deciding…", who=who, card=card_title(flipped))
            return _("{who} is flipping a card…", who=who)
        if view.phase == "flip":
            return self.worded(FLIP, how=HOW_FLIP)
        name = card_title(flipped)
        if any(FACE_OF[c] == FACE_OF[flipped] for c in view.hand):
            return self.worded(SHOW, card=name, how=HOW_SHOW)
        return self.worded(ASK, card=name, how=HOW_ASK)

    def draggable(self, view, handle: str) -> bool:
        """Your own hand cards (so the engine can say why one is not shown), and the card you just flipped: put
        on a player's hand it asks them (`intent`)."""
        return self._in_hand(view, handle) or (view.seat is not None and handle == self._flipped(view))

    @staticmethod
    def _in_hand(view, handle: str) -> bool:
        """Is `handle` a card in the viewer's own hand?"""
        return view.seat is not None and handle.startswith("card:") and handle[5:] in view.hand

    @staticmethod
    def _flipped(view) -> str | None:
        """The handle of the card the viewer flipped and is deciding about, or None."""
        if view.phase != "choose" or view.first_flip is None or view.seat != view.turn:
            return None
        return f"slot:{view.first_flip}"

    def dimmable(self, view, handle: str) -> bool:
        """While choosing, the hand cards that do not match the flipped card step back."""
        return view.phase == "choose" and self._in_hand(view, handle)

    # moves ------------------------------------------------------------------------------------
    def grip(self, move):
        if isinstance(move, Flip):
            return Grip(f"slot:{move.slot}", None)
        if isinstance(move, Ask):
            return Grip(f"seat:{move.target}", None)
        if isinstance(move, Show):
            view = self.view
            if view is None or view.first_flip is None:
                return None
            face = FACE_OF[view.grid[view.first_flip]]
            mine = next((c for c in view.hand if FACE_OF[c] == face), None)
            return Grip(f"card:{mine}", GROUND, tap=True) if mine else None
        return None

    def intent(self, view, source: str, target: str | None):
        """A hand card put on the hunting ground means "I show my match": the engine says why not (nothing
        flipped yet, or no match in hand). Show names no card, so a wrong card while the right one is in
        the hand is not sent: the engine would show the right one. The flipped card put somewhere: see
        `_flipped_to`."""
        if view.seat is not None and source == self._flipped(view):
            return self._flipped_to(view, target or "")
        if not self._in_hand(view, source) or not self._shows_there(view, target):
            return None
        if self._other_card(view, source) is not None:
            return None                  # `refusal` says which card matches
        return Show(view.seat)

    @staticmethod
    def _flipped_to(view, target: str):
        """The flipped card put on another player's hand, name or Pairs pile asks them (choice B); on your own
        hand or Pairs pile it is "I have its twin" (choice A); on a face-down card, flip that one too (choice C).
        The engine says why not where it cannot be (nothing to show, a player with no cards)."""
        me = view.seat
        seat = next((int(target[len(p):]) for p in ("seat:", "pile:") if target.startswith(p)), None)
        if seat is None and target.startswith("card:"):
            seat = next((p for p, pile in enumerate(view.piles) if target[5:] in pile), None)
            if seat is None and target[5:] in view.hand:
                seat = me
        if seat is not None:
            return Show(me) if seat == me else Ask(me, seat)
        if target.startswith("slot:") and view.grid[int(target[5:])] == FACE_DOWN:
            return Flip(me, int(target[5:]))
        return None

    @staticmethod
    def _shows_there(view, target: str | None) -> bool:
        """A hand card put on the hunting ground (or a card of it), or on your own Pairs pile where the
        pair will go, means "I show my match"."""
        target = target or ""
        return target == GROUND or target.startswith("slot:") or target == f"pile:{view.seat}" or (
            target.startswith("card:") and target[5:] in view.piles[view.seat])

    @staticmethod
    def _other_card(view, source: str) -> str | None:
        """The hand card that matches the flipped one, when the card held is not it."""
        if view.phase != "choose" or view.first_flip is None:
            return None
        face = FACE_OF[view.grid[view.first_flip]]
        match = next((c for c in view.hand if FACE_OF[c] == face), None)
        return match if match is not None and FACE_OF[source[5:]] != face else None

    def refusal(self, view, source: str, target: str) -> str | None:
        """A card that is not the match, put where a match is shown: which card is."""
        if not self._in_hand(view, source) or not self._shows_there(view, target):
            return None
        match = self._other_card(view, source)
        if match is None:
            return None
        return _("The {card} does not match the {flipped} you flipped; show your {match}.",
                 card=card_title(source[5:]), flipped=card_title(view.grid[view.first_flip]), match=card_title(match))

    # holds and summaries -----------------------------------------------------------------------------
    def finished(self, before, events):
        """Keep the flipped cards face up when a turn ends (so everyone sees them before they turn
        back) and when someone else completes a pair (before it flies to their score pile)."""
        first = before.first_flip
        first_card = before.grid[first] if first is not None else None
        pair = next((e for e in events if e.kind == "pair"), None)
        flip = next((e for e in events if e.kind == "flip"), None)
        ask = next((e for e in events if e.kind == "ask"), None)
        held = {"up": {}, "badges": {}, "twin": {}, "twin_from": None, "piles": before.piles,
                "duckies": before.duckies}
        if pair is not None:
            if pair.data["seat"] == before.seat or first is None:
                return None           # your own pair: you saw it; it goes straight to your pile
            cards = pair.data["cards"]
            held["up"][first] = cards[0]
            if pair.data["how"] == "flip":
                held["up"][flip.data["slot"]] = cards[1]
                for slot in (first, flip.data["slot"]):
                    held["badges"][slot] = (Badge(_("pair"), "gold", "centre"),)
            else:
                held["twin"][first] = cards[1]
                giver = pair.data["seat"] if pair.data["how"] == "show" else pair.data["from_seat"]
                held["twin_from"] = self._hand_at.get(giver)
                held["badges"][first] = (Badge(_("pair"), "gold", "centre"),)
            told = [e for e in events if e.kind in ("pair", "ducky")]
        elif flip is not None and flip.data["turned_back"] and first_card is not None:
            held["up"][first] = first_card
            held["up"][flip.data["slot"]] = flip.data["card"]
            held["badges"][flip.data["slot"]] = (Badge(_("no match"), "quiet", "centre"),)
            told = [flip]
        elif ask is not None and not ask.data["answer"] and first is not None:
            held["up"][first] = ask.data["card"]
            held["badges"][first] = (Badge(_("no"), "quiet", "centre"),)
            told = [ask]
        else:
            return None
        held["told"] = told
        return held

    def final_table(self, view, result):
        headers = [_("Player"), _("Pairs"), _("Duckies"), _("Points"), ""]
        rows_ = []
        for p in range(view.players):
            owned = sum(1 for a in ANIMALS if view.duckies.get(a) == p)
            notes = [_("winner")] if p in result.winners else []
            if view.ended_by == p:
                notes.append(_("no cards left"))
            ducks = f"{owned} × {DUCKY_POINTS}" if owned else "—"
            rows_.append([self.name(p), len(view.piles[p]) // 2, ducks, view.scores[p], " · ".join(notes)])
        return headers, rows_

    # drawing ----------------------------------------------------------------------------------
    def face(self, face, width: int):
        return safari.face(face, width)

    def faces(self):
        yield from (("card", c) for c in ANIMAL_CARDS)
        yield ("back",)
        yield from (("ducky", a) for a in ANIMALS)

    def describe(self, face):
        """The large view for cards and duckies; none for a face-down card (the pointer rests on the
        hunting ground all game, and a back has nothing to read)."""
        kind = face[0]
        if kind == "card":
            return card_title(face[1]), [
                _("There are two of each card. Its twin lies face down in the hunting ground or in someone's hand."),
                _("A pair scores 2 points (a card is a point) and brings that animal's ducky."),
            ]
        if kind == "ducky":
            fields = animal_fields(face[1])
            return _("The {animal} ducky", **fields), [
                _("It stands in front of whoever paired a {animal} last.", **fields),
                _("Worth {n} points at the end of the game.", n=DUCKY_POINTS)]
        return None


ADAPTER = AnimalHuntAdapter

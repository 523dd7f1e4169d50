"""The Hi-Lo Hijinks table: the board's Hi-Lo side with the five stacks and the duckies, the seats round it.

Grips (what you pick up -> where you put it down):
    play a card                    card:<id>       -> stack:<animal>         (an explorer: any of the five)
    match: move the ducky across   ducky:<animal>  -> spot:<animal>:<side>   (or just tap the ducky)
    match: leave the ducky         button:leave    tap
    match: give a card away        card:<id>       -> plate:<seat>           (their hand or pile works too)
    match: keep your cards         button:keep     tap

Everything drawn comes from the viewer's view: the stacks' cards under the top one and the cards in
each taken pile are read back from the public plays in `view.events` (every one was face up once),
so a taken stack can fly to its taker's pile, card by card, and turn face down on the way.
"""

from dataclasses import dataclass

import pygame

from rules.safari.components import ALL_CARDS, ANIMALS, EXPLORER, NUMBER_OF, SUIT_OF, SUITS
from rules.safari.hi_lo_hijinks import HAND_SIZE, HIGHER, LOWER, Give, Keep, Play, Reverse, wants

from ..language import N_, _, n_
from ..render import fonts, safari, safe
from ..render.palette import DANGER, HIGHLIGHT
from ..render.safari.words import card_title, short, stack_fields
from ..render.safari.words import ducky as ducky_words
from ..render.safari.words import fields as animal_fields
from ..render.safari.words import side as side_name
from ..render.safari.words import stack as stack_name
from ..table.frame import card_height, cols, snap
from ..table.gesture_words import ByGesture
from ..table.grips import Grip
from ..table.layout import Block, CardRow, SeatRing, Strip, others, split
from ..table.overlays import Noted, glow
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, hand_spot, held_fan
from ..table.zones import Badge, Item, Picture, Pile, Plate, Row, Spot, Track, line_step
from .base import Adapter

OTHER_SIDE = {HIGHER: LOWER, LOWER: HIGHER}
BOARD_DECK = 0.125          # the draw pile beside the board, as a share of the board's width (card and gap)
DECK_FACE = ("back", "deck")  # a back (safari.face draws it so) that says what the draw pile is for
TAKE_DELAY = 0.22           # a taken stack leaves once the card that took it has landed
DOING = {"play": N_("{who} is playing…"), "give": N_("{who} matched and may give a card away…")}
MOVE_DUCKY = ByGesture(N_("A match on the {animal} stack! Move its ducky to {other} (tap or drag the ducky), or "
                          "leave it at {side}."),
                       phone=N_("A match on the {animal} stack! Move its ducky to {other}, or leave it at {side}."))
DECIDING = N_("{who} is deciding…")


def hand_span(held: int) -> float:
    """Card widths a hand of `held` cards takes across its band (a few cards keep some room between them)."""
    return max(4.4, 1.08 * held + 0.2)


def my_fit(held: int) -> CardFit:
    """The own hand's cards: as many card widths across as `held` cards take, at most 5.5 units."""
    return CardFit(lift=0.6, span=hand_span(held), most=5.5)


SEATS = SeatRing(gap=1, most=26)          # the other seats' blocks across the top, each at most 26 units wide
THEIR_CARDS = CardRow(most=3.4, across=5.2, snapped=True)    # what their cards ask of the top band
MY_CARDS = CardRow(most=5.5, across=hand_span(HAND_SIZE))   # and the own hand of the bottom band, at its dealt size
SIDE = Strip(least=10, per=6)      # either side of the own hand: the plate; the taken pile


@dataclass
class Stack(Pile):
    """A stack on the board: its count's chip straddles the lower right corner, or, on a card too short for both
    (a small TV window), its top right corner, so the range badge on the card's middle stays clear."""

    unit: int = 18

    def chip_center(self) -> tuple[int, int]:
        x, y = super().chip_center()
        size = max(13, round(self.unit * 0.8))           # the painter's badge and chip type size
        chip_h = fonts.chip(str(self.count), size).get_height()
        badge = pygame.Rect(0, 0, 1, size + 8)
        badge.centery = self.rect.y + round(self.rect.h * 0.74)
        if y - chip_h // 2 > badge.bottom:
            return x, y
        return x, self.rect.y + chip_h // 2 - 2           # over the card's top right corner, clear of the badge


class Story:
    """What the plays in a view's events tell: every stack's cards (bottom first) and every taken pile's
    (all were face up once), who played each card, and where each seat's latest card came from."""

    def __init__(self, view):
        n = view.players
        self.stacks: dict[str, list[str]] = {a: [t] for a, t in view.stack_tops.items()}
        self.piles: list[list[str]] = [[] for _ in range(n)]
        self.played_by: dict[str, int] = {}
        self.taken_from: dict[str, str] = {}      # a pile card -> the stack it was taken from
        self.arrived = [HAND_SIZE] * n            # cards that came into each hand: the deal, draws, gifts
        self.left = [0] * n                       # cards that left it: plays, gifts
        self.last_giver: list[int | None] = [None] * n   # where each seat's latest card came from (None: the draw pile)
        self.gift_from: dict[str, int] = {}       # the viewer's own cards that were given to them, by whom
        self.just_taken: frozenset[str] = frozenset()    # the cards of the latest take
        for e in view.events:
            self._read(e.kind, e.data, view.seat)

    def _read(self, kind: str, d: dict, viewer: int | None) -> None:
        if kind == "starter":
            self.stacks[d["stack"]] = [d["card"]]
        elif kind == "play":
            seat, card, stack = d["seat"], d["card"], d["stack"]
            self.left[seat] += 1
            self.played_by[card] = seat
            if d["result"] == "taken":
                taken = self.stacks[stack]
                self.piles[seat].extend(taken)
                self.taken_from.update((c, stack) for c in taken)
                self.just_taken = frozenset(taken)
                self.stacks[stack] = [card]
            else:
                self.stacks[stack].append(card)
        elif kind == "draw":
            self.arrived[d["seat"]] += 1
            self.last_giver[d["seat"]] = None
        elif kind == "give":
            self.left[d["seat"]] += 1
            self.arrived[d["to"]] += 1
            self.last_giver[d["to"]] = d["seat"]
        elif kind == "give_card" and d["to"] == viewer:
            self.gift_from[d["card"]] = d["seat"]


class HiLoHijinksAdapter(Adapter):
    game_id = "hi-lo-hijinks"

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        self.unit = 18                # the frame's text size, set by zones() (the stacks' chips make room by it)
        self.stack_w = 10 ** 6        # a stack card's width, set by zones() (its wants chip fits it)

    # zones ------------------------------------------------------------------------------------
    def zones(self, view, frame) -> list:
        self.view, self.unit = view, frame.unit
        story = Story(view)
        me = view.seat if view.seat is not None else 0
        unit, pad, inner = frame.unit, frame.pad, frame.inner
        seats = others(view, me)
        top_need = THEIR_CARDS.need(SEATS.column_width(inner.w, len(seats), frame), frame, units=1.7,
                                    px=frame.small + 16, whole=True)     # their plates, cards and captions
        # the bands are sized for a dealt hand, whoever is in front of the screen and whatever they hold now: the
        # board keeps its place and size at every handover (a longer hand takes narrower cards in its band)
        hand_w = inner.w - 2 * SIDE.length(frame, inner.w) - 2 * pad
        mine_need = round(card_height(MY_CARDS.card(hand_w, frame)) + unit * 1.4)
        room = frame.free_height() - top_need - mine_need
        widest = (inner.w - 3 * pad) / (1 + BOARD_DECK) / safari.ASPECT
        top, centre, mine = frame.bands(top_need, round(max(unit * 12, min(widest, room))), mine_need)
        board, deck = self._centre_rects(centre, frame)
        g = safari.hilo_geometry(board)
        self.stack_w = g.stack_rect(ANIMALS[0]).w
        blocks = {seat: self._their_rects(cell, frame) for seat, cell in SEATS.cells(top, seats, frame).items()}
        held = len(view.hand) if view.seat is not None else view.hand_sizes[me]
        blocks[me] = self._my_rects(mine, frame, held)
        out = []
        for seat in seats:
            out += self._opponent(view, story, seat, blocks[seat])
        out += self._mine(view, story, me, blocks[me])
        return out + self._board(view, story, g, deck)

    @staticmethod
    def _deciding(view, phase: str) -> bool:
        """Is the person at the screen the one making this choice? (Hints are for them only.)"""
        return view.phase == phase and view.seat is not None and view.turn == view.seat and not view.over

    # where things go -----------------------------------------------------------------------------
    @staticmethod
    def _their_rects(block, frame) -> dict:
        """Name plate on top, then the hand (backs), the taken pile (captioned) and the place for Ducktor's
        ducky in a row right under it; the cards grow with the band up to a point."""
        plate, below = Block((Strip(least=1.7), 1.0), gap=8).cut(block, frame)
        card_w = CardFit(span=5.2, most=4, least=8).width(below.inflate(0, -frame.small - 6), frame.unit)
        room = round(card_w * (1 + 1.06 * 4) + 2 * card_w + 2 * frame.pad + 8)       # for five backs, pile, ducky
        cards = pygame.Rect(below.x, below.y, min(below.w, room), card_height(card_w))
        fan, pile, ducky = cols(cards, [1.0, card_w, card_w], gap=frame.pad)
        return {"plate": plate, "hand": fan.inflate(-8, 0), "card_w": card_w, "pile": pile,
                "ducky": pygame.Rect(ducky.x, cards.y + (cards.h - card_w) // 2, card_w, card_w)}

    @staticmethod
    def _my_rects(mine, frame, held) -> dict:
        """The plate with Ducktor's ducky under it, the hand, and the taken pile with room for its words under it."""
        unit, pad = frame.unit, frame.pad
        side, hand, column = split(mine, [SIDE, 1.0, SIDE], frame, gap=pad)
        plate, below = Block((Strip(least=1.8), 1.0), gap=pad).cut(side, frame)
        size = max(8, min(below.h, round(unit * 3.6), side.w))
        ducky = pygame.Rect(side.x + (side.w - size) // 2, below.y + (below.h - size) // 2, size, size)
        card_w = my_fit(HAND_SIZE).width(hand, unit)   # the pile keeps its size
        words = 2 * (frame.small + 4) + 4           # two lines of caption under the pile
        pile_w = snap(max(8, min(column.w - pad, (column.h - words) / 1.4, card_w)))
        pile = pygame.Rect(column.x + (column.w - pile_w) // 2,
                           column.y + max(0, (column.h - words - card_height(pile_w)) // 2), pile_w,
                           card_height(pile_w))
        return {"plate": plate, "ducky": ducky, "hand": hand, "fit": my_fit(held), "pile": pile, "column": column}

    @staticmethod
    def _centre_rects(centre, frame) -> tuple[pygame.Rect, pygame.Rect]:
        """The board (16:10, as large as fits) with the draw pile to its right, the pair centred."""
        pad = frame.pad
        bw = min((centre.w - 3 * pad) / (1 + BOARD_DECK), centre.h * safari.ASPECT)
        geometry = safari.hilo_geometry(pygame.Rect(0, 0, round(bw), round(bw / safari.ASPECT)))
        card_w = geometry.card_width
        total = geometry.rect.w + 2 * pad + card_w
        x = centre.x + (centre.w - total) // 2
        board = pygame.Rect(x, centre.y + (centre.h - geometry.rect.h) // 2, geometry.rect.w, geometry.rect.h)
        deck = pygame.Rect(board.right + 2 * pad, 0, card_w, card_height(card_w))
        deck.centery = board.centery
        return board, deck

    # the seats -----------------------------------------------------------------------------------
    def _backs(self, view, story, seat) -> list[Item]:
        """A hand someone else holds, face down: each back keeps its id while it is held, so a card drawn
        or given flies in from where it came and the others stay put."""
        n = view.hand_sizes[seat]
        first = story.left[seat] if story.arrived[seat] - story.left[seat] == n else 0
        spawn = hand_spot(story.last_giver[seat]) or "deck"      # the hand that gave it, else the draw pile
        return [Item(f"back:{seat}:{k}", ("back",), spawn=spawn) for k in range(first, first + n)]

    def _taken_pile(self, view, story, seat, rect) -> Pile:
        """Face down, growing with a count; its top cards keep the ids they had on the stack, so a taken
        stack flies here and turns over on the way (face up again when the game is over)."""
        cards = story.piles[seat]
        depth = min(len(cards), 2 + len(cards) // 6, 5)
        items = []
        for c in cards[-depth:] if depth else []:
            face = ("card", c) if view.over else ("back",)
            origin = story.taken_from.get(c)
            spawn = f"stack:{origin}" if origin else None
            items.append(Item(c, face, handle=f"pile:{seat}", spawn=spawn, turns=True,
                              delay=TAKE_DELAY if c in story.just_taken else 0.0))
        return Pile(f"pile:{seat}", rect, items=items, count=view.pile_sizes[seat] or None, depth=max(1, depth), z=70)

    def _ducky_spot(self, view, seat, rect) -> list:
        if view.younger_players:
            return []
        item = None
        if view.ducktor_holder == seat:
            item = Item("ducky:ducktor", ("ducky", EXPLORER), handle="ducky:ducktor",
                        badges=(Badge("+4", "danger", "corner"),))
        return [Row(f"ducky-spot:{seat}", rect, slots=[item], card_w=rect.w, ratio=1.0, outline_empty=False, z=90)]

    def _opponent(self, view, story, seat, rects) -> list:
        giving = self._deciding(view, "give")
        pile = self._taken_pile(view, story, seat, rects["pile"])
        pile.caption = _("taken")
        return [Plate(f"plate:{seat}", rects["plate"], text=self.name(seat), target=True,
                      active=view.turn == seat and not view.over,
                      note=_("drop a card here to give it") if giving else ""),
                held_fan(seat, rects["hand"], self._backs(view, story, seat), rects["card_w"],
                         view.hand_sizes[seat], target=True),
                pile, *self._ducky_spot(view, seat, rects["ducky"])]

    def _mine(self, view, story, me, rects) -> list:
        cards = None                 # face up only in the seat's own view, each flying in from its giver
        if view.seat == me:
            cards = [Item(c, ("card", c), handle=f"card:{c}", spawn=hand_spot(story.gift_from.get(c)) or "deck")
                     for c in view.hand]
        out = SeatArea(me, rects["plate"], rects["hand"], self.name(me), active=view.turn == me and not view.over,
                       plate_target=True, cards=cards, fit=rects["fit"], backs_fit=rects["fit"],
                       backs=self._backs(view, story, me) if cards is None else [],
                       count=view.hand_sizes[me], backs_target=True, backs_z=100).zones(self.unit)
        out += self._ducky_spot(view, me, rects["ducky"])
        pile = self._taken_pile(view, story, me, rects["pile"])
        pile.caption, pile.caption_lines = ((_("taken, face down"), _("taken,\nface down")) if view.pile_sizes[me]
                                            else (_("nothing taken"), _("nothing\ntaken")))
        column = rects["column"]        # the words go in the column under the pile
        pile.caption_room = pygame.Rect(column.x, pile.rect.bottom + 4, column.w, column.bottom - pile.rect.bottom - 4)
        return out + [pile]

    # the board -----------------------------------------------------------------------------------
    def _board(self, view, story, g, deck) -> list:
        out = [Picture("board", g.rect, face=("board", "hilo"))]
        backs = [Item(f"deck:{k}", DECK_FACE, handle="deck") for k in range(min(3, view.deck_size))]
        room = pygame.Rect(g.rect.right + 4, deck.bottom + 4, deck.right - g.rect.right - 4,  # clear of the board,
                           2 * line_step(max(13, round(self.unit * 0.8))))                 # two lines at most
        out.append(Pile("deck", deck, items=backs, count=view.deck_size or None, z=30, called=_("The draw pile"),
                        caption=_("draw pile"), caption_lines=_("draw\npile"), caption_room=room))
        for animal in ANIMALS:
            out.append(self._stack(view, story, animal, g))
        out.append(self._duckies(view, g))
        if self._deciding(view, "reverse") and view.match_stack:
            a = view.match_stack
            other = OTHER_SIDE[view.sides[a]]
            out.append(Spot(f"spot:{a}:{other}", g.side_rect(a, other), target=True, ghost=("ducky", a)))
        return out

    def _stack(self, view, story, animal, g) -> Pile:
        top = view.stack_tops[animal]
        cards = story.stacks.get(animal, [])
        if cards[-1:] != [top]:         # the events do not tell (a trimmed log): the top is enough
            cards = [top]
        items = [Item(c, ("card", c), spawn=hand_spot(story.played_by.get(c)) or "deck") for c in cards[-2:]]
        items[-1].handle, items[-1].badges = f"stack:{animal}", (self._wants_badge(view.sides[animal], top),)
        return Stack(f"stack:{animal}", g.stack_rect(animal), items=items, count=view.stack_sizes[animal],
                     depth=2, target=True, z=50, unit=self.unit, called=stack_name(animal))

    @staticmethod
    def _wants(side: str, top: str) -> str:
        """What the stack takes, as numbers: "3–6" under a Higher ducky on a 3, "1–3" under a Lower one, "6 only"
        under a Higher one on a 6."""
        n = NUMBER_OF[top]
        lo, hi = (n, 6) if side == HIGHER else (1, n)
        return _("{n} only", n=n) if lo == hi else f"{lo}–{hi}"

    def _wants_badge(self, side: str, top: str) -> Badge:
        """The stack's wants on a chip across its top card, as narrow as the card: the side's arrow before the
        numbers where both fit, else the numbers alone; "6 only" that fits neither becomes the arrow and "6"
        (a Higher stack on a 6 wants a 6 or more)."""
        words, arrow = self._wants(side, top), ("arrow", side)
        tries = [Badge(words, "light", "centre", mark=arrow), Badge(words, "light", "centre"),
                 Badge(str(NUMBER_OF[top]), "light", "centre", mark=arrow)]
        size = max(13, round(self.unit * 0.8))          # the painter's badge type size
        return next((b for b in tries if b.chip_width(size) <= self.stack_w), tries[-1])

    def _duckies(self, view, g) -> Track:
        centres, tokens = [], []
        for animal in ANIMALS:
            side = view.sides[animal]
            centres.append(g.side_rect(animal, side).center)
            badges = ()
            if self._deciding(view, "reverse") and view.match_stack == animal:
                outward = "top" if side == HIGHER else "bottom"      # away from the stack and its labels
                badges = (Badge(_("to {side}?", side=side_name(OTHER_SIDE[side])), "gold", outward),)
            tokens.append((Item(f"ducky:{animal}", ("ducky", animal), handle=f"ducky:{animal}", badges=badges),
                           len(centres) - 1))
        if not view.younger_players and view.ducktor_holder is None:
            centres.append(g.explorer_rect.center)
            tokens.append((Item("ducky:ducktor", ("ducky", EXPLORER), handle="ducky:ducktor"), len(centres) - 1))
        return Track("duckies", g.rect, centres=centres, tokens=tokens, size=g.ducky_size(), z=55)

    # words -------------------------------------------------------------------------------------
    def panel(self, view) -> PanelSpec:
        """The draw pile, who wins, and per player the cards in hand, taken and Ducktor's +4; once the game is over
        the points take the place of the hands (all empty then), so the panel keeps its width and the names
        their room."""
        facts = [[n_("Draw pile: {n} card", "Draw pile: {n} cards", view.deck_size)],
                 [_("Fewest points wins")]]
        if view.younger_players:
            facts.append([_("For younger players")])
        scored = view.over and view.totals is not None
        columns = [(_("Hand"), lambda p: str(view.hand_sizes[p]), not scored),      # (header, a seat's cell, shown)
                   (_("Taken"), lambda p: str(view.pile_sizes[p]), True),
                   (_("Ducky"), lambda p: "+4" if view.ducktor_holder == p else "", not view.younger_players),
                   (_("Points"), lambda p: str(view.totals[p]), scored)]
        columns = [(header, cell) for header, cell, shown in columns if shown]
        rows_ = [ScoreRow(p, self.name(p), [cell(p) for _header, cell in columns], mine=p == view.seat,
                          active=view.turn == p and not view.over) for p in range(view.players)]
        return PanelSpec(self.title, facts, [_("Player"), *(header for header, _cell in columns)], rows_)

    def status(self, view, my_turn: bool) -> str:
        if view.over:
            return super().status(view, my_turn)          # "The game is over.", in the app's words
        mine = view.seat is not None and view.seat == view.turn and my_turn
        if not mine:
            if view.phase == "reverse" and view.match_stack:
                return _("{who} matched on the {animal} stack and may move its ducky…", who=self.name(view.turn),
                         **stack_fields(view.match_stack))
            return _(DOING.get(view.phase, DECIDING), who=self.name(view.turn))
        if view.phase == "play":
            return _("Your turn: play a card on its stack (an explorer on any stack).  {how}",
                     how=self.how(_("a lit stack")))
        if view.phase == "reverse":
            a = view.match_stack
            side = view.sides[a]
            return self.worded(MOVE_DUCKY, other=side_name(OTHER_SIDE[side]), side=side_name(side),
                               **stack_fields(a))
        if view.phase == "give":
            return _("A match! You may give a card away.  {how}  Or keep your cards.",
                     how=self.how(_("a player's name")))
        return ""

    def describe(self, face):
        kind = face[0]
        if kind == "card":
            c = face[1]
            if SUIT_OF[c] == EXPLORER:
                return card_title(c), [_("An explorer card: it may go on any stack, compared by its number like any "
                                         "card."),
                                       _("Whoever plays one takes Ducktor's ducky: 4 more points at the end for "
                                         "whoever has it then.")]
            lines = [_("It goes on the {animal} stack. A Higher stack wants its top number or more, a Lower stack "
                       "its top number or less; an equal number is a match.", **stack_fields(SUIT_OF[c])),
                     _("A card the stack does not want makes you take the stack face down.")]
            return card_title(c), lines + self._stack_now(c)
        if face == DECK_FACE:
            return self._describe_deck()
        if kind == "back":
            return _("A face-down card"), [_("A hand someone else holds, or a taken pile: nobody may look through a "
                                             "taken pile until the game ends.")]
        if kind == "ducky":
            return self._describe_ducky(face[1])
        return None

    def _stack_now(self, card) -> list[str]:
        """The card's stack as the table shows it now, and (for a card in the viewer's hand) what playing it
        would do, in the engine's words for a play."""
        view = self.view
        if view is None:
            return []
        stack = SUIT_OF[card]
        side, top = view.sides[stack], view.stack_tops[stack]
        words = self._wants(side, top)
        lines = [_("Now the {animal} stack wants {wants} (its ducky stands at {side}).", wants=words,
                   side=side_name(side), **stack_fields(stack))]
        what = self._outcome(view, card, stack) if card in view.hand else None
        if what == "match":
            lines.append(_("Played now: a match! You may move its ducky.") if view.younger_players
                         else _("Played now: a match! You may move its ducky, then give a card away."))
        elif what == "wants":
            lines.append(_("Played now: the stack wants it."))
        elif what == "take":
            lines.append(n_("Played now: the stack does not want it: you take its {n} card face down.",
                            "Played now: the stack does not want it: you take its {n} cards face down.",
                            view.stack_sizes[stack]))
        return lines

    def _describe_deck(self):
        """The draw pile: how many cards are left, what it is for (the rulebook's turn: play one card, then draw
        one) and, for the person deciding, what to do now."""
        view = self.view
        lines = [n_("{n} card left.", "{n} cards left.", view.deck_size)] if view is not None else []
        lines += [_("On your turn you play one card, then draw one card from here."),
                  _("When it is empty, play on with the cards in your hand; a player with no cards is skipped.")]
        if view is not None and self._deciding(view, "play"):
            lines.append(_("Now: play a card on its stack; your draw comes after."))
        elif view is not None and self._deciding(view, "give"):
            lines.append(_("Now: give a card to a player or keep your cards; your draw comes after."))
        return _("The draw pile"), lines

    def _describe_ducky(self, who):
        if who == EXPLORER:
            view = self.view
            where = _("It waits on the explorer spot until someone plays an explorer card.")
            if view is not None and view.ducktor_holder is not None:
                where = _("It is in front of {who}.", who=self.name(view.ducktor_holder))
            return ducky_words(EXPLORER), [where, _("Whoever has it in front of them at the end adds 4 points.")]
        lines = []
        if self.view is not None:
            top = self.view.stack_tops[who]
            fields = {"n": NUMBER_OF[top], "card": card_title(top), **stack_fields(who)}
            lines.append(_("It stands at Higher: the {animal} stack wants a {n} or more (its top card is the {card}).",
                           **fields) if self.view.sides[who] == HIGHER else
                         _("It stands at Lower: the {animal} stack wants a {n} or less (its top card is the {card}).",
                           **fields))
        lines.append(_("A match (the same number) lets the player move it to the other side."))
        return _("The {animal} ducky", **animal_fields(who)), lines

    def drop_notes(self, view, source: str | None, targets) -> dict[str, tuple[str, str]]:
        """For a card held over the stacks: {stack handle: (what happens, words)} for every lit stack,
        what being "take" (the stack does not want it: you take the stack), "match" or "wants"; so a
        stack that would make you take it can be lit apart from one that wants the card."""
        if view is None or not source or not source.startswith("card:") or source[5:] not in view.hand:
            return {}
        notes = {}
        for handle in targets:
            stack = handle[6:]
            if handle.startswith("stack:") and stack in view.stack_tops:
                what = self._outcome(view, source[5:], stack)
                take = n_("you will take {n} card", "you will take {n} cards", view.stack_sizes[stack])
                notes[handle] = (what, {"match": _("a match"), "wants": ""}.get(what, take))
        return notes

    @staticmethod
    def _outcome(view, card: str, stack: str) -> str:
        """What playing `card` on `stack` does: "match" (the same number), "wants" or "take" (you take the stack)."""
        top = view.stack_tops[stack]
        if NUMBER_OF[card] == NUMBER_OF[top]:
            return "match"
        return "wants" if wants(view.sides[stack], top, card) else "take"

    def draw_over(self, surface, view, frame, painter, marks) -> None:
        """While a card is held: a stack it would make you take is ringed red and says how many cards
        you would take; a match says so; a stack that simply wants it keeps the table's green light.
        A card dragged over such a stack says it under the card too (the card covers the stack)."""
        notes = self.drop_notes(view, marks.selected, marks.targets)
        size = max(11, frame.small)
        for handle, (what, words) in notes.items():
            rect = painter.hotspots.get(handle)
            if rect is None or what == "wants":
                continue
            if what == "take":
                glow(surface, rect, DANGER, 5)
            chip = self._note_chip(what, words, size, max(rect.w + rect.w // 2, size * 5))
            # over the card's picture: its number and the wants badge under it still show
            surface.blit(chip, chip.get_rect(center=(rect.centerx, rect.y + round(rect.h * 0.42))))
        drag = marks.drag
        if drag:
            held = pygame.Rect(drag["pos"][0] - drag["offset"][0], drag["pos"][1] - drag["offset"][1], *drag["size"])
            over = next((h for h in notes if painter.hotspots.get(h) is not None
                         and painter.hotspots[h].collidepoint(drag["pos"])), None)
            if over is not None and notes[over][0] != "wants":
                chip = self._note_chip(*notes[over], size, frame.unit * 14)
                at = chip.get_rect(midtop=(held.centerx, held.bottom + 6))
                if at.bottom > surface.get_height():
                    at.midbottom = (held.centerx, held.y - 6)
                surface.blit(chip, at.clamp(surface.get_rect()))
        super().draw_over(surface, view, frame, painter, marks)

    @staticmethod
    def _note_chip(what: str, words: str, size: int, width: int) -> pygame.Surface:
        """The words on a chip: red for a stack you would take, gold for a match."""
        fill, ink, edge = ((*DANGER, 255), (255, 255, 255), (60, 20, 20)) if what == "take" else \
            ((*HIGHLIGHT, 255), (50, 30, 0), (120, 80, 0))
        lines = fonts.wrap(words, size, width, "bold")[:2]
        line_h = size + 3
        widest = max(fonts.font(size, "bold").size(line)[0] for line in lines)
        chip = safe.surface(widest + 12, line_h * len(lines) + 8)
        pygame.draw.rect(chip, fill, chip.get_rect(), border_radius=8)
        pygame.draw.rect(chip, edge, chip.get_rect(), 1, border_radius=8)
        for k, line in enumerate(lines):
            fonts.blit_text(chip, line, size, (chip.get_width() // 2, 4 + k * line_h), ink, "bold", anchor="midtop")
        return chip

    def draw_mark(self, surface, mark, centre, size) -> None:
        if mark[0] != "arrow":
            return
        x, y = centre
        h = size * 0.42
        d = -1 if mark[1] == HIGHER else 1
        points = [(x, y + d * h), (x - h, y - d * h * 0.6), (x + h, y - d * h * 0.6)]
        pygame.draw.polygon(surface, (40, 40, 40), points)

    def mark_words(self, mark) -> str:
        """A stack's ducky side where it is written: ▲ Higher (its number or more), ▼ Lower."""
        return ("▲" if mark[1] == HIGHER else "▼") if mark[0] == "arrow" else ""

    def choice_note(self, view, move) -> tuple[str, bool] | None:
        """A card for a stack: what the stack wants (its ducky's side and range) and what playing it there does,
        a stack you would take said as a warning (the table rings it red while the card is held)."""
        if not isinstance(move, Play) or move.stack not in view.stack_tops:
            return None
        side = view.sides[move.stack]
        wanted = self._wants(side, view.stack_tops[move.stack])      # the words, whatever fits on the table's chip
        note = self.drop_notes(view, f"card:{move.card}", [f"stack:{move.stack}"]).get(f"stack:{move.stack}")
        what, words = note if note else ("wants", "")
        said = " · ".join(w for w in (f"{self.mark_words(('arrow', side))} {wanted}", words) if w)
        return said, what == "take"

    def draggable(self, view, handle: str) -> bool:
        return view.seat is not None and handle.startswith("card:") and handle[5:] in view.hand

    def dimmable(self, view, handle: str) -> bool:
        return self.draggable(view, handle)

    # moves ------------------------------------------------------------------------------------
    def grip(self, move):
        if isinstance(move, Play):
            return Grip(f"card:{move.card}", f"stack:{move.stack}")
        if isinstance(move, Give):
            return Grip(f"card:{move.card}", f"plate:{move.to}")
        if isinstance(move, Keep):
            return Grip("button:keep", None, label=_("Keep my cards"))
        if isinstance(move, Reverse) and self.view is not None and self.view.match_stack is not None:
            a = self.view.match_stack
            side = self.view.sides[a]
            if move.reverse:
                return Grip(f"ducky:{a}", f"spot:{a}:{OTHER_SIDE[side]}", tap=True)
            return Grip("button:leave", None, label=_("Leave the {animal} ducky at {side}", side=side_name(side),
                                                      **stack_fields(a)))
        return None

    def intent(self, view, source: str, target: str | None):
        if view.seat is None or target is None:
            return None
        seat = view.seat
        if source.startswith("card:") and source[5:] in view.hand:
            card = source[5:]
            if target.startswith("stack:"):
                return Play(seat, card, target[6:])
            for prefix in ("plate:", "hand:", "pile:"):
                if target.startswith(prefix):
                    return Give(seat, card, int(target[len(prefix):]))
            return None
        if source.startswith("ducky:") and target.startswith("spot:"):
            animal, side = target[5:].split(":")
            if source[6:] == animal and side != view.sides.get(animal):
                return Reverse(seat, True)
        return None

    def refusal(self, view, source: str, target: str) -> str | None:
        """A hand card put on the draw pile: nothing is played there; say where it goes now."""
        if target != "deck" or not self.draggable(view, source):
            return None
        card = card_title(source[5:])
        if self._deciding(view, "play"):
            return _("Nothing is played onto the draw pile: put the {card} on a lit stack; you draw after your play.",
                     card=card)
        if self._deciding(view, "give"):
            return _("A card you give goes to a player, not onto the draw pile: drop the {card} on their name, or "
                     "keep your cards.", card=card)
        return None

    # summaries ---------------------------------------------------------------------------------
    def final_table(self, view, result):
        """Per seat: the cards taken, then each taken pile broken down by type, a type marked "out" where
        that player had strictly the most of it and discarded it (so a tie for most, which nobody
        discards, can be checked), the ducky's 4 and the points (fewest wins)."""
        types = ANIMALS if view.younger_players else SUITS
        headers = [_("Player"), _("Taken"), *(short(t) for t in types)]
        if not view.younger_players:
            headers.append(_("Ducky"))
        headers.append(_("Points"))
        piles = view.piles or [[] for _ in range(view.players)]
        discarded = view.discarded or [[] for _ in range(view.players)]
        totals = view.totals or [round(-s) for s in result.scores]
        rows_ = []
        for p in range(view.players):
            row = [self.name(p), len(piles[p])]
            for t in types:
                n = sum(SUIT_OF[c] == t for c in piles[p])
                row.append(self._out(p, t, n) if t in discarded[p] else str(n))
            if not view.younger_players:
                row.append("+4" if view.ducktor_holder == p else "")
            row.append(totals[p])
            rows_.append(row)
        return headers, rows_

    def _out(self, seat: int, suit: str, n: int) -> Noted:
        """A type discarded at the end ("9 out"), saying on hover what that means, in the rulebook's words (HL-06:
        strictly more than every other player; a tie for most discards nothing)."""
        fields = {"who": self.name(seat), "animal": short(suit)}
        return Noted(_("{n} out", n=n), " ".join((
            n_("{who} has more {animal} cards than any other player, so this {n} card is discarded and does not "
               "count.", "{who} has more {animal} cards than any other player, so these {n} cards are discarded and "
               "do not count.", n, **fields),
            _("(A tie for the most discards nothing.)"))))

    # drawing ----------------------------------------------------------------------------------
    def face(self, face, width: int):
        return safari.face(face, width)

    def faces(self):
        yield from (("card", c) for c in ALL_CARDS)
        yield from (("back",), DECK_FACE)
        yield from (("ducky", d) for d in SUITS)
        yield ("board", "hilo")


ADAPTER = HiLoHijinksAdapter

"""The Wonder Creature table: hands, the exchanges across the table, and the line-up of creatures.

Grips (what you pick up -> where you put it down):
    start an exchange        card:<id>       -> seat:<opponent>   (their name plate or their hand)
    give a card in return    card:<id>       -> seat:<asker>      (or just tap the card)
    lay a card in your creature  card:<id>   -> slot:<its part>   (not a move yet: head, body, tail slots)
    take a laid card back    laid:<id>       -> your hand         (or just tap it)
    show the laid creature   button:show     tap                  ("Show this creature": exactly those three)
    show your only creature  button:show     tap                  (three cards in hand: "Show my creature")
    choose from a list       button:list     tap                  (a picker of every creature the hand makes)

Building a creature is laying three cards into the head, body and tail slots of Your creature; the
laid cards are the viewer's alone (drawn only for them, forgotten at a curtain) and are let go when
the position moves on (undo, a new round). Any three cards are a legal creature, so the list stays
for the others (two heads and a tail) and for keyboard players.

The centre is the line-up: one spot of three cards per seat, head, body and tail side by side, so a
matching creature reads as one animal. Chosen creatures lie face down there (your own face up, to
you); when the last one is chosen they all turn over together, move into rank order, and the table
holds until a tap: each creature's level, its backgrounds where the best level is shared, the
winner marked, and the ranking step by step in the status line. The offered card of a waiting
exchange lies in the exchange spot beside the line-up, face up only to the one who offered it (the
asked player may answer onto it too). Everything drawn comes from the viewer's view; the held
reveal from the public events.
"""


import pygame

from rules.core.said import Listed, Seat, Term, said
from rules.wonder_creature.catalogue import CATALOGUE, PARTS
from rules.wonder_creature.moves import GiveCard, ShowCreature, StartExchange
from rules.wonder_creature.ranking import TIER_NAMES, strength

from ..language import N_, _, n_, words
from ..render import fonts
from ..render import wonder_creature as art
from ..table.frame import card_height, cols, rows, snap
from ..table.gesture_words import ByGesture
from ..table.grips import Grip, Option, Prompt
from ..table.layout import Block, CardRow, SeatRing, Strip, others, split
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, face_down, hand_spot, held_fan
from ..table.summary import Column, Part, RoundSummary
from ..table.zones import Badge, Item, Pile, Plate, Row, Spot
from .base import Adapter

COLOURS = CATALOGUE.colors_by_danger          # most dangerous first: Red, Yellow, Blue
SHOW = "button:show"
LIST = "button:list"
SLOT = "slot:"                                 # slot:head, slot:body, slot:tail: where you build your creature
LAID = "laid:"                                 # a card laid in one of them
CREATURE = "creature"                          # the viewer's own spot in the line-up
OFFER = "offer"
RING = SeatRing(gap=2)                          # the other seats across the top, one column each
BACKS = CardRow(most=3.6, across=3.4, snapped=True)   # the backs an opponent holds: a fan in its column
OPPONENT = Block((Strip(least=1.7), 1.0))       # an opponent's name plate over those backs
MINE_SIDE = Strip(least=10, per=5)    # your name plate's column beside your hand
RANK_DELAY = 0.45                              # shown creatures turn over first, then move into rank order
SLOT_REFUSALS = {                              # a card dropped in the slot of another part
    "head": N_("The {card} is a head: it goes in the head slot."),
    "body": N_("The {card} is a body: it goes in the body slot."),
    "tail": N_("The {card} is a tail: it goes in the tail slot."),
}


def part_of(card: str) -> str:
    return CATALOGUE.cards[card].part


def in_part_order(cards) -> list[str]:
    """Head, body, tail from left to right (so a matching creature reads as one animal)."""
    return sorted(cards, key=lambda c: (PARTS.index(CATALOGUE.cards[c].part), CATALOGUE.index[c]))


def background_counts(cards) -> list[int]:
    """How many cards of each background, most dangerous first (the tie-break of WC-06)."""
    return [sum(1 for c in cards if CATALOGUE.cards[c].background == colour) for colour in COLOURS]


INCOMPLETE = 5                                 # WC-05: not one head, body and tail (below the book's four)
GIVE_ASKED = ByGesture(   # an exchange you were asked for: the card you give
    N_("{asker} asks you for an exchange and you can't refuse: tap the card you give (or drag it to {asker})."),
    keys=N_("{asker} asks you for an exchange and you can't refuse: arrow keys, then Enter (or drag it to {asker})."),
    phone=N_("{asker} asks you for an exchange and you can't refuse: tap the card you give."))
TAP_TO_BUILD = N_("Build your creature: tap a card, then its slot in Your creature, or Choose from a list.")
BUILD = ByGesture(        # your creature, while its cards are not all laid
    N_("Build your creature: drag a head, a body and a tail into Your creature, or Choose from a list."),
    tap=TAP_TO_BUILD, phone=TAP_TO_BUILD,
    keys=N_("Choose your creature: arrow keys to Choose from a list, then Enter."))
TIE_STEPS = {  # (two were compared, one is left) -> how a tie-break step is said
    (True, True): N_("{who} has more {colour} cards ({n})"),
    (True, False): N_("{who} have more {colour} cards ({n})"),
    (False, True): N_("{who} has the most {colour} cards ({n})"),
    (False, False): N_("{who} have the most {colour} cards ({n})"),
}


def level_label(tier: int) -> str:
    """The rulebook's four levels of strength (1 strongest), and "Incomplete" for what none of them is."""
    return _("Incomplete") if tier >= INCOMPLETE else _("Level {n}", n=tier)


def background_words(cards) -> str:
    """'2 Red · 1 Blue': the backgrounds of a creature, in words (readable without colour)."""
    counts = background_counts(cards)
    return " · ".join(_("{n} {background}", n=n, background=Term(colour))
                      for n, colour in zip(counts, COLOURS, strict=True) if n)


def tie_break(creatures, tiers) -> tuple[list[int], list[tuple[str, int, list[int], int]]]:
    """WC-07: who made the best level, and how the tie among them was broken: the most Red cards stay, then
    the most Yellow, then Blue: (colour, the most, who stays, how many were compared) for each colour that
    sent someone out."""
    best = min(tiers)
    tied = left = [p for p, t in enumerate(tiers) if t == best]
    steps = []
    for k, colour in enumerate(COLOURS):
        if len(left) <= 1:
            break
        most = max(background_counts(creatures[p])[k] for p in left)
        keep = [p for p in left if background_counts(creatures[p])[k] == most]
        if len(keep) < len(left):
            steps.append((colour, most, keep, len(left)))
        left = keep
    return tied, steps


def lineup_shape(n: int, area_w: float, area_h: float, label_h: float, gap: float,
                 most: float) -> tuple[int, int, int]:
    """(columns, rows, card width) giving the largest cards for `n` creatures of three cards each,
    each with room for its name above and a badge below."""
    best = (1, n, 8)
    for c in range(1, n + 1):
        r = -(-n // c)
        by_w = (area_w - (c - 1) * gap) / (3 * c)
        by_h = ((area_h - (r - 1) * gap) / r - label_h) / 1.4
        w = int(min(by_w, by_h, most))
        if w > best[2] or (w == best[2] and r < best[1]):
            best = (c, r, w)
    return best[0], best[1], max(8, snap(best[2]))


class WonderCreatureAdapter(Adapter):
    game_id = "wonder-creature"

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        self.held: dict | None = None
        self.laid: dict[str, str] = {}             # part -> card: the creature the viewer is building
        self.laid_for: tuple | None = None         # the position it was built in (seat, round, hand)

    # zones ------------------------------------------------------------------------------------
    def zones(self, view, frame) -> list:
        self.view = view
        self._keep_laid(view)
        me = view.seat if view.seat is not None else 0
        seats, hand = others(view, me), self._hand(view)
        back_w = max(10, BACKS.card(RING.column_width(frame.inner.w, len(seats), frame), frame))
        top_need = round(frame.unit * 1.7 + card_height(back_w) + 10)
        hand_w = split(frame.inner, [MINE_SIDE, 1.0], frame, gap=frame.pad)[1].w
        mine_need = card_height(CardRow(most=8, across=max(4.0, 1.06 * len(hand))).card(hand_w, frame)) + frame.unit
        top, centre, mine = frame.bands(top_need, frame.free_height() - top_need - mine_need, mine_need,
                                        spread=(0.1, 0.5, 0.4))
        out = []
        for seat, col in RING.cells(top, seats, frame).items():
            out += self._opponent(view, seat, col, back_w, frame)
        side, hand_r = split(mine, [MINE_SIDE, 1.0], frame, gap=frame.pad)
        lineup_r, side_r = cols(centre, [1.0, self._side_width(frame, centre)], gap=frame.pad * 2)
        out += self._side(view, side_r, frame)
        out += self._lineup(view, me, lineup_r, frame)
        out += self._mine(view, me, hand, side, hand_r, frame)
        return out

    @staticmethod
    def _side_width(frame, centre) -> int:
        """The column beside the line-up: the deck, the exchange spot and the shown cards, one above another
        (at least as wide as its longest label)."""
        by_h = (centre.h - 3 * (frame.unit + 8)) / 3 / 1.4
        label = fonts.font(frame.unit, "bold").size(_("Exchange"))[0] + frame.unit
        return round(max(label, min(frame.unit * 5, max(frame.unit * 2.5, by_h)) + frame.pad))

    def _hand(self, view) -> list[str]:
        """The viewer's cards in the hand (a chosen creature lies in the line-up; a waiting offer in the
        exchange spot; while a reveal is held, the table shows the position it was chosen in: the creature
        lies in the line-up even when the view is from before it was chosen; laid cards in their slots)."""
        if view.seat is None:
            return []
        aside = {*(view.my_creature or []), *self.laid.values()}
        if view.pending is not None and view.pending.card:
            aside.add(view.pending.card)
        if self.held is not None:
            aside |= set(self.held["creatures"][view.seat])
        return [c for c in view.hand if c not in aside]

    def _opponent(self, view, seat, col, card_w, frame) -> list:
        """A name plate over the backs of the cards they hold, fanned half a card apart from the left."""
        plate_r, fan_r = OPPONENT.cut(col, frame)
        n = self._hand_size(view, seat)
        fan = pygame.Rect(fan_r.topleft, (min(fan_r.w, round(card_w * (1 + 0.55 * max(0, n - 1))) + 8), fan_r.h))
        return [Plate(f"seat:{seat}", plate_r, text=self.name(seat), active=self._active(view, seat),
                      note=self._sets_note(view, seat), target=True),
                held_fan(seat, fan.inflate(-8, 0), face_down(seat, n, handle=f"seat:{seat}"), card_w, n or None)]

    def _hand_size(self, view, seat) -> int:
        """Cards in a seat's hand as the table shows them (a chosen creature and an offer lie elsewhere)."""
        n = view.hand_sizes[seat]
        if self.held is not None:           # the position the reveal was chosen in: every creature in the line-up
            return max(0, n - len(self.held["creatures"][seat]))
        if view.committed[seat]:
            n -= 3
        if view.pending is not None and view.pending.initiator == seat:
            n -= 1
        return max(0, n)

    def _active(self, view, seat) -> bool:
        return seat in view.to_act and not view.over and self.held is None

    def _sets_note(self, view, seat) -> str:
        n = self._sets(view)[seat]
        return n_("{n} set", "{n} sets", n) if n else ""

    def _sets(self, view) -> list[int]:
        """Sets won, the round just revealed included: the log already says who won it (while the reveal is on
        show the table tells the position it was chosen in, before the set was given)."""
        if self.held is None:
            return list(view.sets)
        return [n + (p in self.held["winners"]) for p, n in enumerate(view.sets)]

    def _mine(self, view, me, hand, side, hand_r, frame) -> list:
        cards = None                 # face up only in the seat's own view
        if view.seat == me:
            asker = view.pending.initiator if view.pending is not None and view.pending.target == me else None
            got = self._arrivals(view)
            cards = [Item(c, ("card", c), handle=f"card:{c}", spawn=got.get(c, "deck"), sink=hand_spot(asker))
                     for c in hand]
        n = self._hand_size(view, me)
        plate_r = pygame.Rect(side.topleft, (side.w, round(frame.unit * 1.8)))
        return SeatArea(me, plate_r, hand_r, self.name(me), active=self._active(view, me),
                        note=self._sets_note(view, me), prefix="seat", plate_target=True, cards=cards,
                        fit=CardFit(lift=0.8, span=max(4.0, 1.06 * len(hand)), most=8), arc=0.06,
                        backs=face_down(me, n, handle=f"seat:{me}"), count=n or None, centred=True).zones(frame.unit)

    def _arrivals(self, view) -> dict[str, str]:
        """Where the viewer's cards came from: the other hand of an exchange (the deck otherwise)."""
        came = {}
        for e in view.events:
            if e.kind == "exchange_cards":
                d = e.data
                if d["seat"] == view.seat:
                    came[d["got"]] = hand_spot(d["target"])
                elif d["target"] == view.seat:
                    came[d["gave"]] = hand_spot(d["seat"])
        return came

    def _side(self, view, rect, frame) -> list:
        """The deck, the exchange spot and the shown cards (out of the game), one above another."""
        unit = frame.unit
        label, caption = unit + 8, 2 * frame.small + 14     # the offer's caption (a name) may wrap to two lines
        chip = fonts.chip("99", frame.small).get_height() // 2 + 4     # the deck's count straddles its lower edge
        w = snap(min(rect.w - frame.pad, (rect.h - 3 * label - caption - chip) / 3 / 1.4))
        h = card_height(w)
        room = [label + chip, label + caption, label + caption // 2]   # the exchange spot has a caption under it
        gap = max(0, (rect.h - 3 * h - sum(room)) // 3)
        parts = rows(rect.move(0, gap // 2), [extra + h for extra in room], gap=gap)
        deck_r, offer_r, discard_r = (pygame.Rect(rect.centerx - w // 2, r.y + label, w, h) for r in parts)
        out = [Pile("deck", deck_r, label=_("Deck"), count=view.deck_size or None,
                    items=[Item(f"deck:{k}", ("back",)) for k in range(min(3, view.deck_size))], z=30)]
        offer_r = pygame.Rect(rect.x, offer_r.y, rect.w, offer_r.h)     # the whole column: room for its label
        asked = view.pending is not None and view.pending.target == view.seat
        out.append(Row(OFFER, offer_r, slots=[self._offer(view)], card_w=w, gap=0, label=_("Exchange"), target=asked,
                       z=40))
        out.append(Pile("shown", discard_r, label=_("Shown"), count=len(view.discard) or None,
                        items=[Item(f"shown:{c}", ("card", c)) for c in view.discard[-3:]], z=35))
        return out

    def _offer(self, view) -> Item | None:
        """The offered card of a waiting exchange: face up to the one who offered it, a back to everyone else."""
        p = view.pending
        if p is None or self.held is not None:
            return None
        caption = self.name(p.initiator)             # who offers it (the status line says to whom)
        sink = hand_spot(p.target)
        if p.card:
            return Item(p.card, ("card", p.card), caption=caption, sink=sink)
        return Item(OFFER, ("back",), caption=caption, sink=sink, spawn=hand_spot(p.initiator))

    def _lineup(self, view, me, rect, frame) -> list:
        """One spot of three cards per seat: in seat order from the viewer, strongest first once shown."""
        unit, gap = frame.unit, frame.pad * 2
        label_h = unit + 8 + round(unit * 0.9)           # the name above, the level badge below
        c, r, w = lineup_shape(view.players, rect.w, rect.h, label_h, gap, most=unit * 6.5)
        h = card_height(w)
        x0 = rect.x + (rect.w - (c * 3 * w + (c - 1) * gap)) // 2
        y0 = rect.y + (rect.h - (r * (h + label_h) + (r - 1) * gap)) // 2 + unit + 8
        order = [me, *others(view, me)]
        reveal = self.held or self._last_round(view)
        if reveal is not None:                             # shown creatures line up strongest first
            order.sort(key=lambda p: reveal["rank"][p])
        # a level badge may be as wide as a creature and the gap beside it (the painter's badge font, unit * 0.8)
        fit = (3 * w + gap - 12, max(13, round(unit * 0.8)))
        out = []
        for i, seat in enumerate(order):
            row, col = divmod(i, c)
            cell = pygame.Rect(x0 + col * (3 * w + gap), y0 + row * (h + label_h + gap), 3 * w, h)
            yours = seat == me and view.seat == me        # a drop spot: drop a card here to show your creature
            label = _("Your creature") if yours else self.name(seat)
            if reveal is not None:
                label = f"{reveal['rank'][seat]}. {label}"
            building = yours and self._building(view)
            spot = Row(CREATURE if yours else f"lineup:{seat}", cell, slots=self._creature(view, seat, reveal, fit),
                       card_w=w, gap=0, label=label, target=yours and not building, z=50 + 10 * i)
            out.append(spot)
            if building:     # a drop spot per part, a faint head, body or tail in it, the card laid there (yours alone)
                spot.slots = [Item(self.laid[p], ("card", self.laid[p]), handle=LAID + self.laid[p])
                              if p in self.laid else None for p in PARTS]
                out += [Spot(SLOT + p, r, target=True, ghost=("slot", p), z=spot.z)
                        for p, r in zip(PARTS, spot.spot_rects(), strict=True)]
        return out

    def _creature(self, view, seat, reveal, fit) -> list[Item | None]:
        """A seat's three cards in the line-up: nothing yet, face down once chosen (the viewer's own face up), face
        up once shown (while a reveal is held, and after the last round): turning over, then moving into rank
        order, with its level (and "wins") on its body card, the level's words as wide as `fit` allows."""
        if reveal is None:
            if not view.committed[seat]:
                return [None, None, None]
            if seat == view.seat and view.my_creature:
                return [Item(c, ("card", c)) for c in in_part_order(view.my_creature)]
            return [Item(f"chosen:{seat}:{k}", ("back",), spawn=hand_spot(seat)) for k in range(3)]
        badges = [Badge(self._badge(reveal, seat, fit), "gold" if reveal["tiers"][seat] == reveal["best"] else "light",
                        "bottom")]
        if seat in reveal["winners"]:
            badges.append(Badge(_("wins"), "gold", "centre"))
        return [Item(c if seat == view.seat else f"chosen:{seat}:{k}", ("card", c),
                     badges=tuple(badges) if k == 1 else (), turns=True, delay=RANK_DELAY, sink="shown")
                for k, c in enumerate(reveal["creatures"][seat])]

    # building your creature in the slots ------------------------------------------------------------
    def _building(self, view) -> bool:
        """The viewer is choosing their creature now: the slots of Your creature take their cards."""
        return view.seat is not None and view.decision == "show-creature" and self.held is None

    def _keep_laid(self, view) -> None:
        """Laid cards belong to one position: another seat, round or hand (an undo, the next round) lets them go."""
        key = (view.seat, view.round, tuple(view.hand))
        if not self._building(view) or key != self.laid_for:
            self.laid = {}
        self.laid_for = key

    def _laid_move(self, view) -> ShowCreature | None:
        """The show move of the three laid cards, once head, body and tail all lie in their slots."""
        if view is None or view.seat is None or len(self.laid) < len(PARTS):
            return None
        return ShowCreature.of(view.seat, self.laid.values())

    def arrange_targets(self, view, source: str) -> list[str]:
        """A hand card goes in the slot of its own part; a laid card back to the hand (onto any card of
        it, or your name) or where it lies."""
        self._keep_laid(view)
        if not self._building(view):
            return []
        if source.startswith("card:") and source[5:] in self._hand(view):
            return [SLOT + part_of(source[5:])]
        if source.startswith(LAID) and source[5:] in self.laid.values():
            hand = [f"card:{c}" for c in self._hand(view)]
            return [*hand, f"seat:{view.seat}", SLOT + part_of(source[5:])]
        return []

    def arrange(self, view, source: str, target: str) -> bool:
        if target not in self.arrange_targets(view, source):
            return False
        card = source.split(":", 1)[1]
        if source.startswith(LAID):
            if target.startswith(SLOT):
                return False                       # put back where it lay
            del self.laid[part_of(card)]
        else:
            self.laid[part_of(card)] = card        # a card already there goes back to the hand
        return True

    def refusal(self, view, source: str, target: str) -> str | None:
        """A card in the slot of another part: which part it is, and where it goes."""
        card = source.split(":", 1)[1]
        if not target.startswith(SLOT) or card not in CATALOGUE.cards:
            return None
        return _(SLOT_REFUSALS[part_of(card)], card=CATALOGUE.said(card))

    def on_tap(self, view, handle: str) -> bool:
        """A tap on a laid card takes it back into the hand."""
        if handle.startswith(LAID) and self.arrange(view, handle, f"seat:{view.seat}"):
            return True
        return super().on_tap(view, handle)

    def forget(self) -> None:
        self.laid, self.laid_for = {}, None
        super().forget()

    # words -------------------------------------------------------------------------------------
    def narrate(self, event) -> str:
        """The engine's line in the rulebook's levels: an incomplete creature has no level of its own
        (the book's are 1 to 4), so "level 5, an incomplete creature" reads "an incomplete creature"."""
        if event.kind == "creature_shown" and event.data.get("tier", 0) >= INCOMPLETE:
            d = event.data
            return self.say(said("{who} shows {cards}: {tier}.", who=Seat(d["seat"]),
                                 cards=CATALOGUE.said_all(d["cards"]), tier=Term(TIER_NAMES[d["tier"]])))
        return super().narrate(event)

    def panel(self, view) -> PanelSpec:
        facts = [[n_("Deck: {n} card", "Deck: {n} cards", view.deck_size)]]
        if view.phase == "exchange":
            facts.append([_("Exchange {k} of {total}", k=view.exchanges_done + 1, total=view.exchanges_per_round)])
        elif view.phase == "reveal":
            chosen = view.players if self.held is not None else sum(view.committed)   # a reveal: every one
            facts.append([_("Creatures chosen: {k} of {total}", k=chosen, total=view.players)])
        facts.append([art.colour_order()])
        sets = self._sets(view)
        rows_ = [ScoreRow(p, self.name(p), [str(sets[p]), str(self._hand_size(view, p))],
                          active=self._active(view, p), mine=p == view.seat) for p in range(view.players)]
        return PanelSpec(_("Round {round} of {total}", round=view.round, total=view.rounds_total), facts,
                         [_("Player"), _("Sets"), _("Cards")], rows_)

    def status(self, view, my_turn: bool) -> str:
        if self.held is not None:
            held = self.held
            return _("{verdict}  Tap to go on.", verdict=self._verdict(held["creatures"], held["tiers"],
                                                                         held["winners"]))
        if view.over:
            if len(view.winners) == 1:
                return _("The game is over: {who} wins.", who=self._names(view.winners))
            return _("The game is over: {who} share the win.", who=self._names(view.winners))
        mine = view.seat is not None and view.decision is not None and my_turn
        if mine and view.decision == "start-exchange":
            k = view.exchanges_started[view.seat] + 1
            return _("Your exchange ({k} of 2): give any opponent a card.", k=k) + "  " + self.how(_("their name"))
        if mine and view.decision == "give-card":
            return self.worded(GIVE_ASKED, asker=self.name(view.pending.initiator))
        if mine and view.decision == "show-creature":
            return self._building_words(view)
        if view.phase == "exchange":
            if view.pending is not None:
                p = view.pending
                return _("{who} asks {target} for an exchange; {target} is choosing a card…",
                         who=self.name(p.initiator), target=self.name(p.target))
            return _("{who} is choosing an opponent to exchange with…", who=self.name(view.next_initiator))
        waiting = [self.name(p) for p in view.to_act if p != view.seat]
        return _("Waiting for {who} to choose a creature…", who=Listed(waiting)) if waiting else ""

    def _building_words(self, view) -> str:
        if self._laid_move(view) is not None:
            return _("Your creature is ready: press Show this creature (tap a card in it to take it back).")
        if len(view.hand) == 3:
            return _("Your three cards are your creature: press Show my creature.")
        return self.worded(BUILD)

    def draggable(self, view, handle: str) -> bool:
        if view.seat is None:
            return False
        if handle.startswith(LAID):
            return self._building(view) and handle[5:] in self.laid.values()
        return handle.startswith("card:") and handle[5:] in self._hand(view)

    # moves ------------------------------------------------------------------------------------
    def grip(self, move):
        if isinstance(move, StartExchange):
            return Grip(f"card:{move.card}", f"seat:{move.target}")
        if isinstance(move, GiveCard):
            view = self.view
            asker = view.pending.initiator if view is not None and view.pending is not None else None
            return Grip(f"card:{move.card}", f"seat:{asker}", tap=True)
        if isinstance(move, ShowCreature):
            laid = self._laid_move(self.view)
            if laid is not None and set(move.cards) == set(laid.cards):
                return Grip(SHOW, None, label=_("Show this creature"))
            if self.view is not None and len(self.view.hand) > 3:
                return Grip(LIST, None, label=_("Choose from a list"))
            return Grip(SHOW, None, label=_("Show my creature"))
        return None

    def ask(self, view, moves) -> Prompt:
        if all(isinstance(m, ShowCreature) for m in moves):
            laid = self._laid_move(view)
            if laid is not None and all(set(m.cards) != set(laid.cards) for m in moves):
                moves = [*moves, laid]                    # the list offers every creature, the laid one too
            ranked = sorted(moves, key=lambda m: strength(m.cards))
            options = [Option(level_label(strength(m.cards)[0]), m, ("creature", *in_part_order(m.cards)))
                       for m in ranked]
            return Prompt(_("Which creature? The strongest first (a lower level wins)."), options)
        return super().ask(view, moves)

    def intent(self, view, source: str, target: str | None):
        """A hand card put on a name or a hand means an exchange (or the answer to one); put on your
        creature, it means showing it. The engine says why not. A card put in the slot of another
        part is no move at all (`refusal` says which part it is)."""
        if view.seat is None or not self.draggable(view, source):
            return None
        card, me = source[5:], view.seat
        if target and target.startswith(SLOT):            # a card of another part: no move (see refusal)
            return None
        if target and target.startswith("seat:"):
            seat = int(target[5:])
            if view.pending is not None and view.pending.target == me and seat == view.pending.initiator:
                return GiveCard(me, card)
            return StartExchange(me, seat, card)
        if target in (CREATURE, OFFER):
            if view.decision == "show-creature" and len(view.hand) == 3:
                return ShowCreature.of(me, view.hand)
            if view.pending is not None and view.pending.target == me and target == OFFER:
                return GiveCard(me, card)
            return ShowCreature.of(me, [card])
        return None

    # holds and summaries ---------------------------------------------------------------------------
    def log_cut(self, view) -> int | None:
        """While a reveal is on show the log ends with the set won: the next round's start and draws are
        told when the table shows them."""
        if self.held is None:
            return None
        won = [k for k, e in enumerate(view.events) if e.kind == "round_won"]
        return won[-1] + 1 if won else None

    def hold(self, events) -> float:
        """The creatures stay face up in the line-up, ranked, until a tap: then the shown cards leave
        the game and the set goes to the winner. (Meanwhile the table tells the position the last creature was
        chosen in, table/story.py: its deck, its shown cards; `held` adds what the reveal finished.)"""
        won = next((e for e in events if e.kind == "round_won"), None)
        if won is None or self.view is None:
            return 0.0
        shown = {e.data["seat"]: e.data for e in events if e.kind == "creature_shown"}
        seats = range(self.view.players)
        creatures = [in_part_order(shown[p]["cards"]) if p in shown else [] for p in seats]
        tiers = [shown[p]["tier"] if p in shown else INCOMPLETE for p in seats]
        self.held = self._reveal(creatures, tiers, list(won.data["winners"]))
        return 2.0

    def _reveal(self, creatures, tiers, winners) -> dict:
        """A round's creatures as the line-up shows them: the levels, the winners and the ranks (the badges and
        the ranking in words are said from these when drawn, `_badge` and `_verdict`, in the language then)."""
        best = min(tiers)
        keys = [strength(c) if len(c) == 3 else (9,) for c in creatures]
        rank = [1 + sum(1 for other in keys if other < k) for k in keys]
        return {"creatures": creatures, "tiers": tiers, "winners": winners, "best": best, "rank": rank}

    @staticmethod
    def _badge(held, seat, fit: tuple[int, int] | None = None) -> str:
        """A shown creature's level, with its backgrounds where the best level is shared. When that is wider
        than `fit` (room, font size) the backgrounds alone (the shared level is in the status line), or the
        level alone (German words are longer: "Unvollständig · 2× Rot · 1× Blau")."""
        tiers, best = held["tiers"], held["best"]
        label = level_label(tiers[seat])
        if tiers[seat] != best or tiers.count(best) < 2:
            return label
        backgrounds = background_words(held["creatures"][seat])
        full = _("{level} · {backgrounds}", level=label, backgrounds=backgrounds)
        if fit is None:
            return full
        room, size = fit
        font = fonts.font(size, "bold")
        return next((text for text in (full, backgrounds) if font.size(text)[0] <= room), label)

    def _last_round(self, view) -> dict | None:
        """Once the game is over the last round's creatures stay in the line-up (every one was shown)."""
        if not view.over or not view.rounds:
            return None
        r = view.rounds[-1]
        return self._reveal([in_part_order(c) for c in r.creatures], list(r.tiers), list(r.winners))

    def _verdict(self, creatures, tiers, winners) -> str:
        """The ranking in sentences: the best level and who made it, then (if several did) the backgrounds,
        most dangerous first, until only the winners are left ("Basil and Cora both made level 4; Basil
        has more Red cards (2), so Basil wins the set.")."""
        left, steps = tie_break(creatures, tiers)
        best = tiers[left[0]]
        made = _("an incomplete creature") if best >= INCOMPLETE else _("level {n}", n=best)
        if len(left) == len(tiers) and len(tiers) > 2:
            lead = _("Everyone made {made}", made=made)
        elif len(left) == 2:
            lead = _("{who} both made {made}", who=self._names(left), made=made)
        elif len(left) > 1:
            lead = _("{who} all made {made}", who=self._names(left), made=made)
        else:
            lead = _("{who} made the best creature, {made}", who=self._names(left), made=made)
        said = "; ".join([lead, *(_(TIE_STEPS[(compared == 2, len(keep) == 1)], who=self._names(keep),
                                     colour=Term(colour), n=most) for colour, most, keep, compared in steps)])
        if len(winners) > 1:
            return _("{steps}; still tied, so {who} each win a set.", steps=said, who=self._names(winners))
        return _("{steps}, so {who} wins the set.", steps=said, who=self._names(winners))

    def _why(self, creatures, tiers, seat) -> str:
        """Why `seat` won its round, in a few words for the final score: its level alone, or the tie-break."""
        left, steps = tie_break(creatures, tiers)
        if len(left) == 1:
            return _("won: best")
        if not steps or len(steps[-1][2]) > 1:
            return _("won: tied")
        colour = Term(steps[-1][0])
        return _("won: more {colour}", colour=colour) if steps[-1][3] == 2 else _("won: most {colour}", colour=colour)

    def _names(self, seats) -> str:
        return words().listed([self.name(p) for p in seats])

    def release_hold(self) -> None:
        self.held = None

    def round_summary(self, view, events):
        won = [e for e in events if e.kind == "round_won"]
        if not won or any(e.kind == "game_over" for e in events):
            return None
        rnd = won[-1].data["round"]
        record = next((r for r in view.rounds if r.round == rnd), None)
        if record is None:
            return None
        n, winners = view.players, list(record.winners)
        reason = n_("Every creature is open: {who} has the strongest and wins a set.",
                    "Every creature is open: {who} have creatures as strong and each wins a set.", len(winners),
                    who=Listed([self.name(p) for p in winners]))
        sets = won[-1].data.get("sets", view.sets)
        won_set = [int(p in winners) for p in range(n)]
        return RoundSummary(
            _("Round {round} of {total} is over", round=rnd, total=view.rounds_total), reason, _("Player"),
            [self.name(p) for p in range(n)], list(range(n)), parts=[Part(_("Set"), won_set)], points=won_set,
            before=[Column(_("Creature"), [self._creature_words(record.creatures[p]) for p in range(n)]),
                    Column(_("Level"), [_("incomplete") if t >= INCOMPLETE else t for t in record.tiers])],
            after=[Column(_("Sets"), [sets[p] for p in range(n)])])

    @staticmethod
    def _creature_words(cards) -> str:
        kinds = {CATALOGUE.cards[c].creature for c in cards}
        who = words().term(kinds.pop()) if len(kinds) == 1 else _("Mixed")
        return _("{creature}: {backgrounds}", creature=who, backgrounds=background_words(cards))

    def final_table(self, view, result):
        """A column per round: each creature's level (the rulebook's 1 to 4, or incomplete) and, for the
        round's winners, why they won it (the best level, or the backgrounds that broke a tie); the sets;
        and the game's winners (most sets; equal sets share the win)."""
        rounds = list(view.rounds)
        headers = [_("Player"), *(_("Round {n}", n=r.round) for r in rounds), _("Sets"), ""]
        most = max(view.sets) if view.sets else 0
        shared = sum(1 for n in view.sets if n == most) > 1
        note = _("winner: most sets, shared") if shared else _("winner: most sets")
        rows_ = []
        for p in range(view.players):
            cells = [_("{level} · {why}", level=level_label(r.tiers[p]), why=self._why(r.creatures, r.tiers, p))
                     if p in r.winners else level_label(r.tiers[p]) for r in rounds]
            rows_.append([self.name(p), *cells, view.sets[p], note if p in result.winners else ""])
        return headers, rows_

    # drawing ----------------------------------------------------------------------------------
    def face(self, face, width: int):
        return art.face(face, width)

    def faces(self):
        yield from art.faces()
        yield from art.table_faces()

    def describe(self, face):
        if face[0] == "card":
            return art.describe(face[1])
        if face[0] == "creature":
            cards = list(face[1:])
            tier = strength(cards)[0]
            said_tier = _(TIER_NAMES[tier])
            return level_label(tier), [said_tier[:1].upper() + said_tier[1:] + ".",
                                       words().say(CATALOGUE.said_all(cards)) + ".",
                                       _("Backgrounds: {backgrounds}.", backgrounds=background_words(cards))]
        return None


ADAPTER = WonderCreatureAdapter

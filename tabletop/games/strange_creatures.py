"""The Strange Creatures table: the zones of a seat's view, grips for moves, and the game's words.

Grips (what you pick up -> where you put it down):
    play a card            card:<id>     -> trick
    play a number with +3  card:<+3 id>  -> card:<number id>   (several +3s: a picker)
    play an X              card:<x id>   -> trick              (then click the display card to copy)
    buy                    card:<id>     -> hand               (or just tap the display card)
    remove (3⅓, 4¼, expert) card:<id>    tap                   (plus a panel listing every choice)
    pass                   button:pass   tap
"""

from collections import Counter
from dataclasses import replace

import pygame

from rules.core.said import Listed
from rules.strange_creatures.cards import CARDS
from rules.strange_creatures.moves import Buy, Pass, Play, Remove
from rules.strange_creatures.words import card_term, color_term

from ..language import N_, Nn_, _, n_
from ..render import creature_cards as cc
from ..render import fonts, tokens
from ..render.colour_marks import marked
from ..render.palette import SUIT_COLOURS
from ..render.shapes import suit_mark
from ..table.frame import card_height, card_width, cols, rows, snap
from ..table.gesture_words import ByGesture
from ..table.grips import Grip, Option, Prompt
from ..table.held import HeldPosition
from ..table.layout import Block, CardRow, SeatRing, Strip, others, split
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, face_down, held_fan
from ..table.summary import Column, Part, RoundSummary, by_seat, round_of
from ..table.zones import Area, Badge, Item, Pile, Plate, Row, Text, Tokens
from .base import Adapter

PASS_LABELS = {   # message ids, said when the button is drawn
    "buy": N_("Take no creature"),
    "remove": N_("Keep my cards"),
    "expert": N_("Remove nothing"),
}
PASS_LABEL = N_("Pass")
SOURCE_WORDS = {"hand": N_("hand"), "discard": N_("discard pile"), "trick": N_("trick")}
DOING = {"play": N_("{who} is playing…"), "buy": N_("{who} may buy a creature…"),
         "remove": N_("{who} is deciding on a removal…"), "expert": N_("{who} is deciding on the Expert Rule…")}
DECIDING = N_("{who} is deciding…")
BUY_LOWEST = ByGesture(  # "You may buy (why, how many coins): how to pick, or take none."
    Nn_("You may buy (you played the lowest card, {n} coin): tap a lit display card, or take none.",
        "You may buy (you played the lowest card, {n} coins): tap a lit display card, or take none."),
    phone=Nn_("You may buy (you played the lowest card, {n} coin): choose a creature below, or take none.",
              "You may buy (you played the lowest card, {n} coins): choose a creature below, or take none."))
BUY_RICH = ByGesture(
    Nn_("You may buy (you have 5 or more coins, {n} coin): tap a lit display card, or take none.",
        "You may buy (you have 5 or more coins, {n} coins): tap a lit display card, or take none."),
    phone=Nn_("You may buy (you have 5 or more coins, {n} coin): choose a creature below, or take none.",
              "You may buy (you have 5 or more coins, {n} coins): choose a creature below, or take none."))

OPPONENT_CARDS = CardRow(most=6, across=4)       # each other seat's backs and discard pile, in its column
SEATS = SeatRing()                               # the other seats across the top, one column each
OPPONENT = Block((Strip(least=1.7), 1.0, Strip(least=1.6)))   # a seat's block: plate, cards, coins and stamps
SIDE = Strip(least=11, per=5)                    # your plate, coins and stamps, left of your hand
PILE = Strip(least=7, per=8)                     # your discard pile, right of your hand
# your side strip: your plate, coins, stamps and a note under them
MY_SIDE = Block((Strip(least=1.8), Strip(least=2), Strip(least=2), Strip(least=1.2)), pads=0.5)


def hand_cards(held: int) -> CardRow:
    """Your hand's cards: as large as the hand allows, `held` of them overlapping in your band."""
    return CardRow(most=10, across=max(3.2, 0.62 * held + 0.6))


class StrangeCreaturesAdapter(HeldPosition, Adapter):
    game_id = "strange-creatures"
    hold_seconds = 1.6

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        self.colour_marks = False
        self.stacked = False       # the display above the trick (a tall window) rather than beside it
        self.bank = (0, 0)
        self._trick_at = None      # where a card leaving a hand goes (set with the trick's zone)

    # zones ------------------------------------------------------------------------------------
    def zones(self, view, frame) -> list:
        self.view = view
        me = view.seat if view.seat is not None else 0
        inner, pad = frame.inner, frame.pad
        seats = others(view, me)
        # every band asks for what its cards need at the size the window's width allows; the hand's band is sized
        # for the longest hand at the table, whoever is in front of the screen: the status line and the centre keep
        # their place when the laptop is passed on
        top_need = OPPONENT_CARDS.need(inner.w / len(seats) - pad, frame, units=3.3, px=12)
        hand = max(max(s.hand_count for s in view.seats), 5)
        hand_w = inner.w - SIDE.length(frame, inner.w) - PILE.length(frame, inner.w) - 2 * pad
        mine_need = hand_cards(hand).need(hand_w, frame, units=1.5)
        self.stacked, centre_need = self._arrangement(view, frame, frame.free_height() - top_need - mine_need)
        top, centre, mine = frame.bands(top_need, centre_need, mine_need)
        bank_rect = pygame.Rect(centre.x, centre.bottom - round(frame.unit * 2), centre.w, round(frame.unit * 2))
        self.bank = bank_rect.center
        blocks = SEATS.cells(top, seats, frame)
        # where each seat's discard pile is, so cards of a gathered trick fly to their owners
        spots = {seat: (col.right - col.w // 6, col.centery) for seat, col in blocks.items()}
        spots[me] = (mine.right - mine.w // 10, mine.centery)
        out = []
        for seat, col in blocks.items():
            out += self._opponent(view, seat, col, frame)
        out += self._centre(view, centre, bank_rect, frame, spots)
        out += self._mine(view, me, mine, frame, spots)
        return out

    @staticmethod
    def _arrangement(view, frame, room: int) -> tuple[bool, int]:
        """(stacked?, height) for the centre: the display beside the trick (a wide window) or above it
        (a tall one), whichever gives bigger cards in the room there is."""
        unit, n, w = frame.unit, view.players, frame.inner.w
        extras = unit * 7.5                                    # labels, the trick's title, captions, the bank
        # never under 4 units, or a hand of a few large cards (a short table: a replay's) leaves the trick slivers
        beside = min(unit * 9, w / (4 * 1.12 + n * 1.3 + 1.0), max(unit * 4, (room - extras) / 1.4))
        display = min(unit * 9, w / 4.8)
        trick = min(unit * 9, w / (n * 1.3 + 0.6))
        both = display * 1.4 + trick * 1.4 + extras + unit * 2
        if both <= room and min(display, trick) > beside * 1.15:
            return True, round(both)
        return False, round(beside * 1.4 + extras)

    def _opponent(self, view, seat, col, frame) -> list:
        """A seat across the top: its plate, its hand's backs and its discard pile, its coins and stamps."""
        sv = view.seats[seat]
        plate_r, cards_r, tokens_r = OPPONENT.cut(col, frame)
        card_w = max(12, snap(min(cards_r.h / 1.4, col.w / 4)))
        fan_r, pile_r = cols(cards_r, [1.0, card_w], gap=frame.pad)
        pile = pygame.Rect(pile_r.x, cards_r.y + (cards_r.h - card_height(card_w)) // 2, card_w, card_height(card_w))
        removed = _("{n} removed", n=sv.removed_face_down_count) if sv.removed_face_down_count else ""
        out = [Plate(f"plate:{seat}", plate_r, text=self.name(seat), active=view.turn == seat and not view.over,
                     note=removed)]
        out.append(held_fan(seat, fan_r.inflate(-8, 0), face_down(seat, min(sv.hand_count, 12)), card_w,
                            sv.hand_count))
        out.append(self._discard_pile(view, seat, pile, z=45))
        coins_r, stamps_r = cols(tokens_r, [0.45, 0.55], gap=4)
        out += self._tokens(seat, sv, coins_r, stamps_r, tokens_r.h - 2)
        return out

    def _discard_pile(self, view, seat, rect, z) -> Pile:
        sv = view.seats[seat]
        top, count = sv.discard_top, sv.discard_count
        if self.held is not None and seat in self.held["discards"]:
            top, count = self.held["discards"][seat]   # the piles as they were, until the trick is gathered
        mine = view.seat == seat
        items = [Item(top, ("card", top), handle=f"pile:{seat}" if mine else f"card:{top}")] if top else []
        caption = None
        if mine:
            caption = _("discard {n} · tap to look", n=count) if count else _("discard {n}", n=count)
        return Pile(f"discard:{seat}", rect, items=items, count=count if count and not mine else None,
                    caption=caption, depth=1, z=z)

    def _tokens(self, seat, sv, coins_r, stamps_r, size) -> list:
        coins = tokens.make_change(sv.coins)
        groups = [(f"coin:{seat}:{v}", ("coin", v), n) for v, n in sorted(Counter(coins).items(), reverse=True)]
        stamps = [(f"stamp:{seat}:{v}", ("stamp", v), n) for v, n in sorted(Counter(sv.stamps).items())]
        return [Tokens(f"coins:{seat}", coins_r, groups=groups, size=size, most=5, spawn=self.bank, sink=self.bank,
                       z=70),
                Tokens(f"stamps:{seat}", stamps_r, groups=stamps, size=size, most=1, spawn=self.bank, sink=self.bank,
                       z=80)]

    def _centre(self, view, centre, bank_rect, frame, spots) -> list:
        unit, pad = frame.unit, frame.pad
        area = pygame.Rect(centre.x, centre.y, centre.w, bank_rect.y - centre.y - pad // 2)
        label = unit + 6
        n = view.players
        if self.stacked:
            left, right = rows(area, [0.45, 0.55], gap=pad)
            card_w = min(int((left.h - label) / 1.4), int(left.w / 4.8))
        else:
            share = (4 * 1.12 + 0.4) / (4 * 1.12 + 0.4 + n * 1.3 + 0.6)
            left, right = cols(area, [share, 1 - share], gap=pad)
            card_w = min(int((area.h - label) / 1.4), int(left.w / 4.6))
        card_w = max(24, snap(min(card_w, unit * 9)))
        out = []
        ch = card_height(card_w)
        y = left.y + label + max(0, (left.h - label - ch) // 2)
        gap = max(6, card_w // 10)
        x = left.x + max(0, (left.w - (4 * card_w + 3 * gap + gap)) // 2)
        draw = pygame.Rect(x, y, card_w, ch)
        backs = [Item(f"drawpile:{k}", ("back",)) for k in range(min(3, view.draw_count))]
        out.append(Pile("draw", draw, items=backs, count=view.draw_count, label=_("Draw pile"), z=30))
        display_r = pygame.Rect(draw.right + 2 * gap, y, 3 * card_w + 2 * gap, ch)
        buyer = view.turn if view.phase == "buy" else None
        sink = spots.get(buyer) if buyer is not None else None
        held = self._held_ids()
        slots = [Item(c, ("card", c), handle=f"card:{c}", spawn=draw.center, sink=sink) if c and c not in held
                 else None for c in view.display]
        out.append(Row("display", display_r, slots=slots, card_w=card_w, gap=gap, label=_("Display"), z=40))
        out += self._trick(view, right, card_w, frame, spots)
        out += self._bank(bank_rect, frame)
        return out

    def _bank(self, rect, frame) -> list:
        unit = frame.unit
        bank = _("Bank")
        label_r, pool_r = cols(rect, [fonts.font(frame.small).size(bank)[0] + unit, 1.0], gap=4)
        size = rect.h - 4
        groups = [("bank:coin1", ("coin", 1), 3), ("bank:coin5", ("coin", 5), 1)]
        groups += [(f"bank:stamp{v}", ("stamp", v), 1) for v in (1, 2, 3, 4)]
        return [Text("bank-label", label_r, text=bank, size=frame.small, colour=(190, 205, 190)),
                Tokens("bank", pool_r, groups=groups, size=size, most=3, z=20)]

    def _trick(self, view, rect, card_w, frame, spots) -> list:
        unit = frame.unit
        follow = view.suit and not view.trick_complete and self.held is None
        title = _("Trick · follow {suit}", suit=color_term(view.suit)) if follow else _("Trick")
        self._trick_at = rect.center
        out = [Area("trick", rect, target=True, title=title, note=_("winner gets"),
                    note_face=("stamp", view.stamp_value))]
        plays, winner, void, complete = self._trick_plays(view)
        top = round(unit * 1.6) + unit // 2 + 6          # under the title line, with room for a badge on top
        inner = pygame.Rect(rect.x + unit // 2, rect.y + top, rect.w - unit, rect.h - top - unit - 8)
        n = max(view.players, len(plays))
        w = card_width(inner, n, step=1.3, at_most=frame.unit * 9 if self.stacked else card_w)
        items: list[Item | None] = [None] * n
        for i, play in enumerate(plays):
            items[i] = self._trick_item(view, play, i, complete, winner, void, spots)
        out.append(Row("trick-cards", inner, slots=items, card_w=w, gap=max(6, round(w * 0.3)), outline_empty=False,
                       z=50))
        return out

    def _trick_item(self, view, play, i, complete, winner, void, spots) -> Item:
        seat = play["seat"]
        badges = []
        shown = self._counts_as(play)
        if shown is not None:
            badges.append(shown)
        if complete and winner == seat:
            badges.append(Badge(_("wins"), "gold", "centre"))
        if complete and void == seat:
            badges.append(Badge(_("no winner"), "quiet", "centre"))
        if play.get("removed"):
            badges.append(Badge(_("removed"), "danger", "centre"))
        card = CARDS[play["card"]]
        face = ("xcopy", play["card"], play["copy"]) if card.kind == "x" else ("card", play["card"])
        caption = self.name(seat)          # the leader's name is bold
        stack = tuple(Item(p, ("card", p), handle=f"card:{p}", sink=spots.get(seat)) for p in play["plus"])
        return Item(play["card"], face, handle=f"card:{play['card']}", badges=tuple(badges), caption=caption,
                    caption_bold=i == 0, sink=spots.get(seat), stack=stack)

    @staticmethod
    def _counts_as(play) -> Badge | None:
        """A shapeshifter or a +3 group shows what it counts as as soon as the rules fix it."""
        card = CARDS[play["card"]]
        if not (card.is_shapeshifter or play["plus"]) or (play.get("color") is None and play.get("value") is None):
            return None
        value = play.get("value") or ""
        return Badge(f"= {value}" if value else "", "light", "top", mark=("suit", play.get("color") or "colorless"))

    def _mine(self, view, me, rect, frame, spots) -> list:
        unit, pad = frame.unit, frame.pad
        sv = view.seats[me]
        caption_w = fonts.font(frame.small).size(_("discard {n} · tap to look", n=88))[0] + pad  # the caption, whole
        side, hand_r, pile_col = split(rect, [SIDE, 1.0, replace(PILE, px=caption_w)], frame, gap=pad)
        plate_r, coins_r, stamps_r, note_r = MY_SIDE.cut(side, frame)
        held = self._held_ids()
        cards = None                 # face up only in the seat's own view
        if view.seat == me:
            cards = [Item(c, ("card", c), handle=f"card:{c}", sink=self._trick_at) for c in view.hand if c not in held]
        out = SeatArea(me, plate_r, hand_r, self.name(me), active=view.turn == me and not view.over,
                       cards=cards, fit=CardFit(lift=1, span=max(3.2, 0.62 * len(cards or ()) + 0.6)), arc=0.1,
                       hand_target=True, backs=face_down(me, min(sv.hand_count, 12)), count=sv.hand_count,
                       backs_fit=CardFit(span=6)).zones(unit)
        out += self._tokens(me, sv, coins_r, stamps_r, coins_r.h - 2)
        if sv.removed_face_down_count:
            out.append(Text(f"removed:{me}", note_r, text=_("{n} removed face down", n=sv.removed_face_down_count),
                            size=frame.small, colour=(190, 205, 190)))
        pile_w = snap(min(pile_col.w - pad, (pile_col.h - unit * 2) / 1.4))
        pile = pygame.Rect(pile_col.x + (pile_col.w - pile_w) // 2, pile_col.y, pile_w, card_height(pile_w))
        out.append(self._discard_pile(view, me, pile, z=45))
        return out

    def _held_ids(self) -> set[str]:
        if self.held is None:
            return set()
        return {c for p in self.held["plays"] for c in [p["card"], *p["plus"]]}

    def _trick_plays(self, view):
        """The plays to draw in the trick area: the live trick, or a finished one being held."""
        if self.held is not None:
            return self.held["plays"], self.held["winner"], self.held["void"], True
        plays = [{"seat": p.seat, "card": p.card, "plus": list(p.plus), "copy": p.copies, "removed": p.removed,
                  "color": p.color, "value": p.value} for p in view.trick]
        winner = view.trick_winner if view.trick_complete else None
        void = view.trick_void_by if view.trick_complete else None
        return plays, winner, void, view.trick_complete

    # words -------------------------------------------------------------------------------------
    def panel(self, view) -> PanelSpec:
        facts = [[_("Trick winner gets"), ("face", ("stamp", view.stamp_value))]]
        if view.expert:
            facts.append([_("Expert rule is on")])
        rows_ = [ScoreRow(sv.seat, self.name(sv.seat), [str(sv.stamp_points), str(sv.coins), str(sv.hand_count)],
                          active=view.turn == sv.seat and not view.over, mine=sv.seat == view.seat)
                 for sv in view.seats]
        return PanelSpec(_("Round {round} of {rounds}", round=view.round, rounds=view.rounds), facts,
                         [_("Player"), _("Pts"), _("Coins"), _("Cards")], rows_)

    def status(self, view, my_turn: bool) -> str:
        if self.holding(view):
            w, void = self.held["winner"], self.held["void"]
            if w is not None:
                text = _("{who} wins the trick.", who=self.name(w))
            elif void is not None:
                text = _("Nobody wins: {who} played a colorless 2.", who=self.name(void))
            else:
                text = _("The trick is over.")
            return text + "  " + _("Tap to go on.")
        if view.over:
            return _("The game is over.")
        text = ""
        if view.turn is not None and view.seat == view.turn and my_turn:
            if view.phase == "play":
                if not view.trick:
                    text = _("Your lead: play any card.")
                elif view.suit:
                    text = _("Your turn: follow {suit} if you can.", suit=color_term(view.suit))
                else:
                    text = _("Your turn: play a card.")
                text += "  " + self.how(_("the trick"))
            elif view.phase == "buy":
                text = self.worded(BUY_LOWEST if view.buy_stage == "lowest" else BUY_RICH,
                                   n=view.seats[view.seat].coins)
            elif view.phase in ("remove", "expert"):
                text = _("Choose a card to remove, or keep them all.")
        elif view.turn is not None:
            text = _(DOING.get(view.phase, DECIDING), who=self.name(view.turn))
        if view.trick_complete and view.trick_winner is not None and view.phase != "play":
            text = _("{who} won the trick.", who=self.name(view.trick_winner)) + "  " + text
        return text

    def draggable(self, view, handle: str) -> bool:
        if not handle.startswith("card:") or view.seat is None:
            return False
        card_id = handle[5:]
        return card_id in view.hand or card_id in view.display

    def dimmable(self, view, handle: str) -> bool:
        if not handle.startswith("card:") or view.seat is None:
            return False
        card_id = handle[5:]
        return (view.phase == "play" and card_id in view.hand) or (view.phase == "buy" and card_id in view.display)

    # moves ------------------------------------------------------------------------------------
    def grip(self, move):
        if isinstance(move, Play):
            if move.plus:
                return Grip(f"card:{move.plus[0]}", f"card:{move.card}")
            return Grip(f"card:{move.card}", "trick")
        if isinstance(move, Buy):
            return Grip(f"card:{move.card}", "hand", tap=True)
        if isinstance(move, Remove):
            return Grip(f"card:{move.card}", None)
        if isinstance(move, Pass):
            phase = self.view.phase if self.view is not None else "buy"
            return Grip("button:pass", None, label=_(PASS_LABELS.get(phase, PASS_LABEL)))
        return None

    def ask(self, view, moves) -> Prompt:
        if all(isinstance(m, Play) and m.copy for m in moves):
            return Prompt(_("Which display card should the X copy? Click it."),
                          [Option(_(card_term(m.copy)), m, ("card", m.copy), f"card:{m.copy}") for m in moves])
        if all(isinstance(m, Play) for m in moves):
            options = []
            for m in sorted(moves, key=lambda m: len(m.plus)):
                n = len(m.plus)
                card = card_term(m.card)
                label = _("{card} + 3", card=card) if n == 1 else _("{card} + {n} × 3", card=card, n=n)
                options.append(Option(label, m))
            return Prompt(_("How many +3 cards?"), options)
        return super().ask(view, moves)

    def standing_prompt(self, view, moves) -> Prompt | None:
        removes = [m for m in moves if isinstance(m, Remove)]
        if not removes:
            return None
        me = view.seats[view.seat]
        if view.phase == "expert":
            title = _("Expert rule: pay 5 coins to remove one of your cards? Tap one, or remove nothing.")
        elif (getattr(me, "removal_effect", None) or getattr(me, "removal_pending", None)) == "self":
            title = _("Your 3⅓: remove it from the game for 3 coins? Tap it, or keep it.")
        else:
            title = _("Your 4¼: remove one of your cards for a 1-point stamp? Tap one, or keep them all.")
        options = []
        trick_cards = {p.card for p in view.trick}
        for m in removes:
            where = "trick" if m.card in trick_cards else ("hand" if m.card in view.hand else "discard")
            options.append(Option(_(SOURCE_WORDS[where]), m, ("card", m.card), f"card:{m.card}"))
        return Prompt(title, options, cancel=False)

    def intent(self, view, source: str, target: str | None):
        if view.seat is None or not source.startswith("card:"):
            return None
        card_id = source[5:]
        seat = view.seat
        if card_id in view.hand:
            if target == "trick":
                card = CARDS[card_id]
                copy = next((d for d in view.display if d and CARDS[d].kind != "x"), None) if card.kind == "x" else None
                return Play(seat, card_id, (), copy)
            if target and target.startswith("card:") and target[5:] in view.hand:
                if CARDS[card_id].kind == "plus3":
                    return Play(seat, target[5:], (card_id,))
                if CARDS[target[5:]].kind == "plus3":  # the number card dropped on the +3: same meaning
                    return Play(seat, card_id, (target[5:],))
                return None
        if card_id in view.display and target == "hand":
            return Buy(seat, card_id)
        return None

    def browsable(self, view):
        if view.seat is None:
            return None
        pile = view.seats[view.seat].discard
        return (f"pile:{view.seat}", _("Your discard pile ({n}, top last) · tap to close", n=len(pile)),
                [("card", c) for c in pile])

    # holds and summaries ---------------------------------------------------------------------------
    def finished(self, before, events):
        """A finished trick stays on screen (with who won it) before it is gathered."""
        kinds = [e.kind for e in events]
        if "trick_cleared" not in kinds:
            return None
        end = max(i for i, k in enumerate(kinds) if k == "trick_cleared")
        plays, winner, void, resolved = [], None, None, None
        for e in events[:end]:
            if e.kind == "card_played":
                plays.append({"seat": e.data["seat"], "card": e.data["card"], "plus": list(e.data.get("plus") or []),
                              "copy": e.data.get("copy"), "removed": False})
            elif e.kind == "trick_resolved":
                resolved = e.data
            elif e.kind == "trick_won":
                winner = e.data["seat"]
            elif e.kind == "trick_void":
                void = e.data["seat"]
        if len(plays) < before.players:
            earlier = [{"seat": p.seat, "card": p.card, "plus": list(p.plus), "copy": p.copies, "removed": False}
                       for p in before.trick]
            plays = earlier[: before.players - len(plays)] + plays
        if not plays:
            return None
        gone = {e.data.get("card") for e in events if e.kind == "card_removed" and e.data.get("source") == "trick"}
        for i, p in enumerate(plays):
            p["removed"] = p["card"] in gone
            if resolved is not None and i < len(resolved["colors"]):
                p["color"], p["value"] = resolved["colors"][i], resolved["values"][i]
        if winner is None and void is None and before.trick_complete:
            winner, void = before.trick_winner, before.trick_void_by
        discards = {sv.seat: (sv.discard_top, sv.discard_count) for sv in before.seats}
        # a creature bought (or not) in Phase 3 gathers the trick too: the table shows the display and the coins
        # from before that move, so the log stops before it as well
        bought = "card_played" not in kinds and ("card_bought" in kinds or "buy_passed" in kinds)
        cut = len(before.events) if bought else None
        return {"plays": plays, "winner": winner, "void": void, "discards": discards, "cut": cut}

    def held_cut(self, view) -> int | None:
        """While a finished trick is on show the log stops before it is gathered: the discard piles, the
        round's end and the game's end are told when the table shows them (when the hold ends); so does the
        Phase 3 purchase that gathered it (the display is shown as it was before it)."""
        if self.held["cut"] is not None:
            return self.held["cut"]
        cleared = [k for k, e in enumerate(view.events) if e.kind == "trick_cleared"]
        return cleared[-1] if cleared else None

    def round_summary(self, view, events):
        """Each player's stamps of the round, from tricks won and from card effects; the round ends when someone
        has no cards left in hand after Phase 3."""
        ended = [e for e in events if e.kind == "round_end"]
        if not ended or any(e.kind == "game_end" for e in events):
            return None
        end = ended[-1].data
        rnd, n = end["round"], view.players
        played = round_of(view.events, lambda e: e.kind == "round_end" and e.data["round"] == rnd,
                          lambda e: e.kind == "round_start")
        tricks = by_seat(played, "stamp", n, lambda e: e.data["value"], lambda e: e.data["reason"] == "trick")
        cards = by_seat(played, "stamp", n, lambda e: e.data["value"], lambda e: e.data["reason"] != "trick")
        out = end.get("out_of_cards", [])
        reason = n_("{who} had no cards left in hand after Phase 3 (Discover new creatures), so the round ends.",
                    "{who} had no cards left in hand after Phase 3 (Discover new creatures), so the round ends.",
                    len(out), who=Listed([self.name(p) for p in out])) if out else ""
        seats = sorted(view.seats, key=lambda s: s.seat)
        return RoundSummary(
            _("Round {round} of {rounds} is over", round=rnd, rounds=view.rounds), reason, _("Player"),
            [self.name(p) for p in range(n)], list(range(n)),
            parts=[Part(_("Tricks won"), tricks), Part(_("Card effects"), cards)],
            points=[t + c for t, c in zip(tricks, cards, strict=True)], points_header=_("This round"),
            after=[Column(_("Points"), [s.stamp_points for s in seats]), Column(_("Coins"), [s.coins for s in seats])])

    def final_table(self, view, result):
        headers = [_("Player"), _("Stamps"), _("2½ bonus"), _("Points"), _("Coins (ties)"), ""]
        rows_ = []
        for f in sorted(view.final or [], key=lambda f: f.seat):
            bonus = _("{n} × 5 = {points}", n=f.bonus_cards, points=f.bonus_points) if f.bonus_cards else "—"
            rows_.append([self.name(f.seat), f.stamp_points, bonus, f.points, f.coins,
                          _("winner") if f.winner else ""])
        return headers, rows_

    # drawing ----------------------------------------------------------------------------------
    def face(self, face, width: int):
        kind = face[0]
        if kind == "card":
            img = cc.face(face[1], width)
            colour = CARDS[face[1]].color
            return marked(img, colour) if colour and self.colour_marks else img
        if kind == "xcopy":
            return cc.x_copy_face(face[1], face[2], width)
        if kind == "back":
            return cc.back(width)
        if kind == "coin":
            return tokens.coin(face[1], width)
        if kind == "stamp":
            return tokens.stamp(face[1], width)
        raise KeyError(face)

    def faces(self):
        ids = list(CARDS)
        yield from (("card", c) for c in ids)
        for x in (c for c in ids if CARDS[c].kind == "x"):
            yield ("xcopy", x, None)
            yield from (("xcopy", x, c) for c in ids if CARDS[c].kind != "x")
        yield ("back",)
        yield from (("coin", v) for v in (1, 5))
        yield from (("stamp", v) for v in (1, 2, 3, 4))

    def describe(self, face):
        if face[0] == "card":
            title = _(card_term(face[1]))
            return title[:1].upper() + title[1:], effect_lines(face[1])
        if face[0] == "xcopy":
            lines = effect_lines(face[1])
            if face[2]:
                lines = [_("This X copies the {card}:", card=card_term(face[2]))] + effect_lines(face[2])
            return _("Shapeshifting X"), lines
        if face[0] == "coin":
            return _("A {n}-coin", n=face[1]), [_("Coins pay for creatures from the display. Change is made for you.")]
        if face[0] == "stamp":
            return _("A {value}-point stamp", value=face[1]), [_("Stamps are your points at the end of the game.")]
        return None

    def draw_mark(self, surface, mark, centre, size) -> None:
        if mark[0] == "suit":
            suit = mark[1]
            suit_mark(surface, suit, centre, size, SUIT_COLOURS.get(suit, (200, 200, 206)))

    def mark_words(self, mark) -> str:
        """A shapeshifter's colour in a trick, written ("green = 7")."""
        return _(color_term(mark[1])) if mark[0] == "suit" else ""

    def choice_note(self, view, move) -> tuple[str, bool] | None:
        """A creature of the display costs what its card says: a list of moves says it with the move."""
        if isinstance(move, Buy):
            cost = CARDS[move.card].cost or 0
            return n_("{n} coin", "{n} coins", cost), False
        return None


ADAPTER = StrangeCreaturesAdapter


KIND_WORDS = {   # the large view's first line for the cards that work differently (message ids)
    "seven": N_("Shapeshifter: always playable; becomes the first colour played in the trick."),
    "twelve": N_("Shapeshifter: takes the first colour played; its 12 is divided by the number of colours in "
                 "the trick."),
    "plus3": N_("Shapeshifter: play it together with a number card to add 3, or alone as a 3 in the first "
                "colour played."),
    "x": N_("Shapeshifter: copies one card of the open display (value, colour and effect) for this trick. "
            "It never has to follow suit."),
    "trump": N_("Trump: beats every number card. Colorless: play it when leading or when you cannot follow suit."),
    "mega": N_("Mega trump: beats number cards and trumps. Colorless: play it when leading or when you cannot "
               "follow suit."),
}


def effect_lines(card_id: str) -> list[str]:
    """The card's effect in plain words, for the large view on hover or long press (in the chosen language)."""
    card = CARDS[card_id]
    lines = []
    if card.kind in KIND_WORDS:
        lines.append(_(KIND_WORDS[card.kind]))
    elif card.color is None:
        lines.append(_("Colorless: play it when leading or when you cannot follow suit. It wins only with the "
                       "highest value in the trick."))
    if card.voids_trick:
        lines.append(n_("Nobody wins the trick; you take {n} coin and lead the next trick.",
                        "Nobody wins the trick; you take {n} coins and lead the next trick.", card.coins))
    else:
        parts = []
        if card.coins:
            parts.append(n_("take {n} coin", "take {n} coins", card.coins))
        if card.stamp:
            parts.append(_("take a {value}-point stamp", value=card.stamp))
        if card.removal == "self":
            parts.append(n_("you may remove this card from the game at the end of Phase 3 and take {n} coin",
                            "you may remove this card from the game at the end of Phase 3 and take {n} coins",
                            card.removal_coins))
        if card.removal == "any":
            parts.append(_("you may remove one of your cards (hand, discard pile or this one) at the end of "
                           "Phase 3 and take a {value}-point stamp", value=card.removal_stamp))
        if parts:
            lines.append(_("If you do not win the trick: {effects}.", effects=Listed(parts)))
        elif card.kind != "x":
            lines.append(_("No effect when it loses."))
    if card.end_points:
        lines.append(n_("Worth {n} point at the end of the game if you still have it.",
                        "Worth {n} points at the end of the game if you still have it.", card.end_points))
    lines.append(_("Starting card.") if card.starting else
                 n_("Expedition cost: {n} coin.", "Expedition cost: {n} coins.", card.cost))
    return lines

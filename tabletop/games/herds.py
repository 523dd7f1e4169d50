"""The Herds table: the grassland spread face up by the deck, a trade built card by card with its running
totals, each side's herds in a row of their own (yours nearest you), the score track on the board's number
side, and the game's words.

Grips (what you pick up -> where you put it down):
    draw the deck's top card     deck                -> hand        (or just tap the deck)
    draw a grassland card        card:<grassland>    -> hand        (or just tap it)
    give a card into a trade     card:<hand>         -> trade
    take a grassland card        card:<grassland>    -> trade       (or just tap it)
    take the trade back          button:cancel       tap
    create a herd                card:<lowest card>  -> herds:<my side>   (several herds from it: a picker;
                                 a freed Ducktor leads its herd; another card of a herd is built into the
                                 longest herd the hand makes with it, so the engine checks it)
    grow a herd                  card:<hand>         -> herd:<my side>:<i>
    swap a Ducktor out           card:<animal card>  -> card:<the Ducktor standing in for it>
    done with herds              button:done         tap
    pass a card                  card:<hand>         -> seat:<opponent>   (their name plate or their cards)

A turn's steps (draw, draw again or trade, herds, pass, flip) are the engine's, one move at a time, so the
status line always names the step and the lit pieces are exactly the legal ones. When a hand ends the next
is dealt in the same move: the table, panel and log go on to it while the hand's summary says how it ended
and the duckies walk the points. Only the game's last hand keeps its herds on the table until a tap.
"""

from functools import lru_cache

import pygame

from rules.safari.components import ANIMALS, CARD_INDEX, EXPLORER, FACE_OF, SUIT_NAMES
from rules.safari.herds import (
    ANIMAL_POINTS,
    DUCKTOR_POINTS,
    NUM,
    SUIT,
    WILD,
    CancelTrade,
    DoneHerds,
    Draw,
    Give,
    Grow,
    NewHerd,
    Pass,
    Swap,
    Take,
    new_herds,
    side_of,
)

from ..language import N_, _, n_
from ..render import safari as art
from ..render.safari.words import card_title
from ..table.frame import card_height, cols, rows, snap
from ..table.gesture_words import ByGesture
from ..table.grips import Grip, Option, Prompt
from ..table.held import HeldPosition
from ..table.layout import Block, CardRow, SeatRing, Strip, others
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, face_down, hand_spot, held_fan
from ..table.summary import Column, Part, RoundSummary
from ..table.zones import Area, Badge, Fan, Item, Pile, Plate
from .base import Adapter, number
from .safari_scores import ScoreDuckies, ScoreTrack, plate_ducky

HAND, TRADE, DECK, GRASS = "hand", "trade", "deck", "grassland"
HERD_SIZE = 0.9               # herd cards beside grassland cards
LAYOUT_HAND = 7               # the hand the bands are sized for (a longer one fans closer in the same band)
HERD_STEP = 0.42              # a herd's cards overlap: each shows this much of its width (the corner numbers)
TEAM_LETTERS = "AB"
WILD_GOLD = (250, 204, 80)
STEP_WORDS = {"choose": N_("Step 2 of 5: draw or trade"), "give": N_("Step 2 of 5: trading"),
              "take": N_("Step 2 of 5: trading"), "herds": N_("Step 3 of 5: herds"),
              "pass": N_("Step 4 of 5: pass a card")}
DOING = {"choose": N_("{who} is drawing or trading…"), "give": N_("{who} is trading…"),
         "take": N_("{who} is trading…"), "herds": N_("{who} is building herds…"),
         "pass": N_("{who} is passing a card…")}
DRAW_OR_TRADE = ByGesture(
    N_("Step Two: draw a card (tap the deck or a grassland card), or trade hand cards for grassland cards of the same "
       "total."),
    phone=N_("Step Two: draw a card, or trade hand cards for grassland cards of the same total."))
GIVE_MORE = ByGesture(
    N_("Trade: you give {give}, you have taken {take}. Take grassland cards worth {more} more (tap them) or give "
       "more."),
    phone=N_("Trade: you give {give}, you have taken {take}. Take grassland cards worth {more} more or give more."))
TAKE_MORE = ByGesture(
    N_("Trade: you give {give}, you have taken {take}. Take grassland cards worth {more} more (tap them)."),
    phone=N_("Trade: you give {give}, you have taken {take}. Take grassland cards worth {more} more."))
BUILD = ByGesture(
    N_("Step Three: build herds (drag a herd's lowest card to your row, or a card onto a herd or onto the Ducktor it "
       "replaces), then Done."),
    phone=N_("Step Three: build herds (choose below), then Done."))


@lru_cache(maxsize=256)
def wild_face(card: str, animal: str, width: int):
    """A Ducktor standing in for an animal: its card with that animal's ducky on a gold disc, low on the left
    where a herd's overlap leaves it in sight (the corner number stays readable)."""
    img = art.face(("card", card), width).copy()
    size = max(1, round(width * 0.36))
    x, y = max(0, round(width * 0.03)), round(img.get_height() * 0.52)
    pygame.draw.circle(img, WILD_GOLD, (x + size // 2, y + size // 2), size // 2 + max(1, width // 40))
    img.blit(art.face(("ducky", animal), size), (x, y))
    return img


def _twin_of_another(cards, hand) -> bool:
    """Does this herd use the second copy of a card while the first copy (same face) stays in the hand? Then
    it looks exactly like the herd made with the first copy, and only that one is offered."""
    return any(FACE_OF[t] == FACE_OF[c] and CARD_INDEX[t] < CARD_INDEX[c] for c in cards for t in hand
               if t not in cards)


def hand_span(n: int) -> float:
    """Card widths a hand of `n` needs: side by side when few, overlapping (the corner numbers still read)
    when many; counted as at least seven cards, so a short hand's cards keep their size."""
    n = max(n, LAYOUT_HAND)
    return min(1.06 * n, 0.62 * n + 0.6)


def herd_units(n: int) -> float:
    """Card widths a herd of `n` overlapping cards needs."""
    return 1 + HERD_STEP * max(0, n - 1)


def herd_cards(herd, spawn) -> list[Item]:
    """A herd's cards, a Ducktor standing in for an animal marked with its ducky, the herd's points under the last."""
    points = (Badge(n_("{n} pt", "{n} pts", herd.points), "light", "bottom"),)
    return [Item(c, ("wild", c, herd.animal) if c in WILD and herd.animal != EXPLORER else ("card", c),
                 handle=f"card:{c}", badges=points if k == len(herd.cards) - 1 else (), spawn=spawn)
            for k, c in enumerate(herd.cards)]


def points_room(frame) -> int:
    """The room under a herd row's cards for the points badge on each herd's last card."""
    return frame.small // 2 + 4


def totals(view) -> tuple[int, int]:
    """The trade's totals: what is given, what is taken."""
    return sum(NUM[c] for c in view.trade_give), sum(NUM[c] for c in view.trade_take)


# the table, declared (table/layout.py): your plate's strip beside your hand, the hand's band sized for a hand of
# seven; the other seats' blocks across the top, a plate over the backs of their cards
MINE_SIDE = Strip(least=9, per=6)
HAND_ROW = CardRow(most=5.5, across=hand_span(LAYOUT_HAND))
OPPONENTS = SeatRing(gap=1)
OPPONENT_ROW = CardRow(most=2.6, across=5)
OPPONENT_BLOCK = Block((Strip(least=1.7), 1.0))


def _points_words(table: dict[int, int]) -> str:
    """The engine's points table as words: "3 cards 3 pts, 4 cards 5 pts"."""
    return ", ".join(_("{cards} {points}", cards=n_("{n} card", "{n} cards", n), points=n_("{n} pt", "{n} pts", p))
                     for n, p in table.items() if n)


class HerdsAdapter(ScoreDuckies, HeldPosition, Adapter):
    game_id = "herds"
    next_label = N_("Next hand")

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        self.gained: list[int] = []
        self.track = ScoreTrack()
        self._grass_places: list = []   # the grassland as last laid out (public cards only), for this hand and turn
        self._grass_key: tuple = ()

    # zones ------------------------------------------------------------------------------------
    def zones(self, view, frame) -> list:
        self.view = view
        shown = self.shown(view)
        me = view.seat if view.seat is not None else 0
        seats = others(view, me)
        side_w = MINE_SIDE.length(frame, frame.inner.w)
        # the bands are sized for a hand of seven, whoever is in front of the screen and whatever they hold: the
        # board and the herds keep their places at every handover (a longer hand takes narrower cards in its band)
        mine_need = HAND_ROW.need(frame.inner.w - side_w - frame.pad, frame, units=0.6, whole=True)
        column = OPPONENTS.column_width(frame.inner.w, len(seats), frame)
        top_need = OPPONENT_ROW.need(column, frame, units=1.8, px=2 * frame.pad, whole=True)
        top, centre, mine = frame.bands(top_need, frame.free_height() - top_need - mine_need, mine_need,
                                        spread=(0.1, 0.6, 0.3))
        main, board, trade = self._board_and_trade(centre, frame)
        out = []
        for seat, col in OPPONENTS.cells(top, seats, frame).items():
            out += self._opponent(view, shown, seat, col, frame)
        out += self._mine(view, shown, me, mine, frame, side_w)
        out += self._centre(view, shown, me, main, frame)
        out += self._trade(view, shown, trade, frame)
        out += self.track.zones(board, self._entries(view, shown), frame.unit)
        return out

    @staticmethod
    def _board_and_trade(centre, frame) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(grassland and herds, score board, trade): the board with the trade under it in a column beside
        the herds (a wide window), or side by side in a row above them (a tall one)."""
        unit, pad = frame.unit, frame.pad
        if centre.h > centre.w * 0.8:
            board_h = round(min(centre.h * 0.3, centre.w * 0.6 / art.ASPECT))
            row, main = rows(centre, [board_h, 1.0], gap=pad)
            board_r, trade = cols(row, [round(board_h * art.ASPECT), 1.0], gap=pad)
            return main, art.board_rect(board_r), trade
        board_w = min(round(centre.w * 0.36), round(centre.h * art.ASPECT))
        main, side = cols(centre, [1.0, board_w], gap=pad)
        trade_h = max(round(unit * 6), side.h // 3)      # the trade under the board, at least a row of cards
        board = art.board_rect(pygame.Rect(side.x, side.y, side.w,
                                           min(side.h - trade_h - pad, round(side.w / art.ASPECT))))
        board.y = side.y
        return main, board, pygame.Rect(side.x, board.bottom + pad, side.w, side.bottom - board.bottom - pad)

    def _opponent(self, view, shown, seat, col, frame) -> list:
        """A framed block per other seat: the name plate and the backs of their cards; an opponent's
        block is where a passed card goes."""
        plate_r, cards_r = OPPONENT_BLOCK.cut(col.inflate(-frame.pad, -frame.pad), frame)
        card_w = CardFit(span=4.5, most=2.6, least=8).width(cards_r, frame.unit)
        fan_r = pygame.Rect(cards_r.x + 8, cards_r.y, max(card_w, cards_r.w - 16), cards_r.h)
        n = shown.hand_sizes[seat]
        backs = face_down(seat, n, handle=f"seat:{seat}", spawn=DECK)
        # every other seat takes a dropped card: an opponent's to pass it, a partner's so the rules can say
        # that a card is never passed to your partner
        return [Area(f"seat:{seat}", col, target=view.seat is not None), *self._plate(view, seat, plate_r),
                held_fan(seat, fan_r, backs, card_w, n)]

    def _plate(self, view, seat, rect) -> list:
        """A seat's name plate with its side's score ducky; at four it says partner or opponent; the dealer's."""
        rect, ducky = plate_ducky(seat, self._side_ducky(view, view.sides[seat]), rect)
        notes = []
        if view.players == 4 and view.seat is not None and seat != view.seat:
            notes.append(_("opponent") if view.sides[seat] != view.sides[view.seat] else _("partner"))
        if seat == view.dealer:
            notes.append(_("dealer"))
        return [ducky, Plate(f"plate:{seat}", rect, text=self.name(seat), active=self.acting(view, seat),
                             note=" · ".join(notes))]

    def _mine(self, view, shown, me, rect, frame, side_w) -> list:
        """Your plate halfway up a strip at the left, your hand beside it: face up in your own view, else its
        backs (the TV's view)."""
        side, hand_r = cols(rect, [side_w, 1.0], gap=frame.pad)
        plate_h = round(frame.unit * 1.8)
        plate_r = pygame.Rect(side.x, side.y + max(0, (side.h - plate_h) // 2), side.w, plate_h)
        cards = None                 # face up only in the seat's own view
        if view.seat == me:
            cards = [Item(c, ("card", c), handle=f"card:{c}", badges=self._hand_badges(shown, c), spawn=DECK)
                     for c in shown.hand]
        n = shown.hand_sizes[me]
        hand = SeatArea(me, None, hand_r, cards=cards, hand_name=HAND, hand_target=True, arc=0.06,
                        fit=CardFit(lift=0.5, span=hand_span(len(cards or ())), most=5.5, least=8),
                        backs=face_down(me, n, spawn=DECK), count=n, centred=True,
                        backs_fit=CardFit(span=6, most=4, least=8))
        return [*self._plate(view, me, plate_r), *hand.zones(frame.unit)]

    @staticmethod
    def _hand_badges(shown, card) -> tuple:
        if card == shown.freed:
            return (Badge(_("use now"), "danger", "top"),)
        if card in shown.must_play:
            return (Badge(_("play or return"), "danger", "top"),)
        return ()

    # the centre: deck and grassland in a strip; a row of herds per side, yours last -------------------
    def _centre(self, view, shown, me, rect, frame) -> list:
        """The grassland's cards as large as the strip and the herd rows under it let them be."""
        unit, pad = frame.unit, frame.pad
        sides = sorted(set(view.sides), key=lambda s: (s == view.sides[me], s))   # yours nearest you
        label, title, below = unit + 8, round(unit * 1.5), points_room(frame)
        n = len(sides)
        fixed = label + n * (title + below + pad) + pad
        grass_w = max(8, min(unit * 5.0, (rect.h - fixed) / (1.4 + n * HERD_SIZE * 1.4)))
        strip_h = round(label + card_height(round(grass_w)))
        row_h = (rect.h - strip_h - pad - (n - 1) * pad) / n
        herd_w = min(grass_w * HERD_SIZE, (row_h - title - below) / 1.4)
        strip, *herd_rows = rows(rect, [strip_h, *[1] * n], gap=pad)
        out = self._strip(shown, strip, frame, snap(grass_w), label)
        for side, row in zip(sides, herd_rows, strict=True):
            out += self._herd_row(view, shown, side, row, frame, herd_w, title)
        return out

    def _strip(self, shown, rect, frame, card_w, label) -> list:
        """The deck, then the grassland face up in its places (drawn to the hand of the player whose turn it is)."""
        y, h = rect.y + label, card_height(card_w)
        deck = pygame.Rect(rect.x + 4, y, card_w, h)
        places = self._grassland_places(shown)
        room = max(card_w, rect.right - deck.right - frame.pad * 3)
        grass = pygame.Rect(deck.right + frame.pad * 2, y, min(room, round(card_w * 1.06 * max(3, len(places)))), h)
        backs = [Item(f"deck:{k}", ("back",), handle=DECK) for k in range(min(3, shown.deck_size))]
        sink = hand_spot(shown.turn)
        items = [Item(c, ("card", c), handle=f"card:{c}", spawn=DECK, sink=sink) if c in shown.grassland
                 else None for c in places]     # a card away in the trade (or drawn) leaves its place empty
        return [Pile(DECK, deck, items=backs, count=shown.deck_size or None, label=_("Deck"), z=30),
                Fan(GRASS, grass, items=items, card_w=card_w, align="left", label=_("Grassland"), z=40)]

    def _grassland_places(self, shown) -> list[str | None]:
        """The grassland's places, a card (or None) each: a place may hold a card now in the trade. Through
        a turn every card keeps its place: one taken into a trade or drawn leaves its place empty, a card given
        in a trade takes the first empty place, so no tap (the one that completes a trade included) finds
        another card slid under the finger. A new turn (or hand) lays the cards out closed up again."""
        key = (shown.hand_number, shown.turn)
        places: list[str | None] = list(shown.grassland)
        if key == self._grass_key:
            lying = set(shown.grassland) | set(shown.trade_take)
            places = [c if c in lying else None for c in self._grass_places]
            new = iter([c for c in shown.grassland if c not in places])
            places = [next(new, None) if c is None else c for c in places] + list(new)
            while places and places[-1] is None:
                places.pop()
        self._grass_places, self._grass_key = places, key
        return places

    def _trade(self, view, shown, rect, frame) -> list:
        """The trade being built: what is given on the left, what is taken on the right, the totals in the
        title; it completes by itself when they match."""
        unit, pad = frame.unit, frame.pad
        give, take = totals(shown)
        note = _("give {give} · take {take}", give=give, take=take) if shown.trade_give else _("equal totals")
        area = Area(TRADE, rect, target=view.seat is not None, title=_("Trade"), note=note)
        top = round(unit * 1.6) + (unit + 8 if shown.trade_give else 0)     # the title, then the halves' labels
        body = pygame.Rect(rect.x + pad, rect.y + top, rect.w - 2 * pad, max(8, rect.h - top - 4))
        left, right = cols(body, [1, 1], gap=pad)
        card_w = CardFit(span=1.6, most=4.5, least=8).width(left, unit)
        gave = [Item(c, ("card", c), handle=f"card:{c}", spawn=hand_spot(shown.turn))
                for c in shown.trade_give]
        took = [Item(c, ("card", c), handle=f"card:{c}") for c in shown.trade_take]
        labels = (_("given: {n}", n=give), _("taken: {n}", n=take)) if shown.trade_give else (None, None)
        return [area, Fan("trade:give", left, items=gave, card_w=card_w, align="left", label=labels[0], z=50),
                Fan("trade:take", right, items=took, card_w=card_w, align="left", label=labels[1], z=50)]

    def _herd_row(self, view, shown, side, rect, frame, card_w, title_h) -> list:
        """One side's herds side by side, overlapping to fit, at most `card_w` wide. Your side's row is where a
        new herd goes, each of your herds where a card grows it."""
        unit, pad = frame.unit, frame.pad
        herds = shown.herds[side]
        mine = view.seat is not None and side == view.sides[view.seat]
        area = Area(f"herds:{side}", rect, target=mine, title=self._herds_title(view, side),
                    note=n_("{n} pt this hand", "{n} pts this hand", sum(h.points for h in herds)))
        body = pygame.Rect(rect.x + pad, rect.y + title_h, rect.w - 2 * pad, rect.h - title_h)
        gap, below = max(4, unit // 2), points_room(frame)
        need = sum(herd_units(len(h.cards)) for h in herds)
        room = body.w - gap * max(0, len(herds) - 1) - (unit * 4 if mine else 0)   # room left to drop a new herd
        w = max(8, snap(min(card_w, (body.h - below) / 1.4, room / need if need else card_w)))
        y = body.y + max(0, (body.h - below - card_height(w)) // 2)
        spawn = hand_spot(shown.turn)
        fans, x = [], body.x
        for i, herd in enumerate(herds):
            span = round(w * herd_units(len(herd.cards)))
            fans.append(Fan(f"herd:{side}:{i}", pygame.Rect(x, y, span, card_height(w)), items=herd_cards(herd, spawn),
                            card_w=w, align="left", target=mine, z=70 + 8 * i, called=_("Herd {n}", n=i + 1)))
            x += span + gap
        return [*fans, area]      # the herds before the row: a drop on a herd grows it, elsewhere starts one

    def _herds_title(self, view, side) -> str:
        seats = self.ducky_holders(view.players)[side]
        if view.seat in seats:
            return _("Your herds") if len(seats) == 1 else _("Your team's herds")
        return _("{players}'s herds", players=" & ".join(self.name(p) for p in seats))

    # the sides: each seat, or at four two teams of partners (a side keeps one score and one ducky) ---------
    def teams(self, players: int) -> list[tuple[int, ...]] | None:
        """At four, two teams of two, partners across the table (HD-01): seats 1 and 3, 2 and 4."""
        if players != 4:
            return None
        return [tuple(p for p in range(players) if side_of(players, p) == side) for side in (0, 1)]

    def _side_ducky(self, view, side: int) -> str:
        """The score ducky of a side (a seat, or a team at four): as chosen, else the side's animal in order."""
        return self.holder_duckies(view.players)[side]

    def _side_label(self, view, side) -> str:
        """A side as the board and the summaries name it: the player, or "Team A"."""
        seats = self.ducky_holders(view.players)[side]
        return self.name(seats[0]) if len(seats) == 1 else _("Team {letter}", letter=TEAM_LETTERS[side])

    def _entries(self, view, shown) -> list:
        """The score track's entries: each side's ducky, points and name."""
        return [(f"team:{side}" if len(seats) > 1 else f"seat:{seats[0]}", self._side_ducky(view, side),
                 shown.scores[side], self._side_label(view, side))
                for side, seats in enumerate(self.ducky_holders(view.players))]

    @staticmethod
    def _letter(view, seat) -> list[str]:
        """A seat's team letter at four, as a table's cell (no cell without teams)."""
        return [TEAM_LETTERS[view.sides[seat]]] if view.players == 4 else []

    # words -------------------------------------------------------------------------------------
    def panel(self, view) -> PanelSpec:
        shown = self.shown(view)
        facts = [[n_("Deck: {n} card", "Deck: {n} cards", shown.deck_size)],
                 [n_("First to {n} point wins", "First to {n} points wins", view.target)]]
        if view.step in STEP_WORDS and self.held is None:
            facts.insert(0, [_(STEP_WORDS[view.step])])
        if shown.last_card_drawn and not view.over:
            facts.append([_("The deck is out: last turn")])
        # the team letter's column has no header: "A" / "B" beside the names says it (the duckies' labels on the
        # board say "Team A"), and a narrow panel keeps room for the names in German too ("Punkte", "Herden");
        # the herds column says how many herds (their points are on the herds and their row)
        headers = [_("Player"), *([""] if view.players == 4 else []), _("Score"), _("Herds")]
        rows_ = [ScoreRow(p, self.name(p), [*self._letter(view, p), number(shown.scores[side]),
                                            number(len(shown.herds[side]))],
                          active=self.acting(view, p), mine=p == view.seat)
                 for p, side in enumerate(view.sides)]
        called = [h or _("Team") for h in headers]      # where the panel is a list (a phone), the column is named
        return PanelSpec(_("{game} · hand {n}", game=self.title, n=shown.hand_number), facts, headers, rows_,
                         called=called)

    def status(self, view, my_turn: bool) -> str:
        if self.holding(view):
            return self._held_words(view) + "  " + _("Tap to go on.")
        if view.over:
            return _("The game is over.")
        if not (my_turn and view.seat is not None and view.seat == view.turn):
            return _(DOING.get(view.step, N_("{who} is playing…")), who=self.name(view.turn))
        step = view.step
        if step == "choose":
            return self.worded(DRAW_OR_TRADE) + "  " + self.how(_("the trade"))
        if step in ("give", "take"):
            give, take = totals(view)
            return self.worded(GIVE_MORE if step == "give" else TAKE_MORE, give=give, take=take, more=give - take)
        if step == "herds" and view.freed:
            return _("Put the freed {card} into a herd now.", card=card_title(view.freed)) + "  " + \
                self.how(_("a lit herd"))
        if step == "herds":
            return self.worded(BUILD) + (" " + _("Unplayed grassland Ducktors go back.") if view.must_play else "")
        if step == "pass":
            return _("Step Four: pass a card to an opponent.") + "  " + self.how(_("their name"))
        return ""

    def _held_words(self, view) -> str:
        parts = [_("{side} +{points}", side=self._side_label(view, side), points=points)
                 for side, points in enumerate(self.gained)]
        return _("Hand {n} is over: {gains}.", n=self.held.hand_number, gains=", ".join(parts))

    def describe(self, face):
        kind = face[0]
        if kind == "wild":
            title, lines = self.describe(("card", face[1]))
            return title, [_("Standing in for the {number} {animal} in this herd (it scores nothing itself); the "
                             "real card may take its place.", number=NUM[face[1]], animal=_(SUIT_NAMES[face[2]])),
                           *lines]
        if kind == "card" and face[1] in WILD:
            n = NUM[face[1]]
            return card_title(face[1]), [
                _("Worth {n} in a trade.", n=n),
                _("Wild: stands in for any animal's {n} in a herd (the herd scores its real animal cards only), "
                  "or joins other Ducktors in a Ducktor herd.", n=n),
                _("Ducktor herds score {points}.", points=_points_words(DUCKTOR_POINTS))]
        if kind == "card":
            return card_title(face[1]), [
                _("Worth {n} in a trade.", n=NUM[face[1]]),
                _("A herd is 3 or more {animal} cards in sequence (a Ducktor may stand in for one).",
                  animal=_(SUIT_NAMES[SUIT[face[1]]])),
                _("It scores by its real animal cards: {points}.", points=_points_words(ANIMAL_POINTS))]
        if kind == "lap":
            return art.describe(art.LAP_ID)
        duckies = self.holder_duckies(self.view.players) if self.view is not None else []
        if kind == "ducky" and face[1] in duckies:
            return _("{side}'s ducky", side=self._side_label(self.view, duckies.index(face[1]))), [
                _("It walks the score track a space per point; a +20 lap card for every time round.")]
        return None

    # moves ------------------------------------------------------------------------------------
    def grip(self, move):
        view = self.view
        if isinstance(move, Draw):
            return Grip(DECK if move.source == "deck" else f"card:{move.source}", HAND, tap=True)
        if isinstance(move, Give):
            return Grip(f"card:{move.card}", TRADE)
        if isinstance(move, Take):
            return Grip(f"card:{move.card}", TRADE, tap=True)
        if isinstance(move, CancelTrade):
            return Grip("button:cancel", None, label=_("Take the trade back"))
        if isinstance(move, DoneHerds):
            return Grip("button:done", None, label=_("Done with herds"))
        if view is None:
            return None
        side = view.sides[move.seat]
        if isinstance(move, NewHerd):
            if _twin_of_another(move.cards, view.hand):
                return None            # the same herd with the other copy of a card: offered once
            lead = view.freed if view.freed in move.cards else move.cards[0]
            return Grip(f"card:{lead}", f"herds:{side}")
        if isinstance(move, Grow):
            return Grip(f"card:{move.card}", f"herd:{side}:{move.herd}")
        if isinstance(move, Swap):
            herd = view.herds[side][move.herd].cards
            wild = next(c for c in herd if c in WILD and NUM[c] == NUM[move.card])
            return Grip(f"card:{move.card}", f"card:{wild}")
        if isinstance(move, Pass):
            return Grip(f"card:{move.card}", f"seat:{move.to}")
        return None

    def ask(self, view, moves) -> Prompt:
        if all(isinstance(m, NewHerd) for m in moves):
            return Prompt(_("Which herd?"), [Option(", ".join(card_title(c) for c in m.cards), m) for m in moves])
        return super().ask(view, moves)

    def draggable(self, view, handle: str) -> bool:
        if view.seat is None:
            return False
        if handle == DECK:
            return view.step == "choose" and view.seat in view.to_act
        return handle.startswith("card:") and (handle[5:] in view.hand or handle[5:] in view.grassland)

    def dimmable(self, view, handle: str) -> bool:
        return self.draggable(view, handle) and handle != DECK

    def intent(self, view, source: str, target: str | None):
        """The move meant by a drop the rules refuse, so the engine can say why."""
        if view.seat is None or target is None:
            return None
        seat, card = view.seat, source.removeprefix("card:")
        if source == DECK:
            return Draw(seat, "deck") if target == HAND else None
        if card in view.grassland:
            trading = view.step in ("give", "take")
            return {HAND: Take(seat, card) if trading else Draw(seat, card), TRADE: Take(seat, card)}.get(target)
        if card not in view.hand:
            return None
        side = view.sides[seat]
        if target == TRADE:
            return Give(seat, card)
        if target.startswith("seat:"):
            return Pass(seat, card, int(target[5:]))
        if target == f"herds:{side}":
            return self._herd_with(view, card)
        if target.startswith(f"herd:{side}:"):
            return Grow(seat, int(target.rsplit(":", 1)[1]), card)
        onto = target.removeprefix("card:")      # a card lying in a herd
        found = [(s, i) for s, herds in enumerate(view.herds) for i, herd in enumerate(herds) if onto in herd.cards]
        if not target.startswith("card:") or not found:
            return None
        if found[0][0] != side:
            return Grow(seat, -1, card)      # an opponent's herd: the engine says whose to grow
        return Swap(seat, found[0][1], card) if onto in WILD and card not in WILD else Grow(seat, found[0][1], card)

    @staticmethod
    def _herd_with(view, card):
        """A card dropped on your herds row that does not lead a herd: the longest herd your hand makes
        with it (the engine still checks it), or the card alone so the engine says what a herd is."""
        made = [h for h in new_herds(view.hand, view.freed or None) if card in h]
        return NewHerd(view.seat, max(made, key=len) if made else (card,))

    # holds and summaries ---------------------------------------------------------------------------
    def finished(self, before, events):
        """The last hand's end: its herds stay on the table while the duckies walk the points, until a tap
        (the view as the hand ended: its herds, the new scores). A hand that is followed by the next one is not
        held: the next is dealt in the same move, so the log, the panel and the table all go on to it, and the
        hand's summary tells how it ended."""
        scored = next((e.data for e in events if e.kind == "hand_scored"), None)
        if scored is None or any(e.kind == "deal" for e in events):
            return None
        passed = {e.data["card"] for e in events if e.kind == "pass_card" and e.data["seat"] == before.seat}
        self.gained = list(scored["points"])
        return before.model_copy(update={
            "scores": list(scored["scores"]), "hand": [c for c in before.hand if c not in passed],
            "to_act": [], "step": "over"})

    def forget(self) -> None:
        self.track.forget()
        self._grass_key = ()             # the next person sees the grassland closed up
        super().forget()

    def round_summary(self, view, events):
        """A hand's points come from the herds each side has on the table: animal herds and Ducktor herds (worth
        more); the hand ends when the draw deck runs out, or when a side with a full herd passes its last card."""
        scored = [e for e in events if e.kind == "hand_scored"]
        if not scored or any(e.kind == "game_over" for e in events):
            return None
        d = scored[-1].data
        sides = sorted(set(view.sides))
        herds = d.get("herds") or [[] for _side in sides]

        def points(side, ducktor: bool) -> int:
            return sum(pts for animal, _n, pts in herds[side] if (animal == EXPLORER) == ducktor)

        reason = _("The draw deck ran out, so the hand ends.")
        if d.get("ended") == "full_herd":
            reason = _("{who} completed a full herd, 1 through 6, and passed their last card, so the hand ends.",
                       who=self.name(d["seat"]))
        return RoundSummary(
            _("Hand {n} is over", n=d["hand_number"]), reason, _("Team") if view.players == 4 else _("Player"),
            [self._side_label(view, side) for side in sides], sides,
            parts=[Part(_("Animal herds"), [points(side, False) for side in sides]),
                   Part(_("Ducktor herds"), [points(side, True) for side in sides])],
            points=[d["points"][side] for side in sides], points_header=_("This hand"),
            before=[Column(_("Herds"), [len(herds[side]) for side in sides])],
            after=[Column(_("Score"), [d["scores"][side] for side in sides])])

    def final_table(self, view, result):
        headers = [_("Player"), *([_("Team")] if view.players == 4 else []), _("Score"), ""]
        return headers, [[self.name(p), *self._letter(view, p), view.scores[side],
                          _("winner") if p in result.winners else ""] for p, side in enumerate(view.sides)]

    # drawing ----------------------------------------------------------------------------------
    def face(self, face, width: int):
        if face[0] == "wild":
            return wild_face(face[1], face[2], width)
        return art.face(face, width)

    def faces(self):
        yield from art.faces()
        yield from (("wild", c, animal) for c in sorted(WILD) for animal in ANIMALS)


ADAPTER = HerdsAdapter

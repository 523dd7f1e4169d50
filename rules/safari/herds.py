"""Herds (2-4 players, partners at 4): trade by exact sums, build herds of one animal in sequence, race to 60.

Decisions: RULES-DECISIONS §2.7 (HD-01..HD-11) and `RULES-savannah-herds-deducktion.md`.

A turn is a chain of small moves so every choice is its own move and the lists stay short:
Step 1 (draw) is automatic; Step 2 is `draw` (deck or a grassland card) or a trade built card by card
(`give` hand cards, then `take` grassland cards until the sums match; only moves that can still
complete a legal trade are offered); Step 3 is `herd` / `grow` / `swap` until `done`; Step 4 is
`pass`; Step 5 (flip) is automatic.
"""

from dataclasses import dataclass, field
from itertools import product
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from rules.core import Engine, Event, IllegalMove, Result, Rng, View, arrange
from rules.core.checks import (
    a_seat,
    check_each_once,
    check_log,
    check_number,
    check_per_seat,
    check_seat,
    check_sorted,
    if_present,
    list_of,
    one_of,
    require,
)
from rules.core.said import N_, Said, Seat, joined, said

from . import sentences as words
from .components import ALL_CARDS, ANIMALS, CARD_INDEX, EXPLORER, is_card, laps, space

TITLE = "Herds"
R_DRAW = N_("Herds, Step Two A: Draw One More Card")
R_TRADE = N_("Herds, Step Two B: Trade Cards")
R_HERD = N_("Herds, Step Three: Create and Grow Herds")
R_WILD = N_("Herds, Playing Ducktor Livingstone Cards into Herds")
R_PASS = N_("Herds, Step Four: Pass One Card")
R_STEP = N_("Herds, On Your Turn")
TARGET = 60
HAND_SIZE = {2: 6, 3: 5, 4: 4}
GRASSLAND = 4
DUCKTOR_POINTS = {3: 3, 4: 5, 5: 7, 6: 10}
ANIMAL_POINTS = {0: 0, 1: 1, 2: 1, 3: 2, 4: 3, 5: 5, 6: 7}
MOST_IN_A_HAND = 2 * len(ANIMALS) * ANIMAL_POINTS[6] + DUCKTOR_POINTS[6]
"""Every card in herds of six: two of each animal and one of Ducktors (HD-09)."""
STEPS = ("choose", "give", "take", "herds", "pass", "over")
SUIT = {c: c.split("-")[0] for c in ALL_CARDS}
NUM = {c: int(c.split("-")[1][0]) for c in ALL_CARDS}
WILD = frozenset(c for c in ALL_CARDS if SUIT[c] == EXPLORER)


def by_index(cards) -> list[str]:
    return sorted(cards, key=CARD_INDEX.__getitem__)


def by_number(cards) -> list[str]:
    return sorted(cards, key=lambda c: (NUM[c], CARD_INDEX[c]))


# ----- herds ---------------------------------------------------------------------------------------
def herd_animal(cards) -> str:
    """The herd's animal: the animal of its real cards, or 'ducktor' for an all-Ducktor herd (HD-05)."""
    for c in cards:
        if c not in WILD:
            return SUIT[c]
    return EXPLORER


def is_herd(cards) -> bool:
    """3+ cards, one animal (Ducktors standing in as wilds), numbers consecutive, each once (HD-05, HD-07)."""
    if len(cards) < 3:
        return False
    animal = herd_animal(cards)
    if any(c not in WILD and SUIT[c] != animal for c in cards):
        return False
    nums = sorted(NUM[c] for c in cards)
    return nums == list(range(nums[0], nums[0] + len(nums)))


def herd_points(cards) -> int:
    """HD-09: Ducktor herds by size; animal herds by their real animal cards only."""
    if herd_animal(cards) == EXPLORER:
        return DUCKTOR_POINTS[len(cards)]
    return ANIMAL_POINTS[sum(1 for c in cards if c not in WILD)]


def fits(herd: list[str], card: str) -> bool:
    """May `card` grow `herd` (same animal or a wild of that number, next number at either end)?"""
    animal = herd_animal(herd)
    if animal == EXPLORER:
        if card not in WILD:
            return False
    elif card not in WILD and SUIT[card] != animal:
        return False
    n = NUM[card]
    return n == NUM[herd[0]] - 1 or n == NUM[herd[-1]] + 1


def new_herds(hand: list[str], must_use: str | None = None) -> list[tuple[str, ...]]:
    """Every herd that can be laid from `hand` (containing `must_use` if given), canonical order."""
    found = set()
    wilds = {NUM[c]: c for c in hand if c in WILD}
    for animal in (*ANIMALS, EXPLORER):
        options: dict[int, list[str]] = {}
        for n in range(1, 7):
            opts = [c for c in hand if SUIT[c] == animal and NUM[c] == n]
            if animal != EXPLORER and n in wilds:
                opts.append(wilds[n])
            if opts:
                options[n] = opts
        for lo in range(1, 5):
            for hi in range(lo + 2, 7):
                if any(n not in options for n in range(lo, hi + 1)):
                    continue
                for combo in product(*(options[n] for n in range(lo, hi + 1))):
                    if animal != EXPLORER and all(c in WILD for c in combo):
                        continue
                    if must_use is not None and must_use not in combo:
                        continue
                    found.add(combo)
    return sorted(found, key=lambda h: [CARD_INDEX[c] for c in h])


# ----- trades (HD-03) -------------------------------------------------------------------------------
def sums(cards) -> tuple[int, int]:
    """Bit sets of the totals reachable by subsets of `cards`: any subset, and subsets holding a non-Ducktor."""
    any_, real = 1, 0
    for c in cards:
        v = NUM[c]
        if c in WILD:
            real |= real << v
        else:
            real |= (real << v) | (any_ << v)
        any_ |= any_ << v
    return any_, real


@dataclass
class HerdsState:
    players: int
    rng: Rng
    dealer: int
    turn: int
    step: str  # "choose", "give", "take", "herds", "pass", "over"
    hands: list[list[str]]
    deck: list[str]  # index 0 = top
    grass: list[str]
    herds: list[list[list[str]]]  # per side, per herd: cards by number
    scores: list[int]  # per side
    hand_number: int = 1
    last_card_drawn: bool = False  # HD-08: the deck ran out in Step One or Two A
    must_play: list[str] = field(default_factory=list)  # Ducktors taken from the grassland this turn (HD-04)
    freed: str = ""  # a Ducktor swapped out of a herd: it must be used now (HD-06)
    trade_give: list[str] = field(default_factory=list)
    trade_take: list[str] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)


def side_of(players: int, seat: int) -> int:
    return seat % 2 if players == 4 else seat


@dataclass(frozen=True, slots=True)
class Draw:
    """Step Two A: take the top card of the deck (`source` "deck") or that grassland card."""

    seat: int
    source: str
    kind: Literal["draw"] = "draw"


@dataclass(frozen=True, slots=True)
class Give:
    """Step Two B: play this hand card into the trade."""

    seat: int
    card: str
    kind: Literal["give"] = "give"


@dataclass(frozen=True, slots=True)
class Take:
    """Step Two B: take this grassland card; the trade completes when the totals match."""

    seat: int
    card: str
    kind: Literal["take"] = "take"


@dataclass(frozen=True, slots=True)
class CancelTrade:
    """Take back the cards played into a trade before taking anything (back to Step Two)."""

    seat: int
    kind: Literal["cancel"] = "cancel"


@dataclass(frozen=True, slots=True)
class NewHerd:
    """Step Three: lay these hand cards as a new herd."""

    seat: int
    cards: tuple[str, ...]
    kind: Literal["herd"] = "herd"


@dataclass(frozen=True, slots=True)
class Grow:
    """Step Three: add a hand card to your (or your partner's) herd number `herd`."""

    seat: int
    herd: int
    card: str
    kind: Literal["grow"] = "grow"


@dataclass(frozen=True, slots=True)
class Swap:
    """Step Three: put this animal card in place of the wild Ducktor of its number in herd `herd`."""

    seat: int
    herd: int
    card: str
    kind: Literal["swap"] = "swap"


@dataclass(frozen=True, slots=True)
class DoneHerds:
    """Step Three finished."""

    seat: int
    kind: Literal["done"] = "done"


@dataclass(frozen=True, slots=True)
class Pass:
    """Step Four: pass this card to that opponent."""

    seat: int
    card: str
    to: int
    kind: Literal["pass"] = "pass"


HerdsMove = Annotated[Draw | Give | Take | CancelTrade | NewHerd | Grow | Swap | DoneHerds | Pass,
                      Field(discriminator="kind")]


class HerdInfo(BaseModel):
    animal: str
    cards: list[str]
    points: int


class HerdsView(View):
    step: str
    dealer: int
    turn: int
    hand_number: int
    sides: list[int]  # side of each seat (partners share one at 4 players)
    hand: list[str]
    hand_sizes: list[int]
    deck_size: int
    grassland: list[str]
    herds: list[list[HerdInfo]]  # per side
    scores: list[int]  # per side
    laps: list[int]
    spaces: list[int]
    target: int
    last_card_drawn: bool
    must_play: list[str]
    freed: str
    trade_give: list[str]
    trade_take: list[str]


class Herds(Engine):
    id = "herds"
    title = TITLE
    min_players = 2
    max_players = 4
    State = HerdsState
    Move = HerdsMove
    View = HerdsView

    # ----- setup and hands ------------------------------------------------------------------------
    def _setup(self, players, seed, options):
        rng = Rng.from_seed(seed)
        cards = arrange(list(ALL_CARDS), options.deck_order, rng)
        # first_player names the seat that takes the first turn: the one left of the dealer
        dealer = (options.first_player - 1) % players if options.first_player is not None else rng.below(players)
        sides = 2 if players == 4 else players
        s = HerdsState(players, rng, dealer, dealer, "choose", [], [], [], [[] for _ in range(sides)], [0] * sides)
        self._deal(s, cards)
        return s

    def _deal(self, s, cards):
        """Deal in blocks (seat 0's hand first), then the grassland, then the deck; the dealer's left starts."""
        size = HAND_SIZE[s.players]
        s.hands = [by_index(cards[size * p: size * p + size]) for p in range(s.players)]
        s.grass = by_index(cards[size * s.players: size * s.players + GRASSLAND])
        s.deck = cards[size * s.players + GRASSLAND:]
        s.herds = [[] for _ in s.herds]
        s.last_card_drawn = False
        s.log.append(Event("deal", {"hand_number": s.hand_number, "dealer": s.dealer, "grassland": list(s.grass),
                                    "deck": len(s.deck)}))
        for p in range(s.players):
            s.log.append(Event("hand", {"seat": p, "cards": list(s.hands[p])}, (p,)))
        s.turn = (s.dealer + 1) % s.players
        self._start_turn(s)

    def clone(self, s):
        return HerdsState(
            s.players, Rng(s.rng.state), s.dealer, s.turn, s.step, [list(h) for h in s.hands], list(s.deck),
            list(s.grass), [[list(h) for h in side] for side in s.herds], list(s.scores), s.hand_number,
            s.last_card_drawn, list(s.must_play), s.freed, list(s.trade_give), list(s.trade_take), list(s.log),
        )

    # ----- turn steps -----------------------------------------------------------------------------
    def _draw_top(self, s, seat):
        card = s.deck.pop(0)
        s.hands[seat] = by_index(s.hands[seat] + [card])
        s.log.append(Event("draw", {"seat": seat, "source": "deck"}))
        s.log.append(Event("draw_card", {"card": card}, (seat,)))
        if not s.deck:
            s.last_card_drawn = True
            s.log.append(Event("last_card", {"seat": seat}))

    def _start_turn(self, s):
        """Step One, automatic; then Step Two unless no draw and no trade is possible."""
        s.must_play, s.freed, s.trade_give, s.trade_take = [], "", [], []
        self._draw_top(s, s.turn)
        s.step = "choose"
        if not self._step_two_moves(s, s.turn):
            s.log.append(Event("no_step_two", {"seat": s.turn}))
            s.step = "herds"

    def _normal_cards(self, s, seat) -> int:
        """Hand cards that can still be passed in Step Four (not Ducktors that must be played)."""
        return sum(1 for c in s.hands[seat] if c not in s.must_play and c != s.freed)

    def _step_two_moves(self, s, seat):
        moves = []
        if s.deck:
            moves.append(Draw(seat, "deck"))
        moves.extend(Draw(seat, c) for c in s.grass)
        moves.extend(Give(seat, c) for c in s.hands[seat] if self._can_give(s, seat, c))
        return moves

    def _can_give(self, s, seat, card) -> bool:
        """Could a legal trade still be completed after also playing `card`? (HD-03, and the Step Four card)"""
        rest = [c for c in s.hands[seat] if c != card]
        base = sum(NUM[c] for c in s.trade_give) + NUM[card]
        grass_any, grass_real = sums(s.grass)
        if (grass_real >> (base + sum(NUM[c] for c in rest))) & 1:  # give everything; take a non-Ducktor
            return True
        if not rest:
            return False
        reach, _ = sums(rest)
        reach &= ~(1 << sum(NUM[c] for c in rest))  # keep at least one card in hand
        return bool((reach << base) & grass_any)

    def _can_take(self, s, seat, card) -> bool:
        need = sum(NUM[c] for c in s.trade_give) - sum(NUM[c] for c in s.trade_take) - NUM[card]
        if need < 0:
            return False
        rest = list(s.grass)
        rest.remove(card)
        grass_any, grass_real = sums(rest)
        if not s.hands[seat] and card in WILD and all(c in WILD for c in s.trade_take):
            return bool((grass_real >> need) & 1)  # the whole hand was given: one card taken must be passable
        return bool((grass_any >> need) & 1)

    def _herd_moves(self, s, seat):
        side = side_of(s.players, seat)
        hand = s.hands[seat]
        normal = self._normal_cards(s, seat)
        moves = []
        if s.freed:
            for i, herd in enumerate(s.herds[side]):
                if fits(herd, s.freed) and normal >= 1:
                    moves.append(Grow(seat, i, s.freed))
            for cards in new_herds(hand, s.freed):
                if normal - sum(1 for c in cards if c not in s.must_play and c != s.freed) >= 1:
                    moves.append(NewHerd(seat, cards))
            return moves
        for cards in new_herds(hand):
            if normal - sum(1 for c in cards if c not in s.must_play) >= 1:
                moves.append(NewHerd(seat, cards))
        for i, herd in enumerate(s.herds[side]):
            for c in hand:
                if fits(herd, c) and normal - (c not in s.must_play) >= 1:
                    moves.append(Grow(seat, i, c))
        for i in range(len(s.herds[side])):
            for c in hand:
                if self._swap_ok(s, seat, i, c):
                    moves.append(Swap(seat, i, c))
        moves.append(DoneHerds(seat))
        return moves

    def _swap_ok(self, s, seat, i, card) -> bool:
        side = side_of(s.players, seat)
        herd = s.herds[side][i]
        if card in WILD or card in s.must_play:
            return False
        animal = herd_animal(herd)
        wild = next((c for c in herd if c in WILD and NUM[c] == NUM[card]), None)
        if animal == EXPLORER or SUIT[card] != animal or wild is None:
            return False
        t = self.clone_light(s)
        self._do_swap(t, seat, i, card, wild)
        return bool(self._herd_moves(t, seat))

    def clone_light(self, s):
        t = HerdsState(s.players, s.rng, s.dealer, s.turn, s.step, [list(h) for h in s.hands], s.deck, s.grass,
                       [[list(h) for h in side] for side in s.herds], s.scores, s.hand_number, s.last_card_drawn,
                       list(s.must_play), s.freed, [], [], [])
        return t

    def _do_swap(self, s, seat, i, card, wild):
        side = side_of(s.players, seat)
        herd = s.herds[side][i]
        herd[herd.index(wild)] = card
        s.hands[seat].remove(card)
        s.hands[seat] = by_index(s.hands[seat] + [wild])
        s.freed = wild

    def _check_state(self, s: HerdsState) -> None:
        """HD-01 to HD-09: the 66 cards each lie once; herds are herds, one list per side; a trade and the
        Ducktors that must be played belong to their steps of the turn; the hand ends when the deck runs out
        and the game when a side reaches 60."""
        n = s.players
        sides = 2 if n == 4 else n
        require(s.step in STEPS, f"{s.step!r} is not a step of a {TITLE} turn")
        check_per_seat(n, hands=s.hands)
        require(len(s.herds) == sides and len(s.scores) == sides, f"there are {sides} sides")
        check_seat(s.dealer, n, "the dealer")
        check_seat(s.turn, n, "the seat to play")
        require(type(s.hand_number) is int and s.hand_number >= 1, "the hands are counted from 1")
        check_each_once([*s.hands, s.deck, s.grass, *(h for side in s.herds for h in side), s.trade_give,
                         s.trade_take], ALL_CARDS)
        for cards in [*s.hands, s.grass]:
            check_sorted(cards, CARD_INDEX.__getitem__, "a hand or the grassland")
        for herd in (h for side in s.herds for h in side):
            require(is_herd(herd) and len(herd) <= 6 and herd == by_number(herd), "a herd is not a herd")
        over = s.step == "over"
        most = TARGET - 1 + (MOST_IN_A_HAND if over else 0)
        for points in s.scores:
            check_number(points, 0, most, "a side's score")
        require(not over or max(s.scores) >= TARGET, f"the game ends when a side reaches {TARGET}")
        require(over or s.last_card_drawn == (not s.deck), "the last card is drawn when the deck runs out")
        hand = s.hands[s.turn]
        require(not s.must_play or s.step == "herds", "grassland Ducktors are played in Step Three")
        require(len(set(s.must_play)) == len(s.must_play) and all(c in WILD and c in hand for c in s.must_play),
                "the Ducktors to play are in the hand")
        require(not s.freed or (s.step == "herds" and s.freed in WILD and s.freed in hand
                                and s.freed not in s.must_play), "the swapped-out Ducktor is in the hand")
        require(bool(s.trade_give) == (s.step in ("give", "take")) and bool(s.trade_take) == (s.step == "take"),
                "a trade is under way only in Step Two B")
        require(sum(NUM[c] for c in s.trade_take) < sum(NUM[c] for c in s.trade_give) or not s.trade_take,
                "a trade whose totals match is finished")
        check_log(s.log, n, KNOWN_HOLDERS)

    # ----- acting seats and moves --------------------------------------------------------------------
    def to_act(self, s):
        return [] if s.step == "over" else [s.turn]

    def legal_moves(self, s, seat):
        if s.step == "over" or seat != s.turn:
            return []
        if s.step == "choose":
            return self._step_two_moves(s, seat)
        if s.step in ("give", "take"):
            moves = []
            if s.step == "give":
                moves.extend(Give(seat, c) for c in s.hands[seat] if self._can_give(s, seat, c))
            moves.extend(Take(seat, c) for c in s.grass if self._can_take(s, seat, c))
            if s.step == "give":
                moves.append(CancelTrade(seat))
            return moves
        if s.step == "herds":
            return self._herd_moves(s, seat)
        return [Pass(seat, c, to) for c in s.hands[seat] for to in self._opponents(s, seat)]

    def _opponents(self, s, seat):
        mine = side_of(s.players, seat)
        return [p for p in range(s.players) if side_of(s.players, p) != mine]

    def _apply(self, s, move):
        seat = move.seat
        kind = getattr(move, "kind", None)
        if kind == "draw":
            return self._draw(s, seat, move)
        if kind in ("give", "take", "cancel"):
            return self._trade(s, seat, move)
        if kind in ("herd", "grow", "swap", "done"):
            return self._herding(s, seat, move)
        if kind == "pass":
            return self._pass(s, seat, move)
        raise IllegalMove("That is not a Herds move.", R_STEP)

    def _draw(self, s, seat, move):
        if s.step != "choose":
            raise IllegalMove("You draw one more card only in Step Two, instead of trading.", R_DRAW)
        if move.source == "deck":
            if not s.deck:
                raise IllegalMove("The draw pile is empty; take a grassland card instead.", R_DRAW)
            self._draw_top(s, seat)
        else:
            if not isinstance(move.source, str) or move.source not in s.grass:
                raise IllegalMove("Draw the top card of the deck or a card lying in the grassland.", R_DRAW)
            s.grass.remove(move.source)
            s.hands[seat] = by_index(s.hands[seat] + [move.source])
            if move.source in WILD:
                s.must_play.append(move.source)  # HD-04
            s.log.append(Event("draw", {"seat": seat, "source": "grassland", "card": move.source}))
        s.step = "herds"

    def _trade(self, s, seat, move):
        if move.kind == "cancel":
            if s.step != "give":
                raise IllegalMove("Only a trade where nothing has been taken yet can be taken back.", R_TRADE)
            s.hands[seat] = by_index(s.hands[seat] + s.trade_give)
            s.log.append(Event("trade_cancelled", {"seat": seat, "cards": list(s.trade_give)}))
            s.trade_give = []
            s.step = "choose"
            return
        card = move.card
        if move.kind == "give":
            if s.step not in ("choose", "give"):
                raise IllegalMove("Cards are played into a trade in Step Two, before taking any.", R_TRADE)
            if not is_card(card) or card not in s.hands[seat]:
                raise IllegalMove("You can only trade cards from your own hand.", R_TRADE)
            if not self._can_give(s, seat, card):
                raise IllegalMove("No cards in the grassland add up to the same total (and you must keep a card to "
                                  "pass), so this trade cannot be made.", R_TRADE)
            s.hands[seat].remove(card)
            s.trade_give.append(card)
            s.step = "give"  # no event: the view's trade_give shows the offer; the "trade" event sums it up
            return
        if s.step not in ("give", "take"):
            raise IllegalMove("First play the cards you trade from your hand, then take grassland cards.", R_TRADE)
        if not is_card(card) or card not in s.grass:
            raise IllegalMove("Take cards lying in the grassland.", R_TRADE)
        if not self._can_take(s, seat, card):
            raise IllegalMove("The cards you take must add up to exactly the total you played.", R_TRADE)
        s.grass.remove(card)
        s.trade_take.append(card)
        s.step = "take"
        if sum(NUM[c] for c in s.trade_take) == sum(NUM[c] for c in s.trade_give):
            s.hands[seat] = by_index(s.hands[seat] + s.trade_take)
            s.must_play.extend(c for c in s.trade_take if c in WILD)  # HD-04
            s.grass = by_index(s.grass + s.trade_give)
            s.log.append(Event("trade", {"seat": seat, "gave": list(s.trade_give), "took": list(s.trade_take)}))
            s.trade_give, s.trade_take = [], []
            s.step = "herds"

    def _herding(self, s, seat, move):
        if s.step != "herds":
            raise IllegalMove("Herds are created and grown in Step Three.", R_HERD)
        side = side_of(s.players, seat)
        hand = s.hands[seat]
        if move.kind == "done":
            if s.freed:
                raise IllegalMove("The {card} you swapped out must go into a herd this turn.", R_WILD,
                                  card=words.card(s.freed))
            back = [c for c in s.must_play if c in hand]
            for c in back:  # HD-04: a grassland Ducktor that was not played goes back
                hand.remove(c)
            s.grass = by_index(s.grass + back)
            s.must_play = []
            s.step = "pass"
            if back:
                s.log.append(Event("ducktor_returned", {"seat": seat, "cards": back}))
            return
        if move.kind == "herd":
            cards = move.cards
            if (not isinstance(cards, tuple | list) or not all(is_card(c) for c in cards)
                    or len(set(cards)) != len(cards) or any(c not in hand for c in cards)):
                raise IllegalMove("A herd is laid from cards in your own hand.", R_HERD)
            if not is_herd(cards):
                raise IllegalMove("A herd is three or more cards of one animal whose numbers are in sequence "
                                  "(a Ducktor may stand in for that animal's card of the same number).", R_HERD)
            if s.freed and s.freed not in cards:
                raise IllegalMove("First use the {card} you swapped out.", R_WILD, card=words.card(s.freed))
            self._keep_one(s, seat, cards)
            if tuple(cards) != tuple(by_number(cards)):
                raise IllegalMove("List the herd's cards from the lowest number up.", R_HERD)
            for c in cards:
                hand.remove(c)
            s.herds[side].append(list(cards))
            s.log.append(Event("herd", {"seat": seat, "side": side, "index": len(s.herds[side]) - 1,
                                        "cards": list(cards)}))
            self._used(s, cards)
            return
        i = move.herd
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(s.herds[side]):
            raise IllegalMove("Choose one of your (or your partner's) herds; you may not grow an opponent's.", R_HERD)
        card = move.card
        if not is_card(card) or card not in hand:
            raise IllegalMove("Use a card from your own hand.", R_HERD)
        herd = s.herds[side][i]
        if move.kind == "grow":
            if s.freed and card != s.freed:
                raise IllegalMove("First use the {card} you swapped out.", R_WILD, card=words.card(s.freed))
            if not fits(herd, card):
                raise IllegalMove("{card} does not continue that herd: it needs the same animal (or a "
                                  "Ducktor) with the next number at either end.", R_HERD, card=words.card(card))
            self._keep_one(s, seat, [card])
            hand.remove(card)
            herd.append(card)
            herd.sort(key=NUM.__getitem__)
            s.log.append(Event("grow", {"seat": seat, "side": side, "index": i, "card": card}))
            self._used(s, [card])
            return
        if s.freed:
            raise IllegalMove("First use the {card} you swapped out.", R_WILD, card=words.card(s.freed))
        wild = next((c for c in herd if c in WILD and NUM[c] == NUM[card]), None)
        if herd_animal(herd) == EXPLORER or wild is None or SUIT[card] != herd_animal(herd):
            raise IllegalMove("Only an animal card may replace the Ducktor standing in for it (same animal, same "
                              "number) in your own herd.", R_WILD)
        if not self._swap_ok(s, seat, i, card):
            raise IllegalMove("The freed Ducktor could not be used in a herd this turn, so the swap is not allowed.",
                              R_WILD)
        self._do_swap(s, seat, i, card, wild)
        s.log.append(Event("swap", {"seat": seat, "side": side, "index": i, "card": card, "freed": wild}))

    def _keep_one(self, s, seat, cards):
        left = self._normal_cards(s, seat) - sum(1 for c in cards if c not in s.must_play and c != s.freed)
        if left < 1:
            raise IllegalMove("You must keep at least one card in your hand to pass in Step Four.", R_PASS)

    def _used(self, s, cards):
        for c in cards:
            if c in s.must_play:
                s.must_play.remove(c)
            if c == s.freed:
                s.freed = ""

    def _pass(self, s, seat, move):
        if s.step != "pass":
            raise IllegalMove("You pass a card in Step Four, after your herds.", R_PASS)
        if not is_card(move.card) or move.card not in s.hands[seat]:
            raise IllegalMove("Pass a card from your own hand.", R_PASS)
        if not isinstance(move.to, int) or isinstance(move.to, bool) or move.to not in self._opponents(s, seat):
            raise IllegalMove("Pass the card to an opponent (never to yourself or your partner).", R_PASS)
        s.hands[seat].remove(move.card)
        s.hands[move.to] = by_index(s.hands[move.to] + [move.card])
        s.log.append(Event("pass", {"seat": seat, "to": move.to}))
        s.log.append(Event("pass_card", {"seat": seat, "to": move.to, "card": move.card}, (seat, move.to)))
        side = side_of(s.players, seat)
        full = any(len(h) == 6 for h in s.herds[side])
        if s.last_card_drawn or (full and not s.hands[seat]):  # HD-08: conditions A and B
            return self._end_hand(s, "deck" if s.last_card_drawn else "full_herd", seat)
        card = s.deck.pop(0)  # Step Five
        s.grass = by_index(s.grass + [card])
        s.log.append(Event("flip", {"seat": seat, "card": card}))
        if not s.deck:
            return self._end_hand(s, "deck", seat)
        s.turn = (seat + 1) % s.players
        self._start_turn(s)

    def _end_hand(self, s, ended: str, seat: int):
        """Score the hand, which `ended` as the rulebook's A ("deck": the draw deck ran out) or B ("full_herd":
        `seat`, with a herd of 1 through 6, passed their last card); the event says which, and each side's herds
        (animal, cards, points) as they were scored, so a summary can say why and from what."""
        gained = [sum(herd_points(h) for h in side) for side in s.herds]
        for i, g in enumerate(gained):
            s.scores[i] += g
        sides = [[p for p in range(s.players) if side_of(s.players, p) == k] for k in range(len(s.scores))]
        herds = [[[herd_animal(h), len(h), herd_points(h)] for h in side] for side in s.herds]
        s.log.append(Event("hand_scored", {"hand_number": s.hand_number, "points": gained,
                                           "scores": list(s.scores), "sides": sides, "herds": herds,
                                           "ended": ended, "seat": seat}))
        if max(s.scores) >= TARGET:
            s.step = "over"
            s.log.append(Event("game_over", {"scores": list(s.scores), "sides": sides}))
            return
        s.hand_number += 1
        s.dealer = (s.dealer + 1) % s.players
        cards = list(ALL_CARDS)
        s.rng.shuffle(cards)
        self._deal(s, cards)

    # ----- views ----------------------------------------------------------------------------------
    def _view(self, s, seat):
        return HerdsView(
            game=self.id, seat=seat, players=s.players, to_act=self.to_act(s), over=s.step == "over",
            events=self.events_for(s.log, seat), step=s.step, dealer=s.dealer, turn=s.turn,
            hand_number=s.hand_number, sides=[side_of(s.players, p) for p in range(s.players)],
            hand=[] if seat is None else list(s.hands[seat]), hand_sizes=[len(h) for h in s.hands],
            deck_size=len(s.deck), grassland=list(s.grass),
            herds=[[HerdInfo(animal=herd_animal(h), cards=list(h), points=herd_points(h)) for h in side]
                   for side in s.herds],
            scores=list(s.scores), laps=[laps(x) for x in s.scores], spaces=[space(x) for x in s.scores],
            target=TARGET, last_card_drawn=s.last_card_drawn, must_play=list(s.must_play), freed=s.freed,
            trade_give=list(s.trade_give), trade_take=list(s.trade_take),
        )

    def determinize(self, view, seed):
        """Unseen cards re-dealt to the other hands and the deck; cards this seat knows to be in a hand
        (`known_holders`: taken from the grassland, passed by or to this seat) are kept there."""
        rng = Rng.from_seed(seed)
        known = known_holders(view)
        seen = set(view.hand) | set(view.grassland) | set(view.trade_give) | set(view.trade_take) | set(known)
        seen |= {c for side in view.herds for h in side for c in h.cards}
        unseen = [c for c in ALL_CARDS if c not in seen]
        rng.shuffle(unseen)
        hands = []
        for p, n in enumerate(view.hand_sizes):
            if p == view.seat:
                hands.append(list(view.hand))
                continue
            mine = [c for c, holder in known.items() if holder == p]
            need = n - len(mine)
            hands.append(by_index(mine + unseen[:need]))
            unseen = unseen[need:]
        return HerdsState(
            view.players, rng, view.dealer, view.turn, view.step, hands, unseen[: view.deck_size],
            list(view.grassland), [[list(h.cards) for h in side] for side in view.herds], list(view.scores),
            view.hand_number, view.last_card_drawn, list(view.must_play), view.freed, list(view.trade_give),
            list(view.trade_take), list(view.events),
        )

    def result(self, s):
        seat_scores = [s.scores[side_of(s.players, p)] for p in range(s.players)]
        best = max(seat_scores)
        return Result(scores=[float(x) for x in seat_scores], winners=[p for p, x in enumerate(seat_scores)
                                                                       if x == best])

    # ----- words ------------------------------------------------------------------------------------
    def describe_move(self, move) -> "Said | str":  # noqa: C901 - one sentence per move kind reads best flat
        who = words.who(move.seat)
        if isinstance(move, Draw):
            if move.source == "deck":
                return said("{who} draws from the deck", who=who)
            return said("{who} draws {card}", who=who, card=words.card(move.source))
        if isinstance(move, Give):
            return said("{who} trades away {card}", who=who, card=words.card(move.card))
        if isinstance(move, Take):
            return said("{who} takes {card} from the grassland", who=who, card=words.card(move.card))
        if isinstance(move, CancelTrade):
            return said("{who} takes the trade back", who=who)
        if isinstance(move, NewHerd):
            return said("{who} creates a herd: {cards}", who=who, cards=words.cards(move.cards))
        if isinstance(move, Grow):
            return said("{who} grows herd {herd} with {card}", who=who, herd=move.herd + 1, card=words.card(move.card))
        if isinstance(move, Swap):
            return said("{who} puts {card} in place of the Ducktor in herd {herd}", who=who,
                        card=words.card(move.card), herd=move.herd + 1)
        if isinstance(move, DoneHerds):
            return said("{who} is done with herds", who=who)
        return said("{who} passes {card} to {to}", who=who, card=words.card(move.card), to=words.who(move.to))

    def describe_event(self, event) -> "Said | str":  # noqa: C901 - one sentence per event kind reads best flat
        d, k = event.data, event.kind
        who = words.who(d.get("seat"))
        if k == "trade":
            return said("{who} trades {gave} for {took}", who=who, gave=words.cards(d["gave"]),
                        took=words.cards(d["took"]))
        if k == "herd":
            return said("{who} creates a herd: {cards}", who=who, cards=words.cards(d["cards"]))
        if k == "flip":
            return said("{card} is flipped into the grassland", card=words.card(d["card"]))
        if k == "hand_scored":
            return said("Hand {number} scores: {points}", number=d["hand_number"], points=_by_side(d, "points"))
        if k == "pass":
            return said("{who} passes a card to {to}", who=who, to=words.who(d["to"]))
        if k == "pass_card":
            return said("{who} passes {card} to {to}", who=who, card=words.card(d["card"]), to=words.who(d["to"]))
        if k == "deal":
            return said("Hand {number}: {dealer} deals", number=d["hand_number"], dealer=words.who(d["dealer"]))
        if k == "hand":
            return said("Your hand: {cards}", cards=words.cards(d["cards"]))
        if k == "draw":
            if d["source"] == "deck":
                return said("{who} draws a card from the deck", who=who)
            return said("{who} draws {card} from the grassland", who=who, card=words.card(d["card"]))
        if k == "draw_card":
            return said("You draw {card}", card=words.card(d["card"]))
        if k == "last_card":
            return said("The last card is drawn: the hand ends after this pass")
        if k == "grow":
            return said("{who} grows a herd with {card}", who=who, card=words.card(d["card"]))
        if k == "swap":
            return said("{who} puts {card} in place of {freed}, which must join a herd now", who=who,
                        card=words.card(d["card"]), freed=words.card(d["freed"]))
        if k == "ducktor_returned":
            return said("{cards} goes back to the grassland", cards=words.cards(d["cards"]))
        if k == "trade_cancelled":
            return said("{who} takes a trade back", who=who)
        if k == "no_step_two":
            return said("{who} can neither draw nor trade", who=who)
        if k == "game_over":
            return said("The game is over: {scores}", scores=_by_side(d, "scores"))
        return super().describe_event(event)


def _by_side(data: dict, key: str) -> "Said | str":
    """"Player 1 & Player 3 9, Player 2 & Player 4 2": whose each number is (a team's at four)."""
    sides = data.get("sides") or [[k] for k in range(len(data[key]))]
    return words.commas(said("{who} {number}", who=_side(side), number=x)
                        for side, x in zip(sides, data[key], strict=True))


def _side(seats) -> "Said | Seat":
    """One seat, or partners: "Player 1 & Player 3"."""
    return joined([Seat(p) for p in seats], N_("{first} & {rest}"))


_CARD = one_of(ALL_CARDS)
_CARDS = list_of(_CARD)
KNOWN_HOLDERS = {
    "draw": {"seat": a_seat, "source": one_of({"deck", "grassland"}), "card": if_present(_CARD)},
    "trade": {"seat": a_seat, "gave": _CARDS, "took": _CARDS},
    "trade_cancelled": {"seat": a_seat, "cards": _CARDS},
    "swap": {"seat": a_seat, "card": _CARD, "freed": _CARD},
    "herd": {"cards": _CARDS},
    "grow": {"card": _CARD},
    "ducktor_returned": {"cards": _CARDS},
    "pass": {"seat": a_seat, "to": a_seat},
    "pass_card": {"seat": a_seat, "to": a_seat, "card": _CARD},
}
"""The events `known_holders` reads, and what they hold (a loaded state's log is checked against this)."""


def known_holders(view) -> dict[str, int]:
    """Cards in other players' hands whose holder this seat knows for certain, from what it saw this hand.

    A card taken from the grassland (or taken back from a cancelled trade, or swapped out of a herd) is
    known in the taker's hand; a card this seat passed is known at the receiver. Knowledge of a hand is
    dropped when that player passes a card this seat does not see; cards leave it when played face up.
    """
    me = view.seat
    known: dict[str, int] = {}
    for e in view.events:
        d = e.data
        k = e.kind
        if k == "deal":
            known = {}
        elif k == "draw" and d.get("source") == "grassland":
            known[d["card"]] = d["seat"]
        elif k == "trade":
            for c in d["gave"]:
                known.pop(c, None)
            for c in d["took"]:
                known[c] = d["seat"]
        elif k == "trade_cancelled":
            for c in d["cards"]:
                known[c] = d["seat"]
        elif k == "swap":
            known.pop(d["card"], None)
            known[d["freed"]] = d["seat"]
        elif k == "herd":
            for c in d["cards"]:
                known.pop(c, None)
        elif k in ("grow",):
            known.pop(d["card"], None)
        elif k == "ducktor_returned":
            for c in d["cards"]:
                known.pop(c, None)
        elif k == "pass" and me not in (d["seat"], d["to"]):
            for c in [c for c, p in known.items() if p == d["seat"]]:
                del known[c]
        elif k == "pass_card":
            if d["to"] == me:
                known.pop(d["card"], None)
            else:
                known[d["card"]] = d["to"]
    elsewhere = set(view.hand) | set(view.grassland) | set(view.trade_give) | set(view.trade_take)
    elsewhere |= {c for side in view.herds for h in side for c in h.cards}
    return {c: p for c, p in known.items() if p != me and c not in elsewhere}


GAME = Herds()

"""Hi-Lo Hijinks (duck! duck! SAFARI!, 2-4 players): play onto Higher/Lower stacks, avoid taking them.

A turn: play one card on its stack (explorers on any stack, taking the Ducktor ducky); a card the
stack does not want makes you take the stack face down; an equal number gives the match bonus
(reverse the stack, then give a card away); then draw. Fewest points wins. RULES-DECISIONS §2.4.
"""

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field

from rules.core import BaseOptions, Engine, Event, IllegalMove, Result, Rng, SetupError, View, arrange
from rules.core.checks import (
    a_seat,
    check_each_once,
    check_log,
    check_per_seat,
    check_seat,
    check_sorted,
    one_of,
    require,
)
from rules.core.said import N_, Said, Seat, Term, said, said_n

from . import sentences as words
from .components import (
    ALL_CARDS,
    ANIMAL_CARDS,
    ANIMALS,
    CARD_INDEX,
    CARD_SET,
    EXPLORER,
    NUMBER_OF,
    SUIT_OF,
    SUITS,
)

TITLE = "Hi-Lo Hijinks"
RULE_SETUP = N_("Hi-Lo Hijinks, Setup")
RULE_TURN = N_("Hi-Lo Hijinks, On Your Turn")
RULE_MATCH = N_("Hi-Lo Hijinks, On Your Turn (matching number)")
RULE_MOVES = N_("Hi-Lo Hijinks, moves")
HAND_SIZE = 4
DUCKTOR_PENALTY = 4
HIGHER, LOWER = "higher", "lower"


class HiLoOptions(BaseOptions):
    """younger_players: "For Younger Players": no Ducktor cards or ducky, no giving away on a match (HL-11).

    deck_order: the order the shuffled game cards are drawn in; the starter search takes the first card
    of each animal from it, and the ids left over (in order) then come first in the re-shuffled deck:
    seat 0's four cards, seat 1's four, ..., then the draw deck from the top.
    first_player: the seat left of the dealer, who plays first.
    """

    younger_players: bool = Field(False, title=N_("For Younger Players"),
                                  description=N_("leave out Ducktor Livingstone and his cards, and give no cards "
                                                 "away on a matching number"))


@dataclass
class HiLoState:
    players: int
    rng: Rng
    younger: bool
    dealer: int
    turn: int
    phase: str  # "play" | "reverse" | "give" | "over"
    stacks: dict[str, list[str]]  # animal -> cards, bottom first, top last
    sides: dict[str, str]  # animal -> "higher" | "lower" (where its ducky stands)
    hands: list[list[str]]
    deck: list[str]  # index 0 is the top
    piles: list[list[str]]  # taken stacks, face down
    ducktor_holder: int | None
    match_stack: str | None
    log: list[Event] = field(default_factory=list)


@dataclass(frozen=True)
class Play:
    """Play a hand card onto a stack (an animal card on its own animal's stack; an explorer on any)."""

    seat: int
    card: str
    stack: str
    kind: Literal["play"] = "play"


@dataclass(frozen=True)
class Reverse:
    """Match bonus, first choice: move the stack's ducky to the other side (True) or leave it (False)."""

    seat: int
    reverse: bool
    kind: Literal["reverse"] = "reverse"


@dataclass(frozen=True)
class Give:
    """Match bonus, second choice: make another player add one of your hand cards to their hand."""

    seat: int
    card: str
    to: int
    kind: Literal["give"] = "give"


@dataclass(frozen=True)
class Keep:
    """Match bonus, second choice: give nothing away."""

    seat: int
    kind: Literal["keep"] = "keep"


HiLoMove = Annotated[Play | Reverse | Give | Keep, Field(discriminator="kind")]


class HiLoView(View):
    younger_players: bool
    dealer: int
    turn: int
    phase: str
    stack_tops: dict[str, str]
    stack_sizes: dict[str, int]
    sides: dict[str, str]
    hand: list[str]
    hand_sizes: list[int]
    deck_size: int
    pile_sizes: list[int]
    ducktor_holder: int | None
    match_stack: str | None
    piles: list[list[str]] | None  # turned face up only when the game is over
    discarded: list[list[str]] | None  # per seat, the types it discards (HL-06), when over
    totals: list[int] | None  # per seat, points (lowest wins), when over


def side_for_starter(card: str) -> str:
    """Rank 1-3: the ducky goes next to Higher; 4-6: next to Lower."""
    return HIGHER if NUMBER_OF[card] <= 3 else LOWER


def wants(side: str, top: str, card: str) -> bool:
    """Higher wants >= the top card, Lower wants <= (equal is wanted by both)."""
    n, t = NUMBER_OF[card], NUMBER_OF[top]
    return n >= t if side == HIGHER else n <= t


def score_piles(piles: list[list[str]], ducktor_holder: int | None, types=SUITS):
    """HL-06/HL-07: a type is discarded only by the player with strictly more of it than everyone else;
    the rest count one point each, +4 for the Ducktor ducky. Returns (discarded types, totals)."""
    counts = [{t: 0 for t in types} for _ in piles]
    for p, pile in enumerate(piles):
        for c in pile:
            counts[p][SUIT_OF[c]] += 1
    discarded: list[list[str]] = [[] for _ in piles]
    for t in types:
        best = max(c[t] for c in counts)
        holders = [p for p, c in enumerate(counts) if c[t] == best]
        if best > 0 and len(holders) == 1:
            discarded[holders[0]].append(t)
    totals = []
    for p, pile in enumerate(piles):
        total = len(pile) - sum(counts[p][t] for t in discarded[p])
        if ducktor_holder == p:
            total += DUCKTOR_PENALTY
        totals.append(total)
    return discarded, totals


class HiLoHijinks(Engine):
    id = "hi-lo-hijinks"
    title = TITLE
    min_players = 2
    max_players = 4
    Options = HiLoOptions
    State = HiLoState
    Move = HiLoMove
    View = HiLoView

    # ----- setup ----------------------------------------------------------------------------
    def _setup(self, players, seed, options):
        rng = Rng.from_seed(seed)
        younger = options.younger_players
        cards = list(ANIMAL_CARDS) if younger else list(ALL_CARDS)
        order = options.deck_order
        if order:
            bad = [c for c in order if c not in CARD_SET or (younger and SUIT_OF[c] == EXPLORER)]
            if bad:
                raise SetupError(f"deck_order names cards this {TITLE} game does not use: "
                                 f"{', '.join(map(str, bad[:5]))}")
        drawn = arrange(cards, order, rng)
        starters: dict[str, str] = {}
        rest = []
        for c in drawn:  # HL-01: first card of each animal; everything else goes back
            suit = SUIT_OF[c]
            if suit != EXPLORER and suit not in starters:
                starters[suit] = c
            else:
                rest.append(c)
        left = [c for c in (order or []) if c not in starters.values()]
        rest = arrange(rest, left, rng)
        dealer = (options.first_player - 1) % players if options.first_player is not None else rng.below(players)
        hands = [sorted(rest[HAND_SIZE * p: HAND_SIZE * p + HAND_SIZE], key=CARD_INDEX.__getitem__)
                 for p in range(players)]
        s = HiLoState(
            players=players, rng=rng, younger=younger, dealer=dealer, turn=(dealer + 1) % players, phase="play",
            stacks={a: [starters[a]] for a in ANIMALS}, sides={a: side_for_starter(starters[a]) for a in ANIMALS},
            hands=hands, deck=rest[HAND_SIZE * players:], piles=[[] for _ in range(players)], ducktor_holder=None,
            match_stack=None,
        )
        for a in ANIMALS:
            s.log.append(Event("starter", {"stack": a, "card": starters[a], "side": s.sides[a]}))
        for p in range(players):
            s.log.append(Event("deal", {"seat": p, "cards": list(hands[p])}, (p,)))
        s.log.append(Event("first_player", {"dealer": dealer, "seat": s.turn, "deck": len(s.deck)}))
        return s

    def clone(self, s):
        return HiLoState(
            s.players, Rng(s.rng.state), s.younger, s.dealer, s.turn, s.phase,
            {a: list(v) for a, v in s.stacks.items()}, dict(s.sides), [list(h) for h in s.hands], list(s.deck),
            [list(p) for p in s.piles], s.ducktor_holder, s.match_stack, list(s.log),
        )

    def _check_state(self, s: HiLoState) -> None:
        """HL-01 to HL-10: the cards each lie once; one stack per animal, holding its own cards and explorers;
        a match bonus waits only right after a match; the game ends when every hand is empty."""
        n = s.players
        require(s.phase in ("play", "reverse", "give", "over"), f"{s.phase!r} is not a phase of {TITLE}")
        check_per_seat(n, hands=s.hands, piles=s.piles)
        check_seat(s.dealer, n, "the dealer")
        check_seat(s.turn, n, "the seat to play")
        require(list(s.stacks) == list(ANIMALS) and list(s.sides) == list(ANIMALS), "there is one stack per animal")
        require(all(side in (HIGHER, LOWER) for side in s.sides.values()), "a ducky stands at Higher or Lower")
        cards = ANIMAL_CARDS if s.younger else ALL_CARDS
        check_each_once([*s.stacks.values(), *s.hands, s.deck, *s.piles], cards)
        for a, stack in s.stacks.items():
            require(bool(stack) and all(SUIT_OF[c] in (a, EXPLORER) for c in stack),
                    "a stack holds cards of its own animal and explorer cards")
        for h in s.hands:
            check_sorted(h, CARD_INDEX.__getitem__, "a hand")
        require(s.ducktor_holder is None or (not s.younger and 0 <= s.ducktor_holder < n),
                "the Ducktor ducky is in front of a player")
        matching = s.phase in ("reverse", "give")
        require((s.match_stack is not None) == matching and (s.match_stack is None or s.match_stack in ANIMALS),
                "a match bonus waits only right after a match")
        if matching:
            pile = s.stacks[s.match_stack]
            require(len(pile) >= 2 and NUMBER_OF[pile[-1]] == NUMBER_OF[pile[-2]], "the matched stack shows no match")
        require(s.phase != "give" or not s.younger, "younger players give nothing away")
        require(s.phase != "over" or not (s.deck or any(s.hands)), "the game ends when every card is played")
        require(s.phase != "play" or s.hands[s.turn], "the seat to play holds a card")
        check_log(s.log, n, PUBLIC_PLAYS)

    # ----- whose turn, what may they do --------------------------------------------------------
    def to_act(self, s):
        return [] if s.phase == "over" else [s.turn]

    def legal_moves(self, s, seat):
        if s.phase == "over" or seat != s.turn:
            return []
        if s.phase == "play":
            moves = []
            for c in s.hands[seat]:
                if SUIT_OF[c] == EXPLORER:
                    moves.extend(Play(seat, c, a) for a in ANIMALS)
                else:
                    moves.append(Play(seat, c, SUIT_OF[c]))
            return moves
        if s.phase == "reverse":
            return [Reverse(seat, False), Reverse(seat, True)]
        others = [p for p in range(s.players) if p != seat]
        return [Keep(seat)] + [Give(seat, c, p) for c in s.hands[seat] for p in others]

    # ----- moves ------------------------------------------------------------------------------
    def _apply(self, s, move):
        if isinstance(move, Play):
            self._play(s, move)
        elif isinstance(move, Reverse):
            self._reverse(s, move)
        elif isinstance(move, Give | Keep):
            self._give(s, move)
        else:
            raise IllegalMove("That is not a Hi-Lo Hijinks move.", RULE_MOVES)

    def _play(self, s: HiLoState, move: Play) -> None:
        if s.phase != "play":
            raise IllegalMove("First finish your match bonus (reverse the stack or not, then give a card or not).",
                              RULE_MATCH)
        card, stack, seat = move.card, move.stack, move.seat
        if not isinstance(card, str) or card not in CARD_SET:
            raise IllegalMove("{card} is not a duck! duck! SAFARI! card.", RULE_TURN, card=repr(card))
        if card not in s.hands[seat]:
            raise IllegalMove("You do not hold the {card} ({id}).", RULE_TURN, card=words.card(card), id=card)
        if not isinstance(stack, str) or stack not in s.stacks:
            raise IllegalMove("{stack} is not a stack; the stacks are {stacks}.", RULE_TURN, stack=repr(stack),
                              stacks=", ".join(ANIMALS))
        suit = SUIT_OF[card]
        if suit != EXPLORER and suit != stack:
            raise IllegalMove(
                "Each card must be played on its own stack: the {card} goes on the {own} stack, not the {other} "
                "stack (only explorer cards may go on any stack).", RULE_TURN, card=words.card(card),
                own=words.animal(suit), other=words.animal(stack), own_stack=words.stack(suit),
                other_stack=words.stack(stack))
        s.hands[seat].remove(card)
        pile = s.stacks[stack]
        top = pile[-1]
        if suit == EXPLORER and s.ducktor_holder != seat:
            s.log.append(Event("ducktor_ducky", {"seat": seat, "from_seat": s.ducktor_holder}))
            s.ducktor_holder = seat
        if wants(s.sides[stack], top, card):
            pile.append(card)
            match = NUMBER_OF[card] == NUMBER_OF[top]
            s.log.append(Event("play", {"seat": seat, "card": card, "stack": stack, "result": "match" if match
                                        else "wanted"}))
            if match:
                s.phase = "reverse"
                s.match_stack = stack
                return
        else:
            taken = len(pile)
            s.piles[seat].extend(pile)
            s.stacks[stack] = [card]
            s.log.append(Event("play", {"seat": seat, "card": card, "stack": stack, "result": "taken"}))
            s.log.append(Event("take", {"seat": seat, "stack": stack, "count": taken, "pile": len(s.piles[seat])}))
        self._end_turn(s)

    def _reverse(self, s: HiLoState, move: Reverse) -> None:
        if s.phase != "reverse":
            raise IllegalMove("You may only reverse a stack right after matching its top card's number.", RULE_MATCH)
        if not isinstance(move.reverse, bool):
            raise IllegalMove("Answer yes or no: reverse the stack's direction?", RULE_MATCH)
        stack = s.match_stack
        if move.reverse:
            s.sides[stack] = LOWER if s.sides[stack] == HIGHER else HIGHER
            s.log.append(Event("reverse", {"seat": move.seat, "stack": stack, "side": s.sides[stack]}))
        if s.younger or not s.hands[move.seat]:
            self._end_turn(s)
        else:
            s.phase = "give"

    def _give(self, s: HiLoState, move) -> None:
        if s.phase != "give":
            raise IllegalMove("You may only give a card away right after matching a top card's number.", RULE_MATCH)
        if isinstance(move, Give):
            card, to = move.card, move.to
            if not isinstance(card, str) or card not in s.hands[move.seat]:
                raise IllegalMove("You can only give away a card from your hand, not {card}.", RULE_MATCH,
                                  card=repr(card))
            if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to < s.players or to == move.seat:
                raise IllegalMove("Choose another player at the table to receive the card.", RULE_MATCH)
            s.hands[move.seat].remove(card)
            s.hands[to].append(card)
            s.hands[to].sort(key=CARD_INDEX.__getitem__)
            s.log.append(Event("give", {"seat": move.seat, "to": to}))
            s.log.append(Event("give_card", {"seat": move.seat, "to": to, "card": card}, (move.seat, to)))
        self._end_turn(s)

    def _end_turn(self, s: HiLoState) -> None:
        """Draw (if the deck has cards), then the next player clockwise who holds a card (HL-10)."""
        seat = s.turn
        s.phase = "play"
        s.match_stack = None
        if s.deck:
            card = s.deck.pop(0)
            s.hands[seat].append(card)
            s.hands[seat].sort(key=CARD_INDEX.__getitem__)
            s.log.append(Event("draw", {"seat": seat, "deck": len(s.deck)}))
            s.log.append(Event("draw_card", {"seat": seat, "card": card}, (seat,)))
        for k in range(1, s.players + 1):
            p = (seat + k) % s.players
            if s.hands[p]:
                s.turn = p
                return
        s.phase = "over"
        discarded, totals = score_piles(s.piles, s.ducktor_holder, self._types(s))
        s.log.append(Event("game_over", {"piles": [list(p) for p in s.piles], "discarded": discarded,
                                         "ducktor_holder": s.ducktor_holder, "totals": totals}))

    @staticmethod
    def _types(s) -> tuple[str, ...]:
        return ANIMALS if s.younger else SUITS

    # ----- what a seat may know -----------------------------------------------------------------
    def _view(self, s, seat):
        over = s.phase == "over"
        discarded, totals = score_piles(s.piles, s.ducktor_holder, self._types(s)) if over else (None, None)
        return HiLoView(
            game=self.id, seat=seat, players=s.players, to_act=self.to_act(s), over=over,
            events=self.events_for(s.log, seat), younger_players=s.younger, dealer=s.dealer, turn=s.turn,
            phase=s.phase, stack_tops={a: v[-1] for a, v in s.stacks.items()},
            stack_sizes={a: len(v) for a, v in s.stacks.items()}, sides=dict(s.sides),
            hand=[] if seat is None else list(s.hands[seat]), hand_sizes=[len(h) for h in s.hands],
            deck_size=len(s.deck), pile_sizes=[len(p) for p in s.piles], ducktor_holder=s.ducktor_holder,
            match_stack=s.match_stack, piles=[list(p) for p in s.piles] if over else None, discarded=discarded,
            totals=totals,
        )

    def determinize(self, view, seed):
        """Rebuild the stacks and taken piles from the public plays the seat saw (every card in them was
        played face up), keep the cards the seat gave away in the receiver's hand until they are played,
        and re-deal only what the seat never saw (other hands, the deck) at random, keeping every count."""
        rng = Rng.from_seed(seed)
        cards = ANIMAL_CARDS if view.younger_players else ALL_CARDS
        stacks, piles, gifts = _replay_public(view.events, view.players, view.seat)
        if view.piles is not None:
            piles = [list(p) for p in view.piles]
        seen = set(view.hand) | {c for v in stacks.values() for c in v} | {c for p in piles for c in p}
        gifts = {c: p for c, p in gifts.items() if c not in seen}
        pool = [c for c in cards if c not in seen and c not in gifts]
        rng.shuffle(pool)

        def take(n):
            got = pool[len(pool) - n:] if n else []
            del pool[len(pool) - n:]
            return got

        hands = []
        for p, n in enumerate(view.hand_sizes):
            if p == view.seat:
                hands.append(list(view.hand))
                continue
            known = [c for c, q in gifts.items() if q == p]
            hands.append(sorted(known + take(n - len(known)), key=CARD_INDEX.__getitem__))
        deck = take(view.deck_size)
        return HiLoState(
            players=view.players, rng=rng, younger=view.younger_players, dealer=view.dealer, turn=view.turn,
            phase=view.phase, stacks=stacks, sides=dict(view.sides), hands=hands, deck=deck, piles=piles,
            ducktor_holder=view.ducktor_holder, match_stack=view.match_stack, log=list(view.events),
        )

    def result(self, s):
        """Scores are the negated points (higher is better for every engine); lowest points win (HL-12: ties share)."""
        _, totals = score_piles(s.piles, s.ducktor_holder, self._types(s))
        best = min(totals)
        return Result(scores=[0.0 - t for t in totals], winners=[p for p, t in enumerate(totals) if t == best])

    # ----- words --------------------------------------------------------------------------------
    def describe_move(self, move) -> "Said | str":
        who = words.who(move.seat)
        if isinstance(move, Play):
            # Translators: {stack} ("Lion stack") may stand in for "{animal} stack" where the language needs it
            return said("{who} plays the {card} on the {animal} stack", who=who, card=words.card(move.card),
                        animal=words.animal(move.stack), stack=words.stack(move.stack))
        if isinstance(move, Reverse):
            if move.reverse:
                return said("{who} reverses the stack", who=who)
            return said("{who} does not reverse the stack", who=who)
        if isinstance(move, Give):
            return said("{who} gives the {card} to {to}", who=who, card=words.card(move.card), to=words.who(move.to))
        if isinstance(move, Keep):
            return said("{who} gives nothing away", who=who)
        return super().describe_move(move)

    def describe_event(self, event: Event) -> "Said | str":
        d, k = event.data, event.kind
        who = words.who(d.get("seat"))
        if k == "starter":
            return said("The {card} starts the {animal} stack; its ducky stands at {side}.", card=words.card(d["card"]),
                        animal=words.animal(d["stack"]), stack=words.stack(d["stack"]),
                        side=Term(d["side"].capitalize()))
        if k == "deal":
            return said("You are dealt {cards}.", cards=words.cards(d["cards"]))
        if k == "first_player":
            return said("{dealer} dealt; {who} plays first.", dealer=words.who(d["dealer"]), who=who)
        if k == "ducktor_ducky":
            return said("{who} takes Ducktor Livingstone's ducky.", who=who)
        if k == "play":
            played = dict(who=who, card=words.card(d["card"]), animal=words.animal(d["stack"]),
                          stack=words.stack(d["stack"]))
            if d["result"] == "match":
                return said("{who} plays the {card} on the {animal} stack: a match!", **played)
            if d["result"] == "wanted":
                return said("{who} plays the {card} on the {animal} stack: the stack wants it.", **played)
            return said("{who} plays the {card} on the {animal} stack: the stack does not want it.", **played)
        if k == "take":
            return said_n("{who} takes {n} card face down ({pile} in their pile).",
                          "{who} takes {n} cards face down ({pile} in their pile).", d["count"], who=who,
                          pile=d["pile"])
        if k == "reverse":
            return said("{who} moves the {animal} ducky to {side}.", who=who, animal=words.animal(d["stack"]),
                        ducky=words.ducky(d["stack"]), side=Term(d["side"].capitalize()))
        if k == "give":
            return said("{who} gives a card to {to}.", who=who, to=words.who(d["to"]))
        if k == "give_card":
            return said("{who} gives the {card} to {to}.", who=who, card=words.card(d["card"]), to=words.who(d["to"]))
        if k == "draw":
            return said("{who} draws a card ({left} left).", who=who, left=d["deck"])
        if k == "draw_card":
            return said("You draw the {card}.", card=words.card(d["card"]))
        if k == "game_over":
            totals = words.commas(said_n("{who} {n} point", "{who} {n} points", t, who=Seat(p))
                                  for p, t in enumerate(d["totals"]))
            return said("Game over: {totals}.", totals=totals)
        return super().describe_event(event)


_CARD = one_of(ALL_CARDS)
_STACK = one_of(ANIMALS)
PUBLIC_PLAYS = {
    "starter": {"stack": _STACK, "card": _CARD},
    "play": {"seat": a_seat, "card": _CARD, "stack": _STACK, "result": one_of({"match", "wanted", "taken"})},
    "give": {"seat": a_seat},
    "give_card": {"seat": a_seat, "card": _CARD, "to": a_seat},
}
"""The events `_replay_public` reads, and what they hold (a loaded state's log is checked against this)."""


def _replay_public(events, players: int, seat: int | None):
    """What the public plays prove: every stack's cards (starters, then each play, bottom first) and
    every taken pile (a taken stack was all face up once). Also the cards `seat` gave away that the
    receiver still holds for sure (until they play it or give any card on)."""
    stacks: dict[str, list[str]] = {}
    piles: list[list[str]] = [[] for _ in range(players)]
    gifts: dict[str, int] = {}
    for e in events:
        d = e.data
        if e.kind == "starter":
            stacks[d["stack"]] = [d["card"]]
        elif e.kind == "play":
            gifts.pop(d["card"], None)
            if d["result"] == "taken":
                piles[d["seat"]].extend(stacks[d["stack"]])
                stacks[d["stack"]] = [d["card"]]
            else:
                stacks[d["stack"]].append(d["card"])
        elif e.kind == "give":
            gifts = {c: p for c, p in gifts.items() if p != d["seat"]}
        elif e.kind == "give_card" and d["seat"] == seat:
            gifts[d["card"]] = d["to"]
    return stacks, piles, gifts


GAME = HiLoHijinks()

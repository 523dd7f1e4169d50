"""A tiny game where a move can reveal something: drawing the top card of a hidden pile.

Each turn a player either draws (the card goes to their hand: only they see it) or discards a card
face up. The game ends after 8 turns. Used to test that undo refuses moves that revealed something.
"""

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field

from rules.core import Engine, Event, IllegalMove, Result, Rng, View

DECK = [f"c-{v}" for v in range(1, 13)]
RULE = "Draw toy, your turn"
TURNS = 8


@dataclass
class DrawState:
    players: int
    rng: Rng
    hands: list[list[str]]
    pile: list[str]
    table: list[str]
    turn: int
    turns_left: int
    log: list[Event] = field(default_factory=list)


@dataclass(frozen=True)
class Draw:
    seat: int
    kind: Literal["draw"] = "draw"


@dataclass(frozen=True)
class Discard:
    seat: int
    card: str
    kind: Literal["discard"] = "discard"


class DrawView(View):
    hand: list[str]
    hand_sizes: list[int]
    pile_size: int
    table: list[str]
    turn: int
    turns_left: int


class DrawToy(Engine):
    id = "draw-toy"
    title = "Draw toy"
    min_players = 2
    max_players = 3
    State = DrawState
    Move = Annotated[Draw | Discard, Field(discriminator="kind")]
    View = DrawView

    def _setup(self, players, seed, options):
        rng = Rng.from_seed(seed)
        cards = list(DECK)
        rng.shuffle(cards)
        hands = [sorted(cards[2 * p: 2 * p + 2]) for p in range(players)]
        first = options.first_player if options.first_player is not None else 0
        return DrawState(players, rng, hands, cards[2 * players:], [], first, TURNS)

    def clone(self, s):
        return DrawState(s.players, Rng(s.rng.state), [list(h) for h in s.hands], list(s.pile), list(s.table),
                         s.turn, s.turns_left, list(s.log))

    def to_act(self, s):
        return [s.turn] if s.turns_left > 0 else []

    def legal_moves(self, s, seat):
        if seat not in self.to_act(s):
            return []
        moves = [Draw(seat)] if s.pile else []
        return moves + [Discard(seat, c) for c in s.hands[seat]]

    def _apply(self, s, move):
        if isinstance(move, Draw):
            if not s.pile:
                raise IllegalMove("The pile is empty.", RULE)
            card = s.pile.pop()
            s.hands[move.seat].append(card)
            s.hands[move.seat].sort()
            s.log.append(Event("drew", {"seat": move.seat}))
            s.log.append(Event("drew-card", {"card": card}, to=(move.seat,)))
        elif isinstance(move, Discard):
            if move.card not in s.hands[move.seat]:
                raise IllegalMove("You do not hold that card.", RULE)
            s.hands[move.seat].remove(move.card)
            s.table.append(move.card)
            s.log.append(Event("discard", {"seat": move.seat, "card": move.card}))
        else:
            raise IllegalMove("That is not a move of this game.", RULE)
        s.turn = (s.turn + 1) % s.players
        s.turns_left -= 1

    def view(self, s, seat):
        return DrawView(
            game=self.id, seat=seat, players=s.players, to_act=self.to_act(s), over=self.is_over(s),
            events=self.events_for(s.log, seat), hand=[] if seat is None else list(s.hands[seat]),
            hand_sizes=[len(h) for h in s.hands], pile_size=len(s.pile), table=list(s.table), turn=s.turn,
            turns_left=s.turns_left,
        )

    def determinize(self, view, seed):
        rng = Rng.from_seed(seed)
        unseen = [c for c in DECK if c not in set(view.hand) | set(view.table)]
        rng.shuffle(unseen)
        hands = []
        for p, n in enumerate(view.hand_sizes):
            if p == view.seat:
                hands.append(list(view.hand))
            else:
                hands.append(sorted(unseen[:n]))
                unseen = unseen[n:]
        return DrawState(view.players, rng, hands, unseen[: view.pile_size], list(view.table), view.turn,
                         view.turns_left, list(view.events))

    def result(self, s):
        return Result(scores=[float(len(h)) for h in s.hands], winners=[0])


DRAW_TOY = DrawToy()

"""A tiny hidden-hand game that exercises the engine contract without any real game's rules.

It shows the pattern every engine follows: a dataclass state with a hand-written clone, moves as
frozen dataclasses, a pydantic view per seat, and determinize re-dealing what a seat cannot see.
Players take turns playing one card; after everyone has played, the highest card takes the trick.
"""

from dataclasses import dataclass, field
from typing import Literal

from rules.core import Engine, Event, IllegalMove, Result, Rng, View, arrange

DECK = [f"n-{v}" for v in range(1, 10)]
RULE = "Toy, play a card"


@dataclass
class ToyState:
    players: int
    rng: Rng
    hands: list[list[str]]
    trick: list[str]
    leader: int
    turn: int
    tricks_won: list[int]
    pile: list[str] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)


@dataclass(frozen=True)
class Play:
    seat: int
    card: str
    kind: Literal["play"] = "play"


class ToyView(View):
    hand: list[str]
    hand_sizes: list[int]
    trick: list[str]
    leader: int
    turn: int
    tricks_won: list[int]
    pile_size: int


class Toy(Engine):
    id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 3
    State = ToyState
    Move = Play
    View = ToyView

    def _setup(self, players, seed, options):
        rng = Rng.from_seed(seed)
        cards = arrange(DECK, options.deck_order, rng)
        hands = [sorted(cards[3 * p: 3 * p + 3]) for p in range(players)]
        first = options.first_player if options.first_player is not None else rng.below(players)
        return ToyState(players, rng, hands, [], first, first, [0] * players, cards[3 * players:])

    def clone(self, s):
        return ToyState(s.players, Rng(s.rng.state), [list(h) for h in s.hands], list(s.trick),
                        s.leader, s.turn, list(s.tricks_won), list(s.pile), list(s.log))

    def to_act(self, s):
        return [s.turn] if s.hands[s.turn] else []

    def legal_moves(self, s, seat):
        if seat not in self.to_act(s):
            return []
        return [Play(seat, c) for c in s.hands[seat]]

    def _apply(self, s, move):
        if not isinstance(move, Play):
            raise IllegalMove("That is not a move of this game.", RULE)
        if move.card not in s.hands[move.seat]:
            raise IllegalMove("You do not hold that card.", RULE)
        s.hands[move.seat].remove(move.card)
        s.trick.append(move.card)
        s.log.append(Event("play", {"seat": move.seat, "card": move.card}))
        s.turn = (s.turn + 1) % s.players
        if len(s.trick) == s.players:
            values = [int(c[2:]) for c in s.trick]
            winner = (s.leader + values.index(max(values))) % s.players
            s.tricks_won[winner] += 1
            s.log.append(Event("trick", {"winner": winner}))
            s.trick = []
            s.leader = s.turn = winner

    def _view(self, s, seat):
        return ToyView(
            game=self.id, seat=seat, players=s.players, to_act=self.to_act(s), over=self.is_over(s),
            events=self.events_for(s.log, seat), hand=[] if seat is None else list(s.hands[seat]),
            hand_sizes=[len(h) for h in s.hands], trick=list(s.trick), leader=s.leader, turn=s.turn,
            tricks_won=list(s.tricks_won), pile_size=len(s.pile),
        )

    def determinize(self, view, seed):
        rng = Rng.from_seed(seed)
        seen = set(view.hand) | set(view.trick) | {e.data["card"] for e in view.events if e.kind == "play"}
        unseen = [c for c in DECK if c not in seen]
        rng.shuffle(unseen)
        hands = []
        for p, n in enumerate(view.hand_sizes):
            if p == view.seat:
                hands.append(list(view.hand))
            else:
                hands.append(sorted(unseen[:n]))
                unseen = unseen[n:]
        return ToyState(view.players, rng, hands, list(view.trick), view.leader, view.turn,
                        list(view.tricks_won), unseen[: view.pile_size], list(view.events))

    def result(self, s):
        best = max(s.tricks_won)
        return Result(scores=[float(t) for t in s.tricks_won],
                      winners=[p for p, t in enumerate(s.tricks_won) if t == best])


TOY = Toy()

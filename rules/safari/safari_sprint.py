"""Safari Sprint (duck! duck! SAFARI!, 3-5 players): a three-race series of duckies pushed along a track.

Each race: claim animals (and steal them), then eleven rounds of racing card, card row, movement
with pushing and Ducktor's catch-up; race positions score 6/4/3/2/1/0. RULES-DECISIONS §2.3.
"""

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field, field_validator

from rules.core import BaseOptions, Engine, Event, IllegalMove, Result, Rng, SetupError, View, arrange, split_order
from rules.core.checks import (
    check_each_once,
    check_number,
    check_per_seat,
    check_seat,
    check_seats,
    check_sorted,
    require,
)
from rules.core.said import N_, Said, Term, joined, said, said_n

from . import sentences as words
from .components import (
    ANIMALS,
    CARD_INDEX,
    CARD_SET,
    EXPLORER,
    NUMBER_OF,
    RACING_CARDS,
    RACING_SPOTS,
    SUIT_OF,
    is_explorer,
    ordinal,
)

TITLE = "Safari Sprint"
RULE_SETUP = N_("Safari Sprint, Setup")
RULE_CLAIM = N_("Safari Sprint, Choosing Your Animal")
RULE_PLAY = N_("Safari Sprint, Step B: Play Cards")
RULE_MOVES = N_("Safari Sprint, moves")
ROUNDS = 11
RACES = 3
DUCKTOR_START = 11
RACE_POINTS = (6, 4, 3, 2, 1, 0)
RACE_HAND = 12  # ten dealt cards, a Ducktor card and the claimed 6
FARTHEST = DUCKTOR_START + ROUNDS * max(sum(spots) for spots in RACING_SPOTS.values())
"""No ducky gets past this space in a race: every round moves the duckies by one racing card's values."""
DUCKTOR_DEAL = tuple(f"{EXPLORER}-{n}" for n in range(2, 7))
"""Ducktor 1 goes back in the box; the other five are shuffled and one is dealt to each player."""


def board_six(animal: str) -> str:
    """The "6" of each used animal set face-up by the board and given to whoever claims it."""
    return f"{animal}-6a"


def dealt_animal_cards(animal: str) -> list[str]:
    """The ten cards of an animal that are shuffled and dealt: 1a, 2a..5b, 6b."""
    return [f"{animal}-1a"] + [f"{animal}-{n}{c}" for n in range(2, 6) for c in "ab"] + [f"{animal}-6b"]


class SprintOptions(BaseOptions):
    """animals: which animals race (SS-07: the host picks; by default random). One per player.

    deck_order (first race only): Ducktor ids in order deal seat 0, 1, ...; animal card ids in order
    fill seat 0's ten cards, then seat 1's, ...; racing card ids (RC-xx) give the racing deck from the top.
    first_player: the first dealer (who claims first).
    """

    animals: list[str] | None = Field(None, title=N_("Which animals race"),
                                      description=N_("one animal per player; choose none and the table picks "
                                                     "them at random"), json_schema_extra={"choices": list(ANIMALS)})

    @field_validator("animals")
    @classmethod
    def _known_animals(cls, v):
        if v is None:
            return v
        unknown = [a for a in v if a not in ANIMALS]
        if unknown:
            raise ValueError(f"unknown animals {unknown}; choose from {list(ANIMALS)}")
        if len(set(v)) != len(v):
            raise ValueError("each animal can race only once")
        return v


@dataclass
class SprintState:
    players: int
    rng: Rng
    animals: list[str]
    race: int
    dealer: int
    phase: str  # "claim" | "play" | "over"
    positions: dict[str, int]  # ducky -> absolute race position (unbounded, SS-03)
    markers: list[str | None]  # seat -> claimed animal
    claimer: int
    hands: list[list[str]]
    board_sixes: list[str]
    aside: list[str]  # Ducktor cards set aside unseen
    racing_deck: list[str]
    racing_card: str | None
    racing_used: list[str]
    round: int
    row: list[str]  # row[0] is the 1st spot (SS-04)
    row_seats: list[int]
    order: list[int]
    turn_index: int
    played: list[str]  # cards discarded this race
    series: list[int]
    race_points: list[list[int]]
    log: list[Event] = field(default_factory=list)


@dataclass(frozen=True)
class Claim:
    """Choosing Your Animal: claim an unclaimed animal (its ducky on an empty space below Ducktor) or
    steal one (its ducky moves to an empty space lower than its own)."""

    seat: int
    animal: str
    space: int
    kind: Literal["claim"] = "claim"


@dataclass(frozen=True)
class Play:
    """Step B: play one card from your hand into the card row."""

    seat: int
    card: str
    kind: Literal["play"] = "play"


SprintMove = Annotated[Claim | Play, Field(discriminator="kind")]


class SprintView(View):
    race: int
    races: int
    round: int
    rounds: int
    phase: str
    dealer: int
    animals: list[str]
    positions: dict[str, int]
    markers: list[str | None]
    claimer: int | None
    board_sixes: list[str]
    hand: list[str]
    hand_sizes: list[int]
    known_held: list[list[str]]
    holds_ducktor: list[bool]
    aside_count: int
    racing_card: str | None
    racing_spots: list[int]
    racing_used: list[str]
    racing_deck_size: int
    row: list[str]
    row_seats: list[int]
    order: list[int]
    turn_index: int
    played: list[str]
    series: list[int]
    race_points: list[list[int]]


def push_move(positions: dict[str, int], ducky: str, steps: int) -> list[tuple[str, int]]:
    """Move `ducky` forward `steps` spaces; a ducky it lands on is pushed back one space, and so on.

    Returns the pushes as (ducky, new position). SS-05: the chain ends at the mover's old space at
    the latest, so nobody goes below space 1. SS-06: 0 steps moves nothing.
    """
    if steps <= 0:
        return []
    at = {p: d for d, p in positions.items()}
    start = positions[ducky]
    del at[start]
    target = start + steps
    positions[ducky] = target
    pushes = []
    bumped = at.get(target)
    spot = target
    while bumped is not None:
        spot -= 1
        nxt = at.get(spot)
        positions[bumped] = spot
        pushes.append((bumped, spot))
        bumped = nxt
    return pushes


def insert_in_row(row: list[str], card: str) -> int:
    """SS-04: the card goes directly ahead of the best-placed card whose number <= its own; else last."""
    n = NUMBER_OF[card]
    for i, other in enumerate(row):
        if NUMBER_OF[other] <= n:
            return i
    return len(row)


def race_ranking(positions: dict[str, int]) -> list[str]:
    """Duckies from the leader back (SS-13; positions are all different, so no ties)."""
    return sorted(positions, key=positions.__getitem__, reverse=True)


class SafariSprint(Engine):
    id = "safari-sprint"
    title = TITLE
    min_players = 3
    max_players = 5
    Options = SprintOptions
    State = SprintState
    Move = SprintMove
    View = SprintView

    # ----- setup ----------------------------------------------------------------------------
    def _setup(self, players, seed, options):
        rng = Rng.from_seed(seed)
        if options.animals is not None:
            if len(options.animals) != players:
                raise SetupError("{game} needs one animal per player: {n} animals, not {given}", game=TITLE,
                                 n=players, given=len(options.animals))
            animals = [a for a in ANIMALS if a in options.animals]
        else:
            pool = list(ANIMALS)
            rng.shuffle(pool)
            animals = [a for a in ANIMALS if a in pool[:players]]
        self._check_order(options.deck_order, animals)
        dealer = options.first_player if options.first_player is not None else rng.below(players)
        s = SprintState(
            players=players, rng=rng, animals=animals, race=1, dealer=dealer, phase="claim", positions={},
            markers=[None] * players, claimer=dealer, hands=[[] for _ in range(players)], board_sixes=[], aside=[],
            racing_deck=[], racing_card=None, racing_used=[], round=0, row=[], row_seats=[], order=[],
            turn_index=0, played=[], series=[0] * players, race_points=[],
        )
        s.log.append(Event("series_start", {"animals": list(animals), "races": RACES}))
        self._start_race(s, options.deck_order)
        return s

    @staticmethod
    def _check_order(order, animals):
        if not order:
            return
        allowed = set(DUCKTOR_DEAL) | set(RACING_CARDS)
        for a in animals:
            allowed.update(dealt_animal_cards(a))
        bad = [c for c in order if c not in allowed]
        if bad:
            raise SetupError(
                f"deck_order names cards that are not dealt in this {TITLE} game: {', '.join(map(str, bad[:5]))} "
                "(the 1b and 6a of each animal, Ducktor 1 and unused animals are never dealt)"
            )

    def _start_race(self, s: SprintState, order=None) -> None:
        """Setup for one race (SS-09: everything except choosing the animals)."""
        n = s.players
        rng = s.rng
        ducktors = arrange(list(DUCKTOR_DEAL), split_order(order, set(DUCKTOR_DEAL)), rng)
        deck = [c for a in s.animals for c in dealt_animal_cards(a)]
        deck = arrange(deck, split_order(order, set(deck)), rng)
        s.racing_deck = arrange(list(RACING_CARDS), split_order(order, set(RACING_CARDS)), rng)
        s.hands = [sorted(deck[10 * p: 10 * p + 10] + [ducktors[p]], key=CARD_INDEX.__getitem__) for p in range(n)]
        s.aside = ducktors[n:]
        s.board_sixes = [board_six(a) for a in s.animals]
        s.positions = {EXPLORER: DUCKTOR_START}
        s.markers = [None] * n
        s.claimer = s.dealer
        s.phase = "claim"
        s.round = 0
        s.row, s.row_seats, s.order, s.turn_index = [], [], [], 0
        s.racing_card, s.racing_used, s.played = None, [], []
        s.log.append(Event("race_start", {"race": s.race, "dealer": s.dealer, "aside": len(s.aside)}))
        for p in range(n):
            s.log.append(Event("deal", {"seat": p, "cards": list(s.hands[p])}, (p,)))
        s.log.append(Event("ducky_placed", {"ducky": EXPLORER, "space": DUCKTOR_START}))

    def clone(self, s):
        return SprintState(
            s.players, Rng(s.rng.state), s.animals, s.race, s.dealer, s.phase, dict(s.positions), list(s.markers),
            s.claimer, [list(h) for h in s.hands], list(s.board_sixes), list(s.aside), list(s.racing_deck),
            s.racing_card, list(s.racing_used), s.round, list(s.row), list(s.row_seats), list(s.order),
            s.turn_index, list(s.played), list(s.series), [list(r) for r in s.race_points], list(s.log),
        )

    def _check_state(self, s: SprintState) -> None:
        """SS-03 to SS-13: the race's cards each lie once; the duckies stand on different spaces; a round is
        one card per seat in the order of their duckies; the series is the sum of the races scored."""
        n = s.players
        require(s.phase in ("claim", "play", "over"), f"{s.phase!r} is not a phase of {TITLE}")
        require(len(s.animals) == n and s.animals == [a for a in ANIMALS if a in s.animals],
                "one animal per player races, in the box's order")
        check_per_seat(n, markers=s.markers, hands=s.hands, series=s.series)
        check_number(s.race, 1, RACES, "the race")
        check_seat(s.dealer, n, "the dealer")
        check_seat(s.claimer, n, "the claiming seat")
        race_cards = [c for a in s.animals for c in [*dealt_animal_cards(a), board_six(a)]] + list(DUCKTOR_DEAL)
        check_each_once([*s.hands, s.board_sixes, s.aside, s.row, s.played], race_cards, "this race's cards")
        require(len(s.aside) == len(DUCKTOR_DEAL) - n and all(is_explorer(c) for c in s.aside),
                "the Ducktor cards nobody was dealt are set aside")
        check_each_once([s.racing_deck, s.racing_used, [s.racing_card] if s.racing_card else []], RACING_CARDS,
                        "the racing cards")
        for h in s.hands:
            check_sorted(h, CARD_INDEX.__getitem__, "a hand")
        claimed = [a for a in s.markers if a is not None]
        require(len(set(claimed)) == len(claimed) and set(claimed) <= set(s.animals), "an animal is claimed twice")
        require(set(claimed) <= set(s.positions) <= {*s.animals, EXPLORER} and EXPLORER in s.positions,
                "a ducky on the track is not racing")
        spaces = list(s.positions.values())
        require(all(1 <= x <= FARTHEST for x in spaces) and len(set(spaces)) == len(spaces),
                "the duckies stand on different spaces of the track")
        require(len(s.race_points) == (RACES if s.phase == "over" else s.race - 1), "the races scored are wrong")
        for points in s.race_points:
            require(len(points) == n and len(set(points)) == n and set(points) <= set(RACE_POINTS[: n + 1]),
                    "a race's points are wrong")
        require(s.series == [sum(col) for col in zip(*s.race_points, strict=True)] if s.race_points
                else not any(s.series), "the series is not the sum of the races")
        if s.phase == "claim":
            self._check_claiming(s)
        else:
            self._check_racing(s)

    @staticmethod
    def _check_claiming(s: SprintState) -> None:
        require(s.markers[s.claimer] is None, "the claiming seat already has an animal")
        require(s.positions[EXPLORER] == DUCKTOR_START, "Ducktor Livingstone starts the race on its space")
        require(s.board_sixes == [board_six(a) for a in s.animals], "the board's 6s wait for the claims")
        require(all(len(h) == RACE_HAND - 1 for h in s.hands), "everyone holds the ten dealt cards and a Ducktor card")
        require(s.round == 0 and s.racing_card is None and not s.racing_used and not s.played and not s.row
                and not s.row_seats and not s.order and s.turn_index == 0, "nothing is played while claiming")

    @staticmethod
    def _check_racing(s: SprintState) -> None:
        n = s.players
        require(None not in s.markers and set(s.positions) == {*s.animals, EXPLORER} and not s.board_sixes,
                "every animal is claimed before the racing")
        if s.phase == "over":
            require(s.race == RACES and s.round == ROUNDS and s.racing_card is None and not any(s.hands)
                    and not s.row and not s.order, "the series is over")
            return
        check_number(s.round, 1, ROUNDS, "the round")
        require(s.racing_card is not None and len(s.racing_used) == s.round - 1, "the round's racing card is wrong")
        require(s.order == sorted(range(n), key=lambda p: s.positions[s.markers[p]], reverse=True),
                "the seats play in the order of their duckies")
        check_number(s.turn_index, 0, n - 1, "the seat to play")
        played = s.order[: s.turn_index]
        require(sorted(s.row_seats) == sorted(played) and len(s.row) == s.turn_index, "the card row is wrong")
        check_seats(s.row_seats, n, "the card row")
        check_sorted(s.row, lambda c: -NUMBER_OF[c], "the card row")
        require(len(s.played) == n * (s.round - 1), "the cards played this race are wrong")
        left = RACE_HAND - s.round
        require(all(len(s.hands[p]) == left + (p not in played) for p in range(n)), "a hand has the wrong size")

    # ----- whose turn, what may they do --------------------------------------------------------
    def to_act(self, s):
        if s.phase == "claim":
            return [s.claimer]
        if s.phase == "play":
            return [s.order[s.turn_index]]
        return []

    def claim_spaces(self, s: SprintState, animal: str) -> list[int]:
        """Empty spaces `animal`'s ducky may be claimed onto (SS-08)."""
        taken = set(s.positions.values())
        if animal in s.positions:
            top = s.positions[animal]
        else:
            top = s.positions[EXPLORER]
        return [p for p in range(1, top) if p not in taken]

    def legal_moves(self, s, seat):
        if seat not in self.to_act(s):
            return []
        if s.phase == "claim":
            return [Claim(seat, a, p) for a in s.animals if s.markers[seat] != a for p in self.claim_spaces(s, a)]
        return [Play(seat, c) for c in s.hands[seat]]

    # ----- moves ------------------------------------------------------------------------------
    def _apply(self, s, move):
        if isinstance(move, Claim):
            self._claim(s, move)
        elif isinstance(move, Play):
            self._play(s, move)
        else:
            raise IllegalMove("That is not a Safari Sprint move.", RULE_MOVES)

    def _claim(self, s: SprintState, move: Claim) -> None:
        if s.phase != "claim":
            raise IllegalMove("The animals are already claimed; play a card instead.", RULE_CLAIM)
        animal, space = move.animal, move.space
        if not isinstance(animal, str) or animal not in s.animals:
            raise IllegalMove("{animal} is not one of the animals in this race ({animals}).", RULE_CLAIM,
                              animal=repr(animal), animals=", ".join(s.animals))
        if not isinstance(space, int) or isinstance(space, bool):
            raise IllegalMove("The space must be a whole number on the track.", RULE_CLAIM)
        owner = next((p for p, a in enumerate(s.markers) if a == animal), None)
        if owner is None:
            limit = s.positions[EXPLORER]
            if not 1 <= space < limit:
                raise IllegalMove(
                    "A newly claimed ducky goes on an empty space behind Ducktor Livingstone (1 to {last}).",
                    RULE_CLAIM, last=limit - 1)
        else:
            limit = s.positions[animal]
            if not 1 <= space < limit:
                raise IllegalMove(
                    "To take the {animal} from {owner} you must move its ducky to an empty space lower than {limit} "
                    "(space 1 is the lowest).", RULE_CLAIM, animal=words.animal(animal), ducky=words.ducky(animal),
                    owner=words.who(owner), limit=limit)
        occupant = next((d for d, p in s.positions.items() if p == space and d != animal), None)
        if occupant is not None:
            raise IllegalMove("Space {space} is taken by the {animal} ducky; choose an empty space.", RULE_CLAIM,
                              space=space, animal=words.animal(occupant), ducky=words.ducky(occupant))
        s.positions[animal] = space
        if owner is not None:
            s.markers[owner] = None
        s.markers[move.seat] = animal
        s.log.append(Event("claim", {"seat": move.seat, "animal": animal, "space": space, "from_seat": owner}))
        nxt = next((p % s.players for p in range(move.seat + 1, move.seat + 1 + s.players)
                    if s.markers[p % s.players] is None), None)
        if nxt is not None:
            s.claimer = nxt
            return
        for p, a in enumerate(s.markers):
            six = board_six(a)
            s.hands[p].append(six)
            s.hands[p].sort(key=CARD_INDEX.__getitem__)
            s.log.append(Event("six_taken", {"seat": p, "card": six}))
        s.board_sixes = []
        s.phase = "play"
        self._start_round(s)

    def _start_round(self, s: SprintState) -> None:
        s.round += 1
        s.racing_card = s.racing_deck.pop(0)
        s.row, s.row_seats, s.turn_index = [], [], 0
        s.order = sorted(range(s.players), key=lambda p: s.positions[s.markers[p]], reverse=True)
        s.log.append(Event("racing_card", {"race": s.race, "round": s.round, "card": s.racing_card,
                                           "spots": list(RACING_SPOTS[s.racing_card][: s.players])}))

    def _play(self, s: SprintState, move: Play) -> None:
        if s.phase != "play":
            raise IllegalMove("Cards are played after every player has claimed an animal.", RULE_PLAY)
        card = move.card
        if not isinstance(card, str) or card not in CARD_SET:
            raise IllegalMove("{card} is not a duck! duck! SAFARI! card.", RULE_PLAY, card=repr(card))
        hand = s.hands[move.seat]
        if card not in hand:
            raise IllegalMove("You do not hold the {card} ({id}).", RULE_PLAY, card=words.card(card), id=card)
        own_six = board_six(s.markers[move.seat])
        if SUIT_OF[card] == SUIT_OF[own_six] and NUMBER_OF[card] == 6 and own_six in hand:
            # The two 6s look alike: the copy everyone saw you take goes first, so the copy letter of a
            # played 6 never tells the table whether you still hold one.
            card = own_six
        hand.remove(card)
        at = insert_in_row(s.row, card)
        s.row.insert(at, card)
        s.row_seats.insert(at, move.seat)
        s.log.append(Event("play", {"seat": move.seat, "card": card, "spot": at + 1}))
        s.turn_index += 1
        if s.turn_index < s.players:
            return
        self._move_animals(s)
        self._end_round(s)

    def _move_animals(self, s: SprintState) -> None:
        """Step C: each card's ducky moves by its spot's racing value, pushing anyone it lands on."""
        spots = RACING_SPOTS[s.racing_card]
        for i, card in enumerate(s.row):
            ducky = SUIT_OF[card]
            steps = spots[i]
            pushes = push_move(s.positions, ducky, steps)
            s.log.append(Event("move", {"spot": i + 1, "card": card, "ducky": ducky, "steps": steps,
                                        "to": s.positions[ducky],
                                        "pushed": [{"ducky": d, "to": p} for d, p in pushes]}))

    def _end_round(self, s: SprintState) -> None:
        """Step D: Ducktor catches up (SS-12), discard, next round or score the race."""
        rear = min(s.positions[a] for a in s.animals)
        if s.positions[EXPLORER] < rear - 1:
            s.positions[EXPLORER] = rear - 1
            s.log.append(Event("catch_up", {"ducky": EXPLORER, "to": rear - 1}))
        s.played.extend(s.row)
        s.racing_used.append(s.racing_card)
        s.racing_card = None
        s.row, s.row_seats, s.order, s.turn_index = [], [], [], 0
        if s.round < ROUNDS:
            self._start_round(s)
            return
        self._score_race(s)

    def _score_race(self, s: SprintState) -> None:
        ranking = race_ranking(s.positions)
        points = [0] * s.players
        for rank, ducky in enumerate(ranking):
            if ducky in s.markers:
                points[s.markers.index(ducky)] = RACE_POINTS[rank]
        for p in range(s.players):
            s.series[p] += points[p]
        s.race_points.append(points)
        s.log.append(Event("race_scored", {"race": s.race, "ranking": ranking, "points": points,
                                           "series": list(s.series)}))
        for h in s.hands:
            s.played.extend(h)
            h.clear()
        if s.race == RACES:
            s.phase = "over"
            s.log.append(Event("game_over", {"series": list(s.series)}))
            return
        leader = next(d for d in ranking if d != EXPLORER)
        s.dealer = s.markers.index(leader)
        s.race += 1
        self._start_race(s)

    # ----- what a seat may know -----------------------------------------------------------------
    def _view(self, s, seat):
        holds = [any(is_explorer(c) for c in h) for h in s.hands]
        known = [[c for c in h if c == board_six(s.markers[p])] if s.markers[p] else [] for p, h in enumerate(s.hands)]
        spots = list(RACING_SPOTS[s.racing_card][: s.players]) if s.racing_card else []
        acting = self.to_act(s)
        return SprintView(
            game=self.id, seat=seat, players=s.players, to_act=acting, over=not acting,
            events=self.events_for(s.log, seat), race=s.race, races=RACES, round=s.round, rounds=ROUNDS,
            phase=s.phase, dealer=s.dealer, animals=list(s.animals), positions=dict(s.positions),
            markers=list(s.markers), claimer=s.claimer if s.phase == "claim" else None,
            board_sixes=list(s.board_sixes), hand=[] if seat is None else list(s.hands[seat]),
            hand_sizes=[len(h) for h in s.hands], known_held=known, holds_ducktor=holds, aside_count=len(s.aside),
            racing_card=s.racing_card, racing_spots=spots, racing_used=list(s.racing_used),
            racing_deck_size=len(s.racing_deck), row=list(s.row), row_seats=list(s.row_seats), order=list(s.order),
            turn_index=s.turn_index, played=list(s.played), series=list(s.series),
            race_points=[list(r) for r in s.race_points],
        )

    def determinize(self, view, seed):
        """Re-deal what the seat cannot see: other hands (keeping the public 6s and one Ducktor card for
        each player who has not played theirs), the set-aside Ducktor cards and the racing deck order."""
        rng = Rng.from_seed(seed)
        n = view.players
        own = set(view.hand)
        seen = own | set(view.row) | set(view.played) | set(view.board_sixes)
        for k in view.known_held:
            seen.update(k)
        animal_pool = [c for a in view.animals for c in dealt_animal_cards(a) + [board_six(a)] if c not in seen]
        ducktor_pool = [d for d in DUCKTOR_DEAL if d not in seen]
        rng.shuffle(animal_pool)
        rng.shuffle(ducktor_pool)
        hands = []
        for p in range(n):
            if p == view.seat:
                hands.append(list(view.hand))
                continue
            hand = list(view.known_held[p])
            if view.holds_ducktor[p]:
                hand.append(ducktor_pool.pop())
            need = view.hand_sizes[p] - len(hand)
            hand.extend(animal_pool[:need])
            del animal_pool[:need]
            hands.append(sorted(hand, key=CARD_INDEX.__getitem__))
        used = set(view.racing_used) | {view.racing_card}
        racing = [c for c in RACING_CARDS if c not in used]
        rng.shuffle(racing)
        return SprintState(
            players=n, rng=rng, animals=list(view.animals), race=view.race, dealer=view.dealer, phase=view.phase,
            positions=dict(view.positions), markers=list(view.markers),
            claimer=view.claimer if view.claimer is not None else view.dealer, hands=hands,
            board_sixes=list(view.board_sixes), aside=ducktor_pool[: view.aside_count], racing_deck=racing,
            racing_card=view.racing_card, racing_used=list(view.racing_used), round=view.round, row=list(view.row),
            row_seats=list(view.row_seats), order=list(view.order), turn_index=view.turn_index,
            played=list(view.played), series=list(view.series), race_points=[list(r) for r in view.race_points],
            log=list(view.events),
        )

    def result(self, s):
        best = max(s.series)
        return Result(scores=[float(x) for x in s.series], winners=[p for p, x in enumerate(s.series) if x == best])

    # ----- words --------------------------------------------------------------------------------
    def describe_move(self, move) -> "Said | str":
        if isinstance(move, Claim):
            # Translators: {ducky} ("Lion ducky") may stand in for {animal} where the language needs it
            return said("{who} claims the {animal} on space {space}", who=words.who(move.seat),
                        animal=words.animal(move.animal), ducky=words.ducky(move.animal), space=move.space)
        if isinstance(move, Play):
            return said("{who} plays the {card}", who=words.who(move.seat), card=words.card(move.card))
        return super().describe_move(move)

    def describe_event(self, event: Event) -> "Said | str":
        d = event.data
        k = event.kind
        if k == "series_start":
            return said("A {races}-race series with the {animals}.", races=d["races"],
                        animals=words.commas(words.animal(a) for a in d["animals"]))
        if k == "race_start":
            return said("Race {race} begins; {dealer} deals and claims first.", race=d["race"],
                        dealer=words.who(d["dealer"]))
        if k == "deal":
            return said("You are dealt {cards}.", cards=words.cards(d["cards"]))
        if k == "ducky_placed":
            return said("Ducktor Livingstone starts on space {space}.", space=d["space"])
        if k == "claim":
            parts = dict(who=words.who(d["seat"]), animal=words.animal(d["animal"]), ducky=words.ducky(d["animal"]),
                         space=d["space"])
            if d["from_seat"] is not None:
                return said("{who} claims the {animal} on space {space}, taking it from {owner}.",
                            owner=words.who(d["from_seat"]), **parts)
            return said("{who} claims the {animal} on space {space}.", **parts)
        if k == "six_taken":
            return said("{who} adds the {card} to their hand.", who=words.who(d["seat"]), card=words.card(d["card"]))
        if k == "racing_card":
            return said("Round {round}: the racing card moves {spots}.", round=d["round"],
                        spots="/".join(map(str, d["spots"])))
        if k == "play":
            return said("{who} plays the {card} into the {spot} spot.", who=words.who(d["seat"]),
                        card=words.card(d["card"]), spot=Term(ordinal(d["spot"])))
        if k == "move":
            moved = ducky_moves(d["ducky"], d["steps"], d["to"])
            pushes = [ducky_pushed(x["ducky"], x["to"]) for x in d["pushed"]]
            if not pushes:
                return said("{moved}.", moved=moved)
            return said("{moved}; {pushed}.", moved=moved, pushed=joined(pushes, N_("{first}; {rest}")))
        if k == "catch_up":
            return said("Ducktor Livingstone catches up to space {to}.", to=d["to"])
        if k == "race_scored":
            return said("Race {race} ends: {points}.", race=d["race"], points=words.seat_numbers(d["points"]))
        if k == "game_over":
            return said("The series is over: {scores}.", scores=words.seat_numbers(d["series"]))
        return super().describe_event(event)


def ducky_moves(ducky: str, steps: int, to: int) -> Said:
    """"The Lion moves 4 to space 31", but "Ducktor Livingstone moves ...": he is a person, not an animal."""
    if ducky == EXPLORER:
        return said_n("Ducktor Livingstone moves {n} to space {to}", "Ducktor Livingstone moves {n} to space {to}",
                      steps, to=to)
    return said_n("The {animal} moves {n} to space {to}", "The {animal} moves {n} to space {to}", steps,
                  animal=words.animal(ducky), ducky=words.ducky(ducky), to=to)


def ducky_pushed(ducky: str, to: int) -> Said:
    if ducky == EXPLORER:
        return said("Ducktor Livingstone is pushed back to {to}", to=to)
    return said("the {animal} is pushed back to {to}", animal=words.animal(ducky), ducky=words.ducky(ducky), to=to)

GAME = SafariSprint()

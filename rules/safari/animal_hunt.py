"""Animal Hunt (duck! duck! SAFARI!, 2-4 players): a memory game on a face-down hunting ground.

Flip a card, then show its twin from your hand (A), ask a player for it (B) or flip another card (C).
A pair goes to your score pile with that animal's ducky and you go again; a miss turns the cards
back. The game ends the moment a hand is empty. RULES-DECISIONS §2.5.

Hidden information: a face-down card never appears in a view or an event; a flipped card is shown
to everyone (AH-04) and stays in the public log, which is all a good memory may use.
"""

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field

from rules.core import BaseOptions, Engine, Event, IllegalMove, Result, Rng, SetupError, View, arrange
from rules.core.checks import (
    a_flag,
    a_seat,
    check_each_once,
    check_log,
    check_per_seat,
    check_seat,
    check_sorted,
    one_of,
    require,
    within,
)
from rules.core.said import N_, Said, said, said_n

from . import sentences as words
from .components import ANIMAL_CARDS, ANIMALS, CARD_INDEX, CARD_SET, FACE_OF, SUIT_OF, TWIN_OF

TITLE = "Animal Hunt"
RULE_SETUP = N_("Animal Hunt, Setup")
RULE_TURN = N_("Animal Hunt, On Your Turn")
RULE_A = N_("Animal Hunt, Choice A: Show a Card")
RULE_B = N_("Animal Hunt, Choice B: Ask a Player")
RULE_C = N_("Animal Hunt, Choice C: Flip Another Card")
RULE_MOVES = N_("Animal Hunt, moves")
HAND_SIZES = {2: 10, 3: 7, 4: 5}
ROWS, COLS = 5, 8
SLOTS = ROWS * COLS
EMPTY_SLOT_3P = SLOTS - 1  # AH-01: the "circled card" (row 4, column 7) is missing at 3 players
FACE_DOWN = "down"
DUCKY_POINTS = 2
FACES = tuple(dict.fromkeys(FACE_OF[c] for c in ANIMAL_CARDS))


class HuntOptions(BaseOptions):
    """deck_order: the first players x hand-size ids are the hands (seat 0's first; no two copies of one
    card, since the hands come from one 30-card deck); the ids after them are the hunting ground in
    reading order (row 0 left to right, then row 1, ...). first_player: the seat that starts."""


@dataclass
class HuntState:
    players: int
    rng: Rng
    turn: int
    phase: str  # "flip" | "choose" | "over"
    hands: list[list[str]]
    grid: list[str | None]  # SLOTS slots in reading order; None = no card there
    first: int | None  # the slot flipped first this turn (face up while choosing)
    piles: list[list[str]]
    duckies: dict[str, int | None]  # animal -> seat holding its ducky
    ended_by: int | None
    log: list[Event] = field(default_factory=list)


@dataclass(frozen=True)
class Flip:
    """Turn a face-down hunting-ground card face up (the first flip, or Choice C)."""

    seat: int
    slot: int
    kind: Literal["flip"] = "flip"


@dataclass(frozen=True)
class Show:
    """Choice A: show the matching card from your hand."""

    seat: int
    kind: Literal["show"] = "show"


@dataclass(frozen=True)
class Ask:
    """Choice B: ask another player for the card matching the one you flipped."""

    seat: int
    target: int
    kind: Literal["ask"] = "ask"


HuntMove = Annotated[Flip | Show | Ask, Field(discriminator="kind")]

# Moves are immutable, so legal_moves hands out prebuilt ones (random playouts list ~40 flips a move).
_FLIPS = tuple(tuple(Flip(seat, slot) for slot in range(SLOTS)) for seat in range(4))
_SHOWS = tuple(Show(seat) for seat in range(4))
_ASKS = tuple(tuple(Ask(seat, target) for target in range(4)) for seat in range(4))


class HuntView(View):
    rows: int
    cols: int
    turn: int
    phase: str
    grid: list[str | None]  # None: no card; "down": a face-down card; else the face-up card's id
    first_flip: int | None
    hand: list[str]
    hand_sizes: list[int]
    piles: list[list[str]]
    duckies: dict[str, int | None]
    scores: list[int]
    ended_by: int | None


def hunt_scores(piles: list[list[str]], duckies: dict[str, int | None]) -> list[int]:
    """AH-07: cards in the score pile + 2 for each ducky in front of you."""
    scores = [len(p) for p in piles]
    for seat in duckies.values():
        if seat is not None:
            scores[seat] += DUCKY_POINTS
    return scores


class AnimalHunt(Engine):
    id = "animal-hunt"
    title = TITLE
    min_players = 2
    max_players = 4
    Options = HuntOptions
    State = HuntState
    Move = HuntMove
    View = HuntView

    # ----- setup ----------------------------------------------------------------------------
    def _setup(self, players, seed, options):
        rng = Rng.from_seed(seed)
        size = HAND_SIZES[players]
        dealt = players * size
        order = list(options.deck_order or [])
        bad = [c for c in order if c not in CARD_SET or SUIT_OF[c] not in ANIMALS]
        if bad:
            raise SetupError(f"deck_order names cards {TITLE} does not use (explorer cards stay in the box) "
                             f"or no such cards: {', '.join(map(str, bad[:5]))}")
        hand_part, grid_part = order[:dealt], order[dealt:]
        if len({FACE_OF[c] for c in hand_part}) != len(hand_part):
            raise SetupError("The hands come from one deck with one copy of each card: deck_order's hand part "
                             "lists a card twice.")
        # The two identical decks: which printed copy lands in the dealt deck is random, so a copy letter
        # seen later says nothing about where its twin is.
        forced = {FACE_OF[c]: c for c in hand_part}
        deck_a = [forced.get(f) or (f"{f}a" if rng.below(2) == 0 else f"{f}b") for f in FACES]
        grid_set = set(grid_part)
        rest = [c for c in deck_a if c not in set(hand_part)]
        rng.shuffle(rest)
        rest.sort(key=lambda c: c in grid_set)
        hand_cards = hand_part + rest[: dealt - len(hand_part)]
        clash = [c for c in hand_cards if c in grid_set]
        if clash:
            raise SetupError(f"deck_order puts {clash[0]} in the hunting ground, but it had to be dealt to a hand; "
                             "list the hands in full first.")
        in_hands = set(hand_cards)
        ground = arrange([c for c in ANIMAL_CARDS if c not in in_hands], grid_part, rng)
        grid: list[str | None] = [None] * SLOTS
        slots = [i for i in range(SLOTS) if not (players == 3 and i == EMPTY_SLOT_3P)]
        for i, c in zip(slots, ground, strict=True):
            grid[i] = c
        first = options.first_player if options.first_player is not None else rng.below(players)
        hands = [sorted(hand_cards[size * p: size * p + size], key=CARD_INDEX.__getitem__) for p in range(players)]
        s = HuntState(players=players, rng=rng, turn=first, phase="flip", hands=hands, grid=grid, first=None,
                      piles=[[] for _ in range(players)], duckies={a: None for a in ANIMALS}, ended_by=None)
        for p in range(players):
            s.log.append(Event("deal", {"seat": p, "cards": list(hands[p])}, (p,)))
        s.log.append(Event("hunting_ground", {"cards": len(ground), "rows": ROWS, "cols": COLS, "first": first}))
        return s

    def clone(self, s):
        return HuntState(s.players, Rng(s.rng.state), s.turn, s.phase, [list(h) for h in s.hands], list(s.grid),
                         s.first, [list(p) for p in s.piles], dict(s.duckies), s.ended_by, list(s.log))

    def _check_state(self, s: HuntState) -> None:
        """AH-01 to AH-07: the 60 cards each lie once; the hands come from one deck (no face twice) and the
        twin of every hand card still lies in the hunting ground; score piles are pairs; a ducky stands in
        front of the last player who paired its animal; the game ends the moment a hand is empty."""
        n = s.players
        require(s.phase in ("flip", "choose", "over"), f"{s.phase!r} is not a phase of {TITLE}")
        check_per_seat(n, hands=s.hands, piles=s.piles)
        check_seat(s.turn, n, "the seat to play")
        require(len(s.grid) == SLOTS, f"the hunting ground has {SLOTS} places")
        require(n != 3 or s.grid[EMPTY_SLOT_3P] is None, "at 3 players the circled place stays empty")
        check_each_once([*s.hands, [c for c in s.grid if c is not None], *s.piles], ANIMAL_CARDS)
        held = [c for h in s.hands for c in h]
        require(len({FACE_OF[c] for c in held}) == len(held), "the hands come from one deck: no card twice")
        require(all(TWIN_OF[c] in s.grid for c in held), "the match of a hand card lies in the hunting ground")
        for h in s.hands:
            check_sorted(h, CARD_INDEX.__getitem__, "a hand")
        for pile in s.piles:
            require(all(FACE_OF[a] == FACE_OF[b] for a, b in zip(pile[::2], pile[1::2], strict=False))
                    and len(pile) % 2 == 0, "a score pile holds pairs")
        require(list(s.duckies) == list(ANIMALS), "there is one ducky per animal")
        for animal, holder in s.duckies.items():
            paired = [p for p, pile in enumerate(s.piles) if any(SUIT_OF[c] == animal for c in pile)]
            require(holder in paired if paired else holder is None,
                    "a ducky stands in front of a player who paired that animal")
        if s.phase == "choose":
            require(s.first is not None and 0 <= s.first < SLOTS and s.grid[s.first] is not None,
                    "the card flipped first lies in the hunting ground")
        else:
            require(s.first is None, "only a player choosing has a card face up")
        if s.phase == "over":
            require(s.ended_by is not None and 0 <= s.ended_by < n and not s.hands[s.ended_by],
                    "the game ended because a hand was empty")
        else:
            require(s.ended_by is None and all(s.hands), "the game ends the moment a hand is empty")
        check_log(s.log, n, REMEMBERED)
        for e in s.log:  # what a good memory keeps stays true: cards stay put, hands only shrink
            if e.kind == "flip":
                require(s.grid[e.data["slot"]] in (None, e.data["card"]), "a flipped card moved")
            elif e.kind == "ask" and not e.data["answer"]:
                face = FACE_OF[e.data["card"]]
                require(all(FACE_OF[c] != face for c in s.hands[e.data["target"]]), "a player said no but holds it")

    # ----- whose turn, what may they do --------------------------------------------------------
    def to_act(self, s):
        return [] if s.phase == "over" else [s.turn]

    def legal_moves(self, s, seat):
        if s.phase == "over" or seat != s.turn:
            return []
        flips = _FLIPS[seat]
        first = s.first
        down = [flips[i] for i, c in enumerate(s.grid) if c is not None and i != first]
        if s.phase == "flip":
            return down
        asks = _ASKS[seat]
        moves: list = [_SHOWS[seat]] if TWIN_OF[s.grid[first]] in s.hands[seat] else []
        moves.extend(asks[p] for p in range(s.players) if p != seat)
        moves.extend(down)
        return moves

    # ----- moves ------------------------------------------------------------------------------
    def _apply(self, s, move):
        if isinstance(move, Flip):
            self._flip(s, move)
        elif isinstance(move, Show):
            self._show(s, move)
        elif isinstance(move, Ask):
            self._ask(s, move)
        else:
            raise IllegalMove("That is not an Animal Hunt move.", RULE_MOVES)

    def _flip(self, s: HuntState, move: Flip) -> None:
        rule = RULE_TURN if s.phase == "flip" else RULE_C
        slot = move.slot
        if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < SLOTS or s.grid[slot] is None:
            raise IllegalMove("There is no hunting-ground card at {slot}; flip one of the face-down cards.", rule,
                              slot=repr(slot))
        if slot == s.first:
            raise IllegalMove("That card is already face up; flip a different face-down card.", RULE_C)
        card = s.grid[slot]
        if s.phase == "flip":
            s.log.append(Event("flip", {"seat": move.seat, "slot": slot, "card": card, "turned_back": []}))
            s.first = slot
            s.phase = "choose"
            return
        first = s.first
        if FACE_OF[s.grid[first]] == FACE_OF[card]:
            s.log.append(Event("flip", {"seat": move.seat, "slot": slot, "card": card, "turned_back": []}))
            pair = [s.grid[first], card]
            s.grid[first] = s.grid[slot] = None
            self._score_pair(s, move.seat, pair, "flip", None)
            return
        s.log.append(Event("flip", {"seat": move.seat, "slot": slot, "card": card, "turned_back": [first, slot]}))
        self._next_player(s)

    def _show(self, s: HuntState, move: Show) -> None:
        if s.phase != "choose":
            raise IllegalMove("Flip a hunting-ground card first; then you may show its match.", RULE_TURN)
        flipped = s.grid[s.first]
        mine = TWIN_OF[flipped]
        if mine not in s.hands[move.seat]:
            raise IllegalMove("You do not hold a {card} to match the card you flipped.", RULE_A,
                              card=words.card(flipped))
        s.hands[move.seat].remove(mine)
        s.grid[s.first] = None
        self._score_pair(s, move.seat, [flipped, mine], "show", None)
        if not s.hands[move.seat]:
            self._end(s, move.seat)

    def _ask(self, s: HuntState, move: Ask) -> None:
        if s.phase != "choose":
            raise IllegalMove("Flip a hunting-ground card first; then you may ask a player for its match.", RULE_TURN)
        target = move.target
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < s.players \
                or target == move.seat:
            raise IllegalMove("Ask one of the other players at the table.", RULE_B)
        flipped = s.grid[s.first]
        theirs = TWIN_OF[flipped]
        has = theirs in s.hands[target]
        s.log.append(Event("ask", {"seat": move.seat, "target": target, "card": flipped, "answer": has,
                                   "turned_back": [] if has else [s.first]}))
        if not has:
            self._next_player(s)
            return
        s.hands[target].remove(theirs)
        s.grid[s.first] = None
        self._score_pair(s, move.seat, [flipped, theirs], "ask", target)
        if not s.hands[target]:
            self._end(s, target)

    def _score_pair(self, s: HuntState, seat: int, pair: list[str], how: str, from_seat: int | None) -> None:
        """A completed pair: into the score pile, the matching ducky in front of you, another turn (AH-05)."""
        s.piles[seat].extend(pair)
        animal = SUIT_OF[pair[0]]
        s.log.append(Event("pair", {"seat": seat, "cards": pair, "how": how, "from_seat": from_seat}))
        holder = s.duckies[animal]
        if holder != seat:
            s.duckies[animal] = seat
            s.log.append(Event("ducky", {"animal": animal, "seat": seat, "from_seat": holder}))
        s.first = None
        s.phase = "flip"

    def _next_player(self, s: HuntState) -> None:
        s.first = None
        s.phase = "flip"
        s.turn = (s.turn + 1) % s.players

    def _end(self, s: HuntState, empty: int) -> None:
        """AH-06: the game ends the moment any hand is empty."""
        s.phase = "over"
        s.first = None
        s.ended_by = empty
        s.log.append(Event("game_over", {"ended_by": empty, "scores": hunt_scores(s.piles, s.duckies)}))

    # ----- what a seat may know -----------------------------------------------------------------
    def _view(self, s, seat):
        grid = [None if c is None else (c if i == s.first else FACE_DOWN) for i, c in enumerate(s.grid)]
        return HuntView(
            game=self.id, seat=seat, players=s.players, to_act=self.to_act(s), over=s.phase == "over",
            events=self.events_for(s.log, seat), rows=ROWS, cols=COLS, turn=s.turn, phase=s.phase, grid=grid,
            first_flip=s.first, hand=[] if seat is None else list(s.hands[seat]),
            hand_sizes=[len(h) for h in s.hands], piles=[list(p) for p in s.piles], duckies=dict(s.duckies),
            scores=hunt_scores(s.piles, s.duckies), ended_by=s.ended_by,
        )

    def determinize(self, view, seed):
        """Rebuild the hidden cards from the view alone: face-down cards whose flip the seat saw go back
        where they were; the rest are re-dealt so that no two hands share a card (one deck), and nobody
        holds a card they answered "no" to."""
        rng = Rng.from_seed(seed)
        remembered: dict[int, str] = {}
        denied: set[tuple[int, str]] = set()
        for e in view.events:
            if e.kind == "flip":
                remembered[e.data["slot"]] = e.data["card"]
            elif e.kind == "ask" and not e.data["answer"]:
                denied.add((e.data["target"], FACE_OF[e.data["card"]]))
        remembered = {i: c for i, c in remembered.items() if view.grid[i] == FACE_DOWN}
        known = set(view.hand) | set(remembered.values())
        known.update(c for p in view.piles for c in p)
        known.update(c for c in view.grid if c is not None and c != FACE_DOWN)
        pool = [c for c in ANIMAL_CARDS if c not in known]
        rng.shuffle(pool)
        own_faces = {FACE_OF[c] for c in view.hand}
        copies: dict[str, list[str]] = {}
        for c in pool:
            if FACE_OF[c] not in own_faces:
                copies.setdefault(FACE_OF[c], []).append(c)
        needs = [(p, k) for p, n in enumerate(view.hand_sizes) if p != view.seat for k in range(n)]
        match = _match_hand_slots(needs, list(copies), denied, rng)
        hands = [list(view.hand) if p == view.seat else [] for p in range(view.players)]
        used = set()
        for (p, _), face in zip(needs, match, strict=True):
            card = copies[face][0]
            hands[p].append(card)
            used.add(card)
        hands = [sorted(h, key=CARD_INDEX.__getitem__) for h in hands]
        rest = [c for c in pool if c not in used]
        grid: list[str | None] = []
        for i, v in enumerate(view.grid):
            if v is None:
                grid.append(None)
            elif v != FACE_DOWN:
                grid.append(v)
            elif i in remembered:
                grid.append(remembered[i])
            else:
                grid.append(rest.pop())
        return HuntState(players=view.players, rng=rng, turn=view.turn, phase=view.phase, hands=hands, grid=grid,
                         first=view.first_flip, piles=[list(p) for p in view.piles], duckies=dict(view.duckies),
                         ended_by=view.ended_by, log=list(view.events))

    def result(self, s):
        scores = hunt_scores(s.piles, s.duckies)
        best = max(scores)
        return Result(scores=[float(x) for x in scores], winners=[p for p, x in enumerate(scores) if x == best])

    # ----- words --------------------------------------------------------------------------------
    @staticmethod
    def _slot(slot) -> "Said | str":
        return said("row {row}, column {col}", row=slot // COLS + 1, col=slot % COLS + 1) \
            if isinstance(slot, int) else str(slot)

    def describe_move(self, move) -> "Said | str":
        who = words.who(move.seat)
        if isinstance(move, Flip):
            return said("{who} flips the card at {where}", who=who, where=self._slot(move.slot))
        if isinstance(move, Show):
            return said("{who} shows the matching card", who=who)
        if isinstance(move, Ask):
            return said("{who} asks {target} for the matching card", who=who, target=words.who(move.target))
        return super().describe_move(move)

    def describe_event(self, event: Event) -> "Said | str":
        d, k = event.data, event.kind
        who = words.who(d.get("seat"))
        if k == "deal":
            return said("You are dealt {cards}.", cards=words.cards(d["cards"]))
        if k == "hunting_ground":
            return said_n("{n} card lies face down in the hunting ground; {first} starts.",
                          "{n} cards lie face down in the hunting ground; {first} starts.", d["cards"],
                          first=words.who(d["first"]))
        if k == "flip":
            flipped = dict(who=who, card=words.card(d["card"]), where=self._slot(d["slot"]))
            if d["turned_back"]:
                return said("{who} flips the {card} at {where}: no match, both are turned face down again.", **flipped)
            return said("{who} flips the {card} at {where}.", **flipped)
        if k == "ask":
            asked = dict(who=who, target=words.who(d["target"]), card=words.card(d["card"]))
            if d["answer"]:
                return said("{who} asks {target} for a {card}: yes.", **asked)
            return said("{who} asks {target} for a {card}: no, and the card is turned face down again.", **asked)
        if k == "pair":
            return said("{who} scores a pair of {card} and goes again.", who=who, card=words.card(d["cards"][0]))
        if k == "ducky":
            took = dict(who=who, animal=words.animal(d["animal"]), ducky=words.ducky(d["animal"]))
            if d["from_seat"] is not None:
                return said("{who} takes the {animal} ducky from {owner}.", owner=words.who(d["from_seat"]), **took)
            return said("{who} takes the {animal} ducky.", **took)
        if k == "game_over":
            return said("{who} has no cards left: the game ends. Scores: {scores}.", who=words.who(d["ended_by"]),
                        scores=words.seat_numbers(d["scores"]))
        return super().describe_event(event)


REMEMBERED = {
    "flip": {"slot": within(0, SLOTS - 1), "card": one_of(ANIMAL_CARDS)},
    "ask": {"target": a_seat, "card": one_of(ANIMAL_CARDS), "answer": a_flag},
}
"""The events determinize reads (a good memory), and what they hold (a loaded log is checked against this)."""


def _match_hand_slots(needs, faces, denied, rng) -> list[str]:
    """Give every hidden hand slot (seat, k) a different face, never one its seat denied holding
    (bipartite matching by augmenting paths, in random order)."""
    order = list(range(len(needs)))
    rng.shuffle(order)
    owner: dict[str, int] = {}

    def augment(i, seen):
        seat = needs[i][0]
        options = [f for f in faces if (seat, f) not in denied]
        rng.shuffle(options)
        for f in options:
            if f in seen:
                continue
            seen.add(f)
            if f not in owner or augment(owner[f], seen):
                owner[f] = i
                return True
        return False

    for i in order:
        if not augment(i, set()):
            raise ValueError("no way to deal the hidden hands consistently with this view")
    by_slot = {i: f for f, i in owner.items()}
    return [by_slot[i] for i in range(len(needs))]


GAME = AnimalHunt()

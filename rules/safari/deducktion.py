"""Deducktion (promo game, 3-5 players and a 2-player variant): ask questions, find the five missing cards.

Decisions: RULES-DECISIONS §2.8 (DK-01..DK-13) and `RULES-savannah-herds-deducktion.md`.

Cards: the question deck is the `a` set of every animal plus the six Ducktor cards (36); the hands come
from the `b` sets (30), of which one card per animal is put aside unseen (the missing five). Hands
therefore never hold explorer cards and every animal card in play is unique.
"""

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from rules.core import Engine, Event, IllegalMove, Result, Rng, SetupError, View, arrange, split_order
from rules.core.checks import (
    a_number,
    a_seat,
    check_each_once,
    check_log,
    check_number,
    check_per_seat,
    check_seat,
    check_sorted,
    list_of,
    one_of,
    require,
)
from rules.core.said import N_, Said, Term, joined, said, said_n

from . import sentences as words
from .components import ANIMALS, CARD_INDEX, EXPLORER, is_card

TITLE = "Deducktion"
R_MELD = N_("Deducktion, Melding and Scoring Sets")
R_ASK = N_("Deducktion, Asking Your Question")
R_PASS = N_("Deducktion, Asking Your Question (passing cards)")
R_END = N_("Deducktion, Ending the Game and Winning")

QUESTION_DECK = tuple([f"{a}-{n}a" for a in ANIMALS for n in range(1, 7)] + [f"{EXPLORER}-{n}" for n in range(1, 7)])
HAND_CARDS = tuple(f"{a}-{n}b" for a in ANIMALS for n in range(1, 7))
CARDS_SHOWN = {  # event kind -> its fields that name hand cards (a list, or one card)
    "deal": ("leftover",), "hand": ("cards",), "meld": ("cards",), "answer_cards": ("cards",),
    "received_first": ("cards", "gave"), "exchange_cards": ("received", "passed"), "reserve_card": ("card",),
}
HAND_SIZE = {2: 8, 3: 8, 4: 6, 5: 5}
MELD_POINTS = {3: 3, 4: 5, 5: 7}
RIGHT, WRONG = 5, -3
QUESTIONS = 12  # 36 question cards, three per question (DK-02)
STEPS = ("meld", "ask", "return", "final_meld", "guess", "over")
QUESTION_FIELDS = ("asker", "target", "cards", "animal", "wrap", "question", "faces", "count")
SUIT = {c: c.split("-")[0] for c in QUESTION_DECK + HAND_CARDS}
NUM = {c: int(c.split("-")[1][0]) for c in QUESTION_DECK + HAND_CARDS}


def face(card: str) -> str:
    return f"{SUIT[card]}-{NUM[card]}"


def by_index(cards) -> list[str]:
    return sorted(cards, key=CARD_INDEX.__getitem__)


# ----- questions (DK-06..DK-08), free functions so the examples can be tested directly ---------------
def conversions(flipped: list[str], pair: tuple[str, str]) -> list[str | None]:
    """The animals the chosen explorer card(s) may become (DK-07); [None] if no explorer was chosen."""
    if not any(SUIT[c] == EXPLORER for c in pair):
        return [None]
    others = [c for c in flipped if SUIT[c] != EXPLORER]
    explorers = len(flipped) - len(others)
    if explorers == 1:
        rest = [c for c in flipped if c not in pair] + [c for c in pair if SUIT[c] != EXPLORER]
        return sorted({SUIT[c] for c in rest})
    if explorers == 2:
        return [SUIT[others[0]]]
    return list(ANIMALS)


def question_faces(pair: tuple[str, str], animal: str | None, wrap: bool) -> list[str]:
    """The faces a question asks about, e.g. (tiger-2a, tiger-5a, None, False) -> tiger-2..tiger-5."""
    (c1, c2) = pair
    a1 = animal if SUIT[c1] == EXPLORER else SUIT[c1]
    a2 = animal if SUIT[c2] == EXPLORER else SUIT[c2]
    n1, n2 = NUM[c1], NUM[c2]
    if n1 == n2:  # DK-06: the number rule comes first
        return [f"{a}-{n1}" for a in ANIMALS]
    if a1 == a2:
        lo, hi = min(n1, n2), max(n1, n2)
        nums = list(range(hi, 7)) + list(range(1, lo + 1)) if wrap else list(range(lo, hi + 1))
        return [f"{a1}-{n}" for n in nums]
    return [f"{a}-{n}" for a in (a1, a2) for n in (n1, n2)]


def question_kind(pair: tuple[str, str], animal: str | None) -> str:
    """'number', 'sequence' or 'cross' (the three printed kinds of question)."""
    (c1, c2) = pair
    if NUM[c1] == NUM[c2]:
        return "number"
    a1 = animal if SUIT[c1] == EXPLORER else SUIT[c1]
    a2 = animal if SUIT[c2] == EXPLORER else SUIT[c2]
    return "sequence" if a1 == a2 else "cross"


def question_options(flipped: list[str]) -> list[tuple[tuple[str, str], str | None, bool]]:
    """Every (pair, animal, wrap) a player may ask with three flipped cards, canonical order."""
    out = []
    for pair in combinations(by_index(flipped), 2):
        for animal in conversions(flipped, pair):
            wraps = (False, True) if question_kind(pair, animal) == "sequence" else (False,)
            for wrap in wraps:
                out.append((pair, animal, wrap))
    return out


@dataclass
class DeducktionState:
    players: int
    rng: Rng
    first: int
    turn: int
    step: str  # "meld", "ask", "return", "final_meld", "guess", "over"
    hands: list[list[str]]
    reserve: list[str]
    leftover: list[str]  # the face-up card (0 or 1)
    missing: list[str]  # one per animal, ANIMALS order
    qdeck: list[str]  # index 0 = top
    qdiscard: list[str]
    flipped: list[str]
    melds: list[list[str]]  # per seat, card ids, canonical order
    turns_taken: int
    total_turns: int
    question: dict | None = None  # the last question asked (public)
    ex_target: int = -1  # a pending exchange: who answered
    ex_cards: list[str] = field(default_factory=list)  # the cards the target passes
    ex_need: int = 0  # how many cards the asker must choose to pass
    ex_from_received: bool = False  # True when the asker had fewer cards than it received
    guesses: list[list[int]] = field(default_factory=list)  # per seat, per animal: 0 blank, 1..6
    scores: list[int] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay three or more cards of one number face up, or add cards to your meld of that number."""

    seat: int
    cards: tuple[str, ...]
    kind: Literal["meld"] = "meld"


@dataclass(frozen=True, slots=True)
class Flip:
    """Stop melding and flip the top three question cards."""

    seat: int
    kind: Literal["flip"] = "flip"


@dataclass(frozen=True, slots=True)
class Ask:
    """Ask `target` about two of the flipped cards; `animal` is what a chosen explorer becomes,
    `wrap` picks the wrap-around sequence (higher card up to 6, then 1 up to the lower card)."""

    seat: int
    target: int
    cards: tuple[str, ...]
    animal: str | None = None
    wrap: bool = False
    kind: Literal["ask"] = "ask"


@dataclass(frozen=True, slots=True)
class Give:
    """The cards the asker passes to the answering player (from the hand, or from the received cards)."""

    seat: int
    cards: tuple[str, ...]
    kind: Literal["give"] = "give"


@dataclass(frozen=True, slots=True)
class Done:
    """No more final melds."""

    seat: int
    kind: Literal["done"] = "done"


@dataclass(frozen=True, slots=True)
class Guess:
    """A secret guess of one animal's missing number (0 = leave it blank)."""

    seat: int
    animal: str
    number: int
    kind: Literal["guess"] = "guess"


DeducktionMove = Annotated[Meld | Flip | Ask | Give | Done | Guess, Field(discriminator="kind")]


class QuestionInfo(BaseModel):
    asker: int
    target: int
    cards: list[str]
    animal: str | None
    wrap: bool
    question: str  # number / sequence / cross
    faces: list[str]
    count: int


class DeducktionView(View):
    step: str
    turn: int
    first: int
    turns_taken: int
    total_turns: int
    hand: list[str]
    hand_sizes: list[int]
    reserve_size: int
    leftover: list[str]
    melds: list[list[str]]
    question_deck_size: int
    question_discard: list[str]
    flipped: list[str]
    question: QuestionInfo | None
    exchange_target: int  # -1 when no exchange is waiting
    exchange_count: int  # cards the asker must choose to pass
    exchange_from_received: bool
    exchange_cards: list[str]  # the answering cards, only for the answerer, or for the asker once seen
    my_guesses: list[int]  # this seat's guesses so far (ANIMALS order)
    guesses_made: list[int]  # how many animals each seat has guessed (public)
    guesses: list[list[int]]  # everyone's guesses, once revealed at the end
    missing: list[str]  # revealed at the end
    scores: list[int]  # final scores, at the end


def cards_named(event) -> set[str]:
    """The hand cards an event shows (the face-up card of the deal, a hand, a meld, the cards of an answer,
    an exchange or a reserve draw): whoever saw the event knows none of them is missing. Looked up by the
    event's kind, since the bots read every event of the log once per imagined deal."""
    out: set[str] = set()
    for key in CARDS_SHOWN.get(event.kind, ()):
        value = event.data.get(key) or ()
        out.update((value,) if isinstance(value, str) else value)
    return out


def guess_points(number: int, missing: str) -> int:
    """What a guess of `number` for the animal of the `missing` card scores (0 = blank)."""
    if not number:
        return 0
    return RIGHT if NUM[missing] == number else WRONG


def meld_points(meld: list[str]) -> int:
    """What a seat's melded cards score: each number's set by its size."""
    counts = Counter(NUM[c] for c in meld)
    return sum(MELD_POINTS[k] for k in counts.values())


def meld_options(hand: list[str], melded: list[str]) -> list[tuple[str, ...]]:
    have = {NUM[c] for c in melded}
    out = []
    for n in range(1, 7):
        cards = [c for c in hand if NUM[c] == n]
        smallest = 1 if n in have else 3
        for k in range(smallest, len(cards) + 1):
            out.extend(combinations(cards, k))
    return out


class Deducktion(Engine):
    id = "deducktion"
    title = TITLE
    min_players = 2
    max_players = 5
    variants = {2: (N_("Two-Player Variant"),
                    N_("dealt as for three players; the third hand is set aside as a draw pile"))}
    State = DeducktionState
    Move = DeducktionMove
    View = DeducktionView

    def _setup(self, players, seed, options):
        rng = Rng.from_seed(seed)
        order = options.deck_order
        if order:
            bad = sorted(set(order) - set(QUESTION_DECK) - set(HAND_CARDS))
            if bad:
                raise SetupError(f"deck_order names cards this game does not use: {', '.join(bad)}")
        qdeck = arrange(list(QUESTION_DECK), split_order(order, set(QUESTION_DECK)), rng)
        cards = arrange(list(HAND_CARDS), split_order(order, set(HAND_CARDS)), rng)
        missing = []
        for a in ANIMALS:  # the first card of each animal in the shuffled order is put aside
            missing.append(next(c for c in cards if SUIT[c] == a))
        rest = [c for c in cards if c not in missing]
        size = HAND_SIZE[players]
        seats_dealt = 3 if players == 2 else players
        hands = [sorted(rest[size * p: size * p + size], key=CARD_INDEX.__getitem__) for p in range(seats_dealt)]
        left = rest[size * seats_dealt:]
        reserve = hands.pop() if players == 2 else []
        first = options.first_player if options.first_player is not None else rng.below(players)
        total = players * -(-QUESTIONS // players)
        s = DeducktionState(players, rng, first, first, "meld", hands, reserve, left, missing, qdeck, [], [],
                            [[] for _ in range(players)], 0, total, guesses=[[] for _ in range(players)],
                            scores=[0] * players)
        s.log.append(Event("deal", {"first": first, "hand": size, "leftover": list(left), "reserve": len(reserve),
                                    "turns": total}))
        for p in range(players):
            s.log.append(Event("hand", {"seat": p, "cards": list(hands[p])}, (p,)))
        self._begin_turn(s)
        return s

    def clone(self, s):
        return DeducktionState(
            s.players, Rng(s.rng.state), s.first, s.turn, s.step, [list(h) for h in s.hands], list(s.reserve),
            list(s.leftover), list(s.missing), list(s.qdeck), list(s.qdiscard), list(s.flipped),
            [list(m) for m in s.melds], s.turns_taken, s.total_turns, s.question, s.ex_target, list(s.ex_cards),
            s.ex_need, s.ex_from_received, [list(g) for g in s.guesses], list(s.scores), list(s.log),
        )

    # ----- turn flow ---------------------------------------------------------------------------------
    def _begin_turn(self, s):
        s.step = "meld"
        if not meld_options(s.hands[s.turn], s.melds[s.turn]):
            self._flip(s)

    def _flip(self, s):
        if len(s.qdeck) < 3:  # DK-02: the used cards become a new deck for the last turns
            s.qdeck = s.qdeck + s.qdiscard
            s.qdiscard = []
            s.rng.shuffle(s.qdeck)
            s.log.append(Event("reshuffle", {"cards": len(s.qdeck)}))
        s.flipped, s.qdeck = s.qdeck[:3], s.qdeck[3:]
        s.step = "ask"
        s.log.append(Event("flip", {"seat": s.turn, "cards": list(s.flipped)}))

    def _end_turn(self, s):
        s.qdiscard.extend(s.flipped)
        s.flipped = []
        s.turns_taken += 1
        if s.turns_taken >= s.total_turns:
            self._final_melds_from(s, 0)
            return
        s.turn = (s.turn + 1) % s.players
        self._begin_turn(s)

    def _final_melds_from(self, s, i):
        """DK-02: each seat in turn order, from the first player, may make final melds; seats with
        nothing to meld are skipped. Then everyone guesses."""
        for j in range(i, s.players):
            p = (s.first + j) % s.players
            if meld_options(s.hands[p], s.melds[p]):
                s.step = "final_meld"
                s.turn = p
                return
        s.step = "guess"
        s.log.append(Event("guessing", {}))

    def _next_final_melder(self, s):
        self._final_melds_from(s, (s.turn - s.first) % s.players + 1)

    def _check_state(self, s: DeducktionState) -> None:
        """DK-01 to DK-13: the 30 hand cards and the 36 question cards each lie once; one missing card per
        animal; melds of three or more of a number; a turn flips three question cards and may wait for the
        asker to pass cards back; after the last turn come the final melds, then the guesses."""
        n = s.players
        require(s.step in STEPS, f"{s.step!r} is not a step of {TITLE}")
        check_per_seat(n, hands=s.hands, melds=s.melds, guesses=s.guesses, scores=s.scores)
        check_seat(s.first, n, "the first player")
        check_seat(s.turn, n, "the seat to play")
        check_each_once([*s.hands, s.reserve, s.leftover, s.missing, *s.melds], HAND_CARDS)
        check_each_once([s.qdeck, s.qdiscard, s.flipped], QUESTION_DECK, "the question cards")
        require([SUIT[c] for c in s.missing] == list(ANIMALS), "one card of each animal is missing")
        require(len(s.leftover) <= 1 and (n == 2 or not s.reserve), "only the 2-player game has a reserve")
        for cards in [*s.hands, *s.melds]:
            check_sorted(cards, CARD_INDEX.__getitem__, "a hand or a meld")
        for meld in s.melds:
            require(all(sum(NUM[c] == NUM[x] for c in meld) >= 3 for x in meld), "a meld has three or more cards")
        turns = n * -(-QUESTIONS // n)
        require(s.total_turns == turns, f"{n} players take {turns} turns")
        last = s.step in ("final_meld", "guess", "over")
        check_number(s.turns_taken, s.total_turns if last else 0, s.total_turns if last else s.total_turns - 1,
                     "the turns taken")
        require(len(s.flipped) == (3 if s.step in ("ask", "return") else 0), "three question cards are flipped")
        if s.question is not None:
            self._check_question(s, s.question)
        self._check_exchange(s)
        for guesses in s.guesses:
            require(len(guesses) <= len(ANIMALS) and all(type(g) is int and 0 <= g <= 6 for g in guesses)
                    and (s.step in ("guess", "over") or not guesses), "a guess is a number from 0 to 6")
        require((s.step == "over") == all(len(g) == len(ANIMALS) for g in s.guesses), "everyone guesses at the end")
        if s.step == "over":
            t = self.clone(s)
            self._score(t)
            require(t.scores == s.scores, "the scores do not follow from the melds and guesses")
        else:
            require(not any(s.scores), "scores are counted at the end")
        check_log(s.log, n, KNOWN_HOLDERS)

    @staticmethod
    def _check_question(s: DeducktionState, q: dict) -> None:
        require(tuple(q) == QUESTION_FIELDS, "the last question is damaged")
        check_seat(q["asker"], s.players, "the asking seat")
        check_seat(q["target"], s.players, "the asked seat")
        cards = q["cards"]
        require(q["asker"] != q["target"] and type(cards) is list and len(cards) == 2
                and all(c in QUESTION_DECK for c in cards) and cards == by_index(cards) and cards[0] != cards[1]
                and (q["animal"] is None or q["animal"] in ANIMALS) and type(q["wrap"]) is bool
                and q["question"] == question_kind(tuple(cards), q["animal"])
                and q["faces"] == question_faces(tuple(cards), q["animal"], q["wrap"])
                and type(q["count"]) is int and 0 <= q["count"] <= len(q["faces"]), "the last question is damaged")

    @staticmethod
    def _check_exchange(s: DeducktionState) -> None:
        """An exchange waits only in the `return` step, for the asker to choose the cards it passes."""
        if s.step != "return":
            require(s.ex_target == -1 and not s.ex_cards and s.ex_need == 0 and not s.ex_from_received,
                    "an exchange waits only while the asker chooses cards")
            return
        q = s.question
        require(q is not None and q["asker"] == s.turn and q["target"] == s.ex_target
                and all(c in s.flipped for c in q["cards"]), "the exchange is not for the question asked")
        wanted = set(q["faces"])
        matched = [c for c in s.hands[s.ex_target] if face(c) in wanted]
        k, h = len(matched), len(s.hands[s.turn])
        require(s.ex_cards == matched and k == q["count"] and k > 0, "the answering cards are wrong")
        need = k - h if s.ex_from_received else k
        require(s.ex_need == need and 0 < need and (h > 0 if s.ex_from_received else k < h),
                "the number of cards to pass back is wrong")

    # ----- acting seats and moves --------------------------------------------------------------------
    def to_act(self, s):
        if s.step == "over":
            return []
        if s.step == "guess":
            return [p for p in range(s.players) if len(s.guesses[p]) < len(ANIMALS)]
        return [s.turn]

    def legal_moves(self, s, seat):
        if seat not in self.to_act(s):
            return []
        if s.step in ("meld", "final_meld"):
            moves = [Meld(seat, c) for c in meld_options(s.hands[seat], s.melds[seat])]
            moves.append(Flip(seat) if s.step == "meld" else Done(seat))
            return moves
        if s.step == "ask":
            return [Ask(seat, t, pair, animal, wrap) for t in range(s.players) if t != seat
                    for pair, animal, wrap in question_options(s.flipped)]
        if s.step == "return":
            pool = s.ex_cards if s.ex_from_received else s.hands[seat]
            return [Give(seat, c) for c in combinations(pool, s.ex_need)]
        animal = ANIMALS[len(s.guesses[seat])]
        return [Guess(seat, animal, n) for n in range(7)]

    def _apply(self, s, move):
        seat = move.seat
        if isinstance(move, Meld):
            return self._meld(s, seat, move)
        if isinstance(move, Flip):
            if s.step != "meld":
                raise IllegalMove("The question cards are flipped once, after melding, at the start of your turn.",
                                  R_ASK)
            return self._flip(s)
        if isinstance(move, Done):
            if s.step != "final_meld":
                raise IllegalMove("'Done' ends your final melds; it is not time for them.", R_END)
            return self._next_final_melder(s)
        if isinstance(move, Ask):
            return self._ask(s, seat, move)
        if isinstance(move, Give):
            return self._give(s, seat, move)
        if isinstance(move, Guess):
            return self._guess(s, seat, move)
        raise IllegalMove("That is not a Deducktion move.", R_ASK)

    def _meld(self, s, seat, move):
        """What is wrong with the cards is said before when melding is allowed: a seat with nothing to meld
        has its question cards flipped by itself, so "only at the start of your turn" would hide the reason."""
        cards = move.cards
        if not isinstance(cards, tuple | list) or not cards or not all(is_card(c) for c in cards):
            raise IllegalMove("Name the cards of your hand you want to meld.", R_MELD)
        if len(set(cards)) != len(cards) or any(c not in s.hands[seat] for c in cards):
            raise IllegalMove("You can only meld cards from your own hand, each once.", R_MELD)
        nums = {NUM[c] for c in cards}
        if len(nums) != 1:
            raise IllegalMove("A meld is made of cards of the same number.", R_MELD)
        n = nums.pop()
        if len(cards) < 3 and not any(NUM[c] == n for c in s.melds[seat]):
            held = sum(NUM[c] == n for c in s.hands[seat])
            have = said("name them all") if held >= 3 else \
                (said("you hold none"), said("you hold only one"), said("you hold only two"))[held]
            raise IllegalMove("A meld needs three of a number: three or more {n}s, and {have} "
                              "(you have no meld of {n}s to add to).", R_MELD, n=n, have=have)
        if s.step == "guess":
            raise IllegalMove("The melding is over: now everyone makes their secret guesses.", R_MELD)
        if s.step not in ("meld", "final_meld"):
            raise IllegalMove("You may meld only at the start of your turn, before you ask your question.", R_MELD)
        if tuple(cards) not in meld_options(s.hands[seat], s.melds[seat]):
            raise IllegalMove("List the cards in the order of your hand.", R_MELD)
        for c in cards:
            s.hands[seat].remove(c)
        s.melds[seat] = by_index(s.melds[seat] + list(cards))
        s.log.append(Event("meld", {"seat": seat, "cards": list(cards)}))
        if s.step == "meld" and not meld_options(s.hands[seat], s.melds[seat]):
            self._flip(s)
        elif s.step == "final_meld" and not meld_options(s.hands[seat], s.melds[seat]):
            self._next_final_melder(s)

    def _ask(self, s, seat, move):
        if s.step != "ask":
            raise IllegalMove("You can ask a question only after flipping the three question cards.", R_ASK)
        t = move.target
        if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < s.players or t == seat:
            raise IllegalMove("Choose another player to question.", R_ASK)
        pair = tuple(move.cards) if isinstance(move.cards, tuple | list) else ()
        if len(pair) != 2 or not all(is_card(c) for c in pair) or len(set(pair)) != 2 \
                or any(c not in s.flipped for c in pair):
            raise IllegalMove("Choose two of the three flipped question cards.", R_ASK)
        pair = tuple(by_index(pair))
        options = conversions(s.flipped, pair)
        if move.animal not in options:
            if options == [None]:
                raise IllegalMove("Only an explorer card changes its animal; these two cards keep theirs.", R_ASK)
            raise IllegalMove("The explorer card can become {animals} here (never an explorer).", R_ASK,
                              animals=either(words.animal(a) for a in options))
        kind = question_kind(pair, move.animal)
        if not isinstance(move.wrap, bool) or (move.wrap and kind != "sequence"):
            raise IllegalMove("Only a question about one animal's sequence can wrap around from 6 to 1.", R_ASK)
        if (Ask(seat, t, pair, move.animal, move.wrap) != move):
            raise IllegalMove("List the two question cards in deck order.", R_ASK)
        faces = question_faces(pair, move.animal, move.wrap)
        wanted = set(faces)
        matched = [c for c in s.hands[t] if face(c) in wanted]
        k = len(matched)
        s.question = {"asker": seat, "target": t, "cards": list(pair), "animal": move.animal, "wrap": move.wrap,
                      "question": kind, "faces": faces, "count": k}
        s.log.append(Event("ask", {**s.question, "asker_hand": len(s.hands[seat])}))
        if k == 0:
            if s.players == 2 and s.reserve:  # DK-12
                card = s.reserve.pop(0)
                s.hands[seat] = by_index(s.hands[seat] + [card])
                s.log.append(Event("reserve_draw", {"seat": seat}))
                s.log.append(Event("reserve_card", {"card": card}, (seat,)))
            return self._end_turn(s)
        s.log.append(Event("answer_cards", {"cards": matched}, (t,)))
        h = len(s.hands[seat])
        s.ex_target, s.ex_cards = t, matched
        if k <= h:
            s.ex_need, s.ex_from_received = k, False
            if k == h:
                return self._finish_exchange(s, seat, tuple(s.hands[seat]))
        else:
            s.ex_need, s.ex_from_received = k - h, True
            s.log.append(Event("received_first", {"cards": matched, "gave": list(s.hands[seat])}, (seat,)))
            if h == 0:
                return self._finish_exchange(s, seat, tuple(matched))
        s.step = "return"

    def _give(self, s, seat, move):
        if s.step != "return":
            raise IllegalMove("There is no exchange waiting for your cards.", R_PASS)
        cards = move.cards
        pool = s.ex_cards if s.ex_from_received else s.hands[seat]
        if (not isinstance(cards, tuple | list) or not all(is_card(c) for c in cards) or len(set(cards)) != len(cards)
                or any(c not in pool for c in cards)):
            if s.ex_from_received:
                raise IllegalMove("Pass cards from the cards you just received.", R_PASS)
            raise IllegalMove("Pass cards from your hand.", R_PASS)
        if len(cards) != s.ex_need:
            raise IllegalMove(said_n("You must pass exactly {n} card.", "You must pass exactly {n} cards.",
                                     s.ex_need), R_PASS)
        if tuple(cards) not in combinations(pool, s.ex_need):
            raise IllegalMove("List the cards in the order of your hand.", R_PASS)
        self._finish_exchange(s, seat, tuple(cards))

    def _finish_exchange(self, s, seat, chosen):
        t, matched = s.ex_target, s.ex_cards
        mine = s.hands[seat]
        if s.ex_from_received:
            given = list(mine) + list(chosen)
            s.hands[seat] = by_index([c for c in matched if c not in chosen])
        else:
            given = list(chosen)
            s.hands[seat] = by_index([c for c in mine if c not in chosen] + matched)
        s.hands[t] = by_index([c for c in s.hands[t] if c not in matched] + given)
        s.log.append(Event("exchange", {"asker": seat, "target": t, "count": len(matched)}))
        s.log.append(Event("exchange_cards", {"received": list(matched), "passed": given}, (seat, t)))
        s.ex_target, s.ex_cards, s.ex_need, s.ex_from_received = -1, [], 0, False
        self._end_turn(s)

    def _guess(self, s, seat, move):
        if s.step != "guess":
            raise IllegalMove("Guesses are made once, at the end of the game.", R_END)
        want = ANIMALS[len(s.guesses[seat])]
        if move.animal != want:
            raise IllegalMove("Guess the animals in order; next is the {animal}.", R_END, animal=words.animal(want))
        if not isinstance(move.number, int) or isinstance(move.number, bool) or not 0 <= move.number <= 6:
            raise IllegalMove("A guess is a number from 1 to 6, or 0 to leave it blank.", R_END)
        s.guesses[seat].append(move.number)
        s.log.append(Event("guess_made", {"seat": seat, "animal": move.animal}))
        s.log.append(Event("guess", {"animal": move.animal, "number": move.number}, (seat,)))
        if all(len(g) == len(ANIMALS) for g in s.guesses):
            self._score(s)

    def _score(self, s):
        for p in range(s.players):
            points = meld_points(s.melds[p])
            for a, g, m in zip(ANIMALS, s.guesses[p], s.missing, strict=True):
                assert SUIT[m] == a
                points += guess_points(g, m)
            s.scores[p] = points
        s.step = "over"
        s.log.append(Event("reveal", {"missing": list(s.missing), "guesses": [list(g) for g in s.guesses],
                                      "scores": list(s.scores)}))

    # ----- views ---------------------------------------------------------------------------------
    def _view(self, s, seat):
        over = s.step == "over"
        pending = s.step == "return"
        sees = pending and (seat == s.ex_target or (seat == s.turn and s.ex_from_received))
        return DeducktionView(
            game=self.id, seat=seat, players=s.players, to_act=self.to_act(s), over=over,
            events=self.events_for(s.log, seat), step=s.step, turn=s.turn, first=s.first,
            turns_taken=s.turns_taken, total_turns=s.total_turns,
            hand=[] if seat is None else list(s.hands[seat]), hand_sizes=[len(h) for h in s.hands],
            reserve_size=len(s.reserve), leftover=list(s.leftover), melds=[list(m) for m in s.melds],
            question_deck_size=len(s.qdeck), question_discard=list(s.qdiscard), flipped=list(s.flipped),
            question=QuestionInfo(**s.question) if s.question else None,
            exchange_target=s.ex_target, exchange_count=s.ex_need, exchange_from_received=s.ex_from_received,
            exchange_cards=list(s.ex_cards) if sees else [],
            my_guesses=[] if seat is None else list(s.guesses[seat]), guesses_made=[len(g) for g in s.guesses],
            guesses=[list(g) for g in s.guesses] if over else [], missing=list(s.missing) if over else [],
            scores=list(s.scores) if over else [],
        )

    def determinize(self, view, seed):
        """A full deal consistent with the view: unseen cards re-dealt, one missing card per animal (never a
        card this seat has seen: missing cards are put aside at the deal and never move), the cards this seat
        knows to be in another hand kept there (`known_holders`), and, during an exchange, the answering
        player holding as many matching cards as announced."""
        rng = Rng.from_seed(seed)
        players = view.players
        seen = set(view.hand) | set(view.leftover) | {c for m in view.melds for c in m} | set(view.exchange_cards)
        known = known_holders(view)
        unseen = [c for c in HAND_CARDS if c not in seen]
        rng.shuffle(unseen)
        free = [c for c in unseen if c not in known and c not in view.missing]  # places this seat does not know
        extra: dict[int, list[str]] = {p: [] for p in range(players)}
        for c in by_index(known):
            extra[known[c]].append(c)
        excluded = excluded_faces(view)
        pending = view.step == "return"
        matched: list[str] = []
        sample = 0
        wanted: set[str] = set()
        t = view.exchange_target
        if pending:
            wanted = set(view.question.faces)
            if view.exchange_cards:
                matched = list(view.exchange_cards)
                if t != view.seat:
                    extra[t] = by_index(set(extra[t]) | set(matched))
            else:
                matched = [c for c in extra[t] if face(c) in wanted]
                sample = view.question.count - len(matched)
        # every unknown place a free card may fill, and what it accepts (a perfect matching always exists:
        # the real deal is one)
        slots: list[tuple[str, object]] = []
        for p in range(players):
            if p != view.seat:
                ban = excluded[p] | (wanted if pending and p == t else set())
                slots += [("pick", (p, wanted - excluded[p]))] * (sample if p == t else 0)
                slots += [("hand", (p, ban))] * (view.hand_sizes[p] - len(extra[p]) - (sample if p == t else 0))
        slots += [("any", None)] * view.reserve_size
        if not view.missing:
            once_seen = frozenset(c for e in view.events for c in cards_named(e))
            proven = proven_missing(view)
            slots += [("animal", (a, once_seen, proven.get(a))) for a in ANIMALS]
        placed = _match(free, slots, rng)
        put_aside = {slots[j][1][0]: c for c, j in placed.items() if slots[j][0] == "animal"}
        missing = list(view.missing) or [put_aside.get(a) or next(c for c in unseen if SUIT[c] == a)
                                         for a in ANIMALS]
        reserve = []
        for c in free:
            if c not in placed:
                continue
            kind, arg = slots[placed[c]]
            if kind in ("hand", "pick"):
                extra[arg[0]].append(c)
                if kind == "pick":
                    matched.append(c)
            elif kind == "any":
                reserve.append(c)
        hands = [list(view.hand) if p == view.seat else by_index(extra[p]) for p in range(players)]
        used = set(view.question_discard) | set(view.flipped)
        qdeck = [c for c in QUESTION_DECK if c not in used]
        rng.shuffle(qdeck)
        if view.guesses:
            guesses = [list(g) for g in view.guesses]
        else:
            guesses = [list(view.my_guesses) if p == view.seat else [0] * n for p, n in enumerate(view.guesses_made)]
        q = view.question.model_dump() if view.question else None
        return DeducktionState(
            players, rng, view.first, view.turn, view.step, hands, reserve, list(view.leftover), missing,
            qdeck[: view.question_deck_size], list(view.question_discard), list(view.flipped),
            [list(m) for m in view.melds], view.turns_taken, view.total_turns, q, view.exchange_target,
            by_index(matched) if pending else [], view.exchange_count, view.exchange_from_received, guesses,
            list(view.scores) if view.scores else [0] * players, list(view.events),
        )

    def result(self, s):
        best = max(s.scores)
        return Result(scores=[float(x) for x in s.scores], winners=[p for p, x in enumerate(s.scores) if x == best])

    # ----- words ------------------------------------------------------------------------------------
    def describe_move(self, move) -> "Said | str":
        who = words.who(move.seat)
        if isinstance(move, Meld):
            return said("{who} melds {cards}", who=who, cards=words.cards(move.cards))
        if isinstance(move, Flip):
            return said("{who} flips three question cards", who=who)
        if isinstance(move, Ask):
            return said("{who} asks {target}: {question}", who=who, target=words.who(move.target),
                        question=ask_said(move.cards, move.animal, move.wrap))
        if isinstance(move, Give):
            return said("{who} passes {cards}", who=who, cards=words.cards(move.cards))
        if isinstance(move, Done):
            return said("{who} makes no more melds", who=who)
        if move.number:
            return said("{who} guesses the missing {animal} is a {number}", who=who, animal=words.animal(move.animal),
                        number=move.number)
        return said("{who} leaves the {animal} guess blank", who=who, animal=words.animal(move.animal))

    def describe_event(self, event) -> "Said | str":  # noqa: C901 - one sentence per event kind reads best flat
        d, k = event.data, event.kind
        who = words.who(d.get("seat"))
        if k == "ask":
            return said("{asker} asks {target} {question}: {count}", asker=words.who(d["asker"]),
                        target=words.who(d["target"]), question=ask_said(d["cards"], d["animal"], d["wrap"]),
                        count=d["count"])
        if k == "flip":
            return said("{who} flips {cards}", who=who, cards=words.cards(d["cards"]))
        if k == "meld":
            return said("{who} melds {cards}", who=who, cards=words.cards(d["cards"]))
        if k == "reveal":
            return said("The missing cards: {cards}", cards=words.cards(d["missing"]))
        if k == "deal":
            return said_n("The cards are dealt; {first} asks first ({n} turn in all)",
                          "The cards are dealt; {first} asks first ({n} turns in all)", d["turns"],
                          first=words.who(d["first"]))
        if k == "hand":
            return said("Your hand: {cards}", cards=words.cards(d["cards"]))
        if k == "answer_cards":
            return said("You must pass {cards}", cards=words.cards(d["cards"]))
        if k == "received_first":
            return said("You pass your whole hand and receive {cards}; choose what to give back",
                        cards=words.cards(d["cards"]))
        if k == "exchange":
            return said_n("{asker} and {target} swap {n} card", "{asker} and {target} swap {n} cards", d["count"],
                          asker=words.who(d["asker"]), target=words.who(d["target"]))
        if k == "exchange_cards":
            return said("You receive {received} for {passed}", received=words.cards(d["received"]) or Term("nothing"),
                        passed=words.cards(d["passed"]) or Term("nothing"))
        if k == "reserve_draw":
            return said("The answer was zero: {who} draws a card from the reserve", who=who)
        if k == "reserve_card":
            return said("You draw {card} from the reserve", card=words.card(d["card"]))
        if k == "reshuffle":
            return said("The used question cards are shuffled into a new question deck")
        if k == "guessing":
            return said("Final guesses: name the missing number of each animal (or leave it blank)")
        if k == "guess_made":
            return said("{who} has guessed the {animal}", who=who, animal=words.animal(d["animal"]))
        if k == "guess":
            if d["number"]:
                return said("Your {animal} guess: a {number}", animal=words.animal(d["animal"]), number=d["number"])
            return said("Your {animal} guess: blank", animal=words.animal(d["animal"]))
        return super().describe_event(event)


def either(items) -> "Said | str":
    """"Lion or Tiger or Zebra", each said in the reader's language."""
    return joined(items, N_("{first} or {rest}"))


_HAND_CARDS = list_of(one_of(HAND_CARDS))
KNOWN_HOLDERS = {
    "ask": {"asker": a_seat, "target": a_seat, "count": a_number, "asker_hand": a_number,
            "faces": list_of(one_of({face(c) for c in HAND_CARDS}))},
    "meld": {"cards": _HAND_CARDS},
    "exchange": {"asker": a_seat, "target": a_seat},
    "exchange_cards": {"received": _HAND_CARDS, "passed": _HAND_CARDS},
    "reserve_draw": {"seat": a_seat},
}
"""The events `known_holders`, `excluded_faces` and `proven_missing` read, and what they hold (a loaded log
is checked against this)."""


def known_holders(view) -> dict[str, int]:
    """Cards in other players' hands whose holder this seat knows for certain, from what it saw.

    Cards this seat passed stay known at the receiver until the receiver's hand changes in a way that
    could have moved them: answering a question whose faces they match moves them to the asker; choosing
    cards to pass back (or returning some received ones) makes them uncertain. Melded cards are public.
    """
    me = view.seat
    known: dict[str, int] = {}
    last_ask = None
    for e in view.events:
        d = e.data
        if e.kind == "ask":
            last_ask = d
        elif e.kind == "meld":
            for c in d["cards"]:
                known.pop(c, None)
        elif e.kind == "exchange" and me not in (d["asker"], d["target"]) and last_ask is not None:
            a, t, k, h = d["asker"], d["target"], last_ask["count"], last_ask["asker_hand"]
            wanted = set(last_ask["faces"])
            moved = [c for c, p in known.items() if p == t and face(c) in wanted]
            at_asker = [c for c, p in known.items() if p == a]
            if h >= k:  # the asker chose k of its own cards to pass: which ones is unknown
                for c in at_asker:
                    del known[c]
                for c in moved:
                    known[c] = a
            else:  # the whole hand went over; some received cards came back
                for c in at_asker:
                    known[c] = t
                for c in moved:
                    del known[c]
        elif e.kind == "exchange_cards" and me is not None:
            asker = last_ask["asker"] if last_ask else None
            target = last_ask["target"] if last_ask else None
            if me == asker:
                for c in d["received"]:
                    known.pop(c, None)
                for c in d["passed"]:
                    known[c] = target
            elif me == target:
                for c in d["passed"]:
                    known.pop(c, None)
                for c in d["received"]:
                    if c not in d["passed"]:
                        known[c] = asker
    mine = set(view.hand)
    return {c: p for c, p in known.items() if c not in mine and p != me}


def excluded_faces(view) -> list[set[str]]:
    """Per seat, faces this seat knows that player does not hold. A zero answer rules its faces out of the
    target's hand; a hand keeps what is ruled out until it takes in a card that could show such a face:
    from the reserve (unseen: everything is forgotten), or in an exchange (`_exclude` says what each side
    keeps, by what this seat saw of it)."""
    out: list[set[str]] = [set() for _ in range(view.players)]
    last = None
    for e in view.events:
        last = _exclude(out, e, last, view.seat)
    return out


def _exclude(out: list[set[str]], e, last, seat):
    """One event's change to `excluded_faces` (in place), as `seat` (None: the public table) saw it; returns
    the last question asked. An exchange moves the answering cards (the question's faces the target held) to
    the asker and cards of the asker's hand to the target:

    - a party to it saw every card that went in (its `exchange_cards`): each side keeps every face ruled out
      except those of the cards it took in (the cards this seat handed over are known held there now);
    - anyone else saw no card: the target took in cards from the asker's hand, so it keeps only what is
      ruled out of both hands; the asker took in the target's cards of the question's faces, so it loses
      only the question's faces the target could have held."""
    d = e.data
    if e.kind == "ask":
        if d["count"] == 0:
            out[d["target"]] |= set(d["faces"])
        return d
    if e.kind == "reserve_draw":
        out[d["seat"]] = set()
    elif e.kind == "exchange_cards" and seat is not None and e.to is not None and seat in e.to:
        asker, target = e.to          # addressed to the pair, asker first (`_finish_exchange`)
        out[target] -= {face(c) for c in d["passed"]}
        out[asker] -= {face(c) for c in d["received"]}
    elif e.kind == "exchange" and last is not None and seat not in (d["asker"], d["target"]):
        asker, target = d["asker"], d["target"]
        out[asker], out[target] = out[asker] - (set(last["faces"]) - out[target]), out[target] & out[asker]
    return last


def proven_missing(view) -> dict[str, str]:
    """Per animal, its missing card once this seat's view has ever proved it (the revealed five at the end).

    The missing five are put aside at the deal, unseen, and never move: a card this seat has ever seen (in
    any event, its hand, a meld, face up) is not one of them, and a proof stays true for the rest of the
    game even when what proved it no longer holds. A missing card is the only card of its animal this seat
    has never seen, or a never-seen card that, at some moment with an empty reserve, no other player could
    hold (each had answered zero for it since their hand last took in unknown cards). Sound on the tail of
    a log too (a forgetful bot's recall): the reserve's size then is counted back from now."""
    if view.missing:
        return {SUIT[c]: c for c in view.missing}
    seen = set(view.hand) | set(view.leftover) | {c for m in view.melds for c in m}
    for e in view.events:
        seen |= cards_named(e)
    unseen = {a: by_index(c for c in HAND_CARDS if SUIT[c] == a and c not in seen) for a in ANIMALS}
    found = {a: cards[0] for a, cards in unseen.items() if len(cards) == 1}
    others = [p for p in range(view.players) if p != view.seat]
    out: list[set[str]] = [set() for _ in range(view.players)]
    reserve = view.reserve_size + sum(e.kind == "reserve_draw" for e in view.events)
    last = None
    for e in view.events:
        if e.kind == "reserve_draw":
            reserve -= 1
        last = _exclude(out, e, last, view.seat)
        if e.kind == "ask" and e.data["count"] == 0 and reserve == 0:
            for a in {f.split("-")[0] for f in e.data["faces"]} - set(found):
                nowhere = [c for c in unseen[a] if all(face(c) in out[p] for p in others)]
                if nowhere:
                    found[a] = nowhere[0]
    return found


def _accepts(slot, card) -> bool:
    kind, arg = slot
    if kind == "hand":
        return face(card) not in arg[1]
    if kind == "pick":
        return face(card) in arg[1]
    if kind == "animal":
        animal, once_seen, proven = arg
        return SUIT[card] == animal and card not in once_seen and proven in (None, card)
    return True


def _match(cards: list[str], slots: list, rng: Rng) -> dict[str, int]:
    """A random perfect matching of cards to slots that accept them (augmenting paths, shuffled order)."""
    order = list(range(len(slots)))
    rng.shuffle(order)
    owner: dict[int, str] = {}

    def place(card, seen) -> bool:
        for j in order:
            if j not in seen and _accepts(slots[j], card):
                seen.add(j)
                if j not in owner or place(owner[j], seen):
                    owner[j] = card
                    return True
        return False

    stuck = [c for c in cards if not place(c, set())]
    for c in stuck:  # only for positions built by hand that no real deal reaches: fill what is left, else drop
        j = next((j for j in order if j not in owner), None)
        if j is not None:
            owner[j] = c
    return {c: j for j, c in owner.items()}


def ask_said(cards, animal, wrap) -> Said:
    """A question as said: "how many 4s do you have?", "how many Lion 2, 3, 4 do you have?"."""
    pair = tuple(cards)
    faces = question_faces(pair, animal, wrap)
    kind = question_kind(pair, animal)
    if kind == "number":
        return said("how many {n}s do you have?", n=NUM[pair[0]])
    if kind == "sequence":
        return said("how many {animal} {numbers} do you have?", animal=words.animal(faces[0].split("-")[0]),
                    numbers=", ".join(f[-1] for f in faces))
    a = sorted({f.split("-")[0] for f in faces})
    n = sorted({int(f.split("-")[1]) for f in faces})
    return said("how many {low}s and {high}s do you have on {first} or {second} cards?", low=n[0], high=n[1],
                first=words.animal(a[0]), second=words.animal(a[1]))




GAME = Deducktion()

"""Savannah (2-3 players): build lines on an unbounded grid, then clear it again.

Decisions: RULES-DECISIONS §2.6 (SV-01..SV-14) and `RULES-savannah-herds-deducktion.md`.

Speed: every empty cell that touches a face-up card (the "frontier") carries a 36-bit mask of the
card faces its row and column lines would accept. Placing a card only changes the masks of the
cells at the ends of its row and column runs and of its diagonal neighbours, so the Step C check
("no face fits, or every copy of each face that fits is already face-up") is one AND per frontier
cell. Removals (Phase 2) rebuild the frontier; Phase 2 boards are small.
"""

from dataclasses import dataclass, field
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
    check_seats,
    check_sorted,
    one_of,
    require,
)
from rules.core.said import N_, Listed, Said, said, said_n

from . import sentences as words
from .components import ALL_CARDS, EXPLORER, SUITS, is_card, laps, space

TITLE = "Savannah"
R_PLAY = N_("Savannah, Step A: Play a card")
R_OPEN = N_("Savannah, Beginning the First Phase")
R_MARK = N_("Savannah, Step C: Find unplayable spaces")

# ----- grid positions: one int per cell, so the board is a plain dict ------------------------------
WIDTH = 1024
OFFSET = 512
LIMIT = 400  # |row|, |col| a move may name; the board never grows past 66 cells from the origin
SIDES = (-1, 1, -WIDTH, WIDTH)
DIAGONALS = (-WIDTH - 1, -WIDTH + 1, WIDTH - 1, WIDTH + 1)


def pos_of(row: int, col: int) -> int:
    return (row + OFFSET) * WIDTH + (col + OFFSET)


def rc_of(pos: int) -> tuple[int, int]:
    r, c = divmod(pos, WIDTH)
    return r - OFFSET, c - OFFSET


# ----- card faces as bits: face index = suit * 6 + (number - 1) ------------------------------------
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
FACE_BIT = {c: 1 << (SUIT_INDEX[c.split("-")[0]] * 6 + int(c.split("-")[1][0]) - 1) for c in ALL_CARDS}
CARD_SUIT = {c: SUIT_INDEX[c.split("-")[0]] for c in ALL_CARDS}
CARD_NUM = {c: int(c.split("-")[1][0]) for c in ALL_CARDS}
ALL_FACES = (1 << 36) - 1
SUIT_BITS = [0b111111 << (6 * i) for i in range(6)]
NUM_BITS = [0] + [sum(1 << (6 * i + n - 1) for i in range(6)) for n in range(1, 7)]
COPIES_OF_FACE = {FACE_BIT[c]: (1 if c.startswith(EXPLORER) else 2) for c in ALL_CARDS}
HAND_SIZE = 5
LONGEST_LINE = 6  # six numbers, or six suits
MOST_POINTS = len(ALL_CARDS) * (2 * LONGEST_LINE + 2)
"""No score gets past this: each card is placed once, scoring at most two lines, and is at most once a marker
on an unplayable space (a point) and once removed in Phase 2 (a point)."""


def line_kind(cards: list[str]) -> str:
    """'A' same animal, 'B' same number, 'C' all different, '' none (cards all on one line, >= 2)."""
    suits = {CARD_SUIT[c] for c in cards}
    nums = {CARD_NUM[c] for c in cards}
    n = len(cards)
    if len(suits) == 1 and len(nums) == n:
        return "A"
    if len(nums) == 1 and len(suits) == n:
        return "B"
    if len(suits) == n and len(nums) == n:
        return "C"
    return ""


def accepts(cards: list[str]) -> int:
    """Faces that may join a legal line made of `cards` (non-empty) and keep it legal."""
    suits = 0
    nums = 0
    suit_set = set()
    num_set = set()
    for c in cards:
        s, n = CARD_SUIT[c], CARD_NUM[c]
        suits |= SUIT_BITS[s]
        nums |= NUM_BITS[n]
        suit_set.add(s)
        num_set.add(n)
    k = len(cards)
    mask = 0
    distinct_nums = len(num_set) == k
    distinct_suits = len(suit_set) == k
    if len(suit_set) == 1 and distinct_nums:
        mask |= SUIT_BITS[next(iter(suit_set))] & ~nums
    if len(num_set) == 1 and distinct_suits:
        mask |= NUM_BITS[next(iter(num_set))] & ~suits
    if distinct_nums and distinct_suits:
        mask |= ALL_FACES & ~suits & ~nums
    return mask


@dataclass
class SavannahState:
    players: int
    rng: Rng
    dealer: int
    turn: int
    phase: str  # "opening", "one", "two", "over"
    hands: list[list[str]]
    deck1: list[str]  # index 0 = top
    deck2: list[str]
    board: dict[int, str]
    markers: dict[int, str]
    marker_owner: dict[int, int]
    frontier: dict[int, int]  # empty, unmarked cell touching a face-up card -> faces it accepts
    scores: list[int]
    removed: list[str] = field(default_factory=list)
    opening_left: list[int] = field(default_factory=list)
    pending_cells: list[int] = field(default_factory=list)
    pending_pair: list[str] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Place:
    """Put `card` from your hand on the cell (row, col); row grows downward."""

    seat: int
    card: str
    row: int
    col: int
    kind: Literal["place"] = "place"


@dataclass(frozen=True, slots=True)
class Mark:
    """Of the two cards drawn for an unplayable cell, `card` goes face down on it; the other on the 1st deck."""

    seat: int
    card: str
    kind: Literal["mark"] = "mark"


SavannahMove = Annotated[Place | Mark, Field(discriminator="kind")]


class Cell(BaseModel):
    row: int
    col: int
    card: str


class MarkerCell(BaseModel):
    row: int
    col: int
    owner: int
    card: str | None  # only in the view of the seat that placed it


class SavannahView(View):
    phase: str
    dealer: int
    turn: int
    board: list[Cell]
    markers: list[MarkerCell]
    hand: list[str]
    hand_sizes: list[int]
    deck1_size: int
    deck2_size: int
    removed: list[str]
    scores: list[int]
    laps: list[int]
    spaces: list[int]
    opening_left: list[int]
    pending_cells: list[tuple[int, int]]
    pending_pair: list[str]  # the two cards drawn for the first pending cell (only its owner's view)
    pending_pair_size: int


# ----- the grid logic, free functions so tests and the benchmark can call them ---------------------
MARKERS_SEEN = {"marker_card": {"card": one_of(ALL_CARDS)}, "draw": {"seat": a_seat}}
"""The events the Phase 2 determinize reads, and what they hold (a loaded log is checked against this)."""


def _on_grid(pos) -> bool:
    r, c = rc_of(pos)
    return abs(r) <= LIMIT and abs(c) <= LIMIT


def run(board: dict[int, str], pos: int, step: int) -> list[str]:
    """Cards contiguous from pos + step onward in one direction."""
    out = []
    p = pos + step
    while p in board:
        out.append(board[p])
        p += step
    return out


def cell_mask(board: dict[int, str], pos: int) -> int:
    """Faces that could be played on the empty cell pos without breaking its row or column."""
    mask = ALL_FACES
    row = run(board, pos, -1) + run(board, pos, 1)
    if row:
        mask &= accepts(row)
    col = run(board, pos, -WIDTH) + run(board, pos, WIDTH)
    if col:
        mask &= accepts(col)
    return mask


def rebuild_frontier(board: dict[int, str], markers: dict[int, str]) -> dict[int, int]:
    found = {}
    for p in board:
        for d in SIDES + DIAGONALS:
            q = p + d
            if q not in board and q not in markers and q not in found:
                found[q] = cell_mask(board, q)
    return found


def update_frontier(frontier: dict[int, int], board: dict[int, str], markers: dict[int, str], pos: int) -> None:
    """After a card was put on `pos` (nothing removed): refresh only the cells it can affect."""
    frontier.pop(pos, None)
    for d in SIDES:
        q = pos + d
        while q in board:
            q += d
        if q not in markers:
            frontier[q] = cell_mask(board, q)
    for d in DIAGONALS:
        q = pos + d
        if q not in board and q not in markers and q not in frontier:
            frontier[q] = cell_mask(board, q)


def face_up_exhausted(board: dict[int, str]) -> int:
    """Faces whose every copy is face-up on the table."""
    count: dict[int, int] = {}
    for c in board.values():
        b = FACE_BIT[c]
        count[b] = count.get(b, 0) + 1
    out = 0
    for b, n in count.items():
        if n >= COPIES_OF_FACE[b]:
            out |= b
    return out


def unplayable_cells(frontier: dict[int, int], board: dict[int, str]) -> list[int]:
    """SV-06: frontier cells where no face fits, or only faces with every copy face-up fit."""
    available = ALL_FACES & ~face_up_exhausted(board)
    return sorted(p for p, m in frontier.items() if not m & available)


def lines_through(board: dict[int, str], pos: int) -> list[list[int]]:
    """The row and column runs (positions, length >= 2) through an occupied cell."""
    lines = []
    for a, b in ((-1, 1), (-WIDTH, WIDTH)):
        cells = [pos]
        p = pos + a
        while p in board:
            cells.append(p)
            p += a
        p = pos + b
        while p in board:
            cells.append(p)
            p += b
        if len(cells) >= 2:
            lines.append(cells)
    return lines


def outcome(board: dict[int, str], pos: int, phase: str) -> tuple[list[list[int]], list[str], set[int], int]:
    """What the card on `pos` makes: the lines through it and their kinds; in the second phase the cards it
    removes (SV-10: a matching line goes whole, an all-different one all but the card played; at a crossing
    both lines go, the card kept only when neither matches), else none; and its points (Step B: A and B a
    point per card, C one less; the second phase: a point per card removed). The table's preview says the same."""
    lines = lines_through(board, pos)
    kinds = [line_kind([board[p] for p in cells]) for cells in lines]
    if phase != "two":
        return lines, kinds, set(), sum(len(cells) - (kind == "C") for cells, kind in zip(lines, kinds, strict=True))
    gone = set().union(*lines)
    if "A" not in kinds and "B" not in kinds:
        gone.discard(pos)
    return lines, kinds, gone, len(gone)


class Savannah(Engine):
    id = "savannah"
    title = TITLE
    min_players = 2
    max_players = 3
    State = SavannahState
    Move = SavannahMove
    View = SavannahView

    # ----- setup --------------------------------------------------------------------------------
    def _setup(self, players, seed, options):
        rng = Rng.from_seed(seed)
        cards = arrange(list(ALL_CARDS), options.deck_order, rng)
        dealer = options.first_player if options.first_player is not None else rng.below(players)
        hands = [sorted(cards[HAND_SIZE * p: HAND_SIZE * p + HAND_SIZE]) for p in range(players)]
        rest = cards[HAND_SIZE * players:]
        first = (len(rest) + 1) // 2  # SV-01
        s = SavannahState(players, rng, dealer, dealer, "opening", hands, rest[:first], rest[first:], {}, {}, {},
                          {}, [0] * players)
        s.opening_left = [(dealer + i) % players for i in range(players)]
        s.log.append(Event("deal", {"dealer": dealer, "hand": HAND_SIZE, "deck1": len(s.deck1), "deck2": len(s.deck2)}))
        for p in range(players):
            s.log.append(Event("hand", {"seat": p, "cards": list(hands[p])}, (p,)))
        return s

    def clone(self, s):
        return SavannahState(
            s.players, Rng(s.rng.state), s.dealer, s.turn, s.phase, [list(h) for h in s.hands], list(s.deck1),
            list(s.deck2), dict(s.board), dict(s.markers), dict(s.marker_owner), dict(s.frontier), list(s.scores),
            list(s.removed), list(s.opening_left), list(s.pending_cells), list(s.pending_pair), list(s.log),
        )

    def _check_state(self, s: SavannahState) -> None:
        """SV-01 to SV-11: the 66 cards each lie once; cards and markers lie on the grid the moves can reach;
        the frontier is the one the board gives; markers and their decks belong to Phase 1, one pair of
        drawn cards for the first unplayable space still to mark; Phase 2 has one deck."""
        n = s.players
        require(s.phase in ("opening", "one", "two", "over"), f"{s.phase!r} is not a phase of {TITLE}")
        check_per_seat(n, hands=s.hands, scores=s.scores)
        check_seat(s.dealer, n, "the dealer")
        check_seat(s.turn, n, "the seat to play")
        check_each_once([*s.hands, s.deck1, s.deck2, s.board.values(), s.markers.values(), s.removed,
                         s.pending_pair], ALL_CARDS)
        for h in s.hands:
            require(len(h) <= HAND_SIZE, f"a hand holds at most {HAND_SIZE} cards")
            check_sorted(h, None, "a hand")
        for points in s.scores:
            check_number(points, 0, MOST_POINTS, "a score")
        require(all(_on_grid(p) for p in [*s.board, *s.markers, *s.pending_cells]), "a card lies off the grid")
        require(not set(s.board) & set(s.markers), "a marker lies on a card")
        require(list(s.marker_owner) == list(s.markers), "every marker has an owner")
        check_seats(s.marker_owner.values(), n, "a marker's owner", distinct=False)
        require(s.frontier == rebuild_frontier(s.board, s.markers), "the playable spaces do not follow from the board")
        require(len(s.pending_pair) in (0, 2) and bool(s.pending_pair) == bool(s.pending_cells),
                "two cards are drawn for the first unplayable space still to mark")
        require(set(s.pending_cells) <= set(s.frontier) and len(set(s.pending_cells)) == len(s.pending_cells),
                "an unplayable space to mark is not next to a card")
        check_seats(s.opening_left, n, "the seats still to open")
        if s.phase == "opening":
            require(bool(s.opening_left) and s.turn == s.opening_left[0]
                    and s.opening_left == [(s.dealer + i) % n for i in range(n - len(s.opening_left), n)]
                    and len(s.board) == n - len(s.opening_left), "the opening goes clockwise from the dealer")
        else:
            require(not s.opening_left, "the opening is over")
        if s.phase != "one":
            require(not s.markers and not s.pending_cells, "markers belong to Phase 1")
        if s.phase in ("two", "over"):
            require(not s.deck2, "Phase 2 has one deck")
        if s.phase == "one" and not s.pending_pair:
            require(bool(s.deck1), "Phase 1 ends when the 1st deck is empty")
        if s.phase == "over":
            require(not s.board or not any(s.hands), "the game ends when the savannah or every hand is empty")
        check_log(s.log, n, MARKERS_SEEN)

    # ----- whose turn, which moves ----------------------------------------------------------------
    def to_act(self, s):
        return [] if s.phase == "over" else [s.turn]

    def legal_moves(self, s, seat):
        if s.phase == "over" or seat != s.turn:
            return []
        if s.pending_pair:
            return [Mark(seat, c) for c in sorted(set(s.pending_pair))]
        hand = s.hands[seat]
        if s.phase == "opening":
            if not s.board:
                return [Place(seat, c, 0, 0) for c in hand]
            board = s.board
            cells = [p for p in sorted(s.frontier) if not any(p + d in board for d in SIDES)]
        else:
            cells = sorted(s.frontier)
        moves = []
        frontier = s.frontier
        bits = [(c, FACE_BIT[c]) for c in hand]
        for p in cells:
            m = frontier[p]
            r, col = divmod(p, WIDTH)
            r -= OFFSET
            col -= OFFSET
            for c, b in bits:
                if m & b:
                    moves.append(Place(seat, c, r, col))
        return moves

    # ----- moves ------------------------------------------------------------------------------------
    def _apply(self, s, move):
        if isinstance(move, Mark):
            return self._mark(s, move)
        if not isinstance(move, Place):
            raise IllegalMove("That is not a Savannah move.", R_PLAY)
        if s.pending_pair:
            raise IllegalMove("First choose which of the two drawn cards goes face down on the unplayable space.",
                              R_MARK)
        seat = move.seat
        if not is_card(move.card) or move.card not in s.hands[seat]:
            raise IllegalMove("You can only play a card from your own hand.", R_PLAY)
        if not (isinstance(move.row, int) and isinstance(move.col, int) and not isinstance(move.row, bool)
                and not isinstance(move.col, bool) and abs(move.row) <= LIMIT and abs(move.col) <= LIMIT):
            raise IllegalMove("That space is not next to any card on the savannah.", R_PLAY)
        pos = pos_of(move.row, move.col)
        if s.phase == "opening":
            self._check_opening(s, pos)
        else:
            self._check_play(s, pos, move.card)
        s.hands[seat].remove(move.card)
        s.board[pos] = move.card
        if s.phase == "opening":
            update_frontier(s.frontier, s.board, s.markers, pos)
            s.log.append(Event("place", {"seat": seat, "card": move.card, "row": move.row, "col": move.col,
                                         "points": 0}))
            s.opening_left.pop(0)
            if s.opening_left:
                s.turn = s.opening_left[0]
            else:
                for i in range(s.players):  # SV-02: everyone draws back to five, dealer first, clockwise
                    self._draw(s, (s.dealer + i) % s.players)
                s.phase = "one"
                s.turn = s.dealer
            return
        if s.phase == "one":
            update_frontier(s.frontier, s.board, s.markers, pos)
            _lines, kinds, _gone, points = outcome(s.board, pos, s.phase)
            s.scores[seat] += points
            s.log.append(Event("place", {"seat": seat, "card": move.card, "row": move.row, "col": move.col,
                                         "points": points, "lines": kinds}))
            cells = unplayable_cells(s.frontier, s.board)
            for p in cells:
                s.scores[seat] += 1
                r, c = rc_of(p)
                s.log.append(Event("unplayable", {"seat": seat, "row": r, "col": c, "points": 1}))
            s.pending_cells = cells
            self._continue_marking(s)
            return
        self._phase_two_play(s, seat, pos, move)

    def _check_opening(self, s, pos):
        if not s.board:
            if pos != pos_of(0, 0):
                raise IllegalMove("The dealer's first card goes in the middle of the savannah, at row 0, column 0.",
                                  R_OPEN)
            return
        if pos in s.board or pos not in s.frontier:
            raise IllegalMove("An opening card must touch another card on one corner.", R_OPEN)
        if any(pos + d in s.board for d in SIDES):
            raise IllegalMove("An opening card may touch other cards only on a corner, not along a side.", R_OPEN)

    def _check_play(self, s, pos, card):
        if pos in s.board:
            raise IllegalMove("That space already holds a card.", R_PLAY)
        if pos in s.markers:
            raise IllegalMove("That space is marked unplayable with a face-down card.", R_MARK)
        mask = s.frontier.get(pos)
        if mask is None:
            raise IllegalMove("Your card must touch at least one card already on the table, on a corner or a side.",
                              R_PLAY)
        if not mask & FACE_BIT[card]:
            raise IllegalMove(
                "{card} breaks a line there: every line must be all one animal with different numbers "
                "(A), all one number with different animals (B), or all different numbers and animals (C).", R_PLAY,
                card=words.card(card))

    def _continue_marking(self, s):
        """Step C for each pending unplayable cell, then Step D."""
        while s.pending_cells:
            cell = s.pending_cells[0]
            if s.deck1 and s.deck2:
                s.pending_pair = [s.deck1.pop(0), s.deck2.pop(0)]
                r, c = rc_of(cell)
                s.log.append(Event("mark_draw", {"seat": s.turn, "row": r, "col": c}))
                s.log.append(Event("mark_cards", {"cards": list(s.pending_pair)}, (s.turn,)))
                return
            if s.deck1:  # SV-07: the 2nd deck is empty, so the 1st deck's top card marks the space
                self._put_marker(s, cell, s.deck1.pop(0))
                s.pending_cells.pop(0)
                continue
            s.pending_cells = []  # the 1st deck is empty: nothing left to mark with; the space stays open
        self._end_turn_phase_one(s)

    def _put_marker(self, s, cell, card):
        s.markers[cell] = card
        s.marker_owner[cell] = s.turn
        s.frontier.pop(cell, None)
        r, c = rc_of(cell)
        s.log.append(Event("marked", {"seat": s.turn, "row": r, "col": c}))
        s.log.append(Event("marker_card", {"row": r, "col": c, "card": card}, (s.turn,)))

    def _mark(self, s, move):
        if not s.pending_pair:
            raise IllegalMove("There is no unplayable space waiting for a marker card.", R_MARK)
        if move.card not in s.pending_pair:
            raise IllegalMove("Choose one of the two cards you drew for the unplayable space.", R_MARK)
        other = s.pending_pair[1] if s.pending_pair[0] == move.card else s.pending_pair[0]
        s.pending_pair = []
        self._put_marker(s, s.pending_cells.pop(0), move.card)
        s.deck1.insert(0, other)
        s.log.append(Event("deck1_top", {"card": other}, (s.turn,)))
        self._continue_marking(s)

    def _draw(self, s, seat):
        card = s.deck1.pop(0)
        s.hands[seat].append(card)
        s.hands[seat].sort()
        s.log.append(Event("draw", {"seat": seat}))
        s.log.append(Event("draw_card", {"card": card}, (seat,)))

    def _end_turn_phase_one(self, s):
        if s.deck1:
            self._draw(s, s.turn)
        if not s.deck1:
            self._start_phase_two(s)
        s.turn = (s.turn + 1) % s.players

    def _start_phase_two(self, s):
        """SV-09: markers are picked up and shuffled into the 2nd deck, which becomes the only deck."""
        deck = list(s.deck2) + [s.markers[p] for p in sorted(s.markers)]
        s.rng.shuffle(deck)
        s.deck1 = deck
        s.deck2 = []
        s.markers = {}
        s.marker_owner = {}
        s.frontier = rebuild_frontier(s.board, s.markers)
        s.phase = "two"
        s.log.append(Event("phase_two", {"deck": len(deck)}))

    def _phase_two_play(self, s, seat, pos, move):
        _lines, kinds, gone, _points = outcome(s.board, pos, s.phase)
        removed = [s.board.pop(p) for p in sorted(gone)]
        s.removed.extend(removed)
        s.scores[seat] += len(removed)
        s.log.append(Event("place", {"seat": seat, "card": move.card, "row": move.row, "col": move.col,
                                     "points": len(removed), "lines": kinds}))
        if removed:
            s.log.append(Event("removed", {"seat": seat, "cards": removed}))
            s.frontier = rebuild_frontier(s.board, s.markers)
        else:
            update_frontier(s.frontier, s.board, s.markers, pos)
        if s.deck1:
            self._draw(s, seat)
        if not s.board or not any(s.hands):  # SV-11
            s.phase = "over"
            s.log.append(Event("game_over", {"scores": list(s.scores)}))
            return
        nxt = seat
        for _ in range(s.players):
            nxt = (nxt + 1) % s.players
            if s.hands[nxt]:
                break
        s.turn = nxt

    # ----- views ---------------------------------------------------------------------------------
    def _view(self, s, seat):
        board = [Cell(row=r, col=c, card=s.board[p]) for p in sorted(s.board) for r, c in (rc_of(p),)]
        markers = [MarkerCell(row=r, col=c, owner=s.marker_owner[p], card=s.markers[p] if s.marker_owner[p] == seat
                              else None) for p in sorted(s.markers) for r, c in (rc_of(p),)]
        return SavannahView(
            game=self.id, seat=seat, players=s.players, to_act=self.to_act(s), over=s.phase == "over",
            events=self.events_for(s.log, seat), phase=s.phase, dealer=s.dealer, turn=s.turn, board=board,
            markers=markers, hand=[] if seat is None else list(s.hands[seat]), hand_sizes=[len(h) for h in s.hands],
            deck1_size=len(s.deck1), deck2_size=len(s.deck2), removed=list(s.removed), scores=list(s.scores),
            laps=[laps(x) for x in s.scores], spaces=[space(x) for x in s.scores],
            opening_left=list(s.opening_left), pending_cells=[rc_of(p) for p in s.pending_cells],
            pending_pair=list(s.pending_pair) if seat == s.turn else [], pending_pair_size=len(s.pending_pair),
        )

    def determinize(self, view, seed):
        rng = Rng.from_seed(seed)
        board = {pos_of(c.row, c.col): c.card for c in view.board}
        seen = set(board.values()) | set(view.removed) | set(view.hand) | set(view.pending_pair)
        seen |= {m.card for m in view.markers if m.card is not None}
        unseen = [c for c in ALL_CARDS if c not in seen]
        rng.shuffle(unseen)

        def take(n):
            nonlocal unseen
            got, unseen = unseen[:n], unseen[n:]
            return got

        if view.phase in ("two", "over") and view.seat is not None:
            return self._determinize_phase_two(view, rng, board, unseen)
        hands = [list(view.hand) if p == view.seat else sorted(take(n)) for p, n in enumerate(view.hand_sizes)]
        markers, owners = {}, {}
        for m in view.markers:
            p = pos_of(m.row, m.col)
            markers[p] = m.card if m.card is not None else take(1)[0]
            owners[p] = m.owner
        pair = list(view.pending_pair) if view.pending_pair else take(view.pending_pair_size)
        deck1 = take(view.deck1_size)
        deck2 = take(view.deck2_size)
        return SavannahState(
            view.players, rng, view.dealer, view.turn, view.phase, hands, deck1, deck2, board, markers, owners,
            rebuild_frontier(board, markers), list(view.scores), list(view.removed), list(view.opening_left),
            [pos_of(r, c) for r, c in view.pending_cells], pair, list(view.events),
        )

    def _determinize_phase_two(self, view, rng, board, unseen):
        """Phase 2: the seat's own marker cards went into the shuffled deck, so each one it has not seen since
        is still in the deck or in a hand that drew from it in Phase 2, never in a card held since Phase 1."""
        me = view.seat
        drawn = [0] * view.players
        mine: list[str] = []
        in_phase_two = False
        for e in view.events:
            if e.kind == "marker_card":
                mine.append(e.data["card"])
            elif e.kind == "phase_two":
                in_phase_two = True
            elif e.kind == "draw" and in_phase_two:
                drawn[e.data["seat"]] += 1
        mine = [c for c in mine if c in set(unseen)]
        slots = [-1] * view.deck1_size  # -1: the deck
        for p, n in enumerate(view.hand_sizes):
            if p != me:
                slots += [p] * min(n, drawn[p])
        rng.shuffle(slots)
        rest = [c for c in unseen if c not in set(mine)]
        hands = [list(view.hand) if p == me else [] for p in range(view.players)]
        deck: list[str] = []
        for card, where in zip(mine, slots, strict=False):
            (deck if where < 0 else hands[where]).append(card)
        for p, n in enumerate(view.hand_sizes):
            if p != me:
                need = n - len(hands[p])
                hands[p] = sorted(hands[p] + rest[:need])
                rest = rest[need:]
        deck += rest[: view.deck1_size - len(deck)]
        rng.shuffle(deck)
        return SavannahState(
            view.players, rng, view.dealer, view.turn, view.phase, hands, deck, [], board, {}, {},
            rebuild_frontier(board, {}), list(view.scores), list(view.removed), list(view.opening_left), [], [],
            list(view.events),
        )

    def result(self, s):
        best = max(s.scores)
        return Result(scores=[float(x) for x in s.scores], winners=[p for p, x in enumerate(s.scores) if x == best])

    # ----- words ----------------------------------------------------------------------------------
    def describe_move(self, move) -> "Said | str":
        if isinstance(move, Mark):
            return said("{who} puts {card} face down on the unplayable space", who=words.who(move.seat),
                        card=words.card(move.card))
        return said("{who} plays {card} at row {row}, column {col}", who=words.who(move.seat),
                    card=words.card(move.card), row=move.row, col=move.col)

    def describe_event(self, event) -> "Said | str":  # noqa: C901 - one sentence per event kind reads best flat
        d, k = event.data, event.kind
        who = words.who(d.get("seat"))
        at = dict(row=d.get("row"), col=d.get("col"))
        if k == "place":
            return said_n("{who} plays {card} at ({row}, {col}) for {n} point",
                          "{who} plays {card} at ({row}, {col}) for {n} points", d["points"], who=who,
                          card=words.card(d["card"]), **at)
        if k == "unplayable":
            return said("{who} finds an unplayable space at ({row}, {col}): 1 point", who=who, **at)
        if k == "removed":
            return said_n("{who} removes {n} card from the savannah", "{who} removes {n} cards from the savannah",
                          len(d["cards"]), who=who)
        if k == "phase_two":
            return said_n("Phase two begins: the markers are shuffled into the 2nd deck ({n} card)",
                          "Phase two begins: the markers are shuffled into the 2nd deck ({n} cards)", d["deck"])
        if k == "game_over":
            return said("The game is over: {scores}", scores=words.seat_numbers(d["scores"]))
        if k == "deal":
            return said("{dealer} deals five cards each and splits the rest into two decks",
                        dealer=words.who(d["dealer"]))
        if k == "hand":
            return said("Your hand: {cards}", cards=words.cards(d["cards"]))
        if k == "draw":
            return said("{who} draws a card", who=who)
        if k == "draw_card":
            return said("You draw {card}", card=words.card(d["card"]))
        if k == "mark_draw":
            return said("{who} draws a card from each deck to mark ({row}, {col})", who=who, **at)
        if k == "mark_cards":
            return said("You drew {cards}: choose one to mark the space",
                        cards=Listed(words.card(c) for c in d["cards"]))
        if k == "marked":
            return said("{who} marks ({row}, {col}) with a face-down card", who=who, **at)
        if k == "marker_card":
            return said("Your marker at ({row}, {col}) is {card}", card=words.card(d["card"]), **at)
        if k == "deck1_top":
            return said("{card} goes on top of the 1st deck", card=words.card(d["card"]))
        return super().describe_event(event)

    # ----- for tests and the benchmark --------------------------------------------------------------
    def bench_figures(self, clock=None) -> dict[str, str]:
        """Extra benchmark lines; needs a clock handed in (rules have none), else nothing."""
        if clock is None:
            return {}
        return {"one move on a 60-card board (Step C included)": f"{time_one_move(clock) * 1000:.2f} ms"}

    def from_board(self, players: int, cells: dict[tuple[int, int], str], hands: list[list[str]], *,
                   phase: str = "one", turn: int = 0, deck1: list[str] | None = None,
                   deck2: list[str] | None = None, seed: int = 0) -> SavannahState:
        """A position built by hand (rulebook examples, benchmarks); unlisted cards go to the decks."""
        board = {pos_of(r, c): card for (r, c), card in cells.items()}
        used = set(board.values()) | {c for h in hands for c in h}
        rest = [c for c in ALL_CARDS if c not in used]
        if deck1 is None:
            deck1 = rest[: (len(rest) + 1) // 2]
        if deck2 is None:
            deck2 = [c for c in rest if c not in deck1] if phase == "one" else []
        return SavannahState(players, Rng.from_seed(seed), turn, turn, phase, [sorted(h) for h in hands],
                             list(deck1), list(deck2), board, {}, {}, rebuild_frontier(board, {}), [0] * players)


def crowded_position(seed: int = 1, cards: int = 60) -> tuple[SavannahState, Place]:
    """A Phase-1 position with `cards` face-up cards and a legal next play (for the Step C benchmark).

    Cards are laid at random legal spots (seeded); the rest go to the hands and the 1st deck.
    """
    rng = Rng.from_seed(seed)
    pool = list(ALL_CARDS)
    rng.shuffle(pool)
    board: dict[int, str] = {pos_of(0, 0): pool.pop()}
    frontier = rebuild_frontier(board, {})
    while len(board) < cards:
        for i, card in enumerate(pool):
            cells = sorted(p for p, m in frontier.items() if m & FACE_BIT[card])
            sided = [p for p in cells if any(p + d in board for d in SIDES)]
            cells = sided or cells
            if cells:
                p = cells[rng.below(len(cells))]
                board[p] = pool.pop(i)
                update_frontier(frontier, board, {}, p)
                break
        else:
            break
    hand, rest = pool[:3], pool[3:]
    s = GAME.from_board(2, {rc_of(p): c for p, c in board.items()}, [hand, rest[:2]], deck1=rest[2:], deck2=[])
    move = GAME.legal_moves(s, 0)
    sided = [m for m in move if any(pos_of(m.row, m.col) + d in s.board for d in SIDES)]
    return s, (sided or move)[0]


def time_one_move(clock, cards: int = 60, seed: int = 1, repeats: int = 20) -> float:
    """Seconds for one play (with its Step C check) on a `cards`-card board; the caller hands in the clock
    (rules never read one), e.g. `time_one_move(time.perf_counter)`."""
    s, move = crowded_position(seed, cards)
    GAME.apply(s, move)
    start = clock()
    for _ in range(repeats):
        GAME.apply(s, move)
    return (clock() - start) / repeats


GAME = Savannah()

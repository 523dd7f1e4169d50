"""What a seat knows about opponents' hands from its own exchanges, and imagined hands that honour it
(for determinize).

If I gave card X to Q, Q holds X until Q gives it back to me or shows it; once Q trades out of my
sight with R, Q or R holds it, and so on. It is always in a hand: nothing goes back to the deck.
"""

from rules.core import Event, Rng
from rules.core.checks import a_seat, list_of, one_of

from .catalogue import CATALOGUE

DEAL_TRIES = 20  # draws of the hands a card handed on may be in, before it is dealt as unseen

_CARD = one_of(CATALOGUE.index)
READ_EVENTS = {
    "exchange_cards": {"seat": a_seat, "target": a_seat, "gave": _CARD, "got": _CARD},
    "exchange": {"seat": a_seat, "target": a_seat},
    "creature_shown": {"seat": a_seat, "cards": list_of(_CARD)},
}
"""The events `possible_holders` reads, and what they hold (a loaded state's log is checked against this)."""


def possible_holders(events: list[Event], seat: int | None) -> dict[str, set[int]]:
    """For each card `seat` has handed to another player: the players who may hold it now. A card
    given to Q stays with Q until Q trades out of the seat's sight with R; then it is with Q or R,
    and so on. It is always in someone's hand: a card in play never goes back to the deck (only a
    shown creature leaves, and everyone sees it go)."""
    where: dict[str, set[int]] = {}
    if seat is None:
        return where
    for e in events:
        d = e.data
        if e.kind == "exchange_cards":
            a, b = d["seat"], d["target"]
            if seat == a:
                other, mine, theirs = b, d["gave"], d["got"]
            elif seat == b:
                other, mine, theirs = a, d["got"], d["gave"]
            else:
                continue
            where[mine] = {other}
            where.pop(theirs, None)
        elif e.kind == "exchange" and seat not in (d["seat"], d["target"]):
            pair = {d["seat"], d["target"]}
            for holders in where.values():
                if holders & pair:
                    holders |= pair
        elif e.kind == "creature_shown":
            for card in d["cards"]:
                where.pop(card, None)
    return where


def deal_unknown(view, where: dict[str, set[int]], rng: Rng) -> tuple[list[list[str]], list[str]]:
    """(every hand, the deck) at random around the seat's own hand: each card in `where` goes to one of the
    players who may hold it, the most tied-down first, then the unseen cards fill the hands and the deck.
    A draw that leaves a card nowhere to go is drawn again; past `DEAL_TRIES` draws the cards are dealt
    as if unseen (never met in random games: the true hands always fit)."""
    n, seat = view.players, view.seat
    own, gone = set(view.hand), set(view.discard)
    tied = [c for c in where if c not in own and c not in gone]
    for _ in range(DEAL_TRIES):
        rng.shuffle(tied)
        tied.sort(key=lambda c: len(where[c]))
        dealt = _place(tied, where, view, rng)
        if dealt is not None:
            hands, room = dealt
            break
    else:
        hands, room = _place([], where, view, rng)
    placed = {c for p, hand in enumerate(hands) if p != seat for c in hand}
    rest = [c for c in CATALOGUE.ids if c not in own and c not in gone and c not in placed]
    rng.shuffle(rest)
    order = CATALOGUE.index
    for p in range(n):
        if p != seat:
            hands[p].extend(rest[:room[p]])
            rest = rest[room[p]:]
            hands[p].sort(key=order.__getitem__)
    return hands, rest


def _place(cards: list[str], where: dict[str, set[int]], view, rng: Rng):
    """(hands, room left in each) with each of `cards` in the hand of one who may hold it, or None if one
    finds every such hand full."""
    room = [0 if p == view.seat else view.hand_sizes[p] for p in range(view.players)]
    hands: list[list[str]] = [list(view.hand) if p == view.seat else [] for p in range(view.players)]
    for card in cards:
        open_to = [p for p in sorted(where[card]) if room[p] > 0]
        if not open_to:
            return None
        p = open_to[rng.below(len(open_to))]
        hands[p].append(card)
        room[p] -= 1
    return hands, room

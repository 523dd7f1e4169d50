"""determinize: a full state built from one view, re-dealing only what that seat cannot see.

Unseen Starting cards may sit in the box or in other seats' hands, discard piles and face-down
removals; unseen Unknown Creature cards may sit in the draw pile or those same hidden places.
What the table watched is kept (D11): a creature someone bought stays with them, the cards a seat
played lie in its discard pile (or, after a round end, in its hand), and the display cards put under
the draw pile at a round end stay at its bottom, in order.
"""

from collections import Counter
from dataclasses import dataclass, field

from rules.core import Event, Rng
from rules.core.checks import a_number, a_seat, list_of, maybe, one_of

from .cards import ALL_CARDS, CARDS, sort_key
from .state import FinalLine, SCState
from .trick import Played
from .view import SCView

_CARD = one_of(CARDS)
WATCHED_EVENTS = {
    "card_played": {"seat": a_seat, "card": _CARD, "plus": list_of(_CARD)},
    "card_removed": {"seat": a_seat, "card": _CARD, "source": one_of({"trick", "hand", "discard"})},
    "card_removed_face_down": {"seat": a_seat, "source": one_of({"hand", "discard"})},
    "card_bought": {"seat": a_seat, "card": _CARD, "slot": a_number},
    "display_refilled": {"slot": a_number, "card": maybe(_CARD)},
    "display_revealed": {"cards": list_of(maybe(_CARD))},
}
"""The events `_watch` reads, and what they hold (a loaded state's log is checked against this)."""


@dataclass
class _Owned:
    """What the table saw of one seat's cards (all of them lie in its hand, discard pile or face-down removals)."""

    hand: list[str] = field(default_factory=list)  # seen entering the hand (bought, or a discard pile taken back)
    discard: list[str] = field(default_factory=list)  # bottom .. top, as the trick cards were laid there
    hand_unsure: bool = False  # a card left the hand face down: one of `hand` may be gone
    discard_unsure: bool = False  # the same for the discard pile


@dataclass
class _Watched:
    owned: dict[int, _Owned]
    draw_bottom: list[str]  # display cards put under the draw pile at round ends and not drawn since, top first
    draw_ok: bool  # False when the draw pile's history does not add up (then nothing is assumed about it)


def _watch(view: SCView) -> _Watched:
    """Replay the events this seat saw and remember where the cards it watched must be now."""
    owned = {sv.seat: _Owned() for sv in view.seats if sv.seat != view.seat}
    trick: list[list] = []  # [seat, card, plus, gone]
    display: list[str | None] = []
    ops: list[tuple[str, list[str] | int]] = []  # ("under", cards) or ("draw", count), in order
    started = round_over = False
    for e in view.events:
        d, k = e.data, e.kind
        seen = owned.get(d.get("seat")) if isinstance(d.get("seat"), int) else None
        if k == "card_played":
            if seen is not None:
                for c in [d["card"], *d.get("plus", [])]:
                    if c in seen.hand:
                        seen.hand.remove(c)
            trick.append([d["seat"], d["card"], list(d.get("plus", [])), False])
        elif k == "card_removed" and d.get("source") == "trick":
            for play in trick:
                if play[0] == d["seat"] and play[1] == d["card"]:
                    play[3] = True
        elif k == "card_removed_face_down" and seen is not None:
            if d.get("source") == "hand":
                seen.hand_unsure = True
            else:
                seen.discard_unsure = True
        elif k == "trick_cleared":
            for seat, card, plus, gone in trick:
                if seat in owned:
                    owned[seat].discard.extend(plus + ([] if gone else [card]))
            trick = []
        elif k == "card_bought":
            if seen is not None:
                seen.hand.append(d["card"])
            if 0 <= d["slot"] < len(display):
                display[d["slot"]] = None
        elif k == "display_refilled":
            if 0 <= d["slot"] < len(display):
                display[d["slot"]] = d["card"]
            if d["card"] is not None:
                ops.append(("draw", 1))
        elif k == "round_end":
            round_over = True
            for seen in owned.values():
                seen.hand.extend(seen.discard)
                seen.discard = []
                seen.hand_unsure = seen.hand_unsure or seen.discard_unsure
                seen.discard_unsure = False
        elif k == "display_revealed":
            if started and round_over:
                ops.append(("under", [c for c in display if c is not None]))
                ops.append(("draw", sum(c is not None for c in d["cards"])))
            display = list(d["cards"])
            started, round_over = True, False
    return _Watched(owned, *_draw_bottom(ops, view.draw_count))


def _draw_bottom(ops, draw_count: int) -> tuple[list[str], bool]:
    """The known bottom of the draw pile: unseen cards on top are drawn first, then the known ones."""
    added = sum(len(x) for op, x in ops if op == "under")
    unknown = draw_count + sum(x for op, x in ops if op == "draw") - added  # unseen cards at the start
    bottom: list[str] = []
    for op, x in ops:
        if op == "under":
            bottom.extend(x)
            continue
        from_unknown = min(unknown, x)
        unknown -= from_unknown
        del bottom[:x - from_unknown]
    if unknown < 0 or unknown + len(bottom) != draw_count:
        return [], False
    return bottom, True


def determinize_view(view: SCView, seed: int) -> SCState:
    rng = Rng.from_seed(seed)
    me = view.seat
    n = view.players
    known: Counter = Counter(view.hand)
    for sv in view.seats:
        known.update(sv.discard)
        known.update(sv.removed_face_down)
        if sv.discard_top and sv.seat != me:
            known[sv.discard_top] += 1
    for play in view.trick:
        known[play.card] += 1
        known.update(play.plus)
    known.update(c for c in view.display if c)
    known.update(view.removed_public)
    watched = _watch(view)
    bottom = watched.draw_bottom if all(known[c] == 0 for c in watched.draw_bottom) else []
    known.update(bottom)
    # cards watched into a seat's hand or discard pile (the visible top card is placed from the view)
    claims: dict[int, tuple[list[str], list[str]]] = {}
    for seat, seen in watched.owned.items():
        top = view.seats[seat].discard_top
        discard = list(seen.discard)
        if top is not None and top in discard and not seen.discard_unsure and discard[-1] == top:
            discard.pop()
        elif top is not None and top in discard:
            discard.remove(top)
        hand = [c for c in seen.hand if known[c] == 0 and c in CARDS]
        known.update(hand)
        discard = [c for c in discard if known[c] == 0 and c in CARDS]
        known.update(discard)
        claims[seat] = (hand, discard)
    unseen_start = [c.id for c in ALL_CARDS if not known[c.id] and c.starting]
    unseen_new = [c.id for c in ALL_CARDS if not known[c.id] and not c.starting]
    rng.shuffle(unseen_start)
    rng.shuffle(unseen_new)
    box, unseen_start = unseen_start[:view.box_count], unseen_start[view.box_count:]
    on_top = max(0, view.draw_count - len(bottom))
    draw, unseen_new = unseen_new[:on_top] + bottom, unseen_new[on_top:]
    pool = unseen_start + unseen_new
    rng.shuffle(pool)

    def take(k: int) -> list[str]:
        nonlocal pool
        got, pool = pool[:k], pool[k:]
        return got

    hands, discards, removed = [], [], []
    for sv in view.seats:
        if sv.seat == me:
            hands.append(list(view.hand))
            discards.append(list(sv.discard))
            removed.append(list(sv.removed_face_down))
            continue
        seen_hand, seen_discard = claims[sv.seat]
        rng.shuffle(seen_hand)
        below_count = max(0, sv.discard_count - 1)
        exact = not watched.owned[sv.seat].discard_unsure and len(seen_discard) == below_count
        if not exact:
            rng.shuffle(seen_discard)
        hand, spill = seen_hand[:sv.hand_count], seen_hand[sv.hand_count:]
        below, spill = seen_discard[:below_count], spill + seen_discard[below_count:]
        gone, spill = spill[:sv.removed_face_down_count], spill[sv.removed_face_down_count:]
        pool.extend(spill)  # more than the seat can hold: the events did not add up, so forget them
        hand += take(sv.hand_count - len(hand))
        below = (below if exact else take(below_count - len(below)) + below)
        gone += take(sv.removed_face_down_count - len(gone))
        hands.append(sorted(hand, key=sort_key))
        discards.append(below + ([sv.discard_top] if sv.discard_top else []))
        removed.append(gone)
    final = None
    if view.final is not None:
        final = [FinalLine(f.seat, f.stamp_points, f.bonus_cards, f.bonus_points, f.points, f.coins, f.winner)
                 for f in view.final]
    trick = [Played(p.seat, p.card, tuple(p.plus), p.copies, p.removed) for p in view.trick]
    return SCState(
        players=n, rng=rng, expert=view.expert, round=view.round, hands=hands, discards=discards,
        coins=[sv.coins for sv in view.seats], stamps=[list(sv.stamps) for sv in view.seats],
        display=list(view.display), draw=draw, box=box, removed_public=list(view.removed_public),
        removed_hidden=removed, leader=view.leader, turn=view.turn, phase=view.phase, trick=trick,
        reference=view.reference, winner=view.trick_winner if view.trick_complete else None,
        lowest=list(view.lowest), buy_stage=view.buy_stage, queue=list(view.queue),
        removal=[sv.removal_effect for sv in view.seats] if view.trick_complete else [],
        last_winner=view.last_winner, last_void=view.last_void, final=final,
        log=[Event(e.kind, e.data, e.to) for e in view.events],
    )

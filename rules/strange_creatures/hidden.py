"""determinize: a full state built from one view, re-dealing only what that seat cannot see.

Unseen Starting cards may sit in the box or in other seats' hands, discard piles and face-down
removals; unseen Unknown Creature cards may sit in the draw pile or those same hidden places.
"""

from rules.core import Event, Rng

from .cards import ALL_CARDS, sort_key
from .state import FinalLine, SCState
from .trick import Played
from .view import SCView


def determinize_view(view: SCView, seed: int) -> SCState:
    rng = Rng.from_seed(seed)
    me = view.seat
    n = view.players
    known: set[str] = set(view.hand)
    for sv in view.seats:
        known.update(sv.discard)
        known.update(sv.removed_face_down)
        if sv.discard_top:
            known.add(sv.discard_top)
    for play in view.trick:
        known.add(play.card)
        known.update(play.plus)
    known.update(c for c in view.display if c)
    known.update(view.removed_public)
    unseen_start = [c.id for c in ALL_CARDS if c.id not in known and c.starting]
    unseen_new = [c.id for c in ALL_CARDS if c.id not in known and not c.starting]
    rng.shuffle(unseen_start)
    rng.shuffle(unseen_new)
    box, unseen_start = unseen_start[:view.box_count], unseen_start[view.box_count:]
    draw, unseen_new = unseen_new[:view.draw_count], unseen_new[view.draw_count:]
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
        hands.append(sorted(take(sv.hand_count), key=sort_key))
        below = take(max(0, sv.discard_count - 1))
        discards.append(below + ([sv.discard_top] if sv.discard_top else []))
        removed.append(take(sv.removed_face_down_count))
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

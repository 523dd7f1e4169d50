"""What a Deducktion seat's own view proves about each card: the facts its notepad states.

Read from the view alone (never the state), so every fact holds in every deal the view allows (tests check
each against `determinize`, through `holds_in`), and nothing proved is ever forgotten. Beside the engine's own
deductions (`known_holders`, `excluded_faces`, `proven_missing`), which it builds on; the table
(tabletop/games/deducktion.py) words them in the notepad's cells and marks the secret guess's cards with them.
"""

from .components import ANIMALS
from .deducktion import excluded_faces, face, known_holders, proven_missing

LOCATED = ("mine", "meld", "up", "held", "missing")
"""Facts that place a card now: it cannot also be elsewhere."""
SEEN = ("mine", "meld", "up", "held", "dealt", "gave", "seen", "drew", "other")
"""Facts that prove a card is not missing (the missing five are put aside unseen and never move): once
stated, one of them stays stated for the rest of the game."""


def notepad_facts(view) -> dict[str, list[tuple[str, int | None]]]:
    """Per card face (`tiger-5`), what this seat's view proves about it, as (kind, seat).

    Where it is now: mine (in my hand), meld (melded by seat), up (the face-up card), held (seat holds it:
    I passed it or saw it passed), not (seat cannot hold it now: an answer of zero, kept while this seat's
    events prove it, `excluded_faces`), missing (revealed, or proved once: `proven_missing`). What this seat
    has seen, kept for the whole game: dealt (in my dealt hand), gave (I passed it to seat), seen (seat passed
    it to me), drew (from the reserve), said0 (seat once answered zero for it), other (its animal's missing
    card is proved to be another one). Only the view is read, so every fact holds in every deal the view allows
    (tests check this against `determinize`), and nothing proved is ever forgotten (tests check that too)."""
    me = view.seat
    out: dict[str, list] = {f"{a}-{n}": [] for a in ANIMALS for n in range(1, 7)}

    def add(c, kind, p=None):
        if (kind, p) not in out[face(c)]:
            out[face(c)].append((kind, p))

    for c in view.hand:
        add(c, "mine", me)
    for p, meld in enumerate(view.melds):
        for c in meld:
            add(c, "meld", p)
    for c in view.leftover:
        add(c, "up")
    for c, p in known_holders(view).items():
        add(c, "held", p)
    proven = proven_missing(view)
    for c in proven.values():
        add(c, "missing")
    for kind, p, cards in _history(view):
        for c in cards:
            now = out[face(c)]
            if (kind == "dealt" and ("mine", me) in now) or (kind == "gave" and ("held", p) in now):
                continue                  # said better by where it is now
            add(c, kind, p)
    for a, c in proven.items():
        for n in range(1, 7):
            f = f"{a}-{n}"
            if f != face(c) and not any(k in SEEN for k, _ in out[f]):
                out[f].append(("other", None))
    located = {f for f, facts in out.items() if any(k in LOCATED for k, _ in facts)}
    for p, faces in enumerate(excluded_faces(view)):
        if p != me:
            for f in faces - located:
                out[f].append(("not", p))
    for e in view.events:
        d = e.data
        if e.kind == "ask" and d["count"] == 0 and d["target"] != me:
            for f in set(d["faces"]) - located:
                if ("not", d["target"]) not in out[f] and ("said0", d["target"]) not in out[f]:
                    out[f].append(("said0", d["target"]))
    return out


def _history(view):
    """(kind, seat, cards) for what this seat has seen come and go, oldest first: its dealt hand, the cards
    of each exchange it took part in (seen: passed to it by seat; gave: it passed them to seat) and its
    reserve draws. `received_first` shows an asker the answering cards before it passes any back."""
    me, last_ask, last = view.seat, None, None
    if me is None:
        return
    for e in view.events:
        d = e.data
        if e.kind == "hand":
            yield "dealt", me, list(d["cards"])
        elif e.kind == "ask":
            last_ask = d
        elif e.kind == "received_first" and last_ask is not None:
            yield "seen", last_ask["target"], list(d["cards"])
        elif e.kind == "exchange":
            last = d
        elif e.kind == "exchange_cards" and last is not None:
            if me == last["asker"]:
                yield "seen", last["target"], list(d["received"])
                yield "gave", last["target"], list(d["passed"])
            else:
                yield "seen", last["asker"], list(d["passed"])
                yield "gave", last["asker"], list(d["received"])
        elif e.kind == "reserve_card":
            yield "drew", None, [d["card"]]


def swaps(view):
    """(who passed them, the cards this seat got) for each exchange it took part in, oldest first."""
    for kind, p, cards in _history(view):
        if kind == "seen":
            yield p, cards


def holds_in(state, seat, face_id, kind, p) -> bool:
    """Is the notepad's fact true in a full state? (the notepad test checks every determinization)"""
    def at(cards):
        return any(face(c) == face_id for c in cards)
    if kind == "mine":
        return at(state.hands[seat])
    if kind == "meld":
        return at(state.melds[p])
    if kind == "up":
        return at(state.leftover)
    if kind == "held":
        return at(state.hands[p])
    if kind == "not":
        return not at(state.hands[p])
    if kind == "missing":
        return at(state.missing)
    if kind == "other":
        return not at(state.missing)
    log = state.log
    if kind == "dealt":
        return any(e.kind == "hand" and e.data["seat"] == seat and at(e.data["cards"]) for e in log)
    if kind == "drew":
        return any(e.kind == "reserve_card" and seat in (e.to or ()) and at([e.data["card"]]) for e in log)
    if kind == "said0":
        return any(e.kind == "ask" and e.data["target"] == p and e.data["count"] == 0
                   and face_id in e.data["faces"] for e in log)
    ask = None
    for before, e in zip(log, log[1:], strict=False):
        if e.kind == "ask":
            ask = e.data
        if e.kind == "received_first" and kind == "seen" and ask and (seat, p) == (ask["asker"], ask["target"]):
            if at(e.data["cards"]):
                return True
        if e.kind == "exchange_cards" and before.kind == "exchange":
            d = before.data
            got_as_asker, got_as_target = e.data["received"], e.data["passed"]
            if kind == "seen":
                if ((seat, p) == (d["asker"], d["target"]) and at(got_as_asker)) or \
                        ((seat, p) == (d["target"], d["asker"]) and at(got_as_target)):
                    return True
            if kind == "gave":
                if ((seat, p) == (d["asker"], d["target"]) and at(got_as_target)) or \
                        ((seat, p) == (d["target"], d["asker"]) and at(got_as_asker)):
                    return True
    return False

"""A full state consistent with one seat's view, for bots: unseen hands, deck order, face-down weapons and
other seats' roles are re-dealt at random, keeping everything the seat saw or was told in secret."""

from rules.core import Rng

from .cards import EVENT_IDS, EVENT_TYPES, SLUG_OF, WEAPON_IDS
from .state import LCState

INFECTED_GUESS = 0.35  # chance an unknown seat is guessed infected


def _role_hints(view):
    """(seats that may hold the Creature card, known infected facts) from what the seat saw, in order.

    A fact from a card effect (Contagion infects, Stimulant cures) is undone when the card is cancelled.
    A deal moves the Creature only among the dealt seats; an old holder that was dealt becomes infected
    unless the card came back, so a sure holder stays "infected or holder" after it."""
    n, me = view.players, view.seat
    cands = set(range(n))
    infected: dict[int, bool] = {}
    undo: dict[tuple[int, str], tuple[int, bool | None]] = {}
    for e in view.events:
        k, d = e.kind, e.data
        if k == "character" and e.to is not None and me in e.to and d.get("card") is not None:
            cands = {me} if d["card"] == "creature" else cands - {me}
        elif k == "movement":
            dealt = set(d["seats"])
            moving = cands & dealt
            if moving:
                for c in moving:
                    if len(cands) == 1:
                        infected[c] = True
                    elif infected.get(c) is False:
                        del infected[c]
                cands |= dealt
        elif k == "creature_found":
            cands = {d["seat"]}
        elif k == "neutralised":
            cands = set()
            infected[d["seat"]] = True
        elif k == "play" and d["card"] in SLUG_OF:
            slug = SLUG_OF[d["card"]]
            who = EVENT_TYPES[slug].who
            if who == "creature":
                cands = {d["seat"]}
            elif who == "infected":
                infected[d["seat"]] = True
                cands.discard(d["seat"])
            if slug in ("contagion", "stimulant"):
                t = d["target"]
                undo[(d["seat"], d["card"])] = (t, infected.get(t))
                infected[t] = slug == "contagion"
        elif k == "cancelled" and (d["seat"], d["card"]) in undo:
            t, before = undo.pop((d["seat"], d["card"]))
            if before is None:
                infected.pop(t, None)
            else:
                infected[t] = before
        elif k in ("blood_test", "camera"):
            what = d.get("status", d.get("card"))
            if what == "creature":
                cands = {d["seat"]}
            else:
                cands.discard(d["seat"])
                if what in ("human", "infected"):
                    infected[d["seat"]] = what == "infected"
        elif k == "hive_mind" and d["creature"] is not None:
            cands = {d["creature"]}
        elif k == "hive_mind_contact":
            infected[d["infected"]] = True
            cands.discard(d["infected"])
    return cands, infected


def _assign_roles(view, rng: Rng) -> tuple[int, list[bool]]:
    n, me = view.players, view.seat
    known = view.statuses
    infected = [False] * n
    if all(x is not None for x in known):
        holder = next((p for p, x in enumerate(known) if x == "creature"), -1)
        return holder, [x == "infected" for x in known]
    possible, facts = _role_hints(view)
    if view.neutralised:
        holder = -1
    elif view.status == "creature":
        holder = me
    elif view.prompts and view.prompts[-1][0] == "camouflage":
        holder = view.prompts[-1][1]
    else:
        cands = sorted(possible - {me}) or [p for p in range(n) if p != me]
        holder = cands[rng.below(len(cands))]
    for p in range(n):
        if p == me:
            infected[p] = view.status == "infected"
        elif p != holder:
            infected[p] = facts[p] if p in facts else rng.below(100) < INFECTED_GUESS * 100
    return holder, infected


def _returned_weapons(view) -> set[str]:
    """Weapons this seat put back into the weapon deck that nobody else can have drawn since."""
    back: set[str] = set()
    for e in view.events:
        if e.kind == "weapon_kept" and e.to is not None:
            back.add(e.data["returned"])
        elif e.kind == "weapon_drawn" and e.data["seat"] != view.seat:
            back.clear()
    return back


def _give(hand: list[str], pool: list[str], slug: str, rng: Rng) -> None:
    """Make sure `hand` holds a card of type `slug` (the seat is being asked to play one)."""
    if not hand or any(SLUG_OF[c] == slug for c in hand):
        return
    for i, c in enumerate(pool):
        if SLUG_OF[c] == slug:
            j = rng.below(len(hand))
            pool[i], hand[j] = hand[j], c
            return


def determinize(engine, view, seed: int) -> LCState:
    rng = Rng.from_seed(seed)
    n, me = view.players, view.seat
    holder, infected = _assign_roles(view, rng)

    # event cards nobody in this view can see
    seen = list(view.hand) + list(view.discard) + [c for t in view.table for c in t] + [x[1] for x in view.stack]
    pool = list(EVENT_IDS)
    for c in seen:
        pool.remove(c)
    rng.shuffle(pool)
    hands: list[list[str]] = []
    for p, k in enumerate(view.hand_sizes):
        if p == me:
            hands.append(list(view.hand))
        else:
            hands.append(pool[:k])
            del pool[:k]
    needs: list[tuple[int, str]] = []
    if view.stack:
        needs.append(((view.stack[-1][0] - 1 - view.react_pos) % n, "interference"))
    if view.prompts and view.prompts[-1][0] in ("veto", "camouflage"):
        needs.append((view.prompts[-1][1], view.prompts[-1][0]))
    for p, slug in needs:
        if p != me:
            _give(hands[p], pool, slug, rng)
    deck = pool

    # weapons: a weapon this seat gave back stays in the deck until another seat draws one
    visible = [w for ws in view.weapons for w in ws] + list(view.weapons_out)
    in_deck = _returned_weapons(view)
    wpool = [w for w in WEAPON_IDS if w not in visible and w not in in_deck]
    rng.shuffle(wpool)
    weapons = []
    for p, k in enumerate(view.weapon_counts):
        if len(view.weapons[p]) == k:
            weapons.append(list(view.weapons[p]))
        else:
            weapons.append(wpool[:k])
            del wpool[:k]
    wpool += [w for w in WEAPON_IDS if w in in_deck and w not in visible]
    rng.shuffle(wpool)

    return LCState(
        players=n, rng=rng, two_seats=view.two_seats, turn=view.turn, phase=view.phase, leader=view.leader,
        acting_leader=view.acting_leader, ever_leader=list(view.ever_leader), holder=holder, infected=infected,
        creature_found=view.creature_found, sedated=list(view.sedated),
        sedated_turn=list(view.sedated_turn), tokens=list(view.tokens), hands=hands,
        deck=deck, discard=list(view.discard), weapons=weapons, weapon_deck=wpool,
        weapons_out=list(view.weapons_out), table=[list(t) for t in view.table], free_plays=list(view.free_plays),
        blocked=list(view.blocked), order=list(view.order), pos=view.pos, votes=list(view.votes),
        votes_left=view.votes_left, vote_stage=view.vote_stage, vetoed=view.vetoed, camouflaged=view.camouflaged,
        vote_target=view.vote_target, locked_in=list(view.locked_in), movement_mode=view.movement_mode,
        cameras=[tuple(c) for c in view.cameras], stack=[tuple(x) for x in view.stack], react_pos=view.react_pos,
        prompts=[tuple(x) for x in view.prompts], revealed=view.revealed, ready=[int(r) for r in view.ready],
        standing=list(view.standing), attack_order=list(view.attack_order), attack_pos=view.attack_pos,
        round=view.round, adrenaline=list(view.adrenaline), first_aid=list(view.first_aid),
        barricade=list(view.barricade), monstrous=view.monstrous,
        strike=None if view.strike is None else tuple(view.strike), winners=list(view.winners),
        log=list(view.events),
    )

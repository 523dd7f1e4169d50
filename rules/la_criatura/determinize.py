"""A full state consistent with one seat's view, for bots: unseen hands, deck order, face-down weapons and
other seats' roles are re-dealt at random, keeping everything the seat saw or was told in secret."""

from rules.core import Rng

from .cards import EVENT_IDS, EVENT_TYPES, SLUG_OF, WEAPON_IDS
from .state import EVENTS, HELI_EVENTS, MOVEMENT, VOTE, LCState

CARD_PHASE = {EVENTS: "events", VOTE: "vote", MOVEMENT: "movement", HELI_EVENTS: "helicopter"}
INFECTED_GUESS = 0.35  # chance an unknown seat is guessed infected, if no run of the deals fits (never seen)


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


def _card_story(view) -> list[tuple[str, object]]:
    """The Creature card's path as this seat can follow it, in order: ("deal", seats) for each deal of the
    character cards (the setup's among everyone first), ("is", p) / ("not", p) for what the seat learned of
    who held it at that moment (its own card after a deal, a public find or a Creature-only card, its own
    Blood Test, Camera or Hive Mind), ("gone", p) when p was neutralised."""
    me = view.seat
    story: list[tuple[str, object]] = [("deal", tuple(range(view.players)))]
    for e in view.events:
        k, d = e.kind, e.data
        if k == "movement":
            story.append(("deal", tuple(d["seats"])))
        elif k == "character" and e.to is not None and me in e.to and d.get("card") is not None:
            story.append(("is" if d["card"] == "creature" else "not", me))
        elif k == "creature_found" and d.get("times") == 1:
            story.append(("is", d["seat"]))
        elif k == "neutralised":
            story.append(("gone", d["seat"]))
        elif k == "play" and SLUG_OF.get(d.get("card")) and EVENT_TYPES[SLUG_OF[d["card"]]].who == "creature":
            story.append(("is", d["seat"]))
        elif k in ("blood_test", "camera"):
            story.append(("is" if d.get("status", d.get("card")) == "creature" else "not", d["seat"]))
        elif k == "hive_mind" and d["creature"] is not None:
            story.append(("is", d["creature"]))
    return story


def _imagine_story(story, holders: set[int], players: int, rng: Rng):
    """(holder, seats that held the card and lost it) from one run of the deals drawn as likely as the
    rules make it among those that agree with everything in `story` and leave the card at one of
    `holders` (-1: nobody), or None if none does. A deal that includes the holder gives the card to any
    dealt seat alike (the old holder is then infected); a deal without it leaves it where it is.

    Drawn exactly, not by trial: forward, the chance of each holder after every step of the story;
    backward, from a holder drawn at the end, each earlier holder by its chance of leading there."""
    nobody = players  # the index of "no holder" (-1)
    wanted = {nobody if h == -1 else h for h in holders}
    everyone = story[0][1]  # the setup deal
    before = [1.0 / len(everyone) if h in everyone else 0.0 for h in range(players)] + [0.0]
    chances: list[list[float]] = [before]
    for kind, x in story[1:]:
        if kind == "deal":
            moving = sum(before[h] for h in x) / len(x)
            now = [moving if h in x else before[h] for h in range(players)] + [before[nobody]]
        elif kind == "is":
            now = [c if h == x else 0.0 for h, c in enumerate(before)]
        elif kind == "not":
            now = [c if h != x else 0.0 for h, c in enumerate(before)]
        else:  # gone: neutralised while holding it
            now = [0.0] * players + [before[x]]
        total = sum(now)
        if total == 0:
            return None
        before = [c / total for c in now]
        chances.append(before)
    ends = [c if i in wanted else 0.0 for i, c in enumerate(chances[-1])]
    holder = _draw(ends, rng)
    if holder is None:
        return None
    lost: set[int] = set()
    at = holder
    for n in range(len(story) - 1, 0, -1):
        kind, x = story[n]
        if kind == "gone":
            lost.add(x)
            at = x
        elif kind == "deal":
            before = chances[n - 1]
            if at in x:  # it came from any dealt seat alike
                came = [before[h] if h in x else 0.0 for h in range(players + 1)]
            else:  # it was not dealt, so it stayed
                came = [before[h] if h == at else 0.0 for h in range(players + 1)]
            prev = _draw(came, rng)
            if prev != at:
                lost.add(prev)
            at = prev
    return (-1 if holder == nobody else holder), lost


def _draw(weights: list[float], rng: Rng):
    """An index drawn in proportion to `weights`, or None if they are all zero."""
    return rng.weighted(weights) if sum(weights) > 0 else None


def _assign_roles(view, rng: Rng) -> tuple[int, list[bool]]:
    """Who holds the Creature card and who is infected, in one imagined story of the card's deals that fits
    what the seat knows (the facts of `_role_hints` on top). The old independent guess (each unknown seat
    infected one time in three) had a human at the helicopter imagine the Creature alone in 32% of its
    deals, where random games put it there 13% of the time (tests/la_criatura/test_determinize_roles.py)."""
    n, me = view.players, view.seat
    known = view.statuses
    infected = [False] * n
    if all(x is not None for x in known):
        holder = next((p for p, x in enumerate(known) if x == "creature"), -1)
        return holder, [x == "infected" for x in known]
    possible, facts = _role_hints(view)
    if view.neutralised:
        holders = [-1]
    elif view.status == "creature":
        holders = [me]
    elif view.prompts and view.prompts[-1][0] == "camouflage":
        holders = [view.prompts[-1][1]]
    else:
        holders = sorted(possible - {me}) or [p for p in range(n) if p != me]
    story = _imagine_story(_card_story(view), set(holders), n, rng)
    if story is None:
        holder, lost = holders[rng.below(len(holders))], None
    else:
        holder, lost = story
    for p in range(n):
        if p == me:
            infected[p] = view.status == "infected"
        elif p != holder:
            if p in facts:
                infected[p] = facts[p]
            elif lost is not None:
                infected[p] = p in lost
            else:
                infected[p] = rng.below(100) < INFECTED_GUESS * 100
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


def _window_hands(engine, view) -> tuple[dict[int, str], set[int]]:
    """What the Interference windows of the cards now waiting on the stack showed (D-2), and the Veto or
    Camouflage prompt: ({seat: the card type it surely holds}, {seats that surely hold no Interference}).

    A window asks, to the right of the player, only the seats that hold an Interference and may pay: a seat
    asked now, or one that said "let it be", holds one; a seat passed over that may pay holds none (paying
    only gets harder while cards wait, and nobody draws)."""
    n = view.players
    label = CARD_PHASE.get(view.phase)
    holds: dict[int, str] = {}
    lacks: set[int] = set()
    if view.prompts:
        kind, seat, _ = view.prompts[-1]
        if kind in ("veto", "camouflage"):
            holds[seat] = kind
        return holds, lacks
    if not view.stack or label is None:
        return holds, lacks
    plays = [i for i, e in enumerate(view.events) if e.kind == "play"][-len(view.stack):]
    for level, start in enumerate(plays):
        player = view.stack[level][0]
        last = level == len(view.stack) - 1
        end = len(view.events) if last else plays[level + 1]
        passed = {e.data["seat"] for e in view.events[start:end]
                  if e.kind == "passed" and e.data.get("what") == "interference"}
        stop = (player - 1 - view.react_pos) % n if last else view.stack[level + 1][0]
        q = (player - 1) % n
        while q != stop and q != player:
            if q in passed:
                holds[q] = "interference"
            elif engine._can_pay(view, q, label):
                lacks.add(q)
            q = (q - 1) % n
        if not last:
            holds.pop(stop, None)  # it played its Interference; whether it had two is unknown
    holds[(view.stack[-1][0] - 1 - view.react_pos) % n] = "interference"
    return holds, lacks


def _deal_hands(view, pool: list[str], holds: dict[int, str], lacks: set[int], rng: Rng) -> list[list[str]]:
    """Deal the unseen cards (`pool`, shuffled; what is left stays as the deck) to the other seats' hands so
    that each seat of `holds` gets a card of its type and no seat of `lacks` gets an Interference."""
    me = view.seat
    hands: list[list[str]] = [[] for _ in range(view.players)]
    for p, slug in holds.items():
        if p == me or not view.hand_sizes[p]:
            continue
        card = next((c for c in pool if SLUG_OF[c] == slug), None)
        if card is not None:
            pool.remove(card)
            hands[p].append(card)
    for p in sorted(lacks - {me}):
        need = view.hand_sizes[p] - len(hands[p])
        take = [c for c in pool if SLUG_OF[c] != "interference"][:need]
        for c in take:
            pool.remove(c)
        hands[p] += take
    for p, k in enumerate(view.hand_sizes):
        if p == me:
            hands[p] = list(view.hand)
            continue
        if p not in lacks:
            need = k - len(hands[p])
            hands[p] += pool[:need]
            del pool[:need]
        rng.shuffle(hands[p])
    return hands


def determinize(engine, view, seed: int) -> LCState:
    rng = Rng.from_seed(seed)
    n = view.players
    holder, infected = _assign_roles(view, rng)

    # event cards nobody in this view can see
    seen = list(view.hand) + list(view.discard) + [c for t in view.table for c in t] + [x[1] for x in view.stack]
    pool = list(EVENT_IDS)
    for c in seen:
        pool.remove(c)
    rng.shuffle(pool)
    holds, lacks = _window_hands(engine, view)
    hands = _deal_hands(view, pool, holds, lacks, rng)
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
        log=list(view.events), human_lot=view.human_lot,
    )

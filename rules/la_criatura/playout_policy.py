"""How a sensible La Criatura player leans, for the strong search bot's imagined playouts.

`weights(state, seat, moves)` gives one positive weight per legal move (1.0 = no opinion). The
state is an imagined full state, but a seat leans only on what *it* would know there: its own
status (the Creature, infected or human), its own hand, weapons and tokens, the public table, and
what the log shows it (role-restricted cards played in the open, a Creature found by the vote,
the helicopter reveal, and its own Blood Test, Hive Mind and Surveillance Camera results). Never
another seat's true role: imagined humans would otherwise always vote the Creature and the
search would think finding it is easy. These are leanings, not certainties: every legal move
keeps a weight above zero, so a playout can still do anything.
"""

from .cards import ATTACK_BONUS, EVENT_TYPES, PROTECTS_FROM, SLUG_OF
from .state import DISCARD, HELI_EVENTS, LCState

HUMAN, INFECTED, CREATURE = "human", "infected", "creature"
ALLY, ENEMY, UNKNOWN = 1, -1, 0
HELI_SLUGS = frozenset(slug for slug, c in EVENT_TYPES.items() if "helicopter" in c.phases)
SIDE_CARDS = frozenset(slug for slug, c in EVENT_TYPES.items() if c.who in (CREATURE, INFECTED))
# cards whose only use is the helicopter phase, where a card left in hand is wasted
COMBAT_CARDS = frozenset({"adrenaline", "first-aid-kit", "barricade", "monstrous-strength"})


# ----- what each seat knows about the others ------------------------------------------------
# Per seat, two bit masks: seats it knows to be on the Creature's side, seats it knows are human.
# Read from the whole log each time it is needed (a vote, an attack, a targeted card): a few hundred
# events, most skipped on their kind. (A cache keyed by the last event would mix up two seats'
# views of one game, which end with the same public event but hold different secrets.)
KNOWING = frozenset({"play", "creature_found", "neutralised", "movement", "blood_test", "hive_mind",
                     "hive_mind_contact", "camera"})


def _step(known, e):
    """The knowledge after event `e`: a tuple per seat of (creature-side mask, human mask)."""
    k, d = e.kind, e.data
    if k == "play":
        slug = SLUG_OF.get(d.get("card"))
        if slug in SIDE_CARDS:  # only the Creature or an infected may play it: everyone saw who did
            bit = 1 << d["seat"]
            return tuple((cs | bit, hum & ~bit) for cs, hum in known)
        if slug == "stimulant":  # the target may have been cured: nobody can be sure of it any more
            bit = 1 << d["target"]
            return tuple((cs & ~bit, hum & ~bit) for cs, hum in known)
        if slug == "contagion":
            bit = 1 << d["target"]
            return tuple((cs | bit, hum & ~bit) for cs, hum in known)
        return known
    if k in ("creature_found", "neutralised"):  # the holder stays on that side (infected if the card moves)
        bit = 1 << d["seat"]
        return tuple((cs | bit, hum & ~bit) for cs, hum in known)
    if k == "movement":  # a dealt human may have been dealt the Creature card
        dealt = 0
        for p in d["seats"]:
            dealt |= 1 << p
        return tuple((cs, hum & ~dealt) for cs, hum in known)
    if e.to is None or k not in ("blood_test", "hive_mind", "hive_mind_contact", "camera"):
        return known
    out = list(known)
    for q in e.to:
        cs, hum = out[q]
        if k == "blood_test":
            bit = 1 << d["seat"]
            if d["status"] == HUMAN:
                cs, hum = cs & ~bit, hum | bit
            else:
                cs, hum = cs | bit, hum & ~bit
        elif k == "hive_mind" and d.get("creature") is not None:
            cs |= 1 << d["creature"]
        elif k == "hive_mind_contact":
            cs |= 1 << d["infected"]
        elif k == "camera" and d.get("card") == CREATURE:
            cs |= 1 << d["seat"]
        out[q] = (cs, hum)
    return tuple(out)


def knowledge(state: LCState) -> tuple:
    """Per seat (creature-side mask, human mask) from the public and its own secret events."""
    n = state.players
    known = ((0, 0),) * n
    for e in state.log:
        if e.kind in KNOWING:
            known = _step(known, e)
    return known


def role(state: LCState, p: int) -> str:
    if state.holder == p:
        return CREATURE
    return INFECTED if state.infected[p] else HUMAN


def sides(state: LCState, seat: int) -> list[int]:
    """How `seat` sees each other seat: ALLY, ENEMY or UNKNOWN (from its own status and what it knows)."""
    n = state.players
    mine = role(state, seat) != HUMAN
    if state.revealed:  # every status is on the table
        return [ALLY if (role(state, q) != HUMAN) == mine else ENEMY for q in range(n)]
    cs, hum = knowledge(state)[seat]
    out = []
    for q in range(n):
        if q == seat:
            out.append(ALLY)
        elif cs >> q & 1:
            out.append(ALLY if mine else ENEMY)
        elif hum >> q & 1:
            out.append(ENEMY if mine else ALLY)
        else:
            out.append(UNKNOWN)
    return out


def lean(side: int, ally: float, unknown: float, enemy: float) -> float:
    return ally if side == ALLY else enemy if side == ENEMY else unknown


def weapon_value(w: str) -> float:
    """An attack bonus counts as itself; a defensive object as four times the chance it blocks."""
    return ATTACK_BONUS[w] or 4 * (7 - PROTECTS_FROM[w]) / 6


def bonus(state: LCState, p: int) -> int:
    return max((ATTACK_BONUS[w] for w in state.weapons[p]), default=0)


# ----- the weights ------------------------------------------------------------------------------
def weights(state: LCState, seat: int, moves) -> list[float]:
    """Playout weights for `seat`'s legal `moves` (one positive number per move)."""
    me = role(state, seat)
    seen = None  # how this seat sees the others, worked out only when a move needs it

    def view():
        nonlocal seen
        if seen is None:
            seen = sides(state, seat)
        return seen

    out = []
    for m in moves:
        k = m.kind
        if k == "vote":
            w = _vote(view()[m.target])
        elif k == "play":
            w = _play(state, seat, me, m, view)
        elif k == "pass":
            w = _pass(state, seat)
        elif k == "attack":
            w = _attack(state, seat, m, view())
        elif k == "avoid_hit":  # a hit that stands eliminates you; the token has no better use now
            w = 20.0
        elif k == "discard":
            w = _discard(state, seat, me, m.cards)
        elif k == "draw_weapon":
            w = _draw_weapon(state, seat)
        elif k == "drop_weapon":  # give back (or lose to Disarm) the weakest of your weapons
            w = 3.0 if weapon_value(m.weapon) <= min(map(weapon_value, state.weapons[seat])) else 0.5
        elif k == "redirect":  # the infected best able to survive the hit takes it
            q = m.target
            w = 1.0 + state.tokens[q] + any(PROTECTS_FROM[x] <= 6 for x in state.weapons[q])
        else:  # heli_ready: whether to reveal is left to the search
            w = 1.0
        out.append(w)
    return out


def _vote(side: int) -> float:
    """Sedate a known enemy, spare a known friend; with no knowledge, anyone (nobody votes themself)."""
    return lean(side, 0.15, 1.0, 4.0)


def _attack(state, seat, m, seen) -> float:
    """Strike known enemies first, the best armed before others; spare known allies. A sure hit
    (a token) is wasted on a target holding a token (it cancels the hit) and matters less with a
    good weapon in hand."""
    t = m.target
    side = seen[t]
    if state.revealed:
        w = 1.0 if side == ENEMY else 0.05
    else:
        w = lean(side, 0.15 if role(state, seat) != HUMAN else 0.8, 1.0, 3.0)
    w *= 1.0 + 0.3 * bonus(state, t)
    if m.auto_hit:
        w *= 0.25 if state.tokens[t] else 0.8
        if bonus(state, seat) >= 2:
            w *= 0.5
    return w


def _pass(state, seat) -> float:
    """Passing is as good as anything (a prompt's card weighs itself against it), except in the
    helicopter events pass: the last chance to play, so a card kept is a card wasted."""
    if state.phase == HELI_EVENTS and not state.prompts and not state.stack:
        return 0.5
    return 1.0


def _draw_weapon(state, seat) -> float:
    """A token saves you from one hit; trade it for a weapon only when the cap would waste new tokens
    or at the last chance, before combat."""
    if state.phase == HELI_EVENTS:
        return 0.7
    return 1.0 if state.tokens[seat] >= 2 else 0.35


def _dead(slug: str, me: str, final: bool) -> bool:
    """A card this seat will not be able to use: the last discard before the helicopter phase
    keeps only helicopter cards; a card of the Creature's side is no use to a human for now."""
    if final and slug not in HELI_SLUGS:
        return True
    who = EVENT_TYPES[slug].who
    return (who == CREATURE and me != CREATURE) or (who == INFECTED and me != INFECTED)


def _discard(state, seat, me, cards) -> float:
    """Keep good cards, throw away dead ones so the draw brings live ones."""
    final = state.phase == DISCARD and state.turn == state.players - 1
    w = 1.0
    gone = list(cards)
    for c in state.hands[seat]:
        dead = _dead(SLUG_OF[c], me, final)
        if c in gone:
            gone.remove(c)
            w *= 2.5 if dead else 0.35
        else:
            w *= 0.6 if dead else 1.0
    return w


def _play(state, seat, me, m, view) -> float:
    """One event card, by what it does for this seat's side (see each line)."""
    slug = SLUG_OF[m.card]
    t = m.target
    cs = me != HUMAN
    if slug == "camouflage":  # the Creature escapes the vote for free
        return 8.0
    if slug == "veto":  # the leader cancels a vote that would hit itself or a friend
        top = max(state.votes)
        hit = [q for q in range(state.players) if state.votes[q] == top and top > 0]
        if seat in hit and me == CREATURE:
            return 6.0
        seen = view()
        if hit and all(seen[q] == ALLY for q in hit):
            return 3.0
        if hit and all(seen[q] == ENEMY for q in hit):
            return 0.1
        return 0.5
    if slug == "interference":  # cancel what hurts your side; otherwise keep the card
        return _interfere(state, seat, me, view)
    if slug in COMBAT_CARDS:  # only the helicopter phase can use them: now or never
        return 3.0
    if slug == "armed":
        return 2.0 if state.weapon_deck else 0.2
    if slug == "armed-to-the-teeth":
        return 2.0 if state.weapon_deck else 0.6
    if slug == "commendation":  # a token, unless at the cap of two
        return 2.0 if state.tokens[seat] < 2 else 0.1
    if slug == "contagion":  # a new infected is a new ally (wasted on a known one)
        return lean(view()[t], 0.3, 3.0, 4.0)
    if slug == "blackout":  # forced movement: the Creature infects again
        return 2.5
    if slug == "lockdown":  # no movement: nobody new is infected
        return 0.2 if cs else 2.5
    if slug == "lock-yourself-in":  # the Creature keeping its card infects nobody this turn
        return 0.2 if me == CREATURE else 1.0
    if slug == "stimulant":
        if t == seat:  # a human or the Creature gains nothing; an infected would desert its side
            return 0.1 if me != CREATURE else 0.8
        return lean(view()[t], 0.1, 0.5 if cs else 1.2, 1.0 if cs else 4.0)
    if slug == "awake":
        if t == seat:
            return 3.0
        return lean(view()[t], 1.5, 0.8, 0.2)
    if slug in ("disarm", "orders", "sabotage"):  # hurt a known enemy, not a friend
        return lean(view()[t], 0.2, 1.0, 3.0)
    if slug == "ambush":  # an extra attack before combat
        return 3.0 * lean(view()[t], 0.1, 1.0, 3.0)
    if slug == "change-of-mind":  # move a token off yourself or a friend, onto an enemy
        seen = view()
        w = 3.0 if t == seat else lean(seen[t], 2.0, 1.0, 0.3)
        return w * lean(seen[m.to], 0.2, 1.0, 2.0)
    return 1.0  # blood test, hive mind, mutiny, coffee break, persuasion, camera: worth a play


def _interfere(state, seat, me, view) -> float:
    by, card, target, _to, _w = state.stack[-1]
    slug = SLUG_OF[card]
    seen = view()
    cs = me != HUMAN
    if seen[by] == ALLY:
        return 0.1
    if slug in SIDE_CARDS:  # the Creature's side is at work
        return 0.1 if cs else 3.0
    if slug == "lockdown":
        return 2.5 if cs else 0.1
    if slug in ("stimulant", "sabotage", "orders", "disarm") and target == seat:
        return 0.2 if slug == "stimulant" and me != INFECTED else 2.5
    return 0.4

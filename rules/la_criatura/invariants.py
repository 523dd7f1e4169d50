"""What a La Criatura state must satisfy to be one the game can reach (checked by load_state).

Written from the rules (RULES-DECISIONS §4, RULES.md): the 63 event cards and the 10 weapons each lie once;
the turns run 1 .. N-1, then the helicopter; a pass asks the seats of its order one after another; a card
played waits on the stack while Interferences are offered; a prompt (discard down, give back or lose a
weapon, avoid or redirect a hit, Veto, Camouflage) is answered before play goes on; a hit being defended
always waits on such a prompt; the game ends when the helicopter can leave.
"""

from rules.core.checks import (
    a_number,
    a_seat,
    check_each_once,
    check_log,
    check_number,
    check_per_seat,
    check_seat,
    check_seats,
    list_of,
    maybe,
    one_of,
    require,
)

from .cards import EVENT_IDS, SLUG_OF, WEAPON_IDS
from .state import COMBAT, DISCARD, EVENTS, HAND_LIMIT, HELI_EVENTS, HELI_REVEAL, MOVEMENT, OVER, VOTE, LCState
from .winners import lot_applies, side_winners

MOST_TOKENS = 2  # LC-13
PASSES = (EVENTS, MOVEMENT, HELI_EVENTS, DISCARD)  # phases that ask the seats of `order` one by one
CARD_PHASES = (EVENTS, VOTE, MOVEMENT, HELI_EVENTS)  # phases where an event card can be played
REGULAR = (EVENTS, VOTE, MOVEMENT, DISCARD)
PROMPTS = ("discard_down", "drop_weapon", "disarm", "avoid_hit", "redirect", "veto", "camouflage")
NEEDS_TARGET = frozenset({"awake", "stimulant", "blood-test", "orders", "sabotage", "change-of-mind", "contagion",
                          "surveillance-camera", "disarm", "ambush"})
PERSUASION = sum(1 for c in EVENT_IDS if SLUG_OF[c] == "persuasion")


def _target(v, players: int) -> bool:
    return v == -1 or a_seat(v, players)


SECRETS_AND_HINTS = {
    "clock": {"turn": a_number},
    "character": {"card": maybe(one_of({"creature", "scientist"}))},
    "movement": {"seats": list_of(a_seat)},
    "creature_found": {"seat": a_seat},
    "neutralised": {"seat": a_seat},
    "play": {"seat": a_seat, "card": one_of(EVENT_IDS), "target": _target},
    "cancelled": {"seat": a_seat, "card": one_of(EVENT_IDS)},
    "blood_test": {"seat": a_seat, "status": one_of({"human", "infected", "creature"})},
    "camera": {"seat": a_seat, "card": one_of({"creature", "scientist"})},
    "hive_mind": {"creature": maybe(a_seat)},
    "hive_mind_contact": {"infected": a_seat},
    "weapon_kept": {"returned": one_of(WEAPON_IDS)},
    "weapon_drawn": {"seat": a_seat},
}
"""The events the view (what a seat learned) and determinize (roles, returned weapons) read back."""


def check_state(engine, s: LCState) -> None:
    n = s.players
    check_per_seat(n, ever_leader=s.ever_leader, infected=s.infected, sedated=s.sedated,
                   sedated_turn=s.sedated_turn, tokens=s.tokens, hands=s.hands, weapons=s.weapons, table=s.table,
                   free_plays=s.free_plays, blocked=s.blocked, votes=s.votes, locked_in=s.locked_in, ready=s.ready,
                   standing=s.standing, adrenaline=s.adrenaline, first_aid=s.first_aid, barricade=s.barricade)
    check_each_once([*s.hands, s.deck, s.discard, *s.table, [x[1] for x in s.stack]], EVENT_IDS, "the event cards")
    check_each_once([*s.weapons, s.weapon_deck, s.weapons_out], WEAPON_IDS, "the weapons")
    require(all(SLUG_OF[c] == "armed-to-the-teeth" for t in s.table for c in t), "only Armed to the Teeth stays out")
    require(s.phase in (*REGULAR, HELI_REVEAL, HELI_EVENTS, COMBAT, OVER), f"{s.phase!r} is not a phase of the game")
    check_number(s.turn, 1, n, "the turn")
    require((s.turn < n) == (s.phase in REGULAR), "the helicopter comes after the last regular turn")
    require(s.phase != OVER or s.turn == n, "the game ends in the helicopter phase")
    check_seat(s.leader, n, "the leader")
    check_seat(s.acting_leader, n, "the acting leader")
    require(s.ever_leader[s.leader], "the leader has been the leader")
    check_number(s.creature_found, 0, 2, "the times the Creature was found")
    for d in s.fixed_rolls:
        check_number(d, 1, 6, "a fixed die result")
    for p in s.fixed_deals:
        check_seat(p, n, "a fixed Creature deal")
    require((s.holder == -1) == (s.creature_found == 2) and -1 <= s.holder < n,
            "the Creature card is held until the Creature is neutralised")
    for p in range(n):
        check_number(s.tokens[p], 0, MOST_TOKENS, "a seat's victory tokens")
        check_number(s.free_plays[p], 0, 1, "a seat's free event")
        check_number(s.votes[p], 0, n + 1 + PERSUASION, "the votes on a seat")
        check_number(s.ready[p], 0, 2 if p == s.holder else 1, "a seat's helicopter confirmation")
        require(s.sedated_turn[p] == -9 or 1 <= s.sedated_turn[p] <= s.turn, "a seat was sedated in a turn to come")
        require(not s.sedated[p] or s.sedated_turn[p] >= 1, "a sedated seat was sedated in some turn")
        require(len(s.hands[p]) <= HAND_LIMIT or any(k == "discard_down" and q == p for k, q, _ in s.prompts),
                "a hand holds three cards unless it must discard down")
    require(s.phase in (HELI_EVENTS, COMBAT, OVER) or all(s.standing), "players are eliminated only in the helicopter")
    check_seats(s.order, n, "the order of the pass")
    check_seats(s.attack_order, n, "the attack order")
    if s.turn == n:
        require(sorted(s.attack_order) == list(range(n)), "everyone has a place in the attack order")
    check_number(s.attack_pos, 0, max(0, len(s.attack_order) - 1), "the attacker")
    require(type(s.round) is int and s.round >= (1 if s.phase == COMBAT else 0), "the attack round")
    require(s.monstrous == -1 or 0 <= s.monstrous < n, "Monstrous Strength was played by a seat")
    require(s.vote_target == -1 or 0 <= s.vote_target < n, "the vote's target is a seat")
    require(s.movement_mode in ("", "blackout", "lockdown"), "the movement mode is unknown")
    require(all(len(c) == 2 for c in s.cameras), "a camera is a viewer and a seat")
    check_seats([x for c in s.cameras for x in c], n, "a camera", distinct=False)
    require(not s.revealed or (s.holder >= 0 and not s.two_seats and s.turn == n), "only the Creature reveals itself")
    _check_waiting(engine, s)
    _check_end(engine, s)
    check_log(s.log, n, SECRETS_AND_HINTS)


def _check_waiting(engine, s: LCState) -> None:
    """Who the game waits for: a prompt first, then the Interference window of the stack, then the phase."""
    n = s.players
    for kind, seat, count in s.prompts:
        require(kind in PROMPTS, f"{kind!r} is not a question the game asks")
        check_seat(seat, n, "a prompted seat")
        require(type(count) is int and 0 <= count <= len(s.hands[seat]), "a prompt's count is wrong")
        require(kind != "discard_down" or count >= 1, "a discard down names the cards too many")
        require(kind not in ("drop_weapon", "disarm") or s.weapons[seat], "a weapon to give up is carried")
        require(kind != "avoid_hit" or s.tokens[seat] >= 1, "avoiding a hit costs a victory token")
        require(kind not in ("veto", "camouflage") or (s.phase == VOTE and engine._can_pay(s, seat, "vote")),
                "Veto and Camouflage are offered in the vote to a seat that can pay")
    hits = [k for k, _, _ in s.prompts if k in ("avoid_hit", "redirect")]
    require(len(hits) == (s.strike is not None), "a hit being defended waits on one prompt")
    if s.strike is not None:
        require(len(s.strike) == 3 and s.strike[2] in (0, 1), "the hit being defended is damaged")
        check_seat(s.strike[0], n, "the attacker")
        check_seat(s.strike[1], n, "the seat hit")
    for seat, card, target, to, weapon in s.stack:
        check_seat(seat, n, "a seat that played a card")
        slug = SLUG_OF[card]
        require(_target(target, n) and _target(to, n) and type(weapon) is str, "a played card's target is wrong")
        require(slug not in NEEDS_TARGET or target >= 0, "a played card needs a target")
        require(slug != "change-of-mind" or to >= 0, "Change of Mind moves a vote to a seat")
    require(all(SLUG_OF[x[1]] == "interference" for x in s.stack[1:]), "only an Interference answers a card")
    require(not s.stack or s.phase in CARD_PHASES, "event cards are played in the events, vote, movement and "
                                                   "helicopter events")
    if s.prompts:
        return
    if s.stack:
        check_number(s.react_pos, 0, n - 2, "the Interference window")
        q = (s.stack[-1][0] - 1 - s.react_pos) % n
        label = "helicopter" if s.phase == HELI_EVENTS else s.phase
        require(engine._can_pay(s, q, label) and any(SLUG_OF[c] == "interference" for c in s.hands[q]),
                "the seat offered an Interference cannot play one")
        return
    if s.phase in PASSES or (s.phase == VOTE and s.vote_stage == "voting"):
        check_number(s.pos, 0, len(s.order) - 1, "the seat of the pass")
    if s.phase == VOTE:
        require(s.vote_stage == "voting" and s.votes_left >= 1, "a seat is voting")
    else:
        require(s.votes_left == -1, "votes are placed in the vote")
    if s.phase == HELI_EVENTS:
        require(s.order == s.attack_order, "the helicopter events go in attack order")
    if s.phase == HELI_REVEAL:
        require(any(s.standing[p] and not s.ready[p] for p in range(n)), "everyone has confirmed")


def _check_end(engine, s: LCState) -> None:
    """The helicopter leaves as soon as it can (LC-26): the winners follow from who stands and their sides."""
    if s.phase not in (HELI_EVENTS, COMBAT, OVER):
        require(not s.winners, "winners are known at the end")
        return
    winners = side_winners(s)
    over = winners is not None
    drawn = over and lot_applies(s, winners) and len(s.winners) == 1 and s.winners[0] in winners   # D-29's lot
    require(over == (s.phase == OVER) and (s.winners == (winners if over else []) or drawn),
            "the game's end does not follow from who stands")

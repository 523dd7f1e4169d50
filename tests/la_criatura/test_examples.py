"""The worked examples of RULES-DECISIONS 4.5 (T-LC-1 .. T-LC-15), with the book's own numbers."""

import pytest

from rules.la_criatura import GAME
from rules.la_criatura.engine import status_of
from rules.la_criatura.state import (
    COMBAT,
    DISCARD,
    EVENTS,
    HELI_REVEAL,
    MOVEMENT,
    VOTE,
    Attack,
    AvoidHit,
    DropWeapon,
    HeliReady,
    Pass,
    Play,
    Redirect,
    Vote,
)
from tests.la_criatura.helpers import d6, kinds, quiet, rig, run_until


def test_T_LC_1_six_players_five_turns_then_helicopter():
    s = GAME.setup(6, 3)
    assert GAME.view(s, None).turns == 5
    clocks = [e.data for e in kinds(s, "clock")]
    assert clocks[0] == {"turn": 1, "clock": 5}
    s = run_until(s, lambda t: t.phase in (HELI_REVEAL, "heli_events", COMBAT))
    clocks = [e.data["clock"] for e in kinds(s, "clock")]
    assert clocks == [5, 4, 3, 2, 1]
    heli = [i for i, e in enumerate(s.log) if e.kind == "helicopter"]
    last_clock = max(i for i, e in enumerate(s.log) if e.kind == "clock")
    assert len(heli) == 1 and heli[0] > last_clock
    assert GAME.view(s, None).clock == 0


@pytest.mark.parametrize(("players", "turns"), [(3, 2), (10, 9)])
def test_T_LC_2_turn_counts(players, turns):
    s = GAME.setup(players, 5)
    assert GAME.view(s, 0).turns == turns
    s = run_until(s, lambda t: t.phase in (HELI_REVEAL, "heli_events", COMBAT))
    assert [e.data["turn"] for e in kinds(s, "clock")] == list(range(1, turns + 1))


def combat_state(players=4, seed=2):
    """The helicopter phase, hidden mode, everyone ready, no cards or tokens: seat order[0] attacks first."""
    s = quiet(players, seed)
    s.turn = players - 1
    GAME._start_turn(s)
    assert s.phase == HELI_REVEAL
    for p in range(players):
        s = GAME.apply(s, HeliReady(p, False))
    assert s.phase == COMBAT
    return s


def attack_with(s, weapons, rolls, attacker=None, target=None, sedated=False):
    a = s.attack_order[0] if attacker is None else attacker
    t = [p for p in range(s.players) if p != a][0] if target is None else target
    s.weapons[a] = list(weapons)
    for w in weapons:
        s.weapon_deck.remove(w)
    s.sedated[a] = sedated
    s.attack_order = [a] + [p for p in s.attack_order if p != a]
    s.attack_pos = 0
    s.rng = rig(*[d6(r) for r in rolls])
    return GAME.apply(s, Attack(a, t)), a, t


@pytest.mark.parametrize(("roll", "sedated", "hit"), [(4, False, True), (3, False, False), (4, True, False),
                                                      (5, True, True)])
def test_T_LC_3_lorena_knife(roll, sedated, hit):
    s, a, t = attack_with(combat_state(), ["kitchen-knife"], [roll], sedated=sedated)
    attack = kinds(s, "attack")[-1].data
    assert attack["dice"] == [roll] and attack["bonus"] == 1 and attack["total"] == roll + 1
    assert attack["need"] == (6 if sedated else 5)
    assert attack["hit"] is hit
    assert s.standing[t] is (not hit)


def test_T_LC_4_marcos_lid_blocks_on_5():
    s = combat_state()
    marcos = 1
    s.weapons[marcos] = ["trash-can-lid"]
    s.weapon_deck.remove("trash-can-lid")
    s, a, t = attack_with(s, [], [5, 5], target=marcos)
    assert kinds(s, "defended")[-1].data == {"seat": marcos, "weapon": "trash-can-lid", "roll": 5, "blocked": True}
    assert s.standing[marcos]


@pytest.mark.parametrize("token", [True, False])
def test_T_LC_4_marcos_lid_fails_on_4(token):
    s = combat_state()
    marcos = 1
    s.weapons[marcos] = ["trash-can-lid"]
    s.weapon_deck.remove("trash-can-lid")
    s.tokens[marcos] = 1 if token else 0
    s, a, t = attack_with(s, [], [6, 4], target=marcos)
    assert kinds(s, "defended")[-1].data["blocked"] is False
    if token:
        assert GAME.to_act(s) == [marcos]
        assert set(GAME.legal_moves(s, marcos)) == {AvoidHit(marcos), Pass(marcos)}
        s = GAME.apply(s, AvoidHit(marcos))
        assert s.standing[marcos] and s.tokens[marcos] == 0
    else:
        assert not s.standing[marcos]


def test_T_LC_5_luis_stays_infected_after_movement():
    s = quiet(5, 4)
    luis = 2
    s.holder, s.infected = 0, [False, False, True, False, False]
    s.rng = rig(d6(3), (5, 4))  # movement roll 3, the Creature card goes to seat 4
    GAME._movement(s)
    assert kinds(s, "movement")[-1].data["seats"] == [0, 1, 2, 3, 4]
    mine = [e for e in s.log if e.kind == "character" and e.to == (luis,)][-1]
    assert mine.data == {"card": "scientist", "status": "infected"}
    assert s.infected[luis] and GAME.view(s, luis).status == "infected"
    assert s.holder == 4 and s.infected[0]


@pytest.mark.parametrize("seed", range(12))
def test_T_LC_6_first_turn(seed):
    s = GAME.setup(5, seed)
    assert s.turn == 2 and s.phase == EVENTS
    assert not kinds(s, "play") and not kinds(s, "vote")
    leaders = kinds(s, "leader")
    assert len(leaders) == 1
    lead = leaders[0].data["seat"]
    assert s.tokens == [1 if p == lead else 0 for p in range(5)]
    assert kinds(s, "movement_roll")[0].data["roll"] is None and kinds(s, "movement")
    assert not kinds(s, "leader_roll") and not kinds(s, "discarded")
    first = [e.to[0] for e in s.log if e.kind == "character" and e.data["card"] == "creature"][0]
    assert 0 <= s.holder < 5
    assert s.infected == [p == first and s.holder != first for p in range(5)]
    assert GAME.view(s, lead).order[0] == lead  # the turn-1 leader leads turn 2


def to_movement(s):
    s = run_until(s, lambda t: t.phase == MOVEMENT or (t.phase == VOTE and t.vote_stage != "voting"))
    return s


@pytest.mark.parametrize("roll", [5, 6])
def test_T_LC_7_movement_die_5_or_6_no_movement(roll):
    s = quiet(5, 6)
    holder, infected = s.holder, list(s.infected)
    s.rng = rig(d6(roll))
    GAME._movement(s)
    assert kinds(s, "movement_roll")[-1].data == {"roll": roll, "moves": False, "why": "die"}
    assert s.holder == holder and s.infected == infected
    assert len(kinds(s, "movement")) == 1  # only the turn-1 deal


@pytest.mark.parametrize("roll", [1, 2, 3, 4])
def test_T_LC_7_movement_die_1_to_4_deals_among_awake(roll):
    s = quiet(5, 6)
    s.sedated[3] = True
    s.holder = 1
    s.rng = rig(d6(roll), (4, 2))  # four awake players; the Creature card goes to the third of them
    GAME._movement(s)
    assert kinds(s, "movement")[-1].data["seats"] == [0, 1, 2, 4]
    assert s.holder == 2 and s.infected[1]


def voting_state(players=5, leader=0):
    s = quiet(players, 7, leader)
    assert s.phase == VOTE
    return s


def vote_all(s, plan):
    """plan: seat -> list of targets (the leader has two)."""
    while s.phase == VOTE and s.vote_stage == "voting" and not s.prompts:
        p = GAME.to_act(s)[0]
        target = plan[p].pop(0)
        s = GAME.apply(s, Vote(p, target))
    return s


@pytest.mark.parametrize(("rolls", "loser"), [([3, 5], 1), ([4, 4, 6, 2], 2)])
def test_T_LC_8_vote_tie(rolls, loser):
    s = voting_state()
    s.holder = 0  # the leader holds the Creature, so nobody voted is the Creature
    s.rng = rig(*[d6(r) for r in rolls])
    # A = seat 1 and B = seat 2 get two votes each
    s = vote_all(s, {4: [1], 3: [1], 2: [3], 1: [2], 0: [2, 4]})
    ties = kinds(s, "tie_roll")
    assert ties[0].data == {"seats": [1, 2], "rolls": rolls[:2]}
    if len(rolls) == 4:
        assert ties[1].data == {"seats": [1, 2], "rolls": rolls[2:]}
    assert kinds(s, "sedated")[-1].data["seat"] == loser


def test_T_LC_9_sedation_effects():
    b, n = 4, 5
    s = quiet(n, 8, 0)
    s.holder = 1
    GAME._start_turn(s)  # on to turn 3 (nobody holds a card, so the event pass is empty)
    GAME._advance(s)
    assert s.turn == 3 and s.phase == VOTE
    # turn 3: everybody votes B (the leader votes B twice), B is not the Creature.
    # Nobody holds a card, so after the vote the turn runs to its end: Blackout forces a deal (the Creature
    # card stays with seat 1), and the new-leader die shows 1.
    s.movement_mode = "blackout"
    s.rng = rig((4, 1), d6(1))
    s = vote_all(s, {p: [b if p != b else 0] * 2 for p in range(n)})
    assert s.sedated[b] and s.sedated_turn[b] == 3 and s.tokens[b] == 1
    assert b not in kinds(s, "movement")[-1].data["seats"]  # keeps the card in movement 3
    assert not [e for e in kinds(s, "discarded") if e.data["seat"] == b]  # cannot discard
    assert len(s.hands[b]) == 3  # but draws up to three
    # the leader 0 counts 1: seat 4 (B, sedated) is skipped, seat 3 becomes leader
    assert kinds(s, "leader_roll")[-1].data == {"seat": 0, "roll": 1, "chosen": 3}
    assert s.turn == 4
    # turn 4: B acts last in the event phase and plays only by spending a victory token
    assert s.phase == EVENTS and s.order[-1] == b
    s.discard.extend(s.hands[b])
    s.hands[b] = ["armed-1"]
    s = run_until(s, lambda t: GAME.to_act(t) == [b])
    assert s.free_plays[b] == 1 and s.tokens[b] == 1
    s = GAME.apply(s, Play(b, "armed-1"))
    assert s.tokens[b] == 0 and kinds(s, "token_spent")[-1].data["use"] == "extra event"
    assert s.hands[b] == [] and GAME.to_act(s) != [b]  # no token left: B's slot is over
    s = run_until(s, lambda t: t.phase == VOTE)
    assert b not in s.order  # cannot vote in turn 4
    s = run_until(s, lambda t: t.phase == MOVEMENT, vote_for=lambda p: (p + 2) % n if (p + 2) % n != b else 1)
    assert not s.sedated[b]
    s.movement_mode = "blackout"
    s = run_until(s, lambda t: t.phase == DISCARD)
    assert b in kinds(s, "movement")[-1].data["seats"]  # takes part in movement 4


def test_T_LC_10_creature_voted_twice():
    n = 5
    s = voting_state(n)
    s.holder = 3
    s.sedated[1], s.sedated_turn[1] = True, 1  # sedated by last turn's vote: wakes when the votes are in
    GAME._start_vote(s)
    GAME._advance(s)
    s.rng = rig((5, 0))  # the reshuffle among all five awake players gives the Creature to seat 0
    s = vote_all(s, {4: [3], 3: [4], 2: [3], 0: [3, 3]})
    found = kinds(s, "creature_found")
    assert found[-1].data == {"seat": 3, "times": 1}
    assert not s.sedated[3] and s.tokens[3] == 0 and s.creature_found == 1
    assert kinds(s, "movement")[-1].data["seats"] == [0, 1, 2, 3, 4]
    assert s.holder == 0 and s.infected[3]
    found_at = s.log.index(found[-1])
    assert [e.kind for e in s.log[found_at:]].count("movement_roll") == 1  # the turn goes on with movement
    # second time (a later turn): neutralised
    s = run_until(s, lambda t: t.phase == VOTE)
    h = s.holder
    while s.phase == VOTE and s.vote_stage == "voting":
        p = GAME.to_act(s)[0]
        s = GAME.apply(s, Vote(p, h if p != h else (h + 1) % n))
    assert kinds(s, "creature_found")[-1].data == {"seat": h, "times": 2}
    assert s.holder == -1 and s.infected[h] and status_of(s, h) == "infected"
    assert kinds(s, "movement_roll")[-1].data["moves"] is False
    moves_before = len(kinds(s, "movement"))
    s = run_until(s, lambda t: t.phase in (HELI_REVEAL, "heli_events", COMBAT))
    assert len(kinds(s, "movement")) == moves_before
    assert s.phase != HELI_REVEAL  # nothing left to reveal


def test_T_LC_11_leader_token_only_once():
    s = GAME.setup(5, 9, {"first_player": 2})
    assert s.tokens == [0, 0, 1, 0, 0] and kinds(s, "leader")[0].data == {"seat": 2, "again": False}
    s = run_until(s, lambda t: t.phase == DISCARD)
    s.sedated = [False] * 5
    s.rng = rig(d6(5))  # five steps to the right among five awake players: back to the leader
    tokens_before = s.tokens[2]
    s = run_until(s, lambda t: t.turn == 3)
    assert kinds(s, "leader")[-1].data == {"seat": 2, "again": True}
    assert s.leader == 2 and s.tokens[2] == tokens_before


def test_T_LC_12_victory_token_cap():
    s = voting_state()
    s.holder = 0
    s.tokens[3] = 2
    s = vote_all(s, {4: [3], 3: [4], 2: [3], 1: [3], 0: [3, 3]})
    assert s.sedated[3] and s.tokens[3] == 2
    assert kinds(s, "token_capped")[-1].data == {"seat": 3, "why": "sedated"}
    GAME._spend_token(s, 3, "weapon")
    GAME._give_token(s, 3, "Commendation")
    assert s.tokens[3] == 2


def test_T_LC_13_weapon_limits():
    s = quiet(4, 10)
    p = 1
    s.weapons[p] = list(s.weapon_deck)
    s.weapon_deck = []
    GAME._gain_weapon(s, p)
    assert kinds(s, "no_weapon")[-1].data == {"seat": p} and len(s.weapons[p]) == 10
    s = quiet(4, 10)
    s.weapons[p] = [s.weapon_deck.pop(0)]
    GAME._gain_weapon(s, p)
    assert s.prompts == [("drop_weapon", p, 1)] and len(s.weapon_deck) == 8
    keep, give = s.weapons[p]
    s = GAME.apply(s, DropWeapon(p, give))
    assert s.weapons[p] == [keep] and give in s.weapon_deck and len(s.weapon_deck) == 9
    s.table[p] = ["armed-to-the-teeth-1"]
    GAME._gain_weapon(s, p)
    assert len(s.weapons[p]) == 2 and not s.prompts


def test_T_LC_14_revealed_mode_two_dice_and_redirect():
    s = quiet(5, 11)
    human, creature, x, y = 0, 1, 2, 3
    s.holder, s.infected = creature, [False, False, True, True, False]
    s.turn = 4
    GAME._start_turn(s)
    for p in range(5):
        s = GAME.apply(s, HeliReady(p, p == creature))
    assert s.revealed and kinds(s, "reveal")[-1].data == {"creature": creature, "infected": [x, y]}
    s.weapons[x] = ["trash-can-lid"]
    s.weapon_deck.remove("trash-can-lid")
    s.tokens[x] = 1
    s.attack_order = [human, creature, x, y, 4]
    s.attack_pos = 0
    s.rng = rig(d6(2), d6(5), d6(4))  # two dice 2 and 5 -> keeps 5; X's lid roll 4 fails
    s = GAME.apply(s, Attack(human, creature))
    assert kinds(s, "attack")[-1].data["dice"] == [2, 5] and kinds(s, "attack")[-1].data["hit"]
    assert GAME.to_act(s) == [creature]
    assert set(GAME.legal_moves(s, creature)) == {Redirect(creature, x), Redirect(creature, y)}
    s = GAME.apply(s, Redirect(creature, x))
    assert kinds(s, "defended")[-1].data == {"seat": x, "weapon": "trash-can-lid", "roll": 4, "blocked": False}
    assert GAME.to_act(s) == [x]
    s = GAME.apply(s, Pass(x))
    assert not s.standing[x] and s.standing[creature]


def test_T_LC_15_new_leader_count_skips_sedated():
    s = quiet(5, 12, 0)
    s = run_until(s, lambda t: t.phase == DISCARD)
    s.sedated = [False, False, False, False, True]
    s.acting_leader = s.leader = 0
    s.rng = rig(d6(2))
    GAME._end_of_turn(s)
    assert kinds(s, "leader_roll")[-1].data == {"seat": 0, "roll": 2, "chosen": 2}
    assert s.leader == 2

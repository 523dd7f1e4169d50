"""Audit of the engine against the rulebook (file 004) and RULES-DECISIONS section 4: the rules the other
test files left without a test that would fail, and the fixes of the audit."""

import pytest

from rules.la_criatura import GAME
from rules.la_criatura.determinize import _role_hints
from rules.la_criatura.state import (
    COMBAT,
    HELI_EVENTS,
    OVER,
    VOTE,
    Attack,
    AvoidHit,
    DrawWeapon,
    DropWeapon,
    HeliReady,
    Pass,
    Play,
    Vote,
)
from tests.la_criatura.helpers import d6, kinds, quiet, rig
from tests.la_criatura.test_cards import base, heli, movement_slot, pass_to_combat, slot, take
from tests.la_criatura.test_examples import combat_state, vote_all, voting_state
from tests.la_criatura.test_helicopter import at_helicopter, finish, ready_all
from tests.la_criatura.test_rejections import refused


# ----- move format ------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [1.0, 2.0, True])
def test_seat_numbers_must_be_whole_numbers(bad):
    """A target of 1.0 used to pass the legality check (1.0 == 1) and crash with a TypeError; True was taken
    as seat 1. Both are refused with a reason."""
    s = voting_state()
    p = GAME.to_act(s)[0]
    refused(s, Vote(p, bad), "no seat")


# ----- victory tokens: the four uses (Victory Tokens; LC-21) -----------------------------------------
def test_victory_token_sure_hit_spends_a_token_and_rolls_no_die():
    """Use (c): "Score a successful hit in an attack, without needing to roll the dice"."""
    s = combat_state(4, 2)
    a = s.attack_order[0]
    t = next(p for p in range(4) if p != a)
    s.tokens[a] = 1
    assert Attack(a, t, True) in GAME.legal_moves(s, a)
    s = GAME.apply(s, Attack(a, t, True))
    assert kinds(s, "attack")[-1].data == {"seat": a, "target": t, "auto": True, "hit": True}
    assert s.tokens[a] == 0 and kinds(s, "token_spent")[-1].data["use"] == "sure hit"
    assert not s.standing[t]


def test_victory_token_sure_hit_still_meets_the_defensive_object():
    """LC-23: a sure hit is a hit; the target's defensive object still rolls (Marcos's lid on 5 blocks)."""
    s = combat_state(4, 2)
    a = s.attack_order[0]
    t = next(p for p in range(4) if p != a)
    s.tokens[a] = 1
    s.weapons[t] = ["trash-can-lid"]
    s.weapon_deck.remove("trash-can-lid")
    s.rng = rig(d6(5))
    s = GAME.apply(s, Attack(a, t, True))
    assert kinds(s, "defended")[-1].data["blocked"] is True and s.standing[t]


def test_victory_token_draws_a_weapon_face_down_but_not_in_combat():
    """Use (d): spend a token to draw a weapon (face down before the helicopter phase); LC-21: never during
    helicopter combat."""
    s = base()
    s = slot(s, 1, [])
    s.tokens[1] = 1
    assert DrawWeapon(1) in GAME.legal_moves(s, 1)
    s = GAME.apply(s, DrawWeapon(1))
    assert s.tokens[1] == 0 and len(s.weapons[1]) == 1 and len(s.weapon_deck) == 9
    assert kinds(s, "weapon_drawn")[-1].data == {"seat": 1, "weapon": None}
    c = combat_state(4, 2)
    a = c.attack_order[0]
    c.tokens[a] = 1
    assert not any(isinstance(m, DrawWeapon) for m in GAME.legal_moves(c, a))
    refused(c, DrawWeapon(a), "attack")


def test_victory_token_avoid_hit_is_a_choice():
    """Use (b): the target of a hit that stands may spend a token (avoid_hit) or pass and be eliminated."""
    s = combat_state(4, 2)
    a = s.attack_order[0]
    t = next(p for p in range(4) if p != a)
    s.tokens[t] = 2
    s.rng = rig(d6(6))
    s = GAME.apply(s, Attack(a, t))
    assert GAME.to_act(s) == [t]
    passed = GAME.apply(s, Pass(t))
    assert not passed.standing[t] and passed.tokens[t] == 2
    saved = GAME.apply(s, AvoidHit(t))
    assert saved.standing[t] and saved.tokens[t] == 1


# ----- sedation (LC-09, LC-11) ------------------------------------------------------------------
def test_LC_09_sedated_again_by_the_next_vote_gains_another_token():
    """Sedated in turn 1's vote (ends after turn 2's vote), voted again in turn 2: sedated for turn 2, and a
    second victory token (cap 2)."""
    s = voting_state()
    s.holder = 0
    s.sedated[3], s.sedated_turn[3], s.tokens[3] = True, 1, 1
    GAME._start_vote(s)
    GAME._advance(s)
    assert 3 not in s.order
    s = vote_all(s, {4: [3], 2: [3], 1: [3], 0: [3, 3]})
    assert s.sedated[3] and s.sedated_turn[3] == 2 and s.tokens[3] == 2
    assert [e.kind for e in s.log if e.kind in ("sedation_ended", "sedated")][-2:] == ["sedation_ended", "sedated"]


def test_LC_09_sedated_player_plays_no_card_and_no_reaction_in_the_vote():
    """A sedated player "can only use event cards during the event phase": in the vote phase they are not even
    asked to answer with Interference, so the card resolves at once."""
    s = base()
    s.sedated[3], s.sedated_turn[3], s.tokens[3] = True, 1, 2
    s.hands[3] = [take(s, "interference-1")]
    s = slot(s, 1, ["persuasion-1"], VOTE)
    s = GAME.apply(s, Play(1, "persuasion-1"))
    assert not s.stack and s.votes_left == 2 and GAME.to_act(s) == [1]


# ----- event cards not pinned elsewhere (4.3) -----------------------------------------------------
def test_interference_cancels_a_veto_and_the_vote_stands():
    s = base()
    s.hands[0] = [take(s, "veto-1")]
    s.hands[4] = [take(s, "interference-1")]
    s = slot(s, 1, [], VOTE)
    s.order = [1, 2, 3, 4, 0]
    s = vote_all(s, {1: [2], 2: [3], 3: [2], 4: [2], 0: [2, 2]})
    assert s.prompts == [("veto", 0, 0)]
    s = GAME.apply(s, Play(0, "veto-1"))
    assert GAME.to_act(s) == [4]  # the first seat to the leader's right holding Interference
    s = GAME.apply(s, Play(4, "interference-1"))
    assert kinds(s, "cancelled")[-1].data == {"seat": 0, "card": "veto-1", "by": 4}
    assert kinds(s, "vote_result")[-1].data == {"seat": 2, "why": "most votes"} and s.sedated[2]


def test_interference_cancels_camouflage_and_the_creature_is_found():
    s = base()
    s.holder = 2
    s.hands[2] = [take(s, "camouflage-1")]
    s.hands[0] = [take(s, "interference-1")]
    s = slot(s, 1, [], VOTE)
    s.order = [1, 2, 3, 4, 0]
    s = vote_all(s, {1: [2], 2: [3], 3: [2], 4: [2], 0: [3, 1]})
    s = GAME.apply(s, Play(2, "camouflage-1"))
    assert GAME.to_act(s) == [0]  # to the right of seat 2: seat 1 holds nothing, seat 0 Interference
    s = GAME.apply(s, Play(0, "interference-1"))
    assert kinds(s, "creature_found")[-1].data == {"seat": 2, "times": 1} and s.creature_found == 1
    assert not any(s.sedated)


def test_neutralised_creature_hive_mind_tells_nobody_and_creature_cards_are_dead():
    """D-21 and LC-10: once neutralised nobody holds the Creature card, so Hive Mind names nobody and the
    Creature's own cards can never be played."""
    s = base()
    s.holder, s.creature_found, s.infected[1], s.infected[4] = -1, 2, True, True
    s.hands[4] = [take(s, "camouflage-1"), take(s, "monstrous-strength-1")]
    s = slot(s, 1, ["hive-mind-1"])
    s = GAME.apply(s, Play(1, "hive-mind-1"))
    assert kinds(s, "hive_mind")[-1].data == {"creature": None} and not kinds(s, "hive_mind_contact")
    for label in ("events", "vote", "movement", "helicopter"):
        assert GAME._plays(s, 4, label) == []


def test_LC_18_the_discard_pile_becomes_the_deck():
    s = quiet(4, 3)
    s.discard.extend(s.deck)
    s.deck = []
    GAME._draw(s, 0, 3)
    assert kinds(s, "reshuffle")[-1].data == {"cards": 63} and len(s.hands[0]) == 3 and len(s.deck) == 60
    s.discard.extend(s.deck)
    s.deck = []
    s.hands[0] = []
    s.discard = []
    GAME._draw(s, 0, 3)
    assert s.hands[0] == []


# ----- the helicopter phase -----------------------------------------------------------------------
def test_LC_24_awake_in_the_helicopter_hits_on_5_but_still_acts_last():
    s = base()
    s.sedated[3], s.sedated_turn[3] = True, 4
    s = heli(s, {1: ["awake-1"]})
    assert s.phase == HELI_EVENTS and s.attack_order[-1] == 3
    while GAME.to_act(s) != [1]:
        s = GAME.apply(s, Pass(GAME.to_act(s)[0]))
    s = GAME.apply(s, Play(1, "awake-1", 3))
    assert not s.sedated[3]
    s = pass_to_combat(s)
    assert s.attack_order[-1] == 3
    s.attack_pos = s.attack_order.index(3)
    s.rng = rig(d6(5))
    s = GAME.apply(s, Attack(3, 0))
    assert kinds(s, "attack")[-1].data["need"] == 5 and not s.standing[0]


def test_LC_20_an_eliminated_players_weapons_leave_the_game():
    s = combat_state(4, 2)
    a = s.attack_order[0]
    t = next(p for p in range(4) if p != a)
    s.weapons[t] = ["flare-gun"]
    s.weapon_deck.remove("flare-gun")
    s.rng = rig(d6(6))
    s = GAME.apply(s, Attack(a, t))
    assert not s.standing[t] and s.weapons[t] == [] and s.weapons_out == ["flare-gun"]
    assert "flare-gun" not in s.weapon_deck


def revealed(players=5):
    """Revealed mode: seat 1 the Creature, seat 2 the only infected, seats 0, 3, 4 humans; seat 0 attacks."""
    s = quiet(players, 11)
    s.holder, s.infected = 1, [p == 2 for p in range(players)]
    s.turn = players - 1
    GAME._start_turn(s)
    for p in range(players):
        s = GAME.apply(s, HeliReady(p, p == 1))
    assert s.revealed and s.phase == COMBAT
    s.attack_order = [0, 1, 2, 3, 4]
    s.attack_pos = 0
    return s


def test_LC_25_the_infected_who_takes_the_hit_may_spend_a_token():
    s = revealed()
    s.tokens[2] = 1
    s.rng = rig(d6(6), d6(6))
    s = GAME.apply(s, Attack(0, 1))
    assert kinds(s, "redirected")[-1].data == {"seat": 2}  # the only infected: no prompt (D-18)
    assert GAME.to_act(s) == [2]
    s = GAME.apply(s, AvoidHit(2))
    assert s.standing[1] and s.standing[2] and s.tokens[2] == 0


def test_LC_25_with_no_infected_standing_the_hit_lands_on_the_creature():
    s = revealed()
    s.standing[2] = False
    s.rng = rig(d6(6), d6(1))
    s = GAME.apply(s, Attack(0, 1))
    assert not kinds(s, "redirected") and not s.standing[1]
    assert s.phase == OVER and s.winners == [0, 3, 4]  # LC-26: all humans win together


def test_LC_26_after_neutralisation_the_infected_still_win_as_the_creature_side():
    s = ready_all(at_helicopter(3, holder=-1, infected=(1,)))
    s.standing[2] = False
    s = finish(s, 1, 0, [6])
    assert s.phase == OVER and s.winners == [1]


# ----- determinize: neither invented nor forgotten knowledge -----------------------------------------
def test_determinize_a_cancelled_contagion_infects_nobody():
    """The Contagion play is public, but Interference cancelled it: a bystander must not 'know' the
    neighbour is infected (it used to). Seat 1 was dealt the Creature at the setup and lost it at turn 1's
    deal, so by the card's story it alone was infected by a deal: seat 3 is imagined human (with the
    cancelled Contagion counted, it would be imagined infected)."""
    s = base()
    s.movement_mode = "lockdown"  # no deal afterwards, so the Creature stays known
    s.hands[0] = [take(s, "interference-1")]
    s = movement_slot(s, 4, ["contagion-1"])
    s = GAME.apply(s, Play(4, "contagion-1", 3))
    s = GAME.apply(s, Play(0, "interference-1"))
    assert not s.infected[3]
    cands, facts = _role_hints(GAME.view(s, 1))
    assert cands == {4} and 3 not in facts
    guesses = {GAME.determinize(GAME.view(s, 1), seed).infected[3] for seed in range(40)}
    assert guesses == {False}


def test_determinize_stimulant_cures_a_known_infection():
    """Seat 1's Blood Test showed seat 3 infected; then seat 2 played Stimulant on 3 in public: seat 1 now
    knows 3 is human."""
    s = base()
    s.infected[3] = True
    s.hands[2] = [take(s, "stimulant-1")]
    s = slot(s, 1, ["blood-test-1"])
    s = GAME.apply(s, Play(1, "blood-test-1", 3))
    assert GAME.to_act(s) == [2]
    s = GAME.apply(s, Play(2, "stimulant-1", 3))
    assert not s.infected[3]
    cands, facts = _role_hints(GAME.view(s, 1))
    assert facts[3] is False and 3 not in cands
    assert not any(GAME.determinize(GAME.view(s, 1), seed).infected[3] for seed in range(20))


def test_determinize_a_locked_in_creature_stays_the_creature():
    """The Creature showed itself (Contagion) and then locked itself in: the deal moved other cards only, so
    every seat still knows who holds the Creature card."""
    s = base()
    s.tokens[4] = 1
    s = movement_slot(s, 4, ["contagion-1", "lock-yourself-in-1"])
    s = GAME.apply(s, Play(4, "contagion-1", 3))
    s.rng = rig(d6(1))
    s = GAME.apply(s, Play(4, "lock-yourself-in-1"))  # nothing left to play: the movement die rolls 1
    assert kinds(s, "movement")[-1].data["seats"] == [0, 1, 2, 3]
    assert s.holder == 4
    for seat in (0, 1, 2):
        assert {GAME.determinize(GAME.view(s, seat), seed).holder for seed in range(20)} == {4}


def test_determinize_a_known_creature_dealt_away_is_infected_or_still_the_creature():
    """Seat 1 saw (Blood Test) that seat 4 is the Creature; after a deal among everyone, seat 4 is the
    Creature again or infected, never a plain human."""
    s = base()
    s = slot(s, 1, ["blood-test-1"])
    s = GAME.apply(s, Play(1, "blood-test-1", 4))
    GAME._deal_characters(s, [0, 1, 2, 3, 4])
    for seed in range(30):
        d = GAME.determinize(GAME.view(s, 1), seed)
        assert d.holder == 4 or d.infected[4]


def test_determinize_a_weapon_given_back_stays_in_the_deck_until_someone_else_draws():
    """LC-20: the weapon a seat shuffles back is in the weapon deck; that seat knows it until another seat
    draws a weapon (which may be that one)."""
    s = base()
    GAME._gain_weapon(s, 2)  # seat 2 holds a hidden weapon
    s.weapons[1] = [s.weapon_deck.pop(0)]
    GAME._gain_weapon(s, 1)
    give = s.weapons[1][1]
    s = GAME.apply(s, GAME.legal_moves(s, 1)[1])  # give back the second one
    assert give in s.weapon_deck
    for seed in range(30):
        d = GAME.determinize(GAME.view(s, 1), seed)
        assert give in d.weapon_deck and give not in d.weapons[2]
    GAME._gain_weapon(s, 3)
    places = {give in GAME.determinize(GAME.view(s, 1), seed).weapon_deck for seed in range(60)}
    assert places == {True, False}


# ----- "to the right" (X-02, LC-04): every pass goes counter-clockwise from the leader -------------------
def test_LC_04_event_vote_and_discard_orders_go_to_the_right():
    """Event phase: the leader, then to the right, sedated last (LC-05); votes: right of the leader first, the
    leader last (LC-07); discard: the leader first, sedated players left out (LC-19)."""
    s = quiet(6, 4, leader=2)
    s.sedated[0], s.sedated_turn[0] = True, 1
    GAME._start_turn(s)
    assert s.order == [2, 1, 5, 4, 3, 0]
    GAME._start_vote(s)
    assert s.order == [1, 5, 4, 3, 2]
    GAME._start_discard(s)
    assert s.order == [2, 1, 5, 4, 3]


def test_LC_19_the_leader_draws_first_when_the_deck_runs_short():
    """Draw step: the leader draws first, then to the right. Seats 2 (leader), 1 and 0 hold two cards each,
    seat 3 three; two cards are left in deck and discard together: seats 2 and 1 get them, seat 0 none."""
    s = quiet(4, 5, leader=2)
    s.acting_leader = s.leader = 2
    cards = list(s.deck)
    s.hands = [cards[0:2], cards[2:4], cards[4:6], cards[6:9]]
    s.deck, s.discard = cards[9:11], []
    GAME._end_of_turn(s)
    assert s.hands[2] == cards[4:6] + [cards[9]] and s.hands[1] == cards[2:4] + [cards[10]]
    assert s.hands[0] == cards[0:2] and len(s.hands[3]) == 3


def test_mutiny_the_mutineer_rolls_for_the_new_leader_and_gains_no_token():
    """Mutiny (4.3, D-20): "all leader die rolls" for the rest of the turn; the count starts right of the
    mutineer; the mutiny itself gives no victory token and does not count as having been leader."""
    s = quiet(5, 6, leader=0)
    s.acting_leader = 3
    s.rng = rig(d6(1))
    GAME._end_of_turn(s)
    assert kinds(s, "leader_roll")[-1].data == {"seat": 3, "roll": 1, "chosen": 2}
    assert s.leader == 2 and not s.ever_leader[3]


# ----- Disarm (4.3 #24): "Choose a player: they discard one of their weapon cards before combat" ---------------
def disarm_table(weapons_of_2):
    s = base()
    s.weapons[2] = list(weapons_of_2)
    if len(weapons_of_2) > 1:
        s.table[2] = [take(s, "armed-to-the-teeth-1")]
    for w in weapons_of_2:
        s.weapon_deck.remove(w)
    return heli(s, {1: ["disarm-1"]})


def test_disarm_names_a_player_who_carries_a_weapon():
    s = disarm_table(["flare-gun"])
    plays = [m for m in GAME.legal_moves(s, 1) if isinstance(m, Play)]
    assert plays == [Play(1, "disarm-1", 2)]  # seat 2 is the only other player with a weapon
    refused(s, Play(1, "disarm-1", 3), "carries a weapon")
    s = GAME.apply(s, Play(1, "disarm-1", 2))
    assert s.weapons[2] == [] and s.weapons_out == ["flare-gun"] and not s.prompts


def test_disarm_the_player_with_two_weapons_chooses_which_to_discard():
    s = disarm_table(["flare-gun", "riot-shield"])
    s = GAME.apply(s, Play(1, "disarm-1", 2))
    assert s.prompts == [("disarm", 2, 0)] and GAME.to_act(s) == [2]
    assert set(GAME.legal_moves(s, 2)) == {DropWeapon(2, "flare-gun"), DropWeapon(2, "riot-shield")}
    refused(s, DropWeapon(2, "hard-hat"), "do not carry")
    s = GAME.apply(s, DropWeapon(2, "riot-shield"))
    assert s.weapons[2] == ["flare-gun"] and s.weapons_out == ["riot-shield"]
    assert "riot-shield" not in s.weapon_deck  # D-14: it leaves the game
    assert kinds(s, "disarmed")[-1].data == {"seat": 2, "weapon": "riot-shield"}


def test_D26_barricade_does_not_stop_an_ambush():
    """Ambush attacks "before the first attack round", Barricade protects "during the first attack round"."""
    s = base()
    s.infected[1] = True
    s = heli(s, {2: ["barricade-1"], 1: ["ambush-1"]})
    while GAME.to_act(s) != [2]:
        s = GAME.apply(s, Pass(GAME.to_act(s)[0]))
    s = GAME.apply(s, Play(2, "barricade-1"))
    assert GAME.to_act(s) == [1]
    s.rng = rig(d6(6))
    s = GAME.apply(s, Play(1, "ambush-1", 2))
    assert s.barricade[2] and not s.standing[2]

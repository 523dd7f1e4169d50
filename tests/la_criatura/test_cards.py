"""Every event card (RULES-DECISIONS 4.3) and weapon card (4.4) does what its line says."""

import pytest

from rules.la_criatura import GAME
from rules.la_criatura.cards import EVENT_IDS, WEAPONS
from rules.la_criatura.engine import ring
from rules.la_criatura.state import (
    COMBAT,
    EVENTS,
    HELI_EVENTS,
    HELI_REVEAL,
    MOVEMENT,
    VOTE,
    Attack,
    Discard,
    HeliReady,
    Pass,
    Play,
    Vote,
)
from tests.la_criatura.helpers import d6, kinds, quiet, rig


def take(s, card):
    """Move `card` from wherever it is (deck, discard, a hand) so a test can hand it out."""
    for pile in [s.deck, s.discard, *s.hands]:
        if card in pile:
            pile.remove(card)
            return card
    raise AssertionError(card)


def slot(s, p, cards, phase=EVENTS):
    """Seat p's turn in a pass of `phase`, holding exactly `cards`."""
    for c in cards:
        take(s, c)
    s.hands[p] = list(cards)
    s.phase = phase
    s.order = ring(s.players, p)
    s.pos = 0
    if phase == VOTE:
        s.order = s.order[1:] + s.order[:1] if p != s.acting_leader else s.order
        s.order = [p] + [q for q in s.order if q != p]
        s.votes_left = 2 if p == s.acting_leader else 1
        s.vote_stage = "voting"
    return s


def base(n=5, seed=21):
    s = quiet(n, seed)
    s.holder, s.infected = 4, [False] * n
    return s


def test_armed_draws_a_hidden_weapon():
    s = slot(base(), 1, ["armed-1"])
    s = GAME.apply(s, Play(1, "armed-1"))
    assert len(s.weapons[1]) == 1 and len(s.weapon_deck) == 9
    assert kinds(s, "weapon_drawn")[-1].data == {"seat": 1, "weapon": None}
    assert kinds(s, "weapon")[-1].to == (1,)
    assert GAME.view(s, 2).weapons[1] == [] and GAME.view(s, 1).weapons[1] == s.weapons[1]


def test_armed_to_the_teeth_two_weapon_slots():
    s = base()
    s.weapons[1] = [s.weapon_deck.pop(0)]
    s = slot(s, 1, ["armed-to-the-teeth-1"])
    s = GAME.apply(s, Play(1, "armed-to-the-teeth-1"))
    assert s.table[1] == ["armed-to-the-teeth-1"] and len(s.weapons[1]) == 2 and not s.prompts
    assert "armed-to-the-teeth-1" not in s.discard


def test_awake_ends_sedation_and_the_player_votes():
    s = base()
    s.sedated[3], s.sedated_turn[3] = True, 1
    s = slot(s, 1, ["awake-1"])
    s = GAME.apply(s, Play(1, "awake-1", 3))
    assert not s.sedated[3] and kinds(s, "awake")[-1].data == {"seat": 3}
    assert s.phase == VOTE and 3 in s.order


@pytest.mark.parametrize("infected", [True, False])
def test_stimulant_only_the_target_learns(infected):
    s = base()
    s.infected[2] = infected
    s = slot(s, 1, ["stimulant-1"])
    s = GAME.apply(s, Play(1, "stimulant-1", 2))
    assert not s.infected[2]
    e = kinds(s, "stimulant")[-1]
    assert e.to == (2,) and e.data["worked"] is infected


def test_blood_test_secret_result():
    s = base()
    s.infected[3] = True
    s = slot(s, 1, ["blood-test-1"])
    s = GAME.apply(s, Play(1, "blood-test-1", 3))
    e = kinds(s, "blood_test")[-1]
    assert e.to == (1,) and e.data == {"seat": 3, "status": "infected"}
    assert GAME.view(s, 1).learned[-1].what == "infected"
    assert not [x for x in GAME.view(s, 2).events if x.kind == "blood_test"]


def test_hive_mind_both_sides_learn():
    s = base()
    s.infected[1] = True
    s = slot(s, 1, ["hive-mind-1"])
    s = GAME.apply(s, Play(1, "hive-mind-1"))
    assert kinds(s, "hive_mind")[-1].to == (1,) and kinds(s, "hive_mind")[-1].data == {"creature": 4}
    assert kinds(s, "hive_mind_contact")[-1].to == (4,)


def test_mutiny_takes_the_leader_token_for_the_turn():
    s = base()
    s = slot(s, 2, ["mutiny-1"])
    s = GAME.apply(s, Play(2, "mutiny-1"))
    assert s.acting_leader == 2 and s.leader == 0 and s.tokens[2] == 0
    assert s.phase == VOTE and s.order[-1] == 2 and s.order[0] == 1
    while GAME.to_act(s) != [2]:
        p = GAME.to_act(s)[0]
        s = GAME.apply(s, Vote(p, 3 if p != 3 else 1))
    assert s.votes_left == 2


def test_orders_blocks_event_cards():
    s = base()
    s = slot(s, 0, ["orders-1"])
    take(s, "commendation-1")
    s.hands[1] = ["commendation-1"]
    s = GAME.apply(s, Play(0, "orders-1", 1))
    assert s.blocked[1]
    assert not any(isinstance(m, Play) for m in GAME._plays(s, 1, "events"))


def test_sabotage_random_discard():
    s = base()
    s.hands[3] = [take(s, "persuasion-1"), take(s, "veto-1")]
    s = slot(s, 1, ["sabotage-1"])
    s = GAME.apply(s, Play(1, "sabotage-1", 3))
    lost = kinds(s, "sabotaged")[-1].data["card"]
    assert lost in ("persuasion-1", "veto-1") and lost in s.discard and len(s.hands[3]) == 1


def test_coffee_break_draws_two_then_discards_down():
    s = base()
    s = slot(s, 1, ["coffee-break-1", "persuasion-1", "veto-1"])
    s = GAME.apply(s, Play(1, "coffee-break-1"))
    assert len(s.hands[1]) == 4 and s.prompts == [("discard_down", 1, 1)]
    assert all(isinstance(m, Discard) and len(m.cards) == 1 for m in GAME.legal_moves(s, 1))
    s = GAME.apply(s, Discard(1, ("veto-1",)))
    assert len(s.hands[1]) == 3 and "veto-1" in s.discard


def test_commendation_gives_a_token():
    s = slot(base(), 1, ["commendation-1"])
    s = GAME.apply(s, Play(1, "commendation-1"))
    assert s.tokens[1] == 1


def test_interference_cancels_and_can_be_cancelled():
    s = base()
    s.infected[3] = True
    s.hands[0] = [take(s, "interference-1")]
    s.hands[2] = [take(s, "interference-2")]
    s = slot(s, 1, ["blood-test-1"])
    s = GAME.apply(s, Play(1, "blood-test-1", 3))
    assert GAME.to_act(s) == [0]  # to the right of seat 1: seat 0 holds Interference
    s = GAME.apply(s, Play(0, "interference-1"))
    assert GAME.to_act(s) == [2]  # to the right of seat 0 (4, 3 hold nothing, then 2)
    s = GAME.apply(s, Pass(2))
    assert kinds(s, "cancelled")[-1].data == {"seat": 1, "card": "blood-test-1", "by": 0}
    assert not kinds(s, "blood_test") and {"blood-test-1", "interference-1"} <= set(s.discard)
    # the same, but seat 2 cancels the Interference: the Blood Test happens
    s = base()
    s.hands[0] = [take(s, "interference-1")]
    s.hands[2] = [take(s, "interference-2")]
    s = slot(s, 1, ["blood-test-1"])
    s = GAME.apply(s, Play(1, "blood-test-1", 3))
    s = GAME.apply(s, Play(0, "interference-1"))
    s = GAME.apply(s, Play(2, "interference-2"))
    assert kinds(s, "cancelled")[-1].data == {"seat": 0, "card": "interference-1", "by": 2}
    assert kinds(s, "blood_test")[-1].data["seat"] == 3


def test_persuasion_extra_vote_and_change_of_mind():
    s = base()
    s = slot(s, 1, ["persuasion-1"], VOTE)
    s = GAME.apply(s, Play(1, "persuasion-1"))
    assert s.votes_left == 2
    s = GAME.apply(s, Vote(1, 3))
    s = GAME.apply(s, Vote(1, 3))
    assert s.votes[3] == 2
    p = GAME.to_act(s)[0]
    s.hands[p] = [take(s, "change-of-mind-1")]
    assert Play(p, "change-of-mind-1", 3, p) not in GAME.legal_moves(s, p)  # not onto your own card
    to = next(q for q in range(5) if q not in (p, 3))
    s = GAME.apply(s, Play(p, "change-of-mind-1", 3, to))
    assert s.votes[3] == 1 and s.votes[to] == 1


def test_veto_cancels_the_vote():
    s = base()
    take(s, "veto-1")
    s.hands[0] = ["veto-1"]
    s = slot(s, 1, [], VOTE)
    s.order = [1, 2, 3, 4, 0]
    while s.vote_stage == "voting":
        p = GAME.to_act(s)[0]
        s = GAME.apply(s, Vote(p, 2 if p != 2 else 3))
    assert s.prompts == [("veto", 0, 0)]
    s = GAME.apply(s, Play(0, "veto-1"))
    assert kinds(s, "vote_result")[-1].data == {"seat": None, "why": "veto"} and not any(s.sedated)


def test_camouflage_passes_the_sedation_on():
    s = base()
    s.holder = 2
    take(s, "camouflage-1")
    s.hands[2] = ["camouflage-1"]
    s = slot(s, 1, [], VOTE)
    s.order = [1, 2, 3, 4, 0]
    plan = {1: [2], 2: [3], 3: [2], 4: [2], 0: [3, 1]}
    while s.vote_stage == "voting":
        p = GAME.to_act(s)[0]
        s = GAME.apply(s, Vote(p, plan[p].pop(0)))
    assert s.prompts == [("camouflage", 2, 0)]
    s = GAME.apply(s, Play(2, "camouflage-1"))
    assert kinds(s, "vote_result")[-1].data == {"seat": 3, "why": "camouflage"}
    assert s.sedated[3] and not s.sedated[2] and s.creature_found == 0


def movement_slot(s, p, cards):
    s = slot(s, p, cards, MOVEMENT)
    s.order = [p]
    return s


def test_lock_yourself_in():
    s = movement_slot(base(), 1, ["lock-yourself-in-1"])
    s.rng = rig(d6(2), (4, 0))
    s = GAME.apply(s, Play(1, "lock-yourself-in-1"))
    assert kinds(s, "movement")[-1].data["seats"] == [0, 2, 3, 4]


@pytest.mark.parametrize(("cards", "moves"), [(["blackout-1"], True), (["lockdown-1"], False),
                                              (["lockdown-1", "blackout-1"], True)])
def test_blackout_and_lockdown_last_one_applies(cards, moves):
    s = base()
    s.infected[0] = True  # the leader (seat 0) is infected, so may play both
    s = movement_slot(s, 0, cards)
    s.free_plays[0], s.tokens[0] = 1, 1
    start = len(s.log)
    for c in cards:
        s = GAME.apply(s, Play(0, c))
    if s.phase == MOVEMENT:
        s = GAME.apply(s, Pass(0))
    e = kinds(s, "movement_roll", start)[0].data
    assert e["roll"] is None and e["moves"] is moves


def test_contagion_infects_a_neighbour():
    s = base()
    s = movement_slot(s, 4, ["contagion-1"])
    assert {m.target for m in GAME.legal_moves(s, 4) if isinstance(m, Play)} == {0, 3}
    s = GAME.apply(s, Play(4, "contagion-1", 3))
    assert s.infected[3]


def test_surveillance_camera_after_the_deal():
    s = base()
    s = movement_slot(s, 0, ["surveillance-camera-1"])
    s.rng = rig(d6(1), (5, 2))  # the Creature goes to seat 2
    s = GAME.apply(s, Play(0, "surveillance-camera-1", 2))
    e = kinds(s, "camera")[-1]
    assert e.to == (0,) and e.data == {"seat": 2, "card": "creature"}
    assert s.log.index(e) > s.log.index(kinds(s, "movement")[-1])


def heli(s, cards_of):
    """The helicopter phase (hidden), with the given cards handed out before the events pass."""
    s.turn = s.players - 1
    GAME._start_turn(s)
    for p, cards in cards_of.items():
        s.hands[p] = [take(s, c) for c in cards]
    for p in range(s.players):
        if s.phase == HELI_REVEAL:
            s = GAME.apply(s, HeliReady(p, False))
    return s


def pass_to_combat(s):
    while s.phase == HELI_EVENTS:
        s = GAME.apply(s, Pass(GAME.to_act(s)[0]))
    assert s.phase == COMBAT
    return s


def test_adrenaline_adds_one():
    s = heli(base(), {0: ["adrenaline-1"]})
    s = GAME.apply(s, Play(0, "adrenaline-1"))
    s = pass_to_combat(s)
    s.rng = rig(d6(4))
    s = GAME.apply(s, Attack(0, 1))
    assert kinds(s, "attack")[-1].data["total"] == 5 and not s.standing[1]


def test_first_aid_kit_ignores_one_hit():
    s = heli(base(), {1: ["first-aid-kit-1"]})
    s = GAME.apply(s, Play(1, "first-aid-kit-1"))
    s = pass_to_combat(s)
    s.rng = rig(d6(6))
    s = GAME.apply(s, Attack(0, 1))
    assert s.standing[1] and kinds(s, "first_aid") and not s.first_aid[1]


def test_disarm_removes_a_weapon():
    s = base()
    s.weapons[2] = ["flare-gun"]
    s.weapon_deck.remove("flare-gun")
    s = heli(s, {1: ["disarm-1"]})
    s = GAME.apply(s, Play(1, "disarm-1", 2))
    assert s.weapons[2] == [] and s.weapons_out == ["flare-gun"]


def test_ambush_attacks_before_the_first_round():
    s = base()
    s.infected[1] = True
    s = heli(s, {1: ["ambush-1"]})
    s.rng = rig(d6(5))
    s = GAME.apply(s, Play(1, "ambush-1", 3))
    assert not s.standing[3]
    assert s.log.index(kinds(s, "eliminated")[0]) < s.log.index(kinds(s, "round")[0])


def test_barricade_protects_in_round_one_only():
    s = heli(base(), {2: ["barricade-1"]})
    s = GAME.apply(s, Play(2, "barricade-1"))
    s = pass_to_combat(s)
    assert all(m.target != 2 for m in GAME.legal_moves(s, 0))
    s.round = 2
    assert any(m.target == 2 for m in GAME.legal_moves(s, 0))


def test_monstrous_strength_beats_defensive_objects():
    s = base()
    s.weapons[1] = ["riot-shield"]
    s.weapon_deck.remove("riot-shield")
    s = heli(s, {4: ["monstrous-strength-1"]})
    s = GAME.apply(s, Play(4, "monstrous-strength-1"))
    s = pass_to_combat(s)
    s.attack_pos = s.attack_order.index(4)
    s.rng = rig(d6(5))
    s = GAME.apply(s, Attack(4, 1))
    assert not kinds(s, "defended") and not s.standing[1]


@pytest.mark.parametrize("wid", [w for w in WEAPONS if WEAPONS[w].type == "weapon"])
def test_weapon_bonus(wid):
    bonus = WEAPONS[wid].bonus
    for roll in range(1, 7):
        s = heli(base(), {})
        s = pass_to_combat(s)
        s.weapons[0] = [wid]
        s.weapon_deck.remove(wid)
        s.rng = rig(d6(roll))
        s = GAME.apply(s, Attack(0, 1))
        assert (not s.standing[1]) is (roll + bonus >= 5)


@pytest.mark.parametrize("wid", [w for w in WEAPONS if WEAPONS[w].type == "defense"])
def test_defensive_object_range(wid):
    low = WEAPONS[wid].protects_from
    for roll in range(1, 7):
        s = pass_to_combat(heli(base(), {}))
        s.weapons[1] = [wid]
        s.weapon_deck.remove(wid)
        s.rng = rig(d6(6), d6(roll))
        s = GAME.apply(s, Attack(0, 1))
        assert s.standing[1] is (roll >= low)


def test_every_card_type_is_covered_here():
    import inspect
    import sys
    text = inspect.getsource(sys.modules[__name__])
    for slug in {c.rsplit("-", 1)[0] for c in EVENT_IDS}:
        assert f'"{slug}-1"' in text, slug


def test_awake_during_the_vote_lets_the_player_vote():
    s = base()
    s.sedated[3], s.sedated_turn[3] = True, 1
    s = slot(s, 1, ["awake-1"], VOTE)
    s.order = [1, 2, 4, 0]
    s = GAME.apply(s, Play(1, "awake-1", 3))
    assert s.order == [1, 2, 4, 3, 0]
    for _ in range(3):
        p = GAME.to_act(s)[0]
        s = GAME.apply(s, Vote(p, 2 if p != 2 else 1))
    assert GAME.to_act(s) == [3]

"""Illegal moves are refused with a reason in a player's words and the rule they break."""

import pytest

from rules import IllegalMove
from rules.la_criatura import GAME
from rules.la_criatura.state import (
    EVENTS,
    VOTE,
    Attack,
    Discard,
    DrawWeapon,
    HeliReady,
    Pass,
    Play,
    Vote,
)
from tests.la_criatura.test_cards import base, heli, pass_to_combat, slot, take


def refused(s, move, *words):
    before = GAME.dump_state(s)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, move)
    assert err.value.rule.startswith("La Criatura")
    for w in words:
        assert w.lower() in err.value.reason.lower(), err.value.reason
    assert GAME.dump_state(s) == before
    return err.value


def test_out_of_turn():
    s = slot(base(), 1, ["commendation-1"])
    refused(s, Play(2, "commendation-1"), "not player 3's turn")


def test_voting_rules():
    s = slot(base(), 1, [], VOTE)
    refused(s, Vote(1, 1), "yourself")
    refused(s, Pass(1), "mandatory")
    refused(s, Vote(1, 7), "no seat")
    refused(s, Vote(1, "x"), "no seat")


def test_card_rules():
    s = slot(base(), 1, ["hive-mind-1", "orders-1", "persuasion-1", "camouflage-1"])
    refused(s, Play(1, "bogus-99"), "no event card")
    refused(s, Play(1, "armed-1"), "do not hold")
    refused(s, Play(1, "hive-mind-1"), "only infected")
    refused(s, Play(1, "orders-1", 2), "only the leader")
    refused(s, Play(1, "persuasion-1"), "vote phase")
    refused(s, Play(1, "camouflage-1"), "the creature's card", "when the vote would sedate")
    refused(s, Play(1, 5), "no event card")
    s = slot(base(), 0, ["blood-test-1"])
    refused(s, Play(0, "blood-test-1", 2), "leader may not")
    s = slot(base(), 2, ["blood-test-1"])
    refused(s, Play(2, "blood-test-1", 2), "another player")
    refused(s, Play(2, "blood-test-1", 99), "no seat")


def test_one_event_per_turn_then_tokens():
    s = slot(base(), 1, ["commendation-1", "armed-1"])
    s.tokens[1] = 0
    s = GAME.apply(s, Play(1, "commendation-1"))  # the free play; it also gives a token
    assert s.tokens[1] == 1 and GAME.to_act(s) == [1]
    s = GAME.apply(s, Play(1, "armed-1"))  # the extra play costs that token
    assert s.tokens[1] == 0
    s = slot(base(), 1, ["commendation-1", "armed-1"])
    s.free_plays[1] = 0
    s.tokens[1] = 0
    err = refused(s, Play(1, "armed-1"), "already played")
    assert "Victory Tokens" in err.rule


def test_sedated_needs_a_token_and_orders_block():
    s = base()
    s.sedated[1] = True
    s = slot(s, 1, ["armed-1"])
    s.tokens[1] = 0
    refused(s, Play(1, "armed-1"), "sedated")
    s = slot(base(), 1, ["armed-1"])
    s.blocked[1] = True
    refused(s, Play(1, "armed-1"), "orders")


def test_weapon_and_discard_rules():
    s = slot(base(), 1, ["armed-1"])
    s.tokens[1] = 0
    refused(s, DrawWeapon(1), "victory token")
    s.tokens[1] = 1
    s.weapon_deck = []
    refused(s, DrawWeapon(1), "weapons are taken")
    s = slot(base(), 1, ["armed-1", "awake-1"], "discard")
    refused(s, Discard(1, ("veto-1",)), "do not hold")
    refused(s, Discard(1, ("armed-1", "armed-1")), "only once")
    refused(s, Vote(1, 2), "discard step")
    s = GAME.apply(s, Discard(1, ("awake-1", "armed-1")))  # any order is fine
    assert [e.data for e in s.log if e.kind == "discarded"][-1] == {"seat": 1, "cards": ["armed-1", "awake-1"]}


def test_helicopter_rules():
    s = base()
    s.turn = 4
    GAME._start_turn(s)
    refused(s, HeliReady(1, True), "only the player holding the creature")
    s = heli(base(), {2: ["barricade-1"]})
    s = GAME.apply(s, Play(2, "barricade-1"))
    s = pass_to_combat(s)
    refused(s, Attack(0, 0), "yourself")
    refused(s, Attack(0, 2), "barricade")
    refused(s, Attack(0, 1, True), "victory token")
    refused(s, Pass(0), "attack")
    s.standing[3] = False
    refused(s, Attack(0, 3), "eliminated")


def test_reaction_window_only_takes_interference():
    s = base()
    s.hands[0] = [take(s, "interference-1"), take(s, "armed-1")]
    s = slot(s, 1, ["blood-test-1"])
    s = GAME.apply(s, Play(1, "blood-test-1", 3))
    assert GAME.to_act(s) == [0]
    refused(s, Play(0, "armed-1"), "interference")


def test_every_refusal_in_random_states_has_words():
    """Near-miss moves from random games: each refusal has a reason and a La Criatura rule."""
    import random
    rnd = random.Random(3)
    s = GAME.setup(6, 3)
    checked = 0
    while not GAME.is_over(s):
        p = GAME.to_act(s)[0]
        legal = GAME.legal_moves(s, p)
        for bad in (Play(p, "veto-1", 9), Vote(p, p), Attack(p, p), Discard(p, ("x",)), HeliReady(p, True),
                    DrawWeapon(p), Pass(p)):
            if bad not in legal:
                try:
                    GAME.apply(s, bad)
                except IllegalMove as err:
                    assert err.reason and err.rule.startswith("La Criatura")
                    checked += 1
                else:
                    raise AssertionError(f"accepted {bad}")
        s = GAME.apply(s, rnd.choice(legal))
    assert checked > 100
    assert s.phase != EVENTS


def test_a_card_with_nobody_to_name_says_so():
    """The table turns a tap on a card that cannot be played into that play (issue 47): the reason must
    name what is missing, not ask for a target that does not exist."""
    s = slot(base(), 1, ["awake-1", "sabotage-1"])
    assert not any(s.sedated)
    refused(s, Play(1, "awake-1"), "nobody is sedated")
    for q in range(s.players):
        if q != 1:
            s.discard += s.hands[q]
            s.hands[q] = []
    refused(s, Play(1, "sabotage-1", 2), "nobody else holds an event card")
    s = slot(base(), 1, ["change-of-mind-1"], VOTE)
    refused(s, Play(1, "change-of-mind-1", 2, 3), "no vote token has been placed")
    s = heli(base(), {2: ["disarm-1"]})  # the helicopter events: only seat 2 holds a card, nobody a weapon
    assert GAME.to_act(s) == [2] and not any(s.weapons)
    refused(s, Play(2, "disarm-1", 3), "nobody else carries a weapon")


def test_a_reaction_card_out_of_its_moment_says_whose_card_it_is_and_what_it_answers():
    """Tapped at the table at another moment (issue 54), each reaction card says whose it is and the moment it
    answers, not only "in answer to the moment it names"."""
    s = slot(base(), 1, ["camouflage-1", "veto-1", "interference-1"])
    refused(s, Play(1, "camouflage-1"), "camouflage is the creature's card", "when the vote would sedate")
    refused(s, Play(1, "veto-1"), "veto is the leader's card", "once the votes are counted")
    refused(s, Play(1, "interference-1"), "cancel an event card another player has just played")
    s = slot(base(), 1, ["camouflage-1"], VOTE)
    assert refused(s, Play(1, "camouflage-1"), "creature's card").rule == "La Criatura, Event Cards (reactions)"


def test_change_of_mind_says_the_vote_goes_to_another_player():
    """The vote token Change of Mind moves goes to another card: back onto the same player is refused with
    that rule, and a player with no vote token is named (issue 54: the picker ignored such a tap in silence)."""
    s = slot(base(), 1, ["change-of-mind-1"], VOTE)
    s.votes[3] = 1
    err = refused(s, Play(1, "change-of-mind-1", 3, 3), "to another player's card", "player 4")
    assert "(to)" not in err.reason and "(target)" not in err.reason
    refused(s, Play(1, "change-of-mind-1", 2, 4), "player 3 has no vote token")
    refused(s, Play(1, "change-of-mind-1", 3, 1), "not move a vote onto your own card")


def test_a_discard_outside_the_discard_step_names_the_step():
    s = slot(base(), 1, ["armed-1"])
    refused(s, Discard(1, ("armed-1",)), "discard step")
    s = slot(base(), 1, ["armed-1"], VOTE)
    refused(s, Discard(1, ("armed-1",)), "discard step")

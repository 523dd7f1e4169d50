"""What the table is told, in the order things happen: the narration is the only account some players get
(a bot's move, a roll while another person holds the laptop), so it must not say a round starts before the
last attack of the round before, "plays no event" after an event, or hide that a roll chose the sleeper."""

from rules.la_criatura import GAME
from rules.la_criatura.state import Attack, AvoidHit, Pass, Play
from tests.la_criatura.helpers import d6, kinds, rig
from tests.la_criatura.test_cards import base, heli, pass_to_combat, slot
from tests.la_criatura.test_examples import vote_all, voting_state


def said(s, since=0) -> list[str]:
    return [str(GAME.describe_event(e)) for e in s.log[since:]]


def combat():
    """Three players in the hidden helicopter fight; the leader, seat 0, attacks first, then 2, then 1."""
    s = pass_to_combat(heli(base(3), {}))
    assert s.attack_order == [0, 2, 1]
    return s


def test_attack_round_two_is_said_after_the_last_attack_of_round_one():
    s = combat()
    s.rng = rig(d6(1), d6(1), d6(1))  # three misses
    for attacker in s.attack_order:
        s = GAME.apply(s, Attack(attacker, (attacker + 1) % 3))
    lines = said(s)
    last_attack = max(i for i, line in enumerate(lines) if line.startswith("Player 2 attacks"))
    assert lines[last_attack + 1:] == ["Attack round 2"]
    assert [e.data["round"] for e in kinds(s, "round")] == [1, 2]


def test_a_round_is_not_said_while_the_last_hit_of_the_round_before_waits_for_its_token():
    s = combat()
    s.tokens[0] = 1
    s.rng = rig(d6(1), d6(1), d6(6))  # 0 and 2 miss, 1 hits 0, who holds a victory token
    for attacker, target in ((0, 1), (2, 1), (1, 0)):
        s = GAME.apply(s, Attack(attacker, target))
    assert s.prompts == [("avoid_hit", 0, 0)] and [e.data["round"] for e in kinds(s, "round")] == [1]
    s = GAME.apply(s, AvoidHit(0))
    assert said(s)[-2:] == ["Player 1 spends a victory token (avoid a hit)", "Attack round 2"]


def test_the_last_attack_of_a_round_that_ends_the_game_announces_no_new_round():
    s = combat()
    s.standing[2] = False  # two left: the hit of round 1's last attacker ends it
    s.rng = rig(d6(1), d6(6))
    s = GAME.apply(s, Attack(0, 1))
    s = GAME.apply(s, Attack(1, 0))
    assert GAME.is_over(s) and [e.data["round"] for e in kinds(s, "round")] == [1]


def test_a_vote_decided_by_the_tie_roll_says_so():
    """T-LC-8's tie: seats 1 and 2 have two votes each and roll 3 and 5; the lower roll, seat 1, is sedated."""
    s = voting_state()
    s.holder = 0
    s.rng = rig(d6(3), d6(5))
    s = vote_all(s, {4: [1], 3: [1], 2: [3], 1: [2], 0: [2, 4]})
    assert kinds(s, "vote_result")[-1].data == {"seat": 1, "why": "tie roll"}
    lines = said(s)
    assert "Tie roll: Player 2 3, Player 3 5 - Player 2 rolls lowest" in lines
    assert "Vote result: Player 2 (decided by the tie roll)" in lines


def test_a_tie_roll_with_equal_lowest_says_they_roll_again():
    s = voting_state()
    s.holder = 0
    s.rng = rig(d6(4), d6(4), d6(6), d6(2))
    s = vote_all(s, {4: [1], 3: [1], 2: [3], 1: [2], 0: [2, 4]})
    lines = said(s)
    assert "Tie roll: Player 2 4, Player 3 4 - Player 2 and Player 3 tie again and roll again" in lines
    assert "Vote result: Player 3 (decided by the tie roll)" in lines


def test_a_vote_won_outright_says_most_votes():
    s = voting_state()
    s.holder = 0
    s = vote_all(s, {4: [1], 3: [1], 2: [1], 1: [2], 0: [2, 4]})
    assert kinds(s, "vote_result")[-1].data == {"seat": 1, "why": "most votes"} and not kinds(s, "tie_roll")


def test_stopping_after_an_event_is_said_as_no_more_events():
    """Seat 1 plays Commendation (its one free event), keeps its slot with the token it gained (D-5) and
    stops: it "plays no more events". Seat 0, holding a card it does not play, "plays no event"."""
    s = slot(base(), 1, ["commendation-1"])
    s = GAME.apply(s, Play(1, "commendation-1"))
    assert GAME.to_act(s) == [1]
    s = GAME.apply(s, Pass(1))
    assert said(s)[-1] == "Player 2 plays no more events"
    assert kinds(s, "passed")[-1].data == {"seat": 1, "what": "event", "more": True}
    s = slot(base(), 0, ["commendation-1"])
    s = GAME.apply(s, Pass(0))
    assert kinds(s, "passed")[-1].data == {"seat": 0, "what": "event"}
    assert said(s)[-1] == "Player 1 plays no event"

"""Safari Sprint audit: rules of the rulebook and RULES-DECISIONS §2.3 the first tests did not pin down
(claim order from any dealer, the 3-player scoring ranks, the reset between races, the racing deck,
shared series wins) and the copy letter of a played "6" (hidden information)."""

import random

import pytest

from rules import IllegalMove
from rules.safari.components import RACING_CARDS
from rules.safari.safari_sprint import DUCKTOR_DEAL, GAME, ROUNDS, Claim, Play, board_six, dealt_animal_cards

FOUR = ["elephant", "monkey", "tiger", "zebra"]


def claimed(players, animals, claims, seed=1, order=None):
    """A game after the claims [(seat, animal, space)], the first claimer being claims[0]'s seat."""
    options = {"animals": animals, "first_player": claims[0][0]}
    if order:
        options["deck_order"] = order
    s = GAME.setup(players, seed, options)
    for seat, animal, space in claims:
        s = GAME.apply(s, Claim(seat, animal, space))
    return s


def test_ss_08_claiming_goes_clockwise_from_the_dealer():
    """'The dealer begins ... Now going around the table': dealer 2 of 3 claims first, then 0, then 1."""
    s = GAME.setup(3, 4, {"animals": ["lion", "tiger", "zebra"], "first_player": 2})
    assert GAME.to_act(s) == [2] and s.phase == "claim"
    s = GAME.apply(s, Claim(2, "lion", 10))
    assert GAME.to_act(s) == [0]
    s = GAME.apply(s, Claim(0, "tiger", 9))
    assert GAME.to_act(s) == [1]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Claim(1, "lion", 0))  # "The 1 space is the lowest space that you can choose."
    assert err.value.rule == "Safari Sprint, Choosing Your Animal" and "space 1" in err.value.reason
    s = GAME.apply(s, Claim(1, "zebra", 1))
    assert s.phase == "play" and s.markers == ["tiger", "zebra", "lion"]


def test_ss_13_three_players_score_6_4_3_2_and_ducktor_keeps_his_rank():
    """3 players: the ranks used are 6, 4, 3, 2; Ducktor's rank scores for nobody."""
    s = claimed(3, ["lion", "tiger", "zebra"], [(0, "lion", 3), (1, "tiger", 2), (2, "zebra", 1)])
    # Last round with gaps larger than any move of RC-01 (4/4/3), so the order cannot change.
    s.round, s.racing_card = ROUNDS, "RC-01"
    s.positions = {"lion": 20, "ducktor": 25, "tiger": 30, "zebra": 40}
    s.order = [2, 1, 0]
    for seat in s.order:  # each player moves their own ducky
        s = GAME.apply(s, Play(seat, next(c for c in s.hands[seat] if c.startswith(s.markers[seat]))))
    scored = next(e.data for e in s.log if e.kind == "race_scored")
    assert scored["ranking"] == ["zebra", "tiger", "ducktor", "lion"]
    assert scored["points"] == [2, 4, 6]  # lion 4th -> 2, tiger 2nd -> 4, zebra 1st -> 6; Ducktor's 3 to nobody
    assert s.dealer == 2  # SS-10: the leading animal's player deals the next race


def test_ss_09_and_ss_14_every_race_starts_with_a_full_setup_and_a_fresh_racing_deck():
    r = random.Random(3)
    s = GAME.setup(4, 8, {"animals": FOUR})
    first_race_cards = None
    while s.race == 1:
        s = GAME.apply(s, r.choice(GAME.legal_moves(s, GAME.to_act(s)[0])))
        if s.race == 1 and s.round == ROUNDS and first_race_cards is None:
            first_race_cards = list(s.racing_used) + [s.racing_card]
    revealed = [e.data["card"] for e in s.log if e.kind == "racing_card" and e.data["race"] == 1]
    assert len(revealed) == ROUNDS == len(set(revealed)) and revealed == first_race_cards  # one card stays unused
    leader = next(e.data for e in s.log if e.kind == "race_scored")["ranking"]
    leader = next(d for d in leader if d != "ducktor")
    # Race 2: same animals, Ducktor 1 and the 1b's out again, one Ducktor each, the 6s by the board,
    # Ducktor on 11, ten animal cards each, all 12 racing cards shuffled, and a new claiming round.
    assert s.race == 2 and s.phase == "claim" and s.animals == FOUR
    assert sorted(s.racing_deck) == sorted(RACING_CARDS) and s.racing_used == [] and s.racing_card is None
    assert s.positions == {"ducktor": 11} and s.markers == [None] * 4
    assert s.board_sixes == [board_six(a) for a in FOUR]
    for h in s.hands:
        assert len(h) == 11 and sum(c in DUCKTOR_DEAL for c in h) == 1
    assert len(s.aside) == 1 and s.aside[0] in DUCKTOR_DEAL
    dealt = sorted(c for h in s.hands for c in h if c not in DUCKTOR_DEAL)
    assert dealt == sorted(c for a in FOUR for c in dealt_animal_cards(a))
    assert GAME.to_act(s) == [s.dealer] and s.dealer == next(e.data for e in s.log if e.kind == "race_start"
                                                             and e.data["race"] == 2)["dealer"]
    claims_race_1 = [e.data for e in s.log if e.kind == "claim"]
    owner = {d["animal"]: d["seat"] for d in claims_race_1}  # the last claim of each animal is its owner
    assert s.dealer == owner[leader]


def test_ss_16_tied_series_leaders_share_the_victory():
    s = GAME.setup(3, 1)
    s.series, s.phase = [10, 10, 7], "over"
    res = GAME.result(s)
    assert res.winners == [0, 1] and res.scores == [10.0, 10.0, 7.0]


def test_playing_either_six_of_your_own_animal_plays_the_copy_everyone_saw_you_take():
    """Hidden information: the two '6' cards look alike. When the elephant player, holding both, plays a
    6 Elephant, the table must not learn which copy it was, or it would know that the player still
    holds the claimed 6 for certain."""
    order = ["ducktor-5", "ducktor-2", "ducktor-3", "ducktor-4"]
    pool = [c for a in FOUR for c in dealt_animal_cards(a)]
    pool.remove("elephant-6b")
    order += ["elephant-6b"] + pool  # seat 0 is dealt the other 6 Elephant
    s = claimed(4, FOUR, [(0, "elephant", 8), (1, "zebra", 7), (2, "monkey", 4), (3, "tiger", 3)], order=order)
    assert {"elephant-6a", "elephant-6b"} <= set(s.hands[0]) and s.order[0] == 0
    assert GAME.view(s, 1).known_held[0] == ["elephant-6a"]
    s = GAME.apply(s, Play(0, "elephant-6b"))
    assert next(e.data for e in reversed(s.log) if e.kind == "play")["card"] == "elephant-6a"
    assert "elephant-6b" in s.hands[0] and "elephant-6a" not in s.hands[0]
    view = GAME.view(s, 1)
    assert view.known_held[0] == []  # nobody knows any more whether seat 0 holds a 6 Elephant
    assert "elephant-6b" not in view.model_dump_json()
    d = GAME.determinize(view, 5)
    assert GAME.view(d, 1) == view


def test_a_six_of_another_animal_is_played_as_it_is():
    order = ["ducktor-5", "ducktor-2", "ducktor-3", "ducktor-4"]
    pool = [c for a in FOUR for c in dealt_animal_cards(a)]
    pool.remove("zebra-6b")
    order += ["zebra-6b"] + pool  # seat 0 (elephant) holds the dealt 6 Zebra
    s = claimed(4, FOUR, [(0, "elephant", 8), (1, "zebra", 7), (2, "monkey", 4), (3, "tiger", 3)], order=order)
    s = GAME.apply(s, Play(0, "zebra-6b"))
    assert s.row == ["zebra-6b"] and "zebra-6a" in s.hands[1]

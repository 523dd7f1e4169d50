"""Rounds, exchanges, refills and the game end: T-WC-5, T-WC-6, WC-04 and WC-08 .. WC-10."""

import random
from collections import Counter

import pytest

from rules.wonder_creature import CATALOGUE, GAME, GiveCard, ShowCreature, StartExchange

from .scenario import deal, exchange_spares, show

CONFIGS = [(2, False), (3, False), (2, True), (3, True), (4, True), (5, True), (6, True)]


def random_game(players: int, advanced: bool, seed: int):
    """Every state of one random game, start to end."""
    chooser = random.Random(seed)
    s = GAME.setup(players, seed, {"advanced": advanced})
    states = [s]
    while acting := GAME.to_act(s):
        seat = chooser.choice(acting)
        s = GAME.apply(s, chooser.choice(GAME.legal_moves(s, seat)))
        states.append(s)
    return states


@pytest.mark.parametrize(("players", "advanced", "rounds"),
                         [(2, False, 2), (3, False, 1), (2, True, 3), (3, True, 2), (4, True, 1), (5, True, 1),
                          (6, True, 1)])
def test_T_WC_5_number_of_rounds(players, advanced, rounds):
    """T-WC-5 (and the WC-09 table): 2p basic 2 rounds, 3p basic 1, advanced 2p 3, 3p 2, 4-6p 1."""
    for seed in range(4):
        states = random_game(players, advanced, seed)
        first, last = states[0], states[-1]
        assert first.rounds_total == rounds
        assert len(last.history) == rounds
        assert [e.data["round"] for e in last.log if e.kind == "round_start"] == list(range(1, rounds + 1))
        assert last.phase == "over" and len(last.deck) < 3 * players


def test_T_WC_5_six_players_advanced_deal_all_18_cards():
    """T-WC-5: 6 players advanced: 3 cards each, the deck is empty from the start, one round."""
    s = GAME.setup(6, 3, {"advanced": True})
    assert s.deck == [] and sorted(c for h in s.hands for c in h) == sorted(CATALOGUE.ids)
    assert all(len(h) == 3 for h in s.hands)


@pytest.mark.parametrize(("players", "advanced"), CONFIGS)
def test_T_WC_6_exchanges_keep_hand_sizes_and_each_player_starts_two(players, advanced):
    """T-WC-6: an exchange keeps hand sizes; each player starts exactly 2 exchanges per round, in turn
    order from the round's first player, twice around the table (WC-04)."""
    for seed in range(3):
        states = random_game(players, advanced, seed)
        for before, after in zip(states, states[1:], strict=False):
            if before.phase == "exchange" and after.phase in ("exchange", "reveal") and before.round == after.round:
                assert [len(h) for h in after.hands] == [len(h) for h in before.hands]
        log = states[-1].log
        for record in states[-1].history:
            rnd = [e for e in _round_events(log, record.round) if e.kind == "exchange_asked"]
            starters = [e.data["seat"] for e in rnd]
            assert starters == [(record.first + k) % players for k in range(2 * players)]
            assert Counter(starters) == {p: 2 for p in range(players)}


def _round_events(log, number):
    current = 0
    for e in log:
        if e.kind == "round_start":
            current = e.data["round"]
        elif current == number:
            yield e


def test_T_WC_6_the_target_cannot_refuse_but_chooses_the_card():
    """T-WC-6 / WC-03: once named, the target's only moves are giving one of their own cards."""
    s = GAME.setup(3, 11, {"first_player": 0})
    s = GAME.apply(s, StartExchange(0, 2, s.hands[0][0]))
    assert GAME.to_act(s) == [2]
    moves = GAME.legal_moves(s, 2)
    assert moves == [GiveCard(2, c) for c in s.hands[2]]
    assert GAME.view(s, 2).decision == "give-card"


def test_an_exchange_swaps_the_two_chosen_cards():
    """WC-03: nothing moves until the target answers; then the two chosen cards change hands."""
    s = deal([["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-GH-R", "WC-GB-R"],
              ["WC-DH-B", "WC-DB-B", "WC-DT-B", "WC-GH-B", "WC-GB-B"]])
    s = GAME.apply(s, StartExchange(0, 1, "WC-GH-R"))
    assert s.hands[0] == ["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-GH-R", "WC-GB-R"]
    s = GAME.apply(s, GiveCard(1, "WC-DT-B"))
    assert s.hands[0] == ["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-DT-B", "WC-GB-R"]
    assert s.hands[1] == ["WC-DH-B", "WC-DB-B", "WC-GH-R", "WC-GH-B", "WC-GB-B"]
    assert GAME.to_act(s) == [1] and s.exchanges_done == 1


def test_the_same_opponent_may_be_chosen_twice():
    """WC-04: 'You can choose any opponent', including the one you chose before."""
    s = GAME.setup(3, 5, {"first_player": 0})
    s = GAME.apply(s, StartExchange(0, 1, s.hands[0][0]))
    s = GAME.apply(s, GiveCard(1, s.hands[1][0]))
    for seat in (1, 2):
        s = GAME.apply(s, StartExchange(seat, 0, s.hands[seat][0]))
        s = GAME.apply(s, GiveCard(0, s.hands[0][0]))
    assert StartExchange(0, 1, s.hands[0][0]) in GAME.legal_moves(s, 0)


def test_everyone_chooses_at_once_and_the_round_is_scored_after_the_last_choice():
    """WC-11: all seats are asked together; nothing is shown until the last one has chosen."""
    s = GAME.setup(3, 9, {"first_player": 1})
    s = exchange_spares(s, {})
    assert s.phase == "reveal" and GAME.to_act(s) == [0, 1, 2]
    for seat in (2, 0):
        s = GAME.apply(s, GAME.legal_moves(s, seat)[0])
        assert not s.history and seat not in GAME.to_act(s)
    assert GAME.to_act(s) == [1]
    s = GAME.apply(s, GAME.legal_moves(s, 1)[-1])
    assert len(s.history) == 1 and [len(c) for c in s.history[0].creatures] == [3, 3, 3]


def test_shown_cards_leave_the_game_unshown_stay_and_everyone_refills_from_the_next_first_player():
    """WC-08/WC-09/WC-10 in a 2-player basic game: creatures are discarded, the 2 unshown cards stay,
    each player draws 3 (the new first player first), the first player moves clockwise."""
    hand0 = ["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-GH-Y", "WC-GB-Y"]
    hand1 = ["WC-GH-R", "WC-GB-R", "WC-GT-R", "WC-DH-Y", "WC-DB-Y"]
    next3_for_seat1 = ["WC-GT-B", "WC-DT-B", "WC-GH-B"]
    next3_for_seat0 = ["WC-DH-B", "WC-GB-B", "WC-DT-Y"]
    order = hand0 + hand1 + next3_for_seat1 + next3_for_seat0
    s = GAME.setup(2, 7, {"deck_order": order, "first_player": 0})
    s = exchange_spares(s, {0: hand0[:3], 1: hand1[:3]})
    kept0, kept1 = [c for c in s.hands[0] if c not in hand0[:3]], [c for c in s.hands[1] if c not in hand1[:3]]
    s = show(s, {0: hand0[:3], 1: hand1[:3]})
    assert s.discard == hand0[:3] + hand1[:3]
    assert s.round == 2 and s.round_first == 1 and s.phase == "exchange"
    assert set(s.hands[1]) == set(kept1) | set(next3_for_seat1)
    assert set(s.hands[0]) == set(kept0) | set(next3_for_seat0)
    assert len(s.deck) == 2 and GAME.to_act(s) == [1]


def test_game_end_most_sets_wins_and_a_tie_is_shared():
    """WC-09/WC-12: 2-player basic ends after round 2; most sets wins; equal sets share (X-04)."""
    s = GAME.setup(2, 21, {"first_player": 0})
    s = exchange_spares(s, {})
    s = GAME.apply(s, ShowCreature(0, tuple(s.hands[0][:3])))
    s = GAME.apply(s, ShowCreature(1, tuple(s.hands[1][:3])))
    s = exchange_spares(s, {})
    s = GAME.apply(s, ShowCreature(0, tuple(s.hands[0][:3])))
    assert not GAME.is_over(s)
    s = GAME.apply(s, ShowCreature(1, tuple(s.hands[1][:3])))
    assert GAME.is_over(s) and GAME.to_act(s) == [] and len(s.deck) == 2
    result = GAME.result(s)
    best = max(s.sets)
    assert result.scores == [float(n) for n in s.sets]
    assert result.winners == [p for p in (0, 1) if s.sets[p] == best]
    assert GAME.view(s, None).winners == result.winners


def test_tied_sets_share_the_win():
    """X-04 / WC-12: two full ties (tier 3 against tier 3, one card of each colour) -> 2 sets each, both win."""
    hand0 = ["WC-DH-R", "WC-DH-Y", "WC-DB-Y", "WC-DB-B", "WC-DT-B"]
    hand1 = ["WC-GH-Y", "WC-GH-B", "WC-GB-Y", "WC-GT-R", "WC-GT-B"]
    refill1 = ["WC-GB-R", "WC-GH-R", "WC-GB-B"]  # seat 1 starts round 2, so it draws first
    refill0 = ["WC-DT-R", "WC-DH-B", "WC-DT-Y"]
    s = GAME.setup(2, 4, {"deck_order": hand0 + hand1 + refill1 + refill0, "first_player": 0})
    round1 = {0: ["WC-DH-R", "WC-DB-Y", "WC-DT-B"], 1: ["WC-GH-B", "WC-GB-Y", "WC-GT-R"]}
    s = exchange_spares(s, {0: round1[0] + ["WC-DB-B"], 1: round1[1] + ["WC-GT-B"]})
    s = show(s, round1)
    assert s.sets == [1, 1] and s.round == 2
    round2 = {0: ["WC-DH-Y", "WC-DB-B", "WC-DT-R"], 1: ["WC-GH-Y", "WC-GB-R", "WC-GT-B"]}
    s = exchange_spares(s, {0: round2[0] + ["WC-DH-B"], 1: round2[1] + ["WC-GH-R"]})
    s = show(s, round2)
    assert [r.tiers for r in s.history] == [(3, 3), (3, 3)]
    assert GAME.is_over(s) and s.sets == [2, 2]
    assert GAME.result(s).winners == [0, 1]

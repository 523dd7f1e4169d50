"""Invariants over many random games: every card somewhere exactly once, coins never negative, scores add up."""

import random

import pytest

from rules.strange_creatures import GAME
from rules.strange_creatures.cards import CARDS

from .scenario import all_72_once, where_cards_are

STAMP_VALUES = {1, 2, 3, 4}


def random_game(players, seed, expert):
    chooser = random.Random(seed)
    s = GAME.setup(players, seed, {"expert": expert})
    states = [s]
    while not GAME.is_over(s):
        (seat,) = GAME.to_act(s)
        s = GAME.apply(s, chooser.choice(GAME.legal_moves(s, seat)))
        states.append(s)
    return states


GAMES = [(3 + i % 3, 1000 + i, i % 2 == 1) for i in range(24)]


@pytest.mark.parametrize("players,seed,expert", GAMES)
def test_random_game_invariants(players, seed, expert):
    states = random_game(players, seed, expert)
    for s in states:
        assert all_72_once(s), where_cards_are(s)
        assert min(s.coins) >= 0
        assert all(v in STAMP_VALUES for stamps in s.stamps for v in stamps)
        assert len(s.box) == 25 - 5 * players
        assert all(not CARDS[c].starting for c in s.draw) and all(CARDS[c].starting for c in s.box)
        assert 1 <= s.round <= 4
        if s.phase == "play":
            assert all(s.hands[p] for p in range(players) if p not in {q.seat for q in s.trick})  # SC-30
        if not GAME.is_over(s):
            assert GAME.legal_moves(s, s.turn)
    end = states[-1]
    result = GAME.result(end)
    for line in end.final:
        bonus = 5 * sum(1 for c in end.hands[line.seat] if CARDS[c].end_points)
        assert line.points == sum(end.stamps[line.seat]) + bonus
        assert line.bonus_points == bonus and line.coins == end.coins[line.seat]
    assert result.scores == [float(sum(end.stamps[p]) + end.final[p].bonus_points) for p in range(players)]
    best = max(result.scores)
    tied = [p for p in range(players) if result.scores[p] == best]
    richest = max(end.coins[p] for p in tied)
    assert result.winners == [p for p in tied if end.coins[p] == richest]
    assert end.discards == [[] for _ in range(players)]  # after round 4 everything is back in hand
    assert all(e.kind != "round_start" or e.data["round"] <= 4 for e in end.log)
    assert sum(e.kind == "round_end" for e in end.log) == 4


def test_replay_is_exact():
    chooser = random.Random(5)
    s = GAME.setup(4, 5, {"expert": True})
    moves = []
    while not GAME.is_over(s):
        move = chooser.choice(GAME.legal_moves(s, s.turn))
        moves.append(GAME.dump_move(move))
        s = GAME.apply(s, move)
    t = GAME.setup(4, 5, {"expert": True})
    for text in moves:
        t = GAME.apply(t, GAME.load_move(text))
    assert GAME.dump_state(t) == GAME.dump_state(s)


def test_determinize_keeps_every_card_once():
    for s in random_game(4, 77, True)[::9]:
        for seat in (None, 0, 1, 2, 3):
            view = GAME.view(s, seat)
            d = GAME.determinize(view, 3)
            assert all_72_once(d)
            assert GAME.view(d, seat) == view
            if seat is not None:
                assert d.hands[seat] == s.hands[seat]

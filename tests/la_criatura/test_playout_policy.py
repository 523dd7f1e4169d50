"""The strong bot's playout leanings (`playout_policy.weights`): each seat leans its own side's way,
and only on what it knows, never on another seat's true role in the imagined state."""

import random

from rules.bots.hints import hint_for
from rules.la_criatura import GAME
from rules.la_criatura.cards import SLUG_OF
from rules.la_criatura.engine import status_of
from rules.la_criatura.playout_policy import HELI_SLUGS, weights
from rules.la_criatura.state import VOTE, AvoidHit, Discard, Pass, Play, Vote

FILL = ["persuasion-1", "persuasion-2", "persuasion-3", "persuasion-4", "change-of-mind-1", "change-of-mind-2"]


def table(deck_order=()):
    """Four players, seat 0 leads. Seat 0 is dealt the Creature card at setup and hands it to seat 1 in
    turn 1's movement: seat 0 infected, seat 1 the Creature, seats 2 and 3 human. Turn 2, event pass."""
    s = GAME.setup(4, 5, {"first_player": 0, "creature_deals": [0, 1], "deck_order": list(deck_order)})
    assert [status_of(s, p) for p in range(4)] == ["infected", "creature", "human", "human"]
    return s


def passing(s, until):
    """Everyone passes (and votes for the next seat) until `until(s)` holds."""
    for _ in range(200):
        if until(s):
            return s
        p = GAME.to_act(s)[0]
        legal = GAME.legal_moves(s, p)
        move = next((m for m in legal if isinstance(m, Pass)), None) or next(
            (m for m in legal if isinstance(m, Vote) and m.target == (p + 1) % 4), legal[0])
        s = GAME.apply(s, move)
    raise AssertionError("never got there")


def vote_weights(s, seat):
    s = passing(s, lambda t: t.phase == VOTE and GAME.to_act(t) == [seat])
    moves = [m for m in GAME.legal_moves(s, seat) if isinstance(m, Vote)]
    return dict(zip((m.target for m in moves), weights(s, seat, moves), strict=True))


def test_nobody_leans_on_roles_they_do_not_know():
    # seat 1 holds the Creature, but no human has seen anything: their votes stay even
    for seat in (3, 2):
        w = vote_weights(table(), seat)
        assert seat not in w  # never a vote for yourself
        assert len(set(w.values())) == 1, w
    # the infected seat does not know who the Creature is either
    w = vote_weights(table(), 0)
    assert len(set(w.values())) == 1, w


def after_hive_mind():
    """Seat 0 (infected) has played Hive Mind in the open and learned who the Creature is."""
    s = table(["hive-mind-1"])
    s = GAME.apply(s, Play(0, "hive-mind-1"))
    return passing(s, lambda t: not t.stack)


def test_an_infected_seat_spares_the_creature_it_learned_of():
    w = vote_weights(after_hive_mind(), 0)
    assert w[1] < w[2] and w[1] < w[3]
    assert w[2] == w[3]


def test_a_blood_test_informs_only_the_seat_that_made_it():
    s = table(FILL + ["blood-test-1"])  # seat 2's first card
    s = passing(s, lambda t: GAME.to_act(t) == [2] and not t.stack)
    s = GAME.apply(s, Play(2, "blood-test-1", 1))
    seen = vote_weights(s, 2)
    assert seen[1] > seen[0] and seen[1] > seen[3]
    unseen = vote_weights(s, 3)
    assert len(set(unseen.values())) == 1, unseen


def test_a_public_infected_card_turns_humans_against_its_player():
    w = vote_weights(after_hive_mind(), 3)
    assert w[0] > w[1] and w[0] > w[2]


def test_the_creature_plays_camouflage_and_a_hit_is_avoided():
    s = table(FILL[:3] + ["camouflage-1"])
    s = passing(s, lambda t: t.prompts and t.prompts[-1][0] == "camouflage" or t.phase == "movement")
    assert s.prompts == [("camouflage", 1, 0)]  # every seat voted the next one: the leader's two went to seat 1
    moves = GAME.legal_moves(s, 1)
    w = dict(zip(moves, weights(s, 1, moves), strict=True))
    assert w[Play(1, "camouflage-1")] > 4 * w[Pass(1)]
    s = GAME.setup(4, 5, {"first_player": 0})
    s.prompts.append(("avoid_hit", 2, 0))
    w = weights(s, 2, [AvoidHit(2), Pass(2)])
    assert w[0] > 10 * w[1]


def test_the_last_discard_throws_out_what_the_helicopter_cannot_use():
    s = table(["armed-1", "coffee-break-1", "adrenaline-1"])
    s = passing(s, lambda t: t.phase == "discard" and t.turn == 3 and GAME.to_act(t) == [t.acting_leader])
    p = s.acting_leader
    moves = GAME.legal_moves(s, p)
    w = dict(zip(moves, weights(s, p, moves), strict=True))
    keep = {m: x for m, x in w.items() if isinstance(m, Discard)}
    best = max(keep, key=keep.get)
    assert all(SLUG_OF[c] not in HELI_SLUGS for c in best.cards)
    assert all(SLUG_OF[c] in HELI_SLUGS for c in s.hands[p] if c not in best.cards)


def test_weights_are_positive_and_one_per_move_through_whole_games():
    hint = hint_for(GAME)
    assert not hint.uniform
    for seed in range(6):
        s = GAME.setup(4 + seed % 3, seed)
        rnd = random.Random(seed)
        while not GAME.is_over(s):
            p = GAME.to_act(s)[0]
            moves = GAME.legal_moves(s, p)
            w = hint.weights_in(s, p, moves)
            assert len(w) == len(moves) and all(x > 0 for x in w)
            s = GAME.apply(s, rnd.choices(moves, w)[0])

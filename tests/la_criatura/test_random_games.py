"""Many random games: the contract, invariants that must always hold, secrecy of roles, and bots."""

import random
from collections import Counter

import pytest

from rules.bots import SearchBot
from rules.la_criatura import GAME
from rules.la_criatura.cards import EVENT_IDS, WEAPON_IDS
from rules.la_criatura.state import COMBAT, HELI_EVENTS, OVER
from tests.conformance import play_random_game, replay

SECRET_KINDS = {"character", "blood_test", "camera", "hive_mind", "hive_mind_contact", "weapon", "weapon_kept",
                "drew_cards", "stimulant"}


def random_states(players, seed, options=None):
    rnd = random.Random(seed)
    s = GAME.setup(players, seed, options)
    yield s
    while not GAME.is_over(s):
        p = rnd.choice(GAME.to_act(s))
        s = GAME.apply(s, rnd.choice(GAME.legal_moves(s, p)))
        yield s


def check_invariants(s):
    n = s.players
    # exactly one Creature card in play until it is neutralised
    assert (0 <= s.holder < n) if s.creature_found < 2 else s.holder == -1
    assert all(0 <= t <= 2 for t in s.tokens)
    prompt = s.prompts[-1] if s.prompts else None
    for p in range(n):
        if len(s.hands[p]) > 3:
            assert prompt == ("discard_down", p, len(s.hands[p]) - 3)
        limit = 2 if s.table[p] else 1
        if len(s.weapons[p]) > limit:
            assert prompt == ("drop_weapon", p, 1)
    weapons = [w for ws in s.weapons for w in ws] + s.weapon_deck + s.weapons_out
    assert sorted(weapons) == sorted(WEAPON_IDS)  # never more than ten, none lost or copied
    cards = [c for h in s.hands for c in h] + s.deck + s.discard + [c for t in s.table for c in t]
    cards += [x[1] for x in s.stack]
    assert Counter(cards) == Counter(EVENT_IDS)
    assert sum(s.sedated) <= 2


def check_secrecy(s):
    n = s.players
    public = GAME.view(s, None)
    assert all(e.to is None for e in public.events)
    assert not any(e.kind in SECRET_KINDS for e in public.events)
    open_weapons = s.phase in (HELI_EVENTS, COMBAT, OVER)
    if not (s.revealed or s.phase == OVER):
        assert public.statuses == [None] * n
    for q in range(n):
        v = GAME.view(s, q)
        assert all(e.to is None or q in e.to for e in v.events)
        assert v.statuses == public.statuses
        if not open_weapons:
            assert all(v.weapons[p] == [] for p in range(n) if p != q)
            assert all(e.data.get("weapon") is None for e in v.events if e.kind in ("weapon_drawn", "weapon_returned"))
    # moving the Creature and the infections elsewhere changes nothing the public or a bystander sees
    if s.revealed or s.phase == OVER or (s.prompts and s.prompts[-1][0] == "camouflage") or s.holder < 0:
        return
    t = s.clone()
    t.holder = (s.holder + 1) % n
    t.infected = [not x for x in s.infected]
    assert GAME.view(t, None) == public


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3), (7, 4), (10, 5), (6, 6), (8, 7), (9, 8)])
def test_invariants_and_secrecy(players, seed):
    for i, s in enumerate(random_states(players, seed)):
        check_invariants(s)
        if i % 5 == 0:
            check_secrecy(s)
    assert s.phase == OVER and GAME.result(s).winners


@pytest.mark.parametrize("seed", range(40))
def test_invariants_many_fast_games(seed):
    options = {"two_seats": seed % 4 == 3}
    last = None
    for s in random_states(3 + seed % 8, 1000 + seed, options):
        check_invariants(s)
        last = s
    alive = [p for p in range(last.players) if last.standing[p]]
    if options["two_seats"]:
        assert len(alive) == 2
    elif not last.revealed:
        assert len(alive) == 1


@pytest.mark.parametrize(("players", "two_seats"), [(3, False), (6, True), (10, False)])
def test_contract_with_options(players, two_seats):
    options = {"two_seats": two_seats}
    s, moves = play_random_game(GAME, players, seed=players, check_every=3, options=options)
    again = replay(GAME, players, players, moves, options)
    assert GAME.dump_state(again) == GAME.dump_state(s)


def test_winners_follow_lc_26():
    seen = Counter()
    for seed in range(60):
        options = {"two_seats": seed % 3 == 0}
        *_, s = random_states(3 + seed % 8, 500 + seed, options)
        side = {p for p in range(s.players) if p == s.holder or s.infected[p]}
        alive = [p for p in range(s.players) if s.standing[p]]
        if s.revealed:
            kind = "revealed"
            assert set(s.winners) in (side, set(range(s.players)) - side)
        elif all(p not in side for p in alive):
            kind = "humans"
            assert s.winners == alive
        else:
            kind = "creature"
            assert set(s.winners) == side
        seen[kind] += 1
    assert seen["humans"] and seen["creature"]


def test_search_bots_vote_play_and_attack_from_their_views():
    bots = [SearchBot(seed=i, iterations=4) for i in range(5)]
    s = GAME.setup(5, 13)
    while not GAME.is_over(s):
        seat = GAME.to_act(s)[0]
        move = bots[seat].choose(GAME, GAME.view(s, seat))
        assert move in GAME.legal_moves(s, seat)
        s = GAME.apply(s, move)
    done = {e.kind for e in s.log}
    assert {"vote", "play", "attack"} <= done

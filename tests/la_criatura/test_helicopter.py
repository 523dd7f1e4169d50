"""The helicopter phase: the simultaneous reveal choice, end of combat, winners (LC-22, LC-25, LC-26)."""

from rules.la_criatura import GAME
from rules.la_criatura.state import COMBAT, HELI_REVEAL, OVER, Attack, HeliReady
from tests.la_criatura.helpers import d6, kinds, quiet, rig


def at_helicopter(players=4, seed=31, holder=1, infected=(), two_seats=False):
    s = quiet(players, seed)
    s.two_seats = two_seats
    s.holder = holder
    s.infected = [p in infected for p in range(players)]
    s.turn = players - 1
    GAME._start_turn(s)
    GAME._advance(s)
    return s


def test_everyone_confirms_at_once_and_the_choice_stays_hidden():
    s = at_helicopter()
    assert s.phase == HELI_REVEAL and GAME.to_act(s) == [0, 1, 2, 3]
    assert GAME.legal_moves(s, 0) == [HeliReady(0, False)]
    assert GAME.legal_moves(s, 1) == [HeliReady(1, False), HeliReady(1, True)]
    s = GAME.apply(s, HeliReady(1, True))
    hidden = GAME.view(s, None)
    t = GAME.apply(GAME.apply(at_helicopter(), HeliReady(2, False)), HeliReady(1, False))
    assert GAME.to_act(s) == [0, 2, 3] and not s.revealed
    assert hidden.ready == [False, True, False, False] and not hidden.revealed
    assert GAME.view(t, None).ready == [False, True, True, False]
    for p in (0, 2, 3):
        s = GAME.apply(s, HeliReady(p, False))
    assert s.revealed and s.phase == COMBAT
    assert GAME.view(s, None).statuses == ["human", "creature", "human", "human"]


def test_no_reveal_offered_with_two_seats_or_after_neutralisation():
    assert at_helicopter(two_seats=True).phase != HELI_REVEAL
    assert at_helicopter(holder=-1, infected=(1,)).phase != HELI_REVEAL


def finish(s, attacker, target, rolls):
    s.attack_order = [attacker] + [p for p in s.attack_order if p != attacker]
    s.attack_pos = 0
    s.rng = rig(*[d6(r) for r in rolls])
    return GAME.apply(s, Attack(attacker, target))


def ready_all(s, reveal=False):
    while s.phase == HELI_REVEAL:
        p = GAME.to_act(s)[0]
        s = GAME.apply(s, HeliReady(p, reveal and p == s.holder))
    return s


def test_hidden_mode_human_survivor_wins_alone():
    s = ready_all(at_helicopter(3, holder=1, infected=(2,)))
    s.standing[2] = False
    s = finish(s, 0, 1, [6])
    assert s.phase == OVER and s.winners == [0]
    assert GAME.result(s).scores == [1.0, 0.0, 0.0]


def test_hidden_mode_infected_survivor_wins_for_the_creature_side():
    s = ready_all(at_helicopter(3, holder=1, infected=(2,)))
    s.standing[1] = False
    s = finish(s, 2, 0, [6])
    assert s.winners == [1, 2]  # the Creature side, the eliminated Creature included


def test_revealed_mode_ends_when_a_side_is_gone():
    s = ready_all(at_helicopter(4, holder=1, infected=(2,)), reveal=True)
    assert s.revealed
    s.standing[2] = False
    s = finish(s, 0, 1, [6, 6])  # two dice for the human
    assert kinds(s, "attack")[-1].data["dice"] == [6, 6]
    assert s.phase == OVER and s.winners == [0, 3]  # all humans win together
    assert [p for p in range(4) if s.standing[p]] == [0, 3]


def test_two_seats_humans_need_both_passengers():
    s = ready_all(at_helicopter(3, holder=1, two_seats=True))
    s = finish(s, 0, 1, [6])
    assert s.phase == OVER and s.winners == [0, 2]
    s = ready_all(at_helicopter(3, holder=1, infected=(2,), two_seats=True))
    s = finish(s, 1, 0, [6])
    assert s.winners == [1, 2]
    s = ready_all(at_helicopter(3, holder=1, two_seats=True))
    s = finish(s, 1, 2, [6])
    assert s.winners == [1]  # a human and the Creature board: the Creature side wins


def test_sedated_attackers_act_last_even_when_awake():
    s = quiet(4, 32)
    s.sedated[0], s.sedated_turn[0] = True, 3
    s.turn = 3
    GAME._start_turn(s)
    assert s.attack_order[-1] == 0 and s.attack_order[0] != 0


def test_descriptions_cover_every_event_and_move():
    import random
    rnd = random.Random(1)
    for seed in range(6):
        s = GAME.setup(3 + seed, seed, {"two_seats": seed == 4})
        while not GAME.is_over(s):
            p = rnd.choice(GAME.to_act(s))
            moves = GAME.legal_moves(s, p)
            for m in moves:
                assert str(GAME.describe_move(m)).startswith("Player")
            s = GAME.apply(s, rnd.choice(moves))
        for e in s.log:
            line = str(GAME.describe_event(e))
            assert line != e.kind and "{" not in line, (e, line)

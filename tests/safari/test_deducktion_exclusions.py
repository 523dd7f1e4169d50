"""What a seat knows another hand does not hold (`excluded_faces`): never false, and never forgotten while
the seat's own events still prove it.

A zero answer rules its faces out of the answering hand. The proof lasts until that hand takes in a card
the seat did not see: a party to an exchange sees every card that goes in (its `exchange_cards`), so only
the faces of those cards stop being ruled out there (and a card it handed over is known held, by
`known_holders`). The last look found the notepad dropping "not Bob" on every exchange the seat took part
in (1,759 times in 300 random games): Cyd hears Bob answer 0 for Lion 1, later hands Bob only Lion 2 and
Lion 4, and Lion 1 fell back to "Bob said 0".

`provable` below is the measure, read from the true game: the faces ruled out by a zero answer and not
since taken in by that hand, where any card taken in out of the seat's sight forgets them all.
"""

import random

import pytest

from rules.safari.deducktion import GAME, Ask, Flip, Give, excluded_faces, face, known_holders, proven_missing

SEATS = ("Ada", "Bob", "Cyd")


def faces_of(cards) -> set[str]:
    return {face(c) for c in cards}


def provable(before, after, seat, proved: list[set[str]]) -> list[set[str]]:
    """`proved` (per player, what `seat` can prove is not in that hand) moved on by one move, from the true
    states: zero answers add their faces; cards that came into a hand take their faces away if `seat` saw
    them come (it was a party to the exchange), or take everything away if it did not."""
    proved = [set(p) for p in proved]
    new = after.log[len(before.log):]
    watched = any(e.kind == "exchange_cards" and seat in e.to for e in new)
    for e in new:
        if e.kind == "ask" and e.data["count"] == 0:
            proved[e.data["target"]] |= set(e.data["faces"])
    for p in range(after.players):
        came = set(after.hands[p]) - set(before.hands[p])
        if came:
            proved[p] = proved[p] - faces_of(came) if watched and p != seat else set()
    return proved


def games(count, players_choices=(2, 3, 4, 5)):
    """(players, the states of a random game in order), `count` games."""
    for k in range(count):
        players = players_choices[k % len(players_choices)]
        rnd = random.Random(k)
        s = GAME.setup(players, k)
        states = [s]
        while not GAME.is_over(s):
            s = GAME.apply(s, rnd.choice(GAME.legal_moves(s, rnd.choice(GAME.to_act(s)))))
            states.append(s)
        yield players, states


def test_the_seed_1_case_cyd_keeps_not_bob_for_lion_1():
    """Three players, seed 1 (Ada, Bob, Cyd are seats 0, 1, 2). Cyd asks Bob about Lion 1, Lion 2, Zebra 1
    and Zebra 2: Bob answers 0. Later Cyd asks Bob how many 1s and 6s he has on Elephant or Zebra cards
    (the Ducktor 1 as Zebra): 2, and Cyd hands over Lion 2 and Lion 4. Bob's hand took in only those two:
    he still holds no Lion 1 and no Zebra 1 or 2, and now holds Lion 2 and Lion 4."""
    s = GAME.setup(3, 1)
    moves = [Flip(1), Ask(1, 2, ("tiger-3a", "ducktor-2"), "tiger", False),
             Flip(2), Ask(2, 1, ("lion-1a", "zebra-2a"), None, False),
             Ask(0, 2, ("elephant-5a", "tiger-5a"), None, False), Give(0, ("lion-5b",)),
             Flip(1), Ask(1, 0, ("lion-4a", "tiger-2a"), None, False), Give(1, ("monkey-6b",)),
             Flip(2), Ask(2, 1, ("elephant-6a", "ducktor-1"), "zebra", False)]
    for move in moves:
        s = GAME.apply(s, move)
    assert sorted(s.question["faces"]) == ["elephant-1", "elephant-6", "zebra-1", "zebra-6"]
    assert s.question["count"] == 2
    cyd = GAME.view(s, 2)
    assert "lion-1" in excluded_faces(cyd)[1]
    # Bob took in Lion 2 and Tiger 2 from Ada since (Ada's view only): Cyd keeps what that exchange could not show
    assert excluded_faces(cyd)[1] == {"lion-1", "zebra-1", "zebra-2"}
    s = GAME.apply(s, Give(2, ("lion-2b", "lion-4b")))
    cyd = GAME.view(s, 2)
    assert excluded_faces(cyd)[1] == {"lion-1", "zebra-1", "zebra-2"}, "Bob took in only Lion 2 and Lion 4"
    assert {c: p for c, p in known_holders(cyd).items() if p == 1} == {"lion-2b": 1, "lion-4b": 1}
    assert not faces_of(s.hands[1]) & excluded_faces(cyd)[1]
    # Ada saw none of those cards: Bob took in cards from Cyd's hand, which could hold anything Cyd did
    assert excluded_faces(GAME.view(s, 0))[1] == set()


def test_a_seat_keeps_every_face_its_own_events_prove_and_nothing_false():
    """Over 120 random games of 2 to 5 players, for every seat after every move: what `excluded_faces` rules
    out is true of the real hands, and holds everything `provable` proves (no fact dropped while provable);
    the public table's too. `proven_missing` never names a card that is not missing."""
    checked = kept = 0
    for players, states in games(120):
        proved = {seat: [set() for _ in range(players)] for seat in (None, *range(players))}
        for before, after in zip(states, states[1:], strict=False):
            for seat in proved:
                proved[seat] = provable(before, after, seat, proved[seat])
                view = GAME.view(after, seat)
                ruled_out = excluded_faces(view)
                for p in range(players):
                    if p == seat:
                        continue
                    assert not ruled_out[p] & faces_of(after.hands[p]), f"seat {seat} is wrong about {p}'s hand"
                    assert not proved[seat][p] & faces_of(after.hands[p]), "the measure itself is sound"
                    missed = proved[seat][p] - ruled_out[p]
                    assert not missed, f"seat {seat} forgot {sorted(missed)} of player {p}'s, still provable"
                    checked += len(ruled_out[p])
                    kept += len(proved[seat][p])
                if seat is not None:
                    assert set(proven_missing(view).values()) <= set(after.missing)
    assert checked > 10_000 and kept > 5_000, "the games ruled many faces out"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_determinize_deals_keep_every_exclusion(players):
    """The deals a bot imagines hold nothing a seat has ruled out (and the view they give is the seat's)."""
    for _players, states in games(3, (players,)):
        for state in states[::3]:
            for seat in range(players):
                view = GAME.view(state, seat)
                ruled_out = excluded_faces(view)
                for k in range(4):
                    d = GAME.determinize(view, k)
                    assert GAME.view(d, seat) == view
                    for p in range(players):
                        if p != seat:
                            assert not ruled_out[p] & faces_of(d.hands[p])

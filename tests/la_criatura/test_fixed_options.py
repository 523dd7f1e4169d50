"""The `dice` and `creature_deals` options: fixed rolls and deals for tutorials and tests, refused outside their
range, and a default game that is the same game, seed for seed, as before the options existed."""

import hashlib
import json
import random

import pytest

from rules.core import SetupError
from rules.la_criatura.engine import GAME

BEFORE = {(3, 1): "62445fbc53ed4784", (5, 7): "d88ffa0028d6d9d9", (10, 5): "768c2d7c6cfde0a8"}
"""Fingerprints of whole random games taken with the engine before the options were added. Two were taken
again when "Attack round N" moved after the last attack of round N - 1 and a vote decided by a tie roll
began to say so; the games were otherwise event for event the same (checked against the engine before)."""


def play_out(players, seed, options=None):
    s = GAME.setup(players, seed, options)
    rnd = random.Random(seed)
    while not GAME.is_over(s):
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, rnd.choice(GAME.legal_moves(s, seat)))
    return s


def fingerprint(s) -> str:
    """Every event of the game but the spoken passes (added with the table, they change nothing)."""
    words = [f"{e.kind}|{e.to}|{json.dumps(e.data, sort_keys=True)}" for e in s.log if e.kind != "passed"]
    return hashlib.sha256("\n".join(words).encode()).hexdigest()[:16]


@pytest.mark.parametrize("players,seed", sorted(BEFORE))
def test_the_default_game_is_unchanged(players, seed):
    assert fingerprint(play_out(players, seed)) == BEFORE[(players, seed)]
    assert fingerprint(play_out(players, seed, {"dice": [], "creature_deals": []})) == BEFORE[(players, seed)]


def rolls(s) -> list[int]:
    out = []
    for e in s.log:
        if e.kind in ("movement_roll", "leader_roll", "defended") and e.data.get("roll"):
            out.append(e.data["roll"])
        elif e.kind == "tie_roll":
            out += e.data["rolls"]
        elif e.kind == "attack" and not e.data["auto"]:
            out += e.data["dice"]
    return out


def test_every_pass_is_said():
    s = play_out(4, 2)
    said = [str(GAME.describe_event(e)) for e in s.log if e.kind == "passed"]
    assert "Player 1 plays no event" in said or any(w.endswith("plays no event") for w in said)


def test_fixed_dice_come_first_in_order():
    fixed = [6, 1, 3, 3, 5, 2, 4, 6, 1, 2]
    s = play_out(5, 11, {"dice": fixed})
    assert rolls(s)[:len(fixed)] == fixed[:len(rolls(s))]
    assert s.fixed_rolls == [] or len(rolls(s)) < len(fixed)


def test_fixed_deals_place_the_creature():
    s = GAME.setup(4, 3, {"creature_deals": [2, 2]})
    assert GAME.view(s, 2).status == "creature"
    assert all(GAME.view(s, p).status == "human" for p in (0, 1, 3))
    s = GAME.setup(4, 3, {"creature_deals": [1, 3]})
    assert GAME.view(s, 3).status == "creature" and GAME.view(s, 1).status == "infected"


def test_a_movement_roll_of_five_keeps_the_cards_where_they_are():
    s = GAME.setup(4, 3, {"dice": [5]})
    while GAME.view(s, None).phase != "discard" and not GAME.is_over(s):
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, GAME.legal_moves(s, seat)[-1])
    assert any(e.kind == "movement_roll" and e.data["roll"] == 5 and not e.data["moves"] for e in s.log)


@pytest.mark.parametrize("options,words", [({"dice": [0]}, "1 to 6"), ({"dice": [7, 3]}, "not 7"),
                                           ({"creature_deals": [4]}, "0 to 3"), ({"creature_deals": [-1]}, "not -1")])
def test_out_of_range_is_refused_with_a_plain_reason(options, words):
    with pytest.raises(SetupError, match=words):
        GAME.setup(4, 1, options)


def test_a_saved_game_keeps_its_fixed_rolls():
    s = GAME.setup(4, 3, {"dice": [2, 2, 6]})
    again = GAME.load_state(GAME.dump_state(s))
    assert again.fixed_rolls == s.fixed_rolls

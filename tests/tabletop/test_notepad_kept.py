"""The notepad keeps every "not X" its seat's events still prove, and states none that is false.

Measured as the last look did (Deducktion's `notepad_facts` over random games, every seat after every
move, against the true game): a zero answer's "not X" dropped back to "X said 0" on every exchange the seat
took part in, though it had seen every card X took in. `provable` (tests/safari/test_deducktion_exclusions.py)
says what the seat's events prove; a card placed somewhere (in a hand, a meld, face up, proved missing) is
said so instead, which is better than "not X".
"""

from rules.safari.deducktion import GAME
from rules.safari.deducktion_notepad import LOCATED, notepad_facts
from tests.safari.test_deducktion_exclusions import faces_of, games, provable


def test_no_provable_not_is_dropped_and_none_is_false():
    shown = dropped = 0
    for players, states in games(100):
        proved = {seat: [set() for _ in range(players)] for seat in range(players)}
        for before, after in zip(states, states[1:], strict=False):
            for seat in range(players):
                proved[seat] = provable(before, after, seat, proved[seat])
                facts = notepad_facts(GAME.view(after, seat))
                nots = {(f, p) for f, found in facts.items() for kind, p in found if kind == "not"}
                located = {f for f, found in facts.items() if any(kind in LOCATED for kind, _p in found)}
                for f, p in nots:
                    assert f not in faces_of(after.hands[p]), f"seat {seat}'s notepad says {f} is not {p}'s"
                lost = {(f, p) for p in range(players) if p != seat for f in proved[seat][p] - located} - nots
                dropped += len(lost)
                shown += len(nots)
    assert dropped == 0, f"{dropped} facts still provable were dropped from the notepads"
    assert shown > 10_000

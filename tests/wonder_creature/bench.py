"""Random-playout speed through legal_moves + apply (run: python -m tests.wonder_creature.bench).

Not a test (timing on a shared machine can't be a fair assertion); the number goes in the report.
"""

import random
import time

from rules.wonder_creature import GAME


def moves_per_second(players: int, advanced: bool, seconds: float = 2.0) -> float:
    chooser = random.Random(1)
    moves = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = GAME.setup(players, seed, {"advanced": advanced})
        seed += 1
        while acting := GAME.to_act(s):
            seat = chooser.choice(acting)
            s = GAME.apply(s, chooser.choice(GAME.legal_moves(s, seat)))
            moves += 1
    return moves / (time.perf_counter() - start)


if __name__ == "__main__":
    for players, advanced in [(2, False), (3, False), (2, True), (4, True), (6, True)]:
        label = f"{players} players{' advanced' if advanced else ''}"
        print(f"{label:22s} {moves_per_second(players, advanced):10,.0f} moves/s")

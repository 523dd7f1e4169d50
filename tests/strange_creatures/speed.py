"""Random playouts through legal_moves + apply; prints moves per second.

Run: python -m tests.strange_creatures.speed [players] [games]
"""

import random
import sys
import time

from rules.strange_creatures import GAME


def measure(players: int = 4, games: int = 60, expert: bool = False) -> float:
    chooser = random.Random(0)
    moves = 0
    started = time.perf_counter()
    for seed in range(games):
        s = GAME.setup(players, seed, {"expert": expert})
        while True:
            acting = GAME.to_act(s)
            if not acting:
                break
            s = GAME.apply(s, chooser.choice(GAME.legal_moves(s, acting[0])))
            moves += 1
    rate = moves / (time.perf_counter() - started)
    print(f"{players} players, expert={expert}: {moves} moves, {rate:,.0f} moves/s")
    return rate


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    g = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    measure(n, g)
    measure(n, g, expert=True)

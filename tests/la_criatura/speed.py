"""Speed check (not a test): random moves per second and the median time of a random 10-player game.

    python -m tests.la_criatura.speed
"""

import random
import statistics
import time

from rules.la_criatura import GAME


def random_game(players: int, seed: int) -> int:
    chooser = random.Random(seed)
    s = GAME.setup(players, seed)
    moves = 0
    while True:
        acting = GAME.to_act(s)
        if not acting:
            return moves
        seat = chooser.choice(acting)
        s = GAME.apply(s, chooser.choice(GAME.legal_moves(s, seat)))
        moves += 1


def main() -> None:
    times, total = [], 0
    start = time.process_time()
    for seed in range(40):
        t0 = time.process_time()
        total += random_game(10, seed)
        times.append(time.process_time() - t0)
    spent = time.process_time() - start
    print(f"10 players: {total / spent:,.0f} moves/s, median game {statistics.median(times) * 1000:.1f} ms "
          f"({total / 40:.0f} moves per game)")
    start, total = time.process_time(), 0
    for seed in range(80):
        total += random_game(3 + seed % 8, seed)
    print(f"3-10 players: {total / (time.process_time() - start):,.0f} moves/s")


if __name__ == "__main__":
    main()

"""The speed bars: 10,000 random moves per second and a random 10-player game in under 100 ms (median).
Measured in process CPU time, because the machine is shared."""

import statistics
import time

from tests.la_criatura.speed import random_game


def test_speed_bars():
    times, total = [], 0
    for seed in range(12):
        t0 = time.process_time()
        total += random_game(10, 900 + seed)
        times.append(time.process_time() - t0)
    assert total / sum(times) >= 10_000
    assert statistics.median(times) < 0.100

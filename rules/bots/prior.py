"""Which root moves a search looks at first: the ones that gain on the spot, then the hint's favourites.

With dozens or hundreds of legal moves a short search cannot try them all, so progressive
widening brings moves in a few at a time, and the order matters. A person first sees the moves
that score right away (a pair shown in Animal Hunt, a herd laid in Herds), so those come first:
each move is tried once on one imagined deal and the standings after it (`result` of the unfinished
game) are compared with before. Ties keep a random order, so no move is favoured by its place in
the list. The scan looks at `SCAN` moves at most (a random sample of Savannah's hundreds, which
would otherwise eat half of a short budget) and stops when the clock runs out; the rest keep a
random order.
"""

SCAN = 64


def root_order(game, state, moves, seat: int, rng, hint, budget, standings) -> tuple[list[int], list[float]]:
    """(the move indices, best first; each move's gain on the spot as a value from 0 to 1, see `values`).
    `standings(game, state)` says how a state stands (`Hint.standings`: mostly the engine's result)."""
    order = list(range(len(moves)))
    rng.shuffle(order)
    before = standings(game, state).scores[seat]
    gain = {}
    for i in order[:SCAN]:
        if budget.out_of_time():
            break
        after = game.apply(state, moves[i])
        gain[i] = standings(game, after).scores[seat] - before
    return sorted(order, key=lambda i: (-gain.get(i, 0.0), -hint.weight(moves[i]))), values(gain, len(moves))


def values(gain: dict[int, float], count: int) -> list[float]:
    """Gains as rewards from 0 (the worst scanned) to 1 (the best); 0.5 for all when they gain alike,
    and the scanned moves' average for a move the scan did not reach."""
    if not gain or max(gain.values()) == min(gain.values()):
        return [0.5] * count
    low, high = min(gain.values()), max(gain.values())
    scaled = {i: (g - low) / (high - low) for i, g in gain.items()}
    rest = sum(scaled.values()) / len(scaled)
    return [scaled.get(i, rest) for i in range(count)]

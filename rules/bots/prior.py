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


def root_order(game, state, moves, seat: int, rng, hint, budget) -> list[int]:
    order = list(range(len(moves)))
    rng.shuffle(order)
    before = game.result(state).scores[seat]
    gain = {}
    for i in order[:SCAN]:
        if budget.out_of_time():
            break
        after = game.apply(state, moves[i])
        gain[i] = game.result(after).scores[seat] - before
    return sorted(order, key=lambda i: (-gain.get(i, 0.0), -hint.weight(moves[i])))

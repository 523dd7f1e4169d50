"""Play an imagined game on from a state, quickly, until it ends, runs long, or the time is up.

Moves are drawn at random, leaning the way a game's hint says (uniform without one). A playout
checks the clock after every move, so a long game (Herds runs past a thousand moves) cannot make
a decision late; one cut off by the clock is reported so the caller can leave it uncounted.
"""


def pick(moves, rng, hint):
    """One move at random, weighted by the hint."""
    if hint.uniform or len(moves) == 1:
        return moves[rng.below(len(moves))] if len(moves) > 1 else moves[0]
    weights = [hint.weight(m) for m in moves]
    x = (rng.next64() / 18446744073709551616.0) * sum(weights)
    for m, w in zip(moves, weights, strict=True):
        x -= w
        if x < 0:
            return m
    return moves[-1]


def acting_seat(game, state, rng):
    """The seat that moves next (several may be due at once: any of them may go first)."""
    acting = game.to_act(state)
    if not acting:
        return None
    return acting[0] if len(acting) == 1 else acting[rng.below(len(acting))]


def playout(game, state, rng, hint, budget, max_moves: int):
    """(final state, moves made, cut) where cut means the clock ran out before the end or the cap."""
    made = 0
    while made < max_moves:
        seat = acting_seat(game, state, rng)
        if seat is None:
            break
        if budget.out_of_time():
            return state, made, True
        state = game.apply(state, pick(game.legal_moves(state, seat), rng, hint))
        made += 1
    return state, made, False

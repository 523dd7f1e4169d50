"""Play an imagined game on from a state, quickly, until it ends, runs long, or the time is up.

Moves are drawn at random, leaning the way a game's hint says (uniform without one) and, with
move-average sampling (`mast.py`), towards moves that have paid in this decision's earlier
playouts. A playout checks the clock after every move, so a long game (Herds runs past a thousand
moves) cannot make a decision late; one cut off by the clock is reported so the caller can leave
it uncounted.
"""


def pick(moves, rng, hint, mast=None, state=None, seat=None):
    """One move at random, weighted by the hint (and the move averages, when learning)."""
    if len(moves) == 1:
        return moves[0]
    if mast is None and hint.uniform:
        return moves[rng.below(len(moves))]
    weights = hint.weights_in(state, seat, moves)
    if mast is not None:
        weights = [w * mast.weight(m) for w, m in zip(weights, moves, strict=True)]
    return moves[rng.weighted(weights)]


def acting_seat(game, state, rng):
    """The seat that moves next (several may be due at once: any of them may go first)."""
    acting = game.to_act(state)
    if not acting:
        return None
    return acting[0] if len(acting) == 1 else acting[rng.below(len(acting))]


def playout(game, state, rng, hint, budget, max_moves: int, mast=None, line=None, stage=None):
    """(final state, moves made, cut) where cut means the clock ran out before the end or the cap.
    With `line` (a list), the moves made are appended to it, for the move averages to learn from.
    With `stage` (the hint's stage where the decision was taken), it stops when that stage is over."""
    made = 0
    while made < max_moves:
        if stage is not None and hint.stage(state) != stage:
            break
        seat = acting_seat(game, state, rng)
        if seat is None:
            break
        if budget.out_of_time():
            return state, made, True
        move = pick(game.legal_moves(state, seat), rng, hint, mast, state, seat)
        if line is not None:
            line.append(move)
        state = game.apply(state, move)
        made += 1
    return state, made, False

"""The one line that says why a hint (hint.py) suggests its move, made from the hinted seat's view alone.

Three parts, each the engine's or the search's own: what the move does (the move as the seat's button says it,
`Adapter.narrate_move` speaking to the seat), what it rules out when the moves are few (the engine's refusal of
the nearest move the seat cannot make: one of its own pieces no move starts from, tapped or dropped where the hint
goes, tried on a state imagined from the view, as a phone's `why_not` does), and the search's estimate against the
next alternative it tried ("It won 7 of 10 imagined games; the next best (Play the green 4): 4."). Laptop and
phones say it the same way, the laptop to the person whose turn it is, a phone to its own player.
"""

from ..games import make_adapter
from ..language import _, n_
from ..phones.refusals import why_not
from .frame import make_frame

FEW = 4                   # at most this many legal moves: the line also says what the hint rules out
LAYOUT = (1280, 800)      # the size the seat's pieces are laid out at to find its own (as the phones do)
OUT_OF = 10               # an estimate is said as "in N of 10 imagined games"


def seat_adapter(game, names: list[str], seat: int, match=None):
    """An adapter of its own that speaks to the hinted seat ("Play the green 6"), with the players' names."""
    adapter = make_adapter(game.id, game)
    adapter.names = list(names)
    adapter.you = seat
    adapter.match = match
    adapter.duckies = tuple(match.record.duckies or ()) if match is not None else ()
    return adapter


def move_words(adapter, move) -> str:
    """The move as the seat's own screen words it: a button's label ("Play no event"), else its button words."""
    grip = adapter.grip(move)
    if grip is not None and grip.target is None and grip.label:
        return grip.label
    return adapter.narrate_move(move).strip().rstrip(".")


def hint_line(game, view, answer, names: list[str], seed: int, match=None) -> str:
    """The hint's line for `view.seat`: what, what it rules out (when the moves are few), how it stood."""
    adapter = seat_adapter(game, names, view.seat, match)
    imagined = game.determinize(view, seed)       # a seat's own moves and refusals never hang on what it cannot see
    moves = game.legal_moves(imagined, view.seat)
    parts = [_("Hint: {move}.", move=move_words(adapter, answer.move))]
    if len(moves) <= FEW:
        out = ruled_out(game, adapter, view, imagined, answer.move, moves)
        if out:
            parts.append(out)
    parts.append(estimate(adapter, answer, len(moves)))
    return " ".join(p for p in parts if p)


def estimate(adapter, answer, legal: int) -> str:
    """The search's own figure for its choice and for the alternative it tried most after it."""
    if legal <= 1:
        return _("It is your only move.")
    best = answer.moves[0]
    if best.tried <= 0:
        return ""
    n = round(best.mean * OUT_OF)
    other = next((o for o in answer.others if o.tried > 0), None)
    if other is None:
        return n_("It won {n} of 10 imagined games.", "It won {n} of 10 imagined games.", n)
    m = round(other.mean * OUT_OF)
    if m == n:      # as good as the search could tell: said so, not as a difference it did not find
        return n_("It won {n} of 10 imagined games; the next best ({other}) about as many.",
                  "It won {n} of 10 imagined games; the next best ({other}) about as many.", n,
                  other=move_words(adapter, other.move))
    return n_("It won {n} of 10 imagined games; the next best ({other}): {m}.",
              "It won {n} of 10 imagined games; the next best ({other}): {m}.",
              n, other=move_words(adapter, other.move), m=str(m))


def ruled_out(game, adapter, view, imagined, move, moves) -> str:
    """The engine's refusal of the nearest move the seat cannot make: one of its own pieces that no legal move
    starts from, tapped or put where the hint goes (then where its other moves go), or "" when there is none."""
    zones = adapter.zones(view, make_frame(LAYOUT))
    grips = [adapter.grip(m) for m in moves]
    sources = {g.source for g in grips if g is not None}
    hinted = adapter.grip(move)
    targets = [hinted.target] if hinted is not None and hinted.target else []
    targets += [g.target for g in grips if g is not None and g.target and g.target not in targets]
    home = next((z for z in zones if hinted is not None and any(p.handle == hinted.source for p in z.pieces())), None)
    pieces = [p for z in ([home] if home is not None else []) + [z for z in zones if z is not home]
              for p in z.pieces()]
    seen = set()
    for piece in pieces:
        handle = piece.handle
        if not handle or handle in sources or handle in seen or not adapter.draggable(view, handle):
            continue
        seen.add(handle)
        why = why_not(game, imagined, adapter, view, handle, targets)
        if why is not None:
            described = adapter.describe(piece.face)
            reason = why.reason.strip().rstrip(".")
            if described and described[0]:
                return _("Not {piece}: {reason}.", piece=described[0], reason=reason)
            return why.reason
    return ""

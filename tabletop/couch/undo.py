"""Undo, the Board Game Arena way: take back your own last move while nothing new has been revealed
and nobody else has acted since.

"Nothing revealed" is tested generically, without knowing the game: the mover's view before the
move is turned into several full states with `determinize` (each a different guess at what the
mover could not see), the same move is applied to each, and the mover's views afterwards are
compared. If they differ, the move showed the mover something that depended on hidden information
(a card drawn, a die rolled, another player's card), so taking it back would let them choose again
knowing it.
"""

from rules import IllegalMove

from ..language import _, words

SAMPLES = 6


def revealed_something(game, before, move, after=None, samples: int = SAMPLES) -> bool:
    """Did `move` (by move.seat, from state `before`) show its mover anything they could not know?"""
    seat = move.seat
    seen = set()
    if after is not None:
        seen.add(game.view(after, seat).model_dump_json())
    try:
        view_before = game.view(before, seat)
        for seed in range(1, samples + 1):
            guess = game.determinize(view_before, seed)
            seen.add(game.view(game.apply(guess, move), seat).model_dump_json())
            if len(seen) > 1:
                return True
    except (IllegalMove, NotImplementedError, ValueError, KeyError, IndexError, TypeError):
        return True  # cannot prove nothing was revealed: be safe and keep the move
    return len(seen) > 1


def undo_refusal(game, states: list, moves: list, seat: int | None, names: list[str] | None = None) -> str | None:
    """Why `seat` may not take back the last move, in words; None when the undo is allowed.

    `states[i]` is the state before `moves[i]`; `states[-1]` is the current one.
    """
    def name(p: int) -> str:
        return names[p] if names and 0 <= p < len(names) else words().seat(p)

    if not moves:
        return _("Nothing has been played yet, so there is nothing to undo.")
    if seat is None:
        return _("Only a player can undo their own move; the table display cannot.")
    last = moves[-1]
    if last.seat != seat:
        return _("{who} has played since your move, and a move can only be taken back before anyone else acts.",
                 who=name(last.seat))
    if game.is_over(states[-1]):
        return _("The game is over; its final move cannot be taken back.")
    if revealed_something(game, states[-2], last, states[-1]):
        return _("Your move revealed something new (a card drawn, a roll, a card from another player), "
                 "so it cannot be taken back.")
    return None

"""What a move showed its maker alone: the private events they could not have foreseen.

Tested without knowing the game, as undo tests a reveal (undo.py): the mover's view before the move is
turned into several full states with `determinize`, the move is applied to each, and a private event of
the real outcome that is missing from one of those imagined outcomes depended on what the mover could not
see (a card drawn, a stack taken, a card handed over). A private event that every imagined outcome shares
(the card they passed themselves, their own guess) is only their choice told back to them.
"""

from rules import IllegalMove

SAMPLES = 6


def private_news(game, before, move, after, samples: int = SAMPLES) -> list:
    """The events of `move` (by move.seat, from state `before` to `after`) that only some seats see and
    that its mover could not have known; [] when there are none."""
    seat = move.seat
    view_before = game.view(before, seat)
    seen = len(view_before.events)
    private = [e for e in game.view(after, seat).events[seen:] if e.to is not None]
    if not private:
        return []
    news: list = []
    try:
        for sample in range(1, samples + 1):
            guess = game.determinize(view_before, sample)
            imagined = game.view(game.apply(guess, move), seat).events[seen:]
            news += [e for e in private if e not in imagined and e not in news]
            if len(news) == len(private):
                break
    except (IllegalMove, NotImplementedError, ValueError, KeyError, IndexError, TypeError):
        return private        # cannot tell what was foreseeable: show all that was private
    return [e for e in private if e in news]

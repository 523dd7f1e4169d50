"""Why a move is refused, in the players' names: a move a phone sent (the table refused it, or the position moved
on), and a piece a phone holds that no move starts from now.

The table explains a card that cannot be played by playing the move the gesture meant (`adapter.intent`) and saying
the engine's refusal with its rule (tabletop/table/input.py, tabletop/scenes/table_scene.py). A phone lists its
moves instead of taking gestures, so each piece of the seat that has no move at the seat's turn carries that same
refusal (`why_not`): the move a tap on it would mean, else a drop on a place the seat's moves use now, tried
against the engine (which changes nothing: `apply` works on a copy).
"""

from rules.core.errors import IllegalMove

from ..language import N_, _, words
from .messages import WhyNotOut

STALE_RULE = N_("Phones, moves")


class Stale(Exception):
    """A phone's choice that is no longer open to it (the position moved on); shown like a refusal."""

    def __init__(self, reason: str, rule: str = STALE_RULE):
        super().__init__(reason)
        self.reason, self.rule = reason, _(rule)


def refusal_of(err: Exception, adapter=None) -> tuple[str, str | None]:
    """(reason, rule) for a refused move, in the players' names when an adapter is given."""
    if isinstance(err, Stale):
        return err.reason, err.rule
    if isinstance(err, IllegalMove):
        if adapter is None:
            return words().refusal(err)
        # a refusal with fields is said from its message; a fixed sentence whole, with the players' names
        return adapter.say(err.said if err.said.params else err.reason), words().say(err.rule_said)
    return _("That move could not be played."), None


def why_not(game, state, adapter, view, handle: str, targets) -> WhyNotOut | None:
    """The engine's refusal of the move a gesture on `handle` would mean: a tap on it, else a drop on each of
    `targets` (the places the seat's moves use now) in turn; None when no gesture means a move (the page then
    says what to do instead)."""
    for target in (None, *targets):
        move = adapter.intent(view, handle, target)
        if move is None:
            continue
        try:
            game.apply(state, move)
        except IllegalMove as err:
            reason, rule = refusal_of(err, adapter)
            return WhyNotOut(reason=reason, rule=rule)
    return None

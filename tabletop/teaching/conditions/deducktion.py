"""Deducktion's conditions for its moments (tabletop/rules_text/deducktion.moments.json)."""

from rules.safari.components import is_explorer


def has_leftover(view, subject) -> bool:
    """A dealt card was left over and lies face up (3 and 4 players)."""
    return bool(view.leftover)


def turn_meld(view, move) -> bool:
    """The reader may meld at the start of their turn (not the final melds)."""
    return view.step == "meld"


def explorer_flipped(view, move) -> bool:
    """An explorer is among the reader's three question cards."""
    return any(is_explorer(c) for c in view.flipped)


def answered_some(view, event) -> bool:
    """A question was answered with one card or more."""
    return event.data.get("count", 0) > 0


def from_hand(view, move) -> bool:
    """The asker passes back cards of their own hand before seeing what comes."""
    return not view.exchange_from_received


def from_received(view, move) -> bool:
    """The asker gave their whole hand and hands back some of the cards received."""
    return view.exchange_from_received


def last_round(view, event) -> bool:
    """The question cards were turned for a turn of the game's last round."""
    return view.turns_taken >= view.total_turns - view.players

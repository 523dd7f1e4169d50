"""Animal Hunt's conditions for its moments (tabletop/rules_text/animal-hunt.moments.json)."""

from rules.safari.components import TWIN_OF


def first_flip(view, move) -> bool:
    """The reader's turn starts: the flip before choosing what to do."""
    return view.phase == "flip"


def missed(view, event) -> bool:
    """A second flipped card did not match the first: both were turned face down again."""
    return len(event.data.get("turned_back", ())) == 2


def from_another(view, event) -> bool:
    """A ducky was taken from the player who had it."""
    return event.data.get("from_seat") is not None


def a_hand_of_one(view, move) -> bool:
    """Some player (maybe the reader) holds a single card: one more pair of theirs ends the game."""
    return min(view.hand_sizes) == 1


def no_twin(view, move) -> bool:
    """The reader does not hold the flipped card's twin (when they do, the show moment says all three choices)."""
    flipped = view.grid[view.first_flip] if view.first_flip is not None else None
    return flipped is None or TWIN_OF.get(flipped) not in view.hand

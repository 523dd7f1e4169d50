"""The words of the duck! duck! SAFARI! box that players read and the catalogs translate (extract time only).

Animal names, duckies and stacks live in components.py as data, the board's printed labels and the
racing cards' characters in board.json / racing_cards.json; `terms()` hands them all to the catalogs
(rules/language/catalogs.py), so `Term("Lion")` or a board label is said in the reader's language.
"""

from .components import BOARD, RACING_DECK, SUIT_NAMES
from .sentences import DUCKY_NAMES, STACK_NAMES


def terms() -> list[str]:
    words = [*SUIT_NAMES.values(), *DUCKY_NAMES.values(), *STACK_NAMES.values()]
    words += [s.label for s in BOARD.track.spaces if not s.label.isdigit()]
    words += list(BOARD.track.spots)
    words += [BOARD.hi_lo.explorer_spot.label, *BOARD.hi_lo.labels.values()]
    words += [c.character for c in RACING_DECK.cards]
    return list(dict.fromkeys(words))

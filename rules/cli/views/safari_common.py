"""What the duck! duck! SAFARI! renderers share: cards in hand order, short ducky and card marks for grids."""

from rules.safari.components import CARD_INDEX, NUMBER_OF, SUIT_NAMES, SUIT_OF, card_name

DUCKY_MARK = {"elephant": "El", "lion": "Li", "monkey": "Mo", "tiger": "Ti", "zebra": "Ze", "ducktor": "DL"}


def in_order(cards) -> list[str]:
    """Cards sorted the way a hand is held: by animal (Ducktor Livingstone last), then number."""
    return sorted(cards, key=CARD_INDEX.__getitem__)


def card_names(cards) -> list[str]:
    return [card_name(c) for c in in_order(cards)]


def card_mark(card: str) -> str:
    """A card in three letters for a grid: '3Li', '6DL'."""
    return f"{NUMBER_OF[card]}{DUCKY_MARK[SUIT_OF[card]]}"


def legend(suits) -> str:
    return ", ".join(f"{DUCKY_MARK[s]} = {SUIT_NAMES[s]}" for s in suits)

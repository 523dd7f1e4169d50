"""Strange Creatures' conditions for its moments (tabletop/rules_text/strange-creatures.moments.json)."""

from rules.strange_creatures.cards import CARDS, SHAPESHIFTERS

SPECIAL = {"trump", "mega", *SHAPESHIFTERS}


def _card(card_id):
    return CARDS.get(card_id) if isinstance(card_id, str) else None


def leads(view, move) -> bool:
    """The reader plays the first card of a trick."""
    return not view.trick


def must_follow(view, move) -> bool:
    """A colour is to be followed and the reader holds it."""
    return view.suit is not None and any((c := _card(h)) and c.color == view.suit and c.kind == "number"
                                         for h in view.hand)


def cannot_follow(view, move) -> bool:
    """A colour is to be followed and the reader holds none of it: any card will do."""
    return view.suit is not None and bool(view.trick) and not must_follow(view, move)


def special_card(view, event) -> bool:
    """A trump, a mega trump or a shapeshifter was played."""
    card = _card(event.data.get("card"))
    return card is not None and card.kind in SPECIAL


def colorless_card(view, event) -> bool:
    """A colourless number card that may win was played (the colourless 3): a colourless 2 wins nothing, it voids
    the trick, and the no-winner moment says so (this card's "wins if it is the highest" would contradict it)."""
    card = _card(event.data.get("card"))
    return card is not None and card.kind == "number" and card.color is None and not card.voids_trick


def lowest_may_buy(view, move) -> bool:
    """The reader played the lowest card of the trick and may buy."""
    return view.buy_stage == "lowest"


def coins_may_buy(view, move) -> bool:
    """The reader has 5 coins or more and may buy after the lowest card's players."""
    return view.buy_stage == "wave"


def expert(view, move) -> bool:
    return view.phase == "expert"


def card_removal(view, move) -> bool:
    """A 3⅓ or 4¼ lets the reader remove a card (not the Expert Rule's paid removal)."""
    return view.phase == "remove"

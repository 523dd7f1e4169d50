"""The pieces the SAFARI games' sentences are made of: cards, animals, duckies and stacks as data.

Engines hand their narration and refusals over as `Said` (rules/core/said.py); these helpers give the
parts a reader's language translates: a card is "{number} {animal}" ("3 Lion", German "Löwe 3"), an
animal, its ducky and its Hi-Lo stack are `Term`s (German needs the ducky and the stack as words of their
own: "Löwen-Ente", "Löwenstapel"). A comma list is nested sentences, so English stays as it was
("1 Lion, 2 Lion, 3 Lion") and each item is still translated.
"""

from rules.core.said import Said, Seat, Term, commas, said

from .components import CARD_SET, NUMBER_OF, SUIT_NAMES, SUIT_OF

DUCKY_NAMES = {a: f"{n} ducky" for a, n in SUIT_NAMES.items() if a != "ducktor"} | {
    "ducktor": "Ducktor Livingstone's ducky"}
"""Each ducky as a word of its own ("Lion ducky"): German makes one word of it ("Löwen-Ente")."""
STACK_NAMES = {a: f"{n} stack" for a, n in SUIT_NAMES.items() if a != "ducktor"}
"""Each Hi-Lo stack as a word of its own ("Lion stack", "Löwenstapel")."""


def card(card_id) -> "Said | str":
    """A card as said: "3 Lion" (German "Löwe 3"); an id that is no card stays as it was typed."""
    if not isinstance(card_id, str) or card_id not in CARD_SET:
        return str(card_id)
    return said("{number} {animal}", number=NUMBER_OF[card_id], animal=animal(SUIT_OF[card_id]))


def animal(suit: str) -> "Term | str":
    """An animal's name (or Ducktor Livingstone) as a word the catalogs translate."""
    return Term(SUIT_NAMES[suit]) if suit in SUIT_NAMES else str(suit)


def ducky(suit: str) -> "Term | str":
    return Term(DUCKY_NAMES[suit]) if suit in DUCKY_NAMES else str(suit)


def stack(suit: str) -> "Term | str":
    return Term(STACK_NAMES[suit]) if suit in STACK_NAMES else str(suit)


def who(seat) -> "Seat | Term":
    """A seat, or "nobody" for none."""
    return Seat(seat) if isinstance(seat, int) and not isinstance(seat, bool) else Term("nobody")


def cards(card_ids) -> "Said | str":
    """Several cards, comma-separated."""
    return commas(card(c) for c in card_ids)


def seat_numbers(numbers) -> "Said | str":
    """"Player 1 6, Player 2 4, ...": each seat with its number (a score, series points)."""
    return commas(said("{who} {number}", who=Seat(p), number=x) for p, x in enumerate(numbers))

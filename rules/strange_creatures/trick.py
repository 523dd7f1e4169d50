"""What a trick is worth: colors, values, the winner (SC-A1) and the lowest card (SC-11, SC-18, SC-27).

Pure functions over the plays of one trick; values are whole twelfths.
"""

from dataclasses import dataclass

from .cards import CARDS, TWELFTHS, X_BLANK, Card

PLUS = 3 * TWELFTHS


@dataclass(frozen=True, slots=True)
class Played:
    """One play in a trick: a card alone, a number card with +3s, or an X with the display card it copies.

    `gone` marks a trick card removed at the end of Phase 3 (its +3s stay and go to the discard pile).
    """

    seat: int
    card: str
    plus: tuple[str, ...] = ()
    copy: str | None = None
    gone: bool = False


def acting_card(play: Played) -> Card:
    """The card whose kind, color, value and effect count: an X acts as its copy (SC-15)."""
    card = CARDS[play.card]
    if card.kind != "x":
        return card
    return CARDS[play.copy] if play.copy else X_BLANK


def own_color(play: Played) -> str | None:
    """The color a play has from the moment it is played (colored numbers, an X copying one: SC-14)."""
    card = acting_card(play)
    return card.color if card.kind == "number" else None


def suit_to_follow(trick: list[Played]) -> str | None:
    """The first color played in the trick; shapeshifters and colorless cards set no suit."""
    for play in trick:
        color = own_color(play)
        if color:
            return color
    return None


@dataclass(frozen=True, slots=True)
class Resolution:
    colors: tuple[str | None, ...]
    values: tuple[int | None, ...]  # None: trump or mega trump (no value, SC-11)
    winner: int | None  # index into the trick
    void: int | None  # index of the first colorless 2 (nobody wins, SC-23)
    lead: str | None

    def reference(self) -> int:
        """Index of the play whose owner takes the winner's role in Phase 3 (SC-19)."""
        return self.winner if self.winner is not None else self.void


def resolve(trick: list[Played]) -> Resolution:
    """Colors and values of every play once all have played, then the winner by SC-A1."""
    lead = suit_to_follow(trick)
    cards = [acting_card(p) for p in trick]
    distinct = len({c.color for c in cards if c.kind == "number" and c.color})
    colors: list[str | None] = []
    values: list[int | None] = []
    for play, card in zip(trick, cards, strict=True):
        kind = card.kind
        if kind == "number":
            colors.append(card.color)
            value = card.value
        elif kind in ("trump", "mega"):
            colors.append(None)
            values.append(None)
            continue
        else:  # seven, twelve, lone +3: the first color played, or none
            colors.append(lead)
            value = 12 * TWELFTHS // max(1, distinct) if kind == "twelve" else card.value
        values.append(value + PLUS * len(play.plus))
    winner = void = None
    for i, card in enumerate(cards):
        if card.voids_trick:
            void = i
            break
    if void is None:
        winner = _winner(cards, colors, values, lead)
    return Resolution(tuple(colors), tuple(values), winner, void, lead)


def _first_of_kind(cards: list[Card], kind: str) -> int | None:
    for i, card in enumerate(cards):
        if card.kind == kind:
            return i
    return None


def _winner(cards, colors, values, lead) -> int:
    for kind in ("mega", "trump"):
        found = _first_of_kind(cards, kind)
        if found is not None:
            return found
    top = max(values)
    if lead is None:
        return values.index(top)
    colorless_top = any(c.kind == "number" and c.color is None and v == top
                        for c, v in zip(cards, values, strict=True))
    if colorless_top:
        for i, v in enumerate(values):
            if v == top and (colors[i] == lead or colors[i] is None):
                return i
    best = max(v for v, c in zip(values, colors, strict=True) if c == lead)
    for i, v in enumerate(values):
        if v == best and colors[i] == lead:
            return i
    raise AssertionError("a trick with a lead color has a card of that color")


def lowest_plays(values: tuple[int | None, ...], seats: list[int], reference_seat: int, players: int) -> list[int]:
    """Seats that played the lowest valued card, closest clockwise to the reference seat first (SC-18)."""
    valued = [v for v in values if v is not None]
    if not valued:
        return []
    low = min(valued)
    tied = [seat for seat, v in zip(seats, values, strict=True) if v == low]
    return sorted(tied, key=lambda seat: (seat - reference_seat) % players)

"""How a sensible Safari Sprint player leans, for the strong search bot's imagined playouts.

`weights(state, seat, moves)` gives one positive weight per legal move (1.0 = no opinion). Uniform
playouts play their own animal's 6 into a spot that moves it 0 as readily as into the 6-spot, and
hand a rival's ducky the best spot of the round as readily as the worst, so every imagined race
was run by players nobody meets at a table. This leaning:

- **plays** with an eye on where a card will lie in the card row and what that spot moves: its
  own ducky's cards into spots that move far, a rival's into spots that move little (a card's
  spot is where it would go now, pushed back by the cards still to come: a later card goes ahead
  of it when its number is at least as high);
- **claims** a high space (close behind Ducktor Livingstone) and an animal it holds cards of.

Every legal move keeps a weight above zero: a playout can still do anything. With it the strong
level won 68% (57-77) of 80 four-player games against medium at budgets x0.3, chance 25%; on the
same 80 deals without it, 26% (18-37). With playouts that also stop where their race ends
(`stage`), 79% (71-85) of 140 (78% of deals 0-59, 80% of 60-139).
"""

import math
from collections import Counter

from .components import EXPLORER, NUMBER_OF, NUMBERS, RACING_SPOTS, SUIT_OF
from .safari_sprint import insert_in_row

OWN_LEANING = 0.5  # weight exp(OWN_LEANING x spaces the seat's own ducky moves)
RIVAL_LEANING = 0.3  # and exp(-RIVAL_LEANING x spaces a rival's ducky moves)
HIGHER_SPACE = 0.4  # claiming: weight exp(HIGHER_SPACE x space), the lead is worth having
HELD_CARD = 0.3  # and exp(HELD_CARD x cards of that animal in hand): you steer what you hold


def stage(state) -> int:
    """The race: each is scored apart, so a playout stops where its race ends (`hints.Hint.stage`)."""
    return state.race


def weights(state, seat: int, moves) -> list[float]:
    if state.phase == "claim":
        held = Counter(SUIT_OF[c] for c in state.hands[seat])
        return [math.exp(HIGHER_SPACE * m.space + HELD_CARD * held[m.animal]) for m in moves]
    own = state.markers[seat]
    return [_play_weight(state, own, m.card) for m in moves]


def _play_weight(state, own: str, card: str) -> float:
    suit = SUIT_OF[card]
    if suit == EXPLORER:
        return 1.0
    steps = expected_steps(state, card)
    return math.exp(OWN_LEANING * steps if suit == own else -RIVAL_LEANING * steps)


def expected_steps(state, card: str) -> float:
    """Spaces `card` is likely to move its ducky this round: the value of the spot it would take
    now, moved back by the cards still to come that would go ahead of it (each does when its number
    is at least as high; numbers taken as even odds), read between the whole spots."""
    last = state.players - 1
    spots = RACING_SPOTS[state.racing_card]
    ahead_odds = sum(n >= NUMBER_OF[card] for n in NUMBERS) / len(NUMBERS)
    spot = insert_in_row(state.row, card) + (last - len(state.row)) * ahead_odds  # never past the last
    below = int(spot)
    part = spot - below
    return spots[below] * (1 - part) + spots[min(below + 1, last)] * part

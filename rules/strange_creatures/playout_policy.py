"""How a sensible Strange Creatures player leans, for the strong search bot's imagined playouts.

`weights(state, seat, moves)` gives one positive weight per legal move (1.0 = no opinion). Uniform
playouts pass on a display card as often as they take any one of them, throw away the 3⅓'s three
coins half the time, and play the last card of a trick without looking whether it wins, so every
imagined line was judged against players nobody meets at a table. This leaning:

- **buys** rather than passes, the dearer card the more readily (the printed cost is the designers'
  price of a card's worth: 2½'s five points, 9's two-point stamp, trumps that win a trick);
- **takes** the 3⅓'s coins and the 4¼'s stamp, letting go of a Starting card that only pays coins
  (the cards a deck is thinned of), and spends 5 coins on the Expert Rule only now and then;
- **plays last** in a trick with an eye on what each card earns there and then: the round's stamp
  for the winner, the card's own coins and stamps for everyone else.

Every legal move keeps a weight above zero: a playout can still do anything. At equal playouts
(100 a decision) it won 29% (23-36) of 200 four-player games against uniform playouts, chance 25%:
a small edge, the same size as Wonder Creature's and Hi-Lo Hijinks' policies.
"""

import math

from .cards import ALL_CARDS, CARDS
from .trick import Played, acting_card, resolve

BUY_BASE = 1.0  # a card costing c weighs BUY_BASE + c against a pass of 1
TAKE_THE_COINS = 3.0  # 3⅓: remove it for 3 coins, against keeping it
THINNING = {  # a removal of a coin-only Starting card, of any other card, against a pass of 1
    "remove": (2.0, 0.5),  # the 4¼: its stamp comes with any removal
    "expert": (0.3, 0.05),  # the Expert Rule costs 5 coins
}
COIN_ONLY = frozenset(c.id for c in ALL_CARDS if c.starting and not c.stamp)
"""The Starting cards that pay only coins: the ones a deck is thinned of."""
GAIN_LEANING = 0.8  # last in a trick: weight exp(GAIN_LEANING x points earned on the spot)
COIN_POINTS = 1 / 3  # about three coins buy a card worth a point a round


def weights(state, seat: int, moves) -> list[float]:
    phase = state.phase
    if phase == "buy":
        return [1.0 if m.kind == "pass" else BUY_BASE + CARDS[m.card].cost for m in moves]
    if phase == "remove" and state.removal[seat] == "self":
        return [TAKE_THE_COINS if m.kind == "remove" else 1.0 for m in moves]
    if phase in THINNING:
        coin_card, other = THINNING[phase]
        return [1.0 if m.kind == "pass" else (coin_card if m.card in COIN_ONLY else other) for m in moves]
    if phase == "play" and len(state.trick) == state.players - 1:
        return [math.exp(GAIN_LEANING * _earned_last(state, seat, m)) for m in moves]
    return [1.0] * len(moves)


def _earned_last(state, seat: int, move) -> float:
    """Points (coins at a third of a point) the last play of a trick earns its player at once."""
    play = Played(seat, move.card, move.plus, move.copy)
    trick = [*state.trick, play]
    res = resolve(trick)
    if res.winner is not None and res.winner == len(trick) - 1:
        return float(state.round)
    card = acting_card(play)
    return card.stamp + COIN_POINTS * card.coins

"""How the strong level judges a Deducktion game before the guesses: melds plus what each player knows.

Most of a Deducktion score is the final guesses, made from what a player has seen. A playout that
guesses at random cannot tell a question that showed the seat three cards from one that showed it
none, or a meld that showed every rival four cards from keeping them, so the strong level stops its
playouts when the turn ends (`stage`) and counts each player's guesses as what it could expect
from what it has seen by then: an animal with one number it has not seen is a sure +5, two give
+1 (a coin flip: (5 - 3) / 2), three or more are left blank. What a player has seen is read from the
events of the imagined game it could see (its deal, the cards of its exchanges and reserve draws, every
meld) and its hand; a rival's seen cards from before the decision are not in the seat's log, so a
rival is credited with less than it knows, the same for every move the seat weighs. A rival's guesses
are secret until the reveal, so they are judged by what it could expect, even once made.
"""

from collections import Counter

from rules.core import Result

from .components import ANIMALS
from .deducktion import HAND_CARDS, RIGHT, SUIT, WRONG, cards_named, guess_points, meld_points

LEAD_SCALE = 4.0  # a stopped playout is scored on the lead over the best rival, in units of about one guess


def stage(state):
    """Each turn of play apart (its melds, question and exchange), then each guess apart: a playout stops
    when the turn it started in ends, and a question is judged by what it showed and to whom, not by the
    turns of random questions after it, which show everyone nearly everything (x0.3: 34% (28-40) of 240
    games against medium, chance 25%; stopping at the guessing, 26% (19-34) of the first 120). At full
    budgets neither stop showed a lead over medium (26% and 28% of the same 80) until `judgement` took
    the deciding seat; since, this one has a lead there too (README, ladder). Its playouts are a turn long, not
    a game."""
    if state.step == "guess":
        return ("guess", sum(len(g) for g in state.guesses))
    return "over" if state.step == "over" else ("turn", state.turns_taken)


def seen_cards(state) -> list[set[str]]:
    """Per seat, the hand cards it has seen: its hand, every meld and face-up card, and the cards of
    the events shown to it."""
    public: set[str] = set(state.leftover)
    seen: list[set[str]] = [set(h) for h in state.hands]
    for e in state.log:
        found = cards_named(e)
        if not found:
            continue
        if e.to is None:
            public |= found
        else:
            for p in e.to:
                seen[p] |= found
    for m in state.melds:
        public.update(m)
    return [s | public for s in seen]


def expected_guess(unseen_numbers: int) -> float:
    """What a guess is worth to a player with this many numbers of an animal still unseen, guessing one
    of them (or leaving it blank when that loses on average)."""
    n = max(1, unseen_numbers)
    return max(0.0, (RIGHT + WRONG * (n - 1)) / n)


def judgement(state, seat: int) -> Result:
    """Each player's melds plus its guesses, judged for `seat`: its own guesses as made, every other
    player's as what it could expect from what it has seen, made or not. A rival's guesses are secret
    until the reveal and the imagined deal has them blank; counted as blanks, they made every rival who
    had guessed look behind, and the seat weighed its own guesses against a lead it did not have."""
    points = []
    for p, seen in enumerate(seen_cards(state)):
        made = state.guesses[p] if p == seat else []
        unseen = Counter(SUIT[c] for c in HAND_CARDS if c not in seen)
        total = float(meld_points(state.melds[p]))
        for i, (animal, missing) in enumerate(zip(ANIMALS, state.missing, strict=True)):  # missing: ANIMALS order
            total += guess_points(made[i], missing) if i < len(made) else expected_guess(unseen[animal])
        points.append(total)
    best = max(points)
    return Result(scores=points, winners=[p for p, x in enumerate(points) if x == best])

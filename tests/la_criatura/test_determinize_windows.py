"""At an Interference window, the imagined state must keep what the window showed (RULES.md D-2): the seat
asked holds an Interference, and the seats the window passed over while they could pay hold none.

The imagined hands used to be dealt blind, with an Interference slipped to the asked seat only if one was
left in the deck: in 90 of 600 public-view samples the asked seat had none, a state `check_state` refuses
and a bot's playout cannot go on from."""

import random

from rules.la_criatura import GAME
from rules.la_criatura.cards import SLUG_OF
from rules.la_criatura.determinize import CARD_PHASE


def holds_interference(hand) -> bool:
    return any(SLUG_OF[c] == "interference" for c in hand)


def windows(games: int, first_seed: int):
    """Every Interference window (a card waiting, no prompt) met in random games of 3 to 8 seats."""
    for seed in range(first_seed, first_seed + games):
        rnd = random.Random(seed)
        s = GAME.setup(rnd.choice(range(3, 9)), seed)
        while not GAME.is_over(s):
            if s.stack and not s.prompts:
                yield seed, s
            p = rnd.choice(GAME.to_act(s))
            s = GAME.apply(s, rnd.choice(GAME.legal_moves(s, p)))


def passed_over(s) -> list[int]:
    """The seats the top card's window has gone past, to the right of its player."""
    player = s.stack[-1][0]
    return [(player - 1 - k) % s.players for k in range(s.react_pos)]


def test_an_imagined_state_at_an_interference_window_is_a_state_the_game_can_reach():
    samples = 0
    for seed, s in windows(70, 4_000):
        asked = GAME.to_act(s)[0]
        label = CARD_PHASE[s.phase]
        for viewer in [None, *range(s.players)]:
            imagined = GAME.determinize(GAME.view(s, viewer), seed * 13 + samples)
            samples += 1
            GAME.check_state(imagined)  # raises BadData for a state the rules cannot reach
            assert GAME.to_act(imagined) == [asked]
            assert holds_interference(imagined.hands[asked])
            for q in passed_over(s):
                if q != viewer and GAME._can_pay(s, q, label):
                    assert holds_interference(imagined.hands[q]) == holds_interference(s.hands[q]), (seed, q)
    assert samples > 1_000


def test_a_seat_that_let_the_card_be_is_imagined_holding_its_interference():
    """A seat asked earlier in the window that said "let it be" still holds the Interference it was asked
    about, whatever seat imagines the table."""
    seen = 0
    for seed, s in windows(120, 9_000):
        let_be = [q for q in passed_over(s) if holds_interference(s.hands[q])
                  and GAME._can_pay(s, q, CARD_PHASE[s.phase])]
        for q in let_be:
            for viewer in (None, s.stack[-1][0]):
                if viewer == q:
                    continue
                assert holds_interference(GAME.determinize(GAME.view(s, viewer), seed).hands[q])
                seen += 1
    assert seen > 10

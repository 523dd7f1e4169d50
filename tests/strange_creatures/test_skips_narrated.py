"""Seats passed over in Phase 3 are said out loud, so the table can narrate why nothing happens, with the numbers
that decide it: "Ada has 3 coins; the cheapest creature in the display costs 4", not "cannot afford a creature
(3 coins)", which read as a price (issue 54); "Robin has no coins and passes". Checked along random games."""

import random

from rules.strange_creatures import GAME
from rules.strange_creatures.cards import CARDS

DISPLAY_CHANGES = ("card_bought", "display_refilled", "display_revealed", "round_end")


def test_every_skipped_buyer_is_named_with_their_coins_and_the_cheapest_price():
    skips = 0
    for seed in range(12):
        rnd = random.Random(seed)
        s = GAME.setup(3 + seed % 3, seed, {"expert": seed % 2 == 0})
        while not GAME.is_over(s):
            seat = GAME.to_act(s)[0]
            before = len(s.log)
            s = GAME.apply(s, rnd.choice(GAME.legal_moves(s, seat)))
            new = s.log[before:]
            for i, e in enumerate(new):
                if e.kind == "buy_skipped":
                    skips += 1
                    coins, cheapest = e.data["coins"], e.data["cheapest"]
                    assert 0 <= e.data["seat"] < s.players and coins >= 0
                    assert cheapest is None or cheapest > coins, "passed over only when the cheapest is too dear"
                    if not any(later.kind in DISPLAY_CHANGES for later in new[i:]):
                        assert cheapest == min((CARDS[c].cost for c in s.display if c is not None), default=None)
                    words = str(GAME.describe_event(e))
                    assert words.startswith(f"Player {e.data['seat'] + 1} ")
                    assert ("no coins and passes" in words) == (coins == 0)
                    if coins and cheapest is not None:
                        assert f"has {coins} coin" in words and f"the cheapest creature in the display costs " \
                                                                 f"{cheapest}" in words, words
                elif e.kind == "expert_skipped":
                    assert "nothing left to remove" in str(GAME.describe_event(e))
    assert skips > 0, "random games pass over someone who cannot buy"

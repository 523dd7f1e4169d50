"""Seats passed over in Phase 3 are said out loud, so the table can narrate why nothing happens
("Ada cannot afford a creature", "Robin has no coins and passes"): checked along random games."""

import random

from rules.strange_creatures import GAME


def test_every_skipped_buyer_is_named_with_coins_that_buy_nothing():
    skips = 0
    for seed in range(12):
        rnd = random.Random(seed)
        s = GAME.setup(3 + seed % 3, seed, {"expert": seed % 2 == 0})
        while not GAME.is_over(s):
            seat = GAME.to_act(s)[0]
            before = len(s.log)
            s = GAME.apply(s, rnd.choice(GAME.legal_moves(s, seat)))
            for e in s.log[before:]:
                if e.kind == "buy_skipped":
                    skips += 1
                    assert 0 <= e.data["seat"] < s.players and e.data["coins"] >= 0
                    words = str(GAME.describe_event(e))
                    assert words.startswith(f"Player {e.data['seat'] + 1} ")
                    assert ("no coins and passes" in words) == (e.data["coins"] == 0)
                    assert "cannot afford" in words or e.data["coins"] == 0
                elif e.kind == "expert_skipped":
                    assert "nothing left to remove" in str(GAME.describe_event(e))
    assert skips > 0, "random games pass over someone who cannot buy"

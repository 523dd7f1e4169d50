"""describe_event / describe_move: sentences in data whose English (str) is one plain line each, naming seats
as "Player N"."""

import random

from rules.core import Event
from rules.strange_creatures import GAME
from rules.strange_creatures.moves import Buy, Pass, Play, Remove


def test_every_event_of_random_games_reads_as_one_line():
    kinds = set()
    for seed in range(6):
        chooser = random.Random(seed)
        s = GAME.setup(3 + seed % 3, seed, {"expert": True})
        while not GAME.is_over(s):
            s = GAME.apply(s, chooser.choice(GAME.legal_moves(s, s.turn)))
        for e in s.log:
            kinds.add(e.kind)
            line = str(GAME.describe_event(e))
            assert line and "\n" not in line and line[-1] in ".!"
            if isinstance(e.data.get("seat"), int):
                assert f"Player {e.data['seat'] + 1}" in line
    assert {"card_played", "trick_won", "stamp", "coins_gained", "coins_paid", "card_bought", "display_refilled",
            "round_end", "game_end", "trick_cleared", "round_start"} <= kinds


def test_some_lines():
    e = Event("card_bought", {"seat": 2, "card": "brown-9", "cost": 3, "slot": 1})
    assert str(GAME.describe_event(e)) == "Player 3 takes the brown 9 from the display for 3 coins."
    e = Event("stamp", {"seat": 3, "value": 1, "reason": "trick"})
    assert str(GAME.describe_event(e)) == "Player 4 gets a 1-point stamp for winning the trick."
    e = Event("trick_void", {"seat": 0, "card": "colorless-2b"})
    assert "nobody wins" in str(GAME.describe_event(e))
    e = Event("card_removed", {"seat": 1, "card": "green-3.33", "source": "trick", "by": "self"})
    assert str(GAME.describe_event(e)) == "Player 2 removes the green 3⅓ from the trick with the 3⅓."


def test_moves():
    assert str(GAME.describe_move(Play(0, "green-4", ("plus3-a", "plus3-b")))) == \
        "Player 1 plays the green 4 with two +3s."
    assert str(GAME.describe_move(Play(1, "x-a", (), "brown-9"))) == \
        "Player 2 plays the shapeshifting X copying the brown 9."
    assert str(GAME.describe_move(Buy(2, "yellow-2.5"))) == "Player 3 takes the yellow 2½ from the display."
    assert str(GAME.describe_move(Remove(3, "blue-4.25"))) == "Player 4 removes the blue 4¼ from the game."
    assert str(GAME.describe_move(Pass(0))) == "Player 1 passes."

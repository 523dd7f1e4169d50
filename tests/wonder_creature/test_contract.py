"""The shared conformance harness, run over every player count and both games (the shared test runs
default options only, which refuse 4-6 players), plus narration for every move and event."""

import pytest

from rules.wonder_creature import GAME
from tests.conformance import play_random_game, replay

CONFIGS = [(2, False), (3, False), (2, True), (3, True), (4, True), (5, True), (6, True)]


@pytest.mark.parametrize(("players", "advanced"), CONFIGS)
def test_conformance_harness(players, advanced):
    options = {"advanced": advanced}
    for seed in range(3):
        s, moves = play_random_game(GAME, players, seed, check_every=1, options=options)
        again = replay(GAME, players, seed, moves, options=options)
        assert GAME.dump_state(again) == GAME.dump_state(s)


def test_every_move_and_event_has_words():
    s, moves = play_random_game(GAME, 3, 5, check_every=10_000)
    for m in moves:
        line = str(GAME.describe_move(m))            # the English of the sentence in data
        assert line.startswith(f"Player {m.seat + 1} ") and "{" not in line and "'" not in line, line
    kinds = set()
    for e in s.log:
        line = str(GAME.describe_event(e))
        assert line and ":" not in line.split(" ")[0] and "{" not in line, line
        kinds.add(e.kind)
    assert kinds == {"round_start", "draw", "drew", "exchange_asked", "exchange_offer", "exchange", "exchange_cards",
                     "exchanges_over", "creature_chosen", "creature_choice", "creature_shown", "round_won",
                     "game_over"}


def test_identity():
    assert (GAME.id, GAME.title, GAME.min_players, GAME.max_players) == ("wonder-creature", "Wonder Creature", 2, 6)

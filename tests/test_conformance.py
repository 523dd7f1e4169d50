"""Every registered engine (and the toy game that proves the harness) against the contract."""

import pytest

import rules
from tests.conformance import play_random_game, replay
from tests.toy_game import TOY

GAMES = {**rules.games(), TOY.id: TOY}


def _player_counts(game):
    return sorted({game.min_players, game.max_players, (game.min_players + game.max_players) // 2})


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_random_games_keep_the_contract(game_id):
    game = GAMES[game_id]
    for i, players in enumerate(_player_counts(game)):
        s, moves = play_random_game(game, players, seed=100 + i, check_every=7)
        again = replay(game, players, 100 + i, moves)
        assert game.dump_state(again) == game.dump_state(s), "(seed, moves) did not replay the same game"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_many_fast_random_games_end(game_id):
    game = GAMES[game_id]
    for seed in range(6):
        players = _player_counts(game)[seed % len(_player_counts(game))]
        play_random_game(game, players, seed=seed, check_every=10_000_000)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_registry_surface(game_id):
    game = GAMES[game_id]
    assert game.id == game_id and game.title
    assert 1 <= game.min_players <= game.max_players
    game.Options()  # every field defaulted
    with pytest.raises(rules.SetupError):
        game.setup(game.max_players + 1, 1)
    with pytest.raises(rules.SetupError):
        game.setup(game.min_players, 1, {"no_such_option": 1})
    with pytest.raises(rules.SetupError):
        game.setup(game.min_players, 1, {"deck_order": ["no-such-card-id"]})
    with pytest.raises(rules.BadData):
        game.load_state('{"not": "a state"}')

"""Every registered engine (and the toy game that proves the harness) against the contract."""

import pytest

import rules
from tests.conformance import check_damaged_saves, play_random_game, replay, saves_along
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


@pytest.mark.parametrize("game_id", sorted(rules.games()))
def test_damaged_saves_are_refused_or_play_on(game_id):
    """Saves taken along random games at both ends of the player range, each with one value damaged
    (`check_damaged_saves`): load_state raises BadData, or the game plays on raising nothing but IllegalMove,
    within a time limit. (The toy game has no invariant checks, so it is left out.)"""
    game = GAMES[game_id]
    texts = []
    for i, players in enumerate(sorted({game.min_players, game.max_players})):
        texts += saves_along(game, players, seed=300 + i, count=4)
    tried, refused = check_damaged_saves(game, texts, seed=11, per_field=4)
    assert 0 < refused < tried  # some damage is harmless (a log entry nobody reads), so both paths ran

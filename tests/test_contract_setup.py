"""setup(players, seed) with options None starts the game this table size would start by default.

Before, None meant `Options()` whatever the size, so Wonder Creature refused 4 to 6 players (its range is 2
to 6) unless the caller passed `advanced`, although `default_options(players)` knew the answer.
"""

import pytest

import rules

GAMES = rules.games()


def _cases():
    for game_id, game in sorted(GAMES.items()):
        for players in range(game.min_players, game.max_players + 1):
            yield game_id, players


@pytest.mark.parametrize(("game_id", "players"), list(_cases()))
def test_options_none_are_the_defaults_for_the_table_size(game_id, players):
    game = GAMES[game_id]
    s = game.setup(players, 3)
    again = game.setup(players, 3, game.default_options(players))
    assert game.dump_state(s) == game.dump_state(again)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_wonder_creature_for_four_to_six_plays_the_advanced_game_by_default(players):
    game = GAMES["wonder-creature"]
    s = game.setup(players, 1)
    assert s.advanced and [len(h) for h in s.hands] == [3] * players
    with pytest.raises(rules.SetupError, match="advanced"):
        game.setup(players, 1, {"advanced": False})  # asked for explicitly, the basic game still refuses


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("options", [None, {}])
def test_a_bad_player_count_is_refused_before_the_options_are_looked_at(game_id, options):
    game = GAMES[game_id]
    for players in (game.min_players - 1, game.max_players + 1, True, 3.0, "4"):
        with pytest.raises(rules.SetupError) as err:
            game.setup(players, 1, options)
        assert str(err.value) == (f"{game.title} is for {game.min_players} to {game.max_players} players, "
                                  f"not {players}")

"""view(s, seat) refuses a seat that is not at the table, once in the base class for every game.

Before, seat -1 quietly returned the last seat's private view (Python's negative index) and seat
`players` raised IndexError. A seat must be an int (not a bool, not a string) from 0 to players - 1;
None stays the public table.
"""

import pytest

import rules
from rules.core import Engine

GAMES = rules.games()


def _started(game_id):
    game = GAMES[game_id]
    players = game.min_players
    return game, players, game.setup(players, 5)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_engine_leaves_the_seat_check_to_the_base_view(game_id):
    assert type(GAMES[game_id]).view is Engine.view


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_seats_off_the_table_are_refused_in_plain_words(game_id):
    game, players, s = _started(game_id)
    for seat in (-1, players, players + 7):
        with pytest.raises(rules.SeatError) as err:
            game.view(s, seat)
        assert str(err.value) == f"{game.title} has seats 0 to {players - 1} at this table; there is no seat {seat}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seat", [True, False, "0", 1.0, [0]])
def test_a_seat_that_is_not_a_whole_number_is_refused(game_id, seat):
    game, players, s = _started(game_id)
    with pytest.raises(rules.SeatError, match="A seat is a whole number from 0 to"):
        game.view(s, seat)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_public_table_and_every_seat_still_have_their_view(game_id):
    game, players, s = _started(game_id)
    assert game.view(s, None).seat is None
    assert [game.view(s, p).seat for p in range(players)] == list(range(players))


def test_a_seat_error_is_a_value_error_exported_with_the_others():
    assert issubclass(rules.SeatError, ValueError)
    assert not issubclass(rules.SeatError, rules.IllegalMove)  # a caller's mistake, no rule to quote
    assert rules.core.SeatError is rules.SeatError

"""Animal Hunt's moments whose conditions a field cannot say: show or choose, the first flip, the last card."""

import pytest

from rules.safari.components import TWIN_OF

from .safari_table_looks import looks

GAMES = [(2, 1), (3, 4), (4, 2)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_reader_holding_the_twin_is_told_to_show_it_else_the_three_choices(players, seed):
    shown = chosen = 0
    for look in looks("animal-hunt", players, seed):
        view = look.view
        choosing = look.seat is not None and view.turn == look.seat and view.phase == "choose"
        if not choosing:
            assert not {"show", "choose"} & look.due
            continue
        holds = TWIN_OF[view.grid[view.first_flip]] in view.hand
        assert ("show" in look.due) == holds and ("choose" in look.due) != holds
        shown, chosen = shown + holds, chosen + (not holds)
    assert shown and chosen


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_flip_moment_starts_a_turn_and_the_last_card_warns_near_the_end(players, seed):
    near = 0
    for look in looks("animal-hunt", players, seed):
        view = look.view
        mine = look.seat is not None and view.turn == look.seat and not view.over
        assert ("flip" in look.due) == (mine and view.phase == "flip")
        one = min(view.hand_sizes) == 1
        assert ("last-card" in look.due) == (mine and one)
        near += "last-card" in look.due
    assert near

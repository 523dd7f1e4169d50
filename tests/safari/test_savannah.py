"""Savannah: the rulebook's Examples B and C (T-SV-B, T-SV-C), rejections, invariants, speed."""

import random
import time
from collections import Counter

import pytest

from rules import IllegalMove
from rules.safari.components import ALL_CARDS
from rules.safari.savannah import (
    GAME,
    Mark,
    Place,
    crowded_position,
    outcome,
    pos_of,
    time_one_move,
    unplayable_cells,
)
from tests.conformance import json_strings, play_random_game

# T-SV-B start board (RULES-DECISIONS §2.6): (row, col) -> card
EXAMPLE_B = {
    (-1, 3): "tiger-2a", (-1, 4): "lion-2a",
    (0, 1): "elephant-2a", (0, 2): "elephant-4a",
    (1, 0): "lion-1a", (1, 1): "tiger-2b",
    (2, 2): "elephant-5a",
    (3, 3): "zebra-4a", (3, 4): "elephant-6a",
    (4, 3): "elephant-1a",
    (5, 3): "lion-2b",
}
DEBRA, KEVIN, AMY = 0, 1, 2


def example_b_state():
    hands = [
        ["elephant-3a", "monkey-2a", "ducktor-1", "ducktor-2", "ducktor-3"],  # Debra
        ["zebra-2a", "monkey-4a", "ducktor-4", "ducktor-5", "ducktor-6"],  # Kevin
        ["elephant-2b", "lion-6a", "zebra-1a", "zebra-1b", "zebra-3a"],  # Amy
    ]
    return GAME.from_board(3, EXAMPLE_B, hands, turn=DEBRA)


def play(s, seat, card, row, col):
    before = s.scores[seat]
    s = GAME.apply(s, Place(seat, card, row, col))
    return s, s.scores[seat] - before


def test_t_sv_b_phase_one_scoring_example_b():
    """T-SV-B: Debra 4, Kevin 3, Amy 5, Debra 4, (Kevin 0), Amy 4 + 1 for the unplayable top-left."""
    s = example_b_state()
    assert unplayable_cells(s.frontier, s.board) == []
    s, pts = play(s, DEBRA, "elephant-3a", 4, 4)
    assert pts == 4
    s, pts = play(s, KEVIN, "zebra-2a", -1, 5)
    assert pts == 3
    s, pts = play(s, AMY, "elephant-2b", 5, 4)
    assert pts == 5
    s, pts = play(s, DEBRA, "monkey-2a", 2, 1)
    assert pts == 4
    s, pts = play(s, KEVIN, "monkey-4a", 6, 5)  # SV-13: the inserted corner-only play
    assert pts == 0
    assert not any(e.kind == "unplayable" for e in s.log)
    top1, top2 = s.deck1[0], s.deck2[0]
    s, pts = play(s, AMY, "lion-6a", 2, 0)
    assert pts == 4 + 1
    found = [(e.data["row"], e.data["col"]) for e in s.log if e.kind == "unplayable"]
    assert found == [(0, 0)]
    # Amy looks at the top of both decks and chooses which marks (0, 0)
    assert GAME.to_act(s) == [AMY]
    assert sorted(s.pending_pair) == sorted([top1, top2])
    assert {m.card for m in GAME.legal_moves(s, AMY)} == {top1, top2}
    assert GAME.view(s, DEBRA).pending_pair == [] and GAME.view(s, AMY).pending_pair == s.pending_pair
    s = GAME.apply(s, Mark(AMY, top2))
    assert s.markers[pos_of(0, 0)] == top2
    assert top1 in s.hands[AMY]  # the other card went on top of the 1st deck; Step D drew it back
    assert GAME.view(s, KEVIN).markers[0].card is None and GAME.view(s, AMY).markers[0].card == top2
    assert GAME.to_act(s) == [DEBRA]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Place(DEBRA, "ducktor-1", 0, 0))
    assert "unplayable" in err.value.reason


# T-SV-C start board (Phase 2)
EXAMPLE_C = {
    (-1, 4): "elephant-1a",
    (0, 4): "elephant-6a",
    (1, 0): "lion-1a", (1, 1): "monkey-3a", (1, 2): "tiger-5a",
    (2, 0): "elephant-2a", (2, 1): "lion-2a", (2, 2): "monkey-2a",
}


def test_t_sv_c_phase_two_removal_example_c():
    """T-SV-C: Kevin 2T removes the 2s row (4); Debra 4Z keeps her card (3); Amy 4E clears the board (4)."""
    kevin, debra, amy = 0, 1, 2
    hands = [["tiger-2a"], ["zebra-4a"], ["elephant-4a"]]
    s = GAME.from_board(3, EXAMPLE_C, hands, phase="two", turn=kevin, deck1=[], deck2=[])
    s, pts = play(s, kevin, "tiger-2a", 2, 3)
    assert pts == 4
    assert sorted(s.board.values()) == sorted(["elephant-1a", "elephant-6a", "lion-1a", "monkey-3a", "tiger-5a"])
    s, pts = play(s, debra, "zebra-4a", 1, 3)
    assert pts == 3
    assert sorted(s.board.values()) == ["elephant-1a", "elephant-6a", "zebra-4a"]
    s, pts = play(s, amy, "elephant-4a", 1, 4)
    assert pts == 4
    assert s.board == {} and GAME.is_over(s)
    assert len(s.removed) == 4 + 3 + 4


def test_rejections_name_the_rule():
    s = example_b_state()
    cases = [
        (Place(DEBRA, "elephant-3a", 2, 1), "breaks a line"),  # column 2E-2T-3E: neither A, B nor C
        (Place(DEBRA, "elephant-3a", 10, 10), "must touch"),
        (Place(DEBRA, "elephant-3a", 0, 1), "already holds"),
        (Place(DEBRA, "zebra-2a", 4, 4), "own hand"),
        (Place(DEBRA, "bogus-99", 4, 4), "own hand"),
        (Place(DEBRA, "elephant-3a", 999, 4), "not next to"),
        (Mark(DEBRA, "elephant-3a"), "no unplayable space"),
    ]
    for move, words in cases:
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, move)
        assert words in err.value.reason and err.value.rule.startswith("Savannah")


def test_opening_cards_touch_only_on_a_corner():
    s = GAME.setup(3, 4, {"first_player": 0})
    first = s.hands[0][0]
    with pytest.raises(IllegalMove):
        GAME.apply(s, Place(0, first, 2, 2))
    s = GAME.apply(s, Place(0, first, 0, 0))
    moves = GAME.legal_moves(s, 1)
    assert {(m.row, m.col) for m in moves} == {(-1, -1), (-1, 1), (1, -1), (1, 1)}
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Place(1, s.hands[1][0], 0, 1))
    assert "corner" in err.value.reason
    s = GAME.apply(s, moves[0])
    s = GAME.apply(s, GAME.legal_moves(s, 2)[0])
    assert s.phase == "one" and GAME.to_act(s) == [0]
    assert [len(h) for h in s.hands] == [5, 5, 5]  # SV-02: everyone drew back to five
    assert (len(s.deck1), len(s.deck2)) == (26 - 3, 25)  # SV-01


def _all_cards(s):
    return (list(s.board.values()) + list(s.markers.values()) + [c for h in s.hands for c in h] + s.deck1
            + s.deck2 + s.removed + s.pending_pair)


@pytest.mark.parametrize("players", [2, 3])
def test_invariants_over_random_games(players):
    for seed in range(8):
        rng = random.Random(seed)
        s = GAME.setup(players, seed)
        while not GAME.is_over(s):
            assert Counter(_all_cards(s)) == Counter(ALL_CARDS)
            seat = GAME.to_act(s)[0]
            s = GAME.apply(s, rng.choice(GAME.legal_moves(s, seat)))
        assert Counter(_all_cards(s)) == Counter(ALL_CARDS)
        from_log = [0] * players
        for e in s.log:
            if e.kind in ("place", "unplayable"):
                from_log[e.data["seat"]] += e.data["points"]
        assert from_log == s.scores
        assert not s.board or not any(s.hands)


def test_conformance_harness():
    for players, seed in ((2, 11), (3, 12)):
        play_random_game(GAME, players, seed, check_every=3)


def test_crowded_board_position_for_the_benchmark():
    """The benchmark times one move on this 60-card board (the bar is in `python -m rules bench`)."""
    s, move = crowded_position(seed=1, cards=60)
    assert len(s.board) == 60 and move in GAME.legal_moves(s, 0)
    ticks = iter(range(10_000))
    assert time_one_move(lambda: next(ticks), cards=60, seed=1) > 0
    assert set(GAME.bench_figures(time.perf_counter)) and GAME.bench_figures() == {}


def test_public_view_hides_hands_and_markers_and_words_exist():
    rng = random.Random(3)
    s = GAME.setup(3, 3)
    while not GAME.is_over(s):
        public = json_strings(GAME.view(s, None).model_dump(mode="json"))
        hidden = {c for h in s.hands for c in h} | set(s.markers.values()) | set(s.deck1) | set(s.deck2)
        assert not public & hidden
        move = rng.choice(GAME.legal_moves(s, GAME.to_act(s)[0]))
        assert GAME.describe_move(move)
        s = GAME.apply(s, move)
    assert all(GAME.describe_event(e) for e in s.log)


def test_narration_counts_in_words():
    """"for 1 point", "removes 1 card": never "1 points" or "1 cards"."""
    from rules.core import Event

    one = str(GAME.describe_event(Event("place", {"seat": 0, "card": "lion-2a", "row": 0, "col": 1, "points": 1})))
    assert one.endswith("for 1 point")
    assert str(GAME.describe_event(Event("removed", {"seat": 1, "cards": ["lion-2a"]}))).endswith(
        "removes 1 card from the savannah")
    assert "3 cards" in str(GAME.describe_event(Event("removed", {"seat": 1, "cards": ["a", "b", "c"]})))


def test_outcome_says_what_a_play_makes_before_it_is_made():
    """`outcome`, the scoring the engine applies and the table's preview shows: T-SV-C's first play removes the
    row of 2s (4 points); T-SV-B's first play scores 4."""
    grid = {pos_of(*cell): card for cell, card in {**EXAMPLE_C, (2, 3): "tiger-2a"}.items()}
    lines, kinds, gone, points = outcome(grid, pos_of(2, 3), "two")
    assert kinds == ["B"] and points == 4 and gone == {pos_of(2, col) for col in range(4)}
    grid = {pos_of(*cell): card for cell, card in {**EXAMPLE_B, (4, 4): "elephant-3a"}.items()}
    assert outcome(grid, pos_of(4, 4), "one")[3] == 4

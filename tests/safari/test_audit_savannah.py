"""Savannah audit: rules of §2.6 (SV-xx) and the rulebook the first tests left unchecked."""

import random

import pytest

from rules import IllegalMove
from rules.safari.components import ALL_CARDS
from rules.safari.savannah import GAME, Mark, Place, pos_of, rc_of
from tests.conformance import json_strings

LIONS_1_TO_4 = {(0, c): f"lion-{c + 1}a" for c in range(4)}
BOTH_LION_6S = {(5, 0): "lion-6a", (5, 6): "lion-6b"}


def play(s, seat, card, row, col):
    before = s.scores[seat]
    s = GAME.apply(s, Place(seat, card, row, col))
    return s, s.scores[seat] - before


def order_for(hands, deck=()):
    """A deck_order dealing these hands (seat 0's five first) and then putting `deck` on top of the rest."""
    return [c for h in hands for c in h] + list(deck)


def test_sv_01_two_players_split_the_rest_28_28():
    s = GAME.setup(2, 1, {"first_player": 0})
    assert [len(h) for h in s.hands] == [5, 5]
    assert (len(s.deck1), len(s.deck2)) == (28, 28)


def test_sv_02_opening_draws_go_dealer_first_then_clockwise():
    """Decision: after the opening, the dealer draws first, then each player clockwise."""
    hands = [[f"elephant-{n}a" for n in range(1, 6)], [f"lion-{n}a" for n in range(1, 6)],
             [f"tiger-{n}a" for n in range(1, 6)]]
    tops = ["zebra-1a", "zebra-2a", "zebra-3a"]
    s = GAME.setup(3, 5, {"first_player": 1, "deck_order": order_for(hands, tops)})
    assert s.deck1[:3] == tops and s.opening_left == [1, 2, 0]
    s = GAME.apply(s, Place(1, "lion-1a", 0, 0))
    s = GAME.apply(s, Place(2, "tiger-1a", 1, 1))
    s = GAME.apply(s, Place(0, "elephant-1a", -1, -1))
    assert "zebra-1a" in s.hands[1] and "zebra-2a" in s.hands[2] and "zebra-3a" in s.hands[0]
    assert s.phase == "one" and GAME.to_act(s) == [1]


def test_sv_06_an_unplayable_space_left_by_the_opening_is_found_on_the_dealers_first_turn():
    """Decision: Step C runs after Step B of a turn, so a space the opening made unplayable (row 1E . 1E)
    is found, scored and marked by the dealer on the first turn."""
    hands = [["elephant-1a", "zebra-5a", "zebra-5b", "monkey-3a", "monkey-4a"],
             ["lion-2a", "lion-3a", "lion-4a", "lion-5a", "lion-6a"],
             ["elephant-1b", "tiger-3a", "tiger-4a", "tiger-5a", "tiger-6a"]]
    s = GAME.setup(3, 2, {"first_player": 0, "deck_order": order_for(hands)})
    s = GAME.apply(s, Place(0, "elephant-1a", 0, 0))
    s = GAME.apply(s, Place(1, "lion-2a", 1, 1))
    s = GAME.apply(s, Place(2, "elephant-1b", 0, 2))
    assert not any(e.kind == "unplayable" for e in s.log) and s.scores == [0, 0, 0]
    assert not any(m.row == 0 and m.col == 1 for m in GAME.legal_moves(s, 0))
    s, pts = play(s, 0, "zebra-5a", 2, 2)  # corner only: 0 for the play, 1 for the space
    assert pts == 1
    assert [(e.data["row"], e.data["col"]) for e in s.log if e.kind == "unplayable"] == [(0, 1)]


def _lion_row_state(*, lion_6b_in_hand=False, deck1=None, deck2=None):
    """Lions 1-4 in row 0; seat 0 holds lion-5a. Both lion 6s face-up elsewhere unless one is in seat 1's hand."""
    cells = dict(LIONS_1_TO_4)
    cells.update(BOTH_LION_6S)
    other = ["zebra-1a", "zebra-2a", "zebra-3a", "zebra-4a", "zebra-5a"]
    if lion_6b_in_hand:
        del cells[(5, 6)]
        other[0] = "lion-6b"
    hands = [["lion-5a", "monkey-1a", "monkey-2a", "monkey-3a", "monkey-4a"], other]
    return GAME.from_board(2, cells, hands, deck1=deck1, deck2=deck2)


def test_sv_06_a_space_where_only_face_up_cards_fit_is_unplayable():
    """Row L1-L4 + L5: both ends accept only a 6-Lion. Both copies face-up -> both ends unplayable (+1 each)."""
    s, pts = play(_lion_row_state(), 0, "lion-5a", 0, 4)
    assert pts == 5 + 2
    assert [(e.data["row"], e.data["col"]) for e in s.log if e.kind == "unplayable"] == [(0, -1), (0, 5)]
    # one 6-Lion still hidden in a hand: the ends are playable, nothing found
    s, pts = play(_lion_row_state(lion_6b_in_hand=True), 0, "lion-5a", 0, 4)
    assert pts == 5 and not any(e.kind == "unplayable" for e in s.log)
    assert not s.pending_cells and not s.pending_pair


def test_sv_07_each_unplayable_space_is_marked_with_one_of_two_drawn_cards_in_row_major_order():
    s = _lion_row_state(deck1=["tiger-1a", "tiger-2a", "tiger-3a"], deck2=["zebra-6a", "zebra-6b"])
    s, _ = play(s, 0, "lion-5a", 0, 4)
    assert s.pending_cells == [pos_of(0, -1), pos_of(0, 5)]
    assert sorted(s.pending_pair) == ["tiger-1a", "zebra-6a"]
    s = GAME.apply(s, Mark(0, "zebra-6a"))
    assert s.markers[pos_of(0, -1)] == "zebra-6a"
    assert sorted(s.pending_pair) == ["tiger-1a", "zebra-6b"]  # the card put back on the 1st deck, drawn again
    s = GAME.apply(s, Mark(0, "tiger-1a"))
    assert s.markers[pos_of(0, 5)] == "tiger-1a"
    assert "zebra-6b" in s.hands[0] and len(s.hands[0]) == 5  # put on the 1st deck, drawn back in Step D
    assert s.deck1 == ["tiger-2a", "tiger-3a"] and s.deck2 == []
    assert GAME.to_act(s) == [1]
    # a marker is not a card: a space touching only a marker is not playable, and markers break lines
    assert all(pos_of(m.row, m.col) not in (pos_of(0, -2), pos_of(0, 6)) for m in GAME.legal_moves(s, 1))


def test_sv_07_with_the_second_deck_empty_the_first_decks_top_marks_the_space():
    s = _lion_row_state(deck1=["tiger-1a", "tiger-2a", "tiger-3a"], deck2=[])
    s, _ = play(s, 0, "lion-5a", 0, 4)
    assert not s.pending_pair  # no choice to make
    marked = [(e.data["row"], e.data["col"], e.data["card"]) for e in s.log if e.kind == "marker_card"]
    assert marked == [(0, -1, "tiger-1a"), (0, 5, "tiger-2a")]
    assert "tiger-3a" in s.hands[0]
    assert s.phase == "two"  # Step D took the last card of the 1st deck (SV-09): markers join the new deck
    assert s.markers == {} and sorted(s.deck1) == ["tiger-1a", "tiger-2a"]


def test_sv_07_when_the_first_deck_runs_out_while_marking_phase_one_ends_without_step_d():
    """Decision: the second space still scores its point but stays unmarked; Step D is skipped."""
    s = _lion_row_state(deck1=["tiger-1a"], deck2=[])
    s, pts = play(s, 0, "lion-5a", 0, 4)
    assert pts == 5 + 2
    assert len(s.hands[0]) == 4  # no Step D draw
    assert s.phase == "two" and s.deck1 == ["tiger-1a"] and s.markers == {}
    assert GAME.to_act(s) == [1]


def test_sv_09_phase_one_ends_when_step_d_draws_the_last_card_and_markers_join_the_second_deck():
    s = GAME.from_board(2, {(0, 0): "lion-1a"}, [["tiger-6a", "monkey-1a"], ["zebra-1a"]],
                        deck1=["elephant-1a"], deck2=["elephant-2a", "elephant-3a"])
    s.markers = {pos_of(5, 5): "zebra-6a"}
    s.marker_owner = {pos_of(5, 5): 1}
    s, pts = play(s, 0, "tiger-6a", 1, 1)
    assert pts == 0 and "elephant-1a" in s.hands[0]
    assert s.phase == "two" and s.markers == {} and s.deck2 == []
    assert sorted(s.deck1) == ["elephant-2a", "elephant-3a", "zebra-6a"]
    assert GAME.to_act(s) == [1]  # play continues with the next player
    assert GAME.view(s, None).deck1_size == 3


def test_sv_08_no_unplayable_spaces_in_phase_two():
    """Row L6 . L6 leaves (0, 1) unfillable; in Phase 2 nobody scores or marks it."""
    s = GAME.from_board(2, {(0, 0): "lion-6a", (1, 1): "zebra-3a"}, [["lion-6b", "monkey-1a"], ["zebra-1a"]],
                        phase="two", deck1=["elephant-1a"], deck2=[])
    s, pts = play(s, 0, "lion-6b", 0, 2)
    assert pts == 0 and len(s.board) == 3
    assert not any(e.kind == "unplayable" for e in s.log) and not s.pending_cells and not s.markers
    assert GAME.to_act(s) == [1]


def _phase_two(cells, card, deck1=()):
    return GAME.from_board(2, cells, [[card, "monkey-6a"], ["zebra-1a"]], phase="two", deck1=list(deck1), deck2=[])


def test_sv_10_crossing_with_one_matching_line_removes_both_lines_entirely():
    """Row 1E-2E (A) + column 5L-2E (C): both go, the played card too: 2 + 2 - 1 = 3."""
    s = _phase_two({(0, 0): "elephant-1a", (-1, 1): "lion-5a", (4, 4): "zebra-3a"}, "elephant-2a")
    s, pts = play(s, 0, "elephant-2a", 0, 1)
    assert pts == 3
    assert sorted(s.removed) == ["elephant-1a", "elephant-2a", "lion-5a"]
    assert list(s.board.values()) == ["zebra-3a"]


def test_sv_10_crossing_of_two_all_different_lines_keeps_the_played_card():
    """Row 1L-2E (C) + column 3T-2E (C): remove both except the played card: 2 + 2 - 2 = 2."""
    s = _phase_two({(0, 0): "lion-1a", (-1, 1): "tiger-3a", (4, 4): "zebra-3a"}, "elephant-2a")
    s, pts = play(s, 0, "elephant-2a", 0, 1)
    assert pts == 2
    assert sorted(s.removed) == ["lion-1a", "tiger-3a"]
    assert sorted(s.board.values()) == ["elephant-2a", "zebra-3a"]


def test_sv_10_phase_two_play_must_touch_and_keep_lines_legal_and_draws_one():
    s = _phase_two({(0, 0): "lion-1a"}, "lion-1b", deck1=["tiger-4a"])
    for move, words in ((Place(0, "lion-1b", 0, 1), "breaks a line"), (Place(0, "lion-1b", 3, 3), "must touch")):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, move)
        assert words in err.value.reason and err.value.rule == "Savannah, Step A: Play a card"
    s, pts = play(s, 0, "lion-1b", 1, 1)  # corner only: nothing removed
    assert pts == 0 and s.removed == [] and sorted(s.hands[0]) == ["monkey-6a", "tiger-4a"] and s.deck1 == []


def test_sv_11_empty_hands_are_skipped_and_the_game_ends_when_every_hand_is_empty():
    cells = {(0, 0): "lion-1a"}
    s = GAME.from_board(3, cells, [["zebra-6a"], [], ["zebra-5a"]], phase="two", deck1=[], deck2=[])
    s, _ = play(s, 0, "zebra-6a", 1, 1)
    assert GAME.to_act(s) == [2]  # seat 1 has no cards: skipped
    s, _ = play(s, 2, "zebra-5a", 2, 2)
    assert GAME.is_over(s) and len(s.board) == 3
    assert GAME.result(s).winners == [0, 1, 2]  # all on 0 points: shared (SF-05)


def test_sv_11_the_game_ends_at_once_when_the_table_is_cleared_even_with_cards_left():
    s = _phase_two({(0, 0): "lion-1a"}, "lion-2a", deck1=["tiger-1a", "tiger-2a"])
    s, pts = play(s, 0, "lion-2a", 0, 1)
    assert pts == 2 and s.board == {} and GAME.is_over(s) and GAME.to_act(s) == []
    assert GAME.result(s).winners == [0]


@pytest.mark.parametrize("players", [2, 3])
def test_sv_12_the_space_up_left_of_the_top_left_card_is_always_open(players):
    for seed in range(4):
        rng = random.Random(seed)
        s = GAME.setup(players, 100 + seed)
        while not GAME.is_over(s):
            seat = GAME.to_act(s)[0]
            moves = GAME.legal_moves(s, seat)
            assert moves
            if s.board and not s.pending_pair and s.phase in ("one", "two"):
                top = min(rc_of(p) for p in s.board)
                spot = (top[0] - 1, top[1] - 1)
                assert {m.card for m in moves if (m.row, m.col) == spot} == set(s.hands[seat])
            s = GAME.apply(s, rng.choice(moves))


def test_sv_03_the_explorer_is_a_sixth_suit_with_a_single_copy():
    """A 1-Ducktor row needs only its one copy face-up to block: row D1-D2-D3-D4-D5 accepts only D6."""
    cells = {(0, c): f"ducktor-{c + 1}" for c in range(4)}
    cells[(5, 0)] = "ducktor-6"
    s = GAME.from_board(2, cells, [["ducktor-5", "lion-1a"], ["zebra-1a"]], deck1=["tiger-1a", "tiger-2a"],
                        deck2=[])
    s, pts = play(s, 0, "ducktor-5", 0, 4)
    assert pts == 5 + 2
    assert [(e.data["row"], e.data["col"]) for e in s.log if e.kind == "unplayable"] == [(0, -1), (0, 5)]


def test_markers_never_reach_other_seats_and_determinize_keeps_own_marker_cards():
    s = _lion_row_state(deck1=["tiger-1a", "tiger-2a", "tiger-3a"], deck2=["zebra-6a", "zebra-6b"])
    s, _ = play(s, 0, "lion-5a", 0, 4)
    other = GAME.view(s, 1)
    assert other.pending_pair == [] and other.pending_pair_size == 2
    assert not set(s.pending_pair) & json_strings(other.model_dump(mode="json"))
    s = GAME.apply(s, Mark(0, "zebra-6a"))
    mine = GAME.view(s, 0)
    t = GAME.determinize(mine, 9)
    assert t.markers[pos_of(0, -1)] == "zebra-6a" and GAME.view(t, 0) == mine
    theirs = GAME.view(s, 1)
    assert theirs.markers[0].card is None and theirs.markers[0].owner == 0
    assert "zebra-6a" not in json_strings(theirs.model_dump(mode="json"))
    u = GAME.determinize(theirs, 9)
    def cards(x):
        return [c for h in x.hands for c in h] + x.deck1 + x.deck2 + list(x.board.values()) + list(x.markers.values())

    assert len(set(cards(u))) == len(cards(u)) == len(cards(s)) and set(cards(u)) <= set(ALL_CARDS)
    assert GAME.view(u, 1) == theirs


def test_a_space_must_be_named_by_whole_numbers():
    s = GAME.setup(2, 1, {"first_player": 0})
    card = s.hands[0][0]
    for row, col in ((False, False), (0.0, 0), ("0", 0), (None, 0)):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, Place(0, card, row, col))
        assert err.value.rule.startswith("Savannah")


def test_determinize_in_phase_two_keeps_own_marker_cards_in_the_deck_or_with_a_phase_two_drawer():
    """A seat's marker cards were shuffled into the Phase-2 deck: an imagined deal never puts one in a hand
    beyond the cards that hand drew in Phase 2."""
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        s = GAME.setup(2, seed)
        while not GAME.is_over(s):
            if s.phase == "two":
                view = GAME.view(s, 0)
                mine = {e.data["card"] for e in view.events if e.kind == "marker_card"}
                start = next(i for i, e in enumerate(view.events) if e.kind == "phase_two")
                drawn = sum(1 for e in view.events[start:] if e.kind == "draw" and e.data["seat"] == 1)
                for k in range(3):
                    t = GAME.determinize(view, k)
                    assert GAME.view(t, 0) == view
                    assert len(mine & set(t.hands[1])) <= drawn
                    checked += len(mine & (set(t.deck1) | set(t.hands[1]))) > drawn
            s = GAME.apply(s, rng.choice(GAME.legal_moves(s, GAME.to_act(s)[0])))
        if checked > 200:
            break
    assert checked

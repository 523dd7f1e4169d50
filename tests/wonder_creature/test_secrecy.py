"""Secret choices stay secret: an exchange card and a creature choice are seen only by their owner
until the swap or the reveal (WC-03, WC-11), while everyone sees that a choice was made."""

import dataclasses

import pytest

from rules import IllegalMove
from rules.wonder_creature import GAME, GiveCard, ShowCreature, StartExchange

from .scenario import exchange_spares


def _reveal_phase(players=3, seed=2, **options):
    s = GAME.setup(players, seed, {"first_player": 0, **options})
    return exchange_spares(s, {})


def test_a_creature_choice_is_invisible_to_others_until_the_reveal():
    s = _reveal_phase()
    choices = GAME.legal_moves(s, 0)
    a = GAME.apply(s, choices[0])
    b = GAME.apply(s, choices[-1])
    assert choices[0].cards != choices[-1].cards
    for seat in (None, 1, 2):
        assert GAME.view(a, seat) == GAME.view(b, seat), f"seat {seat} can tell seat 0's choice"
    mine = GAME.view(a, 0)
    assert mine.my_creature == list(choices[0].cards) and mine.committed == [True, False, False]
    assert GAME.view(a, 1).my_creature is None and GAME.view(a, 1).committed == [True, False, False]
    assert GAME.to_act(a) == [1, 2]


def test_several_seats_commit_and_none_sees_another_until_all_have():
    s = _reveal_phase()
    chosen2 = GAME.legal_moves(s, 2)[1]
    s = GAME.apply(s, chosen2)
    one = GAME.apply(s, GAME.legal_moves(s, 1)[0])
    other = GAME.apply(s, GAME.legal_moves(s, 1)[2])
    assert GAME.view(one, 2) == GAME.view(other, 2) and GAME.view(one, 0) == GAME.view(other, 0)
    last = GAME.apply(one, GAME.legal_moves(one, 0)[0])
    public = GAME.view(last, None)
    assert public.rounds[0].creatures[1] == list(GAME.legal_moves(s, 1)[0].cards)
    assert public.rounds[0].creatures[2] == list(chosen2.cards)
    shown = [e for e in public.events if e.kind == "creature_shown"]
    assert [e.data["seat"] for e in shown] == [0, 1, 2]


def test_the_initiators_card_is_invisible_to_the_target_and_others_until_the_swap():
    s = GAME.setup(3, 8, {"first_player": 0})
    a = GAME.apply(s, StartExchange(0, 1, s.hands[0][0]))
    b = GAME.apply(s, StartExchange(0, 1, s.hands[0][1]))
    for seat in (None, 1, 2):
        assert GAME.view(a, seat) == GAME.view(b, seat)
    assert GAME.view(a, 0).pending.card == s.hands[0][0]
    assert GAME.view(a, 1).pending.card is None and GAME.view(a, 1).pending.initiator == 0


def test_after_the_swap_only_the_two_players_know_the_cards():
    s = GAME.setup(3, 8, {"first_player": 0})
    asked = GAME.apply(s, StartExchange(0, 1, s.hands[0][0]))
    a = GAME.apply(asked, GiveCard(1, s.hands[1][0]))
    b = GAME.apply(asked, GiveCard(1, s.hands[1][1]))
    assert GAME.view(a, 2) == GAME.view(b, 2) and GAME.view(a, None) == GAME.view(b, None)
    assert GAME.view(a, 0) != GAME.view(b, 0) and GAME.view(a, 1) != GAME.view(b, 1)


def test_public_table_shows_no_hand_and_seat_views_show_only_their_own():
    s = GAME.setup(2, 1)
    assert GAME.view(s, None).hand == []
    for seat in (0, 1):
        v = GAME.view(s, seat)
        assert v.hand == s.hands[seat] and v.hand_sizes == [5, 5] and v.deck_size == 8
        other = s.hands[1 - seat]
        dumped = v.model_dump_json()
        assert not any(c in dumped for c in other), "an opponent's card leaks into the view"


def test_determinize_keeps_what_a_seat_knows_from_its_own_exchange():
    """In a 2-player game, the card I gave stays in my opponent's imagined hand until they give it back."""
    s = GAME.setup(2, 12, {"first_player": 0})
    given = s.hands[0][0]
    s = GAME.apply(s, StartExchange(0, 1, given))
    s = GAME.apply(s, GiveCard(1, s.hands[1][0]))
    for seed in range(20):
        imagined = GAME.determinize(GAME.view(s, 0), seed)
        assert given in imagined.hands[1]
        assert imagined.hands[0] == s.hands[0]


def test_a_refused_move_leaves_no_trace_of_the_secret():
    s = _reveal_phase()
    bad = dataclasses.replace(GAME.legal_moves(s, 0)[0], cards=("WC-DH-R", "WC-DH-R", "WC-DH-R"))
    with pytest.raises(IllegalMove):
        GAME.apply(s, bad)
    assert s.chosen == [None, None, None] and isinstance(GAME.legal_moves(s, 0)[0], ShowCreature)

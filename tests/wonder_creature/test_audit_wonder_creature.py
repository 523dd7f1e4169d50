"""Audit of the engine against the rulebook (file 003) and RULES-DECISIONS section 3: the items the other
test files did not pin down."""

import pytest

from rules import IllegalMove
from rules.core import Event
from rules.wonder_creature import GAME, GiveCard, ShowCreature, StartExchange
from rules.wonder_creature.knowledge import possible_holders

from .scenario import deal, exchange_spares

HAND0 = ["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-GH-R", "WC-GB-R"]
HAND1 = ["WC-DH-B", "WC-DB-B", "WC-DT-B", "WC-GH-B", "WC-GB-B"]
HAND2 = ["WC-DH-Y", "WC-DB-Y", "WC-DT-Y", "WC-GH-Y", "WC-GB-Y"]


@pytest.mark.parametrize(("players", "advanced", "hand"), [(2, False, 5), (3, False, 5), (4, True, 3), (5, True, 3),
                                                            (6, True, 3)])
def test_number_of_players_default_game_for_each_size(players, advanced, hand):
    """"2-3 (If you are an advanced player, 2-6)": 2-3 players start the basic game (hand of 5), 4-6 the
    advanced one (hand of 3), the only one they can play."""
    options = GAME.default_options(players)
    assert options.advanced is advanced
    s = GAME.setup(players, 1, options)
    assert [len(h) for h in s.hands] == [hand] * players


@pytest.mark.parametrize("bad", [1.0, True])
def test_a_seat_named_by_a_non_integer_is_refused(bad):
    """Move format: seat 1.0 or True is not a seat number (it used to crash the exchange with a TypeError)."""
    s = deal([HAND0, HAND1, HAND2], first=1)
    for move in (StartExchange(bad, 2, "WC-DH-B"), GiveCard(bad, "WC-DH-B"), ShowCreature(bad, tuple(HAND1[:3]))):
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(s, move)
        assert "seat" in caught.value.reason and caught.value.rule.startswith("Wonder Creature")


def test_WC_03_both_cards_change_hands_and_hand_sizes_hold():
    """WC-03: the starter's card goes to the target, the target's chosen card to the starter, at once."""
    s = deal([HAND0, HAND1, HAND2], first=0)
    s = GAME.apply(s, StartExchange(0, 2, "WC-GB-R"))
    assert GAME.to_act(s) == [2]
    s = GAME.apply(s, GiveCard(2, "WC-DT-Y"))
    assert "WC-DT-Y" in s.hands[0] and "WC-GB-R" not in s.hands[0]
    assert "WC-GB-R" in s.hands[2] and "WC-DT-Y" not in s.hands[2]
    assert [len(h) for h in s.hands] == [5, 5, 5]


def test_WC_08_winner_scores_one_set_and_shown_cards_leave():
    """WC-08 with the ladder: seat 0 shows an all-Red Dragon (level 1), seat 1 an all-Blue Dragon (1, fewer
    Red), seat 2 an all-Yellow Dragon (1): Red wins, one set, nine cards leave the game."""
    s = exchange_spares(deal([HAND0, HAND1, HAND2], first=0), {0: HAND0[:3], 1: HAND1[:3], 2: HAND2[:3]},
                        target_of=lambda seat, n: (seat + 1) % n)
    for p, hand in enumerate((HAND0, HAND1, HAND2)):
        assert set(hand[:3]) <= set(s.hands[p])
        s = GAME.apply(s, ShowCreature.of(p, hand[:3]))
    assert s.sets == [1, 0, 0]
    assert sorted(s.discard) == sorted(HAND0[:3] + HAND1[:3] + HAND2[:3])


def test_a_given_card_is_known_to_be_with_its_taker_until_it_trades_out_of_sight():
    """determinize may keep 'Q holds the card I gave Q' only until Q trades with someone else (then Q or that
    player holds it) or shows it; it never invents it for a seat that did not see the exchange."""
    mine = [Event("exchange", {"seat": 0, "target": 1}),
            Event("exchange_cards", {"seat": 0, "target": 1, "gave": "WC-DH-R", "got": "WC-DH-B"}, (0, 1))]
    assert possible_holders(mine, 0) == {"WC-DH-R": {1}}
    assert possible_holders(mine, 1) == {"WC-DH-B": {0}}
    assert possible_holders(mine[:1], 2) == {}
    later = mine + [Event("exchange", {"seat": 1, "target": 2})]
    assert possible_holders(later, 0) == {"WC-DH-R": {1, 2}}
    shown = mine + [Event("creature_shown", {"seat": 1, "cards": ["WC-DH-R", "WC-GB-B", "WC-GT-B"], "tier": 4})]
    assert possible_holders(shown, 0) == {}

"""Every refusal says why in a player's words and cites where the rule is written."""

import dataclasses

import pytest

from rules import BadData, IllegalMove, SetupError
from rules.wonder_creature import GAME, GiveCard, ShowCreature, StartExchange

from .scenario import deal, exchange_spares

EXCHANGE = "Wonder Creature, How to play (1) Exchange the cards in your hand"
OPEN = "Wonder Creature, How to play (2) Open a hand"
FORMAT = "Wonder Creature, move format"
HAND0 = ["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-GH-R", "WC-GB-R"]
HAND1 = ["WC-DH-B", "WC-DB-B", "WC-DT-B", "WC-GH-B", "WC-GB-B"]
HAND2 = ["WC-DH-Y", "WC-DB-Y", "WC-DT-Y", "WC-GH-Y", "WC-GB-Y"]


def refused(s, move, words: str, rule: str) -> IllegalMove:
    before = GAME.dump_state(s)
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(s, move)
    err = caught.value
    assert words in err.reason, err.reason
    assert err.rule.startswith(rule), err.rule
    assert GAME.dump_state(s) == before
    return err


@pytest.fixture
def start():
    return deal([HAND0, HAND1, HAND2], first=0)


@pytest.fixture
def asked(start):
    return GAME.apply(start, StartExchange(0, 1, "WC-GH-R"))


@pytest.fixture
def reveal(start):
    return exchange_spares(start, {})


# ----- setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [4, 5, 6])
def test_four_to_six_players_need_the_advanced_game(players):
    """Asked for explicitly, the basic game refuses 4-6 players (options=None picks the advanced game)."""
    with pytest.raises(SetupError, match="advanced"):
        GAME.setup(players, 1, {"advanced": False})
    assert GAME.setup(players, 1, {"advanced": True}).players == players


@pytest.mark.parametrize(("players", "options"), [(1, {}), (7, {"advanced": True}), (7, {})])
def test_player_counts_outside_the_box_are_refused(players, options):
    with pytest.raises(SetupError):
        GAME.setup(players, 1, options)


def test_bad_options_and_data_are_refused():
    with pytest.raises(SetupError):
        GAME.setup(2, 1, {"deck_order": ["WC-XX-R"]})
    with pytest.raises(SetupError):
        GAME.setup(2, 1, {"advanced": "sometimes"})
    with pytest.raises(SetupError):
        GAME.setup(3, 1, {"first_player": 3})
    with pytest.raises(BadData):
        GAME.load_state('{"players": 2}')


# ----- exchanges -------------------------------------------------------------------------------
def test_you_cannot_exchange_with_yourself(start):
    refused(start, StartExchange(0, 0, "WC-GH-R"), "not with yourself", EXCHANGE)


@pytest.mark.parametrize("target", [-1, 3, 999])
def test_the_opponent_must_sit_at_the_table(start, target):
    refused(start, StartExchange(0, target, "WC-GH-R"), "choose an opponent from Player 1 to Player 3", EXCHANGE)


@pytest.mark.parametrize("target", ["1", None, True, 1.0])
def test_the_opponent_is_named_by_seat_number(start, target):
    refused(start, StartExchange(0, target, "WC-GH-R"), "seat number", FORMAT)


def test_you_can_only_offer_a_card_you_hold(start):
    refused(start, StartExchange(0, 1, "WC-GH-B"), "You don't hold the Griffin Head (Blue)", EXCHANGE)
    refused(start, StartExchange(0, 1, "bogus-99"), "There is no card called 'bogus-99'", FORMAT)
    refused(start, StartExchange(0, 1, ""), "There is no card called ''", FORMAT)
    refused(start, StartExchange(0, 1, 3), "Name a card by its id", FORMAT)


def test_the_starter_cannot_skip_to_giving(start):
    refused(start, GiveCard(0, "WC-GH-R"), "it is your turn to start an exchange", EXCHANGE)


def test_out_of_turn_exchange_is_refused(start):
    refused(start, StartExchange(1, 0, "WC-DH-B"), "It is not Player 2's turn; waiting for Player 1",
            "Wonder Creature, turn order")


def test_the_target_cannot_refuse_or_start_their_own_exchange(asked):
    """T-WC-6: 'You can't refuse the order to exchange.'"""
    err = refused(asked, StartExchange(1, 2, "WC-DH-B"), "you can't refuse", EXCHANGE)
    assert err.rule == EXCHANGE      # the rulebook's section: no decision code (WC-03) is shown to a player
    assert all(isinstance(m, GiveCard) for m in GAME.legal_moves(asked, 1))


def test_the_target_gives_a_card_they_hold(asked):
    refused(asked, GiveCard(1, "WC-GH-R"), "You don't hold the Griffin Head (Red)", EXCHANGE)
    refused(asked, GiveCard(1, "WC-QQ-Z"), "There is no card called", FORMAT)


def test_no_creature_before_the_exchanges_are_over(start):
    refused(start, ShowCreature(0, ("WC-DH-R", "WC-DB-R", "WC-DT-R")), "after all the exchanges", OPEN)


# ----- showing a creature ------------------------------------------------------------------------
def test_no_exchange_after_the_exchanges(reveal):
    hand = reveal.hands[0]
    refused(reveal, StartExchange(0, 1, hand[0]), "The exchanges are over", OPEN)
    refused(reveal, GiveCard(0, hand[0]), "The exchanges are over", OPEN)


@pytest.mark.parametrize("count", [0, 1, 2, 4, 5])
def test_a_creature_is_exactly_three_cards(reveal, count):
    cards = tuple(reveal.hands[0][:count])
    err = refused(reveal, ShowCreature(0, cards), f"exactly three cards; you named {count}", OPEN)
    assert err.rule == OPEN          # the rulebook's section: no decision code (WC-05) is shown to a player


def test_a_creature_uses_three_different_cards_you_hold(reveal):
    hand = reveal.hands[0]
    refused(reveal, ShowCreature(0, (hand[0], hand[0], hand[1])), "twice", OPEN)
    missing = next(c for c in reveal.hands[1])
    refused(reveal, ShowCreature.of(0, [hand[0], hand[1], missing]), "You don't hold", OPEN)
    refused(reveal, ShowCreature(0, ("bogus-99", hand[1], hand[2])), "There is no card called", FORMAT)
    refused(reveal, ShowCreature(0, "abc"), "as a list of card ids", FORMAT)


def test_cards_in_another_order_are_refused_but_the_helper_sorts_them(reveal):
    hand = reveal.hands[0]
    backwards = (hand[2], hand[1], hand[0])
    refused(reveal, ShowCreature(0, backwards), "card-list order", FORMAT)
    assert ShowCreature.of(0, backwards) in GAME.legal_moves(reveal, 0)


def test_a_chosen_creature_cannot_be_changed(reveal):
    s = GAME.apply(reveal, GAME.legal_moves(reveal, 0)[0])
    refused(s, GAME.legal_moves(reveal, 0)[1], "It is not Player 1's turn", "Wonder Creature, turn order")


def test_nothing_after_the_game_end():
    s = GAME.setup(3, 4, {"first_player": 0})
    s = exchange_spares(s, {})
    for seat in range(3):
        s = GAME.apply(s, GAME.legal_moves(s, seat)[0])
    assert GAME.is_over(s)
    refused(s, ShowCreature(0, tuple(s.hands[0][:3])), "The game is over", "Wonder Creature, game end")


def test_foreign_and_malformed_moves(start):
    @dataclasses.dataclass(frozen=True)
    class Dance:
        seat: int
        kind: str = "dance"

    refused(start, Dance(0), "not a Wonder Creature move", FORMAT)
    for text in ('{"seat": 0, "kind": "pass"}', '{"seat": 0, "kind": "give"}', "[1, 2]"):
        with pytest.raises(IllegalMove):
            GAME.load_move(text)
    assert GAME.load_move('{"seat": 0, "kind": "show", "cards": ["WC-DH-R", "WC-DB-R", "WC-DT-R"]}') == ShowCreature(
        0, ("WC-DH-R", "WC-DB-R", "WC-DT-R"))

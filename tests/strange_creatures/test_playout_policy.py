"""The strong bot's imagined Strange Creatures players buy, take what a card offers, and play the
last card of a trick for what it earns."""

from rules.strange_creatures import GAME
from rules.strange_creatures.moves import Buy, Pass, Play, Remove
from rules.strange_creatures.playout_policy import weights
from rules.strange_creatures.trick import Played

from .scenario import IVAN, JANE, KARL, LOREN, give, start

HANDS = [
    ["yellow-1", "yellow-5", "blue-2", "green-3", "brown-4"],
    ["yellow-2", "blue-5", "blue-6", "green-1", "brown-1"],
    ["yellow-3", "yellow-6", "green-5", "brown-2", "colorless-3"],
    ["yellow-4", "blue-1", "green-6", "brown-5", "brown-6"],
]


def _phase(phase: str, seat: int = IVAN):
    s = start(HANDS, draw=["yellow-9", "trump-a", "blue-8", "seven-a"])
    s.phase, s.turn = phase, seat
    return s


def test_a_dearer_card_is_bought_more_readily_and_any_buy_before_a_pass():
    s = _phase("buy")
    s.coins[IVAN] = 5
    trump, nine, eight, pass_ = weights(s, IVAN, [Buy(IVAN, "trump-a"), Buy(IVAN, "yellow-9"),
                                                  Buy(IVAN, "blue-8"), Pass(IVAN)])
    assert trump > nine > eight > pass_ > 0


def test_the_three_and_a_third_is_traded_for_its_coins_more_often_than_kept():
    s = _phase("remove")
    s.removal = ["self", None, None, None]
    take, keep = weights(s, IVAN, [Remove(IVAN, "green-3.33"), Pass(IVAN)])
    assert take > keep > 0


def test_a_four_and_a_quarter_thins_a_coin_card_first_and_the_expert_rule_is_mostly_passed():
    s = _phase("remove")
    s.removal = ["any", None, None, None]
    coin_card, stamp_card, keep = weights(s, IVAN, [Remove(IVAN, "yellow-1"), Remove(IVAN, "yellow-5"),
                                                    Pass(IVAN)])
    assert coin_card > keep > stamp_card > 0
    s.phase = "expert"
    coin_card, stamp_card, keep = weights(s, IVAN, [Remove(IVAN, "yellow-1"), Remove(IVAN, "yellow-5"),
                                                    Pass(IVAN)])
    assert keep > coin_card > stamp_card > 0


def test_last_in_a_trick_the_winning_card_leans_by_the_round_s_stamp():
    s = give(_phase("play", JANE), JANE, ["seven-a"])
    s.trick = [Played(IVAN, "yellow-1"), Played(KARL, "yellow-2"), Played(LOREN, "yellow-6")]
    lose, win = GAME.legal_moves(s, JANE)
    assert (lose, win) == (Play(JANE, "yellow-4"), Play(JANE, "seven-a"))  # yellow follows; a 7 may always
    s.round = 1
    to_win, to_lose = weights(s, JANE, [win, lose])  # the 7 wins a 1-point stamp, the yellow 4 earns 1 coin
    assert to_win > to_lose > 0
    s.round = 4
    to_win_in_round_four, same_loss = weights(s, JANE, [win, lose])
    assert to_win_in_round_four > to_win and same_loss == to_lose


def test_a_play_before_the_last_has_no_leaning():
    s = _phase("play", KARL)
    s.trick = [Played(IVAN, "yellow-1")]
    assert weights(s, KARL, GAME.legal_moves(s, KARL)) == [1.0]

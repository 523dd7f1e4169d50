"""The strong bot's imagined Wonder Creature players keep the cards that build a creature."""

from rules.wonder_creature import GAME, GiveCard, ShowCreature, StartExchange
from rules.wonder_creature.playout_policy import kept_worth, score, weights

from .scenario import deal

HANDS = [["WC-DH-R", "WC-DB-R", "WC-GT-B"], ["WC-GH-Y", "WC-GB-B", "WC-DT-Y"],
         ["WC-DH-B", "WC-GB-R", "WC-GT-R"], ["WC-DB-Y", "WC-DT-B", "WC-GH-B"]]


def test_a_creature_of_one_background_outscores_any_mixed_one():
    assert score(["WC-DH-B", "WC-DB-B", "WC-DT-B"]) > score(["WC-DH-R", "WC-DB-R", "WC-GT-R"])
    assert score(["WC-DH-R", "WC-DB-R", "WC-DT-R"]) > score(["WC-DH-B", "WC-DB-B", "WC-DT-B"])
    assert score(["WC-DH-R", "WC-DB-Y", "WC-GT-B"]) > score(["WC-DH-R", "WC-GH-R", "WC-DT-R"])  # level 4 beats 5


def test_the_starter_offers_the_card_that_fits_least_to_anyone():
    s = deal(HANDS, advanced=True)
    moves = GAME.legal_moves(s, 0)
    got = dict(zip(moves, weights(s, 0, moves), strict=True))
    for target in (1, 2, 3):
        misfit = got[StartExchange(0, target, "WC-GT-B")]
        assert misfit == max(got.values())
        assert misfit > 4 * got[StartExchange(0, target, "WC-DH-R")]
        assert got[StartExchange(0, 1, "WC-GT-B")] == got[StartExchange(0, target, "WC-GT-B")]


def test_the_named_opponent_gives_back_its_misfit_and_no_move_is_ruled_out():
    s = GAME.apply(deal(HANDS, advanced=True), StartExchange(0, 2, "WC-GT-B"))
    moves = GAME.legal_moves(s, 2)
    w = dict(zip(moves, weights(s, 2, moves), strict=True))
    assert max(w, key=w.get) == GiveCard(2, "WC-DH-B")  # Griffin body and tail, both red, stay
    assert min(w.values()) > 0


def test_in_the_basic_game_the_strongest_three_are_shown_most():
    hands = [["WC-DH-R", "WC-DB-R", "WC-DT-R", "WC-GH-B", "WC-GB-Y"],
             ["WC-GH-R", "WC-GB-R", "WC-GT-R", "WC-DH-Y", "WC-DB-Y"]]
    s = deal(hands)
    while s.phase == "exchange":
        (seat,) = GAME.to_act(s)
        s = GAME.apply(s, GAME.legal_moves(s, seat)[-1])
    moves = GAME.legal_moves(s, 0)
    w = weights(s, 0, moves)
    best = moves[w.index(max(w))]
    assert best == ShowCreature.of(0, max((m.cards for m in moves), key=score))
    assert kept_worth(s.hands[0], s.hands[0][0]) <= max(score(m.cards) for m in moves)

"""The bots play through the contract and see only views."""

import pytest

from rules.bots import RandomBot, SearchBot, make_bot
from tests.toy_game import TOY


def _play(game, bots, seed):
    s = game.setup(len(bots), seed)
    while not game.is_over(s):
        seat = game.to_act(s)[0]
        move = bots[seat].choose(game, game.view(s, seat))
        assert move in game.legal_moves(s, seat)
        s = game.apply(s, move)
    return game.result(s)


def test_random_bot_is_reproducible():
    a = [_play(TOY, [RandomBot(1), RandomBot(2)], 3) for _ in range(2)]
    assert a[0] == a[1]


def test_search_bot_plays_legal_moves_and_counts_playouts():
    bot = SearchBot(seed=4, iterations=20)
    _play(TOY, [bot, RandomBot(5), RandomBot(6)], 7)
    assert bot.simulated_moves > 0


def test_time_budget_needs_a_clock():
    with pytest.raises(ValueError):
        SearchBot(seconds=1.0)
    ticks = iter(range(1000))
    bot = make_bot("search", 1, seconds=3, clock=lambda: next(ticks))
    s = TOY.setup(2, 1)
    seat = TOY.to_act(s)[0]
    assert bot.choose(TOY, TOY.view(s, seat)) in TOY.legal_moves(s, seat)


def test_unknown_bot_kind():
    with pytest.raises(ValueError):
        make_bot("oracle")


def test_truncated_playouts_judge_by_the_standings_so_far():
    bot = SearchBot(seed=3, iterations=12, max_playout_moves=1)
    result = _play(TOY, [bot, RandomBot(1), RandomBot(2)], 9)
    assert bot.simulated_moves <= 12 * 9  # never more than one move per playout
    assert len(result.scores) == 3


def test_a_weighted_draw_follows_its_weights_and_never_picks_a_zero():
    """`Rng.weighted`, the one weighted draw of playouts, the easy level's slips and La Criatura's imagined
    deals: each index about as often as its weight says, never one weighted zero; all zero is refused."""
    from rules.core import Rng

    rng = Rng.from_seed(9)
    counts = [0, 0, 0, 0]
    for _ in range(4000):
        counts[rng.weighted([1.0, 0.0, 3.0, 0.0])] += 1
    assert counts[1] == counts[3] == 0 and 850 < counts[0] < 1150
    with pytest.raises(ValueError):
        rng.weighted([0.0, 0.0])


def test_weighing_leads_with_the_move_choose_plays():
    """A Hint and a replay's "why" read `weigh`: its first move must be the one the same search plays, and every
    move it reports is legal and was tried, the most tried first."""
    import rules

    game = rules.games()["strange-creatures"]
    s = game.setup(3, 11)
    seat = game.to_act(s)[0]
    view = game.view(s, seat)
    chosen = SearchBot(seed=9, iterations=60).choose(game, view)
    weighing = SearchBot(seed=9, iterations=60).weigh(game, view)
    assert weighing.moves[0].move == chosen
    assert weighing.playouts == 60 == sum(w.tried for w in weighing.moves)
    assert all(w.move in game.legal_moves(s, seat) for w in weighing.moves)
    assert [w.tried for w in weighing.moves] == sorted((w.tried for w in weighing.moves), reverse=True)
    assert all(0.0 <= w.mean <= 1.0 for w in weighing.moves)


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_decide_plays_as_choose_and_reports_the_same_search(level):
    """The table keeps what a bot weighed with the move it made: `decide` must play exactly what `choose` plays
    (the easy level's slips too, decision after decision) and report the search that chose it."""
    import itertools

    import rules
    from rules.bots import make_level_bot

    game = rules.games()["hi-lo-hijinks"]
    s = game.setup(3, 4)
    ticks = itertools.count(0.0, 0.001)
    chooser = make_level_bot(level, 7, clock=lambda: next(ticks))
    ticks2 = itertools.count(0.0, 0.001)
    decider = make_level_bot(level, 7, clock=lambda: next(ticks2))
    for _ in range(12):
        seat = game.to_act(s)[0]
        view = game.view(s, seat)
        move = chooser.choose(game, view)
        decided, weighing = decider.decide(game, view)
        assert decided == move
        assert weighing.moves and all(w.move in game.legal_moves(s, seat) for w in weighing.moves)
        assert len(weighing.moves) == 1 or move in [w.move for w in weighing.moves]
        s = game.apply(s, move)


def test_a_move_alone_is_weighed_as_untried():
    """A seat with one legal move is not searched: `decide` and `weigh` report that move, tried by no playout (they
    read the last search's estimates before, or none: an IndexError on a bot's first decision)."""
    import rules

    game = rules.games()["la-criatura"]
    s = game.setup(4, 3)
    for _ in range(200):
        seat = game.to_act(s)[0]
        legal = game.legal_moves(s, seat)
        if len(legal) == 1:
            break
        s = game.apply(s, legal[0])
    assert len(legal) == 1
    move, weighing = SearchBot(seed=2, iterations=30).decide(game, game.view(s, seat))
    assert move == legal[0] and [(w.move, w.tried) for w in weighing.moves] == [(move, 0)] and weighing.playouts == 0
    assert SearchBot(seed=2, iterations=30).weigh(game, game.view(s, seat)).moves[0].move == move


def test_weighing_a_move_alone_reports_it_untried():
    """A seat with one legal move (a Hint asked then): `weigh` names it, tried by no playout (it raised an
    IndexError on a fresh bot, whose move averages were never set for a search that did not run)."""
    import rules

    game = rules.games()["strange-creatures"]
    s = game.setup(4, 3)
    while len(game.legal_moves(s, game.to_act(s)[0])) != 1:
        s = game.apply(s, game.legal_moves(s, game.to_act(s)[0])[0])
    seat = game.to_act(s)[0]
    weighing = SearchBot(seed=1, iterations=20).weigh(game, game.view(s, seat))
    assert [w.move for w in weighing.moves] == game.legal_moves(s, seat)
    assert weighing.playouts == 0 and weighing.moves[0].tried == 0

"""The three bot levels: they exist for every game, play plausibly, keep their budgets on a fake
clock whatever the position, repeat themselves for a seed, and imagine the hidden part only through
`determinize`. Nothing here is timed: time is make-believe, advanced by the engine calls a bot makes."""

import itertools
import random
from dataclasses import dataclass, field

import pytest

import rules
from rules.bots import LEVELS, make_level_bot
from rules.bots.hints import NO_HINT, hint_for
from rules.bots.levels import MEDIUM_PLAYOUTS
from rules.bots.mast import Mast
from rules.bots.playout import pick
from rules.bots.reward import rewards
from rules.cli.ladder import pairings, parse_rows, wilson
from rules.core import Engine, Result, Rng, View


@dataclass
class CallState:
    players: int
    rng: Rng
    calls: list[int]
    log: list = field(default_factory=list)


@dataclass(frozen=True)
class Call:
    seat: int
    number: int


class CallView(View):
    calls: list[int]


class Calling(Engine):
    """Each seat in turn calls a number from 0 to 9; the highest call wins (nothing is hidden)."""

    id, title, min_players, max_players = "calling", "Calling", 2, 2
    State, Move, View = CallState, Call, CallView

    def _setup(self, players, seed, options):
        return CallState(players, Rng.from_seed(seed), [])

    def to_act(self, s):
        return [len(s.calls)] if len(s.calls) < s.players else []

    def legal_moves(self, s, seat):
        return [Call(seat, n) for n in range(10)] if seat in self.to_act(s) else []

    def _apply(self, s, move):
        s.calls.append(move.number)

    def _view(self, s, seat):
        return CallView(game=self.id, seat=seat, players=s.players, to_act=self.to_act(s), over=self.is_over(s),
                        events=[], calls=list(s.calls))

    def determinize(self, view, seed):
        return CallState(view.players, Rng.from_seed(seed), list(view.calls))

    def result(self, s):
        scores = [float(c) for c in s.calls] + [0.0] * (s.players - len(s.calls))
        return Result(scores=scores, winners=[p for p, c in enumerate(scores) if c == max(scores)])


CALLING = Calling()


class Ticking:
    """A fake clock whose time moves only when the wrapped game is asked something."""

    def __init__(self):
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


class Costly:
    """An engine wrapper where every call costs `step` seconds on `clock` (a slow machine, made up),
    and which refuses any state the bot did not imagine itself (from `determinize`, then `apply`)."""

    def __init__(self, game, clock: Ticking, step: float):
        self.game, self.clock, self.step = game, clock, step
        self.imagined: set[int] = set()
        self.id = game.id

    def _cost(self, s=None):
        self.clock.t += self.step
        if s is not None:
            assert id(s) in self.imagined, "the bot reached a state it did not imagine from its view"

    def determinize(self, view, seed):
        self._cost()
        s = self.game.determinize(view, seed)
        self.imagined.add(id(s))
        return s

    def apply(self, s, move):
        self._cost(s)
        t = self.game.apply(s, move)
        self.imagined.add(id(t))
        return t

    def legal_moves(self, s, seat):
        self._cost(s)
        return self.game.legal_moves(s, seat)

    def to_act(self, s):
        self._cost(s)
        return self.game.to_act(s)

    def is_over(self, s):
        self._cost(s)
        return self.game.is_over(s)

    def result(self, s):
        self._cost(s)
        return self.game.result(s)


def position(game_id: str, moves: int, seed: int = 1):
    """A game some random moves in, at a seat with a choice to make."""
    game = rules.games()[game_id]
    players = game.usual_players
    s = game.setup(players, seed, game.default_options(players))
    chooser = random.Random(seed)
    for _ in range(moves):
        seat = game.to_act(s)[0]
        s = game.apply(s, chooser.choice(game.legal_moves(s, seat)))
    while len(game.legal_moves(s, game.to_act(s)[0])) < 2:
        s = game.apply(s, game.legal_moves(s, game.to_act(s)[0])[0])
    return game, s


@pytest.mark.parametrize("game_id", sorted(rules.games()))
def test_every_level_plays_every_game_seeing_only_its_view(game_id):
    game, s = position(game_id, 3)
    seat = game.to_act(s)[0]
    for level in LEVELS:
        clock = Ticking()
        watched = Costly(game, clock, step=0.01)
        move = make_level_bot(level, 5, clock=clock).choose(watched, game.view(s, seat))
        assert move in game.legal_moves(s, seat)
        assert id(s) not in watched.imagined


@pytest.mark.parametrize("game_id,moves", [("savannah", 2), ("herds", 40), ("animal-hunt", 10),
                                           ("strange-creatures", 5)])
@pytest.mark.parametrize("step", [0.0005, 0.04])
def test_a_decision_keeps_its_levels_budget(game_id, moves, step):
    """Hundreds of legal moves (Savannah), long playouts (Herds), cheap or costly engine calls: the
    clock is read between engine calls, so a decision ends within its budget plus 10%."""
    game, s = position(game_id, moves)
    seat = game.to_act(s)[0]
    for level, spec in LEVELS.items():
        clock = Ticking()
        make_level_bot(level, 2, clock=clock).choose(Costly(game, clock, step), game.view(s, seat))
        assert clock.t <= spec.budget * 1.1, (level, clock.t)


def test_the_same_seed_makes_the_same_choices():
    game, s = position("strange-creatures", 9)
    view = game.view(s, game.to_act(s)[0])
    for level in LEVELS:
        picks = []
        for _ in range(2):
            clock = Ticking()
            bot = make_level_bot(level, 11, clock=clock)
            picks.append([bot.choose(Costly(game, clock, 0.002), view) for _ in range(3)])
        assert picks[0] == picks[1]


def test_easy_is_not_random_it_goes_for_the_win():
    """Calling: the highest number wins. A random player calls 9 one time in ten; the easy level
    searches (briefly, and may slip), so it calls 8 or 9 nearly always."""
    high = 0
    for seed in range(20):
        s = CALLING.setup(2, seed)
        clock = Ticking()
        move = make_level_bot("easy", seed, clock=clock).choose(Costly(CALLING, clock, 0.0001), CALLING.view(s, 0))
        high += move.number >= 8
    assert high >= 16


def test_medium_stops_at_its_playout_cap_with_time_left_and_strong_does_not():
    """Where playouts are cheap, medium's cap keeps it a step below strong (levels.py says why)."""
    s = CALLING.setup(2, 3)
    spent = {}
    for level in ("medium", "strong"):
        clock = Ticking()
        bot = make_level_bot(level, 5, clock=clock)
        bot.choose(Costly(CALLING, clock, 0.0001), CALLING.view(s, 0))
        spent[level] = (bot.simulated_moves, clock.t)
    medium_moves, medium_time = spent["medium"]
    assert medium_moves <= MEDIUM_PLAYOUTS  # a Calling playout is the one call left to make
    assert medium_time < LEVELS["medium"].think / 2
    assert spent["strong"][0] > 4 * MEDIUM_PLAYOUTS


def test_partners_share_a_win_in_a_team_game():
    herds = rules.games()["herds"]
    assert hint_for(herds).team_game(4) and not hint_for(herds).team_game(3)
    assert not hint_for(rules.games()["animal-hunt"]).team_game(4)
    r = Result(scores=[60.0, 40.0, 60.0, 40.0], winners=[0, 2])
    assert rewards(r, True, team_game=True)[0] == rewards(r, True, team_game=True)[2] == 1.0
    assert rewards(r, True, team_game=False)[0] == pytest.approx(0.6)


def test_ladder_rows_and_interval():
    assert pairings(["easy", "medium", "strong"]) == [
        ("easy", "random"), ("medium", "easy"), ("medium", "random"), ("strong", "medium"), ("strong", "random")]
    low, high = wilson(0.5, 100)
    assert 0.39 < low < 0.5 < high < 0.61


def test_unknown_level():
    with pytest.raises(ValueError):
        make_level_bot("grandmaster", clock=Ticking())


def test_levels_by_name_in_the_terminal():
    from rules.bots import BOT_KINDS, make_bot

    assert {"easy", "medium", "strong"} <= set(BOT_KINDS)
    game, s = position("hi-lo-hijinks", 2)
    seat = game.to_act(s)[0]
    clock = Ticking()
    assert make_bot("strong", 1, clock=clock).choose(Costly(game, clock, 0.01), game.view(s, seat)) in \
        game.legal_moves(s, seat)
    with pytest.raises(ValueError):
        make_bot("easy", 1)


def test_the_ladder_prints_a_table_per_game(capsys):
    from rules.__main__ import main

    assert main(["strength", "--ladder", "wonder-creature", "--levels", "easy,medium", "--games", "1",
                 "--scale", "0.01", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "Wonder Creature" in out and "| medium | easy |" in out and "| medium | random |" in out


def test_ladder_rows_chosen_by_hand_on_later_deals(capsys, monkeypatch):
    """`--rows` picks pairings (a mirror too) and `--first` starts at a later deal, so a README
    figure on deals 120-239 is one command."""
    import rules.cli.ladder as ladder_module
    from rules.__main__ import main

    assert parse_rows("strong:medium,medium:medium,easy:random") == [
        ("strong", "medium"), ("medium", "medium"), ("easy", "random")]
    for bad in ("strong", "random:easy", "strong:grandmaster"):
        with pytest.raises(ValueError):
            parse_rows(bad)
    played = []

    def one_game(game_id, players, upper, lower, index, scale):
        played.append((upper, lower, index))
        return float(index == 8), [0.1], []

    monkeypatch.setattr(ladder_module, "one_game", one_game)
    assert main(["strength", "--ladder", "wonder-creature", "--rows", "medium:medium,strong:random",
                 "--first", "7", "--games", "2", "--jobs", "1"]) == 0
    assert played == [("medium", "medium", 7), ("medium", "medium", 8),
                      ("strong", "random", 7), ("strong", "random", 8)]
    out = capsys.readouterr().out
    assert "2 games per row on deals 7-8" in out
    assert "| medium | medium | 50% |" in out and "| strong | random | 50% |" in out and "| easy |" not in out
    with pytest.raises(SystemExit):
        main(["strength", "--ladder", "--rows", "strong-medium"])
    with pytest.raises(SystemExit):  # --levels would be silently ignored
        main(["strength", "--ladder", "--rows", "strong:medium", "--levels", "easy,medium"])


def test_a_level_beside_its_lower_mirror_gets_its_gain_deal_by_deal(capsys, monkeypatch):
    """Run beside the lower level's mirror on the same deals, a row also gets its gain over that
    mirror from the per-deal differences, so the luck of the deals, shared by both rows, drops out."""
    import rules.cli.ladder as ladder_module
    from rules.__main__ import main

    won = {("strong", "medium"): [1, 1, 0, 1, 1, 0, 1, 0], ("medium", "medium"): [1, 0, 0, 1, 1, 0, 0, 0]}
    monkeypatch.setattr(ladder_module, "one_game",
                        lambda game_id, players, upper, lower, index, scale: (won[upper, lower][index], [0.1], []))
    assert main(["strength", "--ladder", "la-criatura", "--rows", "strong:medium,medium:medium", "--games", "8",
                 "--jobs", "1"]) == 0
    # differences 0,1,0,0,0,0,1,0: mean 1/4, spread sqrt(1.5/7), half-width 1.96 * 0.4629 / sqrt(8) = 0.321
    assert "strong over the medium mirror, deal by deal: +25.0 points (95% interval -7.1 to +57.1) on 8 deals" \
        in capsys.readouterr().out
    gain, low, high = ladder_module.paired_gain([1.0] * 4, [1.0, 0.0, 1.0, 0.0])
    assert gain == 0.5 and low < 0.5 < high
    assert ladder_module.paired_gain([1.0, 0.0], [1.0, 0.0]) == (0.0, 0.0, 0.0)  # the same play, no doubt left
    assert main(["strength", "--ladder", "la-criatura", "--rows", "strong:medium,medium:medium", "--games", "1",
                 "--jobs", "1"]) == 0
    assert "deal by deal" not in capsys.readouterr().out  # one deal shows no spread to judge a gain by


def test_a_team_games_chance_share_is_the_readmes_figure(capsys, monkeypatch):
    """La Criatura's chance share (a seat's side winning with every seat random) is measured over
    1,000 random games, so every run shows the README's 55% (300 games said 52%)."""
    import rules.cli.ladder as ladder_module
    from rules.__main__ import main

    monkeypatch.setattr(ladder_module, "one_game", lambda *args: (1.0, [0.1], []))
    assert main(["strength", "--ladder", "la-criatura", "--rows", "strong:medium", "--games", "1",
                 "--jobs", "1"]) == 0
    assert "chance share 55% of 1,000 random games" in capsys.readouterr().out


def test_learning_playouts_play_what_has_paid_for_each_seat():
    """Move averages: once seat 1's high calls have won it playouts, imagined seat 1 calls high far
    more often than one time in ten, while seat 0's moves, never tried, stay equally likely."""
    mast = Mast(temperature=0.1)
    for n in range(10):
        mast.learn([Call(0, 5), Call(1, n)], reward_of=[0.0, 1.0 if n >= 8 else 0.0])
    rng = Rng.from_seed(3)
    picks = [pick([Call(1, n) for n in range(10)], rng, NO_HINT, mast).number for _ in range(400)]
    assert sum(p >= 8 for p in picks) > 300
    assert mast.weight(Call(0, 1)) == mast.weight(Call(0, 9))
    assert mast.weight(Call(0, 5)) < mast.weight(Call(0, 9)) == 1.0  # tried and lost: below an untried move


def test_decision_times_cover_the_widest_position_and_judge_each_level():
    """The timing benchmark picks Savannah's widest position among its own, and its verdict follows
    the budget: on a clock that moves a millisecond each time it is read, every level is on time."""
    from rules.cli.decision_times import decision_times, positions

    savannah = rules.games()["savannah"]
    states = positions(savannah, 3, 1)
    widest = max(len(savannah.legal_moves(s, savannah.to_act(s)[0])) for s in states)
    assert len(states) == 5 and widest > 100
    lines = []
    ticks = itertools.count()
    rows = decision_times(["wonder-creature"], None, clock=lambda: next(ticks) * 0.001, out=lines.append)
    assert [r["level"] for r in rows] == list(LEVELS) and all(r["ok"] for r in rows)
    assert len(lines) == 2 + len(LEVELS) and "| Wonder Creature | 4 | strong |" in lines[-1]


def test_deducktion_playouts_do_not_learn_move_averages():
    """The ladder showed move averages misleading the strong level in Deducktion (see hints.py)."""
    assert not hint_for(rules.games()["deducktion"]).learns and hint_for(rules.games()["herds"]).learns


@pytest.mark.parametrize("game_id", ["la-criatura", "wonder-creature"])
def test_medium_leans_only_where_uniform_playouts_mislead_and_easy_never(game_id, monkeypatch):
    """In La Criatura uniform imagined players say nothing about who is on which side, so medium's
    playouts lean each side's way as strong's do; elsewhere medium's stay uniform, and easy's always."""
    game = rules.games()[game_id]
    hint = hint_for(game)
    leaned = []
    real = hint.weights_in
    monkeypatch.setattr(hint, "weights_in", lambda state, seat, moves: leaned.append(seat) or real(state, seat, moves))
    _, s = position(game_id, 6)
    seat = game.to_act(s)[0]
    used = {}
    for level in ("easy", "medium", "strong"):
        leaned.clear()
        clock = Ticking()
        make_level_bot(level, 3, clock=clock).choose(Costly(game, clock, 0.001), game.view(s, seat))
        used[level] = bool(leaned)
    assert used == {"easy": False, "medium": hint.uniform_misleads, "strong": True}
    assert hint.uniform_misleads == (game_id == "la-criatura")

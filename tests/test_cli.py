"""The terminal game and the benchmark run end to end."""

from rules.cli.bench import bench_game
from rules.cli.play import TerminalGame
from tests.toy_game import TOY


def test_bots_play_a_terminal_game_to_the_end():
    lines = []
    result = TerminalGame(TOY, 3, 5, set(), "random", 0.0, out=lines.append).run()
    assert result is not None
    assert any("Final scores" in line for line in lines)
    assert any("(winner)" in line for line in lines)


def test_a_person_chooses_numbered_moves_and_can_quit():
    answers = iter(["nonsense", "1", "1", "q"])
    lines = []
    result = TerminalGame(TOY, 2, 1, {0}, "random", 0.0, out=lines.append, ask=lambda _: next(answers)).run()
    assert result is None
    assert any("Please type a number" in line for line in lines)
    assert any("Game abandoned" in line for line in lines)


def test_bench_prints_figures():
    lines = []
    bench_game(TOY, 0.05, out=lines.append)
    assert any("random moves per second" in line for line in lines)

"""Couch-play figures for `python -m tabletop bench`: how long resuming a saved game takes.

A printed figure, not a timed test: the bar is "resuming the save of a finished 5-player game takes
under 0.5 s".
"""

import random
import statistics
import tempfile
import time
from pathlib import Path

RESUME_BAR = 0.5    # seconds


def finished_game_save(folder: Path, game_id: str = "strange-creatures", players: int = 5, seed: int = 2024) -> Path:
    """Play a whole game with random legal moves and leave its autosave in `folder`."""
    import rules

    from ..couch.match import Match
    from ..storage.saves import SeatSetup

    game = rules.games()[game_id]
    path = folder / "finished.json"
    seats = [SeatSetup(name=f"Player {i + 1}", kind="bot", bot="random") for i in range(players)]
    match = Match.new(game, players, seed, seats=seats, save_path=path, autosave=False)
    chooser = random.Random(seed)
    while not match.over:
        seat = match.to_act()[0]
        match.play(chooser.choice(game.legal_moves(match.state, seat)))
    match.autosave = True
    match.save()
    return path


def resume_seconds(path: Path, repeats: int = 5) -> tuple[float, int]:
    """Median wall time to read, check and replay the save into a Match (and the number of moves)."""
    from ..couch.match import Match
    from ..storage.saves import load_or_set_aside

    times, moves = [], 0
    for _ in range(repeats):
        t0 = time.perf_counter()
        replayed, message = load_or_set_aside(path)
        if replayed is None:
            raise RuntimeError(message or "the save vanished")
        match = Match.resumed(replayed, save_path=path, autosave=False)
        match.view(0)
        times.append(time.perf_counter() - t0)
        moves = len(match.moves)
    return statistics.median(times), moves


def couch_bench(print_=print) -> bool:
    """Print the couch-play figures; True when both bars are met."""
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        path = finished_game_save(Path(tmp))
        seconds, moves = resume_seconds(path)
    met = seconds < RESUME_BAR
    ok &= met
    print_(f"resume a finished 5-player Strange Creatures save ({moves} moves): {seconds * 1000:.0f} ms "
           f"(bar {RESUME_BAR * 1000:.0f} ms) {'ok' if met else 'TOO SLOW'}")
    return ok


if __name__ == "__main__":
    raise SystemExit(0 if couch_bench() else 1)

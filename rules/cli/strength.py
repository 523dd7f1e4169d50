"""`python -m rules strength GAME`: how often the search bot wins against random bots.

The search bot sits in a different seat each game; a shared win counts as a fraction. The
figure to beat is 1/players (a random bot's share).
"""

import time
from concurrent.futures import ProcessPoolExecutor

import rules
from rules.bots import RandomBot, SearchBot


def one_game(game_id: str, players: int, index: int, seconds: float | None, iterations: int) -> float:
    game = rules.games()[game_id]
    searcher = index % players
    bots = [
        SearchBot(index, seconds=seconds, clock=time.monotonic if seconds else None, iterations=iterations)
        if p == searcher else RandomBot(index * 7 + p)
        for p in range(players)
    ]
    s = game.setup(players, 10_000 + index, game.default_options(players))
    while not game.is_over(s):
        seat = game.to_act(s)[0]
        s = game.apply(s, bots[seat].choose(game, game.view(s, seat)))
    winners = game.result(s).winners
    return 1.0 / len(winners) if searcher in winners else 0.0


def measure(game_id: str, players: int, games: int, seconds: float | None, iterations: int, jobs: int,
            out=print) -> float:
    start = time.monotonic()
    args = [(game_id, players, i, seconds, iterations) for i in range(games)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        shares = list(pool.map(one_game, *zip(*args, strict=True)))
    won = sum(shares)
    budget = f"{seconds:g} s per move" if seconds else f"{iterations} playouts per move"
    out(f"{game_id}, {players} players, {games} games, search bot ({budget}) against random bots:")
    out(f"  search bot won {won:g} of {games} games = {won / games:.1%} (a random seat's share: {1 / players:.1%})")
    out(f"  took {time.monotonic() - start:.0f} s with {jobs} processes")
    return won / games

"""`python -m rules strength --ladder`: each bot level against the level below and against random.

A benchmark run by hand (never by the tests). Per game it prints one row per pairing: the upper
level sits in one seat (in a team game, a whole side) and the lower level fills the rest, the
seat turning from game to game; a shared win counts as a fraction (a side's win counts whole).
The win rate comes with a 95% Wilson interval and the chance share (what that seat wins when every
seat plays the same: 1/players, or measured from random games in team games). Where a seat's share
depends on how well everyone plays (La Criatura's hidden sides), a mirror row (`--rows medium:medium`)
measures it for that level, on the same deals; a row run beside the mirror of its lower level
(`--rows strong:medium,medium:medium`) also gets its gain over that mirror deal by deal, so the luck
of the deals, which both rows share, drops out of the comparison (in La Criatura the medium mirror
won 54% of deals 0-149 and 69% of deals 150-299). Seconds per decision (median, max) count only
decisions with a choice, taken by the upper level in that row.
"""

import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import rules
from rules.bots import LEVELS, RandomBot, make_level_bot
from rules.bots.hints import hint_for
from rules.core import Rng

RANDOM = "random"


def pairings(levels: list[str]) -> list[tuple[str, str]]:
    """(upper, lower) rows: each level against the one below it, then against random."""
    rows = []
    for i, level in enumerate(levels):
        below = levels[i - 1] if i else RANDOM
        rows.append((level, below))
        if below != RANDOM:
            rows.append((level, RANDOM))
    return rows


def parse_rows(text: str) -> list[tuple[str, str]]:
    """`--rows strong:medium,medium:medium`: chosen pairings instead of the whole ladder. A level
    against itself (a mirror) measures what a seat wins playing like the rest, the fair mark where
    that is not 1/players (La Criatura's sides)."""
    rows = []
    for part in text.split(","):
        upper, _, lower = part.partition(":")
        if upper not in LEVELS or lower not in (*LEVELS, RANDOM):
            raise ValueError(f"{part!r}: a row is UPPER:LOWER, UPPER one of {', '.join(LEVELS)}, "
                             f"LOWER one of those or {RANDOM}")
        rows.append((upper, lower))
    return rows


def seats_of(game, players: int, index: int) -> list[int]:
    """The seats the upper level takes in game `index`: one seat, or a whole side."""
    teams = hint_for(game).teams(players)
    if teams:
        return teams[index % len(teams)]
    return [index % players]


def share(game, players: int, result, seats: list[int]) -> float:
    winners = result.winners
    if not any(p in winners for p in seats):
        return 0.0
    if hint_for(game).team_game(players):
        return 1.0
    return sum(p in winners for p in seats) / len(winners)


def _bot(level: str, seed: int, scale: float):
    if level == RANDOM:
        return RandomBot(seed)
    return make_level_bot(level, seed, clock=time.monotonic, scale=scale)


def one_game(game_id: str, players: int, upper: str, lower: str, index: int, scale: float):
    """(share won by the upper level, its seconds per decision with a choice, the lower's)."""
    game = rules.games()[game_id]
    mine = seats_of(game, players, index)
    bots = [_bot(upper if p in mine else lower, 1000 * index + p, scale) for p in range(players)]
    s = game.setup(players, 20_000 + index, game.default_options(players))
    up_times, low_times = [], []
    while not game.is_over(s):
        seat = game.to_act(s)[0]
        view = game.view(s, seat)
        choice = len(game.legal_moves(s, seat)) > 1
        start = time.monotonic()
        move = bots[seat].choose(game, view)
        took = time.monotonic() - start
        if choice:
            (up_times if seat in mine else low_times).append(took)
        s = game.apply(s, move)
    return share(game, players, game.result(s), mine), up_times, low_times


CHANCE_SAMPLES = 1000  # La Criatura: 300 random games said 52%, 1,000 say 55%; Herds' 1,000 take about 90 s


def chance_share(game, players: int, samples: int = CHANCE_SAMPLES) -> float:
    """What the upper level's seat(s) would win if they played like the rest: in a team game,
    measured over `samples` random games (seeds 50,000 on): the same figure every run, within about
    3 points of the truth at 1,000 (300 left it 6 points either way). Random play is drawn from the
    true state's legal moves (the same as from any imagined one): a RandomBot imagines a state for
    every move, five times the cost in Herds, eight in La Criatura."""
    hint = hint_for(game)
    if not hint.team_game(players):
        teams = hint.teams(players)
        return 1.0 / (len(teams) if teams else players)
    won = 0.0
    for i in range(samples):
        rng = Rng.from_seed(7 * i)
        s = game.setup(players, 50_000 + i, game.default_options(players))
        while not game.is_over(s):
            s = game.apply(s, rng.choice(game.legal_moves(s, game.to_act(s)[0])))
        won += share(game, players, game.result(s), seats_of(game, players, i))
    return won / samples


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def paired_gain(upper: list[float], mirror: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """The upper level's mean gain over the mirror on the same deals, with a 95% interval (normal,
    from the spread of the per-deal differences): the same deal, the same seat, one playing the
    upper level and the other the lower, everyone else the lower level in both. Two deals at least:
    one shows no spread."""
    diffs = [a - b for a, b in zip(upper, mirror, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    half = z * statistics.stdev(diffs) / math.sqrt(n)
    return mean, mean - half, mean + half


def ladder(game_ids: list[str], players: int | None, games: int, levels: list[str], scale: float, jobs: int,
           out=print, pairs: list[tuple[str, str]] | None = None, first: int = 0) -> list[dict]:
    """A table per game. `pairs` replaces the ladder's rows; `first` is the first deal, so a run
    can go on where another stopped (deal i is seed 20,000 + i, the upper level's seat(s) turning with i)."""
    rows = []
    for game_id in game_ids:
        shares = {}
        game = rules.games()[game_id]
        n = players or game.usual_players
        n = min(max(n, game.min_players), game.max_players)
        chance = chance_share(game, n)
        measured = f" of {CHANCE_SAMPLES:,} random games" if hint_for(game).team_game(n) else ""
        out(f"\n{game.title} ({n} players, {games} games per row on deals {first}-{first + games - 1}, "
            f"budgets x{scale:g}; chance share {chance:.0%}{measured})")
        out("| level | against | won | 95% interval | chance | s/decision median | max | budget |")
        out("|---|---|---|---|---|---|---|---|")
        for upper, lower in pairs or pairings(levels):
            args = [(game_id, n, upper, lower, i, scale) for i in range(first, first + games)]
            if jobs > 1:
                with ProcessPoolExecutor(max_workers=jobs) as pool:
                    results = list(pool.map(one_game, *zip(*args, strict=True)))
            else:
                results = [one_game(*a) for a in args]
            shares[upper, lower] = [r[0] for r in results]
            won = sum(shares[upper, lower]) / games
            times = [t for r in results for t in r[1]]
            low, high = wilson(won, games)
            budget = LEVELS[upper].budget * scale
            worst = max(times, default=0.0)
            row = dict(game=game_id, players=n, upper=upper, lower=lower, games=games, won=won, low=low,
                       high=high, chance=chance, median=statistics.median(times) if times else 0.0, max=worst,
                       budget=budget)
            rows.append(row)
            # a scaled run shrinks the budgets but not the machine's hiccups: judge time at scale 1 only
            verdict = ("ok" if worst <= budget * 1.1 else "OVER") if scale == 1 else "(scaled)"
            out(f"| {upper} | {lower} | {won:.0%} | {low:.0%}-{high:.0%} | {chance:.0%} | "
                f"{row['median']:.3f} | {worst:.3f} | {budget:g} {verdict} |")
        for (upper, lower), won_by in shares.items():
            if upper != lower and (lower, lower) in shares and games > 1:
                gain, low, high = paired_gain(won_by, shares[lower, lower])
                out(f"{upper} over the {lower} mirror, deal by deal: {100 * gain:+.1f} points "
                    f"(95% interval {100 * low:+.1f} to {100 * high:+.1f}) on {games} deals")
    return rows

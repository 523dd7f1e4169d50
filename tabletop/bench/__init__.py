"""`python -m tabletop bench`: figures printed for people, never asserted (speed bars live here, not in tests).

Every part runs in a scratch data folder, so a bench never reads or replaces a player's saves.
"""

from ..storage.data_dir import scratch_data_dir


def run_bench() -> int:
    with scratch_data_dir():  # a bench plays real games: never in the player's own folder
        return _run_bench()


def _run_bench() -> int:
    from .couch import couch_bench
    from .frames import launch_time, table_bench

    table, base, n = table_bench()
    print("Busiest Strange Creatures table (5 players, late round, 4-card trick), 1280x800:")
    print(f"  table frame   median {table * 1000:7.2f} ms  ({n} pieces plus panels and text)")
    print(f"  sprite blits  median {base * 1000:7.2f} ms  ({n} pre-rendered sprites, same background)")
    ratio = table / base if base > 0 else float("inf")
    print(f"  ratio {ratio:.2f}x  (bar: within 1.5x)  {'OK' if ratio <= 1.5 else 'OVER'}")
    launch = launch_time()
    print(f"Launch to first menu frame: {launch:.2f} s  (bar: under 1.5 s)  {'OK' if launch < 1.5 else 'OVER'}")
    print("Couch play:")
    couch_bench(lambda line: print(f"  {line}"))
    return 0

"""`python -m tabletop bench`: figures printed for people, never asserted (speed bars live here, not in tests).

Every part runs in a scratch data folder, so a bench never reads or replaces a player's saves.
"""

from ..storage.data_dir import scratch_data_dir


def run_bench(phones: int | None = None, busy: bool = False, hints: bool = False) -> int:
    """Every part; or, given `phones` (or `busy`), only the phone seats' part with that many phones (10), with
    every core kept busy meanwhile when `busy`; or, given `hints`, only the Hint's part."""
    with scratch_data_dir():  # a bench plays real games: never in the player's own folder
        if hints:
            return _run_hints()
        if phones is None and not busy:
            return _run_bench()
        return _run_phones(phones or 10, busy)


def _run_phones(phones: int, busy: bool = False) -> int:
    from .phones import phone_bench, print_phone_bench

    print("Phone seats (simulated phones on this computer, against the real table"
          + (", every core kept busy by another process):" if busy else "):"))
    print_phone_bench(phone_bench(phones, busy=busy), lambda line: print(f"  {line}"))
    return 0


def _run_hints() -> int:
    from .hints import print_hint_bench

    print("Hint (the strong bot's choice from the seat's own view, in the table's bot process) while the table")
    print("draws every frame, 1280x800:")
    print_hint_bench(lambda line: print(f"  {line}", flush=True))
    return 0


def _run_bench() -> int:
    from ..games import ADAPTERS
    from .couch import couch_bench
    from .frames import launch_time, table_bench
    from .idle import bot_frame_intervals, idle_percent

    print("A player's whole frame on the busiest table of each game (every layer, pygame-gui, the flip,")
    print("one piece moving), against blitting the same number of sprites and flipping, 1280x800:")
    for game_id in ADAPTERS:
        table, base, n, players = table_bench(game_id)
        ratio = table / base if base > 0 else float("inf")
        print(f"  {game_id:18} {players} players, {n:3} pieces: frame {table * 1000:6.2f} ms, sprites "
              f"{base * 1000:6.2f} ms, ratio {ratio:.2f}x (bar 1.5x) {'OK' if ratio <= 1.5 else 'OVER'}")
    launch = launch_time()
    print(f"Launch to first menu frame: {launch:.2f} s  (bar: under 1.5 s)  {'OK' if launch < 1.5 else 'OVER'}")
    bare, menu, table = idle_percent("bare"), idle_percent("menu"), idle_percent("table")
    print("Idle, nothing moving (CPU share of one core, each in its own process):")
    print(f"  bare pygame loop (events, clock.tick(60), nothing drawn): {bare:.2f}%")
    for name, cpu in (("main menu", menu), ("table waiting for a person", table)):
        print(f"  {name:28} {cpu:.3f}%  (bar: at most 0.1%)  {'OK' if cpu <= 0.1 else 'OVER'}")
    median, p99, worst, moves = bot_frame_intervals()
    print(f"Frames while four strong bots play ({moves} moves in 8 s, drawing every frame): interval median "
          f"{median:.1f} ms, p99 {p99:.1f} ms, max {worst:.1f} ms (60 fps is 16.7 ms)")
    print("Couch play:")
    couch_bench(lambda line: print(f"  {line}"))
    return _run_phones(10)

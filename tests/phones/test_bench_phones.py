"""`python -m tabletop bench --phones N`: simulated phones on 127.0.0.1 play against the real table and the
bench returns figures. Speeds are printed by the bench, never asserted here (timed tests flake)."""

import math
import multiprocessing

import pytest

from tabletop.__main__ import main
from tabletop.bench.phones import LOOPBACK, cores, phone_bench, print_phone_bench


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


def test_two_phones_play_against_the_real_table_and_the_bench_returns_sane_figures():
    figures = phone_bench(2, moves=6, seconds=5.0, quiet=0.3, frames=12, frame_moves=2)
    assert figures.failures == [], "the server caught nothing and told no phone of an error"
    assert figures.phones == 2 and figures.seats == 3, "La Criatura needs three: the third seat is a random bot"
    assert 1 <= figures.moves <= 6, "the phones' moves were played and reached both phones"
    assert len(figures.round_trips) == len(figures.mover_trips) == figures.moves
    assert all(0 < t < 5.0 for t in figures.round_trips)
    assert all(0 < m <= t for m, t in zip(figures.mover_trips, figures.round_trips, strict=True)), \
        "the mover's phone has the position no later than every phone has it"
    assert all(0 < t < 5.0 for t in figures.shown), "the laptop drew each move"
    assert figures.busy == 0
    for value in (figures.median, figures.p99, figures.mover_median, figures.mover_p99, figures.to_mover,
                  figures.to_table, figures.apply, figures.snapshot, figures.snapshots, figures.to_every, figures.frame,
                  figures.sprites, figures.quiet_sprites, figures.own_frame, figures.json_bytes, figures.process_cpu):
        assert math.isfinite(value) and value >= 0
    assert figures.json_bytes > 100, "every move sends both phones the new position"
    assert figures.frames >= 1 and figures.pieces > 0
    lines = []
    print_phone_bench(figures, lines.append)
    assert LOOPBACK in lines[0] and any("p99" in line for line in lines)
    assert any("mover" in line and "p99" in line for line in lines)
    assert not any("failures" in line for line in lines)


def test_busy_runs_a_busy_loop_per_core_meanwhile_and_stops_them():
    figures = phone_bench(1, moves=2, seconds=3.0, quiet=0.2, frames=6, frame_moves=1, busy=True)
    assert figures.failures == []
    assert figures.busy == cores() >= 1
    assert multiprocessing.active_children() == [], "the busy loops and the phones' process are gone"
    lines = []
    print_phone_bench(figures, lines.append)
    assert any("busy" in line for line in lines) and any("100 ms" in line for line in lines), \
        "the busy run is said to be one, with its own bar"


@pytest.mark.parametrize("count", ["0", "11", "-1", "two"])
def test_phones_outside_one_to_ten_is_one_line_and_exit_2(count, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["bench", "--phones", count])
    assert stopped.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "--phones" in err


def test_busy_is_an_option_of_the_bench_alone_or_with_phones():
    from tabletop.__main__ import parser

    assert parser().parse_args(["bench", "--busy"]).busy
    both = parser().parse_args(["bench", "--phones", "10", "--busy"])
    assert both.busy and both.phones == 10
    assert not parser().parse_args(["bench"]).busy

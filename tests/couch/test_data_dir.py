"""Where the data folder is on each platform, the override, atomic writes and setting files aside."""

import os
import sys
from pathlib import Path

import platformdirs

from tabletop.storage import data_dir as dd


def test_override_wins(private_data_dir):
    assert dd.data_dir() == private_data_dir
    assert private_data_dir.is_dir()


def test_platform_folder_comes_from_platformdirs(monkeypatch, tmp_path):
    monkeypatch.delenv(dd.ENV_OVERRIDE, raising=False)
    expected = Path(platformdirs.user_data_dir("menagerie", appauthor=False, roaming=True))
    assert dd.data_dir(create=False) == expected
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
        assert dd.data_dir(create=False) == tmp_path / "xdg" / "menagerie"  # where earlier versions kept it


def test_an_unusable_folder_is_named_not_fatal(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(dd.ENV_OVERRIDE, str(blocker / "data"))
    problem = dd.storage_problem()
    assert problem and "data" in problem


def test_a_working_folder_has_no_problem(private_data_dir):
    assert dd.storage_problem() is None


def test_write_atomic_replaces_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "f" / "save.json"
    dd.write_atomic(target, "one")
    dd.write_atomic(target, "two")
    assert target.read_text() == "two"
    assert os.listdir(target.parent) == ["save.json"]


def test_write_atomic_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "save.json"
    dd.write_atomic(target, "old")

    def broken_replace(src, dst):
        raise OSError("disk on fire")

    monkeypatch.setattr(dd.os, "replace", broken_replace)
    try:
        dd.write_atomic(target, "new")
    except OSError:
        pass
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["save.json"]


def test_move_aside_keeps_every_bad_file(tmp_path):
    bad = tmp_path / "autosave.json"
    bad.write_text("x")
    first = dd.move_aside(bad)
    bad.write_text("y")
    second = dd.move_aside(bad)
    assert first != second and first.read_text() == "x" and second.read_text() == "y"
    assert not bad.exists()
    assert dd.move_aside(bad) is None


def test_stale_temp_files_of_a_killed_writer_are_cleaned(tmp_path):
    target = tmp_path / "autosave.json"
    dd.write_atomic(target, "whole")
    (tmp_path / ".autosave.json.abc123.tmp").write_text("half")
    (tmp_path / ".other.json.x.tmp").write_text("not ours")
    assert dd.clean_stale_temps(target) == 1
    assert sorted(os.listdir(tmp_path)) == [".other.json.x.tmp", "autosave.json"]

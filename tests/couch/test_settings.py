"""Settings survive a restart; a damaged file gives defaults (keeping whatever still makes sense)."""

import json

from tabletop.settings import Settings


def test_defaults_when_there_is_no_file():
    s = Settings.load()
    assert s == Settings() and s.volume == 0.7 and not s.mute and s.window_size == (1280, 800)


def test_round_trip(private_data_dir):
    s = Settings(window_size=(1600, 900), fullscreen=True, volume=0.3, mute=True, animation="Fast",
                 bot_pace="Relaxed", colourblind_marks=True, player_names=["Ivan", "Karl"])
    assert s.save()
    assert (private_data_dir / "settings.json").exists()
    again = Settings.load()
    assert again == s
    assert again.effective_volume == 0.0 and again.animation_factor == 0.6 and again.bot_delay == 1.6


def test_damaged_file_gives_defaults_and_is_set_aside(private_data_dir):
    private_data_dir.mkdir(parents=True, exist_ok=True)
    (private_data_dir / "settings.json").write_text("{\"volume\": 0.2,")
    assert Settings.load() == Settings()
    assert (private_data_dir / "settings.damaged-1.json").exists()


def test_bad_fields_fall_back_one_by_one(private_data_dir):
    private_data_dir.mkdir(parents=True, exist_ok=True)
    (private_data_dir / "settings.json").write_text(json.dumps(
        {"volume": 7, "mute": True, "animation": "Warp", "window_size": [10, 10], "player_names": ["  Jane  ", ""],
         "unknown": 1}))
    s = Settings.load()
    assert s.volume == 0.7 and s.mute and s.animation == "Normal" and s.window_size == (1280, 800)
    assert s.player_names == ["Jane"]


def test_not_an_object_gives_defaults(private_data_dir):
    private_data_dir.mkdir(parents=True, exist_ok=True)
    (private_data_dir / "settings.json").write_text("[1, 2]")
    assert Settings.load() == Settings()


def test_unwritable_folder_is_not_a_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert Settings().save(blocker / "settings.json") is False


def test_deeply_nested_brackets_give_defaults_and_are_set_aside(private_data_dir):
    """json.loads raises RecursionError here, not a ValueError: any failure must be survivable."""
    private_data_dir.mkdir(parents=True, exist_ok=True)
    (private_data_dir / "settings.json").write_text("[" * 100_000 + "]" * 100_000)
    assert Settings.load() == Settings()
    assert (private_data_dir / "settings.damaged-1.json").exists()


def test_no_data_folder_gives_defaults_and_saving_says_no(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(blocker / "data"))
    assert Settings.load() == Settings()
    assert Settings().save() is False

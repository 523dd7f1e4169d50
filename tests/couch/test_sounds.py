"""The sound files are what the script makes, small, and the player falls silent without a device."""

import importlib.util
import wave
from pathlib import Path

import pygame

from tabletop.sound import audio

SOUNDS = Path(__file__).resolve().parents[2] / "sounds"


def load_script():
    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_files_are_exactly_what_the_script_makes(tmp_path):
    sizes = load_script().main(tmp_path)
    assert set(sizes) == set(audio.SOUND_NAMES)
    for name in audio.SOUND_NAMES:
        made, kept = (tmp_path / f"{name}.wav").read_bytes(), (SOUNDS / f"{name}.wav").read_bytes()
        assert made == kept, f"{name}.wav differs from make_sounds.py's output: run the script again"
        assert len(kept) < 100 * 1024
        with wave.open(str(SOUNDS / f"{name}.wav")) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            assert w.getnframes() > 1000


def test_no_audio_device_means_silence(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = audio.open_player(volume=0.5)
    assert isinstance(player, audio.SilentPlayer) and not player.available
    assert "no audio device" in player.why
    player.play("coin")
    assert player.played == ["coin"]


def test_missing_files_mean_silence(tmp_path):
    player = audio.open_player(folder=tmp_path)
    assert not player.available
    player.play("win")


def test_volume_and_mute():
    player = audio.open_player(volume=0.5)
    player.set_muted(True)
    player.play("card")
    assert player.played == []
    player.set_muted(False)
    player.set_volume(3)
    assert player.volume == 1.0
    player.play("card")
    assert player.played == ["card"]
    player.close()


def test_the_audio_device_is_open_only_while_sounds_are_played():
    """An open device wakes SDL's audio thread for every buffer, sounding or not: a waiting table must not pay
    for it. The first sound opens it, `KEEP_OPEN` seconds of silence close it, the next sound opens it again."""
    now = [100.0]
    player = audio.open_player(volume=0.5)
    assert player.available, "the tests' dummy audio driver is a device"
    player.clock = lambda: now[0]
    assert not pygame.mixer.get_init() and player.wake() is None, "nothing has sounded: no device open"
    player.play("card")
    assert pygame.mixer.get_init() and player.open
    assert player.wake() == audio.KEEP_OPEN
    now[0] += audio.KEEP_OPEN - 1
    player.tick()
    assert player.open and player.wake() == 1
    pygame.mixer.stop()
    now[0] += 2
    player.tick()
    assert not player.open and not pygame.mixer.get_init() and player.wake() is None
    player.play("coin")
    assert player.open and player.played == ["card", "coin"]
    player.close()
    assert not pygame.mixer.get_init()

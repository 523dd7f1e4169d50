"""Sound effects with a volume and a mute, and silence (never a crash) when there is no audio device.

`open_player` tries pygame.mixer; if it cannot start (no sound card, a server without audio, a
missing file) the table gets a SilentPlayer with the same methods, so the rest of the code never
asks whether sound works.
"""

from pathlib import Path

SOUND_NAMES = ("card", "coin", "stamp", "shuffle", "win")
SOUNDS_DIR = Path(__file__).resolve().parents[2] / "sounds"


class SilentPlayer:
    """Plays nothing; remembers volume and mute so Settings behave the same."""

    available = False

    def __init__(self, volume: float = 0.7, muted: bool = False, why: str = ""):
        self.volume = volume
        self.muted = muted
        self.why = why
        self.played: list[str] = []   # what would have sounded (tests and the bench look at it)

    def play(self, name: str) -> None:
        if not self.muted and self.volume > 0:
            self.played.append(name)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)

    def close(self) -> None:
        pass


class MixerPlayer(SilentPlayer):
    available = True

    def __init__(self, sounds: dict, volume: float = 0.7, muted: bool = False):
        super().__init__(volume, muted)
        self.sounds = sounds

    def play(self, name: str) -> None:
        super().play(name)
        sound = self.sounds.get(name)
        if sound is None or self.muted or self.volume <= 0:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except Exception:  # a sound is never worth a crash
            pass

    def close(self) -> None:
        try:
            import pygame

            pygame.mixer.quit()
        except Exception:
            pass


def open_player(volume: float = 0.7, muted: bool = False, folder: Path | None = None) -> SilentPlayer:
    """A MixerPlayer when the mixer starts and the sounds load, else a SilentPlayer saying why."""
    folder = Path(folder) if folder is not None else SOUNDS_DIR
    try:
        import pygame

        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
    except Exception as err:  # pygame.error, missing SDL audio, no device at all
        return SilentPlayer(volume, muted, why=f"no audio device ({err})")
    sounds = {}
    for name in SOUND_NAMES:
        try:
            sounds[name] = pygame.mixer.Sound(str(folder / f"{name}.wav"))
        except Exception:  # a missing or broken file leaves just that sound out
            continue
    if not sounds:
        return SilentPlayer(volume, muted, why="no sound files found")
    return MixerPlayer(sounds, volume, muted)

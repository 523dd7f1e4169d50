"""Sound effects with a volume and a mute, and silence (never a crash) when there is no audio device.

`open_player` tries pygame.mixer; if it cannot start (no sound card, a server without audio, a
missing file) the table gets a SilentPlayer with the same methods, so the rest of the code never
asks whether sound works.

An open audio device costs CPU all the time: SDL's audio thread wakes for every buffer (about 43 times a
second here) even when nothing sounds. So the device is open only while sounds are being played: opened by
the first sound, closed once `KEEP_OPEN` seconds have passed in silence (the app asks `wake()` when to look
and calls `tick()`), opened again by the next sound. A table left waiting uses nothing for its sound.
"""

import time
from pathlib import Path

SOUND_NAMES = ("card", "coin", "stamp", "shuffle", "win")
MIXER = {"frequency": 22050, "size": -16, "channels": 1, "buffer": 512}
KEEP_OPEN = 20.0        # seconds of silence before the device closes (a game's moves come closer than this)
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

    def wake(self) -> float | None:
        """Seconds until the player wants `tick()` (None: never)."""
        return None

    def tick(self) -> None:
        pass

    def close(self) -> None:
        pass


class MixerPlayer(SilentPlayer):
    """Plays the sounds through pygame.mixer, with the device open only while it is in use (see above)."""

    available = True

    def __init__(self, files: dict, volume: float = 0.7, muted: bool = False, clock=time.monotonic):
        super().__init__(volume, muted)
        self.files = files              # name -> path of the sounds that loaded when the player was made
        self.sounds: dict = {}          # name -> pygame Sound, while the device is open
        self.clock = clock
        self.last = float("-inf")       # when the last sound started

    @property
    def open(self) -> bool:
        return bool(self.sounds)

    def play(self, name: str) -> None:
        super().play(name)
        if name not in self.files or self.muted or self.volume <= 0:
            return
        try:
            if not self.open:
                self._open()
            sound = self.sounds[name]
            sound.set_volume(self.volume)
            sound.play()
            self.last = self.clock()
        except Exception:  # a sound is never worth a crash
            pass

    def wake(self) -> float | None:
        """Seconds until the device may be closed (the loop looks then); None when it is closed."""
        if not self.open:
            return None
        return max(0.0, self.last + KEEP_OPEN - self.clock())

    def tick(self) -> None:
        """Close the device once it has been silent for `KEEP_OPEN` seconds."""
        if self.open and self.clock() - self.last >= KEEP_OPEN:
            import pygame

            if not pygame.mixer.get_init() or not pygame.mixer.get_busy():
                self.close()

    def _open(self) -> None:
        import pygame

        if not pygame.mixer.get_init():
            pygame.mixer.init(**MIXER)
        self.sounds = {name: pygame.mixer.Sound(str(path)) for name, path in self.files.items()}

    def close(self) -> None:
        self.sounds = {}
        try:
            import pygame

            pygame.mixer.quit()
        except Exception:
            pass


def open_player(volume: float = 0.7, muted: bool = False, folder: Path | None = None) -> SilentPlayer:
    """A MixerPlayer when the mixer starts and the sounds load, else a SilentPlayer saying why. The device is
    tried once here and closed again: the first sound opens it."""
    folder = Path(folder) if folder is not None else SOUNDS_DIR
    try:
        import pygame

        if not pygame.mixer.get_init():
            pygame.mixer.init(**MIXER)
    except Exception as err:  # pygame.error, missing SDL audio, no device at all
        return SilentPlayer(volume, muted, why=f"no audio device ({err})")
    files = {}
    for name in SOUND_NAMES:
        try:
            pygame.mixer.Sound(str(folder / f"{name}.wav"))
        except Exception:  # a missing or broken file leaves just that sound out
            continue
        files[name] = folder / f"{name}.wav"
    pygame.mixer.quit()
    if not files:
        return SilentPlayer(volume, muted, why="no sound files found")
    return MixerPlayer(files, volume, muted)

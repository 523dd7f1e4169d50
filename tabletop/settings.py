"""Player preferences: animation speed, bot pace, fullscreen. Kept in a small JSON file.

The file lives in $MENAGERIE_HOME (default ~/.config/menagerie); tests point it elsewhere.
"""

import json
import os
from dataclasses import asdict, dataclass

ANIMATION_SPEEDS = {"Off": 0.0, "Fast": 0.6, "Normal": 1.0, "Slow": 1.6}
BOT_PACES = {"Instant": 0.0, "Quick": 0.45, "Normal": 0.9, "Relaxed": 1.6}


def settings_dir() -> str:
    return os.environ.get("MENAGERIE_HOME") or os.path.join(os.path.expanduser("~"), ".config", "menagerie")


@dataclass
class Settings:
    animation: str = "Normal"
    bot_pace: str = "Normal"
    fullscreen: bool = False

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def bot_delay(self) -> float:
        return BOT_PACES.get(self.bot_pace, 0.9)

    @classmethod
    def load(cls) -> "Settings":
        try:
            with open(os.path.join(settings_dir(), "settings.json"), encoding="utf-8") as fh:
                data = json.load(fh)
            s = cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})
        except (OSError, ValueError, TypeError):
            return cls()
        if s.animation not in ANIMATION_SPEEDS:
            s.animation = "Normal"
        if s.bot_pace not in BOT_PACES:
            s.bot_pace = "Normal"
        s.fullscreen = bool(s.fullscreen)
        return s

    def save(self) -> None:
        try:
            os.makedirs(settings_dir(), exist_ok=True)
            with open(os.path.join(settings_dir(), "settings.json"), "w", encoding="utf-8") as fh:
                json.dump(asdict(self), fh, indent=1)
        except OSError:
            pass  # preferences are a comfort, never a reason to stop playing

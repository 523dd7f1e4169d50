"""Player preferences remembered between runs: a JSON file in the data folder, checked by a pydantic model.

A damaged file never stops the app: whatever fields still make sense are kept, the rest fall back
to their defaults (and an unreadable file is set aside, so the next save starts clean).
"""

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rules.core.said import N_

from .storage.data_dir import data_dir, move_aside, write_atomic

# Each choice's key is stored in the settings file and is the message id the Settings screen says it with.
ANIMATION_SPEEDS = {N_("Off"): 0.0, N_("Fast"): 0.6, N_("Normal"): 1.0, N_("Slow"): 1.6}
BOT_PACES = {N_("Instant"): 0.0, N_("Quick"): 0.45, N_("Normal"): 0.9, N_("Relaxed"): 1.6}
RESULT_PAUSES = {N_("Until I tap"): None, N_("2 seconds"): 2.0, N_("4 seconds"): 4.0}  # how long a result stays
SETTINGS_NAME = "settings.json"


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    volume: float = Field(0.7, ge=0.0, le=1.0)
    mute: bool = False
    animation: Literal["Off", "Fast", "Normal", "Slow"] = "Normal"
    bot_pace: Literal["Instant", "Quick", "Normal", "Relaxed"] = "Normal"
    results_pause: Literal["Until I tap", "2 seconds", "4 seconds"] = "Until I tap"
    colourblind_marks: bool = False
    player_names: list[str] = Field(default_factory=list, max_length=10)
    seat_kinds: list[str] = Field(default_factory=list, max_length=10)   # human, phone or a bot's strength, per seat
    # Where phones join a game with phone seats (tabletop/phones/host.py): "" is the network the laptop is on
    # (the interface of the default route); or one address of this computer's, picked in Settings.
    phone_address: str = Field("", max_length=45)
    phone_port: int = Field(8737, ge=1024, le=65535)
    # Windows: the note before its firewall asks about the phone server was shown (tabletop/phones/firewall.py)
    firewall_explained: bool = False
    # The language the app speaks, chosen in Settings; "" until someone chooses: the system's preferred one.
    language: Literal["", "en", "de"] = ""
    # Teach as we play (tabletop/teaching/): each game's switch as last chosen, and the games this machine has
    # played to the end (a game never finished is taught by default).
    teach: dict[str, bool] = Field(default_factory=dict, max_length=40)
    finished_games: list[str] = Field(default_factory=list, max_length=40)

    @field_validator("window_size")
    @classmethod
    def _sane_size(cls, v):
        w, h = v
        if not (320 <= w <= 16384 and 240 <= h <= 16384):
            raise ValueError("window size out of range")
        return (int(w), int(h))

    @field_validator("player_names")
    @classmethod
    def _clean_names(cls, v):
        return [n.strip()[:20] for n in v if isinstance(n, str) and n.strip()]

    @field_validator("phone_address")
    @classmethod
    def _an_address(cls, v):
        import ipaddress

        if v == "":
            return v
        ipaddress.ip_address(v)          # a ValueError: the field falls back to automatic
        return v

    @field_validator("seat_kinds")
    @classmethod
    def _known_kinds(cls, v):
        from .table.session import SEAT_KINDS

        return [k if k in SEAT_KINDS else "Bot (medium)" for k in v]

    def teaches(self, game_id: str) -> bool:
        """Whether New game offers to teach this game: as last chosen, else while it was never finished here."""
        return self.teach.get(game_id, game_id not in self.finished_games)

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation]

    @property
    def bot_delay(self) -> float:
        return BOT_PACES[self.bot_pace]

    @property
    def results_seconds(self) -> float | None:
        """Seconds a finished trick (or race, or hand) stays on screen; None: until the person taps."""
        return RESULT_PAUSES[self.results_pause]

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else self.volume

    # ----- the file ---------------------------------------------------------------------------
    @staticmethod
    def path() -> Path:
        return data_dir() / SETTINGS_NAME

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """The saved preferences, or defaults: no file, a damaged one (set aside) or an unusable
        folder never stops the app, whatever the failure (a RecursionError from deep brackets too)."""
        try:
            path = Path(path) if path is not None else cls.path()
            text = path.read_text(encoding="utf-8")
        except Exception:  # missing, unreadable, or no data folder at all: defaults for this run
            return cls()
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("settings must be a JSON object")
        except Exception:
            move_aside(path)
            return cls()
        try:
            return cls.model_validate(data)
        except Exception:
            return cls.salvage(data)

    @classmethod
    def salvage(cls, data: dict) -> "Settings":
        """Keep each field that is valid on its own; defaults for the rest."""
        good = {}
        for name in cls.model_fields:
            if name in data:
                try:
                    cls.model_validate({name: data[name]})
                    good[name] = data[name]
                except Exception:  # ValidationError, or a value too deep to even look at
                    pass
        return cls.model_validate(good)

    def save(self, path: Path | None = None) -> bool:
        """Write the file; False (and nothing raised) when the disk refuses: preferences are a comfort."""
        try:
            write_atomic(Path(path) if path is not None else self.path(), self.model_dump_json(indent=1))
            return True
        except Exception:  # a full disk or no data folder: keep playing with them in memory
            return False

"""User settings, persisted as JSON in the data folder and validated by a pydantic model."""
from __future__ import annotations

import json
import locale
import os
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from client.paths import settings_path


class Setup(BaseModel):
    """The New game screen as it was last started: game, player count, seat kinds, options per game.
    Read back leniently (a game or level this bodoge lacks is dropped where it is used)."""
    model_config = ConfigDict(extra="ignore")
    game: str = ""
    players: int = 0
    kinds: list[str] = Field(default_factory=list)
    options: dict[str, dict[str, Any]] = Field(default_factory=dict)


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    lang: Literal["auto", "ja", "en"] = "auto"
    anim_speed: float = Field(default=1.0, ge=0.25, le=4.0)
    bot_seconds: float = Field(default=1.0, ge=0.1, le=10.0)  # a hard bot's thinking for a whole turn
    bot_pace: Literal["fast", "normal", "slow"] = "normal"  # how long each bot move stays on screen
    text_scale: float = Field(default=1.0, ge=0.8, le=1.6)  # the size of text everywhere (the menu: up to 150 %)
    colour_blind: bool = False  # seats in colours that stay apart with colour-blind eyes, their symbols larger
    volume: float = Field(default=0.6, ge=0.0, le=1.0)
    muted: bool = False
    fullscreen: bool = False
    last_setup: Setup = Field(default_factory=Setup)

    def resolved_lang(self) -> str:
        return self.lang if self.lang != "auto" else system_lang()


def system_lang() -> str:
    """'ja' when the system locale is Japanese, else 'en'."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    loc = locale.getlocale()[0] or ""
    return "ja" if loc.lower().startswith("ja") else "en"


def load_settings() -> Settings:
    """Settings from disk; a missing or damaged file gives the defaults (never an error)."""
    path = settings_path()
    try:
        return Settings.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError):
        return Settings()


def save_settings(settings: Settings) -> None:
    path = settings_path()
    tmp = path.with_suffix(".tmp")
    tmp.write_text(settings.model_dump_json(indent=1), encoding="utf-8")
    os.replace(tmp, path)

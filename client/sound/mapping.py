"""Engine event kind -> sound name, per game, read from the game's `sounds.toml` (data, not code):

    [events]
    dice_rolled = "dice"
    tile_revealed = "tile"

Names are those of client/sound/synth.py RECIPES. A kind the file does not list takes the sound of the
first word of `defaults.toml` its name contains (`tile_revealed` -> "tile"), else it is silent; so a new
table has sound before it has a file of its own."""
from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from client.sound.synth import RECIPES

_HERE = Path(__file__).resolve().parent
_GAMES = _HERE.parent / "games"


def _read(path: Path, table: str) -> dict[str, str]:
    try:
        with open(path, "rb") as f:
            found = tomllib.load(f).get(table, {})
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    unknown = sorted(v for v in found.values() if v not in RECIPES)
    if unknown:
        raise ValueError(f"{path}: unknown sound {unknown[0]!r} (sounds: {', '.join(RECIPES)})")
    return {str(k): str(v) for k, v in found.items()}


@cache
def default_words() -> dict[str, str]:
    return _read(_HERE / "defaults.toml", "words")


@cache
def game_sounds(game_id: str) -> dict[str, str]:
    """The game's own mapping (its sounds.toml), {} when it has none."""
    return _read(_GAMES / game_id.replace("-", "_") / "sounds.toml", "events")


class EventSounds:
    """Event kind -> sound name for one game: its own file first, then the default words."""

    def __init__(self, game_id: str) -> None:
        self.own = game_sounds(game_id)
        self._memo: dict[str, str | None] = {}

    def get(self, kind: str) -> str | None:
        if kind not in self._memo:
            self._memo[kind] = self.own.get(kind) or next(
                (sound for word, sound in default_words().items() if word in kind.split("_")), None)
        return self._memo[kind]


def event_sounds(game_id: str) -> EventSounds:
    return EventSounds(game_id)

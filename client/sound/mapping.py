"""Engine event kind -> sound name, per game, read from the game's `sounds.toml` (data, not code):

    [events]
    dice_rolled = "dice"
    tile_revealed = "tile"

Names are those of client/sound/synth.py RECIPES; a kind not listed is silent."""
from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from client.sound.synth import RECIPES

_GAMES = Path(__file__).resolve().parent.parent / "games"


@cache
def event_sounds(game_id: str) -> dict[str, str]:
    path = _GAMES / game_id.replace("-", "_") / "sounds.toml"
    try:
        with open(path, "rb") as f:
            table = tomllib.load(f).get("events", {})
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    unknown = sorted(v for v in table.values() if v not in RECIPES)
    if unknown:
        raise ValueError(f"{path}: unknown sound {unknown[0]!r} (sounds: {', '.join(RECIPES)})")
    return {str(k): str(v) for k, v in table.items()}

"""A game's light metadata: its names, player counts and a one-line pitch, read from `meta.toml` in its
package without importing its rules. The title, the demo and New game's first look need only these, so a
game's engine (Agricola's farm tables, card data) loads when that game is chosen, not at start-up. Each
game's `Game` class takes these same facts from the same file (`GameMeta.of`), so they are written once.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

META_FILE = "meta.toml"


@dataclass(frozen=True, slots=True)
class GameMeta:
    names: dict[str, str]  # {"en": ..., "ja": ...}
    min_players: int
    max_players: int
    round_word: dict[str, str]  # what a round is called ("Epoch", "Shift")
    demo_players: tuple[int, ...]  # the player counts the demo picks from (empty: any)
    pitch: dict[str, str]  # what the game is about, in one line per language (the demo says it)

    @classmethod
    def read(cls, folder: Path) -> GameMeta:
        """The metadata in `folder/meta.toml` (a game package's folder)."""
        path = folder / META_FILE
        with path.open("rb") as f:
            raw = tomllib.load(f)
        try:
            meta = cls(names=dict(raw["names"]), min_players=int(raw["min_players"]),
                       max_players=int(raw["max_players"]),
                       round_word=dict(raw["round_word"]), demo_players=tuple(raw.get("demo_players", ())),
                       pitch=dict(raw["pitch"]))
        except (KeyError, TypeError, ValueError) as err:
            raise RuntimeError(f"{path}: bad game metadata ({err!r})") from None
        if not {"en", "ja"} <= meta.names.keys() or not {"en", "ja"} <= meta.pitch.keys():
            raise RuntimeError(f"{path}: names and pitch need both 'en' and 'ja'")
        return meta

    @classmethod
    def of(cls, module_file: str) -> GameMeta:
        """The metadata of the game package a module (`__file__`) belongs to."""
        return cls.read(Path(module_file).resolve().parent)

"""Start-up stays light: the title needs no game's rules, and rasterized art read back from the disk cache
is the same picture (the speed itself is `python -m client.bench`, in `make bench`)."""
from __future__ import annotations

import json
import subprocess
import sys

import pygame

from client.assets.images import ImageCache, load_svg
from client.assets.raster_cache import RasterCache, trim
from client.paths import ART_DIR
from engine.core.registry import game_ids, game_meta, get_game

TITLE = """
import json, sys
from client.app import App, Options
from client.settings import Settings
app = App(Settings(), Options(size=(1280, 720), headless=True))
app.scenes.push("title")
app.run(3)
print(json.dumps(sorted(m for m in sys.modules if m.startswith("engine.games."))))
"""


def test_the_title_imports_no_game_engine(tmp_path):
    # a fresh process: this one has imported every engine already
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "BODOGE_DATA_DIR": str(tmp_path),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": ""}
    out = subprocess.run([sys.executable, "-c", TITLE], env=env, capture_output=True, text=True, check=True).stdout
    loaded = json.loads(out.strip().splitlines()[-1])
    assert "engine.games.agricola.farm" not in loaded
    assert not [m for m in loaded if m.count(".") >= 2], loaded  # no game package at all


def test_the_light_metadata_is_the_games_own():
    for gid in game_ids():
        meta, game = game_meta(gid), get_game(gid)
        assert (meta.names, meta.min_players, meta.max_players, meta.round_word) == (
            game.names, game.min_players, game.max_players, game.round_word)
        assert tuple(game.demo_players) == meta.demo_players and meta.pitch["en"] and meta.pitch["ja"]


def test_a_cached_raster_is_the_rasterized_picture(tmp_path, app):
    svg = ART_DIR / "ra" / "tiles" / "pharaoh.svg"
    disk = RasterCache(tmp_path / "r")
    first = ImageCache(disk=disk).get("ra/tiles/pharaoh", (90, 70))  # rasterized, stored
    assert len(list((tmp_path / "r").iterdir())) == 1
    again = ImageCache(disk=RasterCache(tmp_path / "r")).get("ra/tiles/pharaoh", (90, 70))  # read back
    fresh = load_svg(svg, (90, 70))
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


def test_a_damaged_cache_file_is_rasterized_again(tmp_path, app):
    disk = RasterCache(tmp_path / "r")
    ImageCache(disk=disk).get("ra/tiles/pharaoh", (90, 70))
    (cached,) = (tmp_path / "r").iterdir()
    cached.write_bytes(b"short")
    img = ImageCache(disk=RasterCache(tmp_path / "r")).get("ra/tiles/pharaoh", (90, 70))
    assert img.get_size() == (90, 70) and cached.stat().st_size == 90 * 70 * 4  # and stored whole again


def test_the_cache_folder_is_trimmed_oldest_first(tmp_path):
    import os
    for i in range(5):
        f = tmp_path / f"{i}.rgba"
        f.write_bytes(b"x" * 100)
        os.utime(f, (1000 + i, 1000 + i))
    trim(tmp_path, limit=250)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["3.rgba", "4.rgba"]

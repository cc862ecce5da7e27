"""The Coal Baron Tiled maps: they load, their art exists and rasterizes, every worker space of the
engine's data has its place (that every zone a game asks for is in them: test_cb_full_game.py)."""
from __future__ import annotations

import pygame
import pytest

from client.assets.images import ImageCache
from client.assets.tiled import load_map
from client.paths import ART_DIR
from engine.games.coal_baron.data import load_tables

from .cb_helpers import start_cb


def test_every_worker_space_of_the_engine_has_a_zone():
    table = load_map("cb_table")
    assert (table.width, table.height) == (1920, 1080)
    for name in load_tables().space_names:
        assert f"space_{name}" in table.zones, name


def test_maps_load_with_all_their_art():
    pygame.display.init()
    cache = ImageCache()
    table, pit = load_map("cb_table"), load_map("cb_pit")
    for image in {d.image for d in table.decor + pit.decor} | set(table.images) | set(pit.images):
        assert cache.get(image, (40, 40)).get_bounding_rect().width > 0, image
    pit_zone = table.zones["pit"]
    assert (pit.width, pit.height) == (pit_zone.w, pit_zone.h)  # the pit map is placed at scale 1


def test_every_svg_of_coal_baron_rasterizes():
    pygame.display.init()
    cache = ImageCache()
    names = [f"coal_baron/{p.parent.name}/{p.stem}" for p in (ART_DIR / "coal_baron").glob("*/*.svg")]
    assert len(names) > 40
    for name in names:
        assert cache.get(name, (48, 48)).get_bounding_rect().width > 0, name


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshots_are_not_blank(app, tmp_path, size):
    app.screen = pygame.display.set_mode(size)
    app.on_resize(size)
    start_cb(app, ["human", "random", "random", "random"], seed=3)
    app.step(0.016, [])
    path = tmp_path / "shot.png"
    app.screenshot(str(path))
    img = pygame.image.load(str(path))
    assert img.get_size() == size
    colours = {tuple(img.get_at((x, y))) for x in range(0, size[0], 23) for y in range(0, size[1], 23)}
    assert len(colours) > 60

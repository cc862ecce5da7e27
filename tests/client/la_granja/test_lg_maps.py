"""The La Granja Tiled maps: they load, their art exists, and the hex market agrees with the engine's data."""
from __future__ import annotations

import pygame

from client.assets.images import ImageCache
from client.assets.tiled import load_hex_map, load_map
from client.games.la_granja.layout import LGLayout, axial_of
from engine.games.la_granja.data import load_tables


def test_market_map_agrees_with_engine_data():
    t = load_tables()
    hexmap = load_hex_map("lg_market")
    assert hexmap.properties and hexmap.stagger_odd
    cells = {axial_of(hexmap, c, r): image for (c, r), image in hexmap.layers["market"].items()}
    values = {tuple(h): v for h, v in zip(t.market_hexes, t.market_values, strict=True)}
    greys = {tuple(h) for h in t.building_hexes}
    assert set(cells) == set(values) | greys
    for axial, image in cells.items():
        expected = "hex_grey" if axial in greys else f"hex_{values[axial]}"
        assert image.endswith(expected), (axial, image)
    blocked = {axial_of(hexmap, c, r) for c, r in hexmap.layers["blocked_small"]}
    assert blocked == {tuple(h) for h, b in zip(t.market_hexes, t.market_blocked_small, strict=True) if b}


def test_every_market_space_and_building_hex_has_a_place_on_the_table():
    t = load_tables()
    lay = LGLayout(t.market_hexes, t.building_hexes)
    assert all(lay.space_box(i) is not None for i in range(len(t.market_hexes)))
    assert all(lay.building_hex_box(b) is not None for b in range(1, 7))
    for i in range(len(t.market_hexes)):  # a click on a hex centre finds that space
        x, y, w, h = lay.space_box(i)
        assert lay.space_at((x + w / 2, y + h / 2)) == i


def test_table_and_mat_maps_have_their_zones_and_art():
    pygame.display.init()
    cache = ImageCache()
    table, mat = load_map("lg_table"), load_map("lg_mat")
    assert (table.width, table.height) == (1920, 1080)
    for name in [f"revenue_{f}" for f in range(1, 7)] + [f"roof_{i}" for i in range(4)] + \
            [f"bld{b}_row{p}" for b in range(1, 7) for p in range(4)] + ["market", "mat", "hand", "siesta"]:
        assert name in table.zones, name
    for name in ("fields", "barrows", "helpers", "extensions", "chart_sell", "chart_upgrade", "good_trade",
                 "donkey_4", "barrow_2", "helper_2"):
        assert name in mat.zones, name
    images = {d.image for d in table.decor + mat.decor} | set(table.images) | set(mat.images)
    images |= {img for layer in load_hex_map("lg_market").layers.values() for img in layer.values()}
    for image in images:
        assert cache.get(image, (40, 40)).get_bounding_rect().width > 0, image

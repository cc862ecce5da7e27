"""The Agricola Tiled maps: they load, their art exists and rasterizes, every action space, round and major
of the engine's data has its place, the farm has every cell and fence edge of the engine's farmyard (that
every zone the table asks for is in them: test_ag_full_game.py); screenshots are not blank."""
from __future__ import annotations

import pygame
import pytest

from client.assets.images import ImageCache
from client.assets.tiled import load_map
from client.paths import ART_DIR
from engine.games.agricola import farm
from engine.games.agricola.data import load_tables

from .ag_helpers import start_ag


def test_every_space_round_and_major_of_the_engine_has_a_zone():
    table = load_map("ag_table")
    assert (table.width, table.height) == (1920, 1080)
    t = load_tables()
    for sp, name in enumerate(t.space_ids):
        if not t.space_stage[sp]:  # a full-game space lies where the family space it replaces lies
            assert f"space_{t.space_replaces[sp] or name}" in table.zones, name
    for r in range(1, t.g.rounds + 1):
        assert f"round_{r}" in table.zones
    for m in t.majors:
        assert f"major_{m.id}" in table.zones


def test_the_farm_map_has_the_engines_cells_and_edges():
    fm = load_map("ag_farm")
    for name in farm.CELL_NAMES:
        assert f"cell_{name}" in fm.zones
    for e in range(farm.NEDGES):
        assert f"edge_{e}" in fm.zones
    # each edge lies between the two cells (or the cell and the outside) the engine says it does
    for c in range(farm.CELLS):
        z = fm.zones[f"cell_{farm.CELL_NAMES[c]}"]
        for e, _other in farm.SIDES[c]:
            ez = fm.zones[f"edge_{e}"]
            ex, ey = ez.center
            assert z.x - 8 <= ex <= z.x + z.w + 8 and z.y - 8 <= ey <= z.y + z.h + 8, (c, e)


def test_no_two_spaces_in_play_overlap_for_any_player_count():
    table = load_map("ag_table")
    t = load_tables()
    for n in range(1, 6):
        boxes = [table.zones[f"space_{t.space_ids[sp]}"] for sp in t.board(n)]
        boxes += [table.zones[f"round_{r}"] for r in range(1, 15)]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y, (n, a, b)


def test_maps_load_with_all_their_art():
    pygame.display.init()
    cache = ImageCache()
    table, fm = load_map("ag_table"), load_map("ag_farm")
    for image in {d.image for d in table.decor + fm.decor} | set(table.images) | set(fm.images):
        assert cache.get(image, (40, 40)).get_bounding_rect().width > 0, image
    zone = table.zones["farm"]
    assert (fm.width, fm.height) == (zone.w, zone.h)  # the farm map is placed at scale 1


def test_every_svg_of_agricola_rasterizes():
    pygame.display.init()
    cache = ImageCache()
    names = [f"agricola/{p.parent.name}/{p.stem}" for p in (ART_DIR / "agricola").glob("*/*.svg")]
    assert len(names) > 30
    for name in names:
        assert cache.get(name, (48, 48)).get_bounding_rect().width > 0, name


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshots_with_five_players_are_not_blank(app, tmp_path, size):
    app.screen = pygame.display.set_mode(size)
    app.on_resize(size)
    start_ag(app, ["human", "random", "random", "random", "random"], seed=3)
    app.step(0.016, [])
    path = tmp_path / "shot.png"
    app.screenshot(str(path))
    img = pygame.image.load(str(path))
    assert img.get_size() == size
    colours = {tuple(img.get_at((x, y))) for x in range(0, size[0], 23) for y in range(0, size[1], 23)}
    assert len(colours) > 60

"""Where things are on the La Granja table, in design pixels, from the three Tiled maps.

lg_table gives the board zones and where the mat, hand, market and the other players go; lg_mat's
zones are placed into the table's "mat" zone; lg_market's hex cells are scaled into the "market"
zone, and each cell is matched to the engine's market space (or building hex) by axial coordinates.
"""
from __future__ import annotations

from functools import lru_cache

from client.assets.tiled import HexMap, TableMap, load_hex_map, load_map
from client.games.common.hotspots import center, inside  # noqa: F401 - the layout's geometry helpers

Box = tuple[float, float, float, float]


@lru_cache(maxsize=1)
def maps() -> tuple[TableMap, TableMap, HexMap]:
    return load_map("lg_table"), load_map("lg_mat"), load_hex_map("lg_market")


def axial_of(hexmap: HexMap, col: int, row: int) -> tuple[int, int]:
    """The axial (q, r) of a market cell: the inverse of art/tools/make_lg_maps.py's `cell_of`."""
    r = row - int(hexmap.properties["row_of_r0"])
    q = col - r / 2 + (row & 1) / 2 - float(hexmap.properties["col_shift"])
    return int(round(q)), r


def row_boxes(box: Box, count: int, size: float, gap: float = 4.0) -> list[Box]:
    """`count` squares of `size` in a row inside `box`, vertically centred, shrunk to fit."""
    x, y, w, h = box
    size = min(size, h, (w - gap * (count - 1)) / max(1, count))
    return [(x + i * (size + gap), y + (h - size) / 2, size, size) for i in range(count)]


class LGLayout:
    def __init__(self, market_hexes: list[tuple[int, int]], building_hexes: list[tuple[int, int]]) -> None:
        self.table, self.mat, self.hexmap = maps()
        mx, my, mw, mh = self.box("market")
        hw, hh = self.hexmap.size
        self.hex_scale = min(mw / hw, (mh - 10) / hh)
        self.hex_origin = (mx + (mw - hw * self.hex_scale) / 2, my + (mh - hh * self.hex_scale) / 2)
        self.hex_size = (self.hexmap.tile_w * self.hex_scale, self.hexmap.tile_h * self.hex_scale)
        by_axial = {axial_of(self.hexmap, c, r): (c, r) for c, r in self.hexmap.layers["market"]}
        self.space_cells = [by_axial.get((h[0], h[1])) for h in market_hexes]
        self.building_cells = [by_axial.get((h[0], h[1])) for h in building_hexes]
        self.cell_of_space = {cell: i for i, cell in enumerate(self.space_cells) if cell is not None}
        mz = self.table.zones["mat"]
        self.mat_scale = min(mz.w / self.mat.width, mz.h / self.mat.height)
        self.mat_origin = (mz.x, mz.y)

    # --- table zones --------------------------------------------------------------------------------
    def box(self, name: str) -> Box:
        z = self.table.zones[name]
        return (z.x, z.y, z.w, z.h)

    def has(self, name: str) -> bool:
        return name in self.table.zones

    # --- the mat ------------------------------------------------------------------------------------
    def mat_box(self, name: str) -> Box:
        z = self.mat.zones[name]
        s, (ox, oy) = self.mat_scale, self.mat_origin
        return (ox + z.x * s, oy + z.y * s, z.w * s, z.h * s)

    def mat_decor(self) -> list[tuple[str, Box]]:
        s, (ox, oy) = self.mat_scale, self.mat_origin
        return [(d.image, (ox + d.x * s, oy + d.y * s, d.w * s, d.h * s)) for d in self.mat.decor]

    def field_boxes(self, count: int) -> list[Box]:
        x, y, w, h = self.mat_box("fields")
        step = min(48.0, h / max(1, count))
        return [(x, y + i * step, w, step - 4) for i in range(count)]

    def extension_boxes(self, count: int) -> list[Box]:
        x, y, w, h = self.mat_box("extensions")
        step = min(46.0, h / max(1, count))
        return [(x, y + i * step, w, step - 4) for i in range(count)]

    # --- the hand -----------------------------------------------------------------------------------
    def hand_boxes(self, count: int) -> list[Box]:
        """Hand cards side by side, wide enough to read (hand_card.py); narrower as the hand grows."""
        x, y, w, h = self.box("hand")
        ch = h - 8
        gap = 8
        cw = min(ch * 1.7, (w - 8 - gap * max(0, count - 1)) / max(1, count))
        return [(x + 4 + i * (cw + gap), y + 4, cw, ch) for i in range(count)]

    # --- the market ---------------------------------------------------------------------------------
    def cell_box(self, cell: tuple[int, int]) -> Box:
        cx, cy = self.hexmap.center(*cell)
        ox, oy = self.hex_origin
        w, h = self.hex_size
        return (ox + cx * self.hex_scale - w / 2, oy + cy * self.hex_scale - h / 2, w, h)

    def space_box(self, space: int) -> Box | None:
        cell = self.space_cells[space] if space < len(self.space_cells) else None
        return None if cell is None else self.cell_box(cell)

    def building_hex_box(self, b: int) -> Box | None:
        cell = self.building_cells[b - 1]
        return None if cell is None else self.cell_box(cell)

    def space_at(self, p: tuple[float, float]) -> int | None:
        best, best_d = None, 1e9
        for i, cell in enumerate(self.space_cells):
            if cell is None:
                continue
            bx, by, bw, bh = self.cell_box(cell)
            d = (p[0] - bx - bw / 2) ** 2 + (p[1] - by - bh / 2) ** 2
            if d < best_d and d < (bw * 0.5) ** 2:
                best, best_d = i, d
        return best

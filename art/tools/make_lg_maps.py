"""Writes the Tiled maps of the La Granja table from the engine's data (run from the repository root).

- lg_table.tmx   (orthogonal, 1920x1080 design px): the main board — revenue spaces, the six craft
  buildings with a row per player, building-order marker and craft-marker spots, the roof display,
  the siesta track — and where the market, the player mat, the hand, the other players, status,
  log and buttons go. Object layer "zones" (named rectangles), "decor" (tile objects of our SVGs).
- lg_market.tmx  (hexagonal, pointy-top, staggeraxis y, staggerindex odd): the market hex map. Tile
  layer "market" holds a value hex (2–6) or a grey building hex per cell, layer "blocked_small" the
  "×" spaces used with 2–3 players. Cells come from the engine's axial coordinates
  (engine/games/la_granja/data/board.toml) by `cell_of`; tests/client checks map and data agree.
- lg_mat.tmx     (orthogonal, mat-local px): one player mat — barrows top, fields left, extensions
  right, helpers bottom, goods storage, price chart, donkey markers, roofs, craft markers, dice.
Run:  python art/tools/make_lg_maps.py
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from art.tools import tmx  # noqa: E402
from art.tools.tmx import Zone  # noqa: E402
from engine.games.la_granja.data import load_tables  # noqa: E402

OUT = ROOT / "art" / "maps"

# --- hex geometry (shared with client/games/la_granja/market.py through the map's properties) ----------
HEX_W, HEX_H, HEX_SIDE = 62, 72, 36
ROW_OF_R0 = 3      # row of axial r = 0
COL_SHIFT = 3.5    # col = q + r/2 - (row odd)/2 + COL_SHIFT


def cell_of(q: int, r: int) -> tuple[int, int]:
    row = r + ROW_OF_R0
    col = q + r / 2 - (row & 1) / 2 + COL_SHIFT
    assert col == int(col), (q, r)
    return int(col), row


HEX_TILES = ["hex_2", "hex_3", "hex_4", "hex_5", "hex_6", "hex_grey", "hex_blocked"]
PARTS = ["board", "building", "revenue_space", "mat", "slot", "siesta_space"]


# --- the table ----------------------------------------------------------------------------------------
def table_zones() -> tuple[list[Zone], list]:
    z: list[Zone] = []
    decor: list = [("board", 8, 8, 1476, 488)]
    for i in range(6):  # revenue spaces 1..6, top to bottom
        z.append((f"revenue_{i + 1}", "revenue", 16, 16 + i * 80, 256, 72))
        decor.append(("revenue_space", 16, 16 + i * 80, 256, 72))
    bw, bh = 232, 230
    for b in range(6):
        x, y = 284 + (b % 3) * (bw + 12), 16 + (b // 3) * (bh + 12)
        z.append((f"building_{b + 1}", "building", x, y, bw, bh))
        decor.append(("building", x, y, bw, bh))
        z.append((f"bld{b + 1}_head", "text", x + 8, y + 6, bw - 16, 40))
        z.append((f"bld{b + 1}_order", "order", x + bw - 46, y + 6, 40, 40))
        z.append((f"bld{b + 1}_crafts", "crafts", x + 8, y + 48, bw - 16, 30))
        for p in range(4):
            z.append((f"bld{b + 1}_row{p}", "row", x + 8, y + 82 + p * 36, bw - 16, 34))
    z.append(("market", "market", 1004, 16, 472, 472))
    z.append(("status", "text", 1496, 16, 408, 94))  # the phase, and a prompt of up to two lines
    for i in range(4):
        z.append((f"roof_{i}", "roof", 1500 + i * 100, 132, 84, 84))
    z.append(("siesta", "siesta", 1496, 228, 408, 100))
    for k in range(11):
        z.append((f"siesta_{k}", "siesta_space", 1498 + k * 37, 278, 34, 46))
    z.append(("log", "text", 1496, 336, 408, 152))
    z.append(("mat", "mat", 16, 504, 1160, 384))
    z.append(("hand", "hand", 16, 896, 1160, 176))
    for i in range(3):
        z.append((f"other_{i}", "other", 1188, 504 + i * 190, 368, 180))
    z.append(("actions", "buttons", 1568, 504, 336, 568))
    return z, decor


# --- the player mat (local coordinates) -----------------------------------------------------------------
MAT_W, MAT_H = 1160, 384
STORE = ["olive", "grain", "grape", "pig", "food", "wine", "meat", "silver", "trade", "vp"]
CHART = ["olive", "grain", "grape", "pig"]


def mat_zones() -> tuple[list[Zone], list]:
    z: list[Zone] = [("header", "text", 12, 6, 1136, 34)]
    decor: list = [("mat", 0, 0, MAT_W, MAT_H)]
    z.append(("fields", "side", 8, 44, 232, 332))
    z.append(("extensions", "side", 920, 44, 232, 228))
    z.append(("roofs", "roofs", 920, 276, 232, 52))
    z.append(("crafts", "crafts", 920, 332, 232, 44))
    z.append(("barrows", "side", 250, 44, 660, 80))
    z.append(("helpers", "side", 250, 296, 660, 80))
    for i in range(3):
        z.append((f"barrow_{i}", "barrow", 250 + i * 224, 44, 212, 80))
        z.append((f"helper_{i}", "helper", 250 + i * 224, 296, 212, 80))
        decor += [("slot", 250 + i * 224, 44, 212, 80), ("slot", 250 + i * 224, 296, 212, 80)]
    for i, g in enumerate(STORE):
        z.append((f"good_{g}", "good", 250 + i * 66, 130, 62, 60))
    z.append(("chart", "chart", 250, 194, 420, 96))
    for i, g in enumerate(CHART):
        x = 330 + i * 85
        z.append((f"chart_buy_{g}", "chart_buy", x, 194, 80, 30))
        z.append((f"chart_sell_{g}", "chart_sell", x, 226, 80, 30))
        z.append((f"chart_upgrade_{g}", "chart_upgrade", x, 258, 80, 30))
    z.append(("chart_sell", "chart_sell", 250, 226, 420, 30))
    z.append(("chart_upgrade", "chart_upgrade", 250, 258, 420, 30))
    z.append(("donkeys", "donkeys", 680, 194, 230, 50))
    for d in range(1, 5):
        z.append((f"donkey_{d}", "donkey", 680 + (d - 1) * 58, 194, 52, 50))
    z.append(("dice", "dice", 680, 248, 230, 44))
    return z, decor


# --- the market -----------------------------------------------------------------------------------------
def market_tmx() -> str:
    t = load_tables()
    cols, rows = 7, 7
    grid = [[0] * cols for _ in range(rows)]
    blocked = [[0] * cols for _ in range(rows)]
    for (q, r), value, small in zip(t.market_hexes, t.market_values, t.market_blocked_small, strict=True):
        c, row = cell_of(q, r)
        grid[row][c] = 1 + HEX_TILES.index(f"hex_{value}")
        if small:
            blocked[row][c] = 1 + HEX_TILES.index("hex_blocked")
    for q, r in t.building_hexes:
        c, row = cell_of(q, r)
        grid[row][c] = 1 + HEX_TILES.index("hex_grey")

    def layer(lid: int, name: str, data: list[list[int]]) -> str:
        csv = ",\n".join(",".join(str(v) for v in row) for row in data)
        return (f' <layer id="{lid}" name="{name}" width="{cols}" height="{rows}">\n'
                f'  <data encoding="csv">\n{csv}\n</data>\n </layer>\n')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" '
            f'width="{cols}" height="{rows}" tilewidth="{HEX_W}" tileheight="{HEX_H}" infinite="0" '
            f'hexsidelength="{HEX_SIDE}" staggeraxis="y" staggerindex="odd" nextlayerid="3" nextobjectid="1">\n'
            ' <properties>\n'
            f'  <property name="row_of_r0" type="int" value="{ROW_OF_R0}"/>\n'
            f'  <property name="col_shift" type="float" value="{COL_SHIFT}"/>\n'
            ' </properties>\n'
            ' <tileset firstgid="1" source="lg_hexes.tsx"/>\n'
            + layer(1, "market", grid) + layer(2, "blocked_small", blocked) + '</map>\n')


def tileset(name: str, folder: str, names: list[str], w: int, h: int) -> str:
    return tmx.tileset(name, [(n, f"../la_granja/{folder}/{n}.svg", w, h) for n in names], w, h)


def ortho_map(w: int, h: int, zones: list[Zone], decor: list[tmx.Decor], props: dict[str, str]) -> str:
    return tmx.ortho_map(w, h, zones, decor, props, "lg_parts.tsx", PARTS)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "lg_parts.tsx").write_text(tileset("lg_parts", "parts", PARTS, 400, 300))
    (OUT / "lg_hexes.tsx").write_text(tileset("lg_hexes", "hexes", HEX_TILES, HEX_W, HEX_H))
    zones, decor = table_zones()
    (OUT / "lg_table.tmx").write_text(ortho_map(1920, 1080, zones, decor, {"game": "la-granja"}))
    zones, decor = mat_zones()
    (OUT / "lg_mat.tmx").write_text(ortho_map(MAT_W, MAT_H, zones, decor, {"game": "la-granja"}))
    (OUT / "lg_market.tmx").write_text(market_tmx())


if __name__ == "__main__":
    main()

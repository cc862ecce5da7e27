"""Writes the Tiled maps of the Agricola table from the engine's data (run from the repository root).

- ag_table.tmx (orthogonal, 1920x1080 design px): the action board — the permanent spaces, the extra
  spaces for the player count (the cards of 3, 4 and 5 players share the same places), a place per round
  for the round card revealed in it (grouped by stage, harvests marked), the round track and the
  start-player place — the major-improvement board, the viewer's farm, the other seats' compact panels,
  the harvest panel and the full game's draft over the board, status, log and buttons. Every action
  space is a zone named `space_<engine space id>`, every round `round_<n>`, every major `major_<engine major id>`.
- ag_farm.tmx (farm-local px): one seat's farmyard — 3x5 cells `cell_r<row>c<col>` (the engine's names),
  a zone per fence edge `edge_<n>` (the engine's edge numbers, engine/games/agricola/farm.py), the supply
  of goods, the people at home, the header, and room for a hand of cards (the full game's occupations and
  minor improvements) and the cards played. The compact panels draw the same map scaled down.
Object layer "zones" (named rectangles), "decor" (tile objects of our SVGs, art/tools/make_ag_art.py).
Run:  python art/tools/make_ag_maps.py
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from art.tools import tmx  # noqa: E402
from art.tools.tmx import Decor, Zone  # noqa: E402
from engine.games.agricola import farm  # noqa: E402
from engine.games.agricola.data import load_tables  # noqa: E402

OUT = ROOT / "art" / "maps"
PARTS = {"board": (1100, 560), "farm": (600, 380)}
NAMES = list(PARTS)
GOODS = ("wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle")


def tileset() -> str:
    return tmx.tileset("ag_parts", [(n, f"../agricola/parts/{n}.svg", w, h) for n, (w, h) in PARTS.items()],
                       1100, 560)


def ortho_map(w: int, h: int, zones: list[Zone], decor: list[Decor], props: dict[str, str]) -> str:
    return tmx.ortho_map(w, h, zones, decor, props, "ag_parts.tsx", NAMES)


# --- the table ----------------------------------------------------------------------------------------
COL_W, ROW_H, GAP_X, GAP_Y = 170, 84, 7, 6
X0, Y0 = 18, 16
# the rounds' places: column 3 holds stage 1 (rounds 1-4), column 4 rounds 5-9, column 5 rounds 10-14
ROUND_SLOT = {r: (3, r - 1) for r in range(1, 5)} | {r: (4, r - 5) for r in range(5, 10)} | \
    {r: (5, r - 10) for r in range(10, 15)}


def slot(col: int, row: int) -> tuple[float, float, float, float]:
    return (X0 + col * (COL_W + GAP_X), Y0 + row * (ROW_H + GAP_Y), COL_W, ROW_H)


def board_zones(z: list[Zone]) -> None:
    t = load_tables()
    # a full-game space has no place of its own: it lies where the family space it replaces lies
    permanent = [i for i in range(len(t.space_ids)) if not t.space_stage[i] and not t.space_players[i]
                 and not t.space_replaces[i]]
    for k, sp in enumerate(permanent):  # two columns of five
        z.append((f"space_{t.space_ids[sp]}", "space", *slot(k // 5, k % 5)))
    for n in (3, 4, 5):  # the extra cards of each count share column 2
        extra = [i for i in range(len(t.space_ids)) if n in t.space_players[i] and not t.space_replaces[i]]
        for k, sp in enumerate(extra):
            z.append((f"space_{t.space_ids[sp]}", "space", *slot(2, k)))
    for r, (col, row) in ROUND_SLOT.items():
        z.append((f"round_{r}", "round", *slot(col, row)))
    # the place below stage 1's rounds is free with every count: an action space a card brings (Master
    # Forester's) lies there, whatever the count's own spaces are
    z.append(("space_by_card", "space", *slot(3, 4)))
    x, y, _w, h = slot(0, 5)
    z.append(("start", "start", x, y, 2 * COL_W + GAP_X, h))
    x, y, _w, h = slot(3, 5)
    z.append(("track", "track", x, y, 3 * COL_W + 2 * GAP_X, h))


def table_zones() -> tuple[list[Zone], list[Decor]]:
    t = load_tables()
    z: list[Zone] = [("board", "board", 8, 8, 1088, 560)]
    d: list[Decor] = [("board", 8, 8, 1088, 560)]
    board_zones(z)
    z.append(("harvest", "popup", 40, 30, 1024, 516))
    # the full game's draft lies over the whole board: the pack in front of the seat (occupations above,
    # minors below) and the row of the cards kept, the drop place of a pick
    z.append(("draft", "popup", 8, 8, 1088, 560))
    z.append(("draft_occupations", "draft", 20, 50, 1064, 212))
    z.append(("draft_minors", "draft", 20, 268, 1064, 212))
    z.append(("draft_kept", "draft", 20, 488, 1064, 72))
    z.append(("farm", "farm", 8, 576, 1088, 496))
    z.append(("status", "text", 1104, 8, 808, 84))
    z.append(("majors", "majors", 1104, 98, 808, 172))
    for i, m in enumerate(t.majors):
        z.append((f"major_{m.id}", "major", 1110 + (i % 5) * 160, 122 + (i // 5) * 74, 156, 70))
    for i in range(4):
        z.append((f"other_{i}", "other", 1104 + (i % 2) * 408, 278 + (i // 2) * 176, 400, 170))
    z.append(("log", "text", 1104, 630, 536, 442))
    z.append(("actions", "buttons", 1648, 630, 264, 442))
    return z, d


# --- the farm (local coordinates) ---------------------------------------------------------------------------
FARM_W, FARM_H = 1088, 496
CELL_W, CELL_H = 118, 104
GRID_X, GRID_Y = 16, 48
EDGE = 12  # an edge zone's thickness (centred on the line between cells)


def edge_zone(e: int) -> tuple[float, float, float, float]:
    if e < 20:  # horizontal: above row r (r = 0..3), column col
        r, col = divmod(e, 5)
        return (GRID_X + col * CELL_W + EDGE / 2, GRID_Y + r * CELL_H - EDGE / 2, CELL_W - EDGE, EDGE)
    r, col = divmod(e - 20, 6)  # vertical: left of column col (col = 0..5), row r
    return (GRID_X + col * CELL_W - EDGE / 2, GRID_Y + r * CELL_H + EDGE / 2, EDGE, CELL_H - EDGE)


def farm_zones() -> tuple[list[Zone], list[Decor]]:
    z: list[Zone] = [("header", "text", 12, 6, FARM_W - 24, 34)]
    d: list[Decor] = [("farm", GRID_X - 10, GRID_Y - 10, 5 * CELL_W + 20, 3 * CELL_H + 20)]
    z.append(("yard", "yard", GRID_X, GRID_Y, 5 * CELL_W, 3 * CELL_H))
    for c in range(farm.CELLS):
        r, col = divmod(c, farm.COLS)
        z.append((f"cell_{farm.CELL_NAMES[c]}", "cell", GRID_X + col * CELL_W, GRID_Y + r * CELL_H, CELL_W, CELL_H))
    for e in range(farm.NEDGES):
        z.append((f"edge_{e}", "edge", *edge_zone(e)))
    sx = GRID_X + 5 * CELL_W + 24
    z.append(("supply", "supply", sx, GRID_Y, FARM_W - sx - 12, 206))
    for i, g in enumerate(GOODS):
        z.append((f"good_{g}", "good", sx + 8 + (i % 5) * 88, GRID_Y + 32 + (i // 5) * 86, 80, 80))
    z.append(("people", "people", sx, GRID_Y + 214, FARM_W - sx - 12, 76))
    z.append(("owned", "owned", GRID_X, GRID_Y + 3 * CELL_H + 18, 236, 112))
    z.append(("played", "played", GRID_X + 244, GRID_Y + 3 * CELL_H + 18, 5 * CELL_W - 244, 112))
    hand_y = GRID_Y + 214 + 76 + 8  # the hand takes the room "At home" does not need, down to the cards' row end
    z.append(("hand", "hand", sx, hand_y, FARM_W - sx - 12, GRID_Y + 3 * CELL_H + 130 - hand_y))
    return z, d


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "ag_parts.tsx").write_text(tileset())
    zones, decor = table_zones()
    (OUT / "ag_table.tmx").write_text(ortho_map(1920, 1080, zones, decor, {"game": "agricola"}))
    zones, decor = farm_zones()
    (OUT / "ag_farm.tmx").write_text(ortho_map(FARM_W, FARM_H, zones, decor, {"game": "agricola"}))


if __name__ == "__main__":
    main()

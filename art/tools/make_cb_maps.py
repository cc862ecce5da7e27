"""Writes the Tiled maps of the Coal Baron table from the engine's data (run from the repository root).

- cb_table.tmx (orthogonal, 1920x1080 design px): the main board — the minecart factory (8 tile slots
  with their worker spaces, the tile stack's look-at-5), mining 4/6/8/10, money 3–6 and the bank, the
  order slots and their look-at-5, the four delivery spaces, the canteen, the shift clock, the score
  track — and where the seat's pit, the other seats' panels, the look-at-5 popup, status, log and
  buttons go. Every worker space is a zone named `space_<engine space id>`, so the spaces come from the
  engine's data and a test checks that each has a place.
- cb_pit.tmx (orthogonal, pit-local px): one seat's pit — the surface with its orders, storage,
  delivered cards and worker supply; the shaft with a cage place per level (0 = surface); per level a
  lit side growing left from the shaft and a dark side growing right.
Object layer "zones" (named rectangles), "decor" (tile objects of our SVGs, art/tools/make_cb_art.py).
Run:  python art/tools/make_cb_maps.py
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from art.tools import tmx  # noqa: E402
from art.tools.tmx import Decor, Zone  # noqa: E402
from engine.games.coal_baron.data import load_tables  # noqa: E402

OUT = ROOT / "art" / "maps"
PARTS = {"board": (1192, 560), "pit": (1184, 496), "shaft": (80, 452), "level": (530, 80), "storage": (150, 128)}
NAMES = list(PARTS)


def tileset() -> str:
    return tmx.tileset("cb_parts", [(n, f"../coal_baron/parts/{n}.svg", w, h) for n, (w, h) in PARTS.items()],
                       400, 300)


def ortho_map(w: int, h: int, zones: list[Zone], decor: list[Decor], props: dict[str, str]) -> str:
    return tmx.ortho_map(w, h, zones, decor, props, "cb_parts.tsx", NAMES)


def area(z: list[Zone], d: list[Decor], name: str, x: float, y: float, w: float, h: float) -> None:
    z.append((f"area_{name}", "area", x, y, w, h))
    z.append((f"title_{name}", "text", x + 10, y + 4, w - 20, 26))


# --- the table ----------------------------------------------------------------------------------------
def table_zones() -> tuple[list[Zone], list[Decor]]:
    t = load_tables()
    z: list[Zone] = [("board", "board", 8, 8, 1192, 560)]
    d: list[Decor] = [("board", 8, 8, 1192, 560)]
    area(z, d, "factory", 20, 20, 736, 250)
    for k in range(8):  # slot k+1: the tile, its worker space, its price
        x, y = 30 + (k % 4) * 158, 54 + (k // 4) * 106
        z.append((f"fslot_{k + 1}", "tile_slot", x, y, 100, 64))
        z.append((f"space_factory_{k + 1}", "space", x + 104, y, 46, 64))
        z.append((f"price_{k + 1}", "text", x, y + 66, 150, 30))
    z.append(("tstack", "stack", 668, 54, 80, 100))
    z.append(("space_factory_look", "space", 668, 162, 80, 96))
    area(z, d, "mine", 766, 20, 220, 250)
    for i, v in enumerate((4, 6, 8, 10)):
        z.append((f"space_mine_{v}", "space", 776 + (i % 2) * 104, 54 + (i // 2) * 106, 96, 98))
    area(z, d, "money", 996, 20, 196, 250)
    for i, v in enumerate((3, 4, 5, 6)):
        z.append((f"space_money_{v}", "space", 1004 + (i % 2) * 92, 54 + (i // 2) * 76, 86, 70))
    z.append(("space_bank", "space", 1004, 208, 178, 56))
    area(z, d, "orders", 20, 278, 616, 238)
    for i in range(4):
        x = 30 + i * 118
        z.append((f"oslot_{i + 1}", "order_slot", x, 310, 108, 140))
        z.append((f"space_order_{i + 1}", "space", x, 454, 108, 56))
    z.append(("ostack", "stack", 504, 310, 122, 140))
    z.append(("space_order_look", "space", 504, 454, 122, 56))
    area(z, d, "deliver", 646, 278, 340, 238)
    for i, tr in enumerate(t.transport_names):
        z.append((f"space_deliver_{tr}", "space", 656 + (i % 2) * 164, 310 + (i // 2) * 102, 156, 96))
    z.append(("canteen", "canteen", 996, 278, 196, 116))
    z.append(("clock", "clock", 996, 400, 196, 116))
    z.append(("track", "track", 20, 524, 1172, 38))
    # the seat's pit, the other seats, and the right column
    z.append(("pit", "pit", 16, 576, 1184, 496))
    for i in range(3):
        z.append((f"other_{i}", "other", 1212, 128 + i * 148, 692, 140))
    z.append(("status", "text", 1212, 16, 692, 104))
    z.append(("log", "text", 1212, 576, 420, 496))
    z.append(("actions", "buttons", 1640, 576, 264, 496))
    # the look-at-5 / draft popup over the board
    z.append(("popup", "popup", 120, 60, 980, 440))
    for i in range(5):
        z.append((f"look_card_{i}", "card", 150 + i * 186, 150, 160, 200))
    z.append(("look_keep_none", "button", 150, 420, 300, 60))
    z.append(("look_top", "button", 470, 420, 300, 60))
    z.append(("look_bottom", "button", 790, 420, 290, 60))
    z.append(("look_return", "drop", 150, 362, 930, 50))
    z.append(("draft", "cards", 140, 120, 940, 360))
    return z, d


# --- the pit (local coordinates) ------------------------------------------------------------------------
PIT_W, PIT_H = 1184, 496
LEVEL_Y, LEVEL_H, LEVEL_STEP = 172, 76, 80
SHAFT_X, SHAFT_W = 536, 112


def pit_zones() -> tuple[list[Zone], list[Decor]]:
    z: list[Zone] = [("header", "text", 12, 6, 1160, 32)]
    d: list[Decor] = [("pit", 0, 0, PIT_W, PIT_H)]
    z.append(("orders", "orders", 10, 40, SHAFT_X - 16, 128))
    z.append(("storage", "storage", SHAFT_X + SHAFT_W + 8, 40, 150, 128))
    d.append(("storage", SHAFT_X + SHAFT_W + 8, 40, 150, 128))
    z.append(("delivered", "delivered", SHAFT_X + SHAFT_W + 166, 40, 220, 128))
    z.append(("supply", "supply", 1062, 40, 112, 128))
    z.append(("shaft", "shaft", SHAFT_X, 40, SHAFT_W, PIT_H - 44))
    d.append(("shaft", SHAFT_X + 16, 40, 80, 452))
    z.append(("cage_0", "cage", SHAFT_X + 4, 68, SHAFT_W - 8, 96))
    z.append(("steps", "pips", SHAFT_X - 4, 40, SHAFT_W + 8, 26))
    for lv in range(1, 5):
        y = LEVEL_Y + (lv - 1) * LEVEL_STEP
        z.append((f"cage_{lv}", "cage", SHAFT_X + 4, y, SHAFT_W - 8, LEVEL_H))
        z.append((f"lit_{lv}", "side", 10, y, SHAFT_X - 14, LEVEL_H))
        z.append((f"dark_{lv}", "side", SHAFT_X + SHAFT_W + 4, y, PIT_W - SHAFT_X - SHAFT_W - 14, LEVEL_H))
        d.append(("level", 6, y - 2, 530, 80))
        d.append(("level", SHAFT_X + SHAFT_W, y - 2, 530, 80))
    return z, d


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "cb_parts.tsx").write_text(tileset())
    zones, decor = table_zones()
    (OUT / "cb_table.tmx").write_text(ortho_map(1920, 1080, zones, decor, {"game": "coal-baron"}))
    zones, decor = pit_zones()
    (OUT / "cb_pit.tmx").write_text(ortho_map(PIT_W, PIT_H, zones, decor, {"game": "coal-baron"}))


if __name__ == "__main__":
    main()

"""Where things are on the Coal Baron table, in design pixels, from the two Tiled maps.

cb_table gives the board's zones (every worker space is `space_<engine id>`), the pit's place, the
other seats' panels and the popup; cb_pit gives one pit in its own coordinates, placed into the table's
`pit` zone. Piece boxes that depend on the position (tiles on a level, carts, cubes, held orders and
their spots) are computed here from counts the caller reads off the observation.
"""
from __future__ import annotations

from functools import lru_cache

from client.assets.tiled import TableMap, load_map
from client.games.common.hotspots import center, inside  # noqa: F401 - the layout's geometry helpers

Box = tuple[float, float, float, float]
TILE_W, TILE_H = 100.0, 68.0
PRINTED_W = 60.0
CUBE = 26.0


@lru_cache(maxsize=1)
def maps() -> tuple[TableMap, TableMap]:
    return load_map("cb_table"), load_map("cb_pit")


def row_boxes(box: Box, count: int, size: float, gap: float = 4.0) -> list[Box]:
    """`count` squares of `size` in a row inside `box`, vertically centred, shrunk to fit."""
    x, y, w, h = box
    size = min(size, h, (w - gap * (count - 1)) / max(1, count))
    return [(x + i * (size + gap), y + (h - size) / 2, size, size) for i in range(count)]


def shrink(box: Box, pad: float) -> Box:
    x, y, w, h = box
    return (x + pad, y + pad, w - 2 * pad, h - 2 * pad)


class CBLayout:
    def __init__(self) -> None:
        self.table, self.pit = maps()
        z = self.table.zones["pit"]
        self.pit_origin = (z.x, z.y)

    # --- table zones ------------------------------------------------------------------------------
    def box(self, name: str) -> Box:
        z = self.table.zones[name]
        return (z.x, z.y, z.w, z.h)

    def has(self, name: str) -> bool:
        return name in self.table.zones

    def space_box(self, space: str) -> Box:
        return self.box(f"space_{space}")

    # --- the pit ------------------------------------------------------------------------------------
    def pit_box(self, name: str) -> Box:
        z = self.pit.zones[name]
        ox, oy = self.pit_origin
        return (ox + z.x, oy + z.y, z.w, z.h)

    def pit_decor(self) -> list[tuple[str, Box]]:
        ox, oy = self.pit_origin
        return [(d.image, (ox + d.x, oy + d.y, d.w, d.h)) for d in self.pit.decor]

    def cage_box(self, level: int) -> Box:
        return self.pit_box(f"cage_{level}")

    def level_slots(self, level: int, lit: bool, printed: bool, tiles: int) -> tuple[Box | None, list[Box]]:
        """The printed cart's place (if it sits on this side) and `tiles` tile boxes, from the shaft out."""
        x, y, w, h = self.pit_box(f"{'lit' if lit else 'dark'}_{level}")
        top = y + (h - TILE_H) / 2
        used = PRINTED_W + 4 if printed else 0.0
        step = TILE_W + 4
        if tiles and used + tiles * step > w:
            step = (w - used - TILE_W) / max(1, tiles - 1)
        out: list[Box] = []
        for i in range(tiles):
            off = used + i * step
            out.append((x + w - off - TILE_W, top, TILE_W, TILE_H) if lit else (x + off, top, TILE_W, TILE_H))
        pbox: Box | None = None
        if printed:
            pbox = (x + w - PRINTED_W, top, PRINTED_W, TILE_H) if lit else (x, top, PRINTED_W, TILE_H)
        return pbox, out

    @staticmethod
    def cart_boxes(tile: Box, carts: int) -> list[Box]:
        """The carts on a tile (or on the printed cart's place), side by side along its rail."""
        x, y, w, h = tile
        cw = min(44.0, (w - 12) / carts - 4)
        total = carts * cw + (carts - 1) * 4
        x0 = x + (w - total) / 2
        return [(x0 + i * (cw + 4), y + h - cw * 0.8 - 6, cw, cw * 0.8) for i in range(carts)]

    @staticmethod
    def cube_on_cart(cart: Box) -> Box:
        x, y, w, h = cart
        s = min(CUBE, w * 0.7)
        return (x + (w - s) / 2, y - s * 0.55, s, s)

    def cage_cubes(self, level: int, count: int) -> list[Box]:
        x, y, w, h = self.cage_box(level)
        s = min(CUBE, (h - 16) / 2)
        out = []
        for i in range(count):
            row, col = divmod(i, 3)
            out.append((x + 14 + col * (s + 2), y + h - 8 - (row + 1) * (s + 1), s, s))
        return out

    def storage_boxes(self) -> list[Box]:
        """One place per colour in storage (a cube and its count)."""
        x, y, w, h = self.pit_box("storage")
        return [(x + 8 + (i % 2) * (w - 16) / 2, y + 36 + (i // 2) * 44, (w - 16) / 2 - 4, 40) for i in range(4)]

    def order_boxes(self, count: int) -> list[Box]:
        x, y, w, h = self.pit_box("orders")
        cw, ch = 92.0, h - 6
        step = min(cw + 8, (w - cw) / max(1, count - 1)) if count > 1 else cw
        return [(x + i * step, y + 3, cw, ch) for i in range(count)]

    @staticmethod
    def spot_boxes(card: Box, spots: int) -> list[Box]:
        """The cube spots of an order card: a row under its transport picture."""
        x, y, w, h = card
        s = min(24.0, (w - 12) / max(1, spots) - 2)
        total = spots * s + (spots - 1) * 3
        x0 = x + (w - total) / 2
        return [(x0 + i * (s + 3), y + h * 0.47, s, s) for i in range(spots)]

    def supply_box(self) -> Box:
        return self.pit_box("supply")

    def step_pips(self, count: int) -> list[Box]:
        return row_boxes(self.pit_box("steps"), max(count, 1), 14, 2)[:count]

    # --- the board --------------------------------------------------------------------------------
    def track_point(self, score: int, seat: int) -> Box:
        """A seat's marker on the score track (0..99, round and round)."""
        x, y, w, h = self.box("track")
        cell = (w - 20) / 100
        s = 16.0
        return (x + 10 + (score % 100) * cell + cell / 2 - s / 2, y + 4 + seat * 7, s, s)

    def popup_cards(self, count: int, box: Box | None = None) -> list[Box]:
        """Cards laid out in the popup (the five looked at, or the draft's up to 13)."""
        if box is None and count <= 5:
            return [self.box(f"look_card_{i}") for i in range(count)]
        x, y, w, h = box or self.box("draft")
        per_row = min(count, 7)
        rows = -(-count // per_row)
        ch = min(170.0, (h - 60) / rows - 8, (w - 10 * per_row) / per_row / 0.78)  # a row fits the box
        cw = ch * 0.78
        top = y + 50 + max(0.0, (h - 60 - rows * (ch + 8)) / 2)  # the rows centred in the box
        out = []
        for i in range(count):
            r, c = divmod(i, per_row)
            n = min(per_row, count - r * per_row)
            x0 = x + (w - n * (cw + 10)) / 2
            out.append((x0 + c * (cw + 10), top + r * (ch + 8), cw, ch))
        return out

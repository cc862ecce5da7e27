"""Where things are on the Agricola table, in design pixels, from the two Tiled maps.

ag_table gives the board's zones (every action space `space_<engine id>`, every round's place
`round_<n>`, every major `major_<id>`), the farm's place, the other seats' panels and the harvest
panel; ag_farm gives one farmyard in its own coordinates. A farm is drawn at a place and a scale: the
viewer's (or a peeked seat's) in the `farm` zone at scale 1, each other seat's inside its panel, small.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from client.assets.tiled import TableMap, load_map
from client.games.common.hotspots import center, inside  # noqa: F401 - the layout's geometry helpers
from engine.games.agricola import farm

Box = tuple[float, float, float, float]
MINI = 0.36  # a compact farm's scale


@lru_cache(maxsize=1)
def _sides() -> dict[str, str]:
    from engine.games.agricola.data import load_tables
    t = load_tables()
    return {name: t.space_replaces[i] for i, name in enumerate(t.space_ids) if t.space_replaces[i]}


def replaced(space: str) -> str:
    """The family space whose place a full-game space takes (a family space: itself)."""
    return _sides().get(space, space)


@lru_cache(maxsize=1)
def maps() -> tuple[TableMap, TableMap]:
    return load_map("ag_table"), load_map("ag_farm")


@dataclass(frozen=True, slots=True)
class FarmPlace:
    """A farm map placed at (x, y) and scaled: every farm zone in table coordinates."""

    x: float
    y: float
    scale: float

    def box(self, name: str) -> Box:
        z = maps()[1].zones[name]
        s = self.scale
        return (self.x + z.x * s, self.y + z.y * s, z.w * s, z.h * s)

    def cell(self, c: int) -> Box:
        return self.box(f"cell_{farm.CELL_NAMES[c]}")

    def edge(self, e: int) -> Box:
        return self.box(f"edge_{e}")

    def edge_line(self, e: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """The fence's line: the middle of its edge zone, end to end."""
        x, y, w, h = self.edge(e)
        if w >= h:
            return (x - h / 2, y + h / 2), (x + w + h / 2, y + h / 2)
        return (x + w / 2, y - w / 2), (x + w / 2, y + h + w / 2)

    def cell_at(self, pos: tuple[float, float]) -> int:
        for c in range(farm.CELLS):
            if inside(self.cell(c), pos):
                return c
        return -1


def shrink(box: Box, pad: float) -> Box:
    x, y, w, h = box
    return (x + pad, y + pad, w - 2 * pad, h - 2 * pad)


def grid(box: Box, count: int, size: float, gap: float = 3.0) -> list[Box]:
    """`count` squares of at most `size` in rows filling `box` from its top-left."""
    x, y, w, h = box
    if count <= 0:
        return []
    per = max(1, int((w + gap) // (size + gap)))
    rows = -(-count // per)
    size = min(size, (h - gap * (rows - 1)) / rows)
    per = max(per, int((w + gap) // (size + gap)))
    return [(x + (i % per) * (size + gap), y + (i // per) * (size + gap), size, size) for i in range(count)]


class AGLayout:
    def __init__(self) -> None:
        self.table, self.farm_map = maps()

    def box(self, name: str) -> Box:
        z = self.table.zones[name]
        return (z.x, z.y, z.w, z.h)

    def has(self, name: str) -> bool:
        return name in self.table.zones

    def space_box(self, space: str) -> Box:
        """A space's zone; a full-game space lies where the family space it replaces lies (the board's
        other side)."""
        return self.box(f"space_{replaced(space)}")

    def round_box(self, r: int) -> Box:
        return self.box(f"round_{r}")

    def major_box(self, major: str) -> Box:
        return self.box(f"major_{major}")

    def main_farm(self) -> FarmPlace:
        x, y, _w, _h = self.box("farm")
        return FarmPlace(x, y, 1.0)

    def mini_farm(self, panel: int) -> FarmPlace:
        """A compact farm in the other seat's panel: the yard at the panel's left, below its header."""
        x, y, _w, _h = self.box(f"other_{panel}")
        yard = self.farm_map.zones["yard"]
        return FarmPlace(x + 8 - yard.x * MINI, y + 32 - yard.y * MINI, MINI)

    def panel_info(self, panel: int) -> Box:
        """The text column of a compact panel, right of its farm."""
        x, y, w, h = self.box(f"other_{panel}")
        yard = self.farm_map.zones["yard"]
        left = 8 + yard.w * MINI + 10
        return (x + left, y + 30, w - left - 8, h - 36)

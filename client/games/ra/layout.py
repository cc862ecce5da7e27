"""Where things are on the Ra table, in design pixels, from the Tiled map's named zones."""
from __future__ import annotations

from functools import lru_cache

from client.assets.tiled import TableMap, Zone, load_map
from client.games.common.hotspots import center, inside
from engine.games.ra.tiles import CIVILIZATIONS, FLOOD, GOD, GOLD, MONUMENTS, NILE, PHARAOH, TILE_NAMES

# Held tiles in fixed cells so a player always finds a kind in the same place.
HELD_ROWS: tuple[tuple[int, ...], ...] = (
    (GOD, GOLD, PHARAOH, NILE, FLOOD), CIVILIZATIONS, MONUMENTS[:4], MONUMENTS[4:],
)
Box = tuple[float, float, float, float]


@lru_cache(maxsize=8)
def table_map(n: int) -> TableMap:
    return load_map(f"ra_table_{n}")


class RaLayout:
    def __init__(self, n: int) -> None:
        self.n = n
        self.map = table_map(n)
        self.zones = self.map.zones

    def zone(self, name: str) -> Zone:
        return self.zones[name]

    def box(self, name: str) -> Box:
        z = self.zones[name]
        return (z.x, z.y, z.w, z.h)

    def ra_slot(self, i: int) -> Box:
        return self.box(f"ra_{i}")

    def auction_slot(self, i: int) -> Box:
        return self.box(f"auction_{i}")

    def bid_box(self) -> Box:
        """The high bid's own place: the foot of the status zone, below its three lines of text."""
        x, y, _w, h = self.box("status")
        return (x + 6, y + h - 78, 72, 72)

    def held_cells(self, seat: int) -> dict[int, Box]:
        z = self.zones[f"p{seat}_tiles"]
        cell = min(z.w / 5, z.h / len(HELD_ROWS))
        pad = cell * 0.08
        out: dict[int, Box] = {}
        x0 = z.x + (z.w - cell * 5) / 2
        for r, row in enumerate(HELD_ROWS):
            for c, kind in enumerate(row):
                out[kind] = (x0 + c * cell + pad, z.y + r * cell + pad, cell - 2 * pad, cell - 2 * pad)
        return out

    def sun_boxes(self, seat: int, up: list[int], down: list[int]) -> list[tuple[int, bool, Box]]:
        """(value, face_up, box) for each sun of a seat: face-up large, face-down smaller after."""
        z = self.zones[f"p{seat}_suns"]
        count = max(4, len(up) + len(down))
        size = min(z.h, z.w / (count + 0.6))
        small = size * 0.72
        out = []
        x = z.x
        for v in up:
            out.append((v, True, (x, z.y + (z.h - size) / 2, size, size)))
            x += size * 1.02
        x += size * 0.25
        for v in down:
            out.append((v, False, (x, z.y + (z.h - small) / 2, small, small)))
            x += small * 1.02
        return out


def tile_image(kind: int | str) -> str:
    name = TILE_NAMES[kind] if isinstance(kind, int) else kind
    return f"ra/tiles/{name}"


def sun_image(value: int, face_up: bool = True) -> str:
    return f"ra/suns/sun_{value}_{'up' if face_up else 'down'}"


__all__ = ["HELD_ROWS", "RaLayout", "center", "inside", "sun_image", "tile_image"]

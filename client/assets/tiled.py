"""The one adapter to Tiled maps (pytmx): named zones and decor images, in design pixels."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytmx

from client.paths import ART_DIR

MAPS_DIR = ART_DIR / "maps"


@dataclass(frozen=True, slots=True)
class Zone:
    name: str
    kind: str
    x: float
    y: float
    w: float
    h: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


@dataclass(frozen=True, slots=True)
class Decor:
    image: str  # art name relative to art/, without .svg
    x: float
    y: float
    w: float
    h: float


@dataclass(slots=True)
class TableMap:
    width: int
    height: int
    zones: dict[str, Zone] = field(default_factory=dict)
    decor: list[Decor] = field(default_factory=list)
    images: list[str] = field(default_factory=list)  # every image the map's tilesets reference
    properties: dict = field(default_factory=dict)


def art_name(map_path: Path, source: str) -> str:
    """'../ra/parts/bag.svg' seen from art/maps/x.tmx -> 'ra/parts/bag'."""
    full = (map_path.parent / source).resolve()
    return str(full.relative_to(ART_DIR.resolve()).with_suffix(""))


def load_map(name: str) -> TableMap:
    """Load art/maps/<name>.tmx without touching pygame (images are rasterized later, at scale)."""
    path = MAPS_DIR / f"{name}.tmx"
    tmx = pytmx.TiledMap(str(path))
    out = TableMap(tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight, properties=dict(tmx.properties))
    for gid in range(1, len(tmx.images)):
        props = tmx.get_tile_properties_by_gid(gid)
        if props and props.get("source"):
            out.images.append(art_name(path, props["source"]))
    for group in tmx.objectgroups:
        for obj in group:
            if obj.gid:
                props = tmx.get_tile_properties_by_gid(obj.gid) or {}
                out.decor.append(Decor(art_name(path, props["source"]), obj.x, obj.y, obj.width, obj.height))
            elif obj.name:
                out.zones[obj.name] = Zone(obj.name, obj.type or "", obj.x, obj.y, obj.width, obj.height)
    return out


def all_maps() -> list[str]:
    return sorted(p.stem for p in MAPS_DIR.glob("*.tmx"))


@dataclass(slots=True)
class HexMap:
    """A hexagonal Tiled map (pointy-top, staggeraxis y): per layer, the art of each (col, row) cell."""
    tile_w: int
    tile_h: int
    side: float
    stagger_odd: bool
    cols: int
    rows: int
    layers: dict[str, dict[tuple[int, int], str]] = field(default_factory=dict)
    properties: dict = field(default_factory=dict)

    @property
    def row_height(self) -> float:
        return self.tile_h - (self.tile_h - self.side) / 2

    @property
    def size(self) -> tuple[float, float]:
        rh = self.row_height
        return (self.cols * self.tile_w + self.tile_w / 2, self.rows * rh + (self.tile_h - rh))

    def center(self, col: int, row: int) -> tuple[float, float]:
        """Centre of a cell in map pixels, as Tiled draws it."""
        shifted = (row & 1) == (1 if self.stagger_odd else 0)
        return (col * self.tile_w + self.tile_w / 2 * (2 if shifted else 1), row * self.row_height + self.tile_h / 2)


def load_hex_map(name: str) -> HexMap:
    path = MAPS_DIR / f"{name}.tmx"
    tmx = pytmx.TiledMap(str(path))
    out = HexMap(tmx.tilewidth, tmx.tileheight, float(tmx.hexsidelength), tmx.staggerindex == "odd", tmx.width,
                 tmx.height, properties=dict(tmx.properties))
    for layer in tmx.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        cells: dict[tuple[int, int], str] = {}
        for x, y, gid in layer.iter_data():
            props = tmx.get_tile_properties_by_gid(gid) if gid else None
            if props and props.get("source"):
                cells[(x, y)] = art_name(path, props["source"])
        out.layers[layer.name] = cells
    return out

"""The Tiled files our map generators write (make_*_maps.py): a tileset of SVG parts, and an orthogonal map
with a "decor" layer of tile objects and a "zones" layer of named rectangles. Written once here; each
generator says its parts and zones."""
from __future__ import annotations

Zone = tuple[str, str, float, float, float, float]  # name, type, x, y, width, height
Decor = tuple[str, float, float, float, float]  # part name, x, y, width, height

TILE = 8  # the map's grid (design px); zones are free rectangles on it


def tileset(name: str, tiles: list[tuple[str, str, int, int]], tile_w: int, tile_h: int) -> str:
    """A tileset of images: (type, source relative to art/maps, width, height) each."""
    body = "\n".join(f' <tile id="{i}" type="{n}">\n  <image width="{w}" height="{h}" source="{src}"/>\n </tile>'
                     for i, (n, src, w, h) in enumerate(tiles))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<tileset version="1.10" tiledversion="1.10.2" name="{name}" tilewidth="{tile_w}" '
            f'tileheight="{tile_h}" tilecount="{len(tiles)}" columns="0">\n'
            ' <grid orientation="orthogonal" width="1" height="1"/>\n'
            f'{body}\n</tileset>\n')


def ortho_map(w: int, h: int, zones: list[Zone], decor: list[Decor], props: dict[str, str], tileset_file: str,
              part_names: list[str]) -> str:
    """A map of `w`×`h` design px: zones as rectangles, decor as tile objects of `tileset_file`'s parts."""
    out, oid = [], 1
    for name, kind, x, y, zw, zh in zones:
        out.append(f'  <object id="{oid}" name="{name}" type="{kind}" x="{x:g}" y="{y:g}" width="{zw:g}" '
                   f'height="{zh:g}"/>')
        oid += 1
    decs = []
    for name, x, y, dw, dh in decor:  # Tiled anchors tile objects at their bottom-left corner
        decs.append(f'  <object id="{oid}" name="{name}" gid="{1 + part_names.index(name)}" x="{x:g}" '
                    f'y="{y + dh:g}" width="{dw:g}" height="{dh:g}"/>')
        oid += 1
    prop = "".join(f'  <property name="{k}" value="{v}"/>\n' for k, v in props.items())
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
            f'width="{w // TILE}" height="{h // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
            f'nextlayerid="3" nextobjectid="{oid}">\n <properties>\n{prop} </properties>\n'
            f' <tileset firstgid="1" source="{tileset_file}"/>\n'
            ' <objectgroup id="1" name="decor">\n' + "\n".join(decs) + "\n </objectgroup>\n"
            ' <objectgroup id="2" name="zones">\n' + "\n".join(out) + "\n </objectgroup>\n</map>\n")

"""Writes the Tiled maps of the Ra table (art/maps/ra_table_N.tmx, N = 2..5) and their tileset.

Each map is 1920x1080 design pixels (80x45 tiles of 24 px) with two object layers:
- "zones": named rectangles the client binds to engine locations (ra_0..ra_9, auction_0..auction_7,
  bag, centre, ra_figure, status, log, actions, and p{i}, p{i}_header, p{i}_suns, p{i}_tiles per seat);
- "decor": tile objects drawing board parts from ra_parts.tsx (an image collection of our SVGs).
Run:  python art/tools/make_ra_maps.py
"""
from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "maps"
W, H, TILE = 1920, 1080, 24
PARTS = ["board", "bag", "ra_figure", "centre", "ra_space", "ra_space_end", "auction_space", "player_mat"]
IMG_SIZE = {"board": (1120, 540), "bag": (120, 120), "ra_figure": (120, 170), "ra_figure_": (0, 0),
            "player_mat": (400, 200)}


def tileset() -> str:
    tiles = []
    for i, name in enumerate(PARTS):
        w, h = IMG_SIZE.get(name, (100, 100))
        tiles.append(f' <tile id="{i}" type="{name}">\n  <image width="{w}" height="{h}" '
                     f'source="../ra/parts/{name}.svg"/>\n </tile>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<tileset version="1.10" tiledversion="1.10.2" name="ra_parts" tilewidth="1120" tileheight="540" '
            f'tilecount="{len(PARTS)}" columns="0">\n <grid orientation="orthogonal" width="1" height="1"/>\n'
            + "\n".join(tiles) + "\n</tileset>\n")


def zones(n: int) -> list[tuple[str, str, float, float, float, float]]:
    z: list[tuple[str, str, float, float, float, float]] = []
    bx, by, bw = 400, 16, 1120
    z.append(("board", "board", bx, by, bw, 540))
    ra_w, ra_gap = 92, 12
    x0 = bx + (bw - (10 * ra_w + 9 * ra_gap)) / 2
    for i in range(10):
        z.append((f"ra_{i}", "ra_space", x0 + i * (ra_w + ra_gap), 44, ra_w, ra_w))
    a_w, a_gap = 112, 16
    x0 = bx + (bw - (8 * a_w + 7 * a_gap)) / 2
    for i in range(8):
        z.append((f"auction_{i}", "auction_space", x0 + i * (a_w + a_gap), 172, a_w, a_w))
    z += [("bag", "bag", 470, 324, 150, 150), ("ra_figure", "ra_figure", 656, 316, 110, 156),
          ("centre", "centre", 806, 324, 150, 150), ("status", "text", 990, 312, 510, 232),
          ("log", "text", 16, 16, 368, 540), ("actions", "buttons", 1536, 16, 368, 540)]
    gap = 16
    pw = (W - 2 * 16 - (n - 1) * gap) / n
    for i in range(n):
        x, y, h = 16 + i * (pw + gap), 572, 492
        z.append((f"p{i}", "player", x, y, pw, h))
        z.append((f"p{i}_header", "text", x + 12, y + 8, pw - 24, 64))
        z.append((f"p{i}_suns", "suns", x + 12, y + 80, pw - 24, 96))
        z.append((f"p{i}_tiles", "tiles", x + 12, y + 186, pw - 24, h - 198))
    return z


def decor(n: int) -> list[tuple[str, float, float, float, float]]:
    by_name = {name: (x, y, w, h) for name, _t, x, y, w, h in zones(n)}
    out = [("board", *by_name["board"]), ("bag", *by_name["bag"]), ("ra_figure", *by_name["ra_figure"]),
           ("centre", *by_name["centre"])]
    return out


def tmx(n: int) -> str:
    objs = []
    oid = 1
    for name, kind, x, y, w, h in zones(n):
        objs.append(f'  <object id="{oid}" name="{name}" type="{kind}" x="{x:g}" y="{y:g}" '
                    f'width="{w:g}" height="{h:g}"/>')
        oid += 1
    decs = []
    for name, x, y, w, h in decor(n):
        gid = 1 + PARTS.index(name)
        # Tiled anchors tile objects at their bottom-left corner.
        decs.append(f'  <object id="{oid}" name="{name}" gid="{gid}" x="{x:g}" y="{y + h:g}" '
                    f'width="{w:g}" height="{h:g}"/>')
        oid += 1
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
            f'width="{W // TILE}" height="{H // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
            f'nextlayerid="3" nextobjectid="{oid}">\n'
            f' <properties>\n  <property name="players" type="int" value="{n}"/>\n'
            f'  <property name="game" value="ra"/>\n </properties>\n'
            ' <tileset firstgid="1" source="ra_parts.tsx"/>\n'
            ' <objectgroup id="1" name="decor">\n' + "\n".join(decs) + "\n </objectgroup>\n"
            ' <objectgroup id="2" name="zones">\n' + "\n".join(objs) + "\n </objectgroup>\n</map>\n")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "ra_parts.tsx").write_text(tileset())
    for n in range(2, 6):
        (OUT / f"ra_table_{n}.tmx").write_text(tmx(n))


if __name__ == "__main__":
    main()

"""Writes bodoge's own La Granja art as SVG files into art/la_granja/ (flat style, one palette).

Goods icons, dice faces, donkey markers, siesta discs and player markers per seat colour, roof tiles
(one per function, and the back), craft markers, building-order markers, market hexes, card faces
and the four card-use icons. nanosvg has no <text>, so digits are paths (make_ra_art.number).
Run:  python art/tools/make_lg_art.py
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_ra_art import dashed_circle, dashed_rect, number, svg  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "la_granja"
INK = "#22313f"
CREAM = "#f7f0dc"
OCHRE = "#d9a441"
TERRA = "#c8623a"
OLIVE = "#5b7f2a"
LEAF = "#7fa33a"
GRAIN = "#e2b23c"
GRAPE = "#6b3a8c"
PIG = "#f2a7b5"
SKY = "#8ec5e6"
GREEN = "#6fb26a"
GREY = "#9aa3a8"
RED = "#c94c4c"
SILVER = "#c9d1d6"
SEATS = ["#d1603d", "#3a86c8", "#3c8d4f", "#6a3d9a", "#8a8a8a"]  # seat 0-3, neutral
S = f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"'


def star(cx: float, cy: float, r: float, fill: str) -> str:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append(f"{cx + rr * math.cos(a):.1f},{cy + rr * math.sin(a):.1f}")
    return f'<polygon points="{" ".join(pts)}" fill="{fill}"/>'


GOODS: dict[str, str] = {
    "olive": (f'<path d="M50 14 Q72 24 64 40" fill="none" stroke="{LEAF}" stroke-width="6"/>'
              f'<ellipse cx="46" cy="60" rx="22" ry="28" fill="{OLIVE}" {S}/>'
              f'<ellipse cx="38" cy="50" rx="6" ry="9" fill="#8fb05a"/>'),
    "grain": (f'<path d="M50 90 V20" stroke="{INK}" stroke-width="5"/>'
              + "".join(f'<ellipse cx="{50 + dx}" cy="{y}" rx="8" ry="14" fill="{GRAIN}" {S} '
                        f'transform="rotate({rot} {50 + dx} {y})"/>'
                        for y in (34, 54, 72) for dx, rot in ((-11, -28), (11, 28)))
              + f'<ellipse cx="50" cy="20" rx="8" ry="13" fill="{GRAIN}" {S}/>'),
    "grape": (f'<path d="M50 16 V26 M50 20 Q62 10 72 18" fill="none" stroke="{LEAF}" stroke-width="6"/>'
              + "".join(f'<circle cx="{x}" cy="{y}" r="11" fill="{GRAPE}" {S}/>'
                        for x, y in ((34, 36), (50, 36), (66, 36), (42, 54), (58, 54), (50, 72)))),
    "pig": (f'<ellipse cx="50" cy="56" rx="36" ry="30" fill="{PIG}" {S}/>'
            f'<path d="M22 36 L28 18 L40 30 Z M78 36 L72 18 L60 30 Z" fill="{PIG}" {S}/>'
            f'<ellipse cx="50" cy="64" rx="14" ry="10" fill="#e88a9c" {S}/>'
            f'<circle cx="45" cy="64" r="3" fill="{INK}"/><circle cx="55" cy="64" r="3" fill="{INK}"/>'
            f'<circle cx="36" cy="46" r="4" fill="{INK}"/><circle cx="64" cy="46" r="4" fill="{INK}"/>'),
    "food": (f'<path d="M14 70 Q14 36 50 34 Q86 36 86 70 Z" fill="#c98a45" {S}/>'
             f'<path d="M30 48 L36 60 M48 44 L52 58 M66 48 L62 60" stroke="#8a5523" stroke-width="5" '
             f'stroke-linecap="round"/><rect x="12" y="70" width="76" height="10" rx="5" fill="#a86b30" {S}/>'),
    "wine": (f'<path d="M40 12 H60 V34 Q72 42 72 56 V86 Q72 90 68 90 H32 Q28 90 28 86 V56 Q28 42 40 34 Z" '
             f'fill="#7a1f3d" {S}/><rect x="34" y="56" width="32" height="20" rx="3" fill="{CREAM}"/>'
             f'<rect x="40" y="8" width="20" height="8" rx="2" fill="{OCHRE}" {S}/>'),
    "meat": (f'<path d="M20 44 Q20 18 52 20 Q82 22 80 52 Q78 78 50 78 Q30 78 24 64 Z" fill="#c0464f" {S}/>'
             f'<path d="M34 46 Q50 34 66 48" fill="none" stroke="{CREAM}" stroke-width="6"/>'
             f'<path d="M64 70 L84 88" stroke="{CREAM}" stroke-width="9" stroke-linecap="round"/>'
             f'<circle cx="86" cy="86" r="7" fill="{CREAM}" {S}/>'),
    "silver": (f'<circle cx="50" cy="50" r="36" fill="{SILVER}" {S}/>'
               f'<circle cx="50" cy="50" r="26" fill="none" stroke="#8d979e" stroke-width="4"/>'
               + number(1, 50, 50, 26, "#5c666d", 6)),
    "vp": (f'<path d="M50 10 L86 30 V70 L50 90 L14 70 V30 Z" fill="#2f5f8a" {S}/>' + star(50, 52, 26, OCHRE)),
    "trade": (f'<rect x="16" y="28" width="68" height="56" rx="6" fill="#b07a3e" {S}/>'
              f'<path d="M16 46 H84 M50 28 V84" stroke="{INK}" stroke-width="4"/>'
              f'<path d="M30 28 Q50 8 70 28" fill="none" stroke="{INK}" stroke-width="5"/>'),
}


def good_icon(name: str) -> str:
    return svg(GOODS[name])


PIPS = {1: [(50, 50)], 2: [(30, 30), (70, 70)], 3: [(28, 28), (50, 50), (72, 72)],
        4: [(30, 30), (70, 30), (30, 70), (70, 70)], 5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
        6: [(30, 26), (70, 26), (30, 50), (70, 50), (30, 74), (70, 74)]}


def die(face: int) -> str:
    return svg(f'<rect x="6" y="6" width="88" height="88" rx="16" fill="{CREAM}" {S}/>'
               + "".join(f'<circle cx="{x}" cy="{y}" r="9" fill="{INK}"/>' for x, y in PIPS[face]))


def donkey_head(x: float, y: float, s: float, hat: bool) -> str:
    g = (f'<g transform="translate({x} {y}) scale({s})">'
         f'<path d="M-6 -18 L-10 -34 L-2 -22 M6 -18 L10 -34 L2 -22" fill="#8d8173" {S}/>'
         f'<ellipse cx="0" cy="0" rx="13" ry="20" fill="#8d8173" {S}/>'
         f'<ellipse cx="0" cy="13" rx="9" ry="7" fill="#d7cbb8"/>')
    if hat:
        g += f'<ellipse cx="0" cy="-18" rx="20" ry="5" fill="{GRAIN}" {S}/><rect x="-9" y="-30" width="18" ' \
             f'height="12" rx="4" fill="{GRAIN}" {S}/>'
    return g + "</g>"


def donkey_marker(n: int) -> str:
    """n donkeys (deliveries) below, 4 - n siesta hats above."""
    body = f'<rect x="4" y="4" width="92" height="92" rx="14" fill="{CREAM}" {S}/>'
    hats = 4 - n
    for i in range(hats):
        x = 50 + (i - (hats - 1) / 2) * 26
        body += (f'<ellipse cx="{x}" cy="30" rx="12" ry="4" fill="{GRAIN}" {S}/>'
                 f'<rect x="{x - 6}" y="18" width="12" height="10" rx="3" fill="{GRAIN}" {S}/>')
    for i in range(n):
        x = 50 + (i - (n - 1) / 2) * 21
        body += donkey_head(x, 68 if hats else 58, 0.62 if hats else 0.8, False)
    return svg(body)


def donkey_back() -> str:
    return svg(f'<rect x="4" y="4" width="92" height="92" rx="14" fill="#6d5a45" {S}/>'
               + dashed_circle(50, 50, 24, 8, 6, GRAIN, 6))


def seat_symbol(seat: int, cx: float, cy: float, r: float, squash: float = 1.0) -> str:
    """The seat's shape in white, as client/games/common/seats.py draws it beside names (circle, square,
    triangle, diamond, cross), so a piece's owner is told by more than its colour."""
    ry = r * squash
    shapes = [
        f'<ellipse cx="{cx}" cy="{cy}" rx="{r * 0.8:.1f}" ry="{ry * 0.8:.1f}" fill="none" stroke="#ffffff" '
        f'stroke-width="{r * 0.4:.1f}"/>',
        f'<rect x="{cx - r:.1f}" y="{cy - ry:.1f}" width="{2 * r:.1f}" height="{2 * ry:.1f}" fill="#ffffff"/>',
        f'<path d="M{cx} {cy - ry * 1.15:.1f} L{cx + r * 1.1:.1f} {cy + ry * 0.8:.1f} '
        f'L{cx - r * 1.1:.1f} {cy + ry * 0.8:.1f} Z" fill="#ffffff"/>',
        f'<path d="M{cx} {cy - ry * 1.25:.1f} L{cx + r * 1.25:.1f} {cy} L{cx} {cy + ry * 1.25:.1f} '
        f'L{cx - r * 1.25:.1f} {cy} Z" fill="#ffffff"/>',
        f'<path d="M{cx - r:.1f} {cy} H{cx + r:.1f} M{cx} {cy - ry:.1f} V{cy + ry:.1f}" stroke="#ffffff" '
        f'stroke-width="{r * 0.8:.1f}"/>',
    ]
    return shapes[seat % len(shapes)]


def disc(color: str, seat: int) -> str:
    return svg(f'<ellipse cx="50" cy="60" rx="44" ry="22" fill="{INK}"/>'
               f'<ellipse cx="50" cy="50" rx="44" ry="22" fill="{color}" {S}/>' + seat_symbol(seat, 50, 50, 11, 0.6))


def marker(color: str, seat: int) -> str:
    return svg(f'<path d="M22 40 V66 Q22 80 50 80 Q78 80 78 66 V40 Z" fill="{color}" {S}/>'
               f'<ellipse cx="50" cy="40" rx="28" ry="13" fill="{color}" {S}/>'
               f'<ellipse cx="44" cy="37" rx="10" ry="4" fill="#ffffff" fill-opacity="0.35"/>'
               + seat_symbol(seat, 50, 62, 10))


def roof_shape(fill: str, rim: str) -> str:
    return (f'<path d="M8 40 L30 8 H70 L92 40 V92 H8 Z" fill="{fill}" stroke="{rim}" stroke-width="4" '
            f'stroke-linejoin="round"/><path d="M8 40 H92" stroke="{rim}" stroke-width="3"/>'
            + "".join(f'<path d="M{x} 12 L{x - 6} 38" stroke="{rim}" stroke-width="2" opacity="0.5"/>'
                      for x in (40, 52, 64)))


def inner(name: str, x: float, y: float, s: float) -> str:
    return f'<g transform="translate({x} {y}) scale({s})">{GOODS[name]}</g>'


ARROW = f'<path d="M40 66 H60 M54 60 L60 66 L54 72" fill="none" stroke="{INK}" stroke-width="4"/>'
ROOF_ICONS: dict[str, str] = {
    "olive": inner("olive", 30, 44, 0.42),
    "grape": inner("grape", 30, 44, 0.42),
    "grain_or_olive": inner("grain", 12, 46, 0.36) + inner("olive", 52, 46, 0.36),
    "any_harvest": inner("olive", 6, 48, 0.3) + inner("grain", 35, 48, 0.3) + inner("grape", 64, 48, 0.3),
    "two_harvest": inner("grain", 12, 46, 0.36) + inner("grape", 52, 46, 0.36),
    "pig": inner("pig", 28, 46, 0.44),
    "free_upgrade": inner("olive", 10, 50, 0.3) + ARROW + inner("food", 60, 50, 0.3),
    "delivery": donkey_head(50, 70, 0.8, False),
    "card": f'<rect x="36" y="46" width="28" height="40" rx="4" fill="{CREAM}" {S}/>',
    "vp": inner("vp", 28, 46, 0.44),
    "silver": inner("silver", 14, 48, 0.36) + inner("silver", 50, 48, 0.36),
    "flip": f'<path d="M34 72 Q34 52 54 52 L50 46 M54 52 L48 58 M66 60 Q66 80 46 80 L50 86 M46 80 L52 74" '
            f'fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>',
    "siesta": f'<ellipse cx="50" cy="74" rx="20" ry="10" fill="{GRAIN}" {S}/><rect x="42" y="56" width="16" '
              f'height="16" rx="4" fill="{GRAIN}" {S}/>',
}


def roof(function: str) -> str:
    return svg(roof_shape(TERRA, INK) + f'<rect x="16" y="44" width="68" height="44" rx="6" fill="{CREAM}"/>'
               + ROOF_ICONS[function])


CRAFT_ICONS = {
    1: inner("silver", 22, 22, 0.56),
    2: (f'<circle cx="50" cy="50" r="24" fill="none" {S}/><circle cx="50" cy="50" r="5" fill="{INK}"/>'
        + "".join(f'<path d="M50 50 L{50 + 24 * math.cos(a):.1f} {50 + 24 * math.sin(a):.1f}" {S}/>'
                  for a in [i * math.pi / 3 for i in range(6)])),
    3: (f'<rect x="26" y="44" width="48" height="30" fill="{CREAM}" {S}/>'
        f'<path d="M22 44 L30 28 H70 L78 44 Z" fill="{RED}" {S}/>'),
    4: (f'<path d="M24 44 H76 V66 Q76 76 66 76 H34 Q24 76 24 66 Z" fill="#5a6b73" {S}/>'
        f'<path d="M18 44 H82" {S}/><path d="M40 36 Q44 28 40 20 M56 36 Q60 28 56 20" fill="none" {S}/>'),
    5: (f'<path d="M22 48 H78 L70 78 H30 Z" fill="#b07a3e" {S}/>' + inner("grape", 26, 14, 0.3)
        + inner("olive", 46, 16, 0.3)),
    6: (f'<rect x="22" y="30" width="42" height="28" rx="4" fill="{SILVER}" {S}/>'
        f'<rect x="58" y="38" width="22" height="12" rx="4" fill="#8a5523" {S}/>'),
}


def craft(b: int) -> str:
    return svg(f'<circle cx="50" cy="50" r="44" fill="{OCHRE}" {S}/><circle cx="50" cy="50" r="36" '
               f'fill="{CREAM}"/>' + CRAFT_ICONS[b])


def order_marker(k: int) -> str:
    return svg(f'<path d="M30 6 H70 L94 30 V70 L70 94 H30 L6 70 V30 Z" fill="{INK}" stroke="{OCHRE}" '
               f'stroke-width="5"/>' + number(k, 50, 50, 44, OCHRE, 8))


def hex_path(fill: str, rim: str = INK, width: float = 4) -> str:
    pts = " ".join(f"{50 + 46 * math.cos(math.pi / 6 + i * math.pi / 3):.1f},"
                   f"{50 + 46 * math.sin(math.pi / 6 + i * math.pi / 3):.1f}" for i in range(6))
    return f'<polygon points="{pts}" fill="{fill}" stroke="{rim}" stroke-width="{width}" stroke-linejoin="round"/>'


HEX_FILLS = {2: "#f3e3b3", 3: "#ecd08e", 4: "#e2b96a", 5: "#d79e50", 6: "#c9823d"}


def market_hex(value: int) -> str:
    return svg(hex_path(HEX_FILLS[value]) + number(value, 50, 50, 26, INK, 5))


def card_face() -> str:
    return svg(f'<rect x="3" y="3" width="134" height="194" rx="12" fill="{CREAM}" {S}/>'
               f'<rect x="10" y="10" width="120" height="180" rx="8" fill="none" stroke="{OCHRE}" '
               f'stroke-width="2"/>', 140, 200)


def card_back() -> str:
    return svg(f'<rect x="3" y="3" width="134" height="194" rx="12" fill="#7d4b2a" {S}/>'
               + dashed_rect(16, 16, 108, 168, 8, 10, 6, OCHRE, 4), 140, 200)


USES = {
    "helper": (f'<circle cx="50" cy="30" r="14" fill="{OCHRE}" {S}/>'
               f'<path d="M24 86 Q24 52 50 50 Q76 52 76 86 Z" fill="{SKY}" {S}/>'),
    "barrow": (f'<path d="M14 40 H78 L70 66 H24 Z" fill="#b07a3e" {S}/><circle cx="34" cy="76" r="9" '
               f'fill="{CREAM}" {S}/><circle cx="62" cy="76" r="9" fill="{CREAM}" {S}/>'
               f'<path d="M78 40 L90 30" {S}/>'),
    "field": (f'<path d="M10 80 L30 30 H70 L90 80 Z" fill="#9c7a4a" {S}/>'
              + "".join(f'<path d="M{30 + i * 10} 30 L{14 + i * 18} 80" stroke="#6d5232" stroke-width="3"/>'
                        for i in range(5))),
    "extension": (f'<path d="M16 50 L50 20 L84 50 V86 H16 Z" fill="{CREAM}" {S}/>'
                  f'<path d="M50 44 V76 M34 60 H66" stroke="{GREEN}" stroke-width="8" stroke-linecap="round"/>'),
}
FEATURES = {"delivery": donkey_head(50, 56, 1.1, False),
            "income": inner("silver", 10, 10, 0.8),
            "den": inner("pig", 10, 10, 0.8) + f'<path d="M8 92 H92" {S}/>'}


def panel(fill: str, w: int, h: int, rim: str = INK, radius: int = 16) -> str:
    return svg(f'<rect x="3" y="3" width="{w - 6}" height="{h - 6}" rx="{radius}" fill="{fill}" stroke="{rim}" '
               f'stroke-width="4"/>', w, h)


PARTS = {
    # panels at the aspect ratio of the zones they fill (SVGs are scaled keeping their aspect)
    "board": panel("#e9d7a8", 1476, 488, INK, 24),
    "building": panel("#f1e4c0", 232, 230, "#8a6a3a", 14),
    "revenue_space": panel("#dcebd4", 256, 72, "#4f7d4a", 12),
    "mat": panel("#efe2bf", 1160, 384, "#8a6a3a", 22),
    "slot": svg(dashed_rect(3, 3, 206, 74, 10, 10, 6, "#a88c5c", 3), 212, 80),
    "siesta_space": svg('<rect x="4" y="4" width="92" height="92" rx="18" fill="#e7f1f7" stroke="#5d7f93" '
                        'stroke-width="4"/>'),
    "hex_grey": svg(hex_path("#8e979c") + CRAFT_ICONS[3].replace(CREAM, "#c7cdd0")),
    "hex_blocked": svg(hex_path("#5b5148", INK) + f'<path d="M32 32 L68 68 M68 32 L32 68" stroke="{CREAM}" '
                       f'stroke-width="8" stroke-linecap="round"/>'),
    "used_mark": svg(f'<circle cx="50" cy="50" r="30" fill="{INK}" fill-opacity="0.75"/>'
                     f'<path d="M34 52 L46 64 L68 36" fill="none" stroke="{CREAM}" stroke-width="8" '
                     f'stroke-linecap="round"/>'),
    "arrow": svg(f'<path d="M14 50 H80 M62 30 L82 50 L62 70" fill="none" stroke="{INK}" stroke-width="9" '
                 f'stroke-linecap="round" stroke-linejoin="round"/>'),
}


def main() -> None:
    for sub in ("goods", "dice", "donkeys", "pieces", "roofs", "crafts", "hexes", "cards", "parts"):
        (OUT / sub).mkdir(parents=True, exist_ok=True)
    for name in GOODS:
        (OUT / "goods" / f"{name}.svg").write_text(good_icon(name))
    for f in range(1, 7):
        (OUT / "dice" / f"die_{f}.svg").write_text(die(f))
    for n in range(1, 5):
        (OUT / "donkeys" / f"donkey_{n}.svg").write_text(donkey_marker(n))
    (OUT / "donkeys" / "donkey_back.svg").write_text(donkey_back())
    for i, color in enumerate(SEATS):
        (OUT / "pieces" / f"disc_{i}.svg").write_text(disc(color, i))
        (OUT / "pieces" / f"marker_{i}.svg").write_text(marker(color, i))
    for function in ROOF_ICONS:
        (OUT / "roofs" / f"roof_{function}.svg").write_text(roof(function))
    (OUT / "roofs" / "roof_back.svg").write_text(svg(roof_shape("#8c5a44", INK)))
    for b in range(1, 7):
        (OUT / "crafts" / f"craft_{b}.svg").write_text(craft(b))
    for k in range(1, 4):
        (OUT / "pieces" / f"order_{k}.svg").write_text(order_marker(k))
    for v in HEX_FILLS:
        (OUT / "hexes" / f"hex_{v}.svg").write_text(market_hex(v))
    (OUT / "cards" / "card.svg").write_text(card_face())
    (OUT / "cards" / "card_back.svg").write_text(card_back())
    for use, body in USES.items():
        (OUT / "cards" / f"use_{use}.svg").write_text(svg(body))
    for feat, body in FEATURES.items():
        (OUT / "cards" / f"feature_{feat}.svg").write_text(svg(body))
    for name, text in PARTS.items():
        folder = "hexes" if name.startswith("hex_") else "parts"
        (OUT / folder / f"{name}.svg").write_text(text)


if __name__ == "__main__":
    main()

"""Writes bodoge's own Agricola art as SVG files into art/agricola/ (flat style, one palette).

Farmyard cells (meadow, rooms of wood, clay and stone, a plowed field, a stable), people per seat colour
(each with its seat's symbol, so colour is never the only sign), goods (wood, clay, reed, stone, grain,
vegetables, food), the three animals, a begging card, the start-player token, an icon per major
improvement, the boards' backgrounds, and the full game's card faces (an occupation, a minor improvement)
and card back, lettered by the table. nanosvg has no <text>, so nothing here is lettered.
Run:  python art/tools/make_ag_art.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_lg_art import seat_symbol  # noqa: E402
from make_ra_art import svg  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "agricola"
INK = "#22313f"
S = f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"'
SEATS = ["#d1603d", "#3a86c8", "#3c8d4f", "#6a3d9a", "#c89628"]
GRASS, GRASS_DARK = "#9cc468", "#7aa54c"
SOIL, SOIL_DARK = "#9a6b43", "#6e4a2c"


def meadow() -> str:
    tufts = "".join(f'<path d="M{x} {y} l4 -10 l4 10 M{x + 10} {y} l3 -8 l3 8" stroke="{GRASS_DARK}" '
                    f'stroke-width="3" fill="none" stroke-linecap="round"/>'
                    for x, y in ((14, 30), (58, 22), (30, 70), (70, 78), (46, 52)))
    return svg(f'<rect x="2" y="2" width="96" height="96" rx="6" fill="{GRASS}"/>{tufts}')


def pasture() -> str:
    """A fenced meadow: deeper green with clover, so a pasture reads apart from unused land."""
    clover = "".join(f'<circle cx="{x}" cy="{y}" r="4" fill="#f4ead2"/><circle cx="{x + 5}" cy="{y + 3}" r="4" '
                     f'fill="#f4ead2"/>' for x, y in ((22, 26), (66, 20), (40, 62), (74, 72)))
    return svg(f'<rect x="2" y="2" width="96" height="96" rx="6" fill="#7fb356"/>{clover}')


def room(material: str) -> str:
    wall = {"wood": "#b07a3e", "clay": "#c46a4a", "stone": "#9aa3a8"}[material]
    roof = {"wood": "#6b4a2b", "clay": "#8c3b2a", "stone": "#5b646b"}[material]
    lines = {"wood": "".join(f'<path d="M16 {y} H84" stroke="{roof}" stroke-width="3"/>' for y in (58, 70, 82)),
             "clay": "".join(f'<path d="M16 {y} H84 M{30 + (y % 24)} {y} v12 M{58 + (y % 24)} {y} v12" '
                             f'stroke="{roof}" stroke-width="3"/>' for y in (58, 70)),
             "stone": "".join(f'<circle cx="{x}" cy="{y}" r="6" fill="none" stroke="{roof}" stroke-width="3"/>'
                              for x, y in ((28, 62), (50, 64), (72, 60), (36, 80), (62, 80)))}[material]
    return svg(f'<rect x="2" y="2" width="96" height="96" rx="6" fill="{GRASS}"/>'
               f'<rect x="14" y="46" width="72" height="46" fill="{wall}" {S}/>{lines}'
               f'<path d="M8 48 L50 12 L92 48 Z" fill="{roof}" {S}/>'
               f'<rect x="42" y="66" width="16" height="26" fill="{INK}"/>')


def field() -> str:
    rows = "".join(f'<path d="M10 {y} Q50 {y - 6} 90 {y}" stroke="{SOIL_DARK}" stroke-width="5" fill="none" '
                   f'stroke-linecap="round"/>' for y in (22, 40, 58, 76))
    return svg(f'<rect x="2" y="2" width="96" height="96" rx="6" fill="{SOIL}"/>{rows}')


def stable() -> str:
    return svg(f'<path d="M18 90 V44 L50 20 L82 44 V90 Z" fill="#8a5a2b" {S}/>'
               f'<path d="M36 90 V60 H64 V90" fill="#5a3a1c" {S}/>'
               f'<path d="M36 60 L64 90 M64 60 L36 90" stroke="#c9a06a" stroke-width="4"/>')


def person(seat: int) -> str:
    c = SEATS[seat]
    return svg(f'<path d="M26 94 L30 58 Q32 46 50 46 Q68 46 70 58 L74 94 Z" fill="{c}" {S}/>'
               f'<circle cx="50" cy="28" r="18" fill="{c}" {S}/>' + seat_symbol(seat, 50, 74, 10))


GOODS = {
    "wood": f'<rect x="10" y="34" width="80" height="34" rx="10" fill="#9c6a36" {S}/>'
            f'<ellipse cx="78" cy="51" rx="9" ry="14" fill="#d9b27a" {S}/>'
            f'<path d="M20 44 H60 M24 58 H64" stroke="#6b4a2b" stroke-width="3"/>',
    "clay": f'<rect x="14" y="30" width="72" height="42" rx="4" fill="#c4603e" {S}/>'
            f'<path d="M14 51 H86 M50 30 V51 M32 51 V72 M68 51 V72" stroke="#8c3b2a" stroke-width="3"/>',
    "reed": "".join(f'<path d="M{x} 90 Q{x + 4} 50 {x - 2} 14" stroke="#c9b458" stroke-width="7" fill="none" '
                    f'stroke-linecap="round"/><path d="M{x} 90 Q{x + 4} 50 {x - 2} 14" stroke="{INK}" '
                    f'stroke-width="1.5" fill="none"/>' for x in (30, 44, 58, 72)),
    "stone": f'<path d="M14 70 L24 34 L52 22 L80 36 L88 68 L60 84 L30 82 Z" fill="#8d979e" {S}/>'
             f'<path d="M24 34 L48 50 L80 36 M48 50 L60 84" stroke="#5b646b" stroke-width="3" fill="none"/>',
    "grain": '<path d="M50 94 V30" stroke="#9a7a2a" stroke-width="5"/>'
             + "".join(f'<ellipse cx="{50 + dx}" cy="{y}" rx="8" ry="13" fill="#e8c04a" {S} '
                       f'transform="rotate({dx * 3} {50 + dx} {y})"/>' for dx in (-11, 11) for y in (34, 56))
             + f'<ellipse cx="50" cy="18" rx="8" ry="13" fill="#e8c04a" {S}/>',
    "vegetable": f'<path d="M50 94 Q22 60 34 40 H66 Q78 60 50 94 Z" fill="#e8863a" {S}/>'
                 f'<path d="M50 40 Q40 18 30 12 M50 40 Q52 16 58 8 M50 40 Q62 22 74 18" stroke="#3c8d4f" '
                 f'stroke-width="7" fill="none" stroke-linecap="round"/>',
    "food": f'<ellipse cx="50" cy="60" rx="38" ry="28" fill="#f0d9a0" {S}/>'
            f'<path d="M22 54 Q50 34 78 54" stroke="#b8904a" stroke-width="4" fill="none"/>'
            f'<path d="M30 66 Q50 54 70 66" stroke="#b8904a" stroke-width="4" fill="none"/>',
}


def animal(kind: str) -> str:
    body, head, mark = {"sheep": ("#f6f2e6", "#3a3a3a", ""), "boar": ("#5b4636", "#5b4636",
                        '<path d="M18 48 l-6 -4 M18 54 l-7 2" stroke="#f6f2e6" stroke-width="3"/>'),
                        "cattle": ("#a0582e", "#a0582e", '<circle cx="54" cy="52" r="8" fill="#f6f2e6"/>'
                                   '<path d="M12 28 q-6 -8 0 -12 M30 28 q6 -8 0 -12" stroke="#f6f2e6" '
                                   'stroke-width="4" fill="none"/>')}[kind]
    wool = "".join(f'<circle cx="{x}" cy="{y}" r="9" fill="{body}" {S}/>' for x, y in
                   ((40, 46), (56, 42), (72, 46), (46, 60), (66, 60))) if kind == "sheep" else \
        f'<ellipse cx="56" cy="54" rx="32" ry="20" fill="{body}" {S}/>'
    return svg(f'<path d="M36 70 V88 M48 72 V90 M66 72 V90 M78 70 V88" stroke="{INK}" stroke-width="6" '
               f'stroke-linecap="round"/>{wool}<ellipse cx="22" cy="42" rx="14" ry="12" fill="{head}" {S}/>{mark}')


def begging() -> str:
    return svg(f'<rect x="16" y="8" width="68" height="84" rx="8" fill="#e9e1cf" {S}/>'
               f'<path d="M34 40 Q50 24 66 40 Q66 60 50 70 Q34 60 34 40 Z" fill="none" stroke="#b33a2e" '
               f'stroke-width="6"/><path d="M30 80 H70" stroke="#b33a2e" stroke-width="6" stroke-linecap="round"/>')


def start_token() -> str:
    return svg(f'<circle cx="50" cy="50" r="40" fill="#e9b949" {S}/>'
               f'<path d="M50 22 L58 42 L80 44 L62 58 L68 80 L50 68 L32 80 L38 58 L20 44 L42 42 Z" '
               f'fill="#fff6c8" {S}/>')


MAJORS = {
    "fireplace": f'<path d="M16 88 V40 H84 V88" fill="#b4523a" {S}/><path d="M34 88 V60 Q50 44 66 60 V88" '
                 f'fill="{INK}"/><path d="M50 86 Q38 72 50 58 Q62 72 50 86 Z" fill="#f2a23a"/>',
    "hearth": f'<rect x="14" y="44" width="72" height="44" fill="#8c3b2a" {S}/><ellipse cx="50" cy="40" rx="30" '
              f'ry="10" fill="#5b646b" {S}/><path d="M38 30 Q34 18 40 8 M58 30 Q54 18 60 8" stroke="#b0b8bd" '
              f'stroke-width="4" fill="none"/>',
    "clay_oven": f'<path d="M12 88 Q12 24 50 24 Q88 24 88 88 Z" fill="#c4603e" {S}/>'
                 f'<path d="M34 88 Q34 56 50 56 Q66 56 66 88 Z" fill="{INK}"/>',
    "stone_oven": f'<path d="M12 88 Q12 24 50 24 Q88 24 88 88 Z" fill="#9aa3a8" {S}/>'
                  f'<path d="M34 88 Q34 56 50 56 Q66 56 66 88 Z" fill="{INK}"/>'
                  f'<path d="M24 50 H40 M60 44 H76 M20 70 H32 M70 70 H82" stroke="#5b646b" stroke-width="3"/>',
    "well": f'<rect x="20" y="54" width="60" height="34" fill="#9aa3a8" {S}/><path d="M26 54 V20 M74 54 V20 '
            f'M18 20 H82" stroke="#6b4a2b" stroke-width="6"/><rect x="44" y="30" width="12" height="14" '
            f'fill="#3a86c8" {S}/>',
    "joinery": f'<path d="M14 80 L70 24 L84 38 L28 94 Z" fill="#b07a3e" {S}/>'
               f'<path d="M20 30 H60 V44 H20 Z" fill="#8d979e" {S}/>',
    "pottery": f'<path d="M30 20 H70 L64 34 Q86 52 70 84 H30 Q14 52 36 34 Z" fill="#c4603e" {S}/>'
               f'<path d="M24 56 H76" stroke="#8c3b2a" stroke-width="4"/>',
    "basketmaker": f'<path d="M16 44 H84 L74 88 H26 Z" fill="#c9b458" {S}/><path d="M30 44 Q50 8 70 44" '
                   f'stroke="{INK}" stroke-width="5" fill="none"/><path d="M22 60 H78 M24 74 H76" stroke="#8a7a30" '
                   f'stroke-width="3"/>',
}


def board(w: int, h: int, fill: str, edge: str) -> str:
    return svg(f'<rect x="3" y="3" width="{w - 6}" height="{h - 6}" rx="18" fill="{fill}" stroke="{edge}" '
               f'stroke-width="6"/>', w, h)


def card(fill: str, band: str, icon: str) -> str:
    """A card face: a light body, a coloured band at the top for the name, an icon in a corner."""
    return svg(f'<rect x="3" y="3" width="94" height="134" rx="8" fill="{fill}" {S}/>'
               f'<rect x="7" y="7" width="86" height="30" rx="5" fill="{band}"/>{icon}', 100, 140)


def card_back() -> str:
    rows = "".join(f'<path d="M14 {y} Q32 {y - 10} 50 {y} T86 {y}" stroke="#9cc468" stroke-width="4" fill="none"/>'
                   for y in range(30, 130, 18))
    return svg(f'<rect x="3" y="3" width="94" height="134" rx="8" fill="#4f6e33" {S}/>{rows}'
               f'<circle cx="50" cy="70" r="16" fill="#e9b949" {S}/>', 100, 140)


# an occupation: a person's head and shoulders; a minor improvement: a small hammer
OCC_ICON = (f'<circle cx="80" cy="118" r="7" fill="#f6e7c8" {S}/>'
            f'<path d="M68 134 Q80 118 92 134 Z" fill="#f6e7c8" {S}/>')
MINOR_ICON = (f'<path d="M70 130 L86 112" stroke="#6b4a2b" stroke-width="6" stroke-linecap="round"/>'
              f'<rect x="80" y="104" width="14" height="9" rx="2" fill="#8d979e" {S} '
              f'transform="rotate(40 87 108)"/>')


def main() -> None:
    files: dict[str, str] = {
        "cells/meadow": meadow(), "cells/pasture": pasture(), "cells/field": field(), "cells/stable": stable(),
        **{f"cells/room_{m}": room(m) for m in ("wood", "clay", "stone")},
        **{f"pieces/person_{i}": person(i) for i in range(5)},
        **{f"goods/{g}": svg(body) for g, body in GOODS.items()},
        **{f"animals/{a}": animal(a) for a in ("sheep", "boar", "cattle")},
        "parts/begging": begging(), "parts/start": start_token(),
        **{f"majors/{m}": svg(body) for m, body in MAJORS.items()},
        "parts/board": board(1100, 560, "#d8c9a0", "#6e4a2c"),
        "parts/farm": board(600, 380, "#7aa54c", "#4f6e33"),
        "cards/occupation": card("#f6ecc9", "#e0b25a", OCC_ICON),
        "cards/minor": card("#f3e0cf", "#c9774a", MINOR_ICON),
        "cards/back": card_back(),
    }
    for name, text in files.items():
        path = OUT / f"{name}.svg"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


if __name__ == "__main__":
    main()

"""Writes bodoge's own Coal Baron art as SVG files into art/coal_baron/ (flat style, one palette).

Coal cubes (each colour with its own mark, so the colours can be told apart without colour vision),
workers per seat colour, tunnel tiles (per colour, lit and dark), an empty minecart, order cards per
transport with its icon, the cage, lock tile, Mark coin, stacks, storage crate, canteen, shift clock,
and the boards' backgrounds. nanosvg has no <text>, so digits are paths (make_ra_art.number).
Run:  python art/tools/make_cb_art.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_lg_art import seat_symbol  # noqa: E402
from make_ra_art import number, svg  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "coal_baron"
INK = "#22313f"
ROCK = "#5b4a3c"
ROCK_DARK = "#3b3029"
WOOD = "#8a5a2b"
WOOD_LIGHT = "#b07a3e"
LAMP = "#f2c14e"
CREAM = "#f4ead2"
STEEL = "#8d979e"
SKY = "#a9c6d9"
S = f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"'

# Colour, mark colour and the mark itself: yellow a dot, brown a bar, grey a triangle, black a cross.
CUBES = {
    "yellow": ("#f2c230", INK, '<circle cx="50" cy="56" r="11"/>'),
    "brown": ("#8b5a2b", CREAM, '<rect x="32" y="50" width="36" height="12" rx="3"/>'),
    "grey": ("#9aa3a8", INK, '<path d="M50 40 L64 66 H36 Z"/>'),
    "black": ("#2a2a2e", CREAM, '<path d="M38 44 L62 68 M62 44 L38 68" stroke-width="8" stroke-linecap="round"/>'),
}
SEATS = ["#d1603d", "#3a86c8", "#3c8d4f", "#6a3d9a"]
TRANSPORTS = ("wheelbarrow", "carriage", "motorcar", "locomotive")
CARD_TINT = {"wheelbarrow": "#e8d9b0", "carriage": "#d9e4c4", "motorcar": "#cfdbe6", "locomotive": "#e6cfcf"}


def cube_body(colour: str) -> str:
    """A cube of coal in a 100x100 box: the colour's fill and its mark on both sides."""
    fill, mark, shape = CUBES[colour]
    top = {"yellow": "#f8dc7a", "brown": "#a8763f", "grey": "#bcc3c7", "black": "#4a4a52"}[colour]
    stroke = ' stroke="' + mark + '"' if colour == "black" else ""
    return (f'<path d="M14 30 L50 14 L86 30 L50 46 Z" fill="{top}" {S}/>'
            f'<path d="M14 30 L50 46 V90 L14 74 Z" fill="{fill}" {S}/>'
            f'<path d="M86 30 L50 46 V90 L86 74 Z" fill="{fill}" {S}/>'
            f'<g fill="{mark}"{stroke} transform="translate(-14 6) scale(0.9)">{shape}</g>'
            f'<g fill="{mark}"{stroke} transform="translate(22 6) scale(0.9)">{shape}</g>')


def cube(colour: str) -> str:
    return svg(cube_body(colour))


def worker(seat: int) -> str:
    c = SEATS[seat]
    return svg(f'<path d="M30 92 L34 56 Q36 44 50 44 Q64 44 66 56 L70 92 Z" fill="{c}" {S}/>'
               f'<circle cx="50" cy="32" r="15" fill="{c}" {S}/>'
               f'<path d="M32 28 Q34 12 50 12 Q66 12 68 28 Z" fill="{LAMP}" {S}/>'
               f'<circle cx="50" cy="20" r="4" fill="#fff6c8"/>'
               + seat_symbol(seat, 50, 72, 9))  # the seat's shape on the body: told by more than colour


def transport_icon(name: str, x: float, y: float, s: float) -> str:
    """A transport drawn in a 100x60 box at (x, y) scaled by s."""
    body = {
        "wheelbarrow": (f'<path d="M14 20 H70 L60 42 H24 Z" fill="{WOOD_LIGHT}" {S}/>'
                        f'<circle cx="30" cy="48" r="9" fill="{STEEL}" {S}/>'
                        f'<path d="M70 20 L92 10 M60 42 L80 54" stroke="{INK}" stroke-width="5" '
                        f'stroke-linecap="round"/>'),
        "carriage": (f'<rect x="34" y="10" width="52" height="30" rx="4" fill="{WOOD}" {S}/>'
                     f'<path d="M6 30 Q10 16 22 18 L30 30 Z" fill="#6b4a2b" {S}/>'
                     f'<circle cx="46" cy="46" r="9" fill="{STEEL}" {S}/>'
                     f'<circle cx="76" cy="46" r="9" fill="{STEEL}" {S}/>'),
        "motorcar": (f'<path d="M8 40 V24 H40 L50 10 H78 L90 24 V40 Z" fill="#3a6f9a" {S}/>'
                     f'<rect x="54" y="14" width="20" height="10" fill="{SKY}"/>'
                     f'<circle cx="28" cy="44" r="9" fill="{INK}"/><circle cx="72" cy="44" r="9" fill="{INK}"/>'),
        "locomotive": (f'<rect x="40" y="8" width="40" height="34" rx="3" fill="#7d1d2a" {S}/>'
                       f'<rect x="8" y="20" width="40" height="22" rx="6" fill="#4a4a52" {S}/>'
                       f'<rect x="14" y="6" width="10" height="16" fill="#4a4a52" {S}/>'
                       f'<circle cx="22" cy="46" r="8" fill="{STEEL}" {S}/><circle cx="46" cy="46" r="8" '
                       f'fill="{STEEL}" {S}/><circle cx="70" cy="46" r="8" fill="{STEEL}" {S}/>'),
    }[name]
    return f'<g transform="translate({x} {y}) scale({s})">{body}</g>'


def order_card(name: str) -> str:
    """An order card's face: tint and transport icon at the top; cube spots and points are drawn live."""
    return svg(f'<rect x="4" y="4" width="132" height="172" rx="12" fill="{CARD_TINT[name]}" {S}/>'
               f'<rect x="12" y="12" width="116" height="56" rx="8" fill="{CREAM}" stroke="{INK}" '
               f'stroke-width="2"/>' + transport_icon(name, 20, 10, 1.0), 140, 180)


def tile(colour: str, lit: bool) -> str:
    """A tunnel tile framed in its coal: the beam and the props are that colour's, the beam carries the cube's mark
    (a tile reads at a glance, and not by colour alone); inside, where the carts stand, a lit tile is lamp-lit pale
    with a lantern, a dark one dark rock."""
    fill, mark, shape = CUBES[colour]
    stroke = f' stroke="{mark}"' if colour == "black" else ""
    k = 0.5
    marks = "".join(f'<g fill="{mark}"{stroke} transform="translate({cx - 50 * k:g} {19 - 56 * k:g}) scale({k})">'
                    f'{shape}</g>' for cx in (46, 80, 114))
    inside = "#efe2bd" if lit else ROCK_DARK
    lamp = (f'<circle cx="34" cy="42" r="13" fill="#fff2b0" opacity="0.8"/>'
            f'<path d="M29 34 H39 L37 48 H31 Z" fill="{LAMP}" stroke="{INK}" stroke-width="3" '
            f'stroke-linejoin="round"/>') if lit else ""
    return svg(f'<rect x="3" y="3" width="154" height="94" rx="8" fill="{inside}" {S}/>' + lamp
               + f'<rect x="8" y="8" width="14" height="82" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
               f'<rect x="138" y="8" width="14" height="82" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
               f'<rect x="8" y="6" width="144" height="26" rx="3" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
               + marks + f'<path d="M22 88 H138" stroke="{STEEL}" stroke-width="4"/>', 160, 100)


def cart() -> str:
    return svg(f'<path d="M10 18 H90 L80 62 H20 Z" fill="{STEEL}" {S}/>'
               f'<path d="M16 30 H84" stroke="#6d767c" stroke-width="4"/>'
               f'<circle cx="32" cy="70" r="9" fill="{INK}"/><circle cx="68" cy="70" r="9" fill="{INK}"/>',
               100, 80)


def cage() -> str:
    bars = "".join(f'<path d="M{x} 14 V92" stroke="{INK}" stroke-width="3"/>' for x in (30, 50, 70, 90))
    return svg(f'<rect x="8" y="10" width="104" height="86" rx="4" fill="#c9b48a" {S}/>' + bars
               + f'<rect x="8" y="10" width="104" height="10" fill="{WOOD}" {S}/>'
               f'<path d="M60 0 V10" stroke="{INK}" stroke-width="5"/>'
               f'<rect x="8" y="88" width="104" height="8" fill="{WOOD}" {S}/>', 120, 100)


def lock() -> str:
    return svg(f'<rect x="6" y="6" width="88" height="88" rx="10" fill="#6d6152" {S}/>'
               f'<path d="M34 46 V34 Q34 20 50 20 Q66 20 66 34 V46" fill="none" stroke="{CREAM}" stroke-width="7"/>'
               f'<rect x="28" y="44" width="44" height="34" rx="6" fill="{LAMP}" {S}/>'
               f'<circle cx="50" cy="60" r="5" fill="{INK}"/>')


def mark_coin(value: int | None = None) -> str:
    digits = number(value, 50, 52, 30, INK, 6) if value else (
        f'<path d="M34 66 V36 L50 54 L66 36 V66" fill="none" stroke="{INK}" stroke-width="7" '
        f'stroke-linejoin="round" stroke-linecap="round"/>')
    return svg(f'<circle cx="50" cy="50" r="42" fill="#d8b65a" {S}/>'
               f'<circle cx="50" cy="50" r="32" fill="none" stroke="#a98630" stroke-width="4"/>' + digits)


def pick(value: int) -> str:
    return svg(f'<path d="M20 30 Q50 6 80 30" fill="none" stroke="{STEEL}" stroke-width="10" stroke-linecap="round"/>'
               f'<path d="M50 20 V88" stroke="{WOOD}" stroke-width="9" stroke-linecap="round"/>'
               f'<circle cx="70" cy="70" r="22" fill="{CREAM}" {S}/>'
               + number(value, 70, 70, 22 if value < 10 else 16, INK, 5))


def stack(kind: str) -> str:
    face = "#5b4a3c" if kind == "tiles" else "#3f5a70"
    layers = "".join(f'<rect x="{10 + k * 3}" y="{22 - k * 6}" width="110" height="{70 if kind == "tiles" else 140}" '
                     f'rx="8" fill="{face}" {S}/>' for k in range(3))
    eye = (f'<path d="M40 {60 if kind == "tiles" else 96} Q70 {40 if kind == "tiles" else 76} 100 '
           f'{60 if kind == "tiles" else 96} Q70 {80 if kind == "tiles" else 116} 40 '
           f'{60 if kind == "tiles" else 96} Z" fill="{CREAM}" {S}/>'
           f'<circle cx="70" cy="{60 if kind == "tiles" else 96}" r="8" fill="{INK}"/>')
    return svg(layers + eye, 130, 110 if kind == "tiles" else 180)


PARTS: dict[str, str] = {
    "board": svg(f'<rect x="3" y="3" width="1186" height="554" rx="18" fill="#6b5644" {S}/>'
                 f'<rect x="12" y="12" width="1168" height="536" rx="12" fill="#7a634e"/>'
                 + "".join(f'<path d="M12 {y} H1180" stroke="#725c48" stroke-width="3"/>' for y in range(40, 548, 36)),
                 1192, 560),
    "pit": svg(f'<rect x="2" y="2" width="1180" height="492" rx="16" fill="{ROCK}" stroke="{INK}" stroke-width="4"/>'
               f'<rect x="6" y="6" width="1172" height="162" rx="12" fill="#9bb7c9"/>'
               f'<rect x="6" y="150" width="1172" height="18" fill="#5f7f3a"/>'
               f'<path d="M6 168 H1178" stroke="#3d5a2a" stroke-width="6"/>'
               + "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#4f4034"/>'
                         for x, y, r in ((80, 470, 9), (300, 250, 6), (900, 330, 8), (1100, 420, 7),
                                         (700, 460, 5), (420, 400, 7))), 1184, 496),
    "shaft": svg(f'<rect x="2" y="2" width="76" height="448" fill="#2b2420" stroke="{INK}" stroke-width="4"/>'
                 f'<path d="M14 2 V450 M66 2 V450" stroke="{STEEL}" stroke-width="5"/>'
                 + "".join(f'<path d="M14 {y} H66" stroke="#4a3f36" stroke-width="3"/>' for y in range(20, 450, 28)),
                 80, 452),
    "level": svg(f'<rect x="2" y="2" width="526" height="76" rx="10" fill="{ROCK_DARK}" stroke="{INK}" '
                 f'stroke-width="3"/><path d="M8 70 H522" stroke="{STEEL}" stroke-width="3" stroke-dasharray="0"/>',
                 530, 80),
    "storage": svg(f'<rect x="4" y="30" width="142" height="94" rx="6" fill="{WOOD_LIGHT}" {S}/>'
                   f'<path d="M4 62 H146 M4 94 H146" stroke="{INK}" stroke-width="3"/>'
                   f'<path d="M20 30 L34 8 H116 L130 30" fill="none" stroke="{INK}" stroke-width="4"/>', 150, 128),
    "cart": cart(),
    "cage": cage(),
    "lock": lock(),
    "mark": mark_coin(),
    "bank": svg(f'<path d="M10 40 L50 12 L90 40 Z" fill="#c9b48a" {S}/>'
                + "".join(f'<rect x="{x}" y="44" width="10" height="36" fill="{CREAM}" {S}/>' for x in (20, 45, 70))
                + f'<rect x="10" y="80" width="80" height="10" fill="#c9b48a" {S}/>'),
    "canteen": svg(f'<rect x="20" y="30" width="50" height="56" rx="6" fill="{CREAM}" {S}/>'
                   f'<path d="M70 42 Q90 42 90 58 Q90 74 70 74" fill="none" stroke="{INK}" stroke-width="6"/>'
                   f'<path d="M28 30 Q34 12 46 22 Q56 6 64 26" fill="#fffaf0" {S}/>'),
    "clock": svg(f'<circle cx="50" cy="50" r="44" fill="{CREAM}" {S}/>'
                 + "".join(number(k, 50 + 28 * x, 50 + 28 * y, 16, INK, 4)
                           for k, (x, y) in ((1, (0.0, -1.0)), (2, (0.87, 0.5)), (3, (-0.87, 0.5))))),
    "tiles_stack": stack("tiles"),
    "orders_stack": stack("orders"),
    "pip": svg(f'<circle cx="50" cy="50" r="38" fill="{LAMP}" {S}/>'),
    "pip_used": svg('<circle cx="50" cy="50" r="36" fill="none" stroke="#8a7d6a" stroke-width="8"/>'),
    "delivered": svg(f'<rect x="14" y="10" width="62" height="80" rx="8" fill="#6d6152" {S}/>'
                     f'<rect x="24" y="20" width="62" height="80" rx="8" fill="#8a7d6a" {S}/>'
                     f'<path d="M38 60 L50 72 L74 44" fill="none" stroke="{CREAM}" stroke-width="8" '
                     f'stroke-linecap="round"/>'),
}


def main() -> None:
    files: dict[str, str] = {}
    for c in CUBES:
        files[f"cubes/cube_{c}"] = cube(c)
        for lit in (True, False):
            files[f"tiles/tile_{c}_{'lit' if lit else 'dark'}"] = tile(c, lit)
    for seat in range(len(SEATS)):
        files[f"pieces/worker_{seat}"] = worker(seat)
    for t in TRANSPORTS:
        files[f"orders/order_{t}"] = order_card(t)
        files[f"icons/{t}"] = svg(transport_icon(t, 0, 20, 1.0))
    for v in (4, 6, 8, 10):
        files[f"icons/mine_{v}"] = pick(v)
    for v in (1, 3, 4, 5, 6):
        files[f"icons/marks_{v}"] = mark_coin(v)
    for name, body in PARTS.items():
        files[f"parts/{name}"] = body
    for name, body in files.items():
        path = OUT / f"{name}.svg"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body)


if __name__ == "__main__":
    main()

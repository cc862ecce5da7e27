"""Writes bodoge's own Ra art as SVG files into art/ra/ (flat style, one palette).

The SVGs are committed; this script is how they were drawn, kept so the art can be changed in one
place. SDL_image rasterizes SVG with nanosvg, which has no <text>: digits are drawn as paths.
Run:  python art/tools/make_ra_art.py
"""
from __future__ import annotations

import math
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "ra"
UI_OUT = OUT.parent / "ui" / "icons"  # the button icons every table shares (drawn in this style, kept apart)

# Palette: sand, papyrus, lapis, turquoise, gold, terracotta, Nile blue, deep ink.
INK = "#22313f"
PAPYRUS = "#f4ead2"
SAND = "#e3c98f"
LAPIS = "#27408b"
TURQ = "#2a9d8f"
GOLD = "#e9b949"
TERRA = "#d1603d"
NILE = "#3a86c8"
CIV = "#3c8d4f"
STONE = "#b08a57"
DISASTER = "#7d1d2a"
PURPLE = "#6a3d9a"
WHITE = "#fffaf0"


def svg(body: str, w: int = 100, h: int = 100) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
            f"{body}\n</svg>\n")


# Dashed outlines are drawn as explicit segments: SDL_image's SVG rasterizer (nanosvg) fills some
# shapes with their stroke colour when `stroke-dasharray` is used, depending on size and on what it
# rasterized before.
def _rounded_rect_point(x: float, y: float, w: float, h: float, r: float, t: float) -> tuple[float, float]:
    """The point at arc length t along a rounded rectangle's outline, clockwise from the top-left."""
    straight_w, straight_h, quarter = w - 2 * r, h - 2 * r, math.pi * r / 2
    legs = ((straight_w, (x + r, y), (1, 0)), (quarter, (x + w - r, y + r), -math.pi / 2),
            (straight_h, (x + w, y + r), (0, 1)), (quarter, (x + w - r, y + h - r), 0.0),
            (straight_w, (x + w - r, y + h), (-1, 0)), (quarter, (x + r, y + h - r), math.pi / 2),
            (straight_h, (x, y + h - r), (0, -1)), (quarter, (x + r, y + r), math.pi))
    for length, origin, how in legs:
        if t <= length or length == legs[-1][0] and origin == legs[-1][1]:
            if isinstance(how, tuple):
                return origin[0] + how[0] * t, origin[1] + how[1] * t
            a = how + t / r
            return origin[0] + r * math.cos(a), origin[1] + r * math.sin(a)
        t -= length
    return x + r, y


def dashed_rect(x: float, y: float, w: float, h: float, r: float, dash: float, gap: float, stroke: str,
                width: float) -> str:
    perimeter = 2 * (w - 2 * r) + 2 * (h - 2 * r) + 2 * math.pi * r
    parts = []
    t = 0.0
    while t < perimeter:
        end = min(t + dash, perimeter)
        pts = [_rounded_rect_point(x, y, w, h, r, t + (end - t) * k / 6) for k in range(7)]
        parts.append("M" + " L".join(f"{px:.1f} {py:.1f}" for px, py in pts))
        t += dash + gap
    return f'<path d="{" ".join(parts)}" fill="none" stroke="{stroke}" stroke-width="{width}"/>'


def dashed_circle(cx: float, cy: float, r: float, dash: float, gap: float, stroke: str, width: float) -> str:
    step = (dash + gap) / r
    parts = []
    a = -math.pi / 2
    while a < 1.5 * math.pi - 1e-6:
        b = a + dash / r
        parts.append(f"M{cx + r * math.cos(a):.1f} {cy + r * math.sin(a):.1f} "
                     f"A{r} {r} 0 0 1 {cx + r * math.cos(b):.1f} {cy + r * math.sin(b):.1f}")
        a += step
    return f'<path d="{" ".join(parts)}" fill="none" stroke="{stroke}" stroke-width="{width}"/>'


def tile(bg: str, icon: str, rim: str = INK) -> str:
    """A square tile: coloured face with a light inner panel and an icon."""
    return svg(
        f'<rect x="3" y="3" width="94" height="94" rx="12" fill="{rim}"/>'
        f'<rect x="6" y="6" width="88" height="88" rx="10" fill="{bg}"/>'
        f'<rect x="12" y="12" width="76" height="76" rx="8" fill="{WHITE}" fill-opacity="0.18"/>'
        + icon)


def sun_rays(cx: float, cy: float, r1: float, r2: float, n: int, color: str, width: float = 5) -> str:
    import math
    out = []
    for i in range(n):
        a = 2 * math.pi * i / n
        x1, y1 = cx + r1 * math.cos(a), cy + r1 * math.sin(a)
        x2, y2 = cx + r2 * math.cos(a), cy + r2 * math.sin(a)
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{color}" '
                   f'stroke-width="{width}" stroke-linecap="round"/>')
    return "".join(out)


W = f'fill="{WHITE}"'
I_ = f'fill="{INK}"'

ICONS: dict[str, tuple[str, str]] = {
    "ra": (TERRA, f'<circle cx="50" cy="50" r="17" fill="{GOLD}" stroke="{INK}" stroke-width="3"/>'
           + sun_rays(50, 50, 24, 36, 12, GOLD) + f'<circle cx="50" cy="50" r="6" {I_}/>'),
    "god": (PURPLE, f'<circle cx="50" cy="32" r="12" fill="none" stroke="{GOLD}" stroke-width="7"/>'
            f'<rect x="46" y="42" width="8" height="40" rx="3" fill="{GOLD}"/>'
            f'<rect x="28" y="46" width="44" height="8" rx="3" fill="{GOLD}"/>'),
    "gold": (GOLD, f'<circle cx="50" cy="50" r="28" fill="#f6d67a" stroke="{INK}" stroke-width="4"/>'
             f'<circle cx="50" cy="50" r="18" fill="none" stroke="{INK}" stroke-width="3"/>'
             f'<path d="M50 38 L58 50 L50 62 L42 50 Z" {I_}/>'),
    "pharaoh": (LAPIS, f'<path d="M30 80 L36 36 Q50 18 64 36 L70 80 Z" fill="{GOLD}"/>'
                f'<path d="M40 36 H60 V58 Q50 68 40 58 Z" fill="#c98e5a"/>'
                f'<path d="M36 44 H40 M60 44 H64 M34 54 H40 M60 54 H66 M33 64 H41 M59 64 H67" '
                f'stroke="{LAPIS}" stroke-width="4"/>'
                f'<path d="M44 46 H48 M52 46 H56" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>'),
    "nile": (NILE, ''.join(f'<path d="M18 {y} Q30 {y - 9} 42 {y} T66 {y} T90 {y}" fill="none" '
                           f'stroke="{WHITE}" stroke-width="6" stroke-linecap="round"/>' for y in (34, 52, 70))),
    "flood": (TURQ, f'<path d="M50 18 Q70 46 70 58 A20 20 0 0 1 30 58 Q30 46 50 18 Z" {W}/>'
              f'<path d="M20 80 Q32 72 44 80 T68 80 T90 80" fill="none" stroke="{WHITE}" stroke-width="6" '
              f'stroke-linecap="round"/>'),
    "astronomy": (CIV, f'<circle cx="44" cy="54" r="26" fill="{GOLD}"/><circle cx="56" cy="46" r="22" fill="{CIV}"/>'
                  f'<path d="M70 30 L73 39 L82 39 L75 45 L78 54 L70 48 L62 54 L65 45 L58 39 L67 39 Z" {W}/>'),
    "agriculture": (CIV, f'<path d="M50 84 V30" stroke="{GOLD}" stroke-width="5" stroke-linecap="round"/>'
                    + ''.join(f'<ellipse cx="{50 + dx}" cy="{y}" rx="6" ry="11" fill="{GOLD}" '
                              f'transform="rotate({rot} {50 + dx} {y})"/>'
                              for y in (34, 48, 62) for dx, rot in ((-9, -30), (9, 30)))
                    + f'<ellipse cx="50" cy="22" rx="6" ry="10" fill="{GOLD}"/>'),
    "writing": (CIV, f'<rect x="26" y="22" width="48" height="58" rx="6" {W}/>'
                f'<rect x="20" y="18" width="60" height="10" rx="5" fill="{SAND}"/>'
                f'<rect x="20" y="74" width="60" height="10" rx="5" fill="{SAND}"/>'
                f'<path d="M34 40 H66 M34 50 H60 M34 60 H64" stroke="{INK}" stroke-width="4" '
                f'stroke-linecap="round"/>'),
    "religion": (CIV, f'<path d="M16 50 Q50 18 84 50 Q50 80 16 50 Z" {W}/>'
                 f'<circle cx="50" cy="50" r="13" fill="{LAPIS}"/><circle cx="50" cy="50" r="6" {I_}/>'
                 f'<path d="M40 66 L36 84 M50 68 V84" stroke="{WHITE}" stroke-width="5" stroke-linecap="round"/>'),
    "art": (CIV, f'<path d="M38 20 H62 L58 30 Q78 42 72 62 Q66 82 50 82 Q34 82 28 62 Q22 42 42 30 Z" '
            f'fill="{TERRA}"/><path d="M30 52 H70" stroke="{GOLD}" stroke-width="5"/>'
            f'<path d="M32 62 H68" stroke="{WHITE}" stroke-width="3"/>'),
    "fortress": (STONE, f'<path d="M20 82 V38 H30 V30 H40 V38 H45 V30 H55 V38 H60 V30 H70 V38 H80 V82 Z" '
                 f'fill="{SAND}" stroke="{INK}" stroke-width="3"/>'
                 f'<path d="M42 82 V62 Q50 52 58 62 V82 Z" {I_}/>'),
    "obelisk": (STONE, f'<path d="M42 84 L45 28 L50 16 L55 28 L58 84 Z" fill="{SAND}" stroke="{INK}" '
                f'stroke-width="3"/><path d="M45 28 L50 16 L55 28 Z" fill="{GOLD}"/>'
                f'<path d="M32 84 H68" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>'),
    "palace": (STONE, f'<path d="M18 36 L50 18 L82 36 Z" fill="{SAND}" stroke="{INK}" stroke-width="3"/>'
               + ''.join(f'<rect x="{x}" y="40" width="8" height="36" fill="{SAND}" stroke="{INK}" '
                         f'stroke-width="2"/>' for x in (24, 39, 53, 68))
               + f'<rect x="16" y="76" width="68" height="8" fill="{SAND}" stroke="{INK}" stroke-width="3"/>'),
    "pyramid": (STONE, f'<path d="M12 80 L50 20 L88 80 Z" fill="{SAND}" stroke="{INK}" stroke-width="3"/>'
                f'<path d="M50 20 L62 80 H88 Z" fill="{GOLD}" fill-opacity="0.6"/>'),
    "temple": (STONE, f'<path d="M16 80 L22 28 H44 L46 80 Z M54 80 L56 28 H78 L84 80 Z" fill="{SAND}" '
               f'stroke="{INK}" stroke-width="3"/><rect x="44" y="46" width="12" height="34" {I_}/>'
               f'<path d="M40 40 H60" stroke="{GOLD}" stroke-width="6"/>'),
    "statue": (STONE, f'<circle cx="50" cy="26" r="10" fill="{SAND}" stroke="{INK}" stroke-width="3"/>'
               f'<path d="M36 84 V50 Q36 38 50 38 Q64 38 64 50 V62 H74 V84 Z" fill="{SAND}" '
               f'stroke="{INK}" stroke-width="3"/><rect x="30" y="84" width="50" height="0" />'),
    "step_pyramid": (STONE, ''.join(f'<rect x="{50 - w / 2}" y="{y}" width="{w}" height="14" fill="{SAND}" '
                                    f'stroke="{INK}" stroke-width="3"/>'
                                    for y, w in ((70, 76), (56, 60), (42, 44), (28, 28)))),
    "sphinx": (STONE, f'<path d="M14 80 V66 Q14 58 24 58 H56 V40 Q56 26 68 26 Q80 26 80 40 V80 Z" '
               f'fill="{SAND}" stroke="{INK}" stroke-width="3"/>'
               f'<path d="M60 40 L56 56 M76 40 L80 56" stroke="{LAPIS}" stroke-width="4"/>'
               f'<circle cx="66" cy="42" r="2.5" {I_}/>'),
    "funeral": (DISASTER, f'<path d="M50 14 Q64 14 66 30 L70 60 Q70 86 50 86 Q30 86 30 60 L34 30 Q36 14 50 14 Z" '
                f'fill="{GOLD}" stroke="{INK}" stroke-width="3"/>'
                f'<path d="M40 50 H60 M42 62 H58 M44 74 H56" stroke="{INK}" stroke-width="4"/>'),
    "drought": (DISASTER, f'<circle cx="50" cy="40" r="14" fill="{GOLD}"/>' + sun_rays(50, 40, 19, 27, 10, GOLD, 4)
                + f'<path d="M14 80 H86 M30 80 L36 70 L30 62 M62 80 L58 72 L66 64" fill="none" '
                f'stroke="{SAND}" stroke-width="5" stroke-linecap="round"/>'),
    "unrest": (DISASTER, f'<path d="M24 80 L76 22 M76 80 L24 22" stroke="{SAND}" stroke-width="6" '
               f'stroke-linecap="round"/><path d="M70 16 L84 14 L82 28 Z M30 16 L16 14 L18 28 Z" fill="{SAND}"/>'
               f'<circle cx="50" cy="51" r="9" fill="{TERRA}" stroke="{INK}" stroke-width="3"/>'),
    "earthquake": (DISASTER, f'<path d="M50 12 L42 34 L58 46 L40 62 L54 74 L46 90" fill="none" '
                   f'stroke="{SAND}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>'
                   f'<path d="M18 62 L30 56 M82 40 L70 46" stroke="{SAND}" stroke-width="4" '
                   f'stroke-linecap="round"/>'),
}

# Digits on a 6x10 grid, stroked.
DIGITS = {
    "0": "M3,0 C6.6,0 6.6,10 3,10 C-0.6,10 -0.6,0 3,0 Z",  # an oval (a rounded box read as a square)
    "1": "M1.2,2 L3.4,0 V10",
    "2": "M0,2 Q0,0 3,0 Q6,0 6,2.8 Q6,4.5 3.5,6.3 L0,10 H6",
    "3": "M0,1 Q1,0 3,0 Q6,0 6,2.5 Q6,5 3,5 Q6,5 6,7.5 Q6,10 3,10 Q1,10 0,9",
    "4": "M4.5,10 V0 L0,7 H6",
    "5": "M5.5,0 H0.8 L0.4,4.5 Q1.5,4 3,4 Q6,4 6,7 Q6,10 3,10 Q1,10 0,9",
    "6": "M5,0.5 Q4,0 3,0 Q0,0 0,5 V7 Q0,10 3,10 Q6,10 6,7 Q6,4.2 3,4.2 Q0.8,4.2 0,6",
    "7": "M0,0 H6 L2.5,10",
    "8": "M3,5 Q0.4,5 0.4,2.5 Q0.4,0 3,0 Q5.6,0 5.6,2.5 Q5.6,5 3,5 Q0,5 0,7.5 Q0,10 3,10 Q6,10 6,7.5 Q6,5 3,5 Z",
    "9": "M1,9.5 Q2,10 3,10 Q6,10 6,5 V3 Q6,0 3,0 Q0,0 0,3 Q0,5.8 3,5.8 Q5.2,5.8 6,4",
}


ADVANCE = {"1": 3.6}  # glyph widths on the 6-wide grid: a "1" is narrow, so "10"-"16" read as one number
ORIGIN = {"1": -0.4}  # where a narrow glyph's stroke starts within its advance


def number(value: int, cx: float, cy: float, height: float, color: str, width: float) -> str:
    text = str(value)
    if len(text) > 1:
        height *= 0.86  # two digits must sit inside the sun's disc
    s = height / 10
    gap = 1.6
    total = sum(ADVANCE.get(ch, 6) for ch in text) + (len(text) - 1) * gap
    x = cx - total * s / 2
    out = []
    for ch in text:
        left = x + ORIGIN.get(ch, 0) * s
        x += (ADVANCE.get(ch, 6) + gap) * s
        out.append(f'<path d="{DIGITS[ch]}" fill="none" stroke="{color}" stroke-width="{width / s:.2f}" '
                   f'stroke-linecap="round" stroke-linejoin="round" '
                   f'transform="translate({left:.2f} {cy - height / 2:.2f}) scale({s:.3f})"/>')
    return "".join(out)


def sun(value: int, face_up: bool) -> str:
    if face_up:
        body = (sun_rays(50, 50, 36, 47, 16, GOLD, 6)
                + f'<circle cx="50" cy="50" r="38" fill="{GOLD}" stroke="{INK}" stroke-width="3"/>'
                f'<circle cx="50" cy="50" r="30" fill="#f8dd8c"/>' + number(value, 50, 50, 32, INK, 6))
    else:
        body = (f'<circle cx="50" cy="50" r="44" fill="#6d6152" stroke="{INK}" stroke-width="3"/>'
                + dashed_circle(50, 50, 36, 6, 5, "#8c7d69", 3) + number(value, 50, 50, 28, "#c8b99a", 5))
    return svg(body)


PARTS: dict[str, str] = {
    "bag": svg(f'<path d="M30 40 Q20 60 22 84 Q24 108 60 108 Q96 108 98 84 Q100 60 90 40 Z" fill="{TERRA}" '
               f'stroke="{INK}" stroke-width="4"/>'
               f'<path d="M34 40 L28 22 Q60 10 92 22 L86 40 Z" fill="#b44e30" stroke="{INK}" stroke-width="4"/>'
               f'<path d="M30 42 H90" stroke="{GOLD}" stroke-width="7" stroke-linecap="round"/>'
               f'<circle cx="60" cy="74" r="16" fill="{GOLD}"/>' + sun_rays(60, 74, 20, 26, 10, GOLD, 3),
               120, 120),
    "ra_figure": svg(f'<path d="M30 160 L40 80 Q40 62 60 62 Q80 62 80 80 L90 160 Z" fill="{LAPIS}" '
                     f'stroke="{INK}" stroke-width="4"/>'
                     f'<path d="M44 64 Q42 30 60 26 Q84 22 88 40 L72 44 L74 62 Z" fill="#3a5a40" '
                     f'stroke="{INK}" stroke-width="4"/>'
                     f'<circle cx="60" cy="14" r="13" fill="{TERRA}" stroke="{INK}" stroke-width="3"/>'
                     f'<circle cx="70" cy="38" r="3.5" {I_}/>'
                     f'<path d="M40 100 H80 M38 120 H82" stroke="{GOLD}" stroke-width="6"/>', 120, 170),
    "board": svg(f'<rect x="4" y="4" width="1112" height="532" rx="26" fill="{SAND}" stroke="{INK}" '
                 f'stroke-width="6"/>' + dashed_rect(20, 20, 1080, 500, 18, 18, 10, STONE, 4), 1120, 540),
    "ra_space": svg(f'<rect x="4" y="4" width="92" height="92" rx="14" fill="{PAPYRUS}" stroke="{STONE}" '
                    f'stroke-width="4"/>' + sun_rays(50, 50, 14, 26, 8, "#e2cfa3", 5)),
    "ra_space_end": svg(f'<rect x="4" y="4" width="92" height="92" rx="14" fill="#f1d9c6" stroke="{TERRA}" '
                        f'stroke-width="5"/>' + sun_rays(50, 50, 14, 26, 8, "#e6b59d", 5)),
    "auction_space": svg(f'<rect x="4" y="4" width="92" height="92" rx="14" fill="{PAPYRUS}"/>'
                         + dashed_rect(4, 4, 92, 92, 14, 10, 6, LAPIS, 4)),
    "centre": svg(f'<circle cx="50" cy="50" r="46" fill="{PAPYRUS}" stroke="{GOLD}" stroke-width="5"/>'
                  + sun_rays(50, 50, 30, 42, 16, "#ead8a8", 4)),
    "player_mat": svg(f'<rect x="3" y="3" width="394" height="194" rx="18" fill="{PAPYRUS}" stroke="{STONE}" '
                      f'stroke-width="4"/>', 400, 200),
}

ICON_STROKE = f'fill="none" stroke="{INK}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"'
UI_ICONS: dict[str, str] = {
    "undo": f'<path d="M30 40 H62 Q80 40 80 58 Q80 76 62 76 H40" {ICON_STROKE}/><path d="M40 26 L26 40 L40 54" '
            f'{ICON_STROKE}/>',
    "redo": f'<path d="M70 40 H38 Q20 40 20 58 Q20 76 38 76 H60" {ICON_STROKE}/><path d="M60 26 L74 40 L60 54" '
            f'{ICON_STROKE}/>',
    "hint": f'<path d="M36 62 Q24 52 24 40 Q24 16 50 16 Q76 16 76 40 Q76 52 64 62 V70 H36 Z" {ICON_STROKE}/>'
            f'<path d="M38 82 H62" {ICON_STROKE}/>',
    "menu": f'<path d="M22 30 H78 M22 50 H78 M22 70 H78" {ICON_STROKE}/>',
    "pass": f'<path d="M26 50 H74 M58 34 L74 50 L58 66" {ICON_STROKE}/>',
    "invoke": sun_rays(50, 50, 22, 36, 12, INK, 6) + f'<circle cx="50" cy="50" r="14" fill="{INK}"/>',
    "end_turn": f'<path d="M24 52 L42 70 L78 30" {ICON_STROKE}/>',
    "thinking": f'<path d="M30 16 H70 M30 84 H70 M34 16 Q34 40 50 50 Q66 60 66 84 M66 16 Q66 40 50 50 '
                f'Q34 60 34 84" {ICON_STROKE}/>',
}


def main() -> None:
    for sub in ("tiles", "suns", "parts"):
        (OUT / sub).mkdir(parents=True, exist_ok=True)
    UI_OUT.mkdir(parents=True, exist_ok=True)
    for name, (bg, icon) in ICONS.items():
        (OUT / "tiles" / f"{name}.svg").write_text(tile(bg, icon))
    for v in range(1, 17):
        (OUT / "suns" / f"sun_{v}_up.svg").write_text(sun(v, True))
        (OUT / "suns" / f"sun_{v}_down.svg").write_text(sun(v, False))
    for name, text in PARTS.items():
        (OUT / "parts" / f"{name}.svg").write_text(text)
    for name, body in UI_ICONS.items():
        (UI_OUT / f"{name}.svg").write_text(svg(body))


if __name__ == "__main__":
    main()

"""Draws the La Granja board from one seat's observation: revenue spaces and dice, the six craft
buildings with a row per player, the market hexes, roof display and siesta track (status and log are
the common layer's panels).

A static layer (board art) is cached per window size; the state layer is cached per position and
view, so idle frames and animation frames only blit it and draw sprites on top.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.la_granja.cards import good_art
from client.games.la_granja.controls import dice_boxes
from client.games.la_granja.layout import LGLayout, row_boxes
from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Painter
from engine.games.la_granja.deliveries import order_markers
from engine.games.la_granja.goods import DIE_OPTIONS
from engine.games.la_granja.state import BLOCKED, EMPTY, NEUTRAL

PHASE_NAMES = {1: "farm", 2: "revenue", 4: "transport", 8: "scoring"}


def marker_art(owner: int) -> str:
    return f"la_granja/pieces/marker_{min(owner, NEUTRAL)}"


def roof_art(tables: Any, tile: int) -> str:
    return f"la_granja/roofs/roof_{tables.roofs[tile][0]}"


class BoardPainter:
    def __init__(self, app: Any, layout: LGLayout) -> None:
        self.app = app
        self.p = Painter(app)
        self.lay = layout

    def static(self, surface: pygame.Surface) -> None:
        p, lay = self.p, self.lay
        surface.fill(theme.BG)
        for d in lay.table.decor:
            p.art(surface, d.image, (d.x, d.y, d.w, d.h))
        for cell, image in lay.hexmap.layers["market"].items():
            p.art(surface, image, lay.cell_box(cell))
        for k in range(11):
            p.art(surface, "la_granja/parts/siesta_space", lay.box(f"siesta_{k}"))
        for face in range(1, 7):
            x, y, w, h = lay.box(f"revenue_{face}")
            p.art(surface, f"la_granja/dice/die_{face}", (x + 8, y + 10, 32, 32))
            p.text(surface, str(face), 14, (x + 44, y + 6), theme.INK, True)
        for b in range(1, 7):
            x, y, w, h = lay.box(f"building_{b}")
            p.art(surface, f"la_granja/crafts/craft_{b}", (x + 8, y + 6, 40, 40))
        for name in ("log", "status", "actions"):
            p.panel(surface, lay.box(name), fill=theme.BG_DARK, border=(70, 86, 100), radius=12)

    # --- dynamic ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, s: Any, session: Any, hidden: set, seat: int = 0) -> None:
        self.revenue(surface, s, hidden)
        self.buildings(surface, s, hidden)
        self.market(surface, s, hidden)
        self.roofs(surface, s, seat)
        self.siesta(surface, s, session, hidden)

    def revenue(self, surface: pygame.Surface, s: Any, hidden: set) -> None:
        p = self.p
        for face in range(1, 7):
            x, y, w, h = self.lay.box(f"revenue_{face}")
            n = s.dice.count(face)
            for i, box in enumerate(dice_boxes(self.lay, face, n)):
                if ("die", face, i) not in hidden:
                    p.art(surface, f"la_granja/dice/die_{face}", box)
            if s.reserved[0] >= 0 and s.reserved[1] == face:
                p.art(surface, marker_art(s.reserved[0]), (x + w - 28, y + 2, 24, 24))
            p.wrapped(surface, self.option_text(face), 16, (x + 50, y + 27, w - 58, h - 29))

    @staticmethod
    def option_text(face: int) -> str:
        return " / ".join(t(f"lg.opt.{o}") for o in DIE_OPTIONS[face])

    def buildings(self, surface: pygame.Surface, s: Any, hidden: set) -> None:
        p, lay = self.p, self.lay
        tb = s.t
        n = s.num_players
        markers = order_markers(s)
        for b in range(1, 7):
            hx, hy, hw, hh = lay.box(f"bld{b}_head")
            name = tb.building_names[b - 1].get(lang(), tb.building_names[b - 1]["en"])
            p.text(surface, name, 20, (hx + 46, hy + hh / 2), theme.INK, True, "midleft", hw - 96)
            if b in markers:
                p.art(surface, f"la_granja/pieces/order_{markers[b]}", lay.box(f"bld{b}_order"))
            left = max(0, n - len(s.grey[b - 1])) if n > 1 else 1 - len(s.grey[b - 1])
            for box in row_boxes(lay.box(f"bld{b}_crafts"), max(4, left), 28, 4)[:left]:
                p.art(surface, f"la_granja/crafts/craft_{b}", box)
            need = tb.building_rows[b - 1]
            for seat in range(n):
                rx, ry, rw, rh = lay.box(f"bld{b}_row{seat}")
                p.art(surface, marker_art(seat), (rx, ry + 2, rh - 4, rh - 4))
                done = s.done[seat] >> b & 1
                have = list(s.rows[seat][b - 1])
                for i, (g, box) in enumerate(zip(need, row_boxes((rx + rh + 4, ry, rw - rh - 4, rh), len(need), 32, 6),
                                                 strict=True)):
                    full = done or have[g] > 0
                    if have[g] > 0:
                        have[g] -= 1
                    if ("row", seat, b, i) in hidden:
                        full = False
                    p.art(surface, good_art(g), box, 255 if full else 60)
                if done:
                    p.art(surface, "la_granja/parts/used_mark", (rx + rw - rh, ry, rh, rh))

    def market(self, surface: pygame.Surface, s: Any, hidden: set) -> None:
        p, lay = self.p, self.lay
        for i, owner in enumerate(s.market):
            box = lay.space_box(i)
            if box is None or ("space", i) in hidden:
                continue
            if owner == BLOCKED:
                p.art(surface, "la_granja/hexes/hex_blocked", box)
            elif owner != EMPTY:
                x, y, w, h = box
                p.art(surface, marker_art(owner), (x + w * 0.2, y + h * 0.18, w * 0.6, w * 0.6))
        for b in range(1, 7):
            box = lay.building_hex_box(b)
            if box is None:
                continue
            x, y, w, h = box
            for k, seat in enumerate(s.grey[b - 1]):
                p.art(surface, marker_art(seat), (x + w * 0.08 + k * w * 0.2, y + h * 0.55, w * 0.34, w * 0.34))

    def roofs(self, surface: pygame.Surface, s: Any, seat: int) -> None:
        p, lay = self.p, self.lay
        for i, tile in enumerate(s.display[:4]):
            p.art(surface, roof_art(s.t, tile), lay.box(f"roof_{i}"))
        x, y, w, h = lay.box("roof_0")
        cost = s.facts()["roof_cost"][seat]  # what a shown roof costs this seat now (helpers included)
        gap = y - sum(lay.box("status")[1::2]) - 2  # the label stays in the gap below the status, at any text size
        p.text(surface, t("lg.roofs", cost=cost), min(16.0, gap / (1.4 * p.app.fonts.scale)), (x, y - 1), theme.PAPYRUS,
               True, "bottomleft")
        if not s.display:  # all taken: say so, or an empty row reads as something missing
            p.text(surface, t("lg.roofs_gone"), 15, (x, y + h / 2), theme.SAND, False, "midleft")

    def siesta(self, surface: pygame.Surface, s: Any, session: Any, hidden: set) -> None:
        p, lay = self.p, self.lay
        x, y, w, h = lay.box("siesta")
        p.text(surface, t("lg.siesta"), 16, (x, y), theme.PAPYRUS, True)
        for k, pts in enumerate(s.t.siesta_points[:11]):
            bx, by, bw, bh = lay.box(f"siesta_{k}")
            p.text(surface, str(pts), 14, (bx + bw / 2, by + bh - 2), theme.INK, True, "midbottom")
        stacks: dict[int, list[int]] = {}
        for seat in sorted(range(s.num_players), key=lambda q: s.height[q]):
            stacks.setdefault(s.siesta[seat], []).append(seat)
        for space, seats in stacks.items():
            bx, by, bw, bh = lay.box(f"siesta_{min(space, 10)}")
            for k, seat in enumerate(seats):
                if ("disc", seat) not in hidden:
                    p.art(surface, f"la_granja/pieces/disc_{seat}", (bx, by - 6 - k * 10, bw, bw * 0.6))

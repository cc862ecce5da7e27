"""Draws the Coal Baron main board from one seat's observation: the minecart factory with its tiles and
prices, mining, money and the bank, the order slots, the delivery spaces, workers on every space, lock
tiles, the canteen, the shift clock (which majorities it scores) and the score track.

The static layer (board art, area panels, space icons, locks) is painted once per window size; the
state is painted into a layer cached per position (table.py); sprites fly on top.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from client.games.coal_baron.cards import Components, worker_art
from client.games.coal_baron.layout import CBLayout, shrink
from client.games.common.seats import draw_seat_marker
from client.i18n import t
from client.ui import theme
from client.ui.paint import Painter

AREAS = ("factory", "mine", "money", "orders", "deliver")
AREA_FILL = (233, 220, 192)
AREA_BORDER = (74, 58, 44)
SPACE_FILL = (214, 199, 166)


def space_icon(tables: Any, sp: int) -> str | None:
    area, arg = tables.space_area[sp], tables.space_arg[sp]
    if area == "mine":
        return f"coal_baron/icons/mine_{arg}"
    if area in ("money", "bank"):
        return f"coal_baron/icons/marks_{arg}"
    if area == "deliver":
        return f"coal_baron/icons/{tables.transport_names[arg]}"
    return None


class BoardPainter:
    def __init__(self, app: Any, layout: CBLayout) -> None:
        self.app = app
        self.p = Painter(app)
        self.lay = layout
        self.parts = Components(self.p, layout)

    # --- static ---------------------------------------------------------------------------------------
    def static(self, surface: pygame.Surface, tables: Any, locked: frozenset[int]) -> None:
        p, lay = self.p, self.lay
        surface.fill(theme.BG)
        for d in lay.table.decor:
            p.art(surface, d.image, (d.x, d.y, d.w, d.h))
        for image, box in lay.pit_decor():  # the pit's own art: the same for every seat, so static
            p.art(surface, image, box)
        for name in AREAS:
            p.panel(surface, lay.box(f"area_{name}"), fill=AREA_FILL, border=AREA_BORDER, radius=12, width=3)
            x, y, w, h = lay.box(f"title_{name}")
            p.text(surface, t(f"cb.area.{name}"), 20, (x, y + h / 2), theme.INK, True, "midleft", w)
        for sp, name in enumerate(tables.space_names):
            box = lay.space_box(name)
            p.panel(surface, box, fill=SPACE_FILL, border=AREA_BORDER, radius=10, width=2)
            icon = space_icon(tables, sp)
            if icon is not None:
                x, y, w, h = box
                size = min(h - 10, w * 0.6)
                p.art(surface, icon, (x + w - size - 4, y + (h - size) / 2, size, size))
            if sp in locked:
                p.art(surface, "coal_baron/parts/lock", shrink(box, 4))
        for k in range(8):
            if tables.space_index[f"factory_{k + 1}"] not in locked:
                p.panel(surface, lay.box(f"fslot_{k + 1}"), fill=(120, 100, 80), border=AREA_BORDER, radius=8, width=2)
        for k in range(4):
            if tables.space_index[f"order_{k + 1}"] not in locked:
                p.panel(surface, lay.box(f"oslot_{k + 1}"), fill=(200, 186, 150), border=AREA_BORDER, radius=8,
                        width=2)
        self.parts.tile_back(surface, lay.box("tstack"))
        self.parts.order_back(surface, lay.box("ostack"))
        for zone, art in (("canteen", "canteen"), ("clock", "clock")):
            x, y, w, h = lay.box(zone)
            p.panel(surface, (x, y, w, h), fill=AREA_FILL, border=AREA_BORDER, radius=12, width=3)
            p.art(surface, f"coal_baron/parts/{art}", (x + 6, y + 28, 56, 56))
            # the clock's title shares its line with the shift ("Shift 1/3", at the right): half the width each
            p.text(surface, t(f"cb.area.{zone}"), p.size_for(18, 25), (x + 8, y + 4), theme.INK, True,
                   max_w=w / 2 - 12 if zone == "clock" else w - 16)
        x, y, w, h = lay.box("track")
        p.panel(surface, (x, y, w, h), fill=AREA_FILL, border=AREA_BORDER, radius=8, width=2)
        cell = (w - 20) / 100
        for v in range(0, 100, 5):
            tx = x + 10 + v * cell
            pygame.draw.line(surface, AREA_BORDER, self.app.viewport.point(tx, y + h - 12),
                             self.app.viewport.point(tx, y + h - (4 if v % 10 else 16)), self.app.viewport.px(2))
            if v % 10 == 0:
                p.text(surface, str(v), 12, (tx + 2, y + h - 2), theme.INK, False, "bottomleft")
        for name in ("log", "status", "actions"):
            p.panel(surface, lay.box(name), fill=theme.BG_DARK, border=(70, 86, 100), radius=12)

    # --- the state --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, s: Any, hidden: set, facts: dict) -> None:
        self.factory(surface, s, hidden, facts)
        self.orders(surface, s, hidden)
        self.occupants(surface, s, hidden)
        self.canteen(surface, s)
        self.clock(surface, s)
        self.track(surface, s, hidden)

    def factory(self, surface: pygame.Surface, s: Any, hidden: set, facts: dict) -> None:
        p, lay, tb = self.p, self.lay, s.t
        for slot in s.fopen:
            kind = s.fslots[slot]
            if kind < 0 or ("fslot", slot) in hidden:
                continue
            box = lay.box(f"fslot_{slot + 1}")
            self.parts.tile(surface, tb, kind, box)
            x, y, w, h = lay.box(f"price_{slot + 1}")
            cost = facts["tile_costs"][tb.tile_names[kind]]
            p.art(surface, "coal_baron/parts/mark", (x, y + 3, h - 6, h - 6))
            p.text(surface, str(cost), 18, (x + h, y + h / 2), theme.INK, True, "midleft")
        stacks = facts["stacks"]
        for zone, n in (("tstack", stacks["tiles"]), ("ostack", stacks["orders"])):
            x, y, w, h = lay.box(zone)
            p.panel(surface, (x + w - 34, y + h - 26, 32, 24), fill=theme.INK, border=theme.GOLD, radius=6, width=1.5)
            p.text(surface, str(n), 16, (x + w - 18, y + h - 14), theme.GOLD, True, "center")

    def orders(self, surface: pygame.Surface, s: Any, hidden: set) -> None:
        for slot in s.oopen:
            card = s.oslots[slot]
            if card >= 0 and ("oslot", slot) not in hidden:
                self.parts.order(surface, s.t, card, self.lay.box(f"oslot_{slot + 1}"))

    def occupants(self, surface: pygame.Surface, s: Any, hidden: set) -> None:
        tb = s.t
        for sp in s.open_spaces:
            owner, count = s.occ_owner[sp], s.occ_count[sp]
            name = tb.space_names[sp]
            if owner >= 0 and count and ("space", name) not in hidden:
                self.parts.workers(surface, owner, count, self.lay.space_box(name))
        x, y, w, h = self.lay.space_box("bank")
        for q in range(s.num_players):
            if s.bank[q]:
                bx = x + 6 + q * 44
                self.p.art(surface, worker_art(q), (bx, y + h - 30, 24, 24))
                self.p.text(surface, str(s.bank[q]), 14, (bx + 24, y + h - 6), theme.INK, True, "bottomleft")

    def canteen(self, surface: pygame.Surface, s: Any) -> None:
        x, y, w, h = self.lay.box("canteen")
        for q in range(s.num_players):
            bx, by = x + 70 + (q % 2) * 62, y + 30 + (q // 2) * 40
            if s.canteen[q]:
                self.p.art(surface, worker_art(q), (bx, by, 32, 32))
                self.p.text(surface, f"×{s.canteen[q]}", 16, (bx + 30, by + 16), theme.INK, True, "midleft")

    def clock(self, surface: pygame.Surface, s: Any) -> None:
        p = self.p
        x, y, w, h = self.lay.box("clock")
        shift = min(s.shift, s.t.shifts)
        head = p.text(surface, t("cb.shift", shift=shift, shifts=s.t.shifts), 18, (x + w - 8, y + 4), theme.TERRA,
                      True, "topright", w / 2 - 8)
        angle = {1: -90, 2: 30, 3: 150}.get(shift, -90)
        cx, cy = x + 6 + 28, y + 28 + 28
        vp = self.app.viewport
        pygame.draw.line(surface, (125, 29, 42), vp.point(cx, cy),
                         vp.point(cx + 18 * math.cos(math.radians(angle)), cy + 18 * math.sin(math.radians(angle))),
                         vp.px(4))
        top = max(34.0, head.bottom / vp.scale - vp.oy / vp.scale - y + 2)  # below the shift, at any text size
        step = min(max(24.0, 14 * 1.3 * p.app.fonts.scale), (h - top - 2) / 3)
        for i, cat in enumerate(("coal", "transport", "empty_carts")):
            due = shift >= s.t.from_shift[cat]
            p.text(surface, ("● " if due else "○ ") + t(f"cb.majority.{cat}"), 14, (x + 68, y + top + i * step),
                   theme.INK if due else theme.MUTED, due, max_w=w - 74)

    def track(self, surface: pygame.Surface, s: Any, hidden: set) -> None:
        vp = self.app.viewport
        for q in range(s.num_players):
            if ("score", q) in hidden:
                continue
            bx, by, bw, bh = self.lay.track_point(s.vp[q], q)
            draw_seat_marker(surface, q, vp.point(bx + bw / 2, by + bh / 2), vp.px(bw / 2 + 1.5))

    def needed(self, surface: pygame.Surface, facts: dict, legal: set[str]) -> None:
        """While workers are dragged: how many each space takes now, green where they may go."""
        p = self.p
        for name, k in facts["workers_needed"].items():
            x, y, w, h = self.lay.space_box(name)
            ok = name in legal
            p.panel(surface, (x + 2, y + 2, 40, 24), fill=theme.GOOD if ok else (120, 110, 100), border=theme.INK,
                    radius=6, width=1.5)
            p.text(surface, f"×{k}", 17, (x + 22, y + 14), theme.INK if ok else theme.PAPYRUS, True, "center")

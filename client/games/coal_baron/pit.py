"""Draws a seat's pit in full (cb_pit.tmx placed into the table) and the other seats' compact panels.

The full pit: the surface with the seat's orders, storage, delivered cards counted per colour and
transport (the majorities), workers and Marks; the shaft with the cage and its cubes; each level's lit
tiles to the left of the shaft and dark tiles to the right, with their carts and cubes; the work steps
left as pips while the seat mines. Everything a pit shows is public.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.coal_baron.cards import Components, cube_art, worker_art
from client.games.coal_baron.layout import Box, CBLayout, row_boxes
from client.games.coal_baron.model import PitView
from client.games.common.seats import SeatHeader, seat_color
from client.i18n import t
from client.ui import theme
from client.ui.paint import Painter

LEVEL_INK = theme.PAPYRUS


def delivered_boxes(box: Box) -> tuple[list[Box], list[Box]]:
    """The delivered summary: a place per colour (top row) and per transport (bottom row)."""
    x, y, w, h = box
    cell = (w - 8) / 4
    top = [(x + 4 + i * cell, y + 28, cell - 4, 44.0) for i in range(4)]
    bottom = [(x + 4 + i * cell, y + 76, cell - 4, 46.0) for i in range(4)]
    return top, bottom


class PitPainter:
    def __init__(self, app: Any, layout: CBLayout) -> None:
        self.p = Painter(app)
        self.lay = layout
        self.parts = Components(self.p, layout)
        self.header = SeatHeader(self.p)

    def full(self, surface: pygame.Surface, s: Any, session: Any, pv: PitView, facts: dict, hidden: set,
             mining: bool, own: bool = False) -> None:
        p, lay, tb = self.p, self.lay, s.t
        seat = pv.seat
        # the pit's art (rock, shaft, levels, storage) is in the static layer beneath (view.py)
        head = t("cb.your_pit") if own else t("cb.pit_of", name=session.seats[seat].name if seat < len(session.seats)
                                                 else "?")
        head += "   ·   " + t("cb.balance", lit=s.lit[seat], dark=s.dark[seat])
        self.header.draw(surface, lay.pit_box("header"), session, seat, 20, score=s.vp[seat], score_size=30,
                         text=head)
        self.levels(surface, tb, pv, hidden)
        if ("cage", seat) not in hidden:
            p.art(surface, "coal_baron/parts/cage", lay.cage_box(pv.cage_level))
            for c, box in pv.cage:
                p.art(surface, cube_art(c), box)
        for c, n, box in pv.storage:
            x, y, w, h = box
            p.art(surface, cube_art(c), (x, y + 4, 32, 32), 255 if n else 90)
            p.text(surface, f"×{n}", 18, (x + 34, y + h / 2), theme.INK, True, "midleft")
        for o in pv.orders:
            self.parts.order(surface, tb, o.card, o.box, [f for _c, f, _b in o.spots])
        if not pv.orders:
            x, y, w, h = lay.pit_box("orders")
            none = "cb.no_open_orders" if s.delivered[seat] else "cb.no_orders"  # all delivered, or none taken
            p.text(surface, t(none), 18, (x + w / 2, y + h / 2), theme.INK, True, "center", w - 20)
        self.delivered(surface, s, seat)
        self.supply(surface, s, seat)
        if mining:
            steps = facts["work_steps"]
            for box in lay.step_pips(steps):
                p.art(surface, "coal_baron/parts/pip", box)
            x, y, w, h = lay.pit_box("steps")
            label = t("cb.steps_one" if steps == 1 else "cb.steps", n=steps)
            p.text(surface, label, 14, (x + w / 2, y - 2), theme.INK, True, "midbottom")

    def levels(self, surface: pygame.Surface, tb: Any, pv: PitView, hidden: set) -> None:
        p, lay = self.p, self.lay
        for lv in pv.levels:
            x, y, w, h = lay.cage_box(lv.level)
            p.text(surface, str(lv.level), 14, (x - 2, y + 2), LEVEL_INK, True, "topright")
            if lv.printed is not None:
                p.panel(surface, lv.printed, fill=(70, 66, 62), border=theme.INK, radius=6, width=2)
            for kind, box in lv.tiles:
                if ("tile", pv.seat, kind) not in hidden:
                    self.parts.tile(surface, tb, kind, box)
            if lv.printed is not None:
                for cart in lay.cart_boxes(lv.printed, 1):
                    p.art(surface, "coal_baron/parts/cart", cart)
            for c, box in lv.cubes:
                p.art(surface, cube_art(c), box)

    def delivered(self, surface: pygame.Surface, s: Any, seat: int) -> None:
        p, tb = self.p, s.t
        box = self.lay.pit_box("delivered")
        x, y, w, h = box
        p.panel(surface, box, fill=(233, 220, 192), border=(74, 58, 44), radius=10, width=2)
        p.text(surface, t("cb.delivered", n=len(s.delivered[seat])), 15, (x + 8, y + 4), theme.INK, True,
               max_w=w - 16)
        colours, transports = delivered_boxes(box)
        for c, (bx, by, _bw, bh) in enumerate(colours):
            p.art(surface, cube_art(c), (bx, by + 6, 28, 28))
            p.text(surface, str(s.dcol[4 * seat + c]), 16, (bx + 30, by + bh / 2), theme.INK, True, "midleft")
        for i, (bx, by, _bw, bh) in enumerate(transports):
            p.art(surface, f"coal_baron/icons/{tb.transport_names[i]}", (bx, by + 4, 30, 30))
            p.text(surface, str(s.dtrans[4 * seat + i]), 16, (bx + 32, by + bh / 2), theme.INK, True, "midleft")

    def supply(self, surface: pygame.Surface, s: Any, seat: int) -> None:
        p = self.p
        x, y, w, h = self.lay.supply_box()
        p.panel(surface, (x, y, w, h), fill=(233, 220, 192), border=(74, 58, 44), radius=10, width=2)
        if s.workers[seat]:
            p.art(surface, worker_art(seat), (x + 6, y + 6, 54, 54))
        p.text(surface, f"×{s.workers[seat]}", 22, (x + 62, y + 34), theme.INK, True, "midleft", w - 66)
        p.art(surface, "coal_baron/parts/mark", (x + 8, y + 74, 40, 40))
        p.text(surface, str(s.money[seat]), 24, (x + 54, y + 94), theme.INK, True, "midleft", w - 58)

    # --- the other seats --------------------------------------------------------------------------------
    def compact(self, surface: pygame.Surface, s: Any, session: Any, seat: int, box: Box, pinned: bool) -> None:
        """A seat at a glance: workers, Marks, tiles per level (lit | dark), cubes, cage, orders, deliveries."""
        p, tb = self.p, s.t
        x, y, w, h = box
        p.panel(surface, box, fill=theme.PAPYRUS, border=theme.GOLD if pinned else seat_color(seat), radius=12,
                width=4 if pinned else 3)
        self.header.draw(surface, (x + 8, y + 4, w - 16, 30), session, seat, 19, score=s.vp[seat], score_size=26)
        p.art(surface, worker_art(seat), (x + 10, y + 40, 26, 26))
        p.text(surface, f"×{s.workers[seat]}", 16, (x + 38, y + 53), theme.INK, True, "midleft")
        p.art(surface, "coal_baron/parts/mark", (x + 10, y + 72, 24, 24))
        p.text(surface, str(s.money[seat]), 16, (x + 38, y + 84), theme.INK, True, "midleft")
        p.text(surface, t("cb.cage_at", level=s.cage_level[seat]), 13, (x + 10, y + 104), theme.INK, False,
               max_w=96)
        for lv in range(4):
            ly = y + 40 + lv * 24
            p.art(surface, cube_art(lv), (x + 112, ly, 20, 20))
            lit = sum(1 for k in s.tiles[seat] if tb.tile_colour[k] == lv and tb.tile_lit[k])
            dark = sum(1 for k in s.tiles[seat] if tb.tile_colour[k] == lv and not tb.tile_lit[k])
            cubes = sum(s.pit[16 * seat + 4 * lv + c] for c in range(4))
            key = "cb.level_line" if p.app.fonts.scale <= 1.2 else "cb.level_line_short"  # large text: the short form
            p.text(surface, t(key, lit=lit, dark=dark, cubes=cubes, carts=s.carts[4 * seat + lv]), 13,
                   (x + 136, ly + 10), theme.INK, False, "midleft", 150)
        ox = x + 296
        for (card, need, _on), mb in zip(s.held[seat], row_boxes((ox, y + 38, 220, 96), len(s.held[seat]), 52, 4),
                                         strict=False):
            cx, cy, cw, ch = mb
            card_box = (cx, y + 40, cw * 0.78, 66)
            self.parts.order(surface, tb, card, card_box, None)
            p.text(surface, str(len(tb.order_need[card]) - len(need)) + "/" + str(len(tb.order_need[card])), 12,
                   (cx + cw * 0.39, y + 110), theme.INK, True, "midtop")
        dx = x + w - 176
        for c in range(4):
            p.art(surface, cube_art(c), (dx + c * 42, y + 44, 20, 20))
            p.text(surface, str(s.dcol[4 * seat + c]), 14, (dx + c * 42 + 22, y + 54), theme.INK, True, "midleft")
        for i in range(4):
            p.art(surface, f"coal_baron/icons/{tb.transport_names[i]}", (dx + i * 42, y + 74, 22, 22))
            p.text(surface, str(s.dtrans[4 * seat + i]), 14, (dx + i * 42 + 24, y + 85), theme.INK, True,
                   "midleft")
        p.text(surface, t("cb.storage_line", n=sum(s.storage[4 * seat:4 * seat + 4]),
                          cage=sum(s.cage[4 * seat:4 * seat + 4])), 13, (dx, y + 104), theme.INK, False, max_w=170)

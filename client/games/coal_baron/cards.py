"""Coal Baron's components drawn from the engine's tables: order cards with their cube spots and
points, tunnel tiles with their carts, cubes (each colour with its own mark), workers."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.coal_baron.layout import Box, CBLayout
from client.i18n import t
from client.ui import theme
from client.ui.paint import Painter
from engine.games.coal_baron.data import COLOURS

SOCKET = (74, 64, 54)  # an order's empty spot: the cube it wants, in a dark socket
FILLED = (132, 186, 104)  # a filled spot: green, ticked


def cube_art(colour: int | str) -> str:
    return f"coal_baron/cubes/cube_{colour if isinstance(colour, str) else COLOURS[colour]}"


def worker_art(seat: int) -> str:
    return f"coal_baron/pieces/worker_{seat % 4}"


def tile_art(tables: Any, kind: int) -> str:
    return f"coal_baron/tiles/tile_{COLOURS[tables.tile_colour[kind]]}_{'lit' if tables.tile_lit[kind] else 'dark'}"


def order_art(tables: Any, card: int) -> str:
    return f"coal_baron/orders/order_{tables.transport_names[tables.order_transport[card]]}"


def colour_name(c: int) -> str:
    return str(t(f"cb.colour.{COLOURS[c]}"))


def transport_name(tables: Any, i: int) -> str:
    return str(t(f"cb.transport.{tables.transport_names[i]}"))


def tile_name(tables: Any, kind: int) -> str:
    side = t("cb.lit") if tables.tile_lit[kind] else t("cb.dark")
    key = "cb.tile_name_one" if tables.tile_carts[kind] == 1 else "cb.tile_name"
    return str(t(key, colour=colour_name(tables.tile_colour[kind]), carts=tables.tile_carts[kind],
                 side=side, cost=tables.tile_cost[kind]))


def order_name(tables: Any, card: int) -> str:
    cubes = " ".join(colour_name(c) for c in tables.order_need[card])
    return str(t("cb.order_name", transport=transport_name(tables, tables.order_transport[card]), cubes=cubes,
                 points=tables.order_points[card]))


class Components:
    def __init__(self, painter: Painter, layout: CBLayout) -> None:
        self.p = painter
        self.lay = layout

    def order(self, surface: pygame.Surface, tables: Any, card: int, box: Box,
              filled: list[bool] | None = None, alpha: int = 255) -> None:
        """An order card: its transport, its spots (filled ones hold their cube), its points."""
        p = self.p
        x, y, w, h = box
        p.art(surface, order_art(tables, card), box, alpha)
        need = tables.order_need[card]
        for i, (c, spot) in enumerate(zip(need, self.lay.spot_boxes(box, len(need)), strict=True)):
            full = bool(filled and filled[i])
            sx, sy, sw, sh = spot
            if full:  # a cube in: on green, full size, ticked
                p.panel(surface, spot, fill=FILLED, border=theme.INK, radius=4, width=1.5)
                p.art(surface, cube_art(c), spot, alpha)
                self.tick(surface, (sx + sw * 0.62, sy + sh * 0.62, sw * 0.38, sh * 0.38))
            else:  # wanted: the cube it takes, solid in a dark socket
                p.panel(surface, spot, fill=SOCKET, border=theme.INK, radius=4, width=1.5)
                k = 0.78
                p.art(surface, cube_art(c), (sx + sw * (1 - k) / 2, sy + sh * (1 - k) / 2, sw * k, sh * k), alpha)
        p.panel(surface, (x + w / 2 - 20, y + h - 34, 40, 28), fill=theme.INK, border=theme.GOLD, radius=8, width=2)
        p.text(surface, str(tables.order_points[card]), 20, (x + w / 2, y + h - 20), theme.GOLD, True, "center")

    def tick(self, surface: pygame.Surface, box: Box) -> None:
        """A filled spot's tick in a small round badge."""
        x, y, w, h = box
        vp = self.p.app.viewport
        r = vp.px(min(w, h) / 2)
        cx, cy = vp.point(x + w / 2, y + h / 2)
        pygame.draw.circle(surface, theme.INK, (cx, cy), r)
        k = max(1, r // 2)
        points = [(cx - k, cy), (cx - k // 3, cy + k * 2 // 3), (cx + k, cy - k * 2 // 3)]
        pygame.draw.lines(surface, FILLED, False, points, max(2, r // 3))

    def order_back(self, surface: pygame.Surface, box: Box) -> None:
        self.p.art(surface, "coal_baron/parts/orders_stack", box)

    def tile(self, surface: pygame.Surface, tables: Any, kind: int, box: Box, alpha: int = 255) -> None:
        """A tunnel tile with its empty carts (cubes are drawn by whoever knows where they are)."""
        p = self.p
        p.art(surface, tile_art(tables, kind), box, alpha)
        for cart in self.lay.cart_boxes(box, tables.tile_carts[kind]):
            p.art(surface, "coal_baron/parts/cart", cart, alpha)

    def tile_back(self, surface: pygame.Surface, box: Box) -> None:
        self.p.art(surface, "coal_baron/parts/tiles_stack", box)

    def workers(self, surface: pygame.Surface, seat: int, count: int, box: Box, size: float = 18) -> None:
        """Workers on a place: one figure and, for more than one, their number in a badge on it."""
        p = self.p
        x, y, w, h = box
        fs = min(40.0, h - 8, w - 6)
        fx, fy = x + 4, y + h - fs - 4
        p.art(surface, worker_art(seat), (fx, fy, fs, fs))
        if count > 1:
            bw = 16 + 9 * len(str(count))
            p.panel(surface, (fx + fs - bw * 0.55, fy + fs - 20, bw, 20), fill=theme.PAPYRUS, border=theme.INK,
                    radius=6, width=1.5)
            p.text(surface, f"×{count}", 15, (fx + fs - bw * 0.55 + bw / 2, fy + fs - 10), theme.INK, True, "center")

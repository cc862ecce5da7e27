"""Market hexes lit as strong hex outlines: a hex a piece may go to, or a space a
click may take, is outlined along its own six sides (thick, with a dark inner line so it reads on any
hex colour), not as a rectangle around it."""
from __future__ import annotations

import pygame

from client.ui import theme
from client.ui.paint import Box, Painter


def hex_points(box: Box, inset: float = 0.0) -> list[tuple[float, float]]:
    """The corners of the pointy-top hex filling `box` (design px), moved in by `inset`."""
    x, y, w, h = box
    x, y, w, h = x + inset, y + inset, w - 2 * inset, h - 2 * inset
    cx = x + w / 2
    return [(cx, y), (x + w, y + h / 4), (x + w, y + 3 * h / 4), (cx, y + h), (x, y + 3 * h / 4), (x, y + h / 4)]


def hex_outline(p: Painter, surface: pygame.Surface, box: Box, color: tuple[int, int, int] = theme.HILITE,
                width: float = 6) -> None:
    vp = p.app.viewport
    outer = [vp.point(px, py) for px, py in hex_points(box, width / 2)]
    pygame.draw.polygon(surface, color, outer, vp.px(width))
    inner = [vp.point(px, py) for px, py in hex_points(box, width + 1)]
    pygame.draw.polygon(surface, theme.INK, inner, max(1, vp.px(2)))


def is_hex(box: Box, hex_size: tuple[float, float]) -> bool:
    return abs(box[2] - hex_size[0]) < 0.5 and abs(box[3] - hex_size[1]) < 0.5

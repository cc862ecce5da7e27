"""Zones of a table painted once per distinct key into their own surface, then only blitted.

A zone's surface starts as a copy of the static layer beneath it (an opaque surface blits several
times faster than one with alpha), and is painted with the viewport's origin moved to the zone, so
the painting code draws in the same design coordinates as everywhere else.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


class ZoneCache:
    def __init__(self, app: Any) -> None:
        self.app = app
        self._hits: dict[str, tuple[tuple, pygame.Surface, pygame.Rect]] = {}

    def clear(self) -> None:
        self._hits.clear()

    def blit(self, surface: pygame.Surface, zone: str, box: tuple[float, float, float, float], key: tuple,
             static: pygame.Surface | None, paint: Callable[[pygame.Surface], None], pad: float = 0) -> None:
        vp = self.app.viewport
        r = vp.rect(*box).inflate(vp.px(pad), vp.px(pad))
        full = (key, r.size, vp.scale, vp.ox, vp.oy, self.app.fonts.scale, self.app.landing.key())
        hit = self._hits.get(zone)
        if hit is None or hit[0] != full:
            # the zone's old surface is painted over when it has the size (a new one, converted, cost more
            # than the painting of a small zone)
            reuse = hit is not None and hit[1].get_size() == r.size
            surf = hit[1] if hit is not None and reuse else pygame.Surface(r.size)
            if reuse and static is None:
                surf.fill((0, 0, 0))
            if static is not None:
                if not reuse:
                    surf = surf.convert()
                clip = r.clip(static.get_rect())
                if clip.w > 0 and clip.h > 0:
                    surf.blit(static, (clip.x - r.x, clip.y - r.y), clip)
            vp.ox -= r.x
            vp.oy -= r.y
            try:
                paint(surf)
            finally:
                vp.ox += r.x
                vp.oy += r.y
            hit = (full, surf, r)
            self._hits[zone] = hit
        surface.blit(hit[1], hit[2])

"""The pasture outline's preview: the Fence move of exactly the outlined cells, the fences it still needs
(the engine's `fencing.new_fences`, the count the Fence decision pays in wood) and the engine's answer;
painted as tinted cells, light rails where the new fences go, and a label with the wood — green when the
engine would allow the pasture, red when not."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.agricola.controls import fence_move
from client.games.agricola.layout import FarmPlace
from client.i18n import t
from client.ui import theme
from engine.games.agricola import fencing
from engine.games.agricola.moves import Fence

Preview = tuple[Fence, int, int, str | None]


def outline_preview(state: Any, seat: int, cells: frozenset[int]) -> Preview:
    """(the Fence move, its new fences as edges, their wood, the engine's reason or None)."""
    move = fence_move(cells)
    edges = fencing.new_fences(state, seat, sum(1 << c for c in cells))
    return move, edges, edges.bit_count(), state.why_illegal(move)


def paint_outline(app: Any, farms: Any, surface: pygame.Surface, place: FarmPlace, preview: Preview,
                  cells: frozenset[int], at: tuple[float, float] | None) -> None:
    vp = app.viewport
    _move, edges, wood, reason = preview
    colour = theme.GOOD if reason is None else theme.BAD
    for c in cells:
        r = vp.rect(*place.cell(c))
        tint = pygame.Surface(r.size, pygame.SRCALPHA)
        tint.fill((*colour, 70))
        surface.blit(tint, r)
    farms.fences(surface, edges, place, theme.WHITE, 10)
    x, y = at if at is not None else (place.box("yard")[0] + 10, place.box("yard")[1] - 40)
    label = t("ag.outline", fences=wood, wood=wood) + ("" if reason is None else "  ·  " + t("ag.outline_no"))
    img = app.fonts.render(label, vp.px(20), theme.WHITE, True)
    r = img.get_rect(bottomleft=vp.point(x + 16, y - 12))
    r.clamp_ip(surface.get_rect())
    theme.panel(surface, r.inflate(vp.px(20), vp.px(12)), fill=theme.INK, border=colour, radius=vp.px(8),
                width=vp.px(2))
    surface.blit(img, r)

"""The score chart: each seat's score over the game by category (`client.session.progress.score_timeline`).

At each mark of the game (start, each round, epoch or shift, the end) every seat has a bar of its categories,
stacked up from zero for points and down for penalties, and a line in the seat's colour joins its totals. The
results screen and the replay viewer draw it; the viewer also marks the ply it shows.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.common.seats import draw_seat_marker
from client.i18n import lang, t
from client.session.progress import ChartPoint
from client.ui import theme

# category colours, in the game's category order: pale, so that the seats' saturated lines stand out
CATEGORY_COLORS = [(236, 200, 120), (160, 200, 220), (200, 170, 210), (170, 205, 150), (235, 160, 140),
                   (150, 160, 210), (220, 220, 160), (190, 150, 130), (150, 210, 195), (230, 180, 205),
                   (180, 180, 180), (240, 225, 180), (130, 180, 160), (210, 140, 160), (200, 190, 230)]
GRID = (60, 72, 84)
LEGEND_MAX = 15
LABEL_ROOM = 34  # design px a mark's label needs; narrower marks label every other one


def category_color(i: int) -> tuple[int, int, int]:
    return CATEGORY_COLORS[i % len(CATEGORY_COLORS)]


def _stacks(points: list[ChartPoint]) -> tuple[float, float]:
    lo = hi = 0.0
    for p in points:
        for b in p.breakdown:
            lo = min(lo, sum(v for v in b.values() if v < 0))
            hi = max(hi, sum(v for v in b.values() if v > 0))
        for total in p.totals:
            lo, hi = min(lo, total), max(hi, total)
    return lo, max(hi, lo + 10)


def draw_score_chart(app: Any, surface: pygame.Surface, box: tuple[float, float, float, float],
                     points: list[ChartPoint], names: list[str], game: Any, at_ply: int | None = None) -> None:
    """The chart in `box` (design px: x, y, w, h), its title above, the marks' labels and legend below;
    `at_ply`: a thin line where the viewer stands."""
    vp, fonts = app.viewport, app.fonts
    bx, by, bw, bh = box
    theme.panel(surface, vp.rect(bx, by, bw, bh), fill=theme.BG_DARK, border=theme.SAND, radius=vp.px(16))
    img = fonts.fit(t("results.chart"), vp.px(24), vp.px(bw - 40), theme.SAND, True)
    surface.blit(img, vp.point(bx + 20, by + 12))
    if not points:
        return
    cats = list(points[-1].breakdown[0]) if points[-1].breakdown else []
    used = [c for c in cats if any(b.get(c, 0) for p in points for b in p.breakdown)]
    columns = 2  # two columns, so a long label ("Unused farmyard spaces") keeps its size; more rows instead
    legend_rows = -(-min(len(used), LEGEND_MAX) // columns)
    x, w = bx + 70, bw - 100
    top, bottom = by + 56, by + bh - 70 - 26 * legend_rows
    lo, hi = _stacks(points)

    def ypos(v: float) -> float:
        return bottom - (v - lo) / (hi - lo) * (bottom - top)

    for value in sorted({int(lo), 0, int(hi)}):  # the scale, and the zero line
        vy = ypos(value)
        pygame.draw.line(surface, theme.MUTED if value == 0 else GRID, vp.point(x, vy), vp.point(x + w, vy),
                         vp.px(2 if value == 0 else 1))
        img = fonts.render(str(value), vp.px(16), theme.MUTED)
        surface.blit(img, img.get_rect(midright=vp.point(x - 8, vy)))
    n, marks = len(names), len(points)
    slot = w / marks
    bar = min(28.0, slot * 0.8 / max(1, n))
    centers: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for e, p in enumerate(points):
        cx = x + slot * (e + 0.5)
        if slot >= LABEL_ROOM or e % 2 == 0 or e == marks - 1:
            img = fonts.render(p.label.text(lang()), vp.px(16), theme.MUTED)
            surface.blit(img, img.get_rect(midtop=vp.point(cx, bottom + 6)))
        for j in range(min(n, len(p.breakdown))):
            left = cx - bar * n / 2 + bar * j
            up = down = 0.0
            for i, c in enumerate(cats):
                v = p.breakdown[j].get(c, 0)
                if not v:
                    continue
                start = up if v > 0 else down
                end = start + v
                y0, y1 = sorted((ypos(start), ypos(end)))
                pygame.draw.rect(surface, category_color(i), vp.rect(left + 1, y0, bar - 2, max(1.0, y1 - y0)))
                if v > 0:
                    up = end
                else:
                    down = end
            seat_color = theme.SEAT_COLORS[j % len(theme.SEAT_COLORS)]  # whose bar: a strip on the zero line
            pygame.draw.rect(surface, seat_color, vp.rect(left + 1, ypos(0) - 2, bar - 2, 4))
            centers[j].append(vp.point(left + bar / 2, ypos(p.totals[j])))
    for j, pts in enumerate(centers):
        color = theme.SEAT_COLORS[j % len(theme.SEAT_COLORS)]
        if len(pts) > 1:
            pygame.draw.lines(surface, theme.BG_DARK, False, pts, vp.px(6))
            pygame.draw.lines(surface, color, False, pts, vp.px(3))
        for pt in pts:  # each seat's symbol on its points: the lines are told apart without their colour
            draw_seat_marker(surface, j, pt, vp.px(8))
    if at_ply is not None:
        _draw_at(app, surface, points, at_ply, x, slot, top, bottom)
    caption = fonts.render(game.round_word.get(lang(), game.round_word["en"]), vp.px(16), theme.MUTED)
    surface.blit(caption, caption.get_rect(midtop=vp.point(x + w / 2, bottom + 26)))
    _legend(app, surface, game, cats, used[:LEGEND_MAX], (bx + 30, bottom + 50, bw - 60), columns)


def _draw_at(app: Any, surface: pygame.Surface, points: list[ChartPoint], ply: int, x: float, slot: float,
             top: float, bottom: float) -> None:
    """A vertical line at `ply`, between the marks around it."""
    vp = app.viewport
    plies = [p.ply for p in points]
    e = 0.0
    for i in range(len(plies)):
        if ply >= plies[i]:
            nxt = plies[i + 1] if i + 1 < len(plies) else plies[i]
            e = i + (0.0 if nxt == plies[i] else min(1.0, (ply - plies[i]) / (nxt - plies[i])))
    vx = x + slot * (e + 0.5)
    pygame.draw.line(surface, theme.HILITE, vp.point(vx, top), vp.point(vx, bottom), vp.px(2))


def _legend(app: Any, surface: pygame.Surface, game: Any, cats: list[str], used: list[str],
            box: tuple[float, float, float], columns: int) -> None:
    vp, fonts = app.viewport, app.fonts
    x, y, w = box
    col = w / columns
    for k, c in enumerate(used):
        lx, ly = x + col * (k % columns), y + 26 * (k // columns)
        pygame.draw.rect(surface, category_color(cats.index(c)), vp.rect(lx, ly + 4, 14, 14))
        img = fonts.fit(game.category_label(c, lang()), vp.px(16), vp.px(col - 30), theme.PAPYRUS)
        surface.blit(img, vp.point(lx + 22, ly + 2))

"""Draws the harvest's sequence over the action board: the heading with its three steps (the one under way
lit, those done ticked), a line saying what the step does, and a row per seat with what it got so far:
crops from its fields, food eaten and begging cards, newborn animals or the engine's words on why a
species did not breed. When the viewer feeds, the feeding panel (harvest.py) takes the board with the
same three steps in its heading."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.agricola.harvest_show import HarvestShow, SeatHarvest
from client.games.agricola.layout import AGLayout, Box
from client.games.agricola.view import good_art, signed
from client.games.common.seats import seat_color
from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Painter
from engine.core.text import name_seats

STEP_KEYS = ("ag.harvest.fields", "ag.harvest.feeding", "ag.harvest.breeding")
DONE = (74, 104, 60)
DARK = (52, 44, 34)


class HarvestShowPainter:
    def __init__(self, app: Any, layout: AGLayout) -> None:
        self.p = Painter(app)
        self.lay = layout

    def steps(self, surface: Any, box: Box, step: int) -> None:
        """The three steps side by side in `box`: done ones ticked, the current one lit."""
        x, y, w, h = box
        each = (w - 16) / 3
        for i, key in enumerate(STEP_KEYS):
            n = i + 1
            chip = (x + i * (each + 8), y, each, h)
            fill, ink = (theme.GOLD, theme.INK) if n == step else (DONE, theme.PAPYRUS) if n < step else (
                (70, 60, 48), theme.MUTED)
            self.p.panel(surface, chip, fill=fill, border=theme.INK if n == step else theme.SAND, radius=10,
                         width=3 if n == step else 1)
            r = self.p.text(surface, t(key), 19, (chip[0] + each / 2, y + h / 2), ink, True, "center", each - 40)
            if n < step:
                self.tick(surface, r.right + 8, r.centery, ink)

    def tick(self, surface: Any, x: int, y: int, color: tuple) -> None:
        """A done step's tick (window pixels: drawn next to its label)."""
        k = max(1, self.p.app.viewport.px(6))
        pygame.draw.lines(surface, color, False, [(x, y), (x + k, y + k), (x + 3 * k, y - 2 * k)], max(2, k // 2))

    def feeding_head(self, surface: Any, box: Box, show: HarvestShow, names: list[str]) -> None:
        """In the feeding panel: the steps, and what the fields gave each seat."""
        self.steps(surface, box, show.step)
        got = []
        for seat, name in enumerate(names):
            r = show.rows.get(seat)
            if r is not None and r.harvested:
                crops = [f"+{k} {t(f'ag.good.{g}')}" for g, k in (("grain", r.grain), ("vegetable", r.vegetable)) if k]
                got.append(f"{name} {' '.join(crops) or t('ag.harvest.no_crops')}")
        if got:
            x, y, w, h = self.lay.box("harvest")
            self.p.text(surface, t("ag.harvest.fields_gave", seats=" · ".join(got)), 16, (x + 24, y + h - 108),
                        theme.SAND, True, max_w=w - 48)

    def draw(self, surface: Any, show: HarvestShow, names: list[str]) -> None:
        p = self.p
        box = self.lay.box("harvest")
        x, y, w, h = box
        p.panel(surface, box, fill=DARK, border=theme.GOLD, radius=18, width=4)
        p.text(surface, t("ag.harvest.title", round=show.round), 26, (x + 24, y + 14), theme.GOLD, True,
               max_w=w - 48)
        self.steps(surface, (x + 24, y + 54, w - 48, 42), show.step)
        if show.waiting:  # a person begged without a choice: said before the harvest goes on
            rows_of = [(q, show.rows.get(q, SeatHarvest())) for q in show.begged]
            notice = "  ·  ".join(t("ag.harvest.unasked", name=names[q], n=r.begging, points=signed(r.points))
                                  for q, r in rows_of)
            p.text(surface, notice, 17, (x + 24, y + 106), theme.BAD, True, max_w=w - 48)
        else:
            p.text(surface, t(f"ag.harvest.what{show.step}"), 17, (x + 24, y + 106), theme.SAND, True,
                   max_w=w - 48)
        rows = len(names)
        row_h = min(72.0, (h - 150) / max(1, rows))
        for seat, name in enumerate(names):
            self.seat_row(surface, (x + 24, y + 138 + seat * row_h, w - 48, row_h - 6), seat, name,
                          show.rows.get(seat, SeatHarvest()), show.step, names)
        if show.step == 3 or show.waiting:
            p.text(surface, t("ag.harvest.go_on"), 15, (x + w - 24, y + 22), theme.SAND, True, "topright",
                   w * 0.4)

    def seat_row(self, surface: Any, box: Box, seat: int, name: str, r: SeatHarvest, step: int,
                 names: list[str]) -> None:
        p = self.p
        x, y, w, h = box
        p.panel(surface, box, fill=(244, 232, 200), border=seat_color(seat), radius=10, width=3)
        p.text(surface, name, 19, (x + 14, y + h / 2), theme.INK, True, "midleft", 170)
        icon = min(34.0, h - 12)
        self.crops(surface, (x + 196, y + (h - icon) / 2, 220, icon), r)
        if step >= 2:
            self.fed(surface, (x + 430, y + (h - icon) / 2, 200, icon), r)
        if step >= 3:
            self.bred(surface, (x + 640, y, w - 650, h), r, names)

    def crops(self, surface: Any, box: Box, r: SeatHarvest) -> None:
        x, y, _w, s = box
        if not r.harvested:
            return
        got = [(g, k) for g, k in (("grain", r.grain), ("vegetable", r.vegetable)) if k]
        if not got:
            self.p.text(surface, t("ag.harvest.no_crops"), 16, (x, y + s / 2), theme.MUTED, True, "midleft", 210)
        for i, (g, k) in enumerate(got):
            self.p.art(surface, good_art(g), (x + i * 100, y, s, s))
            self.p.text(surface, f"+{k}", 19, (x + i * 100 + s + 4, y + s / 2), theme.INK, True, "midleft")

    def fed(self, surface: Any, box: Box, r: SeatHarvest) -> None:
        x, y, _w, s = box
        if not r.fed:
            self.p.text(surface, t("ag.harvest.to_feed"), 16, (x, y + s / 2), theme.MUTED, True, "midleft", 190)
            return
        self.p.art(surface, good_art("food"), (x, y, s, s))
        self.p.text(surface, f"−{r.food}", 19, (x + s + 4, y + s / 2), theme.INK, True, "midleft")
        if r.begging:
            self.p.art(surface, "agricola/parts/begging", (x + 90, y - 2, s * 0.8, s + 4))
            self.p.text(surface, t("ag.harvest.begged", n=r.begging, points=signed(r.points)), 19,
                        (x + 92 + s * 0.8, y + s / 2), theme.BAD, True, "midleft", 150)

    def bred(self, surface: Any, box: Box, r: SeatHarvest, names: list[str]) -> None:
        x, y, w, h = box
        s = min(34.0, h - 12)
        for i, species in enumerate(r.bred):
            self.p.art(surface, good_art(species), (x + i * (s + 6), y + (h - s) / 2, s, s))
        left = x + len(r.bred) * (s + 6) + (8 if r.bred else 0)
        words = [name_seats(n.text(lang()), names) for n in r.notes]
        if words:
            self.p.wrapped(surface, " ".join(words), 14, (left, y + 2, x + w - left, h - 4), theme.TERRA, max_lines=2)
        elif not r.bred:
            self.p.text(surface, t("ag.harvest.no_young"), 16, (left, y + h / 2), theme.MUTED, True, "midleft",
                        x + w - left)
        else:
            self.p.text(surface, t("ag.harvest.young", n=len(r.bred)), 16, (left, y + h / 2), theme.INK, True,
                        "midleft", x + w - left)

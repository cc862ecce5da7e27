"""Draws a seat's farmyard (ag_farm.tmx) at a place and scale: the viewer's large with its supply, people
at home, majors owned and the room kept for a hand of cards; every other seat's small in its panel with its
goods as a grid of counts. Rooms of the house's material, fields with their crops, stables, fences on the
edges, the animals where they stand (the engine's `farm.arrangement`), begging cards.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.agricola.animals_view import Places, arranged, owned_boxes, place_cells
from client.games.agricola.layout import Box, FarmPlace, grid
from client.games.agricola.view import GOODS, good_art, major_art, person_art
from client.games.common.seats import SeatHeader
from client.i18n import t
from client.ui import theme
from client.ui.paint import Painter
from engine.games.agricola import farm

HOUSE = ("wood", "clay", "stone")
FENCE = (120, 72, 30)
FENCE_LIGHT = (226, 196, 140)
SPECIES = ("sheep", "boar", "cattle")


def animal_places(s: Any, p: int, places: Places | None = None) -> list[tuple[int, int, int]]:
    """(cell to draw at, species, count) for every place holding animals: each pasture at its first cell,
    each unfenced stable, the pet in the house (its first room). `places`: the arrangement the table shows
    (`animals_view`), else the engine's."""
    if places is None:
        places = arranged(s, p)
    if places is None:
        return []
    cells = place_cells(s, p)
    shown: dict[tuple[int, int], int] = {}  # places drawn at one cell (the pet and places on cards) add up
    for j, v in enumerate(places):
        for k in range(3):
            if v[k]:
                shown[(cells[j][0], k)] = shown.get((cells[j][0], k), 0) + v[k]
    return [(c, k, n) for (c, k), n in shown.items()]


class FarmPainter:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.p = Painter(app)
        self.header = SeatHeader(self.p)

    def yard(self, surface: pygame.Surface, s: Any, p: int, place: FarmPlace, hidden: frozenset = frozenset(),
             places: Places | None = None) -> None:
        """The 15 cells, the fences and the animals."""
        pt = self.p
        base = farm.CELLS * p
        fenced = s.fenced(p)
        for c in range(farm.CELLS):
            box = place.cell(c)
            bit = 1 << c
            if s.rooms[p] & bit:
                pt.art(surface, f"agricola/cells/room_{HOUSE[s.house[p]]}", box)
            elif s.fields[p] & bit:
                pt.art(surface, "agricola/cells/field", box)
                n = s.crop_n[base + c]
                if n and ("crop", p, c) not in hidden:
                    crop = GOODS[s.crop[base + c]]
                    for b in grid(self.inner(box, 0.18), n, box[2] * 0.3, box[2] * 0.02):
                        pt.art(surface, good_art(crop), b)
            else:
                pt.art(surface, "agricola/cells/pasture" if fenced & bit else "agricola/cells/meadow", box)
            if s.stables[p] & bit:
                x, y, w, h = box
                pt.art(surface, "agricola/cells/stable", (x + w * 0.55, y + h * 0.04, w * 0.42, h * 0.42))
        self.fences(surface, s.fences[p], place)
        for c, k, n in animal_places(s, p, places):
            self.animals(surface, place.cell(c), SPECIES[k], n)

    @staticmethod
    def inner(box: Box, pad: float) -> Box:
        x, y, w, h = box
        return (x + w * pad, y + h * pad, w * (1 - 2 * pad), h * (1 - 2 * pad))

    def fences(self, surface: pygame.Surface, edges: int, place: FarmPlace, colour: tuple = FENCE_LIGHT,
               width: float = 12) -> None:
        """Fences as wooden rails: a dark edge, a light rail on it, a post at each end (so a fence reads as
        a fence at any size, and never as the yellow glow of a clickable cell)."""
        vp = self.app.viewport
        wide = max(3, vp.px(width * place.scale))
        rail = max(1, wide // 2)
        post = max(2, round(wide * 0.75))
        lines = [(vp.point(*a), vp.point(*b)) for a, b in (place.edge_line(e) for e in farm.bits(edges))]
        for a, b in lines:
            pygame.draw.line(surface, FENCE, a, b, wide)
        for a, b in lines:
            pygame.draw.line(surface, colour, a, b, rail)
        for a, b in lines:
            for end in (a, b):
                pygame.draw.rect(surface, FENCE, (end[0] - post // 2, end[1] - post // 2, post, post))

    def animals(self, surface: pygame.Surface, box: Box, species: str, n: int) -> None:
        """The animals of a place: the species and its count on a light tag (readable over a room too)."""
        x, y, w, h = box
        k = w / 118
        size = w * 0.42
        self.p.art(surface, good_art(species), (x + 4 * k, y + h - size - 4 * k, size, size))
        self.p.panel(surface, (x + size + 4 * k, y + h - size / 2 - 13 * k, 40 * k, 26 * k), fill=theme.PAPYRUS,
                     border=theme.INK, radius=6 * k, width=max(1.0, 1.5 * k))
        self.p.text(surface, f"×{n}", max(9.0, 19 * k), (x + size + 24 * k, y + h - size / 2), theme.INK, True,
                    "center")

    # --- the large farm ---------------------------------------------------------------------------------
    def full(self, surface: pygame.Surface, s: Any, session: Any, p: int, place: FarmPlace, own: bool,
             score: int, hidden: frozenset, places: Places | None = None) -> None:
        pt = self.p
        name = session.seats[p].name if p < len(session.seats) else "?"
        head = t("ag.your_farm") if own else t("ag.farm_of", name=name)
        head += "   ·   " + t("ag.people", n=s.people[p], home=s.avail[p])
        pt.panel(surface, place.box("header"), fill=theme.PAPYRUS, border=theme.SAND, radius=8, width=2)
        hx, hy, hw, hh = place.box("header")
        self.header.draw(surface, (hx + 4, hy, hw - 14, hh), session, p, 20, score=score, score_size=28, text=head)
        self.yard(surface, s, p, place, hidden, places)
        x, y, w, h = place.box("supply")
        pt.panel(surface, (x, y, w, h), fill=(233, 220, 192), border=(110, 74, 44), radius=10, width=2)
        pt.text(surface, t("ag.supply"), 17, (x + 10, y + 6), theme.INK, True)
        for g in GOODS:
            gx, gy, gw, gh = place.box(f"good_{g}")
            k = s.goods[10 * p + GOODS.index(g)]
            pt.art(surface, good_art(g), (gx + 4, gy, gw - 24, gh - 24), 255 if k else 80)
            pt.text(surface, str(k), 20, (gx + gw - 4, gy + gh - 4), theme.INK if k else theme.MUTED, True,
                    "bottomright")
        x, y, w, h = place.box("people")
        pt.panel(surface, (x, y, w, h), fill=(233, 220, 192), border=(110, 74, 44), radius=10, width=2)
        pt.text(surface, t("ag.at_home"), 16, (x + 10, y + 6), theme.INK, True)
        for i in range(s.avail[p]):
            if ("person", p, i) not in hidden:
                pt.art(surface, person_art(p), (x + 12 + i * 42, y + 26, 36, 46))
        if s.begging[p]:
            bx = x + w - 76
            pt.art(surface, "agricola/parts/begging", (bx, y + 24, 38, 46))
            pt.text(surface, f"×{s.begging[p]}", 18, (bx + 42, y + 47), theme.BAD, True, "midleft")
        self.owned(surface, s, p, place.box("owned"))
        if s.k is None:  # the full game's cards are drawn there by hand.py
            x, y, w, h = place.box("hand")
            pt.panel(surface, (x, y, w, h), fill=(48, 62, 44), border=(90, 110, 80), radius=10, width=2)
            pt.wrapped(surface, t("ag.hand"), 15, (x + 12, y + 8, w - 24, h - 16), theme.MUTED, max_lines=3)

    def owned(self, surface: pygame.Surface, s: Any, p: int, box: Box) -> None:
        pt = self.p
        x, y, w, h = box
        pt.text(surface, t("ag.owned"), pt.size_for(16, 20), (x + 4, y + 3), theme.PAPYRUS, True)
        mine = owned_boxes(s, p, box)
        for mid, mbox in mine:
            pt.art(surface, major_art(mid), mbox)
        if not mine:
            pt.text(surface, t("ag.none_yet"), 15, (x + 4, y + 34), theme.MUTED, False)

    # --- a compact panel ----------------------------------------------------------------------------------
    def compact(self, surface: pygame.Surface, s: Any, session: Any, p: int, box: Box, place: FarmPlace,
                info: Box, score: int, shown: bool) -> None:
        pt = self.p
        pt.panel(surface, box, fill=theme.PAPYRUS, border=theme.GOLD if shown else theme.SAND, radius=12,
                 width=4 if shown else 2)
        x, y, w, h = box
        self.header.draw(surface, (x + 6, y + 2, w - 12, 28), session, p, self.p.size_for(17, 28), score=score,
                         score_size=self.p.size_for(22, 30))
        yx, yy, yw, yh = place.box("yard")
        pt.panel(surface, (yx - 3, yy - 3, yw + 6, yh + 6), fill=(79, 110, 51), border=(79, 110, 51), radius=4, width=0)
        self.yard(surface, s, p, place)
        ix, iy, iw, ih = info
        cols = 3 if s.k is None else 4  # the full game: four columns, the cards' strip below (hand.py)
        col_w = iw / cols
        for i, g in enumerate(GOODS):
            cx, cy = ix + (i % cols) * col_w, iy + (i // cols) * 30
            k = s.goods[10 * p + i]
            icon = min(24.0, col_w * 0.5)  # room for a two-digit count before the next column's icon
            pt.art(surface, good_art(g), (cx, cy + (24 - icon) / 2, icon, icon), 255 if k else 70)
            pt.text(surface, str(k), pt.size_for(15, 26), (cx + icon + 2, cy + 12), theme.INK if k else theme.MUTED,
                    True, "midleft", col_w - icon - 4)
        line = t("ag.people_short", n=s.people[p], home=s.avail[p])
        if s.begging[p]:
            line += "  " + t("ag.begging_short", n=s.begging[p])
        # under the goods, off the yard
        pt.text(surface, line, pt.size_for(14, 18), (ix, y + h - 5), theme.INK, True, "bottomleft", iw)

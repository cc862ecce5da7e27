"""Draws the Agricola action board and the major-improvement board from the observation and its facts:
every space in play with its name, the goods lying on it (a pile of icons with a count) and the person on
it; the round places (the card revealed in each, the rounds to come face down, harvests marked); the round
track; the start player; the majors with their cost, points and owner.

The static layer (board art, empty places, panels) is painted once per window size; the state is painted
into a layer cached per position (table.py).
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.agricola.controls import space_place
from client.games.agricola.layout import AGLayout, Box, shrink
from client.games.common.seats import draw_seat_marker
from client.i18n import catalog, lang, t
from client.ui import theme
from client.ui.paint import Painter

GOODS = ("wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle")
ANIMALS = ("sheep", "boar", "cattle")
SPACE_FILL = (244, 232, 200)
ROUND_FILL = (226, 236, 214)
HIDDEN_FILL = (196, 184, 150)
EDGE = (110, 74, 44)
HARVEST = (196, 120, 40)
MAJOR_ICON = {"fireplace_2": "fireplace", "fireplace_3": "fireplace", "hearth_4": "hearth", "hearth_5": "hearth"}


def count_text(n: int, good: str) -> str:
    """A count of a good in words: "1 vegetable", "2 vegetables" (Japanese: 野菜1; a language without
    singulars has no ag.good_one)."""
    one = f"ag.good_one.{good}"
    return t("ag.count", n=n, good=t(one if n == 1 and one in catalog(lang()) else f"ag.good.{good}"))


def signed(n: int) -> str:
    """A number of points with its sign, a true minus for a loss: "−9", "+2", "0"."""
    return f"−{-n}" if n < 0 else f"+{n}" if n > 0 else "0"


def good_art(g: str) -> str:
    return f"agricola/animals/{g}" if g in ANIMALS else f"agricola/goods/{g}"


def person_art(seat: int) -> str:
    return f"agricola/pieces/person_{seat % 5}"


def major_art(major: str) -> str:
    return f"agricola/majors/{MAJOR_ICON.get(major, major)}"


def space_name(tables: Any, sp: int) -> str:
    return str((tables.space_ja if lang() == "ja" else tables.space_en)[sp])


def board_labels(tables: Any, n: int, full: bool) -> list[tuple[int, str]]:
    """The fixed spaces of the game being played (the full game's sides when `full`) with the name each
    shows, as the engine's facts give them."""
    return [(sp, space_name(tables, sp)) for sp in tables.board(n, full)]


def major_name(tables: Any, i: int) -> str:
    m = tables.majors[i]
    return str(m.ja if lang() == "ja" else m.en)


class BoardPainter:
    def __init__(self, app: Any, layout: AGLayout) -> None:
        self.app = app
        self.p = Painter(app)
        self.lay = layout

    # --- static ---------------------------------------------------------------------------------------
    def static(self, surface: Any, tables: Any, n: int, full: bool) -> None:
        p, lay = self.p, self.lay
        surface.fill(theme.BG)
        for d in lay.table.decor:
            p.art(surface, d.image, (d.x, d.y, d.w, d.h))
        for d in lay.farm_map.decor:
            x, y = lay.main_farm().x, lay.main_farm().y
            p.art(surface, d.image, (x + d.x, y + d.y, d.w, d.h))
        for sp, name in board_labels(tables, n, full):  # named once here (wrapping text is slow)
            box = lay.space_box(tables.space_ids[sp])
            p.panel(surface, box, fill=SPACE_FILL, border=EDGE, radius=10, width=2)
            x, y, w, h = box
            p.wrapped(surface, name, 15, (x + 8, y + 4, w - 16, 40), theme.INK, max_lines=2)
        for r in range(1, tables.g.rounds + 1):
            harvest = r in tables.harvests
            p.panel(surface, lay.round_box(r), fill=HIDDEN_FILL, border=HARVEST if harvest else EDGE, radius=10,
                    width=4 if harvest else 2)
            x, y, w, h = lay.round_box(r)
            p.text(surface, t("ag.round_n", n=r), 17, (x + w / 2, y + h / 2 - 10), theme.INK, True, "center")
            if harvest:
                p.text(surface, t("ag.harvest_mark"), 15, (x + w / 2, y + h / 2 + 14), HARVEST, True, "center")
        for zone in ("start", "track", "majors"):
            p.panel(surface, lay.box(zone), fill=(233, 220, 192), border=EDGE, radius=10, width=2)
        x, y, w, h = lay.box("majors")
        p.text(surface, t("ag.majors"), p.size_for(15, 21), (x + 10, y + 2), theme.INK, True)  # above the cards
        x, y, w, h = lay.box("farm")
        p.panel(surface, (x, y, w, h), fill=(58, 74, 52), border=(40, 54, 36), radius=14, width=3)
        for name in ("log", "status", "actions"):
            p.panel(surface, lay.box(name), fill=theme.BG_DARK, border=(70, 86, 100), radius=12)
        for i in range(max(0, n - 1), 4):  # panel places nobody uses stay a dark plate
            p.panel(surface, lay.box(f"other_{i}"), fill=theme.BG_DARK, border=(60, 72, 84), radius=12, width=2)

    # --- the state ------------------------------------------------------------------------------------
    def draw(self, surface: Any, s: Any, facts: dict, names: list[str]) -> None:
        tb = s.t
        for sp in s.board:
            self.space(surface, s, sp, facts["stock"].get(tb.space_ids[sp], [0] * 10))
        self.track(surface, s)
        self.start(surface, s, names)

    def space(self, surface: Any, s: Any, sp: int, stock: list[int]) -> None:
        p, tb = self.p, s.t
        box = space_place(self.lay, s, sp)
        x, y, w, h = box
        if tb.space_stage[sp]:
            r = s.cards.index(sp) + 1
            harvest = r in tb.harvests
            fill = (250, 236, 170) if r == s.round else ROUND_FILL
            p.panel(surface, box, fill=fill, border=HARVEST if harvest else EDGE, radius=10, width=4 if harvest else 2)
            p.text(surface, t("ag.round_n", n=r) + ("  " + t("ag.harvest_mark") if harvest else ""), p.size_for(13, 18),
                   (x + 8, y + h - 4), HARVEST if harvest else theme.MUTED, True, "bottomleft", w - 16)
            p.wrapped(surface, space_name(tb, sp), 15, (x + 8, y + 4, w - 16, 40), theme.INK, max_lines=2)
        elif s.k is not None and sp in s.k.spaces:  # a card's space: not on the board's layer; its owner's mark
            p.panel(surface, box, fill=SPACE_FILL, border=EDGE, radius=10, width=2)
            p.wrapped(surface, space_name(tb, sp), 15, (x + 8, y + 4, w - 40, 40), theme.INK, max_lines=2)
            vp = self.app.viewport
            draw_seat_marker(surface, s.k.spaces[sp], vp.point(x + w - 16, y + 16), vp.px(11))
        goods = [(GOODS[g], k) for g, k in enumerate(stock) if k]
        for i, (g, k) in enumerate(goods[:3]):
            gx = x + 8 + i * 54
            p.art(surface, good_art(g), (gx, y + 38, 26, 26))
            p.text(surface, f"×{k}", p.size_for(15, 22), (gx + 27, y + 51), theme.INK, True, "midleft", 27)

    def people(self, surface: Any, s: Any, hidden: set) -> None:
        """The people on the spaces: drawn every frame over the board's layer, so a person walking onto a
        space repaints nothing."""
        for sp in s.board:
            owner = s.occ[sp]
            if owner >= 0 and ("space", s.t.space_ids[sp]) not in hidden:
                x, y, w, h = space_place(self.lay, s, sp)
                self.p.art(surface, person_art(owner), (x + w - 40, y + h - 46, 36, 42))

    def track(self, surface: Any, s: Any) -> None:
        p, vp = self.p, self.app.viewport
        x, y, w, h = self.lay.box("track")
        rounds = s.t.g.rounds
        p.text(surface, t("ag.track", n=min(max(s.round, 1), rounds), total=rounds), 16, (x + 10, y + 6),
               theme.INK, True)
        step = (w - 24) / rounds
        for r in range(1, rounds + 1):
            cx, cy = x + 12 + (r - 0.5) * step, y + h - 24
            harvest = r in s.t.harvests
            colour = theme.GOLD if r == s.round else (theme.INK if r < s.round else theme.MUTED)
            rad = vp.px(11 if harvest else 8)
            pygame.draw.circle(surface, HARVEST if harvest else colour, vp.point(cx, cy), rad,
                               0 if r <= s.round else vp.px(2))
            if r == s.round:
                pygame.draw.circle(surface, theme.INK, vp.point(cx, cy), rad + vp.px(3), vp.px(2))
        p.text(surface, t("ag.track_help"), 12, (x + w - 10, y + 6), theme.MUTED, False, "topright")

    def start(self, surface: Any, s: Any, names: list[str]) -> None:
        p = self.p
        x, y, w, h = self.lay.box("start")
        p.art(surface, "agricola/parts/start", (x + 8, y + 10, h - 20, h - 20))
        who = names[s.start] if 0 <= s.start < len(names) else "?"
        p.text(surface, t("ag.start_player", name=who), 17, (x + h, y + 14), theme.INK, True, max_w=w - h - 8)
        nxt = next((r for r in sorted(s.t.harvests) if r >= max(s.round, 1)), None)
        if nxt is not None:
            p.text(surface, t("ag.next_harvest", n=nxt), 15, (x + h, y + 44), HARVEST, True, max_w=w - h - 8)

    def majors(self, surface: Any, s: Any) -> None:
        p, tb, vp = self.p, s.t, self.app.viewport
        for i, m in enumerate(tb.majors):
            box = self.lay.major_box(m.id)
            x, y, w, h = box
            owner = s.major_owner[i]
            p.panel(surface, box, fill=(244, 232, 200) if owner < 0 else (200, 190, 170), border=EDGE, radius=8,
                    width=2)
            p.art(surface, major_art(m.id), (x + 4, y + 6, 40, 40), 255 if owner < 0 else 150)
            name_w = w - (78 if owner >= 0 else 52)  # an owner's marker sits at the top right
            # name and points keep to their lines above the cost at any text size
            p.text(surface, major_name(tb, i), p.size_for(14, 20), (x + 48, y + 5), theme.INK, True, max_w=name_w)
            points = t("ag.points_one" if m.points == 1 else "ag.points", n=m.points)
            p.text(surface, points, p.size_for(13, 17), (x + 48, y + 25), theme.TERRA, True, max_w=w - 52)
            self.cost(surface, m, (x + 4, y + h - 28, w - 8, 24))
            if owner >= 0:
                draw_seat_marker(surface, owner, vp.point(x + w - 16, y + 16), vp.px(11))

    def cost(self, surface: Any, m: Any, box: Box) -> None:
        """A major's cost: its goods as icons with counts; "or" a Fireplace to return."""
        p = self.p
        x, y, w, h = box
        for g, k in enumerate(m.costs[0] if m.costs else ()):
            if k:
                p.art(surface, good_art(GOODS[g]), (x, y, h, h))
                p.text(surface, str(k), p.size_for(14, h), (x + h, y + h / 2), theme.INK, True, "midleft")
                x += h + 18
        if m.upgrade:
            p.text(surface, t("ag.or_return"), p.size_for(12, h), (x + 2, y + h / 2), theme.MUTED, True, "midleft",
                   box[0] + w - x)

    def occupied_glow(self, s: Any) -> list[Box]:
        return [shrink(space_place(self.lay, s, sp), 2) for sp in s.board if s.occ[sp] >= 0]

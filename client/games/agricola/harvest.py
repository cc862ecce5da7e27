"""The feeding panel over the action board (the harvest's three steps are harvest_show.py), when a person
must raise food (feeding, or a food cost): the food needed and at hand, the engine's proposed conversion
(`food.proposal`) with a button that plays it, every conversion open now as a row to click (the player
changes the proposal by clicking others), and "feed", which says how many begging cards paying now would
cost. Animals also go to the cooker by hand (animals_view).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from client.games.agricola.cards_view import source_name
from client.games.agricola.controls import feeding, panel_buttons, panel_rows
from client.games.agricola.layout import AGLayout
from client.games.agricola.view import count_text, good_art, signed
from client.i18n import t
from client.ui import theme
from client.ui.paint import Painter
from engine.games.agricola import food, majors
from engine.games.agricola.data import ANIMALS, FOOD, NG
from engine.games.agricola.food import RaiseFood

HARVEST_STEPS = ("field_phase", "feeding", "breeding")
ANIMAL_NAMES = ("sheep", "boar", "cattle")


def conversion_label(s: Any, move: Any, food: int) -> str:
    good = t(f"ag.good.{move.good}")
    if move.major:
        return t("ag.convert_with", good=good, food=food, major=source_name(s, move.major))  # a major or a card
    return t("ag.convert_raw", good=good, food=food)


def proposal_text(moves: list[Any]) -> str:
    counts: dict[str, int] = {}
    for m in moves:
        counts[m.good] = counts.get(m.good, 0) + 1
    return str(t("ag.list_sep")).join(count_text(k, g) for g, k in counts.items())


class HarvestPainter:
    def __init__(self, app: Any, layout: AGLayout) -> None:
        self.p = Painter(app)
        self.lay = layout

    def steps_box(self) -> Any:
        """Where the harvest's three steps stand in the feeding panel's heading (right of its title)."""
        x, y, w, _h = self.lay.box("harvest")
        return (x + w * 0.45, y + 12, w * 0.55 - 24, 40)

    def feeding(self, surface: Any, s: Any, d: RaiseFood, name: str, rows: list[tuple[Any, int]],
                proposal: list[Any], own: bool, head: Callable[[Any], None] | None = None) -> None:
        """`head` draws the harvest's steps in the heading (feeding in a harvest; not a food cost)."""
        p, lay = self.p, self.lay
        box = lay.box("harvest")
        x, y, w, h = box
        p.panel(surface, box, fill=(52, 44, 34), border=theme.GOLD, radius=18, width=4)
        title = ("ag.feed_title" if d.beg else "ag.cost_title") + ("_own" if own else "")
        p.text(surface, t(title, name=name, round=s.round), 22 if head else 26, (x + 24, y + 18 if head else y + 14),
               theme.GOLD, True, max_w=w * 0.45 - 36 if head else w - 48)
        if head is not None:
            head(surface)
        have = s.goods[NG * d.seat + FOOD]
        p.art(surface, good_art("food"), (x + 24, y + 58, 44, 44))
        p.text(surface, t("ag.food_need", need=d.need, have=have), 22, (x + 76, y + 80), theme.PAPYRUS, True,
               "midleft", w - 120)
        missing = max(0, d.need - have)
        if proposal:
            line = t("ag.proposal", goods=proposal_text(proposal))
        elif missing and d.beg:
            line = t("ag.short", n=missing)
        else:
            line = t("ag.enough")
        if missing and d.beg:  # the begging cards paying now would take, asked before they are taken
            line = t("ag.short_by", n=missing, points=signed(missing * s.t.g.begging_points)) + "  ·  " + line
        if own and any(m.good in ANIMAL_NAMES for m, _f in rows):  # animals also go by hand to the cooker
            line += "  ·  " + t("ag.animals.drag_cook")
        p.text(surface, line, 18, (x + 24, y + 114), theme.BAD if missing and not proposal else theme.SAND, True,
               max_w=w - 48)
        for (move, gain), rbox in zip(rows, panel_rows(lay, len(rows)), strict=False):
            rx, ry, rw, rh = rbox
            planned = proposal.count(move)  # the proposal's rows stand out, with how often each is used
            p.panel(surface, rbox, fill=(250, 236, 170) if planned else (244, 232, 200),
                    border=theme.GOLD if planned else theme.SAND, radius=10, width=4 if planned else 2)
            p.art(surface, good_art(move.good), (rx + 6, ry + 4, rh - 8, rh - 8))
            p.text(surface, conversion_label(s, move, gain), 17, (rx + rh + 4, ry + rh / 2), theme.INK, True,
                   "midleft", rw - rh - 90)
            if planned:
                p.text(surface, t("ag.planned", n=planned), 15, (rx + rw - 10, ry + rh / 2), theme.TERRA, True,
                       "midright")
        buttons = panel_buttons(lay)
        if proposal:
            self.button(surface, buttons["propose"], t("ag.use_proposal", n=len(proposal)))
        beg = missing if d.beg else 0
        label = t("ag.feed") if d.beg else t("ag.pay")
        if beg:
            label = t("ag.feed_beg", n=beg, points=signed(beg * s.t.g.begging_points))
        self.button(surface, buttons["feed"], label, beg > 0)

    def button(self, surface: Any, box: Any, label: str, warn: bool = False) -> None:
        self.p.panel(surface, box, fill=theme.BAD if warn else theme.GOLD, border=theme.INK, radius=12, width=3)
        x, y, w, h = box
        self.p.text(surface, label, 20, (x + w / 2, y + h / 2), theme.INK, True, "center", w - 20)


class FeedingRows:
    """The feeding panel's conversions (move, food) and the engine's proposal for the seat to move, once
    per position (the proposal plays the conversions out on a clone)."""

    def __init__(self) -> None:
        self._cached: tuple[tuple, list, list] = ((), [], [])

    def get(self, session: Any, seat: int) -> tuple[list[tuple[Any, int]], list[Any]]:
        s = session.state
        key = (session.generation, len(session.match.moves), seat)
        if self._cached[0] != key:
            d = feeding(s, seat)
            rows: list = []
            plan: list = []
            if d is not None:
                rows = [(m, f) for m, _g, f, _src in food.conversions(s, seat, d.beg)]
                plan = food.proposal(s, seat, d.need, d.beg)
            self._cached = (key, rows, plan)
        return self._cached[1], self._cached[2]


def keep_rest(s: Any, seat: int, move: Any) -> str:
    """What becomes of the animals a keep leaves: cooked for food at the engine's rate, or gone."""
    kept = (move.sheep, move.boar, move.cattle)
    made, gone = 0, 0
    for i, g in enumerate(ANIMALS):
        extra = s.goods[NG * seat + g] - kept[i]
        if extra > 0:
            rate, _src = majors.cook_rate(s, seat, g)
            made += rate * extra
            gone += extra
    return str(t("ag.keep_cooked", n=gone, food=made) if made else t("ag.keep_gone", n=gone))

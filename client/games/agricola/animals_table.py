"""The table's side of animals by hand (`animals_view`): which animal pieces the mouse and the keyboard
find, what a click on one means, what a drop does (a new shown arrangement, one more animal going, an
engine move, or a slide back with the engine's reason), the glowing targets with the food each cooker
makes, and the panel while animals do not all fit."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.agricola.animals_view import (
    SPECIES,
    AnimalHand,
    Places,
    animal_box,
    away_box,
    keeping,
    place_cells,
    species_of,
    surplus_boxes,
    tray_box,
)
from client.games.agricola.controls import AGControls
from client.games.agricola.layout import Box
from client.games.agricola.view import good_art, major_name
from client.games.common.hotspots import hit, inside
from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Painter
from engine.core.errors import reason_text
from engine.games.agricola import majors
from engine.games.agricola.data import ANIMALS

KINDS = ("animal", "surplus")


class AnimalGestures:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.hand = AnimalHand(table.layout)
        self.p = Painter(table.app)
        self.placed: tuple | None = None  # a piece whose drop took effect: nothing slides back home
        self._targets: tuple[Any, list[tuple[tuple, Box]]] = (None, [])

    @property
    def session(self) -> Any:
        return self.table.session

    def active(self, seat: int) -> bool:
        """Animals respond on the large farm of the person to move (not while a pasture is outlined)."""
        tb = self.table
        return seat >= 0 and seat == tb.farm_seat() and tb.peek is None and not tb.fencing_now()

    def shown(self, seat: int) -> Places | None:
        return self.hand.shown(self.session, seat)

    def pieces(self, seat: int) -> list[tuple[tuple, Box]]:
        if not self.active(seat):
            return []
        return self.hand.pieces(self.session, seat, self.table.layout.main_farm())

    def image(self, seat: int, piece: tuple) -> str | None:
        g = self.hand.species(self.session, seat, piece)
        return good_art(SPECIES[g]) if g >= 0 else None

    def click_moves(self, seat: int, piece: tuple) -> list[Any]:
        """A click on an animal means what a click on its cell means; on a surplus animal, the engine's keeps
        to choose from (the popup alternative to dragging)."""
        s = self.session.state
        if piece[0] == "surplus":
            return [m for m in s.legal_moves() if getattr(m, "kind", "") == "keep"]
        places = self.shown(seat)
        if places is None:
            return []
        cell = place_cells(s, seat)[piece[1]][0]
        return AGControls.cell_moves(s, cell)

    def targets(self, seat: int, piece: tuple) -> list[tuple[tuple, Box]]:
        return self.hand.targets(self.session, seat, piece, self.table.layout.main_farm())

    def drop(self, seat: int, piece: tuple, pos: tuple[float, float]) -> list[Any] | None:
        """None: the animal slides back (with the engine's reason when there is one)."""
        self.placed = None
        target = hit(self.targets(seat, piece), pos)
        if target is None:
            return None
        out = self.hand.outcome(self.session, seat, piece, target)
        if out.reason is not None:
            self.say(reason_text(out.reason, lang()))
            return None
        if out.places is not None:
            self.hand.keep_shown(seat, out.places)
        elif out.going >= 0:
            self.hand.going[out.going] += 1
        elif out.moves:
            if target[0] == "cook":
                self.hand.lose_one(self.session, seat, piece)
            return list(out.moves)
        else:
            return None
        self.placed = piece
        self.table.app.invalidate()
        return []

    def say(self, text: str) -> None:
        scene = self.table.app.stack.find("table")
        if scene is not None:
            scene.show_toast(t("table.illegal", reason=text))

    # --- while dragging --------------------------------------------------------------------------------
    def lit(self, seat: int, drag: dict[str, Any]) -> list[tuple[Box, str]]:
        """The targets an animal may go to now, each with the food it would make there ("" for a place)."""
        if self._targets[0] is not drag:
            piece = drag["piece"]
            out = []
            for target, box in self.targets(seat, piece):
                res = self.hand.outcome(self.session, seat, piece, target)
                if res.reason is None and (res.places is not None or res.going >= 0 or res.moves):
                    out.append((target, box))
            self._targets = (drag, out)
        piece = drag["piece"]
        return [(box, self.hand.food_label(self.session, seat, piece, target)) for target, box in self._targets[1]]

    def paint_labels(self, surface: pygame.Surface, lit: list[tuple[Box, str]]) -> None:
        for (x, y, w, _h), label in lit:
            if label:
                food = t("ag.good.food")
                self.p.panel(surface, (x + w / 2 - 50, y - 34, 100, 30), fill=theme.GOLD, border=theme.INK,
                             radius=8, width=2)
                self.p.text(surface, f"{label} {food}", 17, (x + w / 2, y - 19), theme.INK, True, "center", 96)

    # --- the panel while animals do not fit ------------------------------------------------------------
    def tray_key(self, seat: int) -> tuple:
        return (self.hand.going_now(self.session, seat), self.session.generation, len(self.session.match.moves))

    def paint_tray(self, surface: pygame.Surface, seat: int) -> None:
        s = self.session.state
        lay, p = self.table.layout, self.p
        box = tray_box(lay)
        x, y, w, h = box
        surplus = self.hand.keep_view(self.session, seat)[1]
        p.panel(surface, box, fill=(52, 44, 34), border=theme.GOLD, radius=18, width=4)
        p.text(surface, t("ag.animals.keep_title", n=sum(surplus)), 24, (x + 24, y + 16), theme.GOLD, True,
               max_w=w - 48)
        p.wrapped(surface, t("ag.animals.keep_how"), 16, (x + 24, y + 50, w - 300, 48), theme.SAND, max_lines=2)
        for g, b in surplus_boxes(lay, surplus):
            p.panel(surface, b, fill=(244, 232, 200), border=theme.SAND, radius=8, width=2)
            p.art(surface, good_art(SPECIES[g]), (b[0] + 6, b[1] + 6, b[2] - 12, b[3] - 12))
        ax, ay, aw, ah = away_box(lay)
        p.panel(surface, (ax, ay, aw, ah), fill=(79, 110, 51), border=theme.PAPYRUS, radius=14, width=3)
        goes = [g for g in range(3) if surplus[g]] or [0]
        food, source = majors.cook_rate(s, seat, ANIMALS[goes[0]])
        if food and 0 <= source < len(s.t.majors):
            label = t("ag.animals.away_cook", major=major_name(s.t, source), food=food)
        else:
            label = t("ag.animals.away_gone")
        p.wrapped(surface, label, 18, (ax + 12, ay + 10, aw - 24, ah - 20), theme.PAPYRUS, max_lines=4, centred=True)
        going = sum(self.hand.going_now(self.session, seat))
        if going:
            p.text(surface, t("ag.animals.going", n=going), 16, (x + 24, y + h - 18), theme.GOLD, True, "bottomleft")

    def tip(self, seat: int, pos: tuple[float, float]) -> str | None:
        """Hover text over animals on the large farm: how many, and that they move by hand."""
        s = self.session.state
        places = self.shown(seat)
        if places is None or not 0 <= seat < s.num_players:
            return None
        place = self.table.layout.main_farm()
        cells = place_cells(s, seat)
        for j, v in enumerate(places):
            if sum(v) and inside(animal_box(place.cell(cells[j][0])), pos):
                text = t("ag.animals.tip", n=sum(v), animal=t(f"ag.good.{SPECIES[species_of(v)]}"))
                return str(text + ("  ·  " + t("ag.animals.tip_drag") if self.active(seat) else ""))
        return None

    def keep_spots(self, seat: int) -> list[Box]:
        """Where a hinted Keep is made: the surplus animals and the place they go."""
        if not self.keep_now(seat):
            return []
        return [b for p, b in self.pieces(seat) if p[0] == "surplus"] + [away_box(self.table.layout)]

    def keep_now(self, seat: int) -> bool:
        return seat >= 0 and keeping(self.session.state, seat) and seat == self.table.farm_seat()

    def clear(self) -> None:
        self.hand.clear()
        self.placed = None
        self._targets = (None, [])


def cell_of(s: Any, seat: int, species: str, places: Places | None) -> int:
    """The cell where a species stands in the shown arrangement (-1: nowhere)."""
    if places is None:
        return -1
    g = SPECIES.index(species)
    cells = place_cells(s, seat)
    return next((cells[j][0] for j, v in enumerate(places) if v[g]), -1)

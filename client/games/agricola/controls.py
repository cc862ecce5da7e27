"""Agricola by mouse: the pieces under the pointer, where each may be dropped, and the engine moves a click
or a drop means. Moves are candidates; the table asks the engine which are legal.

Drags: a person from the farm's people onto an action space; grain or a vegetable from the supply onto a
field; a major improvement onto the farm; across cells to outline a pasture (the `Outline` the table keeps
while the button is down; the drop means the Fence move of exactly the outlined cells). Clicks: a space; a
cell (a room, a stable, a field, or a sowing); a major; a conversion of the feeding panel, its "as
proposed" and its "feed". Which cell move a click means follows the decision being made, never a rule.
"""
from __future__ import annotations

from typing import Any

from client.games.agricola.layout import AGLayout, Box, FarmPlace
from client.games.common import hotspots
from engine.games.agricola import farm, majors
from engine.games.agricola.building import BuildRooms, BuildStables, BuyImprovement, room_costs
from engine.games.agricola.card_decisions import FreeRoom
from engine.games.agricola.data import NG, G
from engine.games.agricola.fencing import BuildFences
from engine.games.agricola.fields import Plow, Sow
from engine.games.agricola.food import RaiseFood
from engine.games.agricola.moves import FEED, BuildRoom, BuildStable, BuyMajor, Crop, Fence, Place, PlowField, SowField
from engine.games.agricola.turn import PlaceWorker

Piece = tuple
Target = tuple
CROPS: tuple[Crop, Crop] = ("grain", "vegetable")


def fence_move(cells: set[int] | frozenset[int]) -> Fence:
    """The Fence move of exactly these cells (in the engine's cell order), whatever shape they make."""
    return Fence(tuple(farm.CELL_NAMES[c] for c in sorted(cells)))


def space_place(lay: AGLayout, s: Any, sp: int) -> Box:
    """A space's box: a round card lies on the place of the round it was revealed in, a space a card brought
    on the place kept for it."""
    if s.t.space_stage[sp]:
        return lay.round_box(s.cards.index(sp) + 1)
    if s.k is not None and sp in s.k.spaces:
        return lay.box("space_by_card")
    return lay.space_box(s.t.space_ids[sp])


def top(s: Any) -> Any:
    return s.pending[-1] if s.pending else None


def feeding(s: Any, seat: int) -> RaiseFood | None:
    d = top(s)
    return d if isinstance(d, RaiseFood) and d.seat == seat else None


def panel_rows(lay: AGLayout, count: int) -> list[Box]:
    """The feeding panel's conversion rows (clickable), under its summary."""
    x, y, w, h = lay.box("harvest")
    return [(x + 24 + (i % 2) * ((w - 48) / 2), y + 150 + (i // 2) * 54, (w - 48) / 2 - 12, 46)
            for i in range(count)]


def panel_buttons(lay: AGLayout) -> dict[str, Box]:
    x, y, w, h = lay.box("harvest")
    return {"propose": (x + 24, y + h - 76, 460, 56), "feed": (x + w - 344, y + h - 76, 320, 56)}


class AGControls:
    def __init__(self, layout: AGLayout, cards: Any = None) -> None:
        self.lay = layout
        self.cards = cards  # the full game's cards by mouse (cards_controls.CardControls), when the table has them

    # --- pieces -------------------------------------------------------------------------------------
    def pieces(self, s: Any, seat: int, farm_seat: int, conversions: list[Any]) -> list[tuple[Piece, Box]]:
        """Every piece the seat to move could pick up or click, with its box (topmost first)."""
        lay = self.lay
        if seat < 0:
            return []
        if feeding(s, seat) is not None:  # the feeding panel lies over the board
            rows = panel_rows(lay, len(conversions))
            out: list[tuple[Piece, Box]] = [(("convert", i), b) for i, b in enumerate(rows)]
            return out + [((name,), b) for name, b in panel_buttons(lay).items()]
        cards = self.cards
        if cards is not None and cards.drafting(s):  # the draft lies over the board
            return cards.draft_pieces(s, seat)  # type: ignore[no-any-return]
        out = []
        if seat == farm_seat:
            place = lay.main_farm()
            if cards is not None:
                out += cards.hand_pieces(s, seat, place)
            if s.avail[seat] > 0:
                out.append((("person",), place.box("people")))
            out += [(("good", g), place.box(f"good_{g}")) for g in CROPS if s.goods[NG * seat + G[g]]]
            out += [(("cell", c), place.cell(c)) for c in range(farm.CELLS)]
        out += [(("major", m.id), lay.major_box(m.id)) for i, m in enumerate(s.t.majors) if s.major_owner[i] < 0]
        out += [(("space", s.t.space_ids[sp]), space_place(lay, s, sp)) for sp in s.board]
        return out

    # --- clicks -------------------------------------------------------------------------------------
    def click_moves(self, s: Any, seat: int, piece: Piece, conversions: list[Any]) -> list[Any]:
        kind = piece[0]
        if kind == "space":
            return [Place(piece[1])]
        if kind == "cell":
            return self.cell_moves(s, piece[1])
        if kind == "major":
            return self.buy_moves(s, piece[1])
        if kind == "convert":
            return [conversions[piece[1]]] if piece[1] < len(conversions) else []
        if kind == "feed":
            return [FEED]
        if kind in ("card", "pack", "played") and self.cards is not None:
            return self.cards.click(s, seat, piece) or []
        if kind == "good":  # a crop clicked: sow it on the first empty field (the drag chooses the field), or
            # convert it to food where the engine allows that now (feeding, the full game's any-time window)
            return [SowField(farm.CELL_NAMES[c], piece[1]) for c in range(farm.CELLS)] + [
                m for m in s.legal_moves() if m.kind == "convert" and m.good == piece[1]]
        return []

    @staticmethod
    def cell_moves(s: Any, c: int) -> list[Any]:
        """What a click on a cell means in the decision being made (the engine says whether it is legal)."""
        name = farm.CELL_NAMES[c]
        d = top(s)
        if isinstance(d, BuildRooms):  # each way to pay a room (a card may offer another); the table asks which
            return [BuildRoom(name, i) for i in range(len(room_costs(s, d.seat)))]
        if isinstance(d, FreeRoom):
            return [BuildRoom(name)]
        if isinstance(d, BuildStables):
            return [BuildStable(name)]
        if isinstance(d, Plow):
            return [PlowField(name)]
        if isinstance(d, Sow):
            return [SowField(name, crop) for crop in CROPS]
        if isinstance(d, BuildFences):
            return [fence_move({c})]
        return []

    @staticmethod
    def buy_moves(s: Any, major: str) -> list[Any]:
        """Buying a major: paying for it (each way to pay a card may offer), or returning each major it upgrades
        (the data's list)."""
        t = s.t
        i = t.major_index[major]
        m = t.majors[i]
        ways = len(majors.costs_of(s, max(0, s.to_move), i))
        return [BuyMajor(major, "", k) for k in range(ways)] + [BuyMajor(major, t.majors[j].id) for j in m.upgrade]

    # --- drops --------------------------------------------------------------------------------------
    def targets(self, s: Any, seat: int, piece: Piece) -> list[tuple[Target, Box]]:
        lay, kind = self.lay, piece[0]
        place = lay.main_farm()
        if kind == "person":
            return [(("space", s.t.space_ids[sp]), space_place(lay, s, sp)) for sp in s.board]
        if kind == "good":
            return [(("cell", c), place.cell(c)) for c in farm.bits(s.fields[seat])]
        if kind == "major":
            return [(("farm",), lay.box("farm"))]
        if kind == "cell" and isinstance(top(s), BuildFences):
            return [(("yard",), place.box("yard"))]
        if kind in ("card", "pack") and self.cards is not None:
            return self.cards.targets(place, piece) or []
        return []

    def drop_moves(self, s: Any, seat: int, piece: Piece, target: Target, outline: frozenset[int] = frozenset()
                   ) -> list[Any]:
        kind, tkind = piece[0], target[0]
        if tkind == "space":
            return [Place(target[1])]
        if tkind == "cell" and kind == "good":
            return [SowField(farm.CELL_NAMES[target[1]], piece[1])]
        if tkind == "farm":
            return self.buy_moves(s, piece[1])
        if tkind == "yard":
            return [fence_move(outline or {piece[1]})]
        if tkind in ("play", "kept") and self.cards is not None:
            return self.cards.drop(s, seat, piece, target) or []
        return []

    def drop_at(self, s: Any, seat: int, piece: Piece, pos: tuple[float, float],
                outline: frozenset[int] = frozenset()) -> tuple[Target, list[Any]] | None:
        return hotspots.drop_at(self.targets(s, seat, piece), pos,
                                lambda tg: self.drop_moves(s, seat, piece, tg, outline))

    def legal_targets(self, s: Any, seat: int, piece: Piece) -> list[Box]:
        return hotspots.legal_boxes(s, self.targets(s, seat, piece), lambda tg: self.drop_moves(s, seat, piece, tg))


def placing(s: Any, seat: int) -> bool:
    d = top(s)
    return isinstance(d, PlaceWorker) and d.seat == seat


def buying(s: Any, seat: int) -> bool:
    d = top(s)
    return isinstance(d, BuyImprovement) and d.seat == seat


def place_of(lay: AGLayout, seat: int, farm_seat: int, panel_of: dict[int, int]) -> FarmPlace:
    """Where a seat's farm is drawn now: large, or small in its panel."""
    return lay.main_farm() if seat == farm_seat else lay.mini_farm(panel_of.get(seat, 0))

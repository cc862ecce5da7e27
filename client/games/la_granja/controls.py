"""La Granja by mouse: the pieces under the pointer, where each may be dropped, and the engine moves
that a click or a drop means. Moves are candidates; the table asks the engine which are legal.

Drags: a hand card onto a side of the mat (field left, barrows top, extensions right, helpers
bottom); a die onto the mat; a good onto a building row, a barrow, the extension being paid, or the
price chart's Sell/Upgrade row; a good from the chart's Buy row onto the mat; a shown roof onto the mat.
Clicks: the same pieces (a choice pops up when several moves fit), helpers, roofs, the trade good,
donkey markers, market spaces, revenue spaces (Village elder).
"""
from __future__ import annotations

from typing import Any

from client.games.common import hotspots
from client.games.la_granja.layout import Box, LGLayout, row_boxes
from engine.games.la_granja import holdings
from engine.games.la_granja.goods import DIE_OPTIONS, GOOD_INDEX, MARKET_GOODS, TRADE_OPTIONS
from engine.games.la_granja.moves import Buy as BuyGood
from engine.games.la_granja.moves import (
    BuyRoof,
    ChooseDonkey,
    ChooseGood,
    Deliver,
    DiscardCard,
    PayGood,
    PlaceMarker,
    PlayCard,
    ReplaceCard,
    ReserveSpace,
    Sell,
    TakeDie,
    Upgrade,
    UseHelper,
    UseRoof,
    UseTradeGood,
)

Piece = tuple
STORE_GOODS = ("olive", "grain", "grape", "pig", "food", "wine", "meat", "silver", "vp")
DELIVERABLE = ("olive", "grain", "grape", "pig", "food", "wine", "meat")
SIDES = {"fields": "field", "barrows": "barrow", "helpers": "helper", "extensions": "extension"}


def dice_boxes(lay: LGLayout, face: int, count: int) -> list[Box]:
    """The dice on a revenue space: a row along its top, beside the face number, never over the text
    saying what the space gives (that stays readable while dice lie there)."""
    x, y, w, h = lay.box(f"revenue_{face}")
    return row_boxes((x + 76, y + 2, w - 110, 24), max(count, 1), 24, 3)[:count]  # the top right: a reservation


def roof_boxes(lay: LGLayout, count: int) -> list[Box]:
    return row_boxes(lay.mat_box("roofs"), max(count, 5), 48, 4)[:count]


class LGControls:
    def __init__(self, layout: LGLayout) -> None:
        self.layout = layout

    # --- pieces -------------------------------------------------------------------------------------
    def pieces(self, s: Any, seat: int) -> list[tuple[Piece, Box]]:
        """Every piece the seat to move could pick up or click, with its box (topmost first)."""
        return self.board_pieces(s) + (self.seat_pieces(s, seat) if seat >= 0 else [])

    def board_pieces(self, s: Any) -> list[tuple[Piece, Box]]:
        lay = self.layout
        out: list[tuple[Piece, Box]] = []
        for face in range(1, 7):
            for box in dice_boxes(lay, face, s.dice.count(face)):
                out.append((("die", face), box))
            out.append((("revenue", face), lay.box(f"revenue_{face}")))
        for i, tile in enumerate(s.display):
            out.append((("roof_display", tile), lay.box(f"roof_{i}")))
        for i, space in enumerate(range(len(s.market))):
            hexbox = lay.space_box(space)
            if hexbox is not None:
                out.append((("space", i), hexbox))
        return out

    def seat_pieces(self, s: Any, seat: int) -> list[tuple[Piece, Box]]:
        lay = self.layout
        out: list[tuple[Piece, Box]] = []
        for cid, box in zip(s.hand[seat], lay.hand_boxes(len(s.hand[seat])), strict=False):
            out.append((("card", cid), box))
        counts = holdings.counts(s, seat)
        for g in STORE_GOODS:
            if counts[GOOD_INDEX[g]] > 0:
                out.append((("good", g), lay.mat_box(f"good_{g}")))
        if s.goods[seat][GOOD_INDEX["trade"]] > 0:
            out.append((("trade",), lay.mat_box("good_trade")))
        for cid, box in zip(s.fields[seat], lay.field_boxes(len(s.fields[seat])), strict=False):
            crop = s.t.cards[cid].crop
            out.append((("good", ("olive", "grain", "grape")[crop - 2]), box))
        for gi in MARKET_GOODS:
            name = ("olive", "grain", "grape", "pig")[gi - 2]
            out.append((("buy", name), lay.mat_box(f"chart_buy_{name}")))
            out.append((("sell", name), lay.mat_box(f"chart_sell_{name}")))
            out.append((("upgrade", name), lay.mat_box(f"chart_upgrade_{name}")))
        for tile, box in zip(s.roofs[seat], roof_boxes(lay, len(s.roofs[seat])), strict=False):
            out.append((("roof", tile), box))
        for i, cid in enumerate(s.helpers[seat]):
            out.append((("helper", cid), lay.mat_box(f"helper_{i}")))
        for i, _cid in enumerate(s.barrows[seat]):
            out.append((("barrow", i), lay.mat_box(f"barrow_{i}")))
        for d in range(1, 5):
            out.append((("donkey", d), lay.mat_box(f"donkey_{d}")))
        return out

    def piece_at(self, s: Any, seat: int, pos: tuple[float, float]) -> Piece | None:
        return hotspots.hit(self.pieces(s, seat), pos)  # type: ignore[no-any-return]

    def piece_box(self, s: Any, seat: int, piece: Piece) -> Box | None:
        return hotspots.box_of(self.pieces(s, seat), piece)

    @staticmethod
    def piece_image(piece: Piece) -> str | None:
        match piece:
            case ("card", _):
                return "la_granja/cards/card"
            case ("die", face):
                return f"la_granja/dice/die_{face}"
            case ("good", g) | ("buy", g):
                return f"la_granja/goods/{g}"
            case ("roof_display", _):
                return "la_granja/roofs/roof_back"
        return None

    # --- clicks ---------------------------------------------------------------------------------------
    def click_moves(self, s: Any, seat: int, piece: Piece) -> list[Any]:
        legal = s.legal_moves
        match piece:
            case ("card", cid):
                return [PlayCard(cid, u) for u in ("field", "barrow", "helper", "extension")] + [DiscardCard(cid)]
            case ("die", face):
                return [TakeDie(face, o) for o in DIE_OPTIONS[face]]
            case ("revenue", face):
                return [ReserveSpace(face)]
            case ("roof_display", tile):
                return [BuyRoof(tile)]
            case ("space", i):
                return [PlaceMarker(i)]
            case ("good", g):
                return self.good_moves(s, seat, g)
            case ("trade",):
                return [UseTradeGood(o) for o in TRADE_OPTIONS]
            case ("buy", g):
                return [BuyGood(g)]
            case ("sell", g):
                return [Sell(g)]
            case ("upgrade", g):
                return [Upgrade(g)]
            case ("roof", tile):
                return [m for m in legal() if m.kind == "use_roof" and m.tile == tile] or [UseRoof(tile, "")]
            case ("helper", cid):
                return [ReplaceCard(cid), UseHelper(cid)]
            case ("barrow", i):
                return [ReplaceCard(s.barrows[seat][i])] if i < len(s.barrows[seat]) else []
            case ("donkey", d):
                return [ChooseDonkey(d)]
        return []

    def good_moves(self, s: Any, seat: int, g: str) -> list[Any]:
        out: list[Any] = [PayGood(g)]
        if g in DELIVERABLE:
            out += self.deliveries(s, seat, g) + [Upgrade(g), ChooseGood(g)]
        return out

    @staticmethod
    def deliveries(s: Any, seat: int, g: str) -> list[Any]:
        out: list[Any] = [Deliver("building", b, g) for b in range(1, 7)]
        return out + [Deliver("barrow", i, g) for i in range(len(s.barrows[seat]))]

    # --- drops ----------------------------------------------------------------------------------------
    def targets(self, s: Any, seat: int, piece: Piece) -> list[tuple[tuple, Box]]:
        lay = self.layout
        match piece:
            case ("card", _):
                return [((side,), lay.mat_box(side)) for side in SIDES]
            case ("die", _) | ("buy", _) | ("roof_display", _):
                return [(("mat",), lay.box("mat"))]
            case ("good", _):
                out: list[tuple[tuple, Box]] = [(("row", b), lay.box(f"bld{b}_row{seat}")) for b in range(1, 7)
                                                if lay.has(f"bld{b}_row{seat}")]
                out += [(("barrow", i), lay.mat_box(f"barrow_{i}")) for i in range(len(s.barrows[seat]))]
                out += [(("sell",), lay.mat_box("chart_sell")), (("upgrade",), lay.mat_box("chart_upgrade")),
                        (("extensions",), lay.mat_box("extensions"))]
                return out
        return []

    def drop_moves(self, s: Any, seat: int, piece: Piece, target: tuple) -> list[Any]:
        match piece, target:
            case ("card", cid), (side,):
                return [PlayCard(cid, SIDES[side])]  # type: ignore[arg-type]
            case ("die", face), ("mat",):
                return [TakeDie(face, o) for o in DIE_OPTIONS[face]]
            case ("buy", g), ("mat",):
                return [BuyGood(g)]
            case ("roof_display", tile), ("mat",):
                return [BuyRoof(tile)]
            case ("good", g), ("row", b):
                return [Deliver("building", b, g)]
            case ("good", g), ("barrow", i):
                return [Deliver("barrow", i, g)]
            case ("good", g), ("sell",):
                return [Sell(g)]
            case ("good", g), ("upgrade",):
                return [Upgrade(g)]
            case ("good", g), ("extensions",):
                return [PayGood(g)]
        return []

    def drop_at(self, s: Any, seat: int, piece: Piece, pos: tuple[float, float]) -> tuple[tuple, list[Any]] | None:
        """The target under `pos` and its candidate moves; None when nothing there takes the piece."""
        return hotspots.drop_at(self.targets(s, seat, piece), pos,
                                lambda target: self.drop_moves(s, seat, piece, target))

    def legal_targets(self, s: Any, seat: int, piece: Piece) -> list[Box]:
        """Boxes that light up while `piece` is dragged: some candidate there is legal."""
        return hotspots.legal_boxes(s, self.targets(s, seat, piece),
                                    lambda target: self.drop_moves(s, seat, piece, target))

"""Coal Baron by mouse: the pieces under the pointer, where each may be dropped, and the engine moves a
click or a drop means. Moves are candidates; the table asks the engine which are legal.

Drags: workers from the pit's supply onto a worker space (or onto a tile, an order or a stack); a tile
or an order from its slot into the pit; the cage to a level; a cube from a cart into the cage; a cube
from the cage into storage or onto an order's spot (onto a spot of another colour: two cubes for that
spot); a cube from storage onto a spot; a completed order onto its delivery space; a card of the
popup into the pit (keep it) or onto the return row (next back). Clicks: the same things, spaces, the
shaft's levels, the popup's buttons.
"""
from __future__ import annotations

from typing import Any

from client.games.coal_baron.layout import Box, CBLayout
from client.games.coal_baron.model import pit_view
from client.games.coal_baron.popup import popup_view
from client.games.common import hotspots
from engine.games.coal_baron.decks import TILES
from engine.games.coal_baron.moves import (
    BUY_SEEN,
    CAGE,
    DRAFT,
    FILL,
    FILL_TWO,
    KEEP_NONE,
    LOAD,
    PLACE,
    RETURN_ORDER,
    RETURN_SIDE,
    RETURN_TILE,
    STORE,
    TAKE_SEEN,
)

Piece = tuple
Target = tuple
CAGE_SRC, STORAGE_SRC = 0, 1


class CBControls:
    def __init__(self, layout: CBLayout) -> None:
        self.lay = layout

    # --- pieces -------------------------------------------------------------------------------------
    def pieces(self, s: Any, seat: int, pit_seat: int) -> list[tuple[Piece, Box]]:
        """Every piece the seat to move could pick up or click, with its box (topmost first)."""
        pop = popup_view(self.lay, s)
        if pop is not None:
            return self.popup_pieces(pop) if pop.seat == seat else []
        out = self.pit_pieces(s, seat) if seat >= 0 and seat == pit_seat else []
        return out + self.board_pieces(s)

    def popup_pieces(self, pop: Any) -> list[tuple[Piece, Box]]:
        lay = self.lay
        out: list[tuple[Piece, Box]] = []
        for i, box in enumerate(pop.boxes):
            out.append((("draft", pop.cards[i]) if pop.kind == "draft" else ("seen", i), box))
        if pop.kind == "look":
            out.append((("keep_none",), lay.box("look_keep_none")))
        elif pop.kind == "side":
            out += [(("side", "top"), lay.box("look_top")), (("side", "bottom"), lay.box("look_bottom"))]
        return out

    def board_pieces(self, s: Any) -> list[tuple[Piece, Box]]:
        lay, tb = self.lay, s.t
        out: list[tuple[Piece, Box]] = []
        for slot in s.fopen:
            if s.fslots[slot] >= 0:
                out.append((("tile_slot", slot + 1), lay.box(f"fslot_{slot + 1}")))
        for slot in s.oopen:
            if s.oslots[slot] >= 0:
                out.append((("order_slot", slot + 1), lay.box(f"oslot_{slot + 1}")))
        out += [(("stack", "factory_look"), lay.box("tstack")), (("stack", "order_look"), lay.box("ostack"))]
        out += [(("space", tb.space_names[sp]), lay.space_box(tb.space_names[sp])) for sp in s.open_spaces]
        return out

    def pit_pieces(self, s: Any, seat: int) -> list[tuple[Piece, Box]]:
        lay = self.lay
        pv = pit_view(lay, s, seat)
        out: list[tuple[Piece, Box]] = [(("cage_cube", c), box) for c, box in pv.cage]
        out.append((("cage",), lay.cage_box(pv.cage_level)))
        for lv in pv.levels:
            out += [(("cart_cube", lv.level, c), box) for c, box in lv.cubes]
        out += [(("storage_cube", c), box) for c, n, box in pv.storage if n]
        for o in pv.orders:
            out += [(("spot", o.card, c), box) for c, filled, box in o.spots if not filled]
            out.append((("held", o.card), o.box))
        out.append((("workers",), lay.supply_box()))
        out += [(("level", k), lay.cage_box(k)) for k in range(5)]
        return out

    def piece_at(self, s: Any, seat: int, pit_seat: int, pos: tuple[float, float]) -> Piece | None:
        return hotspots.hit(self.pieces(s, seat, pit_seat), pos)  # type: ignore[no-any-return]

    def piece_box(self, s: Any, seat: int, pit_seat: int, piece: Piece) -> Box | None:
        return hotspots.box_of(self.pieces(s, seat, pit_seat), piece)

    @staticmethod
    def piece_image(s: Any, seat: int, piece: Piece) -> str | None:
        from client.games.coal_baron.cards import cube_art, order_art, tile_art, worker_art
        kind = piece[0]
        if kind in ("cage_cube", "storage_cube"):
            return cube_art(piece[1])
        if kind == "cart_cube":
            return cube_art(piece[2])
        if kind == "workers":
            return worker_art(seat)
        if kind == "cage":
            return "coal_baron/parts/cage"
        if kind == "tile_slot":
            return tile_art(s.t, s.fslots[piece[1] - 1])
        if kind in ("order_slot", "held", "draft"):
            card = s.oslots[piece[1] - 1] if kind == "order_slot" else piece[1]
            return order_art(s.t, card)
        if kind == "seen":
            return "coal_baron/parts/tiles_stack"
        return None

    # --- clicks -------------------------------------------------------------------------------------
    def click_moves(self, s: Any, seat: int, piece: Piece) -> list[Any]:
        kind = piece[0]
        handler = CLICKS.get(kind)
        return [] if handler is None else handler(self, s, seat, piece)

    def _place(self, s: Any, seat: int, piece: Piece) -> list[Any]:
        return [PLACE[s.t.space_index[space_of(piece)]]]

    def _seen(self, s: Any, seat: int, piece: Piece) -> list[Any]:
        pop = popup_view(self.lay, s)
        if pop is None or piece[1] >= len(pop.cards) or pop.cards[piece[1]] < 0:
            return []
        card = pop.cards[piece[1]]
        if pop.kind == "look":
            return [BUY_SEEN[card] if pop.which == TILES else TAKE_SEEN[card]]
        if pop.kind == "order":
            return [(RETURN_TILE if pop.which == TILES else RETURN_ORDER)[card]]
        return []

    def _cage_cube(self, s: Any, seat: int, piece: Piece) -> list[Any]:
        c = piece[1]
        return [STORE[c]] + [FILL[card][c][CAGE_SRC] for card, _n, _o in s.held[seat]]

    def _storage_cube(self, s: Any, seat: int, piece: Piece) -> list[Any]:
        return [FILL[card][piece[1]][STORAGE_SRC] for card, _n, _o in s.held[seat]]

    def _spot(self, s: Any, seat: int, piece: Piece) -> list[Any]:
        _k, card, c = piece
        return [FILL[card][c][CAGE_SRC], FILL[card][c][STORAGE_SRC]]

    def _held(self, s: Any, seat: int, piece: Piece) -> list[Any]:
        tb = s.t
        return [PLACE[tb.space_index[f"deliver_{tb.transport_names[tb.order_transport[piece[1]]]}"]]]

    # --- drops --------------------------------------------------------------------------------------
    def targets(self, s: Any, seat: int, piece: Piece) -> list[tuple[Target, Box]]:
        lay, tb = self.lay, s.t
        kind = piece[0]
        if kind == "workers":
            slots = [(("space", space_of(p)), box) for p, box in self.board_pieces(s) if p[0] != "space"]
            return slots + [(("space", name), lay.space_box(name)) for name in tb.space_names]  # locked ones say so
        if kind in ("tile_slot", "order_slot", "draft", "seen"):
            out: list[tuple[Target, Box]] = [(("pit",), lay.box("pit"))]
            return out + ([(("return",), lay.box("look_return"))] if kind == "seen" else [])
        if kind == "cage":
            return [(("level", k), lay.cage_box(k)) for k in range(5)]
        if kind == "cart_cube":
            return [(("cage",), lay.pit_box("shaft"))]
        if kind in ("cage_cube", "storage_cube"):
            pv = pit_view(lay, s, seat)
            spots = [(("spot", o.card, c), box) for o in pv.orders for c, filled, box in o.spots if not filled]
            cards = [(("order", o.card), o.box) for o in pv.orders]
            store = [(("storage",), lay.pit_box("storage"))] if kind == "cage_cube" else []
            return spots + cards + store
        if kind == "held":
            return [(("space", f"deliver_{t}"), lay.space_box(f"deliver_{t}")) for t in tb.transport_names]
        return []

    def drop_moves(self, s: Any, seat: int, piece: Piece, target: Target) -> list[Any]:
        kind, tkind = piece[0], target[0]
        if tkind == "space":
            return [PLACE[s.t.space_index[target[1]]]] if kind in ("workers", "held") else []
        if tkind == "pit":
            return self._place(s, seat, piece) if kind in ("tile_slot", "order_slot") else self.click_moves(
                s, seat, piece)
        if tkind == "return":
            return self._seen(s, seat, piece)
        if tkind == "level":
            return [CAGE[target[1]]]
        if tkind == "cage":
            return [LOAD[piece[2]]]
        if tkind == "storage":
            return [STORE[piece[1]]]
        return self.fill_moves(s, piece, target)

    @staticmethod
    def fill_moves(s: Any, piece: Piece, target: Target) -> list[Any]:
        """A cube onto an order: its colour's spot takes it; a spot of another colour takes two cubes."""
        c = piece[1]
        src = CAGE_SRC if piece[0] == "cage_cube" else STORAGE_SRC
        card = target[1]
        if target[0] == "order" or target[2] == c:
            return [FILL[card][c][src]]
        spot = target[2]
        return [FILL_TWO[card][spot][min(c, x)][max(c, x)][src] for x in range(4)]

    def drop_at(self, s: Any, seat: int, piece: Piece, pos: tuple[float, float]) -> tuple[Target, list[Any]] | None:
        return hotspots.drop_at(self.targets(s, seat, piece), pos, lambda tg: self.drop_moves(s, seat, piece, tg))

    def legal_targets(self, s: Any, seat: int, piece: Piece) -> list[Box]:
        return hotspots.legal_boxes(s, self.targets(s, seat, piece), lambda tg: self.drop_moves(s, seat, piece, tg))


def space_of(piece: Piece) -> str:
    """The worker space a board piece stands for (a tile slot is its factory space, and so on)."""
    kind, arg = piece[0], piece[1]
    if kind == "tile_slot":
        return f"factory_{arg}"
    if kind == "order_slot":
        return f"order_{arg}"
    return str(arg)


CLICKS = {
    "space": CBControls._place, "tile_slot": CBControls._place, "order_slot": CBControls._place,
    "stack": CBControls._place, "seen": CBControls._seen,
    "draft": lambda self, s, seat, piece: [DRAFT[piece[1]]],
    "keep_none": lambda self, s, seat, piece: [KEEP_NONE],
    "side": lambda self, s, seat, piece: [RETURN_SIDE[0 if piece[1] == "top" else 1]],
    "level": lambda self, s, seat, piece: [CAGE[piece[1]]],
    "cart_cube": lambda self, s, seat, piece: [LOAD[piece[2]]],
    "cage_cube": CBControls._cage_cube, "storage_cube": CBControls._storage_cube,
    "spot": CBControls._spot, "held": CBControls._held,
}

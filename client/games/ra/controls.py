"""Ra by mouse: which piece is under the pointer, where it may go, and which engine move that is.

Every drag has a click alternative: click the bag to draw, a sun to bid it, an auction tile to take
it with a God, a held tile to discard it. Whether a move is legal is always the engine's answer.
"""
from __future__ import annotations

from typing import Any

from client.games.common.hotspots import legal_boxes
from client.games.ra.layout import RaLayout, inside
from engine.games.ra.moves import Bid, Discard, Draw, EndTurn, InvokeRa, Pass, TakeWithGod
from engine.games.ra.tiles import AUCTION_TRACK_SPACES, CIVILIZATIONS, GOD, MONUMENTS, TILE_NAMES

Piece = tuple  # ("bag",) ("sun", v) ("god",) ("held", kind) ("auction", slot) ("ra_figure",)
Target = tuple  # ("auction", slot) ("centre",) ("bag",)

BUTTON_MOVES = (("invoke", InvokeRa()), ("pass", Pass()), ("end_turn", EndTurn()))


class RaControls:
    def __init__(self, layout: RaLayout) -> None:
        self.layout = layout

    # --- pieces -------------------------------------------------------------------------------
    def piece_at(self, state: Any, seat: int, pos: tuple[float, float]) -> Piece | None:
        lay = self.layout
        if inside(lay.box("bag"), pos):
            return ("bag",)
        if inside(lay.box("ra_figure"), pos):
            return ("ra_figure",)
        for i in range(min(len(state.auction), AUCTION_TRACK_SPACES)):
            if inside(lay.auction_slot(i), pos):
                return ("auction", i)
        if seat < 0:
            return None
        for value, face_up, box in lay.sun_boxes(seat, state.up[seat], state.down[seat]):
            if face_up and inside(box, pos):
                return ("sun", value)
        for kind, box in lay.held_cells(seat).items():
            if state.held[seat][kind] and inside(box, pos):
                return ("god",) if kind == GOD else ("held", kind)
        return None

    def piece_box(self, state: Any, seat: int, piece: Piece) -> tuple[float, float, float, float] | None:
        lay = self.layout
        match piece:
            case ("bag",):
                return lay.box("bag")
            case ("sun", value):
                for v, up, box in lay.sun_boxes(seat, state.up[seat], state.down[seat]):
                    if v == value and up:
                        return box
            case ("god",):
                return lay.held_cells(seat)[GOD]
            case ("held", kind):
                return lay.held_cells(seat)[kind]
        return None

    def piece_image(self, piece: Piece) -> str | None:
        match piece:
            case ("bag",):
                return "ra/parts/bag"
            case ("sun", value):
                return f"ra/suns/sun_{value}_up"
            case ("god",):
                return "ra/tiles/god"
            case ("held", kind):
                return f"ra/tiles/{TILE_NAMES[kind]}"
        return None

    def pieces(self, state: Any, seat: int) -> list[tuple[Piece, tuple[float, float, float, float]]]:
        """Every piece of the board and of `seat`'s area a gesture may start from, with its box."""
        lay = self.layout
        out: list[tuple[Piece, tuple[float, float, float, float]]] = [(("bag",), lay.box("bag")),
                                                                    (("ra_figure",), lay.box("ra_figure"))]
        out += [(("auction", i), lay.auction_slot(i)) for i in range(min(len(state.auction), AUCTION_TRACK_SPACES))]
        if seat < 0:
            return out
        out += [(("sun", v), box) for v, up, box in lay.sun_boxes(seat, state.up[seat], state.down[seat]) if up]
        out += [(("god",) if k == GOD else ("held", k), box) for k, box in lay.held_cells(seat).items()
                if state.held[seat][k]]
        return out

    # --- targets and moves --------------------------------------------------------------------
    def targets(self, state: Any, piece: Piece) -> list[tuple[Target, tuple[float, float, float, float]]]:
        lay = self.layout
        match piece:
            case ("bag",):
                slot = min(len(state.auction), AUCTION_TRACK_SPACES - 1)
                return [(("auction", slot), lay.auction_slot(slot))] + [  # the slot the tile goes to first
                    (("auction", i), lay.auction_slot(i)) for i in range(AUCTION_TRACK_SPACES) if i != slot]
            case ("sun", _):
                return [(("centre",), lay.box("centre"))]
            case ("god",):
                return [(("auction", i), lay.auction_slot(i)) for i in range(len(state.auction))]
            case ("held", _):
                return [(("bag",), lay.box("bag"))]
        return []

    def drop_move(self, piece: Piece, target: Target) -> Any | None:
        match piece, target:
            case ("bag",), ("auction", _):
                return Draw()
            case ("sun", value), ("centre",):
                return Bid(value)
            case ("god",), ("auction", slot):
                return TakeWithGod(slot)
            case ("held", kind), ("bag",) if kind in CIVILIZATIONS or kind in MONUMENTS:
                return Discard(TILE_NAMES[kind])  # type: ignore[arg-type]
        return None

    def drop_moves(self, piece: Piece, target: Target) -> list[Any]:
        move = self.drop_move(piece, target)
        return [] if move is None else [move]

    def click_move(self, piece: Piece) -> Any | None:
        match piece:
            case ("bag",):
                return Draw()
            case ("ra_figure",):
                return InvokeRa()
            case ("sun", value):
                return Bid(value)
            case ("auction", slot):
                return TakeWithGod(slot)
            case ("held", kind) if kind in CIVILIZATIONS or kind in MONUMENTS:
                return Discard(TILE_NAMES[kind])  # type: ignore[arg-type]
        return None

    def legal_drop_targets(self, state: Any, piece: Piece) -> list[tuple[float, float, float, float]]:
        """Boxes that light up while `piece` is dragged: the engine says the move is legal."""
        return legal_boxes(state, self.targets(state, piece), lambda target: self.drop_moves(piece, target))

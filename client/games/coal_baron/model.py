"""What a seat's pit shows, as boxes: tiles on each side of every level, their carts, the cubes in them,
the cage and its cubes, storage, the held orders and their spots. Read off the observation (never a rule):
the engine keeps cubes per level and colour, so they are drawn into the level's carts, newest carts
first; the boxes here serve the painter and the mouse alike.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from client.games.coal_baron.layout import Box, CBLayout


@dataclass(slots=True)
class LevelView:
    level: int  # 1..4
    tiles: list[tuple[int, Box]] = field(default_factory=list)  # (tile kind, box)
    printed: Box | None = None
    carts: list[Box] = field(default_factory=list)  # every cart, printed first, in the order bought
    cubes: list[tuple[int, Box]] = field(default_factory=list)  # (colour, box), drawn in the carts


@dataclass(slots=True)
class OrderView:
    card: int
    box: Box
    spots: list[tuple[int, bool, Box]]  # (colour, filled, box) in the card's printed order


@dataclass(slots=True)
class PitView:
    seat: int
    levels: list[LevelView]
    cage_level: int
    cage: list[tuple[int, Box]]
    storage: list[tuple[int, int, Box]]  # (colour, count, box)
    orders: list[OrderView]


def filled_spots(need_all: tuple[int, ...], need_left: tuple[int, ...]) -> list[bool]:
    """Which printed spots are filled: the card's spots minus those still empty (by colour)."""
    left = list(need_left)
    out = []
    for c in need_all:
        if c in left:
            left.remove(c)
            out.append(False)
        else:
            out.append(True)
    return out


def pit_view(lay: CBLayout, s: Any, p: int) -> PitView:
    t = s.t
    levels = []
    for lv in range(4):
        view = LevelView(lv + 1)
        bought = [(i, k) for i, k in enumerate(s.tiles[p]) if t.tile_colour[k] == lv]  # (when, kind)
        placed: list[tuple[int, int, Box]] = []
        for lit in (True, False):
            side = [(i, k) for i, k in bought if t.tile_lit[k] == lit]
            pbox, boxes = lay.level_slots(lv + 1, lit, t.printed_lit[lv] == lit, len(side))
            if pbox is not None:
                view.printed = pbox
            placed += [(i, k, b) for (i, k), b in zip(side, boxes, strict=True)]
        view.tiles = [(k, b) for _i, k, b in placed]
        carts: list[Box] = lay.cart_boxes(view.printed, 1) if view.printed is not None else []
        for _i, k, box in sorted(placed):  # carts in the order their tiles were bought
            carts += lay.cart_boxes(box, t.tile_carts[k])
        view.carts = carts
        cubes = [c for c in range(4) for _ in range(s.pit[16 * p + 4 * lv + c])]
        for c, cart in zip(cubes, reversed(carts), strict=False):  # the newest carts hold the cubes
            view.cubes.append((c, lay.cube_on_cart(cart)))
        levels.append(view)
    level = s.cage_level[p]
    in_cage = [c for c in range(4) for _ in range(s.cage[4 * p + c])]
    cage = list(zip(in_cage, lay.cage_cubes(level, len(in_cage)), strict=True))
    storage = [(c, s.storage[4 * p + c], box) for c, box in enumerate(lay.storage_boxes())]
    orders = []
    held = s.held[p]
    for (card, need, _on), box in zip(held, lay.order_boxes(len(held)), strict=True):
        printed = t.order_need[card]
        spots = lay.spot_boxes(box, len(printed))
        orders.append(OrderView(card, box, list(zip(printed, filled_spots(printed, need), spots, strict=True))))
    return PitView(p, levels, level, cage, storage, orders)

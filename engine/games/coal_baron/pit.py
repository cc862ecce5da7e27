"""A seat's pit (炭鉱): tunnel tiles bought into it and the cubes their carts start with."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision, replace_top
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.coal_baron import reasons
from engine.games.coal_baron.moves import CART_CUBE, COLOUR, CartCube
from engine.games.coal_baron.state import CBState


def buy_tile(s: CBState, p: int, kind: int) -> None:
    """Pay for a tunnel tile and add it to the pit: lit tiles extend the tunnel of its colour to the left,
    dark tiles to the right; each cart gets a cube of the tile's colour (any colour once that runs out)."""
    t = s.t
    colour = t.tile_colour[kind]
    s.money[p] -= t.tile_cost[kind]
    s.tiles[p].append(kind)
    s.carts[4 * p + colour] += t.tile_carts[kind]
    if t.tile_lit[kind]:
        s.lit[p] += 1
    else:
        s.dark[p] += 1
    if s.ev is not None:
        emit(s.ev, "tile_bought", seat=p, tile=t.tile_names[kind], cost=t.tile_cost[kind])
    left = t.tile_carts[kind]
    while left and s.supply[colour] > 0:
        put_cube(s, p, colour, colour)
        left -= 1
    if left:
        s.pending.append(CartCubes(p, colour, left))


def put_cube(s: CBState, p: int, level: int, colour: int) -> None:
    s.supply[colour] -= 1
    s.pit[16 * p + 4 * level + colour] += 1
    if s.ev is not None:
        emit(s.ev, "cart_loaded", seat=p, level=level + 1, colour=s.t.colour_names[colour])


@dataclass(frozen=True, slots=True)
class CartCubes(Decision[CBState]):
    """New carts on `level` (0..3) whose colour has run out: each takes a cube of a colour the seat picks.
    With one colour left the choice makes itself; with none the carts stay empty."""

    seat: int
    level: int
    left: int
    PROMPT: ClassVar[Text] = Text("Choose the cube for your new cart (its colour has run out)",
                                  "新しいトロッコに乗せる石炭の色を選んでください（その色は品切れです）")

    def legal_moves(self, state: CBState) -> list[CartCube]:
        return [CART_CUBE[c] for c in range(4) if state.supply[c] > 0]

    def explain(self, state: CBState, move: object) -> Reason:
        return reasons.NO_CUBE_LEFT if isinstance(move, CartCube) else NOT_NOW

    def apply(self, state: CBState, move: CartCube) -> None:
        self._one(state, COLOUR[move.colour])

    def _one(self, state: CBState, colour: int) -> None:
        put_cube(state, self.seat, self.level, colour)
        if self.left > 1:
            replace_top(state.pending, CartCubes(self.seat, self.level, self.left - 1))
        else:
            state.pending.pop()

    def settle(self, state: CBState) -> bool:
        colours = [c for c in range(4) if state.supply[c] > 0]
        if not colours:
            state.pending.pop()
            return True
        if len(colours) == 1:
            self._one(state, colours[0])
            return True
        return False

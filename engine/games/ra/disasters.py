"""Disaster tiles (災厄): each costs its new owner two tiles of the kind it names, then goes to the box.

Funeral: Pharaohs. Drought: Floods first, then Niles. Both are automatic. Unrest (civilizations) and
Earthquake (monuments) let the owner choose — a `DisasterDiscard` on the stack, asked only when there
is a real choice. Tiles won together with the disaster count; missing tiles are simply not there.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core.decisions import Decision, replace_top
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.ra.moves import DISCARDS, Discard
from engine.games.ra.reasons import NOT_HELD, WRONG_DISCARD, not_now
from engine.games.ra.tiles import (
    CIVILIZATIONS,
    DISASTERS,
    DROUGHT,
    EARTHQUAKE,
    FLOOD,
    FUNERAL,
    MONUMENTS,
    NILE,
    PHARAOH,
    TILE_INDEX,
    TILE_NAMES,
    UNREST,
)

if TYPE_CHECKING:
    from engine.games.ra.state import RaState

TILES_PER_DISASTER = 2


def discard(state: RaState, seat: int, tile: int, count: int, cause: int) -> int:
    """Discard up to `count` tiles of one kind; returns how many went."""
    k = min(count, state.held[seat][tile])
    if k:
        state.held[seat][tile] -= k
        emit(state.ev, "tiles_discarded", seat=seat, tile=TILE_NAMES[tile], count=k, cause=TILE_NAMES[cause])
    return k


def strike(state: RaState, seat: int) -> None:
    """The disasters `seat` just took strike: the automatic ones at once; a choice goes on the stack."""
    held = state.held[seat]
    funerals, droughts = held[FUNERAL], held[DROUGHT]
    unrests, quakes = held[UNREST], held[EARTHQUAKE]
    if not (funerals or droughts or unrests or quakes):
        return
    for d in DISASTERS:
        if held[d]:
            emit(state.ev, "disaster_struck", seat=seat, tile=TILE_NAMES[d], count=held[d])
        held[d] = 0
    discard(state, seat, PHARAOH, TILES_PER_DISASTER * funerals, FUNERAL)
    left = TILES_PER_DISASTER * droughts
    left -= discard(state, seat, FLOOD, left, DROUGHT)
    discard(state, seat, NILE, left, DROUGHT)
    if unrests or quakes:
        state.pending.append(DisasterDiscard(seat, TILES_PER_DISASTER * unrests, TILES_PER_DISASTER * quakes))


@dataclass(frozen=True, slots=True)
class DisasterDiscard(Decision["RaState"]):
    """`seat` still owes `unrest_left` civilization and then `quake_left` monument tiles."""

    seat: int
    unrest_left: int
    quake_left: int

    def kinds(self) -> tuple[tuple[int, ...], int]:
        """The tile kinds owed now, and the disaster that takes them."""
        return (CIVILIZATIONS, UNREST) if self.unrest_left else (MONUMENTS, EARTHQUAKE)

    def legal_moves(self, state: RaState) -> list[Any]:
        held = state.held[self.seat]
        return [DISCARDS[k] for k in self.kinds()[0] if held[k]]

    def explain(self, state: RaState, move: Any) -> Reason:
        if type(move) is not Discard:
            return not_now(move)
        if TILE_INDEX.get(move.tile, -1) not in self.kinds()[0]:
            return WRONG_DISCARD["civilization" if self.unrest_left else "monument"]
        return NOT_HELD

    def settle(self, state: RaState) -> bool:
        """Discard by itself while there is no real choice: all owed tiles, or only one kind held."""
        kinds, cause = self.kinds()
        left = self.unrest_left or self.quake_left
        held = state.held[self.seat]
        present = [k for k in kinds if held[k]]
        if sum(held[k] for k in present) > left and len(present) > 1:
            return False
        for k in present:
            left -= discard(state, self.seat, k, left, cause)
        self.owe(state, 0)
        return True

    def apply(self, state: RaState, move: Any) -> None:
        cause = self.kinds()[1]
        discard(state, self.seat, TILE_INDEX[move.tile], 1, cause)
        self.owe(state, (self.unrest_left or self.quake_left) - 1)

    def owe(self, state: RaState, left: int) -> None:
        """What is still owed for the disaster being resolved is now `left`."""
        unrest, quake = (left, self.quake_left) if self.unrest_left else (0, left)
        if unrest or quake:
            replace_top(state.pending, DisasterDiscard(self.seat, unrest, quake))
        else:
            state.pending.pop()

    def prompt(self, state: RaState) -> Text:
        if self.unrest_left:
            return Text(f"Unrest: discard {self.unrest_left} more civilization tile(s)",
                        f"騒乱：文明タイルをあと{self.unrest_left}枚捨ててください")
        return Text(f"Earthquake: discard {self.quake_left} more monument tile(s)",
                    f"地震：モニュメントタイルをあと{self.quake_left}枚捨ててください")

"""Mining (採掘する): a number of work steps spent one move at a time.

A step is: move the cage to any other level; load a cube from a cart on the cage's level (the cage holds
five); at the surface, a cube from the cage onto a matching spot of an order, or into storage; a cube from
storage onto a matching spot (wherever the cage is). Two cubes of any colours may fill one spot for two
steps (both from the cage, or both from storage [R]). Cubes on an order stay on it. Stopping early is a
move; the steps left are lost.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.decisions import NOT_NOW, Decision, replace_top
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.coal_baron import reasons
from engine.games.coal_baron.moves import (
    CAGE,
    COLOUR,
    FILL,
    FILL_TWO,
    LOAD,
    STOP,
    STORE,
    Fill,
    FillTwo,
    Load,
    MoveCage,
    StopMining,
    Store,
)
from engine.games.coal_baron.orders import fill_spot, find
from engine.games.coal_baron.state import CBState


def _pairs(counts: list[int], base: int) -> list[tuple[int, int]]:
    """The colour pairs (a <= b) two cubes from one source can make."""
    out = []
    for a in range(4):
        if counts[base + a]:
            for b in range(a, 4):
                if counts[base + b] > (1 if a == b else 0):
                    out.append((a, b))
    return out


@dataclass(frozen=True, slots=True)
class Mine(Decision[CBState]):
    """`steps` work steps left for `seat`."""

    seat: int
    steps: int

    def prompt(self, state: CBState) -> Text:
        word = "work step" if self.steps == 1 else "work steps"
        return Text(f"Mining: {self.steps} {word} left", f"採掘：作業ポイント残り{self.steps}")

    def legal_moves(self, state: CBState) -> list[Any]:
        p = self.seat
        b = 4 * p
        level = state.cage_level[p]
        moves: list[Any] = [STOP]
        moves += [CAGE[x] for x in range(5) if x != level]
        cage = state.cage
        if level:
            if state.cage_total(p) < state.t.cage_capacity:
                base = 16 * p + 4 * (level - 1)
                pit = state.pit
                moves += [LOAD[c] for c in range(4) if pit[base + c]]
        else:
            moves += [STORE[c] for c in range(4) if cage[b + c]]
        storage = state.storage
        pairs = None
        for card, need, _ in state.held[p]:
            last = -1
            for c in need:
                if c == last:
                    continue
                last = c
                fill = FILL[card][c]
                if not level and cage[b + c]:
                    moves.append(fill[0])
                if storage[b + c]:
                    moves.append(fill[1])
                if self.steps >= 2:
                    if pairs is None:
                        pairs = (_pairs(cage, b) if not level else [], _pairs(storage, b))
                    two = FILL_TWO[card][c]
                    for src in (0, 1):
                        for x, y in pairs[src]:
                            moves.append(two[x][y][src])
        return moves

    def explain(self, state: CBState, move: object) -> Reason:
        check = _EXPLAIN.get(type(move))
        if check is None:
            return NOT_NOW
        return check(self, state, move) or NOT_NOW

    def apply(self, state: CBState, move: Any) -> None:
        cost = _APPLY[type(move)](self, state, move)
        if cost == 0 or self.steps - cost <= 0:
            state.pending.pop()
        else:
            replace_top(state.pending, Mine(self.seat, self.steps - cost))

    def settle(self, state: CBState) -> bool:
        if self.steps <= 0:
            state.pending.pop()
            return True
        return False

    # --- what each step does (returns its cost in work steps) -------------------------------------------
    def _stop(self, state: CBState, move: StopMining) -> int:
        if state.ev is not None:
            emit(state.ev, "mining_stopped", seat=self.seat, steps_lost=self.steps)
        return 0

    def _cage(self, state: CBState, move: MoveCage) -> int:
        state.cage_from[self.seat] = state.cage_level[self.seat]
        state.cage_run[self.seat] = True
        state.cage_level[self.seat] = move.level
        if state.ev is not None:
            emit(state.ev, "cage_moved", seat=self.seat, level=move.level)
        return 1

    def _load(self, state: CBState, move: Load) -> int:
        p, c = self.seat, COLOUR[move.colour]
        state.pit[16 * p + 4 * (state.cage_level[p] - 1) + c] -= 1
        state.cage[4 * p + c] += 1
        state.cage_from[p] = -1
        if state.ev is not None:
            emit(state.ev, "cube_loaded", seat=p, colour=move.colour, level=state.cage_level[p])
        return 1

    def _store(self, state: CBState, move: Store) -> int:
        p, c = self.seat, COLOUR[move.colour]
        state.cage[4 * p + c] -= 1
        state.storage[4 * p + c] += 1
        state.cage_from[p] = -1
        if state.ev is not None:
            emit(state.ev, "cube_stored", seat=p, colour=move.colour)
        return 1

    def _fill(self, state: CBState, move: Fill) -> int:
        p, c = self.seat, COLOUR[move.colour]
        source = state.cage if move.source == "cage" else state.storage
        source[4 * p + c] -= 1
        if move.source == "cage":
            state.cage_from[p] = -1
        fill_spot(state, p, find(state, p, state.t.order_index[move.order]), c, (c,))
        if state.ev is not None:
            emit(state.ev, "spot_filled", seat=p, order=move.order, spot=move.colour, cubes=[move.colour],
                 source=move.source)
        return 1

    def _fill_two(self, state: CBState, move: FillTwo) -> int:
        p = self.seat
        source = state.cage if move.source == "cage" else state.storage
        cubes = (COLOUR[move.cubes[0]], COLOUR[move.cubes[1]])
        for c in cubes:
            source[4 * p + c] -= 1
        if move.source == "cage":
            state.cage_from[p] = -1
        fill_spot(state, p, find(state, p, state.t.order_index[move.order]), COLOUR[move.spot], cubes)
        if state.ev is not None:
            emit(state.ev, "spot_filled", seat=p, order=move.order, spot=move.spot, cubes=list(move.cubes),
                 source=move.source)
        return 2

    # --- why a step is not possible (wording only) ------------------------------------------------------
    def _why_cage(self, state: CBState, move: MoveCage) -> Reason | None:
        if not 0 <= move.level <= 4:
            return reasons.NO_LEVEL
        return reasons.SAME_LEVEL

    def _why_load(self, state: CBState, move: Load) -> Reason | None:
        if state.cage_level[self.seat] == 0:
            return reasons.AT_SURFACE
        if state.cage_total(self.seat) >= state.t.cage_capacity:
            return reasons.CAGE_FULL
        return reasons.NO_COAL_HERE

    def _why_store(self, state: CBState, move: Store) -> Reason | None:
        return reasons.NOT_AT_SURFACE if state.cage_level[self.seat] else reasons.NOT_IN_CAGE

    def _why_fill(self, state: CBState, move: Fill | FillTwo) -> Reason | None:
        p = self.seat
        i = find(state, p, state.t.order_index.get(move.order, -1))
        if i < 0:
            return reasons.NO_SUCH_ORDER
        spot = move.colour if isinstance(move, Fill) else move.spot
        if spot not in COLOUR or COLOUR[spot] not in state.held[p][i][1]:
            return reasons.NO_SPOT
        if isinstance(move, FillTwo) and self.steps < 2:
            return reasons.TWO_STEPS
        if move.source == "cage":
            return reasons.NOT_AT_SURFACE if state.cage_level[p] else reasons.NOT_IN_CAGE
        return reasons.NOT_IN_STORAGE


_APPLY: dict[type, Callable[[Mine, CBState, Any], int]] = {
    StopMining: Mine._stop, MoveCage: Mine._cage, Load: Mine._load, Store: Mine._store, Fill: Mine._fill,
    FillTwo: Mine._fill_two}
_EXPLAIN: dict[type, Callable[[Mine, CBState, Any], Reason | None]] = {
    MoveCage: Mine._why_cage, Load: Mine._why_load, Store: Mine._why_store, Fill: Mine._why_fill,
    FillTwo: Mine._why_fill}

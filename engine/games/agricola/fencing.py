"""Fences as pasture commits: a fencing action is a series of "enclose these cells" decisions.

A commit names the cells of one pasture: a new one on free cells (no room, no field, no pasture; next to
an existing pasture once there is one, so all pastures hang together), or a part of an existing pasture,
which subdivides it. Its wood is one for each fence still missing around those cells (fences already
there are reused), within the seat's 15 fences. A commit may not close off a room or a field (a closed
area holds only pasture). The candidates are rectangles of cells and unions of two rectangles
(`farm.CANDIDATES`), not every set of edges: every pasture a seat would build is among them or made of them.

Fences are always whole pastures, so nothing is left open at the end of the action [V].
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import farm, reasons
from engine.games.agricola.data import NG, WOOD
from engine.games.agricola.goods import settle_animals
from engine.games.agricola.moves import FENCE, STOP, Fence, Stop, cells_mask
from engine.games.agricola.state import AgState

MIDDLE = 0b111 << 6  # the only cells off the farm's border: only they can be closed off by accident
BORDER = farm.FULL & ~MIDDLE


def _closes_off_blocked(outside: int, blocked: int) -> bool:
    """Whether some unfenced area without a border cell (so closed off) holds a room or field. Such an area
    lies within the three middle cells: a middle cell is open if a path of unfenced cells leads from it to
    the border."""
    mid = outside & MIDDLE
    if not mid & blocked:
        return False
    border = outside & BORDER
    open_ = 0
    for c in (6, 7, 8):
        if mid >> c & 1 and farm.NEIGHBOURS[c] & border:
            open_ |= 1 << c
    for _ in range(2):  # along the middle row
        for c in (6, 7, 8):
            if mid >> c & 1 and farm.NEIGHBOURS[c] & open_:
                open_ |= 1 << c
    return bool(mid & ~open_ & blocked)


def commits(s: AgState, p: int) -> Iterator[tuple[int, int]]:
    """(cells, wood) of every pasture the seat may fence now."""
    fences = s.fences[p]
    blocked = s.rooms[p] | s.fields[p]
    fenced = s.fenced(p)
    near = farm.neighbours(fenced)
    wood = s.goods[NG * p + WOOD]
    left = s.t.g.max_fences - fences.bit_count()
    budget = wood if wood < left else left
    risky = blocked & MIDDLE  # a room or field off the border could be closed in by accident
    for mask, edges in farm.CANDIDATES:
        if mask & blocked:
            continue
        cost = (edges & ~fences).bit_count()
        if cost == 0 or cost > budget:
            continue
        if mask & fenced:
            if not any(mask & ~m == 0 and mask != m for m in s.pasture[p]):
                continue
        elif fenced and not mask & near or risky and _closes_off_blocked(farm.FULL & ~(fenced | mask), blocked):
            continue
        yield mask, cost


def new_fences(s: AgState, p: int, mask: int) -> int:
    """The fences (an edge mask) that enclosing `mask` as a pasture still needs: its boundary less the
    fences already there. Its count is the wood the pasture costs (the decision pays it; the table previews it)."""
    return farm.boundary(mask) & ~s.fences[p]


def wood_cost(s: AgState, p: int, mask: int) -> int:
    return new_fences(s, p, mask).bit_count()


def can_fence(s: AgState, p: int) -> bool:
    return next(commits(s, p), None) is not None


@dataclass(frozen=True, slots=True)
class BuildFences(Decision[AgState]):
    seat: int
    built: int = 0
    PROMPT: ClassVar[Text] = Text("Fence a pasture", "柵で囲む牧場を選んでください")

    def legal_moves(self, state: AgState) -> list:
        moves: list = [FENCE[mask] for mask, _ in commits(state, self.seat)]
        if self.built:
            moves.append(STOP)
        return moves

    def explain(self, state: AgState, move: object) -> Reason:
        if isinstance(move, Stop):
            return reasons.STOP_NOT_YET
        return reasons.FENCE if isinstance(move, Fence) else NOT_NOW

    def settle(self, state: AgState) -> bool:
        if self.built and not can_fence(state, self.seat):
            state.pending.pop()
            return True
        return False

    def apply(self, state: AgState, move: Fence | Stop) -> None:
        if isinstance(move, Stop):
            state.pending.pop()
            return
        p = self.seat
        mask = cells_mask(move.cells)
        cost = wood_cost(state, p, mask)
        state.goods[NG * p + WOOD] -= cost
        state.fences[p] |= farm.boundary(mask)
        state.farm_changed(p)
        state.pending[-1] = BuildFences(p, self.built + 1)
        emit(state.ev, "pasture_fenced", seat=p, cells=list(move.cells), wood=cost)
        settle_animals(state, p)  # a subdivision may hold fewer animals than before

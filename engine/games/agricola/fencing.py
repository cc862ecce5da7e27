"""Fences as pasture commits: a fencing action is a series of "enclose these cells" decisions.

A commit names the cells of one pasture, any connected set of cells (`farm.shapes()`): a new one on free
cells (no room, no field, no pasture; next to an existing pasture once there is one, so all pastures hang
together), or a part of an existing pasture, which subdivides it (what is left of it becomes one pasture or
more). Its wood is one for each fence still missing around those cells (fences already there are reused),
within the seat's 15 fences (`pasture_wood`). A commit may not close off a room or a field (a closed area
holds only pasture); a free area it closes off becomes a pasture too, as fences make it one. With 15 fences
nothing can be closed off on a 3×5 farm (a middle cell needs 16), so that check guards data with more.

Bots weigh only the rectangles and unions of two rectangles (`farm.candidates()`, `candidate_moves`): every
pasture a seat would build is among them or made of them.

Fences are always whole pastures, so nothing is left open at the end of the action [V].
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, ClassVar

from engine.core.decisions import Decision
from engine.core.effects import modify, trigger
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import farm, reasons
from engine.games.agricola.card_farm import FENCES_BUILT, FENCING
from engine.games.agricola.data import NG, WOOD
from engine.games.agricola.goods import settle_animals
from engine.games.agricola.moves import STOP, Fence, Stop, cells_mask, fence_moves
from engine.games.agricola.repeat import Repeatable
from engine.games.agricola.state import AgState

MIDDLE = 0b111 << 6  # the only cells off the farm's border: only they can be closed off by accident
BORDER = farm.FULL & ~MIDDLE
# The fewest fences that close off a middle cell: 12 round the plus shape of its four neighbours (no shape
# holding them has a shorter rim) and its own 4. A farm with fewer cannot have closed anything off.
CLOSE_OFF_FENCES = 16


def new_fences(s: AgState, p: int, cells: int) -> int:
    """The fences (an edge mask) a pasture of `cells` (a mask) still needs: its boundary less the fences
    already there (the table draws them as the outline's new rails)."""
    return farm.boundary(cells) & ~s.fences[p]


def wood_for(n: int, free: int, owed: int) -> int:
    """The wood for `n` fences when `free` of them cost none once `owed` fences are paid for (cards)."""
    return (n if n < owed else owed) + max(0, n - owed - free)


def allowance(s: AgState, p: int) -> tuple[int, int]:
    """(free fences, fences paid before they count) of a fencing action the seat starts now (cards)."""
    if s.k is None:
        return 0, 0
    return modify(s.fx, p, FENCING, (0, 0), s)  # type: ignore[no-any-return]


def _terms(s: AgState, p: int) -> tuple[int, int]:
    """The free fences of the fencing action under way (the table asks while a pasture is drawn), or of one
    started now."""
    top = s.pending[-1] if s.pending else None
    if isinstance(top, BuildFences) and top.seat == p:
        return top.free, top.owed
    return allowance(s, p)


def pasture_wood(s: AgState, p: int, cells: int) -> int:
    """The wood seat `p` pays now for a pasture of `cells`: one for each fence still missing around it (less
    the fences cards make free). The fencing decision charges it; the table shows it for a pasture being
    drawn."""
    n = new_fences(s, p, cells).bit_count()
    if s.k is None:
        return n
    free, owed = _terms(s, p)
    return wood_for(n, free, owed)


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


NO_LIMIT = 1 << 20


def _up_to(shapes: tuple[tuple[int, int], ...]) -> list[int]:
    """For k cells: how many of `shapes` (smallest first) have at most k cells."""
    return [sum(1 for m, _ in shapes if m.bit_count() <= k) for k in range(farm.CELLS + 1)]


@cache
def _shapes_up_to() -> list[int]:
    return _up_to(farm.shapes())


@cache
def _candidates_up_to() -> list[int]:
    return _up_to(farm.candidates())


# The rule, whatever the wood: a shape is legal when it is a new pasture on free cells (touching a pasture
# once there is one, closing off no room or field) or a proper part of one pasture (a subdivision); then it
# is legal exactly when its wood is within the budget. Neither kind can be free: a new pasture's outer edge
# is open (or it would be a pasture already), and a part of a pasture has an edge inside it. A farm stays
# the same over many decisions (every placement asks whether the fencing spaces can be taken), so what it
# allows is cached by its plain values: fences and the cells rooms and fields take.
def _open(fences: int, blocked: int, shapes: tuple[tuple[int, int], ...], up_to: list[int]) -> dict[int, int]:
    """cells -> wood of the shapes this farm allows (in `shapes` order)."""
    pastures = farm.pastures(fences)
    fenced = 0
    of_cell = {}  # the pasture of each fenced cell, by the cell's bit
    for pm in pastures:
        fenced |= pm
        for c in farm.bits(pm):
            of_cell[1 << c] = pm
    taken = blocked | fenced
    near = farm.neighbours(fenced) if fenced else farm.FULL
    whole = set(pastures)
    # shapes are smallest first: none larger than the free area or the largest pasture can be allowed
    most = max((farm.FULL & ~taken).bit_count(), max((pm.bit_count() for pm in pastures), default=0))
    out = {m: (e & ~fences).bit_count() for m, e in shapes[:up_to[most]]
           if (not m & taken and m & near)
           or (not m & ~fenced and not m & ~of_cell[m & -m] and m not in whole)}
    if blocked & MIDDLE:  # a room or field off the border could be closed in by accident
        least = CLOSE_OFF_FENCES - fences.bit_count()
        for m in [m for m, cost in out.items() if cost >= least and not m & fenced
                  and _closes_off_blocked(farm.FULL & ~(fenced | m), blocked)]:
            del out[m]
    return out


@lru_cache(maxsize=16)
def _open_shapes(fences: int, blocked: int) -> dict[int, int]:
    return _open(fences, blocked, farm.shapes(), _shapes_up_to())


@lru_cache(maxsize=256)
def _open_candidates(fences: int, blocked: int) -> dict[int, int]:
    return _open(fences, blocked, farm.candidates(), _candidates_up_to())




@lru_cache(maxsize=4096)
def _cheapest_candidate(fences: int, blocked: int) -> int:
    return min(_open_candidates(fences, blocked).values(), default=NO_LIMIT)


@lru_cache(maxsize=4096)
def _cheapest(fences: int, blocked: int) -> int:
    return min(_open_shapes(fences, blocked).values(), default=NO_LIMIT)


def _why_not(fences: int, blocked: int, mask: int, edges: int) -> Reason:
    """Which part of the rule a connected shape the farm does not allow fails (wording only)."""
    fenced = 0
    for pm in farm.pastures(fences):
        fenced |= pm
    if mask & blocked:
        return reasons.FENCE_USED
    if not edges & ~fences:
        return reasons.FENCE_NOTHING
    if mask & fenced:
        return reasons.FENCE_SPLIT
    return reasons.FENCE_APART if fenced and not mask & farm.neighbours(fenced) else reasons.FENCE_CLOSES


def _budget(s: AgState, p: int, free: int = 0, owed: int = 0) -> int:
    """The most fences the seat can build now: its fences left, and the wood (with the free fences)."""
    wood = s.goods[NG * p + WOOD]
    if free:
        wood = wood if wood < owed else wood + free
    left = s.t.g.max_fences - s.fences[p].bit_count()
    return wood if wood < left else left


def commits(s: AgState, p: int, candidates: bool = False, free: int = 0, owed: int = 0,
            size: int = 0) -> Iterator[tuple[int, int]]:
    """(cells, fences) of every pasture the seat may fence now; `candidates`: only those the bots weigh;
    `free`, `owed`: the action's free fences; `size`: only pastures of that many cells."""
    budget = _budget(s, p, free, owed)
    blocked = s.rooms[p] | s.fields[p]
    for mask, cost in (_open_candidates if candidates else _open_shapes)(s.fences[p], blocked).items():
        if cost <= budget and (not size or mask.bit_count() == size):
            yield mask, cost


def pasture_problem(s: AgState, p: int, cells: int, free: int = 0, owed: int = 0, size: int = 0) -> Reason | None:
    """Why seat `p` may not fence a pasture of `cells` (a mask) now; None: it may. The same rule (and cache)
    as `commits`."""
    edges = farm.edges_of().get(cells)
    if edges is None or (size and cells.bit_count() != size):
        return reasons.FENCE_SHAPE
    fences, blocked = s.fences[p], s.rooms[p] | s.fields[p]
    cost = _open_shapes(fences, blocked).get(cells)
    if cost is None:
        return _why_not(fences, blocked, cells, edges)
    return None if cost <= _budget(s, p, free, owed) else reasons.FENCE_WOOD


def can_fence(s: AgState, p: int, free: int = -1, owed: int = 0) -> bool:
    """Whether the seat can fence a pasture now (`free` -1: with the free fences of an action started now)."""
    if free < 0:
        free, owed = allowance(s, p)
    budget = _budget(s, p, free, owed)
    if budget <= 0:
        return False
    fences, blocked = s.fences[p], s.rooms[p] | s.fields[p]
    # The candidates (a few hundred shapes) answer most asks; all 5,726 only when none of them is cheap enough.
    return _cheapest_candidate(fences, blocked) <= budget or _cheapest(fences, blocked) <= budget


def start_fencing(s: AgState, p: int) -> None:
    free, owed = allowance(s, p)
    s.pending.append(BuildFences(p, 0, free, owed))


@dataclass(frozen=True, slots=True)
class BuildFences(Repeatable):
    """A fencing action: pastures one after the other. Cards may make fences free of wood (`free`, once
    `owed` fences are paid for), or fence one pasture of `size` cells (`most` 1)."""

    seat: int
    built: int = 0
    free: int = 0
    owed: int = 0
    size: int = 0
    most: int = 0
    PROMPT: ClassVar[Text] = Text("Fence a pasture", "柵で囲む牧場を選んでください")

    def steps(self, state: AgState) -> list[Any]:
        fence = fence_moves()
        return [fence[mask] for mask, _ in commits(state, self.seat, False, self.free, self.owed, self.size)]

    def begun(self) -> bool:
        return self.built > 0

    def more(self, state: AgState) -> bool:
        return not (self.most and self.built >= self.most) and can_fence(state, self.seat, self.free, self.owed)

    def candidate_moves(self, state: AgState) -> list[Any]:
        """The rectangles and their unions (the legal ones), for the bots; all legal shapes if none is."""
        fence = fence_moves()
        moves: list[Any] = [fence[mask] for mask, _ in commits(state, self.seat, True, self.free, self.owed,
                                                                self.size)]
        if self.built:
            moves.append(STOP)
        return moves or self.legal_moves(state)

    def why_illegal(self, state: AgState, move: Any) -> Reason | None:
        # One shape checked by the rule `legal_moves` applies to every shape (listing 5,726 to look one up
        # would be slow).
        if isinstance(move, Fence):
            mask = cells_mask(move.cells)
            if fence_moves().get(mask) != move:
                return reasons.FENCE_SHAPE
            return pasture_problem(state, self.seat, mask, self.free, self.owed, self.size)
        if isinstance(move, Stop):
            return None if self.begun() else reasons.STOP_NOT_YET
        return Decision.why_illegal(self, state, move)

    def after(self, state: AgState, move: Fence) -> BuildFences:
        if not self.free:
            return BuildFences(self.seat, self.built + 1, 0, 0, self.size, self.most)
        n = new_fences(state, self.seat, cells_mask(move.cells)).bit_count()
        paid = wood_for(n, self.free, self.owed)
        return BuildFences(self.seat, self.built + 1, self.free - (n - paid), max(0, self.owed - n), self.size,
                           self.most)

    def go_on(self, state: AgState, move: Fence) -> None:
        p = self.seat
        mask = cells_mask(move.cells)
        cost = wood_for(new_fences(state, p, mask).bit_count(), self.free, self.owed)
        state.goods[NG * p + WOOD] -= cost
        state.fences[p] |= farm.edges_of()[mask]
        state.farm_changed(p)
        emit(state.ev, "pasture_fenced", seat=p, cells=list(move.cells), wood=cost)
        settle_animals(state, p)  # a subdivision may hold fewer animals than before
        if not self.built and state.k is not None:  # the action's first fences: cards react once an action
            trigger(state.fx, p, FENCES_BUILT, state)

"""The farmyard's geometry: 3 rows of 5 cells, fence edges as bits, pastures and their capacity.

Cell c is row c // 5, column c % 5 (`r<row+1>c<col+1>` in moves). Edges are numbered: horizontal edge
(row r above the cells of row r, r = 0..3) at r * 5 + col, vertical edge (left of column col, col = 0..5)
at 20 + r * 6 + col. A seat's fences are one int with a bit per edge.

A pasture is a set of cells that fences close off from the rest of the farm and from the outside. Its
capacity is 2 animals a cell, doubled for each stable in it; an unfenced stable holds 1 animal and the
house 1 pet. A pasture holds one species; a single place (stable, house) holds one animal of any kind.
What a farm can house is summed up as its undominated capacity vectors (sheep, boar, cattle) over the
ways of giving each pasture a species, plus the count of single places: counts fit when the overflow
over some vector is at most the single places.
"""
from __future__ import annotations

from functools import lru_cache

from engine.core.errors import Reason
from engine.games.agricola import reasons

ROWS, COLS = 3, 5
CELLS = ROWS * COLS
FULL = (1 << CELLS) - 1
NEDGES = 20 + 18


def cell_name(c: int) -> str:
    return f"r{c // COLS + 1}c{c % COLS + 1}"


CELL_NAMES = tuple(cell_name(c) for c in range(CELLS))
CELL_INDEX = {name: c for c, name in enumerate(CELL_NAMES)}


def _sides(c: int) -> tuple[tuple[int, int], ...]:
    """The cell's four edges, each with the cell on its other side (-1: outside the farm)."""
    r, col = divmod(c, COLS)
    return ((r * 5 + col, c - COLS if r > 0 else -1),
            ((r + 1) * 5 + col, c + COLS if r < ROWS - 1 else -1),
            (20 + r * 6 + col, c - 1 if col > 0 else -1),
            (20 + r * 6 + col + 1, c + 1 if col < COLS - 1 else -1))


SIDES = tuple(_sides(c) for c in range(CELLS))
NEIGHBOURS = tuple(sum(1 << o for _, o in SIDES[c] if o >= 0) for c in range(CELLS))


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def neighbours(mask: int) -> int:
    """Cells orthogonally next to some cell of `mask` (not in it)."""
    out = 0
    for c in bits(mask):
        out |= NEIGHBOURS[c]
    return out & ~mask


CELL_EDGES = tuple(sum(1 << e for e, _ in SIDES[c]) for c in range(CELLS))


def boundary(mask: int) -> int:
    """The edges between `mask` and the rest (other cells or the outside): an edge between two of its cells
    is an edge of both, so it cancels out of the exclusive or."""
    out = 0
    for c in bits(mask):
        out ^= CELL_EDGES[c]
    return out


def connected(mask: int) -> bool:
    if not mask:
        return False
    seen = mask & -mask
    while True:
        grown = seen | (neighbours(seen) & mask)
        if grown == seen:
            return seen == mask
        seen = grown


@lru_cache(maxsize=8192)
def pastures(fences: int) -> tuple[int, ...]:
    """The closed-off regions of the farm (cell masks), in order of their lowest cell. Cached: a pure function
    of the fences, asked again at every fence and stable the bots' play-outs build."""
    left = FULL
    out = []
    while left:
        start = left & -left
        region = start
        closed = True
        todo = [start.bit_length() - 1]
        while todo:
            c = todo.pop()
            for e, o in SIDES[c]:
                if fences >> e & 1:
                    continue
                if o < 0:
                    closed = False
                elif not region >> o & 1:
                    region |= 1 << o
                    todo.append(o)
        left &= ~region
        if closed:
            out.append(region)
    return tuple(out)


def popcount(x: int) -> int:
    return x.bit_count()


def pasture_capacity(mask: int, stables: int) -> int:
    """A pasture holds 2 animals a cell, doubled for each stable in it: the one capacity rule."""
    return 2 * popcount(mask) << popcount(mask & stables)


@lru_cache(maxsize=4096)
def capacity(pasture_masks: tuple[int, ...], stables: int) -> tuple[tuple[tuple[int, int, int], ...], int]:
    """(undominated capacity vectors, single places) of a farm with these pastures and stables."""
    fenced = 0
    caps = []
    for m in pasture_masks:
        fenced |= m
        caps.append(pasture_capacity(m, stables))
    vectors = {(0, 0, 0)}
    for cap in caps:
        grown = set()
        for v in vectors:
            grown.add((v[0] + cap, v[1], v[2]))
            grown.add((v[0], v[1] + cap, v[2]))
            grown.add((v[0], v[1], v[2] + cap))
        vectors = undominated(grown)
    singles = popcount(stables & ~fenced) + 1  # unfenced stables and the pet in the house
    return tuple(sorted(vectors)), singles


def undominated(vectors: set[tuple[int, int, int]]) -> set[tuple[int, int, int]]:
    out = set()
    for v in vectors:
        if not any(w != v and w[0] >= v[0] and w[1] >= v[1] and w[2] >= v[2] for w in vectors):
            out.add(v)
    return out


def fits(counts: tuple[int, int, int], vectors: tuple[tuple[int, int, int], ...], singles: int) -> bool:
    a, b, c = counts
    for v in vectors:
        over = (a - v[0] if a > v[0] else 0) + (b - v[1] if b > v[1] else 0) + (c - v[2] if c > v[2] else 0)
        if over <= singles:
            return True
    return False


def splits(k: int) -> list[tuple[int, int, int]]:
    return [(i, j, k - i - j) for i in range(k + 1) for j in range(k + 1 - i)]


def keeps(have: tuple[int, int, int], vectors: tuple[tuple[int, int, int], ...],
          singles: int) -> list[tuple[int, int, int]]:
    """The undominated ways to keep at most `have` animals on this farm (the rest leave)."""
    found = set()
    for v in vectors:
        for e in splits(singles):
            found.add((min(have[0], v[0] + e[0]), min(have[1], v[1] + e[1]), min(have[2], v[2] + e[2])))
    return sorted(undominated(found), reverse=True)


# --- pastures: every connected set of cells, and the bots' candidates among them --------------------------
def _connected_sets() -> tuple[tuple[int, int], ...]:
    """(cells, boundary edges) of every connected set of cells (5,726 in 3×5), smallest first. Grown from
    single cells one neighbour at a time, so every set found is connected and every connected set is found."""
    found: set[int] = set()
    layer = {1 << c for c in range(CELLS)}
    while layer:
        found |= layer
        grown = set()
        for m in layer:
            for c in bits(neighbours(m)):
                grown.add(m | 1 << c)
        layer = grown - found
    return tuple(sorted(((m, boundary(m)) for m in found), key=lambda mb: (popcount(mb[0]), mb[0])))


SHAPES = _connected_sets()
"""Every shape a pasture may have: the rules' whole choice (`fencing.commits` filters it)."""
EDGES = dict(SHAPES)
"""A connected cell set's boundary edges, by its mask (absent: not connected)."""

# The bots' candidates: rectangles of cells and unions of two of them up to this size. A big pasture is a
# rectangle, or rectangles side by side (a few fences more), and every shape more multiplies the choices a
# fencing action offers the bots to weigh.
UNION_CELLS = 5


def _rectangles() -> list[int]:
    out = []
    for r0 in range(ROWS):
        for r1 in range(r0, ROWS):
            for c0 in range(COLS):
                for c1 in range(c0, COLS):
                    out.append(sum(1 << (r * COLS + c) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)))
    return out


def _candidates() -> tuple[tuple[int, int], ...]:
    rects = _rectangles()
    shapes = set(rects)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            u = a | b
            if u not in shapes and popcount(u) <= UNION_CELLS and connected(u):
                shapes.add(u)
    return tuple(sorted(((m, EDGES[m]) for m in shapes), key=lambda mb: (popcount(mb[0]), mb[0])))


CANDIDATES = _candidates()
"""The pastures bots consider (317 of `SHAPES`, in the same order)."""


# --- where the animals stand (for the table's picture; the rules only ask `fits`) -----------------------------
@lru_cache(maxsize=2048)
def arrangement(counts: tuple[int, int, int], pasture_masks: tuple[int, ...],
                stables: int) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]] | None:
    """One way the animals stand: ((species, count) per pasture, species -1 when empty; the species in each
    single place, -1 empty: each unfenced stable in cell order, then the house's pet). None when they do
    not fit (a keep decision is pending)."""
    from itertools import product

    fenced = 0
    caps = []
    for m in pasture_masks:
        fenced |= m
        caps.append(pasture_capacity(m, stables))
    singles = popcount(stables & ~fenced) + 1
    for kinds in product(range(3), repeat=len(caps)):
        room = [0, 0, 0]
        for k, cap in zip(kinds, caps, strict=True):
            room[k] += cap
        over = [max(0, counts[i] - room[i]) for i in range(3)]
        if sum(over) > singles:
            continue
        left = list(counts)
        species: list[tuple[int, int]] = []
        for k, cap in zip(kinds, caps, strict=True):
            here = min(left[k], cap)
            species.append((k if here else -1, here))
            left[k] -= here
        single = [i for i in range(3) for _ in range(over[i])]
        return tuple(species), tuple(single + [-1] * (singles - len(single)))
    return None


Place = tuple[int, int, int]  # (sheep, boar, cattle) standing in one place


def arrangement_problem(places: tuple[Place, ...], counts: tuple[int, int, int], pasture_masks: tuple[int, ...],
                        stables: int) -> Reason | None:
    """Why animals cannot stand like this (None: they can): `places` holds what stands in each pasture (in
    `pasture_masks` order), then each unfenced stable in cell order, then the house (the pet), the order of
    `arrangement`. A pasture holds one species up to its capacity, a single place one animal, and the places
    together hold exactly the seat's `counts` (rearranging is free; it never adds or removes an animal)."""
    fenced = 0
    for m in pasture_masks:
        fenced |= m
    singles = popcount(stables & ~fenced) + 1
    if len(places) != len(pasture_masks) + singles or any(min(v) < 0 for v in places):
        return reasons.ARRANGE_PLACES
    for v, m in zip(places, pasture_masks, strict=False):
        if sum(1 for k in v if k) > 1:
            return reasons.ARRANGE_MIXED
        cap = pasture_capacity(m, stables)
        if sum(v) > cap:
            return reasons.arrange_full(cap)
    for i, v in enumerate(places[len(pasture_masks):]):
        if sum(v) > 1:
            return reasons.ARRANGE_PET if i == singles - 1 else reasons.ARRANGE_STABLE
    if tuple(sum(v[i] for v in places) for i in range(3)) != counts:
        return reasons.ARRANGE_COUNTS
    return None

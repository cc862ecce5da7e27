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

from dataclasses import dataclass
from functools import cache, lru_cache

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


CAPACITY = "capacity"  # modify: what a seat's farm can house (a `Housing`), before it is summed up; its
# modifiers read only the housing and their own parameters (the sum is cached by them: `state.farm_changed`)


@dataclass(frozen=True, slots=True)
class Housing:
    """A farm's places for animals, before they are summed up: its pastures and unfenced stables as the
    rules make them, then changed by the cards on the `capacity` hook (more per pasture, mixed species,
    stables that hold more, places on cards). Plain values: summing up is cached by them."""

    pastures: tuple[int, ...]                     # each pasture's capacity (2 a cell, doubled per stable)
    unfenced: int                                 # unfenced stables
    pasture_more: tuple[int, int, int] = (0, 0, 0)  # a pasture holds this many more of a species it holds
    mixed: bool = False                           # a pasture may hold several species
    stable: tuple[int, int, int] = (1, 1, 1)      # what one unfenced stable holds, of one species
    big_stables: tuple[tuple[int, int, int], ...] = ()  # unfenced stables that hold more (one stable each)
    places: int = 1                               # places holding one animal of any kind (the house's pet)


def pasture_capacity(mask: int, stables: int) -> int:
    """A pasture holds 2 animals a cell, doubled for each stable in it: the one capacity rule."""
    return 2 * popcount(mask) << popcount(mask & stables)


def housing(pasture_masks: tuple[int, ...], stables: int) -> Housing:
    """The rules' own places: pastures, unfenced stables, the pet in the house."""
    fenced = 0
    caps = []
    for m in pasture_masks:
        fenced |= m
        caps.append(pasture_capacity(m, stables))
    return Housing(tuple(caps), popcount(stables & ~fenced))


@lru_cache(maxsize=4096)
def capacity(pasture_masks: tuple[int, ...], stables: int) -> tuple[tuple[tuple[int, int, int], ...], int]:
    """(undominated capacity vectors, single places) of a farm with these pastures and stables."""
    return summed(housing(pasture_masks, stables))


@lru_cache(maxsize=4096)
def summed(h: Housing) -> tuple[tuple[tuple[int, int, int], ...], int]:
    """(undominated capacity vectors, single places): each place that holds one species at a time (a pasture,
    a stable holding more than one) gives its capacity to the species it is given, over every way of giving
    them; places that hold any mix (the pet, a card, mixed pastures) add up to the single places."""
    pens: list[tuple[int, int, int]] = []
    pool = h.places
    more = h.pasture_more
    fixed = [0, 0, 0]
    if h.mixed:  # mixed pastures are one pool; a species' extra room stays that species'
        low = min(more)
        for cap in h.pastures:
            pool += cap + low
        fixed = [(more[i] - low) * len(h.pastures) for i in range(3)]
    else:
        pens.extend((cap + more[0], cap + more[1], cap + more[2]) for cap in h.pastures)
    left = h.unfenced
    for big in h.big_stables[:left]:
        pens.append((max(big[0], h.stable[0]), max(big[1], h.stable[1]), max(big[2], h.stable[2])))
        left -= 1
    if h.stable == (1, 1, 1):
        pool += left
    else:
        pens.extend([h.stable] * left)
    vectors = {(fixed[0], fixed[1], fixed[2])}
    for pen in pens:
        grown = set()
        for v in vectors:
            grown.add((v[0] + pen[0], v[1], v[2]))
            grown.add((v[0], v[1] + pen[1], v[2]))
            grown.add((v[0], v[1], v[2] + pen[2]))
        vectors = undominated(grown)
    return tuple(sorted(vectors)), pool


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
    """The undominated ways to keep at most `have` animals on this farm (the rest leave). The single places
    go only to animals beyond a vector (others would be dominated), so a large pool stays cheap."""
    found = set()
    for v in vectors:
        over = (max(0, have[0] - v[0]), max(0, have[1] - v[1]), max(0, have[2] - v[2]))
        if sum(over) <= singles:
            return [have]
        for e in splits(singles):
            if e[0] <= over[0] and e[1] <= over[1] and e[2] <= over[2]:
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


# The tables below are built on first use, not at import: enumerating 5,726 shapes costs tens of milliseconds,
# which a program that never fences (the title, another game) should not pay.
@cache
def shapes() -> tuple[tuple[int, int], ...]:
    """Every shape a pasture may have, (cells, boundary edges): the rules' whole choice (`fencing.commits`
    filters it)."""
    return _connected_sets()


@cache
def edges_of() -> dict[int, int]:
    """A connected cell set's boundary edges, by its mask (absent: not connected)."""
    return dict(shapes())


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


@cache
def candidates() -> tuple[tuple[int, int], ...]:
    """The pastures bots consider (317 of `shapes()`, in the same order)."""
    rects = _rectangles()
    found = set(rects)
    edges = edges_of()
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            u = a | b
            if u not in found and popcount(u) <= UNION_CELLS and connected(u):
                found.add(u)
    return tuple(sorted(((m, edges[m]) for m in found), key=lambda mb: (popcount(mb[0]), mb[0])))



# --- where the animals stand (for the table's picture; the rules only ask `fits`) -----------------------------
Place = tuple[int, int, int]  # (sheep, boar, cattle) standing in one place


def _pasture_room(h: Housing, i: int, v: Place) -> int:
    """What pasture i holds of the animals `v` (one species, or any mix with mixed pastures): its capacity and
    the extra room its cards give each species standing there."""
    return h.pastures[i] + sum(min(v[k], h.pasture_more[k]) for k in range(3))


def _stable_room(h: Housing, j: int, k: int) -> int:
    """What unfenced stable j holds of species k (the first ones may be cards' bigger stables)."""
    big = h.big_stables[j] if j < len(h.big_stables) else (0, 0, 0)
    return max(big[k], h.stable[k])


def _one_kind(here: int, k: int) -> Place:
    return (here, 0, 0) if k == 0 else (0, here, 0) if k == 1 else (0, 0, here)


def _fill_mixed(h: Housing, out: list[Place], left: list[int]) -> None:
    """With mixed pastures: the animals left go into the pastures' free room, any kind beside any."""
    for i in range(len(h.pastures)):
        v = list(out[i])
        for g in range(3):
            while left[g]:
                v[g] += 1
                if sum(v) > _pasture_room(h, i, (v[0], v[1], v[2])):
                    v[g] -= 1
                    break
                left[g] -= 1
        out[i] = (v[0], v[1], v[2])


@lru_cache(maxsize=2048)
def arrangement(counts: tuple[int, int, int], h: Housing) -> tuple[Place, ...] | None:
    """One way the animals stand on a farm housing `h` (`state.housing`): what stands in each pasture, then each
    unfenced stable in cell order, then each single place (the house's pet first, then places on cards). None
    when they do not fit (a keep decision is pending). Each pasture, and each stable that holds more than one,
    gets one species (tried every way), filled in order; the animals left go to the other stables and the
    single places (with mixed pastures, into the pastures' free room first)."""
    from itertools import product

    n = len(h.pastures)
    big = [j for j in range(h.unfenced) if max(_stable_room(h, j, k) for k in range(3)) > 1]
    plain = [j for j in range(h.unfenced) if j not in big]
    for kinds in product(range(3), repeat=n + len(big)):
        left = list(counts)
        out: list[Place] = []
        for i in range(n):
            here = min(left[kinds[i]], h.pastures[i] + h.pasture_more[kinds[i]])
            left[kinds[i]] -= here
            out.append(_one_kind(here, kinds[i]))
        stables: list[Place] = [(0, 0, 0)] * h.unfenced
        for j, k in zip(big, kinds[n:], strict=True):
            here = min(left[k], _stable_room(h, j, k))
            left[k] -= here
            stables[j] = _one_kind(here, k)
        if h.mixed:
            _fill_mixed(h, out, left)
        single = [g for g in range(3) for _ in range(left[g])]
        if len(single) > len(plain) + h.places:
            continue
        for j, g in zip(plain, single, strict=False):
            stables[j] = _one_kind(1, g)
        rest = single[len(plain):]
        return tuple(out + stables + [_one_kind(1, g) for g in rest] + [(0, 0, 0)] * (h.places - len(rest)))
    return None


def arrangement_problem(places: tuple[Place, ...], counts: tuple[int, int, int], h: Housing) -> Reason | None:
    """Why animals cannot stand like this on a farm housing `h` (None: they can): `places` in `arrangement`'s
    order. A pasture holds one species (any mix with mixed pastures) up to its room, a stable one species up to
    what it holds, a single place one animal, and the places together hold exactly the seat's `counts`
    (rearranging is free; it never adds or removes an animal)."""
    n = len(h.pastures)
    if len(places) != n + h.unfenced + h.places or any(min(v) < 0 for v in places):
        return reasons.ARRANGE_PLACES
    for i, v in enumerate(places[:n]):
        if not h.mixed and sum(1 for k in v if k) > 1:
            return reasons.ARRANGE_MIXED
        room = _pasture_room(h, i, v)
        if sum(v) > room:
            return reasons.arrange_full(room)
    for j, v in enumerate(places[n:n + h.unfenced]):
        if sum(1 for k in v if k) > 1 or any(v[k] > _stable_room(h, j, k) for k in range(3)):
            return reasons.ARRANGE_STABLE
    for i, v in enumerate(places[n + h.unfenced:]):
        if sum(v) > 1:
            return reasons.ARRANGE_PET if i == 0 else reasons.ARRANGE_SINGLE
    if tuple(sum(v[i] for v in places) for i in range(3)) != counts:
        return reasons.ARRANGE_COUNTS
    return None

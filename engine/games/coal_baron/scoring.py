"""Shift scoring (ボーナス勝利点), the next shift's start player, final scoring and the winners."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core.events import emit
from engine.games.coal_baron.state import CBState


def places(values: Sequence[int], first: int, second: int, two_players: bool) -> list[int]:
    """First and second place points of one majority.

    A seat needs at least one of the counted thing. Everyone tied for first scores first and no second
    is awarded; everyone tied for second scores second; with two players there is no second place."""
    out = [0] * len(values)
    best = max(values)
    if best <= 0:
        return out
    top = [i for i, v in enumerate(values) if v == best]
    for i in top:
        out[i] = first
    if len(top) > 1 or two_players:
        return out
    rest = [v for v in values if 0 < v < best]
    if rest:
        runner = max(rest)
        for i, v in enumerate(values):
            if v == runner:
                out[i] = second
    return out


def _coal(s: CBState, p: int, c: int) -> int:
    return s.dcol[4 * p + c]


def _transport(s: CBState, p: int, t: int) -> int:
    return s.dtrans[4 * p + t]


def _empty(s: CBState, p: int, level: int) -> int:
    return s.empty_carts(p, level)


# category -> (what it counts per seat and index, its table's attribute)
MAJORITIES: dict[str, Callable[[CBState, int, int], int]] = {
    "coal": _coal, "transport": _transport, "empty_carts": _empty,
}


def majority_points(s: CBState, category: str) -> list[list[int]]:
    """Per colour or transport of a category, the points each seat would score for it now."""
    n = s.num_players
    count = MAJORITIES[category]
    return [places([count(s, p, i) for p in range(n)], first, second, n == 2)
            for i, (first, second) in enumerate(getattr(s.t, category))]


def majorities_now(s: CBState) -> dict[str, list[list[int]]]:
    return {category: majority_points(s, category) for category in MAJORITIES}


def score_shift(s: CBState) -> None:
    """Every category due by this shift, counting everything so far (cumulative)."""
    t = s.t
    for category in MAJORITIES:
        if s.shift < t.from_shift[category]:
            continue
        for row in majority_points(s, category):
            for p, pts in enumerate(row):
                if pts:
                    s.gain(p, pts, category)
    emit(s.ev, "shift_scored", shift=s.shift, scores=s.vp[:])


def factory_workers(s: CBState, p: int) -> int:
    area = s.t.space_area
    return sum(s.occ_count[sp] for sp in s.open_spaces
               if s.occ_owner[sp] == p and area[sp] in ("factory", "factory_look"))


def next_start_player(s: CBState) -> int:
    """Most workers on minecart-factory spaces; a tie goes to the first tied seat clockwise after the
    previous start player, who cannot keep it."""
    n = s.num_players
    counts = [factory_workers(s, p) for p in range(n)]
    best = max(counts)
    tied = [p for p in range(n) if counts[p] == best]
    if len(tied) == 1:
        return tied[0]
    for k in range(1, n):
        q = (s.start + k) % n
        if q in tied:
            return q
    return s.start  # unreachable: a tie has two seats


def final_scoring(s: CBState) -> None:
    f = s.t.final
    for p in range(s.num_players):
        s.gain(p, s.money[p] // f.marks_per_point, "marks")
        s.gain(p, s.cubes_owned(p) // f.cubes_per_point, "cubes")
        s.gain(p, f.open_order * len(s.held[p]), "open_orders")
        s.gain(p, f.imbalance * abs(s.lit[p] - s.dark[p]), "balance")
    emit(s.ev, "final_scored", scores=s.vp[:])


def marks_left_over(s: CBState, p: int) -> int:
    """The Marks a seat keeps after the final scoring turned every full set of them into a point."""
    return s.money[p] % s.t.final.marks_per_point


def winners(s: CBState) -> list[int]:
    """Most points; a tie goes to the most Marks left over after the final conversion; still tied, shared."""
    key = [(s.vp[p], marks_left_over(s, p)) for p in range(s.num_players)]
    best = max(key)
    return [p for p in range(s.num_players) if key[p] == best]

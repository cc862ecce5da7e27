"""Ra's epoch scoring and final scoring (the seed's 得点計算), each category in one function."""
from __future__ import annotations

from operator import add
from typing import TYPE_CHECKING

from engine.games.ra.tiles import (
    CAT_CIV,
    CAT_GOD,
    CAT_GOLD,
    CAT_MONUMENT,
    CAT_NILE,
    CAT_PHARAOH,
    CAT_SUN,
    CATEGORIES,
    CIVILIZATION_POINTS_BY_TYPES,
    CIVILIZATIONS,
    FLOOD,
    GOD,
    GOD_POINTS,
    GOLD,
    GOLD_POINTS,
    KEPT_AFTER_EPOCH,
    MONUMENT_SET_POINTS,
    MONUMENT_TYPE_POINTS,
    MONUMENTS,
    NILE,
    NUM_KINDS,
    PHARAOH,
    PHARAOH_FEWEST,
    PHARAOH_MOST,
    SUN_HIGHEST,
    SUN_LOWEST,
)

if TYPE_CHECKING:
    from engine.games.ra.state import RaState


def most_and_fewest(values: list[int], most: int, fewest: int) -> list[int]:
    """Bonus for the highest value and penalty for the lowest; ties share; all equal -> nothing."""
    hi, lo = max(values), min(values)
    if hi == lo:
        return [0] * len(values)
    return [most if v == hi else fewest if v == lo else 0 for v in values]


def civilization_points(held: list[int]) -> int:
    types = sum(1 for c in CIVILIZATIONS if held[c])
    return CIVILIZATION_POINTS_BY_TYPES[types]


def nile_flood_points(held: list[int]) -> int:
    """Every Nile and Flood scores 1, but only for a player holding at least one Flood."""
    return held[NILE] + held[FLOOD] if held[FLOOD] else 0


def monument_points(held: list[int]) -> int:
    types = sum(1 for m in MONUMENTS if held[m])
    sets = sum(MONUMENT_SET_POINTS[min(held[m], len(MONUMENT_SET_POINTS) - 1)] for m in MONUMENTS)
    return MONUMENT_TYPE_POINTS[types] + sets


def epoch_points(state: RaState) -> list[list[int]]:
    """Points each seat gains at the end of the current epoch, by category."""
    n = state.num_players
    gains = [[0] * len(CATEGORIES) for _ in range(n)]
    pharaohs = most_and_fewest([h[PHARAOH] for h in state.held], PHARAOH_MOST, PHARAOH_FEWEST)
    for p, held in enumerate(state.held):
        g = gains[p]
        g[CAT_GOD] = GOD_POINTS * held[GOD]
        g[CAT_GOLD] = GOLD_POINTS * held[GOLD]
        g[CAT_PHARAOH] = pharaohs[p]
        g[CAT_CIV] = civilization_points(held)
        g[CAT_NILE] = nile_flood_points(held)
    return gains


def final_points(state: RaState) -> list[list[int]]:
    """Points each seat gains after the third epoch: monuments and sun-disk totals."""
    n = state.num_players
    gains = [[0] * len(CATEGORIES) for _ in range(n)]
    suns = most_and_fewest([state.sun_total(p) for p in range(n)], SUN_HIGHEST, SUN_LOWEST)
    for p in range(n):
        gains[p][CAT_MONUMENT] = monument_points(state.held[p])
        gains[p][CAT_SUN] = suns[p]
    return gains


def add_gains(state: RaState, gains: list[list[int]]) -> None:
    for cats, g in zip(state.cats, gains, strict=True):
        cats[:] = map(add, cats, g)
    state.epoch_gains.append([sum(g) for g in gains])


RETURNED_AFTER_EPOCH = tuple(k for k in range(NUM_KINDS) if k not in KEPT_AFTER_EPOCH)


def return_scored_tiles(state: RaState) -> None:
    """After epoch scoring only Pharaohs, Niles and Monuments stay with their owners."""
    for held in state.held:
        for k in RETURNED_AFTER_EPOCH:
            held[k] = 0

"""Scoring by the scoring card: each category's points, per seat, adding up to the score."""
from __future__ import annotations

from engine.core.effects import modify
from engine.games.agricola import cards, farm, majors
from engine.games.agricola.card_actions import table_points
from engine.games.agricola.card_effects import SCORE
from engine.games.agricola.data import ANIMALS, GRAIN, NG, VEG, ScoringModel, TableModel
from engine.games.agricola.state import CATEGORIES, AgState


def by_table(table: TableModel, count: int) -> int:
    points = table.none
    for at, pts in zip(table.at, table.points, strict=True):
        if count >= at:
            points = pts
    return points


class _Steps:
    """The scoring card as plain lists (points by count, up to the last threshold), made once per table:
    the bots score positions by the thousand, and pydantic stays out of that loop."""

    __slots__ = ("card", "fields", "pastures", "grain", "vegetable", "animals", "unused", "stable", "clay", "stone",
                 "person")

    def __init__(self, sc: ScoringModel) -> None:
        self.card = sc  # held, so that the id keying the cache is not reused

        def steps(table: TableModel) -> list[int]:
            return [by_table(table, k) for k in range(table.at[-1] + 1)]

        self.fields, self.pastures = steps(sc.fields), steps(sc.pastures)
        self.grain, self.vegetable = steps(sc.grain), steps(sc.vegetable)
        self.animals = (steps(sc.sheep), steps(sc.boar), steps(sc.cattle))
        self.unused, self.stable, self.person = sc.unused_space, sc.fenced_stable, sc.person
        self.clay, self.stone = sc.clay_room, sc.stone_room


_STEPS: dict[int, _Steps] = {}


def _steps(sc: ScoringModel) -> _Steps:
    got = _STEPS.get(id(sc))
    if got is None or got.card is not sc:
        got = _STEPS[id(sc)] = _Steps(sc)
    return got


def _at(steps: list[int], count: int) -> int:
    return steps[count if count < len(steps) else -1]


def on_fields(s: AgState, p: int, g: int) -> int:
    base = farm.CELLS * p
    return sum(s.crop_n[base + c] for c in farm.bits(s.fields[p]) if s.crop[base + c] == g)


def _goods(s: AgState, p: int, st: _Steps) -> tuple[int, ...]:
    """The scoring card's categories of fields, pastures, crops and animals (`GOODS_CATEGORIES` order)."""
    b = NG * p
    goods = s.goods
    return (
        _at(st.fields, s.fields[p].bit_count()),
        _at(st.pastures, len(s.pasture[p])),
        _at(st.grain, goods[b + GRAIN] + on_fields(s, p, GRAIN)),
        _at(st.vegetable, goods[b + VEG] + on_fields(s, p, VEG)),
        _at(st.animals[0], goods[b + ANIMALS[0]]),
        _at(st.animals[1], goods[b + ANIMALS[1]]),
        _at(st.animals[2], goods[b + ANIMALS[2]]),
    )


def _card(s: AgState, p: int) -> tuple[int, ...]:
    """Each category's points by the scoring card and the majors, in `CATEGORIES` order (the whole score of
    the family game)."""
    st = _steps(s.t.scoring)
    stables, house = s.stables[p], s.house[p]
    fenced = s.fenced(p)
    return (
        *_goods(s, p, st),
        st.unused * (farm.CELLS - s.used_cells(p).bit_count()),
        st.stable * (stables & fenced).bit_count(),
        s.rooms[p].bit_count() * (st.clay if house == 1 else st.stone if house == 2 else 0),
        st.person * s.people[p],
        majors.card_points(s, p),
        majors.bonus_points(s, p),
        s.t.g.begging_points * s.begging[p],
    )


GOODS_CATEGORIES = ("fields", "pastures", "grain", "vegetable", "sheep", "boar", "cattle")


def points(s: AgState, p: int) -> tuple[int, ...]:
    """Each category's points, in `CATEGORIES` order."""
    return _card(s, p) if s.k is None else tuple(breakdown(s, p).values())


def breakdown(s: AgState, p: int) -> dict[str, int]:
    out = dict(zip(CATEGORIES, _card(s, p), strict=True))
    if s.k is None:
        return out
    # the full game: cards' points and penalties, then the cards that change a category (begging stays as is)
    begging = out["begging"]
    out["improvements"] += cards.card_points(s, p)
    out["bonus"] += s.k.penalty[p] + table_points(s, p)
    out = modify(s.fx, p, SCORE, out, s)
    out["begging"] = begging
    return out


def breakdown_of_goods(s: AgState, p: int) -> dict[str, int]:
    """The scoring card's categories of fields, pastures, crops and animals."""
    return dict(zip(GOODS_CATEGORIES, _goods(s, p, _steps(s.t.scoring)), strict=True))


def top_categories(s: AgState, p: int) -> int:
    """How many of the scoring card's categories give the seat their most points (4)."""
    return sum(1 for v in breakdown_of_goods(s, p).values() if v >= 4)


def score(s: AgState, p: int) -> int:
    return sum(points(s, p))

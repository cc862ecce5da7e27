"""Scoring by the scoring card: each category's points, per seat, adding up to the score."""
from __future__ import annotations

from engine.core.effects import modify
from engine.games.agricola import cards, farm, majors
from engine.games.agricola.card_effects import SCORE
from engine.games.agricola.data import ANIMALS, GRAIN, NG, VEG, TableModel
from engine.games.agricola.state import CATEGORIES, AgState


def by_table(table: TableModel, count: int) -> int:
    points = table.none
    for at, pts in zip(table.at, table.points, strict=True):
        if count >= at:
            points = pts
    return points


def on_fields(s: AgState, p: int, g: int) -> int:
    base = farm.CELLS * p
    return sum(s.crop_n[base + c] for c in farm.bits(s.fields[p]) if s.crop[base + c] == g)


def top_categories(s: AgState, p: int) -> int:
    """How many of the scoring card's categories give the seat their most points (4)."""
    b = breakdown_of_goods(s, p)
    return sum(1 for name in ("fields", "pastures", "grain", "vegetable", "sheep", "boar", "cattle")
               if b[name] >= 4)


def breakdown_of_goods(s: AgState, p: int) -> dict[str, int]:
    """The scoring card's categories of fields, pastures, crops and animals."""
    sc = s.t.scoring
    b = NG * p
    out = {"fields": by_table(sc.fields, s.fields[p].bit_count()),
           "pastures": by_table(sc.pastures, len(s.pasture[p])),
           "grain": by_table(sc.grain, s.goods[b + GRAIN] + on_fields(s, p, GRAIN)),
           "vegetable": by_table(sc.vegetable, s.goods[b + VEG] + on_fields(s, p, VEG))}
    for name, g in zip(("sheep", "boar", "cattle"), ANIMALS, strict=True):
        out[name] = by_table(getattr(sc, name), s.goods[b + g])
    return out


def breakdown(s: AgState, p: int) -> dict[str, int]:
    sc = s.t.scoring
    fenced = s.fenced(p)
    out = dict.fromkeys(CATEGORIES, 0)
    out.update(breakdown_of_goods(s, p))
    out["unused"] = sc.unused_space * (farm.CELLS - s.used_cells(p).bit_count())
    out["stables"] = sc.fenced_stable * (s.stables[p] & fenced).bit_count()
    rooms = s.rooms[p].bit_count()
    out["rooms"] = rooms * (sc.clay_room if s.house[p] == 1 else sc.stone_room if s.house[p] == 2 else 0)
    out["family"] = sc.person * s.people[p]
    out["improvements"] = majors.card_points(s, p)
    out["bonus"] = majors.bonus_points(s, p)
    if s.k is not None:
        out["improvements"] += cards.card_points(s, p)
        out["bonus"] += s.k.penalty[p]
        out = modify(s.fx, p, SCORE, out, s)
    out["begging"] = s.t.g.begging_points * s.begging[p]
    return out


def score(s: AgState, p: int) -> int:
    return sum(breakdown(s, p).values())

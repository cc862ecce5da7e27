"""Hover texts of the Agricola table (given to the shared tooltips through `GameTable.tooltip`): spaces
with the goods on them and who stands there, the rounds to come, majors with cost and points, farm cells,
the supply's goods, and on a farm's header or a seat's panel the live score estimate per category (the
engine's `breakdown`)."""
from __future__ import annotations

from typing import Any

from client.games.agricola.controls import space_place
from client.games.agricola.layout import AGLayout, Box
from client.games.agricola.view import GOODS, count_text, major_name, space_name
from client.games.common.hotspots import hit
from client.i18n import lang, t
from engine.games.agricola import farm

HOUSE = ("wood", "clay", "stone")


def score_lines(game: Any, breakdown: dict[str, int]) -> list[str]:
    """The scoring card as it stands now: each category with its points (zeros left out)."""
    lines = [t("ag.tip.estimate", n=sum(breakdown.values()))]
    for cat, pts in breakdown.items():
        if pts:
            lines.append(f"{game.categories[cat].text(lang())}: {pts:+d}")
    return lines


class Tips:
    def __init__(self, layout: AGLayout) -> None:
        self.lay = layout

    def at(self, s: Any, game: Any, names: list[str], farm_seat: int, others: list[int],
           pos: tuple[float, float]) -> str | None:
        return hit(self.spots(s, game, names, farm_seat, others), pos)

    def spots(self, s: Any, game: Any, names: list[str], farm_seat: int, others: list[int]) -> list[tuple[str, Box]]:
        lay, tb = self.lay, s.t
        breakdown = s.breakdown()
        out: list[tuple[str, Box]] = self.farm_spots(s, game, names, farm_seat, breakdown[farm_seat])
        for i, q in enumerate(others):
            lines = [t("ag.tip.panel", name=names[q])] + score_lines(game, breakdown[q])
            out.append(("\n".join(lines), lay.box(f"other_{i}")))
        for sp in s.board:
            lines = [space_name(tb, sp)]
            lying = s.stock[10 * sp:10 * sp + 10]
            stock = [count_text(k, GOODS[g]) for g, k in enumerate(lying) if k]
            if stock:
                lines.append(t("ag.tip.lying", goods=str(t("ag.list_sep")).join(stock)))
            if s.occ[sp] >= 0:
                lines.append(t("ag.tip.taken", name=names[s.occ[sp]]))
            out.append(("\n".join(lines), space_place(lay, s, sp)))
        for r in range(len(s.cards) + 1, tb.g.rounds + 1):
            key = "ag.tip.round_harvest" if r in tb.harvests else "ag.tip.round"
            out.append((t(key, n=r, stage=tb.stage_of_round[r] + 1), lay.round_box(r)))
        for i, m in enumerate(tb.majors):
            first = m.costs[0] if m.costs else ()
            cost = " + ".join(count_text(k, GOODS[g]) for g, k in enumerate(first) if k)
            lines = [major_name(tb, i), t("ag.tip.major", cost=cost, points=m.points)]
            if m.upgrade:
                lines.append(t("ag.tip.upgrade"))
            if s.major_owner[i] >= 0:
                lines.append(t("ag.tip.owner", name=names[s.major_owner[i]]))
            out.append(("\n".join(lines), lay.major_box(m.id)))
        harvests = ", ".join(str(r) for r in sorted(tb.harvests))
        out.append((t("ag.tip.track", rounds=harvests), lay.box("track")))
        out.append((t("ag.tip.start"), lay.box("start")))
        return out

    def farm_spots(self, s: Any, game: Any, names: list[str], p: int, breakdown: dict[str, int]
                   ) -> list[tuple[str, Box]]:
        place = self.lay.main_farm()
        out: list[tuple[str, Box]] = [("\n".join(score_lines(game, breakdown)), place.box("header"))]
        for i, g in enumerate(GOODS):
            out.append((t("ag.tip.good", good=t(f"ag.good.{g}"), n=s.goods[10 * p + i]), place.box(f"good_{g}")))
        out.append((t("ag.tip.people", n=s.people[p], home=s.avail[p]), place.box("people")))
        out.append((t("ag.tip.hand"), place.box("hand")))
        base = farm.CELLS * p
        for c in range(farm.CELLS):
            bit = 1 << c
            if s.rooms[p] & bit:
                text = t("ag.tip.room", material=t(f"ag.material.{HOUSE[s.house[p]]}"))
            elif s.fields[p] & bit:
                n = s.crop_n[base + c]
                crop = t(f"ag.good.{GOODS[s.crop[base + c]]}") if n else ""
                text = t("ag.tip.field_sown", n=n, crop=crop) if n else t("ag.tip.field")
            elif s.fenced(p) & bit:
                text = t("ag.tip.pasture")
            else:
                text = t("ag.tip.meadow")
            if s.stables[p] & bit:
                text += "\n" + t("ag.tip.stable")
            out.append((text, place.cell(c)))
        return out

"""Hover texts of the Coal Baron table (given to the shared tooltips through `GameTable.tooltip`):
spaces with the workers they take now, tiles and orders by name, cubes by colour, and the delivered
counts with what each majority would score now (the engine's `facts()["majorities"]`)."""
from __future__ import annotations

from typing import Any

from client.games.coal_baron.cards import colour_name, order_name, tile_name, transport_name
from client.games.coal_baron.layout import Box, CBLayout
from client.games.coal_baron.model import pit_view
from client.games.coal_baron.pit import delivered_boxes
from client.games.coal_baron.popup import popup_view
from client.games.common.hotspots import hit, inside
from client.i18n import lang, t
from engine.games.coal_baron.decks import TILES
from engine.games.coal_baron.describe import space_text


class Tips:
    def __init__(self, layout: CBLayout) -> None:
        self.lay = layout

    def at(self, s: Any, facts: dict, pit_seat: int, others: list[int], pos: tuple[float, float]) -> str | None:
        pop = popup_view(self.lay, s)
        if pop is not None and inside(self.lay.box("popup"), pos):  # the popup covers the board: its cards
            return hit(self.popup_spots(s, pop), pos)
        return hit(self.spots(s, facts, pit_seat, others), pos)

    @staticmethod
    def popup_spots(s: Any, pop: Any) -> list[tuple[str, Box]]:
        """The popup's face-up cards by name (a card the viewer may not know stays unnamed)."""
        name = tile_name if pop.which == TILES else order_name
        return [(name(s.t, card), box) for card, box in zip(pop.cards, pop.boxes, strict=False) if card >= 0]

    def spots(self, s: Any, facts: dict, seat: int, others: list[int]) -> list[tuple[str, Box]]:
        lay, tb = self.lay, s.t
        out: list[tuple[str, Box]] = []
        out += self.pit_spots(s, facts, seat)
        for slot in s.fopen:
            if s.fslots[slot] >= 0:
                out.append((tile_name(tb, s.fslots[slot]), lay.box(f"fslot_{slot + 1}")))
        for slot in s.oopen:
            if s.oslots[slot] >= 0:
                out.append((order_name(tb, s.oslots[slot]) + "\n" + t("cb.tip.order_open"),
                            lay.box(f"oslot_{slot + 1}")))
        out.append((t("cb.tip.stack", n=facts["stacks"]["tiles"]), lay.box("tstack")))
        out.append((t("cb.tip.stack", n=facts["stacks"]["orders"]), lay.box("ostack")))
        needed = facts["workers_needed"]
        for sp, name in enumerate(tb.space_names):
            if sp in s.locked:
                out.append((t("cb.tip.locked"), lay.space_box(name)))
            else:
                k = needed.get(name, 1)
                key = "cb.tip.space_one" if k == 1 else "cb.tip.space"
                out.append((t(key, space=capital(space_text(name, lang())), k=k), lay.space_box(name)))
        out.append((t("cb.tip.canteen"), lay.box("canteen")))
        out.append((t("cb.tip.clock"), lay.box("clock")))
        for i, q in enumerate(others):
            out.append((self.panel_tip(s, facts, q), lay.box(f"other_{i}")))
        return out

    @staticmethod
    def panel_tip(s: Any, facts: dict, seat: int) -> str:
        """A seat's panel: how to see its pit, then what each majority would give that seat if scored now."""
        tb, maj = s.t, facts["majorities"]
        names = {"coal": [colour_name(c) for c in range(4)],
                 "transport": [transport_name(tb, i) for i in range(4)],
                 "empty_carts": [t("cb.tip.lv", level=lv + 1) for lv in range(4)]}
        lines = [t("cb.tip.panel")]
        for cat, labels in names.items():
            items = " · ".join(f"{label} {maj[cat][i][seat]}" for i, label in enumerate(labels))
            lines.append(t("cb.tip.worth", what=t(f"cb.majority.{cat}"), items=items))
        return "\n".join(lines)

    def pit_spots(self, s: Any, facts: dict, seat: int) -> list[tuple[str, Box]]:
        lay, tb = self.lay, s.t
        pv = pit_view(lay, s, seat)
        out: list[tuple[str, Box]] = [(colour_name(c), box) for c, box in pv.cage]
        out.append((t("cb.tip.cage", n=sum(s.cage[4 * seat:4 * seat + 4]), cap=facts["cage_capacity"]),
                    lay.cage_box(pv.cage_level)))
        for lv in pv.levels:
            out += [(colour_name(c), box) for c, box in lv.cubes]
            out += [(tile_name(tb, k), box) for k, box in lv.tiles]
            empty = facts["empty_carts"][seat][lv.level - 1]
            out.append((t("cb.tip.level", level=lv.level, colour=colour_name(lv.level - 1), empty=empty,
                          worth=facts["majorities"]["empty_carts"][lv.level - 1][seat]),
                        lay.pit_box(f"lit_{lv.level}")))
            out.append((t("cb.tip.level", level=lv.level, colour=colour_name(lv.level - 1), empty=empty,
                          worth=facts["majorities"]["empty_carts"][lv.level - 1][seat]),
                        lay.pit_box(f"dark_{lv.level}")))
        out += [(t("cb.tip.storage", colour=colour_name(c), n=n), box) for c, n, box in pv.storage]
        # held orders overlap when many: the one drawn last lies on top, so it is listed first
        out += [(order_name(tb, o.card) + "\n" + order_fill(o.spots), o.box) for o in reversed(pv.orders)]
        colours, transports = delivered_boxes(lay.pit_box("delivered"))
        maj = facts["majorities"]
        for c, box in enumerate(colours):
            out.append((t("cb.tip.majority", what=colour_name(c), n=s.dcol[4 * seat + c],
                          worth=maj["coal"][c][seat]), box))
        for i, box in enumerate(transports):
            out.append((t("cb.tip.majority", what=transport_name(tb, i), n=s.dtrans[4 * seat + i],
                          worth=maj["transport"][i][seat]), box))
        out.append((t("cb.tip.supply"), lay.supply_box()))
        return out


def order_fill(spots: list[tuple[int, bool, Any]]) -> str:
    """How full a held order is: its cubes in and those still wanted, by colour."""
    have = sum(1 for _c, full in ((c, f) for c, f, _b in spots) if full)
    wanted = [colour_name(c) for c, full, _b in spots if not full]
    if not wanted:
        return str(t("cb.tip.order_full", n=len(spots)))
    return str(t("cb.tip.order_fill", n=have, total=len(spots), wanted=" ".join(wanted)))


def capital(text: str) -> str:
    """A hover text starts with a capital ("The carriage delivery: …"); Japanese is unchanged."""
    return text[:1].upper() + text[1:]

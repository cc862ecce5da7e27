"""La Granja's hover texts: what every piece and space is and does, from the observation the table
draws (so a hidden hand, face-down VP or another seat's pick never reaches the text).

A hand card lists all four uses, labelled; a card on the farm says its use; buildings say what they
need and what their craft marker does; market hexes their value and owner; the farm's four sides what
goes there; another seat's panel that a click shows its whole farm.
"""
from __future__ import annotations

from typing import Any

from client.games.la_granja.cards import barrow_goods, card_name, features, good_label, goods_label, helper_text
from client.games.la_granja.layout import LGLayout, row_boxes
from client.games.la_granja.mat import others_order, seat_name
from client.i18n import lang, t
from engine.games.la_granja import holdings
from engine.games.la_granja.describe import roof_label
from engine.games.la_granja.goods import GOOD_INDEX, GOOD_NAMES
from engine.games.la_granja.state import BLOCKED, EMPTY, NEUTRAL

Box = tuple[float, float, float, float]
Tip = tuple[str, Box]
SIDES = ("fields", "barrows", "helpers", "extensions")
HARVEST = ("olive", "grain", "grape")


def lines(*parts: str) -> str:
    return "\n".join(p for p in parts if p)


def card_tip(card: Any) -> str:
    """A whole card: its name, then each of its four uses on a labelled line."""
    effect = helper_text(card) or card_name(card)
    once = card.once and not effect.startswith("1x")
    return lines(card_name(card),
                 t("lg.tip.use_field", n=card.spaces, crop=good_label(card.crop)),
                 t("lg.tip.use_barrow", goods=" + ".join(good_label(g) for g in barrow_goods(card)),
                   value=card.barrow_value),
                 t("lg.tip.use_helper", effect=("1x " if once else "") + effect),
                 t("lg.tip.use_extension", features=", ".join(t(f"lg.feature.{f}") for f in features(card))))


def craft_text(effect: Any) -> str:
    params = dict(effect.params)
    for k in ("now", "each"):
        if isinstance(params.get(k), tuple):
            params[k] = goods_label(params[k])
    key = f"lg.craft.{effect.kind}"
    text = t(key, **params)
    return "" if text == key else str(text)


class LGTips:
    def __init__(self, layout: LGLayout, session: Any) -> None:
        self.lay = layout
        self.session = session

    def name(self, seat: int) -> str:
        return seat_name(self.session, seat) if seat != NEUTRAL else t("lg.neutral")

    def all(self, s: Any, mat_seat: int, private: int | None, viewer: int | None) -> list[Tip]:
        """Every hover text on the table (topmost first) for the observation `s`; `private` is the seat
        whose secrets may be shown now (its hand, its VP), None for none."""
        return (self.hand(s, private) + self.farm(s, mat_seat, private == mat_seat) + self.board(s)
                + self.others(s, mat_seat, viewer))

    # --- the hand and the farm ----------------------------------------------------------------------
    def hand(self, s: Any, seat: int | None) -> list[Tip]:
        """The cards of the hand on show: only the seat whose secrets may be shown has them face up."""
        cards = s.hand[seat] if seat is not None else []
        return [(card_tip(s.t.cards[cid]), box) for cid, box in zip(cards, self.lay.hand_boxes(len(cards)),
                                                                     strict=False)]

    def farm(self, s: Any, seat: int, private: bool) -> list[Tip]:
        lay, tb = self.lay, s.t
        out: list[Tip] = []
        for cid, crops, box in zip(s.fields[seat], s.crops[seat], lay.field_boxes(len(s.fields[seat])), strict=False):
            c = tb.cards[cid]
            out.append((lines(card_name(c), t("lg.tip.field", crop=good_label(c.crop), n=crops, spaces=c.spaces)), box))
        for i, cid in enumerate(s.barrows[seat]):
            c = tb.cards[cid]
            load = s.loads[seat][i]
            have = goods_label(tuple(load)) or t("lg.tip.nothing")
            out.append((lines(card_name(c), t("lg.tip.barrow", goods=" + ".join(good_label(g) for g in barrow_goods(c)),
                                                value=c.barrow_value, have=have)), lay.mat_box(f"barrow_{i}")))
        for i, cid in enumerate(s.helpers[seat]):
            c = tb.cards[cid]
            used = t("lg.tip.used") if cid in s.used[seat] else ""
            out.append((lines(card_name(c), t("lg.tip.helper", effect=helper_text(c) or card_name(c)), used),
                        lay.mat_box(f"helper_{i}")))
        for cid, box in zip(s.exts[seat], lay.extension_boxes(len(s.exts[seat])), strict=False):
            c = tb.cards[cid]
            out.append((lines(card_name(c), t("lg.tip.extension",
                                              features=", ".join(t(f"lg.feature.{f}") for f in features(c)))), box))
        out += self.goods(s, seat, private)
        out += self.roofs(s, seat)
        out += [(t(f"lg.tip.side_{side}"), lay.mat_box(side)) for side in SIDES]
        return out

    def goods(self, s: Any, seat: int, private: bool) -> list[Tip]:
        """Storage counts, fields included for crops ("0 in storage, 3 on fields"); VP face down."""
        lay = self.lay
        total = holdings.counts(s, seat)
        out: list[Tip] = []
        for g in ("olive", "grain", "grape", "pig", "food", "wine", "meat", "silver", "trade"):
            i = GOOD_INDEX[g]
            stored = s.goods[seat][i]
            on_fields = total[i] - stored if g in HARVEST else 0
            text = t("lg.tip.good_fields", good=good_label(g), n=stored, k=on_fields) if on_fields else \
                t("lg.tip.good", good=good_label(g), n=stored)
            out.append((text, lay.mat_box(f"good_{g}")))
        vp = t("lg.tip.vp_own", n=s.goods[seat][GOOD_INDEX["vp"]]) if private else \
            t("lg.tip.vp_hidden", name=self.name(seat))
        out.append((vp, lay.mat_box("good_vp")))
        return out

    def roofs(self, s: Any, seat: int) -> list[Tip]:
        from client.games.la_granja.controls import roof_boxes
        used = set(s.roofs_used[seat])
        owned = list(s.roofs[seat]) + [r for r in s.roofs_used[seat] if r not in s.roofs[seat]]
        return [(lines(roof_label(tile, lang()), t("lg.tip.roof_used") if tile in used else t("lg.tip.roof_ready")),
                 box) for tile, box in zip(owned, roof_boxes(self.lay, len(owned)), strict=False)]

    # --- the board ----------------------------------------------------------------------------------
    def board(self, s: Any) -> list[Tip]:
        lay = self.lay
        out: list[Tip] = [(lines(roof_label(tile, lang()), t("lg.tip.roof_shown")), lay.box(f"roof_{i}"))
                          for i, tile in enumerate(s.display)]
        for space in range(len(s.market)):
            box = lay.space_box(space)
            if box is not None:
                out.append((self.space_text(s, space), box))
        for b in range(1, 7):
            box = lay.building_hex_box(b)
            if box is not None:
                out.append((t("lg.tip.building_hex", name=self.building_name(s, b)), box))
            out.append((self.building_text(s, b), lay.box(f"building_{b}")))
        pts = s.t.siesta_points
        out.append((t("lg.tip.siesta", points=" / ".join(map(str, pts))), lay.box("siesta")))
        return out

    def space_text(self, s: Any, space: int) -> str:
        who = s.market[space]
        owner = (t("lg.tip.space_free") if who == EMPTY else t("lg.tip.space_blocked") if who == BLOCKED
                 else t("lg.tip.space_of", name=self.name(who)))
        return lines(t("lg.tip.space", value=s.t.market_values[space]), owner)

    @staticmethod
    def building_name(s: Any, b: int) -> str:
        names = s.t.building_names[b - 1]
        return str(names.get(lang(), names["en"]))

    def building_text(self, s: Any, b: int) -> str:
        row = " + ".join(good_label(GOOD_NAMES[g]) for g in s.t.building_rows[b - 1])
        blocked = t("lg.tip.building_blocked") if b in s.blocked else ""
        return lines(self.building_name(s, b), t("lg.tip.building", row=row),
                     t("lg.tip.craft", effect=craft_text(s.t.craft_effects[b - 1])), blocked)

    # --- the other seats ------------------------------------------------------------------------------
    def others(self, s: Any, shown: int, viewer: int | None) -> list[Tip]:
        out: list[Tip] = []
        for i, q in enumerate(others_order(s.num_players, shown, viewer)):
            key = "lg.tip.panel_back" if q == viewer else "lg.tip.panel"
            box = self.lay.box(f"other_{i}")
            x, y, w, _h = box
            cells = row_boxes((x + 8, y + 44, w - 16, 44), 9, 38, 2)
            out += self.panel_goods(s, q, cells)
            out.append((t(key, name=self.name(q)), box))
        return out

    def panel_goods(self, s: Any, q: int, cells: list[Box]) -> list[Tip]:
        total = holdings.counts(s, q)
        out: list[Tip] = []
        for g, box in zip(("olive", "grain", "grape", "pig", "food", "wine", "meat", "silver", "trade"), cells,
                          strict=True):
            i = GOOD_INDEX[g]
            stored = s.goods[q][i]
            n = total[i] if g != "trade" else stored
            on_fields = n - stored if g in HARVEST else 0
            out.append((t("lg.tip.good_fields", good=good_label(g), n=stored, k=on_fields) if on_fields else
                        t("lg.tip.good", good=good_label(g), n=n), box))
        return out

"""Draws a player's farm mat (lg_mat.tmx placed into the table), the hand, and the other players.

Private parts — the hand, the VP total, a donkey pick not yet revealed — are drawn only for the seat
the table says may be seen (`private`); everything else comes from the observation, which already
lacks what that seat may not know. What was drawn is reported in `view_model` for tests.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.games.common.seats import SeatHeader
from client.games.la_granja.cards import CardPainter, good_art
from client.games.la_granja.controls import roof_boxes
from client.games.la_granja.hand_card import hand_card
from client.games.la_granja.layout import LGLayout, row_boxes
from client.games.la_granja.view import roof_art
from client.i18n import t
from client.ui import theme
from client.ui.paint import Painter
from engine.games.la_granja import holdings
from engine.games.la_granja.goods import GOOD_INDEX

STORE = ("olive", "grain", "grape", "pig", "food", "wine", "meat", "silver", "trade", "vp")
CHART = ("olive", "grain", "grape", "pig")
UPGRADED = {"olive": "food", "grain": "food", "grape": "wine", "pig": "meat"}


def seat_name(session: Any, seat: int) -> str:
    return session.seats[seat].name if seat < len(session.seats) else t("lg.neutral")


def others_order(num_players: int, shown: int, viewer: int | None) -> list[int]:
    """The seats in the small panels: everyone but the mat's seat, the viewer's own first when another
    seat's farm is shown large (so a click on it returns)."""
    seats = [q for q in range(num_players) if q != shown]
    if num_players > 1 and viewer is not None and shown != viewer:
        seats = [viewer] + [q for q in seats if q != viewer]
    return seats[:3]


class MatPainter:
    def __init__(self, app: Any, layout: LGLayout) -> None:
        self.p = Painter(app)
        self.cards = CardPainter(self.p)
        self.header = SeatHeader(self.p)
        self.lay = layout

    def mat(self, surface: pygame.Surface, s: Any, session: Any, seat: int, private: bool, ui: dict) -> dict:
        p, lay = self.p, self.lay
        tb = s.t
        seen: dict[str, Any] = {"seat": seat, "vp": None, "donkey": None}
        for image, box in lay.mat_decor():
            p.art(surface, image, box)
        name = seat_name(session, seat)
        head = t("seat.own_farm") if name == t("seat.you") else t("lg.mat_of", name=name)
        k = len(s.exts[seat]) + 1
        head += "   ·   " + t("lg.limit", limit=holdings.hand_limit(s, seat)) + "   ·   " + t("lg.next_ext", k=k)
        if not private:  # another seat's farm: say what cannot be seen of it
            head += "   ·   " + t("lg.face_down_note")
        self.header.draw(surface, lay.mat_box("header"), session, seat, 20, text=head)
        self.storage(surface, s, seat, private, seen, ui)
        self.chart(surface, s, seat, ui)
        self.donkeys(surface, s, seat, private, seen, ui)
        self.cards_on_farm(surface, s, seat)
        used = set(s.roofs_used[seat])
        owned = list(s.roofs[seat]) + [r for r in s.roofs_used[seat] if r not in s.roofs[seat]]
        for tile, box in zip(owned, roof_boxes(lay, len(owned)), strict=False):
            p.art(surface, "la_granja/roofs/roof_back" if tile in used else roof_art(tb, tile), box)
        for b, box in zip(s.crafts[seat], row_boxes(lay.mat_box("crafts"), 6, 40, 4), strict=False):
            p.art(surface, f"la_granja/crafts/craft_{b}", box)
        return seen

    def storage(self, surface: pygame.Surface, s: Any, seat: int, private: bool, seen: dict, ui: dict) -> None:
        p, lay = self.p, self.lay
        counts = s.goods[seat]
        total = holdings.counts(s, seat)  # crops on fields count as goods too: show both
        for g in STORE:
            box = lay.mat_box(f"good_{g}")
            x, y, w, h = box
            n = counts[GOOD_INDEX[g]]
            if g == "vp":
                n = counts[GOOD_INDEX[g]] if private else None
                seen["vp"] = n
            on_fields = total[GOOD_INDEX[g]] - counts[GOOD_INDEX[g]] if g in ("olive", "grain", "grape") else 0
            label = t("lg.hidden") if n is None else (f"{n}+{on_fields}" if on_fields else str(n))
            p.art(surface, good_art(g), (x + 4, y, w - 8, h - 18), 255 if (n or on_fields) else 90)
            p.text(surface, label, 17, (x + w / 2, y + h), theme.INK, True, "midbottom", w + 10)
            if ("good", g) in ui.get("clickable", ()):
                p.glow(surface, box, theme.HILITE, 3, 8)

    def cards_on_farm(self, surface: pygame.Surface, s: Any, seat: int) -> None:
        p, lay, tb = self.p, self.lay, s.t
        for i, cid in enumerate(s.barrows[seat]):
            self.cards.barrow(surface, tb.cards[cid], s.loads[seat][i], lay.mat_box(f"barrow_{i}"))
        for i, cid in enumerate(s.helpers[seat]):
            self.cards.helper(surface, tb.cards[cid], cid in s.used[seat], lay.mat_box(f"helper_{i}"))
        for cid, crops, box in zip(s.fields[seat], s.crops[seat], lay.field_boxes(len(s.fields[seat])), strict=False):
            self.cards.field(surface, tb.cards[cid], crops, box)
        for cid, box in zip(s.exts[seat], lay.extension_boxes(len(s.exts[seat])), strict=False):
            self.cards.extension(surface, tb.cards[cid], box)
        for side, key in (("fields", "use_field"), ("extensions", "use_extension"), ("barrows", "use_barrow"),
                          ("helpers", "use_helper")):
            x, y, w, h = lay.mat_box(side)
            if side in ("fields", "extensions") and not (s.fields[seat] if side == "fields" else s.exts[seat]):
                p.art(surface, f"la_granja/cards/{key}", (x + w / 2 - 30, y + 20, 60, 60), 70)
                p.text(surface, t("lg.use." + side[:-1]), 16, (x + w / 2, y + 86), theme.MUTED, True, "midtop")
        for side, held in (("barrow", s.barrows[seat]), ("helper", s.helpers[seat])):  # the other two sides
            for i in range(len(held), 3):
                bx, by, bw, bh = lay.mat_box(f"{side}_{i}")
                p.text(surface, t("lg.use." + side), 16, (bx + bw / 2, by + bh / 2), theme.MUTED, True, "center")

    def chart(self, surface: pygame.Surface, s: Any, seat: int, ui: dict) -> None:
        p, lay = self.p, self.lay
        prices = s.facts()["prices"][seat]  # this seat's prices now, helpers included
        x, y, w, h = lay.mat_box("chart")
        p.panel(surface, (x, y, w, h), fill=(232, 220, 190), border=(138, 106, 58), radius=8, width=2)
        for row, key in enumerate(("chart_buy", "chart_sell", "chart_upgrade")):
            p.text(surface, t("lg." + key), 15, (x + 8, y + 16 + row * 32), theme.INK, True, "midleft", 72)
        for g in CHART:
            for key, price, icon in (("buy", prices["buy"][g], g), ("sell", prices["sell"][g], g),
                                     ("upgrade", prices["upgrade"][g], UPGRADED[g])):
                bx, by, bw, bh = lay.mat_box(f"chart_{key}_{g}")
                p.art(surface, good_art(icon), (bx + 4, by + 2, bh - 4, bh - 4))
                label = f"{price}" if key != "upgrade" else f"→{price}"
                p.text(surface, label, 15, (bx + bh + 4, by + bh / 2), theme.INK, True, "midleft")
                p.art(surface, "la_granja/goods/silver", (bx + bw - bh + 4, by + 4, bh - 8, bh - 8))

    def donkeys(self, surface: pygame.Surface, s: Any, seat: int, private: bool, seen: dict, ui: dict) -> None:
        p, lay = self.p, self.lay
        picked = s.donkey[seat] if (private or ui.get("donkeys_revealed")) else 0
        seen["donkey"] = picked or None
        for d in range(1, 5):
            box = lay.mat_box(f"donkey_{d}")
            used = s.donkeys_used[seat] >> d & 1 and d != picked
            p.art(surface, "la_granja/donkeys/donkey_back" if used else f"la_granja/donkeys/donkey_{d}", box,
                  120 if used else 255)
            if d == picked:
                p.glow(surface, box, theme.GOOD, 3, 8)
        x, y, w, h = lay.mat_box("dice")
        taken = s.taken[seat]  # the revenue dice in front of the seat this round
        seen["taken"] = list(taken)
        for k, face in enumerate(taken):
            p.art(surface, f"la_granja/dice/die_{face}", (x + k * (h + 4), y, h, h))
        left = len(taken) * (h + 4) + (6 if taken else 0)
        if s.deliveries[seat]:
            p.text(surface, t("lg.donkeys_left", n=s.deliveries[seat]), 16, (x + left, y + h / 2), theme.INK, True,
                   "midleft", w - left)

    # --- hand ---------------------------------------------------------------------------------------
    def hand(self, surface: pygame.Surface, s: Any, seat: int, private: bool, ui: dict) -> list[int]:
        p, lay = self.p, self.lay
        x, y, w, h = lay.box("hand")
        p.panel(surface, (x, y, w, h), fill=(58, 74, 86), border=(90, 106, 120), radius=12)
        cards = s.hand[seat] if private else []
        count = len(cards) if private else (s.hand_counts[seat] if s.hand_counts else len(s.hand[seat]))
        dragging = ui.get("dragging")
        boxes = lay.hand_boxes(count)
        for i, box in enumerate(boxes):
            if private:
                cid = cards[i]
                if dragging == ("card", cid):
                    continue
                hand_card(self.p, surface, s.t.cards[cid], box)
                if ("card", cid) in ui.get("clickable", ()):
                    p.glow(surface, box, theme.HILITE, 3, 10)
            else:
                bx, by, bw, bh = box
                p.art(surface, "la_granja/cards/card_back", (bx, by, min(bw, bh * 0.74), bh))
        if not private and count:
            p.text(surface, t("lg.hand_hidden", n=count), 22, (x + w - 16, y + h / 2), theme.PAPYRUS, True, "midright")
        elif private:
            right = boxes[-1][0] + boxes[-1][2] + 24 if boxes else x + 16
            if x + w - right > 160:  # the hint only where the cards leave room for it
                p.wrapped(surface, t("lg.hand_help"), 19, (right, y + 8, x + w - right - 12, h - 16), theme.SAND,
                          max_lines=4)
        return list(cards)

    # --- the other players ----------------------------------------------------------------------------
    def others(self, surface: pygame.Surface, s: Any, session: Any, shown: int, ui: dict) -> list[int]:
        p, lay = self.p, self.lay
        out = []
        for i, q in enumerate(others_order(s.num_players, shown, ui.get("viewer"))):
            box = lay.box(f"other_{i}")
            x, y, w, h = box
            active = s.to_move == q
            p.panel(surface, box, fill=theme.PAPYRUS, border=theme.HILITE if active else theme.SAND, radius=12,
                    width=5 if active else 3)
            taken = s.taken[q]
            self.header.draw(surface, (x + 6, y + 6, w - 110 - 30 * len(taken), 30), session, q, 20)
            for k, face in enumerate(taken):  # the revenue dice this seat took this round
                p.art(surface, f"la_granja/dice/die_{face}", (x + w - 104 - (len(taken) - 1 - k) * 30, y + 8, 26, 26))
            hand = s.hand_counts[q] if s.hand_counts else len(s.hand[q])
            p.art(surface, "la_granja/cards/card_back", (x + w - 70, y + 6, 22, 30))
            p.text(surface, str(hand), 18, (x + w - 44, y + 22), theme.INK, True, "midleft")
            goods = s.goods[q]
            crops = holdings.counts(s, q)
            cells = row_boxes((x + 8, y + 44, w - 16, 44), 9, 38, 2)
            for g, box2 in zip(("olive", "grain", "grape", "pig", "food", "wine", "meat", "silver", "trade"), cells,
                               strict=True):
                n = crops[GOOD_INDEX[g]] if g != "trade" else goods[GOOD_INDEX[g]]
                p.art(surface, good_art(g), (box2[0], box2[1], box2[2], box2[3] - 12), 255 if n else 80)
                p.text(surface, str(n), 14, (box2[0] + box2[2] / 2, box2[1] + box2[3] + 2), theme.INK, True,
                       "midbottom")
            info = (f"{len(s.fields[q])}×{t('lg.use.field')}  {len(s.barrows[q])}×{t('lg.use.barrow')}  "
                    f"{len(s.helpers[q])}×{t('lg.use.helper')}  {len(s.exts[q])}×{t('lg.use.extension')}")
            p.text(surface, info, 14, (x + 10, y + 100), theme.INK, False, "topleft", w - 20)
            for k, b in enumerate(s.crafts[q]):
                p.art(surface, f"la_granja/crafts/craft_{b}", (x + 10 + k * 30, y + 126, 26, 26))
            for k, tile in enumerate(s.roofs[q]):
                p.art(surface, roof_art(s.t, tile), (x + w - 40 - k * 32, y + 124, 30, 30))
            out.append(q)
        return out

"""The popup over the board for the decisions about cards: the setup draft, a look at 5 (keep one or
none), then the side the rest go back to and their order. Card faces are shown only to the seat
looking, and only when the table may show that seat's secrets (`private`); everyone else sees backs.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from client.games.coal_baron.cards import Components
from client.games.coal_baron.layout import Box, CBLayout, row_boxes
from client.i18n import t
from client.ui import theme
from client.ui.paint import Painter
from engine.games.coal_baron.decks import TILES
from engine.games.coal_baron.looks import Look, PutBack
from engine.games.coal_baron.turn import DraftPick


@dataclass(frozen=True, slots=True)
class PopupView:
    kind: str  # "draft", "look", "side", "order"
    seat: int
    which: int  # TILES or ORDERS
    cards: tuple[int, ...]  # -1 where the viewer may not know the card
    placed: tuple[int, ...] = ()
    boxes: tuple[Box, ...] = ()


def popup_view(lay: CBLayout, s: Any) -> PopupView | None:
    d = s.pending[-1] if s.pending else None
    if isinstance(d, DraftPick):
        cards = tuple(s.draft)
        return PopupView("draft", d.seat, 1, cards, (), tuple(lay.popup_cards(len(cards), lay.box("draft"))))
    if isinstance(d, Look):
        return PopupView("look", d.seat, d.which, d.cards, (), tuple(lay.popup_cards(len(d.cards))))
    if isinstance(d, PutBack):
        kind = "side" if d.side < 0 else "order"
        return PopupView(kind, d.seat, d.which, d.cards, d.placed, tuple(lay.popup_cards(len(d.cards))))
    return None


def placed_boxes(lay: CBLayout, count: int) -> list[Box]:
    x, y, w, h = lay.box("look_return")
    return row_boxes((x + 240, y, w - 240, h), max(count, 5), h - 4, 6)[:count]


class PopupPainter:
    def __init__(self, app: Any, layout: CBLayout) -> None:
        self.p = Painter(app)
        self.lay = layout
        self.parts = Components(self.p, layout)

    def draw(self, surface: pygame.Surface, s: Any, session: Any, pv: PopupView, faces: bool,
             hidden: set, own: bool = False) -> list[int]:
        """The popup; returns the card ids whose faces were drawn (for tests: never another seat's)."""
        p, lay, tb = self.p, self.lay, s.t
        box = lay.box("popup")
        p.panel(surface, box, fill=(48, 40, 34), border=theme.GOLD, radius=18, width=4)
        x, y, w, h = box
        name = session.seats[pv.seat].name if pv.seat < len(session.seats) else "?"
        deck = "tiles" if pv.which == TILES else "orders"
        title = f"cb.popup.{pv.kind}_own" if own else f"cb.popup.{pv.kind}"  # the viewer's own: "You look…"
        p.text(surface, t(title, name=name, deck=t(f"cb.deck.{deck}")), p.size_for(26, 38), (x + 24, y + 12),
               theme.GOLD, True, max_w=w - 48)
        if pv.kind != "draft":  # its line keeps below the title at any text size
            p.text(surface, t(f"cb.popup.{pv.kind}_help"), p.size_for(18, 30), (x + 24, y + 52), theme.PAPYRUS, False,
                   max_w=w - 48)
        shown: list[int] = []
        for i, (card, cbox) in enumerate(zip(pv.cards, pv.boxes, strict=False)):
            if ("seen", i) in hidden:
                continue
            face = card >= 0 and (faces or pv.kind == "draft")
            self.card(surface, tb, pv.which, card if face else -1, cbox)
            if face:
                shown.append(card)
        if pv.kind == "look":
            self.button(surface, lay.box("look_keep_none"), t("cb.keep_none"))
        elif pv.kind == "side":
            self.button(surface, lay.box("look_top"), t("cb.return_top"))
            self.button(surface, lay.box("look_bottom"), t("cb.return_bottom"))
        elif pv.kind == "order":
            rx, ry, rw, rh = lay.box("look_return")
            p.panel(surface, (rx, ry, rw, rh), fill=(80, 68, 58), border=theme.SAND, radius=10, width=2)
            p.text(surface, t("cb.return_row"), 16, (rx + 12, ry + rh / 2), theme.PAPYRUS, True, "midleft", 220)
            for card, pb in zip(pv.placed, placed_boxes(lay, len(pv.placed)), strict=False):
                self.card(surface, tb, pv.which, card if faces else -1, pb)
        return shown

    def card(self, surface: pygame.Surface, tables: Any, which: int, card: int, box: Box) -> None:
        if which == TILES:
            x, y, w, h = box
            tile = (x, y + (h - w * 0.66) / 2, w, w * 0.66)
            if card < 0:
                self.parts.tile_back(surface, tile)
            else:
                self.parts.tile(surface, tables, card, tile)
                self.p.text(surface, str(tables.tile_cost[card]), 18, (x + w / 2, tile[1] + tile[3] + 4),
                            theme.GOLD, True, "midtop")
        elif card < 0:
            self.parts.order_back(surface, box)
        else:
            self.parts.order(surface, tables, card, box)

    def button(self, surface: pygame.Surface, box: Box, label: str) -> None:
        self.p.panel(surface, box, fill=theme.GOLD, border=theme.INK, radius=12, width=3)
        x, y, w, h = box
        self.p.text(surface, label, 22, (x + w / 2, y + h / 2), theme.INK, True, "center", w - 20)

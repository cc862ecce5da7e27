"""Farm cards drawn from the engine's card table: the whole card (four uses) and each use on a mat.

A card shows its barrow on top, field on the left, extension on the right and helper below, as the
physical card does; installed on a mat only the tucked-in side shows.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Box, Painter
from engine.games.la_granja.goods import GOOD_NAMES

PHASE_COLORS = {1: (142, 197, 230), 2: (111, 178, 106), 4: (154, 163, 168), 8: (201, 76, 76)}
USES = ("barrow", "field", "extension", "helper")


def good_art(g: int | str) -> str:
    return f"la_granja/goods/{g if isinstance(g, str) else GOOD_NAMES[g]}"


def card_name(card: Any) -> str:
    return card.name.get(lang(), card.name["en"])


def barrow_goods(card: Any) -> list[int]:
    return [g for g in range(10) for _ in range(card.barrow_need[g])]


def barrow_slots(card: Any, load: tuple[int, ...], box: Box) -> list[tuple[int, Box, bool]]:
    """(good, its slot's box, filled) of each good a barrow card needs, as its barrow on the mat shows them:
    the goods loaded fill the first slots of their kind."""
    x, y, w, h = box
    size = min(36, (w - 16) / 4)
    have = list(load)
    out = []
    for i, g in enumerate(barrow_goods(card)):
        full = have[g] > 0
        if full:
            have[g] -= 1
        out.append((g, (x + 8 + i * (size + 4), y + h - size - 6, size, size), full))
    return out


def loaded_slot(card: Any, load: tuple[int, ...], good: int, box: Box) -> Box | None:
    """The slot the latest good of this kind went into (the last filled one of its kind)."""
    filled = [slot for g, slot, full in barrow_slots(card, load, box) if g == good and full]
    return filled[-1] if filled else None


def features(card: Any) -> list[str]:
    return [f for f, on in (("delivery", card.ext_delivery), ("income", card.ext_income), ("den", card.ext_den))
            if on]


def phase_color(card: Any) -> tuple[int, int, int] | None:
    for bit, color in PHASE_COLORS.items():
        if card.phases & bit:
            return color
    return None


def good_label(g: int | str) -> str:
    name = g if isinstance(g, str) else GOOD_NAMES[g]
    return t(f"lg.good.{name}")


def goods_label(goods: tuple[int, ...]) -> str:
    return " + ".join(f"{n} {good_label(g)}" for g, n in enumerate(goods) if n)


def helper_text(card: Any) -> str:
    """The helper's effect in a short sentence of the player's language."""
    fields: dict[str, Any] = {}
    for k, v in card.params.items():
        if k in ("good", "crop"):
            fields[k] = good_label(v) if v != "any" else t("lg.any")
        elif k in ("cost", "gain"):
            fields[k] = goods_label(v)
        elif k == "faces":
            fields[k] = "/".join(str(f) for f in v)
        elif k == "target":
            fields[k] = t(f"lg.use.{v}")
        else:
            fields[k] = v
    key = f"lg.effect.{card.effect}"
    text = t(key, **fields)
    return "" if text == key else text


class CardPainter:
    def __init__(self, painter: Painter) -> None:
        self.p = painter

    def card(self, surface: pygame.Surface, card: Any, box: Box, highlight: str | None = None) -> None:
        """The whole card; `highlight` names a use to stress (the side it is dragged over)."""
        p = self.p
        x, y, w, h = box
        p.art(surface, "la_granja/cards/card", box)
        u = w / 140  # the card art is 140x200
        # top: barrow goods and value
        goods = barrow_goods(card)
        isz = min(22 * u, (w - 50 * u) / max(1, len(goods)))
        for i, g in enumerate(goods):
            p.art(surface, good_art(g), (x + 12 * u + i * isz, y + 10 * u, isz, isz))
        p.text(surface, str(card.barrow_value), 20 * u, (x + w - 12 * u, y + 8 * u), theme.INK, True, "topright")
        # left: field crop x spaces (vertical); right: extension features
        for i in range(card.spaces):
            p.art(surface, good_art(card.crop), (x + 8 * u, y + 44 * u + i * 22 * u, 20 * u, 20 * u))
        for i, f in enumerate(features(card)):
            p.art(surface, f"la_granja/cards/feature_{f}", (x + w - 30 * u, y + 44 * u + i * 26 * u, 22 * u, 22 * u))
        # centre: name and number; bottom: helper band
        p.text(surface, card_name(card), 15 * u, (x + w / 2, y + 112 * u), theme.INK, True, "center", w - 64 * u)
        p.text(surface, f"#{card.id}", 12 * u, (x + w / 2, y + 132 * u), theme.MUTED, False, "center")
        band = (x + 8 * u, y + h - 48 * u, w - 16 * u, 40 * u)
        p.panel(surface, band, fill=phase_color(card) or (226, 214, 182), border=theme.INK, radius=6 * u,
                width=1.5 * u)
        text = helper_text(card)
        label = text if text.startswith("1x") else ("1x " if card.once else "") + (text or card_name(card))
        p.wrapped(surface, label, 12 * u, (band[0] + 4 * u, band[1], band[2] - 8 * u, band[3]), theme.INK,
                  centred=True)
        if highlight:
            zone = {"barrow": (x, y, w, 36 * u), "field": (x, y + 36 * u, 34 * u, h - 90 * u),
                    "extension": (x + w - 36 * u, y + 36 * u, 36 * u, h - 90 * u),
                    "helper": band}[highlight]
            p.glow(surface, zone, theme.HILITE, 3 * u, 6 * u)

    def field(self, surface: pygame.Surface, card: Any, crops: int, box: Box) -> None:
        p = self.p
        x, y, w, h = box
        p.panel(surface, box, fill=(190, 160, 110), border=(110, 82, 50), radius=8, width=2)
        size = min(h - 6, 34)
        for i in range(card.spaces):
            alpha = 255 if i < crops else 60
            p.art(surface, good_art(card.crop), (x + 6 + i * (size + 4), y + (h - size) / 2, size, size), alpha)
        p.text(surface, card_name(card), 14, (x + w - 6, y + h / 2), theme.INK, False, "midright",
               w - 12 - card.spaces * (size + 4))

    def extension(self, surface: pygame.Surface, card: Any, box: Box) -> None:
        p = self.p
        x, y, w, h = box
        p.panel(surface, box, fill=(238, 230, 205), border=(110, 82, 50), radius=8, width=2)
        size = min(h - 6, 34)
        for i, f in enumerate(features(card)):
            p.art(surface, f"la_granja/cards/feature_{f}", (x + 6 + i * (size + 4), y + (h - size) / 2, size, size))
        p.text(surface, card_name(card), 14, (x + w - 6, y + h / 2), theme.INK, False, "midright", w - 90)

    def barrow(self, surface: pygame.Surface, card: Any, load: tuple[int, ...], box: Box) -> None:
        p = self.p
        x, y, w, h = box
        p.panel(surface, box, fill=(226, 200, 150), border=(110, 82, 50), radius=10, width=2)
        p.art(surface, "la_granja/cards/use_barrow", (x + 4, y + 4, 30, 30))
        p.text(surface, str(card.barrow_value), 28, (x + w - 8, y + 4), theme.INK, True, "topright")
        p.text(surface, card_name(card), 14, (x + 38, y + 8), theme.INK, False, "topleft", w - 80)
        for g, slot, full in barrow_slots(card, load, box):
            p.art(surface, good_art(g), slot, 255 if full else 70)

    def helper(self, surface: pygame.Surface, card: Any, used: bool, box: Box) -> None:
        p = self.p
        x, y, w, h = box
        p.panel(surface, box, fill=phase_color(card) or (226, 214, 182), border=(110, 82, 50), radius=10, width=2)
        p.art(surface, "la_granja/cards/use_helper", (x + 4, y + 4, 30, 30))
        text = helper_text(card)
        once = card.once and not text.startswith("1x")  # some effect texts already say so
        p.text(surface, ("1x " if once else "") + card_name(card), 16, (x + 38, y + 8), theme.INK, True,
               "topleft", w - 44)
        if text:
            p.text(surface, text, 13, (x + 8, y + 42), theme.INK, False, "topleft", w - 16)
        if used:
            p.art(surface, "la_granja/parts/used_mark", (x + w - 40, y + h - 40, 34, 34))

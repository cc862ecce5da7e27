"""A hand card laid out wide, so it can be read at 1280x720 in both languages:
the name large across the top with the barrow's goods and value at the right, the field's crops and
the extension's features in the middle row, the helper's text on its phase colour along the bottom.
The tall card (cards.py) stays for the drag preview and the hover preview."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.la_granja.cards import barrow_goods, card_name, features, good_art, helper_text, phase_color
from client.ui import theme
from client.ui.paint import Box, Painter

ASPECT = 1.7  # width / height of a hand card when the hand has room


def hand_card(p: Painter, surface: pygame.Surface, card: Any, box: Box) -> None:
    x, y, w, h = box
    u = h / 160
    p.panel(surface, box, fill=theme.PAPYRUS, border=(110, 82, 50), radius=10 * u, width=2.5 * u)
    # top row: the name, and the barrow (goods it needs, its value)
    goods = barrow_goods(card)
    isz = 24 * u
    value_w = 26 * u
    bar_w = len(goods) * (isz + 2 * u) + value_w
    p.text(surface, card_name(card), 24 * u, (x + 10 * u, y + 6 * u), theme.INK, True, "topleft",
           max(20.0, w - bar_w - 26 * u))
    gx = x + w - bar_w - 8 * u
    for i, g in enumerate(goods):
        p.art(surface, good_art(g), (gx + i * (isz + 2 * u), y + 9 * u, isz, isz))
    p.text(surface, str(card.barrow_value), 26 * u, (x + w - 8 * u, y + 4 * u), theme.INK, True, "topright")
    # middle row: field crops (left) and extension features (right), each after its use's icon
    row_y, row_h = y + 44 * u, 40 * u
    p.art(surface, "la_granja/cards/use_field", (x + 8 * u, row_y, row_h * 0.8, row_h * 0.8))
    for i in range(card.spaces):
        p.art(surface, good_art(card.crop), (x + 8 * u + row_h * 0.85 + i * 28 * u, row_y + 4 * u, 26 * u, 26 * u))
    feats = features(card)
    fx = x + w - 8 * u - len(feats) * 30 * u
    for i, f in enumerate(feats):
        p.art(surface, f"la_granja/cards/feature_{f}", (fx + i * 30 * u, row_y + 4 * u, 26 * u, 26 * u))
    if feats:
        p.art(surface, "la_granja/cards/use_extension", (fx - row_h * 0.85, row_y, row_h * 0.8, row_h * 0.8))
    p.text(surface, f"#{card.id}", 15 * u, (x + w / 2, row_y + row_h / 2 - 2 * u), theme.MUTED, False, "center")
    # bottom band: the helper
    band = (x + 6 * u, y + 88 * u, w - 12 * u, h - 94 * u)
    p.panel(surface, band, fill=phase_color(card) or (226, 214, 182), border=theme.INK, radius=6 * u, width=1.5 * u)
    text = helper_text(card)
    label = text if text.startswith("1x") else ("1x " if card.once else "") + (text or card_name(card))
    p.wrapped(surface, label, 19 * u, (band[0] + 6 * u, band[1], band[2] - 12 * u, band[3]), theme.INK,
              max_lines=2, centred=True)

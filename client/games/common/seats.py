"""Seat headers: the seat's marker (its colour with a symbol, so colour is never the only sign), its
name (with the bot level, and "thinking…" while that bot is asked), and a score on the right when the
table shows one."""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import t
from client.ui import theme
from client.ui.paint import Box, Painter

SYMBOLS = ("circle", "square", "triangle", "diamond", "cross")  # one per seat colour, in the same order


def seat_color(seat: int) -> tuple[int, int, int]:
    return theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]


def seat_symbol(seat: int) -> str:
    """The shape that tells a seat apart without its colour (colour-blind players, greyscale prints)."""
    return SYMBOLS[seat % len(SYMBOLS)]


def _shape(seat: int, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """The symbol's outline as a polygon (None: a ring, drawn as a circle)."""
    kind = seat_symbol(seat)
    if kind == "square":
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if kind == "triangle":
        return [(cx, cy - r * 1.15), (cx + r * 1.1, cy + r * 0.8), (cx - r * 1.1, cy + r * 0.8)]
    if kind == "diamond":
        return [(cx, cy - r * 1.25), (cx + r * 1.25, cy), (cx, cy + r * 1.25), (cx - r * 1.25, cy)]
    if kind == "cross":
        a, b = r * 0.42, r * 1.15
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                (cx - b, cy - a), (cx - a, cy - a)]
    return None


def draw_seat_marker(surface: pygame.Surface, seat: int, centre: tuple[int, int], radius: int) -> None:
    """A seat's marker in window pixels: its colour as a disc, its symbol in white on it, an ink rim."""
    cx, cy = centre
    pygame.draw.circle(surface, seat_color(seat), centre, radius)
    pygame.draw.circle(surface, theme.INK, centre, radius, max(1, radius // 7))
    inner = radius * (0.62 if theme.colour_blind() else 0.5)  # the colour-blind setting: a larger symbol
    poly = _shape(seat, cx, cy, inner)
    if poly is None:
        pygame.draw.circle(surface, theme.WHITE, centre, max(1, round(inner)), max(1, round(inner * 0.45)))
    else:
        pygame.draw.polygon(surface, theme.WHITE, poly)


def seat_title(session: Any, seat: int) -> str:
    """"Bot 2 · Medium  thinking…" — the name, a bot's level, and whether it is being asked now."""
    if not 0 <= seat < len(session.seats):
        return ""
    spec = session.seats[seat]
    who = spec.name + ("" if spec.kind == "human" else f" · {t('level.' + (spec.level or 'easy'))}")
    if session.thinking() and session.to_move() == seat:
        who += "  " + t("table.thinking")
    return str(who)


def header_key(session: Any, seat: int) -> tuple:
    """What a header shows, for layer caches: it changes exactly when the header must be repainted."""
    return (seat_title(session, seat),)


class SeatHeader:
    def __init__(self, painter: Painter) -> None:
        self.p = painter

    def draw(self, surface: pygame.Surface, box: Box, session: Any, seat: int, size: float = 26,
             score: int | None = None, score_size: float = 46, text: str | None = None,
             name_share: float = 0.62) -> None:
        """A header across `box`: a colour dot, the title (or `text`), the score at the right."""
        p = self.p
        x, y, w, h = box
        r = min(14.0, h / 2 - 2)
        draw_seat_marker(surface, seat, p.app.viewport.point(x + r + 4, y + h / 2), p.app.viewport.px(r))
        label = seat_title(session, seat) if text is None else text
        left = x + 2 * r + 14
        p.text(surface, label, size, (left, y + h / 2), theme.INK, True, "midleft",
               (w * name_share) if score is not None else (x + w - left))
        if score is not None:
            p.text(surface, str(score), score_size, (x + w, y + h / 2), theme.INK, True, "midright")

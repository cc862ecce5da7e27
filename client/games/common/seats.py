"""Seat headers: the seat's colour, its name (with the bot level, and "thinking…" while that bot is
asked), and a score on the right when the table shows one."""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import t
from client.ui import theme
from client.ui.paint import Box, Painter


def seat_color(seat: int) -> tuple[int, int, int]:
    return theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]


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
        pygame.draw.circle(surface, seat_color(seat), p.app.viewport.point(x + r + 4, y + h / 2),
                           p.app.viewport.px(r))
        label = seat_title(session, seat) if text is None else text
        left = x + 2 * r + 14
        p.text(surface, label, size, (left, y + h / 2), theme.INK, True, "midleft",
               (w * name_share) if score is not None else (x + w - left))
        if score is not None:
            p.text(surface, str(score), score_size, (x + w, y + h / 2), theme.INK, True, "midright")

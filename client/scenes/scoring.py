"""The scoring summary over the table: after an epoch, round or shift scored, each seat's points by
category for that scoring, what it gained and its running total — as the reader may know them (a seat
with face-down VP reads "hidden"). Any click or key dismisses it; the table waits meanwhile.

It draws a `client.session.scoring.Summary` and nothing else, so every game gets it from its facts
(`breakdown`, `scores_by_epoch`, `categories`, `round_word`)."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.common.seats import seat_color
from client.i18n import lang, t
from client.scenes.stack import Scene
from client.ui import theme
from client.ui.paint import Painter

BOX = (160.0, 170.0, 1600.0, 740.0)
NAME_W = 330
ROW_H = 64
DETAIL_H = 30
SCORED = (34, 110, 52)  # a dark green that reads on the papyrus


class ScoringOverlay(Scene):
    name = "scoring"
    transparent = True

    def __init__(self, app: Any, summary: Any, names: list[str], game: Any) -> None:
        super().__init__(app)
        self.summary, self.names, self.game = summary, names, game
        self.p = Painter(app)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)):
            self.app.scenes.pop()
        return True  # modal: the table below waits

    def columns(self) -> list[tuple[str, str]]:
        """(key, heading) of each number column: the categories scored, this scoring, the total."""
        cats = [(c, self.category_label(c)) for c in self.summary.categories]
        return cats + [("#gained", t("scoring.gained")), ("#total", t("scoring.total"))]

    def category_label(self, cat: str) -> str:
        label = self.game.category_label(cat, lang())
        return str(label if label != cat else cat.replace("_", " ").capitalize())

    def cell(self, seat: Any, key: str) -> str:
        if key == "#gained":
            return f"{seat.gained:+d}"
        if key == "#total":
            return str(seat.total)
        v = seat.points.get(key)
        return "" if v is None else f"{v:+d}"

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((10, 14, 20, 150))
        surface.blit(shade, (0, 0))
        p, s = self.p, self.summary
        x, _y, w, _h = BOX
        n = len(s.seats)
        detail_rows = (len(s.details) + 1) // 2
        h = 100.0 + ROW_H * (n + 1) + 80 + (DETAIL_H * (detail_rows + 1) + 10 if s.details else 0)
        y = 540 - h / 2
        p.panel(surface, (x, y, w, h), fill=theme.PAPYRUS, border=theme.GOLD, radius=18, width=4)
        p.text(surface, s.title.text(lang()), 44, (x + w / 2, y + 24), theme.INK, True, "midtop", w - 60)
        cols = self.columns()
        col_w = (w - NAME_W - 60) / max(1, len(cols))
        top = y + 100
        for j, (key, head) in enumerate(cols):
            cx = x + 30 + NAME_W + j * col_w
            bold = key.startswith("#")
            p.wrapped(surface, head, 20 if not bold else 22, (cx + 4, top, col_w - 8, ROW_H), theme.INK if bold
                      else theme.MUTED, max_lines=2, centred=True)
        for i, seat in enumerate(s.seats):
            ry = top + ROW_H * (i + 1)
            if i % 2 == 0:
                p.panel(surface, (x + 20, ry, w - 40, ROW_H), fill=(236, 223, 190), border=theme.SAND, radius=8,
                        width=0)
            vp = self.app.viewport
            pygame.draw.circle(surface, seat_color(i), vp.point(x + 48, ry + ROW_H / 2), vp.px(13))
            name = self.names[i] if i < len(self.names) else f"P{i + 1}"
            p.text(surface, name, 28, (x + 72, ry + ROW_H / 2), theme.INK, True, "midleft", NAME_W - 50)
            if seat.hidden:
                p.text(surface, t("scoring.hidden"), 24, (x + 30 + NAME_W + 10, ry + ROW_H / 2), theme.MUTED,
                       False, "midleft", w - NAME_W - 80)
                continue
            for j, (key, _head) in enumerate(cols):
                text = self.cell(seat, key)
                color = theme.BAD if text.startswith("-") else theme.INK
                p.text(surface, text, 30 if key.startswith("#") else 26,
                       (x + 30 + NAME_W + (j + 0.5) * col_w, ry + ROW_H / 2), color, key.startswith("#"), "center",
                       col_w - 8)
        if s.details:
            self.details(surface, (x + 30, top + ROW_H * (n + 1) + 14, w - 60, DETAIL_H * (detail_rows + 1)))
        p.text(surface, t("scoring.dismiss"), 22, (x + w / 2, y + h - 24), theme.MUTED, False, "midbottom")

    def details(self, surface: pygame.Surface, box: tuple[float, float, float, float]) -> None:
        """Each majority scored, two columns of lines: its name, then per seat (in seat colours) the count
        and, for those who scored, the points."""
        p, s = self.p, self.summary
        x, y, w, _h = box
        p.text(surface, t("scoring.details"), 20, (x, y), theme.MUTED, True, "topleft", w)
        half = (w - 20) / 2
        label_w = half * 0.42
        n = len(s.seats)
        each = (half - label_w) / max(1, n)
        rows = (len(s.details) + 1) // 2
        vp = self.app.viewport
        for k, (label, counts, points) in enumerate(s.details):
            cx = x + (k // rows) * (half + 20)
            cy = y + DETAIL_H * (k % rows + 1) + DETAIL_H / 2
            p.text(surface, label.text(lang()), 18, (cx, cy), theme.INK, False, "midleft", label_w - 8)
            for q in range(n):
                sx = cx + label_w + q * each
                pygame.draw.circle(surface, seat_color(q), vp.point(sx + 8, cy), vp.px(6))
                text = f"{counts[q]}" + (f" +{points[q]}" if points[q] else "")
                p.text(surface, text, 18, (sx + 20, cy), SCORED if points[q] else theme.MUTED, bool(points[q]),
                       "midleft", each - 24)

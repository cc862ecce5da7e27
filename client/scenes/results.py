"""Results: final scores by category per player, and a small chart of points gained per epoch."""
from __future__ import annotations

from typing import Any

import pygame

from client.games.common.seats import draw_seat_marker
from client.i18n import lang, t
from client.scenes.stack import Scene
from client.session.game_session import SeatSpec
from client.session.launch import new_session, start_game
from client.ui import theme
from client.ui.keys import KeyFocus
from client.ui.widgets import Button, ButtonSet

CHART_W, CHART_GAP = 500, 60  # design px: the chart panel, and the gap between it and the table
LABEL_MAX = 400  # design px: the widest the categories' column grows


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        session.flush()
        if session.autosave_path is not None:  # a finished game is nothing to continue
            session.autosave_path.unlink(missing_ok=True)
        self.keys = KeyFocus()
        self._chart: tuple[list[list[int]], int] | None = None
        self.chart_x = 1360.0  # design px: where the chart panel starts (beside the table, set by `draw`)
        self.buttons = ButtonSet([
            Button(560, 960, 380, 80, lambda: t("results.title"), self.to_title, name="title"),
            Button(980, 960, 380, 80, lambda: t("results.again"), self.again, primary=True, name="again"),
        ])

    def to_title(self) -> None:
        self.app.scenes.reset("title")

    def again(self) -> None:
        seats = [SeatSpec(s.kind, s.level, s.name) for s in self.session.seats]
        m = self.session.match
        start_game(self.app, new_session(self.app, m.game.id, seats, m.seed + 1, m.options))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return True
        if self.keys.handle(event, self.buttons, self.app):
            return True
        self.buttons.handle(event, self.app)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        fonts = self.app.fonts
        surface.fill(theme.BG)
        state = self.session.state
        scores = state.scores()
        winners = state.winners() if state.is_terminal() else []
        names = [s.name for s in self.session.seats]
        head = t("results.winner", names=", ".join(names[w] for w in winners)) if winners else t("results.heading")
        img = fonts.fit(head, vp.px(50), vp.px(1800), theme.GOLD, True)
        surface.blit(img, img.get_rect(midtop=vp.point(960, 40)))
        # breakdown table
        breakdown = state.breakdown()
        cats = list(breakdown[0].keys()) if breakdown else []
        n = len(names)
        # the table and the chart stand together in the middle; rows close up for a game of many categories
        # the labels' column as wide as its longest label (up to LABEL_MAX), so no label shrinks; the seats'
        # columns share what is left beside the chart
        labels = [self.category_label(cat) for cat in cats]
        px26 = vp.px(26)
        widest = max((fonts.font(px26).size(x)[0] * 26 / px26 for x in labels), default=0.0)
        label_w = min(LABEL_MAX, max(290.0, widest + 4))
        col_w = min(200, 900 / max(1, n), (1860 - 60 - CHART_GAP - CHART_W - label_w) / max(1, n))
        lx = label_w + 10  # the first seat column's left edge, from the table's
        row_h = min(52, 760 / (len(cats) + 2))  # so the table ends above the buttons
        x0, y0 = (1920 - (lx + 40 + col_w * n + CHART_GAP + CHART_W)) / 2 + 20, 150
        self.chart_x = x0 + lx + 20 + col_w * n + CHART_GAP
        theme.panel(surface, vp.rect(x0 - 20, y0 - 16, lx + col_w * n + 40, row_h * (len(cats) + 2) + 24),
                    fill=theme.PAPYRUS, border=theme.SAND, radius=vp.px(16))
        for j, name in enumerate(names):
            c = theme.SEAT_COLORS[j % len(theme.SEAT_COLORS)]
            img = fonts.fit(name, vp.px(26), vp.px(col_w - 10), c, True)
            surface.blit(img, img.get_rect(midtop=vp.point(x0 + lx + col_w * (j + 0.5), y0)))
        for i, (cat, label) in enumerate(zip(cats, labels, strict=True)):
            y = y0 + row_h * (i + 1)
            surface.blit(fonts.fit(label, vp.px(26), vp.px(label_w), theme.INK), vp.point(x0, y))
            for j in range(n):
                v = breakdown[j][cat]
                img = fonts.render(str(v), vp.px(26), theme.INK if v >= 0 else theme.BAD)
                surface.blit(img, img.get_rect(midtop=vp.point(x0 + lx + col_w * (j + 0.5), y)))
        y = y0 + row_h * (len(cats) + 1)
        surface.blit(fonts.render(t("results.total"), vp.px(28), theme.INK, True), vp.point(x0, y))
        for j in range(n):
            img = fonts.render(str(scores[j]), vp.px(30), theme.INK, True)
            surface.blit(img, img.get_rect(midtop=vp.point(x0 + lx + col_w * (j + 0.5), y)))
        by_epoch, rounds = self.chart_rows()
        self.draw_chart(surface, by_epoch, names, rounds)
        self.buttons.draw(surface, self.app)

    def category_label(self, cat: str) -> str:
        """The engine's label of a score category; a category it has not labelled reads as its name."""
        label = self.session.match.game.category_label(cat, lang())
        return label if label != cat else cat.replace("_", " ").capitalize()

    def chart_rows(self) -> tuple[list[list[int]], int]:
        """The chart's rows and how many are rounds: the game's scoring epochs, or for a game scored only
        at the end that names its round counter, the running estimate round by round (replayed once)."""
        if self._chart is None:
            from client.session.progress import as_gains, estimates_by_round
            rows = estimates_by_round(self.session.match)
            game = self.session.match.game
            if rows is None:
                self._chart = (self.session.state.scores_by_epoch(), game.scoring_rounds)
            else:
                gains = as_gains(rows)
                self._chart = (gains, len(gains))
        return self._chart

    def draw_chart(self, surface: pygame.Surface, by_epoch: list[list[int]], names: list[str],
                   rounds: int | None = None) -> None:
        """Cumulative score after each epoch or round, from the score before the first one."""
        vp = self.app.viewport
        x, y, w, h = self.chart_x + 20, 160, CHART_W - 40, 500
        theme.panel(surface, vp.rect(x - 20, y - 20, w + 40, h + 80), fill=theme.BG_DARK, border=theme.SAND,
                    radius=vp.px(16))
        img = self.app.fonts.render(t("results.chart"), vp.px(24), theme.SAND, True)
        surface.blit(img, vp.point(x, y - 10))
        n = len(names)
        series = []
        finals = self.session.state.scores()
        for j in range(n):
            start = finals[j] - sum(g[j] for g in by_epoch if j < len(g)) if j < len(finals) else 0
            total, pts = start, [start]
            for gains in by_epoch:
                total += gains[j] if j < len(gains) else 0
                pts.append(total)
            series.append(pts)
        flat = [v for s in series for v in s] or [0]
        lo, hi = min(0, min(flat)), max(10, max(flat))
        steps = max(1, len(series[0]) - 1) if series else 1
        top, bottom = y + 40, y + h - 30
        x, w = x + 40, w - 70  # room for the scale on the left and the last label on the right
        game = self.session.match.game
        rounds = game.scoring_rounds if rounds is None else rounds
        labels = [t("results.start")] + [str(r + 1) for r in range(min(len(by_epoch), rounds))]
        if len(by_epoch) > rounds:
            labels.append(t("results.final"))
        for e, label in enumerate(labels[: steps + 1]):
            img = self.app.fonts.render(label, vp.px(18), theme.MUTED)
            surface.blit(img, img.get_rect(midtop=vp.point(x + w * e / steps, bottom + 8)))
        caption = self.app.fonts.render(game.round_word.get(lang(), game.round_word["en"]), vp.px(18), theme.MUTED)
        surface.blit(caption, caption.get_rect(midtop=vp.point(x + w / 2, bottom + 34)))
        for value in sorted({lo, 0, hi}):  # the scale, and the zero line
            vy = bottom - (value - lo) / (hi - lo) * (bottom - top)
            pygame.draw.line(surface, theme.MUTED if value == 0 else (60, 72, 84), vp.point(x, vy),
                             vp.point(x + w, vy), vp.px(2 if value == 0 else 1))
            img = self.app.fonts.render(str(value), vp.px(16), theme.MUTED)
            surface.blit(img, img.get_rect(midright=vp.point(x - 6, vy)))
        for j, pts in enumerate(series):
            c = theme.SEAT_COLORS[j % len(theme.SEAT_COLORS)]
            coords = [vp.point(x + w * e / steps, bottom - (v - lo) / (hi - lo) * (bottom - top))
                      for e, v in enumerate(pts)]
            if len(coords) > 1:
                pygame.draw.lines(surface, c, False, coords, vp.px(4))
            for p in coords:  # each seat's symbol on its points: the lines are told apart without their colour
                draw_seat_marker(surface, j, p, vp.px(10))

"""Results: final scores by category per player, and the score chart (client/ui/score_chart.py)."""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import lang, t
from client.scenes.stack import Scene
from client.session import replay as replays
from client.session.game_session import SeatSpec
from client.session.launch import new_session, start_game
from client.ui import theme
from client.ui.keys import KeyFocus
from client.ui.score_chart import draw_score_chart
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
        replays.keep(session)  # in the Replays list
        self.keys = KeyFocus()
        self._chart: list[Any] | None = None
        self.chart_x = 1360.0  # design px: where the chart panel starts (beside the table, set by `draw`)
        self.buttons = ButtonSet([
            Button(340, 960, 380, 80, lambda: t("results.title"), self.to_title, name="title"),
            Button(760, 960, 380, 80, lambda: t("results.review"), self.review, name="review"),
            Button(1180, 960, 380, 80, lambda: t("results.again"), self.again, primary=True, name="again"),
        ])

    def to_title(self) -> None:
        self.app.scenes.reset("title")

    def again(self) -> None:
        seats = [SeatSpec(s.kind, s.level, s.name) for s in self.session.seats]
        m = self.session.match
        start_game(self.app, new_session(self.app, m.game.id, seats, m.seed + 1, m.options))

    def review(self) -> None:
        """The game in the replay viewer, at its end, with the person's moves (or the first seat's) in review."""
        s = self.session
        viewer = replays.ReplaySession(s.match, s.seats, s.bots)
        self.app.scenes.reset("replay", viewer)
        self.app.scenes.top.start_review()

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
        draw_score_chart(self.app, surface, (self.chart_x, 130, CHART_W, 800), self.chart_points(), names,
                         self.session.match.game)
        self.buttons.draw(surface, self.app)

    def category_label(self, cat: str) -> str:
        """The engine's label of a score category; a category it has not labelled reads as its name."""
        label = self.session.match.game.category_label(cat, lang())
        return label if label != cat else cat.replace("_", " ").capitalize()

    def chart_points(self) -> list[Any]:
        """The score chart's marks (`progress.score_timeline`), replayed once: the game is over, so every
        seat's points are public."""
        if self._chart is None:
            from client.session.progress import score_timeline
            self._chart = score_timeline(self.session.match)
        return self._chart

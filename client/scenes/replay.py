"""The replay viewer: a record at the game's own table, read-only, a move at a time (the Replays list that
opens it is client/scenes/load.py's `ReplaysScene`; `client.session.replay.open_replay` opens a file in it).

The table is the game's `GameTable` drawn for `ReplaySession.viewer_seat` (client/session/replay.py); no input
reaches the engine (the session refuses moves, and this scene hands the table only hover and view clicks). The
controls sit where the table's own buttons would (its `actions_box`): a move back or forward (← →), a round,
epoch or shift back or forward (Shift+← →, the score chart's marks), play at a pace, whose view (once the
game is over), the score chart, review (client/ui/review_panel.py) and export. A timeline above them
shows where the replay stands, the rounds' ends and the review's biggest losses; a click on it jumps there.
"""
from __future__ import annotations

from typing import Any

import pygame

from client.anim.tween import Tweener
from client.games import table_for
from client.games.common.hotspots import point_at
from client.games.common.tooltips import Tooltips
from client.i18n import lang, t
from client.scenes.stack import Scene
from client.session import replay as replays
from client.session.progress import ChartPoint, score_timeline
from client.ui import theme
from client.ui.paint import Painter
from client.ui.score_chart import draw_score_chart
from client.ui.widgets import Button, ButtonSet

PACES = (2.0, 1.0, 0.5, 0.25)  # seconds a move stays while playing
CHART_BOX = (240, 110, 1060, 840)  # design px: the chart over the board
PAD, ROW_H, GAP = 12, 50, 8


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app: Any, session: replays.ReplaySession) -> None:
        super().__init__(app)
        self.session = session
        self.painter = Painter(app)
        app.landing.clear()
        self.tweener = Tweener(app.landing)
        self.game = table_for(app, session, self.tweener)
        self.tips = Tooltips(app)
        self.playing = False
        self.pace = 1  # index into PACES
        self.timer = 0.0
        self.show_chart = False
        self.toast = ""
        self.toast_time = 0.0
        self._marks: list[ChartPoint] | None = None
        self.review: Any = None  # the review's state, when one was asked for (client/ui/review_panel.py)
        self.buttons = ButtonSet(self._buttons())

    # --- layout ------------------------------------------------------------------------------------
    def box(self) -> tuple[float, float, float, float]:
        return self.game.actions_box()

    def timeline_box(self) -> tuple[float, float, float, float]:
        x, y, w, _h = self.box()
        return (x + PAD, y + 44, w - 2 * PAD, 24)

    def _buttons(self) -> list[Button]:
        x, y, w, _h = self.box()
        col = (w - 2 * PAD - GAP) / 2
        round_word = self.round_word
        grid: list[tuple[str, Any, Any, Any]] = [
            ("back", lambda: t("replay.back"), lambda: self.step(-1), lambda: self.session.ply > 0),
            ("forward", lambda: t("replay.forward"), lambda: self.step(1), self.before_end),
            ("prev_round", lambda: t("replay.prev_round", round=round_word()), lambda: self.jump(-1),
             lambda: self.session.ply > 0),
            ("next_round", lambda: t("replay.next_round", round=round_word()), lambda: self.jump(1),
             self.before_end),
            ("play", lambda: t("replay.pause") if self.playing else t("replay.play"), self.toggle_play, None),
            ("pace", lambda: t("replay.pace", s=f"{PACES[self.pace]:g}"), self.next_pace, None),
            ("seat", self.seat_label, self.next_viewer, lambda: self.session.over_at_end),
            ("chart", lambda: t("replay.chart"), self.toggle_chart, None),
            ("review", lambda: t("replay.review"), self.start_review, self.can_review),
            ("export", lambda: t("replay.export"), self.export, None),
        ]
        out = []
        top = y + 84
        for i, (name, label, action, enabled) in enumerate(grid):
            bx, by = x + PAD + (i % 2) * (col + GAP), top + (i // 2) * (ROW_H + GAP)
            out.append(Button(bx, by, col, ROW_H, label, action, enabled or (lambda: True), name=name))
        by = top + (len(grid) + 1) // 2 * (ROW_H + GAP)
        out.append(Button(x + PAD, by, w - 2 * PAD, ROW_H, lambda: t("replay.exit"), self.exit, name="exit"))
        return out

    def before_end(self) -> bool:
        return self.session.ply < self.session.total

    def round_word(self) -> str:
        word = self.session.match.game.round_word
        return str(word.get(lang(), word["en"]))

    def seat_label(self) -> str:
        v = self.session.viewer_seat
        name = self.session.seats[v].name if v is not None else "—"
        return t("replay.seat", name=name) if self.session.over_at_end else t("replay.seat_locked", name=name)

    # --- actions -----------------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        self.session.step(delta)
        self.moved()

    def goto(self, ply: int) -> None:
        self.session.goto(ply)
        self.moved()

    def moved(self) -> None:
        self.game.reset()
        self.tips.clear()
        self.app.invalidate()

    def marks(self) -> list[ChartPoint]:
        """The score chart's marks (the rounds' ends), read once: every seat's points when the game is over,
        else the viewer's view of them."""
        if self._marks is None:
            s = self.session
            self._marks = score_timeline(s.full, None if s.over_at_end else s.viewer_seat)
        return self._marks

    def jump(self, direction: int) -> None:
        """To the next (or previous) round's end; the start and the last move count as ends."""
        ply = self.session.ply
        ends = sorted({0, self.session.total, *(p.ply for p in self.marks())})
        target = next((e for e in ends if e > ply), ply) if direction > 0 else \
            next((e for e in reversed(ends) if e < ply), ply)
        self.goto(target)

    def toggle_play(self) -> None:
        if not self.playing and self.session.ply >= self.session.total:
            self.goto(0)
        self.playing = not self.playing
        self.timer = 0.0
        self.app.invalidate()

    def next_pace(self) -> None:
        self.pace = (self.pace + 1) % len(PACES)
        self.app.invalidate()

    def next_viewer(self) -> None:
        if self.session.next_viewer():
            self.game.reset()
            self.app.invalidate()

    def toggle_chart(self) -> None:
        self.show_chart = not self.show_chart
        self.app.invalidate()

    def can_review(self) -> bool:
        return self.session.over_at_end and self.session.viewer_seat is not None

    def start_review(self) -> None:
        from client.ui.review_panel import ReviewState
        if not self.can_review():
            return
        if self.review is not None:
            self.review.close()
        names = [seat.name for seat in self.session.seats]
        self.review = ReviewState.start(self.app, self.session.full, self.session.viewer_seat or 0, names)
        self.app.invalidate()

    def export(self) -> None:
        try:
            path = replays.export(self.session)
        except OSError as err:
            self.show_toast(t("replay.export_failed", reason=err.strerror or type(err).__name__))
            return
        self.show_toast(t("replay.exported", name=path.name))

    def exit(self) -> None:
        if self.review is not None:
            self.review.close()
        self.app.scenes.reset("title")

    def show_toast(self, text: str, seconds: float = 4.0) -> None:
        self.toast, self.toast_time = text, seconds
        self.app.invalidate()

    # --- frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tweener.update(dt)
        self.game.update(dt, self.session.viewer_seat)
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast = ""
                self.app.invalidate()
        if self.review is not None and self.review.poll():
            self.app.invalidate()
        if not self.playing:
            return
        self.timer += dt
        if self.timer >= PACES[self.pace]:
            self.timer = 0.0
            if self.session.ply >= self.session.total:
                self.playing = False
                self.app.invalidate()
            else:
                self.step(1)

    def busy(self) -> bool:
        return self.playing or self.tweener.active() or (self.review is not None and self.review.running())

    def leave(self) -> None:
        if self.review is not None:
            self.review.close()

    def resize(self) -> None:
        self.game.invalidate_static()
        self.buttons = ButtonSet(self._buttons())

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.session
        ui = self.game.ui_state(None)
        ui["private"] = s.viewer_seat if self.game.has_private_view() else None
        ui["reader"] = s.viewer_seat
        self.game.draw(surface, ui)
        p = self.painter
        x, y, w, h = self.box()
        p.panel(surface, (x, y, w, h), fill=theme.BG_DARK, border=theme.GOLD, radius=14, width=3)
        p.text(surface, t("replay.ply", ply=s.ply, total=s.total), 24, (x + w / 2, y + 10), theme.PAPYRUS, True,
               "midtop", w - 2 * PAD)
        self.draw_timeline(surface)
        self.buttons.draw(surface, self.app)
        if self.review is not None:
            self.review.draw(self, surface)
        if self.show_chart:
            names = [seat.name for seat in s.seats]
            draw_score_chart(self.app, surface, CHART_BOX, self.marks(), names, s.match.game, at_ply=s.ply)
        if self.app.stack.top is self:
            self.tips.draw(surface)
        if self.toast:
            p.text(surface, self.toast, 26, (960, 1000), theme.WHITE, True, "midtop", 1400)
        below = self.buttons.by_name("exit")
        top = below.y + below.h + 10
        if y + h - top >= 44:  # the keys, where the controls leave room for them
            keys = t("replay.keys", round=self.round_word())
            p.wrapped(surface, keys, 15, (x + PAD, top, w - 2 * PAD, y + h - top - 8), theme.SAND, max_lines=4)

    def draw_timeline(self, surface: pygame.Surface) -> None:
        p = self.painter
        x, y, w, h = self.timeline_box()
        total = max(1, self.session.total)
        p.panel(surface, (x, y, w, h), fill=theme.INK, border=theme.SAND, radius=8, width=2)
        p.panel(surface, (x, y, w * self.session.ply / total, h), fill=theme.TURQ, border=theme.TURQ, radius=8,
                width=0)
        for mark in self.marks()[1:-1]:  # the rounds' ends
            mx = x + w * mark.ply / total
            pygame.draw.line(surface, theme.PAPYRUS, self.app.viewport.point(mx, y + 2),
                             self.app.viewport.point(mx, y + h - 2), self.app.viewport.px(2))
        if self.review is not None:
            for ply in self.review.top_plies():
                mx = x + w * (ply - 0.5) / total
                pygame.draw.circle(surface, theme.BAD, self.app.viewport.point(mx, y + h / 2), self.app.viewport.px(7))

    def hint_boxes(self, move: Any) -> list[Any]:
        """Where a move is made on the table (the hint's pointer)."""
        return list(self.game.move_spots(move))

    def point_at(self, surface: pygame.Surface, move: Any) -> None:
        point_at(self.painter, surface, self.hint_boxes(move))

    # --- input -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if self.buttons.handle(event, self.app):
            return True
        if event.type == pygame.MOUSEMOTION:
            pos = self.app.viewport.to_design(event.pos)
            self.game.hover(pos)
            self.tips.hover(pos, self.game.tooltip(pos))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pos = self.app.viewport.to_design(event.pos)
            return self.timeline_click(pos) or (self.review is not None and self.review.click(self, pos)) \
                or bool(self.game.view_click(pos))
        return False

    def timeline_click(self, pos: tuple[float, float]) -> bool:
        x, y, w, h = self.timeline_box()
        if not (x <= pos[0] <= x + w and y - 6 <= pos[1] <= y + h + 6):
            return False
        self.goto(round((pos[0] - x) / w * self.session.total))
        return True

    def key(self, event: pygame.event.Event) -> bool:
        shift = event.mod & pygame.KMOD_SHIFT
        k = event.key
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            direction = 1 if k == pygame.K_RIGHT else -1
            self.jump(direction) if shift else self.step(direction)
        elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.jump(1 if k == pygame.K_PAGEDOWN else -1)
        elif k in (pygame.K_HOME, pygame.K_END):
            self.goto(0 if k == pygame.K_HOME else self.session.total)
        elif k == pygame.K_SPACE:
            self.toggle_play()
        elif k == pygame.K_TAB:
            self.next_viewer()
        elif k == pygame.K_c:
            self.toggle_chart()
        elif k == pygame.K_r:
            self.start_review()
        elif k == pygame.K_e:
            self.export()
        elif k == pygame.K_ESCAPE:
            self.exit()
        elif self.review is not None and k in (pygame.K_n, pygame.K_p):
            self.review.jump(self, 1 if k == pygame.K_n else -1)
        else:
            return False
        return True

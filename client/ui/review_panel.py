"""Review in the client: a seat's decisions judged in the bots' worker (engine/review.py), with progress.

`ReviewState` sends the seat's decisions to the bot driver one or two at a time (each a request keyed
("review", ...): the worker answers with the judge's verdict), so the window never waits and a review left
early leaves at most two judgements behind in the worker. When all are in, the three biggest losses are marked
on the viewer's timeline and listed in a panel; a click on one (or N / P) shows the position before that move
with the judge's preferred move pointed at as the hint points (`point_at`), and the loss in words.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import pygame

from client.i18n import lang, t
from client.session.launch import bots
from client.session.log import describe_for
from client.ui import theme
from engine.review import Judged, biggest, check_level, decisions

LEVEL = "expert"
IN_FLIGHT = 2  # decisions sent to the worker ahead of the answers
PANEL = (470, 14, 980, 226)  # design px: the review panel, over the top of the table
_ids = itertools.count(1)


@dataclass(slots=True)
class Loss:
    verdict: Judged
    played: str
    preferred: str


class ReviewState:
    def __init__(self, app: Any, full: Any, seat: int, names: list[str], level: str = LEVEL) -> None:
        check_level(level)
        self.app, self.full, self.seat, self.level, self.names = app, full, seat, level, names
        self.driver = bots(app)
        self.id = next(_ids)
        self.iterations = app.options.bot_iterations
        self.jobs = self._jobs()
        self.total = len(self.jobs)
        self.sent = 0
        self.verdicts: dict[int, Judged | None] = {}
        self.error: str | None = None
        self.losses: list[Loss] = []
        self.focus = -1  # the loss shown (-1: none yet)

    @classmethod
    def start(cls, app: Any, full: Any, seat: int, names: list[str], level: str = LEVEL) -> ReviewState:
        state = cls(app, full, seat, names, level)
        state.feed()
        return state

    def _jobs(self) -> list[tuple[int, Any, Any]]:
        """(ply, the seat's view before the move, the move) of each decision to judge."""
        todo = set(decisions(self.full, self.seat))
        replay = self.full.rewound(0)
        out = []
        for ply, move in enumerate(self.full.moves, start=1):
            if ply in todo:
                out.append((ply, replay.state.observation(self.seat), move))
            replay.play(move)
        return out

    # --- the worker ---------------------------------------------------------------------------------
    def feed(self) -> None:
        while self.sent < self.total and self.sent - len(self.verdicts) < IN_FLIGHT:
            ply, view, move = self.jobs[self.sent]
            self.driver.request((("review", self.id, ply), self.level, 0, None, self.iterations, (view, move, ply),
                                 self.seat))
            self.sent += 1

    def poll(self) -> bool:
        """Take the worker's answers; True when anything changed on screen."""
        if self.done():
            return False
        changed = False
        while (reply := self.driver.poll()) is not None:
            key, verdict, err = reply
            if not (isinstance(key, tuple) and key[:2] == ("review", self.id)):
                if key == "worker-died":  # what was asked is lost with it: ask again
                    self.sent = len(self.verdicts)
                continue
            if err:
                self.error = err
            self.verdicts[key[2]] = verdict
            changed = True
        if changed:
            self.feed()
            if self.done():
                self.finish()
        return changed

    def running(self) -> bool:
        return not self.done()

    def done(self) -> bool:
        return len(self.verdicts) >= self.total

    def close(self) -> None:
        self.sent = self.total  # nothing more is sent; what is in flight is ignored when it comes

    def judged(self) -> list[Judged]:
        return [v for v in self.verdicts.values() if v is not None]

    def finish(self) -> None:
        top = biggest(self.judged())
        losses = []
        for v in top:
            state = self.full.rewound(v.ply - 1).state
            losses.append(Loss(v, describe_for(state, v.played, self.seat, lang(), self.names),
                               describe_for(state, v.preferred, self.seat, lang(), self.names)))
        self.losses = losses

    def top_plies(self) -> list[int]:
        return [loss.verdict.ply for loss in self.losses]

    # --- the viewer ---------------------------------------------------------------------------------
    def jump(self, scene: Any, step: int) -> None:
        if not self.losses:
            return
        self.focus = (self.focus + step) % len(self.losses) if self.focus >= 0 else (0 if step > 0 else -1)
        self.focus %= len(self.losses)
        scene.goto(self.losses[self.focus].verdict.ply - 1)

    def rows(self) -> list[tuple[float, float, float, float]]:
        x, y, w, _h = PANEL
        return [(x + 16, y + 50 + i * 57, w - 32, 54) for i in range(len(self.losses))]

    def click(self, scene: Any, pos: tuple[float, float]) -> bool:
        for i, (x, y, w, h) in enumerate(self.rows()):
            if x <= pos[0] <= x + w and y <= pos[1] <= y + h:
                self.focus = i
                scene.goto(self.losses[i].verdict.ply - 1)
                return True
        return False

    def words(self, loss: Loss) -> str:
        level = t(f"level.{self.level}")
        return t("review.loss", ply=loss.verdict.ply, played=loss.played, preferred=loss.preferred, level=level,
                 loss=f"{loss.verdict.loss:.1f}")

    def draw(self, scene: Any, surface: pygame.Surface) -> None:
        p = scene.painter
        x, y, w, h = PANEL
        name = scene.session.seats[self.seat].name
        if not self.done():  # a short panel: the board stays in view while the review runs
            p.panel(surface, (x, y, w, 104), fill=theme.PAPYRUS, border=theme.GOLD, radius=14, width=3)
            p.text(surface, t("review.running", name=name, done=len(self.verdicts), total=self.total), 24,
                   (x + 16, y + 12), theme.INK, True, max_w=w - 32)
            bar = (x + 16, y + 58, w - 32, 28)
            p.panel(surface, bar, fill=theme.BG_DARK, border=theme.SAND, radius=8, width=2)
            share = len(self.verdicts) / max(1, self.total)
            p.panel(surface, (bar[0], bar[1], bar[2] * share, bar[3]), fill=theme.TURQ, border=theme.TURQ, radius=8,
                    width=0)
            return
        p.panel(surface, PANEL, fill=theme.PAPYRUS, border=theme.GOLD, radius=14, width=3)
        total = sum(v.loss for v in self.judged())
        head = t("review.done", name=name, n=len(self.judged()), total=f"{total:.1f}")
        p.text(surface, head, 24, (x + 16, y + 12), theme.INK, True, max_w=w - 32)
        if not self.losses:
            p.text(surface, t("review.none"), 22, (x + 16, y + 56), theme.INK, max_w=w - 32)
        for i, (loss, box) in enumerate(zip(self.losses, self.rows(), strict=True)):
            on = i == self.focus
            if on:
                p.panel(surface, box, fill=theme.HILITE, border=theme.GOLD, radius=8, width=2)
            p.wrapped(surface, self.words(loss), 19, (box[0] + 10, box[1] + 2, box[2] - 20, box[3] - 4),
                      theme.BAD if on else theme.INK, max_lines=2)
        if self.error:
            p.text(surface, self.error, 16, (x + 16, y + h - 22), theme.BAD, max_w=w - 32)
        if 0 <= self.focus < len(self.losses) and scene.session.ply == self.losses[self.focus].verdict.ply - 1:
            scene.point_at(surface, self.losses[self.focus].verdict.preferred)

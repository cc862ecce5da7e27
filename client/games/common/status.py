"""The status panel: the table's own facts (round, phase, auction), then what the person to move is
asked — the engine decision's prompt (`observation.prompt()`, a Text) when it has one, else the
table's own line — or whom we wait for. Said only to a person who can act: a bot's turn says who
we wait for (and that it thinks), a failed bot says so."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Box, Painter


def prompt_line(table: Any, seat: int) -> str | None:
    """What `seat` (a person, to move) is asked: the engine's prompt, else the table's own line."""
    prompt = table.observation().prompt()
    if prompt is not None:
        return t("table.prompt", name=table.session.seats[seat].name, prompt=prompt.text(lang()))
    line = table.own_prompt(seat)
    return str(line) if line is not None else None


def status_lines(table: Any) -> list[str]:
    s = table.session
    lines = list(table.status_head())
    if s.over():
        return lines + [t("table.game_over")]
    who = s.to_move()
    if who < 0:
        return lines
    name = s.seats[who].name
    if s.bot_error is not None:
        return lines + [t("bot.stopped", name=s.seats[s.bot_error.seat].name)]
    if not s.is_human(who) or table.demo:  # what to do is said only to a person who can do it
        return lines + [t("table.waiting", name=name) + ("  " + t("table.thinking") if s.thinking() else "")]
    prompt = prompt_line(table, who)
    return lines + ([prompt] if prompt else [])


@dataclass(frozen=True, slots=True)
class StatusStyle:
    head_size: float = 24
    head_color: tuple[int, int, int] = theme.INK
    head_bold: bool = False
    body_size: float = 28
    body_color: tuple[int, int, int] = theme.INK
    step: float = 42  # one line per entry, each fitted to the width ...
    wrap_body: bool = False  # ... or the entries after the first joined and wrapped onto `body_lines` lines
    body_lines: int = 2
    pad: float = 0
    top: float = 0
    body_top: float = 42


class StatusPanel:
    def __init__(self, painter: Painter, style: StatusStyle = StatusStyle()) -> None:
        self.p = painter
        self.style = style

    def draw(self, surface: pygame.Surface, box: Box, lines: list[str]) -> None:
        st, p = self.style, self.p
        x, y, w, h = box
        x, w = x + st.pad, w - 2 * st.pad
        body_top, step = st.body_top, st.step
        if lines:
            head = p.text(surface, lines[0], st.head_size, (x, y + st.top), st.head_color, st.head_bold, max_w=w)
            # large text (the text-size setting): the lines below move down rather than run into the head (the
            # styles' own places hold at 100 % and below)
            if p.app.fonts.scale > 1.0:
                below = head.h / p.app.viewport.scale + 2  # the head's height, in design px
                body_top = max(body_top, st.top + below if st.wrap_body else below)
        body = lines[1:]
        if st.wrap_body:
            if body:  # the prompt wraps onto more lines rather than shrinking to fit one
                p.wrapped(surface, "  ".join(body), st.body_size, (x, y + body_top, w, h - body_top - 4),
                          st.body_color, max_lines=st.body_lines)
            return
        if p.app.fonts.scale > 1.0:
            step = max(step, st.body_size * 1.3 * p.app.fonts.scale)
        for i, line in enumerate(body):
            p.text(surface, line, st.body_size, (x, y + st.top + body_top + i * step), st.body_color,
                   i == 0, max_w=w)

"""The move log panel: the newest moves in a box, each as the viewer may read it (client/session/log.py
keeps, per move, what its owner and what everyone else reads)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from client.i18n import lang, t
from client.session.log import entry_lines
from client.ui import theme
from client.ui.paint import Box, Painter

INDENT = "   "  # before an entry's continuation lines


@dataclass(frozen=True, slots=True)
class LogStyle:
    size: float = 20  # font size (design px)
    row: float = 34  # line step
    heading: bool = True  # "Moves" above the entries
    top: float = 56  # first entry below the box's top
    bottom: float = 4
    pad: float = 16  # left and right
    wrap: bool = True  # long entries wrap onto indented lines (else they shrink to fit)


class LogPanel:
    def __init__(self, painter: Painter, style: LogStyle = LogStyle()) -> None:
        self.p = painter
        self.style = style
        self._wrapped: dict[tuple, tuple[Any, list[str]]] = {}  # an entry's lines as wrapped last time

    def entry(self, e: Any, names: list[str], viewer: int | None, chance: bool, width: int,
              bold: bool = False) -> list[str]:
        """One entry's lines for the viewer, wrapped to `width` px in the weight it is drawn in (the newest
        entry is bold), its continuation lines to the width left after their indent, so no line has to
        shrink to fit: laid out once, as wrapping text is the slowest thing a log draws (the log is
        repainted after every move)."""
        st, fonts = self.style, self.p.app.fonts
        key = (id(e), tuple(names), viewer, lang(), chance, width, fonts.scale, bold)
        hit = self._wrapped.get(key)
        if hit is not None and hit[0] is e:
            return hit[1]
        lines = entry_lines(e, names, viewer, lang(), chance)
        if st.wrap:
            size = self.p.app.viewport.px(st.size)
            inner = width - fonts.font(size, bold).size(INDENT)[0]
            wrapped: list[str] = []
            for line in lines:
                first, *rest = fonts.wrap(line, size, width, bold)
                wrapped.append(first)
                if rest and line.startswith(first):  # the rest, wrapped again to the indented width
                    rest = fonts.wrap(line[len(first):].strip(), size, inner, bold)
                wrapped += [INDENT + part for part in rest]
            lines = wrapped
        if len(self._wrapped) > 2000:
            self._wrapped.clear()
        self._wrapped[key] = (e, lines)
        return lines

    def top(self, box: Box) -> float:
        """Where the first entry goes: below the heading, however large the text setting makes it."""
        st = self.style
        if not st.heading:
            return st.top
        return max(st.top, heading_box(self.p, box, st)[3] + 2)

    def row(self) -> float:
        """The line step: the style's, or more when the text setting makes lines taller."""
        return max(self.style.row, self.style.size * 1.25 * self.p.app.fonts.scale)

    def rows(self, box: Box) -> int:
        st = self.style
        return max(1, int((box[3] - self.top(box) - st.bottom) // self.row()))

    def lines(self, session: Any, viewer: int | None, chance: bool, box: Box) -> list[str]:
        """The newest entries that fit, oldest first, wrapped to the box."""
        st, vp = self.style, self.p.app.viewport
        rows = self.rows(box)
        names = [s.name for s in session.seats]
        width = vp.px(box[2] - 2 * st.pad)
        out: list[str] = []
        for start in range(len(session.log) - 1, -1, -1):  # newest first, until the box is full
            entry = self.entry(session.log[start], names, viewer, chance, width, bold=not out)
            if not entry:
                continue
            out[:0] = entry
            if len(out) >= rows:
                break
        return out[-rows:]

    def draw(self, surface: pygame.Surface, box: Box, session: Any, viewer: int | None, chance: bool = True) -> None:
        st, p = self.style, self.p
        x, y, w, _h = box
        if st.heading:
            p.text(surface, t("table.log"), 24, (x + st.pad, y + 12), theme.SAND, True)
        lines = self.lines(session, viewer, chance, box)
        newest = newest_start(lines)
        top, row = self.top(box), self.row()
        for i, line in enumerate(lines):  # the last move stays marked (in gold) until the next one
            color = theme.GOLD if i >= newest else theme.PAPYRUS
            p.text(surface, line, st.size, (x + st.pad, y + top + i * row), color, i >= newest,
                   max_w=w - 2 * st.pad)


def heading_box(painter: Painter, box: Box, style: LogStyle) -> Box:
    """Where the log's heading ("Moves") is drawn in `box` (design px; nothing when it has none): what a bot
    banner over the log's older lines must leave visible."""
    if not style.heading:
        return (box[0], box[1], box[2], 0.0)
    vp = painter.app.viewport
    h = painter.app.fonts.render(t("table.log"), vp.px(24), theme.SAND, True).get_height() / vp.scale
    return (box[0], box[1], box[2], 12 + h + 4)


def below_heading(painter: Painter, box: Box, style: LogStyle) -> Box:
    """The log's box under its heading: where bot banners may cover its older lines."""
    _x, _y, _w, head = heading_box(painter, box, style)
    return (box[0] + 6, box[1] + head + 4, box[2] - 12, box[3] - head - 10)


def newest_start(lines: list[str]) -> int:
    """Where the newest entry begins among the shown lines (its continuation lines are indented)."""
    i = len(lines) - 1
    while i > 0 and lines[i].startswith(INDENT):
        i -= 1
    return max(0, i)

"""The demo's caption: the game's name and one line on what is happening now, from
the engine's prompt of the decision being made ("Ra — Medium 2: bid a sun or pass"), in large type in
the place of the table's buttons (`GameTable.actions_box`: a demo has no buttons to press), so it never
covers a player's panel. Generic: every table has it through `GameTable.demo_caption`."""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import lang, t
from client.ui import theme
from client.ui.paint import Box, Painter


def game_name(table: Any) -> str:
    names = table.session.match.game.names
    return str(names.get(lang(), names.get("en", table.session.match.game.id)))


def caption(table: Any) -> str:
    s = table.session
    if s.over():
        return t("demo.caption_over", game=game_name(table))
    who = s.to_move()
    if not 0 <= who < len(s.seats):
        return t("demo.caption_idle", game=game_name(table))
    prompt = table.observation().prompt()
    name = s.seats[who].name
    if prompt is None:
        return t("demo.caption_turn", game=game_name(table), name=name)
    return t("demo.caption", game=game_name(table), name=name, what=prompt.text(lang()))


def draw_demo_panel(p: Painter, surface: pygame.Surface, box: Box, caption: str) -> None:
    """DEMO, the game's line and how to leave, in the actions box."""
    x, y, w, h = box
    p.panel(surface, box, fill=theme.BG_DARK, border=theme.GOLD, radius=16, width=3)
    p.text(surface, t("demo.title"), 56, (x + w / 2, y + 18), theme.GOLD, True, "midtop", w - 32)
    p.wrapped(surface, caption, 30, (x + 20, y + 100, w - 40, h - 250), theme.WHITE, max_lines=5)
    p.wrapped(surface, t("demo.hint"), 22, (x + 20, y + h - 130, w - 40, 110), theme.SAND, max_lines=4)

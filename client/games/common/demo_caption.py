"""The demo's caption: what the game is (its pitch, from the engine's metadata), what just happened (the
newest move, as a spectator reads it) and what is happening now, from the engine's prompt of the decision
being made ("Ra — Medium 2: bid a sun or pass"), in large type in the place of the table's buttons
(`GameTable.actions_box`: a demo has no buttons to press), so it never covers a player's panel. Generic:
every table has it through `GameTable.demo_caption` and `demo_story`."""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import lang, t
from client.session.log import log_lines
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


def pitch(table: Any) -> str:
    """What the game is about, in one line (the engine's `meta.toml`)."""
    from engine.core.registry import game_meta
    meta = game_meta(table.session.match.game.id)
    return t("demo.pitch", game=game_name(table), pitch=meta.pitch.get(lang(), meta.pitch["en"]))


def just_now(table: Any) -> str:
    """The newest move a seat made, as a spectator reads it ("" before the first)."""
    s = table.session
    names = [seat.name for seat in s.seats]
    for entry in reversed(s.log):
        if entry.actor >= 0:
            lines = log_lines([entry], names, None, lang(), True)
            return t("demo.just_now", line=lines[0]) if lines else ""
    return ""


def draw_demo_panel(p: Painter, surface: pygame.Surface, box: Box, caption: str,
                    story: tuple[str, str] = ("", "")) -> None:
    """DEMO, the game's pitch, what just happened, what happens now, and how to leave, in the actions box."""
    x, y, w, h = box
    about, last = story
    p.panel(surface, box, fill=theme.BG_DARK, border=theme.GOLD, radius=16, width=3)
    p.text(surface, t("demo.title"), 44, (x + w / 2, y + 14), theme.GOLD, True, "midtop", w - 32)
    body = h - 76 - 100  # between the title and the hint
    top = y + 76
    parts = [(about, 21, theme.SAND, 0.34), (last, 22, theme.PAPYRUS, 0.28), (caption, 26, theme.WHITE, 0.38)]
    for text, size, color, share in parts:
        if text:
            p.wrapped(surface, text, size, (x + 18, top, w - 36, body * share - 8), color, max_lines=4)
        top += body * share
    p.wrapped(surface, t("demo.hint"), 19, (x + 18, y + h - 96, w - 36, 84), theme.MUTED, max_lines=3)

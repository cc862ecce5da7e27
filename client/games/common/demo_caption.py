"""The demo's caption (issue 10, item 9): the game's name and one line on what is happening now, from
the engine's prompt of the decision being made ("Ra — Medium 2: bid a sun or pass"). Generic: every
table has it through `GameTable.demo_caption`."""
from __future__ import annotations

from typing import Any

from client.i18n import lang, t


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

"""La Granja in words beyond a move's own line: completions and markers knocked off the market — log
lines from public engine events (`LaGranjaState.narrate`). VP gained stay unsaid: the tokens are face
down, and their events are private to their owner."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.events import Event
from engine.core.text import Text, seat_token
from engine.games.la_granja.describe import building_label, card_label, space_label

Words = Callable[[Any, Event], Text]


def _building(s: Any, e: Event) -> Text:
    who = seat_token(e["seat"])
    return Text(f"{who} completes the {building_label(e['building'], 'en')}",
                f"{who}が{building_label(e['building'], 'ja')}を完成")


def _barrow(s: Any, e: Event) -> Text:
    who = seat_token(e["seat"])
    return Text(f"{who} completes the barrow {card_label(e['card'], 'en')} (worth {e['value']})",
                f"{who}が荷車{card_label(e['card'], 'ja')}（{e['value']}）を完成")


def _removed(s: Any, e: Event) -> Text | None:
    victim, by = e["seat"], e["by"]
    if victim < 0 or by < 0 or victim >= s.num_players or by >= s.num_players:
        return None  # the neutral player's markers are not news
    return Text(f"{seat_token(by)} removes {seat_token(victim)}'s marker from {space_label(e['space'], 'en', s)}",
                f"{seat_token(by)}が{space_label(e['space'], 'ja', s)}の{seat_token(victim)}のマーカーを取り除く")


NARRATION: dict[str, Callable[[Any, Event], Text | None]] = {
    "building_completed": _building,
    "barrow_completed": _barrow,
    "marker_removed": _removed,
}


def narrate(s: Any, event: Event) -> Text | None:
    words = NARRATION.get(event.kind)
    return None if words is None or event.private_to is not None else words(s, event)

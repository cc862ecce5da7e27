"""Ra in words beyond a move's own line: what a God takes (by name), what a disaster costs, who won an
auction and what it brought — log lines made from engine events (`RaState.narrate`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.events import Event
from engine.core.text import Text, seat_token
from engine.games.ra.moves import TakeWithGod, describe, tile_label
from engine.games.ra.tiles import CIVILIZATIONS, TILE_INDEX, TILE_NAMES

_PLURAL_EN = {"fortress": "Fortresses", "sphinx": "Sphinxes"}


def tiles_en(tile: str, count: int) -> str:
    """"2 Pharaohs", "1 Nile", "2 Astronomy tiles": a count of one kind of tile in English."""
    label = tile_label(tile, "en")
    if count == 1:
        return f"1 {label}" if TILE_INDEX[tile] not in CIVILIZATIONS else f"1 {label} tile"
    if TILE_INDEX[tile] in CIVILIZATIONS:
        return f"{count} {label} tiles"
    return f"{count} {_PLURAL_EN.get(tile, label + 's')}"


def tile_list(tiles: list[str], lang: str) -> str:
    """The tiles of an auction lot by name, kinds counted ("Gold, Pharaoh ×2")."""
    counts: dict[str, int] = {}
    for name in tiles:
        counts[name] = counts.get(name, 0) + 1
    sep = "、" if lang == "ja" else ", "
    return sep.join(tile_label(k, lang) + (f" ×{n}" if n > 1 else "") for k, n in counts.items())


def describe_in(state: Any, move: object, lang: str) -> str:
    """A move as its maker reads it here: a God names the tile it takes."""
    if type(move) is TakeWithGod and move.slot < len(state.auction):
        name = TILE_NAMES[state.auction[move.slot]]
        label = tile_label(name, lang)
        return f"神タイルで{label}を取る" if lang == "ja" else f"Use a God to take {label}"
    return describe(move, lang)


def _discarded(e: Event) -> Text:
    cause, tile, n, who = e["cause"], e["tile"], e["count"], seat_token(e["seat"])
    return Text(f"{tile_label(cause, 'en')} takes {tiles_en(tile, n)} from {who}",
                f"{tile_label(cause, 'ja')}：{who}は{tile_label(tile, 'ja')}を{n}枚失う")


def _won(e: Event) -> Text:
    who = seat_token(e["seat"])
    if not e["tiles"]:
        return Text(f"Auction to {who} for sun {e['sun_paid']}: only the centre sun",
                    f"{who}が太陽駒{e['sun_paid']}で競り落とす：中央の太陽駒のみ")
    return Text(f"Auction to {who} for sun {e['sun_paid']}: {tile_list(e['tiles'], 'en')}",
                f"{who}が太陽駒{e['sun_paid']}で競り落とす：{tile_list(e['tiles'], 'ja')}")


def _nobody(e: Event) -> Text:
    return Text(f"Nobody bid: {tile_list(e['tiles'], 'en')} leave the track",
                f"誰も競らず：{tile_list(e['tiles'], 'ja')}は捨てられる")


NARRATION: dict[str, Callable[[Event], Text]] = {
    "tiles_discarded": _discarded,
    "auction_won": _won,
    "auction_discarded": lambda e: _nobody(e) if e["tiles"] else Text("", ""),
}


def narrate(event: Event) -> Text | None:
    words = NARRATION.get(event.kind)
    text = words(event) if words is not None else None
    return text if text is not None and text.en else None

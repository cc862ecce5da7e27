"""What each Ra tile does, in both languages, worded from the scoring tables (tiles.py) so a number is
written once: the table's tooltips show these (`tile_help`)."""
from __future__ import annotations

from engine.core.text import Text
from engine.games.ra.disasters import TILES_PER_DISASTER
from engine.games.ra.tiles import (
    CIVILIZATION_POINTS_BY_TYPES,
    CIVILIZATIONS,
    GOD_POINTS,
    GOLD_POINTS,
    MONUMENT_SET_POINTS,
    MONUMENT_TYPE_POINTS,
    MONUMENTS,
    PHARAOH_FEWEST,
    PHARAOH_MOST,
    TILE_INDEX,
)

_N = TILES_PER_DISASTER
_CIV = CIVILIZATION_POINTS_BY_TYPES
_CIV_EN = f"none {_CIV[0]:+d}, " + ", ".join(f"{k} kinds {_CIV[k]:+d}" for k in range(1, len(_CIV)) if _CIV[k])
_CIV_JA = f"0種類{_CIV[0]:+d}、" + "、".join(f"{k}種類{_CIV[k]:+d}" for k in range(1, len(_CIV)) if _CIV[k])
_SETS = [(k, p) for k, p in enumerate(MONUMENT_SET_POINTS) if p]
_MON_EN = (f"kinds 1–{len(MONUMENT_TYPE_POINTS) - 1} score " + "/".join(map(str, MONUMENT_TYPE_POINTS[1:]))
           + "; " + ", ".join(f"{k} alike {p:+d}" for k, p in _SETS))
_MON_JA = ("種類数1〜" + f"{len(MONUMENT_TYPE_POINTS) - 1}で" + "/".join(map(str, MONUMENT_TYPE_POINTS[1:])) + "点、"
           + "、".join(f"同じもの{k}枚{p:+d}" for k, p in _SETS))
_KEPT = Text("Kept from epoch to epoch.", "時代が変わっても手元に残る。")
_BACK = Text("Returned after each epoch's scoring.", "時代の得点計算の後、箱に戻る。")

_HELP: dict[str, Text] = {
    "ra": Text("Goes on the Ra track and starts an auction; when the track is full the epoch ends.",
               "ラーの列に置かれ、競りが始まる。列が埋まると時代が終わる。"),
    "god": Text(f"{GOD_POINTS} points at the epoch's end. Or, on your turn, return it to take one tile from "
                "the auction track (not a God or a disaster).",
                f"時代の終わりに{GOD_POINTS}点。または手番に戻して、競りの列からタイルを1枚取る（神と災厄以外）。"),
    "gold": Text(f"{GOLD_POINTS} points at the epoch's end.", f"時代の終わりに{GOLD_POINTS}点。"),
    "pharaoh": Text(f"Each epoch: most Pharaohs {PHARAOH_MOST:+d}, fewest {PHARAOH_FEWEST:+d}. A Funeral takes {_N}.",
                    f"各時代：最多{PHARAOH_MOST:+d}点、最少{PHARAOH_FEWEST:+d}点。葬儀で{_N}枚失う。"),
    "nile": Text("1 point each per epoch, if you hold a Flood. A Drought takes Niles after Floods.",
                 "洪水を持っていれば各時代に1枚1点。旱魃は洪水の次にナイルを奪う。"),
    "flood": Text(f"1 point each per epoch, and your Niles score. A Drought takes {_N}.",
                  f"各時代に1枚1点、ナイルも得点になる。旱魃で{_N}枚失う。"),
    "civilization": Text(f"Civilizations score by distinct kinds each epoch: {_CIV_EN}. Unrest takes {_N}.",
                         f"文明は各時代に種類数で得点：{_CIV_JA}。騒乱で{_N}枚失う。"),
    "monument": Text(f"Scored at the game's end: {_MON_EN}. An Earthquake takes {_N}.",
                     f"ゲーム終了時に得点：{_MON_JA}。地震で{_N}枚失う。"),
    "funeral": Text(f"Disaster: its new owner loses {_N} Pharaohs.", f"災厄：取った人はファラオを{_N}枚失う。"),
    "drought": Text(f"Disaster: its new owner loses {_N} Floods, then Niles for any Flood missing.",
                    f"災厄：取った人は洪水を{_N}枚、足りなければナイルを失う。"),
    "unrest": Text(f"Disaster: its new owner discards {_N} civilization tiles of their choice.",
                   f"災厄：取った人は文明タイルを{_N}枚選んで捨てる。"),
    "earthquake": Text(f"Disaster: its new owner discards {_N} monument tiles of their choice.",
                       f"災厄：取った人はモニュメントを{_N}枚選んで捨てる。"),
}
_KEEPS = {"pharaoh", "nile", "monument"}


def tile_help(tile: str) -> Text:
    """What the tile `tile` does and scores, and whether it stays after an epoch."""
    k = TILE_INDEX[tile]
    group = "civilization" if k in CIVILIZATIONS else "monument" if k in MONUMENTS else tile
    words = _HELP[group]
    if group in ("god", "gold", "flood", "civilization"):
        words = Text(f"{words.en} {_BACK.en}", words.ja + _BACK.ja)
    elif group in _KEEPS:
        words = Text(f"{words.en} {_KEPT.en}", words.ja + _KEPT.ja)
    return words

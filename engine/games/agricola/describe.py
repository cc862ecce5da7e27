"""Moves as short text in English and Japanese."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.games.agricola import moves as mv
from engine.games.agricola.card_describe import CARD_TEXT, card_name
from engine.games.agricola.data import load_tables
from engine.games.agricola.farm import CELL_INDEX

T = load_tables()
GOODS_JA = {"wood": "木材", "clay": "レンガ", "reed": "葦", "stone": "石", "grain": "小麦", "vegetable": "野菜",
            "food": "食料", "sheep": "羊", "boar": "猪", "cattle": "牛"}
SPACE_EN = dict(zip(T.space_ids, T.space_en, strict=True))
SPACE_JA = dict(zip(T.space_ids, T.space_ja, strict=True))
MAJOR_EN = {m.id: m.en for m in T.majors}
MAJOR_JA = {m.id: m.ja for m in T.majors}


def _cell(name: str, lang: str) -> str:
    if name in CELL_INDEX:
        return f"{name[1]}行{name[3]}列" if lang == "ja" else f"row {name[1]}, column {name[3]}"
    return card_name(name, lang)  # a field on a card


def _goods(names: tuple[str, ...], lang: str) -> str:
    return "＋".join(GOODS_JA.get(g, g) for g in names) if lang == "ja" else " + ".join(names)


def _major(m: str, lang: str) -> str:
    name = (MAJOR_JA if lang == "ja" else MAJOR_EN).get(m)
    return name if name is not None else card_name(m, lang)  # a card converts or bakes as well


def _buy(m: Any, lang: str) -> tuple[str, str]:
    if m.returning:
        return (f"buy {_major(m.major, 'en')}, returning {_major(m.returning, 'en')}",
                f"{_major(m.returning, 'ja')}を返して{_major(m.major, 'ja')}を購入")
    return f"buy {_major(m.major, 'en')}", f"{_major(m.major, 'ja')}を購入"


def _convert(m: Any, lang: str) -> tuple[str, str]:
    how_en = f" with {_major(m.major, 'en')}" if m.major else ""
    how_ja = f"{_major(m.major, 'ja')}で" if m.major else ""
    return f"convert 1 {m.good} to food{how_en}", f"{how_ja}{GOODS_JA[m.good]}1を食料に"


TEXT: dict[type, Callable[[Any, str], tuple[str, str]]] = {
    mv.StartPlayer: lambda m, lang: (f"seat {m.seat + 1} starts", f"席{m.seat + 1}がスタートプレイヤー"),
    mv.RevealRound: lambda m, lang: (f"round card: {SPACE_EN.get(m.card, m.card)}",
                                     f"ラウンドカード：{SPACE_JA.get(m.card, m.card)}"),
    mv.Place: lambda m, lang: (f"place on {SPACE_EN.get(m.space, m.space)}", f"{SPACE_JA.get(m.space, m.space)}に置く"),
    mv.DoPart: lambda m, lang: (f"do action {m.part + 1} of the space", f"このスペースの{m.part + 1}番目のアクション"),
    mv.Finish: lambda m, lang: ("finish the space's action", "このスペースのアクションを終える"),
    mv.Stop: lambda m, lang: ("stop", "やめる"),
    mv.BuildRoom: lambda m, lang: (f"build a room at {_cell(m.cell, 'en')}", f"{_cell(m.cell, 'ja')}に部屋を作る"),
    mv.BuildStable: lambda m, lang: (f"build a stable at {_cell(m.cell, 'en')}", f"{_cell(m.cell, 'ja')}に厩を作る"),
    mv.PlowField: lambda m, lang: (f"plow {_cell(m.cell, 'en')}", f"{_cell(m.cell, 'ja')}を耕す"),
    mv.SowField: lambda m, lang: (f"sow {m.crop} at {_cell(m.cell, 'en')}",
                                  f"{_cell(m.cell, 'ja')}に{GOODS_JA[m.crop]}をまく"),
    mv.BakeGrain: lambda m, lang: (f"bake 1 grain with {_major(m.major, 'en')}",
                                   f"{_major(m.major, 'ja')}で小麦1を焼く"),
    mv.Fence: lambda m, lang: (
        f"fence a pasture of {len(m.cells)} {'space' if len(m.cells) == 1 else 'spaces'}: "
        + "; ".join(_cell(c, "en") for c in m.cells),
        f"{len(m.cells)}マスの牧場を囲う：" + "、".join(_cell(c, "ja") for c in m.cells)),
    mv.BuyMajor: _buy,
    mv.ChooseGoods: lambda m, lang: (f"take {_goods(m.goods, 'en')}", f"{_goods(m.goods, 'ja')}を取る"),
    mv.Keep: lambda m, lang: (f"keep {m.sheep} sheep, {m.boar} boar, {m.cattle} cattle",
                              f"羊{m.sheep}・猪{m.boar}・牛{m.cattle}を飼う"),
    mv.Convert: _convert,
    mv.Feed: lambda m, lang: ("pay the food (begging for any missing)", "食料を支払う（足りない分は物乞い）"),
    mv.Breed: lambda m, lang: (f"breed {_goods(m.species, 'en') or 'nothing'}",
                               f"{_goods(m.species, 'ja') or 'なし'}を繁殖"),
}


# what each kind of action part does, for "A and/or B" choices ("build rooms" rather than "action 1")
OPS = {"take": ("take the goods", "品物をもらう"), "choose": ("choose goods", "品物を選ぶ"),
       "start_player": ("become start player", "スタートプレイヤーになる"),
       "accumulated": ("take what lies there", "置かれた品物をもらう"), "buy": ("buy with food", "食料で買う"),
       "plow": ("plow a field", "畑を耕す"), "sow": ("sow", "種をまく"), "bake": ("bake bread", "パンを焼く"),
       "rooms": ("build rooms", "部屋を作る"), "stables": ("build stables", "厩を作る"),
       "fences": ("build fences", "柵を作る"), "renovate": ("renovate", "改築する"),
       "growth": ("family growth", "家族を増やす"), "major": ("buy a major improvement", "大きい進歩を買う"),
       "minor": ("play a minor improvement", "小さい進歩を出す"),
       "improvement": ("a major or minor improvement", "大きい進歩か小さい進歩"),
       "occupation": ("play an occupation", "職業を出す")}


def goods_vec(goods: tuple[int, ...], lang: str) -> str:
    """Goods by index as words ("2 clay + 1 reed")."""
    from engine.games.agricola.data import GOODS
    if lang == "ja":
        return "＋".join(f"{GOODS_JA[g]}{k}" for g, k in zip(GOODS, goods, strict=True) if k)
    return " + ".join(f"{k} {g}" for g, k in zip(GOODS, goods, strict=True) if k)


def describe_part(part: Any, lang: str) -> str:
    """A part of a space's action by what it does; one that hands out goods names them."""
    if part.op == "take":
        return f"{goods_vec(part.goods, 'ja')}をもらう" if lang == "ja" else f"take {goods_vec(part.goods, 'en')}"
    if part.op == "buy":
        if lang == "ja":
            return f"{goods_vec(part.pay, 'ja')}を払って{goods_vec(part.goods, 'ja')}"
        return f"pay {goods_vec(part.pay, 'en')} for {goods_vec(part.goods, 'en')}"
    en, ja = OPS.get(part.op, (part.op, part.op))
    return ja if lang == "ja" else en
TEXT.update(CARD_TEXT)


def describe_move(move: Any, lang: str = "en") -> str:
    text = TEXT.get(type(move))
    if text is None:
        return str(move)
    en, ja = text(move, lang)
    return ja if lang == "ja" else en

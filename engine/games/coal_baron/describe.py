"""Moves as short text in English and Japanese."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.text import seat_token
from engine.games.coal_baron import moves as mv
from engine.games.coal_baron.data import load_tables

T = load_tables()
COLOUR_JA = dict(zip(T.colour_names, T.colour_ja, strict=True))
TRANSPORT_JA = dict(zip(T.transport_names, T.transport_ja, strict=True))
SPACE_JA = {"factory": "トロッコ工場{n}", "factory_look": "トロッコ山札5枚", "mine": "採掘{n}",
            "deliver": "出荷（{n}）", "money": "お金{n}", "bank": "銀行", "order": "注文{n}",
            "order_look": "注文山札5枚"}
SPACE_EN = {"factory": "cart factory {n}", "factory_look": "the cart deck (look at 5)", "mine": "the mine ({n} work)",
            "deliver": "the {n} delivery", "money": "{n} marks", "bank": "the bank", "order": "order space {n}",
            "order_look": "the order deck (look at 5)"}
SIDE_JA = {"top": "上", "bottom": "下"}
SOURCE_JA = {"cage": "エレベーター", "storage": "倉庫"}


def tile_text(name: str, lang: str) -> str:
    if name not in T.tile_index:
        return name
    colour, carts, side = name.split("_")
    if lang == "ja":
        return f"{COLOUR_JA[colour]}{carts}台（{'明' if side == 'lit' else '暗'}）"
    return f"{colour} {carts}-cart {side} tile"


def order_text(name: str, lang: str) -> str:
    i = T.order_index.get(name)
    if i is None:
        return name
    transport, cubes = name.split("_")
    points = T.order_points[i]
    if lang == "ja":
        return f"{TRANSPORT_JA[transport]}{cubes}（{points}点）"
    return f"{transport} order {cubes} ({points} pts)"


def space_text(name: str, lang: str) -> str:
    i = T.space_index.get(name)
    if i is None:
        return name
    area, arg = T.space_area[i], T.space_arg[i]
    ja = lang == "ja"
    if area == "deliver":
        n: Any = TRANSPORT_JA[T.transport_names[arg]] if ja else T.transport_names[arg]
    else:
        n = arg + 1 if area in ("factory", "order") else arg
    return (SPACE_JA if ja else SPACE_EN)[area].format(n=n)


def _colour(c: str, lang: str) -> str:
    return COLOUR_JA.get(c, c) if lang == "ja" else c


TEXT: dict[type, Callable[[Any, str], tuple[str, str]]] = {
    mv.StartPlayer: lambda m, lang: (f"{seat_token(m.seat)} starts", f"{seat_token(m.seat)}が親"),
    mv.ShuffleTiles: lambda m, lang: ("the tunnel tiles are shuffled", "トロッコタイルを混ぜる"),
    mv.ShuffleOrders: lambda m, lang: ("the order cards are shuffled", "注文カードを混ぜる"),
    mv.DraftOrder: lambda m, lang: (f"draft {order_text(m.order, lang)}", f"{order_text(m.order, lang)}を選ぶ"),
    mv.Place: lambda m, lang: (f"place on {space_text(m.space, lang)}", f"{space_text(m.space, lang)}に置く"),
    mv.CartCube: lambda m, lang: (f"a {m.colour} cube on the new cart", f"新しいトロッコに{_colour(m.colour, lang)}"),
    mv.MoveCage: lambda m, lang: (f"cage to {'the surface' if m.level == 0 else f'level {m.level}'}",
                                  f"エレベーターを{'地上' if m.level == 0 else f'{m.level}階'}へ"),
    mv.Load: lambda m, lang: (f"load a {m.colour} cube", f"{_colour(m.colour, lang)}を採掘"),
    mv.Fill: lambda m, lang: (f"{m.colour} cube from the {m.source} onto {order_text(m.order, lang)}",
                              f"{SOURCE_JA[m.source]}から{_colour(m.colour, lang)}を{order_text(m.order, lang)}へ"),
    mv.FillTwo: lambda m, lang: (
        f"{m.cubes[0]} and {m.cubes[1]} cubes from the {m.source} onto the {m.spot} spot of "
        f"{order_text(m.order, lang)}",
        f"{SOURCE_JA[m.source]}から{_colour(m.cubes[0], lang)}と{_colour(m.cubes[1], lang)}を"
        f"{order_text(m.order, lang)}の{_colour(m.spot, lang)}の場所へ"),
    mv.Store: lambda m, lang: (f"store a {m.colour} cube", f"{_colour(m.colour, lang)}を倉庫へ"),
    mv.StopMining: lambda m, lang: ("stop mining", "採掘を終える"),
    mv.BuySeen: lambda m, lang: (f"buy the {tile_text(m.tile, lang)} seen", f"見た{tile_text(m.tile, lang)}を買う"),
    mv.TakeSeen: lambda m, lang: (f"take the {order_text(m.order, lang)} seen",
                                  f"見た{order_text(m.order, lang)}を取る"),
    mv.KeepNone: lambda m, lang: ("keep none of the cards seen", "どれも取らない"),
    mv.ReturnSide: lambda m, lang: (f"return the cards to the {m.side} of the stack",
                                    f"カードを山札の{SIDE_JA[m.side]}に戻す"),
    mv.ReturnCard: lambda m, lang: (f"return {_card_text(m.card, lang)}", f"{_card_text(m.card, lang)}を戻す"),
}


def _card_text(name: str, lang: str) -> str:
    return tile_text(name, lang) if name in T.tile_index else order_text(name, lang)


def describe_move(move: Any, lang: str = "en") -> str:
    text = TEXT.get(type(move))
    if text is None:
        return str(move)
    en, ja = text(move, lang)
    return ja if lang == "ja" else en


def describe_hidden(move: Any, lang: str = "en") -> str:
    """A returned card as the other seats read it: that a card went back, not which."""
    if isinstance(move, mv.ReturnCard):
        return "カードを1枚戻す" if lang == "ja" else "return a card"
    return "秘密の選択" if lang == "ja" else "a secret choice"

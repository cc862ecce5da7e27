"""Moves as short text in English and Japanese; a placement in a position as what it does there (the tile
or order it takes, with its price), and the events worth a log line of their own (`narrate`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.events import Event
from engine.core.text import Text, seat_token
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


def describe_place(state: Any, move: Any, lang: str = "en") -> str:
    """A placement as what it does in `state`: the tile a factory space buys and its price, the order an
    order space takes; any other placement as `describe_move`."""
    t = state.t
    i = t.space_index.get(move.space) if isinstance(move, mv.Place) else None
    if i is None:
        return describe_move(move, lang)
    area, arg = t.space_area[i], t.space_arg[i]
    if area == "factory" and state.fslots[arg] >= 0:
        kind = state.fslots[arg]
        tile, cost = tile_text(t.tile_names[kind], lang), t.tile_cost[kind]
        if lang == "ja":
            return f"{space_text(move.space, lang)}で{tile}を買う（{cost}マルク）"
        return f"buy the {tile} at {space_text(move.space, lang)}, {cost} marks"
    if area == "order" and state.oslots[arg] >= 0:
        order = order_text(t.order_names[state.oslots[arg]], lang)
        if lang == "ja":
            return f"{space_text(move.space, lang)}から{order}を取る"
        return f"take the {order} from {space_text(move.space, lang)}"
    if area == "deliver":
        name = t.transport_names[arg]
        return f"{TRANSPORT_JA[name]}の注文を出荷" if lang == "ja" else f"deliver the {name} orders"
    if area == "mine":
        return f"採掘（作業{arg}歩）" if lang == "ja" else f"go mining ({arg} work steps)"
    if area == "money":
        return f"{arg}マルクを受け取る" if lang == "ja" else f"take {arg} marks"
    return describe_move(move, lang)


def _delivered(e: Event) -> Text:
    who, k, pts = seat_token(e["seat"]), len(e["orders"]), e["points"]
    transport = e["transport"]
    return Text(f"{who} delivered {k} {transport} {'order' if k == 1 else 'orders'}: +{pts} points",
                f"{who}が{TRANSPORT_JA[transport]}の注文{k}枚を出荷：+{pts}点")


def _shift(e: Event) -> Text:
    who = seat_token(e["start_player"])
    return Text(f"Shift {e['shift']} begins: {who} is the start player",
                f"シフト{e['shift']}開始：{who}がスタートプレイヤー")


def _ousted(e: Event) -> Text:
    who, k = seat_token(e["seat"]), e["count"]
    return Text(f"{who}'s {k} {'worker goes' if k == 1 else 'workers go'} to the canteen",
                f"{who}の作業員{k}人が食堂へ")


NARRATE: dict[str, Callable[[Event], Text]] = {
    "orders_delivered": _delivered, "shift_started": _shift, "workers_ousted": _ousted,
}


def narrate(event: Event) -> Text | None:
    """A log line for a public event beyond its move's own line (what a delivery scored, the start player
    of a new shift, workers sent to the canteen); None for the others."""
    words = NARRATE.get(event.kind)
    return words(event) if words is not None else None


CATEGORY_TEXT = {"coal": ("{x} coal delivered", "{x}の石炭"), "transport": ("{x} orders delivered", "{x}の注文"),
                 "empty_carts": ("empty carts, {x} level", "{x}の階の空トロッコ")}


def _index_name(category: str, i: int, lang: str) -> str:
    if category == "transport":
        name = T.transport_names[i]
        return TRANSPORT_JA[name] if lang == "ja" else name
    return _colour(T.colour_names[i], lang)


def shift_details(state: Any, shift: int) -> list[tuple[Text, list[int], list[int]]]:
    """Shift `shift`'s scoring line by line, as scored (the counts are cumulative and a new shift does not
    change them): per colour or transport of each majority due that shift, its name, each seat's count
    and the points each seat scored for it."""
    from engine.games.coal_baron.scoring import MAJORITIES, majority_points
    t = state.t
    out: list[tuple[Text, list[int], list[int]]] = []
    for category, count in MAJORITIES.items():
        if shift < t.from_shift[category]:
            continue
        en, ja = CATEGORY_TEXT[category]
        for i, points in enumerate(majority_points(state, category)):
            label = Text(en.format(x=_index_name(category, i, "en")), ja.format(x=_index_name(category, i, "ja")))
            out.append((label, [count(state, p, i) for p in range(state.num_players)], list(points)))
    return out


def scored_categories(state: Any, rows: tuple[int, ...]) -> frozenset[str]:
    """The categories the scorings of `rows` score (a shift: its majorities due; the final row: the final
    scoring's) — points booked between scorings (deliveries) are not a scoring's."""
    from engine.games.coal_baron.scoring import MAJORITIES
    from engine.games.coal_baron.state import FINAL_CATEGORIES
    t = state.t
    out: set[str] = set()
    for r in rows:
        if r >= t.shifts:
            out |= FINAL_CATEGORIES
        else:
            out |= {c for c in MAJORITIES if r + 1 >= t.from_shift[c]}
    return frozenset(out)

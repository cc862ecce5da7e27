"""The "any time" window of the full game: free actions a seat may take while it is the seat to act in one of its
own decisions (placing a person, a space's parts, building, sowing, baking, playing cards — the decisions whose
`free_actions` is set), besides that decision's moves.

Free actions: any-time conversions of goods to food (raw grain and vegetables, the cooking improvements and
cards: `food.conversions`), and the abilities of played cards (`UseAbility`), which the kinds below offer on
the hook `any_time_abilities` and carry out on `any_time_use`. Every one uses goods already in the supply
[S]: goods being taken wait in `inbound`, out of reach, while the offers on the take are answered (those
decisions keep the window open on the supply's goods).

No free action can repeat forever: each trade gives fewer goods than it takes, cooking turns goods into food,
a card's stack runs out, a free room or a renovation happens once. So random play and the bots' searches end.
"""
from __future__ import annotations

from typing import Any

from engine.core.effects import Effect, EffectKind, modify
from engine.core.errors import Reason
from engine.core.events import emit
from engine.games.agricola.card_effects import ON_PLAY, _card, _id, _marker_stack, gain
from engine.games.agricola.card_moves import UseAbility
from engine.games.agricola.data import GOODS, NG, G
from engine.games.agricola.moves import Convert

ANY_TIME_ABILITIES = "any_time_abilities"  # modify: the UseAbility moves a seat's cards offer now
ANY_TIME_USE = "any_time_use"              # a seat uses one of its cards' any-time abilities (`option`)
ANYTIME_HOOKS = (ANY_TIME_ABILITIES, ANY_TIME_USE)

FREE_MOVE_TYPES = (Convert, UseAbility)
_USE: dict[tuple[str, int], UseAbility] = {}


def use_move(ident: str, option: int = 0) -> UseAbility:
    move = _USE.get((ident, option))
    if move is None:
        move = _USE[ident, option] = UseAbility(ident, option)
    return move


def _has(s: Any, p: int, goods: tuple[int, ...]) -> bool:
    b = NG * p
    have = s.goods
    return all(have[b + g] >= k for g, k in enumerate(goods) if k)


def _pay(s: Any, p: int, goods: tuple[int, ...]) -> None:
    b = NG * p
    for g, k in enumerate(goods):
        if k:
            s.goods[b + g] -= k


# --- trade: goods to goods ------------------------------------------------------------------------------------
def _trade_offer(s: Any, p: int, value: list, e: Effect) -> list:
    ident = _id(s, e)
    return value + [use_move(ident, i) for i, give in enumerate(e.param("give")) if _has(s, p, give)]


def _trade_use(s: Any, p: int, e: Effect, option: int = 0) -> None:
    give, get = e.param("give")[option], e.param("get")[option]
    _pay(s, p, give)
    emit(s.ev, "card_paid", seat=p, goods={GOODS[g]: k for g, k in enumerate(give) if k}, card=_id(s, e))
    gain(s, p, get, _id(s, e))


# --- a stack to buy from --------------------------------------------------------------------------------------
def _stack_offer(s: Any, p: int, value: list, e: Effect) -> list:
    if s.k.store.get(_card(e), 0) > 0 and _has(s, p, e.param("price")):
        return value + [use_move(_id(s, e))]
    return value


def _stack_use(s: Any, p: int, e: Effect, option: int = 0) -> None:
    c = _card(e)
    height = s.k.store[c]
    s.k.store[c] = height - 1
    _pay(s, p, e.param("price"))
    top = G[e.param("stack")[height - 1]]
    gain(s, p, tuple(1 if g == top else 0 for g in range(NG)), _id(s, e))


# --- a free room once a game ----------------------------------------------------------------------------------
def _room_offer(s: Any, p: int, value: list, e: Effect) -> list:
    from engine.games.agricola.building import room_cells
    house = e.param("house")
    if (_card(e) in s.k.store or s.rooms[p].bit_count() < e.param("rooms") or (house >= 0 and s.house[p] != house)
            or not room_cells(s, p)):
        return value
    return value + [use_move(_id(s, e))]


def _room_use(s: Any, p: int, e: Effect, option: int = 0) -> None:
    from engine.games.agricola.card_decisions import FreeRoom
    s.k.store[_card(e)] = s.round  # used (the round it was used in)
    s.pending.append(FreeRoom(p))


# --- renovation at any time -----------------------------------------------------------------------------------
def _renovate_offer(s: Any, p: int, value: list, e: Effect) -> list:
    from engine.games.agricola.building import renovations
    house = e.param("house")
    if s.house[p] == house and any(t == house + 1 for t, _ in renovations(s, p)):
        return value + [use_move(_id(s, e))]
    return value


def _renovate_use(s: Any, p: int, e: Effect, option: int = 0) -> None:
    from engine.games.agricola.building import renovate
    renovate(s, p, e.param("house") + 1)  # to the next material only (a card skipping clay does not apply)


ANYTIME_KINDS = [
    EffectKind("trade", modifiers={ANY_TIME_ABILITIES: _trade_offer}, reactions={ANY_TIME_USE: _trade_use}),
    EffectKind("stack_buy", modifiers={ANY_TIME_ABILITIES: _stack_offer},
               reactions={ON_PLAY: _marker_stack, ANY_TIME_USE: _stack_use}),
    EffectKind("free_room_once", modifiers={ANY_TIME_ABILITIES: _room_offer}, reactions={ANY_TIME_USE: _room_use}),
    EffectKind("renovate_any_time", modifiers={ANY_TIME_ABILITIES: _renovate_offer},
               reactions={ANY_TIME_USE: _renovate_use}),
]


# --- the window -----------------------------------------------------------------------------------------------
def abilities(s: Any, p: int) -> list[UseAbility]:
    """The card abilities seat p may use now."""
    if s.k is None or ANY_TIME_ABILITIES not in s.fx.by_seat[p]:
        return []
    return modify(s.fx, p, ANY_TIME_ABILITIES, [], s)  # type: ignore[no-any-return]


def free_moves(s: Any, p: int) -> list[Any]:
    """Every free action of seat p now: any-time conversions to food, then its cards' abilities (full game)."""
    if s.k is None:
        return []
    from engine.games.agricola.food import conversions
    out: list[Any] = [m for m, _, _, _ in conversions(s, p, False)]
    out += abilities(s, p)
    return out


def apply_free(s: Any, p: int, move: Any) -> None:
    """Play free action `move` (known legal) for seat p."""
    if isinstance(move, Convert):
        from engine.games.agricola.food import conversions, convert
        for m, g, food, source in conversions(s, p, False):
            if m == move:
                convert(s, p, g, food, source)
                return
        return
    c = s.k.ct.index[move.card]
    vocab = s.fx.vocabulary
    for e in s.fx.installed(p, ANY_TIME_USE):
        if _card(e) == c:
            vocab[e.kind].reactions[ANY_TIME_USE](s, p, e, option=move.option)
            return


SHUT = Reason("card abilities and cooking at any time are for your own decisions (placing, a space's actions, "
              "building, sowing, baking, playing cards, offers on goods being taken), not while food is paid or "
              "another choice is asked",
              "いつでも使える能力や調理は自分の手番の選択中に使えます（配置・アクション・建築・種まき・パン焼き・"
              "カードを出す・受け取り中の品物への提案）。支払いやその他の選択の途中では使えません")
NO_GOODS = Reason("you cannot do that now: not your card, not enough goods in your supply (goods being taken are "
                  "not there yet), or it is used up", "今はできません：自分のカードでない・ストックの品物が足りない"
                  "（受け取り中の品物はまだストックにない）・使用済み")


def explain_free(s: Any, p: int, move: Any, open_now: bool) -> Reason:
    return NO_GOODS if open_now else SHUT


# --- in words -------------------------------------------------------------------------------------------------
_JA = {"wood": "木材", "clay": "レンガ", "reed": "葦", "stone": "石", "grain": "小麦", "vegetable": "野菜",
       "food": "食料", "sheep": "羊", "boar": "猪", "cattle": "牛"}


def _goods(goods: tuple[int, ...], lang: str) -> str:
    parts = [(f"{k} {GOODS[g]}" if lang == "en" else f"{_JA[GOODS[g]]}{k}") for g, k in enumerate(goods) if k]
    return (" + " if lang == "en" else "・").join(parts)


def describe_use(move: UseAbility, lang: str) -> tuple[str, str]:
    """(en, ja) of a card ability: the card's name and what this option does."""
    from engine.games.agricola.card_describe import card_name
    from engine.games.agricola.cards_data import load_cards
    cards = load_cards()
    i = cards.index.get(move.card)
    en, ja = card_name(move.card, "en"), card_name(move.card, "ja")
    if i is None:
        return f"use {en}", f"{ja}を使う"
    for kind, params in cards.cards[i].effects:
        got = dict(params)
        if kind == "trade" and move.option < len(got["give"]):
            give, get = got["give"][move.option], got["get"][move.option]
            return (f"{en}: {_goods(give, 'en')} → {_goods(get, 'en')}",
                    f"{ja}：{_goods(give, 'ja')}→{_goods(get, 'ja')}")
        if kind == "stack_buy":
            return f"{en}: buy the top good for {_goods(got['price'], 'en')}", \
                f"{ja}：一番上の品物を{_goods(got['price'], 'ja')}で買う"
        if kind == "free_room_once":
            return f"{en}: build a room free (once a game)", f"{ja}：部屋を無料で1つ作る（1回だけ）"
        if kind == "renovate_any_time":
            return f"{en}: renovate the house now", f"{ja}：今すぐ改築する"
    return f"use {en}", f"{ja}を使う"

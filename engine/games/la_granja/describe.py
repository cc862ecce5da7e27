"""Short descriptions of moves in Japanese and English, with names rather than numbers (the Village
store, the Chef, a roof's effect, the barrow for grape and wine, the market's 4 space in the west), and
what the other seats read of a secret move. `describe_move(m, lang, s)` names what is at a place when it
is given the position; without it a move still reads without internal ids."""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from engine.core.text import seat_token
from engine.games.la_granja.data import load_tables
from engine.games.la_granja.goods import GOOD_INDEX, GOOD_JA, GOOD_NAMES

_USE_EN = {"helper": "a helper", "barrow": "a barrow", "field": "a field", "extension": "an extension"}
_USE_JA = {"helper": "助手", "barrow": "荷車", "field": "畑", "extension": "増設部"}
_OPT_JA = {"play": "カードをプレイ", "draw": "カードを補充", "silver": "銀", "pig": "豚1頭",
           "upgrade2": "無料加工2回", "upgrade_siesta": "無料加工1回と昼寝1回", "siesta2": "昼寝2回",
           "deliver": "輸送1回", "olive": "オリーブ", "grain": "穀物", "grape": "ブドウ",
           "olive+grain": "オリーブと穀物", "olive+grape": "オリーブとブドウ", "grain+grape": "穀物とブドウ"}
_OPT_EN = {"play": "play a card", "draw": "draw a card", "silver": "silver", "pig": "1 pig",
           "upgrade2": "2 free upgrades", "upgrade_siesta": "a free upgrade and a siesta step",
           "siesta2": "2 siesta steps", "deliver": "1 delivery", "olive+grain": "olive and grain",
           "olive+grape": "olive and grape", "grain+grape": "grain and grape", "1": "1 step", "2": "2 steps"}
_GOOD_EN = {"vp": "VP", "meat": "salted meat", "trade": "trade good"}
_DIRS = (("east", "東"), ("south-east", "南東"), ("south", "南"), ("south-west", "南西"), ("west", "西"),
         ("north-west", "北西"), ("north", "北"), ("north-east", "北東"))
# roof tiles by function (the 13 verified functions)
_ROOF = {"olive": ("1 olive", "オリーブ1個"), "grape": ("1 grape", "ブドウ1個"),
         "grain_or_olive": ("grain or olive", "穀物かオリーブ"), "any_harvest": ("any harvest good", "収穫物1個"),
         "two_harvest": ("two harvest goods", "異なる収穫物2個"), "pig": ("1 pig", "豚1頭"),
         "free_upgrade": ("free upgrade", "無料加工"), "delivery": ("delivery", "輸送1回"),
         "card": ("play or draw", "カードのプレイか補充"), "vp": ("1 VP", "1勝利点"), "silver": ("2 silver", "2銀"),
         "flip": ("turn-back", "表返し"), "siesta": ("siesta", "昼寝")}
_HIDDEN = {"choose_donkey": ("picked a donkey marker", "ロバマーカーを選んだ"),
           "draft_card": ("kept a card from the pack", "パックからカードを1枚取った"),
           "draw_card": ("drew a card", "カードを1枚引いた")}


def _g(name: str, lang: str) -> str:
    if lang == "ja" and name in GOOD_INDEX:
        return GOOD_JA[GOOD_INDEX[name]]
    return _GOOD_EN.get(name, name)


def _card(cid: int, lang: str) -> str:
    cards = load_tables().cards
    c = cards[cid] if 0 < cid < len(cards) else None
    if c is None:
        return "カード" if lang == "ja" else "a card"
    return c.name[lang if lang in c.name else "en"]


def _building(b: int, lang: str) -> str:
    names = load_tables().building_names
    if 1 <= b <= len(names):
        return names[b - 1]["ja" if lang == "ja" else "en"]
    return "建物" if lang == "ja" else "building"


def _roof(tile: int, lang: str) -> str:
    roof = load_tables().roofs.get(tile)
    if roof is None:
        return "屋根" if lang == "ja" else "a roof"
    en, ja = _ROOF.get(roof[0], (roof[0], roof[0]))
    return f"{ja}の屋根" if lang == "ja" else f"the {en} roof"


def building_label(b: int, lang: str) -> str:
    return _building(b, lang)


def card_label(cid: int, lang: str) -> str:
    return _card(cid, lang)


def space_label(space: int, lang: str, s: Any = None) -> str:
    return _space(space, lang, s)


def roof_label(tile: int, lang: str) -> str:
    """A roof tile by what it gives ("the 1 olive roof"), for the table's hover text."""
    text = _roof(tile, lang)
    return text[4:5].upper() + text[5:] if lang != "ja" and text.startswith("the ") else text


def _opt(o: str, lang: str) -> str:
    return _OPT_JA.get(o, o) if lang == "ja" else _OPT_EN.get(o, o)


def _barrow(s: Any, index: int, lang: str) -> str:
    """"the barrow for grape and wine (4)": a barrow named by what it carries, given the position."""
    barrows = s.barrows[s.to_move] if s is not None and 0 <= s.to_move < len(s.barrows) else []
    if not 0 <= index < len(barrows):
        return "荷車" if lang == "ja" else "a barrow"
    card = s.t.cards[barrows[index]]
    goods = [_g(GOOD_NAMES[g], lang) for g in range(len(card.barrow_need)) if card.barrow_need[g]]
    if lang == "ja":
        return "・".join(goods) + f"の荷車（{card.barrow_value}）"
    listed = goods[0] if len(goods) == 1 else ", ".join(goods[:-1]) + " and " + goods[-1]
    return f"the barrow for {listed} (worth {card.barrow_value})"


def _deliver(m: Any, lang: str, s: Any = None) -> str:
    where = _building(m.index, lang) if m.target == "building" else _barrow(s, m.index, lang)
    return f"{_g(m.good, lang)}を{where}へ輸送" if lang == "ja" else f"deliver {_g(m.good, lang)} to {where}"


def _direction(space: int, lang: str) -> str:
    """Where a market space lies from the market's centre, as a compass word (the hexes are pointy-top
    axial coordinates: x grows with q + r/2, y with r)."""
    hexes = load_tables().market_hexes
    if not 0 <= space < len(hexes):
        return ""
    pts = [(q + r / 2, r * math.sqrt(3) / 2) for q, r in hexes]
    cx, cy = sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
    dx, dy = pts[space][0] - cx, pts[space][1] - cy
    if math.hypot(dx, dy) < 0.8:
        return "中央" if lang == "ja" else "centre"
    octant = int(round(math.atan2(dy, dx) / (math.pi / 4))) % 8
    return _DIRS[octant][1 if lang == "ja" else 0]


def _space(space: int, lang: str, s: Any = None) -> str:
    values = load_tables().market_values if s is None else s.t.market_values
    value = values[space] if 0 <= space < len(values) else 0
    where = _direction(space, lang)
    if lang == "ja":
        return f"市場の{where}の{value}のマス"
    return f"the market's {value} space in the {where}" if where != "centre" else f"the market's centre {value} space"


def _use_roof(m: Any, lang: str) -> str:
    if lang == "ja":
        return f"{_roof(m.tile, lang)}を使う" + (f"（{_opt(m.option, lang)}）" if m.option else "")
    return f"use {_roof(m.tile, lang)}" + (f" for {_opt(m.option, lang)}" if m.option else "")


def _revenue(face: int, lang: str) -> str:
    from engine.games.la_granja.goods import DIE_REWARDS
    sep = "／" if lang == "ja" else " / "
    return sep.join(_opt(o, lang) for o in DIE_REWARDS.get(face, {}))


# kind -> (english, japanese) of a move `m` in language `lang`
_TEXT: dict[str, Callable[[Any, str], tuple[str, str]]] = {
    "start_player": lambda m, lg: (f"{seat_token(m.seat)} starts", f"スタートプレイヤーは{seat_token(m.seat)}"),
    "solo_start": lambda m, lg: (f"start on the market's {m.value} space", f"市場の{m.value}のマスから開始"),
    "block_building": lambda m, lg: (f"the {_building(m.building, lg)} is blocked",
                                     f"{_building(m.building, lg)}に建設順マーカー"),
    "draw_card": lambda m, lg: (f"draw {_card(m.card, lg)}", f"{_card(m.card, lg)}を引く"),
    "reveal_roof": lambda m, lg: (f"{_roof(m.tile, lg)} is revealed", f"{_roof(m.tile, lg)}を公開"),
    "roll_die": lambda m, lg: (f"a die shows {m.face}", f"ダイスの目{m.face}"),
    "play_card": lambda m, lg: (f"play {_card(m.card, lg)} as {_USE_EN[m.use]}",
                                f"{_card(m.card, lg)}を{_USE_JA[m.use]}として挿す"),
    "draft_card": lambda m, lg: (f"draft {_card(m.card, lg)}", f"{_card(m.card, lg)}をドラフトで取る"),
    "replace_card": lambda m, lg: (f"discard {_card(m.card, lg)} to make room",
                                   f"{_card(m.card, lg)}を捨てて場所を空ける"),
    "pay_good": lambda m, lg: (f"pay one {_g(m.good, lg)}", f"{_g(m.good, lg)}で支払う"),
    "discard_card": lambda m, lg: (f"discard {_card(m.card, lg)}", f"{_card(m.card, lg)}を捨てる"),
    "buy_roof": lambda m, lg: (f"buy {_roof(m.tile, lg)}", f"{_roof(m.tile, lg)}を購入"),
    "pass": lambda m, lg: ("pass", "パス"),
    "reserve_space": lambda m, lg: (f"reserve the revenue space for a {m.face} ({_revenue(m.face, lg)})",
                                    f"目{m.face}の収入スペースを予約（{_revenue(m.face, lg)}）"),
    "take_die": lambda m, lg: (f"take a {m.face} die: {_opt(m.option, lg)}",
                               f"ダイス{m.face}を取る（{_opt(m.option, lg)}）"),
    "choose_revenue": lambda m, lg: (f"revenue: {_opt(m.option, lg)}", f"収入：{_opt(m.option, lg)}"),
    "choose_donkey": lambda m, lg: (f"pick the {m.donkeys}-donkey marker", f"ロバ{m.donkeys}のマーカーを選ぶ"),
    "deliver": lambda m, lg: (_deliver(m, lg), _deliver(m, lg)),
    "place_marker": lambda m, lg: (f"place a marker on {_space(m.space, lg)}",
                                   f"{_space(m.space, lg)}にマーカーを置く"),
    "choose_good": lambda m, lg: (f"take one {_g(m.good, lg)}", f"{_g(m.good, lg)}を得る"),
    "upgrade": lambda m, lg: (f"upgrade one {_g(m.good, lg)}", f"{_g(m.good, lg)}を加工"),
    "buy": lambda m, lg: (f"buy one {_g(m.good, lg)}", f"{_g(m.good, lg)}を購入"),
    "sell": lambda m, lg: (f"sell one {_g(m.good, lg)}", f"{_g(m.good, lg)}を売却"),
    "use_roof": lambda m, lg: (_use_roof(m, lg), _use_roof(m, lg)),
    "use_trade_good": lambda m, lg: (f"spend a trade good for {_opt(m.option, lg)}",
                                     f"交易品を使う（{_opt(m.option, lg)}）"),
    "use_helper": lambda m, lg: (f"use {_card(m.card, lg)}", f"{_card(m.card, lg)}の効果を使う"),
}


def describe_move(m: Any, lang: str = "en", s: Any = None) -> str:
    """`m` in `lang`; given the position `s`, places read as what is there (a barrow by its goods)."""
    if s is not None and getattr(m, "kind", "") == "deliver":
        return _deliver(m, lang, s)
    if s is not None and getattr(m, "kind", "") == "place_marker":
        where = _space(m.space, lang, s)
        return f"{where}にマーカーを置く" if lang == "ja" else f"place a marker on {where}"
    text = _TEXT.get(getattr(m, "kind", ""))
    if text is None:
        return str(m)
    en, ja = text(m, lang)
    return ja if lang == "ja" else en


def describe_hidden(m: Any, lang: str = "en") -> str:
    """A secret move as the other seats read it: the donkey pick, a drafted or drawn card."""
    en, ja = _HIDDEN.get(getattr(m, "kind", ""), ("made a secret choice", "秘密の選択をした"))
    return ja if lang == "ja" else en

"""Short descriptions of moves in Japanese and English, with names rather than numbers where cheap
(the Village store, the Chef (#1), a roof's effect), and what the other seats read of a secret move."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.games.la_granja.data import load_tables
from engine.games.la_granja.goods import GOOD_INDEX, GOOD_JA

_USE_JA = {"helper": "助手", "barrow": "荷車", "field": "畑", "extension": "増設部"}
_OPT_JA = {"play": "カードをプレイ", "draw": "カードを補充", "silver": "銀", "pig": "豚1頭",
           "upgrade2": "無料加工2回", "upgrade_siesta": "無料加工1回と昼寝1回", "siesta2": "昼寝2回",
           "deliver": "輸送1回", "olive": "オリーブ", "grain": "穀物", "grape": "ブドウ",
           "olive+grain": "オリーブと穀物", "olive+grape": "オリーブとブドウ", "grain+grape": "穀物とブドウ"}
# roof tiles by function (the 13 verified functions)
_ROOF = {"olive": ("1 olive", "オリーブ1個"), "grape": ("1 grape", "ブドウ1個"),
         "grain_or_olive": ("grain or olive", "穀物かオリーブ"), "any_harvest": ("any harvest good", "収穫物1個"),
         "two_harvest": ("two harvest goods", "異なる収穫物2個"), "pig": ("1 pig", "豚1頭"),
         "free_upgrade": ("free upgrade", "無料加工"), "delivery": ("a delivery", "輸送1回"),
         "card": ("play or draw", "カードのプレイか補充"), "vp": ("1 VP", "1勝利点"), "silver": ("2 silver", "2銀"),
         "flip": ("flip a used roof", "使った屋根を表に"), "siesta": ("siesta steps", "昼寝")}
_HIDDEN = {"choose_donkey": ("picked a donkey marker", "ロバマーカーを選んだ"),
           "draft_card": ("kept a card from the pack", "パックからカードを1枚取った"),
           "draw_card": ("drew a card", "カードを1枚引いた")}


def _g(name: str, lang: str) -> str:
    if lang == "ja" and name in GOOD_INDEX:
        return GOOD_JA[GOOD_INDEX[name]]
    return name


def _card(cid: int, lang: str) -> str:
    cards = load_tables().cards
    c = cards[cid] if 0 < cid < len(cards) else None
    if c is None:
        return f"#{cid}"
    return f"{c.name[lang if lang in c.name else 'en']} (#{cid})"


def _building(b: int, lang: str) -> str:
    names = load_tables().building_names
    return names[b - 1]["ja" if lang == "ja" else "en"] if 1 <= b <= len(names) else f"#{b}"


def _roof(tile: int, lang: str) -> str:
    roof = load_tables().roofs.get(tile)
    if roof is None:
        return f"#{tile}"
    en, ja = _ROOF.get(roof[0], (roof[0], roof[0]))
    return f"{ja}の屋根" if lang == "ja" else f"the {en} roof"


def _opt(o: str, lang: str) -> str:
    return _OPT_JA.get(o, o) if lang == "ja" else o


def _deliver(m: Any, lang: str) -> str:
    if m.target == "building":
        where = _building(m.index, lang)
    else:
        where = f"荷車{m.index + 1}" if lang == "ja" else f"barrow {m.index + 1}"
    return f"{_g(m.good, lang)}を{where}へ輸送" if lang == "ja" else f"deliver {m.good} to {where}"


def _use_roof(m: Any, lang: str) -> str:
    if lang == "ja":
        return f"{_roof(m.tile, lang)}を使う" + (f"（{_opt(m.option, lang)}）" if m.option else "")
    return f"use {_roof(m.tile, lang)}" + (f" ({m.option})" if m.option else "")


# kind -> (english, japanese) of a move `m` in language `lang`
_TEXT: dict[str, Callable[[Any, str], tuple[str, str]]] = {
    "start_player": lambda m, lg: (f"seat {m.seat + 1} starts", f"スタートプレイヤーは{m.seat + 1}番"),
    "solo_start": lambda m, lg: (f"start on market space {m.value}", f"市場の{m.value}から開始"),
    "block_building": lambda m, lg: (f"the {_building(m.building, lg)} is blocked",
                                     f"{_building(m.building, lg)}に建設順マーカー"),
    "draw_card": lambda m, lg: (f"draw {_card(m.card, lg)}", f"{_card(m.card, lg)}を引く"),
    "reveal_roof": lambda m, lg: (f"{_roof(m.tile, lg)} is revealed", f"{_roof(m.tile, lg)}を公開"),
    "roll_die": lambda m, lg: (f"a die shows {m.face}", f"ダイスの目{m.face}"),
    "play_card": lambda m, lg: (f"play {_card(m.card, lg)} as {m.use}",
                                f"{_card(m.card, lg)}を{_USE_JA[m.use]}として挿す"),
    "draft_card": lambda m, lg: (f"draft {_card(m.card, lg)}", f"{_card(m.card, lg)}をドラフトで取る"),
    "replace_card": lambda m, lg: (f"discard {_card(m.card, lg)} to make room",
                                   f"{_card(m.card, lg)}を捨てて場所を空ける"),
    "pay_good": lambda m, lg: (f"pay one {m.good}", f"{_g(m.good, lg)}で支払う"),
    "discard_card": lambda m, lg: (f"discard {_card(m.card, lg)}", f"{_card(m.card, lg)}を捨てる"),
    "buy_roof": lambda m, lg: (f"buy {_roof(m.tile, lg)}", f"{_roof(m.tile, lg)}を購入"),
    "pass": lambda m, lg: ("pass", "パス"),
    "reserve_space": lambda m, lg: (f"reserve revenue space {m.face}", f"収入スペース{m.face}を予約"),
    "take_die": lambda m, lg: (f"take a {m.face} die ({m.option})", f"ダイス{m.face}を取る（{_opt(m.option, lg)}）"),
    "choose_revenue": lambda m, lg: (f"choose {m.option}", f"{_opt(m.option, lg)}を選ぶ"),
    "choose_donkey": lambda m, lg: (f"pick the {m.donkeys}-donkey marker", f"ロバ{m.donkeys}のマーカーを選ぶ"),
    "deliver": lambda m, lg: (_deliver(m, lg), _deliver(m, lg)),
    "place_marker": lambda m, lg: (f"place a marker on market space {m.space}", f"市場のマス{m.space}にマーカーを置く"),
    "choose_good": lambda m, lg: (f"take one {m.good}", f"{_g(m.good, lg)}を得る"),
    "upgrade": lambda m, lg: (f"upgrade one {m.good}", f"{_g(m.good, lg)}を加工"),
    "buy": lambda m, lg: (f"buy one {m.good}", f"{_g(m.good, lg)}を購入"),
    "sell": lambda m, lg: (f"sell one {m.good}", f"{_g(m.good, lg)}を売却"),
    "use_roof": lambda m, lg: (_use_roof(m, lg), _use_roof(m, lg)),
    "use_trade_good": lambda m, lg: (f"spend a trade good ({m.option})", f"交易品を使う（{_opt(m.option, lg)}）"),
    "use_helper": lambda m, lg: (f"use {_card(m.card, lg)}", f"{_card(m.card, lg)}の効果を使う"),
}


def describe_move(m: Any, lang: str = "en") -> str:
    text = _TEXT.get(getattr(m, "kind", ""))
    if text is None:
        return str(m)
    en, ja = text(m, lang)
    return ja if lang == "ja" else en


def describe_hidden(m: Any, lang: str = "en") -> str:
    """A secret move as the other seats read it: the donkey pick, a drafted or drawn card."""
    en, ja = _HIDDEN.get(getattr(m, "kind", ""), ("made a secret choice", "秘密の選択をした"))
    return ja if lang == "ja" else en

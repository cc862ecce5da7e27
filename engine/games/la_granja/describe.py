"""Short descriptions of moves in Japanese and English."""
from __future__ import annotations

from engine.games.la_granja.goods import GOOD_INDEX, GOOD_JA

_USE_JA = {"helper": "助手", "barrow": "荷車", "field": "畑", "extension": "増設部"}
_OPT_JA = {"play": "カードをプレイ", "draw": "カードを補充", "silver": "銀", "pig": "豚1頭",
           "upgrade2": "無料加工2回", "upgrade_siesta": "無料加工1回と昼寝1回", "siesta2": "昼寝2回",
           "deliver": "輸送1回", "olive": "オリーブ", "grain": "穀物", "grape": "ブドウ",
           "olive+grain": "オリーブと穀物", "olive+grape": "オリーブとブドウ", "grain+grape": "穀物とブドウ"}


def _g(name: str, lang: str) -> str:
    if lang == "ja" and name in GOOD_INDEX:
        return GOOD_JA[GOOD_INDEX[name]]
    return name


def _card(cid: int, lang: str) -> str:
    from engine.games.la_granja.data import load_tables
    c = load_tables().cards[cid] if 0 < cid < len(load_tables().cards) else None
    if c is None:
        return f"#{cid}"
    return f"{c.name[lang if lang in c.name else 'en']} (#{cid})"


def _opt(o: str, lang: str) -> str:
    return _OPT_JA.get(o, o) if lang == "ja" else o


def describe_move(m: object, lang: str = "en") -> str:
    ja = lang == "ja"
    k = getattr(m, "kind", "")
    if k == "start_player":
        return f"スタートプレイヤーは{m.seat + 1}番" if ja else f"seat {m.seat + 1} starts"
    if k == "solo_start":
        return f"市場の{m.value}から開始" if ja else f"start on market space {m.value}"
    if k == "block_building":
        return f"建物{m.building}に建設順マーカー" if ja else f"building {m.building} is blocked"
    if k == "draw_card":
        return "カードを1枚引く" if ja else "a card is drawn"
    if k == "reveal_roof":
        return f"屋根{m.tile}を公開" if ja else f"roof tile {m.tile} is revealed"
    if k == "roll_die":
        return f"ダイスの目{m.face}" if ja else f"a die shows {m.face}"
    if k == "play_card":
        return (f"{_card(m.card, lang)}を{_USE_JA[m.use]}として挿す" if ja
                else f"play {_card(m.card, lang)} as {m.use}")
    if k == "draft_card":
        return f"{_card(m.card, lang)}をドラフトで取る" if ja else f"draft {_card(m.card, lang)}"
    if k == "replace_card":
        return f"{_card(m.card, lang)}を捨てて場所を空ける" if ja else f"discard {_card(m.card, lang)} to make room"
    if k == "pay_good":
        return f"{_g(m.good, lang)}で支払う" if ja else f"pay one {m.good}"
    if k == "discard_card":
        return f"{_card(m.card, lang)}を捨てる" if ja else f"discard {_card(m.card, lang)}"
    if k == "buy_roof":
        return f"屋根{m.tile}を購入" if ja else f"buy roof tile {m.tile}"
    if k == "pass":
        return "パス" if ja else "pass"
    if k == "reserve_space":
        return f"収入スペース{m.face}を予約" if ja else f"reserve revenue space {m.face}"
    if k == "take_die":
        return (f"ダイス{m.face}を取る（{_opt(m.option, lang)}）" if ja
                else f"take a {m.face} die ({m.option})")
    if k == "choose_revenue":
        return f"{_opt(m.option, lang)}を選ぶ" if ja else f"choose {m.option}"
    if k == "choose_donkey":
        return "ロバマーカーを選ぶ" if ja else f"pick the {m.donkeys}-donkey marker"
    if k == "deliver":
        where_ja = f"建物{m.index}" if m.target == "building" else f"荷車{m.index + 1}"
        where_en = f"building {m.index}" if m.target == "building" else f"barrow {m.index + 1}"
        return f"{_g(m.good, lang)}を{where_ja}へ輸送" if ja else f"deliver {m.good} to {where_en}"
    if k == "place_marker":
        return f"市場のマス{m.space}にマーカーを置く" if ja else f"place a marker on market space {m.space}"
    if k == "choose_good":
        return f"{_g(m.good, lang)}を得る" if ja else f"take one {m.good}"
    if k == "upgrade":
        return f"{_g(m.good, lang)}を加工" if ja else f"upgrade one {m.good}"
    if k == "buy":
        return f"{_g(m.good, lang)}を購入" if ja else f"buy one {m.good}"
    if k == "sell":
        return f"{_g(m.good, lang)}を売却" if ja else f"sell one {m.good}"
    if k == "use_roof":
        o = f"（{_opt(m.option, lang)}）" if ja and m.option else (f" ({m.option})" if m.option else "")
        return f"屋根{m.tile}を使う{o}" if ja else f"use roof tile {m.tile}{o}"
    if k == "use_trade_good":
        return f"交易品を使う（{_opt(m.option, lang)}）" if ja else f"spend a trade good ({m.option})"
    if k == "use_helper":
        return f"{_card(m.card, lang)}の効果を使う" if ja else f"use {_card(m.card, lang)}"
    return str(m)

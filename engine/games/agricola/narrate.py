"""Agricola in words beyond a move's own line: what the harvest did (crops taken off the fields, the
family fed and the begging cards taken, the young animals), animals that did not fit, a family grown — log
lines from public engine events (`AgricolaState.narrate`), so the log says what happened between moves."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.events import Event
from engine.core.text import Text, seat_token
from engine.games.agricola.card_describe import card_name
from engine.games.agricola.describe import GOODS_JA


def _count(n: int, en: str, ja: str) -> tuple[str, str]:
    return f"{n} {en}", f"{ja}{n}"


def _harvested(e: Event) -> Text | None:
    parts = [_count(e[g], en if e[g] == 1 else many, GOODS_JA[g])
             for g, en, many in (("grain", "grain", "grain"), ("vegetable", "vegetable", "vegetables")) if e[g]]
    if not parts:
        return None
    who = seat_token(e["seat"])
    return Text(f"{who}: the fields give " + " and ".join(p[0] for p in parts),
                f"{who}：畑から" + "と".join(p[1] for p in parts) + "を収穫")


def _fed(e: Event) -> Text:
    who = seat_token(e["seat"])
    if e["begging"]:
        return Text(f"{who}: the family eats {e['food']} food, {e['begging']} begging "
                    f"{'card' if e['begging'] == 1 else 'cards'} for the rest",
                    f"{who}：家族が食料{e['food']}を食べ、足りない分は物乞いカード{e['begging']}枚")
    return Text(f"{who}: the family eats {e['food']} food", f"{who}：家族が食料{e['food']}を食べる")


def _bred(e: Event) -> Text:
    who = seat_token(e["seat"])
    return Text(f"{who}: a young " + ", ".join(e["species"]) + (" is" if len(e["species"]) == 1 else " are") + " born",
                f"{who}：" + "・".join(GOODS_JA[x] for x in e["species"]) + "が生まれる")


def _blocked(e: Event) -> Text:
    who = seat_token(e["seat"])
    en = ", ".join("wild boar" if x == "boar" else x for x in e["species"])
    ja = "・".join(GOODS_JA[x] for x in e["species"])
    return Text(f"{who}: no room for a young one, so the {en} do not breed",
                f"{who}：子供を飼う場所がないので{ja}は繁殖しない")


def _gone(e: Event) -> Text:
    who = seat_token(e["seat"])
    animal = e["good"] if e["good"] != "boar" else "wild boar"
    if e.kind == "animals_cooked":
        return Text(f"{who}: {e['count']} {animal} cooked for {e['food']} food (no room)",
                    f"{who}：{GOODS_JA[e['good']]}{e['count']}を調理して食料{e['food']}（場所がない）")
    return Text(f"{who}: {e['count']} {animal} ran away (no room)",
                f"{who}：{GOODS_JA[e['good']]}{e['count']}が逃げた（場所がない）")


def _grew(e: Event) -> Text:
    who = seat_token(e["seat"])
    return Text(f"{who}: the family grows to {e['people']}", f"{who}：家族が{e['people']}人に")


def _kept_home(e: Event) -> Text:
    who = seat_token(e["seat"])
    return Text(f"{who}: {e['people']} of the family stay home this round ({card_name(e['card'], 'en')})",
                f"{who}：このラウンドは家族{e['people']}人が家に残る（{card_name(e['card'], 'ja')}）")


def _fee(e: Event) -> Text:
    who, to = seat_token(e["seat"]), seat_token(e["to"])
    food = e["goods"].get("food", 0)
    return Text(f"{who} pays {to} {food} food to use the space", f"{who}が{to}に食料{food}を払ってスペースを使う")


def _played_free(e: Event) -> Text:
    who = seat_token(e["seat"])
    return Text(f"{who}: {card_name(e['card'], 'en')} comes into play free after {card_name(e['after'], 'en')}",
                f"{who}：{card_name(e['after'], 'ja')}を受けて{card_name(e['card'], 'ja')}を無料で出す")


def _space_added(e: Event) -> Text:
    who = seat_token(e["seat"])
    return Text(f"{who}: a new action space joins the board ({card_name(e['card'], 'en')})",
                f"{who}：新しいアクションスペースが加わる（{card_name(e['card'], 'ja')}）")


def _dice(e: Event) -> Text:
    rolls = list(zip(e["seats"], e["faces"], strict=True))
    return Text(", ".join(f"{seat_token(p)} rolls {f}" for p, f in rolls),
                "、".join(f"{seat_token(p)}は{f}" for p, f in rolls))


def _play_order(e: Event) -> Text:
    order = [seat_token(p) for p in e["order"]]
    return Text(f"order of play: {', '.join(order)} ({order[0]} starts)",
                f"手番順：{'、'.join(order)}（{order[0]}がスタートプレイヤー）")


def _round(e: Event) -> Text:
    who = seat_token(e["start_player"])
    return Text(f"Round {e['round']} · {who} starts", f"第{e['round']}ラウンド・{who}がスタートプレイヤー")


NARRATION: dict[str, Callable[[Event], Text | None]] = {
    "round_started": _round,
    "dice_rolled": _dice,
    "play_order": _play_order,
    "people_kept_home": _kept_home,
    "fee_paid": _fee,
    "card_played_free": _played_free,
    "space_added": _space_added,
    "fields_harvested": _harvested,
    "family_fed": _fed,
    "animals_bred": _bred,
    "breeding_blocked": _blocked,
    "animals_cooked": _gone,
    "animals_released": _gone,
    "family_grew": _grew,
}


def narrate(s: Any, event: Event) -> Text | None:
    words = NARRATION.get(event.kind)
    return None if words is None or event.private_to is not None else words(event)

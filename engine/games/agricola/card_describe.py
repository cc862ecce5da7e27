"""The full game's card moves as short text in English and Japanese (a card by its name)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.games.agricola import card_moves as cm
from engine.games.agricola.cards_data import load_cards


def card_name(ident: str, lang: str) -> str:
    """The shipped deck's name of a card (read on first use: the family game never needs it)."""
    cards = load_cards()
    i = cards.index.get(ident)
    if i is None:
        return ident
    c = cards.cards[i]
    return c.ja if lang == "ja" else c.en


def _spaces(ids: tuple[str, ...], lang: str) -> list[str]:
    """Action spaces by their names on the board (never their ids)."""
    from engine.games.agricola.describe import SPACE_EN, SPACE_JA
    names = SPACE_JA if lang == "ja" else SPACE_EN
    return [names.get(i, i) for i in ids]


def _dice(m: cm.RollDice, lang: str) -> tuple[str, str]:
    rolls = list(zip(m.seats, m.faces, strict=True))
    return ("dice: " + ", ".join(f"seat {p + 1} rolls {f}" for p, f in rolls),
            "サイコロ：" + "、".join(f"席{p + 1}は{f}" for p, f in rolls))


def _pick(m: cm.PickCards, lang: str) -> tuple[str, str]:
    names = [x for x in (m.occupation, m.minor) if x]
    return ("keep " + " and ".join(card_name(x, "en") for x in names) if names else "keep nothing",
            "・".join(card_name(x, "ja") for x in names) + "を取る" if names else "何も取らない")


CARD_TEXT: dict[type, Callable[[Any, str], tuple[str, str]]] = {
    cm.DealCards: lambda m, lang: (f"seat {m.seat + 1} is dealt {len(m.cards)} cards",
                                   f"席{m.seat + 1}に{len(m.cards)}枚配る"),
    cm.DrawLots: lambda m, lang: ("lots drawn: seat " + ", ".join(str(s + 1) for s in m.order) + " in this order",
                                  "くじ引き：" + "、".join(f"席{s + 1}" for s in m.order) + "の順"),
    cm.RollDice: _dice,
    cm.PickCards: _pick,
    cm.PlayCard: lambda m, lang: (f"play {card_name(m.card, 'en')}", f"{card_name(m.card, 'ja')}を出す"),
    cm.SpreadGoods: lambda m, lang: ("spread the goods (one more on " + (", ".join(_spaces(m.extra, "en"))
                                                                         or "none") + ")",
                                     "品物を配る（多めに：" + ("、".join(_spaces(m.extra, "ja")) or "なし") + "）"),
    cm.TakeCrop: lambda m, lang: (f"take a crop from seat {m.seat + 1}'s field {m.cell}",
                                  f"席{m.seat + 1}の畑{m.cell}から作物を取る"),
    cm.UseCard: lambda m, lang: offer_words(m, "", lang),
    cm.Decline: lambda m, lang: offer_words(m, "", lang),
    cm.UseAbility: lambda m, lang: _ability(m, lang),
    cm.ReturnImprovement: lambda m, lang: (f"return {_improvement(m.improvement, 'en')}",
                                           f"{_improvement(m.improvement, 'ja')}を返す"),
    cm.RenovateTo: lambda m, lang: (f"renovate to {m.material}" + (f" (cost {m.cost + 1})" if m.cost else ""),
                                    ("レンガ" if m.material == "clay" else "石") + "の家に改築する"
                                    + (f"（費用{m.cost + 1}）" if m.cost else "")),
}


def offer_words(m: cm.UseCard | cm.Decline, card: str, lang: str) -> tuple[str, str]:
    """Taking or declining a card's offer; `card` names it (its id) where the position says which."""
    en, ja = (card_name(card, "en"), card_name(card, "ja")) if card else ("the card", "カード")
    if isinstance(m, cm.Decline):
        return f"do not use {en}", f"{ja}を使わない"
    if m.space:
        return f"use {en} (to {_spaces((m.space,), 'en')[0]})", f"{ja}を使う（{_spaces((m.space,), 'ja')[0]}へ）"
    return f"use {en}", f"{ja}を使う"


def _improvement(ident: str, lang: str) -> str:
    from engine.games.agricola.describe import _major  # a major's name, or a card's
    return _major(ident, lang)


def _ability(m: cm.UseAbility, lang: str) -> tuple[str, str]:
    from engine.games.agricola.card_anytime import describe_use
    return describe_use(m, lang)


def hidden(move: Any, lang: str) -> str:
    """A secret card move as the other seats read it."""
    if isinstance(move, cm.DealCards):
        return f"席{move.seat + 1}に{len(move.cards)}枚配る" if lang == "ja" else \
            f"seat {move.seat + 1} is dealt {len(move.cards)} cards"
    return "カードを選んだ" if lang == "ja" else "picked cards"

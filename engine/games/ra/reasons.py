"""Why a Ra move is illegal, in English and Japanese: every reason the decisions give, in one place.

`NOT_NOW` answers a move of a kind the decision on top does not take at all (a bid while nobody
auctions): each kind says when it *is* allowed, so the player learns what to do instead.
"""
from __future__ import annotations

from engine.core.errors import Reason
from engine.games.ra.moves import Bid, Discard, Draw, EndTurn, InvokeRa, Pass, TakeWithGod

NOT_NOW: dict[type, Reason] = {
    Draw: Reason("you can only draw at the start of your turn", "タイルを引けるのは手番の最初だけです"),
    InvokeRa: Reason("you can only invoke Ra at the start of your turn", "ラーを呼べるのは手番の最初だけです"),
    TakeWithGod: Reason("God tiles are used instead of drawing, on your own turn",
                        "神タイルは自分の手番に、引く代わりに使います"),
    EndTurn: Reason("there is nothing to end: take an action first", "まだ終える手番がありません"),
    Bid: Reason("there is no auction going on", "競りは行われていません"),
    Pass: Reason("there is no auction to pass in", "パスする競りがありません"),
    Discard: Reason("there is no disaster to resolve", "解決する災厄はありません"),
}
NOT_A_RA_MOVE = Reason("that is not a Ra move", "ラーの手ではありません")
CHANCE_OUTCOME_NOW = Reason("a player is to move, not the bag (chance)", "今は偶然ではなくプレイヤーの番です")
CHANCE_TO_MOVE = Reason("the bag (chance) is to move, not a player", "今は袋（偶然）の番です")
IMPOSSIBLE_OUTCOME = Reason("that outcome is impossible now", "その結果は今は起こりえません")

TRACK_FULL = Reason("the auction track is full: invoke Ra or use a God tile",
                    "オークショントラックが満杯です。ラーを呼ぶか神タイルを使ってください")
BAG_EMPTY = Reason("the bag is empty", "袋が空です")

NO_GOD = Reason("you have no God tile left", "神タイルがありません")
NO_TILE_THERE = Reason("there is no tile on that auction space", "そのマスにタイルがありません")
GOD_ON_GOD = Reason("a God tile cannot take another God tile", "神タイルで神タイルは取れません")
GOD_ON_DISASTER = Reason("a God tile cannot take a disaster", "神タイルで災厄タイルは取れません")

MUST_BID = Reason("you invoked Ra and everyone passed: you must bid",
                  "ラーを呼び、全員がパスしたので、競り値をつける必要があります")


def no_such_sun(sun: int) -> Reason:
    return Reason(f"you have no face-up sun {sun}", f"表向きの太陽駒{sun}がありません")


def bid_too_low(high: int) -> Reason:
    return Reason(f"a bid must beat the highest bid ({high})", f"最高値（{high}）より高い太陽駒を出してください")


WRONG_DISCARD = {
    "civilization": Reason("this disaster takes a civilization tile", "この災厄で捨てるのは文明タイルです"),
    "monument": Reason("this disaster takes a monument tile", "この災厄で捨てるのはモニュメントタイルです"),
}
NOT_HELD = Reason("you have no such tile", "そのタイルを持っていません")


def not_now(move: object) -> Reason:
    """The reason for a move of a kind the decision on top does not take."""
    return NOT_NOW.get(type(move), NOT_A_RA_MOVE)

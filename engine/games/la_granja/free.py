"""Free actions (フリーアクション): buy, sell, upgrade, use roofs, trade goods and helper abilities.

Offered only when they would do something (so a seat never sees a move it cannot carry out), at the
decisions that allow them (`LGDecision.free_actions`) and in the free-action windows of the round.
Every roof tile and trade-good option is a reward word (rewards.py); helpers are effects (effects.py).
"""
from __future__ import annotations

from typing import Any

from engine.core.errors import Reason
from engine.core.events import emit
from engine.games.la_granja import effects, rewards
from engine.games.la_granja import holdings as h
from engine.games.la_granja import moves as mv
from engine.games.la_granja.goods import (
    GOOD_INDEX,
    GOOD_NAMES,
    MARKET_GOODS,
    PIG,
    ROOF_REWARDS,
    SILVER,
    TRADE,
    TRADE_REWARDS,
    UPGRADES,
)
from engine.games.la_granja.hooks import USE
from engine.games.la_granja.pending.base import FREE_ACTIONS
from engine.games.la_granja.state import LGState

_BUY = {g: mv.Buy(GOOD_NAMES[g]) for g in MARKET_GOODS}
_SELL = {g: mv.Sell(GOOD_NAMES[g]) for g in MARKET_GOODS}
_UPGRADE = {g: mv.Upgrade(GOOD_NAMES[g]) for g in MARKET_GOODS}
_TRADE = {o: mv.UseTradeGood(o) for o in TRADE_REWARDS}
TradeChecks = tuple[tuple[mv.UseTradeGood, ...], tuple[tuple[mv.UseTradeGood, rewards.Check], ...]]
_trade_split: TradeChecks | None = None


def _trade_options() -> TradeChecks:
    """The trade-good options always offered, and the others with their reward's check (split once)."""
    global _trade_split
    if _trade_split is None:
        always = rewards.always_offered(TRADE_REWARDS)
        table = rewards.REWARDS.rewards
        _trade_split = (tuple(_TRADE[o] for o in always),
                        tuple((_TRADE[o], table[w].feasible) for o, (w, _) in TRADE_REWARDS.items()
                              if o not in always))
    return _trade_split


# --- for the bots: a trade that undoes one of the same free actions ---------------------------------
def undoes(earlier: Any, move: Any) -> bool:
    """True when `move` buys back a good sold (or sells a good bought) among the free actions since the seat's
    last other move: the goods are as before and the silver less or the same (a good never sells for more than
    it costs). The bots skip such moves (a run of them once emptied a seat's purse); the rules allow them."""
    cls = type(move)
    if cls is mv.Buy:
        inverse: type = mv.Sell
    elif cls is mv.Sell:
        inverse = mv.Buy
    else:
        return False
    for m in reversed(earlier):
        if not isinstance(m, FREE_ACTIONS):
            return False
        if type(m) is inverse and getattr(m, "good", None) == move.good:
            return True
    return False


def candidates(s: LGState, p: int) -> list[Any]:
    """The free actions bots weigh: all but buying a pig with no den space, which the rules sell again at once
    (`holdings.gain_pig`): the price paid for less back and nothing else."""
    moves = free_moves(s, p)
    if _BUY[PIG] in moves and s.goods[p][PIG] >= h.den_capacity(s, p):
        moves.remove(_BUY[PIG])
    return moves


# --- what a seat may do ---------------------------------------------------------------------------
def free_moves(s: LGState, p: int) -> list[Any]:
    out: list[Any] = []
    g = s.goods[p]
    silver = g[SILVER]
    have = h.counts(s, p)
    buy_p, _, up = effects.price_table(s, p)
    for good in MARKET_GOODS:
        if silver >= buy_p[good]:
            out.append(_BUY[good])
        if have[good]:
            out.append(_SELL[good])
            if silver >= up[good]:
                out.append(_UPGRADE[good])
    for tile in s.roofs[p]:
        for opt in roof_options(s, p, tile):
            out.append(mv.made(mv.UseRoof, tile, opt))
    if g[TRADE]:
        always, checked = _trade_options()
        out.extend(always)
        for m, check in checked:
            if check(s, p):
                out.append(m)
    if USE in s.fx.by_seat[p]:  # an activated helper is installed
        for cid in effects.usable_helpers(s, p):
            out.append(mv.made(mv.UseHelper, cid))
    return out


def has_free_action(s: LGState, p: int) -> bool:
    """Whether seat p could take any free action now (a free-action window is skipped otherwise).

    The common certain cases first, cheaply: a trade good can always be spent for silver, a held good sold."""
    if s.goods[p][TRADE]:
        return True
    have = h.counts(s, p)
    return any(have[g] for g in MARKET_GOODS) or bool(free_moves(s, p))


def apply(s: LGState, p: int, m: Any) -> None:
    """Play free action `m` (known legal) for seat p."""
    cls = type(m)
    if cls is mv.Buy:
        buy(s, p, GOOD_INDEX[m.good])
    elif cls is mv.Sell:
        sell(s, p, GOOD_INDEX[m.good])
    elif cls is mv.Upgrade:
        upgrade(s, p, GOOD_INDEX[m.good], False)
    elif cls is mv.UseRoof:
        use_roof(s, p, m.tile, m.option)
    elif cls is mv.UseTradeGood:
        use_trade_good(s, p, m.option)
    else:
        effects.use_helper(s, p, m.card)


def explain(s: LGState, p: int, m: Any) -> Reason:
    """Why a free action is not possible for seat p now."""
    if isinstance(m, (mv.Buy, mv.Sell, mv.Upgrade)):
        good = GOOD_INDEX.get(m.good, -1)
        if good not in MARKET_GOODS:
            return Reason(f"{m.good} cannot be bought, sold or upgraded (only olive, grain, grape, pig)",
                          "売買・加工できるのはオリーブ・穀物・ブドウ・豚だけです")
        if isinstance(m, mv.Buy):
            return Reason("not enough silver to buy that", "購入する銀が足りません")
        if not h.count(s, p, good):
            return Reason(f"you have no {m.good}", "その財を持っていません")
        return Reason("not enough silver to upgrade that", "加工する銀が足りません")
    if isinstance(m, mv.UseRoof):
        return Reason("that roof tile is not yours, is used, is out of its phase, or that option does nothing now",
                      "その屋根はあなたの表向きの屋根ではないか、フェイズが違うか、その選択肢は今効果がありません")
    if isinstance(m, mv.UseTradeGood):
        return Reason("you have no trade good, or that option does nothing now",
                      "交易品がないか、その選択肢は今効果がありません")
    return Reason("that helper cannot be used now (not yours, out of its phase, used this round, or unaffordable)",
                  "その助手は今使えません（自分のものでない・フェイズ違い・今ラウンド使用済み・支払えない）")


# --- the tableau: buy, sell, upgrade ----------------------------------------------------------------
def buy(s: LGState, p: int, good: int) -> None:
    s.goods[p][SILVER] -= effects.price_table(s, p)[0][good]
    h.give(s, p, good)
    emit(s.ev, "good_bought", seat=p, good=GOOD_NAMES[good])


def sell(s: LGState, p: int, good: int) -> None:
    h.take(s, p, good)
    s.goods[p][SILVER] += effects.price_table(s, p)[1][good]
    emit(s.ev, "good_sold", seat=p, good=GOOD_NAMES[good])


def upgrade(s: LGState, p: int, good: int, free: bool) -> None:
    """加工: olive or grain → food, grape → wine, pig → salted meat; for silver unless `free`."""
    target = UPGRADES[good]
    if not free:
        s.goods[p][SILVER] -= effects.price_table(s, p)[2][good]
    h.take(s, p, good)
    s.goods[p][target] += 1
    emit(s.ev, "good_upgraded", seat=p, good=GOOD_NAMES[good], to=GOOD_NAMES[target], free=free)


def upgrade_moves(s: LGState, p: int) -> list[mv.Upgrade]:
    have = h.counts(s, p)
    return [_UPGRADE[g] for g in MARKET_GOODS if have[g]]


def can_upgrade_any(s: LGState, p: int) -> bool:
    return rewards.can_upgrade_any(s, p)


# --- roof tiles -------------------------------------------------------------------------------------
def roof_active(s: LGState, tile: int) -> bool:
    mask = s.t.roofs[tile][1]
    return not mask or bool(mask & h.phase(s))


def roof_options(s: LGState, p: int, tile: int) -> list[str]:
    if not roof_active(s, tile):
        return []
    fn = s.t.roofs[tile][0]
    if fn == "flip":  # ruling: a flip tile cannot turn up another flip tile (no endless loop)
        return [str(u) for u in s.roofs_used[p] if s.t.roofs[u][0] != "flip"]
    return rewards.offered(ROOF_REWARDS[fn], s, p)


def use_roof(s: LGState, p: int, tile: int, opt: str) -> None:
    s.roofs[p].remove(tile)
    s.roofs_used[p].append(tile)
    emit(s.ev, "roof_used", seat=p, tile=tile, option=opt)
    fn = s.t.roofs[tile][0]
    if fn == "flip":
        other = int(opt)
        s.roofs_used[p].remove(other)
        s.roofs[p].append(other)
    else:
        rewards.give(ROOF_REWARDS[fn][opt], s, p)


# --- trade goods ------------------------------------------------------------------------------------
def use_trade_good(s: LGState, p: int, opt: str) -> None:
    s.goods[p][TRADE] -= 1
    emit(s.ev, "trade_good_used", seat=p, option=opt)
    rewards.give(TRADE_REWARDS[opt], s, p)

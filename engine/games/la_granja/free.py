"""Free actions (フリーアクション) at any decision of one's own turn: buy, sell, upgrade, roofs,
trade goods and helper abilities. Offered only when they would do something (so a seat never sees
a move it cannot carry out)."""
from __future__ import annotations

from engine.games.la_granja import holdings as h
from engine.games.la_granja import kinds
from engine.games.la_granja.deliveries import can_deliver_any
from engine.games.la_granja.effects import (
    UPGRADE_TO,
    can_upgrade_any,
    helper_usable,
    price_table,
    use_helper,
)
from engine.games.la_granja.goods import (
    GOOD_INDEX,
    GOOD_NAMES,
    MARKET_GOODS,
    PAIR_NAMES,
    PAIRS,
    SILVER,
    TRADE,
    TRADE_OPTIONS,
)
from engine.games.la_granja.moves import Buy, Sell, Upgrade, UseHelper, UseRoof, UseTradeGood, made
from engine.games.la_granja.state import LGState

_BUY = {g: Buy(GOOD_NAMES[g]) for g in MARKET_GOODS}
_SELL = {g: Sell(GOOD_NAMES[g]) for g in MARKET_GOODS}
_UPGRADE = {g: Upgrade(GOOD_NAMES[g]) for g in MARKET_GOODS}
_TRADE = {o: UseTradeGood(o) for o in TRADE_OPTIONS}
_TRADE_ALWAYS = tuple(_TRADE[o] for o in ("silver", *PAIR_NAMES, "pig"))


def free_moves(s: LGState, p: int) -> list:
    out: list = []
    g = s.goods[p]
    silver = g[SILVER]
    have = h.counts(s, p)
    buy_p, _, up = price_table(s, p)
    for good in MARKET_GOODS:
        if silver >= buy_p[good]:
            out.append(_BUY[good])
        if have[good]:
            out.append(_SELL[good])
            if silver >= up[good]:
                out.append(_UPGRADE[good])
    for tile in s.roofs[p]:
        out.extend(made(UseRoof, tile, opt) for opt in roof_options(s, p, tile))
    if g[TRADE]:
        out.extend(_TRADE_ALWAYS)
        if s.hand[p]:
            out.append(_TRADE["play"])
        if s.deck or s.discard:
            out.append(_TRADE["draw"])
        if have[2] or have[3] or have[4] or have[5]:
            out.append(_TRADE["upgrade2"])
    cards = s.t.cards
    for cid in s.helpers[p]:
        if cards[cid].activated and helper_usable(s, p, cid):  # type: ignore[union-attr]
            out.append(made(UseHelper, cid))
    return out


def buy(s: LGState, p: int, good: int) -> None:
    s.goods[p][SILVER] -= price_table(s, p)[0][good]
    h.give(s, p, good)
    h.emit(s, "good_bought", seat=p, good=GOOD_NAMES[good])


def sell(s: LGState, p: int, good: int) -> None:
    h.take(s, p, good)
    s.goods[p][SILVER] += price_table(s, p)[1][good]
    h.emit(s, "good_sold", seat=p, good=GOOD_NAMES[good])


def upgrade(s: LGState, p: int, good: int, free: bool) -> None:
    target = UPGRADE_TO[good]
    if not free:
        s.goods[p][SILVER] -= price_table(s, p)[2][good]
    h.take(s, p, good)
    s.goods[p][target] += 1
    h.emit(s, "good_upgraded", seat=p, good=GOOD_NAMES[good], to=GOOD_NAMES[target], free=free)


def upgrade_moves(s: LGState, p: int) -> list[Upgrade]:
    return [_UPGRADE[g] for g in MARKET_GOODS if h.count(s, p, g)]


# --- roof tiles -------------------------------------------------------------------------------------
def roof_active(s: LGState, tile: int) -> bool:
    mask = s.t.roofs[tile][1]
    return not mask or bool(mask & h.phase(s))


def roof_options(s: LGState, p: int, tile: int) -> list[str]:
    if not roof_active(s, tile):
        return []
    fn = s.t.roofs[tile][0]
    if fn == "grain_or_olive":
        return ["olive", "grain"]
    if fn == "any_harvest":
        return ["olive", "grain", "grape"]
    if fn == "two_harvest":
        return list(PAIR_NAMES)
    if fn == "free_upgrade":
        return [""] if can_upgrade_any(s, p) else []
    if fn == "delivery":
        return [""] if can_deliver_any(s, p) else []
    if fn == "card":
        return [o for o, ok in (("play", s.hand[p]), ("draw", s.deck or s.discard)) if ok]
    if fn == "flip":  # ruling: a flip tile cannot turn up another flip tile (no endless loop)
        return [str(u) for u in s.roofs_used[p] if s.t.roofs[u][0] != "flip"]
    if fn == "siesta":
        return ["1", "2"]
    return [""]


def use_roof(s: LGState, p: int, tile: int, opt: str) -> None:
    s.roofs[p].remove(tile)
    s.roofs_used[p].append(tile)
    h.emit(s, "roof_used", seat=p, tile=tile, option=opt)
    fn = s.t.roofs[tile][0]
    if fn in ("olive", "grape"):
        h.give(s, p, GOOD_INDEX[fn])
    elif fn in ("grain_or_olive", "any_harvest"):
        h.give(s, p, GOOD_INDEX[opt])
    elif fn == "two_harvest":
        for g in PAIRS[PAIR_NAMES.index(opt)]:
            h.give(s, p, g)
    elif fn == "pig":
        h.gain_pig(s, p)
    elif fn == "free_upgrade":
        s.pending.append((kinds.K_UPGRADE, p, 1, 0))
    elif fn == "delivery":
        s.pending.append((kinds.K_DELIVER, p, 1, 0))
    elif fn == "card":
        s.pending.append((kinds.K_PLAY, p, 1, 0) if opt == "play" else (kinds.K_DRAW, p, 1, 0))
    elif fn == "vp":
        h.gain_vp(s, p, 1, "roofs")
    elif fn == "silver":
        s.goods[p][SILVER] += 2
    elif fn == "flip":
        other = int(opt)
        s.roofs_used[p].remove(other)
        s.roofs[p].append(other)
    elif fn == "siesta":
        h.gain_siesta(s, p, int(opt))


# --- trade goods ------------------------------------------------------------------------------------
def trade_option_ok(s: LGState, p: int, opt: str) -> bool:
    if opt == "play":
        return bool(s.hand[p])
    if opt == "draw":
        return bool(s.deck or s.discard)
    if opt == "upgrade2":
        return can_upgrade_any(s, p)
    return True


def use_trade_good(s: LGState, p: int, opt: str) -> None:
    s.goods[p][TRADE] -= 1
    h.emit(s, "trade_good_used", seat=p, option=opt)
    if opt == "silver":
        s.goods[p][SILVER] += 4
    elif opt in PAIR_NAMES:
        for g in PAIRS[PAIR_NAMES.index(opt)]:
            h.give(s, p, g)
    elif opt == "play":
        s.pending.append((kinds.K_PLAY, p, 1, 0))
    elif opt == "draw":
        s.pending.append((kinds.K_DRAW, p, 1, 0))
    elif opt == "pig":
        h.gain_pig(s, p)
    elif opt == "upgrade2":
        s.pending.append((kinds.K_UPGRADE, p, 2, 0))


def use_helper_move(s: LGState, p: int, cid: int) -> None:
    use_helper(s, p, cid)

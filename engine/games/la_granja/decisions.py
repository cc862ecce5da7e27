"""A seat's decisions: the legal moves of the pending decision on top, and applying one.

The top pending entry (see kinds.py) says what is being decided; free actions join the list at the
decisions listed in `kinds.FREE_OK`.
"""
from __future__ import annotations

from engine.games.la_granja import farm, free, revenue, transport
from engine.games.la_granja import holdings as h
from engine.games.la_granja.deliveries import deliver, delivery_moves, place_marker, placement_spaces
from engine.games.la_granja.flow import step_down
from engine.games.la_granja.goods import GOOD_INDEX, GOOD_NAMES, MARKET_GOODS
from engine.games.la_granja.kinds import (
    FREE_OK,
    K_DELIVER,
    K_DELIVERIES,
    K_DISCARD,
    K_DONKEY,
    K_DRAFT,
    K_EXTRA,
    K_GROCER,
    K_PAY_EXT,
    K_PICK,
    K_PLACE,
    K_PLAY,
    K_PORTER,
    K_REPLACE,
    K_RESERVE,
    K_REVENUE,
    K_ROOF,
    K_UPGRADE,
)
from engine.games.la_granja.moves import (
    PASS,
    Buy,
    ChooseDonkey,
    ChooseGood,
    ChooseRevenue,
    Deliver,
    DiscardCard,
    DraftCard,
    PayGood,
    PlaceMarker,
    PlayCard,
    ReplaceCard,
    ReserveSpace,
    Sell,
    TakeDie,
    Upgrade,
    UseHelper,
    UseRoof,
    UseTradeGood,
    made,
)
from engine.games.la_granja.state import LGState


def legal_moves(s: LGState) -> list:
    if s.to_move < 0 or not s.pending:
        return []
    top = s.pending[-1]
    k, p = top[0], top[1]
    out: list
    if k == K_PLAY:
        out = farm.play_moves(s, p)
    elif k == K_REPLACE:
        out = [made(ReplaceCard, c) for c in (s.helpers[p] if top[3] == 0 else s.barrows[p])]
    elif k == K_PAY_EXT:
        out = [made(PayGood, g) for g in farm.pay_moves(s, p, top[3])]
    elif k == K_DISCARD:
        out = [made(DiscardCard, c) for c in sorted(set(s.hand[p]))]
    elif k == K_UPGRADE:
        out = [*free.upgrade_moves(s, p), PASS]
    elif k in (K_DELIVER, K_DELIVERIES):
        out = [*delivery_moves(s, p), PASS]
    elif k == K_EXTRA:
        out = delivery_moves(s, p) if transport.extra_affordable(s, p) else []
        out.append(PASS)
    elif k == K_GROCER:
        out = [made(ChooseGood, GOOD_NAMES[g]) for g in MARKET_GOODS]
    elif k == K_PLACE:
        out = [made(PlaceMarker, i) for i in placement_spaces(s, p, top[2])]
    elif k == K_PORTER:
        out = [*revenue.porter_moves(s, p, top[2], top[3]), PASS]
    elif k == K_REVENUE:
        out = revenue.revenue_moves(s, p, top[2])
    elif k == K_ROOF:
        out = [*farm.roof_moves(s, p), PASS]
    elif k == K_RESERVE:
        out = [*revenue.reserve_moves(), PASS]
    elif k == K_PICK:
        out = revenue.pick_moves(s, p)
    elif k == K_DONKEY:
        out = transport.donkey_moves(s, p)
    elif k == K_DRAFT:
        out = [made(DraftCard, c) for c in sorted(set(s.packs[p]))]
    else:
        out = []
    if k in FREE_OK:
        out.extend(free.free_moves(s, p))
    return out


def apply_seat_move(s: LGState, m: object) -> None:
    top = s.pending[-1]
    k, p = top[0], top[1]
    cls = type(m)
    if cls is Buy:
        free.buy(s, p, GOOD_INDEX[m.good])  # type: ignore[attr-defined]
    elif cls is Sell:
        free.sell(s, p, GOOD_INDEX[m.good])  # type: ignore[attr-defined]
    elif isinstance(m, PlayCard):
        step_down(s)
        farm.play_card(s, p, m)
    elif isinstance(m, Deliver):
        if k == K_DELIVER:
            step_down(s)
        elif k == K_DELIVERIES:
            s.deliveries[p] -= 1
        elif k == K_EXTRA:
            transport.pay_extra(s, p)
        deliver(s, p, m)
    elif type(m) is type(PASS):
        s.pending.pop()
        if k == K_DELIVERIES:
            s.deliveries[p] = 0
    elif isinstance(m, Upgrade):
        if k == K_UPGRADE:
            step_down(s)
            free.upgrade(s, p, GOOD_INDEX[m.good], True)
        else:
            free.upgrade(s, p, GOOD_INDEX[m.good], False)
    elif isinstance(m, Buy):
        free.buy(s, p, GOOD_INDEX[m.good])
    elif isinstance(m, Sell):
        free.sell(s, p, GOOD_INDEX[m.good])
    elif isinstance(m, UseRoof):
        free.use_roof(s, p, m.tile, m.option)
    elif isinstance(m, UseTradeGood):
        free.use_trade_good(s, p, m.option)
    elif isinstance(m, UseHelper):
        free.use_helper_move(s, p, m.card)
    elif isinstance(m, TakeDie):
        s.pending.pop()
        revenue.take_die(s, p, m)
    elif isinstance(m, ChooseRevenue):
        if k == K_PORTER:
            revenue.porter_choose(s, p, m.option)
        else:
            revenue.choose_revenue(s, p, m.option)
    elif isinstance(m, ChooseDonkey):
        s.pending.pop()
        transport.choose_donkey(s, p, m.donkeys)
    elif isinstance(m, PlaceMarker):
        s.pending.pop()
        place_marker(s, p, m.space)
    elif isinstance(m, PayGood):
        farm.pay_good(s, p, GOOD_INDEX[m.good])
    elif isinstance(m, ReplaceCard):
        farm.replace_card(s, p, m.card)
    elif isinstance(m, DiscardCard):
        farm.discard_card(s, p, m.card)
    elif isinstance(m, ChooseGood):
        s.pending.pop()
        h.give(s, p, GOOD_INDEX[m.good])
    elif isinstance(m, DraftCard):
        s.pending.pop()
        s.packs[p].remove(m.card)
        s.hand[p].append(m.card)
        h.emit(s, "card_drafted", seat=p)
    elif isinstance(m, ReserveSpace):
        s.pending.pop()
        revenue.reserve(s, p, m.face)
    else:  # BuyRoof
        s.pending.pop()
        farm.buy_roof(s, p, m.tile)  # type: ignore[attr-defined]



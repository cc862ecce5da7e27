"""Farm phase (農場フェイズ, blue): playing cards, extensions, refilling, income, harvest, roof tiles."""
from __future__ import annotations

from engine.games.la_granja import holdings as h
from engine.games.la_granja import kinds
from engine.games.la_granja.effects import harvest_bonus, income_effects, roof_cost
from engine.games.la_granja.goods import DELI, GOOD_NAMES, GREENGROCER, MERCHANT_HOUSE, PIG, SILVER, TRADE, VP
from engine.games.la_granja.moves import BuyRoof, PlayCard, made
from engine.games.la_granja.state import LGState

MAX_HELPERS = 3
MAX_BARROWS = 3
MAX_ROOFS = 5
USES = ("helper", "barrow", "field", "extension")


def distinct_goods(s: LGState, p: int) -> list[int]:
    """The farm goods seat p could pay an extension with (one of each kind it holds)."""
    return [g for g in range(9) if (s.goods[p][g] if g in (SILVER, VP) else h.count(s, p, g)) > 0]


def play_moves(s: LGState, p: int) -> list[PlayCard]:
    k = len(s.exts[p]) + 1
    can_extend = len(distinct_goods(s, p)) >= k
    out = []
    for c in sorted(set(s.hand[p])):
        out.append(made(PlayCard, c, "helper"))
        out.append(made(PlayCard, c, "barrow"))
        out.append(made(PlayCard, c, "field"))
        if can_extend:
            out.append(made(PlayCard, c, "extension"))
    return out


def play_card(s: LGState, p: int, m: PlayCard) -> None:
    """Put the card under the farm board; the k-th extension then costs k different farm goods."""
    s.hand[p].remove(m.card)
    h.emit(s, "card_played", seat=p, card=m.card, use=m.use)
    if m.use == "helper":
        if len(s.helpers[p]) >= MAX_HELPERS:
            s.pending.append((kinds.K_REPLACE, p, m.card, 0))
        else:
            s.helpers[p].append(m.card)
    elif m.use == "barrow":
        if len(s.barrows[p]) >= MAX_BARROWS:
            s.pending.append((kinds.K_REPLACE, p, m.card, 1))
        else:
            s.barrows[p].append(m.card)
            s.loads[p].append((0,) * 10)
    elif m.use == "field":
        s.fields[p].append(m.card)
        s.crops[p].append(0)
    else:
        s.exts[p].append(m.card)
        s.pending.append((kinds.K_PAY_EXT, p, len(s.exts[p]), 0))


def replace_card(s: LGState, p: int, old: int) -> None:
    """Discard an installed helper/barrow (its load returns to the supply) and install the new card."""
    _, _, new, which = s.pending.pop()
    if which == 0:
        s.helpers[p][s.helpers[p].index(old)] = new
    else:
        i = s.barrows[p].index(old)
        s.barrows[p][i] = new
        s.loads[p][i] = (0,) * 10
    s.discard.append(old)
    h.emit(s, "card_discarded", seat=p, card=old)


def pay_moves(s: LGState, p: int, paid_mask: int) -> list[str]:
    return [GOOD_NAMES[g] for g in distinct_goods(s, p) if not paid_mask >> g & 1]


def pay_good(s: LGState, p: int, g: int) -> None:
    _, _, left, mask = s.pending.pop()
    h.take(s, p, g)
    h.emit(s, "good_paid", seat=p, good=GOOD_NAMES[g])
    if left > 1:
        s.pending.append((kinds.K_PAY_EXT, p, left - 1, mask | 1 << g))


def refill(s: LGState, p: int) -> None:
    """Draw up to the hand limit; then, if over it, discard down (a check queued under the draws)."""
    s.pending.append((kinds.K_DISCARD_CHECK, p, 0, 0))
    k = h.hand_limit(s, p) - len(s.hand[p])
    if k > 0:
        s.pending.append((kinds.K_DRAW, p, k, 0))


def discard_check(s: LGState, p: int) -> None:
    if len(s.hand[p]) > h.hand_limit(s, p):
        s.pending.append((kinds.K_DISCARD, p, 0, 0))


def discard_card(s: LGState, p: int, card: int) -> None:
    s.pending.pop()
    s.hand[p].remove(card)
    s.discard.append(card)
    h.emit(s, "card_discarded", seat=p, card=card, from_hand=True)
    discard_check(s, p)


def income(s: LGState) -> None:
    """Blue income: 1 silver per income extension, permanent craft markers, income helpers."""
    for p in reversed(s.order):
        silver = h.income_extensions(s, p)
        trade = 0
        for b in s.crafts[p]:
            if b == MERCHANT_HOUSE:
                silver += 3
            elif b == DELI:
                trade += 1
            elif b == GREENGROCER:
                s.pending.append((kinds.K_GROCER, p, 0, 0))
        s.goods[p][SILVER] += silver
        s.goods[p][TRADE] += trade
        if silver or trade:
            h.emit(s, "income_received", seat=p, silver=silver, trade_goods=trade)
        income_effects(s, p)


def harvest_and_breed(s: LGState) -> None:
    """Crops grow on empty field spaces only; then one pig is born to a seat with ≥2 pigs and room."""
    cards = s.t.cards
    for p in s.order:
        crops = s.crops[p]
        for i, c in enumerate(s.fields[p]):
            card = cards[c]
            grown = card.spaces - crops[i]  # type: ignore[union-attr]
            crops[i] = card.spaces  # type: ignore[union-attr]
            if grown:
                h.emit(s, "crops_grown", seat=p, field=i, card=c, crop=GOOD_NAMES[card.crop], count=grown)
        harvest_bonus(s, p)
        if s.goods[p][PIG] >= 2 and s.goods[p][PIG] < h.den_capacity(s, p):
            s.goods[p][PIG] += 1
            h.emit(s, "pig_born", seat=p)


def roof_moves(s: LGState, p: int) -> list[BuyRoof]:
    if len(s.roofs[p]) + len(s.roofs_used[p]) >= MAX_ROOFS or s.goods[p][SILVER] < roof_cost(s, p):
        return []
    return [made(BuyRoof, t) for t in s.display]


def buy_roof(s: LGState, p: int, tile: int) -> None:
    s.goods[p][SILVER] -= roof_cost(s, p)
    s.display.remove(tile)
    s.roofs[p].append(tile)
    n = len(s.roofs[p]) + len(s.roofs_used[p])
    h.emit(s, "roof_bought", seat=p, tile=tile)
    h.gain_vp(s, p, n - 1, "roofs")  # 2nd..5th roof: +1..+4

"""Farm phase (農場フェイズ, blue): playing cards, extensions, refilling, income, harvest, roof tiles; the deck."""
from __future__ import annotations

from engine.core.effects import trigger
from engine.core.events import emit
from engine.games.la_granja import effects, pending
from engine.games.la_granja import holdings as h
from engine.games.la_granja.goods import GOOD_NAMES, PIG, SILVER, TRADE, VP
from engine.games.la_granja.hooks import HARVEST, INCOME
from engine.games.la_granja.moves import BuyRoof, PayGood, PlayCard, made
from engine.games.la_granja.state import BARROWS_PLAYED, LGState, tally

MAX_HELPERS = 3
MAX_BARROWS = 3
MAX_ROOFS = 5
USES = ("helper", "barrow", "field", "extension")


def distinct_goods(s: LGState, p: int) -> list[int]:
    """The farm goods seat p could pay an extension with (one of each kind it holds)."""
    return [g for g in range(9) if (s.goods[p][g] if g in (SILVER, VP) else h.count(s, p, g)) > 0]


def play_moves(s: LGState, p: int) -> list[PlayCard]:
    k = len(s.exts[p]) + 1
    uses = 4 if len(distinct_goods(s, p)) >= k else 3  # the extension last: only with k different goods
    out: list[PlayCard] = []
    for c in sorted(set(s.hand[p])):
        out.extend(_plays(c)[:uses])
    return out


_PLAYS: dict[int, tuple[PlayCard, ...]] = {}


def _plays(card: int) -> tuple[PlayCard, ...]:
    """A card's four plays, in USES order (made once)."""
    plays = _PLAYS.get(card)
    if plays is None:
        plays = _PLAYS[card] = tuple(made(PlayCard, card, use) for use in USES)
    return plays


def play_card(s: LGState, p: int, m: PlayCard) -> None:
    """Put the card under the farm board; the k-th extension then costs k different farm goods."""
    s.hand[p].remove(m.card)
    emit(s.ev, "card_played", seat=p, card=m.card, use=m.use)
    if m.use == "helper":
        if len(s.helpers[p]) >= MAX_HELPERS:
            s.pending.append(pending.MakeRoom(p, m.card, False))
        else:
            s.helpers[p].append(m.card)
            effects.refresh(s, p)  # a helper works at once
    elif m.use == "barrow":
        tally(s, p, BARROWS_PLAYED)
        if len(s.barrows[p]) >= MAX_BARROWS:
            s.pending.append(pending.MakeRoom(p, m.card, True))
        else:
            s.barrows[p].append(m.card)
            s.loads[p].append((0,) * 10)
    elif m.use == "field":
        s.fields[p].append(m.card)
        s.crops[p].append(0)
    else:
        s.exts[p].append(m.card)
        s.pending.append(pending.PayExtension(p, len(s.exts[p])))


def replace_card(s: LGState, p: int, old: int, new: int, barrow: bool) -> None:
    """Discard an installed helper/barrow (its load returns to the supply) and install the new card."""
    if not barrow:
        s.helpers[p][s.helpers[p].index(old)] = new
        effects.refresh(s, p)
    else:
        i = s.barrows[p].index(old)
        s.barrows[p][i] = new
        s.loads[p][i] = (0,) * 10
    s.discard.append(old)
    emit(s.ev, "card_discarded", seat=p, card=old)


def pay_moves(s: LGState, p: int, paid_mask: int) -> list[PayGood]:
    return [made(PayGood, GOOD_NAMES[g]) for g in distinct_goods(s, p) if not paid_mask >> g & 1]


def pay_good(s: LGState, p: int, g: int) -> None:
    h.take(s, p, g)
    emit(s.ev, "good_paid", seat=p, good=GOOD_NAMES[g])


# --- the hand and the deck ----------------------------------------------------------------------------
def refill(s: LGState, p: int) -> None:
    """Draw up to the hand limit; then, if over it, discard down (a check queued under the draws)."""
    s.pending.append(pending.DiscardCheck(p))
    k = h.hand_limit(s, p) - len(s.hand[p])
    if k > 0:
        s.pending.append(pending.DrawCards(p, k))


def discard_check(s: LGState, p: int) -> None:
    if len(s.hand[p]) > h.hand_limit(s, p):
        s.pending.append(pending.DiscardDown(p))


def discard_card(s: LGState, p: int, card: int) -> None:
    s.hand[p].remove(card)
    s.discard.append(card)
    emit(s.ev, "card_discarded", seat=p, card=card, from_hand=True)
    discard_check(s, p)


def deck_ready(s: LGState) -> bool:
    """Whether a card can be drawn; an empty deck first takes the discard pile back (ruling: unordered)."""
    if not s.deck and s.discard:
        s.deck, s.discard = sorted(s.discard), []  # sorted: draws read no order that play made
        emit(s.ev, "deck_reshuffled")
    return bool(s.deck)


# --- income and harvest -------------------------------------------------------------------------------
def income(s: LGState) -> None:
    """Blue income: 1 silver per income extension, then craft markers and helpers that pay now."""
    for p in reversed(s.order):
        g = s.goods[p]
        before = g[SILVER], g[TRADE]
        g[SILVER] += h.income_extensions(s, p)
        trigger(s.fx, p, INCOME, s)
        silver, trade = g[SILVER] - before[0], g[TRADE] - before[1]
        if silver or trade:
            emit(s.ev, "income_received", seat=p, silver=silver, trade_goods=trade)


def harvest_and_breed(s: LGState) -> None:
    """Crops grow on empty field spaces only; then one pig is born to a seat with ≥2 pigs and room."""
    cards = s.t.cards
    for p in s.order:
        crops = s.crops[p]
        for i, c in enumerate(s.fields[p]):
            card = cards[c]
            grown = card.spaces - crops[i]
            crops[i] = card.spaces
            if grown:
                emit(s.ev, "crops_grown", seat=p, field=i, card=c, crop=GOOD_NAMES[card.crop],
                     count=grown)
        trigger(s.fx, p, HARVEST, s)
        if s.goods[p][PIG] >= 2 and s.goods[p][PIG] < h.den_capacity(s, p):
            s.goods[p][PIG] += 1
            emit(s.ev, "pig_born", seat=p)


# --- roof tiles ---------------------------------------------------------------------------------------
def roof_cost(s: LGState, p: int) -> int:
    return effects.roof_cost(s, p)


def roof_moves(s: LGState, p: int) -> list[BuyRoof]:
    if len(s.roofs[p]) + len(s.roofs_used[p]) >= MAX_ROOFS or s.goods[p][SILVER] < roof_cost(s, p):
        return []
    return [made(BuyRoof, t) for t in s.display]


def buy_roof(s: LGState, p: int, tile: int) -> None:
    s.goods[p][SILVER] -= roof_cost(s, p)
    s.display.remove(tile)
    s.roofs[p].append(tile)
    n = len(s.roofs[p]) + len(s.roofs_used[p])
    emit(s.ev, "roof_bought", seat=p, tile=tile)
    h.gain_vp(s, p, n - 1, "roofs")  # 2nd..5th roof: +1..+4

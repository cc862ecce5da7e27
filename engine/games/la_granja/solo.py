"""Solo mode: the neutral player (中立プレイヤー) on the market.

Each transport phase a card is drawn; the neutral player puts a marker on a market space of that
card's barrow value, choosing the space that removes most of the player's markers, then the one
hardest to remove (fewest higher-valued open neighbours), then the lowest index (our ruling).
With no free space of that value it displaces one of the player's markers there; with none either,
it places nothing (ruling). Its removals score nothing for anybody; the player's Negotiator still reacts.
"""
from __future__ import annotations

from engine.core.events import emit
from engine.games.la_granja import deliveries
from engine.games.la_granja.state import BLOCKED, EMPTY, NEUTRAL, LGState


def _removals(s: LGState, space: int) -> int:
    v = s.t.market_values[space]
    return sum(1 for j in s.t.market_adjacent[space] if s.market[j] == 0 and s.t.market_values[j] < v)


def _exposure(s: LGState, space: int) -> int:
    v = s.t.market_values[space]
    return sum(1 for j in s.t.market_adjacent[space] if s.market[j] != BLOCKED and s.t.market_values[j] > v)


def neutral_space(s: LGState, value: int) -> int | None:
    spaces = s.t.spaces_by_value.get(value, ())
    free = [i for i in spaces if s.market[i] == EMPTY]
    if not free:
        free = [i for i in spaces if s.market[i] == 0]
    if not free:
        return None
    return min(free, key=lambda i: (-_removals(s, i), _exposure(s, i), i))


def neutral_places(s: LGState, card: int) -> None:
    s.deck.remove(card)
    s.discard.append(card)
    value = s.t.cards[card].barrow_value
    emit(s.ev, "neutral_card_drawn", card=card, value=value)
    space = neutral_space(s, value)
    if space is None:
        return
    if s.market[space] == 0:
        deliveries.remove_marker(s, space, by=NEUTRAL, scores=False)
    s.market[space] = NEUTRAL
    emit(s.ev, "marker_placed", seat=NEUTRAL, place="market", space=space)
    v = s.t.market_values[space]
    for j in s.t.market_adjacent[space]:
        if s.market[j] == 0 and s.t.market_values[j] < v:
            deliveries.remove_marker(s, j, by=NEUTRAL, scores=False)

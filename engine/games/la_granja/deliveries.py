"""Deliveries (輸送) to building rows and barrows, and both completion procedures.

Building completed (建物輸送完了): marker to the building's grey hex (first there: +1 VP); the first
completion of a building removes the lowest building-order marker (+1 VP); the craft marker's
immediate effect, then its permanent side; VP = round; then what reacts to a completion (the Village
store's +2, helpers).
Barrow completed (荷車輸送完了): +1 trade good; a marker on a free market space of the barrow's value
(VP = value, +1 with the Butcher); other seats' markers on adjacent lower spaces are removed, +1 VP each.
"""
from __future__ import annotations

from collections.abc import Iterator

from engine.core.effects import modify, trigger
from engine.core.events import emit
from engine.games.la_granja import effects, pending
from engine.games.la_granja import holdings as h
from engine.games.la_granja.goods import GOOD_NAMES, TRADE
from engine.games.la_granja.hooks import BARROW_DONE, BUILDING_DONE, MARKER_REMOVED, REMOVAL_VP
from engine.games.la_granja.moves import Deliver, made
from engine.games.la_granja.state import BARROWS_COMPLETED, BLOCKED, EMPTY, NEUTRAL, LGState, tally
from engine.games.la_granja.steps import STEP

ORDER_MARKERS = 3  # building-order markers 1, 2, 3 are placed at setup
BUILDINGS = range(1, 7)


def order_markers(s: LGState) -> dict[int, int]:
    """Building → the number on its building-order marker. Markers are placed 1, 2, 3 at setup and
    removed lowest first, so once setup is over the ones left are the highest numbers."""
    first = 1 if s.step <= STEP["block"] else ORDER_MARKERS + 1 - len(s.blocked)
    return {b: first + i for i, b in enumerate(s.blocked)}


def _deliveries(s: LGState, p: int) -> Iterator[Deliver]:
    """Every delivery seat p can make now: one good it holds to a row or barrow that still needs it."""
    have = h.counts(s, p)
    t = s.t
    done, blocked = s.done[p], s.blocked
    for b in BUILDINGS:
        if b in blocked or done >> b & 1:
            continue
        need, row = t.building_need[b - 1], s.rows[p][b - 1]
        for g in t.building_kinds[b - 1]:
            if have[g] and need[g] > row[g]:
                yield made(Deliver, "building", b, GOOD_NAMES[g])
    for i, cid in enumerate(s.barrows[p]):
        c = t.cards[cid]
        need, load = c.barrow_need, s.loads[p][i]
        for g in c.barrow_kinds:
            if have[g] and need[g] > load[g]:
                yield made(Deliver, "barrow", i, GOOD_NAMES[g])


def delivery_moves(s: LGState, p: int) -> list[Deliver]:
    return list(_deliveries(s, p))


def can_deliver_any(s: LGState, p: int) -> bool:
    return next(_deliveries(s, p), None) is not None


def deliver(s: LGState, p: int, m: Deliver) -> None:
    """Move one good to its place; complete the row or barrow if it is now full."""
    g = GOOD_NAMES.index(m.good)
    h.take(s, p, g)
    emit(s.ev, "good_delivered", seat=p, target=m.target, index=m.index, good=m.good)
    if m.target == "building":
        b = m.index
        row = list(s.rows[p][b - 1])
        row[g] += 1
        s.rows[p][b - 1] = tuple(row)
        if tuple(row) == s.t.building_need[b - 1]:
            complete_building(s, p, b)
    else:
        i = m.index
        load = list(s.loads[p][i])
        load[g] += 1
        s.loads[p][i] = tuple(load)
        if tuple(load) == s.t.cards[s.barrows[p][i]].barrow_need:
            complete_barrow(s, p, i)


def complete_building(s: LGState, p: int, b: int) -> None:
    s.done[p] |= 1 << b
    s.rows[p][b - 1] = (0,) * 10
    first = not s.grey[b - 1]
    s.grey[b - 1] = s.grey[b - 1] + (p,)
    emit(s.ev, "building_completed", seat=p, building=b)
    emit(s.ev, "marker_placed", seat=p, place="building_hex", building=b)
    if first:
        h.gain_vp(s, p, 1, "buildings")  # the VP token on the grey hex
        if s.blocked:
            freed = s.blocked.pop(0)
            emit(s.ev, "building_unblocked", seat=p, building=freed)
            h.gain_vp(s, p, 1, "buildings")  # the VP token on the building-order marker
    effects.take_craft(s, p, b)
    h.gain_vp(s, p, s.round, "buildings")
    trigger(s.fx, p, BUILDING_DONE, s, building=b)


def complete_barrow(s: LGState, p: int, i: int) -> None:
    cid = s.barrows[p].pop(i)
    s.loads[p].pop(i)
    s.discard.append(cid)
    value = s.t.cards[cid].barrow_value
    emit(s.ev, "barrow_completed", seat=p, card=cid, value=value)
    s.goods[p][TRADE] += 1
    tally(s, p, BARROWS_COMPLETED)
    trigger(s.fx, p, BARROW_DONE, s)
    h.gain_vp(s, p, value, "market")
    spaces = placement_spaces(s, p, value)
    if len(spaces) == 1:
        place_marker(s, p, spaces[0])
    elif spaces:
        s.pending.append(pending.PlaceOnMarket(p, value))


def placement_spaces(s: LGState, p: int, value: int) -> list[int]:
    """Free spaces of this value; if none, spaces of that value held by another seat (to displace).

    Ruling: when every space of the value holds one's own markers, no marker is placed (VP still scored)."""
    spaces = s.t.spaces_by_value.get(value, ())
    free = [i for i in spaces if s.market[i] == EMPTY]
    if free:
        return free
    return [i for i in spaces if s.market[i] not in (EMPTY, BLOCKED, p)]


def place_marker(s: LGState, p: int, space: int) -> None:
    """Put p's marker on `space`, displacing an occupant if the value is full, then remove lower neighbours."""
    occupant = s.market[space]
    if occupant >= 0:  # the full-value case: another seat's marker makes room
        remove_marker(s, space, by=p, scores=s.full_value_scores)
    s.market[space] = p
    emit(s.ev, "marker_placed", seat=p, place="market", space=space)
    value = s.t.market_values[space]
    for j in s.t.market_adjacent[space]:
        o = s.market[j]
        if o >= 0 and o != p and s.t.market_values[j] < value:
            remove_marker(s, j, by=p, scores=True)


def remove_marker(s: LGState, space: int, by: int, scores: bool) -> None:
    victim = s.market[space]
    s.market[space] = EMPTY
    emit(s.ev, "marker_removed", seat=victim, space=space, by=by)
    if by < s.num_players and scores:
        h.gain_vp(s, by, modify(s.fx, by, REMOVAL_VP, 1, s), "market")
    if victim != NEUTRAL and victim < s.num_players:
        trigger(s.fx, victim, MARKER_REMOVED, s)

"""Deliveries (輸送) to building rows and barrows, and both completion procedures.

Building completed (建物輸送完了): marker to the building's grey hex (first there: +1 VP); the first
completion of a building removes the lowest building-order marker (+1 VP); the craft marker's
immediate effect, then its permanent side; VP = round (+2 with the Village store, for later ones).
Barrow completed (荷車輸送完了): +1 trade good; a marker on a free market space of the barrow's value
(VP = value, +1 with the Butcher); other seats' markers on adjacent lower spaces are removed, +1 VP each.
"""
from __future__ import annotations

from engine.games.la_granja import holdings as h
from engine.games.la_granja.goods import (
    BUTCHER,
    DELI,
    GOOD_NAMES,
    GREENGROCER,
    MERCHANT_HOUSE,
    SILVER,
    TRADE,
    VILLAGE_STORE,
    WAINWRIGHT,
)
from engine.games.la_granja.kinds import S_SETUP_BLOCK
from engine.games.la_granja.moves import Deliver, made
from engine.games.la_granja.state import BLOCKED, EMPTY, NEUTRAL, LGState

ORDER_MARKERS = 3  # building-order markers 1, 2, 3 are placed at setup


def order_markers(s: LGState) -> dict[int, int]:
    """Building → the number on its building-order marker. Markers are placed 1, 2, 3 at setup and
    removed lowest first, so once setup is over the ones left are the highest numbers."""
    first = 1 if s.step <= S_SETUP_BLOCK else ORDER_MARKERS + 1 - len(s.blocked)
    return {b: first + i for i, b in enumerate(s.blocked)}

BUILDINGS = range(1, 7)


def open_buildings(s: LGState, p: int) -> list[int]:
    return [b for b in BUILDINGS if b not in s.blocked and not s.done[p] >> b & 1]


def delivery_moves(s: LGState, p: int) -> list[Deliver]:
    """Every delivery seat p can make now: one good it holds to a row or barrow that still needs it."""
    out: list[Deliver] = []
    have = h.counts(s, p)
    t = s.t
    done, blocked = s.done[p], s.blocked
    for b in BUILDINGS:
        if b in blocked or done >> b & 1:
            continue
        need, row = t.building_need[b - 1], s.rows[p][b - 1]
        for g in t.building_kinds[b - 1]:
            if have[g] and need[g] > row[g]:
                out.append(made(Deliver, "building", b, GOOD_NAMES[g]))
    for i, cid in enumerate(s.barrows[p]):
        c = t.cards[cid]
        need, load = c.barrow_need, s.loads[p][i]  # type: ignore[union-attr]
        for g in c.barrow_kinds:  # type: ignore[union-attr]
            if have[g] and need[g] > load[g]:
                out.append(made(Deliver, "barrow", i, GOOD_NAMES[g]))
    return out


def can_deliver_any(s: LGState, p: int) -> bool:
    have = h.counts(s, p)
    t = s.t
    for b in BUILDINGS:
        if b in s.blocked or s.done[p] >> b & 1:
            continue
        need, row = t.building_need[b - 1], s.rows[p][b - 1]
        for g in t.building_kinds[b - 1]:
            if have[g] and need[g] > row[g]:
                return True
    for i, cid in enumerate(s.barrows[p]):
        c = t.cards[cid]
        need, load = c.barrow_need, s.loads[p][i]  # type: ignore[union-attr]
        for g in c.barrow_kinds:  # type: ignore[union-attr]
            if have[g] and need[g] > load[g]:
                return True
    return False


def deliver(s: LGState, p: int, m: Deliver) -> None:
    """Move one good to its place; complete the row or barrow if it is now full."""
    g = GOOD_NAMES.index(m.good)
    h.take(s, p, g)
    h.emit(s, "good_delivered", seat=p, target=m.target, index=m.index, good=m.good)
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
        if tuple(load) == s.t.cards[s.barrows[p][i]].barrow_need:  # type: ignore[union-attr]
            complete_barrow(s, p, i)


def complete_building(s: LGState, p: int, b: int) -> None:
    from engine.games.la_granja import kinds
    from engine.games.la_granja.effects import passive_sum

    s.done[p] |= 1 << b
    s.rows[p][b - 1] = (0,) * 10
    first = not s.grey[b - 1]
    s.grey[b - 1] = s.grey[b - 1] + (p,)
    h.emit(s, "building_completed", seat=p, building=b)
    h.emit(s, "marker_placed", seat=p, place="building_hex", building=b)
    if first:
        h.gain_vp(s, p, 1, "buildings")  # the VP token on the grey hex
        if s.blocked:
            freed = s.blocked.pop(0)
            h.emit(s, "building_unblocked", seat=p, building=freed)
            h.gain_vp(s, p, 1, "buildings")  # the VP token on the building-order marker
    later_bonus = 2 * sum(1 for c in s.crafts[p] if c == VILLAGE_STORE)
    s.crafts[p].append(b)
    h.emit(s, "craft_marker_taken", seat=p, building=b)
    # immediate side of the craft marker
    if b == MERCHANT_HOUSE:
        s.goods[p][SILVER] += 3
    elif b == VILLAGE_STORE:
        h.gain_vp(s, p, 2, "crafts")
    elif b == DELI:
        s.goods[p][TRADE] += 1
    elif b == BUTCHER:
        h.gain_vp(s, p, len(s.barrows[p]), "crafts")
    h.gain_vp(s, p, s.round, "buildings")
    h.gain_vp(s, p, later_bonus, "crafts")
    h.gain_vp(s, p, passive_sum(s, p, "completion_vp", "amount", target="building"), "cards")
    if b == GREENGROCER:
        s.pending.append((kinds.K_GROCER, p, 0, 0))
    elif b == WAINWRIGHT:
        h.gain_vp(s, p, s.t.siesta_points[s.siesta[p]], "crafts")
        if can_deliver_any(s, p):
            s.pending.append((kinds.K_DELIVER, p, 1, 0))


def complete_barrow(s: LGState, p: int, i: int) -> None:
    from engine.games.la_granja import kinds
    from engine.games.la_granja.effects import passive_sum

    cid = s.barrows[p].pop(i)
    s.loads[p].pop(i)
    s.discard.append(cid)
    value = s.t.cards[cid].barrow_value  # type: ignore[union-attr]
    h.emit(s, "barrow_completed", seat=p, card=cid, value=value)
    s.goods[p][TRADE] += 1
    bonus = sum(1 for c in s.crafts[p] if c == BUTCHER)
    h.gain_vp(s, p, bonus, "crafts")
    h.gain_vp(s, p, passive_sum(s, p, "completion_vp", "amount", target="barrow"), "cards")
    h.gain_vp(s, p, value, "market")
    spaces = placement_spaces(s, p, value)
    if len(spaces) == 1:
        place_marker(s, p, spaces[0])
    elif spaces:
        s.pending.append((kinds.K_PLACE, p, value, 0))


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
    h.emit(s, "marker_placed", seat=p, place="market", space=space)
    value = s.t.market_values[space]
    for j in s.t.market_adjacent[space]:
        o = s.market[j]
        if o >= 0 and o != p and s.t.market_values[j] < value:
            remove_marker(s, j, by=p, scores=True)


def remove_marker(s: LGState, space: int, by: int, scores: bool) -> None:
    from engine.games.la_granja.effects import passive_sum

    victim = s.market[space]
    s.market[space] = EMPTY
    h.emit(s, "marker_removed", seat=victim, space=space, by=by)
    if by < s.num_players and scores:
        h.gain_vp(s, by, 1 + passive_sum(s, by, "removal_vp", "amount"), "market")
    if victim != NEUTRAL and victim < s.num_players:
        h.gain_vp(s, victim, passive_sum(s, victim, "removed_vp", "amount"), "cards")

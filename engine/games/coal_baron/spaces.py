"""Worker spaces (アクションマス): when a seat may place on one, placing (ousting the workers there), and
each area's action.

A space takes one worker when empty and one more than it holds when occupied; the workers there go to
the canteen (食堂) until the next shift, whoever owns them. The bank takes exactly one worker, is never
ousted and is always open. A space may be taken only if its action can be done in full.
"""
from __future__ import annotations

from collections.abc import Callable

from engine.core.errors import Reason
from engine.core.events import emit
from engine.games.coal_baron import reasons
from engine.games.coal_baron.decks import ORDERS, TILES
from engine.games.coal_baron.looks import start_look
from engine.games.coal_baron.mining import Mine
from engine.games.coal_baron.moves import PLACE, Place
from engine.games.coal_baron.orders import deliver, take_order
from engine.games.coal_baron.pit import buy_tile
from engine.games.coal_baron.state import CBState


def workers_for(s: CBState, sp: int) -> int:
    """How many workers a placement on `sp` takes now."""
    return 1 if s.t.space_area[sp] == "bank" else s.occ_count[sp] + 1


# --- where a seat may place ------------------------------------------------------------------------------
def placements(s: CBState, p: int) -> list[Place]:
    """The spaces seat p may place on now: enough workers, and the action can be done in full (a tile
    in the slot that p can pay for, a stack to look at, a completed order of the transport, an order in
    the slot). Mining, money and the bank can always be done. The one check behind the placement moves."""
    t = s.t
    area, arg = t.space_area, t.space_arg
    workers = s.workers[p]
    occ = s.occ_count
    money = s.money[p]
    ready = 0  # transports with a completed order, as bits
    for card, need, _ in s.held[p]:
        if not need:
            ready |= 1 << t.order_transport[card]
    out = []
    for sp in s.open_spaces:
        a = area[sp]
        if a == "bank":
            out.append(PLACE[sp])
            continue
        if occ[sp] >= workers:
            continue
        if a == "factory":
            kind = s.fslots[arg[sp]]
            if kind < 0 or t.tile_cost[kind] > money:
                continue
        elif a == "deliver":
            if not ready >> arg[sp] & 1:
                continue
        elif a == "order":
            if s.oslots[arg[sp]] < 0:
                continue
        elif a == "factory_look":
            if not s.tdeck:
                continue
        elif a == "order_look" and not s.odeck:
            continue
        out.append(PLACE[sp])
    return out


def why_blocked(s: CBState, p: int, sp: int) -> Reason | None:
    """The wording for a space `placements` leaves out (None if it is open)."""
    if sp in s.locked:
        return reasons.LOCKED
    if PLACE[sp] in placements(s, p):
        return None
    need = workers_for(s, sp)
    if s.workers[p] < need:
        return reasons.workers_needed(need)
    a, arg = s.t.space_area[sp], s.t.space_arg[sp]
    if a == "factory":
        kind = s.fslots[arg]
        return reasons.EMPTY_SLOT if kind < 0 else reasons.cannot_afford(s.t.tile_cost[kind])
    if a == "order":
        return reasons.EMPTY_SLOT
    if a == "deliver":
        return reasons.NOTHING_TO_DELIVER
    return reasons.DECK_EMPTY


# --- the actions -----------------------------------------------------------------------------------------
def _buy_from_slot(s: CBState, p: int, slot: int) -> None:
    kind = s.fslots[slot]
    s.fslots[slot] = -1
    buy_tile(s, p, kind)


def _look_tiles(s: CBState, p: int, arg: int) -> None:
    start_look(s, p, TILES)


def _look_orders(s: CBState, p: int, arg: int) -> None:
    start_look(s, p, ORDERS)


def _mine(s: CBState, p: int, steps: int) -> None:
    s.cage_run[p] = False  # a new mining action: the cage's last move was made in an earlier one
    s.pending.append(Mine(p, steps))


def _money(s: CBState, p: int, marks: int) -> None:
    s.money[p] += marks
    if s.ev is not None:
        emit(s.ev, "marks_taken", seat=p, marks=marks)


def _take_from_slot(s: CBState, p: int, slot: int) -> None:
    card = s.oslots[slot]
    s.oslots[slot] = -1
    take_order(s, p, card)


ACTIONS: dict[str, Callable[[CBState, int, int], None]] = {
    "factory": _buy_from_slot, "factory_look": _look_tiles, "mine": _mine, "deliver": deliver,
    "money": _money, "bank": _money, "order": _take_from_slot, "order_look": _look_orders,
}


def place(s: CBState, p: int, sp: int) -> None:
    """Put the workers down (ousting those there to the canteen) and start the space's action."""
    t = s.t
    area = t.space_area[sp]
    need = workers_for(s, sp)
    s.workers[p] -= need
    if area == "bank":
        s.bank[p] += 1
    else:
        owner = s.occ_owner[sp]
        if owner >= 0:
            s.canteen[owner] += s.occ_count[sp]
            if s.ev is not None:
                emit(s.ev, "workers_ousted", seat=owner, space=t.space_names[sp], count=s.occ_count[sp])
        s.occ_owner[sp] = p
        s.occ_count[sp] = need
    if s.ev is not None:
        emit(s.ev, "workers_placed", seat=p, space=t.space_names[sp], count=need)
    ACTIONS[area](s, p, t.space_arg[sp])

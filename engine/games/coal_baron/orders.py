"""Order cards (注文カード): taking one, filling its spots, delivering by a transport (出荷)."""
from __future__ import annotations

from engine.core.events import emit
from engine.games.coal_baron.state import CBState, HeldOrder

NO_CUBES = (0, 0, 0, 0)


def take_order(s: CBState, p: int, card: int) -> None:
    s.held[p].append((card, s.t.order_need[card], NO_CUBES))
    if s.ev is not None:
        emit(s.ev, "order_taken", seat=p, order=s.t.order_names[card])


def find(s: CBState, p: int, card: int) -> int:
    """The index of an undelivered order among a seat's orders, or -1."""
    for i, h in enumerate(s.held[p]):
        if h[0] == card:
            return i
    return -1


def fill_spot(s: CBState, p: int, i: int, spot: int, cubes: tuple[int, ...]) -> None:
    """Put `cubes` (one of the spot's colour, or two of any) on an empty spot of order i for good."""
    card, need, on = s.held[p][i]
    j = need.index(spot)
    counts = list(on)
    for c in cubes:
        counts[c] += 1
    s.held[p][i] = (card, need[:j] + need[j + 1:], (counts[0], counts[1], counts[2], counts[3]))


def deliver(s: CBState, p: int, transport: int) -> None:
    """Every completed order of that transport at once: its printed points; cubes back to the supply; the
    card kept (face down, public) for the majorities of coal colours and transports."""
    t = s.t
    keep: list[HeldOrder] = []
    done = []
    for h in s.held[p]:
        card, need, on = h
        if need or t.order_transport[card] != transport:
            keep.append(h)
            continue
        done.append(card)
        for c in range(4):
            s.supply[c] += on[c]
        for c in t.order_need[card]:
            s.dcol[4 * p + c] += 1
        s.dtrans[4 * p + transport] += t.order_size[card]
        s.delivered[p].append(card)
        s.gain(p, t.order_points[card], "orders")
    s.held[p] = keep
    if s.ev is not None:
        emit(s.ev, "orders_delivered", seat=p, transport=t.transport_names[transport],
             orders=[t.order_names[c] for c in done], points=sum(t.order_points[c] for c in done))

"""Hidden information: the order of the two stacks, and the cards a seat is looking at.

Nobody knows the stacks' order, except the cards a look at 5 put back: the seat that returned them knows
them and their order (until a later look takes them up again). An observation writes -1 for every card
its seat does not know — in the stacks and in another seat's look — and keeps those cards, sorted, as the
unknown pool; `determinize` deals the pool back into those places at random.
"""
from __future__ import annotations

import random

from engine.games.coal_baron.decks import TILES
from engine.games.coal_baron.looks import Look, PutBack
from engine.games.coal_baron.state import CBState


def _hide_stack(deck: list[int], know: list[int], bit: int, pool: list[int]) -> None:
    if not bit or bit not in know:  # the usual case: the seat knows nothing of this stack (a mask is one seat's bit)
        pool.extend(c for c in deck if c >= 0)
        deck[:] = [-1] * len(deck)
        return
    for i, m in enumerate(know):
        if not m & bit and deck[i] >= 0:
            pool.append(deck[i])
            deck[i] = -1


def observation(s: CBState, player: int) -> CBState:
    o = s.clone()
    bit = 1 << player if player >= 0 else 0  # a spectator (no seat) knows no card
    tpool = list(s.tpool or ())
    opool = list(s.opool or ())
    _hide_stack(o.tdeck, o.tknow, bit, tpool)
    _hide_stack(o.odeck, o.oknow, bit, opool)
    for i, d in enumerate(o.pending):
        if isinstance(d, (Look, PutBack)) and d.seat != player:
            pool = tpool if d.which == TILES else opool
            pool.extend(c for c in d.cards if c >= 0)
            if isinstance(d, Look):
                o.pending[i] = Look(d.seat, d.which, (-1,) * len(d.cards))
            else:
                pool.extend(c for c in d.placed if c >= 0)
                o.pending[i] = PutBack(d.seat, d.which, (-1,) * len(d.cards), d.side, (-1,) * len(d.placed))
    o.tpool = sorted(tpool)
    o.opool = sorted(opool)
    return o


# A sample is random where play can reach soon: the cards someone is looking at and the top of each stack
# (a refill or a look at 5 draws from there). Deeper unknown cards keep the pool's order, which saves a
# full shuffle every search iteration.
RANDOM_DEPTH = 12


def _shuffled(pool: list[int] | None, rng: random.Random) -> list[int]:
    """The pool with its first RANDOM_DEPTH entries drawn at random (a partial Fisher-Yates), reversed so
    that `pop()` hands them out first."""
    out = list(pool or ())
    n = len(out)
    rand = rng.random
    for j in range(min(RANDOM_DEPTH, n)):
        i = j + int(rand() * (n - j))
        out[j], out[i] = out[i], out[j]
    out.reverse()
    return out


def _deal(deck: list[int], pool: list[int]) -> None:
    k = len(deck)
    if k and deck.count(-1) == k:  # the usual case: the whole stack unknown
        deck[:] = pool[len(pool) - k:]
        del pool[len(pool) - k:]
        return
    for i in range(k - 1, -1, -1):  # from the top down
        if deck[i] < 0:
            deck[i] = pool.pop()


def determinize(o: CBState, player: int, rng: random.Random) -> CBState:
    s = o.clone()
    if o.tpool is None and o.opool is None:
        return s
    tpool = _shuffled(o.tpool, rng)
    opool = _shuffled(o.opool, rng)
    for i, d in enumerate(s.pending):
        if isinstance(d, (Look, PutBack)) and -1 in d.cards + getattr(d, "placed", ()):
            pool = tpool if d.which == TILES else opool
            cards = tuple(pool.pop() for _ in d.cards)
            if isinstance(d, Look):
                s.pending[i] = Look(d.seat, d.which, cards)
            else:
                s.pending[i] = PutBack(d.seat, d.which, cards, d.side, tuple(pool.pop() for _ in d.placed))
    _deal(s.tdeck, tpool)
    _deal(s.odeck, opool)
    s.tpool = None
    s.opool = None
    return s

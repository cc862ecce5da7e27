"""Taking goods, in the seed's steps: the goods are taken (from the space or the supply) but are not yet
the taker's → abilities on taking react (`on_take_goods`: they may add to what is taken) → the goods enter
the taker's supply → abilities on entering react (`on_goods_enter`). Animals that then do not fit on the
farm are settled by the `HouseAnimals` decision.

Only goods in the supply may be converted ("at any time" abilities [S]): goods on their way in are held in
`state.inbound`, where no conversion sees them.
"""
from __future__ import annotations

from engine.core.effects import ON_GOODS_ENTER, ON_TAKE_GOODS, trigger
from engine.core.events import emit
from engine.games.agricola.card_effects import OTHERS_TAKE
from engine.games.agricola.data import GOODS, NG
from engine.games.agricola.state import AgState


def take_from_space(s: AgState, p: int, space: int) -> None:
    """Everything lying on a space (an accumulating space's goods)."""
    b = NG * space
    stock = s.stock
    taken = tuple(stock[b:b + NG])
    stock[b:b + NG] = [0] * NG
    receive(s, p, taken, space)


def receive(s: AgState, p: int, goods: tuple[int, ...] | list[int], space: int = -1) -> None:
    inbound = s.inbound
    for g in range(NG):
        inbound[g] += goods[g]
    taken = tuple(goods)
    if s.k is None:  # the family game: nothing asks anyone during a take
        trigger(s.fx, p, ON_TAKE_GOODS, s, space=space, taken=taken)
    elif _ask_on_take(s, p, space, taken):
        return
    enter(s, p, space)


def _ask_on_take(s: AgState, p: int, space: int, taken: tuple[int, ...]) -> bool:
    """The full game: the taker's abilities on taking, then the other seats' (from the taker's left). Those
    that ask a seat push decisions: the taker's are answered first, then the others' in seat order, and the
    goods enter afterwards (`EnterSupply`). True when the entering waits."""
    pending = s.pending
    depth = len(pending)
    trigger(s.fx, p, ON_TAKE_GOODS, s, space=space, taken=taken)
    own = pending[depth:]
    del pending[depth:]
    for k in range(1, s.num_players):
        trigger(s.fx, s.seat_after(p, k), OTHERS_TAKE, s, taker=p, space=space, taken=taken)
    others = pending[depth:]
    if not own and not others:
        return False
    from engine.games.agricola.card_decisions import EnterSupply
    pending[depth:] = [EnterSupply(p, space), *reversed(others), *reversed(own)]
    return True


def enter(s: AgState, p: int, space: int) -> None:
    """The goods taken (`inbound`) enter the taker's supply; abilities on entering react."""
    inbound = s.inbound
    b = NG * p
    got = inbound[:]
    for g in range(NG):
        s.goods[b + g] += got[g]
        inbound[g] = 0
    if s.ev is not None:
        emit(s.ev, "goods_taken", seat=p, goods={GOODS[g]: k for g, k in enumerate(got) if k},
             space=s.t.space_ids[space] if space >= 0 else "")
    trigger(s.fx, p, ON_GOODS_ENTER, s, space=space, goods=tuple(got))
    if got[7] or got[8] or got[9]:
        settle_animals(s, p)


def settle_animals(s: AgState, p: int) -> None:
    """Animals beyond what the farm can house: the seat chooses which to keep."""
    if not s.fits(p, s.animals(p)):
        from engine.games.agricola.animals import HouseAnimals
        s.pending.append(HouseAnimals(p))

"""Transport phase (輸送フェイズ, grey): secret donkey picks, the siesta track, deliveries, extra deliveries.

Donkey markers 1–4 carry 3/2/1/0 siesta hats. Each marker is used at most once in rounds 1–3 and
again at most once in rounds 4–6. After the reveal the discs move in the old turn order; the new
turn order (furthest first, on a shared space the disc on top first) holds from the deliveries on.
"""
from __future__ import annotations

from engine.core.effects import modify
from engine.core.events import emit
from engine.games.la_granja import holdings as h
from engine.games.la_granja.goods import SILVER
from engine.games.la_granja.hooks import DONKEYS, FREE_EXTRA, SIESTA_BONUS
from engine.games.la_granja.moves import ChooseDonkey, made
from engine.games.la_granja.state import LGState

HATS = {1: 3, 2: 2, 3: 1, 4: 0}


def donkey_moves(s: LGState, p: int) -> list[ChooseDonkey]:
    return [made(ChooseDonkey, d) for d in (1, 2, 3, 4) if not s.donkeys_used[p] >> d & 1]


def choose_donkey(s: LGState, p: int, d: int) -> None:
    s.donkey[p] = d
    s.donkeys_used[p] |= 1 << d
    emit(s.ev, "donkey_chosen", seat=p)  # which one stays secret until the reveal


def donkey_yield(s: LGState, p: int, d: int) -> tuple[int, int]:
    """(deliveries, siesta steps) that donkey marker d gives seat p: the Wainwright adds a donkey and a hat,
    a siesta helper more steps; the 4-donkey marker (no hats) gives no steps."""
    deliveries, hats = modify(s.fx, p, DONKEYS, (d, HATS[d]), s)
    return deliveries, modify(s.fx, p, SIESTA_BONUS, hats, s) if hats > 0 else 0


def reveal_and_siesta(s: LGState) -> None:
    """Reveal the donkeys; move the discs in the old turn order; then rank seats by the track."""
    emit(s.ev, "donkeys_revealed", picks=list(s.donkey))
    for p in list(s.order):
        s.deliveries[p], steps = donkey_yield(s, p, s.donkey[p])
        h.gain_siesta(s, p, steps)  # no steps: the disc neither moves nor restacks
    rank_by_siesta(s)


def rank_by_siesta(s: LGState) -> None:
    new = sorted(range(s.num_players), key=lambda p: (-s.siesta[p], -s.height[p]))
    if new != s.order:
        s.order = new
        emit(s.ev, "turn_order_changed", order=list(new))


def extra_left(s: LGState, p: int) -> int:
    return h.extra_capacity(s, p) - s.extra_used[p]


def extra_affordable(s: LGState, p: int) -> bool:
    return s.free_extra[p] > 0 or s.goods[p][SILVER] >= 1


def pay_extra(s: LGState, p: int) -> None:
    """One extra delivery: free while an extra-delivery helper has some left this round, else 1 silver."""
    s.extra_used[p] += 1
    if s.free_extra[p] > 0:
        s.free_extra[p] -= 1
    else:
        s.goods[p][SILVER] -= 1


def start_extra(s: LGState, p: int) -> None:
    s.free_extra[p] = modify(s.fx, p, FREE_EXTRA, 0, s)

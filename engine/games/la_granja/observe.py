"""Hidden information: what one seat sees (`observation`) and a full state consistent with it
(`determinize`). Other seats' hands, the deck, other seats' VP totals and uncommitted-to-reveal
donkey picks are absent from an observation; the hand sizes stay."""
from __future__ import annotations

import random

from engine.games.la_granja.pending import DonkeyChoice
from engine.games.la_granja.state import CAT, LGState
from engine.games.la_granja.steps import STEP

DONKEYS = STEP["donkeys"]

VP = 1


def observation(s: LGState, player: int) -> LGState:
    o = s.clone()
    n = s.num_players
    unseen = list(s.deck)
    o.hand_counts = [len(h) for h in s.hand]
    o.pack_counts = [len(x) for x in s.packs]
    o.hidden_vp = [q != player for q in range(n)]
    for q in range(n):
        if q == player:
            continue
        unseen.extend(o.hand[q])
        unseen.extend(o.packs[q])
        o.hand[q] = []
        o.packs[q] = []
        o.goods[q][VP] = 0
        o.vpcat[q] = [0] * len(o.vpcat[q])
        o.vpround[q] = [0] * 6
        if s.step == DONKEYS and s.donkey[q]:
            o.donkeys_used[q] &= ~(1 << s.donkey[q])
            o.donkey[q] = 0
    o.deck = sorted(unseen)  # the deck and the other hands, as one unknown pool
    return o


def _picked_donkey(o: LGState, q: int) -> bool:
    if o.step != DONKEYS or q not in o.seq[:o.turn]:
        return False
    return not any(isinstance(d, DonkeyChoice) and d.seat == q for d in o.pending)


def estimate_vp(o: LGState, q: int) -> int:
    """A guess at a hidden VP total from what is on the table."""
    roofs = len(o.roofs[q]) + len(o.roofs_used[q])
    est = 1 + roofs * (roofs - 1) // 2
    est += sum(b for b in range(1, 7) if o.done[q] >> b & 1) // 2 + 4 * bin(o.done[q]).count("1")
    markers = o.market.count(q) + sum(g.count(q) for g in o.grey)
    est += (markers - 1) * 4 + markers * (o.round - 1)
    return max(1, est)


def determinize(o: LGState, player: int, rng: random.Random) -> LGState:
    s = o.clone()
    if o.hand_counts is None:
        return s
    # Only the hidden hands are drawn from the unseen pool; the deck keeps its sorted order because
    # draws pick a random card from it (cheaper than shuffling the whole pool each search iteration).
    pool = o.deck
    hidden = 0
    for q in range(o.num_players):
        if q != player:
            hidden += o.hand_counts[q] + (o.pack_counts[q] if o.pack_counts else 0)
    dealt = rng.sample(pool, hidden) if hidden else []
    taken = set(dealt)  # card ids are unique
    for q in range(o.num_players):
        if q == player:
            continue
        k = o.hand_counts[q]
        s.hand[q], dealt = dealt[:k], dealt[k:]
        if o.pack_counts:
            k = o.pack_counts[q]
            s.packs[q], dealt = dealt[:k], dealt[k:]
        if o.hidden_vp and o.hidden_vp[q]:
            est = estimate_vp(o, q)
            s.goods[q][VP] = est
            s.vpcat[q][CAT["cards"]] = est
        if _picked_donkey(o, q):
            free = [d for d in (1, 2, 3, 4) if not o.donkeys_used[q] >> d & 1]
            d = rng.choice(free)
            s.donkey[q] = d
            s.donkeys_used[q] |= 1 << d
    if taken:
        s.deck = [c for c in pool if c not in taken]
    s.hand_counts = None
    s.pack_counts = None
    s.hidden_vp = None
    return s

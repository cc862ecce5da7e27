"""A Ra evaluation for bots: each seat's projected final score, and the margin over the best rival.

It projects the current holdings through the remaining scorings, rather than looking ahead:
tiles kept (Pharaohs, Niles, Monuments) count for every scoring still to come, face-up suns are
buying power still to use this epoch, and the sun-disk totals matter at the end.
"""
from __future__ import annotations

from engine.games.ra import scoring
from engine.games.ra.auction import BidOrPass, close
from engine.games.ra.round import ROUND
from engine.games.ra.state import RaState
from engine.games.ra.tiles import (
    CIVILIZATION_POINTS_BY_TYPES,
    CIVILIZATIONS,
    EPOCHS,
    FLOOD,
    GOD,
    GOLD,
    MONUMENTS,
    NILE,
    PHARAOH,
    PHARAOH_FEWEST,
    PHARAOH_MOST,
    SUN_HIGHEST,
    SUN_LOWEST,
)

SUN_POWER = 1.4  # worth of one unused face-up sun in points (what it can still buy this epoch)
SUN_RANK = 0.12  # a higher sun wins more auctions
GOD_OPTION = 0.6  # a God tile is also a future purchase from the auction track


def as_if_closed(s: RaState, sun: int, winner: int) -> RaState:
    """A copy of `s` where the running auction closed now, `winner` paying `sun`, and play went on."""
    s = s.clone()
    close(s, sun, winner)
    ROUND.advance(s)
    return s


def settled(s: RaState) -> RaState:
    """Judge a running auction as if the high bid stands: the lot goes to the high bidder.
    With no bid yet, an invoker who must bid is taken to win it with their lowest sun."""
    top = s.pending[-1] if s.pending else None
    if type(top) is BidOrPass:
        if top.high_bidder >= 0:
            return as_if_closed(s, top.high_bid, top.high_bidder)
        if top.must_bid and s.up[top.holder]:
            return as_if_closed(s, s.up[top.holder][0], top.holder)
    return s


def projected_scores(s: RaState) -> list[float]:
    s = settled(s)
    n = s.num_players
    if s.is_terminal():
        return [float(x) for x in s.scores()]
    epochs_left = EPOCHS - s.epoch  # scorings after this epoch's
    progress = s.ra_count / s.ra_limit  # how far the current epoch is
    pharaohs = scoring.most_and_fewest([h[PHARAOH] for h in s.held], PHARAOH_MOST, PHARAOH_FEWEST)
    suns = [s.sun_total(p) for p in range(n)]
    sun_final = scoring.most_and_fewest(suns, SUN_HIGHEST, SUN_LOWEST)
    out = []
    for p in range(n):
        h = s.held[p]
        v = float(sum(s.cats[p]))
        v += h[GOD] * (2 + GOD_OPTION * (1 - progress)) + 3 * h[GOLD]
        types = sum(1 for c in CIVILIZATIONS if h[c])
        civ: float = CIVILIZATION_POINTS_BY_TYPES[types]
        if types < 3:  # the epoch may still bring more kinds; a bare −5 is not yet certain
            civ = civ * progress + (1 - progress) * max(civ, 0)
        v += civ
        floods = h[FLOOD]
        niles = h[NILE]
        v += (niles + floods) if floods else niles * (1 - progress) * 0.5
        v += niles * 0.6 * epochs_left  # Niles stay and count again once you hold a Flood
        v += pharaohs[p] * (1 + 0.8 * epochs_left)
        v += scoring.monument_points(h) + _monument_prospects(h, epochs_left)
        v += sum(SUN_POWER + SUN_RANK * x for x in s.up[p]) * (1 - 0.5 * progress)
        v += sun_final[p] * (0.4 + 0.3 * (s.epoch - 1))
        out.append(v)
    return out


def _monument_prospects(h: list[int], epochs_left: int) -> float:
    """Pairs and fours are on their way to the next set bonus; more likely with time left."""
    w = 0.25 + 0.25 * epochs_left
    bonus = 0.0
    for m in MONUMENTS:
        if h[m] in (2, 4):
            bonus += 5 * w
    return bonus


def evaluate(s: RaState, player: int) -> float:
    """Projected margin of `player` over the best other seat, in points."""
    proj = projected_scores(s)
    mine = proj[player]
    best_other = max(v for i, v in enumerate(proj) if i != player)
    return mine - best_other


def evaluate_all(s: RaState) -> list[float]:
    proj = projected_scores(s)
    out = []
    for p, mine in enumerate(proj):
        out.append(mine - max(v for i, v in enumerate(proj) if i != p))
    return out

"""Ra's position as numbers per seat, for a learned evaluation (engine/bots/learned.py).

Each feature is a count or a point total the rules give meaning to, some scaled by how much of the game
is still to come (epochs left, the Ra track's free spaces). A linear model over them, fitted on self-play
outcomes (`python -m engine fit ra`), weighs what the hand heuristic guesses: what a sun still to spend is
worth, and what holding suns while the others have none (tempo) brings.
"""
from __future__ import annotations

from engine.games.ra import scoring
from engine.games.ra.heuristic import settled
from engine.games.ra.horizon import monument_points
from engine.games.ra.state import RaState
from engine.games.ra.tiles import (
    CAT_CIV,
    CAT_GOD,
    CAT_GOLD,
    CAT_NILE,
    CAT_PHARAOH,
    CIVILIZATIONS,
    EPOCHS,
    FLOOD,
    GOD,
    MONUMENTS,
    NILE,
    SUN_HIGHEST,
    SUN_LOWEST,
)

NAMES = (
    "score", "god_gold_now", "pharaoh_now", "pharaoh_later", "civ_now", "civ_missing_left", "nile_now",
    "nile_later", "monuments", "monument_pairs", "suns_up_left", "suns_up_late", "sun_values_left",
    "tempo_left", "alone_left", "sun_totals_final", "gods_left", "floodless_niles_left",
    "suns_up_late_last", "tempo_late_last", "sun_values_last", "epoch_now_late",
)

# The `search` bot's horizon (engine/games/ra/horizon.py) in these terms: points so far, the epoch's scoring
# now, monuments, and 2 points a face-up sun (early or late). The fit starts from it.
PRIOR = {"score": 1.0, "god_gold_now": 1.0, "pharaoh_now": 1.0, "civ_now": 1.0, "nile_now": 1.0, "monuments": 1.0,
         "suns_up_left": 2.0, "suns_up_late": 2.0, "sun_totals_final": 1.0, "epoch_now_late": 1.0}
# Never fitted: points banked, and the epoch's scoring as it would fall now in the measure that the epoch has run
# (`epoch_now_late`). The fitted `*_now` columns read the same points scaled by the part of the epoch still to
# come (where they are guesses), so the judgement runs continuously into the banked score as the Ra track fills.
FIXED = ("score", "epoch_now_late")


def features(state: RaState) -> list[list[float]]:
    """One row of `NAMES` per seat. A running auction is settled at its high bid first."""
    s = settled(state)
    n = s.num_players
    later = EPOCHS - s.epoch  # epochs after this one
    left = 1.0 - s.ra_count / s.ra_limit
    late = 1.0 - left
    last = float(s.epoch == EPOCHS)  # the final epoch: a sun still up at its end buys nothing more
    gains = scoring.epoch_points(s)
    up = [len(u) for u in s.up]
    totals = scoring.most_and_fewest([s.sun_total(p) for p in range(n)], SUN_HIGHEST, SUN_LOWEST)
    rows = []
    for p in range(n):
        h, g = s.held[p], gains[p]
        others_up = max(up[q] for q in range(n) if q != p)
        types = sum(1 for c in CIVILIZATIONS if h[c])
        now = g[CAT_GOD] + g[CAT_GOLD] + g[CAT_PHARAOH] + g[CAT_CIV] + g[CAT_NILE]
        rows.append([
            float(sum(s.cats[p])),
            (g[CAT_GOD] + g[CAT_GOLD]) * left,
            g[CAT_PHARAOH] * left,
            float(g[CAT_PHARAOH] * later),
            g[CAT_CIV] * left,
            (3 - min(3, types)) * left,
            g[CAT_NILE] * left,
            float(h[NILE] * later),
            float(monument_points(h)),
            float(sum(1 for m in MONUMENTS if h[m] in (2, 4))),
            up[p] * left,
            up[p] * late,
            sum(s.up[p]) * left / 10.0,
            (up[p] - others_up) * left,
            float(up[p] > 0 and others_up == 0) * left,
            totals[p] * (s.epoch / EPOCHS),
            h[GOD] * left,
            float(h[NILE] * (h[FLOOD] == 0)) * left,
            up[p] * late * last,
            (up[p] - others_up) * late * last,
            sum(s.up[p]) * last / 10.0,
            now * late,
        ])
    return rows

"""The bots' valuation: each seat's score as it stands plus what its position is likely worth by the end,
as a margin over the best other seat.

What a position is worth, in points-ish units:
- the scoring table as it stands now (every category, begging included);
- goods by what they become: building materials toward rooms, fences and improvements, grain and
  vegetables as seed and food, food up to what the coming harvests will ask of the seat;
- people by the actions they will still take (family growth early is worth most), a free room by the
  growth it allows;
- the next harvest's feeding: food the seat could not raise even by converting everything costs a
  begging card each;
- cooking and baking improvements by the food they will make over the rounds left;
- goods by the step they complete (`_plans`): a room's worth of the house's material with its reed, a
  renovation's clay (or stone) and reed, seed with an empty field to sow it in; and a played card beyond its
  fitted value.
A decision inside an action (where to plow, which pasture to fence, what to convert) is valued by playing
that action out greedily, so placing a person is worth what its action will do.
"""
from __future__ import annotations

import random

from engine.core.game import CHANCE, TERMINAL, Move
from engine.games.agricola import card_values, majors
from engine.games.agricola.data import CLAY, FOOD, GRAIN, MATERIALS, NG, REED, STONE, VEG, WOOD
from engine.games.agricola.fields import empty_fields
from engine.games.agricola.food import potential
from engine.games.agricola.moves import STOP
from engine.games.agricola.scoring import score
from engine.games.agricola.state import AgState

MATERIAL = {WOOD: 0.45, CLAY: 0.35, REED: 0.5, STONE: 0.45}
ACTION = 0.9  # a person's action in a round still to come
FREE_ROOM = 0.6  # share of a person's worth a free room is (it still takes a growth action)
CROP = 0.5  # a grain or vegetable on a field, beyond what the table counts
BEG = 3.0
INCOME = 0.7  # food a person's action brings in, on average, in a round before a harvest
DECAY = 0.3  # how fast a later harvest's missing food weighs less
RESOLVE_STEPS = 8
BUDGET = 60  # positions one play-out may look at
HAND_SHARE = 0.2  # share of a card's value a card in the hand is worth (0.5 made playing it look worth too little)
CARD_WEIGHT = 1.0  # the fitted points as they are (2.0 made the bots play more cards, not win more: docs/bench.md)
INNER_WIDTH = 40  # candidates the macro search's inner step weighs at most
GRAIN_V = 0.3  # a grain in the supply (seed and food)
VEG_V = 0.4  # a vegetable in the supply
FOOD_V = 0.1  # a food in the supply beyond what the harvests ahead ask
BAKE = 0.15  # a baking improvement, per round left
# Plans: goods that complete a step the seat will take (monotone, each capped by what the farm can still use).
# Chosen with engine/tools/tune_agricola.py (the greedy player over hard's leaf view, 30 games a point): all
# five together 26.1 -> 29.5 mean on seeds 5000-5029, 25.7 -> 28.7 on seeds 6000-6029 (docs/bench.md).
ROOM_PLAN = 1.0  # a room's worth of the house's material and reed, while the family may still grow
RENO_PLAN = 0.5  # per room point a renovation would add, by the share of its materials in the supply
SOW_PLAN = 0.5  # a seed in the supply with an empty field to sow it in
CARD_BASE = 1.0  # a card played, whatever its fitted value (what it does is still to come)
COOK = 0.3  # a cooking improvement (animals and vegetables become food), per round left


def _harvests_ahead(s: AgState) -> list[int]:
    """The harvests still to feed: this round's only while its feeding is not over."""
    from engine.games.agricola.round import FLOW
    r = max(1, s.round)
    done = s.step >= FLOW.index["breeding"]
    return [h for h in sorted(s.t.harvests) if h > r or (h == r and not done)]


def _static(s: AgState, p: int, timed: bool = False) -> float:
    v = static_without_cards(s, p, timed)
    if s.k is not None:
        v += _cards(s, p, max(0, s.t.g.rounds - max(1, s.round)) / s.t.g.rounds)
    return v


def static_without_cards(s: AgState, p: int, timed: bool = True) -> float:
    """The valuation of seat p's position without the cards' fitted values (what card_values.fit explains the
    rest of a seat's result against)."""
    b = NG * p
    goods = s.goods
    rounds = s.t.g.rounds
    left = max(0, rounds - max(1, s.round))
    late = 1.0 - left / rounds
    v = float(score(s, p))
    for g, w in MATERIAL.items():
        v += goods[b + g] * w * (1.0 - 0.7 * late)
    v += goods[b + GRAIN] * GRAIN_V + goods[b + VEG] * VEG_V
    base = 15 * p
    v += CROP * sum(s.crop_n[base:base + 15]) * (1.0 - 0.5 * late)
    v += goods[b + FOOD] * FOOD_V
    v -= _hunger(s, p, timed)
    v += (s.people[p] - 2) * ACTION * left
    if s.rooms[p].bit_count() > s.people[p] and s.people[p] < s.t.g.max_people and left:
        v += FREE_ROOM * (3 + ACTION * (left - 1))
    if majors.bake_options(s, p):
        v += BAKE * left
    if left:
        v += _plans(s, p, left)
    return v


def _plans(s: AgState, p: int, left: int) -> float:
    """Goods by the step they complete: a room (house material and reed together), a renovation, a sowing;
    and a cooking improvement by the rounds it will turn animals and vegetables into food."""
    b = NG * p
    goods = s.goods
    g = s.t.g
    v = 0.0
    rooms = s.rooms[p].bit_count()
    if ROOM_PLAN and rooms < g.max_people:
        mat = goods[b + MATERIALS[s.house[p]]] / g.room_cost["material"]
        reed = goods[b + REED] / g.room_cost["reed"]
        v += ROOM_PLAN * min(mat, reed, g.max_people - rooms)
    if RENO_PLAN and s.house[p] < 2:
        need = g.renovate_cost["per_room"] * rooms
        share = min(1.0, goods[b + MATERIALS[s.house[p] + 1]] / need, goods[b + REED] / max(1, g.renovate_cost["reed"]))
        v += RENO_PLAN * rooms * share
    if SOW_PLAN:
        seeds = goods[b + GRAIN] + goods[b + VEG]
        if seeds:
            v += SOW_PLAN * min(seeds, len(empty_fields(s, p)))
    if COOK and majors.cook_rate(s, p, VEG)[0] > 1:
        v += COOK * left
    return v


def _hunger(s: AgState, p: int, timed: bool) -> float:
    """Food still to find for each harvest ahead (cumulatively, against everything the seat could convert),
    each missing food weighed as a begging card, less the further away its harvest is. `timed` (the hard
    bot's leaf): a field yields one crop a harvest, so a sown field of 3 feeds 1 at the next harvest, 2 by
    the one after; and a seat that has paid this harvest's food owes it no more while another seat is still
    feeding. Medium's view counts all crops as food at once, and the harvest again until every seat has fed
    (so a play-out that converted, paid and stopped there looked worse than begging at once)."""
    from engine.games.agricola.round import FLOW, food_due
    ahead = _harvests_ahead(s)
    if timed and ahead and ahead[0] == s.round and _fed(s, p, FLOW.index["feeding"]):
        ahead = ahead[1:]  # this harvest's feeding is over for this seat (another seat is still feeding)
    r = max(1, s.round)
    per = s.t.solo.food_per_person if s.num_players == 1 else s.t.g.food_per_person
    base = 15 * p
    crops = [n for n in s.crop_n[base:base + 15] if n]
    stock = potential(s, p, True)
    if not timed:
        stock += sum(crops)
    cook, _ = majors.cook_rate(s, p, 7)
    if cook:
        stock += cook * sum(s.animals(p))
    # the harvests the fields still feed before each harvest ahead: this round's field phase may be over
    first = 0 if ahead and ahead[0] == s.round and s.step > FLOW.index["field_phase"] else 1
    need = 0
    before = 0.0
    cost = 0.0
    for i, h in enumerate(ahead):
        need += food_due(s, p) if i == 0 and h == s.round else per * s.people[p]
        have = stock + INCOME * s.people[p] * (h - r)  # food the seat's actions may still bring in
        if timed:
            have += sum(n if n < i + first else i + first for n in crops)
        short = need - have if need > have else 0.0
        cost += BEG * (short - before) / (1 + DECAY * (h - r))
        before = short
    return cost


def _fed(s: AgState, p: int, feeding: int) -> bool:
    """Whether seat p has paid this harvest's food: its feeding turn began and its food is no longer due."""
    from engine.games.agricola.food import RaiseFood
    if s.step != feeding or p not in s.seq[:s.turn]:
        return False
    return not any(isinstance(d, RaiseFood) and d.seat == p for d in s.pending)


def _cards(s: AgState, p: int, f: float) -> float:
    """The full game's cards by their fitted values (card_values.py), fading as the rounds run out: a card
    played is worth its value (what it brings is yet to come), one in the hand a share of it (it still needs
    an action and its cost, and may never be played)."""
    k = s.k
    vals = card_values.by_index(k.ct)
    played = sum(vals[c] for c in k.played[p])
    held = sum(vals[c] for c in k.hand[p] if vals[c] > 0)
    return f * (CARD_WEIGHT * (played + HAND_SHARE * held) + CARD_BASE * len(k.played[p]))


def main_decision(s: AgState) -> bool:
    """The decisions a macro search branches on: placements (the rest is a placement's action, a harvest's
    feeding, the draft)."""
    from engine.games.agricola.turn import PlaceWorker
    return bool(s.pending) and isinstance(s.pending[-1], PlaceWorker)


def inner_move(s: AgState, rng: random.Random) -> Move:
    """The macro search's step inside an action: the candidate whose position the seat values most (a
    repeatable step's STOP included, so a search may build a second room); a wide choice (fencing) is
    judged on a sample of INNER_WIDTH candidates."""
    seat = s.to_move
    moves = s.candidate_moves()
    if len(moves) == 1:
        return moves[0]
    pool = moves if len(moves) <= INNER_WIDTH else rng.sample(moves, INNER_WIDTH)
    best, best_v = pool[0], float("-inf")
    for m in pool:
        c = s.clone()
        c.apply_trusted(m)
        val = _static(c, seat, True) if c.to_move != TERMINAL else float(score(c, seat))
        if val > best_v:
            best, best_v = m, val
    return best


def _resolve(s: AgState, timed: bool = False) -> AgState:
    """Play the action under way out greedily (its owner's best step each time), up to the next placement
    or draft pick (a play-out through the draft would pick back the cards a pick left, when the pack comes
    round again, and every pick would look alike)."""
    from engine.games.agricola.draft import DraftPick
    from engine.games.agricola.turn import PlaceWorker
    steps = 0
    budget = BUDGET
    while s.to_move >= 0 and steps < RESOLVE_STEPS and not isinstance(s.pending[-1], (PlaceWorker, DraftPick)):
        seat = s.to_move
        moves = s.candidate_moves()
        best, best_v = moves[0], float("-inf")
        if moves[-1] is STOP:
            best = STOP  # a repeatable step (rooms, fences) goes no further in a play-out: the bot weighs each
            # further step at its own turn
        elif len(moves) > 1 and len(moves) <= budget:
            budget -= len(moves)
            for m in moves:
                c = s.clone()
                c.apply_trusted(m)
                val = _static(c, seat, timed) if c.to_move != TERMINAL else float(score(c, seat))
                if val > best_v:
                    best, best_v = m, val
        if steps == 0:
            s = s.clone()
        s.apply_trusted(best)
        steps += 1
    return s


def evaluate_all(s: AgState, resolve: bool = True, timed: bool = False) -> list[float]:
    """Margins for every seat. `resolve`: play the action under way out first (for one-ply bots; a search
    explores the action's decisions itself). `timed`: the hard bot's view of the harvests ahead (`_hunger`)."""
    n = s.num_players
    if s.to_move == TERMINAL:
        values = [float(score(s, p)) for p in range(n)]
    else:
        if resolve and s.to_move != CHANCE:
            s = _resolve(s, timed)
        values = [_static(s, p, timed) for p in range(n)]
    if n == 1:
        return values
    return [v - max(x for q, x in enumerate(values) if q != p) for p, v in enumerate(values)]
